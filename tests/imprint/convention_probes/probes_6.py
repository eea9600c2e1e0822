# Convention probes, helper K=6: conventions 453-689 of tests/imprint/corpus/REAL.md
# (lines 7242-8582). Written blind from the conventions (no parser run, no corpus page read).
# All names, streets, numbers and mailboxes are invented.

NAV_DE = '<nav><a href="/">Start</a>  <a href="/kontakt/">Kontakt</a> <a href="/impressum/">Impressum</a> <a href="/datenschutz/">Datenschutz</a></nav>'
NAV_EN = '<nav><a href="/">Home</a> <a href="/about/">About</a> <a href="/contact/">Contact</a> <a href="/imprint/">Imprint</a> <a href="/privacy/">Privacy</a></nav>'
FOOT_DE = '<footer><p>© 2024 · <a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a></p></footer>'
FOOT_EN = '<footer><p>© 2024 · <a href="/imprint/">Imprint</a> · <a href="/privacy/">Privacy</a></p></footer>'
URL = "https://site.invalid/impressum/"


def page(main, title="Impressum", nav=NAV_DE, footer=FOOT_DE, lang="de", head="", header=""):
    return ('<!doctype html><html lang="' + lang + '"><head><meta charset="utf-8"><title>' + title + '</title>'
            + head + '</head><body>\n' + header + nav + '\n<main>\n' + main + '\n</main>\n' + footer + '\n</body></html>')


def en(main, title="Imprint", footer=FOOT_EN, head="", header=""):
    return page(main, title=title, nav=NAV_EN, footer=footer, lang="en", head=head, header=header)


def adr(street, pc, city, country="DE"):
    return {"street": street, "postal_code": pc, "city": city, "country": country}


def reg(court, number, country="DE"):
    return {"country": country, "court": court, "number": number}


def R(name, role):
    return {"name": name, "role": role}


ALL_NULL = {"name": None, "legal_form": None, "register": None, "vat_id": None, "address": None,
            "email": None, "phone": None, "representatives": []}

CASES = []
SKIPPED = {}

