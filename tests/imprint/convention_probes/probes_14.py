# Convention probes, helper K=14: the numbered conventions 1481-1764 of tests/imprint/corpus/REAL.md
# (1481-1483, 1501-1503, 1541-1549, 1561-1564, 1581-1582, 1601-1603, 1621, 1641-1643, 1661-1662, 1681-1685,
# 1701-1703, 1721, 1741-1742, 1761-1764; the other numbers are unused).
# Written blind from the conventions and CONTRACT section 7 (no parser run, no corpus page read).
# All firms, persons, streets, numbers and mailboxes are invented; mailboxes use made-up .de/.at/.ch
# domains. Where a convention decides for a page that is no imprint path (a home page with an imprint modal
# or footer, a one-page site, a script-loaded fragment, a contact page, a wine e-label index, a page linked
# from itself), the probe is given such an address. 1542's page has no markup at all: the probe prefixes only
# a bare "<body>" (the probe format requires it) and keeps every other line tagless. 1621 has a second probe
# with another emoji in the at sign's place. Conventions marked "Unsure" are encoded with their decision.

from tests.imprint.convention_probes.common import ALL_NULL, HOME, IMP, IMP_EN, addr, en, page

CASES = []
SKIPPED = {}

# ------------------------------------------------------------------------------------------ 1481-1483
CASES += [
    dict(
        conv=1481, id="1481-home-imprint-modal-designation-team-card-geschaeftsinhaber",
        url=HOME,
        html=page("""<section class="hero"><h1>Ihre Meisterwerkstatt in Kaufbeuren</h1><p>Inspektion, Reparatur, HU/AU – alles aus einer Hand.</p></section>
<section id="team"><h2>Das Team</h2>
<div class="card"><p>Anselm Drobnik</p><p>Geschäftsinhaber</p></div>
<div class="card"><p>Timo Wertach</p><p>KFZ-Meister</p></div>
<div class="card"><p>Leon Ostermaier</p><p>Geselle</p></div>
</section>
<section id="kontakt"><h2>Kontakt</h2>
<p>Telefon: +49 8341 5927384<br>Mobil: +49171 6402958<br>E-Mail: werkstatt@kfz-drobnik.de</p>
</section>
<div id="impressum-modal" class="modal" style="display:none">
<div class="modal-content"><h2>Impressum</h2>
<h3>Angaben gemäß § 5 TMG</h3>
<p><strong>KFZ Technik Anselm Drobnik</strong><br>Lindauer Straße 31<br>87600 Kaufbeuren</p>
<h3>Kontakt</h3>
<p>Telefon: +49 8341 5927384<br>E-Mail: werkstatt@kfz-drobnik.de</p>
<h3>Berufsbezeichnung und berufsrechtliche Regelungen</h3>
<p>Berufsbezeichnung: KFZ-Meisterbetrieb<br>Zuständige Kammer: Handwerkskammer für Schwaben</p>
<h3>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h3>
<p>Anselm Drobnik<br>Lindauer Straße 31<br>87600 Kaufbeuren</p>
</div></div>
<script>document.querySelector('a[href="#impressum-modal"]').addEventListener('click',function(e){e.preventDefault();document.getElementById('impressum-modal').style.display='block';});</script>""",
                  title="KFZ Technik Drobnik – Meisterwerkstatt",
                  nav='<nav><a href="#team">Team</a> <a href="#kontakt">Kontakt</a></nav>',
                  footer='<footer><p>© 2025 KFZ Technik Drobnik · <a href="#impressum-modal">Impressum</a> · <a href="/datenschutz/">Datenschutz</a></p></footer>',
                  head='<script type="application/ld+json">{"@context":"https://schema.org","@type":"AutoRepair","name":"KFZ Technik Anselm Drobnik","telephone":"+49 8341 5927384","email":"werkstatt@kfz-drobnik.de"}</script>'),
        expect={"name": "KFZ Technik Anselm Drobnik", "legal_form": "Einzelunternehmen", "representatives": [],
                "register": None, "vat_id": None,
                "address": addr("Lindauer Straße 31", "87600", "Kaufbeuren", "DE"),
                "email": "werkstatt@kfz-drobnik.de", "phone": "+4983415927384"},
        note="Unsure: the imprint modal in the served home page is its imprint; bold designation is the name; Meisterbetrieb and chamber: Einzelunternehmen; no person in the provider block, § 55 no role, the team card 'Geschäftsinhaber' outside the imprint: no owner; landline the phone, the contact section's mobile not",
    ),
    dict(
        conv=1482, id="1482-at-ecg-person-goods-line-firmengericht-gewerbeschein-uid-anchor",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Informationspflicht lt. ECG und Mediengesetz:</p>
<p><strong>Valentin Oberhuber</strong><br>Zupf- und Blasinstrumente<br>Kaigasse 27<br>5020 Salzburg, Österreich</p>
<p>Telefon: +43 676 4183 925<br>E-mail: werkstatt@oberhuber-instrumente.at</p>
<p>Firmengericht: Landesgericht Salzburg<br>Gewerbeschein Nr.: 5-2194/7-B<br>Behörde gem. ECG: Magistrat der Stadt Salzburg<br>
UID: ATU <a href="#" class="nolink">4827 1635</a></p>
<p>Design und Programmierung: Pixelhof Mediendesign</p>
<p>© 2025 Valentin Oberhuber</p>"""),
        expect={"name": "Valentin Oberhuber", "legal_form": None, "register": None,
                "representatives": [{"name": "Valentin Oberhuber", "role": "owner"}],
                "vat_id": "ATU48271635", "address": addr("Kaigasse 27", "5020", "Salzburg", "AT"),
                "email": "werkstatt@oberhuber-instrumente.at", "phone": None},
        note="Unsure: the person line under the ECG heading with trade fields is the provider and owner, the goods line no designation; a court without a number and a Gewerbeschein number are no register, no e.U.: legal form null; the UID split by an inline anchor is read as printed; Österreich dropped; +43 676 mobile: phone null; design credit nothing",
    ),
    dict(
        conv=1483, id="1483-script-included-fragment-amp-designation-gf-eleven-digit-vat",
        url="https://site.invalid/assets/template/impressum.html",
        html="""<!doctype html><html lang="de"><head><meta charset="utf-8"></head><body>
<h2>Impressum</h2>
<p><strong>K&M Trockenbau</strong></p>
<p>Rechtliche Anschrift: Hollenweg 9<br>48282 Emsdetten</p>
<p>Kontakt: post@km-trockenbau.de</p>
<p>Umsatzsteuer-Identifikationsnummer: 31 742 906 583</p>
<p>Geschäftsführer: Karsten Meinking</p>
<p>Webentwicklung: Jannik Holtmeier &amp; Lars Meinking</p>
</body></html>""",
        expect={"name": "K&M Trockenbau", "legal_form": "Einzelunternehmen", "register": None,
                "representatives": [{"name": "Karsten Meinking", "role": "managing_director"}],
                "vat_id": None, "address": addr("Hollenweg 9", "48282", "Emsdetten", "DE"),
                "email": "post@km-trockenbau.de", "phone": None},
        note="the fragment the imprint page loads by script is a served document holding the whole imprint and is labelled as such; bold designation with raw '&' is the name; Geschäftsführer without legal-form word or register: managing director of an Einzelunternehmen; eleven digits without DE: no VAT id; web developers credits; no phone",
    ),
]

# ------------------------------------------------------------------------------------------ 1501-1503
CASES += [
    dict(
        conv=1501, id="1501-at-inhaltlich-verantwortlich-familie-contact-elsewhere-tech-mailbox",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Inhaltlich verantwortlich</h2>
<p>Familie Gstrein<br>Winkl 14<br>6441 Umhausen<br>Österreich</p>
<p>Für Kontaktmöglichkeiten sehen Sie sich bitte auf der <a href="/kontakt/">Kontakt-Seite</a> um.</p>
<h2>Technische Umsetzung</h2>
<p>Florian Gstrein<br><a href="mailto:technik@ferienhaus-gstrein.at">&lt;technik@ferienhaus-gstrein.at&gt;</a></p>
<p>Diese Seite wurde mit einem statischen Seitengenerator erstellt und wird über ein Git-Repository veröffentlicht.</p>"""),
        expect={"name": "Familie Gstrein", "legal_form": None, "register": None, "vat_id": None,
                "representatives": [], "address": addr("Winkl 14", "6441", "Umhausen", "AT"),
                "email": None, "phone": None},
        note="Unsure: in Austria the content block is the provider block; the family line is the name; no trade, UID or register: private page; 'Winkl 14' the street, Österreich dropped; the only mailbox is the technical implementer's and the contact is sent to another page: e-mail null",
    ),
    dict(
        conv=1502, id="1502-at-gmbh-firm-line-spaced-dash-unlabelled-uid-mobile",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>ClearBook - Buchhaltungs GmbH</strong><br>Firmenbuchnummer: 512873k<br>
Geschäftsführer: StB Tobias Lindner, BSc (WU), LL.M.<br>Lehen 112<br>5452 Pfarrwerfen<br>ATU71928346<br>
Telefon: 0043 676 220 41 87</p>
<p>Kammer: Kammer der Steuerberater:innen und Wirtschaftsprüfer:innen<br>WT-Code: 812734</p>
<p>Webdesign: Alpenpixel Medien</p>
<h2>Datenschutzerklärung</h2>
<p>Verantwortlicher im Sinne der DSGVO ist die Norm Steuerkanzlei GmbH. Wir verarbeiten Ihre Daten ausschließlich auf Grundlage der gesetzlichen Bestimmungen.</p>"""),
        expect={"name": "ClearBook - Buchhaltungs GmbH", "legal_form": "GmbH",
                "register": {"country": "AT", "court": "-", "number": "FN 512873k"},
                "vat_id": "ATU71928346",
                "representatives": [{"name": "Tobias Lindner", "role": "managing_director"}],
                "address": addr("Lehen 112", "5452", "Pfarrwerfen", "AT"),
                "email": None, "phone": None},
        note="the part after the spaced dash carries the legal form, so the whole line is the firm; FN prefixed; an unlabelled line of UID form is the VAT id; StB, BSc (WU), LL.M. stripped; 0043 676 mobile: null; the copied privacy statement's other GmbH is not the provider",
    ),
    dict(
        conv=1503, id="1503-home-footer-midwife-mobile-ik-odr-no-imprint",
        url=HOME,
        html=page("""<section><h1>Hebamme Miriam Vonbank</h1><p>Geburtsvorbereitung, Wochenbettbetreuung und Rückbildung in Bregenz und Umgebung.</p></section>
<section><h2>Leistungen</h2><ul><li>Geburtsvorbereitung</li><li>Wochenbett</li><li>Stillberatung</li></ul></section>""",
                  title="Hebamme Miriam Vonbank",
                  header='<header><p class="logo">Hebamme Miriam Vonbank</p></header>',
                  nav='<nav><a href="/">Start</a> <a href="/kurse/">Kurse</a></nav>',
                  footer="""<footer><p>Miriam Vonbank<br>Achgasse 7a, 6900 Bregenz<br>miriam.vonbank@hebamme-vonbank.at<br>0664 3817205<br>
<a href="https://instagram.invalid/hebamme.vonbank">Instagram</a><br>IK: 3947</p>
<p>Streitschlichtung: Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung (OS) bereit. Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>
<p><a href="/datenschutz/">Datenschutzerklärung</a> · <a href="/agb/">AGB</a></p></footer>""", lang="de"),
        expect=ALL_NULL,
        note="Unsure: a home page of a site without any imprint or imprint link whose footer holds name and contact data only; the ODR paragraph and the 'IK' number make no complete imprint: all null",
    ),
]

# ------------------------------------------------------------------------------------------ 1541-1549
CASES += [
    dict(
        conv=1541, id="1541-at-verein-obfrau-honorary-title-own-mailbox-museum-block",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Heimat- und Kulturverein Pettenbach<br>Zuständ¡gke¡t Bezirkshauptmannschaft Kirchdorf<br>ZVR-Zahl 418273905<br>
Marktplatz 11<br>4643 Pettenbach<br>Österreich</p>
<h3>Kontaktdaten</h3>
<p>E-Mail: dr.renate@hollweger.at</p>
<h3>Vereinsvorstand</h3>
<p>Obfrau: MR Dr. Renate Hollweger</p>
<h3>Verantwortlich für den Inhalt</h3>
<p>Mag. Gerold Stadlbauer<br>Kirchengasse 4<br>4643 Pettenbach</p>
<h3>Museum</h3>
<p>Heimathaus Pettenbach<br>Almtalweg 23 (Alte Hammerschmiede)<br>4643 Pettenbach<br>Tel: 07586/7392-114<br>E-Mail: heimathaus@hammerschmiede-pettenbach.at</p>
<p>Bildnachweis: Alle Fotos sind Eigentum des Heimat- und Kulturvereins Pettenbach bzw. des Heimathauses Pettenbach.</p>"""),
        expect={"name": "Heimat- und Kulturverein Pettenbach", "legal_form": None, "register": None, "vat_id": None,
                "representatives": [{"name": "Renate Hollweger", "role": "chair_of_board"}],
                "address": addr("Marktplatz 11", "4643", "Pettenbach", "AT"),
                "email": "dr.renate@hollweger.at", "phone": None},
        note="Unsure: Obfrau is chair, 'MR' and 'Dr.' dropped; Austria: form and register null, ZVR no field; the mailbox under the club's Kontaktdaten is its contact whoever owns it; the museum's block (the credit tells the two apart) is another party's: phone null; content person no role; garbled authority line no field",
    ),
    dict(
        conv=1542, id="1542-plain-text-imprint-no-markup-run-together",
        url="https://site.invalid/impressum.html",
        html="""<body>
Startseite
Termine
Impressum

Impressum

Förderverein Grundschule Am Lindenhof e.V.
Lindenhofweg 3
14552 Michendorf OT Wilhelmshorst

E-Mail: vorstand@foerderverein-lindenhof.de

Vertretung
Vertretungsberechtigt nach § 26 BGB:
Arnulf Behrendt, Vorsitzender
Svenja Kolbatz, stellvertretende Vorsitzende
Mirko Tesche, Schatzmeister

Vereinsregister
Registergericht: Amtsgericht Potsdam
Registernummer: bitte vor endgültiger Veröffentlichung mit dem Vereinsregister abgleichen und ergänzen.
""",
        expect={"name": "Förderverein Grundschule Am Lindenhof e.V.", "legal_form": "e.V.", "register": None,
                "vat_id": None,
                "representatives": [{"name": "Arnulf Behrendt", "role": "chair_of_board"},
                                    {"name": "Svenja Kolbatz", "role": "board_member"},
                                    {"name": "Mirko Tesche", "role": "board_member"}],
                "address": addr("Lindenhofweg 3", "14552", "Michendorf OT Wilhelmshorst", "DE"),
                "email": "vorstand@foerderverein-lindenhof.de", "phone": None},
        note="the file has no markup at all (only the bare body tag the probe format requires), so a browser runs the lines together; read field by field; chair, deputy and treasurer; court without a number (a fill-in note): register null; e.V. from the name; the Ortsteil stays in the city",
    ),
    dict(
        conv=1543, id="1543-kontaktadresse-end-of-privacy-altherrenvorstand-alumni-ev-bank",
        url="https://site.invalid/impressum-datenschutz/",
        html=page("""<h1>Impressum &amp; Datenschutzerklärung</h1>
<h2>Datenschutz</h2>
<p>Wir nehmen den Schutz Ihrer persönlichen Daten sehr ernst. Personenbezogene Daten werden auf dieser Website nur im technisch notwendigen Umfang erhoben.</p>
<h2>Server-Log-Dateien</h2>
<p>Der Provider der Seiten erhebt und speichert automatisch Informationen in so genannten Server-Log-Dateien.</p>
<p><strong>Kontaktadresse:</strong><br>AMV Rhenania-Silesia<br>Lotzestr. 14<br>35037 Marburg<br>Tel.: 06421 / 16 84 20 57<br>Fax : 06421 / 16 84 20 58</p>
<p><strong>Altherrenvorstand:</strong><br>Gregor Wilmsen</p>
<p>Bankverbindung der "Vereinigung Alter Rhenanen-Silesier e.V.":<br>Sparkasse Marburg-Biedenkopf<br>IBAN: DE71 5335 0000 1038 2746 19</p>
<p>Konto des Altherrenvereins:<br>Ulrich Paffrath<br>IBAN: DE48 5335 0000 1038 9921 04</p>""",
                  title="Impressum & Datenschutz",
                  footer='<footer><p>© AMV Rhenania-Silesia 2011</p></footer>'),
        expect={"name": "AMV Rhenania-Silesia", "legal_form": None, "register": None, "vat_id": None,
                "representatives": [{"name": "Gregor Wilmsen", "role": "board_member"}],
                "address": addr("Lotzestr. 14", "35037", "Marburg", "DE"),
                "email": None, "phone": "+49642116842057"},
        note="Unsure: the Kontaktadresse block is the provider block, its first line the name; the e.V. belongs to the alumni association of the bank line: form null; the one person under the Altherrenvorstand label a board member; the account holder no representative; fax not; no mailbox",
    ),
    dict(
        conv=1544, id="1544-erecht24-name-line-only-ev-title-gives-name",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG:</h2>
<p>e. V.<br>Dr. Weinholdstraße 14<br>83253 Rimsting</p>
<p><strong>Vertreten durch:</strong><br>Korbinian Ametsbichler</p>
<h2>Kontakt:</h2>
<p>Telefon: 08051/6043<br>Telefax: </p>
<h2>Registereintrag:</h2>
<p>Eintragung im Vereinsregister.<br>Registergericht: <br>Registernummer: </p>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV:</h2>
<p>Korbinian Ametsbichler, Dr. Weinhold-Straße 14, 83253 Rimsting</p>""", title="Skiclub Hochries"),
        expect={"name": "Skiclub Hochries", "legal_form": "e.V.", "register": None, "vat_id": None,
                "representatives": [{"name": "Korbinian Ametsbichler", "role": "board_member"}],
                "address": addr("Dr. Weinholdstraße 14", "83253", "Rimsting", "DE"),
                "email": None, "phone": "+4980516043"},
        note="Unsure: the generator's name line holds only the form, so the title's designation names the provider; e.V. from the form word and the Vereinsregister line; empty court and number: null; Vertreten durch one person without function: board member; the block's street spelling wins over the § 55 line's",
    ),
    dict(
        conv=1545, id="1545-one-page-footer-imprint-emoji-contact-links",
        url=HOME,
        html=page("""<section id="willkommen"><h1>Willkommen bei den G'mütlichen Zenntalern</h1>
<p>Unser Verein ist im Vereinsregister eingetragen und pflegt seit vielen Jahren Brauchtum und Geselligkeit.</p>
<figure><img src="/img/vorstand.jpg" alt="Vorstand"><figcaption>2. Vorstand Heike Dorsch, Kassiererin Marion Beyerlein, 1. Vorstand Harald Kestler, Schriftführer Uwe Tratz</figcaption></figure>
</section>""",
                  title="Die G'mütlichen Zenntaler e. V.",
                  nav='<nav><a href="#willkommen">Start</a> <a href="#impressum">Impressum</a></nav>',
                  footer="""<footer id="impressum">
<h2>Impressum</h2>
<h3>Kontakt</h3>
<ul>
<li><a href="mailto:harald.kestler@kestler-online.de" title="E-Mail: harald.kestler@kestler-online.de">📧</a></li>
<li><a href="tel:+4915237481906" title="Mobil: 0152 37481906">📱</a></li>
<li><a href="tel:+4991017342" title="Festnetz: 09101 7342">📞</a></li>
</ul>
<h3>Inhalt</h3>
<p><strong>Die G'mütlichen Zenntaler e. V.</strong><br>1. Vorstand Harald Kestler<br>Laubendorfer Straße 17<br>90579 Langenzenn</p>
<h3>Technik</h3>
<p><img src="/img/agentur.svg" alt="Webwerk Franken"></p>
</footer>"""),
        expect={"name": "Die G'mütlichen Zenntaler e. V.", "legal_form": "e.V.", "register": None, "vat_id": None,
                "representatives": [{"name": "Harald Kestler", "role": "chair_of_board"}],
                "address": addr("Laubendorfer Straße 17", "90579", "Langenzenn", "DE"),
                "email": "harald.kestler@kestler-online.de", "phone": "+4991017342"},
        note="Unsure: a home page holding the footer imprint is labelled; the emoji are link words under the imprint's Kontakt heading: the mailto is the e-mail, the landline after the telephone emoji the phone, the mobile not; 1. Vorstand the chair; the photo caption's officers not labelled; register sentence without court or number: null",
    ),
    dict(
        conv=1546, id="1546-verein-label-under-verantwortlich-prefixed-vr-deputy-treasurer",
        url=IMP,
        html=page("""<h1>Datenschutz und Impressum</h1>
<h2>Datenschutz</h2>
<p>Diese Website erhebt keine personenbezogenen Daten über das technisch Notwendige hinaus.</p>
<h2>Impressum</h2>
<p><strong>Verantwortlich für den Inhalt dieser Website:</strong></p>
<p>Verein:<br>Buddhistisches Waldkloster Santipada e.V.</p>
<p>Adresse:<br>Heideweg 4<br>29614 Soltau<br>Deutschland</p>
<p>Telefone und Email:<br>+49 5191 6038412</p>
<p>Vereinsregister des Amtsgerichts Lüneburg:<br>SLT VR 200871</p>
<p>Vorstand:<br>Frau Chaminda Wijesekera (stellvertretende Vorstand)<br>Frau Ilse Brockhaus (Kassenwartin)</p>
<p>Fotos: Waldkloster Santipda · Webdesign: Heidemedien Soltau</p>"""),
        expect={"name": "Buddhistisches Waldkloster Santipada e.V.", "legal_form": "e.V.",
                "register": {"country": "DE", "court": "Lüneburg", "number": "VR 200871"}, "vat_id": None,
                "representatives": [{"name": "Chaminda Wijesekera", "role": "board_member"},
                                    {"name": "Ilse Brockhaus", "role": "board_member"}],
                "address": addr("Heideweg 4", "29614", "Soltau", "DE"),
                "email": None, "phone": "+4951916038412"},
        note="Unsure: the 'Verein:' label under the responsibility heading makes the block the provider block; letters before the kind dropped; deputy and Kassenwartin board members, 'Frau' dropped; the contact line holds only the number; misprinted club name in the credit and the designer are nothing",
    ),
    dict(
        conv=1547, id="1547-feuerwehr-foerderverein-two-chairs-wehrfuehrer-lowercase",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Förderverein der Freiwilligen Feuerwehr Hünstetten-Wallbach e.V.<br>Am Feuerwehrhaus 3<br>65510 Hünstetten</p>
<p><strong>Vertreten durch:</strong><br>Herr Tobias Kramm, 1. Vorsitzender<br>Herr Jochen Allmendinger, 2. Vorsitzender<br>
Herr dirk Weiland, Wehrführer der FFW Wallbach</p>
<p>Registergericht: Amtsgericht Wiesbaden<br>Registernummer: VR 6187</p>
<p>Steuernummer: 04 250 73918, Finanzamt Rheingau-Taunus</p>"""),
        expect={"name": "Förderverein der Freiwilligen Feuerwehr Hünstetten-Wallbach e.V.", "legal_form": "e.V.",
                "register": {"country": "DE", "court": "Wiesbaden", "number": "VR 6187"}, "vat_id": None,
                "representatives": [{"name": "Tobias Kramm", "role": "chair_of_board"},
                                    {"name": "Jochen Allmendinger", "role": "board_member"},
                                    {"name": "dirk Weiland", "role": "board_member"}],
                "address": addr("Am Feuerwehrhaus 3", "65510", "Hünstetten", "DE"),
                "email": None, "phone": None},
        note="Unsure: first chair chair_of_board, second board member; the brigade's Wehrführer listed under the club's own 'Vertreten durch' is a board member, name kept in the page's lower case, 'Herr' dropped; tax number no VAT id; no phone",
    ),
    dict(
        conv=1548, id="1548-ch-club-name-colon-self-link-town-only-vertretungsberechtigte",
        url="https://site.invalid/about/impressum",
        html=page("""<h1>Impressum</h1>
<h3>Verantwortlicher</h3>
<p>STV Rafzerfeld: <a href="/about/impressum">Impressum</a><br>8197 Rafz (ZH)<br>
Kontakt Präsident: <a href="/contact/praesidium">Präsidium</a></p>
<h3>Vertretungsberechtigte Personen</h3>
<p>Urs Wälchli</p>
<h3>Urheberrechte</h3>
<p>Die Urheber- und alle anderen Rechte an Inhalten, Bildern, Fotos oder anderen Dateien auf der Website gehören ausschliesslich dem Verein STV Rafzerfeld oder den speziell genannten Rechtsinhabern.</p>""",
                  nav='<nav><a href="/">Home</a> <a href="/about/">Über uns</a> <a href="/about/impressum">Impressum</a></nav>',
                  footer='<footer><p>© 2025 STV Rafzerfeld</p></footer>'),
        expect={"name": "STV Rafzerfeld", "legal_form": "Verein", "register": None, "vat_id": None,
                "representatives": [{"name": "Urs Wälchli", "role": "board_member"}],
                "address": None, "email": None, "phone": None},
        note="Unsure: the text before the colon is the name, the self-link no part; 'Verein' in running text: Verein; postal code and town without street: address null; a person entitled to represent without function: board member, not president (the Präsident line names nobody); no contact printed",
    ),
    dict(
        conv=1549, id="1549-club-without-name-chair-block-adresse-block-no-postal-line",
        url=IMP,
        html=page("""<p><img src="/img/logo.png"></p>
<h1>Impressum</h1>
<p><strong>Vertretungsberechtigter Vorsitzender:</strong><br>Brandlmeier Korbinian<br>1. Schützenmeister<br>Kreuzbergstr. 12<br>85137 Walting</p>
<p><strong>Verantwortlich für den Inhalt der Seite:</strong><br>Brandlmeier Korbinian in Verbindung mit der Vorstandschaft</p>
<p><strong>E-mail:</strong><br>alpenrose@rapperszell.de</p>
<p><strong>Amtsgericht Ingolstadt:</strong><br>Vereinsregister Nr. VR 456</p>
<p><strong>Adresse:</strong><br>Kreuzbergstraße 4<br>Grundschule Walting, Nebeneingang Turnhalle - Untergeschoss</p>""",
                  title="Impressum", footer='<footer><p>© 2025</p></footer>'),
        expect={"name": None, "legal_form": "e.V.",
                "register": {"country": "DE", "court": "Ingolstadt", "number": "VR 456"}, "vat_id": None,
                "representatives": [{"name": "Brandlmeier Korbinian", "role": "chair_of_board"}],
                "address": addr("Kreuzbergstraße 4", "85137", "Walting", "DE"),
                "email": "alpenrose@rapperszell.de", "phone": None},
        note="Unsure: no line names the club (mailbox words are no name): name null; a Verein naming its register court: e.V.; the heading's Amtsgericht is the court; Vorsitzender and 1. Schützenmeister: chair, surname first as printed; the Adresse block's street joins the postal line of the same street in the chair's block, the chair's own number not, the location line dropped",
    ),
]

