# Convention probes, helper K=7: the numbered conventions that start on lines 8583 to the end of
# tests/imprint/corpus/REAL.md (690-692, 561-570, 711-720, 741-754, 771-782, 801-813, 831-843, 861-868).
# Written blind from the conventions and CONTRACT section 7 (no parser run, no corpus page read).
# All firms, persons, streets, numbers and mailboxes are invented; mailboxes use made-up .de/.at/.ch
# domains (convention 8 treats example.com-style domains as placeholders, so `.example` is avoided
# wherever the e-mail is part of the expectation).

from tests.imprint.convention_probes.common import ALL_NULL, IMP, addr, en, page

CASES = []
SKIPPED = {}

# ------------------------------------------------------------------------------------------ 690-692
CASES += [
    dict(
        conv=690, id="690-private-gathering-contribution",
        url=IMP,
        html=en("""<h1>Imprint</h1>
<h2>Organiser</h2>
<p>Theresa Wallnöfer<br>Zieglergasse 21/7<br>1070 Vienna, Austria</p>
<p>E-Mail: hello@tischrunde-wien.at<br>Phone: +43 664 318 27 90</p>
<h2>About these evenings</h2>
<p>"Tischrunde" is a private, informal gathering for a limited circle of invited guests. It is not a commercial
dating or event service. The contribution paid online when you register is voluntary, covers the costs of food and
room hire and is not a payment for services.</p>""", title="Imprint – Tischrunde"),
        expect={"name": "Theresa Wallnöfer", "legal_form": None, "representatives": [],
                "address": addr("Zieglergasse 21/7", "1070", "Vienna", "AT"),
                "email": "hello@tischrunde-wien.at", "phone": None},
        note="explicit non-commercial statement: private page; online cost contribution is no trade; door part kept, 'Vienna' as printed; +43 664 is mobile",
    ),
    dict(
        conv=691, id="691-bilingual-imprint-freelancer",
        url=IMP,
        html=page("""<h1>Impressum / Legal Notice</h1>
<h2>Angaben gemäß § 5 DDG</h2>
<p>Konstantin R. Aberle<br>Weidachweg 4<br>87509 Immenstadt</p>
<p>Berufsstatus: Freiberufler<br>USt-IdNr.: DE 318 442 907</p>
<p>E-Mail: post@aberle-beratung.de</p>
<hr>
<h2>Information according to § 5 DDG</h2>
<p>Konstantin R. Aberle<br>Weidachweg 4<br>87509 Immenstadt</p>
<p>Professional Status: Freelancer<br>VAT ID: DE 318 442 907</p>
<p>E-Mail: post@aberle-beratung.de</p>""", title="Konstantin Aberle Leadership Coaching – Impressum"),
        expect={"name": "Konstantin R. Aberle", "legal_form": "Einzelunternehmen", "vat_id": "DE318442907",
                "representatives": [{"name": "Konstantin R. Aberle", "role": "owner"}],
                "address": addr("Weidachweg 4", "87509", "Immenstadt", "DE"),
                "email": "post@aberle-beratung.de"},
        note="the same block in two languages is one imprint; freelancer status + VAT id: sole trader, person owner; the title's designation stays out of the name",
    ),
    dict(
        conv=691, id="691-fraction-house-number-entity-email",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 DDG</h2>
<p>Ronja Feichtmayr<br>Moosbach 12 ½<br>87480 Weitnau</p>
<p>Berufsstatus: Freiberuflerin (Lektorat)<br>USt-IdNr.: DE 274 605 118</p>
<p>E-Mail: <span>impressum</span>&#64;<span>feichtmayr-lektorat.de</span></p>"""),
        expect={"address": addr("Moosbach 12 ½", "87480", "Weitnau", "DE"),
                "email": "impressum@feichtmayr-lektorat.de"},
        note="house number's fraction kept as printed; e-mail in visible spans with &#64; read whole",
    ),
    dict(
        conv=692, id="692-link-text-address-broken-target",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Fachschaft Geografie &amp; Umweltwissenschaften<br>Seilergraben 48<br>8001 Zürich</p>
<p>Kontakt: <a href="mailto:fest@.fs-geoumwelt.ch">fest@fs-geoumwelt.ch</a></p>
<p>Für Inhalte externer Links übernehmen wir keine Haftung.</p>"""),
        expect={"name": "Fachschaft Geografie & Umweltwissenschaften", "legal_form": None, "representatives": [],
                "email": "fest@fs-geoumwelt.ch",
                "address": addr("Seilergraben 48", "8001", "Zürich", "CH")},
        note="the e-mail is the link text as printed, not the broken mailto target; Swiss student council without form word: legal form null",
    ),
]

# ------------------------------------------------------------------------------------------ 561-570
CASES += [
    dict(
        conv=561, id="561-ecg-template-all-todo",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Informationspflicht laut § 5 ECG und Offenlegung gemäß § 25 MedienG</h2>
<p>Diensteanbieter: [TODO: Name eintragen]<br>Anschrift: [TODO: Straße, PLZ Ort]</p>
<p>Telefon: +43 676 482 19 37<br>E-Mail: [TODO: E-Mail-Adresse]</p>
<p>GISA-Zahl: [TODO: GISA]<br>UID-Nummer: [TODO: UID]</p>
<p>Berufsbezeichnung: Versicherungsagent<br>Mitglied der Wirtschaftskammer Kärnten</p>""",
                  title="Impressum - Lorenz Haberl"),
        expect=dict(ALL_NULL),
        note="every provider field a placeholder; person only in <title> is chrome; the filled +43 676 is mobile: all null",
    ),
    dict(
        conv=562, id="562-at-fire-brigade-medieninhaber-footer-email",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Medieninhaber und Herausgeber</h2>
<p>Freiwillige Feuerwehr Unterkogelsdorf<br>Feuerwehrstraße 3<br>3385 Unterkogelsdorf</p>
<p>Für den Inhalt verantwortlich: das Kommando der Feuerwehr</p>
<p>Alle Fotos: Feuerwehr Unterkogelsdorf</p>""",
                  footer="""<footer><h3>Kontakt</h3><p>Freiwillige Feuerwehr Unterkogelsdorf<br>Feuerwehrstraße 3<br>3385 Unterkogelsdorf<br>
E-Mail: <a href="mailto:kommando@ff-unterkogelsdorf.at">kommando@ff-unterkogelsdorf.at</a></p><p>© 2024 FF Unterkogelsdorf</p></footer>"""),
        expect={"name": "Freiwillige Feuerwehr Unterkogelsdorf", "legal_form": None, "representatives": [],
                "address": addr("Feuerwehrstraße 3", "3385", "Unterkogelsdorf", "AT"),
                "email": "kommando@ff-unterkogelsdorf.at", "phone": None},
        note="Medieninhaber block is the provider block; a fire brigade has no form code; the footer's Kontakt block prints its only e-mail",
    ),
    dict(
        conv=563, id="563-at-verantwortlich-designation-only-block",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Verantwortlich für den Inhalt:</h2>
<p>NORDHANG Production<br>Wiedner Hauptstraße 88<br>1050 Wien<br>nordhang.production@posteo.at</p>
<h2>Webdesign und Umsetzung</h2>
<p>Clara Steindl und Moritz Aigner</p>"""),
        expect={"name": "NORDHANG Production", "legal_form": None, "representatives": [],
                "address": addr("Wiedner Hauptstraße 88", "1050", "Wien", "AT"),
                "email": "nordhang.production@posteo.at"},
        note="Austrian page: the 'Verantwortlich für den Inhalt' block is the provider block; designation is the name; no person, no owner; web designers are somebody else",
    ),
    dict(
        conv=564, id="564-ag-in-gruendung-registry-address",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<div class="row"><div class="label">Firma</div><div class="value">Alpenkapital Crowd</div></div>
<div class="row"><div class="label">Vorstand</div><div class="value">Reto Ammann</div></div>
<div class="row"><div class="label">E-Mail</div><div class="value"><a href="/kontakt/">E-Maill</a></div></div>
<div class="row"><div class="label">Telefon</div><div class="value">+41 0791234567</div></div>
<div class="row"><div class="label">Aktiengesellschaft in Gründung</div><div class="value">Handelsregisteramt des Kantons Zürich<br>Registerweg 9<br>Postfach<br>8090 Zürich</div></div>
<!-- <div class="row"><div class="label">Bewilligung</div><div class="value">XXX-XX-XXX</div></div> -->"""),
        expect={"legal_form": "AG", "register": None, "vat_id": None,
                "address": None, "email": None, "phone": None,
                "representatives": [{"name": "Reto Ammann", "role": "board_member"}]},
        note="'Aktiengesellschaft in Gründung' gives AG; the row's address is the registry's; 'E-Maill' link prints no address; +41 07x with trunk zero is a mobile",
    ),
    dict(
        conv=565, id="565-domain-provider-foreign-mobile",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Anbieter</h2>
<p>nummernsuche-schweiz.ch</p>
<h2>Kontakt</h2>
<p>E-Mail: nummernsuche.ch@mailbox-ost.ch<br>Telefon: +90 532 418 77 06</p>
<p>Haftungsausschluss: Alle Angaben ohne Gewähr.</p>"""),
        expect={"name": "nummernsuche-schweiz.ch", "legal_form": None, "representatives": [],
                "address": None, "email": "nummernsuche.ch@mailbox-ost.ch", "phone": None},
        note="the domain line is the name; no address; a Turkish mobile (5xx) is still only a mobile: phone null",
    ),
    dict(
        conv=566, id="566-vorstand-one-line-chair-first",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>Segelclub Brombachsee e.V.</strong><br>
Uferstraße 17
91785 Pleinfeld</p>
<p>Vertreten durch den Vorstand: Henrik Sattler (Vorsitzender), Miriam Obst, Tobias Lenz, Carla Weidinger, Jonas Pfaff</p>
<p>E-Mail: vorstand@sc-brombach.de</p>"""),
        expect={"name": "Segelclub Brombachsee e.V.", "legal_form": "e.V.", "register": None,
                "address": addr("Uferstraße 17", "91785", "Pleinfeld", "DE"),
                "representatives": [{"name": "Henrik Sattler", "role": "chair_of_board"},
                                    {"name": "Miriam Obst", "role": "board_member"},
                                    {"name": "Tobias Lenz", "role": "board_member"},
                                    {"name": "Carla Weidinger", "role": "board_member"},
                                    {"name": "Jonas Pfaff", "role": "board_member"}]},
        note="'(Vorsitzender)' after the first name: chair; the other four board members; street and postal line joined only by a source line break",
    ),
    dict(
        conv=567, id="567-fragment-boilerplate-only",
        url=IMP,
        html="""<body><section id="impressum">
<h2>Impressum</h2>
<h3>Haftung für Inhalte</h3>
<p>Die Inhalte unserer Seiten wurden mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität
der Inhalte können wir jedoch keine Gewähr übernehmen. Als Diensteanbieter sind wir gemäß § 5 Abs. 1 MDStV und § 8 Abs. 1 TDG
für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich.</p>
<h3>Urheberrecht</h3>
<p>Die durch die Seitenbetreiber erstellten Inhalte und Werke auf diesen Seiten unterliegen dem deutschen Urheberrecht.</p>
<h3>Datenschutz</h3>
<p>Die Nutzung unserer Webseite ist in der Regel ohne Angabe personenbezogener Daten möglich.</p>
</section></body>""",
        expect=dict(ALL_NULL),
        note="imprint fragment holding only disclaimer/copyright/privacy boilerplate names no operator: all null",
    ),
    dict(
        conv=568, id="568-brand-only-in-footer-copyright-private",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Fabian Kreuzmayr<br>Am Kirchberg 9<br>94166 Stubenberg</p>
<p>Telefon: 08564 963481<br>E-Mail: fabian.kreuzmayr@posteo.de</p>
<p>Alle Übungen auf dieser Seite sind kostenlos. Besucher heute: 57 · Besucher gesamt: 48211</p>""",
                  title="Vokabelinsel – Impressum",
                  head='<meta name="copyright" content="Vokabelwerk Interactive">',
                  footer='<footer><p>Copyright © 2016 - 2020 Vokabelwerk Interactive.</p></footer>'),
        expect={"name": "Fabian Kreuzmayr", "legal_form": None, "representatives": [],
                "address": addr("Am Kirchberg 9", "94166", "Stubenberg", "DE"),
                "email": "fabian.kreuzmayr@posteo.de", "phone": "+498564963481"},
        note="a free learning site with a brand only in the footer copyright prints no trade: private page; landline kept",
    ),
    dict(
        conv=569, id="569-one-person-fundraiser-vertreten-himself",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Kwame Osei-Bonsu<br>Lindwurmstraße 140<br>80337 München</p>
<p>Vertreten durch: Kwame Osei-Bonsu</p>
<h2>Kontakt</h2>
<p>Telefon: 0176 48291735<br>E-Mail: radtour@ride4wells.de</p>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>Kwame Osei-Bonsu, Anschrift wie oben</p>""",
                  title="Ride4Wells – Spendenradtour", nav='<nav><a href="/">Ride4Wells</a> <a href="/route/">Route</a> <a href="/spenden/">Spenden</a></nav>',
                  footer='<footer><p>Ride4Wells · Design: <a href="https://pixel-lotte.invalid/">Lotte Brandes</a></p></footer>'),
        expect={"name": "Kwame Osei-Bonsu", "legal_form": None, "representatives": [],
                "phone": None, "email": "radtour@ride4wells.de"},
        note="one person's fundraiser project is private; 'vertreten durch' himself is no owner statement; 0176 is mobile; footer designer is somebody else",
    ),
    dict(
        conv=570, id="570-real-name-in-placeholder-brackets",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Nachbarschaftshilfe Lichtblick<br>Musterstraße 111<br>Gebäude 44<br>90210 Musterstadt</p>
<p>Vertreten durch: [Selin Karaca]</p>
<h2>Kontakt</h2>
<p>Telefon: +49 (0) 123 44 55 66<br>E-Mail: lichtblick.nachbarn@mailbox-nord.de</p>
<h2>Umsatzsteuer-ID</h2>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: AMS-999999</p>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>[Anschriften und Themengebiete der verantwortlichen Personen]</p>"""),
        expect={"name": "Nachbarschaftshilfe Lichtblick", "legal_form": None, "address": None, "phone": None,
                "vat_id": None, "email": "lichtblick.nachbarn@mailbox-nord.de",
                "representatives": [{"name": "Selin Karaca", "role": "board_member"}]},
        note="a real name inside the generator's brackets is kept without them; placeholder address/phone/VAT null; volunteer initiative's one representative is a board member",
    ),
]