# ------------------------------------------------------------------ 453-475
CASES += [
    dict(
        conv=453, id="453-bauherrschaft-two-line-name-co-lawyer",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Für den Inhalt dieser Website ist die Baugemeinschaft Mühlehalde verantwortlich.</p>
<h2>Bauherrschaft</h2>
<p>Baugemeinschaft Mühlehalde<br>Herisau</p>
<p>c/o Dr. Reto Fankhauser<br>Rechtsanwalt<br>Wil</p>
<!-- <h2>Ansprechperson Vermietung</h2>
<p>Sandra Koller<br>Vermietungen Säntisblick GmbH<br>Tel. +41 71 350 12 44<br>s.koller@vermietung-saentisblick.ch</p> -->
<h2>Haftungsausschluss</h2>
<p>Die Angaben zu den Wohnungen sind unverbindlich. Änderungen bleiben vorbehalten.</p>""",
                  title="Wohnüberbauung Mühlehalde – Impressum", lang="de-CH",
                  footer='<footer><p>Konzept &amp; Gestaltung: Pixelfaden GmbH, Bahnhofstrasse 12, 9100 Herisau, info@pixelfaden.ch, +41 71 350 12 40</p></footer>'),
        expect={"name": "Baugemeinschaft Mühlehalde Herisau", "legal_form": None, "address": None,
                "representatives": [], "email": None, "phone": None},
        note="owners' group: its two lines joined as the name, no form; the c/o lawyer with only a town gives no address and is no representative; the commented-out contact block is not on the page; the agency's contact is somebody else's",
    ),
    dict(
        conv=454, id="454-placeholder-badges-on-single-fields",
        url=URL,
        html=page("""<h1>Impressum</h1>
<table>
<tr><th>Name</th><td>Urs Brändli <span class="badge">Platzhalter</span></td></tr>
<tr><th>Tätigkeit</th><td>lichtkorn — Foto- &amp; Videografie</td></tr>
<tr><th>Adresse</th><td>[Strasse Nr., PLZ Ort] <span class="badge">Platzhalter</span></td></tr>
<tr><th>E-Mail</th><td>[hallo@lichtkorn-foto.ch] <span class="badge">Platzhalter</span></td></tr>
<tr><th>Telefon</th><td>[+41 00 000 00 00] <span class="badge">Platzhalter</span></td></tr>
<tr><th>Rechtsform</th><td>[Einzelunternehmen / o. Ä.]</td></tr>
</table>""", lang="de-CH", footer='<footer><p>© 2024 Urs Brändli · Foto &amp; Video</p></footer>'),
        expect={"name": "Urs Brändli", "legal_form": None, "representatives": [], "address": None,
                "email": None, "phone": None},
        note="a Platzhalter badge after a real-looking name keeps the name; bracketed address/e-mail/phone with badge are placeholders; the bracketed open-question legal form gives null and no owner",
    ),
    dict(
        conv=455, id="455-product-and-email-only",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>App: «Zahlenfuchs Lerntrainer Bern»</p>
<p>Kontakt:<br><a href="mailto:zahlenfuchs.lernapp@fuchspost.ch">[zahlenfuchs.lernapp@fuchspost.ch]</a></p>""",
                  lang="de-CH"),
        expect={"name": None, "legal_form": None, "address": None, "representatives": [],
                "email": "zahlenfuchs.lernapp@fuchspost.ch"},
        note="the app is a product, not the operator: no name; the bracketed address that is also the mailto target is no placeholder",
    ),
    dict(
        conv=456, id="456-practice-designation-italian-title",
        url=URL,
        html=page("""<h1>Impressum</h1>
<h2>Name der Arztpraxis und des Arztes</h2>
<p>Praxis Dott.ssa Chiara Benvenuti<br>Lindenallee 23<br>65183 Wiesbaden</p>
<p>Telefon: 0611 3480 215<br>Fax: 0611 3480 216<br>E-Mail: praxis@benvenuti-wiesbaden.de</p>
<p>Die Angaben zur Berufsbezeichnung gebe ich (der obige Arzt) wie folgt: Ärztin, verliehen in Italien.</p>
<h2>Inhaltlich Verantwortlicher gemäß § 6 MDStV</h2>
<p>Siehe oben.</p>"""),
        expect={"name": "Praxis Dott.ssa Chiara Benvenuti", "legal_form": "Einzelunternehmen",
                "representatives": [], "phone": "+496113480215",
                "address": adr("Lindenallee 23", "65183", "Wiesbaden")},
        note="practice designation with title is the name; no separate person line, so no owner; landline not fax",
    ),
    dict(
        conv=470, id="470-klammeraffe-private-blog",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Dieses Blog ist privat und fiktional. Alle Geschichten sind erfunden.</p>
<p>Verantwortlich:<br>Konstantin Wehrlein<br>Am Mühlbach 9<br>97070 Würzburg</p>
<p>E-Mail: konstantin [klammeraffe] wehrlein-schreibt [punkt] de</p>
<p>Typogramm: gesetzt aus der Libre Baskerville. Wunschliste: Bücher, Tee.</p>""",
                  footer='<footer><p>Kontakt: konstantin[klammeraffe]wehrlein-schreibt.de</p></footer>'),
        expect={"name": "Konstantin Wehrlein", "legal_form": None, "representatives": [],
                "email": "konstantin@wehrlein-schreibt.de",
                "address": adr("Am Mühlbach 9", "97070", "Würzburg")},
        note="[klammeraffe] is @, [punkt] a dot; a private blog page",
    ),
    dict(
        conv=471, id="471-caps-person-with-profession",
        url=URL,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>HANNA WEISSGERBER GOLDSCHMIEDEMEISTERIN<br>Kirchgasse 4<br>88212 Ravensburg</p>
<p>Telefon: 0751 2290 417<br>Mobil: 0172 5518 093<br>E-Mail: <a href="mailto:kontakt@schmuckwerk-weissgerber.de">info@schmuckwerk-weissgerber.de</a></p>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a UStG: DE 281 447 903</p>""",
                  footer='<footer><div class="card">SCHMUCKWERKSTATT | Inh. Hanna Weißgerber<br>Kirchgasse 4, 88212 Ravensburg</div><p>© 2024 SCHMUCKWERKSTATT</p></footer>'),
        expect={"name": "HANNA WEISSGERBER", "legal_form": "Einzelunternehmen",
                "representatives": [R("HANNA WEISSGERBER", "owner")], "phone": "+497512290417",
                "email": "info@schmuckwerk-weissgerber.de", "vat_id": "DE281447903"},
        note="profession word dropped from the capitalised person line, capitals kept; footer designation stays out; landline over mobile; printed address wins over mailto target",
    ),
    dict(
        conv=472, id="472-designation-comma-activity-below-person",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Jannik Oberdörfer<br>Talmühlenstudio, Filmmusik / Sounddesign<br>Uferstraße 31,<br>69120 Heidelberg</p>
<p>Telefon: <span style="color:red">+49 (0) 123 44 55 66</span><br>E-Mail: post@talmuehlenstudio.de</p>
<p>Umsatzsteuer-ID: <span style="color:red">DE999999999</span></p>"""),
        expect={"name": "Talmühlenstudio", "legal_form": "Einzelunternehmen",
                "representatives": [R("Jannik Oberdörfer", "owner")], "phone": None, "vat_id": None,
                "address": adr("Uferstraße 31", "69120", "Heidelberg")},
        note="designation before the comma is the name, the person above its owner; red sample phone/VAT are placeholders; line-end comma dropped",
    ),
    dict(
        conv=473, id="473-taetig-unter-der-bezeichnung",
        url=URL,
        html=page("""<h1>Impressum</h1>
<h2>Betreiber und inhaltlich verantwortlich</h2>
<p>Greta Kühnemund, tätig unter der Bezeichnung „GK Vogelbilder“</p>
<p>Geschäftsanschrift (nur für Briefpost):<br>c/o Postfabrik Anschriftenservice<br>Heinrichstraße 71<br>40239 Düsseldorf</p>
<p>E-Mail: hallo@gk-vogelbilder.de</p>
<p>Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).</p>"""),
        expect={"name": "GK Vogelbilder", "legal_form": "Einzelunternehmen",
                "representatives": [R("Greta Kühnemund", "owner")],
                "address": adr("Heinrichstraße 71", "40239", "Düsseldorf")},
        note="'tätig unter der Bezeichnung „Y“' gives Y without quotes; c/o line of a mail-forwarding address dropped, street kept",
    ),
    dict(
        conv=474, id="474-spaced-letters-a-comma-dot",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG:</p>
<p>Lukas Brenninger<br>Fichtenweg 8<br>83022 Rosenheim</p>
<p>Vertreten durch: Lukas Brenninger</p>
<p>Kontakt:<br>Telefon: +49 163 4471 209<br>E-Mail: i n f o (a) lukas- brenninger ,de</p>"""),
        expect={"name": "Lukas Brenninger", "legal_form": None, "representatives": [],
                "email": "info@lukas-brenninger.de", "phone": None},
        note="spaces dropped, (a) is at, comma before TLD is a dot; Vertreten durch himself without business signal: private; +49 163 mobile",
    ),
    dict(
        conv=475, id="475-contact-page-at-imprint-path",
        url="https://site.invalid/impressum.html",
        html=page("""<h1>Kontakt</h1>
<p>Timo Harkenberg<br>Am Weidedamm 17<br>28215 Bremen / Germany</p>
<p>E-Mail: in<!---->fo (a<!---->t) timo-harkenberg<!----> (punkt) de</p>""",
                  title="Kontakt", head='<meta name="keywords" content="Kontakt, Impressum, Fotos">'),
        expect={"name": "Timo Harkenberg", "legal_form": None, "representatives": [],
                "email": "info@timo-harkenberg.de", "address": adr("Am Weidedamm 17", "28215", "Bremen")},
        note="a contact page stored at the imprint path is the imprint; empty comments dropped; country after a slash dropped; private",
    ),
    dict(
        conv=475, id="475-canton-after-slash-kept",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Verantwortlich für diese Website:</p>
<p>Nadja Imfeld<br>Brünigstrasse 40<br>6060 Sarnen / OW</p>
<p>E-Mail: nadja@imfeld-wanderbuch.ch</p>""", lang="de-CH"),
        expect={"address": adr("Brünigstrasse 40", "6060", "Sarnen / OW", "CH")},
        note="a canton after a slash stays in the city (contrast the country after a slash)",
    ),
]

# ------------------------------------------------------------------ 490-501
CASES += [
    dict(
        conv=490, id="490-designation-and-person-no-separator",
        url=URL,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>NORDLICHTSOFT Kai Brennecke<br>Ostertorweg 22<br>26122 Oldenburg</p>
<h3>Kontakt</h3>
<p>Telefon: 0441 9483 220<br>Telefax: 0441 9483 221<br>E-Mail: kontakt@nordlichtsoft.de</p>
<h3>Umsatzsteuer-ID</h3>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: DE 304 118 562</p>
<h3>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h3>
<p>NORDLICHTSOFT Kai Brennecke<br>Ostertorweg 22<br>26122 Oldenburg</p>"""),
        expect={"name": "NORDLICHTSOFT Kai Brennecke", "legal_form": "Einzelunternehmen", "representatives": [],
                "phone": "+494419483220", "vat_id": "DE304118562"},
        note="a designation+person line without separator is kept whole and names no owner; VAT id is the business signal; fax not phone",
    ),
    dict(
        conv=491, id="491-vorstand-mailbox-heads-club-block",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Kleingartenverein Elbwiesen e.V.<br>Am Flutgraben 3<br>D-01139 Dresden</p>
<h2>Vertreten durch den Vorstand</h2>
<p>vorstand@kgv-elbwiesen.de<br>Heike Lorenzen<br>Olaf Wendisch<br>Marita Sonnabend</p>
<p>Registergericht: Amtsgericht Dresden<br>Registernummer: VR 4417</p>
<h2>Inhaltlich verantwortlich</h2>
<p>Olaf Wendisch, admin@kgv-elbwiesen.de</p>"""),
        expect={"email": "vorstand@kgv-elbwiesen.de", "legal_form": "e.V.",
                "representatives": [R("Heike Lorenzen", "board_member"), R("Olaf Wendisch", "board_member"),
                                    R("Marita Sonnabend", "board_member")],
                "address": adr("Am Flutgraben 3", "01139", "Dresden"),
                "register": reg("Dresden", "VR 4417")},
        note="the board's mailbox heading the Vorstand block is the club's contact, not the content person's admin@; content line keeps him a board_member; D- dropped",
    ),
    dict(
        conv=492, id="492-hra-in-address-block-floor-in-street",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Holzwerk Franken GmbH &amp; Co. KG<br>Ahornstraße 14 B (2. OG)<br>90411 Nürnberg<br>HRA 17342</p>
<p>Vertreten durch:<br>Stefan Rückert<br>Melanie Vogler</p>
<h2>Kontakt</h2>
<p>Telefon: 0911 5408 330<br>E-Mail: info@tischlerverbund-mittelfranken.de</p>
<h2>Registereintrag</h2>
<p>Eintragung im Handelsregister.<br>Registergericht: Amtsgericht Nürnberg<br>Registernummer: HRA 17342</p>
<h2>Umsatzsteuer-ID</h2>
<p>Steuernummer: 241/158/40217</p>"""),
        expect={"name": "Holzwerk Franken GmbH & Co. KG", "legal_form": "GmbH & Co. KG",
                "address": adr("Ahornstraße 14 B (2. OG)", "90411", "Nürnberg"),
                "register": reg("Nürnberg", "HRA 17342"),
                "email": "info@tischlerverbund-mittelfranken.de", "vat_id": None,
                "representatives": [R("Stefan Rückert", "managing_director"), R("Melanie Vogler", "managing_director")]},
        note="HRA line in address block no part of the address; floor in parentheses kept; other-domain mailbox under Kontakt is the operator's; Steuernummer gives no VAT id",
    ),
    dict(
        conv=493, id="493-swiss-hobby-shop-two-persons",
        url=URL,
        html=page("""<h1>Impressum (Art. 3 UWG)</h1>
<p>Lorin Zwahlen &amp; Selina Murer<br>Dorfstrasse 18<br>3612 Steffisburg</p>
<p>Telefon: 076 418 22 90<br>E-Mail: shop@kleinbahn-zwahlen.ch</p>
<p>Hobby-Shop: Finanziert ein privates Hobby. Einnahmen werden in der privaten Steuererklärung deklariert.</p>
<p>Keine UID/MWST-Nummer erforderlich.</p>
<h2>Bestellung und Zahlung</h2>
<p>Bestellungen per E-Mail, Zahlung per TWINT oder Vorauskasse. Gewährleistung nach OR.</p>""", lang="de-CH"),
        expect={"name": "Lorin Zwahlen & Selina Murer", "legal_form": None, "representatives": [],
                "vat_id": None, "phone": None, "address": adr("Dorfstrasse 18", "3612", "Steffisburg", "CH")},
        note="two persons on the name line: no form, no representatives; 076 is mobile",
    ),
    dict(
        conv=494, id="494-inhalt-und-redaktion-over-club-block",
        url=URL,
        html=page("""<h1>Impressum</h1>
<h2>Verantwortlich für Inhalt und Redaktion:</h2>
<p>Obst- und Gartenbauverein Weiherhof e.V.<br>Brunnenstraße 6<br>76689 Karlsdorf-Neuthard</p>
<p>Hiltrud Ebersbach (1. Vors.)</p>
<p>Vereinsregister-Nr. VR 2207 (Amtsgericht Bruchsal)<br>Umsatzsteuer-ID: 34005/12345</p>
<h2>Kontakt</h2>
<p>E-Mail: info@ogv-weiherhof.de</p>
<h2>Redaktion</h2><p>Bernd Maurer, Sabine Kolb</p>
<h2>Gestaltung</h2><p>Webatelier Kraichgau, Jens Roth, info@ogv-weiherhof.de</p>"""),
        expect={"name": "Obst- und Gartenbauverein Weiherhof e.V.", "legal_form": "e.V.",
                "representatives": [R("Hiltrud Ebersbach", "chair_of_board")],
                "register": reg("Bruchsal", "VR 2207"), "vat_id": None, "email": "info@ogv-weiherhof.de"},
        note="content/Redaktion heading over the only block is the provider block; '1. Vors.' is chair; court after number; Steuernummer no VAT id; designer and Redaktion no reps",
    ),
    dict(
        conv=495, id="495-title-in-parentheses-after-each-gf",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p><em>Dies ist ein Entwurf. Alle Angaben müssen vor dem Livegang geprüft und ergänzt werden.</em></p>
<p>R. Kellner GmbH Dentallabor<br>Werkstraße 9<br>68219 Mannheim</p>
<p>Vertreten durch:<br>Rebekka Kellner (ZTM) und Jonas Heidrich (ZTM)</p>
<p>Telefon: 0621 8734 410<br>E-Mail: labor@kellner-dental.de</p>
<p>Registergericht: Mannheim HRB 712804</p>"""),
        expect={"name": "R. Kellner GmbH Dentallabor", "legal_form": "GmbH",
                "representatives": [R("Rebekka Kellner", "managing_director"), R("Jonas Heidrich", "managing_director")],
                "register": reg("Mannheim", "HRB 712804")},
        note="(ZTM) stripped, 'und' separates two managing directors; firm line whole; draft note is no template",
    ),
    dict(
        conv=496, id="496-kg-komplementaer-gmbh-then-its-gf",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Hagedorn Zahntechnik GmbH &amp; Co. KG<br>Industriering 12<br>48599 Gronau</p>
<p>Vertreten durch:<br>Hagedorn Zahntechnik Verwaltungs GmbH (Komplementär), Industriering 12, 48599 Gronau<br>
Geschäftsführer: ZTM Tobias Hagedorn</p>
<p>Registernummer: HRB 4418</p>
<p>Telefon: 02562 7109 0<br>E-Mail: info@hagedorn-zahntechnik.de</p>
<h2>Berufsbezeichnung und Kammer</h2>
<p>Zahntechnikermeister, Handwerkskammer Münster, Bismarckallee 1, 48151 Münster</p>""",
                  footer='<footer><p>Hagedorn Zahntechnik · Industriering 12 · Gebäude C, Eingang C3 · 48599 Gronau</p></footer>'),
        expect={"legal_form": "GmbH & Co. KG", "register": None,
                "representatives": [R("Tobias Hagedorn", "managing_director")],
                "address": adr("Industriering 12", "48599", "Gronau")},
        note="general-partner GmbH is no representative, its GF is managing_director (ZTM stripped); an HRB only is the general partner's: register null; footer building line ignored",
    ),
    dict(
        conv=497, id="497-english-designation-above-person",
        url=URL,
        html=en("""<h1>Legal Notice</h1>
<h2>Information according to § 5 DDG</h2>
<p>Flowbridge Labs<br>Nils Ambrosius<br>Schillerstraße 44<br>04109 Leipzig</p>
<h2>Contact</h2>
<p>Phone: +49 151 2290 4417<br>Email: hello@flowbridge-labs.de</p>
<h2>Responsible for content</h2>
<p>Nils Ambrosius, address as above</p>"""),
        expect={"name": "Flowbridge Labs", "legal_form": "Einzelunternehmen",
                "representatives": [R("Nils Ambrosius", "owner")], "phone": None},
        note="designation line above the person: name and owner; German law gives Einzelunternehmen; +49 151 is mobile",
    ),
    dict(
        conv=498, id="498-austrian-regiegemeinschaft-lawyers",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>WALDNER &amp; POSCH<br>Rechtsanwälte in Regiegemeinschaft<br>Maria-Theresien-Straße 21<br>6020 Innsbruck</p>
<p>Telefon: +43 (0)512 / 58 31 72<br>E-Mail: <a href="/kontakt/">kanzlei@waldner-posch.at</a></p>
<p>RA Mag. Lisa Waldner, ADVM-Code R 123456, UID: ATU 61234567</p>
<p>RA Dr. Georg Posch, ADVM-Code R 654321, UID: ATU 67654321</p>
<p>Standesrecht: Rechtsanwaltsordnung (RAO). Kammerzugehörigkeit: Rechtsanwaltskammer für Tirol.</p>""", lang="de-AT"),
        expect={"name": "WALDNER & POSCH", "legal_form": None, "representatives": [], "vat_id": None,
                "email": "kanzlei@waldner-posch.at", "phone": "+43512583172",
                "address": adr("Maria-Theresien-Straße 21", "6020", "Innsbruck", "AT")},
        note="cost-sharing association of lawyers: no form, no reps, no VAT id (each UID is a member's); describing line no part of name; e-mail is the link text",
    ),
    dict(
        conv=499, id="499-german-imprint-on-english-version",
        url="https://site.invalid/en/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Forum Stadtgrün Berlin e.V.<br>Gneisenaustraße 41<br>10961 Berlin</p>
<h2>Vorstand</h2>
<p>Prof. Dr. Annegret Vollmer (Vorsitzende)<br>Tarek Bouzidi</p>
<p>Registergericht: Amtsgericht Berlin-Charlottenburg<br>Registernummer: VR 31784 B</p>
<p>Telefon: +49 (030) 2184 52 77<br>E-Mail: info@forum-stadtgruen.de</p>""",
                  nav=NAV_EN, lang="en", title="Imprint",
                  head='<link rel="alternate" hreflang="de" href="https://site.invalid/impressum/">'),
        expect={"representatives": [R("Annegret Vollmer", "chair_of_board"), R("Tarek Bouzidi", "board_member")],
                "register": reg("Charlottenburg", "VR 31784"), "phone": "+493021845277", "legal_form": "e.V."},
        note="German text read as printed; Vorsitzende is chair, next board_member; Berlin-Charlottenburg is Charlottenburg; trunk zero in parentheses dropped",
    ),
    dict(
        conv=500, id="500-imprint-fragment-without-heading",
        url="https://site.invalid/static/impressum.html",
        html="""<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Tafelrunde</title></head><body>
<div class="legal">
<p>Angaben gemäß § 5 TMG</p>
<p>Kernstück Software GmbH<br>Rotebühlstraße 120<br>70197 Stuttgart</p>
<p>Vertreten durch:<br>Lea Mahlberg<br>Finn Ostrowski<br>Yusuf Demirel<br>Clara Weinholtz<br>Benedikt Saur<br>Mila Hartung</p>
<p>Kontakt:<br>E-Mail: board@kernstueck-software.de</p>
<p>Registereintrag:<br>Handelsregister: HRB 791203<br>Registergericht: Stuttgart</p>
</div></body></html>""",
        expect={"name": "Kernstück Software GmbH", "legal_form": "GmbH",
                "representatives": [R(n, "managing_director") for n in ["Lea Mahlberg", "Finn Ostrowski", "Yusuf Demirel",
                                                                         "Clara Weinholtz", "Benedikt Saur", "Mila Hartung"]],
                "register": reg("Stuttgart", "HRB 791203"), "email": "board@kernstueck-software.de", "phone": None},
        note="a served imprint fragment without heading is the imprint; six Vertreten-durch persons of a GmbH are managing directors; board@ is the only contact",
    ),
    dict(
        conv=501, id="501-several-persons-no-form-word",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Kettwerk<br>c/o Gründerhaus Wupper e.V.<br>Friedrich-Engels-Allee 180<br>42285 Wuppertal</p>
<p>Vertreten durch:<br>Mara Ellinghaus<br>Jonte Rybak<br>Samuel Okafor</p>
<p>Telefon: 0202 6983 114<br>E-Mail: team@kettwerk-app.de</p>"""),
        expect={"name": "Kettwerk", "legal_form": None, "representatives": [],
                "address": adr("Friedrich-Engels-Allee 180", "42285", "Wuppertal"), "phone": "+492026983114"},
        note="several 'Vertreten durch' persons without form word: no roles, legal form null (no GbR inferred); incubator c/o line dropped",
    ),
]

# ------------------------------------------------------------------ 510-535
CASES += [
    dict(
        conv=510, id="510-artist-studio-designation-in-chrome",
        url=URL,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Liv Sandhagen<br>Kunstmühlenweg 5<br>79098 Freiburg im Breisgau</p>
<p>Telefon: 0151 4420 7718<br>E-Mail: atelier@livsandhagen-studio.de</p>
<h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
<p>Liv Sandhagen, Anschrift wie oben</p>""",
                  title="LIVSA Studio by Liv Sandhagen – Impressum",
                  header='<header><a href="/" class="logo">LIVSA Studio by Liv Sandhagen</a></header>',
                  footer='<footer><p>Contemporary Art. Öl auf selbst gespannter Leinwand.</p><p>© 2024 Liv Sandhagen · LIVSA Studio</p></footer>'),
        expect={"name": "Liv Sandhagen", "legal_form": "Einzelunternehmen",
                "representatives": [R("Liv Sandhagen", "owner")], "phone": None},
        note="a Studio designation in header/title/footer is a trading designation (business signal) but stays out of the name; the § 5 person is name and owner",
    ),
    dict(
        conv=511, id="511-kuenstlername-line-above-civil-name",
        url=URL,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Milo Starling (Künstlername)<br>Matthias Sternkopf<br>Gutenbergstraße 30<br>14467 Potsdam</p>
<p>Telefon: +49 178 5523 901<br>E-Mail: booking@milostarling.de</p>
<p>Umsatzsteuer-ID: DE 318 902 556<br>Mitglied der Künstlersozialkasse.</p>"""),
        expect={"name": "Matthias Sternkopf", "legal_form": "Einzelunternehmen",
                "representatives": [R("Matthias Sternkopf", "owner")], "phone": None, "vat_id": "DE318902556"},
        note="a line marked Künstlername is a pseudonym, not a designation: the civil name is name and owner",
    ),
    dict(
        conv=512, id="512-imprint-repeated-in-responsive-copies",
        url=URL,
        html=page("""<div class="screen-desktop">
<h1>Impressum</h1>
<p>Avalonik<br>Inh. Dimitrios Karanikas<br>Parkstraße 16<br>45127 Essen</p>
<p>Telefon: 0201 4388 120<br>E-Mail: info@avalonik-technik.de</p>
<h2>Verantwortlich nach § 55 Abs. 2 RStV</h2>
<p>Stefanie Brückner<br>Lindenhof 3<br>44787 Bochum</p>
<p>Bei Fragen zum Datenschutz oder zu dieser Webseite: datenschutz@netzwerkstatt-ruhr.de</p>
</div>
<div class="screen-tablet">
<h1>Impressum</h1>
<p>Avalonik<br>Inh. Dimitrios Karanikas<br>Parkstraße 16<br>45127 Essen</p>
<p>Telefon: 0201 4388 120<br>E-Mail: info@avalonik-technik.de</p>
<h2>Verantwortlich nach § 55 Abs. 2 RStV</h2>
<p>Stefanie Brückner<br>Lindenhof 3<br>44787 Bochum</p>
<p>Bei Fragen zum Datenschutz oder zu dieser Webseite: datenschutz@netzwerkstatt-ruhr.de</p>
</div>
<div class="screen-mobile">
<h1>Impressum</h1>
<p>Avalonik<br>Inh. Dimitrios Karanikas<br>Parkstraße 16<br>45127 Essen</p>
<p>Telefon: 0201 4388 120<br>E-Mail: info@avalonik-technik.de</p>
</div>"""),
        expect={"name": "Avalonik", "representatives": [R("Dimitrios Karanikas", "owner")],
                "email": "info@avalonik-technik.de", "phone": "+492014388120",
                "address": adr("Parkstraße 16", "45127", "Essen")},
        note="copies of one imprint read once; designation above 'Inh.' line; the § 55 person and agency privacy mailbox are somebody else's",
    ),
    dict(
        conv=513, id="513-street-printed-as-field-label",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p><em>Entwurf – bitte vor Veröffentlichung prüfen.</em></p>
<p>Malerbetrieb Krenzlin<br>Inhaber: Paul Krenzlin<br>Straße Nr. <!-- z. B. Musterstraße 12 --><br>65830 Kriftel</p>
<p>Telefon: 01521 7748 302<br>E-Mail: info@malerbetrieb-krenzlin.de</p>
<p>Umsatzsteuer-ID: — falls vorhanden, hier eintragen —</p>
<p>Zuständige Kammer: — z. B. HWK Frankfurt-Rhein-Main —</p>"""),
        expect={"name": "Malerbetrieb Krenzlin", "representatives": [R("Paul Krenzlin", "owner")],
                "address": None, "vat_id": None, "phone": None, "email": "info@malerbetrieb-krenzlin.de"},
        note="the street field label is placeholder text: address null even with a real postal line; Inhaber line gives owner; other placeholders null",
    ),
    dict(
        conv=514, id="514-kleinunternehmer-sentence-cut-by-heading",
        url=URL,
        html=page("""<h1>Impressum</h1>
<h2>Gesetzliche Anbieterkennung:</h2>
<p>Svenja Rautenberg<br>am feldrain 7a<br>31134 Hildesheim</p>
<p>Telefon: +49 155 6620 1184<br>E-Mail: hallo@schnitzkerbe.de</p>
<p>Aufgrund des Kleinunternehmerstatus wird in den Rechnungen keine MwSt. ausgewiesen (umsatzsteuerfrei gem.</p>
<h2>§ 19 Abs. 1 UStG).</h2>""",
                  title="Schnitzkerbe – Impressum",
                  header='<header><a href="/" class="logo">Schnitzkerbe</a></header>',
                  footer='<footer><p>Schnitzkerbe · Svenja Rautenberg · Am Feldrain 7a · 31134 Hildesheim</p><p>© 2024 Schnitzkerbe</p></footer>'),
        expect={"name": "Svenja Rautenberg", "legal_form": "Einzelunternehmen",
                "representatives": [R("Svenja Rautenberg", "owner")], "phone": None,
                "address": adr("am feldrain 7a", "31134", "Hildesheim")},
        note="Kleinunternehmer statement cut by an h2 is still the business signal; designation only in chrome stays out of the name; lower-case street as printed in the provider block",
    ),
    dict(
        conv=515, id="515-management-line-of-eu-fn-check-letter",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Medieninhaber und Herausgeber:</p>
<p>Klarblick „Werkraum“ e.U.<br>Lastenstraße 11<br>8020 Graz</p>
<p>Management: Verena Schantl, Gründerin und CEO</p>
<p>Firmenbuch Nr.: 571902K<br>Firmenbuchgericht: Landesgericht für ZRS Graz</p>
<p>Telefon: +43 677 6210 4435<br>E-Mail: office@klarblick-werkraum.at</p>""",
                  lang="de-AT",
                  head='<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"klarblick.studio"}</script>'),
        expect={"name": "Klarblick „Werkraum“ e.U.", "legal_form": "e.U.",
                "representatives": [R("Verena Schantl", "managing_director")],
                "register": reg("-", "FN 571902k", "AT"), "phone": None},
        note="a Management line is managing_director whatever the form; 'Gründerin' is no owner statement; FN added and check letter lower-cased; quotes in firm kept; JSON-LD name ignored",
    ),
    dict(
        conv=516, id="516-vertretungsberechtigte-1-vorstaende",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Musikverein Sandhofen-Nord e.V.<br>Schulstraße 14<br>68307 Mannheim</p>
<p>Vertretungsberechtigte 1. Vorstände:<br>Carina Trautwein<br>Heiko Ballweg<br>Anschrift siehe Vereinsanschrift</p>
<p>E-Mail: info(at)mv-sandhofen-nord.de</p>
<!-- <p>Webdesign: Pixelpunkt Medien, Uwe Rahm, rahm@pixelpunkt-medien.de</p> -->"""),
        expect={"legal_form": "e.V.", "register": None,
                "representatives": [R("Carina Trautwein", "chair_of_board"), R("Heiko Ballweg", "chair_of_board")],
                "email": "info@mv-sandhofen-nord.de"},
        note="two persons printed as '1. Vorstände' are both chair_of_board; (at) resolves; commented designer block is not on the page; form from the name",
    ),
    dict(
        conv=517, id="517-email-spans-hidden-by-external-stylesheet",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Raphael Tiedgen<br>Wolgaster Straße 12<br>17489 Greifswald</p>
<p>Vertreten durch: Raphael Tiedgen</p>
<p>Telefon: 03834-4419027</p>
<p>E-Mail: <span class="x0">ra</span><span class="x1">zq</span><span class="x0">ph</span><span class="x0">@</span><span class="x1">@k</span><span class="x0">tiedgen</span><span class="x1">lm</span><span class="x0">.de</span><span class="x1">tx</span></p>
<p>Die Gestaltung dieser Seite wurde vom Gemeindekirchenrat genehmigt.</p>""",
                  head='<link rel="stylesheet" href="styles/style.css">'),
        expect={"email": None, "name": "Raphael Tiedgen", "legal_form": None, "representatives": [],
                "phone": "+4938344419027"},
        note="spans whose visibility only an external stylesheet decides: the printed text is no address; Vertreten durch himself without signal: private; hyphenated landline",
    ),
    dict(
        conv=530, id="530-contact-panel-impressum-credits-only",
        url=URL,
        html=page("""<section class="contact-panel">
<h2>Kontakt</h2>
<p>IKT Institut für Körper-<br>und Traumatherapie<br>Rosenbergstrasse 61<br>CH-8400 Winterthur</p>
<p>Fragen zur Ausbildung: Prof. Dr. Helene Aeschbacher, E-Mail: ha@ikt-institut.ch</p>
<p>Administrative Fragen: Corinne Ruckstuhl, Telefon: (0041) 052 – 214 83 06, E-Mail: sekretariat@ikt-institut.ch</p>
<h3>Impressum:</h3>
<p>Redaktion: Helene Aeschbacher / Grafikdesign: Atelier Linienwerk / Programmierung: Codegarten GmbH</p>
</section>""", title="IKT – Kontakt", lang="de-CH"),
        expect={"name": "IKT Institut für Körper- und Traumatherapie", "legal_form": None, "representatives": [],
                "email": "sekretariat@ikt-institut.ch", "phone": "+41522148306",
                "address": adr("Rosenbergstrasse 61", "8400", "Winterthur", "CH")},
        note="a contact panel whose Impressum section holds only credits: the address block names the operator (two lines joined); administrative block is the general contact; (0041) 052 drops trunk zero",
    ),
    dict(
        conv=531, id="531-person-then-person-activity-form-word",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Frederik Holtmeyer<br>Frederik Holtmeyer, Unternehmensberatung (Einzelunternehmen)<br>Lessingstraße 19<br>33604 Bielefeld</p>
<p>Telefon: +49 177 3308 215<br>E-Mail: kontakt@holtmeyer-beratung.de</p>"""),
        expect={"name": "Frederik Holtmeyer", "legal_form": "Einzelunternehmen",
                "representatives": [R("Frederik Holtmeyer", "owner")], "phone": None},
        note="the repeat line with generic activity and form word in parentheses is no designation; person is name and owner; printed form word",
    ),
    dict(
        conv=532, id="532-aet-email-ger-mobile-town-only-ev",
        url=URL,
        html=page("""<div class="desktop">
<h1>Impressum</h1>
<p>Angaben gemäß $5 TMG</p>
<p>Hundehilfe Saaletal e.V.<br>07768 Kahla</p>
<p>Vertreten durch: Dr. Anke Reimold, Jörg Schellhase, Petra Wunderlich, Malte Kroos</p>
<p>Telefon: (GER) 173 512 8840<br>E-Mail: kontakt(ät)hundehilfe-saaletal.org</p>
<p>Registergericht: Amtsgericht Jena, Registernummer: VR 231877</p>
<p>Redaktionell verantwortlich: Dr. Anke Reimold</p>
</div>
<div class="mobile">
<p>Hundehilfe Saaletal e.V.<br>07768 Kahla<br>kontakt(ät)hundehilfe-saaletal.org</p>
</div>"""),
        expect={"email": "kontakt@hundehilfe-saaletal.org", "phone": None, "address": None, "legal_form": "e.V.",
                "representatives": [R("Anke Reimold", "board_member"), R("Jörg Schellhase", "board_member"),
                                    R("Petra Wunderlich", "board_member"), R("Malte Kroos", "board_member")]},
        note="(ät) is @; '(GER) 173 …' is a German mobile; postal line without street: null; four Vertreten-durch persons of an e.V. are board members",
    ),
    dict(
        conv=533, id="533-inhaberinnen-of-gbr-are-partners",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Spielgruppe Löwenzahn GbR<br>Inhaberinnen: Janina Pfeffer, Olga Brandtner<br>Waldstraße 52<br>76133 Karlsruhe</p>
<p>Telefon: 0721 6618 904<br>In dringenden Fällen: 0170 4419 226<br>
<a href="javascript:decodeMail('xq7ab3k')">E-Mail</a></p>
<p>Inhaltlich verantwortlich gemäß § 10 Absatz 3 MDStV: Janina Pfeffer</p>
<h2>Konzept &amp; Realisation</h2>
<p>Webwerk Rheinstetten, Kai Ohler, Hauptstraße 2, 76287 Rheinstetten, info@webwerk-rheinstetten.de</p>"""),
        expect={"name": "Spielgruppe Löwenzahn GbR", "legal_form": "GbR", "register": None,
                "representatives": [R("Janina Pfeffer", "partner"), R("Olga Brandtner", "partner")],
                "email": None, "phone": "+497216618904"},
        note="'Inhaberinnen' of a GbR are partners; javascript decoder link gives no e-mail; landline, not the urgent mobile; agency somebody else",
    ),
    dict(
        conv=534, id="534-private-project-paid-offer-planned",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 DDG</p>
<p>Benedikt Allgaier<br>Oberdorfstraße 21<br>87561 Oberstdorf, Deutschland</p>
<p>E-Mail: benedikt@gipfelkompass-app.de</p>
<p>GipfelKompass ist ein privates Entwicklungsprojekt. Derzeit besteht kein App-Vertrieb und kein entgeltliches Angebot. Nach der Erprobungsphase ist ein kostenpflichtiges Angebot vorgesehen.</p>""",
                  title="GipfelKompass – Impressum"),
        expect={"name": "Benedikt Allgaier", "legal_form": None, "representatives": [],
                "address": adr("Oberdorfstraße 21", "87561", "Oberstdorf"),
                "email": "benedikt@gipfelkompass-app.de"},
        note="a page calling the project private with a paid offer only planned is a private page; country after comma dropped",
    ),
    dict(
        conv=535, id="535-contact-box-designation-two-reps-no-address",
        url=URL,
        html=page("""<section><h2>Kontakt</h2>
<p>H&amp;R Kapital<br>E-Mail: mail@hr-kapital.de</p></section>
<section><h2>Impressum</h2>
<p>Vertreten durch: Felix Haberland und Jakob Ruhnau</p>
<p>Haftungshinweis: Trotz sorgfältiger inhaltlicher Kontrolle übernehmen wir keine Haftung für die Inhalte externer Links.</p></section>""",
                  header='<header><p class="subtitle">Haberland Ruhnau Kapital</p></header>'),
        expect={"name": "H&R Kapital", "legal_form": None, "representatives": [], "address": None,
                "email": "mail@hr-kapital.de"},
        note="designation in the contact box is the name; two persons of a business without form word are not labelled; no address",
    ),
]

