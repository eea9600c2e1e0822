# Convention probes, helper K=9: the numbered conventions of the four "Round 30 pages" sections at the end of
# tests/imprint/corpus/REAL.md (971-982, 991-994, 1011-1025, 1031-1042).
# Written blind from the conventions and CONTRACT section 7 (no parser run, no corpus page read).
# All firms, persons, streets, numbers and mailboxes are invented; mailboxes use made-up .de/.at/.ch
# domains (convention 8 treats example.com-style domains as placeholders, so `.example` is avoided
# wherever the e-mail is part of the expectation); where a convention turns on a free-mail box
# (1036, 1041) an invented local part at such a provider is used. Pages the conventions describe as
# one-page sites or home pages (971, 973, 979, 980, 981) are given the home-page address; the others
# an imprint path.

from tests.imprint.convention_probes.common import ALL_NULL, HOME, IMP, IMP_EN, addr, en, page

CASES = []
SKIPPED = {}

# ------------------------------------------------------------------------------------------ 971-982
CASES += [
    dict(
        conv=971, id="971-home-overlay-imprint-practice-owner",
        url=HOME,
        html=page("""<section id="start"><h1>Zentrum für Bewegungstherapie</h1>
<p>Krankengymnastik, Manuelle Therapie und Lymphdrainage in Stuttgart-Vaihingen – alle Kassen und privat.</p></section>
<section id="kontakt"><h2>Kontakt</h2>
<p>Tel.: 0711/7384215<br>Fax: 0711/7384216</p>
<p>Rezepte bitte per E-Mail an <a href="mailto:rezepte@bewegungszentrum-vaihingen.de">rezepte@bewegungszentrum-vaihingen.de</a>
– NUR FÜR DIE REZEPTÜBERMITTLUNG</p></section>
<section id="jobs"><h2>Wir suchen Verstärkung</h2>
<p>Physiotherapeut (m/w/d) in Voll- oder Teilzeit. Ihre Bewerbung senden Sie bitte an:</p>
<p>Zentrum für Bewegungstherapie<br>Tobias Wendlinger<br>Hauptstraße 41<br>70563 Stuttgart<br>Tel.: 0711/7384215<br>
Fax: 0711/7384216<br><a href="mailto:praxis@bewegungszentrum-vaihingen.de">praxis@bewegungszentrum-vaihingen.de</a></p></section>
<div class="overlay" id="imprint" style="display:none">
<h2>Impressum</h2>
<h3>Anschrift</h3>
<p>Zentrum für Bewegungstherapie<br>Hauptstraße 41<br>70563 Stuttgart</p>
<p>Inhaber: Tobias Wendlinger (Physiotherapeut)</p>
<p>Inhaltlich Verantwortliche: Sandra Kohlhaas und Ute Brenninger-Falk</p>
<p>Berufsbezeichnung: Physiotherapeut, verliehen in der Bundesrepublik Deutschland</p>
<a href="#" class="close">Schließen</a>
</div>""", title="Zentrum für Bewegungstherapie – Physiotherapie in Stuttgart-Vaihingen",
                  footer='<footer><p>© 2024 Zentrum für Bewegungstherapie · <a href="#imprint">Impressum</a> · <a href="#datenschutz">Datenschutz</a></p></footer>'),
        expect={"name": "Zentrum für Bewegungstherapie", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Tobias Wendlinger", "role": "owner"}],
                "phone": "+497117384215", "email": "praxis@bewegungszentrum-vaihingen.de"},
        note="home page whose footer anchor shows a hidden overlay: the overlay is the imprint; designation is the name, 'Inhaber' the owner without the profession in parentheses; landline from the contact section; the prescription-only box is a purpose address, the job block's mailbox under the operator's name is the contact; 'Inhaltlich Verantwortliche' no reps",
    ),
    dict(
        conv=972, id="972-landline-under-mobil-vat-person-obfuscated-link",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Jonas Wetterau<br>Lindenweg 12<br>35305 Grünberg</p>
<p>USt-IdNr.: DE287364519<br>Steuernummer: 020 812 34567</p>
<h2>Kontakt</h2>
<p>Mobil: +49 6401 8273641<br>E-Mail: <a href="mailto:kontakt@wetterau-dev.de">kontakt (AT) wetterau-dev (PUNKT) de</a></p>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>Jonas Wetterau<br>Lindenweg 12<br>35305 Grünberg</p>"""),
        expect={"name": "Jonas Wetterau", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Jonas Wetterau", "role": "owner"}],
                "vat_id": "DE287364519", "phone": "+4964018273641",
                "email": "kontakt@wetterau-dev.de"},
        note="a Grünberg landline (06401) printed under 'Mobil:' is the phone: the prefix decides, not the label; VAT id makes the person-only provider a sole trader; Steuernummer no VAT id; (AT)/(PUNKT) link text resolves",
    ),
    dict(
        conv=973, id="973-gmbh-modal-postanschrift-eingetragen-am",
        url=HOME,
        html=page("""<section id="hero"><h1>Flusslicht – Software für Logistik</h1><p>Wir bringen Ihre Lieferketten in Bewegung.</p></section>
<div class="modal fade" id="impressumModal" tabindex="-1" aria-hidden="true">
<div class="modal-dialog"><div class="modal-content">
<div class="modal-header"><h5 class="modal-title">Impressum &amp; Datenschutz</h5>
<button type="button" class="btn-close" data-bs-dismiss="modal" aria-label="Schließen"></button></div>
<div class="modal-body">
<h4>Impressum</h4>
<p>Flusslicht GmbH</p>
<p>Postanschrift:<br>Speditionstraße 23<br>40221 Düsseldorf</p>
<p>Vertreten durch:<br>Geschäftsführer: Henrik Paschold, <br> Marlene Ostrowski</p>
<p>Kontakt:<br>E-Mail: kontakt@flusslicht-logistik.de</p>
<p>Eingetragen am<br>Amtsgericht Düsseldorf<br>HRB 91847</p>
<h4>Datenschutzerklärung</h4>
<p>Verantwortlich für die Datenverarbeitung ist die Flusslicht GmbH.</p>
<h5>Registereintrag / Umsatzsteuer-ID</h5>
<p>Amtsgericht Düsseldorf, HRB 91847</p>
</div></div></div></div>""", title="Flusslicht GmbH",
                  footer='<footer><p>© 2024 Flusslicht GmbH · <a href="#" data-bs-toggle="modal" data-bs-target="#impressumModal">Impressum &amp; Datenschutz</a></p></footer>'),
        expect={"name": "Flusslicht GmbH", "legal_form": "GmbH",
                "address": addr("Speditionstraße 23", "40221", "Düsseldorf", "DE"),
                "representatives": [{"name": "Henrik Paschold", "role": "managing_director"},
                                    {"name": "Marlene Ostrowski", "role": "managing_director"}],
                "register": {"country": "DE", "court": "Düsseldorf", "number": "HRB 91847"},
                "vat_id": None, "phone": None},
        note="Bootstrap modal on the home page is the imprint; a street under 'Postanschrift:' (no Postfach) is the address; two Geschäftsführer over a <br>; 'Eingetragen am' without a date; the 'Registereintrag / Umsatzsteuer-ID' heading prints no VAT id",
    ),
    dict(
        conv=974, id="974-product-site-include-gesellschaft-mbh",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Das Framework Kranich wird entwickelt und betrieben von:</p>
<p>HTW-Gesellschaft für Messtechnik mbH<br>Ilmenaustraße 8<br>21335 Lüneburg</p>
<p>Geschäftsführung: Carsten Lührmann</p>
<p>Amtsgericht Lüneburg HRB 20417<br>USt-IdNr.: DE164830275</p>
<p>Telefon: +49 (0)4131 72845-0<br>E-Mail: <a href="mailto:hallo@kranich-framework.de">hallo@kranich-framework.de</a></p>
<p>Webdesign und Realisierung: Wellenschlag Digital GmbH, Am Sande 4, 21335 Lüneburg, info@wellenschlag-digital.de</p>
<iframe src="https://ghbtns.com/github-btn.html?user=kranich&amp;type=star" title="GitHub"></iframe>""",
                  title="Impressum – Kranich Framework"),
        expect={"name": "HTW-Gesellschaft für Messtechnik mbH", "legal_form": "GmbH",
                "register": {"country": "DE", "court": "Lüneburg", "number": "HRB 20417"},
                "phone": "+494131728450", "email": "hallo@kranich-framework.de"},
        note="'Gesellschaft für … mbH' is a GmbH; court and HRB on one line; '(0)' dropped, switchboard extension kept; the product-domain mailbox is the operator's only contact; the web agency's block is somebody else's",
    ),
    dict(
        conv=975, id="975-honorific-sh-noble-title-kept",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>S.H. Konstantin Erbgraf zu Hohenwarth-Eschbach<br>Schlossweg 3<br>88339 Bad Waldsee</p>
<p>Sekretariat<br>Tel.: + 49 7524 / 8163 -0<br>Fax: + 49 7524 / 8163 -19<br>
E-Mail: sekretariat@gut-hohenwarth.de</p>
<p>Ust-Idnr.: DE-274918365</p>
<p>Gestaltung und Umsetzung: Atelier Brenner &amp; Vogt, Ravensburg</p>"""),
        expect={"name": "Konstantin Erbgraf zu Hohenwarth-Eschbach", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Konstantin Erbgraf zu Hohenwarth-Eschbach", "role": "owner"}],
                "vat_id": "DE274918365", "phone": "+49752481630"},
        note="'S.H.' is a form of address, dropped; the noble designation 'Erbgraf zu …' is part of the name; VAT id (separator dropped) makes a sole trader; the 'Sekretariat' number is the operator's own office line; designers no reps",
    ),
    dict(
        conv=976, id="976-designation-only-block-agency-same-address",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Unternehmensangaben</h2>
<p>Nordlicht42<br>Friedrich–Ebert–Straße 17<br>93047 Regensburg</p>
<p>Telefon: 0941 5837214<br>E-Mail: <a href="mailto:info@nordlicht42.de">info@nordlicht42.de</a></p>
<p>Verantwortlich für den Inhalt: Matthias Oberlechner</p>
<h2>Gestaltung, Umsetzung, Hosting</h2>
<p>Pixelschmiede Donau GbR<br>Friedrich–Ebert–Straße 17<br>93047 Regensburg<br>
E-Mail: <a href="mailto:studio@pixelschmiede-donau.de">studio@pixelschmiede-donau.de</a><br>
Web: <a href="https://pixelschmiede-donau.de">www.pixelschmiede-donau.de</a></p>"""),
        expect={"name": "Nordlicht42", "legal_form": None, "representatives": [],
                "address": addr("Friedrich–Ebert–Straße 17", "93047", "Regensburg", "DE"),
                "email": "info@nordlicht42.de", "phone": "+499415837214"},
        note="designation-only block: no form word, no person shown to run it: form null, reps []; content-responsible person no rep; the agency at the same address is somebody else's; typographic dashes in the street kept",
    ),
    dict(
        conv=977, id="977-at-inhalt-verantwortlich-two-titled-vets",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Für den Inhalt verantwortlich</h2>
<p>Dr. Ingrid und Mag. Bernhard Aichholzer<br>1080 Wien, Pfeilgasse 27.</p>
<p>Gesetzliche Berufsbezeichnung: Tierärzte<br>Verliehen in: Österreich<br>
Zuständige Kammer: Österreichische Tierärztekammer</p>""", title="Impressum – Tierarztpraxis Aichholzer"),
        expect={"name": "Dr. Ingrid und Mag. Bernhard Aichholzer", "legal_form": None,
                "representatives": [],
                "address": addr("Pfeilgasse 27", "1080", "Wien", "AT"),
                "email": None, "phone": None},
        note="Austria has no § 55 RStV: the only block is the provider block; two persons on one line kept as printed with titles; no form word or Inhaber wording: form null, reps []; postal line before the street split, the closing full stop dropped",
    ),
    dict(
        conv=978, id="978-vertreten-durch-person-in-designation",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Wegweiser Coaching Miriam Schaldach<br>Meißner Straße 112<br>01445 Radebeul</p>
<p>Vertreten durch:<br>Miriam Schaldach</p>
<h2>Kontakt</h2>
<p>Telefon: +49 172 5938461<br>E-Mail: <a href="mailto:info@wegweiser-coaching.de">info@wegweisercoaching.de</a></p>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>Miriam Schaldach<br>Meißner Straße 112<br>01445 Radebeul</p>"""),
        expect={"name": "Wegweiser Coaching Miriam Schaldach", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Miriam Schaldach", "role": "owner"}],
                "email": "info@wegweisercoaching.de", "phone": None},
        note="designation holding her name is the name; 'Vertreten durch' one person makes her the owner of a sole trader; printed link text wins over the mailto target; +49 172 mobile: phone null; § 55 repeat adds no role",
    ),
    dict(
        conv=979, id="979-ansprechpartnerin-only-data-behind-script-buttons",
        url=HOME,
        html=page("""<section id="about"><h1>Programmieren lernen im Dojo</h1><p>Kostenlose Programmier-Treffen für Kinder und Jugendliche von 7 bis 17 Jahren.</p></section>
<section id="impressum">
<h2>Impressum</h2>
<h3>Angaben gemäß § 5 TMG</h3>
<p>Ansprechpartnerin: Lea Brunnhuber</p>
<p><button type="button" onclick="zeigeAdresse()">Adresse anzeigen</button> <span id="adresse"></span></p>
<p><button type="button" onclick="zeigeMail()">E-Mail anzeigen</button> <span id="mail"></span></p>
<p><button type="button" onclick="zeigeTelefon()">Telefon anzeigen</button> <span id="telefon"></span></p>
</section>
<script>
function zeigeAdresse() { document.getElementById('adresse').textContent = ['Dülferstr', 'aße 64, 80', '933 Münc', 'hen'].join(''); }
function zeigeMail() { var u = 'dojo', d = 'hasenbergl-coder' + '.de'; document.getElementById('mail').textContent = u + '\\u0040' + d; }
function zeigeTelefon() { document.getElementById('telefon').textContent = String.fromCharCode(48, 56, 57) + ' 3184 6602'; }
</script>""", title="CoderDojo Hasenbergl",
                  footer='<footer><p>© 2024 CoderDojo Hasenbergl · <a href="#impressum">Impressum</a></p></footer>'),
        expect=dict(ALL_NULL),
        note="the section names only a contact person under a § 5 heading (no profession, chamber or VAT id of hers) and its address, e-mail and phone are written only by scripts the buttons call: all null",
    ),
    dict(
        conv=980, id="980-hidden-attribute-block-amp-tap-person",
        url=HOME,
        html=page("""<section id="portfolio"><h1>Lena Obermaier</h1><p>Illustration, Editorial und Buchgestaltung.</p></section>
<section id="kontakt"><h2>Kontakt</h2>
<p>E-Mail: <a href="mailto:{{ site.email }}">{{ site.email }}</a><br>Instagram: {{ site.instagram_username }}</p></section>
<button on="tap:imprint.show" class="imprint-toggle">Impressum</button>
<div id="imprint" hidden>
<h2>Impressum</h2>
<p>Lena Obermaier<br>Illustration und Buchgestaltung<br>Marktbreiter Straße 19<br>97318 Kitzingen</p>
<p>Mobil: 01520 4718362</p>
</div>""", title="Lena Obermaier – Illustration", head='<script async src="https://cdn.ampproject.org/v0.js"></script>'),
        expect={"name": "Lena Obermaier", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Lena Obermaier", "role": "owner"}],
                "phone": None, "email": None},
        note="a block with the hidden attribute that an AMP tap shows is part of the page; the activity line below the person is no designation: the person is the name and owner; 01520 mobile; the contact block prints only Liquid variables",
    ),
    dict(
        conv=981, id="981-gbr-surnames-bei-line-liquid-email",
        url=HOME,
        html=page("""<section id="team"><h1>Wir bauen die Werkstatt von morgen</h1><p>Ein Start-up aus München für vernetzte Maschinen.</p></section>
<section id="impressum">
<h2>Impressum</h2>
<p>Albers, Bredow, Carstens, Dietz GbR<br>Theresienhöhe 12<br>bei Nordstern Capital Partners<br>80339 München</p>
<p>E-Mail: <a href="mailto:{{ site.email }}">{{ site.email }}</a></p>
</section>""", title="Werkstatt von morgen"),
        expect={"name": "Albers, Bredow, Carstens, Dietz GbR", "legal_form": "GbR", "register": None,
                "representatives": [],
                "address": addr("Theresienhöhe 12", "80339", "München", "DE"),
                "email": None},
        note="the firm with its form word is the name; surnames inside the firm name no person as partner; the 'bei …' line between street and postal line is a c/o part, dropped; a Liquid variable prints no e-mail",
    ),
    dict(
        conv=982, id="982-private-page-business-word-only-in-mailbox",
        url=IMP,
        html=page("""<h2>Impressum</h2>
<h3>Kontakt</h3>
<p>Hanna Oberdiek-Lautenschläger
Kirchweg 7
28195 Bremen</p>
<p>Telefon: 0421 6938 274</p>
<p>E-Mail: <strong>Wortwerk</strong> ät <strong>lesefuchs</strong> punkt <strong>de</strong></p>
<p>Gerichtsstand: Bremen</p>"""),
        expect={"name": "Hanna Oberdiek-Lautenschläger", "legal_form": None, "representatives": [],
                "address": addr("Kirchweg 7", "28195", "Bremen", "DE"),
                "email": "wortwerk@lesefuchs.de", "phone": "+494216938274"},
        note="the only business words stand in the mailbox and 'Gerichtsstand' is no signal: private page; 'ät'/'punkt' resolve; three lines in one Markdown paragraph split as printed; landline is the phone",
    ),
]