# ------------------------------------------------------------------------------------------ 1561-1564
CASES += [
    dict(
        conv=1561, id="1561-praxis-fuer-line-opens-section5-block-above-person",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Verantwortlich gemäß § 5 TMG</h2>
<p>Praxis für Verhaltenstherapie<br>Ricarda Wollenhaupt<br>Theodor-Heuss-Ring 14-16<br>50668 Köln</p>
<p>Telefon: 0221-39284716<br>E-Mail: praxis@wollenhaupt-therapie.de</p>
<h2>GESETZLICHE BERUFSBEZEICHNUNG</h2>
<p>Psychologische Psychotherapeutin (Approbation erteilt in der Bundesrepublik Deutschland)</p>
<p>BSNR: 718293400<br>LANR: 482917368</p>
<h2>Zuständige Kammer</h2>
<p>Psychotherapeutenkammer Nordrhein-Westfalen<br>Willstätterstraße 10<br>40549 Düsseldorf</p>
<p>Webdesign: Domstadt Webwerk · Fotos: Studio Lichtblick</p>"""),
        expect={"name": "Praxis für Verhaltenstherapie", "legal_form": "Einzelunternehmen", "register": None,
                "vat_id": None, "representatives": [{"name": "Ricarda Wollenhaupt", "role": "owner"}],
                "address": addr("Theodor-Heuss-Ring 14-16", "50668", "Köln", "DE"),
                "email": "praxis@wollenhaupt-therapie.de", "phone": "+4922139284716"},
        note="Unsure: a 'Praxis für …' line opening the provider block above the person is the name, the person its owner; profession: Einzelunternehmen; KV numbers no register; chamber, designer and photographer somebody else's",
    ),
    dict(
        conv=1562, id="1562-translator-contact-page-section5-line-below-card-tax-number",
        url="https://site.invalid/kontakt/",
        html=page("""<h1>Despina Charalambous</h1>
<p>Staatlich geprüfte, öffentlich bestellte und beeidigte Dolmetscherin und Übersetzerin für die französische Sprache</p>
<p>Telefon: 08092 - 417 38 26<br>Mobil: 0162-58 31 947<br>Adresse: Ahornweg 11, 85560 Ebersberg<br>Email: buero@sprachbruecke-ebersberg.de</p>
<div class="card"><h2>Deutsch</h2>
<p>Bankverbindung: Kreissparkasse München Starnberg Ebersberg<br>IBAN: DE62 7025 0150 0028 3947 16</p>
<p>Angaben gemäß § 5 TMG<br>Steuernr. 114/219/40387<br>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStv: Despina Charalambous</p></div>
<div class="card"><h2>English</h2>
<p>Despina Charalambous<br>State-certified and sworn interpreter and translator for French<br>Phone: +49 8092 4173826<br>Ahornweg 11, 85560 Ebersberg, Germany</p></div>""",
                  title="Kontakt - sprachbrücke und mehr",
                  nav='<nav><a href="/">Start</a> <a href="/leistungen/">Leistungen</a> <a href="/kontakt/">Kontakt</a></nav>',
                  footer='<footer><p>© 2025 sprachbrücke und mehr</p></footer>'),
        expect={"name": "Despina Charalambous", "legal_form": "Einzelunternehmen", "register": None, "vat_id": None,
                "representatives": [{"name": "Despina Charalambous", "role": "owner"}],
                "address": addr("Ahornweg 11", "85560", "Ebersberg", "DE"),
                "email": "buero@sprachbruecke-ebersberg.de", "phone": "+4980924173826"},
        note="the site's only imprint is on the contact page; the § 5 line below the card refers to the card, the provider block; the person is the name and owner; sworn translator: Einzelunternehmen; one-line address split at the postal code; mobile not; Steuernummer no VAT id; the site name stays out",
    ),
    dict(
        conv=1563, id="1563-one-page-footer-firm-street-mailbox-hrb-suffix-no-court",
        url=HOME,
        html=page("""<section><h1>Software, die mitwächst.</h1><p>Individuelle Software-Entwicklung und IT-Beratung für den Mittelstand.</p></section>
<section><h2>Leistungen</h2><ul><li>Web-Anwendungen</li><li>Cloud-Migration</li><li>Code-Reviews</li></ul></section>""",
                  title="Nodeform GmbH - Software-Entwicklung & IT-Beratung",
                  nav='<nav><a href="#leistungen">Leistungen</a> <a href="#kontakt">Kontakt</a></nav>',
                  footer="""<footer id="kontakt">
<p><span class="icon icon-pin"></span> Nodeform GmbH · Ostpreußendamm 92 · 12207 Berlin</p>
<p><span class="icon icon-mail"></span> <a href="mailto:hello@nodeform.berlin">hello@nodeform.berlin</a></p>
<p><span class="icon icon-doc"></span> HRB 219384 B</p>
</footer>"""),
        expect={"name": "Nodeform GmbH", "legal_form": "GmbH", "register": None, "vat_id": None,
                "representatives": [], "address": addr("Ostpreußendamm 92", "12207", "Berlin", "DE"),
                "email": "hello@nodeform.berlin", "phone": None},
        note="Unsure: a one-page home page whose footer is the only operator statement with firm, legal form, register number and contact is labelled as the imprint; middle dots separate street and postal line; 'HRB … B' with no court: register null",
    ),
    dict(
        conv=1564, id="1564-en-gbr-no-partner-two-persons-mailboxes-mobiles",
        url=IMP_EN,
        html=en("""<h1>Legal Notice</h1>
<h2>Information pursuant to Section 5 DDG</h2>
<p>NORDLICHT Talent Partners GbR<br>Taunusblick 22<br>61231 Bad Nauheim, Germany</p>
<h2>Contact</h2>
<p>Jonas.Wiegand@Nordlicht-Talent.de<br>+49 171 483 2907</p>
<p>Elif.Sonnleitner@Nordlicht-Talent.de<br>+49 157 3920 4418</p>
<h2>VAT ID</h2>
<p>Sales tax identification number according to Section 27 a of the Sales Tax Law: VAT ID applied for</p>
<h2>Bank details</h2>
<p>Volksbank Mittelhessen · IBAN DE14 5139 0000 0048 2716 03</p>
<h2>Responsible for Content</h2>
<p>NORDLICHT Talent Partners GbR</p>"""),
        expect={"name": "NORDLICHT Talent Partners GbR", "legal_form": "GbR", "register": None, "vat_id": None,
                "representatives": [], "address": addr("Taunusblick 22", "61231", "Bad Nauheim", "DE"),
                "email": "jonas.wiegand@nordlicht-talent.de", "phone": None},
        note="Unsure: the GbR names no partner, the two persons appear only as owners of contact mailboxes and numbers: no representatives; the first mailbox lower-cased; both numbers mobiles; 'applied for' no VAT id; ', Germany' dropped from the city",
    ),
]

# ------------------------------------------------------------------------------------------ 1581-1582
CASES += [
    dict(
        conv=1581, id="1581-person-betreibt-im-auftrag-des-vereins-uk-address",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Malte Rübsamen<br>41 Cranmer Road<br>OX4 2JT United Kingdom</p>
<p>eMail: admin@zeltlager-wiesengrund.de</p>
<p>Malte Rübsamen betreibt diese Webseite unentgeldlich im Auftrag des Vereins der Freunde des Zeltlagers Wiesengrund e.V. und ist verantwortlich für den Inhalt dieser Seiten.</p>"""),
        expect={"name": "Malte Rübsamen", "legal_form": None, "register": None, "vat_id": None,
                "representatives": [], "address": None,
                "email": "admin@zeltlager-wiesengrund.de", "phone": None},
        note="Unsure: the person who runs the site is the operator, the club only the principal in the same sentence and nothing of it mixed in; free of charge, no trade: private; a British address without town: null; the only mailbox the e-mail",
    ),
    dict(
        conv=1582, id="1582-person-vertreten-durch-himself-eleven-digits-vat-heading",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Fabian Kreitmeier<br>Prüfeninger Str. 48b<br>93049 Regensburg</p>
<p><strong>Vertreten durch:</strong><br>Fabian Kreitmeier</p>
<h2>Kontakt</h2>
<p>Telefon: 0176 38291746<br>E-Mail: mail@kreitmeier-digital.de</p>
<h2>Umsatzsteuer-ID</h2>
<p>Umsatzsteuer-Identifikationsnummer gemäß §27a Umsatzsteuergesetz:<br>31827465091</p>
<h2>Wirtschafts-ID</h2>
<p>Wirtschafts-ID: </p>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>Fabian Kreitmeier<br>Prüfeninger Str. 48b<br>93049 Regensburg</p>"""),
        expect={"name": "Fabian Kreitmeier", "legal_form": "Einzelunternehmen", "register": None, "vat_id": None,
                "representatives": [{"name": "Fabian Kreitmeier", "role": "owner"}],
                "address": addr("Prüfeninger Str. 48b", "93049", "Regensburg", "DE"),
                "email": "mail@kreitmeier-digital.de", "phone": None},
        note="Unsure: a number printed under the VAT-id heading is a tax number stating a business: Einzelunternehmen, the person its owner; eleven digits without DE: VAT id null; empty Wirtschafts-ID nothing; 0176 mobile: phone null; § 55 repeat no role",
    ),
]

# ------------------------------------------------------------------------------------------ 1601-1603
CASES += [
    dict(
        conv=1601, id="1601-sentence-association-group-above-verantwortlich-person-mailbox",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Dies sind die Seiten der Schiedsrichterinnen und Schiedsrichter des Norddeutschen Faustball-Verbands.</p>
<p>Verantwortlich für die Webseite ist Hinnerk Oltmanns <a href="mailto:schiri@oltmanns-net.de">schiri@oltmanns-net.de</a></p>
<h2>Programmierung, Anpassungen</h2>
<ul>
<li>Hinnerk Oltmanns (<a href="https://github.invalid/holtmanns">holtmanns</a>) – schiri@oltmanns-net</li>
<li>Kea Brüning (<a href="https://github.invalid/keab">keab</a>) – kea@bruening-code.de</li>
</ul>""", title="Impressum | Schiris NFV"),
        expect={"name": "Hinnerk Oltmanns", "legal_form": None, "register": None, "vat_id": None,
                "representatives": [], "address": None,
                "email": "schiri@oltmanns-net.de", "phone": None},
        note="Unsure: the sentence says whose pages these are (a group of persons), not that the association operates them; the 'Verantwortlich für die Webseite' line is the only block and the provider; no business signal: private; its autolinked mailbox the e-mail, the credit list's broken address nothing",
    ),
    dict(
        conv=1602, id="1602-location-line-and-bracketed-building-before-postal-code",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Kammerchor Ottensen e.V.<br>Bahrenfelder Chaussee 47<br>im Donners Park<br>(im Haus 3) 22761 Hamburg</p>
<p>Vorstand:<br>Wiebke Harms<br>Torben Lüdemann<br>Nadja Petersen-Krull</p>
<p>Bankverbindung: Hamburger Sparkasse<br>IBAN: DE37 2005 0550 1283 7465 01</p>
<h2>Realisierung der Webseite</h2>
<p>Jasper Bödeker<br><a href="mailto:web@boedeker-design.de">web@boedeker-design.de</a></p>"""),
        expect={"name": "Kammerchor Ottensen e.V.", "legal_form": "e.V.", "register": None, "vat_id": None,
                "representatives": [{"name": "Wiebke Harms", "role": "board_member"},
                                    {"name": "Torben Lüdemann", "role": "board_member"},
                                    {"name": "Nadja Petersen-Krull", "role": "board_member"}],
                "address": addr("Bahrenfelder Chaussee 47", "22761", "Hamburg", "DE"),
                "email": None, "phone": None},
        note="the park line and the bracketed building part before the postal code are no part of street or city; e.V. from the name; 'Vorstand:' over names without functions: board members; the only mailbox is the web developer's: null; bank lines nothing",
    ),
    dict(
        conv=1603, id="1603-wine-e-label-index-food-business-operator-no-imprint",
        url="https://site.invalid/index.html",
        html=page("""<h1>E-Label / Produktinformationen</h1>
<p>Hier finden Sie die gesetzlich vorgeschriebenen Angaben zu Zutaten und Nährwerten unserer Weine gemäß Verordnung (EU) 2021/2117.</p>
<ul>
<li><a href="/weine/riesling-trocken-2023.html">2023 Riesling trocken</a></li>
<li><a href="/weine/spaetburgunder-2022.html">2022 Spätburgunder</a></li>
<li><a href="/weine/rivaner-feinherb-2023.html">2023 Rivaner feinherb</a></li>
</ul>
<h2>Verantwortlicher Lebensmittelunternehmer / Responsible food business operator</h2>
<p>Weingut Geschwister Ahlheim<br>Alzeyer Straße 41<br>55278 Undenheim<br>Deutschland</p>
<p>Diese Seite dient ausschließlich der Bereitstellung der gesetzlich vorgeschriebenen Zutaten- und Nährwertangaben.</p>""",
                  title="Weingut Geschwister Ahlheim — E-Label / Produktinformationen", nav="", footer=""),
        expect=ALL_NULL,
        note="Unsure: a wine e-label index naming the food business operator on a site without imprint or imprint link, no contact, form or register: no imprint, all null",
    ),
]

# ------------------------------------------------------------------------------------------ 1621
CASES += [
    dict(
        conv=1621, id="1621-postal-horn-emoji-for-at-sign",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Relaywerk GmbH<br>Mergenthalerstrase 12<br>64295 Darmstadt</p>
<p><strong>Vertreten durch:</strong><br>Konstantin Ebling</p>
<h2>Kontakt</h2>
<p>Telefon: 06151 391 77 20<br>E-Mail: ping📯relaywerk.de</p>
<h2>Registereintrag</h2>
<p>Eintragung im Registergericht: Darmstadt<br>Registernummer: HRB 91264</p>
<h2>Umsatzsteuer-ID</h2>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz:<br>DE318274650</p>""",
                  header='<div class="cookie-banner">We use cookies to improve your experience. <button>Accept</button></div>'),
        expect={"name": "Relaywerk GmbH", "legal_form": "GmbH",
                "register": {"country": "DE", "court": "Darmstadt", "number": "HRB 91264"}, "vat_id": "DE318274650",
                "representatives": [{"name": "Konstantin Ebling", "role": "managing_director"}],
                "address": addr("Mergenthalerstrase 12", "64295", "Darmstadt", "DE"),
                "email": "ping@relaywerk.de", "phone": "+4961513917720"},
        note="Unsure: an emoji printed where the at sign belongs between local part and the firm's domain is a picture spelling of '@' and resolved; misspelt street as printed; Vertreten durch of a GmbH: managing director; English chrome changes nothing",
    ),
    dict(
        conv=1621, id="1621-other-emoji-for-at-sign-no-mailto",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Kabelbrücke Netzwerktechnik GmbH<br>Rheinstraße 88<br>55116 Mainz</p>
<p><strong>Vertreten durch:</strong><br>Svea Hollerbach</p>
<h2>Kontakt</h2>
<p>Telefon: 06131 482 93 10<br>E-Mail: kontakt🌀kabelbruecke-mainz.de</p>
<h2>Registereintrag</h2>
<p>Registergericht: Amtsgericht Mainz<br>Registernummer: HRB 48217</p>"""),
        expect={"name": "Kabelbrücke Netzwerktechnik GmbH", "legal_form": "GmbH",
                "register": {"country": "DE", "court": "Mainz", "number": "HRB 48217"},
                "representatives": [{"name": "Svea Hollerbach", "role": "managing_director"}],
                "address": addr("Rheinstraße 88", "55116", "Mainz", "DE"),
                "email": "kontakt@kabelbruecke-mainz.de", "phone": "+4961314829310"},
        note="Unsure (second probe): another emoji in the at sign's place, no mailto link and no other mailbox: resolved to '@'",
    ),
]

# ------------------------------------------------------------------------------------------ 1641-1643
CASES += [
    dict(
        conv=1641, id="1641-course-booking-in-handwritten-privacy-part-only-signal",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Jaroslav Wendtland<br>Oranienburger Chaussee 17<br>16548<br>Deutschland</p>
<h3>Kontakt:</h3>
<p>Telefon: 01728391046<br>E-Mail: jaro@atemraum-wendtland.de</p>
<h2>Datenschutz</h2>
<h3>Verantwortliche Stelle</h3>
<p>Jaroslav Wendtland, Oranienburger Chaussee 17, 16548</p>
<h3>Datenerfassung auf unserer Website</h3>
<p>Personenbezogene Daten werden nur erfasst, wenn Sie uns diese freiwillig mitteilen, etwa im Rahmen einer Anfrage per E-Mail oder bei der Buchung eines Atemkurses.</p>""",
                  title="Impressum & Datenschutz"),
        expect={"name": "Jaroslav Wendtland", "legal_form": "Einzelunternehmen", "register": None, "vat_id": None,
                "representatives": [{"name": "Jaroslav Wendtland", "role": "owner"}],
                "address": None, "email": "jaro@atemraum-wendtland.de", "phone": None},
        note="Unsure: the hand-written privacy sentence about booking a course is a trade statement: sole trader, the person its owner; a postal code without town: address null (the controller line adds none); 0172 mobile: phone null",
    ),
    dict(
        conv=1642, id="1642-inhaber-slash-geschaeftsfuehrer-of-gmbh-once-as-md",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>BRAUN - Stahlbau und Blechbearbeitung GmbH</strong><br>Industriestraße 7<br>67269 Grünstadt</p>
<p>Inhaber / Geschäftsführer:<br>Emre Yıldırımoğlu</p>
<p>Tel.: 0 63 59 / 81 72 3<br>Telefax: 0 63 59 / 81 72 9<br>E-Mail: info@braun-stahlbau-gruenstadt.de</p>
<p>Handelsregister: Amtsgericht Ludwigshafen HRB 4127</p>
<p>Mitglied der Handwerkskammer der Pfalz</p>"""),
        expect={"name": "BRAUN - Stahlbau und Blechbearbeitung GmbH", "legal_form": "GmbH",
                "register": {"country": "DE", "court": "Ludwigshafen", "number": "HRB 4127"},
                "representatives": [{"name": "Emre Yıldırımoğlu", "role": "managing_director"}],
                "address": addr("Industriestraße 7", "67269", "Grünstadt", "DE"),
                "email": "info@braun-stahlbau-gruenstadt.de", "phone": "+49635981723"},
        note="an 'Inhaber / Geschäftsführer' of a GmbH is labelled once as managing director (an Inhaber of a GmbH is a shareholder); name with dash and capitals as printed; court as printed; fax not; the chamber no register",
    ),
    dict(
        conv=1643, id="1643-vat-de-nine-digits-in-steuernummer-grouping",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Hallgarten Messtechnik GmbH<br>Saarbrücker Straße 55<br>66130 Saarbrücken</p>
<p>Geschäftsführer: Roland Thielen</p>
<p>Amtsgericht Saarbrücken HRB 21873</p>
<p>USt.Id.Nr. DE 231/874 519</p>"""),
        expect={"name": "Hallgarten Messtechnik GmbH", "legal_form": "GmbH",
                "register": {"country": "DE", "court": "Saarbrücken", "number": "HRB 21873"},
                "vat_id": "DE231874519",
                "representatives": [{"name": "Roland Thielen", "role": "managing_director"}],
                "address": addr("Saarbrücker Straße 55", "66130", "Saarbrücken", "DE")},
        note="Unsure: 'DE' plus nine digits under a VAT label is the VAT id's form even when grouped like a Steuernummer; slash and space are separators: compact",
    ),
]

