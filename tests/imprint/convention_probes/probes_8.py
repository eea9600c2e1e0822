# Convention probes, helper K=8: the numbered conventions of the four "Round 29 pages" sections at the end of
# tests/imprint/corpus/REAL.md (891-902, 911-917, 931-944, 951-963).
# Written blind from the conventions and CONTRACT section 7 (no parser run, no corpus page read).
# All firms, persons, streets, numbers and mailboxes are invented; mailboxes use made-up .de/.at/.ch
# domains (convention 8 treats example.com-style domains as placeholders, so `.example` is avoided
# wherever the e-mail is part of the expectation); where a convention turns on a free-mail box
# (900, 935, 940) an invented local part at such a provider is used.

from tests.imprint.convention_probes.common import ALL_NULL, HOME, IMP, IMP_EN, addr, en, page

CASES = []
SKIPPED = {}

# ------------------------------------------------------------------------------------------ 891-902
CASES += [
    dict(
        conv=891, id="891-at-gmbh-ing-director-authority-blocks",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Informationspflicht laut § 5 ECG, § 14 UGB und Offenlegung gemäß § 25 MedienG</h2>
<p><strong>KV Heiztechnik &amp; Lüftungsbau GmbH</strong><br>Industriestraße 17<br>2351 Wiener Neudorf</p>
<p>Telefon: +43 2236 418 273<br>E-Mail: office@kv-heiztechnik.at</p>
<p>Firmenbuchnummer: FN 528417k<br>Firmenbuchgericht: Landesgericht Wiener Neustadt<br>UID-Nummer: ATU75318264<br>
Stammkapital: EUR 35.000,-<br>Gründungsdatum: 14.03.2019</p>
<p>Geschäftsführer: Ing. Florian Wallnberger</p>
<p>Mitglied der Wirtschaftskammer Niederösterreich, Landesinnung der Sanitär-, Heizungs- und Lüftungstechniker<br>
Berufsrecht: Gewerbeordnung, www.ris.bka.gv.at</p>
<p>Aufsichtsbehörde: Bezirkshauptmannschaft Mödling, Bahnstraße 2, 2340 Mödling</p>
<h2>Datenschutz</h2>
<p>Verantwortlicher im Sinne der DSGVO: KV Heiztechnik &amp; Lüftungsbau GmbH, Industriestraße 17, 2351 Wiener Neudorf,
office@kv-heiztechnik.at</p>
<p>Beschwerden richten Sie an die Österreichische Datenschutzbehörde, Barichgasse 40-42, 1030 Wien, dsb@dsb.gv.at.</p>"""),
        expect={"name": "KV Heiztechnik & Lüftungsbau GmbH", "legal_form": "GmbH",
                "register": {"country": "AT", "court": "-", "number": "FN 528417k"},
                "vat_id": "ATU75318264",
                "address": addr("Industriestraße 17", "2351", "Wiener Neudorf", "AT"),
                "representatives": [{"name": "Florian Wallnberger", "role": "managing_director"}],
                "email": "office@kv-heiztechnik.at", "phone": "+432236418273"},
        note="'Ing.' stripped; Firmenbuchgericht not recorded (AT court '-'); Stammkapital adds nothing; trade and data-protection authorities are somebody else's; controller block repeats the provider",
    ),
    dict(
        conv=892, id="892-at-fn-without-fn-prefix",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Thermoservice Brandl GmbH<br>Laxenburger Straße 204<br>1100 Wien</p>
<p>Firmenbuchnummer (FN): 493162w<br>Firmenbuchgericht: Handelsgericht Wien<br>UID: ATU74128530</p>
<p>Geschäftsführer: Patrick Brandl</p>
<p>Tel.: +43 1 602 47 18<br>E-Mail: service@thermoservice-brandl.at</p>"""),
        expect={"name": "Thermoservice Brandl GmbH", "legal_form": "GmbH",
                "register": {"country": "AT", "court": "-", "number": "FN 493162w"},
                "vat_id": "ATU74128530"},
        note="an FN printed without 'FN' under 'Firmenbuchnummer (FN):' is the register number with its prefix",
    ),
    dict(
        conv=892, id="892-email-split-over-two-bold-elements",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Thermoservice Brandl GmbH<br>Laxenburger Straße 204<br>1100 Wien</p>
<p>Firmenbuchnummer: 493162w<br>UID: ATU74128530</p>
<p>E-Mail: <b>kontakt@</b><b>therme-brandl-wartung.at</b></p>"""),
        expect={"email": "kontakt@therme-brandl-wartung.at",
                "register": {"country": "AT", "court": "-", "number": "FN 493162w"}},
        note="an e-mail split over two inline elements reads as the browser shows it, one word",
    ),
    dict(
        conv=893, id="893-assistant-leftover-and-route-expression",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>HELIO-THERM GmbH</strong><br>Brünner Straße 131<br>1210 Wien</p>
<p>Telefon: +43 1 292 58 61<br>E-Mail: office@helio-therm.at<br>
Website: {{ route('home') }} (wenn du willst, kann ich eine neutrale Website einfügen oder verallgemeinern)</p>
<p>Firmenbuchnummer: FN 561834d<br>UID-Nr.: ATU76402915<br>Geschäftsführer: Dominik Hasler</p>
<h2>Datenschutz</h2>
<p>Wir verwenden Analyse-Werkzeuge (OPTIONAL – bitte sagen wenn du GA4 oder Pixel verwendest).</p>"""),
        expect={"name": "HELIO-THERM GmbH", "legal_form": "GmbH",
                "register": {"country": "AT", "court": "-", "number": "FN 561834d"},
                "vat_id": "ATU76402915",
                "address": addr("Brünner Straße 131", "1210", "Wien", "AT"),
                "representatives": [{"name": "Dominik Hasler", "role": "managing_director"}],
                "email": "office@helio-therm.at", "phone": "+4312925861"},
        note="left-over assistant sentences and a printed route() expression give no value and do not make the page a template; every filled field kept",
    ),
    dict(
        conv=894, id="894-other-firm-block-in-brand-footer",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Thermenprofi Wien ist eine Marke der</p>
<p><strong>WARMFLUSS GmbH</strong><br>Simmeringer Hauptstraße 88<br>1110 Wien</p>
<p>Firmenbuchnummer: FN 540271s<br>UID: ATU77031846</p>
<p>Telefon: +43 1 749 30 12<br>E-Mail: office@warmfluss.at</p>
<h2>Datenschutz</h2>
<p>Verantwortlicher: WARMFLUSS GmbH, Simmeringer Hauptstraße 88, 1110 Wien</p>""",
                  header='<header><p>Notdienst: +43 1 749 30 12</p></header>',
                  footer="""<footer><p>Sanitär Zentrum Kaisermühlen<br>Schüttaustraße 40<br>1220 Wien<br>Firmenbuchgericht: Wien<br>
Firmenbuchnummer: FN 602218 b<br>ATU79124603<br>Rechtsform: Einzelunternehmen<br>Tel.: +43 1 263 48 77</p>
<p>© 2024 WARMFLUSS GmbH</p></footer>"""),
        expect={"name": "WARMFLUSS GmbH", "legal_form": "GmbH",
                "register": {"country": "AT", "court": "-", "number": "FN 540271s"},
                "vat_id": "ATU77031846",
                "address": addr("Simmeringer Hauptstraße 88", "1110", "Wien", "AT"),
                "phone": "+4317493012"},
        note="the footer's other firm is somebody else's; nothing of it is mixed in; imprint and header landline is the phone",
    ),
    dict(
        conv=895, id="895-brand-ist-ein-service-der-gmbh",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Glanzwerk Reinigung ist ein Service der FRT Haustechnik &amp; Gebäudeservice GmbH.</p>
<h2>Betreiber &amp; Verantwortlicher</h2>
<p>FRT Haustechnik &amp; Gebäudeservice GmbH<br>Quellenstraße 61<br>1100 Wien</p>
<p>GISA-Zahl: 33581042</p>
<h2>Kontakt Glanzwerk Reinigung</h2>
<p>Telefon: +43 1 604 11 29<br>E-Mail: hallo@glanzwerk-reinigung.at</p>"""),
        expect={"name": "FRT Haustechnik & Gebäudeservice GmbH", "legal_form": "GmbH", "register": None,
                "address": addr("Quellenstraße 61", "1100", "Wien", "AT"),
                "email": "hallo@glanzwerk-reinigung.at", "phone": "+4316041129"},
        note="'X ist ein Service der Y GmbH': Y is the operator, named as the Betreiber block prints it; the brand's Kontakt block gives phone and e-mail; GISA number is no register",
    ),
    dict(
        conv=896, id="896-gewerberechtliche-geschaeftsfuehrung-no-rep",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Aqua-Tec Installationen GmbH<br>Erdberger Lände 26<br>1030 Wien</p>
<p>Firmenbuchnummer: FN 587306p<br>UID: ATU78650213</p>
<p>Geschäftsführung (gewerberechtlich): Emir Kovačević</p>
<p>Tel.: +43 1 713 82 40</p>"""),
        expect={"name": "Aqua-Tec Installationen GmbH", "legal_form": "GmbH", "representatives": []},
        note="the trade-law manager (§ 39 GewO) answers to the trade authority; not an organ representing the company: no representative",
    ),
    dict(
        conv=897, id="897-eigentuemer-eu-on-brand-site",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>HWT-Haustechnik</h2>
<p>Eigentümer: MK – Haustechnik e.U.</p>
<p>Standort: Hütteldorfer Straße 182 1140 Wien</p>
<p>ATU79356184</p>
<p>Rechtsform: Einzelunternehmen</p>
<p>E-Mail: office@hwt-haustechnik.at</p>""", title="Impressum – HWT-Haustechnik"),
        expect={"name": "MK – Haustechnik e.U.", "legal_form": "e.U.", "register": None,
                "vat_id": "ATU79356184",
                "address": addr("Hütteldorfer Straße 182", "1140", "Wien", "AT"),
                "representatives": []},
        note="'Eigentümer:' firm is the provider, en dash kept; 'e.U.' gives the form over 'Rechtsform: Einzelunternehmen'; no FN: register null; bare ATU is the VAT id; address split where the postal code begins; no person",
    ),
    dict(
        conv=898, id="898-doubled-at-sign-email-mobile-only",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Eigentümer: Rohrtechnik Zeilinger e.U.<br>Wagramer Straße 95<br>1220 Wien</p>
<p>Telefon: +43 664 5281937</p>""",
                  footer='<footer><p>info@@rohrtechnik-zeilinger.at · © 2024 Rohrtechnik Zeilinger</p></footer>'),
        expect={"name": "Rohrtechnik Zeilinger e.U.", "email": None, "phone": None},
        note="a doubled at sign is no valid address: e-mail null (a broken address is not corrected); the only number is mobile",
    ),
    dict(
        conv=899, id="899-at-verein-english-media-owner",
        url=IMP_EN,
        html=en("""<h1>Legal notice</h1>
<p><strong>grundrecht.jetzt - Initiative für digitale Freiheit</strong> (previously: Arbeitskreis Datenschutz Steiermark)</p>
<h2>Media owner and publisher</h2>
<p>grundrecht.jetzt - Initiative für digitale Freiheit<br>Annenstraße 53/2/7<br>8020 Graz<br>Austria</p>
<p>ZVR number: 418273605<br>Registered association under Austrian law<br>UID: ATU68241937</p>
<p>E-Mail: team@grundrecht-jetzt.at</p>
<p>Press inquiries and back office: +43 670 3318254</p>
<p>Transparency register: 51-00421-87<br>Bank: Steiermärkische Sparkasse, IBAN AT00 0000 0000 0000 0000</p>
<h2>Privacy</h2>
<p>For data requests write to office@grundrecht-jetzt.at.</p>""", title="Legal notice – grundrecht.jetzt"),
        expect={"name": "grundrecht.jetzt - Initiative für digitale Freiheit", "legal_form": None, "register": None,
                "vat_id": "ATU68241937",
                "address": addr("Annenstraße 53/2/7", "8020", "Graz", "AT"),
                "email": "team@grundrecht-jetzt.at", "phone": None, "representatives": []},
        note="media owner block's name, dash kept, without the '(previously: …)' note; ZVR and 'registered association': form and register null; door part kept; +43 670 mobile",
    ),
    dict(
        conv=900, id="900-anbieter-person-gmail-soft-breaks",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG und verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
<p>Anbieter:
Jonas Birkhahn
Adolfsallee 19
65185 Wiesbaden</p>
<p>Kontakt:
E-Mail: jonas.birkhahn.apps@gmail.com</p>
<h2>Streitschlichtung</h2>
<p>Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle
teilzunehmen.</p>""", title="Legal – fahrtenbuch-app"),
        expect={"name": "Jonas Birkhahn", "legal_form": None, "representatives": [],
                "address": addr("Adolfsallee 19", "65185", "Wiesbaden", "DE"),
                "email": "jonas.birkhahn.apps@gmail.com"},
        note="no business signal (the repository name and dispute boilerplate are none): private page; name and address read across soft breaks",
    ),
    dict(
        conv=901, id="901-ch-contact-addresses-two-persons",
        url=IMP_EN,
        html=en("""<h1>Legal Notice</h1>
<h2>Contact Addresses</h2>
<p>Mirco Zumsteg<br>Rebbergstrasse 7<br>5608 Stetten<br>Schweiz<br>mirco@zumsteg-web.ch</p>
<p>Livia Zumsteg<br>Kirchweg 12<br>5620 Bremgarten<br>Schweiz<br>livia@zumsteg-web.ch</p>
<p>These addresses apply to the following websites: zumsteg-web.ch, bergfotos-zumsteg.ch, rebberg7.ch</p>
<h2>Disclaimer</h2>
<p>The author assumes no liability for the correctness, accuracy, timeliness, reliability and completeness of the
information. All offers are non-binding.</p>""",
                footer='<footer><p>© 2024 Nino Zumsteg</p></footer>'),
        expect={"name": "Mirco Zumsteg", "legal_form": None, "representatives": [],
                "address": addr("Rebbergstrasse 7", "5608", "Stetten", "CH"),
                "email": "mirco@zumsteg-web.ch"},
        note="the first printed person is the name, his address and e-mail; domains and 'All offers are non-binding' are no business signal; copyright person adds nothing",
    ),
    dict(
        conv=902, id="902-one-page-hidden-imprint-section-og",
        url=HOME,
        html=page("""<section id="start"><h1>TermiNow – Ihre Praxis online buchbar</h1><p>Termine rund um die Uhr.</p></section>
<section id="impressum" style="display:none">
<h2>Impressum</h2>
<p>Firma: TermiNow OG<br>Rechtsform: Offene Gesellschaft (OG)<br>Hafenstraße 31<br>4020 Linz</p>
<p>Firmenbuch: FN 634918 t<br>Firmenbuchgericht: Landesgericht Linz</p>
<p>Vertretungsbefugte Gesellschafter: Lukas Grabner, Teresa Pointner</p>
<p>Telefon: +43 676 8314295<br>E-Mail: hallo@terminow.at</p>
</section>
<section id="agb" style="display:none"><h2>AGB</h2><p>Diese AGB gelten für alle Leistungen der TermiNOW OG.</p></section>""",
                  title="TermiNow – Online-Terminbuchung",
                  footer='<footer><p>© 2024 TermiNow · <a href="#impressum" onclick="show(\'impressum\')">Impressum</a></p></footer>'),
        expect={"name": "TermiNow OG", "legal_form": "OG",
                "register": {"country": "AT", "court": "-", "number": "FN 634918t"},
                "representatives": [{"name": "Lukas Grabner", "role": "partner"},
                                    {"name": "Teresa Pointner", "role": "partner"}],
                "address": addr("Hafenstraße 31", "4020", "Linz", "AT"),
                "email": "hallo@terminow.at", "phone": None},
        note="a display:none section is part of the page: the home page is labelled as the imprint it holds; provider block's spelling; 'FN 634918 t' compacted; OG's representing partners; mobile only",
    ),
    dict(
        conv=902, id="902-imprint-stub-sentence-only",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Das ist das Impressum.</p>""", title="Impressum – Sommerfest 2024"),
        expect=dict(ALL_NULL),
        note="an imprint page that prints nothing but one stub sentence: all null",
    ),
]

# ------------------------------------------------------------------------------------------ 911-917
CASES += [
    dict(
        conv=911, id="911-ch-ag-firmensitz-on-product-site",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Firmensitz</h2>
<p>Digital Lead Systems AG<br>Hohlstrasse 512<br>CH-8048 Zürich</p>
<p>Telefon: <a href="callto:0442187360">044 218 73 60</a><br>E-Mail: info@dlsag.ch</p>
<p>UID: CHE-284.617.903</p>
<h2>Bankverbindung</h2>
<p>Zürcher Kantonalbank<br>Bahnhofstrasse 9<br>8001 Zürich<br>IBAN: CH00 0000 0000 0000 0000 0</p>""",
                  title="Impressum – KundenRadar",
                  header='<header><p>KundenRadar · info@kundenradar.ch · 044 218 73 60</p></header>'),
        expect={"name": "Digital Lead Systems AG", "legal_form": "AG",
                "register": {"country": "CH", "court": "-", "number": "CHE-284.617.903"},
                "vat_id": None,
                "address": addr("Hohlstrasse 512", "8048", "Zürich", "CH"),
                "email": "info@dlsag.ch", "phone": "+41442187360", "representatives": []},
        note="the Firmensitz block names the product's owner; 'CH-8048' gives digits; bare UID is register, no VAT id; block e-mail over the header's product address; bank block is somebody else's",
    ),
    dict(
        conv=912, id="912-en-swiss-template-one-field-filled",
        url=IMP_EN,
        html=en("""<div class="banner">TODO: Replace all placeholders before launch.</div>
<h1>Legal Notice</h1>
<p>Information pursuant to Swiss law</p>
<!-- TODO: fill in company data -->
<p>[Legal entity name]<br>[Street and number]<br>[Postal code] [City]<br>Switzerland</p>
<p>Represented by: [Name(s) of authorised representative(s)]</p>
<p>Commercial register: [Register office]<br>UID: [CHE-xxx.xxx.xxx]</p>
<p>Email: nora.pfister@velorent-app.ch<br>Phone: [Phone number]</p>
<p>Placeholder: this page will be completed.</p>""", title="Velorent – Legal Notice",
                header="<div id=\"site-header\"></div>", footer="<div id=\"site-footer\"></div>"),
        expect=dict(ALL_NULL, email="nora.pfister@velorent-app.ch"),
        note="every bracketed placeholder null, the one real value kept; site name in <title> fills nothing; TODO banner changes nothing",
    ),
    dict(
        conv=913, id="913-ch-private-block-name-only-in-chrome",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Schweiz<br>Seefeldstrasse 73<br>Zurich<br>+41 78 614 22 90</p>""",
                  title="Jana Oberholzer Impressum",
                  header='<header><img src="/logo.svg" alt="Jana Oberholzer Logo"></header>',
                  footer='<footer><p>© 2024 Jana Oberholzer</p></footer>'),
        expect={"name": "Jana Oberholzer", "legal_form": None, "representatives": [],
                "address": None, "phone": None},
        note="the name title, logo and copyright give the operator; no business signal: private; street and town without postal code: no address; 078 mobile",
    ),
    dict(
        conv=914, id="914-gmbh-block-on-open-source-product-site",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>GreenGrid Augsburg GmbH<br>Provinostraße 52<br>86153 Augsburg</p>
<p>Geschäftsführerin: Selin Marquardt</p>
<p>Registergericht: Amtsgericht Augsburg<br>Registernummer: HRB 39517</p>
<p>E-Mail: kontakt@greengrid-augsburg.de</p>
<h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
<p>Tobias Marquardt, Provinostraße 52, 86153 Augsburg</p>""",
                  title="Impressum – VOLTAS",
                  footer='<footer><p>Ein Produkt der GreenGrid Augsburg GmbH · © 2024 VOLTAS Project</p></footer>'),
        expect={"name": "GreenGrid Augsburg GmbH", "legal_form": "GmbH",
                "register": {"country": "DE", "court": "Augsburg", "number": "HRB 39517"},
                "representatives": [{"name": "Selin Marquardt", "role": "managing_director"}]},
        note="the GmbH is the operator of its product's site; § 18 MStV person is no representative; the brand is no name",
    ),
    dict(
        conv=915, id="915-gmbh-in-gruendung-register-folgt",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>LUMARA Commerce Solutions GmbH i.G.<br>Kufsteiner Straße 44<br>D-83064 Raubling</p>
<p>Die Gesellschaft befindet sich derzeit in Gründung (i.G.). Der Eintrag im Handelsregister folgt.</p>
<p>Geschäftsführerin: Vanessa Oberhuber</p>
<p>Handelsregister: folgt<br>USt-IdNr.: folgt</p>
<p>E-Mail: info@lumara-commerce.de</p>
<h2>Verantwortlich nach § 18 Abs. 2 MStV</h2>
<p>Vanessa Oberhuber<br>c/o LUMARA Commerce Solutions GmbH i.G.<br>Kufsteiner Straße 44<br>83064 Raubling</p>"""),
        expect={"name": "LUMARA Commerce Solutions GmbH i.G.", "legal_form": "GmbH",
                "register": None, "vat_id": None,
                "address": addr("Kufsteiner Straße 44", "83064", "Raubling", "DE"),
                "representatives": [{"name": "Vanessa Oberhuber", "role": "managing_director"}],
                "phone": None},
        note="name with 'i.G.' as printed; the form word gives GmbH; 'folgt' register and VAT null; 'D-' dropped; § 18 repeat with c/o adds nothing",
    ),
    dict(
        conv=916, id="916-en-owner-line-below-designation",
        url=IMP_EN,
        html=en("""<h1>Imprint</h1>
<h2>Information pursuant to Section 5 TMG</h2>
<p>NordPixel Media<br>Owner: Arash Movahedi<br>Großenhainer Straße 38<br>01127 Dresden</p>
<p>Phone: +49 351 8407215<br>E-Mail: hello@nordpixel-media.de</p>
<p>VAT ID: DE 341 852 076</p>
<h2>Responsible for content pursuant to Section 55 (2) RStV</h2>
<p>Arash Movahedi, Großenhainer Straße 38, 01127 Dresden</p>"""),
        expect={"name": "NordPixel Media", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Arash Movahedi", "role": "owner"}],
                "vat_id": "DE341852076", "phone": "+493518407215"},
        note="English 'Owner:' below a designation without form reads like 'Inhaber:'; designation and VAT id make a sole trader; landline is the phone; RStV repeat adds nothing",
    ),
    dict(
        conv=917, id="917-platzhalter-banner-all-unfilled",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p class="notice">Platzhalter – wird noch mit den finalen Angaben für klangwolke-sounds.de befüllt.</p>
<p>[Name]<br>[Anschrift]</p>
<p>E-Mail: [E-Mail-Adresse]</p>""", title="Klangwolke Sounds – Impressum",
                  header='<header><span class="logo">Klangwolke Sounds</span></header>'),
        expect=dict(ALL_NULL),
        note="a fully unfilled template under a Platzhalter banner: all null; site name in title and logo is chrome",
    ),
]

