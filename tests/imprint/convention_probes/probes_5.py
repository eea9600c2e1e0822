# Convention probes, range K=5: conventions 353-437 and 450-452 of REAL.md (lines 5870-7241).
# Written blind from the conventions and CONTRACT section 7; every name, street, town, number and
# mailbox is invented.

NAV = ('<nav><a href="/">Start</a>  <a href="/kontakt/">Kontakt</a> '
       '<a href="/impressum/">Impressum</a> <a href="/datenschutz/">Datenschutz</a></nav>')
NAV_EN = ('<nav><a href="/">Home</a> <a href="/about/">About</a> <a href="/imprint/">Imprint</a> '
          '<a href="/privacy/">Privacy</a></nav>')
IMP = "https://site.invalid/impressum/"
HOME = "https://site.invalid/"


def page(main, title="Impressum", head="", header="", footer="&copy; 2024", nav=NAV, lang="de"):
    return ('<!doctype html><html lang="' + lang + '"><head><meta charset="utf-8"><title>' + title
            + '</title>' + head + '</head><body>\n<header>' + header + nav + '</header>\n<main>\n'
            + main + '\n</main>\n<footer>' + footer + '</footer></body></html>')


def kc(digits):
    """Digits written as keycap emoji (digit + VS16 + combining enclosing keycap)."""
    return "".join(d + "\ufe0f\u20e3" if d.isdigit() else d for d in digits)


def R(name, role):
    return {"name": name, "role": role}


ALL_NULL = {"name": None, "legal_form": None, "register": None, "vat_id": None, "address": None,
            "email": None, "phone": None, "representatives": []}