# ------------------------------------------------------------------------------------------ 1661-1662
CASES += [
    dict(
        conv=1661, id="1661-person-einzelunternehmen-line-under-betreiber-person-alone-next",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>Betreiber:</strong><br>Jannis Ortlepp Einzelunternehmen<br>Jannis Ortlepp<br>Kettwiger Straße 63<br>45468 Mülheim an der Ruhr<br>Deutschland</p>
<p>E-Mail (Allgemein/Support): support@nordwind-host.de<br>E-Mail (Zahlungen): billing@nordwind-host.de<br>E-Mail (Abuse): abuse@nordwind-host.de</p>
<!-- <p>Telefon: +49 208 38172945</p> -->
<p>Kleinunternehmer im Sinne der Kleinunternehmerregelung § 19 UStG</p>"""),
        expect={"name": "Jannis Ortlepp", "legal_form": "Einzelunternehmen", "register": None, "vat_id": None,
                "representatives": [{"name": "Jannis Ortlepp", "role": "owner"}],
                "address": addr("Kettwiger Straße 63", "45468", "Mülheim an der Ruhr", "DE"),
                "email": "support@nordwind-host.de", "phone": None},
        note="Unsure: the form word after the person is no part of the name; no designation: the person is the name and owner, Einzelunternehmen from the word; the general/support mailbox is the contact, payment and abuse service addresses; a commented-out phone is not on the page; the brand in the domain stays out",
    ),
    dict(
        conv=1662, id="1662-at-designation-spaced-hyphen-gf-bh-registernummern",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Pferdepension - Sonnalm<br>Geschäftsführer: Matthias Unterweger<br>Oberdorf 12<br>9771 Berg im Drautal<br>Österreich</p>
<p>Telefon: +43 660 481 2739<br>E-Mail: <a href="mailto:Hallo@pferdepension-sonnalm.at">hallo@pferdepension-sonnalm.at</a></p>
<p>UID-Nr.: ATU 719 284 63</p>
<p>Registernummer: 206/417382 und 206/418015<br>Bezirkshauptmannschaft Spittal/Drau</p>
<p>Bankverbindung: Raiffeisenbank Oberdrautal · IBAN AT42 3936 4000 0012 8374</p>""",
                  title="Pferdepension-Sonnalm · Impressum",
                  footer='<footer><p>© 2025 Pferdepension-Sonnalm · <a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Pferdepension - Sonnalm", "legal_form": None, "register": None, "vat_id": "ATU71928463",
                "representatives": [{"name": "Matthias Unterweger", "role": "managing_director"}],
                "address": addr("Oberdorf 12", "9771", "Berg im Drautal", "AT"),
                "email": "hallo@pferdepension-sonnalm.at", "phone": None},
        note="Unsure: the designation with its spaced hyphen is the name as printed; Geschäftsführer without form word or register: managing director, no e.U./FN: legal form null; district-authority numbers no register; spaced UID compact; +43 660 mobile: null; mailto capital lower-cased",
    ),
]

