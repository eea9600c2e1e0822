

<div class="container hero terms">
    <div class="inner">
    <h2>Impressum</h2>
<h3 id="m46">Diensteanbieter</h3>
<p> Bastian Ulke, Jan Peiniger, Frederik Born, Julian Richter, Florian Dahlhausen, Jens Frahne</p>
<p>Rüggeberger Str 94<br>
58256 Ennepetal<br>
Deutschland
</p>
<h3 id="m56">Kontaktmöglichkeiten</h3><p><strong>E-Mail-Adresse</strong>: hallo@kurzarbeit-einfach.de</p>
<h3 id="m153">Vertretungsberechtigte</h3><p><strong>Vertretungsberechtigt</strong>: Bastian Ulke, Jan Peiniger, Frederik Born, Julian Richter, Florian Dahlhausen, Jens Frahne</p>
<h3 id="m172">Social Media und andere Onlinepräsenzen</h3><p><strong>Dieses Impressum gilt auch für die folgenden Social-Media-Präsenzen und Onlineprofile</strong>:</p> <p><a href="https://www.facebook.com/UDOkurzarbeit" target="_blank">https://www.facebook.com/UDOkurzarbeit</a></p>
<p><a href="https://twitter.com/UEinfach" target="_blank">https://twitter.com/UEinfach</a></p>
<h3 id="m65">Haftungs- und Urheberrechtshinweise</h3><p><strong>Haftungsausschluss</strong>: Die Inhalte dieses Onlineangebotes wurden sorgfältig und nach unserem aktuellen Kenntnisstand erstellt, dienen jedoch nur der Information und entfalten keine rechtlich bindende Wirkung, sofern es sich nicht um gesetzlich verpflichtende Informationen (z.B. das Impressum, die Datenschutzerklärung, AGB oder verpflichtende Belehrungen von Verbrauchern) handelt. Wir behalten uns vor, die Inhalte vollständig oder teilweise zu ändern oder zu löschen, soweit vertragliche Verpflichtungen unberührt bleiben. Alle Angebote sind freibleibend und unverbindlich. </p>
<p><strong>Links auf fremde Webseiten</strong>: Inhalte fremder Webseiten, auf die wir direkt oder indirekt verweisen, liegen außerhalb unseres Verantwortungsbereiches und machen wir uns nicht zu Eigen. Für alle Inhalte und insbesondere für Schäden, die aus der Nutzung der in den verlinkten Webseiten aufrufbaren Informationen entstehen, haftet allein der Anbieter der verlinkten Webseiten.</p>
<p><strong>Urheberrechte und Markenrechte</strong>: Alle auf dieser Website dargestellten Inhalte, wie Texte, Fotografien, Grafiken, Marken und Warenzeichen sind durch die jeweiligen Schutzrechte (Urheberrechte, Markenrechte) geschützt. Die Verwendung, Vervielfältigung usw. unterliegen unseren Rechten oder den Rechten der jeweiligen Urheber bzw. Rechteverwalter.</p>
<p><strong>Hinweise auf Rechtsverstöße</strong>: Sollten Sie innerhalb unseres Internetauftritts Rechtsverstöße bemerken, bitten wir Sie uns auf diese hinzuweisen. Wir werden rechtswidrige Inhalte und Links nach Kenntnisnahme unverzüglich entfernen.</p>
<p class="seal"><a href="https://datenschutz-generator.de/?l=de" title="Rechtstext von Dr. Schwenke - für weitere Informationen bitte anklicken." target="_blank">Erstellt mit kostenlosem Datenschutz-Generator.de von Dr. Thomas Schwenke</a></p>
    </div>
</div>


