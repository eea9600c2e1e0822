# Convention probes, helper K=13: the numbered conventions 1377-1474 of tests/imprint/corpus/REAL.md
# (1377-1387, 1391-1401, 1406-1413, 1421-1430, 1436-1443, 1451-1455, 1466-1474; the other numbers are unused).
# Written blind from the conventions and CONTRACT section 7 (no parser run, no corpus page read).
# All firms, persons, streets, numbers and mailboxes are invented; mailboxes use made-up .de/.at/.ch
# domains, except where a convention turns on a free-mail box (1467, 1472: an invented local part at such a
# provider). Where a convention decides for a page that is no imprint path (a landing page, a one-page site,
# a fragment, a footer include, a privacy page), the probe is given such an address. 1421 encodes the
# amended decision (register with the "Gerichtsstand" court). Conventions marked "Unsure" are encoded
# with their decision.

from tests.imprint.convention_probes.common import ALL_NULL, HOME, IMP, IMP_EN, addr, en, page

CASES = []
SKIPPED = {}

# ------------------------------------------------------------------------------------------ 1377-1387
CASES += [
    dict(
        conv=1377, id="1377-bold-person-comma-profession-dash-joined-street-branches",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>Henrike Plaßmann, Rechtsanwältin</strong><br>Wörther Straße 22 – 10405 Berlin<br>
Telefon: 030 48291736<br>Telefax: 030 48291737</p>
<h3>Zweigstellen</h3>
<p>Templin: Am Markt 5, 17268 Templin, Telefon: 03987 20418</p>
<p>Prenzlau: Friedrichstraße 9, 17291 Prenzlau, Telefon: 03984 71536</p>
<p>E-Mail: kanzlei@plassmann-recht.de</p>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: DE281947362</p>
<p>Die Kanzlei Plaßmann ist Mitglied der Rechtsanwaltskammer Berlin, Littenstraße 9, 10179 Berlin.</p>
<p>Zuständige Kammer für die Zweigstellen: Rechtsanwaltskammer des Landes Brandenburg, Grillendamm 2, 14776 Brandenburg an der Havel</p>
<p>Berufshaftpflichtversicherung: Hanseatische Anwaltsversicherung AG, Jungfernstieg 30, 20354 Hamburg</p>
<p>Schlichtungsstelle der Rechtsanwaltschaft, Neue Grünstraße 17, 10179 Berlin</p>""",
                  title="Impressum – Kanzlei Plaßmann",
                  header='<header><p class="brand">KANZLEI PLASSMANN</p></header>'),
        expect={"name": "Henrike Plaßmann", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Henrike Plaßmann", "role": "owner"}],
                "address": addr("Wörther Straße 22", "10405", "Berlin", "DE"),
                "phone": "+493048291736", "email": "kanzlei@plassmann-recht.de", "vat_id": "DE281947362",
                "register": None},
        note="the profession after the comma is no part of the name; the person is the owner of a sole practice; the one-line seat splits at the dash; the branches and their numbers are not the seat; the mailbox after the branches is the firm's; header brand and title out; chambers, insurer and Schlichtungsstelle somebody else's",
    ),
    dict(
        conv=1378, id="1378-anbieter-heading-over-rechtsanwalt-person",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Anbieter dieser Webseite</h2>
<p>Rechtsanwalt Gero Fensky<br>Hauptstraße 31<br>13629 Berlin</p>
<p>Telefon +49 30/38 72 41 90<br>E-Mail: post@ra-fensky.de</p>
<p>Steuernummer: 24/517/60382</p>
<h3>Berufshaftpflichtversicherung</h3>
<p>Nordstern Versicherung AG, Postfach 10 43 21, 50483 Köln</p>
<h3>Zuständige Kammer</h3>
<p>Rechtsanwaltskammer Berlin<br>Littenstraße 9<br>10179 Berlin</p>
<p>Design: Studio Halmfeld · Fotos: Ines Rothkegel</p>""",
                  footer='<footer><p>Kanzlei Fensky · Hauptstraße 31 in 13629 Berlin<br>(Siemensstadt)</p><p><a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Gero Fensky", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Gero Fensky", "role": "owner"}],
                "vat_id": None, "phone": "+493038724190",
                "address": addr("Hauptstraße 31", "13629", "Berlin", "DE"), "email": "post@ra-fensky.de"},
        note="the heading names the provider; the profession word before the name is dropped; owner of an Einzelunternehmen; Steuernummer no VAT id; the footer's district line is no part of the city; insurer's Postfach and chamber somebody else's; credits no representatives",
    ),
    dict(
        conv=1379, id="1379-app-imprint-lawyer-block-then-dlinfov-gbr-firm",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Rechtsanwalt<br>Lutz Hembrock<br>Bergstrasse 12<br>44787 Bochum<br>E-mail: info@hkr-anwaelte.de</p>
<p>Die nachfolgenden Informationen werden erteilt gemäß der Dienstleistungs-Informationspflichten-Verordnung (DL-InfoV):</p>
<p><strong>Rechtsanwaltskanzlei</strong><br><strong>HEMBROCK I KESSELRING</strong><br>Rechtsanwalt Lutz Hembrock<br>
Rechtsanwalt Arne Kesselring<br>Bergstr. 12<br>44787 Bochum<br>Telefon: + 49 234 6120584<br>Telefax: + 49 234 6120585<br>
E-Mail: info@kanzlei-hembrock.de</p>
<p>Rechtsform, Register: Die Rechtsanwaltskanzlei Hembrock und Kesselring ist eine Gesellschaft bürgerlichen Rechts.</p>
<h3>Umsatzsteuer-Identifikationsnummer</h3>
<p>Steuer-Nummer: 350/5712/3381</p>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 6 MDStV: Rechtsanwalt Lutz Hembrock</p>
<h3>Berufshaftpflichtversicherung</h3>
<p>Westfälische Provinzial Versicherung AG, Provinzial-Allee 1, 48159 Münster</p>
<h3>Kammer</h3>
<p>Rechtsanwaltskammer Hamm, Ostenallee 18, 59063 Hamm</p>
<h3>Schlichtungsstelle</h3>
<p>Schlichtungsstelle der Rechtsanwaltschaft, Neue Grünstraße 17, 10179 Berlin</p>
<h3>Entwicklung der App</h3>
<p>Appfabrik Ruhr, Jens Wollenhaupt, Kortumstraße 40, 44787 Bochum, mail[at]appfabrik-ruhr.de</p>"""),
        expect={"name": "HEMBROCK I KESSELRING", "legal_form": "GbR", "register": None,
                "representatives": [{"name": "Lutz Hembrock", "role": "partner"}, {"name": "Arne Kesselring", "role": "partner"}],
                "address": addr("Bergstr. 12", "44787", "Bochum", "DE"), "phone": "+492346120584",
                "email": "info@kanzlei-hembrock.de", "vat_id": None},
        note="Unsure: the first block has no provider heading and its person practises in the GbR the DL-InfoV block states; the firm line in capitals with its 'I' is the name, the bold kind line above it not; GbR from the prose, no register; both lawyers partners; address, phone and mailbox from the firm block; Steuer-Nummer and the garbled VAT line give no VAT id; insurer, chamber, Schlichtungsstelle and developer somebody else's",
    ),
    dict(
        conv=1380, id="1380-relaunch-draft-lawyer-notary-town-only",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><em>Angaben gemäß § 5 TMG bitte mit den verbindlichen Kanzleidaten ergänzen.</em></p>
<p>Prof. Dr. Egon Wiesmaier<br>Rechtsanwalt und Notar<br>Montabaur</p>
<p>Telefon: 02602 / 81 73 52<br>E-Mail: kanzlei@wiesmaier-notar.de</p>
<div class="modal" id="termin" hidden><p>REPLACE-ME: Buchungswidget-Text</p></div>"""),
        expect={"name": "Egon Wiesmaier", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Egon Wiesmaier", "role": "owner"}],
                "address": None, "phone": "+492602817352", "email": "kanzlei@wiesmaier-notar.de"},
        note="the draft note does not make the filled values placeholders; the name line without titles is the name and owner; lawyer and notary signal a one-person practice; a town without street gives no address; the modal's REPLACE-ME text holds no value",
    ),
    dict(
        conv=1381, id="1381-two-dated-addresses-move",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Anschrift</h2>
<p>Dr. med. Sabine Ortlepp<br>ab 01.10.2026: Lindenstraße 14, 73728 Esslingen am Neckar<br>
bis 30.09.2026: Bahnhofplatz 3, 73728 Esslingen am Neckar</p>
<p>Telefon: 0711 3519402<br>E-Mail: praxis@ortlepp-esslingen.de</p>
<p>Gesetzliche Berufsbezeichnung: Ärztin (verliehen in der Bundesrepublik Deutschland)</p>
<p>Zuständige Kassenärztliche Vereinigung: KV Baden-Württemberg, Albstadtweg 11, 70567 Stuttgart</p>
<p>Zuständige Kammer: Landesärztekammer Baden-Württemberg, Jahnstraße 40, 70597 Stuttgart</p>"""),
        expect={"name": "Sabine Ortlepp", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Sabine Ortlepp", "role": "owner"}],
                "address": addr("Lindenstraße 14", "73728", "Esslingen am Neckar", "DE"),
                "phone": "+497113519402", "email": "praxis@ortlepp-esslingen.de"},
        note="Unsure: of two dated addresses the first printed (the new seat) is taken, the 'ab …:' label no part of the street; the name line under 'Anschrift' is the provider, title stripped, the owner; the profession is the signal; KV and chamber somebody else's",
    ),
    dict(
        conv=1382, id="1382-two-doctors-each-with-profession-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>Dr. med. Annegret Vollmer</strong><br>Ärztin für Frauenheilkunde &amp; Psychosomatik<br>
<strong>Lisa Terfloth</strong><br>Ärztin für Frauenheilkunde<br>Kinderhauser Straße 88<br>48159 Münster-Kinderhaus</p>
<p>Telefon: 0251-218473<br>E-Mail: praxis@frauenaerztinnen-kinderhaus.de</p>
<p>Approbation erteilt durch die Bezirksregierung Münster.</p>
<p>Zuständige Kammer: Ärztekammer Westfalen-Lippe, Gartenstraße 210-214, 48147 Münster</p>
<p>Zuständige KV: Kassenärztliche Vereinigung Westfalen-Lippe, Robert-Schimrigk-Straße 4-6, 44141 Dortmund</p>
<p>Gestaltung: Agentur Feldlinie · Fotos: Jonas Pieper · Betreuung: Netzwerk Hülsmann</p>"""),
        expect={"name": "Annegret Vollmer", "legal_form": None, "representatives": [],
                "address": addr("Kinderhauser Straße 88", "48159", "Münster-Kinderhaus", "DE"),
                "phone": "+49251218473", "email": "praxis@frauenaerztinnen-kinderhaus.de"},
        note="two doctors on separate lines: the first printed, title stripped, is the name; a group practice without a stated form: form null, neither labelled; approbation, chamber, KV and credits are no operator data",
    ),
    dict(
        conv=1383, id="1383-em-name-line-specialty-lines-table-contact",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><em>Dr. med. Ulrike Brandhorst-Seel</em><br>Fachärztin für Innere Medizin<br>Akupunktur • Naturheilverfahren<br>
Am Kirchplatz 9<br>48161 Münster-Roxel</p>
<table><tr><td>Telefon:</td><td>02534 / 5817</td></tr><tr><td>Telefax:</td><td>02534 / 5819</td></tr>
<tr><td>E-Mail:</td><td>praxis@brandhorst-seel.de</td></tr></table>
<h3>Webdesign</h3>
<p>Pixelwerk Münsterland, Hafenweg 24, 48155 Münster, info@pixelwerk-muensterland.de</p>
<h3>Administration</h3>
<p>Torsten Kuhlenkamp, admin@pixelwerk-muensterland.de</p>"""),
        expect={"name": "Ulrike Brandhorst-Seel", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Ulrike Brandhorst-Seel", "role": "owner"}],
                "address": addr("Am Kirchplatz 9", "48161", "Münster-Roxel", "DE"),
                "phone": "+4925345817", "email": "praxis@brandhorst-seel.de"},
        note="the first block under Impressum is the provider block; the em person without 'Dr. med.' is the name and owner; specialty lines no designation; 'Münster-Roxel' as printed; table Telefon the phone, fax not; agency and administrator somebody else's",
    ),
    dict(
        conv=1384, id="1384-practice-kind-line-above-three-dentists",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Anschrift</h2>
<p><strong>Gemeinschaftspraxis für Zahnmedizin</strong><br>Jens Halbach<br>Friederike Osei-Halbach<br>Dr. Bernhard Halbach<br>
Große Straße 17<br>49477 Ibbenbüren</p>
<p>Telefon: 05451/3092<br>Internet: www.zahnaerzte-halbach.de</p>
<p>Verantwortlich für den Inhalt: Jens Halbach</p>
<h3>Zuständige Kammer</h3>
<p>Zahnärztekammer Westfalen-Lippe, Auf der Horst 29, 48147 Münster</p>
<h3>Kassenzahnärztliche Vereinigung</h3>
<p>KZV Westfalen-Lippe, Auf der Horst 25, 48147 Münster</p>""",
                  footer='<footer><p>© 2025 Gemeinschaftspraxis Halbach. · <a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Gemeinschaftspraxis für Zahnmedizin", "legal_form": None, "representatives": [],
                "address": addr("Große Straße 17", "49477", "Ibbenbüren", "DE"),
                "email": None, "phone": "+4954513092"},
        note="Unsure: the bold practice line that opens the provider block is the name (the footer's wording not); Gemeinschaftspraxis is no form word: null; the three dentists and the content line give no role; the Internet line is no mailbox; chamber and KZV somebody else's",
    ),
    dict(
        conv=1385, id="1385-zahnarztpraxis-designation-draft-note-middle-dot-town-phone",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><em>Bitte ergänzen Sie fehlende Angaben vor dem Launch.</em></p>
<p>Zahnarztpraxis Tobias Renkhoff<br>Hauptstraße 52<br>35713 Eibelshausen · Eschenburg</p>
<p>Telefon: 02774 · 3187<br>Telefax: 02774 · 3189<br>E-Mail: praxis@zahnarzt-renkhoff.de</p>
<p>Berufsbezeichnung: Zahnarzt</p>
<p>Verantwortlich für den Inhalt: Tobias Renkhoff</p>""",
                  footer='<footer><p>Zahnarztpraxis Tobias Renkhoff · Hauptstraße 52 · 35713 Eibelshausen · Eschenburg</p><p><a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Zahnarztpraxis Tobias Renkhoff", "legal_form": "Einzelunternehmen", "representatives": [],
                "address": addr("Hauptstraße 52", "35713", "Eibelshausen · Eschenburg", "DE"),
                "phone": "+4927743187", "email": "praxis@zahnarzt-renkhoff.de"},
        note="the designation holding the dentist's name is the name; no separate person line and a content line: no owner; one dentist: Einzelunternehmen; the draft note changes nothing; the town 'district · municipality' kept; the middle dot in the phone is a separator",
    ),
    dict(
        conv=1386, id="1386-generator-fragment-vertreten-durch-herself-mobile",
        url="https://site.invalid/impressum.html",
        html="""<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Impressum</title></head><body>
<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Corinna Lamprecht<br>Bahnhofstraße 17-19<br>65510 Idstein</p>
<p>Vertreten durch:<br>Corinna Lamprecht</p>
<h2>Kontakt</h2>
<p>Telefon: 0152-38471920<br>E-Mail: praxis@lamprecht-psychotherapie.de</p>
<h2>Aufsichtsbehörde</h2>
<p>Landeskammer für Psychologische Psychotherapeutinnen und Psychotherapeuten Hessen, Frankfurter Straße 8, 65189 Wiesbaden</p>
<h2>Berufsbezeichnung und berufsrechtliche Regelungen</h2>
<p>Berufsbezeichnung: Psychologische Psychotherapeutin<br>Zuständige Kammer: Psychotherapeutenkammer Hessen</p>
<p>Quelle: Impressum-Generator der Kanzlei Brandl &amp; Fuchs</p>
</body></html>""",
        expect={"name": "Corinna Lamprecht", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Corinna Lamprecht", "role": "owner"}],
                "address": addr("Bahnhofstraße 17-19", "65510", "Idstein", "DE"),
                "phone": None, "email": "praxis@lamprecht-psychotherapie.de"},
        note="the generator fragment the site links is its imprint; the person named as provider and as her own representative is the owner, the profession and chamber the signal; the street range kept; the 0152 number is mobile: phone null; the chamber and the generator credit are somebody else's",
    ),
    dict(
        conv=1387, id="1387-architects-gmbh-brand-title-degree-after-md",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Raumgefüge Planung GmbH<br>Leopoldstrasse 112<br>80802 München<br>Deutschland</p>
<h3>Vertretungsberechtigter Geschäftsführer</h3>
<p>Stefan Oberrauch, Dipl.-Ing.</p>
<h3>Kontakt</h3>
<p>Telefon: +49 89 3819274 10<br>Telefax: +49 89 3819274 99<br>E-Mail: buero@raumgefuege-planung.de</p>
<h3>Registereintrag</h3>
<p>Amtsgericht München<br>HRB 214873</p>
<p>USt-IdNr.: DE294817365</p>
<h3>Berufsbezeichnung und berufsrechtliche Regelungen</h3>
<p>Prof. Dipl.-Ing. Architekt Lorenz Waibl, Mitglied der Bayerischen Architektenkammer, Waisenhausstraße 4, 80637 München</p>
<h3>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h3>
<p>Prof. Dipl.-Ing. Architekt Lorenz Waibl</p>
<p>Übersetzungen: Linguaviva GmbH · Visualisierungen: Pixelbau Renderstudio GbR · Fotos: Maren Utz</p>""",
                  title="Impressum — RGP-ARC",
                  header='<header><img src="/logo.svg" alt="RGP-ARC"></header>',
                  footer='<footer><p>© 2025 RGP-ARC · <a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Raumgefüge Planung GmbH", "legal_form": "GmbH",
                "representatives": [{"name": "Stefan Oberrauch", "role": "managing_director"}],
                "register": {"country": "DE", "court": "München", "number": "HRB 214873"},
                "vat_id": "DE294817365", "phone": "+4989381927410",
                "address": addr("Leopoldstrasse 112", "80802", "München", "DE"),
                "email": "buero@raumgefuege-planung.de"},
        note="the firm of the § 5 block is the name, not the brand of title, logo and copyright; the degree after the comma dropped; the architect for professional rules and content is no representative; fax not; chamber, translator, renderers and photographer somebody else's",
    ),
]