# ------------------------------------------------------------------------------------------ 711-720
CASES += [
    dict(
        conv=711, id="711-privates-nicht-gewerbliches-projekt",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 DDG</h2>
<p>Rojin Demirtaş<br>Lange Straße 31<br>49413 Dinklage</p>
<p>Telefon: +49 1525 7720419<br>E-Mail: kontakt@dilan-app.de</p>
<p>Dilan wird als privates, nicht gewerbliches Projekt betrieben.</p>
<h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
<p>Rojin Demirtaş, Anschrift wie oben</p>""",
                  title="Dilan – Impressum",
                  header='<header><a href="/" class="brand">Dilan</a></header>',
                  footer='<footer><p>© 2024 Dilan · <a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Rojin Demirtaş", "legal_form": None, "representatives": [], "phone": None,
                "address": addr("Lange Straße 31", "49413", "Dinklage", "DE")},
        note="the page's own 'privates, nicht gewerbliches Projekt' outweighs the brand in header and footer; § 18 repeat adds no role; mobile only",
    ),
    dict(
        conv=711, id="711-rein-privates-hobbyprojekt",
        url=IMP,
        html=page("""<h1>Impressum &amp; Datenschutz</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Levin Hartung<br>Petersberger Straße 12<br>36037 Fulda</p>
<p>E-Mail: levin@pixelwache.de<br>Telefonische Erreichbarkeit auf Nachfrage.</p>
<p>PixelWache ist ein rein privates Hobbyprojekt ohne wirtschaftliches Interesse.</p>""",
                  title="PixelWache – Impressum",
                  header='<header><a href="/" class="brand">PixelWache</a></header>',
                  footer='<footer><p>© 2024 PixelWache</p></footer>'),
        expect={"name": "Levin Hartung", "legal_form": None, "representatives": [], "phone": None,
                "email": "levin@pixelwache.de"},
        note="'rein privates Hobbyprojekt ohne wirtschaftliches Interesse': private page despite the brand; no number printed",
    ),
    dict(
        conv=712, id="712-baugruppe-vertreten-architect-script-email",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Baugruppe Sonnenhof Ulm<br>Frauenstraße 52<br>89073 Ulm</p>
<p>Vertreten durch:<br>Jan Petersen<br>Freier Architekt und Stadtplaner BDA</p>
<p>E-Mail: <a id="mail-link" href="#"></a></p>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>Jan Petersen, Frauenstraße 52, 89073 Ulm</p>
<script>document.getElementById('mail-link').textContent = ['info','sonnenhof-ulm.de'].join('@');</script>"""),
        expect={"name": "Baugruppe Sonnenhof Ulm", "legal_form": None, "email": None, "phone": None,
                "representatives": [{"name": "Jan Petersen", "role": "board_member"}],
                "address": addr("Frauenstraße 52", "89073", "Ulm", "DE")},
        note="a group without form word 'vertreten durch' one person: board member; his profession line is no part of the name; script-filled empty mail link: null",
    ),
    dict(
        conv=713, id="713-at-medieninhaber-designation-activity-person",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Medieninhaber:</h2>
<p>MIETBOXX<br>Verleih für Anhänger und Werkzeug<br>Gerhard Pölzl<br>Kaltenbrunn 14<br>A-8262 Kaltenbrunn</p>
<p>Tel.: +43 664 230 18 55<br>Fax: +43 3385 4471<br>E-Mail: office@mietboxx.at</p>
<p>WKO Mitgliedsnummer: 4417820<br>Gerichtsstand: Fürstenfeld</p>"""),
        expect={"name": "MIETBOXX", "legal_form": None, "register": None, "phone": None,
                "representatives": [{"name": "Gerhard Pölzl", "role": "owner"}],
                "address": addr("Kaltenbrunn 14", "8262", "Kaltenbrunn", "AT"),
                "email": "office@mietboxx.at"},
        note="designation is the name, the activity line not; person line below is owner; village+number is the street; 'A-' dropped; only mobile + fax: phone null; WKO no. and Gerichtsstand no register",
    ),
    dict(
        conv=714, id="714-replace-with-tokens-filled-designation-person",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 DDG</h2>
<p>Tilo Brenneis Softwareentwicklung<br>Tilo Brenneis<br>REPLACE_WITH_STREET<br>REPLACE_WITH_ZIP_CITY</p>
<p>E-Mail: REPLACE_WITH_EMAIL</p>
<p>Umsatzsteuer-ID: REPLACE_WITH_VAT_ID <!-- z. B. DE123456789 oder DE 298 441 706 --></p>
<p>GitHub: <a href="https://github.invalid/tbrenneis">github.invalid/tbrenneis</a></p>"""),
        expect={"name": "Tilo Brenneis Softwareentwicklung", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Tilo Brenneis", "role": "owner"}],
                "address": None, "email": None, "vat_id": None},
        note="REPLACE_WITH_ tokens are placeholders; VAT examples in an HTML comment are not printed; filled designation is the name, person line below its owner",
    ),
    dict(
        conv=715, id="715-activity-line-below-person-no-address",
        url=IMP,
        html=page("""<h1>Impressum und Datenschutz</h1>
<h2>Angaben gemäß § 5 DDG</h2>
<p>Svenja Ruhland<br>Dokumentarische Hochzeitsfotografie<br>E-Mail: svenja.ruhland@riseup-post.de</p>
<h2>Datenschutz</h2>
<p>Wenn Sie uns per E-Mail eine Anfrage für ein Fotoshooting senden, werden Ihre Angaben zur Bearbeitung gespeichert.</p>
<p>Zuständige Aufsichtsbehörde: Berliner Beauftragte für Datenschutz und Informationsfreiheit, Alt-Moabit 59-61, 10555 Berlin</p>"""),
        expect={"name": "Svenja Ruhland", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Svenja Ruhland", "role": "owner"}],
                "address": None, "email": "svenja.ruhland@riseup-post.de"},
        note="activity line below the person is the business signal, no designation; no street printed: address null; the authority's address is somebody else's",
    ),
    dict(
        conv=716, id="716-designation-title-brand-footer-person-block",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 DDG</h2>
<p>Jannik Oswald<br>Bautzner Str. 112 B<br>01099 Dresden</p>
<p>Telefon: +49 176 55201983<br>E-Mail: jannik@hochseil-oswald.de</p>
<h2>Verantwortlich nach § 18 Abs. 2 MStV</h2>
<p>Jannik Oswald</p>""",
                  title="Impressum | Falling Star",
                  header='<header><a href="/" class="brand">Falling Star</a></header>',
                  footer='<footer><p>© Falling Star · Stunt · Akrobatik · Artistik</p></footer>'),
        expect={"name": "Jannik Oswald", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Jannik Oswald", "role": "owner"}],
                "address": addr("Bautzner Str. 112 B", "01099", "Dresden", "DE"), "phone": None},
        note="designation in title/brand/footer is a business signal, stays out of the name; spaced house-number letter kept; 0176 mobile",
    ),
    dict(
        conv=717, id="717-hyphenated-activity-below-bold-person",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Diensteanbieter</h2>
<p><strong>Benedikt Aurich</strong><br>Hochzeits-Film-Produktion<br>Kölner Landstraße 210<br>40591 Düsseldorf</p>
<p>Tätigkeit: Hochzeitsfilme und Videoproduktion</p>
<p>Telefon: 0170 3318842<br>E-Mail: kontakt@aurich-hochzeitsfilm.de</p>
<p>Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmer).</p>
<h2>Datenschutzerklärung</h2>
<p style="color:red">Alle rot markierten Stellen musst du noch mit deinen Daten ergänzen!</p>
<p>Verantwortlich für die Datenverarbeitung: [Name, Anschrift]</p>"""),
        expect={"name": "Benedikt Aurich", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Benedikt Aurich", "role": "owner"}],
                "address": addr("Kölner Landstraße 210", "40591", "Düsseldorf", "DE"),
                "email": "kontakt@aurich-hochzeitsfilm.de", "phone": None},
        note="the hyphenated line repeats the 'Tätigkeit': an activity line, no designation; Kleinunternehmer: sole trader; the privacy part's template note nulls nothing in the imprint; 0170 mobile",
    ),
    dict(
        conv=718, id="718-rechtliches-page-footer-brand-number-only",
        url=IMP,
        html=page("""<h1>Rechtliches</h1>
<h2>Entsendung von Betreuungskräften</h2>
<p>Betreuungskräfte aus dem EU-Ausland werden nach den Regeln der Entsenderichtlinie beschäftigt. Die A1-Bescheinigung
weist nach, dass die Sozialversicherung im Herkunftsland besteht.</p>
<h2>Arbeitszeit</h2>
<p>Für die Arbeitszeit gelten die Bestimmungen des Arbeitsgesetzes und der kantonalen Normalarbeitsverträge.</p>""",
                  title="Rechtliches – PflegeDaheim-Plus",
                  nav='<nav><a href="/" class="brand">PflegeDaheim-Plus</a>  <a href="/rechtliches/">Rechtliches</a></nav>',
                  footer='<footer><p>+41 71 644 28 17</p><p>PflegeDaheim-Plus @ 2016</p></footer>'),
        expect=dict(ALL_NULL),
        note="a legal-background page whose footer has only a brand and a number is no imprint: all null",
    ),
    dict(
        conv=719, id="719-country-letter-cut-from-postal-line",
        url="https://site.invalid/",
        html=page("""<section id="spenden"><h2>Spenden für das Wohnheim</h2><p>Jede Spende hilft den Bewohnerinnen und Bewohnern.</p></section>
<section id="impressum">
<h2>Impressum</h2>
<p>Angaben gemäß ECG, UGB, GewO und MedienG</p>
<p>Milena Draganova Huber<br>Kranebitter Allee 41, A<br>6020 Innsbruck,<br>Österreich</p>
<p>Telefon: +43 699 1182 4470<br>E-Mail: m.huber@wohnheimverbund-tirol.at</p>
</section>""", title="Spenden – Wohnheim Kranebitten",
                  header='<header><p>Wohnheim Kranebitten · Kranebitter Allee 41a · Innsbruck</p></header>'),
        expect={"name": "Milena Draganova Huber", "legal_form": None, "representatives": [],
                "address": addr("Kranebitter Allee 41", "6020", "Innsbruck", "AT"),
                "email": "m.huber@wohnheimverbund-tirol.at", "phone": None},
        note="the ', A' is the postal line's country letter cut off: street without it, city without the trailing comma; header's '41a' does not replace it; ECG heading without trade fields: private; +43 699 mobile",
    ),
    dict(
        conv=720, id="720-astro-unfilled-template",
        url=IMP,
        html="""<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Impressum</title></head><body>
<PageLayout title="Treuhandbüro Rheinblick Basel" description="Impressum" noindex={true}>
<nav><a href="/">Start</a> <a href="/impressum/">Impressum</a></nav>
<main>
<h1>Impressum</h1>
<p>[FIRMENNAME]<br>[RECHTSFORM]<br>Vertreten durch: [VOLLSTÄNDIGER NAME]</p>
<p>[ADRESSE]<br>[PLZ ORT]</p>
<p>Telefon: [TELEFON]<br>E-Mail: [EMAIL]</p>
<p>UID: [UID-NUMMER]<br>Handelsregister: [HANDELSREGISTER]</p>
<p>Website: treuhand-rheinblick.ch<br>Verliehen in: Schweiz</p>
</main>
<footer>© 2024</footer>
</PageLayout>
</body></html>""",
        expect=dict(ALL_NULL),
        note="every field a bracketed placeholder; the firm in the layout tag's title attribute is no printed text: all null",
    ),
]

