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

import re

_NAMES = """
Aaron Abdul Abdullah Achim Adam Adelheid Adem Adnan Adolf Adrian Adriana Agata Agathe Agnes Agnieszka Ahmad Ahmed
Ahmet Aida Aileen Ajla Akif Alain Alan Albert Alberto Albin Aleksandar Aleksandra Alessandra Alessandro Alessia Alex
Alexa Alexander Alexandra Alexandre Alexei Alfons Alfred Alfredo Ali Alice Alicia Alina Aline Alisa Alma Almut Aloys
Alois Aloisia Amadeus Amalia Amelie Amin Amir Amira Ana Anastasia Andre André Andrea Andreas Andrei Andrej Andrzej
Anett Anette Angela Angelika Angelina Angelo Anika Anita Anja Anke Ann Anna Anne Annegret Annelies Anneliese Annemarie Annett
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
Henrik Henry Herbert Heribert Hermann Herta Hertha Hilde Hildegard Holger Horst Hubert Hubertus Hugo Hüseyin
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
Mareike Margarete Margit Margot Margret Margrit Maria Marian Marianne Marie Marielle Marija Marina Mario Marion Marius Mark
Marko Markus Marlene Marlies Marta Martha Martin Martina Marvin Mathias Mathilde Matthias Mattia Maurice Max
Maximilian Maya Mechthild Mehmet Meike Melanie Melina Melissa Merve Mia Michael Michaela Michel Michele Michelle
Miguel Mila Milan Milena Miriam Mirjam Mirko Mohamed Mohammad Mohammed Moritz Murat Mustafa
Nadia Nadine Nadja Natalia Natalie Natascha Nathalie Nena Nicola Nicolas Nicole Niels Nik Nikola Nikolai Nikolaus
Nils Nina Noah Nora Norbert Norman
Olaf Oleg Olena Oliver Olivia Olga Ömer Onur Orhan Ortwin Oskar Osman Oswald Otmar Ottmar Otto Özlem
Pascal Patricia Patrick Patrizia Paul Paula Pauline Pawel Peter Petra Philipp Philippe Pia Pierre Pietro Piotr
Rafael Rainer Ralf Ralph Ramona Raphael Regina Reiner Reinhard Reinhold Rene René Renate Renato Rene Richard Rita
Robert Roberto Robin Roger Roland Rolf Roman Romy Ronald Rosa Rosemarie Rösli Rudolf Rüdiger Ruth
Sabine Sabrina Sahin Salih Samira Samuel Sandra Sara Sarah Sascha Sebastian Selin Selina Senta Serkan Sergej Sergio Sibylle
Sieglinde Silke Silvia Simon Simone Sina Sofia Sonja Sophia Sophie Stanislaw Stefan Stefanie Steffen Stella Stephan Stephanie
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
Achmed Adalbert Adelina Adina Adolfo Agnetha Aileen Alban Albrecht Alena Alessa Alfonso Alwin Amalie Amanda Ambros
Ambrosius Amelia Anabel Andi Andrés Andy Aneta Angelique Anian Anjali Anneke Annelie Anneliese Annina Antje Anuschka
Apostolos Arend Aribert Armand Armando Arnulf Arvid Asmus August Auguste Augusta Aurel Aurelio Ayhan Baldur Barbro
Bartholomäus Bastien Beatrix Bela Béla Belinda Benedict Benita Benno Bent Bernardo Bert Bertram Birger Birgitta
Blanca Bodo Bogumil Bonifaz Brian Brigitta Britta Bruno Burghard Calvin Candida Carlotta Carmela Carmelo Carol Caro
Carolina Casimir Catharina Catherine Cathrin Cecilia Charlotta Chiara Christel Christin Christl Claudine Clemente
Colette Conradin Constantin Corbinian Cosima Curt Cynthia Dag Dania Danielle Danny Daphne Debora Deborah Delia
Denise Desirée Detlef Diederich Diether Dietlinde Dimitrij Dirk Dolores Domenico Dominika Donald Dörte Dorit Dorle
Doro Dusan Dušan Eckehard Edeltraud Edelgard Editha Eduardo Egbert Ehrenfried Eike Eileen Einar Elfi Elfie Elia
Elisa Elke Ellinor Elmar Elmo Elsbeth Emilio Emmerich Engelbert Enno Enrique Eric Erik Ernestine Erwin Esteban
Eugenia Eugenie Evi Ewald Fabiola Falk Falko Fanny Felicia Felizitas Ferenc Fiona Florentine Florin Franca
Francisco Franz-Josef Franziskus Frauke Freddy Frederike Fredrik Friedbert Friedel Friedrich-Wilhelm Frithjof
Fritzi Gabor Gábor Gaby Georgia Georgina Gerfried Gerhart Gerit Gernot Gerold Gerolf Gertraude Gesine Gilles
Gisbert Giselher Gitta Gotthard Gottfried Grete Gretel Guenter Guenther Gunhild Gunnar Gustl Gwendolin Hagen
Hanka Hanni Hannelene Hans-Dieter Hans-Georg Hans-Jürgen Hans-Peter Hansi Harry Hartwig Hedi Heidemarie Heidelinde
Heino Heintje Helfried Helge Helma Helmar Henner Henrike Henriette Herwig Hilmar Hinrich Holm Horst-Dieter Hubertine
Ignaz Ilja Ilona Ilsa Immanuel Imke Inka Irmgard Irmela Irmtraud Isa Isolde Ivonne Jacob Jacqueline Jakobus Janek
Janet Janka Janne Jannes Janosch Jaroslav Jasper Jella Jenny Jeremy Jesper Jette Joanna Jobst Jochem Jockel Joel
Joey Johanne Jolanda Jolanthe Jonna Jordan Jörgen Josefa Josephine Jost Jovana Juliana Juliette Juna Justin
Justine Jutta Kai-Uwe Karl-Heinz Karen Karolin Karoline Kaspar Kasimir Katalin Kate Kathi Kathleen Kati Katinka
Keno Kerstin Kjell Klaas Klemens Knud Kolja Korbinian Kordula Kristian Kristin Kunibert Kuno Laila Lambert Larissa
Laszlo László Lea-Sophie Leander Lennard Leni Lenz Leonardo Leonore Leopoldine Levin Lia Liane Lilly Lili Lilo
Linus Lioba Lis Lisbeth Liselotte Lorenz Lotta Lovis Luana Ludmila Ludovic Luigi Luisa Lutz Madlen Magda
Magdalene Maik Malina Malou Mara Marcella Mareen Margareta Margarethe Margarita Maria-Theresia Mariana Marianna
Marie-Luise Marijke Marika Marilena Marit Marita Markward Marlen Marleen Marlene Marta Martha Martje Mats Matti
Matthäus Maximiliane Mechthild Meinhard Meinrad Melchior Mercedes Merle Meta Micha Michaele Mika Milo Mina Minna
Mirella Mirjana Mona Monika Morten Nadine Nele Nelli Nepomuk Nico Nicolai Nicolaus Niklas Nikolas Ninja Nora
Norina Notburga Odilo Olav Ole Oliver Olli Ortrud Ottilie Ottokar Pamela Patricia Patrik Paulina Pavel Peer
Per Petar Petronella Philip Philippa Pirmin Quirin Rahel Raimund Raimondo Ramona Randolf Rebecca Rebekka Reimund
Reinald Reinhild Renata Renée Rich Ricarda Rico Robby Rochus Rodolfo Rolando Romana Romano Ronja Rosalie
Rosalinde Rosi Rosina Rudi Ruprecht Ruven Sabina Salome Sandro Sanne Saskia Sebastiano Senta Severin Sigrid
Sigmund Sigurd Silas Silvana Silvester Silvio Sixtus Smilla Sonia Stanislaus Stefanie Steffi Stephanie Sten
Susan Susanna Susi Sven Swantje Sybilla Sylke Sylvester Tabea Tamara Tanja Tassilo Teresa Thaddäus Thea Theres
Theresia Thekla Till Tilo Tilman Timm Timon Tino Tjark Tobi Tomas Torben Trude Trudi Tycho Udo Ulli Ulrica
Ulrik Uta Valeska Veit Verena Vicky Viola Virginia Vitus Volkmar Walburga Walther Waltraud Waltraut Wanda
Wendelin Wenzel Wiebke Wieland Wilfred Wilhelmine Willibald Winfried Wiltrud Wolf Wolf-Dieter Wolfhard Yara Yves
Zacharias Zenzi Zita
Abbas Adil Adrijana Afrim Agim Ahmed Aleyna Alper Amar Anil Arben Arlind Armend Asmir Ayşegül Azra Bahar Baran
Bekir Belma Berat Berkan Besnik Betül Bilge Burcu Büşra Can Canan Cengiz Cihan Dilek Dilara Dogan Doğan Ebru Ece
Elvan Emrah Enes Ercan Erol Esma Faruk Fatmir Ferhat Filiz Fuat Furkan Gamze Gizem Gönül Gül Gülcan Gülistan
Hakan Halil Hamdi Hande Harun Hilal Ilhan Ilker Ilyas Irfan Kadir Kemal Kerem Koray Kübra Lale Mahir Melek
Mesut Mirsad Muhammet Muharrem Nadir Necla Nihal Nuri Nurcan Oguz Okan Orkun Osman Ozan Pinar Pınar Ramazan
Rıza Riza Sabri Sadik Safet Samet Selcuk Selçuk Semih Serap Sercan Sevda Sevim Seyfettin Sinan Songül Süleyman
Şenol Senol Taner Tarik Tayfun Tolga Tuba Tülay Tuncer Turgut Ümit Umut Ünal Vedat Yavuz Yeliz Yilmaz Yunus
Zafer Zehra Zekeriya Zeki Ziya
Abdelkader Ahmad Amina Anas Ayman Bassam Fadi Farah Faris Ghassan Habib Hadi Hani Haytham Hiba Hind Hussam
Imad Issa Jihad Kamal Karima Lina Maher Majid Malik Mazen Mohamad Mouhamed Mounir Muhammad Munir Nadia Naim
Nasser Nizar Rachid Rashid Rasha Reem Ruba Saad Saeed Said Saleh Samer Sara Sherif Suleiman Tamer Wael Wassim
Yahya Yassin Yasser Youssef Yousef Zaid Ziad
Ali-Reza Arash Babak Behnam Dariush Farhad Farzad Hamid Hossein Kamran Leila Mahnaz Mahsa Mehdi Mehran Mina
Mohsen Nasrin Navid Parisa Parviz Payam Reza Roya Saeed Shirin Siamak Soraya
Aditya Amit Anand Arjun Deepak Krishna Manish Meera Pooja Priya Rahul Raj Rajesh Ravi Sanjay Sunil Vikram Vijay
Chen Hui Jian Jing Lei Li Ling Mei Ming Wei Xin Yan Yang Ying Yu
Aliaksandr Alla Anatolij Andrij Bohdan Darja Denys Dmytro Evgenij Iryna Jurij Kateryna Larysa Ljubow Maksym
Mykola Nataliya Olha Olexandr Oleksandr Oleksii Pavlo Petro Roman Ruslan Serhij Taras Vitali Vitalij Volodymyr
Wiktor Witali Yevgen Yulia Julija Zhanna
Adrianna Agata Aleksander Bartosz Bozena Danuta Dawid Dominika Edyta Elżbieta Grażyna Halina Irena Jacek
Jadwiga Janusz Jarosław Jerzy Kamila Karol Kazimierz Lech Leszek Maciej Małgorzata Mariusz Mateusz Mieczysław
Monika Patryk Przemysław Radosław Renata Robert Ryszard Sławomir Stanisław Sylwia Szymon Tadeusz Urszula Wiesław
Witold Zdzisław
Aleš Anežka Blanka Bohumil Dagmar Ivo Jaroslav Jiří Josef Kateřina Ladislav Lenka Libor Lubomír Lucie Marek
Miloš Miroslava Ondřej Pavla Petr Radek Tereza Václav Vladimír Zdeněk
Adem Alen Almir Anto Blerim Damir Dino Edina Elvis Emina Enis Hamza Ilija Jasmin Kenan Ljubica Marin Mato Mehmed
Milan Mladen Nikola Predrag Ranko Sasa Saša Senad Slobodan Srdjan Stipe Tihomir Vlado Zeljko Željko Zlatan
Anastasios Athanasios Christos Dimitra Evangelia Georgia Ioanna Kostas Panos Spyros Stavros Thanos Vasiliki
Agostino Alba Alessio Angela Annamaria Antonella Carmine Cesare Cinzia Cristiano Daria Davide Donatella Elisabetta
Enrico Ernesto Fausto Federica Filippo Flavio Franca Franco Gaetano Gianfranco Gianpiero Gino Giorgia Graziella
Ivano Lucio Luciano Manuela Marcello Mariano Massimo Maurizio Mirko Nadia Nicola Ornella Patrizio Piero Pier
Raffaele Renzo Rita Roberta Rosalba Rosanna Salvatore Sergio Serena Silvana Stefania Tiziana Tommaso Ugo Umberto
Vincenzo Vittoria
Adèle Agnès Alexandrine Amandine Anaïs Arnaud Aurélien Benjamin Bernard Brigitte Cédric Christelle Clément
Corinne Damien Delphine Denis Didier Dominique Élodie Emmanuel Fabien Florian Francine François Françoise
Frédéric Gérard Guillaume Hervé Jacques Jean-Claude Jean-François Jean-Luc Jean-Marc Jean-Pierre Joël Julien
Laurence Lionel Loïc Lucas Ludovic Marcel Marianne Martine Maxime Michèle Mireille Nadine Nicolas Noël Pascal
Patrice Philippe Rémy Renaud Robert Romain Sabine Serge Simone Solène Sophie Sylvie Thibault Thomas Vincent Xavier
Alba Alicia Álvaro Amparo Antonio Beatriz Carlos Cristina Daniela Eduardo Emilio Enrique Esperanza Francisco
Gonzalo Guillermo Ignacio Inés Javier Jesús Joaquín Jordi Lorena Marta Mercedes Miguel Montserrat Nuria Pilar
Rafael Ramón Raquel Ricardo Rocío Santiago Silvia Susana Teresa Vicente
Adriano Afonso Bruna Caio Duarte Fábio Filipa Gonçalo Helena Inês Leonor Mariana Nuno Renata Rodrigo Vasco
Alistair Andy Ashley Barbara Ben Carol Chris Christopher Colin Craig David Dennis Donna Eleanor Elizabeth Ellen
Gary George Graham Hannah Helen Ian Jacob Jason Jeffrey Jennifer Jeremy Joan Jonathan Joseph Joshua Julia Karen
Kevin Kim Linda Lisa Margaret Mark Martin Megan Melissa Nancy Neil Nick Patrick Paul Peter Rachel Rebecca Ruth
Ryan Scott Sean Sharon Stuart Timothy Tony Victoria
Agneta Anders Astrid Birgitta Bjarne Bo Britt Dag Erik Fredrik Gunilla Gustav Hanne Henrik Ingrid Jens Johan
Jonas Kari Karin Kristian Lars Lasse Leif Linnea Magnus Mette Mikael Morten Nils Ola Ole Pernilla Rasmus Rune
Sigrid Siv Solveig Stig Sune Sverre Terje Thor Tove Trond Ulf Vibeke
Anouk Bram Daan Dirk-Jan Femke Floor Geert Gert-Jan Hendrik Henk Jaap Jeroen Joost Joris Kees Koen Lieke Lotte
Maarten Marieke Marijn Niek Pieter Ruud Sander Sanne Sjoerd Thijs Wim Wouter
Bente Fenna Finja Gesche Inken Jördis Kerrin Momme Rieke Sönke Tammo Thies Wibke
"""