# ------------------------------------------------------------------------------------------ 1681-1685
CASES += [
    dict(
        conv=1681, id="1681-restaurant-one-page-footer-imprint-verantwortlich-sentence-person",
        url=HOME,
        html=page("""<h1>Taverne Kastanienhof</h1>
<section id="ueber-uns"><h2>Über uns</h2><p>Griechische Gastfreundschaft bei Stavros und Eleni Papadakis – seit 2009 im Herzen von Schwabach.</p></section>
<section id="speisekarte"><h2>Speisekarte</h2>
<ul><li>Gyros mit Tzatziki – 14,90 €</li><li>Bifteki vom Grill – 16,50 €</li><li>Bauernsalat – 9,80 €</li></ul></section>
<section id="oeffnungszeiten"><h2>Öffnungszeiten</h2><p>Di–So 11:30–14:00 und 17:30–22:30 Uhr, Montag Ruhetag</p></section>""",
                  title="Taverne Kastanienhof",
                  nav='<nav><a href="#ueber-uns">Über uns</a> <a href="#speisekarte">Speisekarte</a> <a href="#impressum">Impressum</a></nav>',
                  footer="""<footer id="impressum"><h2>Impressum</h2>
<p>Verantwortlich für den Inhalt der Seite ist Stavros Papadakis.</p>
<address>Limbacher Straße 22<br>91126 Schwabach<br>+49 9122 7304</address>
</footer>"""),
        expect={"name": "Stavros Papadakis", "legal_form": "Einzelunternehmen", "register": None, "vat_id": None,
                "representatives": [{"name": "Stavros Papadakis", "role": "owner"}],
                "address": addr("Limbacher Straße 22", "91126", "Schwabach", "DE"),
                "email": None, "phone": "+4991227304"},
        note="Unsure: the imprint section of a one-page site; the responsibility sentence without § 18/§ 55 is the provider statement, the person the name; a restaurant (menu, prices, hours) is a business: Einzelunternehmen, owner; the couple in 'Über uns' makes no group; no mailbox",
    ),
    dict(
        conv=1682, id="1682-inn-paechterin-einzelkaufmann-malformed-vat-dash-postal-oder-phone",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Gasthof Zur Linde<br>Pächterin:<br>Rosemarie Hufnagl<br>(Einzelkaufmann)<br>Dorfstraße 9<br>84072 - Au in der Hallertau</p>
<p>Telefon: 08752/4173 od. 0171/ 8392047 ab 16:00 Uhr<br>E-Mail: <a href="wirtin@gasthof-linde-au.de">wirtin@gasthof-linde-au.de</a></p>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz:</p>
<p>USt-IdNr.: DE71 482 039 516<br>Steuernummer: 124/238/41756</p>"""),
        expect={"name": "Gasthof Zur Linde", "legal_form": "Einzelunternehmen", "register": None, "vat_id": None,
                "representatives": [{"name": "Rosemarie Hufnagl", "role": "owner"}],
                "address": addr("Dorfstraße 9", "84072", "Au in der Hallertau", "DE"),
                "email": "wirtin@gasthof-linde-au.de", "phone": "+4987524173"},
        note="Unsure: the inn's name above the person is the name; the Pächterin who runs it is the owner; (Einzelkaufmann) without register: Einzelunternehmen, not e.K.; eleven digits after DE: VAT null, empty label and Steuernummer nothing; spaced hyphen separates postal code and town; 'A od. B': A; printed mailbox of a link without mailto",
    ),
    dict(
        conv=1683, id="1683-geschaeftsform-einzelhandel-district-directions-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Inhaber:<br>Minh Chau Nguyen<br>Kantstrasse 118<br>10625 Berlin<br>Charlottenburg (am S-Bhf. Savignyplatz)</p>
<p>Telefon: (030) 318 26 47<br>Telefax: (030) 318 26 48<br>E-Mail: laden@kantstrasse118.de</p>
<p>Geschäftsform: Einzelhandel<br>USt-IdNr.: DE284719305</p>
<p>Geschäftsführer: Minh Chau Nguyen</p>
<p>Inhaltlich Verantwortlicher gemäß § 10 Absatz 3 MDStV: Minh Chau Nguyen</p>""",
                  header='<header><img src="/img/logo.png" alt=""></header>'),
        expect={"name": "Minh Chau Nguyen", "legal_form": "Einzelunternehmen", "register": None,
                "vat_id": "DE284719305",
                "representatives": [{"name": "Minh Chau Nguyen", "role": "owner"}],
                "address": addr("Kantstrasse 118", "10625", "Berlin", "DE"),
                "email": "laden@kantstrasse118.de", "phone": "+49303182647"},
        note="'Einzelhandel' names the branch, no legal form; one person as Inhaber with a VAT id: Einzelunternehmen, owner once (the Geschäftsführer line the same person); the district line with directions below the postal line no part of the city; fax not; MDStV no role",
    ),
    dict(
        conv=1684, id="1684-person-block-vertreten-himself-vereinsregister-federation-number",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Holger Mertesacker<br>Buerer Straße 31<br>45899 Gelsenkirchen</p>
<p><strong>Vertreten durch:</strong><br>Holger Mertesacker</p>
<h2>Registereintrag:</h2>
<p>Eintragung im Vereinsregister.<br>Registergericht: Duisburg<br>Registernummer: DJJV Nr. 04 318</p>""",
                  footer="""<footer><div class="col"><p>WH-JUJUTSU.DE</p><p><a href="mailto:holger.mertesacker@wh-jujutsu.de">holger.mertesacker@wh-jujutsu.de</a></p><p>Hochschulsport · Abt. Ju-Jutsu</p></div>
<div class="col"><p>Social Media</p><p><a href="https://instagram.invalid/whjujutsu">Instagram</a></p><p>Website: <a href="mailto:kontakt@pixelfabrik-ruhr.de">kontakt@pixelfabrik-ruhr.de</a></p></div>
<p><a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a></p></footer>"""),
        expect={"name": "Holger Mertesacker", "legal_form": None, "register": None, "vat_id": None,
                "representatives": [], "address": addr("Buerer Straße 31", "45899", "Gelsenkirchen", "DE"),
                "email": "holger.mertesacker@wh-jujutsu.de", "phone": None},
        note="Unsure: the federation's member number under the generator's Vereinsregister wording is no register; no club name printed anywhere: no e.V.; 'Vertreten durch' himself without trade: no owner, no role; the footer's contact mailbox is the operator's, not the site builder's",
    ),
    dict(
        conv=1685, id="1685-firma-word-code-block-two-department-landlines",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<pre><code>Firma KWS Automobile
Gewerbering 14
91233 Neunkirchen am Sand
Deutschland
Einzelunternehmer
Inhaber: Kai Wolfgang Seidlein
Verkauf: 09123 - 817 350
Technik: 09123 - 817 370
mobil: 0160 - 482 917 3
USt-IdNr.:DE274819306
E-Mail: KWSauto@KWS-Motors.de
</code></pre>"""),
        expect={"name": "KWS Automobile", "legal_form": "Einzelunternehmen", "register": None,
                "vat_id": "DE274819306",
                "representatives": [{"name": "Kai Wolfgang Seidlein", "role": "owner"}],
                "address": addr("Gewerbering 14", "91233", "Neunkirchen am Sand", "DE"),
                "email": "kwsauto@kws-motors.de", "phone": "+499123817350"},
        note="Unsure: 'Firma' before the designation is a label, no part of the name; the fenced code block read as printed; Einzelunternehmer and Inhaber: owner; of two department landlines the first printed is the phone, mobile not; mailbox lower-cased",
    ),
]

