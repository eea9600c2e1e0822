# Convention probes, helper K=10: the numbered conventions of the four "Round 31 pages" sections at the end of
# tests/imprint/corpus/REAL.md (1051-1062, 1071-1078, 1091-1104, 1111-1125).
# Written blind from the conventions and CONTRACT section 7 (no parser run, no corpus page read).
# All firms, persons, streets, numbers and mailboxes are invented; mailboxes use made-up .de/.at/.ch
# domains (convention 8 treats example.com-style domains as placeholders, so `.example` is avoided
# wherever the e-mail is part of the expectation); where a convention turns on a free-mail box
# (1093, 1104) an invented local part at such a provider is used. The one-page home page of 1100 is given
# the site's `/index.html` address; the others an imprint path. Convention 1062 decides no value of a page
# (which file of a repository is stored) and is listed in SKIPPED.

from tests.imprint.convention_probes.common import ALL_NULL, IMP, IMP_EN, addr, en, page

CASES = []
SKIPPED = {
    1062: "decides which file of a repository is stored and labelled (the built output, not the source with "
          "template placeholders); a synthetic page is already the served page, so no value of a page turns on it",
}

# ------------------------------------------------------------------------------------------ 1051-1062
CASES += [
    dict(
        conv=1051, id="1051-css-uppercase-designation-above-person",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p class="text-xl uppercase">KS Velo Manufaktur</p>
<p>Kilian Seidenfaden<br>am Mühlanger 7<br>91077 Neunkirchen am Brand</p>
<p>E-Mail: <a href="mailto:Hallo@KS-Velomanufaktur.de">Hallo@KS-Velomanufaktur.de</a></p>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz: PLATZHALTER</p>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>Kilian Seidenfaden<br>am Mühlanger 7<br>91077 Neunkirchen am Brand</p>
<p>Bildnachweis: Fotos von Kilian Seidenfaden</p>""", head="<style>.uppercase{text-transform:uppercase}</style>"),
        expect={"name": "KS Velo Manufaktur", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Kilian Seidenfaden", "role": "owner"}],
                "vat_id": None, "address": addr("am Mühlanger 7", "91077", "Neunkirchen am Brand", "DE"),
                "email": "hallo@ks-velomanufaktur.de", "phone": None},
        note="a class that sets capitals is no printed capital: the designation keeps the source's letters; designation above the person is the name, the person its owner; 'PLATZHALTER' VAT is a placeholder; lower-case 'am' street kept; e-mail lower-cased; § 55 repeat and photo credit no role; no number",
    ),
    dict(
        conv=1052, id="1052-verantwortlich-heading-over-gmbh-only-block",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h3>Verantwortlich für den Inhalt</h3>
<p>Spreebogen Offsetdruck Verwaltung GmbH<br>Greifswalder Str. 88A+90<br>10409 Berlin<br>
Registergericht Amtsgericht Berlin-Charlottenburg<br>Handelsregisternummer: HRB 187342 B<br>
Steuernummer: 37/218/40915<br>Tel.: +49 (0)30 517394-0<br>Fax: +49 (0)30 517394-99<br>
e-post: post@spreebogen-offset.de<br>Geschäftsführerin: Ramona Kielbassa</p>
<h3>Haftungsausschluss</h3>
<p>Der Inhalt dieser Seiten wurde mit größter Sorgfalt erstellt. Für die Richtigkeit übernehmen wir keine Gewähr.</p>"""),
        expect={"name": "Spreebogen Offsetdruck Verwaltung GmbH", "legal_form": "GmbH",
                "register": {"country": "DE", "court": "Charlottenburg", "number": "HRB 187342"},
                "vat_id": None, "address": addr("Greifswalder Str. 88A+90", "10409", "Berlin", "DE"),
                "representatives": [{"name": "Ramona Kielbassa", "role": "managing_director"}],
                "email": "post@spreebogen-offset.de", "phone": "+49305173940"},
        note="the GmbH's only provider block stands under 'Verantwortlich für den Inhalt' and is the provider block; Charlottenburg court, 'B' suffix dropped; Steuernummer no VAT id; 'e-post:' is the e-mail; '(0)' dropped, fax not the phone; street printed with 'A+90' kept",
    ),
    dict(
        conv=1053, id="1053-trade-word-between-two-printings-of-person",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Jens Kowalk<br>Malermeisterbetrieb<br>Jens Kowalk<br>Lindenallee 23<br>04519 Rackwitz</p>
<p>Telefon: +49 (0)34205 41827<br>E-Mail: info(at)maler-kowalke.de</p>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"HousePainter","name":"Malermeisterbetrieb Jens Kowalke","telephone":"+49 34205 41899","email":"kontakt@maler-kowalke.de"}</script>""",
                  title="Impressum – Malermeisterbetrieb Jens Kowalke",
                  header='<header><img src="/logo.svg" alt="Malermeisterbetrieb Jens Kowalke"></header>',
                  footer='<footer><p>© 2025 Malermeisterbetrieb Jens Kowalke · <a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a></p></footer>'),
        expect={"name": "Jens Kowalk", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Jens Kowalk", "role": "owner"}],
                "email": "info@maler-kowalke.de", "phone": "+493420541827"},
        note="a trade word between two printings of the person names the kind of business, no designation: the person as printed is the name (title/logo/footer spelling not), the trade word the business signal, the person the owner; (at) resolved; JSON-LD not used",
    ),
    dict(
        conv=1054, id="1054-master-title-firm-line-above-einzelunternehmen-inhaber",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>Tischlermeister Bernd Auling</strong><br>Einzelunternehmen<br>Inhaber: Bernd Auling<br>
Heerstraße 144<br>53111 Bonn</p>
<p>Mobil: +49 171 6283947<br>E-Mail: werkstatt@tischlerei-auling.de</p>
<p>Umsatzsteuer-ID: DE318472905<br>Steuernummer: 205/5183/2740</p>
<h2>Zuständige Handwerkskammer</h2>
<p>Handwerkskammer zu Köln<br>Heumarkt 12<br>50667 Köln</p>"""),
        expect={"name": "Tischlermeister Bernd Auling", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Bernd Auling", "role": "owner"}],
                "vat_id": "DE318472905", "address": addr("Heerstraße 144", "53111", "Bonn", "DE"),
                "phone": None, "email": "werkstatt@tischlerei-auling.de"},
        note="the bold firm line holding the master title and the person is the trading designation, kept whole; Inhaber is the owner; 'Einzelunternehmen' gives the form; Steuernummer not; the chamber's block is somebody else's; only a mobile number: phone null",
    ),
    dict(
        conv=1055, id="1055-draft-bracketed-todo-rep-form-vat",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 DDG</h2>
<p>Innungsverband des Tischlerhandwerks Sachsen-Anhalt<br>Olvenstedter Straße 41<br>39108 Magdeburg</p>
<p>Vertreten durch: Landesinnungsmeister Uwe Brasche [bitte vertretungsberechtigte Person/en bestätigen bzw. Vorstand ergänzen]</p>
<p>Rechtsform: [Rechtsform ergänzen — z. B. „eingetragener Verein" oder „Körperschaft des öffentlichen Rechts"]</p>
<p>Telefon: 0391 – 62 84 17<br>E-Mail: <a href="mailto:rothenbach@tischler-lsa.de">rothenbach@tischler-lsa.de</a></p>
<p>Umsatzsteuer-Identifikationsnummer: [USt-IdNr. ergänzen, sofern vorhanden]</p>
<h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
<p>Uwe Brasche, Olvenstedter Straße 41, 39108 Magdeburg</p>"""),
        expect={"name": "Innungsverband des Tischlerhandwerks Sachsen-Anhalt", "legal_form": None,
                "vat_id": None, "representatives": [],
                "address": addr("Olvenstedter Straße 41", "39108", "Magdeburg", "DE"),
                "phone": "+49391628417", "email": "rothenbach@tischler-lsa.de"},
        note="bracketed to-do notes: the representative awaits confirmation and is not labelled; the form and VAT notes are placeholders; name, address, landline and the only (staff) mailbox are real values of a partly filled page; § 18 MStV repeat no role",
    ),
    dict(
        conv=1056, id="1056-electrician-gmbh-chamber-line-responsible-repeat",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Elektro Brüggemann GmbH<br>Kölnstraße 212<br>53117 Bonn</p>
<p>Vertreten durch: Serkan Yildirim</p>
<p>Telefon: 0228 3817 2964<br>E-Mail: <a href="mailto:yildirim@elektro-brueggemann.de">yildirim@elektro-brueggemann.de</a></p>
<p>Registergericht: Amtsgericht Bonn<br>Registernummer: HRB 23874</p>
<p>Umsatzsteuer-ID: DE327481956</p>
<p>Elektrofachbetrieb gemäß DGUV Vorschrift 3 / Handwerkskammer zu Köln</p>
<h3>Verantwortlich für den Inhalt</h3>
<p>Serkan Yildirim<br>Elektro Brüggemann GmbH<br>Kölnstraße 212<br>53117 Bonn</p>"""),
        expect={"name": "Elektro Brüggemann GmbH", "legal_form": "GmbH",
                "representatives": [{"name": "Serkan Yildirim", "role": "managing_director"}],
                "register": {"country": "DE", "court": "Bonn", "number": "HRB 23874"},
                "vat_id": "DE327481956", "email": "yildirim@elektro-brueggemann.de", "phone": "+4922838172964"},
        note="'Vertreten durch' one person of a GmbH is managing_director; the later responsible block adds no role; the DGUV/chamber line is no register; the mailbox on the managing director's surname counts",
    ),
    dict(
        conv=1057, id="1057-ug-form-word-mixed-case",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Nordlicht Datenwerk Ug (haftungsbeschränkt)<br>Holm 18<br>24937 Flensburg</p>
<p>Geschäftsführer: Jannik Petersen-Loh</p>
<p>E-Mail: kontakt@nordlicht-datenwerk.de</p>"""),
        expect={"name": "Nordlicht Datenwerk Ug (haftungsbeschränkt)", "legal_form": "UG",
                "representatives": [{"name": "Jannik Petersen-Loh", "role": "managing_director"}]},
        note="the form word printed in mixed case: the name stays as printed, the form is read regardless of case (UG); Geschäftsführer is managing_director",
    ),
    dict(
        conv=1058, id="1058-court-suffix-glued-to-hrb-number",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Förde Systemhaus GmbH<br>Schauenburgerstraße 36<br>24105 Kiel</p>
<p>Geschäftsführer: Malte Iversen</p>
<p>Amtsgericht Kiel HRB 23817KI</p>
<p>USt-IdNr: DE348172093<br>Steuernummer: 20 293 81745</p>
<p>E-Mail: info@foerde-systemhaus.de</p>"""),
        expect={"name": "Förde Systemhaus GmbH", "legal_form": "GmbH",
                "register": {"country": "DE", "court": "Kiel", "number": "HRB 23817"},
                "vat_id": "DE348172093", "phone": None},
        note="a court suffix glued to the number is dropped as when spaced; the USt-IdNr is the VAT id, the Steuernummer not; no number printed",
    ),
    dict(
        conv=1059, id="1059-trade-only-in-layout-section-above-imprint",
        url=IMP,
        html=page("""<section class="page-description"><p>Imbiss &amp; Grillhaus</p>
<p>am Marktplatz 4 &middot; 49733 Haren (Ems)</p></section>
<h1>Impressum</h1>
<p>Murat Demirel<br>Marktplatz 4<br>49733 Haren</p>
<p>Telefon: 05932 / 73418<br>E-Mail: murat.demirel.haren@gmail.com</p>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>Kuhlmann, Stefan<br>Wesuweer Straße 19<br>49733 Haren</p>""", title="Impressum"),
        expect={"name": "Murat Demirel", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Murat Demirel", "role": "owner"}],
                "address": addr("Marktplatz 4", "49733", "Haren", "DE"), "phone": "+49593273418"},
        note="the trade statement printed in a layout section above the imprint is the business signal (sole trader, person the owner) but not the name; the provider block's 'Haren' is the city, not 'Haren (Ems)'; the § 55 person with another address is no rep and not the address",
    ),
    dict(
        conv=1060, id="1060-craft-bold-designation-above-inhaber",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>Wegener Bad &amp; Heizung</strong><br>Inhaber: Hans-Peter Wegener<br>Rheydter Straße 233<br>41065 Mönchengladbach</p>
<p>Meisterbetrieb für Sanitär-, Heizungs- und Lüftungstechnik</p>
<p>Telefon: 02161 482 9375<br>E-Mail: info@wegener-bad-heizung.de</p>
<p>Eingetragen in die Handwerksrolle der Handwerkskammer Düsseldorf, Georg-Schulhoff-Platz 1, 40221 Düsseldorf</p>""",
                  footer='<footer><p>© 2025 Wegener Bad &amp; Heizung · <a href="/impressum/">Impressum</a></p><p><a href="https://pixelhafen-agentur.invalid/">Webdesign by Pixelhafen Agentur GmbH</a></p></footer>'),
        expect={"name": "Wegener Bad & Heizung", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Hans-Peter Wegener", "role": "owner"}],
                "address": addr("Rheydter Straße 233", "41065", "Mönchengladbach", "DE"),
                "phone": "+4921614829375"},
        note="the bold craft designation above 'Inhaber:' is the name, the Inhaber the owner, sole trader; the chamber's address is somebody else's; the agency badge is no part of the record",
    ),
    dict(
        conv=1061, id="1061-town-with-district-after-slash",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Holzbau &amp; Bedachung Rimkus GmbH<br>Bookholzberger Straße 58<br>27777 Ganderkesee / Bookholzberg</p>
<p>Vertreten durch den Geschäftsführer: Torben Rimkus</p>
<p>Telefon: 04222 718 250<br>Mobil: 0160 9273814<br>Fax: 04222 718 259<br>E-Mail: info@rimkus-holzbau.de</p>
<p>Amtsgericht Oldenburg HRB 219384<br>USt-IdNr.: DE 318274659</p>
<h2>Verantwortlich nach § 18 Abs. 2 MStV</h2>
<p>Torben Rimkus, Bookholzberger Straße 58, 27777 Ganderkesee</p>""",
                  footer='<footer><p>Schlüsselfertig bauen mit Torben Rimkus: <a href="https://rimkus-bau.invalid/">Bauunternehmen Rimkus GmbH</a></p><p><a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Holzbau & Bedachung Rimkus GmbH", "legal_form": "GmbH",
                "address": addr("Bookholzberger Straße 58", "27777", "Ganderkesee / Bookholzberg", "DE"),
                "representatives": [{"name": "Torben Rimkus", "role": "managing_director"}],
                "vat_id": "DE318274659", "phone": "+494222718250"},
        note="the provider block's town with its district after a slash is the city as printed (the § 18 block's shorter printing not); spaced VAT id joined; the landline is the phone, mobile and fax not; the footer's sister company adds nothing",
    ),
]