# ------------------------------------------------------------------------------------------ 741-754
CASES += [
    dict(
        conv=741, id="741-vertretungsbefugt-vorstand-epost-register",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Turnverein Blaubeuren-Gerhausen e.V.<br>Lindenweg 6<br>89143 Blaubeuren</p>
<p>Telefon: 07344 921803<br>EPost: info@tv-gerhausen.de</p>
<p>Vertretungsbefugt: Vorstand Matthias Kienle</p>
<p>Beim Registergericht: Amtsgericht Ulm<br>Unter der Registernummer: VR 720418</p>
<p>Das Impressum gilt für: tv-gerhausen.de</p>""",
                  footer='<footer><p>Erstellt mit dem Impressum-Generator</p></footer>'),
        expect={"name": "Turnverein Blaubeuren-Gerhausen e.V.", "legal_form": "e.V.",
                "register": {"country": "DE", "court": "Ulm", "number": "VR 720418"},
                "email": "info@tv-gerhausen.de", "phone": "+497344921803",
                "representatives": [{"name": "Matthias Kienle", "role": "board_member"}]},
        note="'Vorstand' before one name with no Vorsitz word: board member; 'EPost:' labels the e-mail; register from the 'Beim Registergericht' / 'Unter der Registernummer' lines",
    ),
    dict(
        conv=742, id="742-verein-without-form-word-names-register",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>SpVgg Regnitztal Hallstadt von 1924<br>Sportplatzweg 2<br>96103 Hallstadt</p>
<p>Vertreten durch: Florian Dippold</p>
<p>Vereinsregister: VR301<br>Registergericht: Amtsgericht Bamberg</p>
<p>Telefon: 0951/7042218<br>Telefax: 0951/7042219</p>
<p>E-Mail: info@spvgg-regnitztal.de</p>"""),
        expect={"name": "SpVgg Regnitztal Hallstadt von 1924", "legal_form": "e.V.",
                "register": {"country": "DE", "court": "Bamberg", "number": "VR 301"},
                "representatives": [{"name": "Florian Dippold", "role": "board_member"}],
                "phone": "+499517042218"},
        note="a German Verein naming its register court is e.V. (name as printed, no e.V. added); 'VR301' spaced; one name without function is a board member; Telefax not the phone",
    ),
    dict(
        conv=742, id="742-two-labelled-mailboxes-club-vs-unit",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Nachwuchsleistungszentrum</h2>
<p>SpVgg Regnitztal Hallstadt von 1924<br>Sportplatzweg 2<br>96103 Hallstadt</p>
<p>Vereinsregister: VR 301<br>Registergericht: Amtsgericht Bamberg</p>
<p>E-Mail vom NLZ SpVgg Hallstadt: jugend@nlz-regnitztal.de<br>
E-Mail vom SpVgg Hallstadt: info@spvgg-regnitztal.de</p>"""),
        expect={"email": "info@spvgg-regnitztal.de"},
        note="of two mailboxes each labelled with its owner, the one the page assigns to the provider club is the contact, not the youth academy's printed first",
    ),
    dict(
        conv=743, id="743-code-block-provider-amtgericht-steuernummer",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<pre><code>Werkraum Durlach e.V.
Pfinztalstraße 77
76227 Karlsruhe

Telefon: 0721 3890417
Telefax: 0721 3890418

Registergericht: Amtgericht Karlsruhe
Registernummer: VR 108842

Umsatzsteuer-Identifikationsnummer gemäß §27 a Umsatzsteuergesetz: DE 35071/04412
</code></pre>
<p>Der Werkraum betreibt den Gewerbehof in der Pfinztalstraße.</p>"""),
        expect={"name": "Werkraum Durlach e.V.", "legal_form": "e.V.",
                "register": {"country": "DE", "court": "Karlsruhe", "number": "VR 108842"},
                "vat_id": None, "email": None, "phone": "+497213890417",
                "address": addr("Pfinztalstraße 77", "76227", "Karlsruhe", "DE")},
        note="headless provider block in a code block: first line the name; 'Amtgericht' typo read as the court; a Steuernummer with 'DE' is no VAT id; no e-mail; fax not the phone",
    ),
    dict(
        conv=744, id="744-vorsitzender-label-over-chair-name-street",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>Förderverein Wassermühle Grohnde e.V.</strong></p>
<p><em>Vorsitzender:</em></p>
<p><strong>Hans-Jürgen Wedekind</strong><br>Mühlenstraße 14<br>31860 Emmerthal</p>"""),
        expect={"name": "Förderverein Wassermühle Grohnde e.V.", "legal_form": "e.V.",
                "representatives": [{"name": "Hans-Jürgen Wedekind", "role": "chair_of_board"}],
                "address": addr("Mühlenstraße 14", "31860", "Emmerthal", "DE"),
                "email": None, "phone": None},
        note="'Vorsitzender:' over the chair: chair_of_board; the street below him in the club's block is the club's address; no contact data",
    ),
    dict(
        conv=745, id="745-fire-brigade-mayor-mailbox",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Anbieter</h2>
<p>Freiwillige Feuerwehr Ellgau-Nord<br>Rathausplatz 2<br>86679 Ellgau</p>
<h2>Kontakt</h2>
<p>Telefon: 08273 451<br>E-Mail: buergermeister@ellgau-nord.de</p>
<h2>Verantwortlich nach § 55 Abs. 2 RStV</h2>
<p>Kommandant<br>Hauptstraße 17<br>86679 Ellgau</p>"""),
        expect={"name": "Freiwillige Feuerwehr Ellgau-Nord", "legal_form": None, "representatives": [],
                "email": "buergermeister@ellgau-nord.de", "phone": "+498273451",
                "address": addr("Rathausplatz 2", "86679", "Ellgau", "DE")},
        note="the mailbox under the provider's 'Kontakt' is the operator's contact whatever its local part; fire brigade: no form; § 55 names a function, no person",
    ),
    dict(
        conv=746, id="746-projekt-von-domain-designation-ch",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>SafeBoxVergleich.ch<br>Ein Projekt von pixelhain.ch</p>
<h2>Verantwortlich für den Inhalt</h2>
<p>Nael Haddad<br>pixelhain.ch</p>
<p>E-Mail: info [at] pixelhain.ch</p>""",
                  title="Impressum – SafeBoxVergleich.ch",
                  head='<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"SafeBoxVergleich.ch","url":"https://safeboxvergleich.invalid/"}</script>'),
        expect={"name": "pixelhain.ch", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Nael Haddad", "role": "owner"}],
                "email": "info@pixelhain.ch", "address": None, "phone": None},
        note="'Ein Projekt von Y': Y is the operator, the domain-style designation as printed; Swiss 'Verantwortlich' block is a provider block, the person its owner; JSON-LD's project name is no name",
    ),
    dict(
        conv=747, id="747-first-second-chair-webadmin-mailbox",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Anglerverein Nagoldtal e.V.<br>Bergstraße 30/1<br>75378 Bad Liebenzell</p>
<p>Vertreten durch:<br>Roland Schwämmle (1. Vorsitzender)<br>Dieter Haag (2. Vorsitzender)</p>
<p>Telefon: 0172 6614093<br>E-Mail: webadmin@anglerverein-nagoldtal.de</p>
<p>Eingetragen im Vereinsregister.<br>Registergericht: Stuttgart<br>Registernummer: VR 331207</p>
<p>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV: Roland Schwämmle</p>"""),
        expect={"name": "Anglerverein Nagoldtal e.V.", "legal_form": "e.V.",
                "representatives": [{"name": "Roland Schwämmle", "role": "chair_of_board"},
                                    {"name": "Dieter Haag", "role": "board_member"}],
                "email": "webadmin@anglerverein-nagoldtal.de", "phone": None,
                "address": addr("Bergstraße 30/1", "75378", "Bad Liebenzell", "DE"),
                "register": {"country": "DE", "court": "Stuttgart", "number": "VR 331207"}},
        note="first chair chair_of_board, second chair board member; the club's only mailbox counts even as webadmin@; 0172 mobile; slash part kept",
    ),
    dict(
        conv=748, id="748-university-sports-group-co-code-block",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Bei Fragen zum Kursangebot wenden Sie sich an hochschulsport@uni-hafenstadt.de. Der Hochschulsport übernimmt für diese
Seite keine Verantwortung.</p>
<pre><code>Aikido im Hochschulsport der Universität Hafenstadt
c/o Universität Hafenstadt
Ammerländer Weg 118
26129 Oldenburg
Tel.: 0049-441-79 83456
</code></pre>
<p>Für diese Website ist allein Aikido im Hochschulsport der Universität Hafenstadt verantwortlich.</p>
<h2>Verantwortlich nach § 55 Abs. 2 RStV</h2>
<p>Prof. Dr. Wiebke Sanders, wiebke.sanders@uni-hafenstadt.de</p>"""),
        expect={"name": "Aikido im Hochschulsport der Universität Hafenstadt", "legal_form": None,
                "address": addr("Ammerländer Weg 118", "26129", "Oldenburg", "DE"),
                "phone": "+494417983456", "email": None, "representatives": []},
        note="block's first line is the name; c/o line dropped, street kept; '0049' is the international prefix; the parent unit's and the § 55 professor's mailboxes are not the operator's",
    ),
    dict(
        conv=749, id="749-einzeln-vertreten-abbot-offices-after-comma",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Veranstalter:<br>Klosterkonzerte Benediktbeuern e.V.<br>Klosterhof 3<br>83671 Benediktbeuern</p>
<p>Einzeln vertreten durch:<br>Abt Gregor Wiesmaier, Vorsitzender<br>Lena Hofstetter, Finanzvorstand<br>Korbinian Strobl, Schriftführer</p>
<p>Tel: 08857 / 62 40-0 (RAin Hofstetter)<br>E-Mail: info@klosterkonzerte-bb.de</p>
<p>Steuernummer: 139/110/40218. Der Verein ist wegen Förderung von Kunst und Kultur als gemeinnützig anerkannt.</p>"""),
        expect={"name": "Klosterkonzerte Benediktbeuern e.V.", "legal_form": "e.V.",
                "representatives": [{"name": "Gregor Wiesmaier", "role": "chair_of_board"},
                                    {"name": "Lena Hofstetter", "role": "board_member"},
                                    {"name": "Korbinian Strobl", "role": "board_member"}],
                "phone": "+49885762400", "vat_id": None},
        note="'Vorsitzender' after the comma: chair; 'Abt' is an ecclesiastical title; 'Veranstalter:' is a label; the number with a name in parentheses is still the club's",
    ),
    dict(
        conv=750, id="750-village-site-sentence-on-municipality",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Jan-Niklas Vogtmann<br>Am Dorfanger 5<br>36211 Oberhausen-Alheim</p>
<p>Telefon: +49 (0) 1522 4418270</p>
<p>E-Mail: <img src="/img/mail.png" alt="E-Mail"></p>
<p>Die Gemeinde Alheimtal ist Körperschaft des Öffentlichen Rechts. Sie wird vertreten durch den Bürgermeister Dr. Volker Pfannkuch.</p>""",
                  title="Unser Dorf – Impressum"),
        expect={"name": "Jan-Niklas Vogtmann", "legal_form": None, "representatives": [],
                "address": addr("Am Dorfanger 5", "36211", "Oberhausen-Alheim", "DE"),
                "email": None, "phone": None},
        note="the only block with an address names the resident: private page; the municipality sentence names no provider; mayor no representative; e-mail only an image; 01522 mobile",
    ),
    dict(
        conv=751, id="751-postfach-only-board-list-offices",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Tauchsportgemeinschaft Ruhrperle e.V.<br>Postfach 21 04 33<br>45142 Essen</p>
<p>Vertretungsberechtigter Vorstand:<br>1. Vorsitzende: Sabine Kurowski<br>2. Vorsitzender: Erwin Tebbe<br>
Schriftführer: Hakan Yılmaz<br>Kassenwart: Petra Lohmann<br>Gerätewart: Dennis Quast</p>
<p>E-Mail: s.kurowski@tsg-ruhrperle.de</p>
<h2>Verantwortlich nach § 18 Abs. 2 MStV</h2>
<p>Sabine Kurowski, c/o Tauchsportgemeinschaft Ruhrperle e.V., Postfach 21 04 33, 45142 Essen</p>"""),
        expect={"name": "Tauchsportgemeinschaft Ruhrperle e.V.", "legal_form": "e.V.", "address": None,
                "email": "s.kurowski@tsg-ruhrperle.de",
                "representatives": [{"name": "Sabine Kurowski", "role": "chair_of_board"},
                                    {"name": "Erwin Tebbe", "role": "board_member"},
                                    {"name": "Hakan Yılmaz", "role": "board_member"},
                                    {"name": "Petra Lohmann", "role": "board_member"},
                                    {"name": "Dennis Quast", "role": "board_member"}]},
        note="a Postfach is no address; first chair chair_of_board, every other member of the representing board a board member; chair's mailbox on the club domain is the contact",
    ),
    dict(
        conv=752, id="752-offizielle-homepage-des-street-in-55-co-block",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>pfadi-brunnenreuth.de ist die offizielle Homepage des Förderkreis des Stammes Brunnenreuth e.V.</p>
<h2>Verantwortlich nach § 55 Abs. 2 RStV</h2>
<p>Tobias Gerstl<br>c/o Förderkreis des Stammes Brunnenreuth e.V.<br>Eichendorffstr. 21<br>85104 Pförring<br>
Mobil: 0170 2284916<br>E-Mail: kontakt@pfadi-brunnenreuth.de</p>
<h2>Online Redaktion &amp; Webmaster</h2>
<p>webmaster@pfadi-brunnenreuth.de</p>"""),
        expect={"name": "Förderkreis des Stammes Brunnenreuth e.V.", "legal_form": "e.V.",
                "address": addr("Eichendorffstr. 21", "85104", "Pförring", "DE"),
                "email": "kontakt@pfadi-brunnenreuth.de", "phone": None, "representatives": []},
        note="the club the sentence names is the operator, its name from the c/o line; the c/o names the club, so the street is its address; editor no representative; webmaster box is a function box",
    ),
    dict(
        conv=753, id="753-personal-case-report-profession-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Dario Pfenninger<br>Informatiker &amp; Autor<br>Schweiz</p>
<p>E-Mail: [Kontakt über die Website]</p>
<p>Diese Website dient ausschliesslich der Information über meinen persönlichen Fall. Ich biete KEINE Rechtsberatung an
und verkaufe keine Dienstleistungen.</p>"""),
        expect={"name": "Dario Pfenninger", "legal_form": None, "representatives": [],
                "address": None, "email": None},
        note="explicit personal-case statement: private page despite the profession line; 'Schweiz' alone is no address; bracketed text is no e-mail",
    ),
    dict(
        conv=754, id="754-at-verein-zvr-obmann-todo-in-comment",
        url=IMP,
        html=page("""<h1 data-i18n="imprint.title">Impressum</h1>
<h2 data-i18n="imprint.heading">Informationen gemäß § 5 ECG und Offenlegung gemäß § 25 MedienG</h2>
<p data-i18n="imprint.block">Tamilisch-Österreichischer Kulturverein Ottakring<br>Thaliastraße 140/2<br>1160 Wien, Österreich</p>
<!-- <p>ZVR-Zahl: TODO</p>
<p>Obmann: TODO (Name eintragen)</p> -->
<p data-i18n="imprint.mail">E-Mail: kontakt@tamil-kulturverein.at</p>"""),
        expect={"name": "Tamilisch-Österreichischer Kulturverein Ottakring", "legal_form": None, "register": None,
                "representatives": [],
                "address": addr("Thaliastraße 140/2", "1160", "Wien", "AT"),
                "email": "kontakt@tamil-kulturverein.at", "phone": None},
        note="commented-out ZVR and Obmann are not on the page; Austrian Verein: legal form null; country after the comma dropped; data-i18n text is literally printed",
    ),
]