# ------------------------------------------------------------------------------------------ 991-994
CASES += [
    dict(
        conv=991, id="991-at-umbrella-association-top-door-entrance-line",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Diensteanbieter und Medieninhaber</h2>
<p>Dachverband Kroatischer Kulturvereine in Österreich<br>Rotenturmstraße 14, Top 5–6<br>Eingang: Fleischmarkt 3<br>
1010 Wien, Österreich</p>
<p>ZVR-Zahl: 284617390<br>Zuständige Vereinsbehörde: Landespolizeidirektion Wien</p>
<p>E-Mail: <a href="mailto:office@mozaik-fotoprojekt.at">office@mozaik-fotoprojekt.at</a><br>Telefon: +43 676 5123984</p>
<p>MOZAIK ist ein Kunst- und Bildungsprojekt des oben genannten Vereins.</p>
<p>Projektleitung: Ivana Horvat, Fotokünstlerin</p>""", title="Impressum – MOZAIK"),
        expect={"name": "Dachverband Kroatischer Kulturvereine in Österreich", "legal_form": None,
                "register": None, "representatives": [],
                "address": addr("Rotenturmstraße 14, Top 5–6", "1010", "Wien", "AT"),
                "email": "office@mozaik-fotoprojekt.at", "phone": None},
        note="the association under 'Diensteanbieter und Medieninhaber' is the operator; ZVR: form and register null; the curator is no rep; street kept with its Top part and en dash, the 'Eingang:' line dropped; project mailbox is the contact; +43 676 mobile",
    ),
    dict(
        conv=992, id="992-research-group-kontakt-block-only",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Bei Fragen rund um QUBITWERK kontaktieren Sie uns bitte unter:</p>
<p>Reiter Group<br>Institut für Experimentalphysik, Universität Innsbruck<br>Technikweg 25<br>6020 Innsbruck<br>
T: +43 512 507 58214<br><a href="mailto:qubitwerk@reiter-group.at">qubitwerk@reiter-group.at</a></p>
<p>Das System befindet sich im Labor für Photonische Quantensysteme. Die Forschung wird im Rahmen des
Laboratoriums für Quanteninformatik durchgeführt.</p>
<p>Alle Inhalte sind Eigentum des Laboratoriums für Quanteninformatik. © 2023 Reiter Group</p>""",
                  title="Impressum – QUBITWERK",
                  footer='<footer><p>QUBITWERK is brought to you by the Laboratorium für Quanteninformatik · <a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Reiter Group", "legal_form": None,
                "address": addr("Technikweg 25", "6020", "Innsbruck", "AT"),
                "phone": "+4351250758214", "email": "qubitwerk@reiter-group.at"},
        note="the only address block of an imprint page, a 'contact us' block naming an organisation, is the provider block; institute/university line no part of the name, no form; the lab paragraph, copyright and footer credit do not replace it",
    ),
    dict(
        conv=993, id="993-ch-projekt-von-verein-co-line",
        url=IMP,
        html=page("""<p>Impressum</p>
<p>Diese Website ist ein Projekt von:</p>
<p>Verein Nachbarschaft Lindenhof<br>c/o Urs Brändli<br>Gartenstrasse 14<br>9000 St. Gallen</p>"""),
        expect={"name": "Verein Nachbarschaft Lindenhof", "legal_form": "Verein", "representatives": [],
                "address": addr("Gartenstrasse 14", "9000", "St. Gallen", "CH"),
                "email": None, "phone": None},
        note="'ein Projekt von' names the club as operator; the c/o person is no rep and the street after the c/o line is the club's; 'Verein' in the name gives Verein; no contact data",
    ),
    dict(
        conv=994, id="994-property-site-first-block-ag-project-mailbox",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<x-layout.section><x-layout.inner>
<p>Keller Bautreuhand AG<br>Zürcherstrasse 88<br>8620 Wetzikon<br>
<a href="mailto:info@wohnen-am-moosbach.ch">info@wohnen-am-moosbach.ch</a><br>
<a href="https://keller-bautreuhand.ch">www.keller-bautreuhand.ch</a></p>
<h3>Konzept und Gestaltung</h3>
<p>Studio Fadenkreuz GmbH<br>Badenerstrasse 301<br>8003 Zürich<br>
<a href="mailto:hallo@studio-fadenkreuz.ch">hallo@studio-fadenkreuz.ch</a></p>
<h3>Programmierung</h3>
<p>Codewerk Andreas Baumli<br>Feldstrasse 9<br>8610 Uster<br>
<a href="mailto:andreas@codewerk-baumli.ch">andreas@codewerk-baumli.ch</a></p>
</x-layout.inner></x-layout.section>""", title="Impressum – Wohnen am Moosbach"),
        expect={"name": "Keller Bautreuhand AG", "legal_form": "AG",
                "address": addr("Zürcherstrasse 88", "8620", "Wetzikon", "CH"),
                "email": "info@wohnen-am-moosbach.ch", "phone": None},
        note="the first block without a heading is the operator; design agency and programmer blocks are somebody else's; the project mailbox printed in the firm's block is its contact, the website link no contact",
    ),
    dict(
        conv=994, id="994-property-site-lower-case-firm",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<x-layout.section><x-layout.inner>
<p>hüsler Immobilien AG<br>Luzernerstrasse 42<br>6030 Ebikon<br>
<a href="mailto:verkauf@huesler-immobilien.ch">verkauf@huesler-immobilien.ch</a></p>
<h3>Design</h3>
<p>Formfolge AG<br>Sentimattstrasse 6<br>6003 Luzern<br>
<a href="mailto:studio@formfolge.ch">studio@formfolge.ch</a></p>
<h3>Umsetzung</h3>
<p>Reto Ambühl Webentwicklung<br>Bahnhofstrasse 15<br>6340 Baar</p>
</x-layout.inner></x-layout.section>""", title="Impressum – Seeblick Ebikon"),
        expect={"name": "hüsler Immobilien AG", "legal_form": "AG",
                "address": addr("Luzernerstrasse 42", "6030", "Ebikon", "CH"),
                "email": "verkauf@huesler-immobilien.ch", "phone": None},
        note="the firm kept as printed, lower case included; AG from the firm; the credit blocks below are somebody else's",
    ),
]