# ------------------------------------------------------------------------------------------ 1391-1401
CASES += [
    dict(
        conv=1391, id="1391-kg-landing-three-columns-komplementaerin-column",
        url=HOME,
        html=page("""<section class="hero"><h1>Frische Küche, jeden Tag</h1><p>Unsere Kochboxen – regional und saisonal.</p></section>
<section id="impressum"><h2>Impressum</h2>
<div class="columns">
<div class="col"><p>kornfeld GmbH &amp; Co. KG<br>Thalkirchner Straße 48<br>D-80337 München<br>Telefon: +49 (0) 89 / 3000481750<br>
E-Mail: hallo@kornfeld-kochbox.de</p></div>
<div class="col"><p>kornfeld GmbH &amp; Co. KG<br>Sitz in München<br>Registergericht: Amtsgericht München<br>
Handelsregisternummer: HRA 104827<br>UST-ID: DE 317294058</p></div>
<div class="col"><p>Komplementärin (vertretungsberechtigt):<br>tessera Verwaltungs GmbH Sitz München<br>Registergericht: Amtsgericht München<br>
Handelsregisternummer: HRB 241937<br>Geschäftsführung: Dipl.-Kfm. Lukas Ebner, Anja Retzlaff</p></div>
</div>
<p>Inhaltlich Verantwortlicher gemäß § 10 Absatz 3 MDStV: kornfeld GmbH &amp; Co. KG</p>
</section>""", title="kornfeld – Kochboxen aus der Region"),
        expect={"name": "kornfeld GmbH & Co. KG", "legal_form": "GmbH & Co. KG",
                "register": {"country": "DE", "court": "München", "number": "HRA 104827"},
                "representatives": [{"name": "Lukas Ebner", "role": "managing_director"},
                                    {"name": "Anja Retzlaff", "role": "managing_director"}],
                "address": addr("Thalkirchner Straße 48", "80337", "München", "DE"),
                "phone": "+49893000481750", "vat_id": "DE317294058", "email": "hallo@kornfeld-kochbox.de"},
        note="a landing page whose foot holds the complete imprint is that imprint; the KG's HRA, never the general partner's HRB; the general partner company is no representative, its Geschäftsführung are managing directors, degree stripped; D- dropped; bracketed trunk zero dropped; spaced VAT id compact; the MDStV line names the firm itself",
    ),
    dict(
        conv=1392, id="1392-coop-one-page-script-switched-sections-board-one-line",
        url=HOME,
        html=page("""<section id="start" class="tab"><h1>Bürgerenergie Lechfeld</h1><p>Sonnenstrom aus unserer Region.</p></section>
<section id="team" class="tab" style="display:none"><h2>Team</h2>
<p>Markus Haslinger – Vorstandsmitglied</p><p>Dr. Petra Wanninger – Vorstandsmitglied</p><p>Josef Kreitmair – Vorstandsmitglied</p>
<p>Georg Pfaffenzeller – Vorsitzender des Aufsichtsrats</p><p>Renate Huber – stellvertretende Vorsitzende des Aufsichtsrats</p>
<p>Anton Sedlmair – Mitglied des Aufsichtsrats</p><p>Arbeitskreis Photovoltaik: Sabine Mooser, Florian Kiening</p></section>
<section id="impressum" class="tab" style="display:none"><h2>Impressum</h2>
<h3>Angaben gemäß § 5 DDG</h3>
<p>Bürgerenergie Lechfeld eG<br>Hauptstraße 8<br>86836 Graben</p>
<h3>Vertreten durch den Vorstand</h3>
<p>Markus Haslinger, Dr. Petra Wanninger, Josef Kreitmair</p>
<h3>Aufsichtsratsvorsitzender</h3>
<p>Georg Pfaffenzeller</p>
<h3>Kontakt</h3>
<p>E-Mail: Vorstand@Buergerenergie-Lechfeld.de</p>
<h3>Registereintrag</h3>
<p>Eingetragen im Genossenschaftsregister des Amtsgerichts Augsburg<br>Registernummer: GnR 1893</p>
<h3>Prüfungsverband</h3>
<p>Genossenschaftsverband Bayern e.V. (GVB)<br>Türkenstraße 22–24<br>80333 München</p>
<h3>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h3>
<p>Markus Haslinger, Dr. Petra Wanninger, Josef Kreitmair, Hauptstraße 8, 86836 Graben</p></section>
<script>function zeige(id){document.querySelectorAll('.tab').forEach(function(s){s.style.display=s.id===id?'block':'none';});}</script>""",
                  title="Bürgerenergie Lechfeld eG",
                  nav='<nav><a href="#start" data-tab="start">Start</a> <a href="#team" data-tab="team">Team</a> <a href="#impressum" data-tab="impressum">Impressum</a></nav>',
                  footer='<footer><p>© 2025 Bürgerenergie Lechfeld eG</p></footer>',
                  head='<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Bürgerenergie Lechfeld","telephone":"+49 8232 917364"}</script>'),
        expect={"name": "Bürgerenergie Lechfeld eG", "legal_form": "eG",
                "register": {"country": "DE", "court": "Augsburg", "number": "GnR 1893"},
                "representatives": [{"name": "Markus Haslinger", "role": "board_member"},
                                    {"name": "Petra Wanninger", "role": "board_member"},
                                    {"name": "Josef Kreitmair", "role": "board_member"},
                                    {"name": "Georg Pfaffenzeller", "role": "supervisory_board_chair"}],
                "address": addr("Hauptstraße 8", "86836", "Graben", "DE"),
                "email": "vorstand@buergerenergie-lechfeld.de", "phone": None, "vat_id": None},
        note="the hidden sections are in the served document, so the imprint section is on the page; the Vorstand on one line are board members in order, Dr. stripped, the Aufsichtsrat chair supervisory_board_chair; team deputy, members and working group not labelled; GnR with the Amtsgericht's place; Prüfungsverband somebody else's; the mixed-case Vorstand@ box lower-cased; JSON-LD phone not used",
    ),
    dict(
        conv=1393, id="1393-ug-hrb-suffix-on-line-below-charlottenburg",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 DDG</h2>
<p>Kiezcode Solutions UG (haftungsbeschränkt)<br>Boxhagener Straße 74<br>10245 Berlin</p>
<p>Geschäftsführer: Malte Ostendorf</p>
<p>Handelsregistereintrag:<br>Amtsgericht Charlottenburg<br>HRB 251873 B</p>
<p>E-Mail: malte@kiezcode-solutions.de</p>"""),
        expect={"name": "Kiezcode Solutions UG (haftungsbeschränkt)", "legal_form": "UG",
                "register": {"country": "DE", "court": "Charlottenburg", "number": "HRB 251873"},
                "representatives": [{"name": "Malte Ostendorf", "role": "managing_director"}],
                "address": addr("Boxhagener Straße 74", "10245", "Berlin", "DE"),
                "email": "malte@kiezcode-solutions.de", "phone": None, "vat_id": None},
        note="court Charlottenburg, the B suffix on the number line dropped; the name keeps the form words; the first-name box on the firm's domain is the contact; no phone, no VAT id",
    ),
    dict(
        conv=1394, id="1394-english-responsible-heading-over-gmbh-unlabelled-vat-hrb-no-court",
        url=IMP_EN,
        html=en("""<h1>Imprint</h1>
<h2>Responsible for the content of this website:</h2>
<p>VaultPilot.cloud GmbH
Gutenbergstraße 9
82178 Puchheim
Germany
DE318472619</p>
<p>HRB 28417</p>
<p>info@vaultpilot-cloud.de</p>
<p>VaultPilot lets you chat with your documents – securely hosted in Germany.</p>"""),
        expect={"name": "VaultPilot.cloud GmbH", "legal_form": "GmbH", "register": None,
                "vat_id": "DE318472619", "address": addr("Gutenbergstraße 9", "82178", "Puchheim", "DE"),
                "email": "info@vaultpilot-cloud.de", "phone": None, "representatives": []},
        note="the only operator block is the provider block whatever its heading; the product is not the operator; an unlabelled number of VAT form is the VAT id; HRB without a court gives register null; the country line dropped; soft-broken lines read as the block's lines",
    ),
    dict(
        conv=1395, id="1395-swiss-gmbh-board-members-old-chid-bare-uid",
        url=IMP_EN,
        html=en("""<h1>Imprint</h1>
<p>Voltaris GmbH<br>Industriestrasse 21<br>6340 Baar, Switzerland</p>
<p>Board Members:<br>Reto Imboden<br>Lukas Fässler<br>Gian Marco Rüegg</p>
<p>Phone: +41 (0)41 712 3840<br>Mail: info@voltaris-energie.ch</p>
<p>Commercial register number: CH-170.4.012.846-3<br>UID/VAT: CHE-318.274.905</p>"""),
        expect={"name": "Voltaris GmbH", "legal_form": "GmbH",
                "register": {"country": "CH", "court": "-", "number": "CHE-318.274.905"},
                "vat_id": None,
                "representatives": [{"name": "Reto Imboden", "role": "managing_director"},
                                    {"name": "Lukas Fässler", "role": "managing_director"},
                                    {"name": "Gian Marco Rüegg", "role": "managing_director"}],
                "address": addr("Industriestrasse 21", "6340", "Baar", "CH"),
                "phone": "+41417123840", "email": "info@voltaris-energie.ch"},
        note="Unsure: the English 'board members' of a Swiss GmbH are its managing directors; the UID is the register, the old CH-ID not used; a bare UID without MWST is no VAT id; ', Switzerland' dropped; the bracketed trunk zero dropped",
    ),
    dict(
        conv=1396, id="1396-publisher-label-stack-verlag-inhaber-gewerbeanmeldung",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<dl>
<dt>Verlag</dt><dd>NOCTURNUS VERLAG</dd>
<dt>Inhaber</dt><dd>Jonas Wendlandt</dd>
<dt>Anschrift</dt><dd>Am Mühlenteich 3<br>19230 Hagenow<br>Deutschland</dd>
<dt>E-Mail</dt><dd>lektorat@nocturnus-verlag.de</dd>
<dt>Gewerbeanmeldung</dt><dd>Stadt Hagenow, 14.03.2025</dd>
<dt>Tätigkeit</dt><dd>Herausgabe von Büchern und Schriften aller Art (Verlag)</dd>
</dl>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>Jonas Wendlandt, Am Mühlenteich 3, 19230 Hagenow</p>""", title="Impressum – Nocturnus Verlag"),
        expect={"name": "NOCTURNUS VERLAG", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Jonas Wendlandt", "role": "owner"}],
                "address": addr("Am Mühlenteich 3", "19230", "Hagenow", "DE"),
                "email": "lektorat@nocturnus-verlag.de", "phone": None, "vat_id": None, "register": None},
        note="each label heads the value below it: the value under 'Verlag' is the name in the source's capitals (title's spelling not); the Inhaber its owner; the trade registration the signal of a one-person business; country line dropped; § 55 repeat adds nothing",
    ),
    dict(
        conv=1397, id="1397-designation-with-person-heading-and-kontakt-co-service-mobile",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Lennart Böckler IT Dienstleistungen</h2>
<h3>Kontakt</h3>
<p>Lennart Böckler IT Dienstleistungen<br>c/o Anschriftenservice Weststadt<br>Rheinallee 44<br>53173 Bonn<br>
anfrage@boeckler-it.de<br>Tel: +49 15731 829470</p>
<p>Umsatzsteuer-Identifikationsnummer: DE329184756</p>
<h2>Datenschutz</h2>
<p>Verantwortlicher: Lennart Böckler IT Dienstleistungen, c/o Anschriftenservice Weststadt, Rheinallee 44, 53173 Bonn, anfrage@boeckler-it.de</p>""",
                  footer='<footer><p>© 2026 Lennart Böckler · <a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Lennart Böckler IT Dienstleistungen", "legal_form": "Einzelunternehmen", "representatives": [],
                "address": addr("Rheinallee 44", "53173", "Bonn", "DE"), "phone": None,
                "vat_id": "DE329184756", "email": "anfrage@boeckler-it.de"},
        note="the designation holding the person's name (heading and first Kontakt line, one name) is the name; no Inhaber or person line: no owner (the copyright line not); the VAT id makes it a business; the c/o line dropped, the service's street kept; +49 157 mobile: phone null",
    ),
    dict(
        conv=1398, id="1398-english-represented-by-himself-vat-and-wirtschafts-idnr",
        url=IMP_EN,
        html=en("""<h1>Imprint</h1>
<h2>Information according to Section 5 of the German Digital Services Act (DDG)</h2>
<p>Fabian Overkemping<br>Thomas-Mann-Strasse 8<br>53111 Bonn<br>Germany</p>
<h3>Represented by:</h3>
<p>Fabian Overkemping</p>
<h3>Contact</h3>
<p>Phone: +49 171 4928361<br>Email: webmaster@overkemping-apps.de</p>
<h3>VAT ID</h3>
<p>VAT identification number according to Section 27 a of the German VAT Act: DE371942856</p>
<p>Business Identification Number: DE371942856-00001</p>""", title="Imprint – Overkemping"),
        expect={"name": "Fabian Overkemping", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Fabian Overkemping", "role": "owner"}],
                "vat_id": "DE371942856", "phone": None, "email": "webmaster@overkemping-apps.de",
                "address": addr("Thomas-Mann-Strasse 8", "53111", "Bonn", "DE")},
        note="the VAT id is a business signal, so 'Represented by' the person himself makes him the owner; the -00001 number is the Wirtschafts-IdNr; mobile: phone null; the webmaster box is the only contact and counts",
    ),
    dict(
        conv=1399, id="1399-placeholder-inhaber-and-address-real-designation-kleinunternehmer",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 DDG</h2>
<p>PC Service Blitz<br>Inhaber: {{Vorname Nachname}}<br>{{Straße Nr.}}<br>{{PLZ}} {{Stadt}}, Deutschland</p>
<p>Telefon: +49 155 71938264<br>E-Mail: info@pcservice-blitz.de<br>
<a href="https://wa.me/4915571938264">WhatsApp schreiben</a></p>
<p>Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).</p>"""),
        expect={"name": "PC Service Blitz", "legal_form": "Einzelunternehmen", "representatives": [],
                "address": None, "phone": None, "email": "info@pcservice-blitz.de", "vat_id": None},
        note="Unsure: placeholders give no owner and no address; the real designation, mailbox and Kleinunternehmer sentence stay; the Inhaber label and the § 19 sentence give Einzelunternehmen; +49 155 mobile (and the WhatsApp link): phone null",
    ),
    dict(
        conv=1400, id="1400-private-developer-bracketed-mailbox-mobile-odr",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Tobias Wendrich<br>Lottumstr 9<br>10119 Berlin</p>
<p>E-Mail: [hello@tobiwend.de]<br>Telefon: 01728391047</p>
<h2>EU-Streitschlichtung</h2>
<p>Die Europäische Kommission stellt eine Plattform zur Online-Streitbeilegung (OS) bereit: https://ec.europa.eu/consumers/odr/.</p>
<h2>Verbraucherstreitbeilegung</h2>
<p>Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>Tobias Wendrich, Lottumstr 9, 10119 Berlin</p>"""),
        expect={"name": "Tobias Wendrich", "legal_form": None, "representatives": [],
                "address": addr("Lottumstr 9", "10119", "Berlin", "DE"),
                "email": "hello@tobiwend.de", "phone": None},
        note="no designation, profession, tax number or register; ODR and consumer-dispute sentences no signal: a private page; the brackets are no placeholder mark; 'Lottumstr 9' as printed; 0172 mobile: phone null; § 55 repeat nothing",
    ),
    dict(
        conv=1401, id="1401-section5-name-alone-other-section55-person-kontakt-mailbox",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Jannis Krügerhoff</p>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV:</h2>
<p>Lea Brambach</p>
<h2>Kontakt</h2>
<p>E-Mail: runenhain@runenhain-projekt.de</p>"""),
        expect={"name": "Jannis Krügerhoff", "legal_form": None, "representatives": [],
                "address": None, "email": "runenhain@runenhain-projekt.de", "phone": None},
        note="the person under § 5 is the provider, a private person; the § 55 person is neither representative nor operator; no street or town: address null; the Kontakt mailbox is the e-mail",
    ),
]