# ------------------------------------------------------------------------------------------ 1071-1078
CASES += [
    dict(
        conv=1071, id="1071-at-blog-medieninhaber-bracketed-address",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Medieninhaber und Herausgeber</h2>
<p>Lukas Pernegger<br>[Straße und Hausnummer]<br>[PLZ Ort], Österreich</p>
<p>E-Mail: <a href="mailto:lukas@pernegger-notizen.at">lukas@pernegger-notizen.at</a></p>
<!-- TODO: Adresse vor dem Livegang eintragen, UID falls Gewerbe -->
<h2>Blattlinie</h2>
<p>Privater Blog über Bergtouren und Fotografie. Es wird keine gewerbliche Tätigkeit ausgeübt.</p>"""),
        expect={"name": "Lukas Pernegger", "legal_form": None, "representatives": [], "address": None,
                "email": "lukas@pernegger-notizen.at"},
        note="bracketed street and postal lines are placeholders (a country alone is no address); the page states no business: private person's page; the comment is not on the page; the mailbox is the contact",
    ),
    dict(
        conv=1072, id="1072-student-group-mailbox-above-name-website-contact",
        url=IMP,
        html=page("""<h1 id="impressum"></h1>
<p><a href="mailto:&#105;&#110;&#102;&#111;&#64;&#102;&#110;&#99;&#45;&#107;&#97;&#46;&#100;&#101;">&#105;&#110;&#102;&#111;&#64;&#102;&#110;&#99;&#45;&#107;&#97;&#46;&#100;&#101;</a><br>
Hochschulgruppe Forschungsnacht Campus Süd<br>Engesserstraße 5<br>76131 Karlsruhe</p>
<p>Ansprechpartner Website: Tobias Rehlinger</p>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Event","name":"Forschungsnacht 2025","organizer":{"@type":"Organization","name":"Hochschulgruppe Forschungsnacht Campus Süd"}}</script>
<script>document.getElementById("impressum").textContent = "Impressum";</script>""", title="Forschungsnacht Campus Süd"),
        expect={"name": "Hochschulgruppe Forschungsnacht Campus Süd", "legal_form": None, "representatives": [],
                "address": addr("Engesserstraße 5", "76131", "Karlsruhe", "DE"), "email": "info@fnc-ka.de"},
        note="the only operator block under an empty (script-filled) heading on an imprint path; the group is the name, no form word, no reps; the website contact person is no rep; the mailbox written as character references is decoded; JSON-LD organizer adds nothing",
    ),
    dict(
        conv=1073, id="1073-private-microdata-encoded-phone-fax-itemprop",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<div itemscope itemtype="https://schema.org/Person">
<p><span itemprop="name">Friederike Amsel</span><br>
<span itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">Westendstraße 118</span><br>
<span itemprop="postalCode">80339</span> <span itemprop="addressLocality">München</span></span></p>
<p>Telefon: <span itemprop="telephone">&#48;&#56;&#57;&#32;&#53;&#51;&#48;&#56;&#49;&#55;&#50;&#54;&#52;</span><br>
Telefax: <span itemprop="telephone">&#48;&#56;&#57;&#32;&#53;&#51;&#48;&#56;&#49;&#55;&#50;&#54;&#53;</span><br>
E-Mail: <span itemprop="email">post@friederike-amsel.de</span></p>
</div>
<h3>Verbraucherstreitbeilegung</h3>
<p>Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>
<h3>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h3>
<p>Friederike Amsel, Westendstraße 118, 80339 München</p>"""),
        expect={"name": "Friederike Amsel", "legal_form": None, "representatives": [],
                "phone": "+4989530817264"},
        note="a § 5 TMG heading over a person with only address and contact is a private page; the number written as character references is the landline; the Telefax span marked itemprop=telephone is still the fax; § 55 repeat no role",
    ),
    dict(
        conv=1074, id="1074-foundation-vertretung-chair-private-address",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Stiftung</h2>
<p>Name der Stiftung: Hermann-Kessler-Stiftung</p>
<h3>Anschrift</h3>
<p>Kirchplatz 6<br>72070 Tübingen</p>
<p>E-Mail: info@kessler-stiftung.de</p>
<h3>Vertretung</h3>
<p>Vorstandsvorsitzender: Dr. Ulrich Kessler<br>Am Sonnenhang 14<br>72108 Rottenburg am Neckar</p>
<p>Keine USt-IdNr. vorhanden</p>
<h3>Verantwortlich nach § 18 Abs. 2 MStV</h3>
<p>Dr. Ulrich Kessler, Am Sonnenhang 14, 72108 Rottenburg am Neckar</p>""", title="Hermann Kessler Stiftung – Impressum"),
        expect={"name": "Hermann-Kessler-Stiftung", "legal_form": None,
                "representatives": [{"name": "Ulrich Kessler", "role": "chair_of_board"}],
                "address": addr("Kirchplatz 6", "72070", "Tübingen", "DE"), "vat_id": None, "phone": None},
        note="the foundation's name as printed under 'Name der Stiftung' (title spelling yields); no form code for a German foundation; Vorstandsvorsitzender is chair_of_board, title dropped; his private address in the Vertretung block is his, the foundation's is under 'Anschrift'; 'Keine USt-IdNr.' gives null",
    ),
    dict(
        conv=1075, id="1075-at-gmbh-real-firm-placeholder-seat-fn-uid-phone",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Informationspflicht laut § 5 ECG und Offenlegungspflicht laut § 25 MedienG</p>
<p>Bergwerk Logistiksoftware GmbH<br>Musterstraße 12<br>1010 Wien<br>Österreich</p>
<p>Geschäftsführer: Tadej Kranjc</p>
<p>Firmenbuchnummer: FN 123456x<br>Firmenbuchgericht: Handelsgericht Wien<br>UID-Nummer: ATU12345678</p>
<p>Tel.: +43 123 12233445/678<br>E-Mail: <a href="mailto:office@bergwerk-logistik.at">office@bergwerk-logistik.at</a></p>
<p>Aufsichtsbehörde/Gewerbebehörde: Magistratisches Bezirksamt des I. Bezirks, Wipplingerstraße 8, 1010 Wien</p>"""),
        expect={"name": "Bergwerk Logistiksoftware GmbH", "legal_form": "GmbH",
                "representatives": [{"name": "Tadej Kranjc", "role": "managing_director"}],
                "email": "office@bergwerk-logistik.at", "address": None, "register": None, "vat_id": None,
                "phone": None},
        note="each field on its own: real firm, director and mailbox kept; 'Musterstraße' seat, 'FN 123456x', 'ATU12345678' and the '+43 123 …' number are placeholders; the trade authority's address is not the operator's",
    ),
    dict(
        conv=1076, id="1076-markdown-link-tag-printed-as-text",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Kontaktadresse</h2>
<p>Reto Bühlmann<br>Mattenweg 14<br>3012 Bern<br>Schweiz</p>
<p>&lt;a href=&quot;mailto:hallo@quokka-cms.ch&quot; &quot;title=&quot;E-Mail&quot;&gt;hallo@quokka-cms.ch</a></p>
<p>Telefon: 079 418 27 63</p>
<p>Diese Website läuft mit Quokka, dem Flat-File-CMS.</p>""", title="Impressum – Quokka"),
        expect={"name": "Reto Bühlmann", "legal_form": None, "representatives": [],
                "email": "hallo@quokka-cms.ch", "phone": None},
        note="a link tag the Markdown renderer printed as text: the printed address is the mailbox; 'Quokka' is the site's software, no designation: private page; the 079 number is mobile",
    ),
    dict(
        conv=1077, id="1077-ch-campaign-pre-block-obfuscated-mail",
        url=IMP,
        html=page("""<h1>Nein zur Netzsperre – Impressum</h1>
<pre>Kontaktdaten</br>Beat Zollinger</br>Dorfstrasse 212</br>8494 Bauma</br></pre>
<p>E-Mail: beat <i>(at)</i> netzfreiheit-jetzt.ch<br>Twitter: @netzfreiheit_ch</p>
<p>Volksabstimmung vom 22. September: Nein zum Netzsperren-Gesetz! Verantwortlich gemäss Art. 322 StGB.</p>""",
                  title="Nein zur Netzsperre",
                  footer='<footer><p>Erstellt mit CampaignKit von Webatelier Sturzenegger AG</p></footer>'),
        expect={"name": "Beat Zollinger", "legal_form": None, "representatives": [],
                "address": addr("Dorfstrasse 212", "8494", "Bauma", "CH"), "email": "beat@netzfreiheit-jetzt.ch"},
        note="a political campaign is no business signal: private page; '(at)' wrapped in <i> resolves; Twitter handle and generator credit add nothing; country CH from the Swiss context",
    ),
    dict(
        conv=1078, id="1078-ch-person-designation-only-logo-alt",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<div class="imprint"><img src="" alt="Logo Kräuterwerkstatt">
<p>Lea Brunold<br>Gartenstrasse 9<br>7000 Chur<br>
<a href="mailto:lea@kraeuterwerkstatt-chur.ch">lea@kraeuterwerkstatt-chur.ch</a><br>079 512 84 36</p></div>
<p>Logo: Nino Brunold, Studio Kante<br>Webseite: Flurin Casutt<br>Illustrationen: Lea Brunold</p>
<p>Bankverbindung: Graubündner Kantonalbank, IBAN CH48 0077 4010 2837 4619 0</p>"""),
        expect={"name": "Lea Brunold", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Lea Brunold", "role": "owner"}], "phone": None},
        note="the logo's alt text (shown, src empty) is the business signal: sole trader, the person the name and owner; the 079 number is mobile; credits and bank lines are no reps or operator data",
    ),
]

