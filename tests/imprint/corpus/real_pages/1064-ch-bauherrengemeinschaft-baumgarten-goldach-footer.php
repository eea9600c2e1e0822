<footer>
    <div class="footer">
        <div class="footerkontakt">   
            <p>
                <strong>Bauherrschaft</strong>:<br>
                Bauherrengemeinschaft<br> 
                Baumgarten Goldach <br>
                c/o Dr. Eugen Mätzler<br>
                Rechtsanwalt<br>
                St.Gallen
            </p>
        </div>
        <!-- <div class="footerkontakt">   
            <p>
                <strong>Ansprechperson</strong><br>
                Sproll &amp; Ramseyer AG<br>
                Frau Angela Signer<br>
                <a href="tel:0712290029">T 071 229 00 29</a><br>
                <a href="mailto:angela.signer@sur.ag" target="_top">angela.signer@sur.ag</a><br>
                <a class="linkw" href="downloads/baumgarten-anmeldeformular-mietinteressenten.pdf" download="Anmeldeformular">Anmeldeformular</a>
            </p>
        </div> -->
        <nav class="footernav">   
            <ul>
                <li><a class="linkw" href="index">Baumgarten</a></li>
                <li><a class="linkw" href="goldach">Goldach</a></li>
                <li><a class="linkw" href="wohnangebot">Wohnangebot</a></li>
                <li><a class="linkw" href="kontakt">Kontakt</a></li>
                <li><a class="linkw" href="kontakt">Downloads</a></li>
                <li><span class="linkw impressum" data-target="#impressum">Impressum</span></li>
            </ul>
        </nav>
    </div>
        <div id="impressum">    
            <p>
                <b>Design &amp; Code:</b><br>
                Schwizer Design GmbH<br>
                <a class="linkw" href="https://goo.gl/maps/bBmLDGMJSYqbwbmj8">Gallusstrasse 43, 9000 St. Gallen</a><br>
                <a class="linkw" href="https://schwizerdesign.ch/" target="_blank">www.schwizerdesign.ch</a>
            </p>
            <p class="disclamer">© 2023 Bauherrengemeinschaft Baumgarten. All rights reserved | <span class="linkw disclamer impressum" data-target="#datenschutz">Disclamer</span></p>
        </div>
        <div id="datenschutz">
            <p>
            Die Website www.baumgarten-goldach.ch dient der Informationsvermittlung über das Überbauungsprojekt Baumgarten in Goldach.
                
            Der Sicherheit und Störungsfreiheit sowie der Aktualität bei der Benutzung der Website wurde grosse Aufmerksamkeit geschenkt. Sie wird regelmässig technisch auf den neuesten Stand gebracht und inhaltlich aktualisiert. Trotz bestmöglicher Vorkehrungen können Sicherheit und Störungsfreiheit sowie Aktualität und Vertraulichkeit von Daten und/oder Inhalten aufgrund des öffentlichen Charakters des Internets nicht abschliessend garantiert werden. Sie benutzen das Internet bzw. die von uns publizierten Webseiten grundsätzlich auf eigenes Risiko. Dies gilt auch für E-Mails [elektronische Post] sowie Links, die Sie zu uns führen, bzw. für Links, die wir Ihnen anbieten, sowie für den Inhalt der via Links aufgerufenen Websites von Dritten. Die Bauherrengemeinschaft Baumgarten übernimmt keinerlei Haftung für direkte oder indirekte Schäden, die den Nutzern der Webseiten oder Dritten durch irgendwelche Kontakte oder Transaktionen über das Internet entstehen; sie haften insbesondere nicht für Richtigkeit, Aktualität und Vollständigkeit der angezeigten bzw. telefonisch und elektronisch übermittelten Daten bzw. Inhalte. Eine Haftung wird namentlich [aber nicht abschliessend] ausgeschlossen für Übermittlungsfehler, technische Mängel, Störungen oder Unterbrechungen des Telefonnetzes/Internetzuganges, rechtswidrige Eingriffe in Einrichtungen der Netze, Einschmuggeln von Viren, Kopieren und Verfälschen von Daten und Inhalten, Überlastung der Netze, Nichterkennen von Fälschungen, allfällige Legitimationsmängel sowie mutwillige oder zufällige Blockierung elektronischer Zugänge durch Dritte.
                
            Alle Rechte vorbehalten. Jede Art der Vervielfältigung, Verbreitung, Auswertung oder Veränderung – auch auszugsweise – ist ohne vorgängige schriftliche Genehmigung durch die Bauherrengemeinschaft Baumgarten untersagt.
            </p>    
        </div>
        
</footer>