# ------------------------------------------------------------------------------------------ 771-782
CASES += [
    dict(
        conv=771, id="771-practice-heading-above-person-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Zahnarztpraxis Annika Wellhöfer</h2>
<p>Annika Wellhöfer<br>Äußere Zwickauer Straße 42<br>08064 Zwickau-Planitz</p>
<p>Telefon: 0375 / 781 22 45</p>
<p>Berufsbezeichnung: Zahnärztin (Approbation verliehen durch die Bundesrepublik Deutschland)</p>
<h2>Zuständige Kammer</h2>
<p>Landeszahnärztekammer Sachsen<br>Kammerweg 11<br>01099 Dresden<br>Telefon: 0351 8066-0<br>E-Mail: info@lzk-beispiel-sachsen.de</p>
<h2>Kassenzahnärztliche Vereinigung</h2>
<p>KZV Sachsen, Kammerweg 13, 01099 Dresden, Telefon: 0351 8053-0</p>
<h2>Verantwortlich nach § 55 Abs. 2 RStV</h2>
<p>Annika Wellhöfer, Anschrift wie oben</p>"""),
        expect={"name": "Zahnarztpraxis Annika Wellhöfer", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Annika Wellhöfer", "role": "owner"}],
                "address": addr("Äußere Zwickauer Straße 42", "08064", "Zwickau-Planitz", "DE"),
                "phone": "+493757812245", "email": None},
        note="practice heading is the provider block's first line and the name; the separate person line makes her owner; chamber's and KZV's contact data somebody else's: no e-mail",
    ),
    dict(
        conv=772, id="772-steuerbuero-dr-designation-no-person-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Steuerbüro Dr. Holger Brandstätter<br>Kirchgasse 7<br>D-67159 Friedelsheim</p>
<p>Telefon: +49 (0) 6322 4817-0<br>Telefax: +49 (0) 6322 4817-20<br>E-Mail: kanzlei@steuerbuero-brandstaetter.de</p>
<p>USt-ID: 41/255/0817/3<br>Zuständiges Gericht: Amtsgericht Neustadt an der Weinstraße</p>
<p>Zugelassen als Rechtsanwalt in der Bundesrepublik Deutschland. Als Anwalt bin ich Mitglied der Rechtsanwaltskammer Zweibrücken.</p>
<p>Inhaltlich Verantwortlicher: Dr. Holger Brandstätter</p>"""),
        expect={"name": "Steuerbüro Dr. Holger Brandstätter", "legal_form": "Einzelunternehmen", "representatives": [],
                "vat_id": None, "register": None, "phone": "+49632248170",
                "address": addr("Kirchgasse 7", "67159", "Friedelsheim", "DE")},
        note="designation holding title and name is the name as printed; no separate person line and only a content line: no owner; Steuernummer under 'USt-ID': null; court without number: no register; extension digit kept",
    ),
    dict(
        conv=773, id="773-counting-digit-numbers-firm-kept",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Heinsberger Dachtechnik GmbH &amp; Co. KG<br>Industriestraße 19<br>52511 Geilenkirchen</p>
<p>Registergericht: Amtsgericht Aachen<br>Registernummer: HRA 12345</p>
<p>Persönlich haftende Gesellschafterin: Heinsberger Dachtechnik Verwaltungs GmbH<br>Geschäftsführer: Ralf Strucken</p>
<p>Telefon: +49 2451 12345<br>E-Mail: info@dachtechnik-strucken.de</p>
<p>Umsatzsteuer-ID: DE 123 456 789</p>
<p>Dachdeckermeister · Mitglied der Handwerkskammer Aachen</p>"""),
        expect={"name": "Heinsberger Dachtechnik GmbH & Co. KG", "legal_form": "GmbH & Co. KG",
                "register": None, "vat_id": None, "phone": None,
                "representatives": [{"name": "Ralf Strucken", "role": "managing_director"}],
                "email": "info@dachtechnik-strucken.de",
                "address": addr("Industriestraße 19", "52511", "Geilenkirchen", "DE")},
        note="counting-digit register, VAT and phone numbers are placeholders; firm, street, managing director and mailbox kept; the general partner GmbH's MD is managing_director",
    ),
    dict(
        conv=774, id="774-at-private-portfolio-postal-line-first-header-icon",
        url=IMP,
        html=page("""<h1>Offenlegung gemäß § 5 ECG</h1>
<p>Name: Bence Halász<br>Anschrift: 1130 Wien, Wlassakstraße 9</p>
<p>Diese Website ist ein privates Portfolio und stellt kein kommerzielles Angebot dar; es werden weder Waren noch
Dienstleistungen verkauft.</p>""",
                  title="Bence Halász – Offenlegung",
                  header='<header><a href="/">Bence Halász</a> <a href="https://codehost.invalid/bhalasz" title="GitHub">⌥</a> <a href="mailto:bence.halasz.dev@posteo.at" title="E-Mail"><svg width="16" height="16" aria-hidden="true"><rect width="16" height="12"/></svg></a></header>'),
        expect={"name": "Bence Halász", "legal_form": None, "representatives": [],
                "address": addr("Wlassakstraße 9", "1130", "Wien", "AT"),
                "email": "bence.halasz.dev@posteo.at"},
        note="explicit private statement; postal line before the street split into parts; the header's envelope-icon mailto titled 'E-Mail' is the only e-mail and counts",
    ),
    dict(
        conv=775, id="775-impressum-und-datenschutz-only-privacy-text",
        url=IMP,
        html=page("""<h1>Impressum und Datenschutz</h1>
<h2>Datenschutzerklärung</h2>
<p>Wir verarbeiten personenbezogene Daten unserer Nutzer nur, soweit dies zur Bereitstellung eines funktionsfähigen
Onlineangebotes sowie zur Erbringung unserer Leistungen erforderlich ist.</p>
<h3>Verantwortlicher</h3>
<p>Raphael Zettl<br>Leonrodstr. 58<br>80636 München<br>webmaster@raphael-zettl.de</p>
<h3>Rechte der betroffenen Personen</h3>
<p>Sie haben das Recht, eine Bestätigung darüber zu verlangen, ob betreffende Daten verarbeitet werden.</p>""",
                  title="Impressum und Datenschutz"),
        expect={"name": "Raphael Zettl", "legal_form": None, "representatives": [],
                "address": addr("Leonrodstr. 58", "80636", "München", "DE"),
                "email": "webmaster@raphael-zettl.de"},
        note="the controller block is the only operator block; its only mailbox counts whatever the local part; generator boilerplate is no business signal",
    ),
    dict(
        conv=776, id="776-code-block-provider-contact-at-first-mailbox",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<pre><code>Timo Brakhage
Im Winkel 63
30982 Pattensen
</code></pre>
<h2>Kontakt</h2>
<pre><code>Telefon: +49 5066 709881
E-Mail / XMPP: timo [at] plauderhafen.de
(Technische Anliegen) E-Mail / XMPP: admin@plauderhafen.eu
</code></pre>
<p>Für alle anderen Anliegen erreichst du das Team unter hello@plauderhafen.eu. Plauderhafen ist ein Chatdienst für unser
Netzwerk.</p>"""),
        expect={"name": "Timo Brakhage", "legal_form": None, "representatives": [],
                "email": "timo@plauderhafen.de", "phone": "+495066709881",
                "address": addr("Im Winkel 63", "30982", "Pattensen", "DE")},
        note="code-block text is printed text; the first mailbox resolves and is the e-mail; technical and team mailboxes not; no business signal: private",
    ),
    dict(
        conv=777, id="777-geschaeftsfuehrerin-medieninhaberin-one-person",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Geschäftsführerin, Medieninhaberin und Verantwortliche für den Inhalt:</p>
<p>Ilka Brodersen<br>Kaiserallee 27<br>76185 Karlsruhe</p>
<p>Telefon: 0162 7730148<br>E-Mail: hallo@ilkabrodersen.de</p>"""),
        expect={"name": "Ilka Brodersen", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Ilka Brodersen", "role": "managing_director"}],
                "phone": None},
        note="the heading names her as provider and manager: managing_director as printed, and a business is run: Einzelunternehmen; 0162 mobile",
    ),
    dict(
        conv=777, id="777-street-without-space-kept",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Geschäftsführerin, Medieninhaberin und Verantwortliche für den Inhalt:</p>
<p>Ilka Brodersen<br>Sonnenstr.3<br>76185 Karlsruhe</p>
<p>E-Mail: hallo@ilkabrodersen.de</p>"""),
        expect={"address": addr("Sonnenstr.3", "76185", "Karlsruhe", "DE")},
        note="'Sonnenstr.3' kept without a space",
    ),
    dict(
        conv=778, id="778-ik-number-only-business-signal",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Merle Ostendorf<br>Bürgerwiese 8<br>01069 Dresden</p>
<p>Telefon: 0152 28830417<br>E-Mail: post@hebamme-ostendorf.de</p>
<p>IK: 459203716</p>"""),
        expect={"name": "Merle Ostendorf", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Merle Ostendorf", "role": "owner"}],
                "register": None, "phone": None},
        note="the health carriers' Institutionskennzeichen is a provider's identifier: business signal; no register; mobile only",
    ),
    dict(
        conv=779, id="779-gmbh-email-not-printed-register-tostedt",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Betreiber der Website</h2>
<p>NK Studios GmbH<br>Bahnhofstraße 4<br>27374 Visselhövede<br>Deutschland</p>
<p>Geschäftsführer: Niklas Kruse</p>
<p>Handelsregistereintrag: HRB 214407<br>Registergericht: Amtsgericht Walsrode</p>
<p>Steuernummer: 36/201/14418</p>
<p><a href="/kontakt">Kontakt</a></p>"""),
        expect={"name": "NK Studios GmbH", "legal_form": "GmbH", "email": None, "vat_id": None,
                "register": {"country": "DE", "court": "Walsrode", "number": "HRB 214407"},
                "representatives": [{"name": "Niklas Kruse", "role": "managing_director"}],
                "address": addr("Bahnhofstraße 4", "27374", "Visselhövede", "DE")},
        note="the body prints no mailbox (only a contact link): e-mail null; register; Steuernummer no VAT id; 'Deutschland' dropped",
    ),
    dict(
        conv=780, id="780-email-component-tag-ek-lowercase",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>brightloop solutions e. K.<br>Inhaber Sören Vollmering<br>Poppelsdorfer Allee 31<br>D-53115 Bonn</p>
<p>Fon +49 228 84 19 27 63<br>E-Mail: <Email /></p>
<p>Handelsregister: HRA 7152 (Amtsgericht Bonn)</p>"""),
        expect={"name": "brightloop solutions e. K.", "legal_form": "e.K.", "email": None,
                "representatives": [{"name": "Sören Vollmering", "role": "owner"}],
                "register": {"country": "DE", "court": "Bonn", "number": "HRA 7152"},
                "phone": "+4922884192763",
                "address": addr("Poppelsdorfer Allee 31", "53115", "Bonn", "DE")},
        note="an <Email /> component prints nothing; lower case and spacing of the firm kept, form e.K.; 'Inhaber X' owner; 'D-' dropped",
    ),
    dict(
        conv=781, id="781-vorname-nachname-above-firmenname-soft-break",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Vorname und Nachname: Lea Zumstein<br>
Firmenname: Thun Klangtherapie
Adresse: Frutigenstrasse 56, 3604 Thun, Schweiz</p>
<p>Telefon: 079 402 18 63<br>E-Mail: praxis@klangtherapie-thun.ch</p>"""),
        expect={"name": "Thun Klangtherapie", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Lea Zumstein", "role": "owner"}],
                "address": addr("Frutigenstrasse 56", "3604", "Thun", "CH"), "phone": None},
        note="the value under 'Firmenname' is the name (the soft break joining it with 'Adresse:' adds nothing); person labelled above it owner; one-line address split, country dropped; 079 mobile",
    ),
    dict(
        conv=782, id="782-ohg-vertreten-durch-two-partners",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Lindner Hörakustik OHG<br>Marktplatz 3<br>97232 Giebelstadt</p>
<p>Vertreten durch: Carolin Lindner, Aylin Brückner</p>
<p>Telefon: 09334 90417<br>E-Mail: info@lindner-hoerakustik.de</p>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: DE 304 117 582</p>
<p>Handwerkskammer für Unterfranken, Rennweg 3, 97070 Würzburg</p>
<p>Redaktionell verantwortlich: Carolin Lindner</p>"""),
        expect={"name": "Lindner Hörakustik OHG", "legal_form": "OHG", "register": None,
                "vat_id": "DE304117582",
                "representatives": [{"name": "Carolin Lindner", "role": "partner"},
                                    {"name": "Aylin Brückner", "role": "partner"}],
                "address": addr("Marktplatz 3", "97232", "Giebelstadt", "DE")},
        note="an OHG's 'Vertreten durch' persons are its personally liable partners; editorial line adds no role; Handwerkskammer somebody else",
    ),
]

# ------------------------------------------------------------------------------------------ 801-813
CASES += [
    dict(
        conv=801, id="801-building-floor-before-street-slash-country",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Offenbarung gem. §25 MedG.</h2>
<p>UMZUG FLINK<br>Lindwurm Tower 14. Stock, Wagramer Straße 19<br>A-1220 Wien/Österreich</p>
<p>E-Mail: office@umzug-flink.at</p>
<p>UID: ATU 61874209</p>
<p>Fachgruppe: Güterbeförderungsgewerbe<br>Aufsichtsbehörde gemäß ECG: Magistratisches Bezirksamt des 22. Bezirkes</p>"""),
        expect={"address": addr("Wagramer Straße 19", "1220", "Wien", "AT"), "vat_id": "ATU61874209"},
        note="building name and floor before the street are no part of it; country after the slash dropped; spaced UID compacted",
    ),
    dict(
        conv=801, id="801-von-firm-no-person-unrendered-vars",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Offenbarung gem. §25 MedG.</h2>
<p>von UMZUG FLINK<br>Wagramer Straße 19<br>A-1220 Wien</p>
<p>Tel: {{ site.tel }}<br>E-Mail: {{ site.mail }}</p>
<p>UID: ATU 61874209</p>
<p>Mitglied der WKÖ: <a href="https://firmen.wko.invalid/heinz-gruber-umzug-flink/">WKO Firmen A-Z</a></p>
<p>Fachgruppe: Güterbeförderungsgewerbe</p>"""),
        expect={"name": "UMZUG FLINK", "legal_form": None, "representatives": [],
                "phone": None, "email": None, "vat_id": "ATU61874209"},
        note="'von X' is the firm after a preposition: name without 'von', capitals as printed; no person: no owner; unrendered template variables print nothing; the name in a link target is no text",
    ),
    dict(
        conv=802, id="802-medieninhaber-town-only-unrendered-email",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Medieninhaber und verantwortlich für den Inhalt</h2>
<p>Florian Wimmesberger<br>1100 Wien<br>Österreich</p>
<p>E-Mail: {{contact.email.web }}</p>"""),
        expect={"name": "Florian Wimmesberger", "legal_form": None, "representatives": [],
                "address": None, "email": None},
        note="a town without street gives no address; the unrendered variable prints no e-mail; no trade field: private page",
    ),
    dict(
        conv=803, id="803-designation-and-inhaber-one-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 DDG</h2>
<p>Wernicke IT, Inhaber: Maximilian Wernicke<br>Biberacher Straße 22<br>88416 Ochsenhausen</p>
<p>Telefon: +49 162 7745102<br>E-Mail: kontakt@wernicke-it.de</p>
<p>Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).</p>
<p>Inhaltlich verantwortlich: Maximilian Wernicke</p>"""),
        expect={"name": "Wernicke IT", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Maximilian Wernicke", "role": "owner"}],
                "phone": None, "address": addr("Biberacher Straße 22", "88416", "Ochsenhausen", "DE")},
        note="the designation before the comma is the name, the Inhaber its owner; Kleinunternehmer line is the signal; +49 162 mobile",
    ),
    dict(
        conv=804, id="804-person-above-lowercase-designation-tel-link",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Anbieterkennzeichnung</h2>
<p>Sabine Dörfler<br>sanfte HandArbeit<br>Hauptstraße 27<br>92278 Illschwang</p>
<p>Telefon: <a href="tel:+4909666188402">09666 / 188402</a><br>E-Mail: praxis@sanfte-handarbeit.de</p>
<p>Berufsbezeichnung: Heilpraktikerin (verliehen in der Bundesrepublik Deutschland)</p>
<p>Zuständige Aufsichtsbehörde: Gesundheitsamt [Bitte Anschrift der Behörde ergänzen]</p>
<p>Mitglied im Fachverband Deutscher Heilpraktiker: [Bitte den vollständigen aktuellen Link zur Berufsordnung ergänzen.]</p>""",
                  title="Sanfte HandArbeit – Impressum"),
        expect={"name": "sanfte HandArbeit", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Sabine Dörfler", "role": "owner"}],
                "address": addr("Hauptstraße 27", "92278", "Illschwang", "DE"),
                "email": "praxis@sanfte-handarbeit.de", "phone": "+499666188402"},
        note="lower-case designation below the person is the name as printed (title's capitalised form doesn't replace it); to-do brackets in the authority fields null nothing of the operator; phone from the printed number, not the tel: target",
    ),
    dict(
        conv=805, id="805-swiss-sarl-on-german-page",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Firmenname: CABINET DENTAIRE ROSSIER Mathilde Sàrl<br>
Adresse: Avenue de la Gare 18, 1950 Sion, Wallis, Schweiz<br>
E-Mail: contact@cabinet-rossier.ch<br>
UID: CHE-417.208.993</p>
<p>Diese Website wird von Dr. Mathilde Rossier herausgegeben.<br>Verantwortlicher für die Veröffentlichung: Dr. Mathilde Rossier</p>
<h2>Konzept und Gestaltung</h2>
<p>Agence Pixelvallée, Rue du Rhône 4, 1950 Sion</p>
<h2>Hosting</h2>
<p>Alpenhost AG, Industriestrasse 12, 6300 Zug</p>"""),
        expect={"name": "CABINET DENTAIRE ROSSIER Mathilde Sàrl", "legal_form": "GmbH",
                "register": {"country": "CH", "court": "-", "number": "CHE-417.208.993"}, "vat_id": None,
                "address": addr("Avenue de la Gare 18", "1950", "Sion", "CH"),
                "representatives": [], "phone": None},
        note="Sàrl is the French GmbH; UID without MWST is the register and no VAT id; canton and country dropped; the publisher without a company function is no representative",
    ),
    dict(
        conv=806, id="806-rechtsform-gbr-below-one-person",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>{{ title }}</h2>
<p>Dr. Corinna Maaßen-Vollrath<br>Düsseldorfer Straße 40<br>40878 Ratingen<br>Telefon: 0 21 02 . 84 19 26</p>
<p>Rechtsform: GbR</p>
<p>E-Mail: praxis@maassen-vollrath.de</p>
<p>Redaktionell verantwortlich ist Dr. Corinna Maaßen-Vollrath.</p>
<h2>Zahnärztekammer Nordrhein</h2>
<p>Kammerplatz 5, 40547 Düsseldorf</p>"""),
        expect={"name": "Corinna Maaßen-Vollrath", "legal_form": "GbR", "register": None,
                "representatives": [{"name": "Corinna Maaßen-Vollrath", "role": "partner"}],
                "phone": "+492102841926"},
        note="form from the Rechtsform line; no firm name, so the person (title stripped) is the name; the one person of a GbR is a partner; dotted phone groups",
    ),
    dict(
        conv=807, id="807-swiss-gmbh-under-tmg-heading",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>ErsteHilfeWerk GmbH<br>Baarerstrasse 52<br>CH-6300 Zug</p>
<p>Handelsregisteramt des Kantons Zug<br>Registernummer: CHE-284.117.390</p>
<p>Telefon: +41 76 402 88 15<br>E-Mail: kurse@erstehilfewerk.ch</p>"""),
        expect={"name": "ErsteHilfeWerk GmbH", "legal_form": "GmbH",
                "register": {"country": "CH", "court": "-", "number": "CHE-284.117.390"}, "vat_id": None,
                "address": addr("Baarerstrasse 52", "6300", "Zug", "CH"), "phone": None},
        note="a copied German heading does not make the page German: CH postal line and UID do; the UID is the register; no MWST: no VAT id; +41 76 mobile",
    ),
    dict(
        conv=808, id="808-activity-below-ek-firm-vertreten-owner",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Brillenhaus Kettler e.K.<br>Augenoptik<br>Venloer Straße 311<br>50823 Köln</p>
<p>Vertreten durch: Dominik Kettler</p>
<p>Handelsregister: HRA 30918, Amtsgericht Köln</p>
<p>USt-IdNr.: DE 287 604 119</p>
<p>Telefon: 0221 5104477<br>E-Mail: info@brillenhaus-kettler.de</p>
<p>Handwerkskammer zu Köln, Heumarkt 12, 50667 Köln</p>
<p>Verantwortlich nach § 18 Abs. 2 MStV: Dominik Kettler</p>"""),
        expect={"name": "Brillenhaus Kettler e.K.", "legal_form": "e.K.", "vat_id": "DE287604119",
                "representatives": [{"name": "Dominik Kettler", "role": "owner"}],
                "register": {"country": "DE", "court": "Köln", "number": "HRA 30918"}},
        note="activity line no part of the name; 'Vertreten durch' one person of an e.K. is its owner; spaced VAT id compacted",
    ),
    dict(
        conv=809, id="809-co-line-sole-trader-combined-heading",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Anbieter und Verantwortlicher für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>Patrick Eisele<br>c/o Postfach-Service Remstal<br>Schorndorfer Str. 106<br>70736 Fellbach</p>
<p>Telefon: +49 179 2206714<br>E-Mail: kontakt@eisele-optionen.de</p>
<p>Umsatzsteuer-ID: DE 341 882 017</p>"""),
        expect={"name": "Patrick Eisele", "legal_form": "Einzelunternehmen", "vat_id": "DE341882017",
                "representatives": [{"name": "Patrick Eisele", "role": "owner"}],
                "address": addr("Schorndorfer Str. 106", "70736", "Fellbach", "DE"), "phone": None},
        note="c/o line dropped, the street below it kept; one combined provider heading makes the person owner; VAT id is the signal; +49 179 mobile",
    ),
    dict(
        conv=810, id="810-english-swiss-game-project-postfach-street",
        url=IMP,
        html=en("""<h1>Imprint</h1>
<h2>Responsible for content</h2>
<p>Noah Brunner<br>Haus Sonnegg<br>Postfach<br>Pilatusstrasse 10<br>6003 Lucerne<br>Switzerland</p>
<p>E-Mail: noah@tidebound-game.ch</p>
<p>Tidebound is an independent project.</p>"""),
        expect={"name": "Noah Brunner", "legal_form": None, "representatives": [],
                "address": addr("Pilatusstrasse 10", "6003", "Lucerne", "CH")},
        note="Swiss 'Responsible for content' block is the provider block; independent project without trade: private; building and Postfach lines dropped, the street below kept; English city as printed",
    ),
    dict(
        conv=811, id="811-at-verein-berufsbezeichnung-verein-haus-part",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Kulturhaus Baumgartner Höhe<br>Leopoldinengasse 37, Haus 4<br>1140 Wien</p>
<p>Berufsbezeichnung: Verein<br>ZVR-Zahl: 418220731</p>
<p>E-Mail: office@kulturhaus-bh.at</p>"""),
        expect={"name": "Kulturhaus Baumgartner Höhe", "legal_form": None, "register": None,
                "representatives": [], "phone": None,
                "address": addr("Leopoldinengasse 37, Haus 4", "1140", "Wien", "AT")},
        note="Austrian Verein: form and register null, ZVR unlabelled; house part after the comma kept; no person, no phone",
    ),
    dict(
        conv=812, id="812-english-at-business-purpose-designation-title-footer",
        url=IMP,
        html=en("""<h1>Imprint</h1>
<p>Matthias Kroiher<br>Bendlgasse 27 Top 14<br>1120 Wien, Österreich</p>
<p>E-Mail: matthias@kroiher.at</p>
<p>Business purpose: Development and distribution of software</p>""",
                title="Imprint – Quillfinch",
                footer='<footer><p>© 2024 Quillfinch · <a href="/imprint/">Imprint</a></p></footer>'),
        expect={"name": "Matthias Kroiher", "legal_form": None,
                "representatives": [{"name": "Matthias Kroiher", "role": "owner"}],
                "address": addr("Bendlgasse 27 Top 14", "1120", "Wien", "AT")},
        note="the business purpose is a trade field and the title/footer designation a signal: sole trader (AT: form null), owner; the person stays the name; 'Top 14' kept",
    ),
    dict(
        conv=813, id="813-die-vorstaende-a-und-b-vr-spaced",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Sternenkinder Isartal e.V.<br>Tölzer Straße 12<br>82031 Grünwald</p>
<p>Vertreten durch: Die Vorstände Matthias Eberl und Ruth Kainz</p>
<h2>Eintragung im Handelsregister</h2>
<p>Registergericht: Amtsgericht München<br>Registernummer: VR 214 093</p>
<p>Steuernummer: 143/211/50874</p>
<p>E-Mail: info@sternenkinder-isartal.de</p>
<h2>Autor und Verantwortlicher</h2>
<p>Matthias Eberl</p>
<h2>Spendenkonto</h2>
<p>Kontoinhaber: Sternenkinder Isartal – Verein für Familienhilfe e.V.<br>IBAN: siehe Spendenseite</p>"""),
        expect={"name": "Sternenkinder Isartal e.V.", "legal_form": "e.V.", "vat_id": None,
                "register": {"country": "DE", "court": "München", "number": "VR 214093"},
                "representatives": [{"name": "Matthias Eberl", "role": "board_member"},
                                    {"name": "Ruth Kainz", "role": "board_member"}]},
        note="two board members named in one sentence; spaced VR number compacted, the kind printed decides over the heading; the account holder's longer name does not replace the name",
    ),
]

# ------------------------------------------------------------------------------------------ 831-843
CASES += [
    dict(
        conv=831, id="831-familie-line-above-breeding-designation-private",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Verantwortlich für den Inhalt</h2>
<p>Familie Steiger<br>Maine-Coon-Zucht Vom Säntisblick*CH<br>9056 Gais AR</p>
<p>Telefon: +41 78 612 40 95<br>E-Mail: zucht@saentisblick-coons.ch</p>
<p>Die Zucht wird als private Liebhaberzucht geführt.</p>
<div class="hinweis">Vor dem Livegang zu ergänzen: Fotos der Elterntiere</div>"""),
        expect={"name": "Familie Steiger", "legal_form": None, "representatives": [],
                "address": None, "phone": None, "email": "zucht@saentisblick-coons.ch"},
        note="the page calls the breeding private: no business signal; family line as printed is the name, the designation below is not; town without street: no address; +41 78 mobile",
    ),
    dict(
        conv=832, id="832-partly-filled-swiss-template",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Jugendrat Qmv.trelk<br>Musterstraße 42<br>4133 Pratteln</p>
<p>Vertreten durch:<br>Max Mustermann (Präsidium)<br>Laura Musterfrau (Vize-Präsidium)</p>
<p>Telefon: +41 79 000 00 00<br>E-Mail: info@jugendrat-birstal.ch</p>""",
                  title="Impressum – Jugendrat Birstal",
                  footer='<footer><p>© 2024 Jugendrat Birstal</p></footer>'),
        expect={"name": "Jugendrat Qmv.trelk", "legal_form": None, "representatives": [],
                "address": None, "phone": None, "email": "info@jugendrat-birstal.ch"},
        note="provider line kept as printed (title/footer name does not replace it); Musterstraße gives no address; placeholder persons never labelled; placeholder mobile null; the real mailbox kept",
    ),
    dict(
        conv=833, id="833-at-it-sole-trader-trade-fields-no-contact",
        url=IMP,
        html=page("""<h1>Rechtliches</h1>
<h2>Impressum</h2>
<p>Informationspflicht laut § 5 ECG und Offenlegungspflicht laut § 25 MedienG</p>
<p>Stefan Gschwandtner<br>IT-Dienstleistungen und Webentwicklung<br>Hauptplatz 8<br>2020 Hollabrunn</p>
<!-- <p>Berufsbezeichnung: Ingenieur</p> -->
<p>Kleinunternehmen gemäß § 6 Abs. 1 Z 27 UStG</p>
<p>Berufsbezeichnung: Dienstleistungen in der automatischen Datenverarbeitung<br>
Mitglied der Wirtschaftskammer Niederösterreich<br>Behörde gemäß ECG: Bezirkshauptmannschaft Hollabrunn</p>
<p><a href="/kontakt/">Kontakt</a></p>
<h2>Nutzungsbedingungen</h2>
<p>Die Nutzung der Inhalte erfolgt auf eigene Gefahr.</p>"""),
        expect={"name": "Stefan Gschwandtner", "legal_form": None,
                "representatives": [{"name": "Stefan Gschwandtner", "role": "owner"}],
                "address": addr("Hauptplatz 8", "2020", "Hollabrunn", "AT"),
                "email": None, "phone": None},
        note="Kleinunternehmen, Berufsbezeichnung, Kammer and Behörde make the person owner (AT form null); activity line below no designation; only a contact-form link: no e-mail",
    ),
    dict(
        conv=834, id="834-unternehmensbezeichnung-inhaber-betreiber",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Informationspflicht laut ECG §5</h2>
<p>Unternehmensbezeichnung: VitalWien<br>Inhaber / Betreiber: Raphael Dunst</p>
<p>Anschrift: Schüttelstraße 8-12/5/10, 1020 Wien</p>
<p>Unternehmensgegenstand: Personal Training<br>E-Mail: training@vitalwien.at</p>"""),
        expect={"name": "VitalWien", "legal_form": None,
                "representatives": [{"name": "Raphael Dunst", "role": "owner"}],
                "address": addr("Schüttelstraße 8-12/5/10", "1020", "Wien", "AT")},
        note="designation field is the name and the Inhaber its owner; AT form null; stair and door parts kept",
    ),
    dict(
        conv=835, id="835-english-controller-name-email-only",
        url=IMP,
        html=en("""<h1>Imprint</h1>
<h2>Controller</h2>
<p>Elias Vontobel<br>E-Mail: elias@vontobel-notes.ch</p>
<p>This website does not use cookies.</p>"""),
        expect={"name": "Elias Vontobel", "legal_form": None, "representatives": [],
                "email": "elias@vontobel-notes.ch", "address": None, "phone": None},
        note="name and e-mail only, no trade or designation: private page; no address, no phone",
    ),
    dict(
        conv=836, id="836-club-name-in-quotes-co-vorstand-vr-b",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>"Dancing in the Rain" e.V.<br>c/o Kiezhaus Schöneberg<br>Goltzstraße 14<br>10781 Berlin</p>
<p>Vertreten durch den Vorstand: Ingrid Pahlke</p>
<p>Amtsgericht Charlottenburg<br>VR 41208 B</p>
<p>Steuernummer: 27/663/54110</p>
<p>Telefon: +49 171 4029935<br>E-Mail: hallo@dancing-rain.de</p>
<p>Verantwortlich für den Inhalt: Ingrid Pahlke<br>Design und Programmierung: Kai Roloff<br>Fotos: Studio Nordlicht</p>"""),
        expect={"name": "\"Dancing in the Rain\" e.V.", "legal_form": "e.V.",
                "address": addr("Goltzstraße 14", "10781", "Berlin", "DE"),
                "register": {"country": "DE", "court": "Charlottenburg", "number": "VR 41208"},
                "representatives": [{"name": "Ingrid Pahlke", "role": "board_member"}],
                "vat_id": None, "phone": None},
        note="the name as printed, quotes included; c/o line dropped; one Vorstand person without Vorsitz is a board member; court suffix 'B' dropped; +49 171 mobile",
    ),
    dict(
        conv=837, id="837-choir-imprint-one-person-private",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Malte Overbeck<br>Am Steinberg 22<br>51381 Leverkusen</p>
<p>Vertreten durch: Malte Overbeck</p>
<p>Telefon: +49 1763 4402918<br>E-Mail: malte@chorwerk-rheinland.de</p>""",
                  title="chorWERKrheinland – Impressum"),
        expect={"name": "Malte Overbeck", "legal_form": None, "representatives": [],
                "address": addr("Am Steinberg 22", "51381", "Leverkusen", "DE"), "phone": None},
        note="'Vertreten durch' himself is no owner statement; a choir's name in the title is no trading designation: private page; mobile",
    ),
    dict(
        conv=838, id="838-unfilled-erecht24-todo-comments",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<!--TODO: echte Angaben eintragen-->
<p>Max Mustermann<br>Musterstraße 12<br>12345 Musterstadt</p>
<h2>Kontakt</h2>
<!--TODO-->
<p>Telefon: +49 (0) 123 44 55 66<br>E-Mail: max@mustermann.de</p>
<h2>Umsatzsteuer-ID</h2>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: DE999999999</p>"""),
        expect=dict(ALL_NULL),
        note="a fully unfilled e-recht24 template: all null",
    ),
    dict(
        conv=839, id="839-craftsman-person-line-vat-handwerkskammer",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Alois Brugger<br>Schussenstraße 41<br>88212 Ravensburg</p>
<p>Vertreten durch: Alois Brugger</p>
<p>Telefon: 0751 - 3 18 62<br>Telefax: 0751 - 3 18 63<br>E-Mail: info@schreinerei-brugger-rv.de</p>
<p>Umsatzsteuer-Identifikationsnummer: DE 291 774 360</p>
<p>Aufsichtsbehörde: Handwerkskammer Ulm/Tischler</p>"""),
        expect={"name": "Alois Brugger", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Alois Brugger", "role": "owner"}],
                "phone": "+4975131862", "vat_id": "DE291774360"},
        note="VAT id and trade are the signal: sole trader, owner; 'Schreinerei' only in the e-mail: the person stays the name; fax not used",
    ),
    dict(
        conv=840, id="840-english-ug-gerichtsstand-after-hrb",
        url=IMP,
        html=page("""<h1>Impressum / Imprint</h1>
<p>Company: NORTHWIND Freight &amp; Logistics UG (haftungsbeschränkt)<br>Spaldingstraße 64<br>20097 Hamburg</p>
<p>Geschäftsführer | Managing Director: Jannis Petridis</p>
<p>Handelsregister | Company Registration: HRB 178842 Gerichtsstand | Court of Law: Hamburg</p>
<p>USt-IdNr. | VAT ID: DE 338 105 274</p>
<p>Telefon | Phone: +49 4075 441903<br>E-Mail: info@northwind-freight.de</p>
<p>Verantwortlich nach § 55 Abs. 2 RStV: Jannis Petridis</p>"""),
        expect={"name": "NORTHWIND Freight & Logistics UG (haftungsbeschränkt)", "legal_form": "UG",
                "register": {"country": "DE", "court": "Hamburg", "number": "HRB 178842"},
                "representatives": [{"name": "Jannis Petridis", "role": "managing_director"}],
                "phone": "+494075441903", "vat_id": "DE338105274"},
        note="the town printed with the HRB number as 'Gerichtsstand' is read as the register court; 'Company:' line the name; § 55 repeat adds no role",
    ),
    dict(
        conv=841, id="841-at-flexco-english-represented-by",
        url=IMP,
        html=en("""<h1>Imprint</h1>
<p>greyPixel FlexCo<br>Praterstraße 111/292, 1020 Vienna, Austria</p>
<p>Represented by: Moritz Tauber</p>
<p>Firmenbuchnummer: 640118k<br>Firmenbuchgericht: Handelsgericht Wien</p>
<p>E-Mail: moritz.tauber@greypixel.at<br>Phone: +43 660 3318240</p>"""),
        expect={"name": "greyPixel FlexCo", "legal_form": "FlexCo",
                "register": {"country": "AT", "court": "-", "number": "FN 640118k"},
                "representatives": [{"name": "Moritz Tauber", "role": "managing_director"}],
                "address": addr("Praterstraße 111/292", "1020", "Vienna", "AT"),
                "email": "moritz.tauber@greypixel.at", "phone": None},
        note="FlexCo code; 'Represented by' of a company is managing_director; FN added; door part and English city kept; the MD's own mailbox is the only contact; +43 660 mobile",
    ),
    dict(
        conv=842, id="842-designation-inhaberin-open-legal-form",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Dolce Vita Zwickau — Oksana Melnyk, Inhaberin<br>Innere Plauensche Straße 9<br>08056 Zwickau</p>
<p>Rechtsform wird ergänzt</p>
<p>Vertreten durch:<br>Оксана Мельник (Oksana Melnyk)<br>Inhaberin / Geschäftsführerin</p>
<p>Telefon: wird beim Launch ergänzt<br>E-Mail: wird beim Launch ergänzt</p>
<h2>Zuständige Lebensmittelüberwachung</h2>
<p>Landratsamt Zwickau, Lebensmittelüberwachung, Robert-Müller-Straße 4, 08056 Zwickau, Telefon: 0375 4402-0</p>"""),
        expect={"name": "Dolce Vita Zwickau", "legal_form": None, "representatives": [],
                "phone": None, "email": None},
        note="the designation before the dash is the name; the form is left open: form null and no role labelled; 'wird ergänzt' contacts null; food authority somebody else",
    ),
    dict(
        conv=843, id="843-angebot-der-gmbh-email-component",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Entrümpel-Hilfe ist ein Angebot der</p>
<p>9Oak Service GmbH<br>Landsberger Straße 302<br>D-80687 München</p>
<p>Geschäftsführer: Tobias Reiter</p>
<p>Handelsregister: Amtsgericht München, HRB 271455<br>USt-IdNr.: DE 345 220 981</p>
<p>Telefon: 089 120 774 335<br>Fax: 089 120 774 336<br>E-Mail: <EmailLink email={CONTACT_EMAIL} /></p>""",
                  title="Impressum – Entrümpel-Hilfe"),
        expect={"name": "9Oak Service GmbH", "legal_form": "GmbH",
                "address": addr("Landsberger Straße 302", "80687", "München", "DE"),
                "phone": "+4989120774335", "email": None,
                "representatives": [{"name": "Tobias Reiter", "role": "managing_director"}],
                "register": {"country": "DE", "court": "München", "number": "HRB 271455"}},
        note="'X ist ein Angebot der' (sentence ending in its article) makes the GmbH below the operator; 'D-' dropped; fax not; component tag prints no e-mail",
    ),
]