# ------------------------------------------------------------------ 550-560
CASES += [
    dict(
        conv=550, id="550-club-dash-department",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Turnerschaft Pforzheim 1862 e.V. – Volleyballabteilung<br>Bleichstraße 31<br>75173 Pforzheim</p>
<p>Die Volleyballabteilung ist eine Abteilung der Turnerschaft Pforzheim 1862 e.V.</p>
<p>Vertreten durch den Vorstand:<br>Gerd Baumeister (1. Vorsitzender)</p>
<p>Registergericht: Amtsgericht Mannheim<br>Registernummer: VR 502318</p>
<p>E-Mail: volleyball@ts-pforzheim.de</p>"""),
        expect={"name": "Turnerschaft Pforzheim 1862 e.V.", "legal_form": "e.V.",
                "register": reg("Mannheim", "VR 502318"),
                "representatives": [R("Gerd Baumeister", "chair_of_board")]},
        note="the department after the dash is no part of the club's name",
    ),
    dict(
        conv=550, id="550-club-e-v-without-final-dot-department",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>SG Wetterau von 1911 e. V - Abteilung Judo<br>Sportplatzweg 4<br>61169 Friedberg</p>
<p>E-Mail: judo@sg-wetterau.de<br>Telefon: 06031 7720 15</p>"""),
        expect={"name": "SG Wetterau von 1911 e. V", "legal_form": "e.V."},
        note="form word kept as printed ('e. V' without the final dot) and gives e.V.; department dropped",
    ),
    dict(
        conv=551, id="551-decoy-in-class-hidden-span",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Karate-Dojo Ennepetal e.V.<br>Jens Obermöller<br>Hattinger Straße 88<br>44789 Bochum</p>
<p>E-Mail: in<span class="hideMe">shotokan</span>fo@karate-ennepetal.de</p>
<p>Eingetragen im Vereinsregister. Registernummer: 518</p>""",
                  head='<link rel="stylesheet" href="/css/site.css">'),
        expect={"email": None, "representatives": [], "register": None,
                "address": adr("Hattinger Straße 88", "44789", "Bochum")},
        note="a decoy in a span hidden only by the site's stylesheet: the printed text is no address; a person without function is no representative and his address is the club's; number without kind null",
    ),
    dict(
        conv=552, id="552-designation-two-surnames-one-inh",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>KFZ-Meisterbetrieb Lehmkuhl &amp; Sandner<br>Inh. Dennis Lehmkuhl<br>Gewerbestraße 5<br>27749 Delmenhorst</p>
<p>Telefon: +49 (0) 151 2877 4410<br>E-Mail: werkstatt@lehmkuhl-sandner.de</p>
<h2>Verantwortlicher für die Webseite</h2>
<p>Tim Sandner<br>E-Mail: web@tim-sandner.de</p>"""),
        expect={"name": "KFZ-Meisterbetrieb Lehmkuhl & Sandner", "legal_form": "Einzelunternehmen",
                "representatives": [R("Dennis Lehmkuhl", "owner")], "phone": None,
                "email": "werkstatt@lehmkuhl-sandner.de"},
        note="'&' in a designation is no partnership; one Inh. gives Einzelunternehmen; website person's block somebody else's; mobile",
    ),
    dict(
        conv=553, id="553-content-line-only-trade-in-privacy",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Verantwortlich für den Inhalt: Gabriele Fürstenau</p>
<h2>Datenschutzerklärung</h2>
<p>Wir verarbeiten Ihre Daten nach den deutschen Datenschutzgesetzen und dem BDSG. Beim Kauf unserer Produkte werden die Daten zur kaufmännischen Abwicklung an Zahlungsdienstleister (PayPal, Klarna) übermittelt.</p>
<p>Die Übungsreihe „Atemwelle nach Gabriele Fürstenau®“ ist eine eingetragene Marke.</p>
<p>Diese Website wurde erstellt mit Baukasten Pro, support@baukastenpro-sites.de.</p>"""),
        expect={"name": "Gabriele Fürstenau", "legal_form": "Einzelunternehmen",
                "representatives": [R("Gabriele Fürstenau", "owner")], "address": None, "email": None, "phone": None},
        note="the content line without a § 18 line is the provider block; product sales and a registered mark in the privacy text are the business signal; site builder's mailbox somebody else's",
    ),
    dict(
        conv=554, id="554-rechtsform-epu-austria",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Informationspflicht laut § 5 E-Commerce Gesetz</p>
<p>Sabine Haidinger<br>Stadtplatz 5b/5<br>4600 Wels</p>
<p>Rechtsform: EPU (Freies Gewerbe)<br>Unternehmensgegenstand: Lebens- und Sozialberatung<br>Gewerbebehörde: Magistrat der Stadt Wels<br>Mitglied der WKÖ</p>
<p>Firmensitz: OÖ, Österreich</p>
<p>Telefon: +(43) 650 221 87 40<br>E-Mail: sabine@wohlfuehlzeit-haidinger.at</p>""", lang="de-AT"),
        expect={"name": "Sabine Haidinger", "legal_form": None,
                "representatives": [R("Sabine Haidinger", "owner")], "phone": None,
                "address": adr("Stadtplatz 5b/5", "4600", "Wels", "AT")},
        note="EPU names the Austrian one-person form, for which there is no code: null; person is owner; mailbox domain word no designation; 650 mobile; Firmensitz line no address",
    ),
    dict(
        conv=555, id="555-fragment-provider-club-webmaster-data",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Verantwortlich für den Inhalt dieser Website im Sinne des § 5 TMG: Blaskapelle Oberwinden e.V.</p>
<h2>Realisierung / Administration</h2>
<p>Florian Mayerhöfer<br>79297 Winden im Elztal<br>webmaster@blaskapelle-oberwinden.de</p>
<h2>Haftung für Inhalte</h2>
<p>Die Inhalte unserer Seiten wurden mit größter Sorgfalt erstellt.</p>"""),
        expect={"name": "Blaskapelle Oberwinden e.V.", "legal_form": "e.V.", "address": None,
                "email": None, "phone": None, "representatives": []},
        note="the § 5 line names the club; the only person, town and mailbox are the webmaster's",
    ),
    dict(
        conv=556, id="556-vr-number-with-year-suffix",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Freundeskreis Isarauen e.V.<br>Leopoldstraße 140<br>80804 München</p>
<p>Vertreten durch:<br>Korbinian Haslinger (Vorstand)</p>
<p>Registergericht: Amtsgericht München<br>Vereinsregister: VR 2481/97</p>
<p>Umsatzsteuer-ID: 143/218/40519</p>
<p>Telefon: 089 77 41 83<br>E-Mail: info@freundeskreis-isarauen.de</p>"""),
        expect={"register": reg("München", "VR 2481/97"), "vat_id": None, "phone": "+4989774183",
                "representatives": [R("Korbinian Haslinger", "board_member")]},
        note="the slash year part belongs to the file number and is kept; '(Vorstand)' is board_member; Steuernummer no VAT id",
    ),
    dict(
        conv=557, id="557-form-address-empty-street",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Vereinsname: Angelfreunde Kraichbach</p>
<p>Adresse: <br>Postleitzahl: 68753<br>Ort: Waghäusel<br>Bundesland: Baden-Württemberg<br>Regierungsbezirk: Karlsruhe<br>Landkreis: Karlsruhe</p>
<p>Vertreten durch den Vorstand</p>
<p>Kontakt:<br>E-Mail: vorstand@angelfreunde-kraichbach.de</p>
<p>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV:<br>Thomas Lauinger, Kirchstraße 4, 68753 Waghäusel</p>"""),
        expect={"name": "Angelfreunde Kraichbach", "legal_form": None, "address": None, "representatives": [],
                "email": "vorstand@angelfreunde-kraichbach.de", "register": None},
        note="empty street field: address null; 'Vereinsname:' is a label, no e.V. printed: null; unnamed Vorstand labels nobody; § 55 person's street not the club's",
    ),
    dict(
        conv=558, id="558-mailto-behind-words-club",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Musikverein Tannenkirch e.V.<br>79400 Kandern - Tannenkirch</p>
<p>Vertreten durch: <a href="/verein/vorstand/">Die Vorstandschaft</a></p>
<table><tr><td>Registergericht</td><td>Amtsgericht Freiburg i. Br.</td></tr>
<tr><td>Registernummer</td><td>VR 410771</td></tr></table>
<!-- <p>Umsatzsteuer-Identifikationsnummer: DE 123 456 789</p> -->
<p>Sie erreichen uns über das Kontaktformular oder können uns auch gerne eine E-Mail an <a href="mailto:info@mv-tannenkirch.de">unsere Info</a> schicken.</p>"""),
        expect={"email": "info@mv-tannenkirch.de", "representatives": [], "address": None,
                "register": reg("Freiburg i. Br.", "VR 410771"), "vat_id": None},
        note="a mailto behind words in a contact sentence is the club's e-mail; 'Die Vorstandschaft' names nobody; no street; court as printed; commented VAT not on page",
    ),
    dict(
        conv=559, id="559-designation-two-styled-spans",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p><span style="color:#2a5fa8">Klar</span><span style="color:#e0392b">Werk</span><br>Dominik Fahrenholz<br>Hafenstraße 9<br>23966 Wismar</p>
<p>Vertretungsberechtigt: Dominik Fahrenholz (Inhaber)</p>
<p>Telefon: 03841 2207 44<br>Fax: 03841 2207 45<br>E-Mail: info@klarwerk-wismar.de</p>"""),
        expect={"name": "KlarWerk", "legal_form": "Einzelunternehmen",
                "representatives": [R("Dominik Fahrenholz", "owner")], "phone": "+493841220744"},
        note="two styled spans show one word, the name; person below is owner; landline not fax",
    ),
    dict(
        conv=560, id="560-eu-heading-soft-broken-description-person",
        url=URL,
        html=page("""<h1>Impressum</h1>
<h2>Auinger Vermessung e.U.</h2>
<p>Ingenieurbüro für Vermessung und Geoinformation
DI Stefan Auinger</p>
<p>Hauptplatz 12
3100 St. Pölten</p>
<p>Firmenbuchnummer: 512874w</p>
<p>Telefon: +43 650 771 20 84<br>E-Mail: office@auinger-vermessung.at</p>""",
                  lang="de-AT",
                  footer='<footer><p>DI Stefan Auinger – Vermessungsbüro &amp; Beratung e.U.</p></footer>'),
        expect={"name": "Auinger Vermessung e.U.", "legal_form": "e.U.",
                "representatives": [R("Stefan Auinger", "owner")], "register": reg("-", "FN 512874w", "AT"),
                "address": adr("Hauptplatz 12", "3100", "St. Pölten", "AT"), "phone": None},
        note="e.U. heading is the name; description split off where the person begins; person owner, DI stripped; FN added; soft-broken street/postal line split; 650 mobile",
    ),
]

# ------------------------------------------------------------------ 591-599
CASES += [
    dict(
        conv=591, id="591-swiss-cooperative-in-formation",
        url=URL,
        html=page("""<h1>Impressum</h1>
<h2>Exploitante de ce site</h2>
<p>Genossenschaft Datenallmend<br>Waldeggstrasse 27<br>3097 Liebefeld</p>
<p>Forme juridique: Genossenschaft nach Art. 828 ff. OR mit Sitz in Liebefeld. Die Genossenschaft wird derzeit formell gegründet.</p>
<h2>Contact</h2>
<p>hallo@datenallmend.ch</p>""", lang="de-CH"),
        expect={"legal_form": "Genossenschaft", "register": None, "email": "hallo@datenallmend.ch",
                "address": adr("Waldeggstrasse 27", "3097", "Liebefeld", "CH")},
        note="an explicit form line names Genossenschaft although the entry is still to come; no register",
    ),
    dict(
        conv=592, id="592-evig-club-not-registered",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Seebrücke Lahntal e.V.i.G.<br>Bahnhofstraße 7<br>35037 Marburg</p>
<p>Vertreten durch:<br>Ronja Kiefer<br>Elias Brandstätter</p>"""),
        expect={"name": "Seebrücke Lahntal e.V.i.G.", "legal_form": None, "register": None,
                "representatives": [R("Ronja Kiefer", "board_member"), R("Elias Brandstätter", "board_member")],
                "email": None, "phone": None},
        note="'e.V.i.G.' (in Gründung) is not yet registered: form null; two Vertreten-durch persons of an association are board members",
    ),
    dict(
        conv=593, id="593-french-courtesy-translation",
        url="https://site.invalid/fr/mentions-legales/",
        html=page("""<h1>Mentions légales</h1>
<p>Ceci est une traduction de courtoisie. Seule la version allemande fait foi.</p>
<h2>Informations selon l'article 5 de la loi allemande sur les services numériques (DDG)</h2>
<p>Valentin Oberhauser<br>Severinstraße 88<br>50678 Cologne<br>Allemagne</p>
<p>Téléphone : +49 173 6628 401<br>E-mail : contact@valentin-oberhauser-musik.de</p>
<p>Micro-entrepreneur au sens du § 19 (1) UStG : la TVA n'est pas facturée.</p>
<h2>Responsable du contenu selon § 18 al. 2 MStV</h2>
<p>Valentin Oberhauser, adresse ci-dessus</p>""",
                  title="Mentions légales", lang="fr",
                  nav='<nav><a href="/fr/">Accueil</a> <a href="/fr/concerts/">Concerts</a> <a href="/fr/mentions-legales/">Mentions légales</a></nav>',
                  footer='<footer><p>Valentin Oberhauser · Severinstraße 88 · 50678 Köln</p></footer>'),
        expect={"name": "Valentin Oberhauser", "legal_form": "Einzelunternehmen",
                "representatives": [R("Valentin Oberhauser", "owner")], "phone": None,
                "address": adr("Severinstraße 88", "50678", "Cologne")},
        note="a courtesy translation is read as printed: the exonym city stays; § 19 UStG micro-entrepreneur sentence is the business signal",
    ),
    dict(
        conv=594, id="594-site-name-only-in-title-private",
        url=URL,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 DDG</h2>
<p>Henrik Blumenstock<br>Am Kolk 18<br>48149 Münster</p>
<p>E-Mail: henrik@vier-wolken.de</p>
<p>Haftung für Inhalte: Die Inhalte meiner Seiten und mein Angebot wurden mit Sorgfalt erstellt. Für meine Inhalte und Leistungen kann ich keine Gewähr übernehmen. Nutzen Sie gern das Kontaktformular.</p>
<h2>Datenschutz</h2>
<p>Verantwortlicher: Henrik Blumenstock, Kolk 18, 48149 Münster</p>""",
                  title="Vier Wolken – Impressum &amp; Datenschutz"),
        expect={"name": "Henrik Blumenstock", "legal_form": None, "representatives": [],
                "address": adr("Am Kolk 18", "48149", "Münster")},
        note="a site name only in the title with no trade printed is no designation: private page; imprint street over the privacy block's variant",
    ),
    dict(
        conv=595, id="595-fill-in-spans-swiss-practice",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p><span class="fill-in">[Ihr Vorname und Nachname]</span><br>Massagepraxis Wolkenleicht<br>
<span class="fill-in">[Ihre Strasse und Hausnummer]</span><br>8570 Weinfelden</p>
<p>Telefon: 078 614 22 37<br>E-Mail: <span class="fill-in">[ihre@emailadresse.ch]</span></p>""", lang="de-CH"),
        expect={"name": "Massagepraxis Wolkenleicht", "legal_form": None, "representatives": [],
                "address": None, "email": None, "phone": None},
        note="bracketed fill-in spans are placeholders; the designation is the name; no person shown: form null; postal line alone no address; 078 mobile",
    ),
    dict(
        conv=596, id="596-placeholder-owner-digit-run-phone",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Firmenname: Kosmetikstudio Lindenblüte Kassel<br>Anschrift: Friedrich-Ebert-Straße 61, 34117 Kassel</p>
<p>Telefon: +49 (561) 123 456 78<br>E-Mail: termin@lindenbluete-kassel.de</p>
<p>Verantwortlich für den Inhalt: [Name des Inhabers]</p>"""),
        expect={"name": "Kosmetikstudio Lindenblüte Kassel", "phone": None, "legal_form": None,
                "representatives": [], "address": adr("Friedrich-Ebert-Straße 61", "34117", "Kassel"),
                "email": "termin@lindenbluete-kassel.de"},
        note="name and address kept; counting digits are a placeholder phone; no person shown: form null",
    ),
    dict(
        conv=597, id="597-home-footer-designation-person-contact",
        url="https://site.invalid/",
        html=page("""<h1>Gassi-Service im Appenzellerland</h1>
<p>Ich gehe mit Ihrem Hund spazieren – zuverlässig und mit Herz.</p>
<div id="impressum" class="toggle"><h3>AGB</h3><p>Buchungen sind verbindlich. Absagen bis 24 Stunden vorher sind kostenlos.</p></div>""",
                  title="Hundespaziergängerin – Start",
                  footer='<footer><p>Hundespaziergängerin<br>Corina Eugster<br>9053 Teufen AR<br>079 552 18 40<br><a href="mailto:corina@gassi-eugster.ch">Mail</a></p></footer>'),
        expect=ALL_NULL,
        note="a home page footer with only name and contact data is no imprint: all null",
    ),
    dict(
        conv=598, id="598-placeholder-tax-lines-private",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Theresa Wimmelbach<br>Lechstraße 12<br>86899 Landsberg am Lech</p>
<p>Telefon: 08191/94217<br>E-Mail: theresa@wimmelbach-blog.de</p>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a UStG: DE....</p>
<p>Steuer-Nr. 123/456/78910 Finanzamt ...</p>
<p>Inhaltlich Verantwortliche: Theresa Wimmelbach</p>"""),
        expect={"name": "Theresa Wimmelbach", "legal_form": None, "representatives": [], "vat_id": None,
                "phone": "+49819194217"},
        note="placeholder VAT and tax numbers are no business signal: private page; slash landline",
    ),
    dict(
        conv=599, id="599-anschrift-and-domizil-cards-ag",
        url=URL,
        html=page("""<h1>Impressum</h1>
<div class="cards">
<div class="card"><h3>Anschrift</h3><p>Seeblick Immobilien AG<br>Seestrasse 40<br>8266 Steckborn</p><p>info@seeblick-immo.ch<br>+41 52 761 20 30</p></div>
<div class="card"><h3>Domizil</h3><p>Seeblick Immobilien AG<br>Kirchgasse 3<br>8266 Steckborn</p><p>info@seeblick-immo.ch<br>+41 52 761 20 30</p></div>
</div>""", lang="de-CH"),
        expect={"name": "Seeblick Immobilien AG", "legal_form": "AG", "register": None, "representatives": [],
                "address": adr("Kirchgasse 3", "8266", "Steckborn", "CH")},
        note="the Domizil card labels the seat, which is the establishment, over the first 'Anschrift' card",
    ),
]

