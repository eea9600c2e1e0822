# Convention probes, helper K=11: the numbered conventions 1126-1259 of tests/imprint/corpus/REAL.md that exist
# (1131-1140, 1151-1158, 1171-1183, 1191-1203, 1211-1215, 1226-1228, 1241-1247, 1256-1259; the other numbers of the
# range are unused).
# Written blind from the conventions and CONTRACT section 7 (no parser run, no corpus page read).
# All firms, persons, streets, numbers, universities and mailboxes are invented; mailboxes use made-up .de/.at/.ch
# domains (convention 8 treats example.com-style domains as placeholders); where a convention turns on a free-mail
# box (1158, 1256) an invented local part at such a provider is used. Pages use an imprint path, except the contact
# page of 1226 and the French "Mentions légales" page of 1228, which get such paths. Every convention of the range
# decides a value of a page, so SKIPPED is empty.

from tests.imprint.convention_probes.common import IMP, IMP_EN, addr, en, page

CASES = []
SKIPPED = {}

# ------------------------------------------------------------------------------------------ 1131-1140
CASES += [
    dict(
        conv=1131, id="1131-holiday-flat-kleinunternehmer-statement",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Henrike Wollin<br>Dorfstraße 12B<br>18586 Sellin/Altensien</p>
<h2>Kontakt</h2>
<p>Telefon: <a href="tel:+493830347192">038303 47192</a><br>E-Mail: <a href="mailto:urlaub@fewo-wollin.de">urlaub@fewo-wollin.de</a></p>
<h2>Umsatzsteuer-ID</h2>
<p>Als Kleinunternehmer im Sinne von § 19 UStG wird keine Umsatzsteuer berechnet.</p>
<h2>Verbraucherstreitbeilegung</h2>
<p>Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>""",
                  title="Impressum – Ferienwohnung Wollin",
                  header='<header><a class="logo" href="/">Ferienwohnung Wollin</a></header>',
                  footer='<footer><p>© 2024 Ferienwohnung Wollin · <a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a></p></footer>'),
        expect={"name": "Henrike Wollin", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Henrike Wollin", "role": "owner"}], "vat_id": None,
                "address": addr("Dorfstraße 12B", "18586", "Sellin/Altensien", "DE"),
                "phone": "+493830347192", "email": "urlaub@fewo-wollin.de"},
        note="the § 19 UStG Kleinunternehmer statement is a business signal even for a holiday flat: sole trader, person the owner; the flat's name in title/logo/footer is the rented object's, not the name; town as printed with the slash; landline from the link text",
    ),
    dict(
        conv=1132, id="1132-gewerbeaufsichtsamt-as-aufsichtsbehoerde",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Emre Kaplan<br>Lindenring 9<br>99610 Sömmerda</p>
<p>Vertreten durch:<br>Emre Kaplan</p>
<p>Kontakt:<br>Telefon: 03634-618273<br>E-Mail: info@soemmerdaer-grillstube.de</p>
<p>Aufsichtsbehörde:<br>Gewerbeaufsichtsamt des Landkreises Weimarer Land<br>Bahnhofstraße 28<br>99510 Apolda</p>
<h2>Datenschutzerklärung</h2>
<p>Diese Website benutzt Google Analytics und Google AdSense. Die durch den Cookie erzeugten Informationen werden an einen Server übertragen.</p>"""),
        expect={"name": "Emre Kaplan", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Emre Kaplan", "role": "owner"}],
                "address": addr("Lindenring 9", "99610", "Sömmerda", "DE"), "register": None,
                "phone": "+493634618273", "email": "info@soemmerdaer-grillstube.de"},
        note="a trade authority printed as the provider's Aufsichtsbehörde is a business signal; 'Vertreten durch' the provider himself makes him the owner; the domain is no name; the authority's address is not the operator's; generator privacy text holds no value",
    ),
    dict(
        conv=1133, id="1133-adsimple-person-twice-placeholder-trade-field",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Informationen über den Diensteanbieter.</p>
<p><strong>Dragan Ilić</strong><br>Dragan Ilić<br>Bürgerstraße 11,<br>4020 Linz,<br>Österreich</p>
<p><strong>Unternehmensgegenstand:</strong> Musterbranche<br>
<strong>UID-Nummer:</strong> ATU71938264<br>
<strong>GLN:</strong> 9110028371645<br>
<strong>GISA-Zahl:</strong> 32817465</p>
<p><strong>Tel.:</strong> 067762831947<br><strong>E-Mail:</strong> <a href="mailto:salon@ilic-haarwerk.at">salon@ilic-haarwerk.at</a></p>
<p><strong>Mitglied bei:</strong> WKO, Landesinnung, Sparte Friseure<br>
<strong>Berufsrecht:</strong> Gewerbeordnung: www.ris.bka.gv.at<br>
<strong>Aufsichtsbehörde/Gewerbebehörde:</strong> Magistrat der Stadt Linz, Hauptstraße 1-5, 4041 Linz<br>
<strong>Berufsbezeichnung:</strong> Friseur<br><strong>Verleihungsstaat:</strong> Österreich</p>
<h2>Datenschutz Verantwortlicher</h2>
<p>Dragan Ilić<br>Bürgerstraße 11, 4020 Linz, Österreich<br>E-Mail: salon@ilic-haarwerk.at</p>"""),
        expect={"name": "Dragan Ilić", "legal_form": None,
                "representatives": [{"name": "Dragan Ilić", "role": "owner"}], "register": None,
                "vat_id": "ATU71938264", "address": addr("Bürgerstraße 11", "4020", "Linz", "AT"),
                "phone": None, "email": "salon@ilic-haarwerk.at"},
        note="the repeated person line is one name; the person with ECG trade fields is the owner, Austria: form null; the placeholder in Unternehmensgegenstand leaves the real values standing; GISA/GLN no register; 0677 mobile null; trailing commas dropped; authority and privacy-controller repeat add nothing",
    ),
    dict(
        conv=1134, id="1134-person-heading-below-ecg-information-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Informationspflicht laut §5 E-Commerce Gesetz, §14 Unternehmensgesetzbuch, §63 Gewerbeordnung und Offenlegungspflicht laut §25 Mediengesetz.</p>
<h4>Renate Haslwanter</h4>
<p>Mobil: +43 676 3182749<br>E-Mail: <a href="mailto:atelier@haslwanter-naht.at">atelier@haslwanter-naht.at</a></p>
<p>Dorfplatz 3<br>6060 Hall in Tirol<br>Österreich</p>
<p>Unternehmensgegenstand: Maßschneiderei<br>UID-Nummer: ATU69281734<br>Mitgleid bei: WK Tirol<br>
Aufsichtsbehörde/Gewerbebehörde: Bezirkshauptmannschaft Innsbruck</p>""", title="Zur Silbernen Nadel – Impressum"),
        expect={"name": "Renate Haslwanter", "legal_form": None,
                "representatives": [{"name": "Renate Haslwanter", "role": "owner"}], "register": None,
                "vat_id": "ATU69281734", "address": addr("Dorfplatz 3", "6060", "Hall in Tirol", "AT"), "phone": None},
        note="the person printed as a heading below the ECG line takes the name line's place: the person is the name and, with the trade fields, the owner; Austria: form null; the designation only in the <title> stays out; +43 676 mobile null; no Firmenbuch",
    ),
    dict(
        conv=1135, id="1135-joint-web-presence-gbr-first-gmbh-second",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Dies ist ein gemeinsamer Webauftritt von:</p>
<h2>Angaben gemäß § 5 TMG:</h2>
<p>BRANDT Hausverwaltung Erfurt GbR<br>Helmut Brandt &amp; Tobias Brandt<br>Anger 17<br>99084 Erfurt<br>
Umsatzsteuer-Identifikationsnummer: DE 217384906</p>
<p>BRANDT Hausverwaltung GmbH<br>Anger 17<br>99084 Erfurt<br>eingetragen Amtsgericht Jena HRB 512873<br>
Umsatzsteuer-Identifikationsnummer: DE 284719305</p>
<h2>Kontakt:</h2>
<p>Telefon: 0361 5418273<br>Telefax: 0361 5418274<br>E-Mail: post@brandt-hausverwaltung.de</p>
<h2>Geschäftsführer:</h2>
<p>Helmut Brandt und Tobias Brandt</p>
<h2>Ombudsmann</h2>
<p>Ombudsmann Immobilien IVD/VPB, Littenstraße 10, 10179 Berlin</p>"""),
        expect={"name": "BRANDT Hausverwaltung Erfurt GbR", "legal_form": "GbR", "register": None,
                "vat_id": "DE217384906", "address": addr("Anger 17", "99084", "Erfurt", "DE"),
                "representatives": [{"name": "Helmut Brandt", "role": "partner"}, {"name": "Tobias Brandt", "role": "partner"}],
                "phone": "+493615418273", "email": "post@brandt-hausverwaltung.de"},
        note="two firms' joint presence: the provider block printed first is the operator with its own VAT id and the shared contact; the register belongs to the second firm; the GbR's two persons are partners, the shared Geschäftsführer section is not carried over; Ombudsmann and fax no values",
    ),
    dict(
        conv=1136, id="1136-anbieterin-sentence-corner-line-district-after-town",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Anbieterin im Sinne des § 5 TMG für die Inhalte dieser Website ist:</p>
<p>Rechtsanwältin<br>Dörte Vallentin<br>Fachanwältin für Familienrecht<br>Rhinstraße 140<br>(Ecke Allee der Kosmonauten)<br>10315 Berlin, Friedrichsfelde</p>
<p>Telefon: 030 5127384<br>Telefax: 030 5127385<br>E-Mail: kanzlei@vallentin-recht.de</p>
<p>Zuständige Kammer: Rechtsanwaltskammer Berlin, Littenstraße 9, 10179 Berlin</p>
<p>Berufshaftpflichtversicherung: Hanseatische Assekuranz AG, Am Sandtorkai 30, 20457 Hamburg</p>""",
                  footer='<footer><p>©2019 Kanzlei Dörte Vallentin · <a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Dörte Vallentin", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Dörte Vallentin", "role": "owner"}],
                "address": addr("Rhinstraße 140", "10315", "Berlin", "DE"),
                "phone": "+49305127384", "email": "kanzlei@vallentin-recht.de"},
        note="the Anbieterin sentence names the provider: the lawyer (professional titles no part) is the name and owner; the bracketed corner line is a way-in line, dropped; the district after the comma dropped (Unsure); footer's Kanzlei not the name; chamber/insurer addresses theirs; fax no phone",
    ),
    dict(
        conv=1137, id="1137-childminder-designation-only-in-title",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Maren Ostheim<br>Mühlweg 8<br>64342 Seeheim-Jugenheim</p>
<p>Telefon: +49 (0)163 4827195<br>E-Mail: hallo@maren-ostheim.de</p>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Corporation","name":"Zwergenhöhle","address":{"@type":"PostalAddress","streetAddress":"Mühlweg 8","postalCode":"64342","addressLocality":"Seeheim-Jugenheim"},"telephone":"+4961574827195"}</script>""",
                  title="Impressum - Zwergenhöhle",
                  head='<meta name="description" content="Tagesmutter in Seeheim-Jugenheim – liebevolle Kinderbetreuung">'),
        expect={"name": "Maren Ostheim", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Maren Ostheim", "role": "owner"}],
                "address": addr("Mühlweg 8", "64342", "Seeheim-Jugenheim", "DE"), "phone": None,
                "email": "hallo@maren-ostheim.de"},
        note="the designation only in the <title> is the business signal: sole trader, the person named below § 5 the owner and the name; JSON-LD and meta description change nothing; the only number a 0163 mobile: null (Unsure)",
    ),
    dict(
        conv=1138, id="1138-designation-jun-suffix-postal-line-before-street",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>Weingut und Gästehaus Pfeiffer</strong><br>Leopold Pfeiffer Jun.<br>Weinbau Kellermeister<br>
3491 Straß im Straßertale<br>Kirchengasse 7</p>
<p>Mobil: +43 664 2817394<br>E-Mail: wein@pfeiffer-strass.at</p>
<p>Betriebsnummer: 27 41 862</p>
<p>Inhaltlich Verantwortlich gemäß § 10 Absatz 3 MDStV: Leopold Pfeiffer</p>
<p>Webdesign: Weinviertel Webwerk GmbH, Hauptplatz 4, 2020 Hollabrunn</p>"""),
        expect={"name": "Weingut und Gästehaus Pfeiffer", "legal_form": None,
                "representatives": [{"name": "Leopold Pfeiffer Jun.", "role": "owner"}], "register": None,
                "address": addr("Kirchengasse 7", "3491", "Straß im Straßertale", "AT"), "phone": None,
                "email": "wein@pfeiffer-strass.at"},
        note="designation above the person is the name, the person (with 'Jun.') its owner; profession line no part; postal line before the street still read; Austria form null; the farm's Betriebsnummer no register; § 10 MDStV person and designer no reps; mobile null",
    ),
    dict(
        conv=1139, id="1139-fb-number-without-letter-spaced-uid-malformed-anchor",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Glanzwerk Gebäudereinigung GmbH<br>Kärntner Straße 218<br>8053 Graz</p>
<p>Tel: +43(0)316 718293<br>Tel: +43(0)664 3819274<br>E-Mail: <ahref="office@glanzwerk-reinigung.at">office@glanzwerk-reinigung.at</a></p>
<p>Firmenbuch-Nr.: 218374 (Landesgericht für Zivilrechtssachen Graz)<br>UID-Nr.: ATU 51827364<br>DVR: 0718293</p>
<p>Geschäftsführung: Sabine Lechner</p>
<p>Unternehmens&shy;gegenstand: Gebäudereinigung</p>"""),
        expect={"name": "Glanzwerk Gebäudereinigung GmbH", "legal_form": "GmbH", "register": None,
                "vat_id": "ATU51827364", "email": "office@glanzwerk-reinigung.at", "phone": "+43316718293",
                "representatives": [{"name": "Sabine Lechner", "role": "managing_director"}],
                "address": addr("Kärntner Straße 218", "8053", "Graz", "AT")},
        note="a Firmenbuch number without check letter is no FN: register null; spaced UID joined; the text of the malformed <ahref> element is shown and kept; first (landline) number the phone; Geschäftsführung managing_director; DVR no register; soft hyphen nothing",
    ),
    dict(
        conv=1140, id="1140-snack-bar-quoted-trade-name-no-person",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>Imbiss "Zum Hafenkran"</strong><br>Deichstraße 6<br>26721 Emden</p>
<p>Telefon: +49 4921 827364</p>"""),
        expect={"name": 'Imbiss "Zum Hafenkran"', "legal_form": None, "representatives": [],
                "address": addr("Deichstraße 6", "26721", "Emden", "DE"), "email": None, "phone": "+494921827364"},
        note="a trade name with no natural person: form null, no reps; the name kept with its quotation marks; no mailbox printed",
    ),
]

# ------------------------------------------------------------------------------------------ 1151-1158
CASES += [
    dict(
        conv=1151, id="1151-at-verein-kind-in-parentheses-zvr-board",
        url=IMP,
        html=page("""<div class="jumbotron"><h1>Placeholder</h1><p>This is just a placeholder page.</p></div>
<h2>Impressum</h2>
<p>Medieninhaber und Herausgeber:<br>Gemeinsam Radeln (Sportverein)<br>1100 Wien<br>ZVR: 482917365</p>
<p>Präsident: Florian Stadlhuber<br>Vizepräsident: Mehmet Aydın<br>Schatzmeisterin: Veronika Gruber</p>
<p>Webmaster: Florian Stadlhuber</p>
<p>E-Mail: </p>"""),
        expect={"name": "Gemeinsam Radeln", "legal_form": None, "register": None, "address": None, "email": None,
                "representatives": [{"name": "Florian Stadlhuber", "role": "chair_of_board"},
                                    {"name": "Mehmet Aydın", "role": "board_member"},
                                    {"name": "Veronika Gruber", "role": "board_member"}]},
        note="the parenthesised kind after the name is no part of it; Austrian Verein: no form code, ZVR no register; postal code and town without street no address; Präsident chair, Vize and Schatzmeisterin board members; Webmaster no role; no e-mail printed; the placeholder jumbotron does not make it a template",
    ),
    dict(
        conv=1152, id="1152-hotel-kontaktadresse-form-only-in-copyright",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Kontaktadresse:<br>Hotel Edelweiss<br>Bahnhofstrasse 21<br>CH - 3906 Saas-Fee</p>
<p>Urheberrechte: Die Urheber- und alle anderen Rechte an Inhalten, Bildern, Fotos oder anderen Dateien auf der Website gehören ausschliesslich der Firma Hotel Edelweiss AG oder den speziell genannten Rechtsinhabern.</p>
<h2>Legal notice</h2>
<p>Contact address:<br>Hotel Edelweiss Ltd.<br>Bahnhofstrasse 21<br>CH - 3906 Saas-Fee</p>
<h2>Mentions légales</h2>
<p>Adresse de contact:<br>Hôtel Edelweiss<br>Bahnhofstrasse 21<br>CH - 3906 Saas-Fee</p>"""),
        expect={"name": "Hotel Edelweiss", "legal_form": "AG", "address": addr("Bahnhofstrasse 21", "3906", "Saas-Fee", "CH"),
                "email": None, "phone": None, "vat_id": None, "representatives": []},
        note="the Kontaktadresse block is the provider block and its printing the name (Unsure); the form from the running copyright text (AG); 'CH - ' prefix dropped; the English and French branches change nothing",
    ),
    dict(
        conv=1153, id="1153-swiss-pupil-project-definition-list",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Verantwortliche Stelle</h2>
<dl><dt>Name</dt><dd>Lars Hürlimann</dd>
<dt>Projekt</dt><dd>Lernplan Planer</dd>
<dt>E-Mail</dt><dd><a href="mailto:kontakt@lernplan-planer.ch">kontakt@lernplan-planer.ch</a></dd>
<dt>Postanschrift</dt><dd>Wird auf Anfrage im Rahmen der gesetzlichen Vorgaben mitgeteilt</dd></dl>
<p><small>Verantwortlich für den Inhalt nach Art. 14 Abs. 1 RevD-DSG sowie § 18 Abs. 2 MStV</small></p>"""),
        expect={"name": "Lars Hürlimann", "legal_form": None, "representatives": [], "address": None,
                "email": "kontakt@lernplan-planer.ch", "phone": None},
        note="the definition-list block is the only provider block; the project is a product, no designation: private page; an address 'on request' is none; the project mailbox the contact",
    ),
    dict(
        conv=1154, id="1154-free-service-product-name-in-title-and-headline",
        url=IMP,
        html=page("""<div class="idee" style="display: none"><p>Idee: Tische digital bestellen, ganz ohne App.</p></div>
<h1>TAFELKARTE</h1>
<h2>IMPRESSUM</h2>
<p>digitale Speisekarte für Jung und Alt</p>
<p>Udo Brenninger<br>Hochfeldstr. 19<br>86159 Augsburg<br>01522 8374615<br>udo.brenninger@tafelkarte.de</p>
<p>Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>""",
                  title="TAFELKARTE - digitale Speisekarte ohne App",
                  nav='<nav style="display: none"><a href="/">Start</a> <a href="/idee/">Idee</a></nav>'),
        expect={"name": "Udo Brenninger", "legal_form": None, "representatives": [],
                "address": addr("Hochfeldstr. 19", "86159", "Augsburg", "DE"),
                "email": "udo.brenninger@tafelkarte.de", "phone": None},
        note="a free service's name in title and headline is a product, no designation; no trade/tax/register: private page; the consumer-dispute sentence no signal; mailbox kept; 01522 mobile null; hidden menus not on the page",
    ),
    dict(
        conv=1155, id="1155-gemeinnuetzige-ug-ig-register-in-gruendung",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Kreislaufwerk gemeinnützige UG i.G.<br>Hafenstraße 22<br>48153 Münster</p>
<p>Vertreten durch:<br>Geschäftsführerin Lea Amsinck</p>
<h3>Kontakt</h3>
<p>Telefon: +49 176 28374615<br>E-Mail: hallo@kreislaufwerk.de</p>
<h3>Registereintrag</h3>
<p>In Gründung</p>
<h2>Datenschutz</h2>
<p>Verantwortlich: KreislaufWerk gemeinnützige UG i.G., Hafenstraße 22, 48153 Münster, Telefon: +49 176 28374615</p>"""),
        expect={"name": "Kreislaufwerk gemeinnützige UG i.G.", "legal_form": "UG", "register": None,
                "representatives": [{"name": "Lea Amsinck", "role": "managing_director"}],
                "address": addr("Hafenstraße 22", "48153", "Münster", "DE"), "phone": None,
                "email": "hallo@kreislaufwerk.de"},
        note="name as printed with 'i.G.'; the form word gives UG ('gemeinnützig' no code); 'In Gründung' under the register heading is no register; Geschäftsführerin managing_director; provider block spelling over the privacy part's; only a mobile",
    ),
    dict(
        conv=1156, id="1156-page-builder-shortcodes-joined-raw-lines",
        url=IMP,
        html=page("""[et_pb_section fb_built="1" _builder_version="4.9"][et_pb_row][et_pb_column type="4_4"][et_pb_text]
<h1>Impressum</h1>
<h4>Talentbrücke Personalberatung GmbH</h4>
<p><strong>Geschäftssitz</strong></p>
<p>Theodor-Heuss-Ring 14
50668 Köln
Deutschland</p>
<p>Amtsgericht Köln, HRB 84712<br>Ust-ID:</p>
<p><strong>Kontakt</strong></p>
<p>0221 6483917
info@talentbruecke-personal.de</p>
<p>Geschäftsführer: Konstantinos Mavridis</p>
[/et_pb_text][/et_pb_column][/et_pb_row][/et_pb_section]"""),
        expect={"name": "Talentbrücke Personalberatung GmbH", "legal_form": "GmbH",
                "register": {"country": "DE", "court": "Köln", "number": "HRB 84712"}, "vat_id": None,
                "address": addr("Theodor-Heuss-Ring 14", "50668", "Köln", "DE"),
                "phone": "+492216483917", "email": "info@talentbruecke-personal.de",
                "representatives": [{"name": "Konstantinos Mavridis", "role": "managing_director"}]},
        note="printed page-builder shortcodes hold no value; source lines joined by the browser are read by their parts (street, postal code, town; landline, mailbox); empty 'Ust-ID:' null; Geschäftsführer managing_director",
    ),
    dict(
        conv=1157, id="1157-registered-debt-collection-rdg-register-placeholders",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>FORDERUNG KLAR</strong><br>Samuel Owusu<br>Ebertplatz 3<br>50668 Köln</p>
<p>Ich bin registrierter Inkassodienstleister nach § 10 Abs. 1 Nr. 1 RDG.<br>
Eingetragen im Rechtsdienstleistungsregister, Aktenzeichen 3712E-2281(4)<br>
Registrierungsbehörde: Oberlandesgericht Köln, Reichenspergerplatz 1, 50670 Köln</p>
<p>Vermögensschadenhaftpflicht: Rheinische Assekuranz AG, Kaiser-Wilhelm-Ring 31, 50672 Köln</p>
<p>Telefon: XXX<br>E-Mail: kontakt@forderung-klar.de<br>USt-Ident-Nummer: XXX</p>
<h3>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h3>
<p>Samuel Owusu, Ebertplatz 3, 50668 Köln</p>"""),
        expect={"name": "FORDERUNG KLAR", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Samuel Owusu", "role": "owner"}], "register": None, "vat_id": None,
                "phone": None, "address": addr("Ebertplatz 3", "50668", "Köln", "DE"), "email": "kontakt@forderung-klar.de"},
        note="the Rechtsdienstleistungsregister file number is no commercial register; authority's and insurer's addresses theirs; 'XXX' phone and VAT placeholders null; the bold designation in capitals is the name, the person its owner; § 55 repeat no role",
    ),
    dict(
        conv=1158, id="1158-english-partner-of-gmbh-under-designation",
        url=IMP_EN,
        html=en("""<h1>Nordbyte</h1>
<h4>Partner of Kernwerk GmbH</h4>
<ul><li>Stresemannstrasse, 22769, Hamburg, Germany</li>
<li>Calle Real, 41701, Dos Hermanas, Sevilla, Spain</li>
<li>Tel.: +49</li>
<li>nordbyte.info@gmail.com</li>
<li>jobs@nordbyte.de</li></ul>"""),
        expect={"name": "Nordbyte", "legal_form": None, "representatives": [],
                "address": addr("Stresemannstrasse", "22769", "Hamburg", "DE"), "phone": None,
                "email": "nordbyte.info@gmail.com"},
        note="the heading is the name; 'Partner of' names another company, neither operator nor form; first comma-printed address the establishment (street without number as printed, country word dropped), the Spanish one not used; 'Tel.: +49' incomplete; the general mailbox printed first, not the jobs one",
    ),
]

# ------------------------------------------------------------------------------------------ 1171-1183
CASES += [
    dict(
        conv=1171, id="1171-english-firm-tagline-line-charlottenburg-court",
        url=IMP_EN,
        html=en("""<h1>Imprint</h1>
<p><strong>ORBITAL GmbH</strong><br>Logistics Software<br>company data according to § 5 TMG</p>
<p>Boxhagener Straße 76<br>10245 Berlin</p>
<p>Executive Manager: Ruairi Callaghan</p>
<p>Entry in the Commercial Register: Berlin<br>Registration Court: Amtsgericht Charlottenburg (Berlin)<br>Registration Number: HRB 231874</p>
<p>USt.-ID (VAT ID): DE341827365</p>
<p>Email: <a href="mailto:open-tracker@orbital-logistik.de">open-tracker@orbital-logistik.de</a></p>
<h2>Responsible for content according to § 55 Abs. 2 RStV</h2>
<p>Ruairi Callaghan, Boxhagener Straße 76, 10245 Berlin</p>"""),
        expect={"name": "ORBITAL GmbH", "legal_form": "GmbH",
                "register": {"country": "DE", "court": "Charlottenburg", "number": "HRB 231874"},
                "vat_id": "DE341827365", "representatives": [{"name": "Ruairi Callaghan", "role": "managing_director"}],
                "address": addr("Boxhagener Straße 76", "10245", "Berlin", "DE"),
                "email": "open-tracker@orbital-logistik.de", "phone": None},
        note="the tagline on a line of its own is no part of the name; Executive Manager is managing_director; Charlottenburg court for Berlin; the project mailbox is the only e-mail; no phone; § 55 repeat no role",
    ),
    dict(
        conv=1172, id="1172-english-section-5-developer-private-tel-link",
        url=IMP_EN,
        html=en("""<h1>Imprint</h1>
<h2>Information in accordance with Section 5 TMG</h2>
<p>Bastian Krögel<br>Louisenstraße 61<br>01099 Dresden<br>Germany</p>
<p>Phone: <a href="tel://035141827365">0351 418 273 65</a><br>Email: mail@bastian-kroegel.de<br>Internet: https://bastian-kroegel.de</p>
<p>As service providers, we are responsible for our own content on these pages according to general law (§ 7 para. 1 TMG).</p>
<p>Responsible according to § 6 MDStV: Bastian Krögel</p>"""),
        expect={"name": "Bastian Krögel", "legal_form": None, "representatives": [],
                "address": addr("Louisenstraße 61", "01099", "Dresden", "DE"), "phone": "+4935141827365",
                "email": "mail@bastian-kroegel.de"},
        note="English § 5 block of a developer with no business signal is private ('we as service providers', Internet line and § 6 MDStV line no signal); 'Germany' dropped; the landline from the link text",
    ),
    dict(
        conv=1173, id="1173-co-imprint-service-line-private-block",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Florian Weidlich<br>c/o Impressumsdienst-Online #4821<br>Industriestraße 12<br>53757 Sankt Augustin<br>Germany</p>
<p>Telefon: +49 1578 2918374 (eine VoIP-Nummer folgt, sobald eingerichtet)<br>E-Mail: kontakt@weidlich-notizen.de</p>
<p>Inhalte dieser Seite stehen unter der Lizenz CC BY-SA 4.0.</p>"""),
        expect={"name": "Florian Weidlich", "legal_form": None, "representatives": [],
                "address": addr("Industriestraße 12", "53757", "Sankt Augustin", "DE"), "phone": None,
                "email": "kontakt@weidlich-notizen.de"},
        note="the c/o line of an imprint address service with its customer number is dropped and the street below it is the address; no business signal (CC licence none): private; the +49 1578 mobile is null; the note in parentheses no value",
    ),
    dict(
        conv=1174, id="1174-bare-heading-person-vat-insurer-plus-address",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Greta Lindholm<br>Schanzenstraße 44<br>20357 Hamburg</p>
<p>E-Mail: <a href="mailto:notes+impressum@stillfeder.de">notes+impressum@stillfeder.de</a></p>
<p>Umsatzsteuer-Identifikationsnummer: DE318274659</p>
<h2>Berufshaftpflichtversicherung</h2>
<p>Isar Specialty Insurance SE<br>Maximilianstraße 12<br>80539 München<br>Geltungsraum: weltweit</p>"""),
        expect={"name": "Greta Lindholm", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Greta Lindholm", "role": "owner"}], "vat_id": "DE318274659",
                "address": addr("Schanzenstraße 44", "20357", "Hamburg", "DE"), "email": "notes+impressum@stillfeder.de"},
        note="the person under a bare Impressum heading is the provider, the VAT id the business signal: sole trader and owner; the insurer's block is somebody else's; the plus-address kept whole",
    ),
    dict(
        conv=1175, id="1175-designation-line-end-commas-contact-in-responsible-block",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h4>Unternehmen</h4>
<p>Pixelgrund,<br>Marek Zieliński<br>Frankfurter Str. 212,<br>51065 Köln, Deutschland</p>
<p>USt-IdNr.: DE327184592</p>
<h4>Verantwortlich für den Inhalt:</h4>
<p>Marek Zieliński<br>Frankfurter Str. 212<br>51065 Köln</p>
<p>E-Mail: privacy@pixelgrund.de<br>Telefon: +49 221 6372 8410<br>Fax: +49 221 6372 8419</p>
<h4>Berufshaftpflichtversicherung</h4>
<p>Domstadt Versicherung AG, Gereonstraße 18, 50670 Köln, Telefon: +49 221 9182 0</p>"""),
        expect={"name": "Pixelgrund", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Marek Zieliński", "role": "owner"}], "vat_id": "DE327184592",
                "address": addr("Frankfurter Str. 212", "51065", "Köln", "DE"),
                "email": "privacy@pixelgrund.de", "phone": "+4922163728410"},
        note="designation line above the person is the name, person the owner; line-end commas and 'Deutschland' dropped; VAT id: sole trader; the content block repeats the provider and prints the only mailbox and numbers, which are the operator's (Unsure); fax and insurer's phone not",
    ),
    dict(
        conv=1176, id="1176-english-small-business-19-ustg-only-signal",
        url=IMP_EN,
        html=en("""<h1>Legal Notice</h1>
<p><strong>Service Provider:</strong><br>Tilman Ebersbach<br>Kurze Geismarstraße 9<br>37073 Göttingen<br>Germany</p>
<p>Email: hello@tilman-ebersbach.de</p>
<p>VAT: Not applicable under the small business regulation (§ 19 UStG)</p>
<p>Responsible for content according to § 55 (2) RStV: Tilman Ebersbach (address as above)</p>"""),
        expect={"name": "Tilman Ebersbach", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Tilman Ebersbach", "role": "owner"}], "vat_id": None, "phone": None,
                "address": addr("Kurze Geismarstraße 9", "37073", "Göttingen", "DE")},
        note="the English § 19 UStG small-business sentence reads like the German Kleinunternehmer statement: the person under 'Service Provider:' is name and owner, sole trader; § 55 repeat no role; no phone",
    ),
    dict(
        conv=1177, id="1177-english-directors-gmbh-abbreviated-court-suffix",
        url=IMP_EN,
        html=en("""<h1>Imprint</h1>
<p>Taunusblick Analytics GmbH<br>Louisenstraße 104<br>61348 Bad Homburg vor der Höhe</p>
<p>Directors: Niklas Hegemann, Veronika Staab</p>
<p>Commercial Register No.: Amtsgericht Bad Homburg v.d.H., HRB 18274</p>
<p>Phone: <a href="tel:+4961724839201">+49 6172 4839201</a><br>Email: office@taunusblick-analytics.de</p>"""),
        expect={"name": "Taunusblick Analytics GmbH", "legal_form": "GmbH",
                "register": {"country": "DE", "court": "Bad Homburg v.d.H.", "number": "HRB 18274"},
                "representatives": [{"name": "Niklas Hegemann", "role": "managing_director"},
                                    {"name": "Veronika Staab", "role": "managing_director"}],
                "phone": "+4961724839201"},
        note="'Directors:' of a GmbH are managing directors; the court's abbreviated suffix kept as printed; phone from the link text",
    ),
    dict(
        conv=1178, id="1178-designation-holds-person-name-no-person-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Henrik Sommerfeld Software<br>Wakenitzmauer 31<br>23552 Lübeck<br>GERMANY</p>
<p>Telefon: +49 451 - 73918264<br>E-Mail: hello@sommerfeld-software.de</p>
<p>USt-IdNr.: DE291837465</p>
<p><em>This imprint is valid for taskgarden.io, docs.taskgarden.io and forum.taskgarden.io.</em></p>"""),
        expect={"name": "Henrik Sommerfeld Software", "legal_form": "Einzelunternehmen", "representatives": [],
                "address": addr("Wakenitzmauer 31", "23552", "Lübeck", "DE"), "phone": "+4945173918264",
                "vat_id": "DE291837465"},
        note="a designation holding a person's name with no person line: the designation is the name, no owner labelled (Unsure); the VAT id gives the form; country line in capitals dropped; the italic validity line names sites, no operator",
    ),
    dict(
        conv=1179, id="1179-designation-dash-person-vertreten-durch-with-degree",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p><strong>Lichtweg Software - Tobias Wendland</strong><br>Ostertorsteinweg 58<br>28203 Bremen</p>
<p>Vertreten durch<br>Dipl.-Ing. (BA) Tobias Wendland</p>
<p>Kontakt<br>Telefon: +49 (0)160 92837461<br>E-Mail: info@lichtweg-software.de</p>
<p>Umsatzsteuer-ID<br>Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: DE318273645</p>
<h3>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h3>
<p>Tobias Wendland<br>Ostertorsteinweg 58<br>28203 Bremen</p>"""),
        expect={"name": "Lichtweg Software", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Tobias Wendland", "role": "owner"}], "vat_id": "DE318273645",
                "address": addr("Ostertorsteinweg 58", "28203", "Bremen", "DE"), "phone": None},
        note="'Designation - person' on one bold line: the designation is the name, the person (degree dropped) its owner; VAT id: sole trader; 0160 mobile null; § 55 repeat no role",
    ),
    dict(
        conv=1180, id="1180-english-sole-trader-table-mobile-and-fax-only",
        url=IMP_EN,
        html=en("""<h1>Imprint</h1>
<h2>Information about the Service Provider</h2>
<p>Konstantin Adelmann<br>Am Hopfengarten 3<br>36037 Fulda</p>
<table><tr><td>Telephone</td><td>+49 171 3928471</td></tr>
<tr><td>Fax</td><td>+49 661 2938475</td></tr>
<tr><td>E-Mail</td><td>mail@adelmann-consulting.de</td></tr></table>
<p>VAT identification number: DE284719365<br>Business Identification Number: <em>To be added upon receipt</em></p>
<h3>Professional liability insurance</h3>
<p>Fuldatal Versicherung AG, Heinrichstraße 8, 36037 Fulda. Area of validity: Germany</p>"""),
        expect={"name": "Konstantin Adelmann", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Konstantin Adelmann", "role": "owner"}], "phone": None,
                "vat_id": "DE284719365", "email": "mail@adelmann-consulting.de",
                "address": addr("Am Hopfengarten 3", "36037", "Fulda", "DE")},
        note="a provider heading over the person; VAT id and liability block the business signal: sole trader and owner; the mobile gives no phone and the fax never: null; the to-be-added Wirtschafts-IdNr no value; the insurer somebody else's",
    ),
    dict(
        conv=1181, id="1181-person-comma-profession-on-provider-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Jonas Kettler, freiberuflicher Programmierer<br>Südstraße 47<br>06110 Halle (Saale)</p>
<p>E-Mail: code@jonas-kettler.de</p>
<p>Umsatzsteuer-ID: DE327391845</p>"""),
        expect={"name": "Jonas Kettler", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Jonas Kettler", "role": "owner"}], "vat_id": "DE327391845"},
        note="the part after the comma is a profession, not a designation: the person is the name and owner; profession and VAT id: sole trader",
    ),
    dict(
        conv=1182, id="1182-empty-5-heading-then-55-block-opening-with-ug",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG:</h2>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV:</h2>
<p>Lumora UG<br>Kantstrasse 117<br>10627 Berlin<br>Deutschland</p>
<p>Vertreter<br>Ignacio Herrera Valdés, Geschäftsführer</p>
<p>Kontakt<br>Telefon: +49(0)176 38291746<br>E-Mail: team@lumora-apps.de</p>
<p>Registereintrag<br>Registergericht: Amtsgericht Charlottenburg<br>Registernummer: HRB 248173 B</p>"""),
        expect={"name": "Lumora UG", "legal_form": "UG", "address": addr("Kantstrasse 117", "10627", "Berlin", "DE"),
                "representatives": [{"name": "Ignacio Herrera Valdés", "role": "managing_director"}],
                "register": {"country": "DE", "court": "Charlottenburg", "number": "HRB 248173"},
                "phone": None, "vat_id": None, "email": "team@lumora-apps.de"},
        note="an empty § 5 heading followed by a § 55 block opening with a UG: the company, the only party named, is the operator and its street the establishment (Unsure); 'UG' alone is UG; Vertreter ..., Geschäftsführer managing_director; court suffix dropped; mobile null; no VAT id",
    ),
    dict(
        conv=1183, id="1183-erecht24-private-game-mod-site-table",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Malte Brunsing<br>Lotter Str. 88a<br>49078 Osnabrück</p>
<h2>Kontakt</h2>
<table><tr><td>Telefon:</td><td>0541/3817264</td></tr><tr><td>E-Mail:</td><td>info@pixelmods.de</td></tr></table>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>s.o.</p>
<p>Quelle: e-recht24.de – Impressum Generator für Privatpersonen</p>"""),
        expect={"name": "Malte Brunsing", "legal_form": None, "representatives": [],
                "address": addr("Lotter Str. 88a", "49078", "Osnabrück", "DE"), "phone": "+495413817264",
                "email": "info@pixelmods.de"},
        note="no business signal (the site's name only in the mailbox domain): private page; the table's values are the contact; 's.o.' under § 55 adds nothing",
    ),
]

# ------------------------------------------------------------------------------------------ 1191-1203
CASES += [
    dict(
        conv=1191, id="1191-university-kdoer-president-long-honours",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Die Brandenburgische Hochschule Havelland ist eine Körperschaft des öffentlichen Rechts. Sie wird durch den Präsidenten, Prof. Dr.-Ing. Dr. h.c. (KPI, UA) DSc. h.c. Matthias Kornblum Hon.-Prof. (SJTU, CN), gesetzlich vertreten.</p>
<p>Brandenburgische Hochschule Havelland<br>Magdeburger Straße 50<br>14770 Brandenburg an der Havel</p>
<p>Telefon: +49 3381 618-0<br>E-Mail: info@bh-havelland.de</p>"""),
        expect={"name": "Brandenburgische Hochschule Havelland", "legal_form": None, "register": None,
                "representatives": [{"name": "Matthias Kornblum", "role": "chair_of_board"}],
                "address": addr("Magdeburger Straße 50", "14770", "Brandenburg an der Havel", "DE"),
                "phone": "+4933816180", "email": "info@bh-havelland.de"},
        note="a university (public corporation) is the operator: no form code, no register; the president who legally represents it is chair_of_board; titles, honours and bracketed affiliations dropped from his name",
    ),
    dict(
        conv=1191, id="1191-university-president-univ-prof-habil",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Herausgeber</h2>
<p>Technische Universität Saalfeld<br>Postfach 100 345<br>07305 Saalfeld/Saale</p>
<p>Hausanschrift: Am Hohen Ufer 11, 07318 Saalfeld/Saale</p>
<p>Die Technische Universität Saalfeld ist eine Körperschaft des öffentlichen Rechts. Sie wird durch die Präsidentin Univ.-Prof. Dr.-Ing. habil. Anne-Kathrin Wollny gesetzlich vertreten.</p>
<p>Umsatzsteuer-Identifikationsnummer: DE 148 273 916</p>"""),
        expect={"name": "Technische Universität Saalfeld", "legal_form": None, "register": None,
                "representatives": [{"name": "Anne-Kathrin Wollny", "role": "chair_of_board"}],
                "vat_id": "DE148273916"},
        note="public corporation: no form code, no register; the president named in the representation sentence is chair_of_board, 'Univ.-Prof. Dr.-Ing. habil.' dropped; spaced VAT id joined",
    ),
    dict(
        conv=1192, id="1192-part-of-university-web-presence-group-block-first",
        url=IMP_EN,
        html=en("""<h1>Imprint</h1>
<h2>Research Group Adaptive Sensor Systems</h2>
<p>Head: Prof. Dr. Jörn Habermann<br>Phone: +49 3731 39-2817<br>Email: joern.habermann@tu-erzgebirge.de, sensorik@tu-erzgebirge.de</p>
<p>Visitor address: Lehrgebäude C, Room 214, Winklerstraße 3, 09599 Freiberg<br>Mailing address: Postfach 1231, 09596 Freiberg</p>
<p>This website is part of the web presence of Technische Universität Erzgebirge and therefore follows the university's legal and data protection regulations.</p>
<h2>Technische Universität Erzgebirge</h2>
<p>Akademiestraße 12<br>09599 Freiberg</p>
<p>Phone: +49 3731 39-0<br>Fax: +49 3731 39-3500<br>E-Mail: praesident@tu-erzgebirge.de</p>
<p>Akademiestraße 12, 09599 Freiberg</p>
<p>VAT ID: DE 213 874 596</p>
<h3>Supervisory authority</h3>
<p>Sächsisches Staatsministerium für Wissenschaft, Wigardstraße 17, 01097 Dresden</p>"""),
        expect={"name": "Technische Universität Erzgebirge", "legal_form": None, "register": None,
                "address": addr("Akademiestraße 12", "09599", "Freiberg", "DE"),
                "email": "praesident@tu-erzgebirge.de", "phone": "+493731390", "vat_id": "DE213874596",
                "representatives": []},
        note="'part of the web presence of university X' makes the university the operator; the group leader's block and the group's addresses printed first are the unit's; the group leader is an employee; the university block's own 'E-Mail:' line is the operator's mailbox whatever its local part; fax no phone; ministry no part",
    ),
    dict(
        conv=1193, id="1193-anschrift-university-line-then-unit-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Anschrift</h2>
<p>Universität Rheinau<br>Institut für Informatik | Arbeitsgruppe Maschinelles Lernen<br>Schlossplatz. 4<br>68161 Mannheim<br>
Telefon +49 (0) 621 / 1839 2741</p>
<p>Für die angebotenen Inhalte ist Prof. Dr. Ruben Esterházy verantwortlich.</p>
<h2>Umsatzsteuer-Identifikationsnummer</h2>
<p>DE 143 827 195</p>"""),
        expect={"name": "Universität Rheinau", "legal_form": None, "representatives": [],
                "address": addr("Schlossplatz. 4", "68161", "Mannheim", "DE"), "phone": "+4962118392741",
                "email": None, "vat_id": "DE143827195"},
        note="the first line (the university) is the name, the unit line no part; street kept with its stray dot; no e-mail printed; the content sentence names no representative; the university's VAT id under its own heading joined",
    ),
    dict(
        conv=1194, id="1194-research-project-co-university-hugo-shortcode-mail",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Anbieter</h2>
<p>SFB 1482 Quellwerk – Z-Projekt Datenportal<br>c/o Universität Rheinau<br>Universitätsstraße 8<br>68161 Mannheim</p>
<p>E-Mail: {{< param contact_email >}}</p>
<h2>Verantwortlich für den Inhalt</h2>
<p>Dr. Aurel Brenninkmeyer<br>Universität Rheinau, B6 26<br>68159 Mannheim</p>"""),
        expect={"name": "SFB 1482 Quellwerk – Z-Projekt Datenportal", "legal_form": None, "representatives": [],
                "address": addr("Universitätsstraße 8", "68161", "Mannheim", "DE"), "email": None, "phone": None},
        note="the project line under 'Anbieter' is the name as printed, en dash included; the c/o line dropped and the street below kept; no form word; the printed Hugo shortcode is no e-mail; the content person and his street are not the operator's",
    ),
    dict(
        conv=1195, id="1195-university-5-block-kontakt-professor-mailbox-extension",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Universität Ostwestfalen<br>Universitätsstraße 25<br>33615 Bielefeld</p>
<h3>Kontakt</h3>
<p>Prof. Dr. Cornelia Haverkamp<br>Telefon: +49 521 106-4721<br>E-Mail: cornelia.haverkamp@uni-ostwestfalen.de</p>
<h3>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h3>
<p>Universität Ostwestfalen, Universitätsstraße 25, 33615 Bielefeld</p>"""),
        expect={"name": "Universität Ostwestfalen", "legal_form": None, "representatives": [],
                "address": addr("Universitätsstraße 25", "33615", "Bielefeld", "DE"),
                "email": "cornelia.haverkamp@uni-ostwestfalen.de", "phone": "+495211064721"},
        note="the university under § 5 is the operator; the Kontakt block right under it is the operator's contact, the professor's mailbox included; number with extension joined; § 55 repeat adds nothing; no representative, no form",
    ),
    dict(
        conv=1196, id="1196-academic-verantwortlich-person-over-institute-lines",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Verantwortlich:</h2>
<p>Prof. Dr. Hanna Leutwyler<br>Institut für Umweltsoziologie<br>Universität Niederrhein<br>Bismarckstraße 81<br>47057 Duisburg</p>
<p>E-Mail: h.leutwyler(at)uni-niederrhein.de</p>
<p>Der Betreiber der Website ist Hanna Leutwyler.</p>"""),
        expect={"name": "Hanna Leutwyler", "legal_form": None, "representatives": [],
                "address": addr("Bismarckstraße 81", "47057", "Duisburg", "DE"),
                "email": "h.leutwyler@uni-niederrhein.de"},
        note="under a provider heading the person without 'Prof. Dr.' is the name; institute and university lines no part and no designation; the institute's street is the address, the institutional mailbox with (at) resolved the e-mail; no trade/tax line: private",
    ),
    dict(
        conv=1196, id="1196-academic-english-publisher-cc-line",
        url=IMP_EN,
        html=en("""<h1>Imprint</h1>
<h2>Publisher</h2>
<p>Dr. Falk Rüttgers<br>Chair of Computational Linguistics<br>University of Oberlausitz<br>Brückenstraße 1<br>02826 Görlitz</p>
<p>Email: falk.ruettgers@uni-oberlausitz.de</p>
<p>All texts by Falk Rüttgers and Ilse Marquardt are licensed under CC BY 4.0.</p>"""),
        expect={"name": "Falk Rüttgers", "legal_form": None, "representatives": [],
                "address": addr("Brückenstraße 1", "02826", "Görlitz", "DE"),
                "email": "falk.ruettgers@uni-oberlausitz.de"},
        note="'Publisher' is the provider heading, the person without 'Dr.' the name; chair and university lines no part; private page; the Creative Commons line naming a co-author gives no role",
    ),
    dict(
        conv=1197, id="1197-english-researcher-employer-mailbox-at",
        url=IMP_EN,
        html=en("""<h1>Imprint</h1>
<h2>Information according to § 5 TMG</h2>
<p>Miriam Ostrowski<br>Thielallee 52<br>14195 Berlin</p>
<p>Email: miriam.ostrowski(at)bfg-materialforschung.de</p>"""),
        expect={"name": "Miriam Ostrowski", "legal_form": None, "representatives": [],
                "address": addr("Thielallee 52", "14195", "Berlin", "DE"),
                "email": "miriam.ostrowski@bfg-materialforschung.de"},
        note="a researcher's § 5 block: private page; the employer's domain is no business signal; (at) resolved",
    ),
    dict(
        conv=1198, id="1198-telefon-auf-anfrage-dot-at-address",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Dr. Jarosław K. Wiśniewski<br>Richard-Wagner-Straße 14<br>04109 Leipzig</p>
<p>Telefon: Auf Anfrage<br>E-Mail: kontakt[dot]jaroslaw[at]nachtpost[dot]de</p>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>Jarosław K. Wiśniewski (Anschrift wie oben)</p>"""),
        expect={"name": "Jarosław K. Wiśniewski", "legal_form": None, "representatives": [], "phone": None,
                "email": "kontakt.jaroslaw@nachtpost.de",
                "address": addr("Richard-Wagner-Straße 14", "04109", "Leipzig", "DE")},
        note="'Telefon: Auf Anfrage' is no phone; [dot]/[at] resolved; 'Dr.' dropped, the middle initial kept; § 55 repeat no role; private",
    ),
    dict(
        conv=1199, id="1199-person-project-free-software-schools",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Dieses Projekt stellt freie Software für Schulen vor.</p>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Wendelin Schaaf<br>Aulgasse 73<br>53721 Siegburg</p>
<p>Telefon: 02241-8372915<br>E-Mail: info@freie-schulsoftware.de</p>
<h2>Redaktionell Verantwortlicher</h2>
<p>Wendelin Schaaf</p>"""),
        expect={"name": "Wendelin Schaaf", "legal_form": None, "representatives": [], "phone": "+4922418372915",
                "address": addr("Aulgasse 73", "53721", "Siegburg", "DE"), "email": "info@freie-schulsoftware.de"},
        note="a § 5 person with landline and mailbox on a one-person project page, no trade/tax/register: private; the editorial repeat no role",
    ),
    dict(
        conv=1200, id="1200-impressum-page-holding-privacy-policy-controller-block",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Datenschutzerklärung</h2>
<p>Die Websitenbetreiber nehmen den Schutz Ihrer personenbezogenen Daten sehr ernst. Wir behandeln Ihre Daten vertraulich und entsprechend der gesetzlichen Datenschutzvorschriften.</p>
<h3>Server-Logfiles</h3>
<p>Der Provider der Seiten erhebt und speichert automatisch Informationen in Server-Log-Files.</p>
<h3>Name und Kontaktdaten des Verantwortlichen</h3>
<p>Nele Brakensiek<br>Hafenweg 19<br>48155 Münster<br>E-Mail: orga@lindenhof-festival.de</p>"""),
        expect={"name": "Nele Brakensiek", "legal_form": None, "representatives": [],
                "address": addr("Hafenweg 19", "48155", "Münster", "DE"), "email": "orga@lindenhof-festival.de"},
        note="a page titled Impressum holding a privacy policy: the controller block is the operator's block (person name, address, the project mailbox); one person behind an event site: private; 'Die Websitenbetreiber' names nobody",
    ),
    dict(
        conv=1201, id="1201-verantwortlich-fuer-diese-website-sentence-only",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Verantwortlich für diese Website (fhmk.de) und deren Inhalt ist Ole Brandtner.</p>
<p>Kontakt-E-Mail: webmaster@fhmk.de</p>"""),
        expect={"name": "Ole Brandtner", "legal_form": None, "representatives": [], "address": None,
                "phone": None, "email": "webmaster@fhmk.de"},
        note="responsibility for the website itself, with no provider block beside it, names the provider: private page (domain no designation); the only mailbox, webmaster included, is the contact; no address or phone",
    ),
    dict(
        conv=1202, id="1202-president-mailbox-inside-representation-sentence",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Technische Hochschule Spreewald<br>Lindenplatz 2<br>03222 Lübbenau/Spreewald<br>T +49 (0)3542 89 0</p>
<p>Postanschrift: Postfach 10 12 44, 03212 Lübbenau/Spreewald</p>
<p>Die Technische Hochschule Spreewald ist eine Körperschaft des öffentlichen Rechts. Die Hochschule wird durch den Präsidenten Prof. Dr. Gernot Habeck, E-Mail praesident(at)th-spreewald.de, vertreten.</p>
<h3>Ansprechpartner</h3>
<p>Für die Inhalte dieser Webseite verantwortlich: Tillmann Kopf, E-Mail: tillmann.kopf(at)th-spreewald.de</p>"""),
        expect={"name": "Technische Hochschule Spreewald", "legal_form": None, "register": None,
                "address": addr("Lindenplatz 2", "03222", "Lübbenau/Spreewald", "DE"), "phone": "+49354289",
                "email": None, "representatives": [{"name": "Gernot Habeck", "role": "chair_of_board"}]},
        note="the president's mailbox given inside the representation sentence is his, not the operator's contact; the Ansprechpartner is somebody else's contact and no rep; Postfach no address: e-mail null; the president chair_of_board as in 1191",
    ),
    dict(
        conv=1203, id="1203-research-society-provider-below-lab-contact",
        url=IMP_EN,
        html=en("""<h1>Imprint</h1>
<h2>Information in accordance with section 5 TMG</h2>
<h3>Contact</h3>
<p>Moser Lab<br>Institute of Tissue Dynamics<br>Pfotenhauerstraße 108<br>01307 Dresden<br>Email: moser@gfg-gewebedynamik.de</p>
<h3>Provider</h3>
<p>The provider of this Internet site within the legal meaning of the term is the registered association Gesellschaft zur Förderung der Grundlagenforschung e.V.</p>
<p>Gesellschaft zur Förderung der Grundlagenforschung e.V.<br>Residenzstrasse 22<br>80333 Munich<br>Phone: +49 89 3857-0<br>Email pressestelle.gfg-grundlagen.de</p>
<p>Register of Associations: Berlin-Charlottenburg Local Court, register number: VR 18274 B<br>VAT identification number: DE 218374659</p>
<p>Legally represented by its Board of Directors, which, in turn, is represented by the President of the Society, Prof. Dr. Hartmut Severin, and by the Secretary General Dorothea Wilmsen.</p>"""),
        expect={"name": "Gesellschaft zur Förderung der Grundlagenforschung e.V.", "legal_form": "e.V.",
                "register": {"country": "DE", "court": "Charlottenburg", "number": "VR 18274"},
                "vat_id": "DE218374659", "address": addr("Residenzstrasse 22", "80333", "Munich", "DE"),
                "phone": "+498938570", "email": None,
                "representatives": [{"name": "Hartmut Severin", "role": "chair_of_board"},
                                    {"name": "Dorothea Wilmsen", "role": "board_member"}]},
        note="the society named in the Provider section is the operator, the lab a unit (its street and mailbox not the operator's); e.V.; Charlottenburg court, suffix dropped; city as printed 'Munich'; 'Email' without '@' null; President chair_of_board, Secretary General board_member",
    ),
]

