# Convention probes, range 2: conventions 89-176 of tests/imprint/corpus/REAL.md.
# Written blind from the conventions alone (the parser was never run on these pages).
# Every name, street, town, number and address below is invented.

U = "https://site.invalid/impressum/"
UE = "https://site.invalid/imprint/"
HOME = "https://site.invalid/"

NAV_DE = ('<nav><a href="/">Start</a> <a href="/kontakt/">Kontakt</a> '
          '<a href="/impressum/">Impressum</a> <a href="/datenschutz/">Datenschutz</a></nav>')
NAV_EN = ('<nav><a href="/">Home</a> <a href="/contact/">Contact</a> '
          '<a href="/imprint/">Imprint</a> <a href="/privacy/">Privacy</a></nav>')
FOOT_DE = '<p>© 2025 · <a href="/datenschutz/">Datenschutz</a> · <a href="/impressum/">Impressum</a></p>'
FOOT_EN = '<p>© 2025 · <a href="/privacy/">Privacy</a> · <a href="/imprint/">Imprint</a></p>'


def page(main, title="Impressum", lang="de", head="", header="", footer=None, nav=None):
    if nav is None:
        nav = NAV_EN if lang == "en" else NAV_DE
    if footer is None:
        footer = FOOT_EN if lang == "en" else FOOT_DE
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>{head}</head>'
            f'<body>\n<header>{header}{nav}</header>\n<main>\n{main}\n</main>\n<footer>{footer}</footer>\n</body></html>')


def A(street, postal_code, city, country):
    return {"street": street, "postal_code": postal_code, "city": city, "country": country}


def R(court, number, country):
    return {"country": country, "court": court, "number": number}


def P(name, role):
    return {"name": name, "role": role}


ALL_NULL = {"name": None, "legal_form": None, "register": None, "vat_id": None, "address": None,
            "email": None, "phone": None, "representatives": []}