# ------------------------------------------------------------------ 621-630
CASES += [
    dict(
        conv=621, id="621-chamber-block-first-then-provider-slot",
        url=URL,
        html=page("""<h1>Impressum</h1>
<div class="chamber"><p>Handwerkskammer Ostbayern :br Ditthornstraße 10 :br 93055 Regensburg :br Tel.: +49 941 7965 0</p></div>
<div class="slot-left"><p>Anton Brunnhuber :br Natursteinarbeiten<br>Am Steinbruch 3<br>94234 Viechtach</p>
<p>:icon{name="phone"} Telefon: 09942 81 54 22<br>:icon{name="fax"} Fax: 09942 81 54 23<br>:icon{name="mail"} info@brunnhuber-stein.de</p>
<p>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV: Anton Brunnhuber</p>
<p>USt-IdNr.: DE 287 415 903</p></div>"""),
        expect={"name": "Anton Brunnhuber", "legal_form": "Einzelunternehmen",
                "representatives": [R("Anton Brunnhuber", "owner")], "vat_id": "DE287415903",
                "phone": "+499942815422", "address": adr("Am Steinbruch 3", "94234", "Viechtach"),
                "email": "info@brunnhuber-stein.de"},
        note="the chamber block printed first is somebody else's; the activity line is no designation; MDC tags printed as text are no part of values",
    ),
    dict(
        conv=622, id="622-provider-line-method-and-team-in-code-block",
        url=URL,
        html=page("""<h1>Impressum</h1>
<h2>verantwortlich</h2>
<pre><code>Atem-Methode Ilse Brachmann Team Wiebke Sander-Holm,Ole Sander
Birkenweg 11
53572 Unkel
Telefon: 02224 7718 30
Sander@atemteam-unkel.de
ole.sander@atemteam-unkel.de</code></pre>"""),
        expect={"name": "Atem-Methode Ilse Brachmann Team Wiebke Sander-Holm,Ole Sander", "legal_form": None,
                "representatives": [], "email": "sander@atemteam-unkel.de", "phone": "+492224771830"},
        note="the provider line is kept whole as printed; two persons without form word: null and no reps; first of two mailboxes, lower-cased; code block is printed text",
    ),
    dict(
        conv=623, id="623-contact-data-in-image-alt",
        url=URL,
        html=en("""<h1>Imprint</h1>
<h2>Site owner &amp; contact</h2>
<p>To protect against spam, the contact details are shown as an image.</p>
<p><img src="/images/legal/imprint-contact.png" alt="Marlene Zurfluh, Rütiweg 14, 6403 Küssnacht, Switzerland — marlene.zurfluh@bergpost.ch"></p>
<h2>Text, images &amp; content</h2>
<p>Marlene Zurfluh, Andrin Zurfluh</p>
<h2>Disclaimer</h2>
<p>All offers are non-binding. Responsible for content according to UWG: Marlene Zurfluh.</p>"""),
        expect={"name": "Marlene Zurfluh", "legal_form": None, "representatives": [],
                "address": adr("Rütiweg 14", "6403", "Küssnacht", "CH"), "email": "marlene.zurfluh@bergpost.ch"},
        note="the alt text of the contact image counts as printed; no business signal: private page; country after the town dropped",
    ),
    dict(
        conv=624, id="624-partly-filled-swiss-practice",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p><strong>Zahnarztpraxis Dr. med. dent. Livia Gasser</strong><br>Musterstrasse 1<br>8001 Zürich<br>+41 44 123 45 67<br>
<a href="mailto:praxis@zahnarzt-gasser.ch">praxis@zahnarzt-gasser.ch</a></p>
<p>Berufsbezeichnung: Zahnärztin (verliehen in der Schweiz)</p>
<p><em>Diese Seite wird noch vervollständigt.</em></p>""", lang="de-CH"),
        expect={"name": "Zahnarztpraxis Dr. med. dent. Livia Gasser", "legal_form": "Einzelunternehmen",
                "representatives": [], "address": None, "phone": None, "email": "praxis@zahnarzt-gasser.ch"},
        note="placeholder street and counting-digit number are null; real mailbox and designation kept; no separate person line: no owner",
    ),
    dict(
        conv=625, id="625-zahnarztpraxis-line-soft-broken",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Zahnarztpraxis
Dr. med. dent. Helena Wolfsberger
Kirchplatz 9
53773 Hennef</p>
<p>Tel.: 02242 8830<br>Fax: 02242 8831<br>Internet: www.zahnarzt-wolfsberger.de</p>
<p>Die Zahnarztpraxis Dr. Helena Wolfsberger ist für Sie da.</p>
<p>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV: Dr. Helena Wolfsberger</p>"""),
        expect={"name": "Zahnarztpraxis Dr. med. dent. Helena Wolfsberger", "legal_form": "Einzelunternehmen",
                "representatives": [], "address": adr("Kirchplatz 9", "53773", "Hennef"),
                "phone": "+4922428830", "email": None},
        note="soft-broken lines render as one: practice designation with title is the name; no owner; street/postal split; no e-mail printed",
    ),
    dict(
        conv=626, id="626-bold-doctor-line-above-para5-heading",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p><strong>Dr. Wiebke Sanderling</strong><br>Bergmannstraße 44<br>10961 Berlin<br>030 - 6912483<br>praxis@kfo-sanderling.de</p>
<h2>Angaben gemäß §5 TMG</h2>
<ul>
<li>Inhaltlich verantwortlich: Dr. Wiebke Sanderling</li>
<li>Berufsordnung: Berufsordnung der Zahnärztekammer Berlin</li>
<li>Aufsichtsbehörde: Landesamt für Gesundheit und Soziales, Turmstraße 21, 10559 Berlin</li>
<li>Kammer: Zahnärztekammer Berlin, Stallstraße 1, 10585 Berlin</li>
<li>Gesetzliche Berufsbezeichnung: Fachzahnärztin für Kieferorthopädie</li>
</ul>"""),
        expect={"name": "Wiebke Sanderling", "legal_form": "Einzelunternehmen",
                "representatives": [R("Wiebke Sanderling", "owner")], "phone": "+49306912483",
                "address": adr("Bergmannstraße 44", "10961", "Berlin")},
        note="the block above the § 5 heading is the provider block; person name (Dr. stripped) and owner; profession the signal; chamber/authority addresses somebody else's",
    ),
    dict(
        conv=627, id="627-para6-mdstv-provider-line",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Verantwortlich für den Inhalt dieser Homepage gemäß § 6MDStVist:</p>
<p>Dr. med. Ursula Kemmerling<br>Marktstraße 22<br>56068 Koblenz</p>
<p>Telefon: 0261 3317 40<br>Telefax: 0261 3317 41</p>
<p>Ärztin (verliehen in der Bundesrepublik Deutschland)</p>
<p>USt-IdNr. 22/418/03317<br>Identifikationsnummer: 48213907561</p>
<p>Zuständige Kammer: Landesärztekammer Rheinland-Pfalz, Deutschhausplatz 3, 55116 Mainz</p>"""),
        expect={"name": "Ursula Kemmerling", "legal_form": "Einzelunternehmen",
                "representatives": [R("Ursula Kemmerling", "owner")], "vat_id": None, "phone": "+49261331740",
                "email": None},
        note="§ 6 MDStV was the provider identification: the block is the provider block; a Steuernummer under a VAT label and the personal tax id give no VAT id",
    ),
    dict(
        conv=628, id="628-vertretungsberechtigte-r-geschaeftsfuehrer-in",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Gartenpflege Immergrün<br>Eversbuschstraße 120<br>80999 München Allach</p>
<p>Vertretungsberechtigte/r Geschäftsführer/in:<br>Raimund Egerländer</p>
<p>Telefon: 0171 8820 345<br>E-Mail: info@gartenpflege-immergruen.de</p>
<p>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV: Raimund Egerländer</p>"""),
        expect={"name": "Gartenpflege Immergrün", "legal_form": "Einzelunternehmen",
                "representatives": [R("Raimund Egerländer", "managing_director")], "phone": None,
                "address": adr("Eversbuschstraße 120", "80999", "München Allach")},
        note="the generator's management wording is managing_director of an Einzelunternehmen; city as printed; 0171 mobile",
    ),
    dict(
        conv=629, id="629-club-name-item-and-geschaeftsstelle",
        url=URL,
        html=page("""<h1>Impressum</h1>
<dl>
<dt>Name und Anschrift:</dt><dd>KREISVERBAND CHORMUSIK  Heilbronn 1952 e.V.</dd>
<dt>Geschäftsstelle:</dt><dd>Monika Treiber, KVC Geschäftsstelle, Am Rebenhang 8, 74199 Untergruppenbach</dd>
<dt>Registergericht:</dt><dd>Stuttgart</dd>
<dt>Registernummer:</dt><dd>VR 104417</dd>
<dt>E-Mail:</dt><dd>VorstandKVChor@kvc-heilbronn.de</dd>
<dt>Verantwortliche im Sinne der DSGVO:</dt><dd>Monika Treiber, Jürgen Haas, Elke Wiedmann</dd>
</dl>"""),
        expect={"name": "KREISVERBAND CHORMUSIK Heilbronn 1952 e.V.", "legal_form": "e.V.",
                "address": adr("Am Rebenhang 8", "74199", "Untergruppenbach"), "representatives": [],
                "register": reg("Stuttgart", "VR 104417"), "email": "vorstandkvchor@kvc-heilbronn.de"},
        note="the office is the club's establishment; office person and privacy controllers without function are no reps; capitals kept, double space collapsed; mailbox lower-cased",
    ),
    dict(
        conv=630, id="630-designation-with-expansion-in-parentheses",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>KONIT (Konrad Ortner IT-Services)<br>DI Konrad Ortner<br>Linzer Straße 42<br>4040 Linz</p>
<p>Vertreten durch: DI Konrad Ortner</p>
<p>E-Mail: office@konit.at<br>Telefon: +43 732 71 24 90</p>
<h2>Verantwortlicher im Sinne der DSGVO</h2>
<p>KONIT (Konrad Ortner IT-Services)<br>DI Konrad Ortner<br>Linzer Straße 42<br>4040 Linz</p>""", lang="de-AT"),
        expect={"name": "KONIT (Konrad Ortner IT-Services)", "legal_form": None,
                "representatives": [R("Konrad Ortner", "owner")], "phone": "+43732712490"},
        note="a designation with its expansion in parentheses is kept whole; person line and 'Vertreten durch' make him owner; Austria: form null",
    ),
]