# ------------------------------------------------------------------------------------------ 1091-1104
CASES += [
    dict(
        conv=1091, id="1091-profession-and-degree-lines-below-bold-person",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p><strong>Natalia Gromowa</strong><br>Dolmetscherin für die ukrainische Sprache<br>Dipl.-Slawistin<br>
Bahnhofstraße 31<br>34117 Kassel<br>Deutschland</p>
<p>Mobil: 0175 3829174<br>E-Mail: <a href="mailto:kontakt@gromowa-dolmetscht.de">kontakt@gromowa-dolmetscht.de</a></p>
<p>Berufsbezeichnung: Staatlich geprüfte und allgemein beeidigte Dolmetscherin für die Gerichte und Behörden</p>
<p>Mitglied im Bundesverband der Dolmetscher und Übersetzer e.V. (BDÜ)</p>"""),
        expect={"name": "Natalia Gromowa", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Natalia Gromowa", "role": "owner"}],
                "address": addr("Bahnhofstraße 31", "34117", "Kassel", "DE"), "register": None, "phone": None},
        note="the profession line describes the activity (no designation), the degree is no part of the name; the person is the name and owner, the profession the business signal; 'Deutschland' dropped; only a mobile; the BDÜ membership is no register or rep",
    ),
    dict(
        conv=1092, id="1092-two-physios-under-mdstv-heading-placeholder-register",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Inhaltlich Verantwortlicher (gemäß § 6 MDStV)</h2>
<p>Jakob Brandt, Bachelor Physiotherapie, Manualtherapeut<br>Chidi Okafor, Physiotherapeut, Osteopath<br>
Brandt &amp; Okafor Physio<br>Marktplatz 9<br>41836 Hückelhoven</p>
<p>Telefon: +49 (0) 2433 8 417 362<br>Telefax: +49 (0) 2433 8 417 363<br>E-Mail: praxis@brandt-okafor-physio.de</p>
<p>Handwerksregister: HRB 999999<br>Registergericht: Amtsgericht Musterstadt<br>Umsatzsteuer-ID: DE999999999</p>
<h3>Zuständige Aufsichtsbehörde</h3>
<p>Gesundheitsamt Kreis Heinsberg, Valkenburger Straße 45, 52525 Heinsberg</p>
<p>Zuständige Kammer: Musterkammer, Musterstraße 1, 12345 Musterstadt</p>"""),
        expect={"name": "Brandt & Okafor Physio", "legal_form": None, "representatives": [],
                "register": None, "vat_id": None, "address": addr("Marktplatz 9", "41836", "Hückelhoven", "DE"),
                "phone": "+4924338417362"},
        note="the only name-and-address block under an old-provision content heading is the provider block; the designation is the name; two persons without form word: form null, neither labelled; the generator's HRB 999999 / Musterstadt / DE999999999 are placeholders; authority and chamber somebody else's; fax not",
    ),
    dict(
        conv=1093, id="1093-private-at-dot-email",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Marleen Voßkuhl<br>Hohe Straße 47<br>01069 Dresden</p>
<p>Kontakt:<br>Telefon: 01578 2936471<br>E-Mail: marleen.vosskuhl at outlook dot de</p>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>Marleen Voßkuhl, Hohe Straße 47, 01069 Dresden</p>"""),
        expect={"name": "Marleen Voßkuhl", "legal_form": None, "representatives": [],
                "email": "marleen.vosskuhl@outlook.de", "phone": None},
        note="'at … dot' resolves like '(at)' and '[dot]'; no profession, designation or tax number: private page; § 55 repeat no role; 01578 is mobile",
    ),
    dict(
        conv=1094, id="1094-en-academic-at-institute-line",
        url=IMP_EN,
        html=en("""<h1>Imprint</h1>
<p>Henrik Solberg<br>at Leibniz-Institut for Coastal Mathematics<br>Wissenschaftspark 3<br>24118 Kiel<br>Germany</p>
<p>Email: <a href="mailto:solberg@lkm-kiel.de">solberg@lkm-kiel.de</a></p>
<p>This is my personal academic homepage with my papers, talks and teaching material.</p>""",
                title="Henrik Solberg – Imprint"),
        expect={"name": "Henrik Solberg", "legal_form": None, "representatives": [],
                "address": addr("Wissenschaftspark 3", "24118", "Kiel", "DE"), "email": "solberg@lkm-kiel.de"},
        note="the 'at <institute>' line between name and street names the workplace, dropped like a c/o line; the institute's street and mailbox are the printed contact data; no business signal: private page",
    ),
    dict(
        conv=1095, id="1095-private-text-agency-credit",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Johanna Brettschneider<br>Wilhelmshöher Allee 96<br>34119 Kassel</p>
<p>Telefon: +49 179 4827316<br>E-Mail: hallo@johanna-brettschneider.de</p>
<p>Redaktionell verantwortlich: Johanna Brettschneider</p>
<p>Konzeption und Text: Wortwerkstatt. Büro für Sprache.<br>Fotos: Ina Hollenbach</p>"""),
        expect={"name": "Johanna Brettschneider", "legal_form": None, "representatives": [], "phone": None},
        note="a text agency's credit names somebody else and is no designation of the person: private page; the editorial repeat adds no role; +49 179 is mobile",
    ),
    dict(
        conv=1096, id="1096-escaped-backslashes-at-line-ends",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Geschäftsführerin, Medieninhaberin und Herausgeberin:</p>
<p>Aiko Tanabe \\
Lotte-Branz-Str. 7 \\
80939 München</p>
<p>E-Mail: <img src="/img/mail.png" alt=""></p>
<p>Telefon: +49 15162734918</p>"""),
        expect={"name": "Aiko Tanabe", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Aiko Tanabe", "role": "managing_director"}],
                "address": addr("Lotte-Branz-Str. 7", "80939", "München", "DE"), "email": None, "phone": None},
        note="a printed backslash at a line end is markup debris, no part of name or street; the combined Geschäftsführerin/Medieninhaberin heading over one person: the person is the name, managing_director, sole trader; e-mail only an image; +49 151 mobile",
    ),
    dict(
        conv=1097, id="1097-inhaber-person-designation-only-in-footer",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 DDG</h2>
<p>Inhaber:<br>Ole-Kristian Brandt<br>Am Hafen 4<br>17192 Waren (Müritz)</p>
<p>Telefon: 039926 41927<br>E-Mail: ole@brandtwerk-design.de</p>""",
                  title="Ole-Kristian Brandt – Impressum",
                  head='<meta name="description" content="Brandtwerk Design – Webdesign und Fotografie an der Müritz">',
                  footer='<footer><p>© 2026 Brandtwerk Design · Ole-Kristian Brandt · <a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Ole-Kristian Brandt", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Ole-Kristian Brandt", "role": "owner"}], "phone": "+493992641927"},
        note="'Inhaber:' over the person makes him the owner; the designation only in footer and meta description does not become the name; landline",
    ),
    dict(
        conv=1098, id="1098-at-doctor-all-liquid-variables",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Dienstanbieter und Medieninhaber</h2>
<p>{{ site.data.global.contact.name }}<br>{{ site.data.global.contact.street }}<br>
{{ site.data.global.contact.zip }} {{ site.data.global.contact.city }}<br>{{ site.data.global.contact.country }}</p>
<p>UID: {{ site.data.global.contact.uid }}<br>Tel: {{ site.data.global.contact.phone | tel_link }}</p>
<h2>Zuständige Ärztekammer</h2>
<p>{{ "Ärztekammer Steiermark" | link: site.data.global.chamber_url }}</p>
<p>Berufsbezeichnung: {{ "Ärztin (verliehen in Österreich)" | markdownify }}</p>
<h2>Konzept, ScreenDesign, Inhalte</h2>
<p>{{ "Studio Pfeiffer-Lenz" | link: "https://pfeiffer-lenz.invalid" }}</p>""", title="Impressum"),
        expect=ALL_NULL,
        note="every operator field is an unrendered Liquid variable: no value; the chamber is somebody else, the designer a credit: an empty record",
    ),
    dict(
        conv=1099, id="1099-firma-label-practice-two-doctors",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Firma:<br>Praxis am Schlossberg<br>Dr. med. Reinhard Kolb<br>kandidat medizinskich nauk/VAK Charkiw Oleksandr Martschenko<br>
Schlossbergstraße 12<br>61169 Friedberg</p>
<p>FON 06032 7419-0<br>FAX 06032 7419-29<br>E-Mail: team(at)praxis-schlossberg-friedberg.de</p>
<p>Umsatzsteuer: nicht umsatzsteuerpflichtig</p>
<p>Zuständige Kassenärztliche Vereinigung: KV Hessen, Europa-Allee 90, 60486 Frankfurt<br>
Zuständige Kammer: Landesärztekammer Hessen, Hanauer Landstraße 152, 60314 Frankfurt</p>"""),
        expect={"name": "Praxis am Schlossberg", "legal_form": None, "representatives": [],
                "address": addr("Schlossbergstraße 12", "61169", "Friedberg", "DE"),
                "phone": "+49603274190", "email": "team@praxis-schlossberg-friedberg.de", "vat_id": None},
        note="'Firma:' is a label; the practice line is the name; two doctors without form word: group practice, form null, doctors not labelled; FON is the phone, not FAX; (at) resolved; 'nicht umsatzsteuerpflichtig' gives null; KV and chamber somebody else's",
    ),
    dict(
        conv=1100, id="1100-ch-one-page-home-kontakt-no-imprint",
        url="https://site.invalid/index.html",
        html=page("""<section id="start"><h1>Mira Kovačević,<br>Praxis für Psychotherapie, Coaching und Neuropsychologie</h1></section>
<section id="ueber-mich"><h2>Über mich</h2>
<p>Dr. phil. Mira Kovačević<br>Eidgenössisch anerkannte Psychotherapeutin</p></section>
<section id="kontakt"><h2>Kontakt</h2>
<p><a href="mailto:praxis@kovacevic-psychotherapie.ch">praxis@kovacevic-psychotherapie.ch</a></p>
<p>Seefeldstrasse 87<br>8008 Zürich<br>Schweiz</p></section>""",
                  title="Mira Kovačević – Psychotherapie Zürich",
                  nav='<nav><a href="#start">Start</a> <a href="#ueber-mich">Über mich</a> <a href="#kontakt">Kontakt</a></nav>',
                  footer='<footer><p>© 2025 Mira Kovačević</p></footer>'),
        expect=ALL_NULL,
        note="a one-page home page with only a contact section, no imprint and no imprint link, on an address that names no imprint: the home page's contact data, an empty record",
    ),
    dict(
        conv=1101, id="1101-transliterated-umlauts-soft-breaks-private",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Angaben gemaess ss 5 TMG</p>
<p>Joerg Haeussler
Gruener Weg 14
97070 Wuerzburg</p>
<p>E-Mail: joerg@haeussler-notizen.de</p>
<h2>Verantwortlich nach ss 18 Abs. 2 MStV</h2>
<p>Joerg Haeussler, Gruener Weg 14, 97070 Wuerzburg</p>"""),
        expect={"name": "Joerg Haeussler", "legal_form": None, "representatives": [],
                "address": addr("Gruener Weg 14", "97070", "Wuerzburg", "DE")},
        note="transliterated umlauts stay as printed in street and city; lines joined by soft breaks are read as the source's separate lines; no business signal: private page; § 18 repeat no role",
    ),
    dict(
        conv=1102, id="1102-gmbh-firm-half-bold-district-in-parentheses",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><strong>Prolab-Analytik </strong> GmbH<br>Borsigstraße 21<br>65205 Wiesbaden (Nordenstadt)</p>
<p>Geschäftsführer: Dr. Henrike Voigtländer, Dr. Matthias Ebersbach</p>
<p>Amtsgericht Wiesbaden HRB 29871<br>USt.-ID: DE 274815396</p>
<p>Tel.: +49-611-738 4120<br>Fax: +49-611-738 4129</p>
<p>Webdesign: Medienbüro Kaltwasser, <a href="mailto:info@medienbuero-kaltwasser.de">info@medienbuero-kaltwasser.de</a></p>"""),
        expect={"name": "Prolab-Analytik GmbH", "legal_form": "GmbH",
                "address": addr("Borsigstraße 21", "65205", "Wiesbaden (Nordenstadt)", "DE"),
                "representatives": [{"name": "Henrike Voigtländer", "role": "managing_director"},
                                    {"name": "Matthias Ebersbach", "role": "managing_director"}],
                "register": {"country": "DE", "court": "Wiesbaden", "number": "HRB 29871"},
                "vat_id": "DE274815396", "phone": "+496117384120", "email": None},
        note="a half-bold firm: the name with its form word, white space collapsed; the district in parentheses stays in the city; two managing directors without titles; spaced VAT id joined; fax not; the web designer's mailbox is somebody else's: e-mail null",
    ),
    dict(
        conv=1103, id="1103-private-page-own-name-domain-germany-line",
        url="https://jorinde-haberland.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Jorinde Haberland<br>Grünberger Straße 62<br>10245 Berlin<br>Germany</p>
<p>Telefon: +49 30 71824395<br>E-Mail: <a href="mailto:post@jorinde-haberland.de">post@jorinde-haberland.de</a></p>"""),
        expect={"name": "Jorinde Haberland", "legal_form": None, "representatives": [],
                "address": addr("Grünberger Straße 62", "10245", "Berlin", "DE"), "phone": "+493071824395"},
        note="a site (and repository) named like a project and a domain on her own name are no business signal: private page; 'Germany' after the postal line dropped; Berlin landline",
    ),
    dict(
        conv=1104, id="1104-betreiber-private-academic-footer-jsonld-mailbox",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Betreiber</h2>
<p>Lasse Friedhoff<br>Pontstraße 104<br>52062 Aachen</p>
<p>E-Mail: lasse.friedhoff98@outlook.de<br>Telefon: +49 (0) 15225 384917</p>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Person","name":"Lasse Friedhoff","jobTitle":"Doctoral Researcher in Applied Analysis","email":"friedhoff@lehrstuhl-analysis-aachen.de"}</script>""",
                  title="Lasse Friedhoff",
                  footer='<footer><p>© 2025 Lasse Friedhoff · <a href="mailto:friedhoff@lehrstuhl-analysis-aachen.de">friedhoff@lehrstuhl-analysis-aachen.de</a> · <a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Lasse Friedhoff", "legal_form": None, "representatives": [],
                "email": "lasse.friedhoff98@outlook.de", "phone": None},
        note="the imprint block's mailbox wins over the footer link and the JSON-LD address; the JSON-LD job title is no printed text and an employment no business signal: private page; +49 152 mobile",
    ),
]