# ------------------------------------------------------------------------------------------ 1011-1025
CASES += [
    dict(
        conv=1011, id="1011-praxisname-heading-praxisinhaberin-controller-address",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h3>Psychotherapeutische Praxis am Rosengarten</h3>
<p>Praxisinhaberin: Dipl.-Psych. Dr. phil. Katrin Hollenbeck</p>
<p>Telefon: 0 21 31/6 42 37 10</p>
<p>Gesetzliche Berufsbezeichnung: Psychologische Psychotherapeutin (verliehen in der Bundesrepublik Deutschland)<br>
Arztnummer: 385216470</p>
<h4>Zuständige Kammer</h4>
<p>Psychotherapeutenkammer Nordrhein-Westfalen<br>Willstätterstraße 10<br>40549 Düsseldorf<br>
Telefon: 0211 5228470<br>info@ptk-nrw-kammer.de</p>
<h4>Kassenärztliche Vereinigung</h4>
<p>Kassenärztliche Vereinigung Nordrhein<br>Tersteegenstraße 9<br>40474 Düsseldorf<br>Telefon: 0211 59700</p>
<h2>Datenschutzerklärung</h2>
<p>Verantwortlich für die Datenverarbeitung:</p>
<p>Praxisname: Psychotherapeutische Praxis am Rosengarten<br>Inhaberin: Katrin Hollenbeck<br>
Adresse: Kölner Straße 58 a, 41464 Neuss</p>"""),
        expect={"name": "Psychotherapeutische Praxis am Rosengarten", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Katrin Hollenbeck", "role": "owner"}],
                "address": addr("Kölner Straße 58 a", "41464", "Neuss", "DE"),
                "phone": "+4921316423710", "register": None},
        note="the heading the privacy part calls the 'Praxisname' is the name; 'Praxisinhaberin' owner with titles stripped; the imprint prints no address, the controller block's address of the same operator is the establishment; chamber and KV blocks somebody else's; Arztnummer no register",
    ),
    dict(
        conv=1012, id="1012-anbieter-person-brand-only-in-astro-layout-attr",
        url=IMP,
        html=page("""<Layout title="Impressum | Atemwerkstatt Silberfluss">
<h1>Impressum</h1>
<p>Anbieter:<br>Vera Hollstein<br>Neusser Straße 214<br>50733 Köln</p>
<p>Kontakt:<br>Mobil: +49 177 6410385<br>E-Mail: hallo@atemwerkstatt-silberfluss.de</p>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>Vera Hollstein, Neusser Straße 214, 50733 Köln</p>
<h2>Verbraucherstreitbeilegung</h2>
<p>Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>
</Layout>"""),
        expect={"name": "Vera Hollstein", "legal_form": None, "representatives": [],
                "address": addr("Neusser Straße 214", "50733", "Köln", "DE"),
                "email": "hallo@atemwerkstatt-silberfluss.de", "phone": None},
        note="the brand stands only in an unknown tag's title attribute, which is not printed; the mailbox domain and the dispute sentence are no business signal: private page; § 55 repeat no role; +49 177 mobile",
    ),
    dict(
        conv=1013, id="1013-street-line-trailing-comma-soft-break",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Jan Oltmanns
Birkenallee 9,
26121 Oldenburg</p>
<p>Telefon: +49 1515 3827461<br>E-Mail: jan@oltmanns-online.de</p>"""),
        expect={"name": "Jan Oltmanns", "legal_form": None,
                "address": addr("Birkenallee 9", "26121", "Oldenburg", "DE"),
                "phone": None},
        note="the comma ending the street line is dropped; a private page with a mobile number only",
    ),
    dict(
        conv=1014, id="1014-w-idnr-of-vat-form-stated-as-vat-id",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Verantwortlich für den Inhalt:</p>
<p><strong>Paul Rademacher</strong><br>Weender Landstraße 61<br>37075 Göttingen</p>
<p>E-Mail: mail@rademacher-software.de</p>
<p>W-IdNr: DE318274605<br>Dies ist auch Ihre Umsatzsteuer-Identifikationsnummer nach § 27a UStG.</p>"""),
        expect={"name": "Paul Rademacher", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Paul Rademacher", "role": "owner"}],
                "vat_id": "DE318274605", "phone": None},
        note="a W-IdNr of the VAT form, stated to be the VAT id, is the VAT id and the business signal; the bold person under 'Verantwortlich für den Inhalt' inside the § 5 section is the provider block: owner",
    ),
    dict(
        conv=1015, id="1015-bracket-template-real-email-brand-in-chrome",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>[Firmenname / Name des Inhabers]<br>[Straße und Hausnummer]<br>[PLZ Ort]</p>
<p>Telefon: [Telefonnummer]<br>E-Mail: jonte@werkbank-jonte.de</p>
<p>Umsatzsteuer-ID: [USt-IdNr.]</p>
<p>Vertreten durch: [Name des Geschäftsführers / Inhabers]</p>""", title="Werkbank JONTE",
                  header='<header><a class="brand" href="/">Werkbank JONTE</a></header>'),
        expect={**ALL_NULL, "email": "jonte@werkbank-jonte.de"},
        note="every bracket field is null; the one real value, the e-mail, is kept; the brand in <title> and header is chrome and does not fill the placeholder name",
    ),
    dict(
        conv=1016, id="1016-und-partner-one-person-vertreten-durch",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<dl class="card">
<dt>Unternehmen</dt><dd>Kessler &amp; Partner</dd>
<dt>Anschrift</dt><dd>Königswarterstraße 40, 90762 Fürth</dd>
<dt>Vertreten durch</dt><dd>Ralf Kessler</dd>
<dt>Steuernummer</dt><dd>218/274/61593</dd>
<dt>Mobil</dt><dd>0176 48293716</dd>
<dt>E-Mail</dt><dd>kontakt@kessler-partner-beratung.de</dd>
<dt>Redaktionell verantwortlich</dt><dd>Ralf Kessler</dd>
</dl>"""),
        expect={"name": "Kessler & Partner", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Ralf Kessler", "role": "owner"}],
                "address": addr("Königswarterstraße 40", "90762", "Fürth", "DE"),
                "vat_id": None, "phone": None, "register": None},
        note="'& Partner' is no legal-form word; one person 'vertreten durch' makes a sole trader with him as owner; Steuernummer no VAT id; 0176 mobile; one-line address split at the postal code",
    ),
    dict(
        conv=1017, id="1017-insurance-broker-activity-line-agency-email-only",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>KONTAKT</h2>
<ul><li>Martin Rehbock</li><li>Berater für betriebliche Altersvorsorge</li><li>Durlacher Allee 77</li><li>76131 Karlsruhe</li>
<li>Telefon: 0721 938 2740</li><li>Fax: 0721 938 2741</li></ul>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Martin Rehbock<br>Versicherungsmakler mit Erlaubnis nach § 34d Abs. 1 GewO</p>
<p>Umsatzsteuer-ID: DE294718530</p>
<p>Vermittlerregister: Registrierungsnummer: D-7K2M-QX4PA-31<br>www.vermittlerregister.info</p>
<p>Zuständige Behörde: IHK Karlsruhe, Lammstraße 13-17, 76133 Karlsruhe, Telefon: 0721 1740</p>
<p>Schlichtungsstelle: Versicherungsombudsmann e.V., Postfach 080632, 10006 Berlin</p>
<h2>Technischer Ansprechpartner</h2>
<p>webfalke<br><a href="mailto:info@webfalke-media.de">info@webfalke-media.de</a></p>"""),
        expect={"name": "Martin Rehbock", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Martin Rehbock", "role": "owner"}],
                "register": None, "vat_id": "DE294718530",
                "email": None, "phone": "+497219382740"},
        note="the activity line below the person is no designation; § 34d licence and VAT id are business signals; the Vermittlerregister number is no register; IHK and ombudsman blocks somebody else's; the agency's technical contact mailbox is no e-mail of the operator; fax no phone",
    ),
    dict(
        conv=1018, id="1018-h-card-list-vat-no-designation",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<ul class="h-card">
<li class="p-name">Felix Aumüller</li>
<li class="p-street-address">Wiehrestraße 33</li>
<li><span class="p-postal-code">79100</span> <span class="p-locality">Freiburg im Breisgau</span></li>
<li class="p-tel">+49-761-4829163</li>
<li class="u-email">felix@aumueller-werkstatt.de</li>
</ul>
<p>Umsatzsteuer-Identifikationsnummer: DE307415286</p>""",
                  head='<meta name="description" content="Holzwerkstatt Aumüller – Möbel nach Maß">'),
        expect={"name": "Felix Aumüller", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Felix Aumüller", "role": "owner"}],
                "vat_id": "DE307415286", "phone": "+497614829163"},
        note="an h-card list; the site's name only in unprinted meta data; the VAT id makes a sole trader with the person as owner; hyphenated number compacted",
    ),
    dict(
        conv=1019, id="1019-gmbh-wp-export-spaced-email-and-vat",
        url=IMP,
        html=page("""<!-- wp:heading -->
<h2>Impressum</h2>
<!-- /wp:heading -->
<!-- wp:paragraph -->
<p>Saffron Lounge Essen GmbH<br>Rüttenscheider Straße 146<br>45131 Essen<br>GERMANY</p>
<!-- /wp:paragraph -->
<!-- wp:paragraph -->
<p>Tel: +49 (0) 201 - 4728316<br>E-Mail: office @saffronlounge-essen.de</p>
<!-- /wp:paragraph -->
<!-- wp:paragraph -->
<p>HRB 21733, Handelsregister Essen<br>UST-ID. DE 318527406</p>
<!-- /wp:paragraph -->
<!-- wp:paragraph -->
<p>Verantwortlich für den Inhalt dieser Seite: Arjun Mehta-Brandt</p>
<!-- /wp:paragraph -->"""),
        expect={"name": "Saffron Lounge Essen GmbH", "legal_form": "GmbH",
                "register": {"country": "DE", "court": "Essen", "number": "HRB 21733"},
                "vat_id": "DE318527406",
                "address": addr("Rüttenscheider Straße 146", "45131", "Essen", "DE"),
                "email": "office@saffronlounge-essen.de", "phone": "+492014728316",
                "representatives": []},
        note="spaced e-mail resolves with the space removed; spaced VAT id compacted; 'HRB …, Handelsregister Essen'; GERMANY gives DE; the content-responsible person is no rep; block comments print nothing",
    ),
    dict(
        conv=1020, id="1020-berufsbezeichnungen-line-draft-note",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p><em>Stand: Entwurf für den Relaunch – Überprüfung erforderlich</em></p>
<p><strong>Dorothea Kämpfer</strong><br>Berufsbezeichnungen: Mediatorin, Coach und Supervisorin (DGSv), Diplom-Pädagogin<br>
Bielefelder Straße 58<br>32756 Detmold</p>
<p>Mobil: 0175 3926148<br>E-Mail: post@kaempfer-beratung.de</p>
<p>Fotos: Lichtblick Fotografie Jana Meier<br>Webdesign: Seitenwerk Lippe</p>"""),
        expect={"name": "Dorothea Kämpfer", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Dorothea Kämpfer", "role": "owner"}],
                "phone": None},
        note="the professions line is the business signal: sole trader, the bold name its owner; the draft note does not make the page a template; photographer and designer no reps; 0175 mobile",
    ),
    dict(
        conv=1021, id="1021-email-written-by-document-write-noscript",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Andreas Hofer-Lindner<br>Stadtplatz 12<br>84489 Burghausen</p>
<p>Telefon: +49 171 5839274</p>
<p>E-Mail: <script>var u = 'kontakt', d = 'hofer-lindner-net.de'; document.write('<a href="mailto:' + u + '&#64;' + d + '">' + u + '&#64;' + d + '</a>');</script><noscript>Javascript benötigt um die E-Mail Adresse anzuzeigen</noscript></p>"""),
        expect={"name": "Andreas Hofer-Lindner", "legal_form": None, "representatives": [],
                "email": None, "phone": None},
        note="an e-mail only a document.write script writes is not printed; the noscript notice holds no address; no business signal: private page; +49 171 mobile",
    ),
    dict(
        conv=1022, id="1022-trade-hint-only-in-email-domain",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Bernd Kollwitz<br>Plöner Straße 31<br>23701 Eutin</p>
<p>Telefon: +49 4521 739 2846<br>E-Mail: info@holzstudio-kollwitz.de</p>
<p>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV: Bernd Kollwitz, Anschrift wie oben</p>"""),
        expect={"name": "Bernd Kollwitz", "legal_form": None, "representatives": [],
                "address": addr("Plöner Straße 31", "23701", "Eutin", "DE"),
                "email": "info@holzstudio-kollwitz.de", "phone": "+4945217392846"},
        note="a trade word only in the e-mail domain is no business signal: private page with name, address, landline and e-mail; § 55 repeat no role",
    ),
    dict(
        conv=1023, id="1023-designation-line-above-person-no-heading",
        url=IMP,
        html=page("""<p>Schreibfeder<br>Annika Voss<br>Biegenstraße 22<br>35037 Marburg<br>Telefon: 06421 582 9137<br>
E-Mail: hallo@schreibfeder-voss.de</p>
<h2>Haftung für Inhalte</h2>
<p>Die Inhalte unserer Seiten wurden mit größter Sorgfalt erstellt.</p>"""),
        expect={"name": "Schreibfeder", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Annika Voss", "role": "owner"}]},
        note="the page's first paragraph, without any heading: the designation line above the person is the name and the person its owner",
    ),
    dict(
        conv=1024, id="1024-gmbh-printed-email-differs-from-mailto",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>nordwerk IT GmbH<br>Vahrenwalder Straße 207<br>30165 Hannover</p>
<p>Vertreten durch: Simon Hartkopf</p>
<p>Registergericht: Amtsgericht Hannover<br>Handelsregister: HRB 231905</p>
<p>Telefon: +495113928471<br>E-Mail: <a href="mailto:info+impressum@nordwerk-it.de">info@nordwerk-it.de</a></p>
<p>Redaktionell verantwortlich: Simon Hartkopf</p>"""),
        expect={"name": "nordwerk IT GmbH", "legal_form": "GmbH",
                "representatives": [{"name": "Simon Hartkopf", "role": "managing_director"}],
                "register": {"country": "DE", "court": "Hannover", "number": "HRB 231905"},
                "email": "info@nordwerk-it.de", "phone": "+495113928471"},
        note="the printed link text wins over the mailto target; 'Vertreten durch' of a GmbH is managing director, the editorial repeat adds no role",
    ),
    dict(
        conv=1025, id="1025-abbreviated-town-private-page",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Stefan Gruber<br>Bahnhofstraße 5<br>92318 Neumarkt i.d.OPf.</p>
<p>Mobil: 0179 2846391<br>E-Mail: stefan@gruber-neumarkt.de</p>
<p>Redaktionell verantwortlich: Stefan Gruber</p>"""),
        expect={"name": "Stefan Gruber", "legal_form": None, "representatives": [],
                "address": addr("Bahnhofstraße 5", "92318", "Neumarkt i.d.OPf.", "DE"),
                "phone": None},
        note="an abbreviated town is kept as printed; no business signal; 0179 mobile; the editorial repeat adds no role",
    ),
]