# ------------------------------------------------------------------ 651-663
CASES += [
    dict(
        conv=651, id="651-club-responsible-for-event-sentence",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Verantwortlich für das Sommerfest am Wöhrder See 2019 ist der Kolpingjugend Nürnberg-Süd e.V. in Zusammenarbeit mit verschiedenen Partnern.</p>
<h2>Adresse</h2>
<p>Kolpingjugend Nürnberg-Süd e.V.<br>Allersberger Straße 77<br>90461 Nürnberg<br>Telefon: 0911 44183 0</p>
<p>Geschäftsführender Vorstand: Dr. Matthias Kreuzer, Lena Hofbauer, Simon Weiglein, Aylin Koç</p>
<p>Registergericht: Amtsgericht - Registergericht - Nürnberg. Registernummer: VR 2764. Steuernummer: 240/109/61238. Bankverbindung: Sparkasse Nürnberg, IBAN DE00 7605 0101 0000 0000 00.</p>
<p>Verantwortlich nach § 10 MDStV: Simon Weiglein</p>""",
                  title="Sommerfest am Wöhrder See – Impressum"),
        expect={"name": "Kolpingjugend Nürnberg-Süd e.V.", "legal_form": "e.V.", "email": None,
                "phone": "+49911441830", "register": reg("Nürnberg", "VR 2764"),
                "address": adr("Allersberger Straße 77", "90461", "Nürnberg"),
                "representatives": [R("Matthias Kreuzer", "board_member"), R("Lena Hofbauer", "board_member"),
                                    R("Simon Weiglein", "board_member"), R("Aylin Koç", "board_member")]},
        note="the club named responsible for the event is the operator; 'Geschäftsführender Vorstand' members are board members; register from the running paragraph",
    ),
    dict(
        conv=652, id="652-freephone-as-only-telefon",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Polarwerk Systems GmbH<br>Hallstraße 9<br>39576 Stendal</p>
<p>Vertreten durch:<br>Ingo Reichardt, Geschäftsführer<br>Nadine Zilske, Geschäftsführerin</p>
<p>Kontakt:<br>Telefon: 0800 00127 48<br>E-Mail: kontakt@polarwerk-systems.de</p>
<p>Registergericht: Stendal<br>Registernummer: HRB 29174</p>
<p>Umsatzsteuer-ID: DE 341857206</p>""", title="Privacy - Polarwerk Systems"),
        expect={"phone": "+498000012748", "register": reg("Stendal", "HRB 29174"), "vat_id": "DE341857206",
                "representatives": [R("Ingo Reichardt", "managing_director"), R("Nadine Zilske", "managing_director")]},
        note="the provider block's only telephone is the main number even as a freephone number",
    ),
    dict(
        conv=653, id="653-vr-without-space-mobile-only",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Radsportfreunde Zirndorf e.V.<br>Banderbacher Straße 20<br>90513 Zirndorf</p>
<p>Vertreten durch den Vorstand:<br>Martina Gröschel<br>Florian Übelacker</p>
<p>Vereinsregister: VR201554<br>Registergericht: Amtsgericht Fürth</p>
<p>Telefon: +491733318820<br>E-Mail: info@rsf-zirndorf.de</p>
<p>Verantwortlich nach § 55 Abs. 2 RStV: Florian Übelacker, Alte Veste 5, 90513 Zirndorf</p>"""),
        expect={"register": reg("Fürth", "VR 201554"), "phone": None,
                "address": adr("Banderbacher Straße 20", "90513", "Zirndorf"),
                "representatives": [R("Martina Gröschel", "board_member"), R("Florian Übelacker", "board_member")]},
        note="VR number without space normalised; Vorstand names are board members; only number is mobile; § 55 person's street not the club's",
    ),
    dict(
        conv=654, id="654-club-name-pipe-description-no-town",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Elbkiesel e.V. | gemeinnütziger Verein</p>
<p>Adresse: Wulkau 7, 39524</p>
<p>Juna Falkenroth (Vorstand)<br>Ilja Petrovski (Vorstand)</p>
<p>Eintragung im Vereinsregister unter Stendal<br>Registernummer: VR 6142</p>
<p>E-Mail: mail(at)elbkiesel.art</p>
<p>Verantwortlich nach § 55 Abs. 2 RStV: Elbkiesel e.V.</p>"""),
        expect={"name": "Elbkiesel e.V.", "legal_form": "e.V.", "address": None,
                "register": reg("Stendal", "VR 6142"), "email": "mail@elbkiesel.art",
                "representatives": [R("Juna Falkenroth", "board_member"), R("Ilja Petrovski", "board_member")]},
        note="description after a pipe dropped from the name; postal code without town: address null; (Vorstand) board members",
    ),
    dict(
        conv=655, id="655-postanschrift-without-postal-code",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Isarwelle Medien GmbH</p>
<p>Postanschrift:<br>Nymphenburger Str. 88<br>München</p>
<p>Eingetragen am 14.03.2012<br>München HRB 198457</p>
<p>Vertreten durch:<br>Sophia Rettenbacher<br>Maximilian Oberholzer</p>
<p>Telefon: 089/71829044<br>E-Mail: redaktion@isarwelle-medien.de</p>"""),
        expect={"name": "Isarwelle Medien GmbH", "address": None, "register": reg("München", "HRB 198457"),
                "phone": "+498971829044",
                "representatives": [R("Sophia Rettenbacher", "managing_director"),
                                    R("Maximilian Oberholzer", "managing_director")]},
        note="street and town without postal code: address null; court place before the number; two GmbH reps are managing directors",
    ),
    dict(
        conv=656, id="656-ug-no-person-street-register-button-mailto",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Spreeblick Apps UG (haftungsbeschränkt)<br>Berlin-Pankow, Deutschland</p>
<p>Vertreten durch: Die Geschäftsführung</p>
<h2>Registereintrag</h2>
<p>Betriebsnummer: 71902354</p>
<h2>Kontakt</h2>
<p><button onclick="window.location.href='mailto:yannik.oelsner@webpostfach-mail.de'">E-Mail senden</button></p>"""),
        expect={"name": "Spreeblick Apps UG (haftungsbeschränkt)", "legal_form": "UG", "register": None,
                "representatives": [], "address": None, "email": "yannik.oelsner@webpostfach-mail.de"},
        note="'Die Geschäftsführung' labels nobody; a Betriebsnummer is no register; no street/postal code; the literal mailto in a button onclick is the contact",
    ),
    dict(
        conv=657, id="657-company-imprint-included-by-event-site",
        url="https://site.invalid/_includes/impressum.html",
        html=page("""<h2>Impressum</h2>
<p>Angaben nach § 5 TMG:</p>
<p>flowmotion GmbH<br>Max-Brauer-Allee 62<br>22765 Hamburg</p>
<p>Handelsregister Hamburg HRB 118352</p>
<p>Geschäftsführer: Helge Brandstrup und Carola Wiesenthal</p>
<p>Telefon: +49 40 3208 771-0<br>Fax: +49 40 3208 771-9<br>E-Mail: info@flowmotion-consulting.de</p>
<p>Verantwortlich für den Inhalt nach § 6 MDStV: Helge Brandstrup</p>""",
                  title="Agile Nordkonferenz 2024 – Impressum"),
        expect={"name": "flowmotion GmbH", "legal_form": "GmbH", "register": reg("Hamburg", "HRB 118352"),
                "phone": "+494032087710",
                "representatives": [R("Helge Brandstrup", "managing_director"), R("Carola Wiesenthal", "managing_director")]},
        note="a company's imprint on an event site: the company is the operator; extension digits kept",
    ),
    dict(
        conv=658, id="658-street-line-with-postfach-gbr-herr",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Filmclub Lichtspiel GbR<br>Treskowallee 92, Postfach 41<br>10318 Berlin</p>
<p>Vertreten durch:<br>Herr Tobias Wendland<br>Herr Kemal Arslan</p>
<p>Telefon: 0176 5518 2290<br>E-Mail: &#102;&#105;&#108;&#109;&#99;&#108;&#117;&#98;&#64;&#108;&#105;&#99;&#104;&#116;&#115;&#112;&#105;&#101;&#108;&#45;&#98;&#101;&#114;&#108;&#105;&#110;&#46;&#100;&#101;</p>
<p>Google Analytics: UA-40391822-1</p>"""),
        expect={"address": adr("Treskowallee 92", "10318", "Berlin"), "legal_form": "GbR", "phone": None,
                "representatives": [R("Tobias Wendland", "partner"), R("Kemal Arslan", "partner")],
                "email": "filmclub@lichtspiel-berlin.de"},
        note="the Postfach after the comma is dropped from the street; GbR reps are partners without 'Herr'; mobile only; decimal references decoded",
    ),
    dict(
        conv=659, id="659-club-name-heading-on-event-site",
        url=URL,
        html=page("""<h1>Impressum</h1>
<h2>Verein zur Förderung der Digitalkultur in Mittelhessen e.V.</h2>
<p>Frankfurter Straße 66<br>35392 Gießen</p>
<p>Telefon: +49 641 9302174-12<br>Fax: +49 641 9302174-99<br>E-Mail: orga@digitalkultur-mittelhessen.de</p>
<p>Vorstand:<br>Ruth Abendroth, 1. Vorsitzende<br>Kevin Marquardt, Finanzvorstand<br>Sina Lautenbach, Schriftführerin</p>
<p>Registergericht: Amtsgericht Gießen, VR 3318</p>""",
                  title="BarCamp Mittelhessen",
                  footer='<footer><p>Unsere Sponsoren: Hessenwerk AG · Datenhaus Lahn GmbH</p></footer>'),
        expect={"name": "Verein zur Förderung der Digitalkultur in Mittelhessen e.V.", "legal_form": "e.V.",
                "phone": "+49641930217412",
                "representatives": [R("Ruth Abendroth", "chair_of_board"), R("Kevin Marquardt", "board_member"),
                                    R("Sina Lautenbach", "board_member")]},
        note="the club's heading is the provider block's first line; 1. Vorsitzende chair, Finanzvorstand and Schriftführerin board members; extension kept, fax not",
    ),
    dict(
        conv=660, id="660-designation-dash-inh-person-one-line",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>HausHelden – Inh. Birgit Schönfelder<br>Einzelunternehmen<br>Bahnhofstraße 33<br>09111 Chemnitz</p>
<p>Telefon: +49 175 6631 802<br>E-Mail: kontakt@haushelden-chemnitz.de</p>""",
                  title="Termintausch – Ein HausHelden-Projekt",
                  footer='<footer><p>Termintausch – ein HausHelden-Projekt · © 2024</p></footer>'),
        expect={"name": "HausHelden", "legal_form": "Einzelunternehmen",
                "representatives": [R("Birgit Schönfelder", "owner")], "phone": None},
        note="the part after the dash is an owner statement, not an activity: designation is the name, Inhaberin the owner; the platform is the site",
    ),
    dict(
        conv=661, id="661-two-persons-each-with-address-english",
        url=URL,
        html=en("""<h1>Legal Notice</h1>
<h2>Information provided according to Sec. 5 German Telemedia Act (TMG):</h2>
<p>Jasper Evertsen<br>Donnerschweer Straße 54<br>26123 Oldenburg</p>
<p>Malte Kruckenberg<br>Alexanderstraße 180<br>26121 Oldenburg</p>
<h2>Contact</h2>
<p>Phone: +49 (0) 441 36129870<br>Email: mail@crumbly-app.de</p>""",
                 title="Crumbly App – Legal Notice",
                 header='<header><a href="/" class="logo">Crumbly App</a></header>',
                 footer='<footer><p>Support: support@crumbly-app.de · © 2024 Crumbly App</p></footer>'),
        expect={"name": "Jasper Evertsen", "legal_form": None, "representatives": [],
                "address": adr("Donnerschweer Straße 54", "26123", "Oldenburg"),
                "phone": "+4944136129870", "email": "mail@crumbly-app.de"},
        note="first printed person is the name and his address the establishment; no form, no reps; app name in chrome stays out; contact block e-mail, not the footer support",
    ),
    dict(
        conv=662, id="662-website-privat-betrieben",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Diese Website wird privat betrieben.</p>
<p>Angaben gemäß § 5 DDG:<br>Carolin Weißenborn<br>Am Sportpark 6<br>06618 Naumburg</p>
<p>Telefon: +49 160 9913 4407<br>E-Mail: carolin@saalelauf-cup.de</p>
<h2>Vereinszugehörigkeit</h2>
<p>Ich bin Mitglied im LAV Naumburg e.V. Dies ist kein offizielles Angebot des Vereins.</p>
<h2>Verantwortlich nach § 18 Abs. 2 MStV</h2>
<p>Carolin Weißenborn, Anschrift wie oben</p>""", title="SaalelaufCup"),
        expect={"name": "Carolin Weißenborn", "legal_form": None, "representatives": [], "phone": None,
                "address": adr("Am Sportpark 6", "06618", "Naumburg")},
        note="a page stating it is private: an event name in the title is no trade; the club is somebody else; +49 160 mobile",
    ),
    dict(
        conv=663, id="663-austrian-gmbh-english-without-fn",
        url=URL,
        html=en("""<h1>Imprint</h1>
<p>Donaulicht Analytics GmbH<br>Praterstraße 31<br>1020 Vienna<br>Austria</p>
<p>Legal form: Gesellschaft mit beschränkter Haftung (GmbH)<br>Commercial register court: Commercial Court of Vienna</p>
<p>VAT ID: ATU 71290438</p>
<p>Email: office@donaulicht-analytics.at</p>"""),
        expect={"name": "Donaulicht Analytics GmbH", "legal_form": "GmbH", "register": None, "vat_id": "ATU71290438",
                "address": adr("Praterstraße 31", "1020", "Vienna", "AT"), "representatives": [], "phone": None},
        note="a court without FN gives register null; UID compact; 'Vienna' as printed",
    ),
]

# ------------------------------------------------------------------ 681-689
CASES += [
    dict(
        conv=681, id="681-division-line-and-postal-lines-without-street",
        url=URL,
        html=en("""<h1>Imprint</h1>
<h2>Responsible:</h2>
<p>B&amp;W Datentechnik GmbH<br>Dr. LernLab – a specialized division of B&amp;W Datentechnik GmbH<br>Dr. Heiko Brandauer<br>83661 Lenggries (Head office)<br>82515 Wolfratshausen (Branch office)</p>
<p>Registry court: Munich<br>Registration number: HRB 204718</p>
<p>Phone: +49 173 2208 615<br>Email: info@bw-datentechnik.de</p>"""),
        expect={"name": "B&W Datentechnik GmbH", "legal_form": "GmbH", "representatives": [], "address": None,
                "register": reg("München", "HRB 204718"), "phone": None},
        note="the firm printed first is the operator; division line is a brand; person without function word no rep; postal lines without street: null; Munich is München",
    ),
    dict(
        conv=682, id="682-gbr-represented-by-managing-director",
        url=URL,
        html=en("""<h1>Legal Notice</h1>
<p>This is an English translation for convenience; the German version is legally authoritative.</p>
<p>Denkwerkstatt GbR<br>Kaiserstraße 18<br>55116 Mainz</p>
<p>Represented by: Lukas Feldmeier, Managing Director</p>
<p>Phone: 015679 221830<br>Email: hallo@denkwerkstatt-mainz.de</p>"""),
        expect={"name": "Denkwerkstatt GbR", "legal_form": "GbR", "phone": None,
                "representatives": [R("Lukas Feldmeier", "managing_director")]},
        note="a printed management role is managing_director whatever the form, also for a GbR; 015679 mobile",
    ),
    dict(
        conv=683, id="683-hrb-and-hra-under-one-court-kg",
        url=URL,
        html=en("""<h1>Imprint</h1>
<p>Mainblick Capital GmbH &amp; Co. KG<br>Bockenheimer Landstraße 51<br>60325 Frankfurt am Main</p>
<p>Register: Amtsgericht Frankfurt, HRB 108233 · HRA 52917</p>
<p>General partner: Mainblick Verwaltungs GmbH<br>Managing Directors: Dr. Carsten Ollenhauer, Marie-Louise Degen</p>
<p>Phone: +49 (0) 69 715 883 00<br>Email: info@mainblick-capital.de</p>
<p>VAT ID: DE 298 441 705</p>
<p>Responsible for content according to § 18 (2) MStV: Dr. Carsten Ollenhauer</p>"""),
        expect={"legal_form": "GmbH & Co. KG", "register": reg("Frankfurt", "HRA 52917"),
                "representatives": [R("Carsten Ollenhauer", "managing_director"), R("Marie-Louise Degen", "managing_director")],
                "phone": "+496971588300", "vat_id": "DE298441705"},
        note="the KG's HRA is the register; court as printed; general partner's managing directors; bracketed trunk zero dropped",
    ),
    dict(
        conv=684, id="684-university-project-media-owner-one-line",
        url=URL,
        html=en("""<h1>Imprint</h1>
<p><strong>Media Owner:</strong> Project <em>Sounds of Migration in Austrian Radio</em>, Department of Musicology, Spitalgasse 2, 1090 Vienna, Austria</p>
<p>Email: soundsofmigration@musik-projekt-wien.at</p>
<p>Editorial team: Katharina Lechner, Ömer Yıldız</p>"""),
        expect={"name": "Project Sounds of Migration in Austrian Radio", "legal_form": None, "representatives": [],
                "address": adr("Spitalgasse 2", "1090", "Vienna", "AT")},
        note="the first comma part is the name with 'Project', emphasis markup dropped; department no part; street and town after it; editorial team no reps",
    ),
    dict(
        conv=685, id="685-group-represented-by-one-street-only-in-para55",
        url=URL,
        html=en("""<h1>Imprint</h1>
<p>Hamburg Harmonica Circle, Hamburg, Germany</p>
<p>Represented by: Jonas Thielemann</p>
<p>Email: harmonicahh (AT) mailbox-nord.de</p>
<p>Responsible for content according to § 55 (2) RStV: Jonas Thielemann, Bahrenfelder Str. 120, 22765 Hamburg</p>"""),
        expect={"name": "Hamburg Harmonica Circle", "legal_form": None,
                "representatives": [R("Jonas Thielemann", "board_member")], "address": None,
                "email": "harmonicahh@mailbox-nord.de"},
        note="a group without form 'Represented by' one person: board_member; the § 55 editor's street is not the group's; (AT) resolves",
    ),
    dict(
        conv=686, id="686-german-role-headings-english-club-page",
        url=URL,
        html=en("""<h1>Legal Notice</h1>
<p>DataForGood Berlin e.V.<br>Wiener Straße 22<br>10999 Berlin</p>
<p>Email: info@dataforgood-berlin.de</p>
<p>Represented by:</p>
<h3>1. Vorsitzender</h3>
<p>Moritz Albrecht<br>moritz.albrecht@dataforgood-berlin.de</p>
<h3>2. Vorsitzender</h3>
<p>Ayşe Karaca<br>ayse.karaca@dataforgood-berlin.de</p>
<p>Register Court: Amtsgericht Charlottenburg<br>VR 39214 B</p>
<h2>Privacy</h2>
<p>Controller: DataForGood Berlin e.V.<br>c/o Moritz Albrecht<br>Hobrechtstr. 40<br>12047 Berlin</p>"""),
        expect={"representatives": [R("Moritz Albrecht", "chair_of_board"), R("Ayşe Karaca", "board_member")],
                "register": reg("Charlottenburg", "VR 39214"), "email": "info@dataforgood-berlin.de",
                "address": adr("Wiener Straße 22", "10999", "Berlin")},
        note="German role headings: first chair chair_of_board, second board_member; suffix B dropped; imprint block over privacy block; club info@ over personal mailboxes",
    ),
    dict(
        conv=687, id="687-freelancer-combined-para5-para55-heading",
        url=URL,
        html=page("""<h1>Impressum &amp; Datenschutz</h1>
<h2>Verantwortlich nach § 5 TMG und § 55 RStV</h2>
<p>Moritz Rabenstein<br>Neckarhalde 21<br>72070 Tübingen</p>
<p>Telefon: (+49) 7071 558120<br>E-Mail: <a href="mailto: kontakt@rabenstein-dev.de">kontakt@rabenstein-dev.de</a></p>
<p>USt-IdNr.: DE 319 774 250</p>
<h2>Datenschutzerklärung</h2>
<p>Personenbezogene Daten werden nur im technisch notwendigen Umfang erhoben.</p>""",
                  title="Impressum & Datenschutz – Moritz Rabenstein",
                  header='<header><p class="tagline">Rust Entwickler / Software Architekt / Technical Writer</p></header>'),
        expect={"name": "Moritz Rabenstein", "legal_form": "Einzelunternehmen",
                "representatives": [R("Moritz Rabenstein", "owner")], "phone": "+497071558120",
                "email": "kontakt@rabenstein-dev.de"},
        note="one block under a combined § 5/§ 55 heading names the provider: owner; tagline profession and VAT id are the signal; mailto with a space",
    ),
    dict(
        conv=688, id="688-vertreten-durch-den-ansprechpartner-co-street",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Nachbarschaftsinitiative Frankenberg<br>vertreten durch den Ansprechpartner:<br>Kasimir Nowicki<br>c/o Lütticher Straße 41<br>52064 Aachen</p>
<p>Telefon: 0157 3390 1284<br>E-Mail: hallo@nachbarn-frankenberg.de</p>"""),
        expect={"name": "Nachbarschaftsinitiative Frankenberg", "legal_form": None,
                "representatives": [R("Kasimir Nowicki", "board_member")], "phone": None,
                "address": adr("Lütticher Straße 41", "52064", "Aachen")},
        note="'vertreten durch' makes the person a board_member of the initiative; 'Ansprechpartner' does not make it a contact block; c/o on the street line dropped",
    ),
    dict(
        conv=689, id="689-developer-demo-site-all-null",
        url=URL,
        html=page("""<h1>Impressum</h1>
<p>Hair Studio<br>Musterstraße 27<br>5020 Salzburg</p>
<p>Vertreten durch Max Mustermannr</p>
<p>GISA-Zahl: 12345678<br>Telefon: +43 123 45 678 910<br>E-Mail: office@hairstudio.at<br>Website: <a href="index.html">www.hairstudio.at</a></p>
<h2>Technische Umsetzung</h2>
<p>Webentwicklung Florian Gruber, Salzburg, florian@gruber-webdev.at</p>""",
                  lang="de-AT", footer='<footer><p>© 2024 Salon Demo · Portfolio-Projekt von Florian Gruber</p></footer>'),
        expect=ALL_NULL,
        note="amended: a developer's demo whose operator fields are all samples gives all null",
    ),
]
