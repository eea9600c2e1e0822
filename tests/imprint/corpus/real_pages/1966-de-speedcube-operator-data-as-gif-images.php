<h2>Impressum</h2><br />

Diese Internetseite wird betrieben von<br /><br />

<img src="images/impressum1.gif" border="0" alt="Name und Anschrift im Bildformat konnten nicht geladen werden, bitte verwenden sie einen üblichen Webbrowser!" /><br />
<small>(Name und Anschrift liegen als GIF-Bild vor!)</small><br /><br />

<h3>Kontakt</h3>
<img src="images/impressum2.gif" border="0" alt="Die Kontaktdaten im Bildformat konnten nicht geladen werden, bitte verwenden sie einen üblichen Webbrowser!" /><br />
<small>(Kontaktdaten liegen als GIF-Bild vor!)</small><br /><br />

Ich distanziere mich hiermit von verlinkten Seiten (auf die ich keinen Einfluss habe) und gew&auml;hrleiste keine 100%ige Richtigkeit jeglicher Informationen und Texte auf Speedcube.de.<br />

Die Buttons vom Kopfbereich wurden mit dem kostenlosen Button-Generator von interwebline.de erstellt.<br />
Diverse Icons stammen von famfamfam.com.<br /><br />

Die Algorithmen stammen von cubewhiz.com, speedsolving.com, diversen Speedcubern (u.a. Tobias Droste, Alexander Botz) oder eigenen Ableitungen