# ------------------------------------------------------------------------------------------ 1406-1413
CASES += [
    dict(
        conv=1406, id="1406-dreamweaver-gmbh-vertreten-in-block-registergericht-no-space",
        url="https://site.invalid/impressum.html",
        html=page("""<table width="760" border="0" cellpadding="0" cellspacing="0"><tr><td>
<p><b>Impressum</b></p>
<p><b>NORDAS GmbH</b><br>Hatzfelder Straße 31b<br>42281 Wuppertal<br>Vertreten durch:<br>Henning Brauckmann</p>
<p>Telefon: 0202 / 4817 29 30<br>Telefax: 0202 / 4817 29 39<br>E-Mail: info@nordas-wuppertal.de</p>
<p>Registergericht:Wuppertal<br>Registernummer: HRB 27314</p>
<p>Umsatzsteuer-Identifikationsnummer gemäß §27 a Umsatzsteuergesetz: DE 318472950</p>
<p>Bankverbindung: Stadtsparkasse Wuppertal, IBAN DE12 3305 0000 0000 4817 29</p>
<p>Konzeption/Erstellung Internetauftritt: Studio Krefter Werbeagentur, Luisenstraße 60, 42103 Wuppertal</p>
</td></tr></table>""", title="Nordas", nav='<div class="nav"><a href="index.html">Start</a> | <a href="impressum.html">Impressum</a></div>',
                  footer='<div class="footer">Hotline: 0202 / 4817 29 30</div>'),
        expect={"name": "NORDAS GmbH", "legal_form": "GmbH",
                "representatives": [{"name": "Henning Brauckmann", "role": "managing_director"}],
                "register": {"country": "DE", "court": "Wuppertal", "number": "HRB 27314"},
                "vat_id": "DE318472950", "phone": "+4920248172930",
                "address": addr("Hatzfelder Straße 31b", "42281", "Wuppertal", "DE"),
                "email": "info@nordas-wuppertal.de"},
        note="the firm in capitals as printed (title not); 'Vertreten durch' inside a GmbH's block is managing_director; the place after 'Registergericht:' without a space is the court; spaced VAT id compact; the Telefon line is the phone (the footer hotline is the same number); bank and agency no operator data",
    ),
    dict(
        conv=1407, id="1407-center-font-fragment-with-bom-private",
        url="https://site.invalid/inhalt/impressum.htm",
        html="""<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"></head><body bgcolor="#FFFFFF">\ufeff<center><font face="Arial" size="2">
<font size="4"><b>- Impressum -</b></font><br><br>
Angaben gemäß § 5 TMG<br><br>
Rainer Heßdörfer<br>Mainzer Landstr. 120<br>60327 Frankfurt am Main<br><br>
<b>Haftung für Inhalte</b><br>Als Diensteanbieter sind wir gemäß § 7 Abs.1 TMG für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich.<br>
<b>Haftung für Links</b><br>Unser Angebot enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben.
</font></center></body></html>""",
        expect={"name": "Rainer Heßdörfer", "legal_form": None, "representatives": [],
                "address": addr("Mainzer Landstr. 120", "60327", "Frankfurt am Main", "DE"),
                "phone": None, "email": None, "vat_id": None, "register": None},
        note="the included fragment is the imprint text the site shows; the BOM is part of no value; a person with an address and no trade, profession, tax or register line is private; the disclaimer's 'wir'/'Diensteanbieter' no signal; no phone or e-mail",
    ),
    dict(
        conv=1408, id="1408-cms-footer-include-icon-font-letters-no-imprint",
        url="https://site.invalid/includes/footer.php",
        html="""<!doctype html><html lang="de"><head><meta charset="utf-8"></head><body>
<div class="footer-contact">
<p><strong>KRAMAG GMBH NORDHAUSEN</strong><br>Bahnhofstraße 41<br>99734 Nordhausen</p>
<p><span class="icon">g</span> 0 36 31 - 47 20<br><span class="icon">h</span> 0 36 31 - 47 20 15<br>
<span class="icon">i</span> <a href="mailto:info@kramag-nordhausen.de">info@kramag-nordhausen.de</a></p>
<p><a href="/impressum/">» IMPRESSUM</a></p>
</div>
</body></html>""",
        expect=ALL_NULL,
        note="a footer with only name and contact data (no representative, register or VAT id) that links the separate imprint is no imprint: all null",
    ),
    dict(
        conv=1409, id="1409-popup-table-heading-left-cell-heilpraktikerin-right",
        url="https://site.invalid/impressum-popup.html",
        html=page("""<table><tr>
<td valign="top"><b>Angaben gemäß §5 TMG:</b><br>(verantwortlich für Inhalt des Angebotes)</td>
<td valign="top">Gundula Mertens<br>Therapeutin/Heilpraktikerin<br>Mühlstraße 14<br>64385 Reichelsheim<br>
Telefon: 06164-913 472<br>Email: praxis@gundula-mertens.de</td>
</tr></table>
<p>Berufsbezeichnung: Heilpraktikerin (verliehen in der Bundesrepublik Deutschland)<br>
Zuständige Aufsichtsbehörde: Kreisgesundheitsamt Odenwaldkreis, Scheffelstraße 8, 64711 Erbach</p>
<p>Programmierung: Webatelier Roth · Bilder: Bildarchiv Lumena AG</p>""", title="Impressum", nav="", footer=""),
        expect={"name": "Gundula Mertens", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Gundula Mertens", "role": "owner"}],
                "address": addr("Mühlstraße 14", "64385", "Reichelsheim", "DE"),
                "phone": "+496164913472", "email": "praxis@gundula-mertens.de"},
        note="the left cell is the heading (combined § 5 / content) of the right cell's block; the person is the name, the profession line no designation; profession: Einzelunternehmen, she the owner; authority, developer and image credits somebody else's",
    ),
    dict(
        conv=1409, id="1409-popup-table-street-with-comma-for-dot",
        url="https://site.invalid/impressum-popup.html",
        html=page("""<table><tr>
<td valign="top"><b>Angaben gemäß §5 TMG:</b><br>(verantwortlich für Inhalt des Angebotes)</td>
<td valign="top">Brunhild Taferner<br>Gollierstr, 41<br>80339 München<br>Tel: 089/51 927 384<br>Email: kontakt@taferner-praxis.de</td>
</tr></table>
<p>Berufsbezeichnung: Heilpraktikerin<br>Zuständige Aufsichtsbehörde: Referat für Gesundheit und Umwelt der Landeshauptstadt München</p>""",
                  title="Impressum", nav="", footer=""),
        expect={"name": "Brunhild Taferner", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Brunhild Taferner", "role": "owner"}],
                "address": addr("Gollierstr, 41", "80339", "München", "DE"),
                "phone": "+498951927384", "email": "kontakt@taferner-praxis.de"},
        note="Unsure (street): the same popup layout; the street kept as printed, the comma for the abbreviation's dot included; the Referat is somebody else's",
    ),
    dict(
        conv=1410, id="1410-developer-popup-activity-line-vat-mobile-mailto-display-name",
        url="https://site.invalid/impressum-popup.html",
        html=page("""<h2>Impressum</h2>
<p>Henrik Walleitner<br>IT-Dienstleistungen<br>Dachauer Str. 214b<br>80637 München</p>
<p>Telefon: +49-176-38172940<br>E-Mail: <a href="mailto:Henrik Walleitner<service@hw-webworks.de>">service@hw-webworks.de</a></p>
<p>USt-IdNr.: DE318273640</p>
<p>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV: Henrik Walleitner</p>""", nav="", footer=""),
        expect={"name": "Henrik Walleitner", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Henrik Walleitner", "role": "owner"}],
                "address": addr("Dachauer Str. 214b", "80637", "München", "DE"),
                "phone": None, "email": "service@hw-webworks.de", "vat_id": "DE318273640"},
        note="the activity line is no designation, the person is the name; the VAT id makes him a sole trader and, as provider, owner; +49 176 mobile: phone null; the address the link prints and targets, lower case; § 55 repeat no role",
    ),
    dict(
        conv=1411, id="1411-frame-page-several-practitioners-ansprechpartner-section5",
        url="https://site.invalid/impressum_inhalt.html",
        html=page("""<p><b>Ansprechpartner für die Webseite gemäß §5 TMG:</b></p>
<p>Ruth Kastner<br>Heilpraktikerin<br>Praxisadresse: Ohmstraße 8, 80802 München<br>Büro: Kurfürstenstr. 22, 80801 München<br>
Tel: 089-21847390<br>Email: info@ruth-kastner.de</p>
<p>Ole Brandstätter<br>Heilpraktiker<br>Praxisadresse: Ohmstraße 8, 80802 München<br>Büro: Belgradstr. 71, 80804 München<br>
Tel: 089-30718264<br>Email: praxis@ole-brandstaetter.de</p>
<p>Vera Lindqvist<br>Heilpraktikerin<br>Praxisadresse: Ohmstraße 8, 80802 München<br>Büro: Agnesstr. 15, 80798 München<br>
Tel: 089-27491638<br>Email: kontakt@vera-lindqvist.de</p>
<p>Konrad Eibl<br>Heilpraktiker<br>Praxisadresse: Ohmstraße 8, 80802 München<br>Büro: Schleißheimer Str. 130, 80797 München<br>
Tel: 089-12749305<br>Email: mail@konrad-eibl.de</p>""", title="Untitled Document", nav="", footer=""),
        expect={"name": "Ruth Kastner", "legal_form": None, "representatives": [],
                "address": addr("Ohmstraße 8", "80802", "München", "DE"),
                "phone": "+498921847390", "email": "info@ruth-kastner.de"},
        note="Unsure: the heading names the § 5 provider; of several practitioners the first is the name, a group without a form: null, none labelled; her Praxisadresse (printed first, where the practice is) is the establishment, the Büro line not; her number and mailbox",
    ),
    dict(
        conv=1412, id="1412-austrian-gmbh-medieninhaber-markdown-table",
        url="https://tagung.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>You may contact us anytime: <a href="mailto:kontakt@alpensymposium.at">kontakt@alpensymposium.at</a></p>
<h2>Medieninhaber und Herausgeber</h2>
<table><thead><tr><th></th><th>Technikum Inntal GmbH</th></tr></thead><tbody>
<tr><td>Adresse</td><td>Innstraße 12 /</td></tr>
<tr><td></td><td>A-6410 Telfs/Tirol /</td></tr>
<tr><td></td><td>Österreich</td></tr>
<tr><td>Telefon</td><td>+43-(0)50-3812-0</td></tr>
<tr><td>E-Mail</td><td>kathrin.auer@technikum-inntal.at</td></tr>
<tr><td>UID</td><td>ATU 58172934</td></tr>
<tr><td>Firmenbuchnummer</td><td>FN 218374k</td></tr>
<tr><td>Firmenbuchgericht</td><td>Landesgericht Innsbruck</td></tr>
<tr><td>Geschäftsführung</td><td>Mag. Dr. Elisabeth Haller, Mag. Florian Strobl</td></tr>
<tr><td>DVR Nummer</td><td>0817263</td></tr>
</tbody></table>
<h2>Für den Inhalt der Website verantwortlich</h2>
<table><tr><td>Name</td><td>Kathrin Auer</td></tr><tr><td>Mobil</td><td>+43 664 2817364</td></tr><tr><td>E-Mail</td><td>kathrin.auer@technikum-inntal.at</td></tr></table>
<table><tr><td>Name</td><td>Bernd Ploner</td></tr><tr><td>E-Mail</td><td>bernd.ploner@technikum-inntal.at</td></tr></table>"""),
        expect={"name": "Technikum Inntal GmbH", "legal_form": "GmbH",
                "register": {"country": "AT", "court": "-", "number": "FN 218374k"},
                "vat_id": "ATU58172934",
                "address": addr("Innstraße 12", "6410", "Telfs/Tirol", "AT"),
                "phone": "+435038120",
                "representatives": [{"name": "Elisabeth Haller", "role": "managing_director"},
                                    {"name": "Florian Strobl", "role": "managing_director"}],
                "email": "kathrin.auer@technikum-inntal.at"},
        note="Unsure (e-mail): the Medieninhaber is the operator; rows with empty labels continue the address; A- dropped, the town kept with its part after the slash; '(0)' dropped; FN register; UID compact; both managers without titles; the block's own E-Mail row is the contact, not the conference box; DVR no field; content contacts no representatives",
    ),
    dict(
        conv=1413, id="1413-repair-meetings-organiser-co-line-site-subject-title",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Hannelore Bruns-Ahrend<br>c/o Nachbarschaftshaus Walle<br>Waller Heerstraße 98<br>28219 Bremen<br>
E-Mail: hannelore@reparaturtreffs-bremen.de</p>
<h2>Haftung</h2>
<p>Ich bemühe mich, die Termine der Reparaturtreffs aktuell zu halten, übernehme aber keine Gewähr.</p>
<h2>Datenschutz</h2>
<p>Diese Seite speichert keine personenbezogenen Daten.</p>
<h2>Verbraucherstreitbeilegung</h2>
<p>Ich bin nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>""",
                  title="Reparaturtreffs in Bremen - Impressum"),
        expect={"name": "Hannelore Bruns-Ahrend", "legal_form": None, "representatives": [],
                "address": addr("Waller Heerstraße 98", "28219", "Bremen", "DE"),
                "email": "hannelore@reparaturtreffs-bremen.de", "phone": None},
        note="the title names what the site lists (volunteer repair meetings), a site name, no trading designation: a private page; the c/o line dropped, the street kept; the consumer-dispute sentence no signal; no phone",
    ),
]