# ------------------------------------------------------------------------------------------ 1211-1215
CASES += [
    dict(
        conv=1211, id="1211-address-shown-by-own-css-from-data-attribute",
        url=IMP_EN,
        html=en("""<h1>Imprint</h1>
<h2>Operator</h2>
<p>Kleinfeld Digital e.U.<br>
<span class="protected-text" data-t="Wallensteinstraße 12/7, 1200 Wien" aria-label="Wallensteinstraße 12/7, 1200 Wien" role="img"></span>, Austria</p>
<p>FN 581274 k, registered at Handelsgericht Wien<br>VAT-exempt pursuant to Section 6(1)(27) UStG<br>GISA number: 37182946</p>
<p>Email: <a href="mailto:office@kleinfeld-digital.at">office@kleinfeld-digital.at</a></p>
<p>Responsible for content pursuant to Section 55(1) of the Austrian Mediengesetz: <span class="protected-text" data-t="Jaromir Kastelic" aria-label="Jaromir Kastelic" role="img"></span></p>""",
                head="<style>.protected-text::after { content: attr(data-t); }</style>"),
        expect={"name": "Kleinfeld Digital e.U.", "legal_form": "e.U.",
                "register": {"country": "AT", "court": "-", "number": "FN 581274k"}, "vat_id": None,
                "address": addr("Wallensteinstraße 12/7", "1200", "Wien", "AT"), "representatives": [],
                "phone": None, "email": "office@kleinfeld-digital.at"},
        note="the page's own inline style shows the address from data-t (Unsure): read as the browser shows it, door part kept, country from 'Austria'; FN spaced check letter joined; VAT-exempt no VAT id; GISA no register; no Inhaber line: no owner; § 55 person no rep",
    ),
    dict(
        conv=1212, id="1212-firm-split-over-two-list-items-project-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Diese Website wird im Rahmen eines Forschungsprojekts der HS TV Forschungs- und Entwicklungs GmbH, der Stahlguss Nord GmbH und der Walzwerk Enns GmbH betrieben.</p>
<h2>Medieninhaber und Herausgeber</h2>
<ul><li>Hochschule Traunviertel</li>
<li>Forschungs &amp; Entwicklungs GmbH</li>
<li>DataFlow4Prod - Smart Factory Upper Austria / #industry2035</li>
<li>Stelzhamerstraße 23</li>
<li>4600 Wels, Austria</li></ul>
<p>Tel.: +43 7242 7183 10<br>Fax: +43 7242 7183 99<br>E-Mail: dataflow@hs-traunviertel.at</p>
<p>FN: 318274m<br>UID: ATU61827394</p>
<p>Aufsichtsbehörde: AQ Austria, Franz-Klein-Gasse 5, 1190 Wien</p>"""),
        expect={"name": "Hochschule Traunviertel Forschungs & Entwicklungs GmbH", "legal_form": "GmbH",
                "register": {"country": "AT", "court": "-", "number": "FN 318274m"}, "vat_id": "ATU61827394",
                "address": addr("Stelzhamerstraße 23", "4600", "Wels", "AT"), "representatives": [],
                "phone": "+437242718310", "email": "dataflow@hs-traunviertel.at"},
        note="the Medieninhaber block's two firm lines are joined as printed (Unsure); the project line no part; the intro's spelling is running text; FN and UID; ', Austria' dropped; fax no phone; no representative; the authority no part of the operator",
    ),
    dict(
        conv=1213, id="1213-sitz-line-other-town-than-block-address",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Kessler Softwaretechnik GmbH<br>Calwer Str. 18<br>71034 Böblingen</p>
<p>Handelsregister: HRB 748213<br>Registergericht: Stuttgart<br>Sitz: Ehningen</p>
<p>Vertreten durch: Dominik Rauscher</p>
<p>Telefon: 07031-7182934<br>E-Mail: info@kessler-softwaretechnik.de</p>
<h3>Berufshaftpflichtversicherung</h3>
<p>Schwaben Assekuranz AG, Königstraße 40, 70173 Stuttgart</p>"""),
        expect={"name": "Kessler Softwaretechnik GmbH", "legal_form": "GmbH",
                "address": addr("Calwer Str. 18", "71034", "Böblingen", "DE"),
                "register": {"country": "DE", "court": "Stuttgart", "number": "HRB 748213"},
                "representatives": [{"name": "Dominik Rauscher", "role": "managing_director"}],
                "phone": "+4970317182934"},
        note="a 'Sitz:' town without street is no address: the provider block's complete address is the establishment; 'Vertreten durch' of a GmbH managing_director; insurer somebody else's",
    ),
    dict(
        conv=1214, id="1214-gmbh-kontaktpersonen-no-geschaeftsfuehrer",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Isarlicht Wohnen GmbH<br>Sendlinger Straße 31<br>80331 München<br>Deutschland</p>
<h3>Kontakt</h3>
<p>Tel.: +49 174 3829164</p>
<h3>Kontaktpersonen</h3>
<p>Oksana Melnyk<br>Darja Sokolowa<br>Irina Bondarenko</p>
<p><em>Hinweis: Ggf. sind noch Angaben zum Handelsregister, zur Vertretungsberechtigung und zur USt-IdNr. zu ergänzen.</em></p>""",
                  header='<header><a class="brand" href="/">ISARLICHT WOHNEN GMBH</a></header>'),
        expect={"name": "Isarlicht Wohnen GmbH", "legal_form": "GmbH", "register": None, "representatives": [],
                "address": addr("Sendlinger Straße 31", "80331", "München", "DE"), "phone": None, "email": None,
                "vat_id": None},
        note="contact persons are no representatives; form from the name; no register printed; the only number a 0174 mobile; no e-mail; the note is no value; the header brand in capitals is not the name",
    ),
    dict(
        conv=1215, id="1215-salon-designation-only-in-footer-address-and-copyright",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Ayşe Nur Kandemir<br>Habsburgerstraße 88<br>79104 Freiburg</p>
<p>Telefon: 0761 3827461<br>E-Mail: termin@ak-beauty-lounge.de</p>
<h2>Redaktionell verantwortlich</h2>
<p>Ayşe Nur Kandemir</p>""",
                  head='<meta name="description" content="Impressum von AK Beauty Lounge in Freiburg">',
                  footer='<footer><div><h4>Adresse</h4><p>AK Beauty Lounge<br>Habsburgerstraße 88<br>79104 Freiburg im Breisgau</p></div><p>© 2024 AK Beauty Lounge. · <a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Ayşe Nur Kandemir", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Ayşe Nur Kandemir", "role": "owner"}],
                "address": addr("Habsburgerstraße 88", "79104", "Freiburg", "DE"), "phone": "+497613827461",
                "email": "termin@ak-beauty-lounge.de"},
        note="the designation printed in the footer's address block and copyright line is the business signal (Unsure): sole trader, person the owner and still the name; the provider block's 'Freiburg' is the city; editorial repeat no role; meta description not printed",
    ),
]