# ------------------------------------------------------------------------------------------ 1031-1042
CASES += [
    dict(
        conv=1031, id="1031-institute-no-separate-legal-status-society-ev",
        url=IMP_EN,
        html=en("""<h1>Impressum and Data Protection Policy</h1>
<h2>Publisher</h2>
<p>The Institut für Werkstoffdynamik IWD<br>Lindenallee 12<br>79108 Freiburg<br>is a constituent entity of the
Gesellschaft zur Förderung der technischen Forschung e.V., and as such has no separate legal status.</p>
<p>Gesellschaft zur Förderung<br/>der technischen Forschung e.V.<br>Nymphenburger Straße 140<br>80636 München<br>Germany</p>
<p>Phone: <a href="tel:+498928410">+49 89 2841-0</a><br>Fax: +49 89 2841-100</p>
<p>Amtsgericht München (district court)<br>Registered nonprofit association<br>Registration no. VR 5127</p>
<p>VAT Identification Number: DE 184620377</p>
<h3>Executive Board</h3>
<p>Prof. Dr.-Ing. Karl Eisenreich, President<br>
Dr. Miriam Hohlfeld, Finance, Controlling (incl. Business Informatics)<br>
Prof. (Univ. Pretoria) Dr. Jens Wallrath, Research Planning and Transfer<br>
Elke Brandis, Human Resources and Legal Affairs</p>
<h3>Responsible Editor(s)</h3>
<p>{% for editor in site.editors %} {{ editor }} {% endfor %}</p>
<p>See our <a href="/privacy/">data protection policy</a>.</p>"""),
        expect={"name": "Gesellschaft zur Förderung der technischen Forschung e.V.", "legal_form": "e.V.",
                "register": {"country": "DE", "court": "München", "number": "VR 5127"},
                "vat_id": "DE184620377",
                "address": addr("Nymphenburger Straße 140", "80636", "München", "DE"),
                "phone": "+498928410", "email": None,
                "representatives": [{"name": "Karl Eisenreich", "role": "chair_of_board"},
                                    {"name": "Miriam Hohlfeld", "role": "board_member"},
                                    {"name": "Jens Wallrath", "role": "board_member"},
                                    {"name": "Elke Brandis", "role": "board_member"}]},
        note="an institute without separate legal status: the society is the operator, its name joined over the <br/>, its street; VR with the name's e.V.; the board President is chair_of_board, the others board members, portfolios and titles dropped; the Liquid loop names nobody; fax no phone",
    ),
    dict(
        conv=1032, id="1032-company-english-legal-notice-on-project-site",
        url=IMP_EN,
        html=en("""<h1>Legal notice</h1>
<h2>Information pursuant to § 5 TMG</h2>
<p>Brandner Messsysteme GmbH<br>Gewerbering 14<br>82538 Geretsried, Germany</p>
<p>Represented by the managing directors:<br>Dipl.-Ing. (FH) Georg Brandner<br>Dipl.-Ing. (FH) Sabine Unterholzner<br>Lukas Feichtmayr</p>
<h2>Contact</h2>
<p>Fon: +49 8171 42817-0<br>E-Mail: info@brandner-messsysteme.de</p>
<h2>Register entry</h2>
<p>Handelsregister: HRB 214 378<br>Registration court: Amtsgericht München</p>
<h2>VAT ID</h2>
<p>Sales tax identification number according to § 27 a of the Sales Tax Law: DE 217 483 926.</p>""",
                title="Legal notice | OpenSensorKit"),
        expect={"name": "Brandner Messsysteme GmbH", "legal_form": "GmbH",
                "representatives": [{"name": "Georg Brandner", "role": "managing_director"},
                                    {"name": "Sabine Unterholzner", "role": "managing_director"},
                                    {"name": "Lukas Feichtmayr", "role": "managing_director"}],
                "register": {"country": "DE", "court": "München", "number": "HRB 214378"},
                "vat_id": "DE217483926",
                "address": addr("Gewerbering 14", "82538", "Geretsried", "DE"),
                "phone": "+498171428170"},
        note="the company under the § 5 heading operates the project's site; three managing directors without 'Dipl.-Ing. (FH)'; spaced HRB digits closed up; spaced VAT id with a full stop compacted; ', Germany' not part of the city",
    ),
    dict(
        conv=1033, id="1033-english-ggmbh-firm-over-two-lines",
        url=IMP_EN,
        html=en("""<h1>Imprint</h1>
<p>Institute for Open Infrastructure<br />
gemeinnuetzige GmbH<br />
Wrangelstraße 66<br />
10997 Berlin<br />
Germany</p>
<p>Handelsregister Berlin Charlottenburg, HRB 204815 B<br />
VAT: DE328461507<br />
Email: contact@open-infrastructure-institut.de</p>"""),
        expect={"name": "Institute for Open Infrastructure gemeinnuetzige GmbH", "legal_form": "GmbH",
                "register": {"country": "DE", "court": "Charlottenburg", "number": "HRB 204815"},
                "vat_id": "DE328461507",
                "address": addr("Wrangelstraße 66", "10997", "Berlin", "DE"),
                "representatives": [], "email": "contact@open-infrastructure-institut.de"},
        note="the firm over two lines joined as printed, 'ue' kept; gemeinnützige GmbH is GmbH; Berlin Charlottenburg court, 'B' suffix dropped; 'Germany' line dropped; no person",
    ),
    dict(
        conv=1034, id="1034-conference-run-by-company-with-partner-blocks",
        url=IMP_EN,
        html=en("""<h1>Imprint</h1>
<p>The DATAWEEK conference series is run by Linked Data Labs GmbH together with local partners.</p>
<h2>Partners</h2>
<p>Rijksuniversiteit Oostland<br>Faculty of Computer Science<br>Kanaalweg 12<br>7511 AB Enschede<br>The Netherlands</p>
<p>Institut für Datenwissenschaften Sachsen e. V.<br>Karl-Heine-Straße 99<br>04229 Leipzig<br>Germany<br>
institut@datenwissenschaften-sachsen.de</p>
<p>Fachhochschule Donaustadt<br>Höchstädtplatz 6<br>1200 Vienna<br>Austria</p>
<p>Linked Data Labs GmbH<br>Neubaugasse 24/6<br>A-1070 Vienna<br>Austria</p>
<h2>Contact</h2>
<p>Linked Data Labs GmbH<br>Neubaugasse 24/6<br>A-1070 Vienna<br>
<a href="mailto:info@dataweek-conference.at">info@dataweek-conference.at</a></p>""", title="Imprint"),
        expect={"name": "Linked Data Labs GmbH", "legal_form": "GmbH", "register": None, "vat_id": None,
                "address": addr("Neubaugasse 24/6", "1070", "Vienna", "AT"),
                "email": "info@dataweek-conference.at", "phone": None, "representatives": []},
        note="the company the page names as running the series, repeated under 'Contact', is the operator; partner blocks (with their e. V. and mailbox) are somebody else's; door part kept, 'A-' dropped, city as printed in English; no FN or UID",
    ),
    dict(
        conv=1035, id="1035-empty-para5-heading-rstv-block-opens-with-club",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>Code für die Lausitz e.V.<br>Tobias Neumerkel<br>Lutherplatz 3<br>03046 Cottbus</p>
<h2>Kontakt:</h2>
<p>E-Mail: hallo@code-lausitz.de</p>"""),
        expect={"name": "Code für die Lausitz e.V.", "legal_form": "e.V.", "register": None,
                "representatives": [],
                "address": addr("Lutherplatz 3", "03046", "Cottbus", "DE"),
                "email": "hallo@code-lausitz.de"},
        note="empty § 5 heading followed by a § 55 block opening with the club: the club is the operator, its street the club's; the person without a function is no rep; e.V. from the name, no register",
    ),
    dict(
        conv=1036, id="1036-student-initiative-co-students-union-gmail",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Diensteanbieter</h2>
<p><strong>Initiative Retro-Gaming-Nacht</strong><br>c/o AStA Hochschule Weserbergland<br>Neustadtswall 30<br>28199 Bremen</p>
<h2>Kontakt</h2>
<p>E-Mail: retronacht.weser@gmail.com</p>"""),
        expect={"name": "Initiative Retro-Gaming-Nacht", "legal_form": None, "representatives": [],
                "address": addr("Neustadtswall 30", "28199", "Bremen", "DE"),
                "email": "retronacht.weser@gmail.com"},
        note="name as printed without a form word; the c/o line dropped, the host's street kept; no person; the Gmail box under 'Kontakt' is the e-mail",
    ),
    dict(
        conv=1037, id="1037-english-club-represented-by-chairman-soft-breaks",
        url=IMP_EN,
        html=en("""<h1>Imprint</h1>
<p>Responsible for all content on this website:</p>
<p><strong>Freundeskreis Burg Lindenstein e.V.</strong></p>
<p>Represented by the Chairman</p>
<p><strong>Holger Bremer</strong>
Ahornweg 12, 37242 Bad Sooden-Allendorf
Phone: +49 5652 918274
Mobile: +49 160 4827391
Email: H.Bremer@bremer-vorsorge.de</p>"""),
        expect={"name": "Freundeskreis Burg Lindenstein e.V.", "legal_form": "e.V.",
                "representatives": [{"name": "Holger Bremer", "role": "chair_of_board"}],
                "address": addr("Ahornweg 12", "37242", "Bad Sooden-Allendorf", "DE"),
                "phone": "+495652918274", "email": "h.bremer@bremer-vorsorge.de"},
        note="'Responsible for all content' without § 55 reference heads the provider block; the Chairman is chair_of_board; his address, landline and mailbox (on his brokerage's domain, lower-cased) are the club's; the Mobile number is not the phone; soft breaks change nothing",
    ),
    dict(
        conv=1038, id="1038-english-imprint-open-source-contact-person-private",
        url=IMP_EN,
        html=en("""<h1>Imprint</h1>
<h2>Contact</h2>
<p><strong>Henrike Sommerfeld</strong><br>Kochstraße 48<br>04275 Leipzig, Germany<br>
<a href="mailto:hello@meshcommons.de">hello@meshcommons.de</a></p>
<h2>Liability for contents</h2>
<p>As service providers, we are responsible for our own content on these pages according to general laws. However, we as
service providers are not obliged to monitor transmitted or stored third-party information.</p>""",
                title="Imprint – mesh.commons"),
        expect={"name": "Henrike Sommerfeld", "legal_form": None, "representatives": [],
                "address": addr("Kochstraße 48", "04275", "Leipzig", "DE"),
                "email": "hello@meshcommons.de"},
        note="one person under 'Contact', no provider heading, no business signal (project domain in the mailbox, 'service providers' boilerplate): private page; ', Germany' dropped; the project mailbox in her block is the contact",
    ),
    dict(
        conv=1039, id="1039-two-vorsitzender-co-chairs-percent-shortcodes",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Diese Webseite wird betrieben vom Freifunk Neckar-Fils e.V.</p>
<p>{{% callout note %}}</p>
<p><strong>Anschrift:</strong><br>Freifunk Neckar-Fils e.V.<br>c/o Jan Wiesler<br>Plochinger Straße 24<br>73730 Esslingen am Neckar</p>
<p>Der Verein ist im Vereinsregister Stuttgart unter der Vereinsregisternummer VR 724193 eingetragen.</p>
<p>Vertretungsberechtigt im Sinne des § 26 BGB ist der Vorstand:</p>
<ul>
<li><strong>Vorsitzender</strong>: Jan Peter Wiesler</li>
<li><strong>Vorsitzender</strong>: Malte Ockenfuß
{{% /callout %}}</li>
</ul>
<p>E-Mail: <a href="mailto:vorstand@ff-neckarfils.de">vorstand@ff-neckarfils.de</a></p>"""),
        expect={"name": "Freifunk Neckar-Fils e.V.", "legal_form": "e.V.",
                "register": {"country": "DE", "court": "Stuttgart", "number": "VR 724193"},
                "address": addr("Plochinger Straße 24", "73730", "Esslingen am Neckar", "DE"),
                "representatives": [{"name": "Jan Peter Wiesler", "role": "chair_of_board"},
                                    {"name": "Malte Ockenfuß", "role": "chair_of_board"}],
                "email": "vorstand@ff-neckarfils.de", "phone": None},
        note="two equal 'Vorsitzender' without ordinal are co-chairs, both chair_of_board; the board line's full name kept (the c/o line dropped); printed {{% … %}} shortcodes are no part of any value",
    ),
    dict(
        conv=1040, id="1040-vr-number-under-handelsregister-label",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h2>Verantwortlich im Sinne des § 5 DDG</h2>
<p>Förderverein der Freiwilligen Feuerwehr Bremen-Lesum e.V.<br>c/o Brinkmann<br>Lindenweg 9<br>D-28717 Bremen</p>
<p>Vertreten durch:<br>Heiko Brinkmann<br>Jörg Tietjen</p>
<p>Handelsregister: VR 31874<br>Registergericht: Amtsgericht Bremen</p>
<p>Telefon: +49 421 63918 - 274<br>E-Mail: <a href="mailto:webmaster@foerderverein-ff-lesum.de">webmaster@foerderverein-ff-lesum.de</a></p>
<p>Diese Website ist kein offizielles Medium der Feuerwehr Bremen.</p>"""),
        expect={"name": "Förderverein der Freiwilligen Feuerwehr Bremen-Lesum e.V.", "legal_form": "e.V.",
                "register": {"country": "DE", "court": "Bremen", "number": "VR 31874"},
                "address": addr("Lindenweg 9", "28717", "Bremen", "DE"),
                "representatives": [{"name": "Heiko Brinkmann", "role": "board_member"},
                                    {"name": "Jörg Tietjen", "role": "board_member"}],
                "phone": "+4942163918274", "email": "webmaster@foerderverein-ff-lesum.de"},
        note="the VR kind printed with the number decides over the wrong 'Handelsregister' label; c/o line dropped, 'D-' dropped; two names without function under 'Vertreten durch' are board members; the webmaster box is the club's only mailbox; the 'no official medium' sentence changes nothing",
    ),
    dict(
        conv=1041, id="1041-postalische-anschrift-club-officers-own-addresses",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<h3>Postalische Anschrift:</h3>
<p>Brettspielfreunde Warnow e.V.<br>Dorfstraße 7<br>18184 Roggentin</p>
<p>Registriert unter VR 1837 HRO beim Amtsgericht Rostock</p>
<h3>Vertreten durch:</h3>
<p>Vorsitzender: Sven Marquardt, Dorfstraße 7, 18184 Roggentin<br>
Kassenwart: Ole Timmermann, Am Stadthafen 41, 18057 Rostock</p>
<p>E-Mail: <a href="mailto:SpieleTreffWarnow@t-online.de">SpieleTreffWarnow@t-online.de</a></p>
<h3>Verantwortlich für journalistisch-redaktionelle Inhalte:</h3>
<p>Sven Marquardt, Birte Lorenzen</p>
<p>Website erstellt von: Kai Ahlgrimm</p>"""),
        expect={"name": "Brettspielfreunde Warnow e.V.", "legal_form": "e.V.",
                "register": {"country": "DE", "court": "Rostock", "number": "VR 1837"},
                "address": addr("Dorfstraße 7", "18184", "Roggentin", "DE"),
                "representatives": [{"name": "Sven Marquardt", "role": "chair_of_board"},
                                    {"name": "Ole Timmermann", "role": "board_member"}],
                "email": "spieletreffwarnow@t-online.de"},
        note="the club block under 'Postalische Anschrift' is the provider block; court suffix 'HRO' dropped; Vorsitzender chair_of_board, Kassenwart board member, their own addresses theirs; mailbox lower-cased; editorial persons and site maker no role",
    ),
    dict(
        conv=1042, id="1042-club-pages-responsible-person-register-without-vr",
        url=IMP,
        html=page("""<h1>Impressum</h1>
<p>Für den Inhalt der Seiten der Rolling Foxes ist verantwortlich:</p>
<p>Dirk Hallmann<br><a href="mailto:dirk.hallmann@rolling-foxes-mg.de">dirk.hallmann@rolling-foxes-mg.de</a><br>
Gladbacher Straße 40<br>41061 Mönchengladbach</p>
<p>Weitere Ansprechpartner:<br>Sabine Rother, <a href="mailto:s.rother@rolling-foxes-mg.de">s.rother@rolling-foxes-mg.de</a></p>
<p>Vereinsregister Nr. Amtsgericht Mönchengladbach: 4127<br>Verbandsregister Nr. Behindertensportverband NRW 5816</p>""",
                  title="Impressum – Rolling Foxes Rollstuhlbasketball"),
        expect={"name": "Rolling Foxes", "legal_form": "e.V.", "register": None, "representatives": [],
                "address": addr("Gladbacher Straße 40", "41061", "Mönchengladbach", "DE"),
                "email": "dirk.hallmann@rolling-foxes-mg.de", "phone": None},
        note="the heading names the club as owner of the pages and the club's register entry is printed: the club is the operator, e.V. (a German Verein naming its register court); a number without 'VR' gives no register; the federation number no register; the responsible person and further contact no reps; his street and first club-domain mailbox are the club's",
    ),
]