CASES = [
    # ------------------------------------------------------------------ 89
    dict(conv=89, id="89-contact-persons-only", url=U,
         html=page("""<h1>Impressum</h1>
<p>Inhalt / Sachfragen: Gerda Fallmann, Birkenhang 14, 79117 Freiburg im Breisgau, gerda.fallmann@fallpost.example
&mdash; Design / Technikfragen: Ole Brandner, Hirtenweg 2, 79100 Freiburg im Breisgau, ole@brandner-technik.example</p>"""),
         expect=dict(ALL_NULL),
         note="only contact persons for content and design, no provider: all null"),
    dict(conv=89, id="89-administrator-only", url=U,
         html=page("""<h1>Impressum</h1>
<p>Als Administrator dieser Seite wurde im Namen der Familie Reinholt eingesetzt:</p>
<p>Till Asmussen<br>Kastanienhof 3<br>24109 Kiel<br>E-Mail: till.asmussen@kielnetz.example</p>"""),
         expect=dict(ALL_NULL),
         note="only a site administrator: all null"),

    # ------------------------------------------------------------------ 90
    dict(conv=90, id="90-uid-mwst-suffix-old-chid", url=U,
         html=page("""<h1>Impressum</h1>
<p><strong>Talwerk Systems AG</strong><br>Seestrasse 88<br>8712 Stäfa<br>Schweiz</p>
<p>Geschäftsführer: Reto Baumli</p>
<p>UID-Nummer: CHE-214.637.985 MWST<br>Handelsregister-Nr.: CH-020.3.041.377-6</p>
<p>Telefon: +41 44 926 71 30<br>E-Mail: info@talwerk-systems.example</p>"""),
         expect={"name": "Talwerk Systems AG", "legal_form": "AG",
                 "register": R("-", "CHE-214.637.985", "CH"), "vat_id": "CHE214637985MWST",
                 "representatives": [P("Reto Baumli", "managing_director")]},
         note="UID with MWST suffix: UID is the register, the MWST number the VAT id; old CH-ID unused; AG's GF is MD"),

    # ------------------------------------------------------------------ 91
    dict(conv=91, id="91-designation-above-person", url=U,
         html=page("""<h1>Impressum</h1>
<h2>Betreiber der Website</h2>
<p>Hollmann Webdesign &amp; Entwicklung<br>Sören Hollmann<br>Wiesenring 21<br>48149 Münster</p>
<p>Telefon: 0251 7712930<br>E-Mail: kontakt@hollmann-web.example</p>"""),
         expect={"name": "Hollmann Webdesign & Entwicklung",
                 "representatives": [P("Sören Hollmann", "owner")]},
         note="designation line above the person line: designation is the name, person its owner"),
    dict(conv=91, id="91-slogan-heading-geschaeftsfuehrung", url=U,
         html=page("""<h1>Impressum</h1>
<h2>KORVANT - Klare Prozesse.</h2>
<p>Lindenplatz 5<br>33602 Bielefeld</p>
<p>Geschäftsführung: Malte Ostrup</p>
<p>Telefon: 0521 9348810<br>E-Mail: info@korvant.example</p>"""),
         expect={"name": "KORVANT", "legal_form": "Einzelunternehmen",
                 "representatives": [P("Malte Ostrup", "managing_director")]},
         note="slogan after the dash dropped; Geschäftsführung without form word or register: MD of an Einzelunternehmen"),

    # ------------------------------------------------------------------ 92
    dict(conv=92, id="92-unfilled-template-chrome-names-operator", url=U,
         html=page("""<h1>Impressum</h1>
<p>[Name der Kanzlei]<br>[Straße Hausnummer]<br>[PLZ Ort]</p>
<p>Telefon: [Telefonnummer]<br>E-Mail: [E-Mail-Adresse]</p>
<p>Berufsbezeichnung: [Berufsbezeichnung]<br>Zuständige Kammer: [Kammer]</p>
<p>USt-IdNr.: [USt-IdNr.]</p>""",
                   header='<p class="topbar">Termine nach Vereinbarung: 0345 2290418</p>',
                   footer='<p>© 2025 | Helge Dornbusch - Kanzlei für Mietrecht</p>'),
         expect=dict(ALL_NULL),
         note="fully unfilled template; chrome with a name and a number is no imprint"),

    # ------------------------------------------------------------------ 93
    dict(conv=93, id="93-ch-verantwortlich-only-block-designation-in-title-footer", url=U,
         html=page("""<h1>Impressum</h1>
<h2>Verantwortlich für den Inhalt dieser Website</h2>
<p>Corinne Wyrsch<br>Dorfstrasse 21<br>5616 Meisterschwanden</p>
<p>E-Mail: kontakt@taiji-seetal.example</p>""",
                   title="Impressum | Taiji Seetal",
                   footer="<p>© 2025 Taiji Seetal · Kurse in Meisterschwanden</p>"),
         expect={"name": "Corinne Wyrsch", "legal_form": "Einzelunternehmen",
                 "representatives": [P("Corinne Wyrsch", "owner")]},
         note="Swiss 'Verantwortlich' block is the provider block; designation in title/footer makes a sole trader"),

    # ------------------------------------------------------------------ 94
    dict(conv=94, id="94-verein-label-above-ch-club-mailto-behind-word", url=U,
         html=page("""<h1>Impressum</h1>
<p>Verein<br>Makerforum Glarnerland<br>8750 Glarus</p>
<p><a href="mailto:beat.zweifel@bluemail.example">E-Mail</a></p>"""),
         expect={"name": "Makerforum Glarnerland", "legal_form": "Verein",
                 "email": "beat.zweifel@bluemail.example", "address": None},
         note="'Verein' label gives Verein; mailto behind 'E-Mail' is the club's; postal line without street: no address"),

    # ------------------------------------------------------------------ 95
    dict(conv=95, id="95-club-home-footer-impressum-line", url=HOME,
         html=page("""<h1>Willkommen bei den Wanderfreunden</h1>
<p>Wir wandern jeden zweiten Sonntag im Monat. Gäste sind herzlich willkommen.</p>
<h2>Nächste Touren</h2><ul><li>14. September: Rund um den Kocherstein</li><li>12. Oktober: Herbstwanderung</li></ul>""",
                   title="Wanderfreunde Hohenlohe",
                   footer="""<p><strong>Impressum</strong> &mdash; Verantwortlich: Wanderfreunde Hohenlohe e.V.,
1. Vorsitzender Klaus Ebertshäuser · Weinsteige 9 · 74653 Künzelsau · E-Mail: vorstand@wanderfreunde-hl.example</p>"""),
         expect={"name": "Wanderfreunde Hohenlohe e.V.", "legal_form": "e.V.", "register": None,
                 "address": A("Weinsteige 9", "74653", "Künzelsau", "DE"),
                 "email": "vorstand@wanderfreunde-hl.example",
                 "representatives": [P("Klaus Ebertshäuser", "chair_of_board")]},
         note="club home page whose footer holds an Impressum line: the address after the chair is the club's"),

    # ------------------------------------------------------------------ 96
    dict(conv=96, id="96-inhaber-designation-no-person", url=U,
         html=page("""<h1>Impressum</h1>
<p>Verantwortlich für den Inhalt nach § 5 TMG: Inhaber Glanzwerk Fahrzeugpflege</p>
<p>Industriestraße 17<br>67063 Ludwigshafen am Rhein</p>
<p>Telefon: 0621 5930417<br>E-Mail: termin@glanzwerk-pflege.example</p>"""),
         expect={"legal_form": None, "representatives": []},
         note="'Inhaber <designation>' names no person: legal form null, no representative"),

    # ------------------------------------------------------------------ 97
    dict(conv=97, id="97-club-leitungsteam-genitive-court", url=U,
         html=page("""<h1>Impressum</h1>
<p>Offene Jugendarbeit Filstal e.V.<br>Bahnhofstraße 40<br>73033 Göppingen</p>
<p>Der Verein wird vertreten durch das Leitungsteam:<br>Jana Morlock<br>Tobias Reichle<br>Svenja Aldinger</p>
<p>Eingetragen im Vereinsregister des Amtsgerichts Ulm unter VR 720415</p>
<p>E-Mail: team@oja-filstal.example</p>"""),
         expect={"legal_form": "e.V.", "register": R("Ulm", "VR 720415", "DE"),
                 "representatives": [P("Jana Morlock", "board_member"), P("Tobias Reichle", "board_member"),
                                     P("Svenja Aldinger", "board_member")]},
         note="Leitungsteam names without function are board members; 'des Amtsgerichts Ulm' is court Ulm"),

    # ------------------------------------------------------------------ 98
    dict(conv=98, id="98-gmbh-co-kg-managers-hra", url=U,
         html=page("""<h1>Impressum</h1>
<p>Talquell Mineralbrunnen GmbH &amp; Co. KG<br>Brunnenweg 2<br>35510 Butzbach</p>
<p>Registergericht: Amtsgericht Friedberg, HRA 3321</p>
<p>Persönlich haftende Gesellschafterin: Talquell Verwaltungs-GmbH, Butzbach<br>
Registergericht: Amtsgericht Friedberg, HRB 7712</p>
<p>Geschäftsführende Gesellschafter: Bernd Aulbach, Carola Aulbach, Jens Wetterich (Stv.)<br>
Geschäftsführer: Ralf Sondermann, Ines Kalbfleisch</p>
<p>Telefon: 06033 91840<br>E-Mail: info@talquell-brunnen.example</p>
<p>Vertretungsberechtigter: Ines Kalbfleisch</p>"""),
         expect={"name": "Talquell Mineralbrunnen GmbH & Co. KG", "legal_form": "GmbH & Co. KG",
                 "register": R("Friedberg", "HRA 3321", "DE"),
                 "representatives": [P("Bernd Aulbach", "managing_director"), P("Carola Aulbach", "managing_director"),
                                     P("Jens Wetterich", "managing_director"), P("Ralf Sondermann", "managing_director"),
                                     P("Ines Kalbfleisch", "managing_director")]},
         note="all managers after the general partner are MDs, deputy included, once each; KG's HRA not the HRB"),
    dict(conv=98, id="98-brand-site-company-operator", url=U,
         html=page("""<h1>Impressum</h1>
<p>Quellperle ist eine Marke der</p>
<p>Brunnenhof Getränke GmbH<br>Quellenstraße 11<br>36037 Fulda</p>
<p>Geschäftsführer: Achim Leinweber</p>
<p>Amtsgericht Fulda, HRB 6634</p>
<p>Telefon: 0661 480270<br>E-Mail: service@quellperle.example</p>""",
                   title="Quellperle – Impressum",
                   header='<div class="logo">Quellperle</div>'),
         expect={"name": "Brunnenhof Getränke GmbH", "legal_form": "GmbH",
                 "representatives": [P("Achim Leinweber", "managing_director")]},
         note="a product brand's site: the company named in the imprint is the operator"),

    # ------------------------------------------------------------------ 99
    dict(conv=99, id="99-kg-vertretungsberechtigter-gesellschafter-brand-line", url=U,
         html=page("""<h1>Impressum</h1>
<p><strong>LANDHOTEL SONNBÜHL</strong><br>Marianne Egloff KG<br>Sonnbühlstraße 12<br>72820 Sonnenbühl</p>
<p>Vertretungsberechtigter Gesellschafter: Frank Egloff</p>
<p>Registergericht: Amtsgericht Stuttgart<br>HRA-NR: 2281</p>
<p>USt-IdNr.: DE  218 604 377</p>
<p>Telefon: 07128 92610<br>E-Mail: rezeption@landhotel-sonnbuehl.example</p>"""),
         expect={"name": "Marianne Egloff KG", "legal_form": "KG",
                 "register": R("Stuttgart", "HRA 2281", "DE"), "vat_id": "DE218604377",
                 "representatives": [P("Frank Egloff", "partner")]},
         note="KG's 'Vertretungsberechtigter Gesellschafter' is a partner; brand line above the firm is not the name"),

    # ------------------------------------------------------------------ 100
    dict(conv=100, id="100-designation-on-address-line", url=U,
         html=page("""<h1>Impressum</h1>
<p>Adresse: Kaffeehaus Morgenrot, Mühlgasse 12, 93047 Regensburg</p>
<p>Inhaber: Denis Vollrath</p>
<p>Telefon: 0941 5893301<br>E-Mail: hallo@kaffeehaus-morgenrot.example</p>"""),
         expect={"name": "Kaffeehaus Morgenrot", "address": A("Mühlgasse 12", "93047", "Regensburg", "DE"),
                 "representatives": [P("Denis Vollrath", "owner")]},
         note="designation before the street on the address line is the name; the Inhaber is owner"),

    # ------------------------------------------------------------------ 101
    dict(conv=101, id="101-domaininhaber-only-person", url=U,
         html=page("""<h1>Impressum</h1>
<p>Physiotherapie am Stadtpark<br>Parkstraße 7<br>49074 Osnabrück</p>
<p>Telefon: 0541 3387120<br>E-Mail: praxis@physio-stadtpark.example</p>
<p>Domaininhaber und verantwortlich für den Inhalt:<br>Holger Tenbusch</p>"""),
         expect={"name": "Physiotherapie am Stadtpark", "legal_form": None, "representatives": []},
         note="a domain holder / content-responsible person is no owner; no form"),

    # ------------------------------------------------------------------ 102
    dict(conv=102, id="102-printed-email-vs-mailto", url=U,
         html=page("""<h1>Impressum</h1>
<p>Atelier Farbklang<br>Inhaberin: Rieke Amsel<br>Hafenstraße 40<br>26789 Leer</p>
<p>E-Mail: <a href="mailto:info@farbklang-atelier.example">rieke.amsel@farbklang-atelier.example</a></p>"""),
         expect={"email": "rieke.amsel@farbklang-atelier.example"},
         note="the printed address wins over a different mailto target"),
    dict(conv=102, id="102-profession-heading-over-name", url=U,
         html=page("""<h1>Impressum</h1>
<h2>Künstlerin</h2>
<p>Mareike Sandhaus<br>Gartenstraße 19<br>24937 Flensburg</p>
<p>E-Mail: post@mareike-sandhaus.example</p>"""),
         expect={"name": "Mareike Sandhaus", "legal_form": "Einzelunternehmen",
                 "representatives": [P("Mareike Sandhaus", "owner")]},
         note="profession heading over the provider's name: business signal, no part of the name"),

    # ------------------------------------------------------------------ 103
    dict(conv=103, id="103-home-modal-no-provider-footer-card", url=HOME,
         html=page("""<h1>Steuerberatung für Privatpersonen und Selbständige</h1>
<p>Einkommensteuer, Buchhaltung und Jahresabschlüsse &ndash; persönlich und termingerecht.</p>
<div class="modal" id="impressum" role="dialog"><h2>Impressum</h2>
<p>Inhaltlich Verantwortlicher: Jörn Lindqvist, Am Wiesengrund 4, 18059 Rostock</p>
<p>Berufsbezeichnung: Steuerberater (verliehen in der Bundesrepublik Deutschland)<br>
Zuständige Kammer: Steuerberaterkammer Mecklenburg-Vorpommern</p>
<p>USt-IdNr.: DE284517390</p>
<p>E-Mail: kanzlei@stb-lindqvist.example</p></div>""",
                   title="Steuerkanzlei Lindqvist",
                   footer="""<div class="card"><strong>Steuerberater Lindqvist</strong><br>Hafenstraße 31<br>18055 Rostock<br>Tel. 0381 7093400</div>
<p><a href="#impressum" data-toggle="modal">Impressum</a> · <a href="/datenschutz/">Datenschutz</a></p>"""),
         expect={"name": "Steuerberater Lindqvist", "legal_form": "Einzelunternehmen",
                 "address": A("Hafenstraße 31", "18055", "Rostock", "DE"), "phone": "+493817093400",
                 "representatives": []},
         note="modal names only the content-responsible person; the footer card is the operator's block"),

    # ------------------------------------------------------------------ 104
    dict(conv=104, id="104-anschrift-wie-oben-profession-line", url=U,
         html=page("""<h1>Impressum</h1>
<p>Ricarda Holtkamp<br>Organisationsberaterin &amp; Coach für Führungskräfte</p>
<p>Anschrift wie oben</p>
<p>Telefon: 0231 5581042<br>E-Mail: mail@holtkamp-beratung.example</p>"""),
         expect={"name": "Ricarda Holtkamp", "legal_form": "Einzelunternehmen", "address": None,
                 "representatives": [P("Ricarda Holtkamp", "owner")]},
         note="'Anschrift wie oben' without an address above: null; profession line is the signal, person stays the name"),

    # ------------------------------------------------------------------ 105
    dict(conv=105, id="105-whole-text-in-script-string", url=U,
         html="""<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Impressum</title></head><body>
<div id="app">Wird geladen&hellip;</div>
<script>window.__CONTENT__ = "<h1>Impressum</h1><p>Brandt Holzbau GmbH<br>Sägewerkstraße 4<br>34117 Kassel</p><p>Geschäftsführer: Uwe Brandt</p><p>Amtsgericht Kassel HRB 18822</p><p>E-Mail: info@brandt-holzbau.example</p>"; document.getElementById("app").innerHTML = window.__CONTENT__;</script>
</body></html>""",
         expect=dict(ALL_NULL),
         note="the imprint exists only as a string inside a script: all null"),

    # ------------------------------------------------------------------ 106
    dict(conv=106, id="106-pseudonym-in-title-footer", url=U,
         html=page("""<h1>Impressum</h1>
<p>Jaroslav Wendt<br>Körnerstraße 18<br>01069 Dresden</p>
<p>E-Mail: hallo@jaro-ventis.example</p>""",
                   title="JARO VENTIS – Impressum",
                   footer="<p>© 2026 JARO VENTIS</p>"),
         expect={"name": "Jaroslav Wendt", "legal_form": None, "representatives": []},
         note="a person-like name in title/footer is a pseudonym, no business signal: private page"),

    # ------------------------------------------------------------------ 107
    dict(conv=107, id="107-activity-line-below-person", url=U,
         html=page("""<h1>Impressum</h1>
<p>Lena Voss, M.A.<br>&mdash; Illustration &amp; Grafik<br>Lindenstraße 8<br>04177 Leipzig</p>
<p>E-Mail: studio@lenavoss.example</p>"""),
         expect={"name": "Lena Voss", "legal_form": "Einzelunternehmen",
                 "representatives": [P("Lena Voss", "owner")]},
         note="activity line below the person is no designation but a business signal; degree after comma dropped"),

    # ------------------------------------------------------------------ 108
    dict(conv=108, id="108-gbr-only-in-prose", url=U,
         html=page("""<h1>Impressum</h1>
<p>Kanzlei Brenner Laux Rechtsanwälte*<br>Am Markt 3<br>55116 Mainz</p>
<p>Telefon: 06131 2279400<br>E-Mail: kanzlei@brenner-laux.example</p>
<p>Die Kanzlei Brenner Laux Rechtsanwälte* ist eine Gesellschaft bürgerlichen Rechts (GbR) bestehend aus
Rechtsanwältin Judith Brenner und Rechtsanwalt Markus Laux.</p>"""),
         expect={"name": "Kanzlei Brenner Laux Rechtsanwälte*", "legal_form": "GbR",
                 "representatives": [P("Judith Brenner", "partner"), P("Markus Laux", "partner")]},
         note="GbR stated only in prose: form from the wording, partners; name as printed without added GbR"),

    # ------------------------------------------------------------------ 109
    dict(conv=109, id="109-designation-above-registered-eu-firm", url=U,
         html=page("""<h1>Impressum</h1>
<p><strong>Friseur Gerold</strong><br>Gerold Wimmer e.U.<br>Hauptplatz 6<br>4600 Wels<br>Österreich</p>
<p>Telefon: +43 7242 41980<br>E-Mail: salon@friseur-gerold.example</p>"""),
         expect={"name": "Gerold Wimmer e.U.", "legal_form": "e.U.", "register": None, "representatives": []},
         note="the firm with its form word is the name; firm holding the person's name names no owner; no FN"),

    # ------------------------------------------------------------------ 110
    dict(conv=110, id="110-person-below-eu-firm", url=U,
         html=page("""<h1>Impressum</h1>
<p>Funkenwerk e.U.<br>Stefanie Pöchhacker<br>Annenstraße 45<br>8020 Graz</p>
<p>E-Mail: office@funkenwerk.example</p>"""),
         expect={"name": "Funkenwerk e.U.", "legal_form": "e.U.",
                 "representatives": [P("Stefanie Pöchhacker", "owner")]},
         note="person line below an e.U. firm is its owner"),

    # ------------------------------------------------------------------ 111
    dict(conv=111, id="111-ecg-heading-no-signal", url=U,
         html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 ECG</h2>
<p>Florian Haidinger<br>Mozartgasse 12<br>8010 Graz</p>
<p>E-Mail: florian@haidinger-privat.example</p>"""),
         expect={"name": "Florian Haidinger", "legal_form": None, "representatives": []},
         note="a § 5 ECG heading alone is no business signal: private page"),

    # ------------------------------------------------------------------ 112
    dict(conv=112, id="112-ch-association-president-uid-tax-number", url=UE,
         html=page("""<h1>Imprint</h1>
<p>Open Data Forum Bern<br>Länggassstrasse 50<br>3012 Bern<br>Switzerland</p>
<p>Authorised representative: Nadine Schüpbach, President</p>
<p>Tax Number: CHE-381.274.956</p>
<p>Email: info@opendataforum-bern.example</p>""", lang="en", title="Imprint"),
         expect={"legal_form": None, "register": R("-", "CHE-381.274.956", "CH"), "vat_id": None,
                 "representatives": [P("Nadine Schüpbach", "president")]},
         note="Swiss association's President is 'president'; no form word; UID as Tax Number is the register, no VAT"),

    # ------------------------------------------------------------------ 113
    dict(conv=113, id="113-postal-town-before-street-one-line", url=U,
         html=page("""<h1>Impressum</h1>
<p>Medieninhaber: Josef Tschank<br>7350 Oberpullendorf Hauptstraße 31</p>
<p>E-Mail: josef.tschank@tschank-web.example</p>"""),
         expect={"address": A("Hauptstraße 31", "7350", "Oberpullendorf", "AT")},
         note="postal code and town before the street on one line: split as printed"),
    dict(conv=113, id="113-printed-email-vs-placeholder-mailto-obmann", url=U,
         html=page("""<h1>Impressum</h1>
<h2>Medieninhaber</h2>
<p>Trachtenkapelle Grünau<br>Kirchenplatz 2<br>4645 Grünau im Almtal</p>
<h3>Obmann</h3>
<p>Herbert Stockinger<br>E-Mail: <a href="mailto:obmann@musterverein.de">obmann@tk-gruenau.example</a></p>
<h3>Datenschutz Verantwortlicher</h3>
<p>Lukas Hinterreiter<br>Bachweg 5<br>4644 Scharnstein<br>lukas.hinterreiter@posteo-privat.example</p>"""),
         expect={"email": "obmann@tk-gruenau.example",
                 "address": A("Kirchenplatz 2", "4645", "Grünau im Almtal", "AT")},
         note="link text wins over a placeholder mailto target; Datenschutz block's address is not the club's"),

    # ------------------------------------------------------------------ 114
    dict(conv=114, id="114-two-equal-location-blocks-first-wins", url=U,
         html=page("""<h1>Impressum</h1>
<p><strong>Holzmatt Planung GmbH</strong></p>
<div class="standorte">
<p><strong>Büro Villmergen</strong><br>Bahnhofstrasse 17<br>5612 Villmergen</p>
<p><strong>Büro Lenzburg</strong><br>Seonerstrasse 4<br>5600 Lenzburg</p>
</div>
<p>Telefon: +41 56 618 40 20<br>E-Mail: info@holzmatt-planung.example</p>"""),
         expect={"address": A("Bahnhofstrasse 17", "5612", "Villmergen", "CH")},
         note="two location blocks of equal rank without seat label: the first printed is the establishment"),

    # ------------------------------------------------------------------ 115
    dict(conv=115, id="115-person-dash-activity-ch", url=U,
         html=page("""<h1>Impressum</h1>
<p>Marek Dolinski – IT-Dienstleistungen<br>Rosenbergstrasse 31<br>9000 St. Gallen<br>Schweiz</p>
<p>E-Mail: marek@dolinski-it.example</p>"""),
         expect={"name": "Marek Dolinski", "legal_form": "Einzelunternehmen",
                 "representatives": [P("Marek Dolinski", "owner")]},
         note="'person – activity' line: person is name and owner, activity is the signal (CH: Einzelunternehmen)"),
    dict(conv=115, id="115-title-person-dash-activity-at", url=U,
         html=page("""<h1>Impressum</h1>
<p>Dipl.-Ing. Karl Brunnauer - Statistik Beratung<br>Paracelsusstraße 9<br>5020 Salzburg<br>Österreich</p>
<p>E-Mail: karl@brunnauer-statistik.example</p>"""),
         expect={"name": "Karl Brunnauer", "legal_form": None,
                 "representatives": [P("Karl Brunnauer", "owner")]},
         note="title stripped; activity after dash is no designation; AT: legal form null"),
    dict(conv=115, id="115-person-comma-designation", url=U,
         html=page("""<h1>Impressum</h1>
<p>Dario Kälin, Kälin Webtechnik<br>Schwyzerstrasse 8<br>8840 Einsiedeln</p>
<p>E-Mail: dario@kaelin-webtechnik.example</p>"""),
         expect={"name": "Kälin Webtechnik", "representatives": [P("Dario Kälin", "owner")]},
         note="'person, designation' on one line: designation is the name, person its owner"),

    # ------------------------------------------------------------------ 116
    dict(conv=116, id="116-club-officers-without-club-name", url=U,
         html=page("""<h1>Impressum</h1>
<p><strong>Obmann:</strong> Johann Reisinger, Feldgasse 3, 3340 Waidhofen an der Ybbs, Tel. 07442 53120</p>
<p><strong>Kapellmeister:</strong> Martin Wagenhofer, Schulweg 11, 3341 Ybbsitz</p>
<p><strong>Erstellung der Website:</strong> Elias Kronsteiner, elias.kronsteiner@mailbox-ek.example</p>"""),
         expect=dict(ALL_NULL),
         note="club officers listed but the club is not named: no provider, all null"),

    # ------------------------------------------------------------------ 117
    dict(conv=117, id="117-footer-imprint-toggle-konzept-und-inhalt", url=HOME,
         html=page("""<h1>Treuhand und Steuern in der Region Wil</h1>
<p>Buchhaltung, Steuererklärungen und Lohnadministration für KMU und Privatpersonen.</p>""",
                   title="Bergler Treuhand",
                   footer="""<button class="toggle" aria-controls="impressum">Impressum</button>
<div id="impressum" class="collapse">
<p><strong>Konzept und Inhalt</strong><br>Bergler Treuhand GmbH<br>Marktgasse 9<br>9500 Wil<br>Tel. 071 911 42 80<br>info@bergler-treuhand.example</p>
<p><strong>Webdesign</strong><br>Pixelhang Agentur GmbH<br>Poststrasse 2<br>9000 St. Gallen<br>Tel. 071 220 19 90<br>hallo@pixelhang.example</p>
<p><strong>Fotos</strong><br>Simon Kreis Fotografie, Rorschach</p>
</div>"""),
         expect={"name": "Bergler Treuhand GmbH", "address": A("Marktgasse 9", "9500", "Wil", "CH"),
                 "email": "info@bergler-treuhand.example", "phone": "+41719114280"},
         note="footer imprint: the operator is the block that is not the agency's or the photographer's"),
    dict(conv=117, id="117-footer-imprint-copyright-heading", url=HOME,
         html=page("""<h1>Massmöbel aus Massivholz</h1>
<p>Küchen, Schränke und Innenausbau aus unserer Werkstatt in Sarnen.</p>""",
                   title="Schreinerei Odermatt",
                   footer="""<a class="toggle" href="#impressum">Impressum</a>
<div id="impressum">
<p><strong>Copyright:</strong><br>Schreinerei Odermatt AG<br>Industriestrasse 6<br>6060 Sarnen<br>info@odermatt-holz.example</p>
<p><strong>Gestaltung und Umsetzung:</strong><br>Webkante GmbH, Seeweg 3, 6052 Hergiswil, mail@webkante.example</p>
</div>"""),
         expect={"name": "Schreinerei Odermatt AG", "address": A("Industriestrasse 6", "6060", "Sarnen", "CH"),
                 "email": "info@odermatt-holz.example"},
         note="footer imprint block headed 'Copyright:' is the operator's; the agency block is somebody else's"),

    # ------------------------------------------------------------------ 118
    dict(conv=118, id="118-register-in-comment-firma-without-form-canton", url=U,
         html=page("""<h1>Impressum</h1>
<p>Diese Website ist ein Angebot der Firma Nordwerk</p>
<p>Bahnhofstrasse 27<br>9450 Altstätten SG</p>
<!-- <p>Eingetragen im Handelsregister des Kantons St. Gallen<br>UID: CHE-447.118.602</p> -->
<p>E-Mail: info@nordwerk-energie.example</p>"""),
         expect={"register": None, "legal_form": None,
                 "address": A("Bahnhofstrasse 27", "9450", "Altstätten SG", "CH")},
         note="register only in an HTML comment: null; 'der Firma X' without form word: null; canton after town kept"),

    # ------------------------------------------------------------------ 119
    dict(conv=119, id="119-at-rechtsform-verein-hamlet-street", url=U,
         html=page("""<h1>Impressum</h1>
<p>Medieninhaber und Herausgeber:<br>Blechklang Almtal<br>Oberndorf, Lindenweg 7<br>4653 Eberstalzell<br>Österreich</p>
<p>Rechtsform: Verein<br>ZVR-Zahl: 583920417</p>
<p>E-Mail: kontakt@blechklang-almtal.example</p>"""),
         expect={"legal_form": None, "register": None,
                 "address": A("Oberndorf, Lindenweg 7", "4653", "Eberstalzell", "AT")},
         note="'Rechtsform: Verein' on an AT page is still null; hamlet before the street kept as printed"),

    # ------------------------------------------------------------------ 120
    dict(conv=120, id="120-domain-style-designation-in-title", url=U,
         html=page("""<h1>Impressum</h1>
<p>Urs Brunner<br>Zürcherstrasse 52<br>8500 Frauenfeld</p>
<p>E-Mail: urs.brunner@bluewin-post.example</p>""",
                   title="brunner-gartenplanung | Impressum"),
         expect={"name": "Urs Brunner", "legal_form": "Einzelunternehmen",
                 "representatives": [P("Urs Brunner", "owner")]},
         note="domain-style designation (no TLD) only in the title is a designation: sole trader, person stays name"),

    # ------------------------------------------------------------------ 121
    dict(conv=121, id="121-de-practice-designation-with-title-name", url=U,
         html=page("""<h1>Impressum</h1>
<p>Praxis Dr. Henrike Solms<br>Bahnhofstraße 23<br>31134 Hildesheim</p>
<p>Telefon: 05121 176540<br>E-Mail: praxis@zahnarzt-solms.example</p>
<p>Berufsbezeichnung: Zahnärztin (verliehen in der Bundesrepublik Deutschland)<br>
Zuständige Kammer: Zahnärztekammer Niedersachsen</p>
<p>Die Inhalte dieser Website wurden von mir als Zahnärztin mit großer Sorgfalt erstellt.</p>"""),
         expect={"name": "Praxis Dr. Henrike Solms", "legal_form": "Einzelunternehmen", "representatives": []},
         note="practice designation with title and name is the name; no separate person line: no owner"),

    # ------------------------------------------------------------------ 122
    dict(conv=122, id="122-za-kollegen-name-vorname-row", url=U,
         html=page("""<h1>Impressum</h1>
<table>
<tr><td>Praxis:</td><td>ZÄ Nowak &amp; Kollegen</td></tr>
<tr><td>Name, Vorname:</td><td>Nowak, Paulina</td></tr>
<tr><td>Anschrift:</td><td>Ringstraße 22<br>12203 Berlin</td></tr>
<tr><td>Telefon:</td><td>030 84319920</td></tr>
<tr><td>E-Mail:</td><td>praxis@za-nowak.example</td></tr>
<tr><td>Kammer:</td><td>Zahnärztekammer Berlin</td></tr>
</table>"""),
         expect={"legal_form": "Einzelunternehmen", "representatives": [P("Nowak, Paulina", "owner")]},
         note="'Name, Vorname' row is the provider person (surname first as printed); '& Kollegen' are no partners"),
    dict(conv=122, id="122-building-line-above-street", url=U,
         html=page("""<h1>Impressum</h1>
<p>Hautarztpraxis Dr. Oliver Rehm<br>Gesundheitszentrum am Ring Haus C<br>Ringstraße 40<br>12205 Berlin</p>
<p>Telefon: 030 84320010<br>E-Mail: info@hautarzt-rehm.example</p>"""),
         expect={"address": A("Ringstraße 40", "12205", "Berlin", "DE")},
         note="a building line above the street is no part of the street"),

    # ------------------------------------------------------------------ 123
    dict(conv=123, id="123-club-officers-ordered-list", url=U,
         html=page("""<h1>Impressum</h1>
<p>Freiwillige Feuerwehr Talheim e.V.<br>Feuerwehrstraße 1<br>84416 Taufkirchen</p>
<p>Vorstand:</p>
<ol>
<li>Vorsitzender: Brandl Georg</li>
<li>Vorsitzender: Lechner Thomas</li>
</ol>
<p>E-Mail: vorstand@ff-talheim.example</p>"""),
         expect={"representatives": [P("Brandl Georg", "chair_of_board"), P("Lechner Thomas", "board_member")]},
         note="'1.'/'2.' only as ordered-list numbers: first chair, second board member, names as printed"),

    # ------------------------------------------------------------------ 124
    dict(conv=124, id="124-affiliate-statement-private", url=U,
         html=page("""<h1>Impressum</h1>
<p>Jonas Pfeilmeier<br>Eichenweg 5<br>83024 Rosenheim</p>
<p>E-Mail: jonas@pfeilmeier-blog.example</p>
<h2>Hinweis zu Partnerlinks</h2>
<p>Diese Website nimmt am Partnerprogramm eines Vergleichsportals teil. Wenn Sie über einen gekennzeichneten Link
einen Vertrag abschließen, erhalten wir eine Provision. Für Sie ändert sich am Preis nichts.</p>"""),
         expect={"name": "Jonas Pfeilmeier", "legal_form": None, "representatives": []},
         note="an affiliate statement is no business signal: private page"),

    # ------------------------------------------------------------------ 125
    dict(conv=125, id="125-person-only-as-privacy-contact", url=U,
         html=page("""<h1>Impressum</h1>
<p>Lichtfang Fotografie<br>Uferweg 3<br>23701 Eutin</p>
<p>Telefon: 04521 790330<br>E-Mail: studio@lichtfang-foto.example</p>
<p>Berufsbezeichnung: Fotografin</p>
<h2>Datenschutz</h2>
<p>Kontaktdaten des Verantwortlichen für Datenschutz: Annika Severin, Uferweg 3, 23701 Eutin,
datenschutz@lichtfang-foto.example</p>"""),
         expect={"name": "Lichtfang Fotografie", "legal_form": None, "representatives": []},
         note="the only person is the privacy contact: no owner, legal form null"),

    # ------------------------------------------------------------------ 126
    dict(conv=126, id="126-two-persons-above-designation", url=UE,
         html=page("""<h1>Imprint</h1>
<p>Maren Doll &amp; Pia Kessler<br>Flow &amp; Ground Yoga<br>Schanzenstraße 14<br>20357 Hamburg</p>
<p>Email: namaste@flowground-yoga.example</p>""", lang="en", title="Imprint"),
         expect={"name": "Flow & Ground Yoga", "legal_form": None, "representatives": []},
         note="two persons above a designation without form word: designation name, form null, nobody labelled"),

    # ------------------------------------------------------------------ 127
    dict(conv=127, id="127-company-fragment-without-firm-name", url=U,
         html=page("""<h1>Impressum</h1>
<h3>Geschäftssitz</h3>
<p>Industrieweg 14<br>33609 Bielefeld<br>Telefon: 0521 687430</p>
<h3>Betriebsstätte</h3>
<p>Gewerbepark 3<br>33758 Schloß Holte-Stukenbrock<br>Telefon: 05207 94410</p>
<h3>Geschäftsführer</h3>
<p>Dirk Hövelmann</p>
<p>Amtsgericht Bielefeld · HRB 48213</p>
<p>USt-IdNr.: DE301664728</p>
<p>E-Mail: info@hoevelmann-technik.example</p>"""),
         expect={"name": None, "legal_form": None, "register": R("Bielefeld", "HRB 48213", "DE"),
                 "address": A("Industrieweg 14", "33609", "Bielefeld", "DE"), "phone": "+49521687430",
                 "representatives": [P("Dirk Hövelmann", "managing_director")]},
         note="no firm name printed: name null; HRB gives no form; seat over branch; GF is MD"),

    # ------------------------------------------------------------------ 128
    dict(conv=128, id="128-unrendered-template-variables", url=U,
         html=page("""<h1>Impressum</h1>
<p>Pfotenglück Hundebetreuung<br>Inhaberin: Svea Marquardt<br>Wiesenweg 4<br>25524 Itzehoe</p>
<p>Telefon: {{ site.telefon }}<br>E-Mail: {{ site.email }}</p>"""),
         expect={"phone": None, "email": None, "name": "Pfotenglück Hundebetreuung",
                 "representatives": [P("Svea Marquardt", "owner")]},
         note="unrendered Liquid variables are no values; the rest is labelled"),

    # ------------------------------------------------------------------ 129
    dict(conv=129, id="129-verantwortlicher-inhaber-heading-plus-0-phone", url=U,
         html=page("""<h1>Impressum</h1>
<h3>Verantwortlicher Inhaber:</h3>
<p>Bernd Klostermann<br>Freier Architekt<br>Severinstraße 80<br>50678 Köln</p>
<p>Telefon: + (0)221 - 49325-70<br>E-Mail: buero@klostermann-architektur.example</p>"""),
         expect={"representatives": [P("Bernd Klostermann", "owner")], "phone": "+492214932570"},
         note="'Verantwortlicher Inhaber:' heading makes the person owner; '+ (0)221 - 49325-70' is a national number"),

    # ------------------------------------------------------------------ 130
    dict(conv=130, id="130-gesellschaft-von-architekten-mbh", url=U,
         html=page("""<h1>Impressum</h1>
<p>Wendland Gesellschaft von Architekten mbH<br>Ostertorsteinweg 31<br>28203 Bremen</p>
<p>Geschäftsführer: Henning Wendland</p>
<p>Amtsgericht Bremen, HRB 33817 HB</p>
<p>E-Mail: post@wendland-architekten.example</p>"""),
         expect={"name": "Wendland Gesellschaft von Architekten mbH", "legal_form": "GmbH"},
         note="'Gesellschaft von Architekten mbH' is GmbH"),
    dict(conv=130, id="130-ug-berufsausuebungsgesellschaft", url=U,
         html=page("""<h1>Impressum</h1>
<p>Mertens Steuerberatung UG (haftungsbeschränkt) Berufsausübungsgesellschaft<br>Schillerstraße 12<br>99084 Erfurt</p>
<p>Geschäftsführer: Lars Mertens</p>
<p>Amtsgericht Jena, HRB 519203</p>
<p>E-Mail: kanzlei@mertens-stb.example</p>"""),
         expect={"name": "Mertens Steuerberatung UG (haftungsbeschränkt) Berufsausübungsgesellschaft",
                 "legal_form": "UG"},
         note="UG with 'Berufsausübungsgesellschaft' after it: UG, the firm line kept whole"),

    # ------------------------------------------------------------------ 131
    dict(conv=131, id="131-gbr-in-sentence-before-provider-line", url=U,
         html=page("""<h1>Impressum</h1>
<p>Für den Inhalt dieser Website verantwortlich ist die Gesellschaft bürgerlichen Rechts</p>
<p><strong>Rademacher Voss Kettler</strong><br>Königsallee 60<br>40212 Düsseldorf</p>
<p>vertreten durch die Gesellschafter:<br>
Steuerberater Dipl.-Kfm. Heiko Rademacher<br>
Rechtsanwältin Sabine Voss, LL.M.<br>
Wirtschaftsprüfer, Steuerberater Tim Kettler, Dipl.-Betriebswirt (FH)</p>
<p>Telefon: 0211 8763100<br>E-Mail: kanzlei@rvk-partner.example</p>"""),
         expect={"name": "Rademacher Voss Kettler", "legal_form": "GbR",
                 "representatives": [P("Heiko Rademacher", "partner"), P("Sabine Voss", "partner"),
                                     P("Tim Kettler", "partner")]},
         note="GbR from the sentence before the provider line; professions and degrees around names dropped"),

    # ------------------------------------------------------------------ 132
    dict(conv=132, id="132-activity-word-above-person", url=U,
         html=page("""<h1>Impressum</h1>
<p>Kindertagespflege<br>Hanna Ostermeier<br>Amselweg 9<br>86899 Landsberg am Lech</p>
<p>Telefon: 08191 922418<br>E-Mail: hanna@kita-ostermeier.example</p>"""),
         expect={"name": "Hanna Ostermeier", "legal_form": "Einzelunternehmen",
                 "representatives": [P("Hanna Ostermeier", "owner")]},
         note="generic activity word above the person is no designation; person is name and owner"),
    dict(conv=132, id="132-activity-words-below-designation", url=U,
         html=page("""<h1>Impressum</h1>
<p>Lindenhof<br>Bistro Café Pension<br>Dorfstraße 2<br>17192 Waren (Müritz)</p>
<p>Telefon: 03991 667210<br>E-Mail: gast@lindenhof-waren.example</p>"""),
         expect={"name": "Lindenhof", "legal_form": None, "representatives": []},
         note="generic activity words below the name line are no part of it; no person: no form"),

    # ------------------------------------------------------------------ 133
    dict(conv=133, id="133-real-vat-then-placeholder-vat", url=U,
         html=page("""<h1>Impressum</h1>
<p>Tobias Ringel<br>Ahornstraße 2<br>97070 Würzburg</p>
<p>E-Mail: tobias@ringel-media.example</p>
<p>Umsatzsteuer-ID: DE274519083<br>Umsatzsteuer-ID: Musterustid.</p>"""),
         expect={"vat_id": "DE274519083", "name": "Tobias Ringel", "legal_form": "Einzelunternehmen",
                 "representatives": [P("Tobias Ringel", "owner")]},
         note="real VAT id kept beside a placeholder line; it is the business signal"),
    dict(conv=133, id="133-two-emails-in-one-field", url=U,
         html=page("""<h1>Impressum</h1>
<p>Holzmanufaktur Renz<br>Inhaber: Julian Renz<br>Mühlweg 7<br>72160 Horb am Neckar</p>
<p>E-Mail: info@holzmanufaktur-renz.example / julian@holzmanufaktur-renz.example</p>"""),
         expect={"email": "info@holzmanufaktur-renz.example"},
         note="two e-mail addresses in one field: the first"),
    dict(conv=133, id="133-email-only-in-html-comment", url=U,
         html=page("""<h1>Impressum</h1>
<p>Malerbetrieb Kessel<br>Inhaber: Rolf Kessel<br>Bergstraße 15<br>35578 Wetzlar</p>
<p>Telefon: 06441 902213</p>
<!-- <p>E-Mail: info@maler-kessel.example</p> -->"""),
         expect={"email": None, "phone": "+496441902213"},
         note="an address only in an HTML comment is not on the page"),
    dict(conv=133, id="133-registergericht-doubled-and-service-mobile", url=U,
         html=page("""<h1>Impressum</h1>
<p>Leinetal Haustechnik GmbH<br>Kalenberger Straße 44<br>31134 Hildesheim</p>
<p>Geschäftsführer: Sven Oltmanns</p>
<p>Registergericht: Registergericht Hildesheim<br>Registernummer: HRB 204170</p>
<p>Telefon Service: 0176 55512398<br>Telefon: 05121 889920<br>E-Mail: info@leinetal-haustechnik.example</p>"""),
         expect={"register": R("Hildesheim", "HRB 204170", "DE"), "phone": "+495121889920"},
         note="'Registergericht: Registergericht X' is court X; the service mobile line leaves the landline the phone"),

    # ------------------------------------------------------------------ 134
    dict(conv=134, id="134-english-general-manager", url=UE,
         html=page("""<h1>Imprint</h1>
<p>Brightloop GmbH<br>Torstraße 140<br>10119 Berlin<br>Germany</p>
<p>General Manager: Tim Alder, Nora Bächle</p>
<p>Register court: Amtsgericht Charlottenburg<br>Register number: HRB 231774 B</p>
<p>Email: hello@brightloop.example</p>""", lang="en", title="Imprint"),
         expect={"legal_form": "GmbH", "representatives": [P("Tim Alder", "managing_director"),
                                                           P("Nora Bächle", "managing_director")]},
         note="English 'General Manager' of a GmbH is MD"),

    # ------------------------------------------------------------------ 135
    dict(conv=135, id="135-at-verantwortlich-only-block-profession-title-footer", url=U,
         html=page("""<h1>Impressum</h1>
<h2>Verantwortlich für den Inhalt</h2>
<p>Mag. Teresa Hofbauer<br>Schillerstraße 15<br>6020 Innsbruck<br>Österreich</p>
<p>E-Mail: praxis@hofbauer-psychologie.example</p>""",
                   title="Mag. Teresa Hofbauer – Klinische Psychologin | Impressum",
                   footer="<p>© 2025 Mag. Teresa Hofbauer · Klinische Psychologin</p>"),
         expect={"name": "Teresa Hofbauer", "legal_form": None,
                 "representatives": [P("Teresa Hofbauer", "owner")]},
         note="AT 'Verantwortlich für den Inhalt' is the provider block; profession in title/footer: owner, form null"),

    # ------------------------------------------------------------------ 136
    dict(conv=136, id="136-two-person-blocks-side-by-side", url=U,
         html=page("""<h1>Impressum</h1>
<table><tr>
<td>Livia Graf<br>Weiherweg 6<br>8630 Rüti ZH<br>livia.graf@grafnetz.example</td>
<td>Samuel Graf<br>Meine Strasse 12<br>8630 Rüti ZH<br>samuel@grafnetz.example</td>
</tr></table>"""),
         expect={"name": "Livia Graf", "legal_form": None, "representatives": [],
                 "address": A("Weiherweg 6", "8630", "Rüti ZH", "CH")},
         note="two contact blocks side by side without provider heading: the first is the operator; private page"),

    # ------------------------------------------------------------------ 137
    dict(conv=137, id="137-eu-english-name-row-owner-one-line-address", url=UE,
         html=page("""<h1>Imprint</h1>
<ul>
<li>Company: Quellstein Games e.U.</li>
<li>Name: Lukas Draxler</li>
<li>Legal form: Sole Proprietorship (Einzelunternehmer)</li>
<li>Address: Ottakringer Straße 40/4, 1160, Wien, Österreich</li>
<li>Email: studio@quellstein-games.example</li>
</ul>""", lang="en", title="Imprint"),
         expect={"representatives": [P("Lukas Draxler", "owner")],
                 "address": A("Ottakringer Straße 40/4", "1160", "Wien", "AT")},
         note="'Name: X' in an e.U.'s English list is the owner; one-line address with commas split as printed"),

    # ------------------------------------------------------------------ 138
    dict(conv=138, id="138-law-office-surname-only-designation", url=U,
         html=page("""<h1>Impressum</h1>
<p>Advokatur Brändli<br>Vorstadt 14<br>6300 Zug</p>
<p>Telefon: +41 41 710 32 50<br>E-Mail: kanzlei@advokatur-braendli.example</p>
<p>Webdesign: Pixelwald GmbH, Baar</p>"""),
         expect={"name": "Advokatur Brändli", "legal_form": None, "representatives": []},
         note="law office designation with only a surname, no person: form null, no owner"),

    # ------------------------------------------------------------------ 139
    dict(conv=139, id="139-at-verein-vollstaendiger-name-zustellanschrift", url=U,
         html=page("""<h1>Impressum</h1>
<dl>
<dt>Vollständiger Name</dt><dd>Klartext Netzwerk – Verein zur Förderung der Medienkompetenz</dd>
<dt>ZVR-Zahl</dt><dd>1093847261</dd>
<dt>Zustellanschrift</dt><dd>Wickenburggasse 9/4<br>1080 Wien</dd>
<dt>Obmann</dt><dd>Philipp Auinger, philipp.auinger@klartext-netz.example</dd>
<dt>Obmann-Stellvertreterin</dt><dd>Miriam Zelenka</dd>
</dl>""", header='<div class="brand">Klartext Netzwerk</div>', title="Klartext Netzwerk – Impressum"),
         expect={"name": "Klartext Netzwerk – Verein zur Förderung der Medienkompetenz", "legal_form": None,
                 "address": A("Wickenburggasse 9/4", "1080", "Wien", "AT"),
                 "email": "philipp.auinger@klartext-netz.example",
                 "representatives": [P("Philipp Auinger", "chair_of_board"), P("Miriam Zelenka", "board_member")]},
         note="full statutory name is the name; Zustellanschrift is the establishment; Obmann's e-mail the club's"),

    # ------------------------------------------------------------------ 140
    dict(conv=140, id="140-ch-verantwortlich-personal-site-meta-tags", url=U,
         html=page("""<h1>Impressum</h1>
<h2>Verantwortlich</h2>
<p>Nico Rüfenacht<br>Lyssachstrasse 21<br>3400 Burgdorf</p>
<p>E-Mail: nico@ruefenacht-home.example</p>""",
                   head=('<meta property="business:contact_data:street_address" content="Lyssachstrasse 21">'
                         '<meta property="business:contact_data:locality" content="Burgdorf">'
                         '<meta property="business:contact_data:country_name" content="Schweiz">')),
         expect={"name": "Nico Rüfenacht", "legal_form": None, "representatives": []},
         note="Swiss 'Verantwortlich' block without signal is private; business:contact_data meta tags are no signal"),

    # ------------------------------------------------------------------ 141
    dict(conv=141, id="141-script-written-email", url=UE,
         html=page("""<h1>Imprint</h1>
<p>Kernwerk Consulting GmbH<br>Leopoldstraße 118<br>80804 München<br>Germany</p>
<p>Email: <span id="cloak4821">This email address is being protected from spambots. You need JavaScript enabled to view it.</span>
<script>document.getElementById('cloak4821').innerHTML = '<a href="mailto:' + 'office' + '&#64;' + 'kernwerk.example' + '">office' + '&#64;' + 'kernwerk.example</a>';</script></p>
<p>Phone: +49 89 3074 1180</p>""", lang="en", title="Imprint"),
         expect={"email": None},
         note="a script-written e-mail is not printed: null"),
    dict(conv=141, id="141-register-number-without-kind-uppercase-surname", url=UE,
         html=page("""<h1>Imprint</h1>
<p>Kernwerk Consulting GmbH<br>Leopoldstraße 118<br>80804 München<br>Germany</p>
<p>Managing Director: Okan TEMEL</p>
<p>Domicile and Court of Registry: München<br>Commercial Register No.: 318 442</p>
<p>Email: office@kernwerk-consulting.example</p>""", lang="en", title="Imprint"),
         expect={"register": None, "representatives": [P("Okan TEMEL", "managing_director")]},
         note="register number without its kind: null; upper-case surname stays as printed"),

    # ------------------------------------------------------------------ 142
    dict(conv=142, id="142-legal-notice-without-name-or-address", url=UE,
         html=page("""<h1>Legal Notice</h1>
<p>Imprint according to German law</p>
<p>HRB 208415 B</p>
<p>VAT ID: DE318274650</p>
<p>Authorised representatives: Anja Morrow, Felix Brandauer, Ken Osei</p>
<p>Contact: hello@quanthive.example</p>""", lang="en", title="Legal Notice"),
         expect={"name": None, "address": None, "legal_form": None, "register": None,
                 "vat_id": "DE318274650",
                 "representatives": [P("Anja Morrow", "managing_director"), P("Felix Brandauer", "managing_director"),
                                     P("Ken Osei", "managing_director")]},
         note="no name or address: those null, HRB without court null, VAT kept, representatives MDs"),

    # ------------------------------------------------------------------ 143
    dict(conv=143, id="143-ug-limited-liability-ceo", url=UE,
         html=page("""<h1>Imprint</h1>
<p>Tidewell UG (limited liability)<br>Schulterblatt 58<br>20357 Hamburg<br>Germany</p>
<p>CEO: Jonas Wilke</p>
<p>Register court: Amtsgericht Hamburg, HRB 171204</p>
<p>Email: office@tidewell.example</p>""", lang="en", title="Imprint"),
         expect={"name": "Tidewell UG (limited liability)", "legal_form": "UG",
                 "representatives": [P("Jonas Wilke", "managing_director")]},
         note="'UG (limited liability)' is UG, kept in the name; a UG's CEO is MD"),
    dict(conv=143, id="143-bare-word-at-email", url=UE,
         html=page("""<h1>Imprint</h1>
<p>Tidewell UG (limited liability)<br>Schulterblatt 58<br>20357 Hamburg<br>Germany</p>
<p>CEO: Jonas Wilke</p>
<p>Contact: contact at tidewell-labs.example</p>""", lang="en", title="Imprint"),
         expect={"email": "contact@tidewell-labs.example"},
         note="'contact at domain' resolves like (at)"),

    # ------------------------------------------------------------------ 144
    dict(conv=144, id="144-ch-uid-one-vertretungsberechtigter", url=U,
         html=page("""<h1>Impressum</h1>
<p>Steinmann Gartenpflege<br>Riedstrasse 11<br>8405 Winterthur</p>
<p>Vertretungsberechtigter: Pascal Steinmann</p>
<p>UID: CHE-295.441.830</p>
<p>Telefon: +41 52 232 18 40<br>E-Mail: info@steinmann-garten.example</p>"""),
         expect={"legal_form": "Einzelunternehmen", "register": R("-", "CHE-295.441.830", "CH"), "vat_id": None,
                 "representatives": [P("Pascal Steinmann", "owner")]},
         note="Swiss business with UID and one Vertretungsberechtigter, no form word: Einzelunternehmen, owner"),

    # ------------------------------------------------------------------ 145
    dict(conv=145, id="145-degree-line-below-manager", url=U,
         html=page("""<h1>Impressum</h1>
<p>Alpenfirn Vermögen AG<br>Poststrasse 8<br>7000 Chur</p>
<p>Geschäftsführer:<br>Gian Casutt<br>Dr. oec. HSG, MBA</p>
<p>E-Mail: info@alpenfirn-vermoegen.example</p>"""),
         expect={"representatives": [P("Gian Casutt", "managing_director")]},
         note="degree line below the manager is no part of the name; Swiss AG's GF is MD"),

    # ------------------------------------------------------------------ 146
    dict(conv=146, id="146-uid-non-breaking-hyphen", url=U,
         html=page("""<h1>Impressum</h1>
<p>Brückner Datentechnik AG<br>Hertensteinstrasse 20<br>6004 Luzern</p>
<p>UID: CHE\u2011518.227.403</p>
<p>E-Mail: info@brueckner-daten.example</p>"""),
         expect={"register": R("-", "CHE-518.227.403", "CH")},
         note="UID with U+2011 written in CONTRACT form"),
    dict(conv=146, id="146-line-end-commas-ceo-revisionsstelle", url=U,
         html=page("""<h1>Impressum</h1>
<p>Lumenor Group AG,<br>Seefeldstrasse 120,<br>8008 Zürich</p>
<p>Geschäftsführung: Reto Flury, CEO</p>
<p>Revisionsstelle: Treuwert Revision AG, Zug</p>
<p>E-Mail: info@lumenor-group.example</p>"""),
         expect={"name": "Lumenor Group AG", "address": A("Seefeldstrasse 120", "8008", "Zürich", "CH"),
                 "representatives": [P("Reto Flury", "managing_director")]},
         note="line-end commas are separators; 'Geschäftsführung: X, CEO' is MD; the auditor is another company"),

    # ------------------------------------------------------------------ 147
    dict(conv=147, id="147-bilingual-postfach-vs-street", url=U,
         html=page("""<h1>Impressum / Imprint</h1>
<h2>English</h2>
<p>Feldner Messtechnik GmbH<br>P.O. Box 27<br>76327 Pfinztal<br>Germany</p>
<h2>Deutsch</h2>
<p>Feldner Messtechnik GmbH<br>Gartenstr. 5/1<br>76337 Waldbronn</p>
<p>Geschäftsführer: Arne Feldner<br>Amtsgericht Mannheim, HRB 731820</p>
<p>E-Mail: info@feldner-messtechnik.example</p>"""),
         expect={"address": A("Gartenstr. 5/1", "76337", "Waldbronn", "DE")},
         note="a Postfach is no address; the street of the other language block is the establishment"),

    # ------------------------------------------------------------------ 148
    dict(conv=148, id="148-docs-home-footer-full-imprint-two-vat", url=HOME,
         html=page("""<h1>Trellis API Dokumentation</h1>
<p>Schnellstart, Referenz und Beispiele für die Trellis-Schnittstelle.</p>
<ul><li><a href="/docs/start/">Erste Schritte</a></li><li><a href="/docs/api/">API-Referenz</a></li></ul>""",
                   title="Trellis Docs",
                   nav='<nav><a href="/">Docs</a> <a href="/docs/api/">API</a> <a href="/changelog/">Changelog</a></nav>',
                   footer="""<p>Almwerk Software GmbH · Italiener Straße 12, A-9500 Villach · FN 478321p · Landesgericht Klagenfurt ·
Mitglied der WKO Kärnten · UID: ATU71844529 · USt-IdNr. (DE): DE327781045 · Geschäftsführer: Bernhard Pichler ·
E-Mail: office@almwerk.example</p>"""),
         expect={"name": "Almwerk Software GmbH", "legal_form": "GmbH", "register": R("-", "FN 478321p", "AT"),
                 "vat_id": "ATU71844529", "address": A("Italiener Straße 12", "9500", "Villach", "AT"),
                 "representatives": [P("Bernhard Pichler", "managing_director")]},
         note="documentation home page footer holding the full imprint; seat country's VAT id; A-9500 gives 9500"),

    # ------------------------------------------------------------------ 149
    dict(conv=149, id="149-at-sole-trader-printed-email-vs-mailto-plus", url=U,
         html=page("""<h1>Impressum</h1>
<h2>Informationen gemäß § 5 ECG</h2>
<p>Name: Jakob Stelzhamer<br>Anschrift: Ringstraße 14, 4600 Wels</p>
<p>E-Mail: <a href="mailto:jakob.stelzhamer+impressum@postfach-js.example">jakob.stelzhamer@postfach-js.example</a></p>
<p>Unternehmensgegenstand: IT-Dienstleistungen<br>UID-Nummer: ATU73920418<br>Gewerbebehörde: Magistrat der Stadt Wels</p>"""),
         expect={"email": "jakob.stelzhamer@postfach-js.example", "legal_form": None,
                 "representatives": [P("Jakob Stelzhamer", "owner")]},
         note="printed e-mail wins over the +tag mailto target; the ECG person with trade fields is owner"),

    # ------------------------------------------------------------------ 150
    dict(conv=150, id="150-de-ag-english-boards-register-without-number", url=UE,
         html=page("""<h1>Imprint</h1>
<p>Velora Energy AG<br>Chausseestraße 100<br>10115 Berlin<br>Germany</p>
<p>Management board: Dr. Sven Ritter (CEO), Aylin Demirci</p>
<p>Chairman of the supervisory board: Prof. Dr. Ulrich Haberland</p>
<p>Commercial register: Amtsgericht Charlottenburg</p>
<p>Email: info@velora-energy.example</p>""", lang="en", title="Imprint",
                   footer="<p>© 2025 Velora Energy AG · Velora Schweiz AG, Bahnhofplatz 3, 6300 Zug</p>"),
         expect={"register": None, "address": A("Chausseestraße 100", "10115", "Berlin", "DE"),
                 "representatives": [P("Sven Ritter", "board_member"), P("Aylin Demirci", "board_member"),
                                     P("Ulrich Haberland", "supervisory_board_chair")]},
         note="Management board members are board members, supervisory chair; court without number: null"),

    # ------------------------------------------------------------------ 151
    dict(conv=151, id="151-partly-filled-at-generator-template", url=U,
         html=page("""<h1>Impressum</h1>
<p>Informationspflicht laut § 5 E-Commerce Gesetz, § 14 Unternehmensgesetzbuch, § 63 Gewerbeordnung und
Offenlegungspflicht laut § 25 Mediengesetz.</p>
<p>Zahlenwerrk Analytics GmbH<br>Herrengasse 16<br>8010 Graz<br>Österreich</p>
<p>UID-Nummer: ATU12345678<br>Firmenbuchnummer: FN 581204t<br>Firmenbuchgericht: Landesgericht für ZRS Graz</p>
<p>Geschäftsführer: Clemens Aigner<br>Gesellschafter: Nordkap Ventures GmbH</p>
<p>Tel.: +43 664 3817290<br>E-Mail: office@zahlenwerk-analytics.example</p>
<p>Aufsichtsbehörde/Gewerbebehörde: Bezirkshauptmannschaft Musterhausen</p>""",
                   footer="""<p>Gelistet im AppHaus Verzeichnis · +1 415 555 0199 · apphaus.listing@gmail.example · apphaus-directory.example</p>"""),
         expect={"name": "Zahlenwerrk Analytics GmbH", "vat_id": None, "register": R("-", "FN 581204t", "AT"),
                 "email": "office@zahlenwerk-analytics.example", "phone": None,
                 "representatives": [P("Clemens Aigner", "managing_director")]},
         note="placeholder UID null; real values kept; shareholder no rep; directory contacts not the operator's"),

    # ------------------------------------------------------------------ 152
    dict(conv=152, id="152-imprint-section-below-landing", url=HOME,
         html=page("""<section class="hero"><h1>Wir planen Ihr Zuhause</h1>
<p>Vom ersten Entwurf bis zur Schlüsselübergabe &ndash; alles aus einer Hand.</p></section>
<section id="impressum"><h2>Impressum</h2>
<p>Wohnfeld Bau AG<br>Luzernerstrasse 45<br>6030 Ebikon</p>
<p>Geschäftsführer: Thomas Amrein</p>
<p>UID: CHE-362.105.884</p>
<p>Telefon: +41 41 440 27 60<br>E-Mail: info@wohnfeld-bau.example</p>
<p>Eine Hausgrund Group Unternehmung</p>
<p>Gestaltung &amp; Text: Wortbild Agentur, Luzern<br>Technische Umsetzung: Codehain GmbH, Zug</p>
</section>""", title="Wohnfeld Bau"),
         expect={"name": "Wohnfeld Bau AG", "representatives": [P("Thomas Amrein", "managing_director")],
                 "email": "info@wohnfeld-bau.example"},
         note="imprint section below a landing section; group line does not change the operator; agency not"),

    # ------------------------------------------------------------------ 153
    dict(conv=153, id="153-at-gmbh-english-register-line", url=UE,
         html=page("""<h1>Imprint</h1>
<p>Donaulicht Robotics GmbH<br>Lerchenfelder Straße 88<br>1070 Vienna<br>Austria</p>
<p>Vienna Commercial Register: FN 611482 h</p>
<p>Phone: +43 677 61839204<br>Email: office@donaulicht-robotics.example</p>""", lang="en", title="Imprint"),
         expect={"register": R("-", "FN 611482h", "AT"),
                 "address": A("Lerchenfelder Straße 88", "1070", "Vienna", "AT"), "phone": None},
         note="'FN 611482 h' written compact; town as printed; +43 677 is mobile"),

    # ------------------------------------------------------------------ 154
    dict(conv=154, id="154-anschrift-inhaltlich-verantwortlich-block", url=U,
         html=page("""<h1>Impressum</h1>
<h2>Anschrift / Inhaltlich verantwortlich</h2>
<p>Matthias Grünwald<br>Zeppelinstraße 30<br>88045 Friedrichshafen</p>
<p>E-Mail: matthias@gruenwald-online.example</p>"""),
         expect={"name": "Matthias Grünwald", "legal_form": None, "representatives": [],
                 "address": A("Zeppelinstraße 30", "88045", "Friedrichshafen", "DE")},
         note="a single 'Anschrift / Inhaltlich verantwortlich' block is the provider block; no signal: private"),
    dict(conv=154, id="154-ddg-sentence-verantwortlich-region-only", url=U,
         html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 DDG:</p>
<h2>Verantwortlich für den Inhalt</h2>
<p>Elena Brockmann<br>Rhein-Neckar Metropolitan Region, Germany</p>
<p>E-Mail: elena@brockmann-notes.example</p>"""),
         expect={"name": "Elena Brockmann", "legal_form": None, "representatives": [], "address": None},
         note="'Verantwortlich' block below a § 5 DDG sentence is the provider; a region is no postal line"),

    # ------------------------------------------------------------------ 155
    dict(conv=155, id="155-reversed-email", url=U,
         html=page("""<h1>Impressum</h1>
<p>Konstantin Arndt<br>Sophienstraße 4<br>38118 Braunschweig</p>
<p>E-Mail: <span class="email">ed.tavirp-tdnra@tsop</span></p>""",
                   head='<style>.email{unicode-bidi:bidi-override;direction:rtl}</style>'),
         expect={"email": None},
         note="an e-mail printed reversed is no address"),
    dict(conv=155, id="155-rein-privates-projekt-betrieben-von", url=U,
         html=page("""<h1>Impressum</h1>
<p>Diese Seiten sind ein rein privates Projekt und werden betrieben von:</p>
<p>Konstantin Arndt<br>Sophienstraße 4<br>38118 Braunschweig</p>
<p>E-Mail: post@arndt-privat.example</p>
<h2>Cookies</h2>
<p>Wir setzen Werbe-Cookies eines Drittanbieters ein und veranstalten gelegentlich Verlosungen unter unseren Lesern.</p>"""),
         expect={"name": "Konstantin Arndt", "legal_form": None, "representatives": []},
         note="'rein privates Projekt ... betrieben von: X' names X as operator; ad cookies/giveaways no signal"),

    # ------------------------------------------------------------------ 156
    dict(conv=156, id="156-vertreten-durch-himself-de", url=U,
         html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 DDG</p>
<p>Felix Gramberg<br>Roonstraße 22<br>76137 Karlsruhe</p>
<p><strong>Vertreten durch:</strong><br>Felix Gramberg</p>
<p><strong>Kontakt:</strong><br>E-Mail: felix@gramberg-home.example</p>"""),
         expect={"name": "Felix Gramberg", "legal_form": None, "representatives": []},
         note="'Vertreten durch' the provider himself on a DE page without signal: private"),

    # ------------------------------------------------------------------ 157
    dict(conv=157, id="157-email-pattern-placeholder", url=U,
         html=page("""<h1>Impressum</h1>
<p>Wiebke Sandner<br>Affiliation:<br>Arbeitsgruppe Verteilte Systeme<br>Technische Hochschule Weserland<br>Campusallee 4<br>28359 Bremen</p>
<p>E-Mail: vorname.nachname@th-weserland.example</p>"""),
         expect={"email": None},
         note="an e-mail pattern is a placeholder"),
    dict(conv=157, id="157-affiliation-address-private-academic", url=U,
         html=page("""<h1>Impressum</h1>
<p>Wiebke Sandner<br>Affiliation:<br>Arbeitsgruppe Verteilte Systeme<br>Technische Hochschule Weserland<br>Campusallee 4<br>28359 Bremen</p>
<p>E-Mail: wiebke.sandner@th-weserland.example</p>"""),
         expect={"name": "Wiebke Sandner", "address": A("Campusallee 4", "28359", "Bremen", "DE")},
         note="an Affiliation address is the printed contact address; group and university lines no part of street"),

    # ------------------------------------------------------------------ 158
    dict(conv=158, id="158-building-after-house-number", url=U,
         html=page("""<h1>Impressum</h1>
<p>Jan-Erik Hollander<br>Hans-Sachs-Ring 12, Gebäude 7.14<br>64289 Darmstadt</p>
<p>E-Mail: jan-erik@hollander-web.example</p>"""),
         expect={"address": A("Hans-Sachs-Ring 12, Gebäude 7.14", "64289", "Darmstadt", "DE")},
         note="a building after the house number on the street line is kept"),
    dict(conv=158, id="158-room-line-above-street", url=U,
         html=page("""<h1>Impressum</h1>
<p>Jan-Erik Hollander<br>C3|14 R102<br>Mensaweg 5<br>64289 Darmstadt</p>
<p>E-Mail: jan-erik@hollander-web.example</p>"""),
         expect={"address": A("Mensaweg 5", "64289", "Darmstadt", "DE")},
         note="a room line above the street is dropped"),

    # ------------------------------------------------------------------ 159
    dict(conv=159, id="159-academic-position-title-before-name", url=U,
         html=page("""<h1>Impressum</h1>
<p>Visiting Professor Dr. Lara Petzold<br>Kurt-Schumacher-Ring 9<br>67663 Kaiserslautern</p>
<p>E-Mail: lara@petzold-research.example</p>"""),
         expect={"name": "Lara Petzold", "legal_form": None, "representatives": []},
         note="academic position and title stripped, no business signal"),

    # ------------------------------------------------------------------ 160
    dict(conv=160, id="160-initials-line-designation-vat-subaddress", url=U,
         html=page("""<h1>Impressum</h1>
<p>Jonas Felix Brandtner<br>JFB<br>Lortzingstraße 17<br>44787 Bochum</p>
<p>USt-IdNr.: DE337190284</p>
<p>E-Mail: jfb.1988.k+support@gmail-post.example</p>"""),
         expect={"name": "JFB", "legal_form": "Einzelunternehmen",
                 "representatives": [P("Jonas Felix Brandtner", "owner")],
                 "email": "jfb.1988.k+support@gmail-post.example"},
         note="initials between person and street are a designation; VAT id the signal; +sub-address kept"),

    # ------------------------------------------------------------------ 161
    dict(conv=161, id="161-at-in-parentheses-person-dash-activity", url=U,
         html=page("""<h1>Impressum</h1>
<p>Moritz Krauss - Data Science<br>Goethestraße 41<br>34119 Kassel</p>
<p>E-Mail: info(@)krauss-data.example</p>"""),
         expect={"email": "info@krauss-data.example", "name": "Moritz Krauss",
                 "representatives": [P("Moritz Krauss", "owner")]},
         note="'(@)' resolves like (at); person – activity: person is name and owner"),

    # ------------------------------------------------------------------ 162
    dict(conv=162, id="162-comma-between-street-and-number", url=U,
         html=page("""<h1>Impressum</h1>
<p>Helene Stubenrauch<br>Lerchenstraße, 14<br>94032 Passau</p>
<p>E-Mail: helene@stubenrauch-web.example</p>"""),
         expect={"address": A("Lerchenstraße, 14", "94032", "Passau", "DE")},
         note="a comma between street name and house number stays as printed"),

    # ------------------------------------------------------------------ 163
    dict(conv=163, id="163-institute-landline-co-line", url=U,
         html=page("""<h1>Impressum</h1>
<p>Dr. Jan Winterberg<br>c/o Institut für Regelungstechnik<br>Hagenring 30<br>38106 Braunschweig</p>
<p>Phone: +49 531 391-7720<br>E-Mail: j.winterberg@ifr-hagenring.example</p>"""),
         expect={"phone": "+495313917720", "address": A("Hagenring 30", "38106", "Braunschweig", "DE")},
         note="the institute's landline is the private academic's phone; c/o line dropped"),

    # ------------------------------------------------------------------ 164
    dict(conv=164, id="164-hex-entity-obfuscated-email", url=U,
         html=page("""<h1>Impressum</h1>
<p>Marie Kolbe<br>Uhlandstraße 6<br>72072 Tübingen</p>
<p>E-Mail: &#x6d;&#x61;&#x72;&#x69;&#x65;&#x20;&#x28;&#x64;&#x6f;&#x74;&#x29;&#x20;&#x6b;&#x6f;&#x6c;&#x62;&#x65;&#x20;&#x28;&#x61;&#x74;&#x29;&#x20;&#x6d;&#x61;&#x69;&#x6c;&#x62;&#x6f;&#x78;&#x2d;&#x6b;&#x6f;&#x6c;&#x62;&#x65;&#x20;&#x28;&#x64;&#x6f;&#x74;&#x29;&#x20;&#x64;&#x65;</p>"""),
         expect={"email": "marie.kolbe@mailbox-kolbe.de"},
         note="hex entities decoded, then (dot)/(at) resolved"),

    # ------------------------------------------------------------------ 165
    dict(conv=165, id="165-at-inhaber-heading-town-only", url=U,
         html=page("""<h1>Impressum</h1>
<h3>Inhaber:</h3>
<p>Matthias Grubmüller<br>A-4400 STEYR<br>AUSTRIA</p>
<p>E-Mail: matthias@grubmueller-design.example</p>"""),
         expect={"representatives": [P("Matthias Grubmüller", "owner")], "legal_form": None, "address": None},
         note="person under an 'Inhaber:' heading is owner; AT form null; town without street: no address"),

    # ------------------------------------------------------------------ 166
    dict(conv=166, id="166-place-name-street-generator-heading", url=U,
         html=page("""<h1>Impressum</h1>
<p>Informationspflicht laut § 5 E-Commerce Gesetz, § 14 Unternehmensgesetzbuch, § 63 Gewerbeordnung und
Offenlegungspflicht laut § 25 Mediengesetz.</p>
<p>Sabine Hörtenhuber<br>Kirchberg,<br>4371 Dimbach,<br>Österreich</p>
<p>E-Mail: sabine@hoertenhuber-privat.example</p>
<p>Wir sind bemüht, alle Inhalte dieser Website aktuell zu halten.</p>"""),
         expect={"address": A("Kirchberg", "4371", "Dimbach", "AT"), "legal_form": None, "representatives": []},
         note="a place-name street line is kept, line-end commas dropped; generator heading no business signal"),

    # ------------------------------------------------------------------ 167
    dict(conv=167, id="167-building-name-line-between-street-and-postal", url=U,
         html=page("""<h1>Impressum</h1>
<p>Medieninhaber: Gregor Lindtner<br>Weißgerberlände 14/7<br>Haus Donaublick<br>1030 Wien</p>
<p>E-Mail: gregor@lindtner-home.example</p>"""),
         expect={"address": A("Weißgerberlände 14/7", "1030", "Wien", "AT")},
         note="a building-name line between street and postal line is no part of either"),
    dict(conv=167, id="167-employer-email-landline-count-postal-comma", url=U,
         html=page("""<h1>Impressum</h1>
<p>Medieninhaber: Rudolf Kammerer<br>Praterstraße 40/12<br>1020, Wien</p>
<p>E-Mail: rudolf.kammerer@bmzk.gv.example<br>Telefon: +43 1 71100-4821</p>"""),
         expect={"email": "rudolf.kammerer@bmzk.gv.example", "phone": "+431711004821",
                 "address": A("Praterstraße 40/12", "1020", "Wien", "AT")},
         note="a private person's only e-mail and landline count even if the employer's; '1020, Wien'"),

    # ------------------------------------------------------------------ 168
    dict(conv=168, id="168-data-attribute-email-0660-adsense", url=U,
         html=page("""<h1>Impressum</h1>
<p>Lena Wurmitzer<br>Grabenweg 3<br>9800 Spittal an der Drau</p>
<p>Telefon: 0660 4471823<br>E-Mail: <span class="mail" data-before="lena.wurmitzer" data-after="wurm-post.example"></span></p>
<h2>Google AdSense</h2>
<p>Diese Website benutzt Google AdSense, einen Dienst zum Einbinden von Werbeanzeigen.</p>""",
                   head='<style>.mail::before{content:attr(data-before) "@"}.mail::after{content:attr(data-after)}</style>'),
         expect={"email": None, "phone": None, "legal_form": None, "representatives": []},
         note="e-mail assembled from data attributes is not printed; 0660 is mobile; AdSense no signal"),

    # ------------------------------------------------------------------ 169
    dict(conv=169, id="169-name-and-country-only-ch", url=U,
         html=page("""<h1>Impressum</h1>
<p>Angaben gemäss § 5 TMG</p>
<p>Nils Gerber<br>Schweiz</p>
<p>E-Mail: nils@gerber-notizen.example</p>"""),
         expect={"name": "Nils Gerber", "address": None, "legal_form": None, "representatives": []},
         note="name and country only: address null; a § 5 TMG heading on a Swiss page is no signal"),

    # ------------------------------------------------------------------ 170
    dict(conv=170, id="170-letters-only-address-de-prefix", url=UE,
         html=page("""<h1>Legal</h1>
<p>This website is run by Tim Reuter.</p>
<p>As it is unwise to provide my real address online, here is an address that you can use to send me letters:</p>
<p>Tim Reuter<br>Postweg 12<br>DE-07743 Jena</p>
<p>My e-mail address can be looked up by checking out my git commits.</p>""", lang="en", title="Legal"),
         expect={"name": "Tim Reuter", "address": A("Postweg 12", "07743", "Jena", "DE"), "email": None},
         note="an address offered only for letters counts; 'DE-07743' gives 07743; an e-mail only referred to is null"),

    # ------------------------------------------------------------------ 171
    dict(conv=171, id="171-disclosure-statement-name-in-sentence", url=UE,
         html=page("""<h1>Disclosure Statement</h1>
<p>This blog is a personal website written and edited by me, Aaron Vogt.</p>
<p>This blog shows ads served by Google AdSense. The opinions expressed here are my own.</p>""",
                   lang="en", title="Disclosure Statement"),
         expect={"name": "Aaron Vogt", "legal_form": None, "register": None, "vat_id": None, "address": None,
                 "email": None, "phone": None, "representatives": []},
         note="person named only in a sentence: private imprint, every other field null"),

    # ------------------------------------------------------------------ 172
    dict(conv=172, id="172-ch-english-sole-proprietorship", url=UE,
         html=page("""<h1>Legal Notice</h1>
<p>Kestrelform – Handcrafted Web Studio<br>Noah Imhof<br>Gerbergasse 9<br>4001 Basel<br>Switzerland</p>
<p>Legal Form: Sole proprietorship<br>Business registration: Not yet required<br>VAT status: Not registered</p>
<h2>Contact</h2>
<p>Support &amp; Booking: hello@kestrelform.example<br>Email: legal@kestrelform.example</p>""",
                   lang="en", title="Legal Notice"),
         expect={"name": "Kestrelform – Handcrafted Web Studio", "legal_form": "Einzelunternehmen",
                 "register": None, "vat_id": None, "email": "legal@kestrelform.example",
                 "representatives": [P("Noah Imhof", "owner")]},
         note="'Sole proprietorship' is Einzelunternehmen; first line kept whole; 'Email:' address is the operator's"),

    # ------------------------------------------------------------------ 173
    dict(conv=173, id="173-phone-without-trunk-zero", url=U,
         html=page("""<h1>Impressum</h1>
<p>Sportfreunde Kochertal e.V.<br>Talstraße 12<br>73430 Aalen</p>
<p>Telefonnummer: <a href="tel:7361/558102">7361/558102</a><br>Fax: 07361 558103</p>
<p>E-Mail: info@sf-kochertal.example</p>"""),
         expect={"phone": None},
         note="a phone without trunk zero and country code is incomplete: null; the fax is never the phone"),
    dict(conv=173, id="173-club-postanschrift-register-chair-gf", url=U,
         html=page("""<h1>Impressum</h1>
<p>Sportfreunde Kochertal e.V.</p>
<p>Postanschrift: Talstraße 12, 73430 Aalen</p>
<p>Eingetragen im Vereinsregister des Amtsgerichts Ulm<br>Geschäftsnummer: VR 731204</p>
<p>1. Vorsitzende: Claudia Renz<br>Geschäftsführer: Paul Hägele</p>
<p>E-Mail: info@sf-kochertal.example</p>
<p>Verantwortlich nach § 55 Abs. 2 RStV: Paul Hägele, Talstraße 12, 73430 Aalen</p>"""),
         expect={"name": "Sportfreunde Kochertal e.V.", "legal_form": "e.V.",
                 "address": A("Talstraße 12", "73430", "Aalen", "DE"), "register": R("Ulm", "VR 731204", "DE"),
                 "representatives": [P("Claudia Renz", "chair_of_board"), P("Paul Hägele", "managing_director")]},
         note="one-line Postanschrift is the address; genitive court; chair and club GF, once each"),

    # ------------------------------------------------------------------ 174
    dict(conv=174, id="174-federation-member-number-vereinsheim-webmaster", url=U,
         html=page("""<h1>Impressum</h1>
<p>Tennisclub Rotbach e.V.<br>Am Sportpark 4<br>73072 Donzdorf</p>
<p>Vereinsnummer im WLSB: 04417</p>
<p>Telefon: 07162 81230 (Vereinsheim)</p>
<p>Vorstand: siehe <a href="/verein/vorstand/">Vorstandsseite</a></p>
<p>Fragen zur Website: <a href="mailto:webmaster@tc-rotbach.example">Webmaster</a></p>"""),
         expect={"register": None, "legal_form": "e.V.", "phone": "+49716281230", "email": None,
                 "representatives": []},
         note="a federation member number is no register; the Vereinsheim phone is the club's; webmaster's not"),

    # ------------------------------------------------------------------ 175
    dict(conv=175, id="175-combined-5-tmg-18-mstv-heading-guillemets", url=U,
         html=page("""<h1>Impressum</h1>
<h2>Verantwortlich für dieses Angebot gemäss § 5 TMG / § 18 MStV</h2>
<p>Jan Ohlsen<br>Friedrichstraße 7<br>25980 Sylt</p>
<p>E-Mail: «jan.ohlsen[at]netzhafen.example»</p>
<h2>Rechtevorbehalt</h2>
<p>Die Nutzung der Texte bedarf einer Lizenz, die beim Autor zu erwerben ist. Eine Nutzung der Inhalte für
kommerzielles Text- und Data-Mining im Sinne von § 44b UrhG ist ausdrücklich vorbehalten.</p>"""),
         expect={"name": "Jan Ohlsen", "legal_form": None, "representatives": [],
                 "email": "jan.ohlsen@netzhafen.example"},
         note="combined § 5/§ 18 heading heads the provider block; guillemets no part of the address; rights reservation no signal"),

    # ------------------------------------------------------------------ 176
    dict(conv=176, id="176-vorstand-list-without-functions-e-v-spaced", url=U,
         html=page("""<h1>Impressum</h1>
<p>Kulturverein Alte Mühle e. V.<br>Mühlenweg 3<br>29525 Uelzen</p>
<p>Vorstand: Anna Berger, Ralf Dietz, Sina Kuhl</p>
<p>E-Mail: kontakt@alte-muehle-kultur.example</p>"""),
         expect={"name": "Kulturverein Alte Mühle e. V.", "legal_form": "e.V.", "register": None,
                 "representatives": [P("Anna Berger", "board_member"), P("Ralf Dietz", "board_member"),
                                     P("Sina Kuhl", "board_member")]},
         note="'Vorstand:' names without functions are board members; 'e. V.' kept in the name, form e.V."),
]

SKIPPED = {}
