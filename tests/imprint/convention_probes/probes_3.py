# Convention probes for conventions 177-264 of tests/imprint/corpus/REAL.md (K = 3).
# Written blind from the conventions; every name, street, number and address is invented.

URL = "https://site.invalid/impressum/"

NAV = '<nav><a href="/">Start</a>  <a href="/kontakt/">Kontakt</a> <a href="/impressum/">Impressum</a></nav>'


def page(main, title="Impressum", lang="de", nav=NAV, header="", footer="<footer><p>&copy; 2024</p></footer>", head=""):
    return (f"<!doctype html><html lang=\"{lang}\"><head><meta charset=\"utf-8\"><title>{title}</title>{head}</head><body>\n"
            f"{header}{nav}\n<main>\n{main.strip()}\n</main>\n{footer}\n</body></html>")


def bare(main, title="", lang="de"):
    """A site include / fragment: no nav, no heading, no footer."""
    t = f"<title>{title}</title>" if title else ""
    return f"<!doctype html><html lang=\"{lang}\"><head><meta charset=\"utf-8\">{t}</head><body>\n{main.strip()}\n</body></html>"


def addr(street, pc, city, country):
    return {"street": street, "postal_code": pc, "city": city, "country": country}


def rep(name, role):
    return {"name": name, "role": role}


# the block of convention 195, written by a script from an XOR-encoded string
_HIDDEN = "Impressum<br>Peter Vogler<br>Amselweg 5<br>01099 Dresden<br>peter@vogler-post.de"
_CODES = ",".join(str(ord(ch) ^ 2) for ch in _HIDDEN)