# ------------------------------------------------------------------------------------------ 931-944
CASES += [
    dict(
        conv=931, id="931-employed-vet-private-practice-contact",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben lt. § 5 TMG</h2>
<p>Dr. med. vet. Henrike Wollgast<br>(Die Seite wurde von mir als angestellte Privatperson erstellt.)</p>
<p>Praxisanschrift:<br>Tierarztpraxis am Ryck<br>Tanja Mielke • Jörn Pasewald • Ute Pasewald<br>Hafenstraße 14<br>17489 Greifswald</p>
<p>Telefon: 03834 771 482<br>Fax: 03834 771 483<br>Funk: 0171 2284 936<br>E-Mail: praxis@tierarzt-am-ryck.de</p>
<p>Berufsbezeichnung: Tierärztin (verliehen in Deutschland)<br>Zuständige Kammer: Tierärztekammer Mecklenburg-Vorpommern</p>"""),
        expect={"name": "Henrike Wollgast", "legal_form": None, "representatives": [],
                "address": addr("Hafenstraße 14", "17489", "Greifswald", "DE"),
                "phone": "+493834771482", "email": "praxis@tierarzt-am-ryck.de"},
        note="'als angestellte Privatperson' makes the page private despite profession and chamber; the practice block is her contact address; practice vets no reps; fax and Funk no phone",
    ),
    dict(
        conv=932, id="932-vet-district-group-chair-code-block",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben nach § 5 TMG</h2>
<h4>Tierärzte Wesermarsch-Süd</h4>
<p>Kreisstellenvorsitzende:</p>
<pre><code>Dr. med. vet. Almut Rehbock
Deichstr. 21
26954 Nordenham
Tel.: 04731 928 114
e-mail. almut.rehbock@vetmail-nord.de
</code></pre>
<p>Foto: Gerrit Lohmann</p>"""),
        expect={"name": "Tierärzte Wesermarsch-Süd", "legal_form": None,
                "representatives": [{"name": "Almut Rehbock", "role": "chair_of_board"}],
                "address": addr("Deichstr. 21", "26954", "Nordenham", "DE"),
                "phone": "+494731928114", "email": "almut.rehbock@vetmail-nord.de"},
        note="heading is the name, no form; the chair is chair_of_board; her street, landline and mailbox are the group's; code-block text is printed text",
    ),
    dict(
        conv=933, id="933-ch-und-co-two-gesellschafter-kollektiv",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<button data-bs-toggle="collapse" data-bs-target="#imp">Deutsches Impressum anzeigen</button>
<div class="collapse" id="imp">
<p>Atelier Nyffeler &amp; Co<br>Dorfstrasse 18<br>CH-5079 Zeihen</p>
<p>Gesellschafter und Geschäftsführung: Regula Nyffeler, Beat Nyffeler</p>
<p>Eingetragen im Handelsregister des Kantons Aargau<br>CH-ID: CH-400 .3.118.5067<br>
MWSt‐NR.CHE‐317.482.906 MWST</p>
<p>Mobil: 079 482 16 30<br>E-Mail: atelier@nyffeler-co.ch</p>
</div>""", footer='<footer><p>© 2024 Atelier Nyffeler &amp; Co, Zeihen AG</p></footer>'),
        expect={"name": "Atelier Nyffeler & Co", "legal_form": "Kollektivgesellschaft",
                "representatives": [{"name": "Regula Nyffeler", "role": "partner"},
                                    {"name": "Beat Nyffeler", "role": "partner"}],
                "register": {"country": "CH", "court": "-", "number": "CHE-317.482.906"},
                "vat_id": "CHE317482906MWST",
                "address": addr("Dorfstrasse 18", "5079", "Zeihen", "CH"),
                "phone": None},
        note="'& Co' with two Gesellschafter: Kollektivgesellschaft, both partners; the UID inside the MWST number (U+2010 hyphens) is register, the MWST number the VAT id; old CH-ID not used; collapse block is part of the page; 079 mobile",
    ),
    dict(
        conv=934, id="934-praxis-designation-doctor-gmbh-controller",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>Praxis Lindenhof</strong><br>Schönhauser Allee 71,<br>10437 Berlin</p>
<p><strong>Vertreten durch</strong> Marija Dragović: Dr. med. Fachärztin für Allgemeinmedizin</p>
<p>Telefon: 030 4402 8917<br>E-Mail: praxis@praxis-lindenhof.de</p>
<p>Web Design: Pixelgarten Media GmbH</p>
<h2>Datenschutzerklärung</h2>
<p>Die verantwortliche Stelle für die Datenverarbeitung auf dieser Website ist: Lindenhof Medical GmbH, Greifswalder
Straße 212, 10405, Berlin</p>"""),
        expect={"name": "Praxis Lindenhof", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Marija Dragović", "role": "owner"}],
                "address": addr("Schönhauser Allee 71", "10437", "Berlin", "DE"),
                "phone": "+493044028917"},
        note="practice designation with one doctor: sole trader, doctor its owner; title and specialty after the colon dropped; line-end comma is a separator; privacy controller GmbH is another party",
    ),
    dict(
        conv=935, id="935-person-above-music-school-line-private",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h3>Name des Webseitenbetreibers</h3>
<pre><code>Svea-Marie-Lindhorst
Kreismusikschule Donnersberg
Schlossstraße 5
67292 Kirchheimbolanden
</code></pre>
<p>E-Mail: svea.lindhorst@gmx.de</p>
<!-- Quelle: e-recht24.de -->
<!-- Lehrkräfte: https://kms-donnersberg.de/team -->"""),
        expect={"name": "Svea-Marie-Lindhorst", "legal_form": None, "representatives": [],
                "address": addr("Schlossstraße 5", "67292", "Kirchheimbolanden", "DE"),
                "email": "svea.lindhorst@gmx.de"},
        note="the music school is the institution she teaches at, not her designation; no business signal: private; the school's street is her contact address; HTML comments not shown",
    ),
    dict(
        conv=936, id="936-studio-designation-footer-studio-cards",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<address>Lotus Flow Yoga<br>Anjali Venkataraman<br>Greifenhagener Straße 42<br>10437 Berlin<br>+49 1763 228410</address>""",
                  footer="""<footer><div class="card">Lotus Flow Yoga<br>Anjali Venkataraman<br>Kastanienallee 19<br>10435 Berlin<br>
0176 3228410 · 01573 9948210</div>
<div class="card">Lotus Flow Yoga<br>Kinderyoga<br>Choriner Straße 61a</div></footer>"""),
        expect={"name": "Lotus Flow Yoga", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Anjali Venkataraman", "role": "owner"}],
                "address": addr("Greifenhagener Straße 42", "10437", "Berlin", "DE"),
                "phone": None, "email": None},
        note="studio designation over the person: sole trader with owner; imprint address over the footer's studio cards; mobile only; no e-mail",
    ),
    dict(
        conv=937, id="937-caps-gmbh-corner-note-register-without-kind",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>KARL BÖTTGER HAUSVERWALTUNG GmbH<br>Rüttenscheider Str. 212 / Ecke Müller-Breslau-Str. 3<br>45131 Essen</p>
<p>Vertreten durch: Karl Böttger</p>
<p>Telefon: 0201 7241 83<br>Telefax: 0201 7241 84<br>E-Mail: info@boettger-hausverwaltung.de</p>
<p>Registergericht: Amtsgericht Essen<br>Registernummer: 31847</p>
<p>Umsatzsteuer-Identifikationsnummer: 112/5738/4120</p>
<p>Bilder/Fotos: Ines Kallweit, Daniel Borowski</p>"""),
        expect={"name": "KARL BÖTTGER HAUSVERWALTUNG GmbH", "legal_form": "GmbH",
                "address": addr("Rüttenscheider Str. 212 / Ecke Müller-Breslau-Str. 3", "45131", "Essen", "DE"),
                "register": None, "vat_id": None,
                "representatives": [{"name": "Karl Böttger", "role": "managing_director"}],
                "phone": "+49201724183"},
        note="capitals kept; corner note kept on the street line; number without HRB/HRA: register null; Steuernummer under the VAT label is no VAT id; photographers never; landline not fax",
    ),
    dict(
        conv=938, id="938-vat-one-digit-off-sample",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Basement Beats Studio<br>Karl-Heinz Dörrenbach<br>Biebricher Allee 61<br>65187 Wiesbaden</p>
<p>Telefon: +49 172 6638 214<br>E-Mail: studio@basementbeats-wi.de</p>
<p>Umsatzsteuer-ID: DE123436789</p>
<p>Design &amp; Code: Webschmiede Rheingau</p>"""),
        expect={"name": "Basement Beats Studio", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Karl-Heinz Dörrenbach", "role": "owner"}],
                "vat_id": None, "phone": None},
        note="'DE1234…6789' with one digit off the generator's sample is a placeholder: null; designation over person: sole trader; +49 172 mobile; design credit is the agency",
    ),
    dict(
        conv=939, id="939-professions-in-parens-insurer-block",
        url=IMP,
        html=page("""<p>Jannik Oberdorfer (M.Sc. Sportwissenschaft, Heilpraktiker für Psychotherapie, Systemischer Coach in Ausbildung)<br>
Theresienstraße 118<br>80333 München<br>Deutschland<br>Tel.: +49157 33920418</p>
<p>Mitglied im Verband freier Psychotherapeuten, Heilpraktiker für Psychotherapie und Psychologischer Berater e.V.</p>
<p>Berufshaftpflichtversicherung bei der Bayerische Vorsorge Versicherung AG, Leopoldstraße 90, 80802 München,
Telefon 089 3318 4400, E-Mail: service@bayvorsorge-versicherung.de</p>""", title="Impressum – Jannik Oberdorfer"),
        expect={"name": "Jannik Oberdorfer", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Jannik Oberdorfer", "role": "owner"}],
                "address": addr("Theresienstraße 118", "80333", "München", "DE"),
                "email": None, "phone": None},
        note="parenthesis of professions no part of the name; Heilpraktiker and liability insurance are the business signal; insurer's phone and e-mail somebody else's; own number mobile",
    ),
    dict(
        conv=940, id="940-one-line-block-on-club-site-private",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Reinhold Vossenkuhl, Zülpicher Str. 208, 50937 Köln</p>
<p>Mobil: 0152 2847 3019<br>E-Mail: r.vossenkuhl@gmx.de</p>
<p>Bilder: Wudang Kung Fu Köln e.V. · Gestaltung: Wudang Kung Fu Köln e.V.</p>""",
                  title="Wudang Kung Fu Köln – Impressum"),
        expect={"name": "Reinhold Vossenkuhl", "legal_form": None, "representatives": [],
                "address": addr("Zülpicher Str. 208", "50937", "Köln", "DE"),
                "phone": None},
        note="one-line block split at commas; the club is named only in credits, not as provider; no business signal: private; mobile only",
    ),
    dict(
        conv=941, id="941-partly-filled-generator-second-person",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Friedhelm Oltmanns<br>Kirchenstraße 22<br>25451 Quickborn</p>
<p>Vertreten durch:<br>Sönke Oltmanns</p>
<p>Telefon: 04106-62817<br>E-Mail: info@oltmanns-fleischerei.de</p>
<p>Eintragung im Registergericht: Pinneberg<br>Registernummer: 12345</p>
<p>Umsatzsteuer-ID: Musterustid.<br>Wirtschafts-ID: Musterwirtschaftsid</p>
<p>Aufsichtsbehörde: Musteraufsicht Musterstadt</p>"""),
        expect={"name": "Friedhelm Oltmanns", "legal_form": None, "register": None, "vat_id": None,
                "representatives": [], "phone": "+49410662817"},
        note="'Muster…' values and counting-digit register number are placeholders, no business signal, no form word; a 'Vertreten durch' person's role needs a form: reps []; landline kept",
    ),
    dict(
        conv=942, id="942-gmbh-unrendered-variables",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Seitenbetreiber i.S.d. § 5 TMG</h2>
<p>{{ site.brand.company }}<br>{{ site.brand.address.street }}<br>{{ site.brand.address.zip }} {{ site.brand.address.city }}</p>
<p>Tel.: 0681 / 4903317<br>E-Mail: {{ site.brand.email }}</p>
<p>Registergericht: Amtsgericht Saarbrücken<br>Registernummer: HRB 21864</p>
<p>Geschäftsführer<br>Stefan Kirchhöfer</p>
<p>Gemäß § 27 a Umsatzsteuergesetz: DE318604275</p>""", title="Impressum – Spiegelbox Saar"),
        expect={"name": None, "legal_form": None, "address": None, "email": None,
                "register": {"country": "DE", "court": "Saarbrücken", "number": "HRB 21864"},
                "vat_id": "DE318604275",
                "representatives": [{"name": "Stefan Kirchhöfer", "role": "managing_director"}],
                "phone": "+496814903317"},
        note="unrendered variables print no value; HRB gives no legal form; printed register, VAT id, Geschäftsführer and landline kept",
    ),
    dict(
        conv=943, id="943-club-register-repeat-outside-section",
        url=IMP,
        html=page("""<div class="imprint">
<h1>Impressum</h1>
<p>Rheinufer Lachyoga e.V.<br>Poller Kirchweg 12a<br>51105 Köln</p>
<p>Vereinsregister: VR 18245<br>Registergericht: Amtsgericht Köln</p>
<p>Vertreten durch: Melanie Broich</p>
<p>Telefon: +49 162 7730418<br>E-Mail: vorstand@rheinufer-lachyoga.de</p>
</div>
<p>Vereinsregisternr. ist VR 18245</p>"""),
        expect={"name": "Rheinufer Lachyoga e.V.", "legal_form": "e.V.",
                "register": {"country": "DE", "court": "Köln", "number": "VR 18245"},
                "representatives": [{"name": "Melanie Broich", "role": "board_member"}],
                "phone": None},
        note="the repeat after the section is printed text and agrees; one 'Vertreten durch' person of an e.V. without chair word is a board member; mobile only",
    ),
    dict(
        conv=944, id="944-activity-line-below-person",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Matthias Kreuzer<br>Datenbankentwicklung, Backend und Cloud-Architektur<br>Georg-Schwarz-Straße 88<br>D-04179 Leipzig</p>
<p>E-Mail: kontakt@kreuzer-dev.de</p>"""),
        expect={"name": "Matthias Kreuzer", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Matthias Kreuzer", "role": "owner"}],
                "address": addr("Georg-Schwarz-Straße 88", "04179", "Leipzig", "DE"),
                "phone": None},
        note="an activity line below the person is no designation but the business signal: sole trader; 'D-04179' gives digits; no phone",
    ),
]

# ------------------------------------------------------------------------------------------ 951-963
CASES += [
    dict(
        conv=951, id="951-initiative-des-club-soft-hyphens-officers",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Arbeitskreis Solardorf-Kinzigtal<br>eine Initiative des<br>
<a href="https://buergerenergie-kinzigtal.invalid/">Bürger&shy;energie&shy;forum Kinzig&shy;tal e.V.</a><br>
Am Lindenplatz 4<br>63599 Biebergemünd</p>
<p>Vereinsregister: VR41873, Amtsgericht Hanau<br>Gläubiger-Identifikationsnummer: DE72ZZZ00001948362</p>
<h3>Vertreten durch</h3>
<p>1. Vorsitzender: Gernot Schäfermeyer, Wirtheim, gernot.schaefermeyer@buergerenergie-kinzigtal.de<br>
2. Vorsitzender: Bastian Weigand, Kassel, b.weigand@buergerenergie-kinzigtal.de<br>
Schriftführer: Holger Imhof, Bieber, h.imhof@buergerenergie-kinzigtal.de<br>
Kassierer: Doris Eckhardt, Lanzingen, d.eckhardt@buergerenergie-kinzigtal.de</p>
<h3>Kontakt</h3>
<p>E-Mail: gernot.schaefermeyer@buergerenergie-kinzigtal.de<br>Mobil: +49 174 9920371</p>
<h3>Redaktionell verantwortlich</h3>
<p>Holger Imhof</p>"""),
        expect={"name": "Bürgerenergieforum Kinzigtal e.V.", "legal_form": "e.V.",
                "register": {"country": "DE", "court": "Hanau", "number": "VR 41873"},
                "vat_id": None,
                "address": addr("Am Lindenplatz 4", "63599", "Biebergemünd", "DE"),
                "representatives": [{"name": "Gernot Schäfermeyer", "role": "chair_of_board"},
                                    {"name": "Bastian Weigand", "role": "board_member"},
                                    {"name": "Holger Imhof", "role": "board_member"},
                                    {"name": "Doris Eckhardt", "role": "board_member"}],
                "email": "gernot.schaefermeyer@buergerenergie-kinzigtal.de", "phone": None},
        note="'X / eine Initiative des Y e.V.': the club is the operator, soft hyphens of the link text dropped; VR without space normalised; creditor id is no VAT id; 1. Vorsitzender chair, others board; Kontakt mailbox; mobile only",
    ),
    dict(
        conv=952, id="952-liquid-site-name-unrendered-firm",
        url=IMP,
        html=page("""<h1>Impressum und Datenschutz</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>{{site.name}}<br>Am Mühlbach 7<br>87448 Waltenhofen</p>
<p>Vertreten durch den Geschäftsführer: Dr.-Ing. Benedikt Hößle</p>
<p>Registergericht: Kempten (Allgäu)<br>Registernummer: HRB 17428</p>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a UStG: DE327418856</p>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>{{site.name}}, Am Mühlbach 7, 87448 Waltenhofen</p>"""),
        expect={"name": None, "legal_form": None,
                "register": {"country": "DE", "court": "Kempten (Allgäu)", "number": "HRB 17428"},
                "vat_id": "DE327418856",
                "address": addr("Am Mühlbach 7", "87448", "Waltenhofen", "DE"),
                "representatives": [{"name": "Benedikt Hößle", "role": "managing_director"}],
                "email": None, "phone": None},
        note="an unrendered Liquid variable prints no name; no form word: legal form null (not inferred from HRB or Geschäftsführer); court as printed with its region; title stripped",
    ),
    dict(
        conv=953, id="953-en-de-product-of-gmbh-two-ceos",
        url=IMP_EN,
        html=en("""<h1>Imprint</h1>
<p>Bugwatch.io is a product of</p>
<p>Kiezcode Software GmbH<br>Wiener Straße 18<br>10999 Berlin</p>
<p>Geschäftsführer_innen (CEOs): Malte Kronbichler, Ines Vasconcelos</p>
<p>Amtsgericht Charlottenburg<br>HRB 184263 B<br>VAT ID: DE 3187 40652<br>Commercial settlement: Berlin</p>
<p>Phone: +49 151 4471 2086<br>E-Mail: hello@kiezcode.de</p>
<p>Responsible for content: Malte Kronbichler</p>
<hr>
<p>Bugwatch.io ist ein Produkt der</p>
<p>Kiezcode Software GmbH<br>Wiener Straße 18<br>10999 Berlin</p>
<p>Geschäftsführer_innen: Malte Kronbichler, Ines Vasconcelos</p>
<p>Amtsgericht Charlottenburg, HRB 184263 B, USt-IdNr.: DE 3187 40652</p>""",
                footer='<footer><p>© 2024 The Kiezcode Software GmbH</p></footer>'),
        expect={"name": "Kiezcode Software GmbH", "legal_form": "GmbH",
                "register": {"country": "DE", "court": "Charlottenburg", "number": "HRB 184263"},
                "vat_id": "DE318740652",
                "address": addr("Wiener Straße 18", "10999", "Berlin", "DE"),
                "representatives": [{"name": "Malte Kronbichler", "role": "managing_director"},
                                    {"name": "Ines Vasconcelos", "role": "managing_director"}],
                "phone": None},
        note="'X is a product of Y GmbH': Y operates; German block repeats; two 'Geschäftsführer_innen (CEOs)' managing directors; 'B' suffix dropped; spaced VAT compacted; +49 151 mobile; footer spelling does not replace",
    ),
    dict(
        conv=954, id="954-ug-vertreten-durch-two-court-no-space",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>fernweh.dev software studio UG (haftungsbeschränkt)<br>Schanzenstraße 41<br>20357 Hamburg</p>
<p>Vertreten durch:<br>Jannes Petersen<br>Leonie Brodersen</p>
<p>Registergericht:Amtsgericht Hamburg<br>Registernummer: HRB 172905</p>
<p>Telefon: 040 8537 2916<br>E-Mail: moin@fernweh-dev.de</p>
<p>Bildquellen: eigene Aufnahmen, Unsplash</p>"""),
        expect={"name": "fernweh.dev software studio UG (haftungsbeschränkt)", "legal_form": "UG",
                "register": {"country": "DE", "court": "Hamburg", "number": "HRB 172905"},
                "vat_id": None,
                "representatives": [{"name": "Jannes Petersen", "role": "managing_director"},
                                    {"name": "Leonie Brodersen", "role": "managing_director"}],
                "phone": "+494085372916"},
        note="'Vertreten durch' names of a UG are managing directors; 'Registergericht:Amtsgericht Hamburg' without space is Hamburg; no VAT id printed; image-source line holds no data",
    ),
    dict(
        conv=954, id="954-gmbh-steuernummer-mobil-astro-layout-title",
        url=IMP,
        html=page("""<Layout title="Impressum | VISTRA Analytics">
<h1>Impressum</h1>
<p>VISTRA Analytics GmbH<br>Königstraße 27<br>70173 Stuttgart</p>
<p>Vertreten durch:<br>Cem Yıldırımoğlu</p>
<p>Mobil: +49 (0)173 5520 814<br>E-Mail: info@vistra-analytics.de</p>
<p>Registergericht: Amtsgericht Stuttgart<br>Registernummer: HRB 791536</p>
<p>Steuernummer: 99015/41826<br>Umsatzsteuer-Identifikationsnummer: DE345612987</p>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>Cem Yıldırımoğlu, Königstraße 27, 70173 Stuttgart</p>
</Layout>""", title="Impressum"),
        expect={"name": "VISTRA Analytics GmbH", "legal_form": "GmbH", "vat_id": "DE345612987",
                "representatives": [{"name": "Cem Yıldırımoğlu", "role": "managing_director"}],
                "phone": None},
        note="Steuernummer beside the VAT id not used; 'Mobil' only: phone null; § 55 repeat adds no role; the layout tag's title attribute is no printed data",
    ),
    dict(
        conv=955, id="955-at-gmbh-diensteanbieter-medieninhaber-two-titles",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 ECG, § 14 UGB und § 25 MedienG</h2>
<h3>Diensteanbieter und Medieninhaber</h3>
<p>Tessellate Research GmbH<br>Feldkirchner Straße 12<br>8401 Kalsdorf bei Graz<br>Österreich</p>
<p>Rechtsform: Gesellschaft mit beschränkter Haftung<br>Firmenbuchnummer: FN 593164h<br>
Firmenbuchgericht: Landesgericht für ZRS Graz<br>UID-Nummer: ATU78204163</p>
<p>Geschäftsführung: Dr. DI Aurélien Maximilian Jérôme Favre</p>
<p>E-Mail: legal@tessellate-research.at</p>
<p>Mitglied der Wirtschaftskammer Steiermark<br>Aufsichtsbehörde: Bezirkshauptmannschaft Graz-Umgebung</p>"""),
        expect={"name": "Tessellate Research GmbH", "legal_form": "GmbH",
                "register": {"country": "AT", "court": "-", "number": "FN 593164h"},
                "vat_id": "ATU78204163",
                "address": addr("Feldkirchner Straße 12", "8401", "Kalsdorf bei Graz", "AT"),
                "representatives": [{"name": "Aurélien Maximilian Jérôme Favre", "role": "managing_director"}],
                "email": "legal@tessellate-research.at", "phone": None},
        note="'Österreich' line dropped; AT court '-'; both titles stripped, every given name kept; the only e-mail (legal@) is the contact; chamber and authority somebody else's",
    ),
    dict(
        conv=956, id="956-en-mdc-represented-by-three-paragraphs",
        url=IMP_EN,
        html=en("""<p>::LegalWrapper</p>
<h1>Legal Notice</h1>
<p>:::globalParagraph{.mb-4}
Quellwerk Systems GmbH<br>Bahnhofstraße 9<br>82110 Germering
:::</p>
<h2>Represented by</h2>
<p>:::globalParagraph{.mb-4}
Konrad Aschenbrenner
:::</p>
<p>:::globalParagraph{.mb-4}
Yasmin El-Amrani
:::</p>
<p>:::globalParagraph{.mb-4}
Fabian Lechleitner
:::</p>
<h2>Contact</h2>
<p>Phone: +49 89 8412 7735<br>E-Mail: contact@quellwerk-systems.de</p>
<h2>Register entry</h2>
<p>Register court: Munich<br>Register number: HRB 268451</p>
<p>::</p>""", title="Legal Notice"),
        expect={"name": "Quellwerk Systems GmbH", "legal_form": "GmbH",
                "representatives": [{"name": "Konrad Aschenbrenner", "role": "managing_director"},
                                    {"name": "Yasmin El-Amrani", "role": "managing_director"},
                                    {"name": "Fabian Lechleitner", "role": "managing_director"}],
                "register": {"country": "DE", "court": "München", "number": "HRB 268451"},
                "phone": "+498984127735"},
        note="three paragraphs under 'Represented by' of a GmbH are three managing directors; 'Munich' is München; MDC block lines printed as text are no part of any value",
    ),
    dict(
        conv=957, id="957-en-privacy-policy-responsible-operator-club",
        url="https://site.invalid/privacy-policy/",
        html=en("""<h1>Privacy Policy</h1>
<h2>Responsible Website Operator</h2>
<p>Suhl Table Tennis Club e.V.<br>Friedrich-König-Straße 23<br>98527 Suhl</p>
<p>Chairman: Torsten Wendelmuth</p>
<p>Registered with the District Court of Meiningen, Register Number: 304</p>
<p>E-Mail: info@suhl-tabletennis.de</p>
<h2>1. General information</h2>
<p>We take the protection of your personal data very seriously.</p>
<h2>2. Controller</h2>
<p>Suhl Table Tennis Club e.V., Friedrich-König-Straße 23, 98527 Suhl<br>Phone: +49 (0) 3681-794215<br>
E-Mail: info@suhl-tabletennis.de</p>
<p>This privacy policy was created with the generator of Datenschutz Sofort GmbH.</p>""", title="Privacy Policy"),
        expect={"name": "Suhl Table Tennis Club e.V.", "legal_form": "e.V.", "register": None,
                "representatives": [{"name": "Torsten Wendelmuth", "role": "chair_of_board"}],
                "address": addr("Friedrich-König-Straße 23", "98527", "Suhl", "DE"),
                "phone": "+493681794215"},
        note="a privacy policy opening with the operator block is labelled like an imprint; English club name as printed; 'Chairman' chair; register without kind null but form e.V.; controller block's landline with '(0)' dropped",
    ),
    dict(
        conv=958, id="958-en-gemeinnuetzige-ug-hrb-without-court",
        url=IMP_EN,
        html=en("""<h1>Imprint</h1>
<p>Kiezlabor Werkstatt gemeinnützige UG (haftungsbeschränkt)<br>Boxhagener Straße 76<br>10245 Berlin<br>Deutschland</p>
<p>Geschäftsführer: Ruben Falkenried</p>
<p>Handelsregister-Nr. HRB: 238415<br>Steuer-Nr.: 29/602/51873</p>
<h2>Contact</h2>
<p><a href="mailto:hallo@kiezlabor-werkstatt.de">hallo@kiezlabor-werkstatt.de</a></p>
<h2>Responsible according to § 55 Abs. 2 RStV</h2>
<p>Kiezlabor Werkstatt gemeinnützige UG (haftungsbeschränkt)</p>"""),
        expect={"name": "Kiezlabor Werkstatt gemeinnützige UG (haftungsbeschränkt)", "legal_form": "UG",
                "register": None, "vat_id": None,
                "address": addr("Boxhagener Straße 76", "10245", "Berlin", "DE"),
                "representatives": [{"name": "Ruben Falkenried", "role": "managing_director"}],
                "email": "hallo@kiezlabor-werkstatt.de"},
        note="'gemeinnützige UG (haftungsbeschränkt)' is UG, firm kept whole; HRB without court: register null; Steuer-Nr. no VAT id; 'Deutschland' line dropped",
    ),
    dict(
        conv=959, id="959-ch-sole-trader-partly-filled-many-mailboxes",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Verantwortlich für den Inhalt</h2>
<p><strong>Brunner Pixelwerk</strong><br>Einzelunternehmen<br>Inhaber: [Vollständiger Name]</p>
<h3>Geschäftsadresse</h3>
<p>Postadresse:<br>Thunstrasse 41<br>3110 Münsingen<br>Schweiz</p>
<h3>Kontakt</h3>
<p>E-Mail: info@brunner-pixelwerk.ch<br>Telefon: +41 31 XXX XX XX</p>
<h3>Unternehmensangaben</h3>
<p>Rechtsform: Einzelunternehmen<br>Geschäftsführer &amp; Inhaber: [Name]<br>Handelsregister: Handelsregister Bern<br>
UID: CHE-418.352.790<br>MWST-Nr.: CHE-418.352.790 MWST</p>
<h3>E-Mail-Adressen</h3>
<ul><li>Allgemeine Anfragen: info@brunner-pixelwerk.ch</li><li>Support: support@brunner-pixelwerk.ch</li>
<li>Geschäftliches: business@brunner-pixelwerk.ch</li><li>Presse: press@brunner-pixelwerk.ch</li>
<li>Rechtliches: legal@brunner-pixelwerk.ch</li><li>Datenschutz: privacy@brunner-pixelwerk.ch</li>
<li>Sicherheit: security@brunner-pixelwerk.ch</li><li>Inhaber privat: vorname.nachname@gmail.com</li></ul>
<p>Geplant: Überführung in die Pixelwerk Labs GmbH (in Gründung).</p>"""),
        expect={"name": "Brunner Pixelwerk", "legal_form": "Einzelunternehmen", "representatives": [],
                "register": {"country": "CH", "court": "-", "number": "CHE-418.352.790"},
                "vat_id": "CHE418352790MWST",
                "address": addr("Thunstrasse 41", "3110", "Münsingen", "CH"),
                "email": "info@brunner-pixelwerk.ch", "phone": None},
        note="Swiss 'Verantwortlich' block is the provider block; placeholder owner lines: no rep; UID register, MWST VAT id; street under 'Postadresse' is no Postfach; general mailbox; 'XXX' phone placeholder; future GmbH not the operator",
    ),
    dict(
        conv=960, id="960-foerderverein-grid-postfach-officers",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<dl>
<dt>Vereinsname:</dt><dd>Förderverein Waldbad Holzen e.V.</dd>
<dt>Anschrift:</dt><dd>Postfach 1207, 37632 Eschershausen</dd>
<dt>Telefon:</dt><dd>(0 55 34) 41 27 60</dd>
<dt>E-Mail:</dt><dd>info@waldbad-holzen.de</dd>
<dt>1. Vorsitzender:</dt><dd>Ulrich Kappey</dd>
<dt>2. Vorsitzender:</dt><dd>Martin Hesse</dd>
<dt>Kassenwart:</dt><dd>Jens Vollbrecht</dd>
<dt>Schriftführerin:</dt><dd>Anke Wienecke</dd>
<dt>Registergericht:</dt><dd>Amtsgericht Holzminden</dd>
<dt>Registernummer:</dt><dd>VR 150871</dd>
</dl>"""),
        expect={"name": "Förderverein Waldbad Holzen e.V.", "legal_form": "e.V.", "address": None,
                "phone": "+495534412760",
                "register": {"country": "DE", "court": "Holzminden", "number": "VR 150871"},
                "representatives": [{"name": "Ulrich Kappey", "role": "chair_of_board"},
                                    {"name": "Martin Hesse", "role": "board_member"},
                                    {"name": "Jens Vollbrecht", "role": "board_member"},
                                    {"name": "Anke Wienecke", "role": "board_member"}]},
        note="officers with function words are the representatives without 'Vertreten durch'; 'Vereinsname:' is a label; Postfach: address null; bracketed area code landline",
    ),
    dict(
        conv=961, id="961-ek-degree-in-parens-festnetz-mobil",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>SOLVI Haustechnik e. K.<br>Augsburger Straße 33<br>87719 Mindelheim</p>
<p>Vertreten durch: (B.Eng) Dardan Krasniqi</p>
<p>Telefon (Festnetz): 08261 7390 42<br>Telefon (Mobil): 0160 9184 2270<br>E-Mail: info@solvi-haustechnik.de</p>
<p>Registergericht: Amtsgericht Memmingen<br>Registernummer: HRA 12894</p>
<p>USt-IdNr.: DE352871604</p>
<h2>Verantwortlich nach § 18 Abs. 2 MStV</h2>
<p>SOLVI Haustechnik e. K., Augsburger Straße 33, 87719 Mindelheim</p>
<p>Stand:</p>""",
                  footer='<footer><div class="card">SOLVI Haustechnik<br>Augsburger Straße 33<br>87719 Mindelheim</div><p>© 2024</p></footer>'),
        expect={"name": "SOLVI Haustechnik e. K.", "legal_form": "e.K.",
                "representatives": [{"name": "Dardan Krasniqi", "role": "owner"}],
                "register": {"country": "DE", "court": "Memmingen", "number": "HRA 12894"},
                "vat_id": "DE352871604", "phone": "+498261739042"},
        note="the one person of an e.K. is its owner, degree in parentheses stripped; 'e. K.' kept as printed in the name; Festnetz not Mobil; footer card without form does not replace the name",
    ),
    dict(
        conv=962, id="962-club-plain-kontakt-mailbox-chair-own-street",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Bitwerkstatt Hanau e.V.<br>Marktstraße 14<br>63456 Steinheim</p>
<h3>Kontakt</h3>
<p><u>post@bitwerkstatt-hanau.de</u></p>
<h3>Vorstand</h3>
<p>E-Mail: vorstand@bitwerkstatt-hanau.de</p>
<p>Tobias Rauschenberger, 1. Vorsitzender, Ludwigstraße 62, 63456 Steinheim<br>
Erik Haldenwang, 2. Vorsitzender, Marktstraße 14, 63456 Steinheim</p>
<p>Vereinsregister: Hanau<br>Registergericht: Amtsgericht Hanau<br>Registernummer: VR 31708</p>
<p>Umsatzsteuer-Identifikationsnummer: Folgt</p>
<p>Verantwortlich nach § 55 Abs. 2 RStV: Erik Haldenwang</p>"""),
        expect={"name": "Bitwerkstatt Hanau e.V.", "legal_form": "e.V.",
                "email": "post@bitwerkstatt-hanau.de",
                "address": addr("Marktstraße 14", "63456", "Steinheim", "DE"),
                "representatives": [{"name": "Tobias Rauschenberger", "role": "chair_of_board"},
                                    {"name": "Erik Haldenwang", "role": "board_member"}],
                "register": {"country": "DE", "court": "Hanau", "number": "VR 31708"},
                "vat_id": None},
        note="plain-text Kontakt mailbox over the board's; chair's own street is his; 2. Vorsitzender stays board member when § 55 names him; 'Folgt' VAT null",
    ),
    dict(
        conv=963, id="963-at-verein-kurz-clause-seat-town-only",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Vereinsname: DravaNet – Verein zur Förderung freier Netzwerke und offener Software kurz: DravaNet</p>
<p>Vereinssitz: Spittal an der Drau (Spittal an der Drau)</p>
<p>ZVR-Zahl: 1384726590</p>
<p>Alternative Adresse:<br>Bahnhofstraße 41<br>9020 Klagenfurt am Wörthersee</p>
<p>E-Mail: contact@dravanet.at</p>
<p>Obmann/Obfrau: Lukas Pirker, lukas.pirker@dravanet.at<br>
Obmann/Obfrau Stellvertreter: Hannah Moser, hannah.moser@dravanet.at</p>
<p>Datenschutz Verantwortlicher: Florian Wutte</p>"""),
        expect={"name": "DravaNet – Verein zur Förderung freier Netzwerke und offener Software",
                "legal_form": None, "register": None,
                "address": addr("Bahnhofstraße 41", "9020", "Klagenfurt am Wörthersee", "AT"),
                "representatives": [{"name": "Lukas Pirker", "role": "chair_of_board"},
                                    {"name": "Hannah Moser", "role": "board_member"}],
                "email": "contact@dravanet.at", "phone": None},
        note="full name before 'kurz:'; seat as a town only, the complete alternative address is the establishment; ZVR: form and register null; Obmann chair, Stellvertreter board; club's own mailbox; privacy person no rep",
    ),
]
