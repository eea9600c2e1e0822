
<div class="container">
    <div class="row align-items-center">
        <div class="col-md-12">

            <div class="card shadow mb-5">
                <div class="card-header"><h1></h1></div>
                <div class="card-body">
				
				<h4>Angaben nach Dienstanbieter im Sinne gemäß §5 TMG</h4>
				<br>
				<p><strong>Betreiber:</strong><br>
				Severin Beyer Einzelunternehmen<br>
				Severin Beyer<br>
				Rochusstraße 11<br>
				45470 Mülheim an der Ruhr<br>
				Deutschland<br>
				<br>
				<strong>Kontakt:</strong><br>
				<!--Telefon: <a href="tel:"></a><br>
				Telefax: <br-->
				E-Mail (Allgemein/Support): <a href="mailto:mail@red-host.eu">mail@red-host.eu</a><br>
				E-Mail (Payment/Rechnungen): <a href="mailto:payments@red-host.eu">payments@red-host.eu</a><br>
				E-Mail (Abuse): <a href="mailto:abuse@red-host.eu">abuse@red-host.eu</a><br>
				<br>
				<strong>USt. wird nicht ausgewiesen, da der Verkäufer Kleinunternehmer im Sinne der Kleinunternehmerregelung § 19 UStG ist. </strong><br>
				<br>
				<strong>Hinweise:</strong><br>
				Nicht Umsatzsteuerpflicht nach § 19 1 UStG<br>
				Gemäß § 19 UStG enthält der Rechnungsbetrag keine Umsatzsteuer.<br>
				<br>
				
				<strong>Disclaimer &ndash; rechtliche Hinweise</strong><br /><strong>&sect; 1 Warnhinweis zu Inhalten</strong><br />Die kostenlosen und frei zug&auml;nglichen Inhalte dieser Webseite wurden mit gr&ouml;&szlig;tm&ouml;glicher Sorgfalt erstellt. Der Anbieter dieser Webseite &uuml;bernimmt jedoch keine Gew&auml;hr f&uuml;r die Richtigkeit und Aktualit&auml;t der bereitgestellten kostenlosen und frei zug&auml;nglichen journalistischen Ratgeber und Nachrichten. Namentlich gekennzeichnete Beitr&auml;ge geben die Meinung des jeweiligen Autors und nicht immer die Meinung des Anbieters wieder. Allein durch den Aufruf der kostenlosen und frei zug&auml;nglichen Inhalte kommt keinerlei Vertragsverh&auml;ltnis zwischen dem Nutzer und dem Anbieter zustande, insoweit fehlt es am Rechtsbindungswillen des Anbieters.<br /><br /><strong>&sect; 2 Externe Links</strong><br />Diese Website enth&auml;lt Verkn&uuml;pfungen zu Websites Dritter ("externe Links"). Diese Websites unterliegen der Haftung der jeweiligen Betreiber. Der Anbieter hat bei der erstmaligen Verkn&uuml;pfung der externen Links die fremden Inhalte daraufhin &uuml;berpr&uuml;ft, ob etwaige Rechtsverst&ouml;&szlig;e bestehen. Zu dem Zeitpunkt waren keine Rechtsverst&ouml;&szlig;e ersichtlich. Der Anbieter hat keinerlei Einfluss auf die aktuelle und zuk&uuml;nftige Gestaltung und auf die Inhalte der verkn&uuml;pften Seiten. Das Setzen von externen Links bedeutet nicht, dass sich der Anbieter die hinter dem Verweis oder Link liegenden Inhalte zu Eigen macht. Eine st&auml;ndige Kontrolle der externen Links ist f&uuml;r den Anbieter ohne konkrete Hinweise auf Rechtsverst&ouml;&szlig;e nicht zumutbar. Bei Kenntnis von Rechtsverst&ouml;&szlig;en werden jedoch derartige externe Links unverz&uuml;glich gel&ouml;scht.<br /><br /><strong>&sect; 3 Urheber- und Leistungsschutzrechte</strong><br />Die auf dieser Website ver&ouml;ffentlichten Inhalte unterliegen dem deutschen Urheber- und Leistungsschutzrecht. Jede vom deutschen Urheber- und Leistungsschutzrecht nicht zugelassene Verwertung bedarf der vorherigen schriftlichen Zustimmung des Anbieters oder jeweiligen Rechteinhabers. Dies gilt insbesondere f&uuml;r Vervielf&auml;ltigung, Bearbeitung, &Uuml;bersetzung, Einspeicherung, Verarbeitung bzw. Wiedergabe von Inhalten in Datenbanken oder anderen elektronischen Medien und Systemen. Inhalte und Rechte Dritter sind dabei als solche gekennzeichnet. Die unerlaubte Vervielf&auml;ltigung oder Weitergabe einzelner Inhalte oder kompletter Seiten ist nicht gestattet und strafbar. Lediglich die Herstellung von Kopien und Downloads f&uuml;r den pers&ouml;nlichen, privaten und nicht kommerziellen Gebrauch ist erlaubt.<br /><br />Die Darstellung dieser Website in fremden Frames ist nur mit schriftlicher Erlaubnis zul&auml;ssig.<br /><br /><strong>&sect; 4 Besondere Nutzungsbedingungen</strong><br />Soweit besondere Bedingungen f&uuml;r einzelne Nutzungen dieser Website von den vorgenannten Paragraphen abweichen, wird an entsprechender Stelle ausdr&uuml;cklich darauf hingewiesen. In diesem Falle gelten im jeweiligen Einzelfall die besonderen Nutzungsbedingungen.<br /><br /><strong>&sect; 5 Erklärung für Kleinunternehmer bezüglich Öffentlichmachung der Ust-ID</strong><br />Kleinunternehmer i. S. v. &sect; 19 Abs. 1&nbsp;UStG&nbsp;haben ein Wahlrecht, ob sie Umsatzsteuer abf&uuml;hren wollen. Entscheiden sie sich gegen die Abf&uuml;hrung, ben&ouml;tigen sie grunds&auml;tzlich keine Umsatzsteuer-Identifikationsnummer. Dementsprechend m&uuml;ssen sie auch im Impressum keine Umsatzsteuer-Identifikationsnummer angeben. Hinzu kommt, da&szlig; Kleinunternehmer h&auml;ufig nicht ins Handelsregister eingetragen sind, so da&szlig; auch insoweit keine Angaben erforderlich sind. Besteht allerdings eine Registereintragung oder wurde eine Umsatzsteuer-Identifikationsnummer&nbsp;erteilt, sind die entsprechenden Angaben zu machen. Das Muster geht davon aus, da&szlig;&nbsp;keine Umsatzsteuer-Identifikationsnummer vorliegt und da&szlig; der Betreiber der Internetseite nicht ins Handelsregister eingetragen ist. F&uuml;r das Muster wurde ferner&nbsp;von einem journalistisch-redaktionell gestalteten Angebot ausgegangen, so da&szlig; die Anbieterkennzeichnung nach &sect; 55 Abs. 2 RStV gesondert aufgenommen wurde.<br /></center><br><br>
				Die Europ&auml;ische Kommission stellt eine Plattform f&uuml;r die au&szlig;ergerichtliche Online-Streitbeilegung (OS-Plattform) bereit, aufrufbar unter <a href="http://ec.europa.eu/odr">http://ec.europa.eu/odr</a>.<br><br>
				Wir sind zur Teilnahme an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle weder verpflichtet noch bereit.
                </div>
            </div>

			<br>

        </div>
    </div>
</div>