# ------------------------------------------------------------------------------------------ 861-868
CASES += [
    dict(
        conv=861, id="861-gbr-three-names-vertreten",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Brandt, Köhler, Ozdemir GbR<br>Simon-Dach-Strasse 56<br>10245 Berlin</p>
<p>Vertreten durch: Lukas Brandt, Mareike Köhler, Deniz Ozdemir</p>
<p>Telefon: +49 176 21840937<br>E-Mail: team@bko-studio.de</p>
<p>Umsatzsteuer-Identifikationsnummer: DE 352 604 118</p>"""),
        expect={"name": "Brandt, Köhler, Ozdemir GbR", "legal_form": "GbR", "register": None,
                "representatives": [{"name": "Lukas Brandt", "role": "partner"},
                                    {"name": "Mareike Köhler", "role": "partner"},
                                    {"name": "Deniz Ozdemir", "role": "partner"}],
                "address": addr("Simon-Dach-Strasse 56", "10245", "Berlin", "DE"), "phone": None},
        note="the firm with its form word is the name; each 'vertreten durch' person of a GbR a partner; 'Strasse' as printed; mobile",
    ),
    dict(
        conv=862, id="862-bold-designation-above-person-mstv-repeat",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 DDG</h2>
<p><strong>Kessler Markenwerk</strong><br>Fabian Kessler<br>Weinstraße 14<br>67229 Laumersheim</p>
<p>Telefon: +49 152 09918374<br>E-Mail: hallo@kessler-markenwerk.de</p>
<p>Umsatzsteuer-ID: DE 347 118 290</p>
<h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
<p>Fabian Kessler<br>Weinstraße 14<br>67229 Laumersheim</p>"""),
        expect={"name": "Kessler Markenwerk", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Fabian Kessler", "role": "owner"}], "phone": None},
        note="designation line above the person: name and owner; VAT id and designation the signal; MStV repeat adds nothing; mobile",
    ),
    dict(
        conv=863, id="863-restaurant-vertreten-tel-link-differs-vat-xxx",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Taverne ELIA<br>Hauptstraße 12<br>94554 Moos</p>
<p>Vertreten durch: Konstantinos Papadakis</p>
<p>Telefon: <a href="tel:+4909938410227">09938 4102270</a><br>E-Mail: info@taverne-elia.de</p>
<p>Umsatzsteuer-ID: DE XXX XXX XXX</p>
<h2>Zuständige Behörden</h2>
<p>Gewerbeamt: Gemeinde Moos, Rathausplatz 1, 94554 Moos<br>
Datenschutzaufsicht: Bayerisches Landesamt für Datenschutzaufsicht, Promenade 18, 91522 Ansbach</p>"""),
        expect={"name": "Taverne ELIA", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Konstantinos Papadakis", "role": "owner"}],
                "phone": "+4999384102270", "vat_id": None,
                "address": addr("Hauptstraße 12", "94554", "Moos", "DE")},
        note="restaurant designation as the provider line with one 'vertreten durch' person: sole trader and owner; phone from the printed number, not the tel: link's digits; 'DE XXX' placeholder; authorities somebody else",
    ),
    dict(
        conv=864, id="864-person-above-designation-site-notice",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 DDG</h2>
<p>Ronja Falkner<br>Falkner Illustration<br>Boxhagener Straße 88<br>10245 Berlin</p>
<p>Telefon: +49 176 48802167<br>E-Mail: studio@falkner-illustration.de</p>
<hr>
<h2>Site Notice</h2>
<p>Ronja Falkner<br>Falkner Illustration<br>Boxhagener Straße 88<br>10245 Berlin</p>"""),
        expect={"name": "Falkner Illustration", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Ronja Falkner", "role": "owner"}], "phone": None},
        note="person line above a designation line: the designation is the name, the person its owner; English repeat adds nothing; mobile",
    ),
    dict(
        conv=865, id="865-old-generator-club-ansprechperson-block",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Für:<br>Schützenverein Kaiserslautern</p>
<p>Dienstanbieter:<br>Verein Schützengilde Kaiserslautern seit 1521 e.V.</p>
<p>Registergericht Kaiserslautern VR 40912</p>
<p>Verantwortliche Ansprechperson:<br>Gerd Hammelmann<br>Marktstraße 99<br>67655 Kaiserslautern</p>
<p>Elektronische Postadresse:<br>Verein@sg-kaiserslautern.de</p>
<p>Schnelle und unmittelbare Kommunikation:<br>Telefon: 0631/14 27 80 2<br>Telefax: 0631/14 27 80 9</p>
<p>Steuernummer: 24/665/10432</p>"""),
        expect={"name": "Verein Schützengilde Kaiserslautern seit 1521 e.V.", "legal_form": "e.V.",
                "register": {"country": "DE", "court": "Kaiserslautern", "number": "VR 40912"},
                "representatives": [], "address": None,
                "email": "verein@sg-kaiserslautern.de", "phone": "+496311427802", "vat_id": None},
        note="'Dienstanbieter' line is the name with 'Verein' included; the Ansprechperson block is a contact block: no representative, its street not the club's; provider's own contact fields give e-mail (lower-cased) and phone; fax not",
    ),
    dict(
        conv=866, id="866-at-arge-placeholder-register-fields",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Informationen gemäß § 5 ECG, § 25 MedienG, § 63 GewO und § 14 UGB</p>
<p>Webseitenbetreiber: ARGE Hollerer Pichl Wendtner</p>
<p>Anschrift: Gymnasiumstraße 30, 1180 Wien</p>
<p>Firmenbuchnummer: FB 0000000<br>UID-Nr: UID-Nummer</p>
<p>Tel.: +43 1 4701290<br>Fax: +43 1 4701299<br>E-Mail: office@arge-hpw.at</p>
<p>Mitglied der Kammer der ZiviltechnikerInnen für Wien, Niederösterreich und Burgenland</p>"""),
        expect={"name": "ARGE Hollerer Pichl Wendtner", "legal_form": None, "representatives": [],
                "register": None, "vat_id": None,
                "address": addr("Gymnasiumstraße 30", "1180", "Wien", "AT"), "phone": "+4314701290"},
        note="placeholder FB and UID fields null; an ARGE has no form code and names no partners; landline, not the fax",
    ),
    dict(
        conv=867, id="867-register-number-without-kind-six-officers",
        url=IMP,
        html=page("""<h1>Datenschutzerklärung</h1>
<h2>Impressum</h2>
<p>Kleingärtnerverein Am Lindenhain e. V.<br>Lindenhainweg 1<br>30559 Hannover</p>
<p>Gesellschaftsregister: 3187<br>Registergericht: Amtsgericht Hannover</p>
<p>Vertretungsberechtigter Vorstand:<br>1. Vorsitzende: Heike Brüggemann<br>2. Vorsitzender: Olaf Stührmann<br>
2. Vorsitzender: Piotr Nowak<br>Kassierer: Rainer Dölle<br>Schriftführerin: Ulrike Menke<br>Schriftführer: Ahmet Kaya</p>
<p>Telefon: 0157 32208451<br>E-Mail: vorstand@kgv-lindenhain.de</p>""",
                  title="Datenschutzerklärung"),
        expect={"name": "Kleingärtnerverein Am Lindenhain e. V.", "legal_form": "e.V.", "register": None,
                "representatives": [{"name": "Heike Brüggemann", "role": "chair_of_board"},
                                    {"name": "Olaf Stührmann", "role": "board_member"},
                                    {"name": "Piotr Nowak", "role": "board_member"},
                                    {"name": "Rainer Dölle", "role": "board_member"},
                                    {"name": "Ulrike Menke", "role": "board_member"},
                                    {"name": "Ahmet Kaya", "role": "board_member"}],
                "email": "vorstand@kgv-lindenhain.de", "phone": None},
        note="a number without its kind gives no register; 'e. V.' kept in the name, form e.V.; 1. Vorsitzende chair, the other five board members; only mailbox; mobile; the privacy title doesn't change the page's kind",
    ),
    dict(
        conv=868, id="868-at-private-project-ba-degree-dropped",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 ECG</h2>
<p>Jonas Reisinger BA<br>Hasnerstraße 71/4<br>1160 Wien</p>
<p>E-Mail: jonas.reisinger.parks@posteo.at<br>Website: jonasreisinger.at</p>
<p>Der Wiener Parkindex ist ein nicht-kommerzielles Projekt.</p>"""),
        expect={"name": "Jonas Reisinger", "legal_form": None, "representatives": [],
                "address": addr("Hasnerstraße 71/4", "1160", "Wien", "AT")},
        note="non-commercial park index without business signal: private page; the degree 'BA' dropped from the name",
    ),
    dict(
        conv=868, id="868-empty-content-file-all-null",
        url=IMP,
        html='<!doctype html><html lang="de"><head><meta charset="utf-8"></head><body>\n</body></html>',
        expect=dict(ALL_NULL),
        note="a club's imprint held only in front matter: the served body is empty, all null",
    ),
    dict(
        conv=868, id="868-club-liquid-vars-register-literal",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>{% assign vorstand1 = site.data.vorstand | first %}<br>{% unless vorstand1 %}{% endunless %}</p>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Schützengilde Edelweiß Dürrwangen e.V.<br>Schützenweg 4<br>91602 Dürrwangen</p>
<p>eingetragen im Vereinsregister Ansbach: VR 118</p>
<p>Vertreten durch: {{ vorstand1.name }}</p>
<p>Kontakt: {{ vorstand1.kontakt }}</p>"""),
        expect={"name": "Schützengilde Edelweiß Dürrwangen e.V.", "legal_form": "e.V.",
                "register": {"country": "DE", "court": "Ansbach", "number": "VR 118"},
                "representatives": [], "email": None, "phone": None,
                "address": addr("Schützenweg 4", "91602", "Dürrwangen", "DE")},
        note="register printed literally is read; representative and contact are Liquid expressions that print no value",
    ),
    dict(
        conv=868, id="868-club-co-vorsitzende-star-misprinted-domain",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Spielwiese e.V.<br>c/o Stadtteilzentrum Ost<br>Gablenberger Hauptstraße 130<br>70186 Stuttgart</p>
<p>Vorsitzende*r: Kim Albrecht<br>Stellvertretende*r Vorsitzende*r: Sascha Wendel</p>
<p>Registergericht: Amtsgericht Stuttgart, VR 728044</p>
<p>E-Mail: hallo@spielwies.de</p>
<h2>Bankverbindung</h2>
<p>Spielwiese e.V., GLS Bank, IBAN: DE00 0000 0000 0000 0000 00</p>""",
                  footer='<footer><p>© 2024 spielwiese.de</p></footer>'),
        expect={"name": "Spielwiese e.V.", "legal_form": "e.V.",
                "address": addr("Gablenberger Hauptstraße 130", "70186", "Stuttgart", "DE"),
                "representatives": [{"name": "Kim Albrecht", "role": "chair_of_board"},
                                    {"name": "Sascha Wendel", "role": "board_member"}],
                "register": {"country": "DE", "court": "Stuttgart", "number": "VR 728044"},
                "email": "hallo@spielwies.de"},
        note="c/o line dropped, street kept; 'Vorsitzende*r' chair, 'Stellvertretende*r Vorsitzende*r' board member; an e-mail with a misprinted domain is kept as printed",
    ),
]