# ------------------------------------------------------------------------------------------ 1421-1430
CASES += [
    dict(
        conv=1421, id="1421-club-no-form-word-ev-in-copyright-gerichtsstand-above-vr",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>Gewerbe- und Heimatverein Ölbronn</strong><br>Kirchstraße 14<br>75248 Ölbronn-Dürrn<br>
Telefon: 07237 48215<br>Telefax: 07237 48216<br>E-Mail: info@ghv-oelbronn.de<br>Web: www.ghv-oelbronn.de</p>
<p><strong>Vorstand:</strong> Ralf Dietenberger</p>
<p>Copyright © by Gewerbe- und Heimatverein Ölbronn-Dürrn e.V.</p>
<ul>
<li>Steuer Nr.: 41072 / 51283</li>
<li>Gerichtsstand: Amtsgericht Pforzheim</li>
<li>Gerichtsregister Nr.: GR 48/07</li>
<li>Vereinsregister Nr.: VR 615</li>
<li>Bankverbindung: Sparkasse Pforzheim Calw, IBAN DE41 6665 0085 0004 8215 00</li>
</ul>"""),
        expect={"name": "Gewerbe- und Heimatverein Ölbronn", "legal_form": "e.V.",
                "register": {"country": "DE", "court": "Pforzheim", "number": "VR 615"},
                "representatives": [{"name": "Ralf Dietenberger", "role": "board_member"}],
                "address": addr("Kirchstraße 14", "75248", "Ölbronn-Dürrn", "DE"),
                "phone": "+49723748215", "email": "info@ghv-oelbronn.de", "vat_id": None},
        note="amended decision: the provider block's printing is the name; the copyright line's 'e.V.' and the VR entry give e.V.; the Amtsgericht under 'Gerichtsstand' in the list of register lines, directly above the number, is the register court; 'GR' no kind; Vorstand over one name board_member; fax, Steuer Nr. and bank not",
    ),
    dict(
        conv=1422, id="1422-parish-herausgeber-council-chair-under-verantwortlich",
        url=IMP,
        html=page("""<h1>IMPRESSUM</h1>
<p>der evangelischen Kirchengemeinde Lichtenrade-Nord</p>
<p>Herausgeber: Gemeindekirchenrat der evangelischen Kirchengemeinde Lichtenrade-Nord<br>Bahnhofstraße 41<br>12305 Berlin</p>
<p>Telefon: 030 - 74319826 während der Öffnungszeiten des Gemeindebüros und Anrufbeantworter<br>Fax: 030 - 74319827<br>
E-Mail: buero@lichtenrade-nord-gemeinde.de</p>
<p>Verantwortlich: Martin Kessler<br>Vorsitzender des Gemeindekirchenrates</p>
<p>Die Kirchengemeinde gehört zum Evangelischen Kirchenkreis Tempelhof-Schöneberg.</p>"""),
        expect={"name": "Gemeindekirchenrat der evangelischen Kirchengemeinde Lichtenrade-Nord", "legal_form": None,
                "register": None, "representatives": [{"name": "Martin Kessler", "role": "chair_of_board"}],
                "address": addr("Bahnhofstraße 41", "12305", "Berlin", "DE"),
                "phone": "+493074319826", "email": "buero@lichtenrade-nord-gemeinde.de"},
        note="Unsure (name, role): the Herausgeber block is the provider block, its first line the name; a parish has no form code and no register; the council's chair under 'Verantwortlich' without § reference is chair_of_board; the remark after the number no part of it; fax not; the Kirchenkreis sentence names no operator",
    ),
    dict(
        conv=1423, id="1423-party-district-betrieben-durch-two-lines-chair-co-address",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Diese Internetpräsenz wird betrieben durch<br><strong>Bürgerbund Sachsen</strong><br><strong>Kreisverband Zwickau</strong></p>
<p>Telefon: 0375 2719384<br>E-Mail: kreisverband@buergerbund-zwickau.de</p>
<p>Vorstandsvorsitzender und verantwortlich für den Inhalt nach § 55 II RStV:</p>
<address>Holger Rauschenbach<br>c/o Bürgerbund Sachsen<br>Kreisverband Zwickau<br>Hauptmarkt 9<br>08056 Zwickau</address>
<h2>Haftungsausschluss</h2>
<p>Sollten Inhalte dieser Seite Rechte Dritter verletzen, wenden Sie sich bitte an beschwerde@buergerbund-sachsen-land.de.</p>
<p>Idee und Konzeption: Falk Oehme · Techn. Unterstützung: Rico Weißbach</p>"""),
        expect={"name": "Bürgerbund Sachsen Kreisverband Zwickau", "legal_form": None,
                "representatives": [{"name": "Holger Rauschenbach", "role": "chair_of_board"}],
                "address": addr("Hauptmarkt 9", "08056", "Zwickau", "DE"),
                "phone": "+493752719384", "email": "kreisverband@buergerbund-zwickau.de"},
        note="'betrieben durch' names the operator, its two lines one name; a political group without form word: null; the combined chair/§ 55 line is a representation statement: chair_of_board; his c/o the association's lines dropped, the street the association's office; the disclaimer's complaints box of another domain and the credits not",
    ),
    dict(
        conv=1424, id="1424-party-branch-kontakt-person-street-without-postal-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>Liste 21/die Parteifreien Ortsverband Heiden</strong></p>
<h3>Kontakt</h3>
<p>Svenja Terhorst<br>Borkener Weg 22<br>Telefon: 02867 918273<br>E-Mail: ortsverband@liste21-heiden.de</p>"""),
        expect={"name": "Liste 21/die Parteifreien Ortsverband Heiden", "legal_form": None, "representatives": [],
                "address": None, "phone": "+492867918273", "email": "ortsverband@liste21-heiden.de"},
        note="the branch line is the name as printed, lower-case 'die' included; no form; the person without function word no representative; a street without postal code and town: no address; the block's phone and mailbox are the contact",
    ),
    dict(
        conv=1425, id="1425-verein-without-ev-co-line-a-mailbox",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>WURZELWERK – Verein für DIGITALE Nachbarschaft<br>c/o Lena Hofbauer<br>Pfarrgasse 7, 86720 Nördlingen<br>
Telefon +49 (0) 9081 27 38 50-0<br>backoffice (a) wurzelwerk-verein.de</p>
<p>Vertretungsberechtigter Vorstand: Jakob Hofbauer, Miriam Staudt (Anschrift wie oben)</p>
<p>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV: Jakob Hofbauer</p>
<p>Programmierung: Sven Ilg · Gestaltung: Tanja Wiedemann</p>"""),
        expect={"name": "WURZELWERK – Verein für DIGITALE Nachbarschaft", "legal_form": None, "register": None,
                "address": addr("Pfarrgasse 7", "86720", "Nördlingen", "DE"),
                "phone": "+4990812738500", "email": "backoffice@wurzelwerk-verein.de",
                "representatives": [{"name": "Jakob Hofbauer", "role": "board_member"},
                                    {"name": "Miriam Staudt", "role": "board_member"}]},
        note="the name as printed with en dash and capitals; 'Verein' without e.V. or register: null; c/o line dropped; '(a)' is 'at'; '(0)' dropped, the extension digit kept; the two board names without Vorsitz are board members; § 55 person and credits not",
    ),
    dict(
        conv=1426, id="1426-vorsitzende-plural-three-names-with-towns",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Die Bergischen Jugendforen sind ein Projekt des</p>
<p>Förderverein Bergische Jugendforen e.V.<br>Friedrich-Engels-Allee 150<br>42285 Wuppertal<br>
Eingetragen im Vereinsregister des Amtsgerichts Wuppertal, VR 31847</p>
<h2>Vorstand</h2>
<p><strong>Vorsitzende:</strong><br>Heike Brenscheidt, Haan<br>Olaf Kürten, Ratingen<br>Dirk Mönninghoff, Hilden</p>
<p>E-Mail: vorstand@bergische-jugendforen.de</p>"""),
        expect={"name": "Förderverein Bergische Jugendforen e.V.", "legal_form": "e.V.",
                "register": {"country": "DE", "court": "Wuppertal", "number": "VR 31847"},
                "address": addr("Friedrich-Engels-Allee 150", "42285", "Wuppertal", "DE"),
                "representatives": [{"name": "Heike Brenscheidt", "role": "chair_of_board"},
                                    {"name": "Olaf Kürten", "role": "chair_of_board"},
                                    {"name": "Dirk Mönninghoff", "role": "chair_of_board"}],
                "email": "vorstand@bergische-jugendforen.de", "phone": None},
        note="Unsure (roles): the plural 'Vorsitzende:' makes the three co-chairs; the town after each comma is residence, no part of name or address; the project page names the Förderverein as operator; the board's mailbox the only contact",
    ),
    dict(
        conv=1427, id="1427-university-in-lab-app-postanschrift-street-line",
        url="https://lab.invalid/impressum",
        html=page("""<h2>Anschrift</h2>
<p>Hochschule Isarwinkel<br>Postanschrift: Zugspitzstraße 14, 82467 Garmisch-Partenkirchen<br>
Telefon: +49-(0)8821-930-01<br>E-Mail: poststelle(at)hs-isarwinkel.de</p>
<p>Die Hochschule Isarwinkel wird gesetzlich vertreten durch den Präsidenten Prof. Dr. Andreas K. Lindemayr.</p>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE129384756</p>
<h2>Verantwortlich für den Inhalt</h2>
<p>Prof. Dr. Susanne Rieder, Lehrstuhl für Bergökologie, Fakultät für Umweltwissenschaften, susanne.rieder@hs-isarwinkel.de</p>
<h2>Ansprechpartner für Website und Inhalte</h2>
<p>Mathis Frey, Tel. +49 8821 930-417, mathis.frey@hs-isarwinkel.de</p>""", title="Impressum · Bergökologie-Lab",
                  nav='<nav><a href="/">Dashboard</a> <a href="/impressum">Impressum</a></nav>', footer=""),
        expect={"name": "Hochschule Isarwinkel", "legal_form": None, "register": None,
                "representatives": [{"name": "Andreas K. Lindemayr", "role": "chair_of_board"}],
                "address": addr("Zugspitzstraße 14", "82467", "Garmisch-Partenkirchen", "DE"),
                "phone": "+49882193001", "email": "poststelle@hs-isarwinkel.de", "vat_id": "DE129384756"},
        note="the university is the operator, no form or register, the president chair_of_board with his middle initial; 'Postanschrift:' labels a street address (the only one), the label no part of the street; '(0)' dropped; the content professor and the contact person no representatives, their data not the operator's",
    ),
    dict(
        conv=1428, id="1428-university-herausgeberin-hausanschrift-postanschrift-webmaster-only",
        url="https://docs.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>According to German law, every website must name its publisher. This is done below in German.</p>
<h2>Herausgeberin</h2>
<p>Hochschule Senne<br>Warburger Straße 51<br>33098 Paderborn (Hausanschrift)<br>33095 Paderborn (Postanschrift)<br>
Telefon: +49 5251 60 0</p>
<p>Die Hochschule Senne ist eine Körperschaft des öffentlichen Rechts. Sie wird durch den Rektor Prof. Dr. rer. nat. Dr. h. c. mult. Matthias Kleinebrahm vertreten.</p>
<p>Gemäß Par. 27 a Umsatzsteuergesetz: DE 126483917</p>
<h2>Inhaltliche Verantwortlichkeit / Webmaster / Webredaktion</h2>
<p>Carsten Hollweg<br>Lehrstuhl für Softwaretechnik<br>E-Mail: <a href="mailto:webmaster@swt-senne.de">webmaster@swt-senne.de</a></p>"""),
        expect={"name": "Hochschule Senne", "legal_form": None, "register": None,
                "address": addr("Warburger Straße 51", "33098", "Paderborn", "DE"),
                "representatives": [{"name": "Matthias Kleinebrahm", "role": "chair_of_board"}],
                "email": None, "vat_id": "DE126483917", "phone": "+49525160"},
        note="Unsure (postal code): the Herausgeberin is the operator, no form or register; the street with the 'Hausanschrift' postal line, the bracketed label no part of the town, the Postanschrift line a mail code; the rector chair_of_board without titles; the webmaster's mailbox under the content heading is not the operator's: e-mail null; spaced VAT id compact",
    ),
    dict(
        conv=1429, id="1429-austrian-club-projekt-des-no-person-no-contact",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Ein Projekt des ASCK – Alpiner Segelflug Club Kärnten</p>
<p>Anschrift:<br>ASCK – Alpiner Segelflug Club Kärnten<br>Völkermarkter Ring 21/3/7<br>9020 Klagenfurt</p>
<p>Vereinsregisternummer: ZVR 718293046</p>
<p>Bankverbindung: Kärntner Sparkasse, Neuer Platz 14, 9020 Klagenfurt, IBAN AT21 2070 6000 0071 8293</p>
<p>Offenlegung gemäß ECG und MedienG: Gemeinnütziger Sportverein; Förderung des Segelflugsports in Kärnten.</p>"""),
        expect={"name": "ASCK – Alpiner Segelflug Club Kärnten", "legal_form": None, "register": None,
                "address": addr("Völkermarkter Ring 21/3/7", "9020", "Klagenfurt", "AT"),
                "representatives": [], "email": None, "phone": None},
        note="the club named by 'Ein Projekt des' is the operator, name with en dash; an Austrian Verein: form and register null (ZVR no register); stair and door parts kept; no person or contact; the bank's address somebody else's",
    ),
    dict(
        conv=1430, id="1430-civic-initiative-person-street-no-postal-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Anbieterkennzeichnung gemäß § 5 TMG</h2>
<p>Clemens Aufderhaar<br>Ulmer Str. 218b</p>
<p>E-Mail: tauschring_kriegshaber@tauschring-post.de</p>"""),
        expect={"name": "Clemens Aufderhaar", "legal_form": None, "representatives": [],
                "address": None, "email": "tauschring_kriegshaber@tauschring-post.de", "phone": None},
        note="a person without any business signal is private (the initiative's name only in the mailbox); a street without postal code and town gives no address; the printed mailbox is the contact",
    ),
]