CASES = [
    # ---------------------------------------------------------------- 177
    dict(conv=177, id="177-address-on-request-spelled-email", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Holger Brenntal<br>Anschrift auf Anfrage</p>
<p>E-Mail: <a href="mailto:kontakt@brenntal-werkstatt.de">holger at brenntal-post dot de</a></p>"""),
         expect={"name": "Holger Brenntal", "address": None, "email": "holger@brenntal-post.de"},
         note="'Anschrift auf Anfrage' gives no address; 'x at y dot de' resolves and wins over a different mailto target"),
    # ---------------------------------------------------------------- 178
    dict(conv=178, id="178-house-number-own-line", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Miriam Osterkamp<br>Lerchenstr.<br>14<br>90489 Nürnberg</p>
<p>E-Mail: miriam@osterkamp-post.de</p>"""),
         expect={"address": addr("Lerchenstr. 14", "90489", "Nürnberg", "DE")},
         note="a house number alone on the line below the street name belongs to the street"),
    dict(conv=178, id="178-kleinunternehmer-price-sentence", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Jonas Ferber<br>Ahornring 22<br>91052 Erlangen</p>
<p>E-Mail: jonas@ferber-post.de</p>
<p>Gemäß § 19 UStG wird keine Umsatzsteuer berechnet (Kleinunternehmerregelung). Alle angegebenen Preise sind Endpreise zuzüglich Versandkosten.</p>"""),
         expect={"name": "Jonas Ferber", "legal_form": "Einzelunternehmen",
                 "representatives": [rep("Jonas Ferber", "owner")]},
         note="Kleinunternehmer statement with a price sentence is a business signal: the person under Impressum is owner"),
    # ---------------------------------------------------------------- 179
    dict(conv=179, id="179-activity-line-in-s55-block", url=URL,
         html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Dennis Hartwig<br>Mühlgasse 9<br>35037 Marburg</p>
<h2>Kontakt</h2>
<p>Mobil: 0171 4455667<br>E-Mail: info@hartwig-rechnerdienst.de</p>
<h2>Umsatzsteuer-ID</h2>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz:<br>DE298765431</p>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>IT, Computer<br>Dennis Hartwig<br>Mühlgasse 9<br>35037 Marburg</p>"""),
         expect={"name": "Dennis Hartwig", "legal_form": "Einzelunternehmen", "vat_id": "DE298765431",
                 "phone": None, "representatives": [rep("Dennis Hartwig", "owner")]},
         note="activity line inside the § 55 block is no designation; the VAT id is the signal; mobile gives no phone"),
    # ---------------------------------------------------------------- 180
    dict(conv=180, id="180-include-no-labels-script-email", url=URL,
         html=bare("""<address>Carla Wendt<br>Fliederweg 3<br>24103 Kiel</address>
<p><a href="tel:+491577112233">0157 7112233</a></p>
<p><script>var u='carla';var d='wendt-post.de';document.write('<a href="mailto:'+u+'@'+d+'">'+u+'@'+d+'</a>');</script></p>""",
                   title="Carla Wendt"),
         expect={"name": "Carla Wendt", "legal_form": None, "representatives": [],
                 "address": addr("Fliederweg 3", "24103", "Kiel", "DE"), "email": None, "phone": None},
         note="imprint include without heading/labels: private person, script-written e-mail null, mobile no phone"),
    # ---------------------------------------------------------------- 181
    dict(conv=181, id="181-profession-and-group-role-line", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Franka Lindqvist<br>Chorleiterin Die Notenfänger<br>Schillerstraße 41<br>72764 Reutlingen</p>
<p>E-Mail: franka@lindqvist-post.de</p>"""),
         expect={"name": "Franka Lindqvist", "legal_form": "Einzelunternehmen",
                 "representatives": [rep("Franka Lindqvist", "owner")]},
         note="a profession + group line below the person is a business signal but no designation"),
    dict(conv=181, id="181-display-none-section-is-on-page", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Die Anbieterkennzeichnung blenden Sie über den folgenden Link ein.</p>
<p><a href="#" onclick="document.getElementById('anbieter').style.display='block';return false;">Angaben anzeigen</a></p>
<div id="anbieter" style="display:none">
<p>Tischlerei Olm<br>Inhaber: Bernd Olm<br>Weinbergstraße 19<br>55131 Mainz</p>
<p>Telefon: 06131 555987<br>E-Mail: info@tischlerei-olm.de</p>
</div>"""),
         expect={"name": "Tischlerei Olm", "legal_form": "Einzelunternehmen",
                 "representatives": [rep("Bernd Olm", "owner")],
                 "address": addr("Weinbergstraße 19", "55131", "Mainz", "DE"),
                 "phone": "+496131555987", "email": "info@tischlerei-olm.de"},
         note="a section hidden by display:none until a link shows it is part of the page"),
    # ---------------------------------------------------------------- 182
    dict(conv=182, id="182-eigentuemer-heading-paren-dot", url=URL,
         html=page("""<h1>Impressum</h1>
<h2>Eigentümer der Seite</h2>
<p>Ralf Weidlinger<br>Brunnenstraße 17<br>66111 Saarbrücken</p>
<p>E-Mail: ralf (at) weidlinger-net (.) de</p>
<p><a href="/ralf-weidlinger.asc">GnuPG-Schlüssel</a> (Fingerabdruck 4F2A 19C0 77B1 E3D2)</p>"""),
         expect={"name": "Ralf Weidlinger", "legal_form": None, "representatives": [],
                 "email": "ralf@weidlinger-net.de"},
         note="'Eigentümer der Seite' is a provider heading; '(.)' is a dot; a GnuPG key is no business signal"),
    # ---------------------------------------------------------------- 183
    dict(conv=183, id="183-unlabelled-contact-lines", url=URL,
         html=page("""<h1>Impressum</h1>
<p><b>Holzwerk Senne</b><br>Karl Senne<br>Heideweg 8<br>33689 Bielefeld</p>
<p>karl@holzwerk-senne.de<br>+49 160 9988776</p>"""),
         expect={"name": "Holzwerk Senne", "legal_form": "Einzelunternehmen",
                 "representatives": [rep("Karl Senne", "owner")],
                 "email": "karl@holzwerk-senne.de", "phone": None},
         note="bare e-mail and mobile lines are the contact by form; bold designation above person"),
    # ---------------------------------------------------------------- 184
    dict(conv=184, id="184-at-generator-fragment-private", url=URL,
         html=bare("""<p>Informationspflicht laut § 5 E-Commerce Gesetz, § 14 Unternehmensgesetzbuch, § 63 Gewerbeordnung und Offenlegungspflicht laut § 25 Mediengesetz.</p>
<p>Lena Pichlmayr<br />Birkenweg 12, <br />6330 Kufstein, <br />Österreich</p>
<p><strong>Tel.:</strong> +43 664 1234567<br /><strong>E-Mail:</strong> <a href="mailto:office@pichlmayr.at">office@pichlmayr.at</a></p>
<h2>EU-Streitschlichtung</h2>
<p>Verbraucher haben die Möglichkeit, Beschwerden an die Online-Streitbeilegungsplattform der EU zu richten. Sie können allfällige Beschwerde auch an die oben angegebene E-Mail-Adresse richten.</p>
<h2>Haftung für Inhalte dieser Webseite</h2>
<p>Wir entwickeln die Inhalte dieser Webseite ständig weiter und bemühen uns korrekte und aktuelle Informationen bereitzustellen.</p>"""),
         expect={"name": "Lena Pichlmayr", "legal_form": None, "representatives": [],
                 "address": addr("Birkenweg 12", "6330", "Kufstein", "AT"),
                 "phone": None, "email": "office@pichlmayr.at"},
         note="generator law list, 'wir' and office@ are no business signal; line-end commas dropped; mobile no phone"),
    # ---------------------------------------------------------------- 185
    dict(conv=185, id="185-designation-heading-address-dl", url=URL,
         html=page("""<h1>Impressum</h1>
<h2>Segelbedarf Wörth</h2>
<address>Stefan Hollauf<br>Seeuferweg 5<br>9210 Pörtschach</address>
<dl><dt>Telefon:</dt><dd>+43 4272 51234</dd><dt>WhatsApp:</dt><dd>+43 4272 51234</dd><dt>E-Mail:</dt><dd>shop@segelbedarf-woerth.at</dd></dl>
<p>Geschäftsinhaber: Stefan Hollauf<br>Rechtsform: Einzelunternehmen<br>UID: ATU 712 345 68</p>"""),
         expect={"name": "Segelbedarf Wörth", "legal_form": None,
                 "representatives": [rep("Stefan Hollauf", "owner")],
                 "address": addr("Seeuferweg 5", "9210", "Pörtschach", "AT"),
                 "phone": "+43427251234", "vat_id": "ATU71234568", "email": "shop@segelbedarf-woerth.at"},
         note="designation heading over <address> starting with person; dl read as label/value; AT Einzelunternehmen -> null"),
    # ---------------------------------------------------------------- 186
    dict(conv=186, id="186-ch-brand-line-below-person", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Reto Gämperli<br>Velo-Doktor<br>Dorfstrasse 14<br>8484 Weisslingen</p>
<p>Mobile: 076 555 12 34<br>E-Mail: reto@velo-doktor.ch</p>
<p>UID: CHE-415.227.908</p>
<h2>Verantwortlich für den Inhalt</h2>
<p>Reto Gämperli</p>""",
                   header='<header><div class="logo">GÄMPERLI Velo-Doktor</div></header>',
                   footer="<footer><p>&copy; 2024 GÄMPERLI Velo-Doktor</p></footer>"),
         expect={"name": "Velo-Doktor", "legal_form": "Einzelunternehmen",
                 "register": {"country": "CH", "court": "-", "number": "CHE-415.227.908"},
                 "vat_id": None, "phone": None, "representatives": [rep("Reto Gämperli", "owner")]},
         note="brand line below the person repeated by the site is the name; UID without MWST is register only"),
    # ---------------------------------------------------------------- 187
    dict(conv=187, id="187-it-ch-responsabile-domain-only", url=URL,
         html=page("""<h1>Impressum</h1>
<h2>Responsabile del contenuto</h2>
<p>consulenze-lago.ch<br>E-mail: <a href="mailto:info@consulenze-lago.ch">info@consulenze-lago.ch</a><br>Svizzera</p>
<h2>Esclusione di responsabilità</h2>
<p>L'autore non si assume alcuna responsabilità per la correttezza e la completezza delle informazioni.</p>""",
                   lang="it", nav='<nav><a href="/">Home</a> <a href="/impressum/">Impressum</a></nav>'),
         expect={"name": "consulenze-lago.ch", "legal_form": None, "representatives": [],
                 "address": None, "email": "info@consulenze-lago.ch"},
         note="'Responsabile del contenuto' is the provider block; domain line the name; country alone no address"),
    # ---------------------------------------------------------------- 188
    dict(conv=188, id="188-provider-in-sentence-soft-breaks", url=URL,
         html=page("""<h1>Impressum</h1>
<p>alpenfalter.ch ist die persönliche Website von
Urs Zwahlen
Höhenweg 3
3612 Steffisburg
Schweiz</p>
<p>E-Mail: <a href="mailto:urs@alpenfalter.ch">urs@alpenfalter.ch</a></p>"""),
         expect={"name": "Urs Zwahlen", "legal_form": None, "representatives": [],
                 "address": addr("Höhenweg 3", "3612", "Steffisburg", "CH"), "email": "urs@alpenfalter.ch"},
         note="provider named after 'ist die persönliche Website von', lines joined by soft breaks"),
    # ---------------------------------------------------------------- 189
    dict(conv=189, id="189-include-betrieben-durch-gmbh", url=URL,
         html=bare("""<div class="impressum">
<p><strong>Ratskeller am Markt</strong><br>Markt 3</p>
<p>Betrieben durch:<br>Nordlicht Gastronomie GmbH<br>Hafenstraße 10<br>27568 Bremerhaven</p>
<p>Prokuristin: Anke Behrens<br>Handelsregisternummer: HRB 4471 BHV</p>
<p>Telefon: 0471 9581230<br>E-Mail: info@nordlicht-gastro.de</p>
</div>"""),
         expect={"name": "Nordlicht Gastronomie GmbH", "legal_form": "GmbH", "register": None,
                 "representatives": [rep("Anke Behrens", "authorised_officer")],
                 "address": addr("Hafenstraße 10", "27568", "Bremerhaven", "DE")},
         note="include without imprint word; 'Betrieben durch' names the operator; HRB with suffix but no court -> null"),
    dict(conv=189, id="189-include-card-gmbh-no-imprint-word", url=URL,
         html=bare("""<div class="imprint">
<p><strong>Seeblick Hotel GmbH</strong><br>Uferpromenade 21<br>23747 Dahme</p>
<p>Amtsgericht Lübeck, HRB 18834 HL<br>USt-IdNr.: DE311224567<br>Geschäftsführer: Jan Petersen, Maike Thiessen</p>
<p>E-Mail: hotel@seeblick-dahme.de</p>
</div>"""),
         expect={"name": "Seeblick Hotel GmbH", "legal_form": "GmbH",
                 "register": {"country": "DE", "court": "Lübeck", "number": "HRB 18834"},
                 "vat_id": "DE311224567",
                 "representatives": [rep("Jan Petersen", "managing_director"), rep("Maike Thiessen", "managing_director")]},
         note="a site include without any imprint word is labelled as the imprint it is"),
    # ---------------------------------------------------------------- 190
    dict(conv=190, id="190-herausgeber-university-lines", url=URL,
         html=page("""<p><strong>Herausgeber:</strong></p>
<p>Prof. Dr. Tilo Marquardt<br>Universität Uelzen-Heide<br>Fakultät für Informatik<br>Campusstr.2, 29525 Uelzen<br>Wilhelmsplatz 7, 29525 Uelzen</p>
<p>Tel.: +49 581 98-4410<br>E-Mail: tilo.marquardt@uni-uelzen-heide.de</p>
<p>Die Universität Uelzen-Heide ist eine Körperschaft des öffentlichen Rechts. Sie wird gesetzlich vertreten durch den Rektor.</p>"""),
         expect={"name": "Tilo Marquardt", "legal_form": None, "representatives": [],
                 "address": addr("Campusstr.2", "29525", "Uelzen", "DE"),
                 "phone": "+49581984410", "email": "tilo.marquardt@uni-uelzen-heide.de"},
         note="Herausgeber person is the name; institution lines no part; first address; rector is no representative"),
    # ---------------------------------------------------------------- 191
    dict(conv=191, id="191-kontakt-two-persons-towns-only", url=URL,
         html=page("""<h2>Kontakt</h2>
<p>Mara Feldhusen<br>Ettlingen<br><a href="tel:+4907243558812">tel:+4907243558812</a><br><a href="mailto:mara@feldhusen-post.de">mara@feldhusen-post.de</a></p>
<p>Jonas Riedl<br>Karlsruhe<br><a href="tel:+4907215559012">tel:+4907215559012</a><br><a href="mailto:jonas@riedl-post.de">jonas@riedl-post.de</a></p>"""),
         expect={"name": "Mara Feldhusen", "legal_form": None, "representatives": [], "address": None,
                 "phone": "+497243558812", "email": "mara@feldhusen-post.de"},
         note="first of two persons is the operator; town only -> no address; '+49' + trunk zero drops the zero"),
    # ---------------------------------------------------------------- 192
    dict(conv=192, id="192-label-free-card-person-designation", url=URL,
         html=page("""<div class="card">
<p>Timo Brandl</p>
<p>BRANDL NETZWERKE</p>
<p>Kirchplatz 2</p>
<p>64823 Gr.-Umstadt</p>
<p>timo@brandl-netzwerke.de</p>
</div>"""),
         expect={"name": "BRANDL NETZWERKE", "legal_form": "Einzelunternehmen",
                 "representatives": [rep("Timo Brandl", "owner")],
                 "address": addr("Kirchplatz 2", "64823", "Gr.-Umstadt", "DE")},
         note="person line above designation line in a label-free card; abbreviated town kept"),
    # ---------------------------------------------------------------- 193
    dict(conv=193, id="193-privates-projekt-von", url=URL,
         html=page("""<p>Diese Seite ist ein privates Projekt von <a href="https://vosskamp-notizen.de/ueber-mich/">Lena Vosskamp</a>.</p>
<p>E-Mail: post@vosskamp-notizen.de</p>"""),
         expect={"name": "Lena Vosskamp", "legal_form": None, "representatives": [],
                 "email": "post@vosskamp-notizen.de"},
         note="'privates Projekt von X' names a private operator; the link behind the name is no contact"),
    # ---------------------------------------------------------------- 194
    dict(conv=194, id="194-names-only-in-html-comments", url=URL,
         html=bare("""<div class="footer-impressum">
<p>Diese Seite ist ein privates Projekt von <!--a href="https://gemeinde-lindau-ost.de">Pfarrer Anton Reimers</a--> und <!--a href="https://brock-notizen.de">Gisela Brock</a-->.</p>
</div>"""),
         expect={"name": None, "legal_form": None, "register": None, "vat_id": None, "address": None,
                 "email": None, "phone": None, "representatives": []},
         note="names only inside HTML comments are not on the page: all null"),
    # ---------------------------------------------------------------- 195
    dict(conv=195, id="195-script-writes-encoded-block", url=URL,
         html=bare("""<div class="imprint"><script>
var c=[CODES];var s='';for(var i=0;i<c.length;i++){s+=String.fromCharCode(c[i]^2);}document.write(s);
</script></div>""".replace("CODES", _CODES)),
         expect={"name": None, "legal_form": None, "address": None, "email": None, "phone": None,
                 "representatives": []},
         note="a block a script writes from an encoded string gives all null"),
    # ---------------------------------------------------------------- 196
    dict(conv=196, id="196-room-line-between-street-postal", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Ole Sandvik<br>Kastanienallee 19<br>Zimmer 412<br>10435 Berlin</p>
<p>E-Mail: ole@sandvik-notizen.de</p>"""),
         expect={"address": addr("Kastanienallee 19", "10435", "Berlin", "DE")},
         note="a room line between street and postal line is no part of street or city"),
    # ---------------------------------------------------------------- 197
    dict(conv=197, id="197-en-responsible-for-content-at-private", url="https://site.invalid/imprint/",
         html=page("""<h1>Imprint</h1>
<h2>Responsible for Content:</h2>
<p>K. HOLZKNECHT<br>Austria</p>
<p><a href="https://www.linkedin.com/in/kholzknecht-example">LinkedIn</a></p>""",
                   title="Imprint", lang="en",
                   nav='<nav><a href="/">Blog</a> <a href="/about/">About</a> <a href="/imprint/">Imprint</a></nav>'),
         expect={"name": "K. HOLZKNECHT", "legal_form": None, "representatives": [], "address": None,
                 "email": None},
         note="English 'Responsible for Content' is the provider block; capitals/initial kept; country alone no address"),
    # ---------------------------------------------------------------- 198
    dict(conv=198, id="198-pipe-before-country", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Gudrun Feichtl<br>Schumanngasse 12/4<br>4020 Linz | Österreich</p>
<p>E-Mail: gudrun@feichtl-linz.at</p>"""),
         expect={"address": addr("Schumanngasse 12/4", "4020", "Linz", "AT")},
         note="pipe separates the country from the city"),
    dict(conv=198, id="198-pipe-fields-on-one-line", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Tanja Moosbrugger<br>Leopoldigasse 44/7 | A-5020 Salzburg | Tel: +43 662 555123</p>
<p>E-Mail: tanja@moosbrugger-salzburg.at</p>"""),
         expect={"address": addr("Leopoldigasse 44/7", "5020", "Salzburg", "AT"), "phone": "+43662555123"},
         note="pipes between street, postal line and phone separate fields"),
    # ---------------------------------------------------------------- 199
    dict(conv=199, id="199-at-sole-trader-trade-fields-no-ecg", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Mag. Daniela Hörtnagl<br>Kaiserstraße 31/2<br>9020 Klagenfurt</p>
<p>Unternehmensgegenstand: Berufsfotografie<br>Mitglied der WKO Kärnten, Fachgruppe Berufsfotografen<br>Aufsichtsbehörde: Magistrat der Landeshauptstadt Klagenfurt<br>UID: entfällt aufgrund der Kleinunternehmerregelung</p>
<p>Tel.: 0680 1234567<br>E-Mail: studio@lichtwerk-hoertnagl.at</p>"""),
         expect={"name": "Daniela Hörtnagl", "legal_form": None, "vat_id": None, "phone": None,
                 "representatives": [rep("Daniela Hörtnagl", "owner")]},
         note="trade fields make the first-line person the owner (AT: no form code); title stripped; 0680 is mobile"),
    # ---------------------------------------------------------------- 200
    dict(conv=200, id="200-eu-seat-twice-fn-printed-email", url=URL,
         html=page("""<h1>Impressum</h1>
<p><strong>Filmkante Brandauer e.U.</strong><br>Margaretenstraße 88/10 | A-1050 Wien | Tel: +43 1 5553344<br>E-Mail: <a href="mailto:info@filmkante.at">mail@filmkante.at</a></p>
<table>
<tr><td>Firmenname</td><td>Filmkante Brandauer e.U.</td></tr>
<tr><td>Sitz</td><td>Margaretenstraße 88 / A-1050 Wien / Austria</td></tr>
<tr><td>Firmenbuchnummer</td><td>412377k</td></tr>
<tr><td>Firmenbuchgericht</td><td>Handelsgericht Wien</td></tr>
<tr><td>Inhaber</td><td>Mag.phil. Paul Brandauer</td></tr>
</table>"""),
         expect={"name": "Filmkante Brandauer e.U.", "legal_form": "e.U.",
                 "register": {"country": "AT", "court": "-", "number": "FN 412377k"},
                 "representatives": [rep("Paul Brandauer", "owner")],
                 "address": addr("Margaretenstraße 88/10", "1050", "Wien", "AT"),
                 "email": "mail@filmkante.at", "phone": "+4315553344"},
         note="seat printed twice: the printing with the door number; FN added; printed e-mail wins over mailto"),
    # ---------------------------------------------------------------- 201
    dict(conv=201, id="201-club-two-column-table", url=URL,
         html=page("""<h1>Impressum</h1>
<table>
<thead><tr><th colspan="2">Funkamateure Traunviertel</th></tr></thead>
<tbody>
<tr><td>Obmann</td><td>Herbert Lindinger (OE5HLX)</td></tr>
<tr><td>Obmann-Stellvertreter</td><td>Markus Pühringer (OE5MPX)</td></tr>
<tr><td>1. Kassier</td><td>Ingrid Danninger (SWL)</td></tr>
<tr><td>2. Kassier</td><td>Walter Hofer (OE5WHX)</td></tr>
<tr><td>Vereinssitz</td><td>4600 Wels</td></tr>
<tr><td>E-Mail</td><td>oe5hlx@funkamateure-traunviertel.at</td></tr>
<tr><td>ZVR-Zahl</td><td>987654321</td></tr>
</tbody></table>"""),
         expect={"name": "Funkamateure Traunviertel", "legal_form": None, "register": None, "address": None,
                 "email": "oe5hlx@funkamateure-traunviertel.at",
                 "representatives": [rep("Herbert Lindinger", "chair_of_board"), rep("Markus Pühringer", "board_member"),
                                     rep("Ingrid Danninger", "board_member"), rep("Walter Hofer", "board_member")]},
         note="header cell is the name; call signs dropped; Obmann chair; seat town only -> no address"),
    # ---------------------------------------------------------------- 202
    dict(conv=202, id="202-band-site-one-member-private", url=URL,
         html=page("""<h1>Impressum</h1>
<h2>Medieninhaber und Websitebetreiber</h2>
<p>Florian Wachter<br>Gartengasse 5<br>4020 Linz</p>
<p>E-Mail: buchung@nachtfalter-band.at</p>
<h2>Grundlegende Ausrichtung der Website</h2>
<p>Informationen über die Band Nachtfalter, ihre Konzerte und Veröffentlichungen.</p>"""),
         expect={"name": "Florian Wachter", "legal_form": None, "representatives": [],
                 "email": "buchung@nachtfalter-band.at"},
         note="the band is the site's subject, no designation; buchung@ is no signal: private page"),
    # ---------------------------------------------------------------- 203
    dict(conv=203, id="203-ch-club-co-line-shortcode-email", url=URL,
         html=page("""<h1>Impressum</h1>
<address>Verein Sonnenkreis<br>c/o Davide Marti<br>Lorrainestrasse 21<br>CH-3600 Thun</address>
<p>E-Mail: {{< protected-email >}}</p>"""),
         expect={"name": "Verein Sonnenkreis", "legal_form": "Verein", "representatives": [],
                 "address": addr("Lorrainestrasse 21", "3600", "Thun", "CH"), "email": None},
         note="c/o person is no representative; street after it is the club's; unrendered shortcode e-mail null"),
    # ---------------------------------------------------------------- 204
    dict(conv=204, id="204-name-address-one-run", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Fabian Lindmayr Weidenhofgasse 7 8700 Leoben Austria</p>
<p>E-Mail: fabian@lindmayr-post.at</p>"""),
         expect={"name": "Fabian Lindmayr", "address": addr("Weidenhofgasse 7", "8700", "Leoben", "AT")},
         note="name, street, postal code, town and country in one run are split where each begins"),
    # ---------------------------------------------------------------- 205
    dict(conv=205, id="205-verantwortlich-no-paragraph-only-block", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Auf dieser Seite stellt unsere Laufgruppe ihre Termine und Strecken vor.</p>
<h2>Verantwortlich für den Inhalt:</h2>
<p>Sven Ahlers<br>Weiherstraße 12<br>49078 Osnabrück</p>
<p>E-Mail: sven@ahlers-post.de</p>"""),
         expect={"name": "Sven Ahlers", "legal_form": None, "representatives": [],
                 "address": addr("Weiherstraße 12", "49078", "Osnabrück", "DE")},
         note="'Verantwortlich für den Inhalt:' without paragraph reference as the only block is the provider block"),
    # ---------------------------------------------------------------- 206
    dict(conv=206, id="206-ch-only-geschaeftsfuehrerin-line", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Geschäftsführerin: Nadine Perret<br>Seestrasse 41<br>8810 Horgen</p>
<p>Telefon: 079 555 12 34<br>E-Mail: hallo@perret-coaching.ch</p>
<p>UID: CHE-238.114.907</p>
<h2>Angebot</h2>
<ul><li>Einzelcoaching</li><li>Teamworkshops</li><li>Moderation</li></ul>""",
                   footer="<footer><p>Webdesign &amp; Umsetzung: nadine perret coaching</p></footer>"),
         expect={"name": "Nadine Perret", "legal_form": "Einzelunternehmen",
                 "representatives": [rep("Nadine Perret", "managing_director")],
                 "register": {"country": "CH", "court": "-", "number": "CHE-238.114.907"},
                 "vat_id": None, "phone": None},
         note="one-person CH business; only person line 'Geschäftsführerin' -> managing_director; credit line no name"),
    # ---------------------------------------------------------------- 207
    dict(conv=207, id="207-image-phone-ident-nr-designation-with-name", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Malerei Tobias Wendt<br>Industriestraße 4<br>66740 Saarlouis</p>
<p>Telefon: <img src="/img/telefon.png" alt="asdf"></p>
<p>E-Mail: tobias.wendt at malerei-wendt.de</p>
<p>Ident Nr. DE48120377415</p>"""),
         expect={"name": "Malerei Tobias Wendt", "legal_form": "Einzelunternehmen", "representatives": [],
                 "phone": None, "vat_id": None, "email": "tobias.wendt@malerei-wendt.de"},
         note="phone only as an image is null; DE+11 digits is no VAT id; designation with the person's name: no owner"),
    dict(conv=207, id="207-insurer-block-other-party", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Anja Reuter<br>Gutenbergstraße 15<br>70176 Stuttgart</p>
<p>Telefon: 0711 5558812<br>E-Mail: kontakt@reuter-text.de</p>
<p>USt-IdNr.: DE276543219</p>
<h2>Berufshaftpflichtversicherung</h2>
<p>Versicherer: Hanseatische Vorsorge Assekuranz AG<br>Ballindamm 40<br>20095 Hamburg<br>Geltungsraum: Deutschland</p>"""),
         expect={"name": "Anja Reuter", "legal_form": "Einzelunternehmen",
                 "representatives": [rep("Anja Reuter", "owner")],
                 "address": addr("Gutenbergstraße 15", "70176", "Stuttgart", "DE"), "vat_id": "DE276543219"},
         note="the liability insurer's block is somebody else's; VAT id makes the first-line person the owner"),
    # ---------------------------------------------------------------- 208
    dict(conv=208, id="208-ch-uwg-heading-private-canton", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Angaben gemäss Art. 3 Abs. 1 lit. s UWG</p>
<p>Lukas Baumberger<br>Brunnenweg 9<br>8604 Volketswil ZH</p>
<p>E-Mail: lukas@baumberger-notizen.ch</p>"""),
         expect={"name": "Lukas Baumberger", "legal_form": None, "representatives": [],
                 "address": addr("Brunnenweg 9", "8604", "Volketswil ZH", "CH")},
         note="a Swiss UWG heading is no business signal; canton after the town kept"),
    dict(conv=208, id="208-pseudonym-only-name", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Name: k4rlo<br>E-Mail: k4rlo@pixelnest-notizen.ch</p>"""),
         expect={"name": "k4rlo", "legal_form": None, "representatives": []},
         note="a pseudonym printed as the only name is the name as printed"),
    # ---------------------------------------------------------------- 209
    dict(conv=209, id="209-gbr-firm-is-partner-names", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Jens Aumüller und Tobias Kreft (GbR)<br>Rheinstraße 80<br>56068 Koblenz</p>
<p>Telefon: 0261 5554433<br>E-Mail: info@aumueller-kreft.de</p>
<p>USt-IdNr.: DE301234876</p>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>Tobias Kreft<br>Moselweg 2<br>56070 Koblenz</p>"""),
         expect={"name": "Jens Aumüller und Tobias Kreft (GbR)", "legal_form": "GbR", "register": None,
                 "representatives": [rep("Jens Aumüller", "partner"), rep("Tobias Kreft", "partner")],
                 "address": addr("Rheinstraße 80", "56068", "Koblenz", "DE")},
         note="firm line of partners' names + (GbR): both partners; § 55 line with other address adds nothing"),
    # ---------------------------------------------------------------- 210
    dict(conv=210, id="210-dentists-praxisinhaber-and-second", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Zahnarztpraxis Dr. Helmut Sieber<br>Bahnhofstraße 12<br>88212 Ravensburg</p>
<p>Telefon: 0751 5551200<br>E-Mail: praxis@zahnarzt-sieber.de</p>
<h2>Vertretungsberechtigte Zahnärzt:innen</h2>
<p>Dr. Helmut Sieber (Praxisinhaber)<br>Dr. Carina Moll</p>
<h2>Berufsbezeichnung und Kammer</h2>
<p>Zahnarzt (verliehen in der Bundesrepublik Deutschland)<br>Zuständige Kammer: Landeszahnärztekammer Baden-Württemberg</p>"""),
         expect={"name": "Zahnarztpraxis Dr. Helmut Sieber", "legal_form": "Einzelunternehmen",
                 "representatives": [rep("Helmut Sieber", "owner")]},
         note="the '(Praxisinhaber)' is the owner; the second dentist is not labelled"),
    # ---------------------------------------------------------------- 211
    dict(conv=211, id="211-firm-over-three-lines-kg", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Egon Tramberg<br>Containerdienst<br>GmbH &amp; Co. KG.<br>Kiesgrubenstr.17<br>33378 Rheda-Wiedenbrück</p>
<p>Tel.: 0 52 42 | 88 30 -0<br>Fax: 0 52 42 | 88 30 -99<br>E-Mail: info@tramberg-container.de</p>
<p>Sitz: Rheda-Wiedenbrück, Amtsgericht Gütersloh HRA 5512<br>Persönlich haftende Gesellschafterin: Tramberg Verwaltungs-GmbH, Amtsgericht Gütersloh HRB 7731<br>Geschäftsführende Gesellschafter: Egon Tramberg, Lisa Tramberg</p>"""),
         expect={"name": "Egon Tramberg Containerdienst GmbH & Co. KG.", "legal_form": "GmbH & Co. KG",
                 "register": {"country": "DE", "court": "Gütersloh", "number": "HRA 5512"},
                 "representatives": [rep("Egon Tramberg", "managing_director"), rep("Lisa Tramberg", "managing_director")],
                 "address": addr("Kiesgrubenstr.17", "33378", "Rheda-Wiedenbrück", "DE"),
                 "phone": "+49524288300"},
         note="firm lines joined with final dot; street kept; KG's HRA; '0 52 42 | 88 30 -0' separators"),
    # ---------------------------------------------------------------- 212
    dict(conv=212, id="212-brand-inhaber-is-company", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Reisewelt Hanke</p>
<p>Inhaber</p>
<p>Reisebüro Kessler GmbH<br>Hirschstraße 9<br>89073 Ulm<br>E-Mail: info@reisewelt-hanke.de</p>
<p>Registergericht: Amtsgericht Ulm<br>Registernummer: hrb 731948</p>
<h2>Kontakt</h2>
<p>Reisewelt Hanke<br>Telefon: 0731 5556070</p>
<h2>Inhaltlich Verantwortlicher (gemäß § 5 DDG)</h2>
<p>Thomas Kessler<br>Hirschstraße 9, 89073 Ulm</p>
<h2>Datenschutz</h2>
<p>Verantwortlich für die Datenverarbeitung auf dieser Website ist die Reisebüro Kessler Touristik GmbH, Marktplatz 2, 89143 Blaubeuren, E-Mail: datenschutz@kessler-touristik.de.</p>"""),
         expect={"name": "Reisebüro Kessler GmbH", "legal_form": "GmbH",
                 "register": {"country": "DE", "court": "Ulm", "number": "HRB 731948"},
                 "representatives": [], "address": addr("Hirschstraße 9", "89073", "Ulm", "DE"),
                 "email": "info@reisewelt-hanke.de", "phone": "+497315556070"},
         note="a brand whose Inhaber is a company: company is operator; content person no rep; privacy firm not mixed in"),
    # ---------------------------------------------------------------- 213
    dict(conv=213, id="213-vertreten-durch-herself-with-signal", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Monika Feller<br>Lärchenweg 2<br>97849 Roden</p>
<p>Vertreten durch:<br>Monika Feller</p>
<p>Kontakt:<br>Telefon: 09359 555123<br>E-Mail: info@laerchenhof-roden.de</p>
<p>Steuer Nr.: DE 287 654 321</p>""", title="Impressum | Landgasthof Lärchenhof"),
         expect={"name": "Monika Feller", "legal_form": "Einzelunternehmen", "vat_id": "DE287654321",
                 "representatives": [rep("Monika Feller", "owner")]},
         note="'Vertreten durch' the provider herself + designation in title + VAT id: owner of Einzelunternehmen"),
    dict(conv=213, id="213-vertreten-durch-himself-no-signal", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Stefan Kühnel<br>Amselstraße 4<br>04317 Leipzig</p>
<p>Vertreten durch:<br>Stefan Kühnel</p>
<p>Kontakt:<br>E-Mail: stefan@kuehnel-notizen.de</p>"""),
         expect={"name": "Stefan Kühnel", "legal_form": None, "representatives": []},
         note="contrast (156): same shape without any business signal is a private page"),
    # ---------------------------------------------------------------- 214
    dict(conv=214, id="214-at-trade-page-no-person", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Gasthof Oberwirt<br>Dorfplatz 3<br>5571 Mariapfarr</p>
<p>Tel.: +43 6473 55512<br>E-Mail: info@oberwirt-lungau.at</p>
<p>Unternehmensgegenstand: Gastgewerbe<br>UID-Nummer: ATU12345678<br>Gewerbebehörde: Bezirkshauptmannschaft Tamsweg<br>Mitglied der WKO Salzburg</p>
<p>Dieses Impressum gilt auch für meine Social-Media-Präsenzen.</p>"""),
         expect={"name": "Gasthof Oberwirt", "legal_form": None, "representatives": [], "vat_id": None,
                 "address": addr("Dorfplatz 3", "5571", "Mariapfarr", "AT"),
                 "phone": "+43647355512", "email": "info@oberwirt-lungau.at"},
         note="AT trade page without person: form null, reps []; ATU12345678 placeholder null, rest kept"),
    # ---------------------------------------------------------------- 215
    dict(conv=215, id="215-person-above-venue-name", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Klaus Ebner<br>Alte Mühle Grünbach a. d. R.<br>Mühlweg 1<br>08223 Grünbach</p>
<p>E-Mail: ebner.altemuehle@freemail-box.de</p>""",
                   nav='<nav><a href="/">Start</a> <a href="/raeume/">Räume</a> <a href="mailto:email@example.com">Kontakt</a> <a href="/impressum/">Impressum</a></nav>'),
         expect={"name": "Alte Mühle Grünbach a. d. R.", "legal_form": "Einzelunternehmen",
                 "representatives": [rep("Klaus Ebner", "owner")], "email": "ebner.altemuehle@freemail-box.de"},
         note="venue name below the person is the designation; placeholder mailto in nav is no contact"),
    # ---------------------------------------------------------------- 216
    dict(conv=216, id="216-club-data-under-vorstandsvorsitzende", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Förderverein Auenpark e.V.</p>
<h2>Vorstandsvorsitzende:</h2>
<p>Sabine Kohler<br>Auenweg 7<br>69123 Heidelberg<br>Tel.: 06221 555432 (bitte per E-Mail melden, Angabe der Telefonnummer nur aus Impressums-Pflicht)<br>E-Mail: info@FvAuenpark.de</p>
<p>Eingetragen im Vereinsregister: Amtsgericht Mannheim, VR 701234</p>"""),
         expect={"name": "Förderverein Auenpark e.V.", "legal_form": "e.V.",
                 "representatives": [rep("Sabine Kohler", "chair_of_board")],
                 "address": addr("Auenweg 7", "69123", "Heidelberg", "DE"),
                 "phone": "+496221555432", "email": "info@fvauenpark.de"},
         note="the chair's block holds the club's only address/phone/e-mail; e-mail lower-cased"),
    dict(conv=216, id="216-vertretungsberechtigter-vorstand-ev-space", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Heimatverein Birkenfeld e. V.<br>Schulstraße 3<br>55765 Birkenfeld</p>
<p>E-Mail: kontakt@heimatverein-birkenfeld.de</p>
<p>Vertretungsberechtigter Vorstand: Rolf Gerber</p>
<p>Registergericht: Amtsgericht Bad Kreuznach<br>Registernummer: VR 20412</p>
<h2>Webdesign</h2>
<p>Pixelhof Medien<br>Am Bach 2<br>55743 Idar-Oberstein<br>info@pixelhof-medien.de</p>"""),
         expect={"name": "Heimatverein Birkenfeld e. V.", "legal_form": "e.V.",
                 "representatives": [rep("Rolf Gerber", "board_member")],
                 "address": addr("Schulstraße 3", "55765", "Birkenfeld", "DE"),
                 "email": "kontakt@heimatverein-birkenfeld.de"},
         note="'Vertretungsberechtigter Vorstand' without chair wording is board_member; 'e. V.' kept; webdesigner other's"),
    # ---------------------------------------------------------------- 217
    dict(conv=217, id="217-association-name-address-only", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Evangelische Jugend Lindenhof<br>Kirchgasse 5<br>69221 Dossenheim</p>"""),
         expect={"name": "Evangelische Jugend Lindenhof", "legal_form": None, "representatives": [],
                 "address": addr("Kirchgasse 5", "69221", "Dossenheim", "DE"), "email": None, "phone": None},
         note="an association printing only name and address: form null, no reps, no contact"),
    # ---------------------------------------------------------------- 218
    dict(conv=218, id="218-cms-block-kg-hra-hrb-one-line", url=URL,
         html=bare("""<div class="content-block">
<p><strong>Hansen Logistik GmbH &amp; Co. KG</strong><br>Speicherstraße 14<br>28217 Bremen</p>
<p>Telefon: 0421 5559900<br>E-Mail: info@hansen-logistik.de</p>
<p>Registergericht: Amtsgericht Bremen<br>HRA 27711, HRB 31188</p>
<p>Persönlich haftende Gesellschafterin: Hansen Verwaltungs GmbH</p>
<p>Vertreter:<br>Ole Hansen, Birte Jacobs (Geschäftsführer der Hansen Verwaltungs GmbH)</p>
<p>USt-IdNr.: DE812345670</p>
</div>"""),
         expect={"name": "Hansen Logistik GmbH & Co. KG", "legal_form": "GmbH & Co. KG",
                 "register": {"country": "DE", "court": "Bremen", "number": "HRA 27711"},
                 "representatives": [rep("Ole Hansen", "managing_director"), rep("Birte Jacobs", "managing_director")]},
         note="CMS block fragment; 'HRA …, HRB …' under one court gives the KG's HRA; GP's managers are MDs"),
    # ---------------------------------------------------------------- 219
    dict(conv=219, id="219-club-email-only-technical-contact", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Tennisclub Grünweiß Walldürn e.V.<br>Am Sportplatz 2<br>74731 Walldürn</p>
<p>Vorstand:<br>Peter Hauck, Martina Bender, Uwe Link, Sarah Kunz</p>
<p>Registrierung: Amtsgericht Mosbach</p>
<h2>Technischer Kontakt</h2>
<p>Feedback zur Website richten Sie bitte an: admin@tc-gruenweiss-wallduern.de</p>"""),
         expect={"name": "Tennisclub Grünweiß Walldürn e.V.", "legal_form": "e.V.", "register": None,
                 "email": None,
                 "representatives": [rep("Peter Hauck", "board_member"), rep("Martina Bender", "board_member"),
                                     rep("Uwe Link", "board_member"), rep("Sarah Kunz", "board_member")]},
         note="webmaster address under 'Technischer Kontakt' is not the club's; court without number -> null"),
    # ---------------------------------------------------------------- 220
    dict(conv=220, id="220-building-line-eur-ing-at-u", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Donauwerk IT GmbH<br>Riverside Tower<br>Untere Donaulände 22<br>4020 Linz</p>
<p>Geschäftsführer: Eur.Ing. Franz Leitgeb</p>
<p>Firmenbuchgericht: Landesgericht Linz</p>
<p>UID: AT U63219874</p>
<p>E-Mail: office@donauwerk-it.at</p>"""),
         expect={"name": "Donauwerk IT GmbH", "legal_form": "GmbH", "register": None, "vat_id": "ATU63219874",
                 "address": addr("Untere Donaulände 22", "4020", "Linz", "AT"),
                 "representatives": [rep("Franz Leitgeb", "managing_director")]},
         note="building line no part of street; Eur.Ing. title; court without FN -> null; 'AT U…' compacted"),
    # ---------------------------------------------------------------- 221
    dict(conv=221, id="221-at-verein-organs-under-ansprechpartner", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Modellflugverein Kärntner Adler<br>Flugplatzweg 3<br>9020 Klagenfurt<br>E-Mail: info@mfv-kaerntner-adler.at</p>
<h2>Ansprechpartner</h2>
<p>Obmann: Gernot Wieser<br>Kirchweg 4, 9062 Moosburg<br>Mobil: 0664 5551234</p>
<p>2. Vorstand: Helmut Brandl<br>Lindenstraße 8, 83395 Freilassing<br>Mobil: 0171 5552345</p>
<p>Kassier: Sonja Egger<br>Bergstraße 2, 83404 Ainring<br>Mobil: 0151 5553456</p>"""),
         expect={"legal_form": None,
                 "representatives": [rep("Gernot Wieser", "chair_of_board"), rep("Helmut Brandl", "board_member"),
                                     rep("Sonja Egger", "board_member")],
                 "address": addr("Flugplatzweg 3", "9020", "Klagenfurt", "AT"), "phone": None},
         note="organs with function words under 'Ansprechpartner' are representatives; their addresses are not the club's"),
    # ---------------------------------------------------------------- 222
    dict(conv=222, id="222-ch-org-postfach-uid-only", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Alpkäserei Hinterfeld<br>Postfach 112<br>9650 Nesslau</p>
<p>Unternehmens-Nr.: CHE-309.771.245<br>Bio-Suisse-Betriebsnummer: 4471</p>
<p>E-Mail: kaese@alp-hinterfeld.ch</p>
<h2>Bankverbindung</h2>
<p>Regionalbank Obertoggenburg, IBAN CH44 8080 8001 2345 6789 0</p>
<h2>Gestaltung</h2>
<p>Studio Ostwind, Wil SG</p>"""),
         expect={"name": "Alpkäserei Hinterfeld", "legal_form": None, "representatives": [], "vat_id": None,
                 "register": {"country": "CH", "court": "-", "number": "CHE-309.771.245"}, "address": None},
         note="UID is the register; Postfach is no address; no form word, no person -> null"),
    # ---------------------------------------------------------------- 223
    dict(conv=223, id="223-project-site-blocks-by-role", url=URL,
         html=page("""<h1>Impressum</h1>
<h2>Vermarktung Erstvermietung</h2>
<p>Wohnpunkt Immobilien AG<br>Bahnhofstrasse 12<br>Postfach<br>8610 Uster 1<br>Telefon: 044 555 12 34<br>vermietung@wohnpunkt-immo.ch</p>
<h2>Architektur</h2>
<p>Keller Brunner Architekten AG<br>Seefeldstrasse 50<br>8008 Zürich</p>
<h2>Design und Entwicklung</h2>
<p>Pixelgarten GmbH, Winterthur</p>
<h2>Programmierung</h2>
<p>Lukas Frei, Zürich</p>"""),
         expect={"name": "Wohnpunkt Immobilien AG", "legal_form": "AG",
                 "address": addr("Bahnhofstrasse 12", "8610", "Uster 1", "CH"),
                 "phone": "+41445551234", "email": "vermietung@wohnpunkt-immo.ch"},
         note="first printed block of equal rank is the operator; Postfach line dropped; 'Uster 1' as printed"),
    # ---------------------------------------------------------------- 224
    dict(conv=224, id="224-succession-clause-after-firm", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Datakern GmbH, in Rechtsnachfolge der Altwerk Software &amp; Beratung GmbH und der Altwerk Service GmbH</p>
<p>Kantstraße 120<br>10625 Berlin</p>
<p>Geschäftsführer: Matthias Roloff</p>
<p>Amtsgericht Berlin - Charlottenburg, HRB 198765 B</p>
<p>E-Mail: altwerk@altwerk-software.de</p>"""),
         expect={"name": "Datakern GmbH", "legal_form": "GmbH",
                 "register": {"country": "DE", "court": "Charlottenburg", "number": "HRB 198765"},
                 "email": "altwerk@altwerk-software.de",
                 "representatives": [rep("Matthias Roloff", "managing_director")]},
         note="succession clause is no part of the name; predecessor-domain address is still the contact"),
    # ---------------------------------------------------------------- 225
    dict(conv=225, id="225-ch-verein-co-presidency", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Verein Kulturbühne Seefeld</p>
<p>Der Verein Kulturbühne Seefeld, 8712 Stäfa, ist erreichbar unter info@kulturbuehne-seefeld.ch. Anfragen zur Nutzung von Bildern richten Sie bitte an pr@kulturbuehne-seefeld.ch, Anliegen an den Vorstand an vorstand@kulturbuehne-seefeld.ch.</p>
<p>Präsidium: Anna Rüegg, Beat Imhof</p>
<p>Verantwortlich für den Inhalt: Claudia Sutter</p>
<p>&copy; {{ date("Y") }} Verein Kulturbühne Seefeld</p>"""),
         expect={"name": "Verein Kulturbühne Seefeld", "legal_form": "Verein", "address": None,
                 "email": "info@kulturbuehne-seefeld.ch",
                 "representatives": [rep("Anna Rüegg", "president"), rep("Beat Imhof", "president")]},
         note="'Präsidium: A, B' -> both president; info@ after name and town is the club's; town only -> no address"),
    # ---------------------------------------------------------------- 226
    dict(conv=226, id="226-at-firmenbuchnummer-not-fn-form", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Unternehmensname: Markus Grabner<br>Inhaber: Markus Grabner<br>Rechtsform: Einzelunternehmen<br>Unternehmensgegenstand: Elektrotechnik<br>Firmenbuchnummer: 1207745<br>Anschrift: Hauptplatz 9, 8700 Leoben<br>E-Mail: office@grabner-elektrotechnik.at</p>"""),
         expect={"name": "Markus Grabner", "legal_form": None, "register": None,
                 "representatives": [rep("Markus Grabner", "owner")]},
         note="a seven-digit 'Firmenbuchnummer' without check letter is null; AT Einzelunternehmen -> null"),
    # ---------------------------------------------------------------- 227
    dict(conv=227, id="227-at-generator-gewerbeaufsicht-field", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Informationspflicht laut § 5 E-Commerce Gesetz, § 14 Unternehmensgesetzbuch, § 63 Gewerbeordnung und Offenlegungspflicht laut § 25 Mediengesetz.</p>
<p>Webseitenbetreiber: Lukas Pointner<br>Anschrift: Seegasse 8 / 13, 5700 Zell am See<br>Gewerbeaufsichtbehörde: Bezirkshauptmannschaft Zell am See<br>E-Mail: impressum at pointner-web.com</p>"""),
         expect={"name": "Lukas Pointner", "legal_form": None,
                 "representatives": [rep("Lukas Pointner", "owner")],
                 "address": addr("Seegasse 8 / 13", "5700", "Zell am See", "AT"),
                 "email": "impressum@pointner-web.com"},
         note="a real Gewerbeaufsichtbehörde is a trade field: owner; '8 / 13' kept; 'at' resolves"),
    dict(conv=227, id="227-at-generator-heading-alone-private", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Informationspflicht laut § 5 E-Commerce Gesetz, § 14 Unternehmensgesetzbuch, § 63 Gewerbeordnung und Offenlegungspflicht laut § 25 Mediengesetz.</p>
<p>Webseitenbetreiber: Eva Strasser<br>Anschrift: Lindenweg 4, 6900 Bregenz<br>E-Mail: eva@strasser-notizen.at</p>"""),
         expect={"name": "Eva Strasser", "legal_form": None, "representatives": []},
         note="contrast: the generator heading alone is no signal (166): private page"),
    # ---------------------------------------------------------------- 228
    dict(conv=228, id="228-ch-verantwortlich-designation-no-person", url=URL,
         html=page("""<h1>Impressum</h1>
<h2>Verantwortlich</h2>
<p>Kälin Haustechnik<br>Industriestrasse 7<br>8840 Einsiedeln</p>"""),
         expect={"name": "Kälin Haustechnik", "legal_form": None, "representatives": [],
                 "address": addr("Industriestrasse 7", "8840", "Einsiedeln", "CH"), "email": None, "phone": None},
         note="CH 'Verantwortlich' over a trade designation with no person: form null, reps []"),
    # ---------------------------------------------------------------- 229
    dict(conv=229, id="229-geschaeftsfuehrender-vorsitzender", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Musikfreunde Queichtal e. V.<br>Schulstraße 4<br>76855 Annweiler<br>06346/55512</p>
<p>Geschäftsführender Vorsitzender: Harald Weiß<br>Petra Lang (Vorstandsteam)</p>
<p>Registergericht: Amtsgericht Pirmasens, VR 1123</p>
<p>E-Mail: info@musikfreunde-queichtal.de</p>
<h2>Inhaltlich Verantwortlicher gemäß § 10 Absatz 3 MDStV</h2>
<p>Thomas Kern</p>
<h2>Konzeption, Design &amp; Umsetzung</h2>
<p>Webschmiede Süd, Pfalzstraße 1, 67433 Neustadt, Tel. 06321 555777</p>"""),
         expect={"name": "Musikfreunde Queichtal e. V.", "legal_form": "e.V.",
                 "register": {"country": "DE", "court": "Pirmasens", "number": "VR 1123"},
                 "phone": "+49634655512",
                 "representatives": [rep("Harald Weiß", "chair_of_board"), rep("Petra Lang", "board_member")]},
         note="'Geschäftsführender Vorsitzender' is chair; '(Vorstandsteam)' board; bare number line is the phone"),
    # ---------------------------------------------------------------- 230
    dict(conv=230, id="230-course-terms-business-signal", url=URL,
         html=page("""<h1>Impressum</h1>
<h2>Verantwortlich für den Inhalt dieser Website</h2>
<p>Birgit Hallmann<br>Rosenweg 3<br>85414 Kirchdorf</p>
<p>Telefon: 08166 93 44 812 und 0176 55512345<br>E-Mail: birgit@hallmann-post.de</p>
<h2>Kurse</h2>
<p>Die Kurse werden von mir persönlich durchgeführt. Die angegebene Gebühr ist spätestens eine Woche vor Kursbeginn zu entrichten. Bei einer Absage bis sieben Tage vor Kursbeginn wird die Gebühr erstattet.</p>"""),
         expect={"name": "Birgit Hallmann", "legal_form": "Einzelunternehmen",
                 "representatives": [rep("Birgit Hallmann", "owner")], "phone": "+4981669344812"},
         note="course, payment and cancellation terms are a trade statement; 'A und mobile' gives the landline"),
    # ---------------------------------------------------------------- 231
    dict(conv=231, id="231-bilingual-css-toggle-vat", url=URL,
         html=page("""<div data-lang="de">
<h1>Impressum</h1>
<p>Fernblick Software GmbH<br>Bahnhofplatz 4<br>86150 Augsburg</p>
<p>Geschäftsführer: Lars Amsel<br>Amtsgericht Augsburg, HRB 35112</p>
<p>Umsatzsteuer-Identifikationsnummer: DE318765432</p>
<p>Telefon: 0821 5557700<br>E-Mail: info@fernblick-software.de</p>
</div>
<div data-lang="en">
<h1>Legal Notice</h1>
<p>Fernblick Software GmbH<br>Bahnhofplatz 4<br>86150 Augsburg, Germany</p>
<p>VAT Identification Number according to § 27a UStG: to be provided</p>
</div>""", head='<style>[data-lang]{display:none} html[lang="de"] [data-lang="de"]{display:block} html[lang="en"] [data-lang="en"]{display:block}</style>'),
         expect={"name": "Fernblick Software GmbH", "legal_form": "GmbH", "vat_id": "DE318765432",
                 "representatives": [rep("Lars Amsel", "managing_director")]},
         note="language blocks toggled by stylesheet: the German block is read; English 'to be provided' erases nothing"),
    dict(conv=231, id="231-ra-gesellschaft-mbh-llm-mobile", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Albrecht Rechtsanwaltsgesellschaft mbH<br>Maximilianstraße 20<br>86150 Augsburg</p>
<p>Geschäftsführer: Dr. Philipp Albrecht, LL.M. (Cambridge)</p>
<p>Amtsgericht Augsburg, HRB 36044</p>
<p>Telefon: <a href="tel:+498215550100">+49 151 55501234</a><br>E-Mail: kanzlei@albrecht-recht.de</p>"""),
         expect={"name": "Albrecht Rechtsanwaltsgesellschaft mbH", "legal_form": "GmbH", "phone": None,
                 "representatives": [rep("Philipp Albrecht", "managing_director")]},
         note="'Rechtsanwaltsgesellschaft mbH' is GmbH; degree after the name stripped; printed mobile wins over tel:"),
    # ---------------------------------------------------------------- 232
    dict(conv=232, id="232-einzelpraxis-three-doctors", url=URL,
         html=page("""<h1>Impressum</h1>
<h2>Postanschrift</h2>
<p>Einzelpraxis mit zwei KV-Sitzen<br>Hausarztpraxis Dr. med. Eva Lindner, Paul Roth &amp; Nina Weiß<br>Marktstraße 5<br>35390 Gießen</p>
<p>Telefon: 0641 5557788<br>Fax: 0641 5557789<br>E-Mail: praxis@hausarzt-lindner.de</p>
<h2>Verantwortlich für den Inhalt</h2>
<p>Dr. med. Eva Lindner</p>"""),
         expect={"name": "Hausarztpraxis Dr. med. Eva Lindner, Paul Roth & Nina Weiß",
                 "legal_form": "Einzelunternehmen", "representatives": [], "phone": "+496415557788",
                 "address": addr("Marktstraße 5", "35390", "Gießen", "DE")},
         note="'Einzelpraxis' -> Einzelunternehmen; designation with titles is the name; no owner line -> reps []"),
    # ---------------------------------------------------------------- 233
    dict(conv=233, id="233-designation-inhaber-one-line", url=URL,
         html=page("""<h1>Impressum</h1>
<h2>Umsatzsteuer-ID</h2>
<p>USt-IdNr.: DE295551234</p>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Hollmann Elektrotechnik Inhaber: Jan Hollmann<br>Werkstraße 11<br>32052 Herford</p>
<p>Telefon: 05221 555300<br>E-Mail: info@hollmann-elektro.de</p>"""),
         expect={"name": "Hollmann Elektrotechnik", "legal_form": "Einzelunternehmen", "vat_id": "DE295551234",
                 "representatives": [rep("Jan Hollmann", "owner")]},
         note="'Designation Inhaber: Person' on one line; VAT section before the block is the same operator's"),
    # ---------------------------------------------------------------- 234
    dict(conv=234, id="234-kg-only-in-domain-and-alt", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Katrin Gerlach<br>Gesundheitspsychologische Beratung und Coaching<br>Uhlandstraße 6<br>79098 Freiburg im Breisgau</p>
<p>E-Mail: info@beratung-kg.de</p>
<p>USt-IdNr.: DE312345987</p>""",
                   header='<header><img src="/logo.svg" alt="Logo KG"></header>'),
         expect={"name": "Katrin Gerlach", "legal_form": "Einzelunternehmen",
                 "representatives": [rep("Katrin Gerlach", "owner")], "vat_id": "DE312345987"},
         note="'KG' only in domain and logo alt is no form word; activity line below person is no designation"),
    # ---------------------------------------------------------------- 235
    dict(conv=235, id="235-vertretungsberechtigte-und-inhaltlich", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Martin Seidl<br>Kaiserstraße 20<br>76133 Karlsruhe</p>
<p>Telefon: 0721 5551122<br>E-Mail: martin@seidl-media.de</p>
<p>Umsatzsteuer-ID: DE 214 55 66 77</p>
<p>Vertretungsberechtigte und inhaltlich verantwortliche gemäß §10 Absatz 3 MDStV: Martin Seidl</p>
<p>Gestaltung: Studio Kranich</p>
<h2>Programmierung</h2>
<p>Codewerk Süd GmbH<br>Bahnhofplatz 1<br>76137 Karlsruhe<br>info@codewerk-sued.de</p>"""),
         expect={"name": "Martin Seidl", "legal_form": "Einzelunternehmen", "vat_id": "DE214556677",
                 "representatives": [rep("Martin Seidl", "owner")], "email": "martin@seidl-media.de"},
         note="combined 'Vertretungsberechtigte und inhaltlich verantwortliche' line is an owner statement"),
    # ---------------------------------------------------------------- 236
    dict(conv=236, id="236-club-officers-own-contacts", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Schachverein Elbaue e.V.</p>
<h2>Vertreten durch</h2>
<p>1. Vorsitzender: Frank Ullrich, frank.ullrich@sv-elbaue.de, 0172 5551234<br>2. Vorsitzender: Thomas Weber, thomas.weber@sv-elbaue.de<br>Schatzmeister: Jörg Sommer, joerg.sommer@sv-elbaue.de</p>
<h2>Postalische Anschrift</h2>
<pre><code>Schachverein Elbaue e.V.
c/o Jörg Sommer
Elbstraße 12/3
01445 Radebeul</code></pre>
<p>Vereinsregister: Amtsgericht Meißen<br>Register Nr.: VR 1207<br>Steuernummer: 202/140/01234</p>"""),
         expect={"name": "Schachverein Elbaue e.V.", "legal_form": "e.V.",
                 "email": "frank.ullrich@sv-elbaue.de", "phone": None, "vat_id": None,
                 "address": addr("Elbstraße 12/3", "01445", "Radebeul", "DE"),
                 "register": {"country": "DE", "court": "Meißen", "number": "VR 1207"},
                 "representatives": [rep("Frank Ullrich", "chair_of_board"), rep("Thomas Weber", "board_member"),
                                     rep("Jörg Sommer", "board_member")]},
         note="the chair's e-mail is the club's when it prints none; code-block address without c/o"),
    # ---------------------------------------------------------------- 237
    dict(conv=237, id="237-tdg-redakteur-webmaster-heading", url=URL,
         html=page("""<h1>Impressum</h1>
<h2>Verantwortlicher Redakteur und Webmaster dieser Website (gemäß §6 Teledienstegesetz (TDG)) ist:</h2>
<p>Klangraum M<br>Inhaber: Michael Rothe<br>UStID: DE 245 551 889<br>Lindenallee 12<br>D-50354 Hürth<br>Tel.: 02233 555678<br>E-Mail: info@klangraum-m.de</p>
<h2>Realisierung der Website</h2>
<p>Netzmeister Webdesign, Am Markt 2, 50667 Köln, Tel. 0221 5550000</p>"""),
         expect={"name": "Klangraum M", "legal_form": "Einzelunternehmen", "vat_id": "DE245551889",
                 "representatives": [rep("Michael Rothe", "owner")],
                 "address": addr("Lindenallee 12", "50354", "Hürth", "DE"),
                 "phone": "+492233555678", "email": "info@klangraum-m.de"},
         note="§ 6 TDG 'Redakteur und Webmaster' heading over designation/Inhaber/VAT heads the provider block"),
    dict(conv=237, id="237-css-supplied-at-email-null", url=URL,
         html=page("""<h1>Impressum</h1>
<h2>Verantwortlicher Redakteur und Webmaster dieser Website (gemäß §6 Teledienstegesetz (TDG)) ist:</h2>
<p>Tonwerk B<br>Inhaber: Sven Bauer<br>UStID: DE 245 661 778<br>Rheinuferweg 3<br>D-53859 Niederkassel<br>E-Mail: <a href="javascript:decodeMail('tonwerk-b')">mail<b class="at"></b>tonwerk-b.de</a></p>""",
                   head='<style>b.at::before{content:"@"}</style>'),
         expect={"name": "Tonwerk B", "email": None, "representatives": [rep("Sven Bauer", "owner")]},
         note="an e-mail whose '@' only the stylesheet supplies is null"),
    # ---------------------------------------------------------------- 238
    dict(conv=238, id="238-at-verein-abbreviation-after-comma", url=URL,
         html=page("""<h1>Impressum</h1>
<h2>Medieninhaber, Herausgeber</h2>
<p>Naturschutzverein Grüne Au, NGA<br>Leoben</p>
<p>Vorstand: Andrea Pichler, Thomas Reiter, Julia Koller</p>
<p>ZVR-Zahl: 456789123</p>
<p>E-Mail: kontakt@gruene-au-verein.at</p>"""),
         expect={"name": "Naturschutzverein Grüne Au, NGA", "legal_form": None, "register": None, "address": None,
                 "representatives": [rep("Andrea Pichler", "board_member"), rep("Thomas Reiter", "board_member"),
                                     rep("Julia Koller", "board_member")]},
         note="abbreviation after a comma kept in the name; town alone -> null; Vorstand list -> board_member"),
    # ---------------------------------------------------------------- 239
    dict(conv=239, id="239-person-postal-street-one-paragraph", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Stefan Hofbauer
2700 Wiener Neustadt
Fischauer Gasse 6</p>
<p>Unternehmensgegenstand: Lackierer<br>Mitglied der WKÖ, Landesinnung Niederösterreich<br>Gewerbebehörde: Magistrat der Stadt Wiener Neustadt</p>
<p>E-Mail: office@hofbauer-lack.at</p>
<!-- <h2>Datenschutz</h2><p>Verantwortlicher: Lack &amp; Farbe Handels GmbH, Industriestraße 1, 2700 Wiener Neustadt</p> -->""",
                   title="Lackiererei Hofbauer",
                   nav='<nav><a href="/">Lackiererei Hofbauer</a>  <a href="/impressum/">Impressum</a></nav>',
                   footer="<footer><p>&copy; 2024 Lackiererei Hofbauer</p></footer>"),
         expect={"name": "Stefan Hofbauer", "legal_form": None,
                 "representatives": [rep("Stefan Hofbauer", "owner")],
                 "address": addr("Fischauer Gasse 6", "2700", "Wiener Neustadt", "AT")},
         note="person, postal line, street in one paragraph split; trade fields -> owner; chrome designation not the name"),
    # ---------------------------------------------------------------- 240
    dict(conv=240, id="240-ch-designation-surname-first", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Brunner Hans Holzbau<br>Schwendi 14<br>3533 Bowil</p>
<p>Telefon: 031 555 12 34<br>Mobile: 079 555 98 76<br>Fax: 031 555 12 35<br>E-Mail: info@brunner-holzbau.ch</p>"""),
         expect={"name": "Brunner Hans Holzbau", "legal_form": "Einzelunternehmen", "representatives": [],
                 "phone": "+41315551234"},
         note="designation holding the name surname-first, no person line: no owner; landline over mobile"),
    # ---------------------------------------------------------------- 241
    dict(conv=241, id="241-country-in-parentheses-private", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Johanna Auer<br>Lerchenfelder Straße 34/1, 3100 St. Pölten (Österreich)</p>
<p>Tel.: 0699 1234567<br>E-Mail: johanna@klavier-mit-johanna.at</p>"""),
         expect={"name": "Johanna Auer", "legal_form": None, "representatives": [], "phone": None,
                 "address": addr("Lerchenfelder Straße 34/1", "3100", "St. Pölten", "AT")},
         note="country in parentheses dropped; trade word only in the domain is no signal; 0699 mobile"),
    # ---------------------------------------------------------------- 242
    dict(conv=242, id="242-wird-geladen-script-contacts", url=URL,
         html=page("""<h1>Impressum</h1>
<h2>Verantwortlich für den Inhalt</h2>
<p>Alpenlicht Media GmbH<br>Geschäftsführung: Corinne Baumann<br>Dorfstrasse 5<br>6390 Engelberg</p>
<p>E-Mail: <span id="email-placeholder"><em>wird geladen…</em></span><br>Telefon: <span id="phone-placeholder"><em>wird geladen…</em></span></p>
<p>UID-Nummer: CHE-402.118.936</p>
<script>
document.getElementById('email-placeholder').textContent=['ch','alpenlicht-media.','@','info'].reverse().join('');
document.getElementById('phone-placeholder').textContent=['12','34','555','041'].reverse().join(' ');
</script>"""),
         expect={"name": "Alpenlicht Media GmbH", "legal_form": "GmbH", "email": None, "phone": None, "vat_id": None,
                 "register": {"country": "CH", "court": "-", "number": "CHE-402.118.936"},
                 "representatives": [rep("Corinne Baumann", "managing_director")]},
         note="fields showing 'wird geladen…' until a script fills them are null; Geschäftsführung -> MD"),
    # ---------------------------------------------------------------- 243
    dict(conv=243, id="243-person-designation-gf-same-person", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Sandra Pohl<br>Pohl Raumdesign<br>Gartenstraße 22<br>30890 Barsinghausen</p>
<p>Geschäftsführerin: Sandra Pohl</p>
<p>E-Mail: kontakt@pohl-raumdesign.de</p>"""),
         expect={"name": "Pohl Raumdesign", "legal_form": "Einzelunternehmen",
                 "representatives": [rep("Sandra Pohl", "owner")]},
         note="the Geschäftsführerin line repeats the provider person: owner only, once"),
    dict(conv=243, id="243-gf-inhaber-gewerbemeldung", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Wendel Gartenbau<br>Geschäftsführer/-inhaber: Rainer Wendel<br>Feldweg 7<br>31008 Elze</p>
<p>Gewerbemeldung nach §15 Abs.1 GewO in der Stadt Elze 07731025</p>
<p>E-Mail: info@wendel-gartenbau.de</p>"""),
         expect={"name": "Wendel Gartenbau", "legal_form": "Einzelunternehmen", "register": None,
                 "representatives": [rep("Rainer Wendel", "owner")]},
         note="'Geschäftsführer/-inhaber' is the proprietor line; a Gewerbemeldung number is no register"),
    # ---------------------------------------------------------------- 244
    dict(conv=244, id="244-amtierende-vorsitzende-portal-unterhalten", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Das Portal Lesefreunde-Mitte.net wird von Leseförderung Berlin-Mitte e.V. unterhalten.</p>
<p>Leseförderung Berlin-Mitte e.V.<br>Torstraße 40<br>10119 Berlin<br>E-Mail: kontakt@lesefoerderung-mitte.de</p>
<p>Vertreten durch den Vorstand:<br>Ulrike Brandes (amtierende Vorsitzende)<br>Kai Heller (Schatzmeister)<br>Mira Öztürk (Beisitzerin)</p>
<p>Vereinssitz Berlin/Amtsgericht Charlottenburg VR 38812 B</p>
<p>Steuernummer: 27/663/55123 (Finanzamt für Körperschaften I)</p>"""),
         expect={"name": "Leseförderung Berlin-Mitte e.V.", "legal_form": "e.V.", "vat_id": None,
                 "register": {"country": "DE", "court": "Charlottenburg", "number": "VR 38812"},
                 "representatives": [rep("Ulrike Brandes", "chair_of_board"), rep("Kai Heller", "board_member"),
                                     rep("Mira Öztürk", "board_member")]},
         note="'amtierende Vorsitzende' is chair; 'Portal X wird von Y unterhalten' names Y; suffix B dropped"),
    # ---------------------------------------------------------------- 245
    dict(conv=245, id="245-ortsteil-line", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Gerd Maschke<br>Dorfstr. 6<br>OT Kleinwiesen<br>39291 Möckern</p>
<p>E-Mail: gerd@maschke-post.de</p>"""),
         expect={"address": addr("Dorfstr. 6", "39291", "Möckern", "DE")},
         note="an Ortsteil line between street and postal line is no part of street or city"),
    dict(conv=245, id="245-club-person-without-function", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Sportfreunde Talmühle e.V.<br>Vereinsregister: Amtsgericht Stendal, VR 3341</p>
<p>Uwe Brandt<br>Mühlenweg 3<br>39576 Stendal<br>Tel.: 03931 555210<br>Funk: 0170 5559911<br>E-Mail: info@sf-talmuehle.de</p>"""),
         expect={"name": "Sportfreunde Talmühle e.V.", "legal_form": "e.V.", "representatives": [],
                 "address": addr("Mühlenweg 3", "39576", "Stendal", "DE"),
                 "phone": "+493931555210", "email": "info@sf-talmuehle.de"},
         note="a person without function above the club's only data is no representative; data are the club's"),
    # ---------------------------------------------------------------- 246
    dict(conv=246, id="246-eigentuemer-two-persons-holiday-farm", url=URL,
         html=page("""<h1>Impressum</h1>
<h2>Eigentümer und verantwortlich i.S.d. § 5 TMG</h2>
<p>Heike und Bernd Thormählen
Koppelweg 3, Rabenhorst
23758 Wangels</p>
<p>E-Mail: urlaub@hof-thormaehlen.de</p>
<p>Fotos: Gäste unseres Hofes</p>"""),
         expect={"name": "Heike und Bernd Thormählen", "legal_form": None, "representatives": [],
                 "address": addr("Koppelweg 3, Rabenhorst", "23758", "Wangels", "DE")},
         note="holiday farm of two persons is private; hamlet after house number kept; soft-broken lines split"),
    # ---------------------------------------------------------------- 247
    dict(conv=247, id="247-district-in-parentheses-kept", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Christina Vogt<br>Lindenweg 5<br>28199 Bremen (Neustadt)</p>
<p>E-Mail: christina@vogt-notizen.de</p>"""),
         expect={"address": addr("Lindenweg 5", "28199", "Bremen (Neustadt)", "DE")},
         note="a city district in parentheses after the town is kept"),
    # ---------------------------------------------------------------- 248
    dict(conv=248, id="248-draft-note-kg-hrb-hra", url=URL,
         html=page("""<p class="hinweis"><em>Diese Seite ist als übernommene Arbeitsfassung für den Relaunch angelegt und sollte vor dem Livegang rechtlich geprüft werden.</em></p>
<h1>Impressum</h1>
<p>Weber Landtechnik GmbH &amp; Co. KG<br>Industriestraße 30<br>48477 Hörstel</p>
<p>Vertreten durch:<br>Weber Verwaltungs-GmbH<br>Geschäftsführer und verantwortlich für den Inhalt: Markus Weber</p>
<p>Amtsgericht Steinfurt<br>Handelsregister: HRB 5521 / HRA 4410</p>
<p>Telefon: 05454 555900<br>E-Mail: info@weber-landtechnik.de</p>"""),
         expect={"name": "Weber Landtechnik GmbH & Co. KG", "legal_form": "GmbH & Co. KG",
                 "register": {"country": "DE", "court": "Steinfurt", "number": "HRA 4410"},
                 "representatives": [rep("Markus Weber", "managing_director")],
                 "phone": "+495454555900", "email": "info@weber-landtechnik.de"},
         note="a draft note does not make a filled page a template; KG's HRA of 'HRB / HRA'"),
    # ---------------------------------------------------------------- 249
    dict(conv=249, id="249-co-on-firm-line-gbr", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Nordhang GbR c/o Markus Steinl<br>Alpenstraße 12<br>83022 Rosenheim</p>
<p>Vertreten durch:<br>Markus Steinl</p>
<p>Telefon: +49 176 55512345<br>E-Mail: hallo@nordhang-gbr.de</p>
<h2>Legal notice</h2>
<p>Nordhang GbR c/o Markus Steinl, Alpenstraße 12, 83022 Rosenheim. Represented by: Markus Steinl</p>"""),
         expect={"name": "Nordhang GbR", "legal_form": "GbR", "phone": None,
                 "representatives": [rep("Markus Steinl", "partner")]},
         note="c/o part on the firm line is no part of the name; one person under 'Vertreten durch' of a GbR is partner"),
    # ---------------------------------------------------------------- 250
    dict(conv=250, id="250-ch-einzelfirma-no-form-word", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Handelsregistereintrag:<br>Eingetragener Firmenname: Urs Haldimann Catering<br>ID: CH-320-1055521-7<br>Mehrwertsteuernummer: CHE-301.445.872 MWST</p>
<p>Betrieb: Seebad Horn Seestrasse 22 8820 Wädenswil</p>
<p>Administration: Rebweg 4 8805 Richterswil</p>
<p>&copy;Urs Haldimann Catering · catering@haldimann-events.ch</p>"""),
         expect={"name": "Urs Haldimann Catering", "legal_form": "Einzelunternehmen", "representatives": [],
                 "register": {"country": "CH", "court": "-", "number": "CHE-301.445.872"},
                 "vat_id": "CHE301445872MWST",
                 "address": addr("Seestrasse 22", "8820", "Wädenswil", "CH"),
                 "email": "catering@haldimann-events.ch"},
         note="registered CH firm with a person's name and no form word: Einzelfirma; first address; venue name dropped"),
    # ---------------------------------------------------------------- 251
    dict(conv=251, id="251-designation-dash-owner-name", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Nico Brändli<br>SKISCHULE NB – NICO BRÄNDLI<br>Promenade 7<br>7270 Davos Platz</p>
<p>Telefon: 078 555 44 33<br>E-Mail: info@skischule-nb.ch</p>"""),
         expect={"name": "SKISCHULE NB – NICO BRÄNDLI", "legal_form": "Einzelunternehmen", "phone": None,
                 "representatives": [rep("Nico Brändli", "owner")]},
         note="designation ending with the owner's name after a dash is kept whole"),
    dict(conv=251, id="251-designation-dash-owner-soft-breaks", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Sara Imfeld
YOGA SI – SARA IMFELD
Postgasse 3
6060 Sarnen</p>
<p>E-Mail: hallo@yoga-si.ch</p>"""),
         expect={"name": "YOGA SI – SARA IMFELD", "legal_form": "Einzelunternehmen",
                 "representatives": [rep("Sara Imfeld", "owner")],
                 "address": addr("Postgasse 3", "6060", "Sarnen", "CH")},
         note="the same with the four lines joined by Markdown soft breaks"),
    # ---------------------------------------------------------------- 252
    dict(conv=252, id="252-dr-med-only-name-private", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Verantwortlich für die Website: Dr. med. Markus Hegglin<br>Zugerstrasse 12<br>6330 Cham</p>
<p>E-Mail: m.hegglin@hegglin-web.ch</p>
<h2>Credits</h2>
<p>Übersetzung: Claire Dubois<br>Fotos: Jonas Keller<br>Design: Studio Fink<br>Text «Über uns»: Petra Amrein</p>"""),
         expect={"name": "Markus Hegglin", "legal_form": None, "representatives": []},
         note="'Dr. med.' is a title and no business signal; credits are somebody else's"),
    # ---------------------------------------------------------------- 253
    dict(conv=253, id="253-malformed-vat-still-signal", url=URL,
         html=page("""<h1>Impressum</h1>
<h2>Kontakt</h2>
<p>Rüdiger Hälbig<br>Schäferweg 4<br>97070 Würzburg<br>Telefon: 0931 5554321<br>E-Mail: r.haelbich@haelbich-web.de</p>
<p>Umsatzsteuer-Identifikationsnummer gem. § 27a UStG: DE8114592938</p>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>Rüdiger Hälbich, Schäferweg 4, 97070 Würzburg</p>"""),
         expect={"name": "Rüdiger Hälbig", "vat_id": None, "legal_form": "Einzelunternehmen",
                 "representatives": [rep("Rüdiger Hälbig", "owner")]},
         note="a malformed VAT id is null but its statement is a business signal; the block's spelling wins"),
    # ---------------------------------------------------------------- 254
    dict(conv=254, id="254-digit-glued-before-hra-apotheke", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Linden-Apotheke, Carl Mertens,<br>Marktstraße 14<br>34454 Bad Arolsen</p>
<h2>Inhaberin</h2>
<p>Sabine Krämer e.k.</p>
<p>Handelsregister: Amtsgericht Kassel unter 1HRA 1532</p>
<p>E-Mail: <a href="mailto:email@lindenapo">email@lindenapo.de</a></p>"""),
         expect={"name": "Linden-Apotheke, Carl Mertens", "legal_form": "e.K.",
                 "register": {"country": "DE", "court": "Kassel", "number": "HRA 1532"},
                 "representatives": [rep("Sabine Krämer", "owner")], "email": "email@lindenapo.de"},
         note="digit glued before HRA dropped; line-end comma dropped, inner kept; 'e.k.' under Inhaberin gives e.K."),
    # ---------------------------------------------------------------- 255
    dict(conv=255, id="255-sidebar-widget-imprint", url="https://site.invalid/kontakt-impressum/",
         html=page("""<h1>Kontakt und Impressum</h1>
<section class="contact">
<p>Sie erreichen mich am besten über das Kontaktformular.</p>
<form action="/senden" method="post"><input name="name"> <textarea name="nachricht"></textarea> <button>Senden</button></form>
</section>
<aside><div class="widget-wrapper"><h3 class="widget-title">Impressum</h3>
<p>Dipl. Ing. Heiko Lämmle - Sachverständiger<br>Gerberstraße 9<br>72070 Tübingen<br>Telefon: 07071 555234<br>E-Mail: info@laemmle-gutachten.de</p>
</div></aside>""", title="Kontakt und Impressum"),
         expect={"name": "Heiko Lämmle", "legal_form": "Einzelunternehmen",
                 "representatives": [rep("Heiko Lämmle", "owner")],
                 "address": addr("Gerberstraße 9", "72070", "Tübingen", "DE"), "phone": "+497071555234"},
         note="imprint block in a sidebar widget is the provider block; 'person – profession': person is name and owner"),
    dict(conv=255, id="255-person-dash-office-activity", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Dipl.-Ing. Volker Hessel - Gutachten und Sachverständigenbüro<br>Brückenstraße 3<br>57072 Siegen</p>
<p>E-Mail: buero@hessel-gutachten.de</p>"""),
         expect={"name": "Volker Hessel", "legal_form": "Einzelunternehmen",
                 "representatives": [rep("Volker Hessel", "owner")]},
         note="the part after the dash describes the office's activity: person is the name"),
    # ---------------------------------------------------------------- 256
    dict(conv=256, id="256-non-commercial-statement", url=URL,
         html=page("""<h1>Impressum</h1>
<h2>Betreiber:</h2>
<p>Iris Hammerschmidt<br>Birkenweg 2<br>37083 Göttingen<br>E-Mail: iris@lichtquelle-heilpraxis.de</p>
<p>Bei der Ausarbeitung handelt es sich um eine Studie und um kein gewerbliches Angebot.</p>""",
                   title="Lichtquelle"),
         expect={"name": "Iris Hammerschmidt", "legal_form": None, "representatives": []},
         note="explicit non-commercial statement: private; trade word only in domain; site title no designation"),
    # ---------------------------------------------------------------- 257
    dict(conv=257, id="257-profession-in-parentheses", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Bernd Kessler (Glasermeister)<br>Talstraße 8<br>79199 Kirchzarten - Burg</p>
<p>Telefon: 07661 555432<br>E-Mail: bernd@kessler-fenster.de</p>""",
                   title="Kessler Fensterbau – Impressum",
                   header='<header><div class="brand">Kessler Fensterbau</div></header>'),
         expect={"name": "Bernd Kessler", "legal_form": "Einzelunternehmen",
                 "representatives": [rep("Bernd Kessler", "owner")],
                 "address": addr("Talstraße 8", "79199", "Kirchzarten - Burg", "DE")},
         note="profession in parentheses is no part of the name but the signal; header designation stays out"),
    dict(conv=257, id="257-kontakt-table-email-after-content-row", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Axel Brügger (Glasermeister)<br>Hauptstraße 41<br>79117 Freiburg im Breisgau</p>
<h2>Kontakt</h2>
<table>
<tr><td>Inhaltlich Verantwortlicher</td><td>Axel Brügger</td></tr>
<tr><td>E-Mail</td><td>axel@bruegger-glas.de</td></tr>
<tr><td>Telefon</td><td>0761 5559870</td></tr>
</table>""",
                   header='<header><p>Glaserei Brügger · Tel. 0761 5559870 · <a href="mailto:info@bruegger-glas.de">info@bruegger-glas.de</a></p></header>'),
         expect={"email": "axel@bruegger-glas.de", "phone": "+497615559870"},
         note="the imprint's own Kontakt table's e-mail row wins over the header's info@"),
    # ---------------------------------------------------------------- 258
    dict(conv=258, id="258-person-between-firm-and-street", url=URL,
         html=page("""<h1>Impressum</h1>
<p>nordwind.labs software UG (haftungsbeschränkt)<br>Lea Nordmann<br>Schillerplatz 3<br>71638 Ludwigsburg</p>
<p>Telefon: +49 172 5556677<br>E-Mail: hello@nordwind-labs.de</p>
<p>Handelsregister: HRB 771234<br>Registergericht: Amtsgericht Heilbronn</p>
<h2>Datenschutz</h2>
<p>Verantwortlicher: Lea Nordmann, Schillerplatz 3, 71638 Ludwigsburg</p>"""),
         expect={"name": "nordwind.labs software UG (haftungsbeschränkt)", "legal_form": "UG",
                 "representatives": [], "phone": None,
                 "register": {"country": "DE", "court": "Heilbronn", "number": "HRB 771234"}},
         note="a person line without function word under a UG names no representative"),
    # ---------------------------------------------------------------- 259
    dict(conv=259, id="259-firm-after-disclaimer-district-parens", url=URL,
         html=page("""<h1>Impressum</h1>
<h2>Haftungsausschluss</h2>
<p>Die Inhalte unserer Seiten wurden mit größter Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte können wir jedoch keine Gewähr übernehmen.</p>
<p>Rheinblick Montage GmbH<br>Lindenstraße 4<br>53639 Königswinter (Oberpleis)</p>
<p>Geschäftsführer: Dirk Hoffmann<br>HRB 7712 Amtsgericht Bonn<br>Telefon: 02244 555100<br>E-Mail: info@rheinblick-montage.de</p>"""),
         expect={"name": "Rheinblick Montage GmbH", "legal_form": "GmbH",
                 "address": addr("Lindenstraße 4", "53639", "Königswinter (Oberpleis)", "DE"),
                 "register": {"country": "DE", "court": "Bonn", "number": "HRB 7712"},
                 "representatives": [rep("Dirk Hoffmann", "managing_director")], "phone": "+492244555100"},
         note="district in parentheses kept; 'HRB n Amtsgericht X'; firm block after the disclaimer is the provider"),
    # ---------------------------------------------------------------- 260
    dict(conv=260, id="260-s55-line-with-board-function", url="https://site.invalid/legal-notice/",
         html=page("""<h1>Legal Notice</h1>
<p>Open Source Lab Eifel e.V.<br>Kirchstraße 3<br>52152 Simmerath</p>
<p>Registry Court: Amtsgericht Düren<br>Register Number: VR 4417</p>
<p>Email: hello@oslab-eifel.de</p>
<p>Responsible for content according to § 55 Abs. 2 RStV: Tim Becker, Laura Schmitz (Board)</p>""",
                   title="Legal Notice", lang="en",
                   nav='<nav><a href="/">Home</a> <a href="/events/">Events</a> <a href="/legal-notice/">Legal Notice</a></nav>'),
         expect={"name": "Open Source Lab Eifel e.V.", "legal_form": "e.V.",
                 "register": {"country": "DE", "court": "Düren", "number": "VR 4417"},
                 "representatives": [rep("Tim Becker", "board_member"), rep("Laura Schmitz", "board_member")]},
         note="a § 55 line that prints the persons' function (Board) names board members; English register labels"),
    # ---------------------------------------------------------------- 261
    dict(conv=261, id="261-person-activity-street-one-run", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Dariusz Nowicki Kfz Handel Bahnhofstr. 43<br>86150 Augsburg</p>
<p>USt-IdNr.: DE319876543</p>
<p>Bankverbindung: Stadtsparkasse Augsburg, IBAN DE12 7205 0000 0123 4567 89</p>
<h2>Kontakt</h2>
<p>DN-AUTO<br>Telefon: 0821 5554433<br>Mobil: 0171 5553322<br>E-Mail: info<span>@</span>dn-auto.de</p>""",
                   title="DN-AUTO"),
         expect={"name": "Dariusz Nowicki", "legal_form": "Einzelunternehmen", "register": None,
                 "representatives": [rep("Dariusz Nowicki", "owner")],
                 "address": addr("Bahnhofstr. 43", "86150", "Augsburg", "DE"),
                 "phone": "+498215554433", "email": "info@dn-auto.de"},
         note="person, activity and street in one run split where the street begins; activity no designation"),
    # ---------------------------------------------------------------- 262
    dict(conv=262, id="262-empty-vat-label-no-signal", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Nora Lindholm<br>Parkstraße 8<br>24937 Flensburg</p>
<p>E-Mail: nora@lindholm-post.de</p>
<p>Umsatzsteuer-ID:</p>"""),
         expect={"name": "Nora Lindholm", "legal_form": None, "representatives": [], "vat_id": None},
         note="an empty 'Umsatzsteuer-ID:' label is no business signal"),
    dict(conv=262, id="262-empty-vat-label-activity-line", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Greta Möller<br>Rezeptentwicklung Foodstyling<br>Hafenstraße 3<br>25746 Heide</p>
<p>E-Mail: greta@moeller-kueche.de</p>
<p>Umsatzsteuer-ID:</p>"""),
         expect={"name": "Greta Möller", "legal_form": "Einzelunternehmen", "vat_id": None,
                 "representatives": [rep("Greta Möller", "owner")]},
         note="the activity line below the person is the signal"),
    dict(conv=262, id="262-co-mail-forwarding-combined-heading", url=URL,
         html=page("""<h1>Impressum</h1>
<h2>Inhaltlich Verantwortlich gemäß §5 TMG/§6 MDSTV:</h2>
<p>Tom Weidner<br>c/o Postflex Services #3187<br>Friedrichstraße 123<br>10117 Berlin</p>
<p>E-Mail: tom@weidner-dev.de</p>"""),
         expect={"name": "Tom Weidner", "address": addr("Friedrichstraße 123", "10117", "Berlin", "DE")},
         note="c/o mail-forwarding line dropped; combined §5 TMG/§6 MDSTV heading heads the provider block"),
    # ---------------------------------------------------------------- 263
    dict(conv=263, id="263-email-in-unrendered-shortcode-arg", url=URL,
         html=page("""<h1>Impressum</h1>
<p>Hanna Dietl<br>Töpferweg 2<br>83101 Rohrdorf</p>
<p>E-Mail: {{< cloakemail "hanna@keramik-dietl.de" >}}<br>Handy: +49163 5557788</p>
<p>Alle Fotos zeigen eigene Werke; das Urheberrecht liegt bei Hanna Dietl.</p>"""),
         expect={"name": "Hanna Dietl", "legal_form": None, "representatives": [], "email": None, "phone": None},
         note="an address only inside an unrendered shortcode is null; craft word in domain and 'eigene Werke' no signal"),
    # ---------------------------------------------------------------- 264
    dict(conv=264, id="264-bracketed-future-registration-notes", url=URL,
         html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG / § 18 MStV</h2>
<p>Emil Sandner<br>Lessingstraße 9<br>09111 Chemnitz</p>
<p>E-Mail: emil@sandner-web.de</p>
<p>Berufsbezeichnung / Rechtsform: <em>[Wird nach Anmeldung der freiberuflichen Tätigkeit bzw. Gewerbeanmeldung / Handelsregistereintragung ergänzt]</em><br>
Umsatzsteuer-ID: <em>[Wird nach Erteilung ergänzt]</em></p>"""),
         expect={"name": "Emil Sandner", "legal_form": None, "representatives": [], "vat_id": None},
         note="bracketed notes to be filled after a future registration are placeholders and no business signal"),
]

SKIPPED = {}
