"""Common given names of people who run businesses and clubs in Germany, Austria and Switzerland.

Shape alone cannot tell a person's line ("Anna Roth") from a trading designation of two
capitalised words ("Abenteuer Irland"); a first word that is a common given name can. The list
was written by hand from general knowledge of the given names frequent among adults in the
three countries (German, Austrian, Swiss German, French- and Italian-Swiss) and in the larger
immigrant communities (Turkish, Arabic, Balkan, Polish, Russian, Greek, Italian, Spanish,
Portuguese, English); no page of the imprint corpus was read for it. It is a tie-breaker, not a
gate: a person with a rare given name is still a person wherever the parser has other evidence.
"""

from __future__ import annotations

_NAMES = """
Aaron Abdul Abdullah Achim Adam Adelheid Adem Adnan Adolf Adrian Adriana Agata Agathe Agnes Agnieszka Ahmad Ahmed
Ahmet Aida Aileen Ajla Akif Alain Alan Albert Alberto Albin Aleksandar Aleksandra Alessandra Alessandro Alessia Alex
Alexa Alexander Alexandra Alexandre Alexei Alfons Alfred Alfredo Ali Alice Alicia Alina Aline Alisa Alma Almut Aloys
Alois Aloisia Amadeus Amalia Amelie Amin Amir Amira Ana Anastasia Andre André Andrea Andreas Andrei Andrej Andrzej
Anett Anette Angela Angelika Angelina Angelo Anika Anita Anja Anke Ann Anna Anne Annegret Anneliese Annemarie Annett
Annette Anni Annika Anselm Anton Antonia Antonio Anouk Apollonia Ardian Arian Ariane Arif Armin Arne Arnd Arndt Arno
Arnold Arthur Artur Asja Asli Astrid Attila Audrey Augustin Aurelia Axel Ayla Aylin Aynur Ayse Ayşe Aziz
Babette Balthasar Baptiste Barbara Bárbara Bastian Bea Beat Beate Beatrice Beatrix Beatriz Ben Benedikt Benjamin Benno
Berit Bernadette Bernd Bernhard Berta Bertha Berthold Bettina Betty Bianca Bianka Birgit Birte Björn Blanka Bogdan
Bojan Boris Brigitte Bruno Burak Burkhard
Camilla Camille Carina Carl Carla Carlo Carlos Carmen Carola Caroline Carolin Carsten Caspar Cäcilia Cécile Cedric
Celine Céline Cem Cemal Chantal Charlotte Chiara Chris Christa Christian Christiane Christina Christine Christof
Christoph Christophe Christopher Cindy Clara Claudia Claudio Claus Clemens Conny Conrad Constanze Cora Cordula
Corinna Corinne Cornelia Cornelius Cristina Cyril
Dagmar Dalia Damian Daniel Daniela Daniele Danijel Danilo Dario Darius David Dejan Denis Deniz Dennis Detlef Detlev
Diana Dieter Dietmar Dietrich Dimitri Dimitrios Dina Dirk Dominic Dominik Dominique Donata Dora Doreen Doris Dorota
Dorothea Dorothee Dragan Duygu
Eberhard Eckhard Eckart Edda Edgar Edith Edmund Eduard Edwin Egon Ekaterina Elena Eleni Elfriede Elias Elif Elisa
Elisabeth Elise Elke Ella Ellen Elmar Elsa Elvira Emil Emilia Emilie Emily Emin Emine Emir Emma Emre Enrico Enzo
Erhard Eric Erich Erik Erika Erna Ernst Ertan Erwin Esra Esther Eugen Eva Evelin Evelyn Ewa Ewald
Fabian Fabienne Fabio Fabrice Farid Fatih Fatima Fatma Federico Felicitas Felix Ferdinand Filip Florence Florian
Francesca Francesco Francis Franco Frank Franka Franz Franziska Fred Frederic Frederik Frida Frieda Friedemann
Friederike Friedhelm Friedrich Fritz
Gabi Gabriel Gabriele Gabriella Gaby Georg George Georgios Gerald Gerd Gerda Gereon Gerhard Gerlinde Gernot Gero
Gerrit Gert Gertraud Gertrud Gesa Gianluca Gilbert Gina Giorgio Giovanni Gisela Giulia Giuseppe Gottfried Götz Goran
Gregor Greta Gudrun Guido Gunda Gunnar Gunter Gunther Günter Günther Gustav Gül Gülsen
Hakan Hamid Hannah Hanna Hanne Hannelore Hannes Hans Hanspeter Harald Hartmut Hasan Hassan Hatice Hauke Hedwig Heide
Heidi Heidrun Heike Heiko Heiner Heinrich Heinz Helen Helena Helene Helga Helge Helmut Helmuth Hendrik Henning Henri
Henrik Henry Herbert Heribert Hermann Hilde Hildegard Holger Horst Hubert Hubertus Hugo Hüseyin
Ibrahim Ida Igor Ilona Ilse Ilka Ina Ines Inga Inge Ingeborg Ingo Ingrid Ioannis Irene Irina Iris Irma Isabel
Isabella Isabelle Ismail Ivan Ivana Ivo
Jacqueline Jakob Jakub James Jan Jana Janina Janine Janis Jannik Jannis Jasmin Jasmina Jean Jeanette Jelena Jennifer
Jens Jeremias Jessica Joachim Jochen Johann Johanna Johannes John Jonas Jonathan Jörg Jörn Josef Joseph Josefine
Joshua Jost Judith Jules Julia Julian Juliane Julie Julien Julius Jürgen Justus Jutta
Kai Kamil Karim Karin Karina Karl Karla Karolina Karsten Katarina Katarzyna Katharina Kathrin Katja Katrin Kemal Kenan
Kerstin Kevin Kilian Kim Klara Klaus Knut Konrad Konstantin Kornelia Kristina Kurt
Lara Larissa Lars Laura Laurent Lea Leila Lena Lennart Leo Leon Leonard Leonhard Leonie Leopold Lieselotte Lilian
Liliana Lina Linda Lisa Lothar Lotte Louis Louisa Luc Luca Lucas Lucia Lucie Ludger Ludwig Luise Lukas Luka Luzia
Lydia
Madeleine Magdalena Maik Maja Maike Malte Mandy Manfred Manon Manuel Manuela Marc Marcel Marcello Marco Marcus
Mareike Margarete Margit Margot Margret Maria Marian Marianne Marie Marielle Marija Marina Mario Marion Marius Mark
Marko Markus Marlene Marlies Marta Martha Martin Martina Marvin Mathias Mathilde Matthias Mattia Maurice Max
Maximilian Maya Mechthild Mehmet Meike Melanie Melina Melissa Merve Mia Michael Michaela Michel Michele Michelle
Miguel Mila Milan Milena Miriam Mirjam Mirko Mohamed Mohammad Mohammed Moritz Murat Mustafa
Nadia Nadine Nadja Natalia Natalie Natascha Nathalie Nena Nicola Nicolas Nicole Niels Nik Nikola Nikolai Nikolaus
Nils Nina Noah Nora Norbert Norman
Olaf Oleg Olena Oliver Olivia Olga Ömer Onur Orhan Ortwin Oskar Osman Oswald Otmar Ottmar Otto Özlem
Pascal Patricia Patrick Patrizia Paul Paula Pauline Pawel Peter Petra Philipp Philippe Pia Pierre Pietro Piotr
Rafael Rainer Ralf Ralph Ramona Raphael Regina Reiner Reinhard Reinhold Rene René Renate Renato Rene Richard Rita
Robert Roberto Robin Roger Roland Rolf Roman Romy Ronald Rosa Rosemarie Rudolf Rüdiger Ruth
Sabine Sabrina Sahin Salih Samira Samuel Sandra Sara Sarah Sascha Sebastian Selin Selina Senta Serkan Sergej Sergio
Silke Silvia Simon Simone Sina Sofia Sonja Sophia Sophie Stanislaw Stefan Stefanie Steffen Stella Stephan Stephanie
Susanne Sven Svenja Sybille Sylvia
Tamara Tanja Tatjana Theo Theodor Theresa Therese Thilo Thomas Thorsten Tilman Tim Timo Tina Tobias Tom Tomasz Toni
Torsten Traudl Udo Ulf Ulla Ulrich Ulrike Urs Ursula Ute Uwe
Valentin Valentina Valerie Vanessa Vera Verena Veronika Viktor Viktoria Vincent Volker
Waldemar Walter Werner Wilfried Wilhelm Willi Willy Winfried Wolfgang Wolfram
Xaver Yannick Yasemin Yusuf Yvonne Zeynep Zoe Zoran
Beni Bettina Corina Cornel Dölf Fränzi Godi Housi Kari Kathrin Köbi Luzi Mäni Marlis Mathis Menga Nadja Ottilia
Peider Reto Ruedi Seraina Silvan Sämi Urban Vreni Walti Wendelin Andri Flurin Gian Gion Mirco Nando Orlando
Flavia Flavio Livio Luzius Linus Marcel Noemi Rahel Ramon Regula Res Roswitha Sepp Seppi Toni Traugott
Gottlieb Hansjörg Hansruedi Heinrich Jürg Martha Mauro Nicolò Reinhold Roman Samuel Stefano Theres Ueli Vinzenz
Alessio Amelia Arianna Benedetta Bruna Elio Emanuele Enea Fabrizio Gabriele Giacomo Gianni Giada Ilaria Jacopo
Lorenzo Luigi Marta Matteo Nicolò Paolo Riccardo Rocco Sandro Silvio Simona Valerio Vittorio
Aurélie Benoît Céline Chloé Claire Éric Estelle Étienne Gaëlle Hélène Isabelle Jérôme Josiane Léa Lucien Marc-André
Mathieu Nathan Olivier Pascale Raphaël Sandrine Sébastien Stéphane Sylvain Thierry Valérie Yves
Alejandro Ana Andrés Carmen Diego Elena Fernando Jorge José Juan Lucía Luis Manuel María Pablo Pedro Rosa Sergio
João Joana Tiago Rui Paulo Sofia
Aleksej Anatoli Dmitri Galina Igor Ljudmila Natalja Oksana Sergei Swetlana Tatiana Viktoria Wladimir Jewgeni Juri
Agnieszka Andrzej Beata Dariusz Ewelina Grzegorz Joanna Krzysztof Łukasz Magdalena Marek Marzena Michał Paweł
Tomasz Wojciech Zbigniew Zofia
Ante Branko Davor Dragana Goran Ivica Josip Jovan Marija Milica Miroslav Nenad Sanja Slavko Snežana Stjepan Tomislav
Vesna Zlatko Zoran Edin Emir Haris Mirza Nermin Amela Selma Lejla
Aylin Barış Bülent Cansu Ebru Emel Erdal Erkan Esin Fadime Gökhan Gülay Hülya İbrahim Kader Kübra Levent Meltem Mert
Metin Nazan Necati Nesrin Nihat Oğuz Recep Sedat Selim Semra Serdar Sevgi Sibel Tuncay Türkan Ufuk Volkan Yasin
Yıldız Yusuf Zehra Ömer
Abdel Aisha Amal Bilal Hamza Hussein Jamal Khaled Khalid Layla Mahmoud Mariam Nabil Nour Omar Rami Rania Salma Samir
Sami Tarek Walid Yasmin Youssef Zainab
Andreea Bogdan Cristian Florin Ionut Mihai Mihaela Radu Raluca Vlad
Giorgos Konstantinos Maria Nikos Panagiotis Sophia Vasilis
Adele Alan Amy Andrew Anthony Brian Charles Daniel Edward Emily Emma Grace Harry Jack James Jane Jessica John Kate
Laura Lucy Mary Matthew Michael Nicholas Oliver Richard Robert Sam Sarah Simon Sophie Stephen Steven Susan Thomas
William
"""

GIVEN_NAMES = frozenset(_NAMES.split())


def given_name(word: str) -> bool:
    """True for a common given name, also one of a hyphenated pair ("Anna-Lena", "Hans-Peter")."""
    return word in GIVEN_NAMES or ("-" in word and all(part in GIVEN_NAMES or part.capitalize() in GIVEN_NAMES
                                                       for part in word.split("-")))