# ------------------------------------------------------------------------------------------ 1111-1125
CASES += [
    dict(
        conv=1111, id="1111-email-only-in-data-attribute-pipe-register",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Adresse des Vereins &amp; Kinderhauses</h2>
<p>Kinderhaus Wurzelwerk e.V.<br>Hinter der Mauer 11<br>26122 Oldenburg</p>
<p>E-Mail: <span data-schema="mailto" data-address="post@kinderhaus-wurzelwerk.de"></span></p>
<p>Registernummer | VR5127<br>Registergericht | Amtsgericht Oldenburg</p>
<h2>Vorstand</h2>
<p>Svenja Mahlstedt (1. Vorsitzende)<br>Imke Dierks (2. Vorsitzende)</p>
<script src="/js/ol.js"></script>"""),
        expect={"name": "Kinderhaus Wurzelwerk e.V.", "legal_form": "e.V.", "email": None,
                "register": {"country": "DE", "court": "Oldenburg", "number": "VR 5127"},
                "address": addr("Hinter der Mauer 11", "26122", "Oldenburg", "DE"),
                "representatives": [{"name": "Svenja Mahlstedt", "role": "chair_of_board"},
                                    {"name": "Imke Dierks", "role": "board_member"}]},
        note="an address held only in an empty element's data attribute is not printed: e-mail null; pipe lines (no table) give the register, 'VR' spaced; '1. Vorsitzende' chair, '2. Vorsitzende' board member; the heading over the club's block makes it the provider block",
    ),
    dict(
        conv=1112, id="1112-ev-vertreten-durch-three-officers-liquid-email",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Schachfreunde Eulenturm e.V. vertreten durch:</p>
<ul><li>1. Vorsitzende: Katrin Pohlmeier</li><li>2. Vorsitzender: Armin Tegeler</li><li>Kassenwart: Dominik Hasselkamp</li></ul>
<p>Kontakt: {{ site.email }}</p>
<p>&#8205;Postanschrift&#8205;:<br>Schachfreunde Eulenturm e.V.<br>Bergstr.
27b<br>33602 Bielefeld</p>"""),
        expect={"name": "Schachfreunde Eulenturm e.V.", "legal_form": "e.V.", "email": None, "register": None,
                "address": addr("Bergstr. 27b", "33602", "Bielefeld", "DE"),
                "representatives": [{"name": "Katrin Pohlmeier", "role": "chair_of_board"},
                                    {"name": "Armin Tegeler", "role": "board_member"},
                                    {"name": "Dominik Hasselkamp", "role": "board_member"}]},
        note="'X e.V. vertreten durch:' over three officers: 1. Vorsitzende chair, 2. Vorsitzender and Kassenwart board members; a printed Liquid tag is no e-mail; the Postanschrift block names the club: the establishment; street and number on two source lines joined by a space; zero-width joiners are no text; no register",
    ),
    dict(
        conv=1113, id="1113-code-block-person-venue-zhd-lines",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<pre><code>Lennart Fiebig
Soziales Zentrum Bochum
z.Hd. Klimagerechtigkeit Jetzt
Rottstraße 31
44793 Bochum
Mail: info@klimawoche-ruhrtal.de
</code></pre>"""),
        expect={"name": "Lennart Fiebig", "legal_form": None, "representatives": [],
                "address": addr("Rottstraße 31", "44793", "Bochum", "DE"), "email": "info@klimawoche-ruhrtal.de"},
        note="the block's first line, a person, is the provider; the event's name only in the mailbox domain is no signal: private page; the venue line and the 'z.Hd.' line are delivery parts, dropped; the code block is printed text; the mailbox is the contact",
    ),
    dict(
        conv=1114, id="1114-anbieter-initiative-person-without-function",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Anbieter:<br>Initiative Bürgerwind Gadebusch<br>Hartmut Rieck<br>Dorfstr. 14b<br>19205 Gadebusch</p>
<p>Kontakt: <a href="mailto:mitmachen@buergerwind-gadebusch.de">mitmachen@buergerwind-gadebusch.de</a></p>"""),
        expect={"name": "Initiative Bürgerwind Gadebusch", "legal_form": None, "representatives": [],
                "address": addr("Dorfstr. 14b", "19205", "Gadebusch", "DE"),
                "email": "mitmachen@buergerwind-gadebusch.de"},
        note="the initiative named first under 'Anbieter:' is the provider and the name; no form word; a person line without function or 'vertreten durch' is no rep; street and mailbox are the initiative's",
    ),
    dict(
        conv=1115, id="1115-heading-without-form-postal-line-doppelspitze",
        url=IMP,
        html=page("""<h1>Ringwerk Leipzig</h1>
<p>Post: Ringwerk Leipzig e.V., Karl-Heine-Str. 71, 04229 Leipzig</p>
<p>Vorstand:<br>Milena Grabowski &amp; Jonas Ferhat Ullrich (Doppelspitze)<br>Tilo Brückner (Kassenwart)</p>
<p>Telefon: 0163 4827193</p>""", title="Impressum – Ringwerk Leipzig"),
        expect={"name": "Ringwerk Leipzig e.V.", "legal_form": "e.V.",
                "address": addr("Karl-Heine-Str. 71", "04229", "Leipzig", "DE"),
                "representatives": [{"name": "Milena Grabowski", "role": "chair_of_board"},
                                    {"name": "Jonas Ferhat Ullrich", "role": "chair_of_board"},
                                    {"name": "Tilo Brückner", "role": "board_member"}],
                "phone": None},
        note="the fuller printing with the form word in the postal line is the name; the postal line split at the postal code; a 'Doppelspitze' names two co-chairs; Kassenwart board member; 0163 mobile",
    ),
    dict(
        conv=1116, id="1116-domain-line-above-club-bereitgestellt-sentence",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>FFSP.de wird vom Verein zur Förderung offener Funknetze Südpfalz e.V. bereitgestellt](https://ffsp.invalid/verein).</p>
<h2>Angaben gemäß § 5 DDG</h2>
<p>ffsp.de<br>Verein zur Förderung offener Funknetze Südpfalz e.V.<br>Ringstr. 9<br>76829 Landau in der Pfalz</p>
<p>Vorsitzender: Fabian Heckmann, Landau<br>stellv. Vorsitzende: Nadine Scholler, Speyer<br>Schatzmeister: Ralf Gutting, Germersheim</p>
<p>Registergericht: Amtsgericht Landau in der Pfalz<br>Registernummer: VR 40312</p>"""),
        expect={"name": "Verein zur Förderung offener Funknetze Südpfalz e.V.", "legal_form": "e.V.",
                "address": addr("Ringstr. 9", "76829", "Landau in der Pfalz", "DE"),
                "register": {"country": "DE", "court": "Landau in der Pfalz", "number": "VR 40312"},
                "representatives": [{"name": "Fabian Heckmann", "role": "chair_of_board"},
                                    {"name": "Nadine Scholler", "role": "board_member"},
                                    {"name": "Ralf Gutting", "role": "board_member"}],
                "email": None, "phone": None},
        note="the club the sentence names as providing the site is the operator; the domain line above it is the site's name, not the operator's; Vorsitzender without ordinal chair, stellv. Vorsitzende and Schatzmeister board members; the towns after the names are residences; stray link debris holds no value",
    ),
    dict(
        conv=1117, id="1117-projekt-des-ev-register-number-without-kind",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Funkwerk ist ein Projekt des Hackerspace Marburg e.V., der im Vereinsregister des Amtsgerichts Marburg unter der Vereinregisternummer 5128 eingetragen ist.</p>
<h2>Postanschrift</h2>
<p>Hackerspace Marburg e.V.\\<br>
Ketzerbach 21\\<br>
35037 Marburg</p>
<p>E-Mail: <a href="mailto:info@hackerspace-marburg.de">info@hackerspace-marburg.de</a><br>
Presseanfragen: <a href="mailto:presse@hackerspace-marburg.de">presse@hackerspace-marburg.de</a></p>"""),
        expect={"name": "Hackerspace Marburg e.V.", "legal_form": "e.V.", "register": None,
                "address": addr("Ketzerbach 21", "35037", "Marburg", "DE"), "email": "info@hackerspace-marburg.de"},
        note="'X ist ein Projekt des Y e.V.': Y is the operator; a register number without its kind gives no register; the Postanschrift block is the establishment; the general mailbox is the e-mail, the press address not; trailing backslashes of Markdown hard breaks are no part of the values",
    ),
    dict(
        conv=1118, id="1118-teil-des-ev-community-line-postfach-only",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Freifunk Pforzheim ist Teil des <a href="https://ff-nordbaden.invalid/">Freifunk Nordbaden e.V.   </a>.</p>
<h2>Angaben gemäß § 5 DDG</h2>
<p>Freifunk Pforzheim<br>Freifunk Nordbaden e.V.<br>Postfach 12 03 47<br>75015 Bretten</p>
<p>Amtsgericht Mannheim<br>VR 704218</p>
<p>Vorsitzender: Dennis Wöhrle, Bruchsal<br>stellv. Vorsitzender: Kai Lindemeyer, Pforzheim<br>
Schatzmeisterin: Petra Sauter, Bretten</p>"""),
        expect={"name": "Freifunk Nordbaden e.V.", "legal_form": "e.V.", "address": None,
                "register": {"country": "DE", "court": "Mannheim", "number": "VR 704218"},
                "representatives": [{"name": "Dennis Wöhrle", "role": "chair_of_board"},
                                    {"name": "Kai Lindemeyer", "role": "board_member"},
                                    {"name": "Petra Sauter", "role": "board_member"}],
                "email": None, "phone": None},
        note="'X ist Teil des Y e.V.': the club is the operator, the community line above it no part of the name; a Postfach is no address; Vorsitzender chair, stellv. and Schatzmeisterin board members; their towns are theirs; link text's trailing spaces collapsed",
    ),
    dict(
        conv=1119, id="1119-local-group-represented-by-district-board",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>RVD Sarstedt Giesen</p>
<p>Gesetzlich vertreten durch den Kreisverbandvorstand, verantwortlich Carola Wendtland, Vorständin</p>
<p>Für die RVD Kreis Hildesheim Geschäftsstelle:<br>RVD Radverkehrsclub Deutschland / Kreis Hildesheim e.V.<br>
Geschäftsstelle<br>Almsstr. 17<br>31134 Hildesheim<br>Tel.: (05121) 28714-20</p>
<p>Für die Ortsgruppe: <a href="mailto:sarstedt@rvd-hildesheim.de">sarstedt@rvd-hildesheim.de</a></p>
<h2>Sprecherteam</h2>
<table><tr><th>Sprecher</th><td>Bernd Aschoff</td></tr><tr><th>Vertreter</th><td>Lina Vogtherr</td></tr></table>
<p>authors: Timo Graßhoff</p>"""),
        expect={"name": "RVD Radverkehrsclub Deutschland / Kreis Hildesheim e.V.", "legal_form": "e.V.",
                "register": None, "address": addr("Almsstr. 17", "31134", "Hildesheim", "DE"),
                "phone": "+4951212871420", "email": "sarstedt@rvd-hildesheim.de",
                "representatives": [{"name": "Carola Wendtland", "role": "board_member"}]},
        note="a local group without legal personality, legally represented by the board of the association whose office block is printed: that association is the operator, name as printed with the slash; 'Geschäftsstelle' line no street; its landline the phone; 'Vorständin' a board member; the Sprecherteam leads the group, no roles; the only mailbox is the operator's contact; printed metadata adds nothing",
    ),
    dict(
        conv=1120, id="1120-university-group-co-university-no-street",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<div class="vcard"><ul>
<li class="fn org">Hochschulgruppe Offene Daten Leipzig</li>
<li>c/o Universität Leipzig</li>
<li>04109 Leipzig</li>
<li>SN</li>
<li>Germany</li>
<li>Email: <a href="mailto:kontakt@offene-daten-leipzig.de">kontakt@offene-daten-leipzig.de</a></li>
</ul></div>
<p>Author: ODL Leipzig</p>"""),
        expect={"name": "Hochschulgruppe Offene Daten Leipzig", "legal_form": None, "address": None,
                "representatives": [], "email": "kontakt@offene-daten-leipzig.de"},
        note="a university group 'c/o' its university: the c/o line dropped, no street remains: address null; no form word; region and country lines nothing; the mailbox is the contact; printed metadata no role",
    ),
    dict(
        conv=1121, id="1121-register-court-town-in-capitals-after-number",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG / Verantwortlich nach § 55 RStV</h2>
<pre><code>bitwerk e.V.
Heinrichstraße 18
36037 Fulda
</code></pre>
<p>Allgemein: <code>info[ät]bitwerk-fulda.de</code><br>Vorstand: <code>vorstand[ät]bitwerk-fulda.de</code></p>
<p>Registernummer: VR2864 FULDA</p>
<p>Gläubiger-Identifikationsnummer: DE47ZZZ00002183746</p>
<h2>Vereinsräume</h2>
<pre><code>bitwerk e.V.
Heinrichstraße 18
36037 Fulda
</code></pre>"""),
        expect={"name": "bitwerk e.V.", "legal_form": "e.V.",
                "register": {"country": "DE", "court": "FULDA", "number": "VR 2864"},
                "address": addr("Heinrichstraße 18", "36037", "Fulda", "DE"),
                "email": "info@bitwerk-fulda.de", "vat_id": None, "representatives": []},
        note="the court's town in capitals after the number is the court as printed; 'VR' spaced; the club block in a code block under the combined heading is the provider block, its repeat changes nothing; the general mailbox printed first is the contact, '[ät]' resolved; a creditor id is no VAT id; no person named",
    ),
    dict(
        conv=1122, id="1122-project-block-above-club-block",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Projekt FunkNetz<br>funknetz.invalid<br><a href="mailto:netz@bonn-hackspace.de">netz@bonn-hackspace.de</a><br>
[0228 9173 4826](tel:+4922891734826){:target="_blank"}</p>
<p>Hackspace Bonn e.V.<br>Römerstraße 48<br>53111 Bonn<br><a href="https://bonn-hackspace.invalid/">Homepage</a>{:target="_blank"}<br>
<a href="https://bonn-hackspace.invalid/impressum/">Impressum</a>{:target="_blank"}</p>"""),
        expect={"name": "Hackspace Bonn e.V.", "legal_form": "e.V.",
                "address": addr("Römerstraße 48", "53111", "Bonn", "DE"),
                "email": "netz@bonn-hackspace.de", "phone": "+4922891734826"},
        note="a project without legal form above its club's block: the club, the only legal person named, is the operator and its block the establishment; the project's mailbox and landline are the only contact data and the operator's (read from the printed bracket text); the link to the club's imprint does not make a stub; printed attribute lists no value",
    ),
    dict(
        conv=1123, id="1123-gmbh-seven-managing-directors-one-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Neckarbrücke Softwarehaus GmbH<br>Hauptstraße 118<br>69469 Weinheim</p>
<p>Vertretungsberechtigte Personen (Geschäftsführung): Anja Ruppert, Malik Hosseini, Friedrich von Sandau, Carla Obermaier, Thilo Kessner, Yasemin Kaya, Georg Wetzstein</p>
<p>Handelsregister: HRB 728193<br>Registergericht: Amtsgericht Mannheim</p>
<p>Telefon: <a href="tel:+49(0)6201731845-">+49 (0)6201-731845</a></p>
<p>Redaktionell verantwortlich: Anja Ruppert, Lukas Demmler</p>
<table><tr><th>Mo–Fr</th><td>9–17 Uhr</td></tr><tr><th>Sa</th><td>geschlossen</td></tr></table>"""),
        expect={"name": "Neckarbrücke Softwarehaus GmbH", "legal_form": "GmbH",
                "register": {"country": "DE", "court": "Mannheim", "number": "HRB 728193"},
                "phone": "+496201731845",
                "representatives": [{"name": "Anja Ruppert", "role": "managing_director"},
                                    {"name": "Malik Hosseini", "role": "managing_director"},
                                    {"name": "Friedrich von Sandau", "role": "managing_director"},
                                    {"name": "Carla Obermaier", "role": "managing_director"},
                                    {"name": "Thilo Kessner", "role": "managing_director"},
                                    {"name": "Yasemin Kaya", "role": "managing_director"},
                                    {"name": "Georg Wetzstein", "role": "managing_director"}]},
        note="a Geschäftsführung line over seven names: seven managing directors, 'von' kept; register from label lines; the phone from the link text, '(0)' dropped, not the malformed tel: target; editorial persons no reps; opening-hours table no value",
    ),
    dict(
        conv=1124, id="1124-copyright-line-only-name-chair-as-list-item",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>© Verein für gemeinschaftliches Wohnen Soest e. V.</p>
<ol><li>Vorsitzende: Gertrud Hülsmann | Ulricherstraße 12 b | 59494 Soest
Vereinsregister 1873 - Amtsgericht Arnsberg</li></ol>""",
                  title="Impressum — Verein zur Förderung gemeinschaftlicher Wohnformen in Soest e. V."),
        expect={"name": "Verein für gemeinschaftliches Wohnen Soest e. V.", "legal_form": "e.V.",
                "representatives": [{"name": "Gertrud Hülsmann", "role": "chair_of_board"}],
                "address": addr("Ulricherstraße 12 b", "59494", "Soest", "DE"),
                "register": None, "email": None, "phone": None},
        note="the body's '©' line in the provider position is the name as printed (the title's other name yields); the chair as an ordered list item (browser shows '1.') is chair_of_board; the street and town in her block are the club's, '12 b' as printed; a register number without kind: null; no e-mail or phone",
    ),
    dict(
        conv=1125, id="1125-club-name-address-board-liquid-variables",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Freifunk {{ site.community.name }} e. V. ist seit dem 03.09.2015 im Vereinsregister des Amtsgerichts Leipzig unter der Nummer VR 6182 eingetragen.</p>
<p>{{ site.community.address_postbox }}<br>{{ site.community.address_city }}</p>
<p>E-Mail: {{ site.community.email }}</p>
<h2>Vorstand</h2>
<p>{% for subcom in site.community.vorstand %}{{ subcom.name }} ({{ subcom.role }}){% endfor %}</p>
<h2>V.i.S.d.P.</h2>
<p>Konrad Zschiesche<br>Stötteritzer Straße 41<br>04317 Leipzig</p>"""),
        expect={"name": None, "legal_form": "e.V.",
                "register": {"country": "DE", "court": "Leipzig", "number": "VR 6182"},
                "address": None, "email": None, "representatives": []},
        note="a name with an unrendered variable prints no name; the printed 'e. V.' and the named register court give form and register; address, e-mail and board loop print no value; the V.i.S.d.P. person's street is his own",
    ),
]