# ------------------------------------------------------------------------------------------ 1226-1228
CASES += [
    dict(
        conv=1226, id="1226-contact-page-impressum-section-board-inhaber-uid-mwst",
        url="https://site.invalid/kontakt/",
        html=page("""<h1>Kontakt</h1>
<p><strong>BTS AG</strong><br>Planer und Bauherrenberater<br>Technikumstrasse 41<br>8400 Winterthur<br>T 052 318 27 40<br>
<a href="mailto:info@bts-planer.ch">info@bts-planer.ch</a></p>
<h2>Impressum</h2>
<p>Verwaltungsrat:<br>Reto Kägi, Verwaltungsratspräsident<br>Sandro Wetli, Vizepräsident</p>
<p>Inhaber / Geschäftsleitung:<br>Reto Kägi<br>Sandro Wetli</p>
<p>UID: CHE-218.374.915<br>MWST: CHE-218.374.915 MWST<br>IBAN: CH93 0076 2011 6238 5295 7</p>
<p>Design: Atelier Funkenflug, Zürich · Programmierung: Codewerk Thur GmbH</p>
<!-- Stellen: Bauleiter/in 80-100% -->""", title="Kontakt – BTS AG"),
        expect={"name": "BTS AG", "legal_form": "AG",
                "register": {"country": "CH", "court": "-", "number": "CHE-218.374.915"}, "vat_id": "CHE218374915MWST",
                "address": addr("Technikumstrasse 41", "8400", "Winterthur", "CH"), "phone": "+41523182740",
                "email": "info@bts-planer.ch",
                "representatives": [{"name": "Reto Kägi", "role": "president"},
                                    {"name": "Sandro Wetli", "role": "board_member"}]},
        note="the firm block at the top of the contact page is the operator's block for its Impressum section; the tagline no part of the name; Verwaltungsratspräsident president, Vizepräsident board member (Unsure); the Inhaber/Geschäftsleitung list adds no second role; UID register, MWST VAT; IBAN and credits no value",
    ),
    dict(
        conv=1227, id="1227-booklet-colophon-copyright-holder-only-party-with-address",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<table>
<tr><td>Autorinnen:</td><td>Mirjam Aebersold, Fabienne Tschanz</td></tr>
<tr><td>Redaktion:</td><td>Corinne Waldvogel (Satzwerk GmbH), Luca Bernasconi</td></tr>
<tr><td>Illustrationen:</td><td>Noemi Gasser</td></tr>
<tr><td>Implementation:</td><td>Severin Amstutz (https://sevam.ch)</td></tr>
<tr><td>Copyright:</td><td>2023 - Jugendverband Alpenblick (JVA), Marktgasse 14, 3011 Bern</td></tr>
</table>
<p>Fehler gefunden? Hinweis an die Adresse korrekturen@jva-alpenblick.ch</p>""", title="Impressum – Werkheft Lagerleben"),
        expect={"name": "Jugendverband Alpenblick (JVA)", "legal_form": None, "representatives": [],
                "address": addr("Marktgasse 14", "3011", "Bern", "CH"), "email": "korrekturen@jva-alpenblick.ch",
                "phone": None},
        note="a booklet colophon whose only party with an address is the copyright holder: it is the operator (Unsure), name as printed with the abbreviation, year and dash dropped; no form inferred; the only mailbox the contact; authors, editing firm and developer no reps",
    ),
    dict(
        conv=1228, id="1228-french-cie-block-et-demi-en-dash-ch-prefix",
        url="https://site.invalid/mentions-legales/",
        html=page("""<h1>Mentions légales</h1>
<p>© 2024 Léa Vuilleumier</p>
<p>Cie Léa Vuilleumier<br>Rue de la Tour 12 et demi<br>CH–1004 Lausanne<br>
<a href="mailto:contact@cie-vuilleumier.ch">contact@cie-vuilleumier.ch</a><br>www.cie-vuilleumier.ch</p>
<h2>Crédits</h2>
<p>Photos: Yannick Perroud · Site: Atelier Brume</p>""", title="Mentions légales", lang="fr",
                  nav='<nav><a href="/">Accueil</a> <a href="/spectacles/">Spectacles</a> <a href="/mentions-legales/">Mentions légales</a></nav>',
                  footer='<footer><p>Cie Léa Vuilleumier · Rue de la Tour 12 et demi · CH–1004 Lausanne</p></footer>'),
        expect={"name": "Cie Léa Vuilleumier", "legal_form": None, "representatives": [],
                "address": addr("Rue de la Tour 12 et demi", "1004", "Lausanne", "CH"),
                "email": "contact@cie-vuilleumier.ch", "phone": None},
        note="French block read like a German one, first line the name; 'Cie' names an ensemble, no form (Unsure); the © line names the author, no role; '12 et demi' kept; the country prefix joined by an en dash dropped; website line no contact; footer repeat and credits change nothing",
    ),
]

# ------------------------------------------------------------------------------------------ 1241-1247
CASES += [
    dict(
        conv=1241, id="1241-two-dentists-separate-lines-own-steuernummern",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Anbieter dieser Webseite</h2>
<p>Henrike Lindqvist<br>Agnes Amselberg<br>Frankfurter Allee 212<br>10365 Berlin-Lichtenberg</p>
<p>Telefon: 030 518 27 36 / 030 51 02 03 40<br>Fax: 030 518 27 37<br>
E-Mail: <a href="mailto:info@zahnarztpraxis-lindqvist.de">info@zahnarztpraxis-lindqvist.de</a> / <a href="mailto:praxis@zahnaerztin-amselberg.de">praxis@zahnaerztin-amselberg.de</a></p>
<h2>Umsatzsteuer-ID</h2>
<p>Steuernummer von Agnes Amselberg: 34/518/27364<br>Steuernummer von Henrike Lindqvist: 34/518/29183</p>
<h2>Zuständige Kammer</h2>
<p>Zahnärztekammer Berlin, Stallstraße 1, 10585 Berlin</p>""",
                  header='<header><p class="site-title">Lindqvist Amselberg Zahnarztpraxis</p></header>'),
        expect={"name": "Henrike Lindqvist", "legal_form": None, "representatives": [], "vat_id": None,
                "address": addr("Frankfurter Allee 212", "10365", "Berlin-Lichtenberg", "DE"),
                "phone": "+49305182736", "email": "info@zahnarztpraxis-lindqvist.de"},
        note="two practitioners on separate lines: the first printed is the name; a group without a stated form: form null, neither labelled (Unsure); header designation stays out; city as printed; 'A / B' numbers give A, fax not; first mailbox; Steuernummern no VAT id; chamber somebody else's",
    ),
    dict(
        conv=1242, id="1242-psychotherapist-block-without-heading-lanr-bsnr",
        url=IMP,
        html=page("""<p>Dipl.-Psych. Kerstin Walbrecht<br>Psychologische Psychotherapeutin<br>Oeder Weg 44<br>60318 Frankfurt/M.<br>
Telefon: 069 – 48 27 19 36<br>E-Mail: praxis@walbrecht-psychotherapie.de</p>
<p>Verantwortlich für den Inhalt: Dipl.-Psych. Kerstin Walbrecht (Adresse wie oben)</p>
<h3>Berufsrechtliche Angaben</h3>
<p>Berufsbezeichnung: Psychologische Psychotherapeutin (approbiert in Deutschland)<br>
Zuständige Kammer: Landeskammer für Psychologische Psychotherapeuten Hessen, Gutenbergplatz 1, 65187 Wiesbaden<br>
Kassenärztliche Vereinigung Hessen, Europa-Allee 90, 60486 Frankfurt am Main<br>
Arztnummer: LANR 51 82 73 649<br>Betriebsstättennummer: 46 28193 00</p>
<p>Zuständige Aufsichtsbehörde: Gesundheitsamt Frankfurt am Main, Breite Gasse 28, 60313 Frankfurt am Main</p>
<p>Steuernummer: 014 862 37194<br>Heilbehandlungen sind gemäß § 4 Nr. 14 UStG von der Umsatzsteuer befreit.</p>"""),
        expect={"name": "Kerstin Walbrecht", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Kerstin Walbrecht", "role": "owner"}], "register": None, "vat_id": None,
                "address": addr("Oeder Weg 44", "60318", "Frankfurt/M.", "DE"), "phone": "+496948271936",
                "email": "praxis@walbrecht-psychotherapie.de"},
        note="the block without heading that opens the page is the provider block; degree dropped; profession line no designation; profession, approbation and chamber: sole trader and owner; LANR and BSNR no register; Steuernummer and § 4 Nr. 14 no VAT id; 'Frankfurt/M.' as printed; en dash after the area code",
    ),
    dict(
        conv=1243, id="1243-co-dr-line-between-street-and-postal-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Katrin M. Olbrich<br>Psychotherapeutische Praxis<br>Bergheimer Str. 42<br>c/o Dr. Annette Raabe<br>69115 Heidelberg<br>Deutschland</p>
<p>Mobil: 0151 28371946<br>E-Mail: kontakt@olbrich-psychotherapie.de</p>
<p>Aufsichtsbehörde: Landespsychotherapeutenkammer Baden-Württemberg, Jägerstraße 40, 70174 Stuttgart</p>
<p>Berufshaftpflicht: Neckar Versicherung AG, Kurfürsten-Anlage 12, 69115 Heidelberg</p>""",
                  header='<header><p>Praxis für Psychotherapie</p></header>',
                  footer='<footer><p>Privatpraxis für Psychotherapie – Dipl.-Psych. Katrin M. Olbrich · <a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Katrin M. Olbrich", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Katrin M. Olbrich", "role": "owner"}],
                "address": addr("Bergheimer Str. 42", "69115", "Heidelberg", "DE"), "phone": None,
                "email": "kontakt@olbrich-psychotherapie.de"},
        note="the c/o line between street and postal line is dropped, street above kept; the colleague in it no rep; the activity line, header and footer no designation; middle initial kept; owner of a sole trader; 0151 mobile null; chamber and insurer somebody else's",
    ),
    dict(
        conv=1244, id="1244-praxisgemeinschaft-gbr-partners-only-as-content-responsible",
        url=IMP,
        html=page("""<h2>Kontakt</h2>
<p>Hebammenpraxis Weststadt<br>Rheinhäuserstraße 12<br>68165 Mannheim<br><a href="mailto:team@hebammen-weststadt.de">team@hebammen-weststadt.de</a></p>
<h1>Impressum</h1>
<p>Hebammenpraxis Weststadt<br>Praxisgemeinschaft (GbR)</p>
<p>Verantwortlich für den Inhalt: Svenja Hortmann, Carolin Weidenbach, Aylin Demirtaş und Tabea Kronfeld</p>
<p>Aufsichtsbehörde: Gesundheitsamt der Stadt Mannheim, R 1, 12, 68161 Mannheim</p>"""),
        expect={"name": "Hebammenpraxis Weststadt", "legal_form": "GbR", "register": None, "representatives": [],
                "address": addr("Rheinhäuserstraße 12", "68165", "Mannheim", "DE"),
                "email": "team@hebammen-weststadt.de", "phone": None},
        note="the practice line is the name, the printed form word gives GbR, no register; the midwives named only for the content are no reps (Unsure: partners); the Kontakt block naming the same practice gives address and mailbox; the health department somebody else's",
    ),
    dict(
        conv=1245, id="1245-hebamme-freiberuflich-below-person",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 DDG</h2>
<p>Friederike Hollstein<br>Hebamme (freiberuflich)<br>Lindenstraße 31<br>14467 Potsdam</p>
<p>Mobil: 0152 38471926<br>E-Mail: hallo@hebamme-hollstein.de</p>
<p>Zuständige Aufsichtsbehörde: Landesamt für Arbeitsschutz, Verbraucherschutz und Gesundheit (LAVG), Horstweg 57, 14478 Potsdam</p>
<h3>Fotos</h3>
<p>Marlene Quast Fotografie, Brandenburger Straße 9, 14467 Potsdam, foto@marlene-quast.de</p>""",
                  footer='<footer><p>Webdesign: Havelpixel Agentur · <a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Friederike Hollstein", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Friederike Hollstein", "role": "owner"}],
                "address": addr("Lindenstraße 31", "14467", "Potsdam", "DE"), "phone": None,
                "email": "hallo@hebamme-hollstein.de"},
        note="'Hebamme (freiberuflich)' is the profession with a freelance note, no designation, and states a one-person practice: sole trader, person the owner; 0152 mobile null; authority and photographer (and her mailbox) somebody else's",
    ),
    dict(
        conv=1246, id="1246-swiss-midwives-inhaberin-gruenderinnen-copyright-name",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>Inhaberin</strong><br>Seraina Casutt</p>
<p><strong>Gründerinnen</strong> Seraina Casutt und Flurina Tscharner</p>
<p><strong>Kontakt</strong><br><a href="mailto:mondkind@hebammen-mondkind.ch">mondkind@hebammen-mondkind.ch</a></p>
<p><strong>Branche</strong><br>Frei praktizierende Hebammen fpH</p>
<p><strong>Copyright</strong><br>2025 by Mondkind Hebammen, Schweiz</p>
<p><strong>Design &amp; Programmierung</strong><br>Studio Calanda · Fotos: Gian Caviezel</p>"""),
        expect={"name": "Seraina Casutt", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Seraina Casutt", "role": "owner"}],
                "email": "mondkind@hebammen-mondkind.ch", "address": None, "phone": None},
        note="the Inhaberin line names the holder of a one-person business: sole trader, she is owner and name; the business name only in the copyright line stays out; a Gründerin is no rep; 'Schweiz' alone gives no address; credits somebody else's",
    ),
    dict(
        conv=1247, id="1247-practice-name-above-host-kindergarten-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Anschrift:<br>Hebammenpraxis Sternschnuppe<br>AWO Kita Regenbogen<br>Magdelstieg 40<br>07745 Jena</p>
<p>Telefon: 0152 29384715<br>E-Mail: {{ site.email }}</p>
<p>IK: 461829374</p>"""),
        expect={"name": "Hebammenpraxis Sternschnuppe", "legal_form": None, "representatives": [],
                "address": addr("Magdelstieg 40", "07745", "Jena", "DE"), "phone": None, "email": None, "register": None},
        note="the practice line is the name; the host kindergarten's line is dropped like a c/o part (neither name nor street); no person and no form word: form null, no reps; the IK number no register; 0152 mobile null; the printed Liquid variable no e-mail",
    ),
]