# ------------------------------------------------------------------------------------------ 1436-1443
CASES += [
    dict(
        conv=1436, id="1436-anwaltskanzlei-designation-above-rechtsanwaeltin-einzelkanzlei",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 DDG</h2>
<p>Anwaltskanzlei Elif Karataş<br>Rechtsanwältin Elif Karataş<br>Rheinstraße 42<br>65185 Wiesbaden</p>
<h3>Vertreten durch</h3>
<p>Rechtsanwältin Elif Karataş</p>
<h3>Kontakt</h3>
<p>Telefon: +49 162 48 210 93<br>E-Mail: kanzlei@karatas-recht.de</p>
<h3>Rechtsform &amp; Register</h3>
<p>Einzelkanzlei (Rechtsanwältin). Keine Eintragung im Handels- oder Partnerschaftsregister.</p>
<script>window.kanzleiConfig = {"telefon": "+49 162 48 210 93"};</script>""",
                  footer='<footer><p>Anwaltskanzlei Elif Karataş · +49 162 48 210 93 · <a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Anwaltskanzlei Elif Karataş", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Elif Karataş", "role": "owner"}], "register": None,
                "address": addr("Rheinstraße 42", "65185", "Wiesbaden", "DE"),
                "phone": None, "email": "kanzlei@karatas-recht.de"},
        note="the office's designation holding the lawyer's name opens the provider block and is the name; person line and 'Vertreten durch' make her the owner, profession dropped; 'Einzelkanzlei', no register entry: Einzelunternehmen, register null; the only number is a 0162 mobile: phone null",
    ),
    dict(
        conv=1437, id="1437-provider-heading-also-content-numbers-told-apart-by-icons",
        url=IMP,
        html=page("""<h1>Impressum der Anwaltskanzlei Miriam Hölzle</h1>
<h2>Website-Betreiberin, Dienstleistungserbringerin und inhaltlich Verantwortliche</h2>
<p>Rechtsanwältin Miriam Hölzle<br>Pforzheimer Straße 18<br>D - 76227 Karlsruhe</p>
<p><i class="fa fa-phone" aria-hidden="true"></i> <a href="tel:+497214931820">+ 49 721 / 49 318 20</a><br>
<i class="fa fa-print" aria-hidden="true"></i> + 49 721 / 49 318 21<br>
<i class="fa fa-envelope" aria-hidden="true"></i> <a href="mailto:kanzlei@hoelzle-recht.de">kanzlei@hoelzle-recht.de</a></p>
<p>USt-IdNr.: DE 281736495</p>
<h3>Zuständige Kammer</h3>
<p>Rechtsanwaltskammer Karlsruhe, Reinhold-Frank-Straße 72, 76133 Karlsruhe, Telefon: 0721 25340, info@rak-karlsruhe-kammer.de</p>""",
                  title="Anwaltskanzlei Miriam Hölzle – Impressum",
                  footer='<footer><p>© 2025 Anwaltskanzlei Miriam Hölzle · Tel. + 49 721 / 49 318 20 · <a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Miriam Hölzle", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Miriam Hölzle", "role": "owner"}],
                "address": addr("Pforzheimer Straße 18", "76227", "Karlsruhe", "DE"),
                "phone": "+497214931820", "vat_id": "DE281736495", "email": "kanzlei@hoelzle-recht.de"},
        note="the heading names the operator, its content part does not make it a § 18 line; the lawyer without her profession is the name and owner; page heading, title and copyright out of the name; the number after the telephone icon (tel: link, footer) is the phone, the printer-icon one the fax; 'D - ' dropped; spaced VAT compact; chamber's data its own",
    ),
    dict(
        conv=1438, id="1438-inhaber-der-kanzlei-in-prose-deceased-namesake-employee",
        url=IMP,
        html=page("""<p>Rechtsanwalt Brandt ist leider 2004 verstorben.<br>
Rechtsanwalt Klaus-Dieter Velten ist Inhaber der Kanzlei.<br>
Rechtsanwältin Sarah Immig ist als Anwältin im Angestelltenverhältnis in der Kanzlei tätig, es wird beabsichtigt, in absehbarer Zeit eine Sozietät zu gründen.</p>
<h3>Kontakt:</h3>
<p>Schillerstraße 23<br>Postfach 12 04 37<br>34117 Kassel<br>Telefon: 0561 7183920<br>Telefax: 0561 7183929<br>E-Mail: info@velten-kanzlei.de</p>
<p>Die USt.-Ident.-Nr. der Kanzlei lautet: 026/4817/2936</p>
<p>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV: Rechtsanwalt Klaus-Dieter Velten, Rechtsanwältin Sarah Immig</p>""",
                  title="Rechtsanwälte Brandt &amp; Velten",
                  header='<header><h1>Rechtsanwälte Brandt &amp; Velten</h1></header>'),
        expect={"name": "Klaus-Dieter Velten", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Klaus-Dieter Velten", "role": "owner"}],
                "address": addr("Schillerstraße 23", "34117", "Kassel", "DE"),
                "phone": "+495617183920", "email": "info@velten-kanzlei.de", "vat_id": None},
        note="Unsure: the Inhaber sentence names the one proprietor: Einzelunternehmen, owner; the deceased lawyer and the employee no representatives; the office's name only in header and title, so the proprietor is the name; Postfach no address; the 'USt.-Ident.-Nr.' is a Steuernummer: null; § 55 line no role",
    ),
    dict(
        conv=1439, id="1439-hrb-b-number-stb-gesellschaft-mbh-two-city-phones",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Kessler Steuerberatungsgesellschaft mbH<br>Löhrstraße 78<br>56068 Koblenz</p>
<p>Vertreten durch<br>Dr. Anja Kessler<br>Steuerberaterin, Diplom-Kauffrau</p>
<p>Telefon Koblenz: 0261. 914 28 37<br>Telefon Bonn: 0228. 739 18 40<br>E-Mail: kanzlei@kessler-stb.de</p>
<p>Eingetragen beim Amtsgericht Koblenz<br>Handelsregisternummer: HRB B 51837</p>
<p>USt-IdNr.: DE 271 948 306</p>
<p>Zuständige Kammer: Steuerberaterkammer Rheinland-Pfalz, Hölderlinstraße 1, 55131 Mainz</p>"""),
        expect={"name": "Kessler Steuerberatungsgesellschaft mbH", "legal_form": "GmbH",
                "register": {"country": "DE", "court": "Koblenz", "number": "HRB 51837"},
                "representatives": [{"name": "Anja Kessler", "role": "managing_director"}],
                "address": addr("Löhrstraße 78", "56068", "Koblenz", "DE"),
                "phone": "+492619142837", "vat_id": "DE271948306", "email": "kanzlei@kessler-stb.de"},
        note="Unsure: 'HRB B' repeats the kind's B: HRB 51837; 'mbH' inside the firm is GmbH; one managing director without title, profession and degree; the seat's phone (the other city's not); spaced VAT compact; chamber somebody else's",
    ),
    dict(
        conv=1440, id="1440-gbr-capitals-one-person-three-offices",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>Sabine Korte Steuerberatung GBR</strong><br>Dipl. Kfm. Sabine Korte Stbin.<br>
Lindenweg 4, 36160 Dipperz<br>Marktstraße 11, 36037 Fulda<br>Bahnhofstraße 9, 36341 Lauterbach</p>
<p>Verantwortlich im Sinne des § 55 RStV: Sabine Korte, Helmut Korte</p>
<p>Berufshaftpflichtversicherung: Rheinische Versicherungsgruppe AG, Postfach 30 17 48, 50787 Köln</p>
<p>Zuständige Kammer: Steuerberaterkammer Hessen, Gutleutstraße 175, 60327 Frankfurt am Main</p>""",
                  title="Sabine Korte Steuerberatung GbR",
                  header='<header><p>Sabine Korte Steuerberatung GbR</p></header>',
                  footer='<footer><p>Dipperz / Fulda / Lauterbach · <a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Sabine Korte Steuerberatung GBR", "legal_form": "GbR", "register": None,
                "representatives": [{"name": "Sabine Korte", "role": "partner"}],
                "address": addr("Lindenweg 4", "36160", "Dipperz", "DE"), "phone": None, "email": None},
        note="Unsure: the provider block's spelling with 'GBR' is the name, the form GbR; the one person without degree and profession a partner; of three offices on equal footing the first printed is the establishment; no phone or mailbox; § 55 publishers, insurer and chamber not",
    ),
    dict(
        conv=1441, id="1441-bold-person-profession-kanzlei-line-region-no-address",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>K. Stefan Ruhnau</strong><br>Rechtsanwalt<br>Kanzlei Ruhnau<br>Region Braunschweig, Niedersachsen</p>
<p>Telefon: <a href="tel:+490531482917">0531 / 482917</a><br>E-Mail: kontakt@kanzlei-ruhnau.de</p>""",
                  title="Impressum – Kanzlei Ruhnau"),
        expect={"name": "Kanzlei Ruhnau", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "K. Stefan Ruhnau", "role": "owner"}],
                "address": None, "phone": "+49531482917", "email": "kontakt@kanzlei-ruhnau.de"},
        note="Unsure: the designation line below the profession in the provider block is the name; the bold person its owner, the initial kept; profession: Einzelunternehmen; a region is no address; the printed number, not the tel: target with its stray zero",
    ),
    dict(
        conv=1442, id="1442-firmenname-rechtsanwalt-street-only-postal-line-in-contact-section",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Firmenname: Rechtsanwalt Florian Weidemeyer<br>Anschrift: Gartenstraße 17<br>Telefon: 05121 2849370<br>
Telefax: 05121 2849379<br>E-Mail:a <a href="info@kanzlei-weidemeyer.de">info@kanzlei-weidemeyer.de</a></p>
<p>Inhaber: Florian Weidemeyer<br>Rechtsform: Einzelunternehmen</p>
<h3>Berufshaftpflichtversicherung</h3>
<p>Rhenania Versicherung AG, Vorstand: Dr. Olaf Brinkmann, Amtsgericht Wiesbaden HRB 8817, Raiffeisenplatz 3, 65189 Wiesbaden,
USt-IdNr. DE117294836, Telefon 0611 5330, service@rhenania-vers.de, Telefax 0611 5331, E-Mail: info@kanzlei-weidemeyer.de</p>
<section class="kontakt"><h2>Kontakt</h2><p>Rechtsanwalt Florian Weidemeyer Gartenstraße 17 in 31134 Hildesheim</p></section>
<section class="anfahrt"><p>Rechtsanwalt Florian Weidemeyer Gartenstraße 17 in 31134 Hildesheim</p></section>"""),
        expect={"name": "Florian Weidemeyer", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Florian Weidemeyer", "role": "owner"}],
                "address": addr("Gartenstraße 17", "31134", "Hildesheim", "DE"),
                "phone": "+4951212849370", "email": "info@kanzlei-weidemeyer.de", "vat_id": None, "register": None},
        note="Unsure: the 'Firmenname' field holds only profession and person: the profession word dropped; Inhaber the owner, form from the Rechtsform field; the contact section's printing of the same office completes the postal line; the insurer's board, register, VAT, phone and mailbox somebody else's; the href without mailto still prints the address",
    ),
    dict(
        conv=1443, id="1443-imprint-page-no-heading-profession-only-in-title",
        url="https://site.invalid/impressum.html",
        html=page("""<article>
<table><tr><td>Hiltrud Osterkamp-Meinen<br>Am Deich 12<br>28870 Ottersberg</td>
<td>Tel.: 04205/739 1 840</td>
<td>E-Mail: <a href="mailto:kanzlei@osterkamp-meinen.de">kanzlei@osterkamp-meinen.de</a></td></tr></table>
<h2>Disclaimer - Haftungsausschluss</h2>
<p>Die Inhalte dieser Seiten wurden mit größter Sorgfalt erstellt.</p>
</article>""", title="Fachanwältin für Arbeitsrecht | Hiltrud Osterkamp-Meinen",
                  nav='<nav><a href="index.html">Start</a> <a href="impressum.html">Impressum</a></nav>',
                  header='<header><a href="mailto:&#107;&#97;&#110;&#122;&#108;&#101;&#105;&#64;&#111;&#115;&#116;&#101;&#114;&#107;&#97;&#109;&#112;&#45;&#109;&#101;&#105;&#110;&#101;&#110;&#46;&#100;&#101;">Kontakt</a></header>'),
        expect={"name": "Hiltrud Osterkamp-Meinen", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Hiltrud Osterkamp-Meinen", "role": "owner"}],
                "address": addr("Am Deich 12", "28870", "Ottersberg", "DE"),
                "phone": "+4942057391840", "email": "kanzlei@osterkamp-meinen.de"},
        note="Unsure: the only name-and-address block at the top of the imprint page is the provider block; the profession in the title is the business signal: Einzelunternehmen, the person the owner; the header's entity-encoded mailbox is the same address",
    ),
]

# ------------------------------------------------------------------------------------------ 1451-1455
CASES += [
    dict(
        conv=1451, id="1451-language-school-designation-inh-no-address",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>Klar Deutsch Online Sprachschule</strong><br>Inh. Olena Brückner</p>
<p>Telefon; WhatsApp; Telegram: +49 157 482 19 374<br>E-Mail: kurse@klardeutsch-online.de<br>
Skype: klardeutsch.online<br>Instagram: @klardeutsch_online</p>
<p>Verantwortlich für den Inhalt der Webseite: Olena Brückner</p>"""),
        expect={"name": "Klar Deutsch Online Sprachschule", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Olena Brückner", "role": "owner"}],
                "address": None, "phone": None, "email": "kurse@klardeutsch-online.de"},
        note="Unsure (form): the designation is the name, 'Inh.' its owner; a school run by a named Inhaber is a one-person business; no street or town: address null; the only number a +49 157 mobile: phone null; handles no field; the content repeat no role",
    ),
    dict(
        conv=1452, id="1452-bare-verantwortlich-heading-kleinunternehmer-liquid-email",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Verantwortlich</h2>
<p>Konstantin Wehlau<br>Am Anger 6<br>15345 Altlandsberg</p>
<p>E-Mail: {% include email-link.html %}</p>
<h2>Umsatzsteuer</h2>
<p>Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung).</p>"""),
        expect={"name": "Konstantin Wehlau", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Konstantin Wehlau", "role": "owner"}],
                "address": addr("Am Anger 6", "15345", "Altlandsberg", "DE"),
                "email": None, "phone": None, "vat_id": None},
        note="Unsure (owner): with no other block, the bare 'Verantwortlich' heading heads the provider block; the Kleinunternehmer statement is the business signal: Einzelunternehmen, owner; the printed Liquid tag is no value: e-mail null",
    ),
    dict(
        conv=1453, id="1453-contract-partner-block-above-seitenbetreiber-hrb-no-form-word",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Wir arbeiten mit unserem Kooperationspartner DiskLab Datenrettung zusammen.</p>
<p>Vertragspartner im Bezug auf Datenrettung ist:<br><strong>diskRescue.net</strong><br>Gotenstr.21 10829 Berlin<br>
E-Mail: rescue(at)diskrescue-labor.de<br>Tel: 030-7829461</p>
<p>Bitte senden Sie keine Datenrettungsanfragen an die oben genannte Adresse.</p>
<h2>Seitenbetreiber — Informationen gemäß TMG, TDDSG, MDStV</h2>
<p>Diskrescue Datenrettung<br>Gotenstr.21<br>10829 Berlin<br>Tel: 030-7829461<br>HRB 71843 AG Charlottenburg<br>UstID-Nummer: DE18273645</p>"""),
        expect={"name": "Diskrescue Datenrettung", "legal_form": None, "representatives": [],
                "register": {"country": "DE", "court": "Charlottenburg", "number": "HRB 71843"},
                "vat_id": None, "address": addr("Gotenstr.21", "10829", "Berlin", "DE"),
                "phone": "+49307829461", "email": "rescue@diskrescue-labor.de"},
        note="Unsure (e-mail, name): the Seitenbetreiber is the operator, its name as printed; 'AG' after the number is the Amtsgericht, Charlottenburg; the form is not inferred from HRB; an 8-digit VAT id is invalid; street as printed; the only mailbox stands in the contract-partner block with the operator's street and number: the operator's contact",
    ),
    dict(
        conv=1454, id="1454-inhaber-entwickler-app-person-private",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Aktuelle Version der App 2.3</p>
<h3>Inhaber / Entwickler</h3>
<p>Dominik Thelen<br>Hauptstr. 58<br>56068 Koblenz<br>0172/4917263<br>Chatwerk : SternenWanderer</p>
<p>Unterstützt durch Nachtfalke99</p>""",
                  footer='<footer><p>© Dominik Thelen (SternenWanderer)</p></footer>'),
        expect={"name": "Dominik Thelen", "legal_form": None, "representatives": [],
                "address": addr("Hauptstr. 58", "56068", "Koblenz", "DE"), "phone": None, "email": None},
        note="Unsure (form, owner): 'Inhaber / Entwickler' under an app's version line says he holds and develops the app, no business; no trade, price, profession, tax or register: private; the unlabelled 0172 number is mobile: phone null; nickname and supporter no contact or representative",
    ),
    dict(
        conv=1455, id="1455-gmbh-postal-line-only-stray-digit-after-court-suffix",
        url=IMP_EN,
        html=en("""<h1>Imprint</h1>
<p>Lumen Garage GmbH<br>10785 Berlin</p>
<h3>represented by</h3>
<p>Kasimir Oduya-Brandt</p>
<p>Entry in Register AG Charlottenburg, HRB 138274 B 1</p>
<p>International VAT-ID: DE281946372</p>
<h3>Responsible for content according to § 55 RStV</h3>
<p>Noémie Oduya<br>KlangRaum<br>Uhlandstraße 171<br>D-10719 Berlin</p>
<p>Web design &amp; development: Studio Fernweh Digital</p>""", title="KlangRaum",
                header='<header><img src="/logo.png" alt="KlangRaum"></header>'),
        expect={"name": "Lumen Garage GmbH", "legal_form": "GmbH",
                "representatives": [{"name": "Kasimir Oduya-Brandt", "role": "managing_director"}],
                "register": {"country": "DE", "court": "Charlottenburg", "number": "HRB 138274"},
                "vat_id": "DE281946372", "address": None, "email": None, "phone": None},
        note="Unsure (register): 'represented by' of a GmbH is managing_director; AG Charlottenburg the court, the B suffix and the stray '1' after it dropped; a postal line without street: address null; the § 55 person's address is hers; the label in title and logo not the firm; credits somebody else's",
    ),
]

# ------------------------------------------------------------------------------------------ 1466-1474
CASES += [
    dict(
        conv=1466, id="1466-naturheilpraxis-designation-profession-below-permit-paragraphs-footer-street",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Die Erlaubnis zur Ausübung der Heilkunde ohne Bestallung wurde vom Bezirksamt Hamburg-Nord erteilt.</p>
<p>Die Praxis Von-Halle-Str. 4 in 22087 Hamburg wird als Einzelpraxis geführt.</p>
<h2>Angaben gemäß § 5 TMG:</h2>
<p>Naturheilpraxis Ortrun von der Wehl-Bergmann<br>Heilpraktikerin<br>Von-Halle-Str.4<br>22087 Hamburg<br>
Tel +49(0)40-31872945<br>E-Mail: &#112;&#114;&#97;&#120;&#105;&#115;&#64;&#119;&#101;&#104;&#108;&#45;&#98;&#101;&#114;&#103;&#109;&#97;&#110;&#110;&#46;&#100;&#101;</p>
<p>© 2016 Ortrun von der Wehl-Bergmann<br>Steuer-Nr. 43/218/04719</p>
<h3>Berufsverband</h3>
<p>Fachverband Deutscher Naturheilkundler e.V., Hansaplatz 9, 20099 Hamburg</p>
<h3>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h3>
<p>Ortrun von der Wehl-Bergmann, Von-Halle-Str.4, 22087 Hamburg</p>
<p>Zuständige Aufsichtsbehörde: Gesundheitsamt Hamburg-Nord</p>""",
                  footer='<footer><p>Heilpraktikerin Ortrun von der Wehl-Bergmann<br>Naturheilpraxis in 22087 Hamburg, von-Halle-Straße 4, Telefon 040 31872945</p><p><a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Naturheilpraxis Ortrun von der Wehl-Bergmann", "legal_form": "Einzelunternehmen",
                "representatives": [], "address": addr("Von-Halle-Str.4", "22087", "Hamburg", "DE"),
                "phone": "+494031872945", "email": "praxis@wehl-bergmann.de", "vat_id": None},
        note="the designation holding the person's name is the name; the profession line is no person line, copyright, § 55 block and footer outside the provider block: no owner; one Heilpraktikerin: Einzelunternehmen; the block's street spelling without the space wins; '(0)' dropped; decimal entities decoded; Steuer-Nr. no VAT; authority and association somebody else's",
    ),
    dict(
        conv=1467, id="1467-austrian-ordination-firmenname-heading-fax-extension-gmail-note",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h3>Firmenname, Unternehmensbezeichnung, Adresse</h3>
<p>Ordination Dr. med. Leopold Pirchner<br>Facharzt für Augenheilkunde und Optometrie<br>Salzburger Straße 12<br>6300 Wörgl<br>
05332/71482 (Fax -18)<br>dr.leopold.pirchner@gmail.com (keine Terminvereinbarung, keine Bearbeitung medizinischer Anfragen; wird aus rechtlichen Gründen angeführt)<br>
UID: ATU48291736</p>
<p>Webdesign: Valentin Pirchner · Fotos: Lichtbild Tirol</p>"""),
        expect={"name": "Ordination Dr. med. Leopold Pirchner", "legal_form": None, "representatives": [],
                "address": addr("Salzburger Straße 12", "6300", "Wörgl", "AT"), "vat_id": "ATU48291736",
                "phone": "+43533271482", "email": "dr.leopold.pirchner@gmail.com"},
        note="the heading labels the first line as the firm name; the Ordination designation with title and name is the name as printed; no person line: no owner; Austria: form null; '(Fax -18)' is the fax extension, no part of the phone; the only mailbox is the e-mail whatever the note; credits not",
    ),
    dict(
        conv=1468, id="1468-austrian-diensteanbieterin-line-above-praxisname-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Angaben gemäß §5 E-Commerce Gesetz und § 25 Mediengesetz</p>
<p>DiensteanbieterIn und MedieninhaberIn: Theresa Aigner, BSc<br>Praxisname: Physiotherapie Theresa Aigner<br>
Anschrift: Stadtplatz 22, 4690 Schwanenstadt, Österreich<br>Telefon: 0664/28194736<br>E-Mail: praxis@physio-aigner.at</p>
<p>Gesundheitsberuferegister-Nummer: 81726354</p>
<p>Aufsichtsbehörde: Bezirkshauptmannschaft Vöcklabruck · Registrierungsbehörde: Gesundheit Österreich GmbH · Berufsverband: Physio Austria</p>""",
                  footer='<footer><div class="card"><p>Physiotherapie Theresa Aigner<br>+43 (0)664 28 19 47 36</p></div><p><a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Physiotherapie Theresa Aigner", "legal_form": None,
                "representatives": [{"name": "Theresa Aigner", "role": "owner"}],
                "address": addr("Stadtplatz 22", "4690", "Schwanenstadt", "AT"),
                "phone": None, "email": "praxis@physio-aigner.at", "register": None},
        note="the line labelled as the practice's name is the name; the Diensteanbieterin without 'BSc' the owner; Austria: no code for an unregistered sole trader: null; one-line address split, country dropped; 0664 is an Austrian mobile, no landline: phone null; the register number of health professions no company register",
    ),
    dict(
        conv=1469, id="1469-adresse-heading-zahnarztpraxis-alone-above-titled-name",
        url=IMP,
        html=page("""<div class="cols"><div class="col"><h3>Adresse</h3>
<p>Zahnarztpraxis<br>Dr. med. dent. Corinna Weißflog<br>Kaiserstraße 31<br>55116 Mainz</p></div>
<div class="col"><h3>Kontakt</h3><p>Telefon: 06131 / 294817</p></div></div>
<p>Gesetzliche Berufsbezeichnung: Zahnärztin (verliehen in der Bundesrepublik Deutschland)</p>
<h3>Zuständige Kassenzahnärztliche Vereinigung</h3>
<p>KZV Rheinland-Pfalz, Isaac-Fulda-Allee 4, 55124 Mainz</p>
<h3>Zuständige Kammer</h3>
<p>Landeszahnärztekammer Rheinland-Pfalz, Langenbeckstraße 2, 55131 Mainz</p>""",
                  header='<header><h1>Zahnarztpraxis</h1><h1>Dr. med. dent. Corinna Weißflog</h1></header>'),
        expect={"name": "Corinna Weißflog", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Corinna Weißflog", "role": "owner"}],
                "address": addr("Kaiserstraße 31", "55116", "Mainz", "DE"),
                "phone": "+496131294817", "email": None},
        note="Unsure: on the imprint path the first block is the provider block; 'Zahnarztpraxis' alone is a generic kind word, no designation: the dentist without titles is the name and owner; one dentist: Einzelunternehmen; no mailbox; KZV and chamber somebody else's",
    ),
    dict(
        conv=1470, id="1470-swiss-privacy-page-controller-block-no-business-signal",
        url="https://site.invalid/datenschutz.html",
        html=page("""<h1>Datenschutzerklärung</h1>
<p>Verantwortliche Stelle im Sinne der Datenschutzgesetze, insbesondere der EU-Datenschutzgrundverordnung (DSGVO) und des Schweizer Datenschutzgesetzes, ist:</p>
<div class="cols"><p>Beatrice Gysin<br>Technikumstrasse 27<br>8400 Winterthur</p>
<p>+41 79 318 27 46<br>beatrice.gysin@gysin-beratung.ch<br>www.beatrice-gysin.ch</p></div>
<h2>Allgemeiner Hinweis</h2>
<p>Wir verarbeiten Personendaten nur, soweit ein betriebswirtschaftliches Interesse besteht und die Gesetze es erlauben.</p>""",
                  title="Datenschutzerklärung – Beatrice Gysin lic. phil.",
                  header='<header><img src="/img/psychologische-beratung.svg"></header>',
                  nav='<div id="nav"></div>', footer='<div id="footer"></div><script src="/assets/components.js"></script>'),
        expect={"name": "Beatrice Gysin", "legal_form": None, "representatives": [],
                "address": addr("Technikumstrasse 27", "8400", "Winterthur", "CH"),
                "phone": None, "email": "beatrice.gysin@gysin-beratung.ch"},
        note="Unsure: the controller block is the site's only operator statement; no profession, trade, tax, UID or register printed ('lic. phil.' a degree, template 'wir' boilerplate, script content and logo file name not printed): private; 079 Swiss mobile: phone null",
    ),
    dict(
        conv=1471, id="1471-mixedcase-practice-designation-bag-two-doctors-one-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>LINDENHOFpraxis</strong><br>Gemeinschaftspraxis<br>Berufsausübungsgemeinschaft<br>Dr. Katrin Oswald &amp; Dr. Miriam Thaler</p>
<p>Adresse: Am Lindenhof 19<br>60433 Frankfurt am Main</p>
<p>Telefon: 069 / 52 83 71<br>Fax: 069 / 52 83 72<br>E-Mail: info@lindenhofpraxis-ffm.de</p>
<p>Gesetzliche Berufsbezeichnung: Ärztin (Dr. Katrin Oswald), Ärztin (Dr. Miriam Thaler), verliehen in Deutschland</p>
<p>Zuständige Kammer: Landesärztekammer Hessen, Hanauer Landstraße 152, 60314 Frankfurt am Main<br>
Zuständige KV: Kassenärztliche Vereinigung Hessen, Europa-Allee 90, 60486 Frankfurt am Main</p>
<p>Ärztliche Leistungen sind gemäß § 4 Nr. 14 UStG von der Umsatzsteuer befreit.</p>
<p>Verantwortlich nach § 18 Abs. 2 MStV: Dr. Miriam Thaler</p>"""),
        expect={"name": "LINDENHOFpraxis", "legal_form": None, "representatives": [],
                "address": addr("Am Lindenhof 19", "60433", "Frankfurt am Main", "DE"),
                "phone": "+4969528371", "email": "info@lindenhofpraxis-ffm.de", "vat_id": None},
        note="Unsure: the bold line opening the block is the name, mixed case kept; 'Gemeinschaftspraxis'/'Berufsausübungsgemeinschaft' no form word: null; the two doctors without function not labelled, § 18 line no role; fax not; exemption sentence: VAT null",
    ),
    dict(
        conv=1472, id="1472-designation-above-person-vertreten-two-persons-placeholder-tax",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>SprachRaum<br>Anne-Kathrin Voss<br>Wandsbeker Allee 41<br>22041 Hamburg</p>
<p>Vertreten durch:<br>Anne-Kathrin Voss &amp; Julia Brenninkmeyer</p>
<p>Kontakt: Telefon: 040-27 39 18 46<br>Fax: 040-27 39 18 47<br>E-Mail: logopaedie.voss_AT_gmail_DOT_com</p>
<p>Umsatzsteuer-Identifikationsnummer gemäß §27a Umsatzsteuergesetz: 123456789<br>Wirtschafts-ID: 987654321</p>
<p>Praxis für Logopädie und Ergotherapie</p>"""),
        expect={"name": "SprachRaum", "legal_form": None, "representatives": [],
                "address": addr("Wandsbeker Allee 41", "22041", "Hamburg", "DE"),
                "vat_id": None, "email": "logopaedie.voss@gmail.com", "phone": "+494027391846"},
        note="Unsure: the designation above the person is the name; 'Vertreten durch' two persons: not a sole provider, form null, no representative; counting-digit tax numbers are placeholders; '_AT_'/'_DOT_' resolved; fax not",
    ),
    dict(
        conv=1473, id="1473-person-above-two-dash-wrapped-designations-floor-in-street",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Jonas Färber<br>-Färber Physiotherapie-<br>-Färber Heilpraktiker-</p>
<p>Anschrift und Kontakt: Nürnberger Str. 14, 1. OG, 91052 Erlangen</p>
<p>Tel.: +49 9131 8274615, E-Mail: praxis@faerber-physio.de, Fax: +49 9131 8274616</p>
<p>Berufsbezeichnungen: Physiotherapeut; Heilpraktiker (verliehen in der Bundesrepublik Deutschland)</p>
<p>Befreit von der Umsatzsteuer gemäß § 4 UStG.</p>
<p>Zuständige Aufsichtsbehörden: Regierung von Mittelfranken; Landratsamt Erlangen-Höchstadt</p>
<p>Inhaltlich Verantwortlicher: Jonas Färber</p>"""),
        expect={"name": "Jonas Färber", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Jonas Färber", "role": "owner"}],
                "address": addr("Nürnberger Str. 14, 1. OG", "91052", "Erlangen", "DE"),
                "phone": "+4991318274615", "email": "praxis@faerber-physio.de", "vat_id": None},
        note="Unsure: two dash-wrapped designations, one per profession, neither names the whole provider: the person is the name and owner, Einzelunternehmen; the floor after the house number stays in the street, the line splits at the postal code; fax not; exemption: VAT null; authorities somebody else's",
    ),
    dict(
        conv=1474, id="1474-praxis-fuer-heading-above-person-contact-only-in-sidebar",
        url=IMP,
        html=page("""<div class="content"><h1>Impressum</h1>
<h4>Praxis für Craniosacraltherapie und Akupunktur</h4>
<p>Henrike Wallmichrath<br>Dresdner Strasse 18<br>04425 Taucha<br>Steuernummer: 232/281/04716</p>
<p>Zuständige Verwaltungsbehörde: Gesundheitsamt Nordsachsen</p></div>
<aside class="sidebar"><div class="card"><p><strong>Kontakt:</strong><br>Praxis für Craniosacraltherapie und Akupunktur<br>Henrike Wallmichrath<br>
Dresdner Strasse 18<br>04425 Taucha<br>Telefon: 034298 72914<br>Handy: 0176 28174930<br>Email: kontakt@praxis-wallmichrath.de</p></div></aside>""",
                  title="Impressum – Henrike Wallmichrath, Heilpraktikerin",
                  header='<header><p>Praxis für Craniosacraltherapie und Akupunktur</p><p>Henrike Wallmichrath - Heilpraktikerin</p></header>'),
        expect={"name": "Praxis für Craniosacraltherapie und Akupunktur", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Henrike Wallmichrath", "role": "owner"}],
                "address": addr("Dresdner Strasse 18", "04425", "Taucha", "DE"),
                "phone": "+493429872914", "email": "kontakt@praxis-wallmichrath.de", "vat_id": None},
        note="Unsure: the 'Praxis für …' heading opening the provider block above the person is the name, the person its owner; profession in header and title, tax number and health office: Einzelunternehmen; the sidebar card of the same operator gives landline and mailbox, the Handy not; Steuernummer no VAT",
    ),
]