# ------------------------------------------------------------------------------------------ 1701-1703
CASES += [
    dict(
        conv=1701, id="1701-handle-like-line-below-person-is-designation",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p><strong>Carla Wendeborn</strong><br>carla.pixel<br>Limmerstraße 52<br>30451 Hannover<br>Deutschland</p>
<p>Steuernummer: 25/147/28391</p>""",
                  title="Impressum · Carla Wendeborn",
                  footer='<footer><p>© 2025 Carla Wendeborn · <a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "carla.pixel", "legal_form": "Einzelunternehmen", "register": None, "vat_id": None,
                "representatives": [{"name": "Carla Wendeborn", "role": "owner"}],
                "address": addr("Limmerstraße 52", "30451", "Hannover", "DE"),
                "email": None, "phone": None},
        note="Unsure: a line of its own between person and street, neither activity nor profession, printed as a name, is the designation as printed (lower case, dot); the person printed first its owner; the Steuernummer the business signal: Einzelunternehmen; VAT null; title and copyright do not replace it",
    ),
    dict(
        conv=1702, id="1702-home-footer-impressum-line-co-service-books-with-prices",
        url=HOME,
        html=page("""<section><h1>Romane von Benedikt Aurich</h1>
<article><h2>Die Stille am Kanal</h2><p>18,90 € (Signiertes Taschenbuch, inkl. Versand innerhalb DE)</p></article>
<article><h2>Nachtzug nach Görlitz</h2><p>17,50 € (Signiertes Taschenbuch, inkl. Versand innerhalb DE)</p></article>
<p>Sonderangebot: Mängelexemplare beider Bücher für je 8,99 Euro inkl. Versand</p>
<h2>Bücher direkt bei mir bestellen</h2>
<form action="/bestellung" method="post"><input name="name" placeholder="Name"> <input name="adresse" placeholder="Lieferadresse"> <button>Bestellen</button></form>
</section>""",
                  title="Benedikt Aurich – Romane",
                  nav='<nav><a href="/">Start</a> <a href="#bestellen">Bestellen</a></nav>',
                  footer="""<footer><p><strong>Impressum:</strong> Benedikt Aurich, c/o Anschriftenservice Rheinland #4417, Industriestraße 31, 53340 Meckenheim | E-Mail: benedikt@aurich-romane.de</p></footer>"""),
        expect={"name": "Benedikt Aurich", "legal_form": "Einzelunternehmen", "register": None, "vat_id": None,
                "representatives": [{"name": "Benedikt Aurich", "role": "owner"}],
                "address": addr("Industriestraße 31", "53340", "Meckenheim", "DE"),
                "email": "benedikt@aurich-romane.de", "phone": None},
        note="Unsure: a footer line headed 'Impressum:' is the site's only imprint and the home page is labelled; the person is the name; prices and direct sale of his books are a trade statement: Einzelunternehmen, owner; the c/o part dropped, the service's street and town the address",
    ),
    dict(
        conv=1703, id="1703-at-joint-site-two-sole-traders-first-block-middle-dot",
        url=HOME,
        html=page("""<section><h1>sichtbar mit KI</h1><p>Workshops und Beratung für kleine Unternehmen.</p></section>
<details id="impressum"><summary>Impressum</summary>
<p>Informationen gemäß § 5 E-Commerce-Gesetz, § 14 Unternehmensgesetzbuch und § 25 Mediengesetz.</p>
<h3>Mag. Verena Aigner · klickreich</h3>
<p>Stelzhamerstraße 19<br>4600 Wels<br>Österreich<br>Telefon: +43 660 417 28 93<br>E-Mail: office@klickreich.at<br>UID: ATU72819364<br>
Unternehmensgegenstand: Werbeagentur<br>Behörde: Magistrat der Stadt Wels<br>Kammer: Wirtschaftskammer Oberösterreich</p>
<h3>Mag. Theresa Grubmüller · textform</h3>
<p>Linzer Straße 7<br>4614 Marchtrenk<br>Österreich<br>E-Mail: hallo@textform-grubmueller.at<br>UID: ATU73920418<br>
Unternehmensgegenstand: Texterin<br>Behörde: Bezirkshauptmannschaft Wels-Land<br>Kammer: Wirtschaftskammer Oberösterreich</p>
<p>Inhaltlich verantwortlich: Verena Aigner und Theresa Grubmüller</p>
</details>""",
                  title="sichtbar mit KI",
                  header='<header><img src="/logo.svg" alt="sichtbar mit KI"></header>',
                  nav='<nav><a href="#workshops">Workshops</a> <a href="#impressum">Impressum</a></nav>',
                  footer='<footer><p>© 2025 sichtbar mit KI</p></footer>'),
        expect={"name": "klickreich", "legal_form": None, "register": None, "vat_id": "ATU72819364",
                "representatives": [{"name": "Verena Aigner", "role": "owner"}],
                "address": addr("Stelzhamerstraße 19", "4600", "Wels", "AT"),
                "email": "office@klickreich.at", "phone": None},
        note="Unsure: a joint site of two sole traders: the first printed block alone; the middle dot separates person and designation: the designation is the name, the person (title stripped) its owner; Austria: form and register null; +43 660 mobile: null; the joint brand stays out; a closed details element is part of the page",
    ),
]