GIVEN_NAMES = frozenset(_NAMES.split())


# Letters German spelling never uses, common in the names of the larger immigrant communities (Turkish, Balkan, Polish,
# Czech, Romanian, Hungarian): a capitalised word spelt with one ("Şükrü", "Đorđe", "Łukasz") is a name the list may miss.
_FOREIGN_LETTERS = frozenset("şğıçđćčžšřłńőűățșěůňťďľ")


def given_name(word: str) -> bool:
    """True for a common given name, also one of a hyphenated pair ("Anna-Lena", "Hans-Peter"), or a capitalised word
    spelt with a letter of another language's names (a tie-breaker: designations are seldom spelt so)."""
    return word in GIVEN_NAMES or ("-" in word and all(part in GIVEN_NAMES or part.capitalize() in GIVEN_NAMES
                                                       for part in word.split("-"))) or (
        len(word) > 2 and word[0].isupper() and word[1:].islower() and word.isalpha() and not _FOREIGN_LETTERS.isdisjoint(word.lower()))


# A person printed surname first with a comma ("Roth, Anna"): the given name after the comma.
_SURNAME_FIRST = re.compile(r"([A-ZÄÖÜ][\w'-]+),\s+([A-ZÄÖÜ][\w'-]+)")


def surname_first(text: str) -> bool:
    """True for a person's name printed surname first ("Roth, Anna"), kept as printed (convention 31): a common given name
    after the comma, none before it."""
    found = _SURNAME_FIRST.fullmatch(text.strip())
    return bool(found and given_name(found[2]) and not given_name(found[1]))


def bracketed_name(text: str) -> str | None:
    """A real name left inside a generator's placeholder brackets ("[Aya Roth]", a common given name first): the name, no
    placeholder (convention 570: every field is judged on its own)."""
    inner = re.fullmatch(r"\s*\[([A-ZÄÖÜ][\w'-]*(?:\s+[A-ZÄÖÜ][\w'-]*){1,3})\]\s*", text)
    return inner[1] if inner and given_name(inner[1].split()[0]) else None