# ------------------------------------------------------------------------------------------ 1256-1259
CASES += [
    dict(
        conv=1256, id="1256-person-only-vat-id-studio-name-in-freemail",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 DDG</h2>
<p>Jannis Oberholz<br>Kaiserstr. 118<br>76133 Karlsruhe<br>Deutschland</p>
<h2>Kontakt</h2>
<p>Telefon: +491761827364<br>E-Mail: nordlicht.spielestudio@gmail.com</p>
<h2>Umsatzsteuer-ID</h2>
<p>Umsatzsteuer-Identifikationsnummer gemäß §27a Umsatzsteuergesetz: DE318274916</p>
<p>Unter dem folgenden Link finden Sie unsere Datenschutzerklärung:</p>"""),
        expect={"name": "Jannis Oberholz", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Jannis Oberholz", "role": "owner"}], "vat_id": "DE318274916",
                "address": addr("Kaiserstr. 118", "76133", "Karlsruhe", "DE"), "phone": None,
                "email": "nordlicht.spielestudio@gmail.com"},
        note="the VAT id as the only business signal: sole trader, the person named as provider the owner and the name; the studio's name only in the mailbox is no designation; the only number a 0176 mobile; the linkless privacy sentence no value",
    ),
    dict(
        conv=1257, id="1257-at-og-heading-uid-no-fn-no-partner",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Bergblick Media OG</h2>
<p>Annenstraße 41<br>A-8020 Graz<br>UID: ATU78192637</p>
<p><a href="mailto:studio@bergblick-media.at">studio@bergblick-media.at</a><br><a href="tel:+436642819374">+43 664 2819374</a></p>
<p>Film- und Medienproduktion<br>Medienbasierte Workshops<br>Livestream Produktion</p>
<p>Gerichtsstand Graz</p>"""),
        expect={"name": "Bergblick Media OG", "legal_form": "OG", "register": None, "vat_id": "ATU78192637",
                "address": addr("Annenstraße 41", "8020", "Graz", "AT"), "representatives": [], "phone": None,
                "email": "studio@bergblick-media.at"},
        note="the firm as printed is the name and gives OG; no FN printed: register null; 'A-' prefix dropped; activity lines no part of the name; no partner named; 0664 mobile null; Gerichtsstand no address",
    ),
    dict(
        conv=1258, id="1258-designation-slogan-ot-district-vat-under-steuer-nr",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>NADELWALD</h2>
<p>Gestaltung.Druck</p>
<p>Stefan Morlock<br>Hauptstraße 17<br>D-79771 Klettgau OT GRIESSEN<br>07742 81927<br>0171 4837261</p>
<p>Steuer-Nr.: DE218374916</p>""",
                  nav='<nav><a href="/">Start</a> <a href="/gestaltung/">Gestaltung</a> <a href="/druck/">Druck</a> <a href="/impressum/">Impressum</a></nav>'),
        expect={"name": "NADELWALD", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Stefan Morlock", "role": "owner"}], "vat_id": "DE218374916",
                "address": addr("Hauptstraße 17", "79771", "Klettgau OT GRIESSEN", "DE"),
                "phone": "+49774281927", "email": None},
        note="the designation heading in capitals is the name, the person its owner, sole trader; the slogan naming the menu's service areas no part; a VAT-id-form number under 'Steuer-Nr.' is the VAT id; the Ortsteil after the town without comma stays in the city (Unsure); 'D-' dropped; landline the phone, 0171 mobile not; no mailbox",
    ),
    dict(
        conv=1259, id="1259-club-minified-vertreten-durch-register-table",
        url=IMP,
        html='<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Turn- und Tanzsportverein Blau-Weiß Kaulsdorf e.V. - Impressum</title></head><body><header><a href="/">Turn- und Tanzsportverein Blau-Weiß Kaulsdorf e.V.</a></header><nav><a href="/">Start</a> <a href="/kurse/">Kurse</a> <a href="/impressum/">Impressum</a></nav><main><h1>Impressum</h1><p>Turn- und Tanzsportverein Blau-Weiß Kaulsdorf e.V.<br>Alt-Kaulsdorf 14<br>12621 Berlin</p><p><strong>Vertreten durch:</strong> Gabriele Wunderlich</p><p><strong>Kontakt:</strong><br>Telefon: 030 / 563 8172<br>E-Mail: TTV-Kaulsdorf@vereinspost-berlin.de</p><table><tr><td>Registergericht:</td><td>Amtsgericht Charlottenburg</td></tr><tr><td>Registernummer:</td><td>VR 28174 B</td></tr></table></main><footer><p>© 2024 · <a href="/impressum/">Impressum</a></p></footer></body></html>',
        expect={"name": "Turn- und Tanzsportverein Blau-Weiß Kaulsdorf e.V.", "legal_form": "e.V.",
                "register": {"country": "DE", "court": "Charlottenburg", "number": "VR 28174"},
                "representatives": [{"name": "Gabriele Wunderlich", "role": "board_member"}],
                "address": addr("Alt-Kaulsdorf 14", "12621", "Berlin", "DE"),
                "phone": "+49305638172", "email": "ttv-kaulsdorf@vereinspost-berlin.de"},
        note="minified club page: e.V. from the name; Charlottenburg, suffix 'B' dropped; the one person the club is 'vertreten durch' (no '1.' or Vorsitz) is a board member; phone joined; e-mail lower-cased; header and title repeat the provider",
    ),
]