# ------------------------------------------------------------------------------------------ 1721
CASES += [
    dict(
        conv=1721, id="1721-profession-only-in-footer-same-person-street-numbers",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Gernot Faßbender, Dipl.-Ing. (FH)<br>Rheinstr. 52,<br>76185 Karlsruhe-Daxlanden<br>Tel. 0172-4819273<br>Fax 0721-592718</p>""",
                  footer="""<footer><p>Dipl. Ing. Gernot Faßbender<br>Von der Handwerkskammer Karlsruhe öffentlich bestellter und vereidigter Sachverständiger für das Fliesenlegerhandwerk.<br>
Rheinstraβe 52 . 76185 Karlsruhe<br>Tel: 0172-4819273 . Fax: 0721-592718</p>
<p><a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a></p></footer>"""),
        expect={"name": "Gernot Faßbender", "legal_form": "Einzelunternehmen", "register": None, "vat_id": None,
                "representatives": [{"name": "Gernot Faßbender", "role": "owner"}],
                "address": addr("Rheinstr. 52", "76185", "Karlsruhe-Daxlanden", "DE"),
                "email": None, "phone": None},
        note="Unsure: the footer names the provider himself (same person, street, numbers) with his public appointment as an expert: a profession printed on the page: Einzelunternehmen, owner; degree stripped; street's final comma dropped; the block's city as printed, not the footer's; only a mobile and a fax: phone null; no mailbox",
    ),
]

# ------------------------------------------------------------------------------------------ 1741-1742
CASES += [
    dict(
        conv=1741, id="1741-holiday-flat-als-privatperson-kleinunternehmerregelung",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 DDG</h2>
<p>Henrike Dallmeyer<br>Strandweg 8<br>23946 Boltenhagen</p>
<h2>Kontakt</h2>
<p>Mobil: 0175 3928174<br>E-Mail: buchung@ostseeblick-ferien.de</p>
<h2>Umsatzsteuer</h2>
<p>Die Vermietung erfolgt als Privatperson im Rahmen der Kleinunternehmerregelung gemäß § 19 UStG. Es wird daher keine Umsatzsteuer ausgewiesen.</p>""",
                  title="Impressum – Ferienhaus Dünenlicht",
                  header='<header><p class="logo">Ferienhaus Dünenlicht</p></header>',
                  footer='<footer><p>© 2025 Ferienhaus Dünenlicht · <a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Henrike Dallmeyer", "legal_form": None, "register": None, "vat_id": None,
                "representatives": [], "address": addr("Strandweg 8", "23946", "Boltenhagen", "DE"),
                "email": "buchung@ostseeblick-ferien.de", "phone": None},
        note="Unsure: the page says the letting is done 'als Privatperson' and cites § 19 UStG only as the reason no VAT is shown: a private page, the person the name, no form, no roles; the lodge's name in title, header and footer stays out; 0175 mobile; the mailbox at another holiday domain is the contact",
    ),
    dict(
        conv=1742, id="1742-at-person-above-farm-name-unternehmensgegenstand-letting-noncommercial",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Medieninhaber und Diensteanbieter</h2>
<p>Sebastian Kogler<br>Moosbauernhof<br>Unterberg 41<br>6235 Reith im Alpbachtal<br>Tirol, Österreich</p>
<p>Telefon: +43 664 391 82 47<br>E-Mail: info@moosbauernhof-reith.at</p>
<p>UID-Nummer: ATU73829164</p>
<h3>Unternehmensgegenstand</h3>
<p>Land- und Forstwirtschaft<br>Führung des land- und forstwirtschaftlichen Betriebes Moosbauernhof samt Vermietung von Ferienwohnungen</p>
<p>Kammerzugehörigkeit: Landwirtschaftskammer Tirol</p>
<p>Die Vermietung der Ferienwohnung erfolgt als bloße Raumvermietung im Rahmen der Land- und Forstwirtschaft und stellt keine gewerbliche Tätigkeit dar.</p>""",
                  footer='<footer><div><p>Kontakt</p><p>Lisa &amp; Sebastian Kogler<br>+43 664 391 82 47</p></div><p><a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Moosbauernhof", "legal_form": None, "register": None, "vat_id": "ATU73829164",
                "representatives": [{"name": "Sebastian Kogler", "role": "owner"}],
                "address": addr("Unterberg 41", "6235", "Reith im Alpbachtal", "AT"),
                "email": "info@moosbauernhof-reith.at", "phone": None},
        note="Unsure: the farm's name under the person, named by the Unternehmensgegenstand as the business run, is a trading designation and the name, the person its owner; the non-commercial letting concerns the flat; no Austrian code: form and register null; region and country dropped; +43 664 mobile; the couple in the footer no representative",
    ),
]

# ------------------------------------------------------------------------------------------ 1761-1764
CASES += [
    dict(
        conv=1761, id="1761-first-chair-only-in-technische-umsetzung-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>TSG Einbeck-Süd e.V.<br>Hullerser Straße 27<br>37574 Einbeck<br>Telefon: 05561 / 4817<br>m.rohlfing@ksb-northeim-einbeck.de</p>
<h2>Haftung für Inhalte</h2>
<p>Die Inhalte unserer Seiten wurden mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen.</p>
<h2>Haftung für Links</h2>
<p>Unser Angebot enthält Links zu externen Webseiten Dritter, auf deren Inhalte wir keinen Einfluss haben.</p>
<h2>Urheberrecht</h2>
<p>Die durch die Seitenbetreiber erstellten Inhalte und Werke auf diesen Seiten unterliegen dem deutschen Urheberrecht.</p>
<p><strong>Technische Umsetzung: Marius Rohlfing 1.Vorsitzender</strong></p>"""),
        expect={"name": "TSG Einbeck-Süd e.V.", "legal_form": "e.V.", "register": None, "vat_id": None,
                "representatives": [{"name": "Marius Rohlfing", "role": "chair_of_board"}],
                "address": addr("Hullerser Straße 27", "37574", "Einbeck", "DE"),
                "email": "m.rohlfing@ksb-northeim-einbeck.de", "phone": "+4955614817"},
        note="Unsure: the closing technical credit also states the person's office in the club ('1.Vorsitzender') on the imprint itself, which names nobody else: chair; the officer's mailbox on the federation's domain is the club's only one; no register; form from the name",
    ),
    dict(
        conv=1762, id="1762-register-court-printed-with-postal-code",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>F.A.L.K.E.N. e.V.<br>Rotenwaldstraße 81<br>70197 Stuttgart<br>E-Mail: vorstand@falken-stuttgart.de</p>
<p><strong>Vertreten durch:</strong> Dominic Ashworth</p>
<p>Registergericht: 70190 Stuttgart<br>Registernummer: VR 738214</p>
<p>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV:<br>Pascal Trefz, Hasenbergsteige 12, 70178 Stuttgart, pascal.trefz@gmail.com</p>"""),
        expect={"name": "F.A.L.K.E.N. e.V.", "legal_form": "e.V.",
                "register": {"country": "DE", "court": "Stuttgart", "number": "VR 738214"}, "vat_id": None,
                "representatives": [{"name": "Dominic Ashworth", "role": "board_member"}],
                "address": addr("Rotenwaldstraße 81", "70197", "Stuttgart", "DE"),
                "email": "vorstand@falken-stuttgart.de", "phone": None},
        note="a postal code printed with the register court is no part of the court's name and is dropped; Vertreten durch of an e.V. without function: board member; the § 55 person and his mailbox are not the club's; the dotted name as printed",
    ),
    dict(
        conv=1763, id="1763-bare-checklist-headings-board-named-only-by-offices",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>Verantwortlich für die Inhalte dieser Seite:</strong></p>
<p>Musikverein 1887 Losheim e.V.</p>
<p>Geschäftsführender Vorstand (Vorsitzender / Geschäftsführer / Kassierer)</p>
<p>Kontaktdaten siehe <a href="/vorstand/">Vorstand</a></p>
<p>Vereinsregister, Registriernummer des Vereins</p>
<p>Umsatzsteueridentifikationsnummer nach § 27a des Umsatzsteuergesetzes</p>"""),
        expect={"name": "Musikverein 1887 Losheim e.V.", "legal_form": "e.V.", "register": None, "vat_id": None,
                "representatives": [], "address": None, "email": None, "phone": None},
        note="Unsure: the last two lines are checklist items printed without values: register and VAT null; the board line names offices without persons: no representatives; 'siehe Vorstand' points to another page: address, e-mail and phone null; the club line under the heading is the name, form from it",
    ),
    dict(
        conv=1764, id="1764-footer-1-vors-other-person-than-imprint-board-footer-phone",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<ul>
<li>Trebgaster Jugendblaskapelle e.V.</li>
<li><a href="mailto:info@jugendblaskapelle-trebgast.de">info@jugendblaskapelle-trebgast.de</a></li>
<li><a href="https://www.jugendblaskapelle-trebgast.de">www.jugendblaskapelle-trebgast.de</a></li>
<li>Kulmbacher Straße 21a</li>
<li>95367 Trebgast</li>
<li>Vertretungsberechtigter Vorstand: Reinhold Pöhlmann</li>
<li>Registergericht: Bayreuth</li>
<li>Registernummer: VR 1846</li>
<li>Inhaltlich Verantwortlicher gemäß § 10 Absatz 3 MDStV: Reinhold Pöhlmann</li>
</ul>""",
                  footer='<footer><p>© 2021 Copyright: Trebgaster Jugendblaskapelle, Kulmbacher Str. 21 A 95367 Trebgast, 1. Vors. Stefan Pöhlmann, Tel. 09227/738194</p><p><a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a></p></footer>'),
        expect={"name": "Trebgaster Jugendblaskapelle e.V.", "legal_form": "e.V.",
                "register": {"country": "DE", "court": "Bayreuth", "number": "VR 1846"}, "vat_id": None,
                "representatives": [{"name": "Reinhold Pöhlmann", "role": "board_member"}],
                "address": addr("Kulmbacher Straße 21a", "95367", "Trebgast", "DE"),
                "email": "info@jugendblaskapelle-trebgast.de", "phone": "+499227738194"},
        note="Unsure: the imprint's statement of who represents the club decides (Vorstand before one name without Vorsitz word: board member), the footer's other '1. Vors.' is not labelled; the footer line is the club's own contact line and the block prints no phone: its landline is the phone; MDStV no role; web address no contact",
    ),
]