CASES = [
    # ---------------------------------------------------------------- 353
    dict(
        conv=353, id="353-chairs-in-words",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Kanuclub Weserbogen e.V.<br>Deichkamp 41<br>28197 Bremen</p>
<p>Telefon: 0421 5550123<br>E-Mail: info@kanuclub-weserbogen.de</p>
<h2>Vertretungsberechtigter Vorstand</h2>
<p>Erster Vorsitzender: Hauke Brümmerhoff<br>E-Mail: h.bruemmerhoff@kanuclub-weserbogen.de</p>
<p>Zweite Vorsitzende: Silke Oltjenbruns<br>E-Mail: s.oltjenbruns@kanuclub-weserbogen.de</p>
<p>Dritter Vorsitzender: Jannes Wübbelmann<br>E-Mail: j.wuebbelmann@kanuclub-weserbogen.de</p>"""),
        expect={"name": "Kanuclub Weserbogen e.V.", "legal_form": "e.V.",
                "email": "info@kanuclub-weserbogen.de",
                "representatives": [R("Hauke Brümmerhoff", "chair_of_board"),
                                    R("Silke Oltjenbruns", "board_member"),
                                    R("Jannes Wübbelmann", "board_member")]},
        note="'Erster Vorsitzender' chair, 'Zweite'/'Dritter Vorsitzender' board members; their own mailboxes are not the club's",
    ),
    dict(
        conv=353, id="353-geschaeftszeichen-court-suffix",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Segelkameradschaft Lesumdeich e.V.<br>Am Hafenbecken 7<br>28759 Bremen</p>
<p>E-Mail: post@sk-lesumdeich.de</p>
<p>Vertreten durch den Ersten Vorsitzenden Arne Tjaden</p>
<p>Eingetragen beim Amtsgericht Bremen<br>Geschäftszeichen: VR 5381 HB</p>"""),
        expect={"register": {"country": "DE", "court": "Bremen", "number": "VR 5381"}},
        note="'Geschäftszeichen: VR n HB' gives VR n at Bremen, the court suffix dropped",
    ),
    # ---------------------------------------------------------------- 354
    dict(
        conv=354, id="354-person-dash-activity-only-line",
        url="https://site.invalid/kontakt-impressum/",
        html=page("""<h1>Kontakt &amp; Impressum</h1>
<p>Tobias Rendlinger - Architektur und Sachverständigenbüro<br>Lerchenfeldweg 22<br>80538 München</p>
<p>Telefon: 089 4411 2290<br>E-Mail: buero@rendlinger-planung.de</p>
<p>Kammer: Bayerische Architektenkammer, Mitgliedsnummer 123456</p>""", title="Kontakt &amp; Impressum"),
        expect={"name": "Tobias Rendlinger", "legal_form": "Einzelunternehmen",
                "representatives": [R("Tobias Rendlinger", "owner")]},
        note="'Person - activity' as the only name line: the person is the name and owner of an Einzelunternehmen",
    ),
    # ---------------------------------------------------------------- 355
    dict(
        conv=355, id="355-english-club-no-postal-webmaster-mail",
        url="https://site.invalid/imprint.htm",
        html=page("""<h1>Imprint</h1>
<p>The Hollowmere Wargames Club<br>Garrison Headquarters Hollowmere<br>Kingfisher Road 14</p>
<p>Meetings every Thursday from 19:00 in the community hall.</p>
<p>Webdesign/Club Webmaster:<br>Gareth Pryce<br>E-Mail: <a href="mailto:webmaster@hollowmere-wargames.de">webmaster@hollowmere-wargames.de</a></p>""",
                  title="Imprint", nav=NAV_EN, lang="en"),
        expect={"name": "The Hollowmere Wargames Club", "legal_form": None, "address": None,
                "email": None, "representatives": []},
        note="only address lacks postal code and town -> null; the only e-mail is the webmaster's -> null; article kept",
    ),
    # ---------------------------------------------------------------- 356
    dict(
        conv=356, id="356-club-line-person-without-function",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Dieser Internet-Auftritt wird betrieben von:</p>
<p>Verein Gedenkort Steinbruch Grubenweiler e.V.<br>Gerda Kienlechner<br>Mühlgasse 3<br>88690 Grubenweiler</p>
<p>E-Mail: kontakt@gedenkort-grubenweiler.de</p>"""),
        expect={"name": "Verein Gedenkort Steinbruch Grubenweiler e.V.", "legal_form": "e.V.",
                "register": None, "representatives": [],
                "address": {"street": "Mühlgasse 3", "postal_code": "88690", "city": "Grubenweiler", "country": "DE"}},
        note="a person without a function under the club line is no representative; the address is the club's",
    ),
    # ---------------------------------------------------------------- 357
    dict(
        conv=357, id="357-vertreten-durch-geschaeftsfuehrerin-no-form",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Erweiterte Informationspflicht nach § 5 TMG</p>
<p>Reisebüro Lindenhof<br>Marktplatz 12<br>21640 Hornbergen</p>
<p>vertreten durch Geschäftsführerin Marlene Fuchsberger</p>
<p>Telefon: 04163 555120<br>E-Mail: info@reisebuero-lindenhof.de</p>"""),
        expect={"name": "Reisebüro Lindenhof", "legal_form": "Einzelunternehmen",
                "representatives": [R("Marlene Fuchsberger", "managing_director")]},
        note="'vertreten durch Geschäftsführerin X' without a form word or register: managing_director of an Einzelunternehmen",
    ),
    dict(
        conv=357, id="357-geschaeftsfuehrer-two-lines-no-form",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Parkettwerkstatt Nordlicht<br>Gewerbering 5<br>83022 Rosenbach</p>
<p>Geschäftsführer<br>Ralf Semmelrogge</p>
<p>Telefon: 08031 555 7711<br>E-Mail: info@parkett-nordlicht.de</p>"""),
        expect={"name": "Parkettwerkstatt Nordlicht", "legal_form": "Einzelunternehmen",
                "representatives": [R("Ralf Semmelrogge", "managing_director")]},
        note="'Geschäftsführer' / person on two lines, no form word: managing_director of an Einzelunternehmen",
    ),
    # ---------------------------------------------------------------- 358
    dict(
        conv=358, id="358-student-group-redaktion-hosting",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Redaktion / Hosting:</p>
<p>AK Stadtgrün<br>Grünes Kabuff<br>Fachschaftsbüro Geowissenschaften<br>Hochschulring 9<br>70569 Stuttgart</p>
<p>E-Mail: ak-stadtgruen@fs-geo-stuttgart.de</p>
<p>Inhaltlich Verantwortlicher: Jonas Brettschneider</p>"""),
        expect={"name": "AK Stadtgrün", "legal_form": None, "representatives": [],
                "address": {"street": "Hochschulring 9", "postal_code": "70569", "city": "Stuttgart", "country": "DE"}},
        note="the only organisation block is the provider; building-name lines above the street are dropped",
    ),
    # ---------------------------------------------------------------- 359
    dict(
        conv=359, id="359-landline-trunk-zero-after-country-code",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Lorenz Ammacher<br>Brunnmattstrasse 8<br>8610 Uster</p>
<p>Mobile: 079 555 41 22<br>Telefon: +41 044 915 33 71<br>E-Mail: lorenz@ammacher-online.ch</p>"""),
        expect={"name": "Lorenz Ammacher", "legal_form": None, "representatives": [],
                "phone": "+41449153371"},
        note="'+41 044 ...' drops the trunk zero; the landline, not the mobile; a private page",
    ),
    # ---------------------------------------------------------------- 360
    dict(
        conv=360, id="360-two-purpose-mailboxes",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>PixelPresse Druckservice<br>Inh.: Daniel Kronberger<br>Am Anger 5<br>99084 Erfurt</p>
<p>Mail für Anfragen: anfragen@pixelpresse-kronberger.de<br>Mail für Druckaufgaben: druck@pixelpresse-kronberger.de</p>
<p>USt-IdNr.: DE314159260</p>"""),
        expect={"name": "PixelPresse Druckservice", "email": "anfragen@pixelpresse-kronberger.de",
                "representatives": [R("Daniel Kronberger", "owner")]},
        note="the enquiries mailbox is the contact, the print-jobs one a service address; 'Inh.:' is the owner",
    ),
    # ---------------------------------------------------------------- 361
    dict(
        conv=361, id="361-vereinsregister-place-court",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Musikschule Oberwiesental e.V.<br>Schulstraße 4<br>87719 Oberwiesental</p>
<p>Telefon: 08261 555 480<br>E-Mail: verwaltung@musikschule-oberwiesental.de</p>
<p>Vertreten durch: den Vorstand, Herrn Anton Gschwendtner (1. Vorsitzender)</p>
<p>Vereinsregister Kaufbeuren<br>Registernummer: VR 812</p>"""),
        expect={"register": {"country": "DE", "court": "Kaufbeuren", "number": "VR 812"},
                "representatives": [R("Anton Gschwendtner", "chair_of_board")]},
        note="'Vereinsregister <place>' gives the court's place name",
    ),
    dict(
        conv=361, id="361-only-dpo-mailbox",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Chorgemeinschaft Talblick e.V.<br>Kirchgasse 11<br>87733 Ellbachtal</p>
<p>Telefon: 08333 555 201</p>
<p>Vertreten durch den Vorstand: Beate Hallmeier (1. Vorsitzende)</p>
<h2>Datenschutzbeauftragter</h2>
<p>Martin Ostertag<br>E-Mail: datenschutz@chor-talblick.de</p>"""),
        expect={"email": None, "phone": "+498333555201"},
        note="the only mailbox is the data-protection officer's: e-mail null",
    ),
    # ---------------------------------------------------------------- 362
    dict(
        conv=362, id="362-rechtsform-keine-swiss-one-person",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>LUMA COACHING begleitet Menschen in beruflichen Umbruchphasen.</p>
<p>Firmenname / Person: Zufferey Mélanie<br>Rechtsform: keine<br>Adresse des Firmensitzes: 3960 Sierre<br>
Telefonnummer: <br>E-Mail: m.zufferey@postfach-wallis.ch<br>SIRET-Nummer: </p>
<h2>Kontakt</h2>
<p><a href="mailto:andrea.perrin@gmail.com">info@lumacoaching.ch</a></p>""", title="LUMA COACHING – Impressum"),
        expect={"name": "Zufferey Mélanie", "legal_form": "Einzelunternehmen",
                "representatives": [R("Zufferey Mélanie", "owner")], "address": None,
                "email": "m.zufferey@postfach-wallis.ch", "phone": None},
        note="'Rechtsform: keine' is no form word: Swiss one-person Einzelunternehmen; provider block e-mail wins",
    ),
    # ---------------------------------------------------------------- 363
    dict(
        conv=363, id="363-swiss-party-no-form",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Angaben gemäss Art. 3 DSG</p>
<p>Die Weitsicht<br>Basel, Schweiz</p>
<p>E-Mail: kontakt@die-weitsicht-basel.ch</p>"""),
        expect={"name": "Die Weitsicht", "legal_form": None, "address": None,
                "email": "kontakt@die-weitsicht-basel.ch"},
        note="a Swiss party without a form word: legal form null; town without street: no address",
    ),
    # ---------------------------------------------------------------- 364
    dict(
        conv=364, id="364-script-filled-imprint-section",
        url="https://site.invalid/kontakt/",
        html=page("""<h1>Kontakt &amp; Spenden</h1>
<div class="box"><h2>Akademischer Segelclub Limmatwelle</h2>
<p>c/o Universität Zürich</p><p><a href="mailto:info@example.org">info@example.org</a></p></div>
<h2>Spenden</h2>
<p>Als studentischer Verein sind wir auf Ihre Unterstützung angewiesen.</p>
<h2>Impressum</h2>
<p><strong data-brand></strong><br><span data-address></span><br><a data-email href=""></a></p>
<p><em>Bitte diese Angaben vor der Veröffentlichung ergänzen.</em></p>
<script>document.querySelectorAll('[data-brand]').forEach(function(e){e.textContent=window.BRAND||''});</script>""",
                  title="Akademischer Segelclub Limmatwelle", footer="&copy; 2024 Akademischer Segelclub Limmatwelle"),
        expect={"name": "Akademischer Segelclub Limmatwelle", "legal_form": "Verein", "address": None,
                "email": None},
        note="empty script-filled imprint: name from title/contact box/footer, 'Verein' from running text, c/o alone and example.org give nothing",
    ),
    # ---------------------------------------------------------------- 365
    dict(
        conv=365, id="365-two-emails-slash",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Jana Vollrath<br>AuDHS-Coachin<br>c/o Postflex Services<br>Hafenstraße 19<br>24103 Kiel</p>
<p>E-Mail: hallo@lernleuchte.de / kontakt@jana-vollrath.de</p>"""),
        expect={"email": "hallo@lernleuchte.de",
                "address": {"street": "Hafenstraße 19", "postal_code": "24103", "city": "Kiel", "country": "DE"}},
        note="'A / B' gives A; the c/o line is dropped and the street below kept",
    ),
    # ---------------------------------------------------------------- 366
    dict(
        conv=366, id="366-club-block-no-form-postfach",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Geschäftsstelle<br>Kinderkrippe Sonnenhügel<br>Weiherweg 6<br>Postfach 22<br>8132 Egg b. Zürich</p>
<p>Telefon 044 555 27 10<br>E-Mail: petra.staubli@sonnenhuegel-krippe.ch</p>
<p>IBAN: CH93 0076 2011 6238 5295 7</p>
<h2>Webmaster</h2>
<p>Marco Rufener<br>webmaster@rufener-web.ch</p>"""),
        expect={"name": "Kinderkrippe Sonnenhügel", "legal_form": None,
                "address": {"street": "Weiherweg 6", "postal_code": "8132", "city": "Egg b. Zürich", "country": "CH"},
                "email": "petra.staubli@sonnenhuegel-krippe.ch"},
        note="no form word: null; Postfach line dropped; city as printed; the person's mailbox is the club's, not the webmaster's",
    ),
    # ---------------------------------------------------------------- 367
    dict(
        conv=367, id="367-kontakt-ueber-vorstand-webmaster-mail",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Skiclub Hochgrat Immenried e.V.<br>Bergstraße 12<br>88317 Immenried</p>
<p>Kontakt über:<br>1. Vorstand: Florian Speidelmann<br>2. Vorstand: Katrin Moosbrugger</p>
<p>Gläubiger-Identifikationsnummer: DE17ZZZ00000912345</p>
<p>Meldungen im Bezug auf den redaktionellen Teil dieser Website: <a href="mailto:webmaster@skiclub-hochgrat.de">webmaster@skiclub-hochgrat.de</a></p>"""),
        expect={"representatives": [R("Florian Speidelmann", "chair_of_board"), R("Katrin Moosbrugger", "board_member")],
                "email": None, "vat_id": None, "legal_form": "e.V."},
        note="'1. Vorstand' chair, '2. Vorstand' board member; editorial webmaster mailbox is not the club's; SEPA id no VAT id",
    ),
    # ---------------------------------------------------------------- 368
    dict(
        conv=368, id="368-holiday-homes-one-person",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Hannelore Briemle<br>Talstraße 41<br>70567 Stuttgart</p>
<p>Telefon: 0711 5558902<br>E-Mail: h.briemle@webpostfach.de</p>
<h2>Allgemeine Geschäftsbedingungen</h2>
<p>Die Vermietung der Ferienhäuser „Seeblick“ und „Waldrand“ in Slowenien erfolgt zu den folgenden Bedingungen …</p>"""),
        expect={"name": "Hannelore Briemle", "legal_form": None, "representatives": [],
                "phone": "+497115558902",
                "address": {"street": "Talstraße 41", "postal_code": "70567", "city": "Stuttgart", "country": "DE"}},
        note="holiday homes let by one person: a private page",
    ),
    # ---------------------------------------------------------------- 369
    dict(
        conv=369, id="369-swiss-sa-contact-page-no-imprint",
        url="https://site.invalid/fr/contact/",
        html=page("""<h1>Contact</h1>
<p>Horlogerie du Vallon SA<br>Rue du Lac 14<br>2000 Neuchâtel</p>
<p>Tél. 032 555 14 20<br>E-mail : info@horlogerie-vallon.ch</p>
<form><label>Votre message</label><textarea></textarea><button>Envoyer</button></form>""",
                  title="Contact – Horlogerie du Vallon",
                  nav='<nav><a href="/fr/">Accueil</a> <a href="/fr/contact/">Contact</a></nav>',
                  footer="<!-- Horlogerie du Vallon SA · Rue du Lac 14 · 2000 Neuchâtel --> &copy; 2024", lang="fr"),
        expect=dict(ALL_NULL),
        note="a Swiss SA's contact page on a site without any imprint: all null",
    ),
    # ---------------------------------------------------------------- 370
    dict(
        conv=370, id="370-lorem-ipsum-imprint",
        url=IMP,
        html=page("""<h1>Impressum &amp; Datenschutz</h1>
<h2>Nach schweizerischem Recht</h2>
<p>Diese Webseite wurde mit Liebe von Jonas Freimüller erstellt.</p>
<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.</p>
<p>Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat.</p>"""),
        expect=dict(ALL_NULL),
        note="an imprint whose body is lorem ipsum with a builder credit: all null",
    ),
    # ---------------------------------------------------------------- 371
    dict(
        conv=371, id="371-owner-cell-placeholder-brand-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<table>
<tr><td colspan="2">KlarRaum ist eine eingetragene Marke.</td></tr>
<tr><td>Betreiber / Inhaber:</td><td>[Name des Inhabers / Geschäftsführers]</td></tr>
<tr><td>Anschrift:</td><td>Feldbergstraße 7<br>72070 Tübingen</td></tr>
<tr><td>Telefon:</td><td>07071 555 314</td></tr>
<tr><td>E-Mail:</td><td>kontakt@klarraum-entruempelung.de</td></tr>
<tr><td>Eingetragen bei:</td><td>Handwerkskammer Neckar-Alb, Kammerweg 3, 72762 Reutlingen</td></tr>
<tr><td>Betriebsnummer:</td><td>[HWK-Betriebsnummer]</td></tr>
<tr><td>USt-IdNr.:</td><td>[Umsatzsteuer-ID, falls vorhanden]</td></tr>
</table>"""),
        expect={"name": "KlarRaum", "legal_form": None, "representatives": [], "vat_id": None,
                "phone": "+497071555314", "email": "kontakt@klarraum-entruempelung.de",
                "address": {"street": "Feldbergstraße 7", "postal_code": "72070", "city": "Tübingen", "country": "DE"}},
        note="brand line is the name; placeholder owner cell: no form, no owner; real address and contact kept",
    ),
    # ---------------------------------------------------------------- 372
    dict(
        conv=372, id="372-rechtsform-freiberufler",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<dl>
<dt>Firmenname:</dt><dd>Nadelwerk Tattoo</dd>
<dt>Inhaberin:</dt><dd>Svenja Körberle</dd>
<dt>Rechtsform:</dt><dd>Freiberufler</dd>
<dt>Anschrift:</dt><dd>Grabenstraße 14, 42651 Solingen</dd>
<dt>Telefon:</dt><dd><a href="tel:+492120000000">0212 / 000000</a></dd>
<dt>E-Mail:</dt><dd>hallo@nadelwerk-tattoo.de</dd>
<dt>Aufsichtsbehörde:</dt><dd>XXXX</dd>
<dt>Umsatzsteuer-Id:</dt><dd>XXXX</dd>
</dl>""", title="Inkfeder Studio – Impressum"),
        expect={"name": "Nadelwerk Tattoo", "legal_form": "Einzelunternehmen",
                "representatives": [R("Svenja Körberle", "owner")], "phone": None, "vat_id": None},
        note="'Rechtsform: Freiberufler' is Einzelunternehmen; Inhaberin owner; area code + zeros is a placeholder phone",
    ),
    # ---------------------------------------------------------------- 373
    dict(
        conv=373, id="373-verantwortlich-inhalt-konzept-design",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Verantwortlich für den Inhalt, Konzept und Design:<br>Dr. Miriam Hollweckers<br>Am Kirchberg 9<br>56112<br>
Tel. 0261 5554410<br>Fax 0261 5554411</p>
<p>Berufsbezeichnung: Ärztin, Fachärztin für Allgemeinmedizin<br>Zuständige Kammer: Landesärztekammer Rheinland-Pfalz</p>
<h3>hallo@praxis-hollweckers.de</h3>""", title="Praxis Dr. med. Miriam Hollweckerß"),
        expect={"name": "Miriam Hollweckers", "legal_form": "Einzelunternehmen",
                "representatives": [R("Miriam Hollweckers", "owner")], "address": None},
        note="the combined content/design line over the only block is the provider block; postal code without town: address null",
    ),
    # ---------------------------------------------------------------- 374
    dict(
        conv=374, id="374-holiday-flat-name-above-person",
        url=HOME,
        html=page("""<section id="start"><h1>Willkommen am See</h1><p>Unsere Wohnung bietet Platz für vier Gäste.</p></section>
<section id="impressum"><h2>Impressum</h2>
<p><strong>Ferienwohnung Uferblick</strong><br>Irmgard Haslinger<br>Seestraße 18<br>88085 Uferdorf</p>
<p>Telefon: 07543 555 612<br>E-Mail: irmgard.haslinger@webpostfach.de</p>
<p>Umsatzsteuer-ID: entfällt (Privatvermietung ohne Umsatzsteuerpflicht)</p></section>""",
                  title="Ferienwohnung Uferblick"),
        expect={"name": "Irmgard Haslinger", "legal_form": None, "representatives": [],
                "phone": "+497543555612", "email": "irmgard.haslinger@webpostfach.de"},
        note="a holiday flat let privately: the flat's name is no designation, a private page",
    ),
    # ---------------------------------------------------------------- 375
    dict(
        conv=375, id="375-business-word-only-in-domain",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Matthias Kerkhoff<br>Weidenstraße 31<br>47799 Krefeld</p>
<p>E-Mail: info@mk-fotos.de</p>""", title="Impressum"),
        expect={"name": "Matthias Kerkhoff", "legal_form": None, "representatives": []},
        note="a business word only in the e-mail domain is no signal: private page",
    ),
    # ---------------------------------------------------------------- 376
    dict(
        conv=376, id="376-doctor-heading-specialty-second-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Dr. med. Reinhard Vollmering<br>Facharzt für Innere Medizin und Kardiologie</h2>
<p>Bahnhofstraße 30<br>63739 Aschenfeld</p>
<p>Telefon: 06021 555 380<br>Fax: 06021 555 381<br>E-Mail: praxis@dr-vollmering.de</p>
<p>Zuständige Kassenärztliche Vereinigung: KV Bayerns<br>Zuständige Kammer: Bayerische Landesärztekammer</p>
<p>Verantwortlich für den Inhalt: Dr. med. Reinhard Vollmering</p>"""),
        expect={"name": "Reinhard Vollmering", "legal_form": "Einzelunternehmen",
                "representatives": [R("Reinhard Vollmering", "owner")]},
        note="a name heading with the specialty below: the person is the provider and owner, title and specialty not in the name",
    ),
    # ---------------------------------------------------------------- 377
    dict(
        conv=377, id="377-seat-street-town-no-postal-code",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Kreativbüro Nordstern UG (haftungsbeschränkt)<br>Sitz: Ahornweg 6, Talheim</p>
<p>Geschäftsführerin: Leonie Brandauer</p>
<p>E-Mail: hallo@kreativbuero-nordstern.de</p>
<p>Verantwortlich nach § 55 Abs. 2 RStV: Leonie Brandauer<br>c/o Kreativbüro Nordstern, Tuttlingen</p>"""),
        expect={"address": None, "legal_form": "UG"},
        note="a seat line with street and town but no postal code gives no address; a c/o line neither",
    ),
    # ---------------------------------------------------------------- 378
    dict(
        conv=378, id="378-ug-inhaber-and-vertretungsberechtigt",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>FMW - Funken mit Wirkung<br>Inhaber: Lara Weissgerber &amp; Timo Brandlmeier<br>Rechtsform: UG<br>
Sitz: Kastanienallee 4, 78532 Tuttlingen</p>
<p>Vertretungsberechtigt: Lara Weissgerber &amp; Timo Brandlmeier</p>
<p>E-Mail: info@funken-mit-wirkung.de</p>"""),
        expect={"name": "FMW - Funken mit Wirkung", "legal_form": "UG",
                "representatives": [R("Lara Weissgerber", "managing_director"), R("Timo Brandlmeier", "managing_director")]},
        note="UG: 'Inhaber' are shareholders, 'Vertretungsberechtigt' names the managing directors; first line kept whole",
    ),
    # ---------------------------------------------------------------- 379
    dict(
        conv=379, id="379-designation-person-in-parentheses-at",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Diensteanbieter</h2>
<p>The Blue Fern Studio (Matthias Grubhofer)<br>Kaiserstraße 12/4<br>1070 Wien<br>Österreich</p>
<p>E-Mail: hello@bluefernstudio.at</p>
<h2>Offenlegung gemäß § 25 MedienG</h2>
<p>Medieninhaber &amp; Herausgeber: The Blue Fern Studio (Matthias Grubhofer)</p>"""),
        expect={"name": "The Blue Fern Studio", "legal_form": None,
                "representatives": [R("Matthias Grubhofer", "owner")]},
        note="'Designation (Person)': designation is the name, person the owner; Austria: legal form null",
    ),
    dict(
        conv=379, id="379-designation-person-in-parentheses-de",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Anbieter</h2>
<p>Kupferkanne Apps (Jonas Riedlberger)<br>Schillerstraße 8<br>01069 Dresden</p>
<p>E-Mail: hallo@kupferkanne-apps.de</p>"""),
        expect={"name": "Kupferkanne Apps", "legal_form": "Einzelunternehmen",
                "representatives": [R("Jonas Riedlberger", "owner")]},
        note="'Designation (Person)' in Germany: the designation, its owner, an Einzelunternehmen",
    ),
    # ---------------------------------------------------------------- 380
    dict(
        conv=380, id="380-gbr-firm-below-designation",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Fahrschule M&amp;K<br>Markus und Klaus Hettenbacher GbR<br>Ringstraße 8<br>93155 Lindenhain</p>
<p>Telefon: 09491 555 230<br>Fax: 09491 555 231<br>E-Mail: info@fahrschule-mk.de</p>
<p>Steuernummer: 204/123/45678</p>
<p>Zuständige Aufsichtsbehörde:<br>Landratsamt Talkreis, Fahrerlaubnisbehörde<br>Am Amtsplatz 1<br>93047 Kreisstadt</p>""",
                  footer="Inhaber: Markus und Klaus Hettenbacher GbR"),
        expect={"name": "Markus und Klaus Hettenbacher GbR", "legal_form": "GbR", "register": None,
                "representatives": [R("Markus Hettenbacher", "partner"), R("Klaus Hettenbacher", "partner")],
                "address": {"street": "Ringstraße 8", "postal_code": "93155", "city": "Lindenhain", "country": "DE"}},
        note="the GbR firm with its form word is the name, not the designation above; each named person a partner, surname written out",
    ),
    # ---------------------------------------------------------------- 381
    dict(
        conv=381, id="381-non-breaking-hyphen-in-email",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>B&amp;K Automobile UG (haftungsbeschr&#228;nkt)<br>Industriestraße 3<br>93155 Hemmingau</p>
<p>Vertretungsberechtigte Geschäftsführer: Bernd Kappelmeier</p>
<p>E-Mail: info&#64;bk&#8209;automobile.de</p>""", footer='<a href="#" id="mail">E-Mail schreiben</a>'),
        expect={"email": "info@bk\u2011automobile.de"},
        note="the printed e-mail with entities decoded, U+2011 kept",
    ),
    # ---------------------------------------------------------------- 382
    dict(
        conv=382, id="382-partg-in-prose",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>Kfz-Gutachter Ostkreuz Lenzmann &amp; Partner</strong><br>Boxhagener Weg 31<br>10245 Berlin</p>
<p>Telefon: 030 5557 1120<br>E-Mail: buero@gutachter-ostkreuz.de</p>
<p>Die Kfz-Gutachter Ostkreuz Lenzmann &amp; Partner ist eine Partnerschaft von Sachverständigen in der Rechtsform einer
Partnerschaft nach dem Partnerschaftsgesellschaftsgesetz, eingetragen im Partnerschaftsregister des Amtsgerichts
Charlottenburg, Register-Nr.: PR 1127 B. Die Partnerschaft wird durch die Partner Dirk Lenzmann, Anja Köhlbrandt oder
Stefan Wirthgen vertreten.</p>
<p>USt-IdNr.: DE 271 828 182</p>
<p>Inhaltlich verantwortliche Gesellschafter: Dipl.-Ing.(FH) Dirk Lenzmann, Dipl.-Ing.(FH) Moritz Hahnemann</p>"""),
        expect={"legal_form": "PartG", "register": {"country": "DE", "court": "Charlottenburg", "number": "PR 1127"},
                "vat_id": "DE271828182",
                "representatives": [R("Dirk Lenzmann", "partner"), R("Anja Köhlbrandt", "partner"),
                                    R("Stefan Wirthgen", "partner")]},
        note="PartG stated in prose; partners joined by 'oder'; the content line's fourth person not labelled",
    ),
    # ---------------------------------------------------------------- 383
    dict(
        conv=383, id="383-nickname-in-parentheses-vorstand-table",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Förderverein Spielwelt Nebelmoor e.V.<br>Hohe Gasse 12<br>44139 Dortmund</p>
<p>E-Mail: vorstand@nebelmoor-verein.de</p>
<p>Registergericht: Amtsgericht Paderborn, VR 21034</p>
<h2>Vorstand</h2>
<table>
<tr><th>Funktion</th><th>Name</th><th>Anschrift</th></tr>
<tr><td>1. Vorsitzender</td><td>Henrik&nbsp;Dahlkemper (Grimbart)</td><td>Lindenweg 3, 33098 Paderborn</td></tr>
<tr><td>2. Vorsitzender</td><td>Sören Maibacher (Nachtfalke)</td><td>Talstraße 9, 59555 Lippborg</td></tr>
<tr><td>Kassenführer</td><td>Uta Rennebaum (Zimtstern)</td><td>Ringweg 2, 44787 Bochum</td></tr>
<tr><td>Schriftführer</td><td>Paul Eggersmann (Rabenfeder)</td><td>Am Bach 5, 48143 Münster</td></tr>
</table>"""),
        expect={"representatives": [R("Henrik Dahlkemper", "chair_of_board"), R("Sören Maibacher", "board_member"),
                                    R("Uta Rennebaum", "board_member"), R("Paul Eggersmann", "board_member")],
                "address": {"street": "Hohe Gasse 12", "postal_code": "44139", "city": "Dortmund", "country": "DE"}},
        note="nicknames in parentheses are no part of the names; officers' private addresses are not the club's",
    ),
    # ---------------------------------------------------------------- 384
    dict(
        conv=384, id="384-club-genitive-founding-year",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Gebrauchshundvereins Hümmlinger Moor e.V. von 1921</h2>
<p>Vertreten durch den Vorsitzenden:<br>Bernd Kamphusmann<br>Moorweg 5<br>49762 Wahnmoor</p>
<p>Telefon: (05933) 417<br>E-Mail: vorsitzender@ghv-huemmlinger-moor.de</p>
<p>Haftungsausschluss: Ich übernehme keine Haftung für die Inhalte externer Links.</p>"""),
        expect={"name": "Gebrauchshundvereins Hümmlinger Moor e.V. von 1921", "legal_form": "e.V.",
                "representatives": [R("Bernd Kamphusmann", "chair_of_board")],
                "phone": "+495933417", "email": "vorsitzender@ghv-huemmlinger-moor.de",
                "address": {"street": "Moorweg 5", "postal_code": "49762", "city": "Wahnmoor", "country": "DE"}},
        note="name kept as printed in the genitive with founding year; 'Vertreten durch den Vorsitzenden' chair; his contact is the club's only one",
    ),
    # ---------------------------------------------------------------- 385
    dict(
        conv=385, id="385-swiss-content-person-placeholder-address",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Verantwortlich für den Inhalt der Webseite</h2>
<p>Reto Imfeldner<br>[Ihre Adresse]<br><a href="mailto:reto.imfeldner@gmail.com">reto.imfeldner@gmail.com</a></p>""",
                  header='<img src="/logo-mg.png" alt="Musikgesellschaft Harmonie Oberwil"> <img src="/logo-jm.png" alt="Jugendmusik Oberwil">'
                         '<p>Musikgesellschaft Harmonie Oberwil · Jugendmusik Oberwil</p>'),
        expect={"name": "Reto Imfeldner", "legal_form": None, "representatives": [], "address": None,
                "email": "reto.imfeldner@gmail.com"},
        note="Swiss content block is the provider block; person without business signal: private; placeholder address null",
    ),
    # ---------------------------------------------------------------- 386
    dict(
        conv=386, id="386-kontakt-panel-whole-imprint",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<details open><summary>Kontakt</summary>
<p>Schützenverein Eichenried von 1961 e.V.<br>Schießstattweg 2<br>85456 Eichenried</p>
<p><a href="mailto:info@sv-eichenried.de">info@sv-eichenried.de</a><br>www.sv-eichenried.de</p>
</details>"""),
        expect={"name": "Schützenverein Eichenried von 1961 e.V.", "legal_form": "e.V.", "register": None,
                "representatives": [], "email": "info@sv-eichenried.de",
                "address": {"street": "Schießstattweg 2", "postal_code": "85456", "city": "Eichenried", "country": "DE"}},
        note="a Kontakt panel as the club's whole imprint is labelled as the imprint it is",
    ),
    # ---------------------------------------------------------------- 387
    dict(
        conv=387, id="387-punkt-email-onmouseover-geschaeftsstelle-vorstand",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Förderverein Freies Netz Saalebogen e.V.<br>Sitz: Halle (Saale)</p>
<p>Geschäftsstelle:<br>Lindenhofstraße 3<br>06108 Halle (Saale)</p>
<p>Telefon (Anrufbeantworter): 0345 5551234<br>
E-Mail: <span onmouseover="this.innerHTML=''">vorstand[at]freies-netz-saalebogen[Punkt]de</span></p>
<p>Registergericht: Amtsgericht Stendal, VR 4417</p>
<h2>Vorstand</h2>
<p>Vorsitzender: Klaus Müllerhoff<br>Stellvertreter: Tim Oberländer<br>Kassenwart: Jana Seidelmann</p>
<!-- <p>Vertretungsbefugnis: Gerd Altenkirch (Vorsitzender, bis 2019)</p> -->
<h2>Verantwortlich für den Inhalt im Auftrag des Verein</h2>
<p>Ben Kraushaar, Lisa Wendtland</p>"""),
        expect={"email": "vorstand@freies-netz-saalebogen.de", "phone": "+493455551234",
                "address": {"street": "Lindenhofstraße 3", "postal_code": "06108", "city": "Halle (Saale)", "country": "DE"},
                "representatives": [R("Klaus Müllerhoff", "chair_of_board"), R("Tim Oberländer", "board_member"),
                                    R("Jana Seidelmann", "board_member")]},
        note="'[at]'/'[Punkt]' resolve despite onmouseover; Geschäftsstelle is the establishment; commented-out and content lists no reps",
    ),
    # ---------------------------------------------------------------- 388
    dict(
        conv=388, id="388-seiten-erstellt-vom-ev",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Diese Seiten wurden erstellt vom Musikverein "Bergklang" Sonnhalde e.V.</p>
<p>Webmaster: <span id="wm"></span></p>
<script>document.getElementById('wm').textContent=['web','master'].join('')+'@'+'mv-bergklang.de';</script>
<h2>Urheberrechtshinweise</h2>
<p>Fotos: Bernhard Lichtl, Studio Lichtblick</p>"""),
        expect={"name": 'Musikverein "Bergklang" Sonnhalde e.V.', "legal_form": "e.V.", "email": None,
                "representatives": []},
        note="'Diese Seiten wurden erstellt vom X e.V.' names the operator; script-filled webmaster mail null; photographer no rep",
    ),
    # ---------------------------------------------------------------- 389
    dict(
        conv=389, id="389-obfrau-title-and-degree-after-comma",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Verein: Kulturforum Tannberg</p>
<p>Vertretungsberechtigte Person (Obfrau):<br>Dr. Helga Brunnhofer, M.B.L.<br>Dorfstraße 21<br>6874 Bizauberg</p>
<h2>Kontakt</h2>
<p>Telefon: +43 5514 55 321<br>E-Mail: office@brunnhofer-recht.at</p>
<p>ZVR-Zahl: 123456789</p>"""),
        expect={"name": "Kulturforum Tannberg", "legal_form": None, "register": None,
                "representatives": [R("Helga Brunnhofer", "chair_of_board")],
                "address": {"street": "Dorfstraße 21", "postal_code": "6874", "city": "Bizauberg", "country": "AT"},
                "phone": "+43551455321", "email": "office@brunnhofer-recht.at"},
        note="'Dr. X, M.B.L.' both dropped; Obfrau chair; her block's address and the Kontakt block are the club's only ones",
    ),
    # ---------------------------------------------------------------- 390
    dict(
        conv=390, id="390-two-obmaenner-obmann-2",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Eisstockfreunde Auwiesen<br>Auwiesen 33<br>8481 Auwiesen</p>
<p>Obmann: Franz Pölzlbauer (Auwiesen 12, 8481 Auwiesen, franz.poelzlbauer@gmail.com)<br>
Obmann 2: Johann Kernbichler (Auwiesen 40, 8481 Auwiesen, j.kernbichler@gmx.at)</p>
<p>ZVR: 000<br>Vereinssitz: Auwiesen</p>
<h2>Webdesign</h2>
<p>Pixelhof Design, Grazer Straße 5, 8010 Graz, office@pixelhof-design.at</p>"""),
        expect={"representatives": [R("Franz Pölzlbauer", "chair_of_board"), R("Johann Kernbichler", "board_member")],
                "email": "franz.poelzlbauer@gmail.com", "register": None, "legal_form": None,
                "address": {"street": "Auwiesen 33", "postal_code": "8481", "city": "Auwiesen", "country": "AT"}},
        note="Obmann chair, 'Obmann 2' board member; no club mailbox, so the first organ's; designer's block not",
    ),
    # ---------------------------------------------------------------- 391
    dict(
        conv=391, id="391-register-in-todo-span",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Schachfreunde Vilstal e.V.<br>Marktplatz 4<br>92249 Vilsheim</p>
<p>1. Vorstand: Georg Hirmerstorfer<br>2. Vorstand: Sabine Lautenschläger</p>
<p>Registereintrag: <span class="todo">VR XXXXX, Amtsgericht Amberg</span></p>
<p>Telefon: Auf Anfrage</p>
<h2>Kontakt</h2>
<p><a href="mailto:schachfreunde.vilstal@gmail.com">schachfreunde.vilstal@gmail.com</a></p>"""),
        expect={"register": None, "phone": None, "email": "schachfreunde.vilstal@gmail.com",
                "representatives": [R("Georg Hirmerstorfer", "chair_of_board"), R("Sabine Lautenschläger", "board_member")]},
        note="'VR XXXXX' is a placeholder; 'Telefon: Auf Anfrage' no phone; 1./2. Vorstand chair/board",
    ),
    # ---------------------------------------------------------------- 392
    dict(
        conv=392, id="392-austrian-persons-responsible-for-content",
        url="https://site.invalid/imprint/",
        html=page("""<h1>Imprint</h1>
<p>Responsible for the content:</p>
<p>Lena Aignerova, Paul Riedlmayr and Clara Wimmersberger</p>
<p>Technikerstraße 5<br>8010 Graz<br>Austria</p>
<p>You can contact Lena as lena.aignerova07 on gmail.com, or Paul as p.riedlmayr on gmail.com.</p>""",
                  title="Imprint", nav=NAV_EN, lang="en"),
        expect={"name": "Lena Aignerova, Paul Riedlmayr and Clara Wimmersberger", "legal_form": None,
                "representatives": [],
                "address": {"street": "Technikerstraße 5", "postal_code": "8010", "city": "Graz", "country": "AT"},
                "email": "lena.aignerova07@gmail.com"},
        note="Austria has no § 18 MStV: the content block is the provider block; three persons, private page; prose e-mail resolved, first kept",
    ),
    # ---------------------------------------------------------------- 393
    dict(
        conv=393, id="393-project-of-person",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Funkenschlag ist ein Projekt von:</p>
<p>Niklas Oberlechner<br>Wiesenstraße 5<br>79104 Freiburg</p>
<p>E-Mail: post AT funkenschlag-projekt DOT de</p>"""),
        expect={"name": "Niklas Oberlechner", "legal_form": None, "representatives": [],
                "email": "post@funkenschlag-projekt.de"},
        note="'X ist ein Projekt von: person' is a private page; 'AT'/'DOT' resolve",
    ),
    # ---------------------------------------------------------------- 394
    dict(
        conv=394, id="394-ggmbh-ceo",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>brückenwerk gGmbH<br>Wiesentalstraße 20<br>79115 Freiburg i. Brsg.</p>
<p>CEO: Hanna Lorchheimer, Samuel Brandtner</p>
<p>Registergericht: Amtsgericht Freiburg im Breisgau<br>Registernummer: HRB 712345</p>
<p>E-Mail: kontakt@brueckenwerk-freiburg.de</p>"""),
        expect={"name": "brückenwerk gGmbH", "legal_form": "GmbH",
                "representatives": [R("Hanna Lorchheimer", "managing_director"), R("Samuel Brandtner", "managing_director")],
                "address": {"street": "Wiesentalstraße 20", "postal_code": "79115", "city": "Freiburg i. Brsg.", "country": "DE"},
                "register": {"country": "DE", "court": "Freiburg im Breisgau", "number": "HRB 712345"}},
        note="a gGmbH is a GmbH; 'CEO: A, B' of a GmbH are managing directors; city and court as printed",
    ),
    # ---------------------------------------------------------------- 395
    dict(
        conv=395, id="395-registered-trademark-of-ag",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Kesslinger Finanzkreis<br>a registered trademark of<br>Allgemeine Vorsorgeberatung AG</p>
<p>Tobias Kesslinger<br>Marktstraße 14<br>84028 Landshut</p>
<p>Telefon: 0871 555 2210<br>E-Mail: tobias.kesslinger@allvorsorge-beratung.de</p>
<p>Erlaubnis nach § 34d GewO, erteilt durch die IHK Niederbayern, Ludwigstraße 2, 94032 Passau</p>"""),
        expect={"name": "Allgemeine Vorsorgeberatung AG", "legal_form": "AG", "representatives": [],
                "address": {"street": "Marktstraße 14", "postal_code": "84028", "city": "Landshut", "country": "DE"},
                "phone": "+498715552210", "email": "tobias.kesslinger@allvorsorge-beratung.de"},
        note="'X, a registered trademark of Y': Y is the operator; the adviser is no officer of the AG",
    ),
    # ---------------------------------------------------------------- 396
    dict(
        conv=396, id="396-building-line-between-street-and-postal",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Lechfeld Robotics GmbH<br>Werner-Heisenberg-Str. 8<br>Gebäude 12C<br>D-86159 Augsburg</p>
<p>Geschäftsführer: Dr.-Ing. Felix Ambrosius, Dipl.-Kfm. Tim Segerer</p>
<p>Registergericht: Amtsgericht Augsburg, HRB 33817</p>
<p>E-Mail: info@lechfeld-robotics.de</p>"""),
        expect={"address": {"street": "Werner-Heisenberg-Str. 8", "postal_code": "86159", "city": "Augsburg", "country": "DE"},
                "representatives": [R("Felix Ambrosius", "managing_director"), R("Tim Segerer", "managing_director")]},
        note="building line is no part of the street; 'D-' dropped; degrees dropped from names",
    ),
    # ---------------------------------------------------------------- 397
    dict(
        conv=397, id="397-bilingual-seat-twice",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>Verein zur Förderung
    digitaler Nachbarschaft</strong><br>Gumpendorfer Gasse 40/2<br>AT-1060 Wien</p>
<p>E-Mail: office@digitale-nachbarschaft.at</p>
<p>Obmann: Stefan Wallnöfer<br>Kassierin: Eva Lindtner<br>Schriftführer: Karl Habersack</p>
<p>ZVR-Zahl: 987654321</p>
<h1>Imprint</h1>
<p><strong>Association for the Promotion of Digital Neighbourhoods</strong><br>Gumpendorfer Gasse 40/2<br>AT-1060 Vienna</p>"""),
        expect={"name": "Verein zur Förderung digitaler Nachbarschaft", "legal_form": None, "register": None,
                "address": {"street": "Gumpendorfer Gasse 40/2", "postal_code": "1060", "city": "Wien", "country": "AT"},
                "representatives": [R("Stefan Wallnöfer", "chair_of_board"), R("Eva Lindtner", "board_member"),
                                    R("Karl Habersack", "board_member")]},
        note="the German block's seat is kept; a name over two source lines collapsed; Obmann chair, Kassierin/Schriftführer board",
    ),
    # ---------------------------------------------------------------- 398
    dict(
        conv=398, id="398-contact-university-below-staff",
        url="https://site.invalid/imprint/",
        html=page("""<h1>Imprint</h1>
<h2>Project Lead</h2>
<p>Prof. Dr. Anna Reiterer<br>anna.reiterer@uni-wiesenau.at</p>
<h2>Project Manager / Editor</h2>
<p>Mag. Tobias Haindlmaier<br>tobias.haindlmaier@uni-wiesenau.at</p>
<h2>Contact</h2>
<p>Universität Wiesenau<br>Parkring 3<br>8010 Graz</p>
<p>Phone: +43-(0)316 555 4410<br>E-Mail: lehrinnovation@uni-wiesenau.at</p>""",
                  title="Imprint", nav=NAV_EN, lang="en"),
        expect={"name": "Universität Wiesenau", "legal_form": None, "representatives": [],
                "email": "lehrinnovation@uni-wiesenau.at", "phone": "+433165554410"},
        note="the contact block names the provider (the university); project staff are no representatives",
    ),
    # ---------------------------------------------------------------- 399
    dict(
        conv=399, id="399-vat-only-signal-service-provider",
        url="https://site.invalid/legal-notice/",
        html=page("""<h1>Legal Notice</h1>
<h2>Service Provider</h2>
<p>Jonas Feldmannsberger<br>Mühlenweg 3<br>26123 Oldenburg<br>Germany</p>
<p>E-Mail: hello@tidyplanner.de</p>
<p>VAT ID: DE298765431</p>
<h2>Responsible for content</h2>
<p>Jonas Feldmannsberger, address as above</p>""", title="Legal Notice", nav=NAV_EN, lang="en"),
        expect={"name": "Jonas Feldmannsberger", "legal_form": "Einzelunternehmen", "vat_id": "DE298765431",
                "representatives": [R("Jonas Feldmannsberger", "owner")]},
        note="a VAT id as the only business signal: sole trader, owner",
    ),
    # ---------------------------------------------------------------- 400
    dict(
        conv=400, id="400-two-blocks-one-sole-trader-at",
        url="https://site.invalid/imprint/",
        html=page("""<h1>Imprint</h1>
<h2>Publisher and responsible for the content</h2>
<p>Stefan Koglbauer, BSc.<br>Neubaugasse 12/5<br>1070 Wien<br>E-Mail: stefan.koglbauer+blog@gmail.com</p>
<h2>Address and contact information</h2>
<p>Stefan Koglbauer [Einzelunternehmen]<br>Hauptplatz 4<br>2812 Hollenbrunn<br>Telefon: 02645 5522<br>
E-Mail: stefan.koglbauer+blog@gmail.com</p>
<p>USt.IdNr.: 583640912<br>Bezirksgericht Kirchbrunn</p>""", title="Imprint", nav=NAV_EN, lang="en"),
        expect={"name": "Stefan Koglbauer", "legal_form": None, "register": None, "vat_id": None,
                "representatives": [R("Stefan Koglbauer", "owner")],
                "address": {"street": "Hauptplatz 4", "postal_code": "2812", "city": "Hollenbrunn", "country": "AT"},
                "phone": "+4326455522", "email": "stefan.koglbauer+blog@gmail.com"},
        note="the business block's address is the establishment; AT '[Einzelunternehmen]' gives null; 9-digit USt null; court without number no register",
    ),
    # ---------------------------------------------------------------- 401
    dict(
        conv=401, id="401-public-authority",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Organisatorische Verantwortung</h2>
<p>Landkreis Hügelsee<br>Amt für Digitalisierung und Bürgerservice<br>Herr Andreas Wendtland<br>Zum Amtsberg 2<br>17192 Lindow (Uckersee)</p>
<p>Telefon: 0395 555 1234<br>E-Mail: andreas.wendtland@lk-huegelsee.de</p>
<h2>Technische Verantwortung</h2>
<p>Kommunales Rechenzentrum Nord<br>Serverweg 1<br>17033 Neubrück<br>Telefon: 0395 555 9000<br>E-Mail: support@krz-nord.de</p>"""),
        expect={"name": "Landkreis Hügelsee", "legal_form": None, "representatives": [],
                "phone": "+493955551234", "email": "andreas.wendtland@lk-huegelsee.de",
                "address": {"street": "Zum Amtsberg 2", "postal_code": "17192", "city": "Lindow (Uckersee)", "country": "DE"}},
        note="public authority: first line the name, no form code; contact person no rep but his line and mailbox are the operator's",
    ),
    # ---------------------------------------------------------------- 402
    dict(
        conv=402, id="402-initiative-co-school-ggmbh",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>CoderClub Neckarstadt<br>c/o Freie Lernwerkstatt Neckarstadt<br>Rhein-Neckar Bildung gGmbH<br>Kepler-Allee 12-14<br>68161 Mannheim</p>
<p>Vertreten durch: Jana Ortlieber, Koordination</p>
<p>E-Mail: hallo@coderclub-neckarstadt.de</p>"""),
        expect={"name": "CoderClub Neckarstadt", "legal_form": None,
                "representatives": [R("Jana Ortlieber", "board_member")],
                "address": {"street": "Kepler-Allee 12-14", "postal_code": "68161", "city": "Mannheim", "country": "DE"}},
        note="the host's c/o and gGmbH lines are dropped (no form); 'Vertreten durch' of a group without form word: board_member",
    ),
    # ---------------------------------------------------------------- 403
    dict(
        conv=403, id="403-author-solely-responsible-club-disclaims",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Für den Inhalt dieser Seiten ist einzig der Verfasser (R. Vogtmann, Niederlenz) verantwortlich.
Der Schachklub Lenzbühl kann in keiner Art zur Verantwortung gezogen werden.</p>"""),
        expect={"name": "R. Vogtmann", "legal_form": None, "representatives": [], "address": None},
        note="the author named solely responsible is the provider; initial kept; town without street gives no address",
    ),
    # ---------------------------------------------------------------- 404
    dict(
        conv=404, id="404-contact-page-email-images",
        url="https://site.invalid/kontakt/",
        html=page("""<h1>Kontakt</h1>
<p>Schreiben Sie uns gern:</p>
<p><img src="/img/mail1.png" alt=""><br><img src="/img/mail2.png" alt=""></p>""",
                  title="Kontakt", footer="&copy; 2024 Bergfalken"),
        expect=dict(ALL_NULL),
        note="no provider named, e-mail addresses only as images: all null",
    ),
    # ---------------------------------------------------------------- 405
    dict(
        conv=405, id="405-email-cut-by-html-comments",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Lukas Brennecke<br>Eichendorffweg 7<br>28359 Bremen</p>
<p>Telefon: 0421 5553310<br>Mobil: 0171 5553310<br>
E-Mail: luk<!-- spam -->as.brennecke@frei<!-- -->post-mail.de</p>"""),
        expect={"email": "lukas.brennecke@freipost-mail.de", "phone": "+494215553310",
                "legal_form": None, "representatives": [], "name": "Lukas Brennecke"},
        note="comments dropped as a browser does; private page; landline not mobile",
    ),
    # ---------------------------------------------------------------- 406
    dict(
        conv=406, id="406-gmbh-co-kg-only-hrb",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Hollmann Dachtechnik GmbH u. Co. KG<br>Zum Gewerbepark 9<br>26203 Wardenburg-Süd</p>
<p>Vertreten durch: Michael Hollmann</p>
<p>Registergericht: Amtsgericht Oldenburg<br>Registernummer: HRB 4471</p>
<p>Telefon: 04407 555 880<br>E-Mail: info@hollmann-dach.de</p>"""),
        expect={"name": "Hollmann Dachtechnik GmbH u. Co. KG", "legal_form": "GmbH & Co. KG", "register": None,
                "representatives": [R("Michael Hollmann", "managing_director")]},
        note="a GmbH & Co. KG printing only an HRB (the general partner's kind) gets register null",
    ),
    # ---------------------------------------------------------------- 407
    dict(
        conv=407, id="407-privacy-statement-at-imprint-path",
        url="https://site.invalid/impressum.htm",
        html=page("""<h1>Datenschutzerklärung</h1>
<p>Verantwortliche Stelle im Sinne der Datenschutzgesetze ist:</p>
<p>Ingrid Sommerfelder<br>Goltzstraße 12<br>10781 Berlin<br>Telefon: 0049-(0)30 -5550 1234<br>E-Mail: ingrid(at)sommerfelder-berlin.de</p>
<p>Ihre personenbezogenen Daten werden nur im Rahmen der gesetzlichen Bestimmungen verarbeitet.</p>""",
                  title="Aktuelles", head='<meta name="keywords" content="Übersetzungen, Lektorat, Sprachkurse">'),
        expect={"name": "Ingrid Sommerfelder", "legal_form": None, "representatives": [],
                "phone": "+493055501234", "email": "ingrid@sommerfelder-berlin.de",
                "address": {"street": "Goltzstraße 12", "postal_code": "10781", "city": "Berlin", "country": "DE"}},
        note="controller block is the only operator block; keywords meta not printed: private; '0049-(0)30' trunk zero dropped",
    ),
    # ---------------------------------------------------------------- 408
    dict(
        conv=408, id="408-preview-placeholder-banner-author",
        url=IMP,
        html=page("""<div class="banner">Vorschau – Platzhalter in eckigen Klammern werden vor der Veröffentlichung ersetzt. Autorin: Dr. Carola Weidenauer</div>
<h1>Impressum</h1>
<h2>Angaben gemäß § 5 DDG</h2>
<p>Dr. Carola Weidenauer<br>[Anschrift]</p>
<p>E-Mail: [E-Mail]</p>
<h2>Verantwortlich nach § 18 Abs. 2 MStV</h2>
<p>Dr. Carola Weidenauer</p>""",
                  nav='<nav><a href="/">Start</a> <a href="/buecher/">Bücher</a> <a href="/coaching/">Coaching</a> <a href="/impressum/">Impressum</a></nav>',
                  footer="Carola Weidenauer · Autorin · Ehemalige Zahnärztin"),
        expect={"name": "Carola Weidenauer", "legal_form": "Einzelunternehmen",
                "representatives": [R("Carola Weidenauer", "owner")], "address": None, "email": None},
        note="banner does not make a template; bracket fields null; 'Autorin' and 'Coaching' are business signals",
    ),
    # ---------------------------------------------------------------- 409
    dict(
        conv=409, id="409-generic-activity-line-below-person",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Anbieter</h2>
<p>Derya Kaplanoglu<br>Creative Dienstleistungen<br>Steinweg 17<br>34117 Kassel</p>
<p>Mobil: 01520 5551234<br>E-Mail: kontakt@derya-kaplanoglu.de</p>
<p>USt-IdNr.: <span class="todo">todo</span></p>
<h2>Leistungen</h2>
<p>Übersetzungen Deutsch–Türkisch, Hilfe bei Behördengängen und Formularen, Gestaltung von Flyern.</p>"""),
        expect={"name": "Derya Kaplanoglu", "legal_form": "Einzelunternehmen",
                "representatives": [R("Derya Kaplanoglu", "owner")], "phone": None, "vat_id": None},
        note="generic activity line is no designation; listed services are the signal; mobile only; todo VAT null",
    ),
    # ---------------------------------------------------------------- 410
    dict(
        conv=410, id="410-exam-app-developer",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Moritz Achenbrandt<br>Lindenallee 22<br>50968 Köln</p>
<p>E-Mail: moritz.achenbrandt@mailbox-koeln.de</p>""", title="TheorieAss – Impressum"),
        expect={"name": "Moritz Achenbrandt", "legal_form": None, "representatives": []},
        note="the app's name in the title is a product, no designation: private page",
    ),
    # ---------------------------------------------------------------- 411
    dict(
        conv=411, id="411-software-product-vertreten-durch-himself",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Ledger Pilot 3 ist eine Software zur Automatisierung von Buchhaltungs-Prozessen.</p>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Name: Henrik Vossberger<br>Adresse: Alsterweg 3, 22085 Hamburg</p>
<p>Vertreten durch: Henrik Vossberger</p>
<p>Telefon: []<br>E-Mail: support@ledgerpilot-software.de</p>
<p>Registergericht: []<br>Registernummer: []</p>""", title="Impressum - Ledger Pilot 3"),
        expect={"name": "Henrik Vossberger", "legal_form": "Einzelunternehmen",
                "representatives": [R("Henrik Vossberger", "owner")], "phone": None, "register": None},
        note="a software product offered in title and text is a business signal; the person is the name and owner",
    ),
    # ---------------------------------------------------------------- 412
    dict(
        conv=412, id="412-designation-only-country",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Diensteanbieter</h2>
<p>Nordwind Games Germany<br>Deutschland</p>
<p>E-Mail: nordwindgames@outlook.com</p>"""),
        expect={"name": "Nordwind Games Germany", "legal_form": None, "representatives": [], "address": None,
                "email": "nordwindgames@outlook.com"},
        note="a designation with a country only: name, no form, no person, no address",
    ),
    # ---------------------------------------------------------------- 413
    dict(
        conv=413, id="413-seitennhaber-designation-in-title",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Seitennhaber: Florian Ederbauer<br>Adresse: 1160 Wien<br>E-Mail: florian@pixelgarten-medien.at</p>""",
                  title="pixelgarten - digitale Medien",
                  head='<meta name="description" content="Produktion &amp; Gestaltung digitaler Medien">'),
        expect={"name": "Florian Ederbauer", "legal_form": None, "address": None,
                "representatives": [R("Florian Ederbauer", "owner")]},
        note="misspelt 'Seitennhaber' names the provider; title designation is the signal; AT null; postal line only: no address",
    ),
    # ---------------------------------------------------------------- 414
    dict(
        conv=414, id="414-two-persons-business-only-in-domain",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>Jannik Ohlsenberg und Malte Brodersenn</strong><br>Deichstraße 9<br>26409 Wittmoor</p>
<p>Telefon: 04462 555 8123<br>E-Mail: moin@dasfischbroetchenwerk.de</p>"""),
        expect={"name": "Jannik Ohlsenberg und Malte Brodersenn", "legal_form": None, "representatives": [],
                "phone": "+4944625558123"},
        note="two persons, business only in the mailbox's domain: private page, name line as printed",
    ),
    # ---------------------------------------------------------------- 415
    dict(
        conv=415, id="415-autorin-dieser-webseite-company-block",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Autorin dieser Webseite</h2>
<p>Alpenlicht Consulting AG<br>Seefeldstrasse 88<br>CH-8008 Zürich</p>
<p>vertreten durch Martin Eglisauer, Mitglied im Verwaltungsrat</p>
<p>Die Alpenlicht Consulting AG ist im Handelsregister des Kantons Zürich unter der Unternehmens-Identifikationsnummer
CHE-318.224.907 eingetragen. Mehrwertsteuernummer: CHE-318.224.907 MWST</p>
<p>E-Mail: info@alpenlicht-consulting.ch</p>"""),
        expect={"name": "Alpenlicht Consulting AG", "legal_form": "AG",
                "representatives": [R("Martin Eglisauer", "board_member")],
                "register": {"country": "CH", "court": "-", "number": "CHE-318.224.907"},
                "vat_id": "CHE318224907MWST",
                "address": {"street": "Seefeldstrasse 88", "postal_code": "8008", "city": "Zürich", "country": "CH"}},
        note="'Autorin dieser Webseite' names the provider; Verwaltungsrat member board_member; UID register, MWST VAT; CH- dropped",
    ),
    # ---------------------------------------------------------------- 416
    dict(
        conv=416, id="416-eu-without-fn",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Malerei Pavlovic e.U.<br>Inhaber: Dragan Pavlovic<br>Hauptstraße 18<br>2340 Mödling</p>
<p>Telefon: +43 2622 555 190<br>Mobil: +43 664 5551234<br>E-Mail: office@malerei-pavlovic.at</p>"""),
        expect={"legal_form": "e.U.", "register": None, "phone": "+432622555190",
                "representatives": [R("Dragan Pavlovic", "owner")]},
        note="e.U. from the firm, no FN: register null; the printed landline, not the mobile",
    ),
    # ---------------------------------------------------------------- 417
    dict(
        conv=417, id="417-verantwortlich-inhalt-und-betrieb",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Verantwortlich für den Inhalt und Betrieb dieser Website:<br>Konrad Weylandt</p>
<h2>Lizenzen von den Bildern</h2>
<p>Foto Startseite: Anna Bergström / Bildarchiv Nord<br>Foto Über mich: Tom Kessler</p>"""),
        expect={"name": "Konrad Weylandt", "legal_form": None, "representatives": [], "address": None, "email": None},
        note="'Betrieb' names the operator: provider block; no signal, no contact: name-only private page",
    ),
    # ---------------------------------------------------------------- 418
    dict(
        conv=418, id="418-email-only-as-image-underscore-street",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Egon Lindqvister<br>Holzmarkt_Str. 12<br>68526 Ladenhain</p>
<p><img src="/img/adresse.png" alt=""></p>
<p>Unsere E-Mail-Adresse finden Sie oben.</p>
<p>Verantwortlich nach § 55 Abs. 2 RStV: Egon Lindqvister</p>"""),
        expect={"email": None, "legal_form": None, "representatives": [],
                "address": {"street": "Holzmarkt_Str. 12", "postal_code": "68526", "city": "Ladenhain", "country": "DE"}},
        note="e-mail only as an image: null; the underscore in the street kept as printed; private page",
    ),
    # ---------------------------------------------------------------- 419
    dict(
        conv=419, id="419-keycap-emoji-digits",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Tim Hoffrichtermann<br>Softwareentwickler<br>Elbdeich """ + kc("4") + """<br>""" + kc("20539") + """ Hamburg</p>
<p>Telefon: """ + kc("040") + " " + kc("5551234") + """<br>E-Mail: mailⓐⓣtim-hoffrichtermann◌dev</p>
<p>USt-IdNr.: DE""" + kc("312456789") + """</p>"""),
        expect={"name": "Tim Hoffrichtermann", "legal_form": "Einzelunternehmen",
                "representatives": [R("Tim Hoffrichtermann", "owner")],
                "address": {"street": "Elbdeich 4", "postal_code": "20539", "city": "Hamburg", "country": "DE"},
                "phone": "+49405551234", "vat_id": "DE312456789", "email": "mail@tim-hoffrichtermann.dev"},
        note="keycap digits read as digits; circled 'at' and dotted circle resolve; profession line is the signal",
    ),
    # ---------------------------------------------------------------- 420
    dict(
        conv=420, id="420-austrian-name-address-uid",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Sabine Kratochwill<br>Reindorfgasse 17/3/2<br>A-1150 Wien</p>
<p>E-Mail: sabine@kratochwill-grafik.at</p>
<p>UID: ATU61234587</p>"""),
        expect={"name": "Sabine Kratochwill", "legal_form": None, "vat_id": "ATU61234587",
                "representatives": [R("Sabine Kratochwill", "owner")],
                "address": {"street": "Reindorfgasse 17/3/2", "postal_code": "1150", "city": "Wien", "country": "AT"}},
        note="UID is the business signal; AT sole trader null; 'A-1150' gives 1150; door part kept",
    ),
    # ---------------------------------------------------------------- 421
    dict(
        conv=421, id="421-community-contact-above-provider",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Kontakt Freies Netz Spreeland</h2>
<p>info{at}netzgemeinde-spreeland.de</p>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Förderverein Freie Netze Spreeland e.V.<br>Wiesenweg 4<br>10999 Berlin</p>
<p>Vertreten durch den Vorstand:<br>Anke Dörnberg<br>Piet Kowalczik<br>Selma Arnoldt</p>
<p>Registergericht: Amtsgericht Berlin Charlottenburg<br>Registernummer: VR 31234 B</p>
<h2>Kontakt</h2>
<p>E-Mail: verein{at}freie-netze-spreeland.de</p>"""),
        expect={"email": "verein@freie-netze-spreeland.de",
                "register": {"country": "DE", "court": "Charlottenburg", "number": "VR 31234"},
                "representatives": [R("Anke Dörnberg", "board_member"), R("Piet Kowalczik", "board_member"),
                                    R("Selma Arnoldt", "board_member")]},
        note="the community's contact above is somebody else's; the Kontakt e-mail after the provider block counts; Vorstand without Vorsitz",
    ),
    # ---------------------------------------------------------------- 422
    dict(
        conv=422, id="422-verantwortlicher-vereinsrecht",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Schachclub Eichtal 1951 e.V</p>
<p>Verantwortlicher im Sinne des Vereinsrechts:<br>Werner Gahlenbeck<br>Lindenstraße 8<br>65812 Eicthal<br>
E-Mail: w.gahlenbeck@sc-eichtal.de</p>
<p>Verantwortlich nach § 55 Abs. 2 RStV:<br>Jürgen Fasbender<br>Am Rain 3<br>65812 Eichtal</p>""",
                  footer="&copy; 2024 Schachclub Eichtal 1951 e.V."),
        expect={"name": "Schachclub Eichtal 1951 e.V", "legal_form": "e.V.",
                "representatives": [R("Werner Gahlenbeck", "board_member")],
                "email": "w.gahlenbeck@sc-eichtal.de",
                "address": {"street": "Lindenstraße 8", "postal_code": "65812", "city": "Eicthal", "country": "DE"}},
        note="the club's responsible person without Vorsitz is a board member; his address/mailbox are the club's; misprints kept",
    ),
    # ---------------------------------------------------------------- 423
    dict(
        conv=423, id="423-municipal-fire-brigade",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Freiwillige Feuerwehr Lindholm<br>Feuerwehrstraße 2<br>24107 Lindholm</p>
<h3>Gemeindewehrführer</h3>
<p>Jens Petersenn<br>wehrfuehrer@ff-lindholm.de</p>
<h2>Kontakt</h2>
<p>Tel: +49 (0) 431 555056-0<br>E-Mail: info@ff-lindholm.de</p>"""),
        expect={"legal_form": None, "representatives": [], "email": "info@ff-lindholm.de",
                "phone": "+494315550560"},
        note="a municipal brigade: no form, the Wehrführer no CONTRACT role; his function mailbox not the contact; '(0)' dropped",
    ),
    # ---------------------------------------------------------------- 424
    dict(
        conv=424, id="424-vertreten-durch-x-vorsitzender",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Offene Funkwelle e.V.<br>Hafenstraße 40<br>48153 Münster</p>
<p>Vertreten durch: Markus Olbrichs, Vorsitzender</p>
<p>Bei Fragen zu diesem Angebot: <a href="mailto:abuse@offene-funkwelle.de">abuse@offene-funkwelle.de</a></p>"""),
        expect={"representatives": [R("Markus Olbrichs", "chair_of_board")], "email": "abuse@offene-funkwelle.de"},
        note="'X, Vorsitzender' is the chair; the abuse mailbox is the only contact",
    ),
    # ---------------------------------------------------------------- 425
    dict(
        conv=425, id="425-club-co-person-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Turnverein Ahlhorsten e.V.<br>c/o Frank Meinersen<br>Birkenweg 14<br>26197 Ahlhorsten</p>
<p>E-Mail: vorstand@tv-ahlhorsten.de</p>"""),
        expect={"legal_form": "e.V.", "register": None, "representatives": [],
                "address": {"street": "Birkenweg 14", "postal_code": "26197", "city": "Ahlhorsten", "country": "DE"}},
        note="a c/o person line is dropped and names no representative",
    ),
    # ---------------------------------------------------------------- 426
    dict(
        conv=426, id="426-two-persons-business-no-form",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Ilona und Georg Wendlinger<br>Imkerweg 3<br>72250 Tannenfeld</p>
<p>Telefon: 07441 555 210<br>E-Mail: post@summhaus-honig.de</p>
<p>Wir verkaufen Honig, Propolis und Bienenwachskerzen aus eigener Imkerei.</p>""",
                  footer="Summhaus · Honig aus dem Schwarzwald · Telefon 07441 555 210"),
        expect={"name": "Ilona und Georg Wendlinger", "legal_form": None, "representatives": [],
                "phone": "+497441555210"},
        note="two persons on the name line of a business without form word: name as printed, no form, no reps",
    ),
    # ---------------------------------------------------------------- 427
    dict(
        conv=427, id="427-ek-vertreten-durch-one-person",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Gartenbau Heckmannsberg e.K.<br>Vertreten durch: Stefan Heckmannsberg<br>Dülmener Straße 40<br>46399 Rhedebrügge-Süd</p>
<p>E-Mail: info@gartenbau-heckmannsberg.de<br>Umsatzsteuer-ID: ?</p>
<p>Verantwortlich nach § 55 Abs. 2 RStV: Stefan Heckmannsberg, Dülmener Straße 40, 46399 Rhedebrügge</p>"""),
        expect={"legal_form": "e.K.", "vat_id": None,
                "representatives": [R("Stefan Heckmannsberg", "owner")],
                "address": {"street": "Dülmener Straße 40", "postal_code": "46399", "city": "Rhedebrügge-Süd", "country": "DE"}},
        note="'Vertreten durch' one person of an e.K. is the owner; '?' VAT null; provider block's town kept",
    ),
    # ---------------------------------------------------------------- 428
    dict(
        conv=428, id="428-club-name-lowercase-tagline-at",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>verein kompass9<br>Prävention.Begegnung.Teilhabe<br>Wiener Straße 4<br>4020 Linz</p>
<p>E-Mail: office@kompass9.at<br>Mobil: +43 681 55512345</p>
<p>ZVR: 123456789</p>
<div class="dev-box"><h3>Website Developer</h3><p>Lukas Eder<br>Tel. +43 732 555 900<br>lukas@eder-webdev.at</p></div>"""),
        expect={"name": "verein kompass9", "legal_form": None, "register": None, "phone": None},
        note="name in lower case as printed, tagline no part; AT Verein: form and register null; mobile only; developer box other's",
    ),
    # ---------------------------------------------------------------- 429
    dict(
        conv=429, id="429-gf-line-inside-disclaimer",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Weberling Logistik GmbH &amp; Co. KG<br>Industriestraße 22<br>48653 Coesbach</p>
<p>Registergericht: Amtsgericht Coesfeld, HRA 4567</p>
<p>Persönlich haftende Gesellschafterin: Weberling Verwaltungs GmbH, Amtsgericht Coesfeld, HRB 8910</p>
<p>E-Mail: info@weberling-logistik.de</p>
<h2>Haftung für Links</h2>
<p>Für die Inhalte verlinkter Seiten ist stets der jeweilige Anbieter verantwortlich. Geschäftsführer: Roman Kesselring, Stefan Brandisch</p>
<p>Verantwortlich für den Inhalt gemäß § 6 MDStV: Anne Lohkamp, Ralf Tönnies, Iris Bremer</p>"""),
        expect={"legal_form": "GmbH & Co. KG",
                "register": {"country": "DE", "court": "Coesfeld", "number": "HRA 4567"},
                "representatives": [R("Roman Kesselring", "managing_director"), R("Stefan Brandisch", "managing_director")]},
        note="a Geschäftsführer line at the end of a disclaimer paragraph still names the managing directors; HRA not HRB",
    ),
    # ---------------------------------------------------------------- 430
    dict(
        conv=430, id="430-imprint-person-other-operator-in-privacy",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Jonas Albrechtsen<br>Kollwitzweg 11<br>04109 Leipzig</p>
<p>E-Mail: jonas PUNKT albrechtsen AT googlemail PUNKT com</p>
<h1>Datenschutzerklärung</h1>
<p>Die Freie Wissensstiftung Deutschland e.V., Uferstraße 9, 10115 Berlin, betreibt die Internetseite und ist
für die Verarbeitung Ihrer Daten verantwortlich. Kontakt: datenschutz@freie-wissensstiftung.de</p>"""),
        expect={"name": "Jonas Albrechtsen", "legal_form": None, "representatives": [],
                "email": "jonas.albrechtsen@googlemail.com",
                "address": {"street": "Kollwitzweg 11", "postal_code": "04109", "city": "Leipzig", "country": "DE"}},
        note="the imprint block's person wins over another party in the privacy part; 'PUNKT'/'AT' resolve",
    ),
    # ---------------------------------------------------------------- 431
    dict(
        conv=431, id="431-clan-german-heading-austrian-address",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Lukas Haidinger<br>Bahnhofstraße 12<br>4600 Wels</p>
<p>E-Mail: lukas@team-nordlicht-clan.at</p>""",
                  title="Team Nordlicht",
                  nav='<nav><a href="/">Team Nordlicht</a> <a href="/roster/">Roster</a> <a href="/merch/">Merch</a> <a href="/impressum/">Impressum</a></nav>'),
        expect={"name": "Lukas Haidinger", "legal_form": None, "representatives": [],
                "address": {"street": "Bahnhofstraße 12", "postal_code": "4600", "city": "Wels", "country": "AT"}},
        note="a German § 5 TMG heading does not decide the country; site name and Merch menu item no designation: private",
    ),
    # ---------------------------------------------------------------- 432
    dict(
        conv=432, id="432-noscript-fallback-email",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Felix Grünwaldt<br>Zeppelinstraße 4<br>81669 München</p>
<p>Telefon: <span class="js-fill" data-v="4321555 98">wird geladen…</span><br>
E-Mail: <span class="js-fill" data-v="ed.ppa-reniartbat@ofni">wird geladen…</span></p>
<noscript><p>E-Mail: info [at] tabtrainer-app [punkt] de<br>Telefon: wird bei aktiviertem JavaScript angezeigt</p></noscript>""",
                  title="TabTrainer – Impressum", footer="&copy; TabTrainer"),
        expect={"email": "info@tabtrainer-app.de", "phone": None, "legal_form": None, "representatives": [],
                "name": "Felix Grünwaldt"},
        note="a <noscript> fallback is printed text; the app name is a product: private page",
    ),
    # ---------------------------------------------------------------- 433
    dict(
        conv=433, id="433-site-name-heading-over-person",
        url=IMP,
        html=page("""<h1>KRWLR</h1>
<p><a href="/blog/">Hier gehts zum Blog</a></p>
<h2>Kontakt</h2>
<p>Nils Brandtner<br>Moritzstraße 6<br>65185 Wiesbaden<br>mail[at]krwlr.de</p>
<p>Lizenz für alle Inhalte dieser Seite: CC-BY-SA 2.0 by Nils Brandtner</p>"""),
        expect={"name": "Nils Brandtner", "legal_form": None, "representatives": [], "email": "mail@krwlr.de"},
        note="a site-name heading with no trade printed is no designation: private page",
    ),
    # ---------------------------------------------------------------- 434
    dict(
        conv=434, id="434-austrian-verein-officer-cards",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<div class="cards">
<div class="card"><img src="/img/o1.jpg" alt=""><h4>Obmann</h4><p>Gerhard Pinterits</p></div>
<div class="card"><img src="/img/o2.jpg" alt=""><h4>Obmann Stv.</h4><p>Manfred Wukitsch</p></div>
<div class="card"><img src="/img/o3.jpg" alt=""><h4>Kassier</h4><p>Renate Gruberth</p></div>
<div class="card"><img src="/img/o4.jpg" alt=""><h4>Schriftführer</h4><p>Thomas Fleckl</p></div>
<div class="card"><img src="/img/o5.jpg" alt=""><h4>Schriftführer Stv.</h4><p>Daniel Horvatits</p></div>
</div>
<h2>Adresse</h2>
<p>"Bogenschützen Rabnitzgrund"<br>7371 Unterrabnitzau, Hauptstraße 12<br>
<a href="mailto:info@bogen-rabnitzgrund.at">bogen.rabnitzgrund@gmail.com</a></p>
<p>ZVR: 123456789</p>
<p>Die Homepage wurde von Daniel Horvatits erstellt.</p>"""),
        expect={"name": "Bogenschützen Rabnitzgrund", "legal_form": None, "register": None,
                "representatives": [R("Gerhard Pinterits", "chair_of_board"), R("Manfred Wukitsch", "board_member"),
                                    R("Renate Gruberth", "board_member"), R("Thomas Fleckl", "board_member"),
                                    R("Daniel Horvatits", "board_member")],
                "address": {"street": "Hauptstraße 12", "postal_code": "7371", "city": "Unterrabnitzau", "country": "AT"},
                "email": "bogen.rabnitzgrund@gmail.com"},
        note="officer cards: Obmann chair, others board; quotes framing; postal line before street split; printed mail wins over mailto",
    ),
    # ---------------------------------------------------------------- 435
    dict(
        conv=435, id="435-medieninhaber-processor-for-federation",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Medieninhaber:</h2>
<p>Dipl.-Ing. Thomas Urlesberger<br>Wienerstraße 29A/8<br>8020 Graz</p>
<p>E-Mail: thomas.urlesberger@gmail.com</p>
<p>Datenverarbeitung im Auftrag des Österreichischen Radballsport Verbands (ÖRSV), Wien, ZVR 123456789</p>
<h2>Datenschutz</h2>
<p>Auskunftsersuchen richten Sie bitte an auswertung@oersv.at.</p>"""),
        expect={"name": "Thomas Urlesberger", "legal_form": None, "representatives": [],
                "email": "thomas.urlesberger@gmail.com",
                "address": {"street": "Wienerstraße 29A/8", "postal_code": "8020", "city": "Graz", "country": "AT"}},
        note="processing on behalf of a federation is no trade and the federation no operator; private; stair/door kept",
    ),
    # ---------------------------------------------------------------- 436
    dict(
        conv=436, id="436-co-line-with-postfach-above-street",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Bündnis Vielfalt Nordstadt<br>c/o Dr. KM Webseite Postfach: 310244<br>Sonnenbogen 14<br>12045 Berlin</p>
<p>Bankverbindung: GLS Bank, IBAN DE12 4306 0967 0000 0000 00</p>"""),
        expect={"name": "Bündnis Vielfalt Nordstadt", "legal_form": None, "representatives": [],
                "address": {"street": "Sonnenbogen 14", "postal_code": "12045", "city": "Berlin", "country": "DE"}},
        note="c/o recipient and Postfach dropped, the street line below is the address; alliance without form or person",
    ),
    # ---------------------------------------------------------------- 437
    dict(
        conv=437, id="437-profession-only-in-title",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<address>Clara Benninghoff<br>Brüsseler Platz 7<br>50672 Köln</address>
<p>Mobil: 0160 5551234<br>E-Mail: clara.benninghoff@mac-post.de</p>""",
                  title="Clara Benninghoff | Sängerin aus Köln",
                  header="<!-- <p class=\"slogan\">Clara Benninghoff | Sängerin aus Köln</p> -->"),
        expect={"name": "Clara Benninghoff", "legal_form": "Einzelunternehmen",
                "representatives": [R("Clara Benninghoff", "owner")], "phone": None},
        note="a profession in the <title> is the business signal (the commented header is not); mobile only",
    ),
    # ---------------------------------------------------------------- 450
    dict(
        conv=450, id="450-french-swiss-sa",
        url="https://site.invalid/mentions-legales/",
        html=page("""<h1>Mentions légales</h1>
<p>Entreprise : Padel Center Valais SA<br>Siège : Route du Stade 5, 1997 Haute-Nendaz, Suisse<br>
Sites : Sion (Rue des Sports 2) et Martigny (Avenue du Parc 3)</p>
<p>Représentée par : Julien Fournel</p>
<p>IDE / N° TVA : CHE-249.123.456 TVA</p>
<p>WhatsApp : +41 79 555 12 34<br>E-mail : info@padelcenter-valais.ch</p>""",
                  title="Mentions légales", lang="fr",
                  nav='<nav><a href="/">Accueil</a> <a href="/mentions-legales/">Mentions légales</a></nav>'),
        expect={"name": "Padel Center Valais SA", "legal_form": "AG",
                "address": {"street": "Route du Stade 5", "postal_code": "1997", "city": "Haute-Nendaz", "country": "CH"},
                "register": {"country": "CH", "court": "-", "number": "CHE-249.123.456"},
                "vat_id": "CHE249123456MWST", "phone": None,
                "representatives": [R("Julien Fournel", "board_member")]},
        note="SA is AG; the Siège is the establishment; IDE register and TVA as MWST; one 'Représentée par' of an AG board_member (amended); WhatsApp mobile only",
    ),
    # ---------------------------------------------------------------- 451
    dict(
        conv=451, id="451-contact-page-imprint-only-credits",
        url="https://site.invalid/kontakt/",
        html=page("""<h1>Kontakt</h1>
<p>Modellbau Limmatblick GmbH<br>Landstrasse 40<br>5430 Wettingen</p>
<p>Tel. 056 555 12 34<br><a href="mailto:info@modellbau-limmatblick.ch">info@modellbau-limmatblick.ch</a></p>
<h2>Impressum</h2>
<h3>Design und Programmierung</h3><p>Webwerk Baden GmbH, Badstrasse 2, 5400 Baden</p>
<h3>Bilder</h3><p>Fotostudio Lichtpunkt, Zürich</p>
<h2>Datenschutz</h2><p>Wir behandeln Ihre Daten vertraulich.</p>
<h2>Schnuppertag</h2><p>Anmeldung: <a href="mailto:schnuppern@modellbau-limmatblick.ch">schnuppern@modellbau-limmatblick.ch</a></p>""",
                  title="Kontakt"),
        expect={"name": "Modellbau Limmatblick GmbH", "legal_form": "GmbH",
                "address": {"street": "Landstrasse 40", "postal_code": "5430", "city": "Wettingen", "country": "CH"},
                "email": "info@modellbau-limmatblick.ch", "phone": "+41565551234"},
        note="an Impressum section with credits only: the page's firm block is the operator; the trial-day mailbox is a purpose address",
    ),
    # ---------------------------------------------------------------- 452
    dict(
        conv=452, id="452-kontakt-column-beside-copyright-firm",
        url=HOME,
        html=page("""<h1>Feinkost aus dem Rheintal</h1><p>Wir importieren Spezialitäten aus Italien und Spanien.</p>""",
                  title="Rheinfeld Feinkost Import",
                  footer="""<div class="col"><h4>Kontakt</h4><p>Patrick Gmürlin<br>T +41 71 555 12 34<br>
<a href="mailto:p.gmuerlin@rheinfeld-feinkost.ch">p.gmuerlin@rheinfeld-feinkost.ch</a></p></div>
<details class="col"><summary>Impressum</summary>
<p>Copyright: Rheinfeld Feinkost Import AG<br>Industriestrasse 12<br>CH-9446 Rheinfeld SG</p>
<p>Webdesign: Agentur Bodenseeblick GmbH, St. Gallen, hallo@bodenseeblick-web.ch</p></details>"""),
        expect={"name": "Rheinfeld Feinkost Import AG", "legal_form": "AG", "representatives": [],
                "address": {"street": "Industriestrasse 12", "postal_code": "9446", "city": "Rheinfeld SG", "country": "CH"},
                "phone": "+41715551234", "email": "p.gmuerlin@rheinfeld-feinkost.ch"},
        note="the Copyright firm under the imprint toggle is the operator; the footer's Kontakt column gives its phone and mail; the person no rep",
    ),
]

SKIPPED = {}
