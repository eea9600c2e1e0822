# Convention probes, helper K=4: conventions 265-352 of tests/imprint/corpus/REAL.md.
# Written blind from the conventions (no parser run, no corpus page read). All names,
# streets, numbers and mailboxes are invented.

NAV_DE = '<nav><a href="/">Start</a>  <a href="/impressum/">Impressum</a> <a href="/datenschutz/">Datenschutz</a></nav>'
NAV_EN = '<nav><a href="/">Home</a> <a href="/about/">About</a> <a href="/imprint/">Imprint</a> <a href="/privacy/">Privacy</a></nav>'
FOOT_DE = '<footer><p>© 2024 · <a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a></p></footer>'
FOOT_EN = '<footer><p>© 2024 · <a href="/imprint/">Imprint</a> · <a href="/privacy/">Privacy</a></p></footer>'


def page(main, title="Impressum", nav=NAV_DE, footer=FOOT_DE, lang="de", head="", after=""):
    return ('<!doctype html><html lang="' + lang + '"><head><meta charset="utf-8"><title>' + title + '</title>'
            + head + '</head><body>\n' + nav + '\n<main>\n' + main + '\n</main>\n' + after + footer + '\n</body></html>')


def en(main, title="Imprint", footer=FOOT_EN, head=""):
    return page(main, title=title, nav=NAV_EN, footer=footer, lang="en", head=head)


ALL_NULL = {"name": None, "legal_form": None, "register": None, "vat_id": None, "address": None,
            "email": None, "phone": None, "representatives": []}

CASES = [
    # ---------------------------------------------------------------- 265
    dict(
        conv=265, id="265-spaced-at-dot-and-ger-mobile",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Jonas Lindwurm<br>Kastanienweg 14<br>24143 Kiel</p>
<h2>Kontakt</h2>
<p>Telefon: GER 176 394 825 1<br>E-Mail: jonas at lindwurm-web . de</p>"""),
        expect={"email": "jonas@lindwurm-web.de", "phone": None},
        note="'x at y . de' resolves with the spaces dropped; 'GER 176 …' is a German mobile: phone null",
    ),
    dict(
        conv=265, id="265-spaced-at-sign",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG:</p>
<p>Mira Holtkamp<br>Rosenstraße 3<br>49074 Osnabrück</p>
<p>E-Mail: mira.holt @ kranichpost.de</p>"""),
        expect={"email": "mira.holt@kranichpost.de"},
        note="spaces around '@' dropped",
    ),
    # ---------------------------------------------------------------- 266
    dict(
        conv=266, id="266-liability-insurer-is-business-signal",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Diensteanbieter</h2>
<p>Lea Brandtner<br>Kastanienallee 12<br>34117 Kassel</p>
<p>E-Mail: kontakt@glitzergesicht-lea.example<br>Instagram: @glitzergesicht.lea</p>
<h2>Berufshaftpflichtversicherung</h2>
<p>Name und Sitz des Versicherers:<br>Nordstern Versicherung AG<br>Hafenstraße 40<br>20459 Hamburg</p>
<p>Geltungsraum der Versicherung: Deutschland</p>"""),
        expect={"name": "Lea Brandtner", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Lea Brandtner", "role": "owner"}],
                "address": {"street": "Kastanienallee 12", "postal_code": "34117", "city": "Kassel", "country": "DE"},
                "email": "kontakt@glitzergesicht-lea.example"},
        note="a professional liability insurer section makes the provider person a sole trader; the insurer's AG and address are somebody else's",
    ),
    # ---------------------------------------------------------------- 267
    dict(
        conv=267, id="267-contact-only-in-footer-farm-street",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Hufgesund Thurgau<br>Carla Wehrli<br>Lindenhof<br>8500 Frauenfeld</p>""",
                  footer="""<footer><div class="cols"><div><h3>Kontakt</h3>
<p><a href="mailto:hallo@hufgesund-thurgau.example">hallo@hufgesund-thurgau.example</a><br>CH: +41 (0)79 348 26 15<br>D: +49 (0)157 34829175</p></div>
<div><h3>Links</h3><p><a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a></p></div></div></footer>"""),
        expect={"name": "Hufgesund Thurgau", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Carla Wehrli", "role": "owner"}],
                "address": {"street": "Lindenhof", "postal_code": "8500", "city": "Frauenfeld", "country": "CH"},
                "email": "hallo@hufgesund-thurgau.example", "phone": None},
        note="imprint block without contact takes the footer's mailbox; both numbers mobile; farm name kept as the street line",
    ),
    # ---------------------------------------------------------------- 268
    dict(
        conv=268, id="268-app-developer-note-private",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Nora Feldkamp<br>Ulmenweg 3<br>04177 Leipzig</p>
<p>E-Mail: nora.feldkamp@nf-post.example</p>
<h2>Support</h2>
<p>Ich bitte um Dein Verständnis, dass ich keinen telefonischen App-Support bieten kann! Fragen zur App „Sternenzähler“ beantworte ich gern per E-Mail.</p>""",
                  title="Impressum – Sternenzähler"),
        expect={"name": "Nora Feldkamp", "legal_form": None, "representatives": []},
        note="an app offered without price, trade or profession is no business signal: private page",
    ),
    dict(
        conv=268, id="268-vertreten-durch-self-no-owner",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Tobias Rendl<br>Hirschgasse 9<br>93047 Regensburg</p>
<p>Vertreten durch:<br>Tobias Rendl</p>
<p>Kontakt:<br>E-Mail: tobias.rendl@leiserdieb.example</p>
<p>Der leise Dieb ist ein kostenloses Text-Adventure, das ich in meiner Freizeit schreibe.</p>""",
                  title="Der leise Dieb – Impressum"),
        expect={"name": "Tobias Rendl", "legal_form": None, "representatives": []},
        note="a hobby text-adventure site; 'Vertreten durch' naming the person herself adds no owner",
    ),
    # ---------------------------------------------------------------- 269
    dict(
        conv=269, id="269-quotes-around-whole-name",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p><strong>"Kiezgarten Lindenhof"</strong><br>Uferstraße 21<br>13357 Berlin</p>
<p>E-Mail: mitmachen@kiezgarten-lindenhof.example</p>"""),
        expect={"name": "Kiezgarten Lindenhof", "legal_form": None},
        note="quotation marks around the whole name line are framing, not part of the name",
    ),
    dict(
        conv=269, id="269-quotes-around-part-kept",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Förderverein "Die Wiesenzwerge der Kita Sonnenhang" e.V.<br>Am Sonnenhang 4<br>08056 Zwickau</p>
<p>Registergericht: Amtsgericht Chemnitz<br>Registernummer: VR 6617</p>
<p>E-Mail: vorstand@wiesenzwerge-foerderverein.example</p>"""),
        expect={"name": 'Förderverein "Die Wiesenzwerge der Kita Sonnenhang" e.V.', "legal_form": "e.V."},
        note="quotation marks around a part of the name stay as printed",
    ),
    # ---------------------------------------------------------------- 270
    dict(
        conv=270, id="270-address-only-in-editor-block",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Initiative Leselicht Rostock<br>Vertreten durch: Jana Timmer</p>
<h2>Kontakt</h2>
<p>E-Mail: kontakt@leselicht-rostock.example</p>
<h2>Redaktionell verantwortlich</h2>
<p>Jana Timmer<br>Warnowstraße 11<br>18057 Rostock<br>E-Mail: jana.timmer@jt-privat.example</p>"""),
        expect={"name": "Initiative Leselicht Rostock", "address": None,
                "email": "kontakt@leselicht-rostock.example"},
        note="the editor's address and mailbox are his own; the operator's Kontakt mailbox counts",
    ),
    # ---------------------------------------------------------------- 271
    dict(
        conv=271, id="271-officers-in-kontakt-section",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Förderverein Kita Pusteblume e.V.<br>Birkenstraße 8<br>99084 Erfurt</p>
<p>Registergericht: Amtsgericht Erfurt<br>Registernummer: VR 4571</p>
<h2>Haftung für Inhalte</h2>
<p>Als Diensteanbieter sind wir gemäß § 7 Abs. 1 TMG für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich.</p>
<h2>Kontakt</h2>
<p>Vorsitzende<br>Sabine Rührmann<br>vorsitz@pusteblume-foerderverein.example</p>
<p>Stellvertretende Vorsitzende<br>Ines Kolbe<br>stellvertretung@pusteblume-foerderverein.example</p>
<p>Mitgliederverwaltung<br>Dirk Hemmer<br>mitglieder@pusteblume-foerderverein.example</p>
<p>Vereinskasse<br>Lutz Gerber<br>kasse@pusteblume-foerderverein.example</p>"""),
        expect={"legal_form": "e.V.",
                "representatives": [{"name": "Sabine Rührmann", "role": "chair_of_board"},
                                    {"name": "Ines Kolbe", "role": "board_member"},
                                    {"name": "Dirk Hemmer", "role": "board_member"},
                                    {"name": "Lutz Gerber", "role": "board_member"}],
                "email": "vorsitz@pusteblume-foerderverein.example"},
        note="officers with functions under 'Kontakt' are the board; the chair's mailbox, printed first, is the club's",
    ),
    # ---------------------------------------------------------------- 272
    dict(
        conv=272, id="272-team-and-ansprechpartner-no-reps",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Digitalwerkstatt Hafenkante e.V.<br>Kaistraße 14<br>24103 Kiel</p>
<p>Vertretung: Funkprojekt Redaktionsteam<br>Ansprechpartner: Bernd Quast</p>
<p><a href="/kontakt/">kontakt</a></p>"""),
        expect={"name": "Digitalwerkstatt Hafenkante e.V.", "representatives": [], "email": None},
        note="a project team is no organ and an Ansprechpartner is a contact person; a 'kontakt' link to a page is no e-mail",
    ),
    # ---------------------------------------------------------------- 273
    dict(
        conv=273, id="273-group-description-person-without-function",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p><strong>LUMEN - Stimmen im Licht</strong><br>Jazz-Pop-Vokalensemble<br>Heike Sommerfeld<br>Gartenstraße 5<br>72074 Tübingen</p>
<p>E-Mail: info@lumen-stimmen.example</p>"""),
        expect={"name": "LUMEN - Stimmen im Licht", "legal_form": None, "representatives": []},
        note="group name kept whole, description line dropped, person without function no representative",
    ),
    # ---------------------------------------------------------------- 274
    dict(
        conv=274, id="274-local-court-cologne",
        url="https://site.invalid/imprint/",
        html=en("""<h1>Imprint</h1>
<p>Rheinblick Analytics GmbH<br>Domstraße 17<br>50668 Cologne<br>Germany</p>
<p>Managing Director: Henrik Salewski</p>
<p>Register: Local Court Cologne, HRB 98765</p>
<p>E-Mail: hello@rheinblick-analytics.example</p>"""),
        expect={"register": {"country": "DE", "court": "Köln", "number": "HRB 98765"},
                "address": {"street": "Domstraße 17", "postal_code": "50668", "city": "Cologne", "country": "DE"}},
        note="English exonym of the court town gives the German place name; the address city stays as printed",
    ),
    dict(
        conv=274, id="274-district-court-munich",
        url="https://site.invalid/imprint/",
        html=en("""<h1>Legal Notice</h1>
<p>Isarkraft Software GmbH<br>Leopoldstraße 140<br>80804 Munich</p>
<p>Represented by the Managing Director: Carina Vogl</p>
<p>Commercial Register: HRB 234781, Munich District Court</p>
<p>Email: office@isarkraft-software.example</p>"""),
        expect={"register": {"country": "DE", "court": "München", "number": "HRB 234781"}},
        note="'Munich District Court' is the court München",
    ),
    # ---------------------------------------------------------------- 275
    dict(
        conv=275, id="275-at-punkt",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Feldmark IT-Service<br>Ole Feldmann<br>Wiesenweg 2<br>27283 Verden</p>
<p>Umsatzsteuer-ID: DE287654324</p>
<p>Kontakt: contact (at) feldmark-it (punkt) de</p>"""),
        expect={"email": "contact@feldmark-it.de"},
        note="'(punkt)' is a dot like '(dot)'",
    ),
    # ---------------------------------------------------------------- 276
    dict(
        conv=276, id="276-relaunch-draft-note",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Quellwerk Systems GmbH<br>Hafenweg 22<br>48155 Münster</p>
<p>Telefon 0251 483927 · info@quellwerk-systems.example</p>
<p><em>Angaben zu Geschäftsführung, Handelsregister, USt-IdNr. und Verantwortlichem nach § 18 MStV von der bestehenden Seite übernehmen.</em></p>"""),
        expect={"name": "Quellwerk Systems GmbH", "legal_form": "GmbH",
                "address": {"street": "Hafenweg 22", "postal_code": "48155", "city": "Münster", "country": "DE"},
                "phone": "+49251483927", "email": "info@quellwerk-systems.example",
                "representatives": [], "register": None, "vat_id": None},
        note="a draft note does not make the page a template; filled data kept, unprinted data null",
    ),
    # ---------------------------------------------------------------- 277
    dict(
        conv=277, id="277-austrian-gmbh-co-kg",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<dl>
<dt>Firmenwortlaut</dt><dd>Alpenmess GmbH &amp; Co KG</dd>
<dt>Persönlich haftender Gesellschafter</dt><dd>Alpenmess Verwaltungs GmbH (Gesellschafter: Franz Huemer, Petra Huemer)</dd>
<dt>Firmenbuchnummer</dt><dd>FN 512345 k</dd>
<dt>Firmenbuchgericht</dt><dd>Landesgericht Linz</dd>
<dt>Firmensitz</dt><dd>Industriezeile 18, 4020 Linz, Österreich</dd>
<dt>GISA-Zahl</dt><dd>33219876</dd>
<dt>GLN</dt><dd>9110023456781</dd>
<dt>EORI</dt><dd>ATEOS1000054321</dd>
<dt>E-Mail</dt><dd>office@alpenmess.example</dd>
</dl>"""),
        expect={"name": "Alpenmess GmbH & Co KG", "legal_form": "KG",
                "register": {"country": "AT", "court": "-", "number": "FN 512345k"},
                "representatives": [],
                "address": {"street": "Industriezeile 18", "postal_code": "4020", "city": "Linz", "country": "AT"}},
        note="Austrian GmbH & Co KG is KG; a company general partner is no partner; its shareholders never; FN closed up; GISA/GLN/EORI no register",
    ),
    # ---------------------------------------------------------------- 278
    dict(
        conv=278, id="278-generator-placeholders",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Möbelbau Kranichfeld<br>Jörg Wendland<br>Sägewerkstraße 6<br>99448 Kranichfeld</p>
<h2>Kontakt</h2>
<p>Telefon: +49 (0) 176m3948265<br>E-Mail: werkstatt@moebelbau-kranichfeld.example</p>
<h2>Umsatzsteuer-ID</h2>
<p>Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz:<br>DE999999999</p>
<h2>Angaben zur Berufshaftpflichtversicherung</h2>
<p><strong>Name und Sitz des Versicherers:</strong><br>Beispiel Versicherung AG<br>Musterweg 10<br>90210 Musterstadt</p>"""),
        expect={"name": "Möbelbau Kranichfeld", "vat_id": None, "phone": None,
                "email": "werkstatt@moebelbau-kranichfeld.example",
                "address": {"street": "Sägewerkstraße 6", "postal_code": "99448", "city": "Kranichfeld", "country": "DE"}},
        note="DE999999999 placeholder, sample insurer ignored, mobile with a letter malformed; real data kept",
    ),
    # ---------------------------------------------------------------- 279
    dict(
        conv=279, id="279-court-between-kind-and-number",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Herausgeber:</p>
<p>Kaimauer Gastro GmbH<br>Elbstraße 51<br>22767 Hamburg</p>
<p>Handelsregister: HRB-Hamburg 81234</p>
<p>E-Mail: moin@kaimauer-gastro.example</p>"""),
        expect={"register": {"country": "DE", "court": "Hamburg", "number": "HRB 81234"}},
        note="'HRB-Hamburg 81234': kind, court and number all printed",
    ),
    dict(
        conv=279, id="279-disclaimer-names-earlier-firm",
        url="https://site.invalid/",
        html=page("""<section class="hero"><h1>Fischhalle &amp; Bar am Kai</h1><p>Frischer Fisch seit 1998.</p></section>
<section><h2>Unsere Standorte</h2><p>Fischhalle Elbufer 12</p><p>Kaibar Lotsenweg 3</p></section>""",
                  title="Kaimauer Gastro",
                  footer="""<footer><h3>Impressum</h3>
<p>Herausgeber:</p>
<p>Kaimauer Gastro GmbH<br>Henning Olufsen<br>Elbstraße 51<br>22767 Hamburg</p>
<p>E-Mail: moin@kaimauer-gastro.example</p>
<h4>Haftungsausschluss</h4>
<p>Gebr. Olufsen e.K hat auf dieser Homepage Links zu anderen Seiten im Internet gelegt. Für alle diese Links gilt: Wir haben keinen Einfluss auf Gestaltung und Inhalte der gelinkten Seiten.</p></footer>"""),
        expect={"name": "Kaimauer Gastro GmbH", "legal_form": "GmbH", "representatives": [],
                "address": {"street": "Elbstraße 51", "postal_code": "22767", "city": "Hamburg", "country": "DE"}},
        note="the disclaimer's earlier e.K. is not mixed in; locations without postal code no address; person line without function no representative",
    ),
    # ---------------------------------------------------------------- 280
    dict(
        conv=280, id="280-nicht-rechtsfaehiger-verein",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Akademische Verbindung Lindenhain<br>(nicht-rechtsfähiger Verein)<br>vertr. d.d. Altherrenvorstand Konrad Weidlich<br>Schloßbergweg 9<br>35037 Marburg</p>
<p>E-Mail: altherren@av-lindenhain.example</p>"""),
        expect={"legal_form": None,
                "representatives": [{"name": "Konrad Weidlich", "role": "board_member"}],
                "address": {"street": "Schloßbergweg 9", "postal_code": "35037", "city": "Marburg", "country": "DE"}},
        note="an unregistered association: no form; 'vertr. d.d. Altherrenvorstand X' is a board member; the street after him is the club's",
    ),
    dict(
        conv=280, id="280-soft-broken-description-split-off",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Verbindung Eichenhain
Gründungsbund der Rheinischen Kartelle von 1872<br>Burgweg 4<br>53113 Bonn</p>
<p>E-Mail: kontakt@verbindung-eichenhain.example</p>"""),
        expect={"name": "Verbindung Eichenhain"},
        note="description on a soft-broken source line is split off where it begins and is no part of the name",
    ),
    # ---------------------------------------------------------------- 281
    dict(
        conv=281, id="281-kontakt-impressum-without-name",
        url="https://site.invalid/kontakt-impressum/",
        html=page("""<h1>Kontakt/Impressum</h1>
<p>Hauptanschrift:<br>Mühlgasse 7<br>63739 Aschaffenburg</p>
<p>e: post@mainufer-werkstatt.example<br>t: 06021 45837<br>f: 06021 45838</p>
<p>Zweigstelle:<br>Bahnhofstraße 30<br>63897 Miltenberg</p>""",
                  title="Kontakt/Impressum",
                  nav='<nav><a href="/">Start</a> <a href="/ueber-mich/">Über mich</a> <a href="/kontakt-impressum/">Kontakt/Impressum</a></nav>'),
        expect={"name": None, "legal_form": None, "representatives": [],
                "address": {"street": "Mühlgasse 7", "postal_code": "63739", "city": "Aschaffenburg", "country": "DE"},
                "phone": "+49602145837", "email": "post@mainufer-werkstatt.example"},
        note="a nameless imprint keeps what it prints: main address over the branch, 't:' phone, 'e:' e-mail, 'f:' fax not",
    ),
    # ---------------------------------------------------------------- 282
    dict(
        conv=282, id="282-school-as-provider-fax-before-phone",
        url="https://site.invalid/rechtliches/",
        html=page("""<h1>Rechtliches</h1>
<h2>Angaben gemäß § 5 DDG</h2>
<p>Humboldt-Gymnasium Talheim<br>Schulstraße 12<br>01445 Radebeul</p>
<table>
<tr><td>Telefax:</td><td>0351 4826911</td></tr>
<tr><td>Telefon:</td><td>0351 4826910</td></tr>
<tr><td>E-Mail:</td><td>sekretariat@hg-talheim.example</td></tr>
</table>""",
                  title="Förderverein | Rechtliches",
                  nav='<nav><a href="/">Förderverein</a> <a href="/mitglied-werden/">Mitglied werden</a> <a href="/rechtliches/">Rechtliches</a></nav>'),
        expect={"name": "Humboldt-Gymnasium Talheim", "legal_form": None, "representatives": [],
                "phone": "+493514826910"},
        note="the school named in the § 5 block is the operator, not the Förderverein of the title; the Telefon row is the phone, never the fax",
    ),
    # ---------------------------------------------------------------- 283
    dict(
        conv=283, id="283-landline-as-alternativ",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Tischlerei Brandl<br>Inhaber: Uwe Brandl<br>Ringstraße 4<br>26123 Oldenburg</p>
<p>Telefon: 0171 3948265<br>Alternativ: 0441 392951</p>
<p>E-Mail: info@tischlerei-brandl.example</p>"""),
        expect={"phone": "+49441392951"},
        note="a first-printed mobile does not outrank a landline printed as 'Alternativ'",
    ),
    # ---------------------------------------------------------------- 284
    dict(
        conv=284, id="284-austrian-foundation-domain-name",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p><a href="https://lichtblauhilfe.at">lichtblauhilfe.at</a><br>Gumpendorfer Straße 151<br>1060 Wien</p>
<p>STIFTUNGSZWECK: Förderung von Familien in schwierigen Lebenslagen.</p>
<p>VORSTAND: Theresa Gruber (Vorsitzende), Martin Lechner (Stellvertreter der Vorsitzenden) und Anna Pichler (Mitglied vertritt gemeinsam mit einem weiteren Vorstandsmitglied)</p>
<p>E-Mail: office@lichtblauhilfe.example</p>""",
                  title="LichtblauHilfe"),
        expect={"name": "lichtblauhilfe.at", "legal_form": None, "register": None,
                "representatives": [{"name": "Theresa Gruber", "role": "chair_of_board"},
                                    {"name": "Martin Lechner", "role": "board_member"},
                                    {"name": "Anna Pichler", "role": "board_member"}]},
        note="AT foundation: no form code, no register; Vorsitzende chair, deputy and member board; the domain line heading the block is the name",
    ),
    # ---------------------------------------------------------------- 285
    dict(
        conv=285, id="285-door-part-on-one-line",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Sonnkraut</h2>
<p>Verena Hollerer<br>Webgasse 31, Tür 7, 1060 Wien, Österreich</p>
<p>E-Mail: hallo@sonnkraut.example</p>"""),
        expect={"address": {"street": "Webgasse 31, Tür 7", "postal_code": "1060", "city": "Wien", "country": "AT"}},
        note="the door part after the house number belongs to the street; the line is split at the postal code",
    ),
    # ---------------------------------------------------------------- 286
    dict(
        conv=286, id="286-name-des-anbieters-doctor-postanschrift-practice",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Name des Anbieters: Dr. Barbara Kogler, Fachärztin für Augenheilkunde</p>
<p>Postanschrift: Augenpraxis Meidling-Süd, Schönbrunner Straße 210, 1120 Wien</p>
<p>Telefon: 01 8123456<br>E-Mail: ordination@augenpraxis-meidling.example</p>"""),
        expect={"name": "Augenpraxis Meidling-Süd", "legal_form": None,
                "representatives": [{"name": "Barbara Kogler", "role": "owner"}],
                "address": {"street": "Schönbrunner Straße 210", "postal_code": "1120", "city": "Wien", "country": "AT"}},
        note="the practice designation on the address line is the name, the doctor its owner (title stripped), Austria no form",
    ),
    # ---------------------------------------------------------------- 287
    dict(
        conv=287, id="287-status-clause-after-club-name",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p><strong>Pfotenhilfe Mühlviertel eingetragener Verein seit 3.5.2015</strong><br>Hauptplatz 6<br>4240 Freistadt</p>
<p>Rechtsform: Verein<br>ZVR-Zahl: 123456789<br>Vereinsgericht: Linz</p>
<p>E-Mail: info@pfotenhilfe-muehlviertel.example</p>"""),
        expect={"name": "Pfotenhilfe Mühlviertel", "legal_form": None, "register": None},
        note="status clause no part of the name; 'Rechtsform: Verein' on an Austrian page null; ZVR and Vereinsgericht no register",
    ),
    # ---------------------------------------------------------------- 288
    dict(
        conv=288, id="288-footer-toggle-holds-only-agency",
        url="https://site.invalid/",
        html=page("""<section class="hero"><h2>Glaskunst aus der Ostschweiz</h2><p>Fenster, Spiegel und Vitrinen nach Mass.</p></section>""",
                  title="Glasatelier Säntisblick",
                  nav='<nav><a href="/">Home</a> <a href="/projekte/">Projekte</a> <a href="#impressum">Impressum</a></nav>',
                  footer="""<footer>
<div class="firm"><h1>Glasatelier Säntisblick AG</h1>
<p>Poststrasse 14<br>9000 St. Gallen</p>
<p>T 071 228 45 90<br><a href="mailto:r.keller@glasatelier-saentis.example">Mail</a></p></div>
<details id="impressum"><summary>Impressum</summary>
<p>Design &amp; Code: Pixelwerk Ostschweiz GmbH, Rorschacherstrasse 5, 9000 St. Gallen, hallo@pixelwerk-ost.example</p></details>
</footer>""", lang="de"),
        expect={"name": "Glasatelier Säntisblick AG", "legal_form": "AG",
                "address": {"street": "Poststrasse 14", "postal_code": "9000", "city": "St. Gallen", "country": "CH"},
                "phone": "+41712284590", "email": "r.keller@glasatelier-saentis.example"},
        note="the firm block of the footer is the operator; the mailto behind 'Mail' is its address; the toggle's agency is not",
    ),
    dict(
        conv=288, id="288-toggle-names-only-firm",
        url="https://site.invalid/",
        html=page("""<section class="hero"><h2>Holzbau aus einer Hand</h2><p>Planung, Elementbau, Montage.</p></section>""",
                  title="Holzbau Tannegg",
                  nav='<nav><a href="/">Home</a> <a href="/referenzen/">Referenzen</a></nav>',
                  footer="""<footer>
<details><summary>Impressum</summary>
<p>Verantwortung<br>Holzbau Tannegg GmbH</p></details>
<p>© 2024</p>
</footer>"""),
        expect={"name": "Holzbau Tannegg GmbH", "legal_form": "GmbH", "address": None, "email": None,
                "phone": None, "representatives": []},
        note="a toggle naming only the firm under 'Verantwortung' gives the firm and its form and nothing else",
    ),
    # ---------------------------------------------------------------- 289
    dict(
        conv=289, id="289-home-page-without-imprint",
        url="https://site.invalid/",
        html=page("""<section class="hero"><h1>Massage am See</h1><p>Klassische Massage und Fussreflexzonen in Rorschach.</p></section>
<section id="kontakt"><h2>Kontakt</h2>
<p>Simone Baumgartner<br>Seestrasse 44<br>9400 Rorschach</p>
<p>Mobile: 079 348 26 15<br>E-Mail: <a href="mailto:termine@massage-am-see.example">termine@massage-am-see.example</a></p></section>""",
                  title="Massage am See",
                  nav='<nav><a href="#angebot">Angebot</a> <a href="#preise">Preise</a> <a href="#kontakt">Kontakt</a></nav>',
                  footer='<footer><p>© 2024 Massage am See</p></footer>'),
        expect=dict(ALL_NULL),
        note="a one-page site without imprint and without imprint link is no imprint: all null",
    ),
    # ---------------------------------------------------------------- 290
    dict(
        conv=290, id="290-example-values-in-draft-notes",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Rheinhafen Logistik GmbH &amp; Co. KG<br>Hafenstraße 101<br>45881 Gelsenkirchen</p>
<p>Telefon: 0209 7 00 04-0<br>E-Mail: info@rheinhafen-logistik.example</p>
<p>Geschäftsführer: [Geschäftsführer eintragen]<br><em>Namen der Geschäftsführer der Komplementär-GmbH hier eintragen, Beispiel: Heiko Brandes, Svenja Kolb</em></p>
<p>Registergericht: [eintragen]<br><em>Beispiel: Amtsgericht Gelsenkirchen, HRA 12345</em></p>"""),
        expect={"name": "Rheinhafen Logistik GmbH & Co. KG", "legal_form": "GmbH & Co. KG",
                "representatives": [], "register": None, "phone": "+49209700040",
                "email": "info@rheinhafen-logistik.example"},
        note="names and numbers offered as examples in a draft note are placeholders; filled values kept",
    ),
    # ---------------------------------------------------------------- 291
    dict(
        conv=291, id="291-preformatted-blocks-doctor-blog",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<pre><code class="language-txt">Dr. med. Jonas Kellermann
Wrangelstraße 61
10997 Berlin
E-Mail: blog@kellermann-med.example
</code></pre>
<h2>Berufsbezeichnung und berufsrechtliche Regelungen</h2>
<pre><code class="language-txt">Berufsbezeichnung: Arzt
Zuständige Kammer: Ärztekammer Berlin
Verliehen in: Deutschland
</code></pre>
<p>Aufsichtsbehörde: <code>Kassenärztliche Vereinigung Berlin</code></p>
<p>Verantwortlich für den Inhalt: <code>Dr. med. Jonas Kellermann</code></p>""",
                  title="Impressum"),
        expect={"name": "Jonas Kellermann", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Jonas Kellermann", "role": "owner"}],
                "address": {"street": "Wrangelstraße 61", "postal_code": "10997", "city": "Berlin", "country": "DE"},
                "email": "blog@kellermann-med.example"},
        note="fenced code blocks are read as printed; 'Berufsbezeichnung: Arzt' with chamber and authority is a business signal",
    ),
    # ---------------------------------------------------------------- 292
    dict(
        conv=292, id="292-pelican-metadata-austrian-private-blog",
        url="https://site.invalid/impressum/",
        html=page("""<p>Title: Impressum
slug: impressum</p>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Lukas Pichlmair<br>Anna Hofer Str 8<br>6020 Innsbruck Österreich</p>
<p>E-Mail: lukas@bergpfoten-blog.example</p>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>Lukas Pichlmair<br>Anna-Hofer-Straße 8<br>6020 Innsbruck</p>""",
                  title="Bergpfoten – Impressum"),
        expect={"name": "Lukas Pichlmair", "legal_form": None, "representatives": [],
                "address": {"street": "Anna Hofer Str 8", "postal_code": "6020", "city": "Innsbruck", "country": "AT"}},
        note="metadata lines are no imprint data; a German § 5 heading on an Austrian blog no signal; provider block's street wins over the § 55 repeat; country word dropped",
    ),
    # ---------------------------------------------------------------- 293
    dict(
        conv=293, id="293-site-copy-without-impressum-heading",
        url="https://site.invalid/impressum-disclaimer/",
        html=en("""<section id="impressum" class="wp-block-group">
<p>Please contact us with any questions about our services.</p>
<p>PARCELHUB SWITZERLAND AG<br>Industriestrasse 45<br>8152 Glattbrugg</p>
<p>Phone: +41 44 809 31 72<br>Fax: +41 44 809 31 73<br>E-Mail: info@parcelhub-swiss.example</p>
</section>
<section class="credits"><h3>WEBWORKS</h3><p>Website by Webworks Zürich GmbH, Limmatquai 3, 8001 Zürich</p></section>""",
                title="Contact &amp; Imprint – Parcelhub"),
        expect={"name": "PARCELHUB SWITZERLAND AG", "legal_form": "AG",
                "address": {"street": "Industriestrasse 45", "postal_code": "8152", "city": "Glattbrugg", "country": "CH"},
                "phone": "+41448093172", "email": "info@parcelhub-swiss.example"},
        note="a site copy without an 'Impressum' heading in its text: 'Please contact us…' opens the operator's block; the agency block is somebody else's",
    ),
    # ---------------------------------------------------------------- 294
    dict(
        conv=294, id="294-wirtschafts-idnr-and-form-line",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<table>
<tr><th>Betreiber</th><td>Lichtspiele Elbaue<br>Einzelunternehmen<br>Inhaber: Gregor Wilke</td></tr>
<tr><th>Anschrift</th><td>Marktplatz 3<br>01662 Meißen</td></tr>
<tr><th>E-Mail</th><td>kasse@lichtspiele-elbaue.example</td></tr>
<tr><th>Wirtschafts-ID</th><td>DE298765431-00001</td></tr>
<tr><th>FFA-Kinonummer</th><td>4711, Saal 1 und 2</td></tr>
</table>"""),
        expect={"name": "Lichtspiele Elbaue", "legal_form": "Einzelunternehmen", "vat_id": None, "register": None},
        note="a Wirtschafts-IdNr with '-00001' is no VAT id; 'Einzelunternehmen' on its own line is the form word, no part of the name; FFA numbers no register",
    ),
    # ---------------------------------------------------------------- 295
    dict(
        conv=295, id="295-fa-prefix-editor-only",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Fa. Hautwerk Kosmetik<br>Lindenallee 9<br>40212 Düsseldorf</p>
<p>E-Mail: termin@hautwerk-kosmetik.example</p>
<p>Verantwortlich für die Inhalte dieser Seite: Melanie Sturm</p>"""),
        expect={"name": "Hautwerk Kosmetik", "legal_form": None, "representatives": []},
        note="'Fa.' abbreviates 'Firma' and is no part of the name; with only a content person no form and no owner",
    ),
    dict(
        conv=295, id="295-location-note-and-kontakt-block",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Fa. Nagelstudio Perlmutt<br>Theaterplatz 4 (am Stadttheater)<br>52062 Aachen</p>
<p>Verantwortlich für die Inhalte dieser Seite: Diana Kühn</p>""",
                  after="""<section class="kontakt"><h2>Kontakt</h2>
<p>Telefon: 0241 4783926<br>E-Mail: hallo@nagelstudio-perlmutt.example</p></section>
"""),
        expect={"address": {"street": "Theaterplatz 4 (am Stadttheater)", "postal_code": "52062", "city": "Aachen", "country": "DE"},
                "phone": "+492414783926", "email": "hallo@nagelstudio-perlmutt.example"},
        note="a location note in parentheses stays in the street; the page's own Kontakt block gives landline and e-mail when the imprint prints none",
    ),
    # ---------------------------------------------------------------- 296
    dict(
        conv=296, id="296-gesellschafter-plural-one-person",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Achitekt Pawel Nowicki</p>
<p>Telefon: 030 61284793<br>E-Mail: buero@nowicki-architektur.example</p>
<p>Vertreten durch die Gesellschafter Pawel Nowicki</p>"""),
        expect={"name": "Pawel Nowicki", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Pawel Nowicki", "role": "owner"}], "address": None},
        note="plural wording over one person shows no partnership; misspelled profession stripped; no street and town",
    ),
    # ---------------------------------------------------------------- 297
    dict(
        conv=297, id="297-praxis-fuer-line-two-locations",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Dipl.-Psych. Jana Wiegand<br>Praxis für Psychotherapie</p>
<h3>Standort Waldkirch</h3>
<p>Lange Straße 12<br>79183 Waldkirch</p>
<h3>Standort Emmendingen</h3>
<p>Markgrafenstraße 3<br>79312 Emmendingen</p>
<p>E-Mail: praxis@wiegand-psychotherapie.example</p>"""),
        expect={"name": "Jana Wiegand", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Jana Wiegand", "role": "owner"}],
                "address": {"street": "Lange Straße 12", "postal_code": "79183", "city": "Waldkirch", "country": "DE"}},
        note="'Praxis für …' describes the activity, no designation; the first of two equal Standort blocks is the establishment",
    ),
    # ---------------------------------------------------------------- 298
    dict(
        conv=298, id="298-designation-only-in-contact-card",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Inhaber: Somchai Rattanakorn<br>Venloer Straße 120<br>50823 Köln</p>
<p>Gerichtsstand: Amtsgericht Köln</p>""",
                  after="""<section class="contact-card"><h3>Adresse</h3>
<p>Baan Siam Küche<br>Venloer Straße 120<br>50823 Köln</p>
<p>Telefon: 0221 5803746 &amp; 0221 5803747<br>E-Mail: hallo@baansiam-koeln.example</p></section>
"""),
        expect={"name": "Somchai Rattanakorn", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Somchai Rattanakorn", "role": "owner"}],
                "phone": "+492215803746", "email": "hallo@baansiam-koeln.example", "register": None},
        note="designation only in a contact card outside the imprint: the Inhaber stays the name; the card's contact counts; 'A & B' gives A; Gerichtsstand no register",
    ),
    # ---------------------------------------------------------------- 299
    dict(
        conv=299, id="299-general-partner-person-gmbh",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Holmberg Fenster GmbH &amp; Co. KG<br>Werftstraße 8<br>24939 Flensburg</p>
<p>Persönlich haftende Gesellschafterin: Ingrid Holmberg (GmbH)<br>Geschäftsführer: Nils Holmberg</p>
<p>Registergericht: Amtsgericht Flensburg<br>HRA 5123FL</p>
<p>E-Mail: info@holmberg-fenster.example</p>"""),
        expect={"legal_form": "GmbH & Co. KG",
                "register": {"country": "DE", "court": "Flensburg", "number": "HRA 5123"},
                "representatives": [{"name": "Nils Holmberg", "role": "managing_director"}]},
        note="'X (GmbH)' as general partner is a company, no partner; glued court suffix dropped",
    ),
    dict(
        conv=299, id="299-printed-number-over-tel-target",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Förde Bootsbau GmbH<br>Werftstraße 12<br>24939 Flensburg</p>
<p>Geschäftsführer: Arne Petersen</p>
<p>Telefon: <a href="tel:+4946148273">+49 461 482730</a><br>E-Mail: werft@foerde-bootsbau.example</p>"""),
        expect={"phone": "+49461482730"},
        note="the printed number wins over its tel: target",
    ),
    # ---------------------------------------------------------------- 300
    dict(
        conv=300, id="300-court-with-slash",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Oderland Solar GmbH<br>Logenstraße 8<br>15230 Frankfurt (Oder)</p>
<p>Geschäftsführer: Bartosz Lewandowski</p>
<p>Registergericht: Amtsgericht Frankfurt/Oder<br>Registernummer: HRB 17342 FF</p>
<p>E-Mail: kontakt@oderland-solar.example</p>"""),
        expect={"register": {"country": "DE", "court": "Frankfurt/Oder", "number": "HRB 17342"}},
        note="court kept as printed with its slash; 'FF' suffix dropped",
    ),
    # ---------------------------------------------------------------- 301
    dict(
        conv=301, id="301-designation-with-adviser-name-no-person-line",
        url="https://site.invalid/impressum/",
        html=page("""<p>Wir verwenden Cookies. <a href="#">Akzeptieren</a> <a href="#">Ablehnen</a></p>
<h1>Impressum</h1>
<p>Steuerberatung Dieter Hollmann<br>Bahnhofstraße 17<br>32052 Herford</p>
<p>E-Mail: kanzlei@steuerberatung-hollmann.example</p>
<p>Berufsbezeichnung: Steuerberater (verliehen in der Bundesrepublik Deutschland)<br>Zuständige Kammer: Steuerberaterkammer Westfalen-Lippe</p>"""),
        expect={"name": "Steuerberatung Dieter Hollmann", "legal_form": "Einzelunternehmen", "representatives": []},
        note="a designation holding the adviser's name without a person line: Einzelunternehmen and no owner",
    ),
    # ---------------------------------------------------------------- 302
    dict(
        conv=302, id="302-gmbh-haftungsbeschraenkt-in-formation",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Nordlicht Robotics GmbH (haftungsbeschränkt)<br>Fleethörn 30<br>24103 Kiel</p>
<p>Geschäftsführer: Malte Ahrens<br>stellvertretender Geschäftsführer: Jonas Wiebe</p>
<p>Umsatzsteuer-ID: noch nicht vorhanden (in Gründung)<br>Handelsregister: Handelsregistereintrag folgt</p>
<p>E-Mail: team@nordlicht-robotics.example</p>"""),
        expect={"name": "Nordlicht Robotics GmbH (haftungsbeschränkt)", "legal_form": "GmbH",
                "representatives": [{"name": "Malte Ahrens", "role": "managing_director"},
                                    {"name": "Jonas Wiebe", "role": "managing_director"}],
                "vat_id": None, "register": None},
        note="the printed 'GmbH' gives the form, the addition stays in the name; deputy MD is MD; pending values null",
    ),
    # ---------------------------------------------------------------- 303
    dict(
        conv=303, id="303-lowercase-service-phrase-brand",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Timo Reckert<br>websites bauen lassen<br>Kirchgasse 3<br>35037 Marburg</p>
<p>E-Mail: hallo@websites-bauen-lassen.example</p>""",
                  title="Impressum – websites bauen lassen"),
        expect={"name": "websites bauen lassen", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Timo Reckert", "role": "owner"}]},
        note="a lower-case service phrase below the person that is the site's brand is a trading designation",
    ),
    # ---------------------------------------------------------------- 304
    dict(
        conv=304, id="304-medieninhaberin-not-herausgeberin",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum &amp; Offenlegung</h1>
<h2>Herausgeberin</h2>
<p>Die Blauen – Bürgerliste Österreich, Bundespartei<br>Landstraßer Hauptstraße 88<br>1030 Wien<br>Der Bundesvorstand</p>
<h2>Medieninhaberin</h2>
<p>Klub der Bürgerliste im Parlament<br>Parlamentsgasse 4<br>1017 Wien<br>Telefon: +43 1 523 48 17<br>E-Mail: klub@buergerliste-klub.example</p>
<h2>Kontakt zu dieser Seite</h2>
<p>Feedback zur Website: Martina Gruber, martina.gruber@buergerliste-klub.example</p>"""),
        expect={"name": "Klub der Bürgerliste im Parlament", "legal_form": None, "representatives": [],
                "address": {"street": "Parlamentsgasse 4", "postal_code": "1017", "city": "Wien", "country": "AT"},
                "phone": "+4315234817", "email": "klub@buergerliste-klub.example"},
        note="the Medieninhaberin is the operator; nothing of the Herausgeberin; the feedback mailbox is a webmaster's",
    ),
    # ---------------------------------------------------------------- 305
    dict(
        conv=305, id="305-inhaberin-der-website-private",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Inhaberin der Website</h2>
<p>Franziska Ebnöther<br>Bergstrasse 21<br>8400 Winterthur</p>
<p>Telefon: 052 213 48 76<br>E-Mail: franziska@wegbegleiten.example</p>"""),
        expect={"name": "Franziska Ebnöther", "legal_form": None, "representatives": [],
                "address": {"street": "Bergstrasse 21", "postal_code": "8400", "city": "Winterthur", "country": "CH"},
                "phone": "+41522134876", "email": "franziska@wegbegleiten.example"},
        note="'Inhaberin der Website' is a provider heading, no owner statement; no business signal: private page",
    ),
    dict(
        conv=305, id="305-inhaberin-der-website-stiftung",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Inhaberin der Website</h2>
<p>Stiftung Lindenhügel<br>Raum für Menschen mit Beeinträchtigung<br>Hügelweg 2<br>8610 Uster</p>
<p>E-Mail: info@stiftung-lindenhuegel.example</p>"""),
        expect={"name": "Stiftung Lindenhügel", "legal_form": "Stiftung", "representatives": []},
        note="an organisation under the heading is the operator; its description line no part of the name; Swiss Stiftung",
    ),
    # ---------------------------------------------------------------- 306
    dict(
        conv=306, id="306-cooperative-name-over-two-lines",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Genossenschaft Seniorenwohnen<br>Rosengarten GSR<br>8618 Oetwil am See</p>
<p>E-Mail: verwaltung@gsr-rosengarten.example</p>"""),
        expect={"name": "Genossenschaft Seniorenwohnen Rosengarten GSR", "legal_form": "Genossenschaft", "address": None},
        note="name over two lines joined with its initials; town without street: no address",
    ),
    # ---------------------------------------------------------------- 307
    dict(
        conv=307, id="307-swiss-sarl-french",
        url="https://site.invalid/confidentialite/",
        html=page("""<h1>Politique de confidentialité</h1>
<p>Lumière Calme Sàrl (ci-après « nous ») prend la protection de vos données personnelles très au sérieux.</p>
<h2>Cookies</h2>
<p>Notre site utilise des cookies techniques nécessaires à son fonctionnement.</p>
<h2>Mentions légales</h2>
<p>Lumière Calme, société à responsabilité limitée (Sàrl)<br>Siège social: Case postale 42, 1700 Fribourg<br>Numéro du registre de commerce: CH-217.4.123.456-7</p>
<p>Téléphone: +41 79 481 27 36<br>E-mail: support arobase lumiere-calme point ch</p>
<p>Directeur ou Responsable de publication: Monsieur Olivier Dubois</p>
<p>Hébergement: Nuage Hébergement SA, Rue du Lac 9, 1003 Lausanne</p>""",
                  title="Politique de confidentialité – Lumière Calme", lang="fr",
                  nav='<nav><a href="/">Accueil</a> <a href="/confidentialite/">Confidentialité</a></nav>',
                  footer='<footer><p>© 2024</p></footer>'),
        expect={"name": "Lumière Calme", "legal_form": "GmbH",
                "register": {"country": "CH", "court": "-", "number": "CH-217.4.123.456-7"},
                "address": None, "email": "support@lumiere-calme.ch", "representatives": [], "phone": None},
        note="Sàrl is GmbH; name before the appositive; old CH-ID as printed when no UID; Postfach no address; 'arobase/point'; directeur de publication no rep",
    ),
    # ---------------------------------------------------------------- 308
    dict(
        conv=308, id="308-seitenbetreiber-after-content-blocks",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Inhaltverantwortliche</h2>
<p>Webagentur: Lukas Brandstätter, Pixelhaus Medien, Mariahilfer Straße 99, 1060 Wien, lukas@pixelhaus-medien.example</p>
<p>Redaktion Wohnungs-News: Sabine Reiter</p>
<h2>Seitenbetreiber</h2>
<p>Herbert Johann Aigner<br>Seeweg 5<br>5020 Salzburg<br>E-Mail: herbert@aigner-seeweg.example</p>"""),
        expect={"name": "Herbert Johann Aigner", "legal_form": None, "representatives": [],
                "address": {"street": "Seeweg 5", "postal_code": "5020", "city": "Salzburg", "country": "AT"},
                "email": "herbert@aigner-seeweg.example"},
        note="the Seitenbetreiber is the operator wherever it stands; content blocks are not his data; private page",
    ),
    # ---------------------------------------------------------------- 309
    dict(
        conv=309, id="309-french-gbr-represente-par",
        url="https://site.invalid/fr/impressum/",
        html=page("""<h1>Mentions légales</h1>
<p>Informations selon § 5 TMG</p>
<p>Studio Kesselberg GbR<br>Rotebühlstraße 77<br>70178 Stuttgart<br>Allemagne</p>
<p>Représenté par:<br>Lena Vogt<br>Felix Brenner</p>
<p>Responsable du contenu selon § 18 Abs. 2 MStV:<br>Lena Vogt</p>
<p>E-mail: bonjour@studio-kesselberg.example</p>""",
                  title="Mentions légales", lang="fr",
                  nav='<nav><a href="/fr/">Accueil</a> <a href="/fr/impressum/">Mentions légales</a></nav>',
                  footer='<footer><p>© 2024</p></footer>'),
        expect={"legal_form": "GbR",
                "representatives": [{"name": "Lena Vogt", "role": "partner"}, {"name": "Felix Brenner", "role": "partner"}],
                "address": {"street": "Rotebühlstraße 77", "postal_code": "70178", "city": "Stuttgart", "country": "DE"}},
        note="'Représenté par' reads as 'Vertreten durch': a GbR's partners",
    ),
    dict(
        conv=309, id="309-italian-19-ustg",
        url="https://site.invalid/it/impressum/",
        html=page("""<h1>Informazioni legali</h1>
<h2>Informazioni ai sensi del §5 TMG</h2>
<p>Marco Fontana<br>Wrangelstraße 12<br>10997 Berlino, Germania</p>
<p>E-mail: ciao@fontana-grafica.example</p>
<p>Ai sensi del §19 UStG, non viene applicata l'IVA.</p>
<h2>Responsabile dei contenuti ai sensi del §55 comma 2 RStV</h2>
<p>Marco Fontana</p>""",
                  title="Informazioni legali", lang="it",
                  nav='<nav><a href="/it/">Home</a> <a href="/it/impressum/">Informazioni legali</a></nav>',
                  footer='<footer><p>© 2024</p></footer>'),
        expect={"name": "Marco Fontana", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Marco Fontana", "role": "owner"}],
                "address": {"street": "Wrangelstraße 12", "postal_code": "10997", "city": "Berlino", "country": "DE"}},
        note="the Italian § 19 UStG sentence is the Kleinunternehmer statement, a business signal; city as printed",
    ),
    # ---------------------------------------------------------------- 310
    dict(
        conv=310, id="310-modal-with-placeholder-heading",
        url="https://site.invalid/",
        html=page("""<section class="hero"><h1>Möbel nach Maß</h1><p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p></section>
<div class="modal" id="impressum-modal"><div class="modal-content"><h2>Lorem</h2>
<p>Feldstraße 22<br>33602 Bielefeld</p>
<p>Tel: 0521 9647318<br><a href="mailto:info@schreinerei-ostermann.example">info@schreinerei-ostermann.example</a></p></div></div>""",
                  title="Schreinerei Karl Ostermann",
                  nav='<nav class="navbar"><a class="navbar-brand" href="/">Schreinerei Karl Ostermann</a> <a href="#leistungen">Leistungen</a> <a href="#impressum-modal">Impressum</a></nav>',
                  footer='<footer><p>© 2024 Schreinerei Karl Ostermann</p></footer>'),
        expect={"name": "Schreinerei Karl Ostermann", "legal_form": "Einzelunternehmen", "representatives": [],
                "address": {"street": "Feldstraße 22", "postal_code": "33602", "city": "Bielefeld", "country": "DE"},
                "phone": "+495219647318", "email": "info@schreinerei-ostermann.example"},
        note="the modal's 'Lorem' heading names nobody; the designation of title, brand and copyright is the name; no owner",
    ),
    # ---------------------------------------------------------------- 311
    dict(
        conv=311, id="311-two-inhaber-no-form",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Schreinerei Lenz – Meisterbetrieb</h2>
<p>Inhaber: Georg Lenz und Matthias Lenz<br>Dorfstraße 14<br>83123 Amerang-Kirchensur</p>
<p>Telefon: 08075 94126<br>E-Mail: info@schreinerei-lenz.example</p>
<p>Umsatzsteuer-Identifikationsnummer …</p>""",
                  footer='<footer><p>Schreinerei Lenz · Inhaber Georg und Matthias Lenz · 83123 Amerang · <a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Schreinerei Lenz – Meisterbetrieb", "legal_form": None, "vat_id": None,
                "representatives": [{"name": "Georg Lenz", "role": "owner"}, {"name": "Matthias Lenz", "role": "owner"}],
                "address": {"street": "Dorfstraße 14", "postal_code": "83123", "city": "Amerang-Kirchensur", "country": "DE"}},
        note="two persons named Inhaber are both owners, no one-person Einzelunternehmen and no GbR inferred; heading kept whole; imprint town wins",
    ),
    # ---------------------------------------------------------------- 312
    dict(
        conv=312, id="312-news-item-board-not-labelled",
        url="https://site.invalid/",
        html=page("""<section id="aktuelles"><h2>Aktuelles</h2>
<article><h3>Neuer Vorstand gewählt</h3>
<p>Den Vorsitz übernimmt Katrin Albers, als stellvertretender Vorsitzender unterstützt Ralf Meinhardt. Die Kassenführung übernehmen Doris Falk und Peter Ulm.</p></article></section>""",
                  title="Förderverein der Grundschule am Lindenplatz",
                  nav='<nav><a href="#aktuelles">Aktuelles</a> <a href="#mitglied">Mitglied werden</a> <a href="#impressum">Impressum</a></nav>',
                  footer="""<footer><button onclick="toggle()">Impressum anzeigen</button>
<div id="impressum" style="display:none"><h3>Impressum</h3>
<p>Förderverein der Grundschule am Lindenplatz e.V.<br>Lindenplatz 2<br>09111 Chemnitz</p>
<p>Vertreten durch: Katrin Albers (Vorsitzende)</p>
<p>Registergericht: Amtsgericht Chemnitz<br>Registernummer: VR 3344</p>
<p>E-Mail: foerderverein@gs-lindenplatz.example</p></div></footer>"""),
        expect={"name": "Förderverein der Grundschule am Lindenplatz e.V.", "legal_form": "e.V.",
                "representatives": [{"name": "Katrin Albers", "role": "chair_of_board"}],
                "register": {"country": "DE", "court": "Chemnitz", "number": "VR 3344"}},
        note="a news report is no representation statement; the toggled footer box makes the home page an imprint",
    ),
    # ---------------------------------------------------------------- 313
    dict(
        conv=313, id="313-erster-vorstand-card-function-line",
        url="https://site.invalid/",
        html=page("""<section id="kontakt"><h2>Kontakt &amp; Impressum</h2>
<div class="cards">
<div class="card"><h4>1. Vorstand</h4><p>Andreas Huber<br>Tel. 0171 3948265</p></div>
<div class="card"><h4>Sportleiter</h4><p>Florian Kerl<br>Tel. 0160 4829371</p></div>
<div class="card"><h4>Webmaster</h4><p>Stefan Moser<br>webmaster@sg-edelweiss-ruderting.example</p></div>
<div class="card"><h4>Impressum</h4>
<p>Schützengesellschaft Edelweiß Ruderting e. V.<br>1. Schützenmeister<br>Hauptstraße 7<br>94161 Ruderting</p>
<p>Vertreten durch: Andreas Huber</p>
<p>Registergericht: Passau, Registernummer: VR 2233</p>
<p>E-Mail: info@sg-edelweiss-ruderting.example</p></div>
</div></section>""",
                  title="SG Edelweiß Ruderting",
                  nav='<nav><a href="#termine">Termine</a> <a href="#kontakt">Kontakt &amp; Impressum</a></nav>'),
        expect={"legal_form": "e.V.",
                "representatives": [{"name": "Andreas Huber", "role": "chair_of_board"}],
                "register": {"country": "DE", "court": "Passau", "number": "VR 2233"},
                "address": {"street": "Hauptstraße 7", "postal_code": "94161", "city": "Ruderting", "country": "DE"}},
        note="'1. Vorstand' is the first chair; a nameless function line names nobody; other officer cards beside 'Vertreten durch' are no reps; court without 'Amtsgericht'",
    ),
    dict(
        conv=313, id="313-founding-clause-dropped",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Schützenverein Tannenhain e. V. gegründet 1962<br>Waldstraße 19<br>94136 Thyrnau</p>
<p>Vertreten durch: Michael Brunner (1. Vorstand)</p>
<p>E-Mail: info@sv-tannenhain.example</p>"""),
        expect={"name": "Schützenverein Tannenhain e. V.", "legal_form": "e.V."},
        note="'… e. V. gegründet 1962' drops the founding clause (313 via 287); note that 384 keeps 'e.V. von 1904' as printed",
    ),
    # ---------------------------------------------------------------- 314
    dict(
        conv=314, id="314-register-without-court",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Name und Anschrift des Anbieters:</p>
<p>Turnverein Eichenhain 1888 e.V.<br>Turnerweg 1<br>36037 Fulda</p>
<p>Registernummer des Vereins: Registerblatt VR 3 b VR 771</p>
<p>E-Mail: vorstand@tv-eichenhain.example</p>"""),
        expect={"register": None, "legal_form": "e.V."},
        note="a register entry without a court gives null; the form still comes from the name",
    ),
    # ---------------------------------------------------------------- 315
    dict(
        conv=315, id="315-contact-page-site-without-imprint",
        url="https://site.invalid/kontakt.htm",
        html=page("""<h2>Kontakt</h2>
<p>Hofladen Wiesengrund<br>Am Anger 5<br>37308 Heilbad Heiligenstadt</p>
<p>Telefon: 03606 512847<br>Web: www.hofladen-wiesengrund.example<br>E-Mail: <a href="mailto:hof@hofladen-wiesengrund.example">hof@hofladen-wiesengrund.example</a></p>""",
                  title="Kontakt",
                  nav='<nav><a href="start.htm">Start</a> <a href="produkte.htm">Produkte</a> <a href="kontakt.htm">Kontakt</a></nav>',
                  footer='<footer><p>Hofladen Wiesengrund</p></footer>'),
        expect=dict(ALL_NULL),
        note="a contact page at a contact path of a site without any imprint is no imprint",
    ),
    # ---------------------------------------------------------------- 316
    dict(
        conv=316, id="316-hugo-param-shortcodes-left",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Förderverein Fußball Talblick e.V.<br>
{{&lt; param street &gt;}}<br>
{{&lt; param city &gt;}}</p>
<p>E-Mail: {{&lt; param email &gt;}}</p>
<p>Vertreten durch:<br>1. Vorsitzender: Holger Mertens<br>2. Vorsitzender: Ralf Kübler</p>
<p>Registergericht: Amtsgericht Kassel<br>Registernummer: VR 3456</p>"""),
        expect={"name": "Förderverein Fußball Talblick e.V.", "address": None, "email": None,
                "representatives": [{"name": "Holger Mertens", "role": "chair_of_board"},
                                    {"name": "Ralf Kübler", "role": "board_member"}],
                "register": {"country": "DE", "court": "Kassel", "number": "VR 3456"}},
        note="shortcodes left printed are no value; the rest labelled as printed",
    ),
    # ---------------------------------------------------------------- 317
    dict(
        conv=317, id="317-confirmation-note-after-name",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Inhaber: Ricardo Alvarez Montoya <span class="todo">— Schreibweise bestätigen</span><br>Gartenweg 8<br>53111 Bonn</p>
<p>E-Mail: hola@alvarez-fliesen.example</p>
<p>USt-IdNr.: <span class="todo">hat Ricardo eine?</span></p>
<p>Einzelunternehmen, nicht im Handelsregister eingetragen.</p>"""),
        expect={"name": "Ricardo Alvarez Montoya", "legal_form": "Einzelunternehmen", "vat_id": None,
                "representatives": [{"name": "Ricardo Alvarez Montoya", "role": "owner"}]},
        note="the to-do note is no part of the name; a to-do question for the VAT id gives null; the form wording line",
    ),
    # ---------------------------------------------------------------- 318
    dict(
        conv=318, id="318-person-dash-einzelunternehmen-above-designation",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Birgit Hansen — Einzelunternehmen<br><strong>Fadenglück Nähatelier</strong><br>Mühlenstraße 9<br>25813 Husum</p>
<p>E-Mail: naehen@fadenglueck.example</p>"""),
        expect={"name": "Fadenglück Nähatelier", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Birgit Hansen", "role": "owner"}]},
        note="the form word after the dash is no part of the person; the designation below is the name",
    ),
    # ---------------------------------------------------------------- 319
    dict(
        conv=319, id="319-praxisgemeinschaft-doctors-heading",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h3>Praxisgemeinschaft Dres. Albrecht</h3>
<h4>Dr. med. Petra Albrecht und Dr. med. Stefan Albrecht</h4>
<p>Kirchplatz 4<br>86899 Landsberg am Lech</p>
<p>Telefon: 0049 8191 42763<br>E-Mail: praxis@dres-albrecht.example</p>"""),
        expect={"name": "Praxisgemeinschaft Dres. Albrecht", "legal_form": None, "representatives": [],
                "phone": "+49819142763"},
        note="a group practice without stated form: name as printed with titles, no form, doctors unlabelled; '0049' prefix",
    ),
    dict(
        conv=319, id="319-gemeinschaftspraxis-employed-doctor-site",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Dr. Miriam Seidl ist die in der Gemeinschaftspraxis tätige Ärztin.</p>
<h2>Pflichtangaben</h2>
<p>Frauenärztinnen am Stadtpark<br>Dr. Anna Reuter | Dr. Jens Kohl<br>Parkstraße 6<br>87435 Kempten</p>
<p>E-Mail: empfang@frauenaerzte-stadtpark.example</p>""",
                  title="Dr. Miriam Seidl – Impressum"),
        expect={"name": "Frauenärztinnen am Stadtpark", "legal_form": None, "representatives": []},
        note="the practice is the operator; the employed doctor and the unlabelled doctors are no representatives",
    ),
    # ---------------------------------------------------------------- 320
    dict(
        conv=320, id="320-brand-by-firm",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>lichtfang photography by pixelbäckerei GmbH<br>Gutenbergstraße 21<br>04178 Leipzig</p>
<p>Vertreten durch: Tim Hausmann</p>
<p>Registergericht: Amtsgericht Leipzig<br>Registernummer: HRB 39871</p>
<p>E-Mail: studio@pixelbaeckerei.example</p>"""),
        expect={"name": "pixelbäckerei GmbH", "legal_form": "GmbH",
                "representatives": [{"name": "Tim Hausmann", "role": "managing_director"}]},
        note="'<brand> by <firm>': the firm is the operator and the name, without the brand",
    ),
    # ---------------------------------------------------------------- 321
    dict(
        conv=321, id="321-contact-after-section-55-repeat",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Claudia Ebert<br>Heilpraktikerin<br>Hofweg 12<br>22085 Hamburg</p>
<h2>Verantwortlich für den Inhalt nach § 55 Abs. 2 RStV</h2>
<p>Claudia Ebert<br>Hofweg 12<br>22085 Hamburg</p>
<p>Tel.: 0 1 7 6 / 3 9 4 8 2 6 5 1<br>E-Mail: info[@]naturpraxis-ebert.example</p>""",
                  footer='<footer><div class="card"><p>Faszienpraxis Alster<br>kontakt@faszien-alster.example</p></div><p>© 2024</p></footer>'),
        expect={"email": "info@naturpraxis-ebert.example", "phone": None},
        note="contact lines after a § 55 block that repeats the provider are the operator's; '[@]' resolves; spaced mobile no phone; footer card outside",
    ),
    # ---------------------------------------------------------------- 322
    dict(
        conv=322, id="322-inline-hidden-spans-in-email",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Ferienhof Wiesenrand<br>Inhaberin: Gesa Ohlendorf<br>Wiesenweg 3<br>26632 Ihlow</p>
<p>E-Mail: vermietung<span style="display:none;">at</span>@ferienhof-wiesenrand<span style="display:none;">dot</span>.de</p>"""),
        expect={"email": "vermietung@ferienhof-wiesenrand.de"},
        note="spans hidden by the page's own inline style are not shown",
    ),
    dict(
        conv=322, id="322-vertreten-durch-below-designation",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Radhaus Deichblick<br>Postanschrift:<br>Deichstraße 20<br>26789 Leer</p>
<p>Vertreten durch: Hannelore Buss-Tammen</p>
<p>Steuernummer: 61/123/45678</p>
<p>E-Mail: rad@radhaus-deichblick.example</p>"""),
        expect={"name": "Radhaus Deichblick", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Hannelore Buss-Tammen", "role": "owner"}],
                "address": {"street": "Deichstraße 20", "postal_code": "26789", "city": "Leer", "country": "DE"}},
        note="'Vertreten durch' one person below a designation with a tax number, no form word: sole trader and owner; 'Postanschrift:' label no part of the address",
    ),
    # ---------------------------------------------------------------- 323
    dict(
        conv=323, id="323-no-business-purpose-nobody-named",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Diese Website dient zur Zeit keinen geschäftsmäßigen Zwecken.</p>""",
                  title="Lindqvist. Software aus Leidenschaft."),
        expect=dict(ALL_NULL),
        note="an imprint that names nobody and states no business purpose: all null; the title's brand is chrome",
    ),
    # ---------------------------------------------------------------- 324
    dict(
        conv=324, id="324-publication-title-in-page-title",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Verantwortlicher Anbieter:</p>
<p>Tobias Renner<br>Holsteinische Straße 30<br>12161 Berlin</p>
<p>E-Mail: hallo@renner-design.example</p>
<p>Autorenfoto: Lisa Kahl</p>""",
                  title="Impressum · The Quiet Founder Handbook"),
        expect={"name": "Tobias Renner", "legal_form": None, "representatives": []},
        note="a publication's title in the page title is no trading designation; trade word only in the mail domain: private",
    ),
    # ---------------------------------------------------------------- 325
    dict(
        conv=325, id="325-other-persons-profession-in-footer",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Karl Behrens<br>Fliederweg 11<br>29221 Celle</p>
<p>E-Mail: k.behrens@familie-behrens.example</p>""",
                  title="Impressum - Monika Behrens",
                  footer='<footer><p>© 2025 Monika Behrens - Zertifizierte Stillberaterin · <a href="/impressum/">Impressum</a></p></footer>'),
        expect={"name": "Karl Behrens", "legal_form": None, "representatives": []},
        note="another person's profession in title and footer is no business signal for the provider",
    ),
    # ---------------------------------------------------------------- 326
    dict(
        conv=326, id="326-flexco-inhaber-list",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Quellcode Labs FlexCo<br>Herrengasse 12<br>8010 Graz</p>
<h3>inhaber</h3>
<ul><li>Lukas Steiner</li><li>Eva Brunner</li><li>Simon Hölzl</li><li>Anna Reiter</li></ul>
<p>Firmenbuchnummer: FN 612345 t<br>Firmenbuchgericht: Landesgericht für ZRS Graz</p>
<p>Mitglied der WKO Steiermark</p>
<p>E-Mail: hello [at] quellcodelabs [dot] at</p>"""),
        expect={"legal_form": "FlexCo", "representatives": [],
                "register": {"country": "AT", "court": "-", "number": "FN 612345t"},
                "email": "hello@quellcodelabs.at"},
        note="a FlexCo's holders are shareholders, no representatives; FN closed up; '[at]'/'[dot]'",
    ),
    # ---------------------------------------------------------------- 327
    dict(
        conv=327, id="327-associates-are-shareholders",
        url="https://site.invalid/legal-notice/",
        html=en("""<h1>Legal Notice</h1>
<p>Taskfoundry GmbH<br>Schellingstraße 44<br>80799 München<br>GERMANY</p>
<p>Managing Director: Jonas Pfeiffer</p>
<p>Associates: Ulrich Brandt, Jonas Pfeiffer, Karin Pfeiffer</p>
<p>HRB 248113 - Amtsgericht München</p>
<p>E-Mail: office@taskfoundry.example</p>""", title="Legal Notice"),
        expect={"representatives": [{"name": "Jonas Pfeiffer", "role": "managing_director"}]},
        note="'Associates' of a GmbH are shareholders; the managing director once",
    ),
    dict(
        conv=327, id="327-footer-mailto-envelope-icon",
        url="https://site.invalid/legal-notice/",
        html=en("""<h1>Legal Notice</h1>
<p>Taskfoundry GmbH<br>Schellingstraße 44<br>80799 München</p>
<p>Managing Director: Jonas Pfeiffer</p>
<p>HRB 248113 - Amtsgericht München</p>""", title="Legal Notice",
                footer='<footer><a href="mailto:info@taskfoundry.example" aria-label="Mail"><svg class="icon-envelope" width="16" height="16" viewBox="0 0 16 16"><path d="M0 3h16v10H0z"/></svg></a> <a href="/imprint/">Imprint</a></footer>'),
        expect={"email": "info@taskfoundry.example"},
        note="a footer mailto whose visible content is an envelope icon is the operator's contact when no address is printed",
    ),
    # ---------------------------------------------------------------- 328
    dict(
        conv=328, id="328-owned-by-sole-proprietor",
        url="https://site.invalid/imprint/",
        html=en("""<h1>Imprint</h1>
<p>Pixelgarten Software owned by Jannik Albers (sole proprietor)<br>Klosterstraße 7<br>48143 Münster<br>Germany</p>
<p>Phone: +4915734829175<br>E-Mail: hello@pixelgarten-software.example</p>"""),
        expect={"name": "Pixelgarten Software", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Jannik Albers", "role": "owner"}], "phone": None},
        note="X owned by Y (sole proprietor): X the name, Y owner; mobile number no phone",
    ),
    # ---------------------------------------------------------------- 329
    dict(
        conv=329, id="329-responsible-heading-designation-in-title-footer",
        url="https://site.invalid/imprint/",
        html=en("""<h1>Imprint</h1>
<h2>Responsible:</h2>
<p>Mr. Henrik Jansen</p>
<p>Kontakt:<br>Moorweg 4<br>26655 Westerstede</p>
<p>E-Mail: info@hofteam-nord.example</p>
<p>Tax-ID: DE 287654324</p>""", title="Imprint | HOFTEAM NORD",
                footer='<footer><p>© 2024 HOFTEAM NORD · <a href="/imprint/">Imprint</a></p></footer>'),
        expect={"name": "Henrik Jansen", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Henrik Jansen", "role": "owner"}], "vat_id": "DE287654324"},
        note="'Responsible:' over the only person block is the provider; designation in title and footer the signal; VAT-form 'Tax-ID'",
    ),
    # ---------------------------------------------------------------- 330
    dict(
        conv=330, id="330-designation-in-title-and-logo-alt",
        url="https://site.invalid/imprint/",
        html=page("""<h1>Imprint</h1>
<h2>Information according to § 5 DDG</h2>
<p>Felix Marquardt<br>Südstraße 18<br>04107 Leipzig</p>
<p>E-Mail: felix@lumina-data.example</p>""",
                  title="Imprint · LUMINA Data research", lang="en",
                  nav='<nav><a href="/"><img src="/logo.svg" alt="LUMINA Data research"></a> <a href="/imprint/">Imprint</a></nav>',
                  footer=FOOT_EN),
        expect={"name": "Felix Marquardt", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Felix Marquardt", "role": "owner"}]},
        note="a designation in title and logo alt text is the business signal; the person stays the name",
    ),
    # ---------------------------------------------------------------- 331
    dict(
        conv=331, id="331-swiss-ag-member-of-board",
        url="https://site.invalid/imprint/",
        html=en("""<h1>Imprint</h1>
<p>Bergblick Cloud AG</p>
<p>Domicile Address<br>Bahnhofstrasse 21<br>6300 Zug</p>
<p>Represented by Lara Zimmermann, Member of the Board of Directors</p>
<p>UID: CHE-314.782.905<br>E-Mail: info@bergblick-cloud.example</p>"""),
        expect={"legal_form": "AG", "representatives": [{"name": "Lara Zimmermann", "role": "board_member"}]},
        note="a Verwaltungsrat member is board_member, not president",
    ),
    dict(
        conv=331, id="331-email-hidden-span-digit",
        url="https://site.invalid/imprint/",
        html=en("""<h1>Imprint</h1>
<p>Bergblick Cloud AG<br>Bahnhofstrasse 21<br>6300 Zug</p>
<p>E-Mail: hello@<span style=display:none>1</span>bergblick-cloud.example</p>"""),
        expect={"email": "hello@bergblick-cloud.example"},
        note="an inline-hidden span inside the address is read as shown",
    ),
    # ---------------------------------------------------------------- 332
    dict(
        conv=332, id="332-english-sole-trader-no-address",
        url="https://site.invalid/imprint/",
        html=en("""<h1>Imprint / Legal Disclosure</h1>
<p>Information according to § 5 TMG</p>
<p>This website is operated by:<br>Moritz Albrecht<br>Digital Nomad, Cloud Consultant &amp; Developer</p>
<p>I am not registered at a fixed address.</p>
<p>E-Mail: moritz@albrecht-cloud.example</p>"""),
        expect={"name": "Moritz Albrecht", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Moritz Albrecht", "role": "owner"}], "address": None},
        note="profession line is the business signal, no designation; no address",
    ),
    # ---------------------------------------------------------------- 333
    dict(
        conv=333, id="333-partly-filled-english-freelancer",
        url="https://site.invalid/legal-notice/",
        html=page("""<h1>Legal Notice</h1>
<p>Jan Kowalczyk<br>Freelance Web Developer &amp; Designer<br>Shopify Development Services<br>[Your Street Address]<br>[Postal Code] [City]<br>Germany</p>
<p>Email: jan@jk-webcraft.example<br>Phone: +49 160 4829371</p>
<p>VAT ID: [Your VAT ID if applicable]</p>""",
                  title="Legal Notice", lang="en",
                  nav='<nav><a class="logo" href="/">JK-Webcraft</a> <a href="/legal-notice/">Legal Notice</a></nav>',
                  footer=FOOT_EN),
        expect={"name": "Jan Kowalczyk", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Jan Kowalczyk", "role": "owner"}],
                "address": None, "vat_id": None, "phone": None},
        note="bracket placeholders null; profession and activity lines no designation; header logo chrome; mobile only",
    ),
    # ---------------------------------------------------------------- 334
    dict(
        conv=334, id="334-abbreviation-dash-firm-and-footer-postcode",
        url="https://site.invalid/legal-notice/",
        html=en("""<h1>Legal Notice</h1>
<p>NWS – Nord West Services GmbH<br>Hafenstraße 12<br>28195 Bremen</p>
<p>Managing Director authorized to represent the company: Kerstin Lohmann</p>
<p>VAT ID: To be provided</p>
<p>E-Mail: info@nws-services.example<br><a href="https://wa.me/4917034829175">WhatsApp</a></p>""", title="Legal Notice",
                footer='<footer><p>Nord West Services GmbH · Hafenstraße 12 · 28199 Bremen · <a href="/imprint/">Imprint</a></p></footer>'),
        expect={"name": "NWS – Nord West Services GmbH",
                "address": {"street": "Hafenstraße 12", "postal_code": "28195", "city": "Bremen", "country": "DE"},
                "vat_id": None, "phone": None},
        note="the provider block's printing kept whole; its postal code wins over the footer's; 'To be provided' null; WhatsApp link no phone",
    ),
    # ---------------------------------------------------------------- 335
    dict(
        conv=335, id="335-operator-sentence-longer-name",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Diese Website und die App werden von der Offenen Lernwerkstatt Graz - Verein zur Förderung digitaler Bildung mit Sitz in Graz betrieben.</p>
<p>Offene Lernwerkstatt Graz<br>c/o Institut für Lernsysteme<br>Hochschulcampus Süd<br>Lerchengasse 16B/II<br>8010 Graz, Österreich</p>
<p>E-Mail: team@lernwerkstatt-graz.example</p>"""),
        expect={"name": "Offene Lernwerkstatt Graz - Verein zur Förderung digitaler Bildung", "legal_form": None,
                "address": {"street": "Lerchengasse 16B/II", "postal_code": "8010", "city": "Graz", "country": "AT"}},
        note="the sentence naming the operator gives the full name; c/o and institution lines dropped; floor part kept; AT Verein no form",
    ),
    # ---------------------------------------------------------------- 336
    dict(
        conv=336, id="336-ball-committee-school-line",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Medieninhaber</h2>
<p>Ballkomitee Maturaball 2025<br>Privatgymnasium St. Lorenz<br>Lorenzgasse 3<br>4020 Linz</p>
<h2>Kontakt</h2>
<p>Lena Haider: +43 664 3928471<br>Paul Eder: +43 676 4829371<br>E-Mail: Maturaball.StLorenz@ballkomitee-lorenz.example</p>"""),
        expect={"name": "Ballkomitee Maturaball 2025", "phone": None,
                "email": "maturaball.stlorenz@ballkomitee-lorenz.example"},
        note="the first line is the name, the school line no part of it; pupils' mobiles no phone; e-mail lower-cased",
    ),
    # ---------------------------------------------------------------- 337
    dict(
        conv=337, id="337-topic-mailbox-before-operator-block",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Für Fragen zur Kampagne „Offenes Netz“ schreiben Sie bitte an kampagne@offenes-netz.example.</p>
<h2>Verantwortlicher Betreiber</h2>
<p>Verein für digitale Teilhabe<br>Gemeinnütziger Verein zur Förderung freier Netze<br>Sitz: Wien<br>ZVR: 123456789</p>
<p>Mitglieder des Vorstandes: Petra Lang, Michael Auer</p>
<p>Allgemeiner Kontakt: office@digitale-teilhabe.example<br>Administrativer Kontakt: technik@digitale-teilhabe.example</p>"""),
        expect={"name": "Verein für digitale Teilhabe", "address": None,
                "email": "office@digitale-teilhabe.example",
                "representatives": [{"name": "Petra Lang", "role": "board_member"},
                                    {"name": "Michael Auer", "role": "board_member"}]},
        note="the campaign mailbox is the project's; the operator block's general contact counts; 'Sitz: Wien' no address; description no part of name",
    ),
    # ---------------------------------------------------------------- 338
    dict(
        conv=338, id="338-code-fence-unnamed-geschaeftsfuehrung",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<pre><code>Herausgeber:
Alpenwind Software GmbH
Zieglergasse 88/4
1070 Wien
Geschäftsführung
Telefon: +43 1 444 50 66-0
</code></pre>
<p><a href="mailto:office@alpenwind-software.example">E-Mail</a></p>
<h2>Responsible for Content &amp; Webmaster</h2>
<p>Daniel Huber, daniel.huber@openproject-team.example</p>"""),
        expect={"name": "Alpenwind Software GmbH", "representatives": [],
                "email": "office@alpenwind-software.example", "phone": "+43144450660"},
        note="a 'Geschäftsführung' line without a name gives no representative; mailto behind 'E-Mail'; content lead's mailbox not",
    ),
    # ---------------------------------------------------------------- 339
    dict(
        conv=339, id="339-country-dash-before-postcode",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>kraftwerk digital gmbh<br>Hafenstraße 5<br>Austria - 4020 Linz</p>
<p>VAT Identifikationsnummer: ATU71234568</p>
<p>E-Mail: office@kraftwerk-digital.example</p>"""),
        expect={"name": "kraftwerk digital gmbh",
                "address": {"street": "Hafenstraße 5", "postal_code": "4020", "city": "Linz", "country": "AT"},
                "vat_id": "ATU71234568"},
        note="'Austria - ' before the postal code dropped; VAT id read; lower-case firm kept",
    ),
    # ---------------------------------------------------------------- 340
    dict(
        conv=340, id="340-chair-employer-lines-and-postanschrift",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Verantwortlich für den Inhalt dieser Seiten</h2>
<p>Arbeitskreis Historische Textverarbeitung<br>- 1. Vorsitzender -<br>Prof. Dr. Martin Keil<br>Landesbibliothek Saalfeld<br>Abteilung Handschriften<br>Burgstraße 3<br>07318 Saalfeld<br>Postanschrift<br>Postgasse 1, 07318 Saalfeld</p>
<p>E-Mail: vorstand|at|ak-textverarbeitung.de</p>"""),
        expect={"name": "Arbeitskreis Historische Textverarbeitung", "legal_form": None,
                "representatives": [{"name": "Martin Keil", "role": "chair_of_board"}],
                "address": {"street": "Burgstraße 3", "postal_code": "07318", "city": "Saalfeld", "country": "DE"},
                "email": "vorstand@ak-textverarbeitung.de"},
        note="employer lines no part of the address; first printed address wins; '|at|'",
    ),
    # ---------------------------------------------------------------- 341
    dict(
        conv=341, id="341-emphasised-a-and-punkt",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Lutz Brehm, Kiefernweg 4, 39104 Magdeburg</p>
<p>E-Mail: web <em>a</em> kranichweb (punkt) de</p>"""),
        expect={"email": "web@kranichweb.de",
                "address": {"street": "Kiefernweg 4", "postal_code": "39104", "city": "Magdeburg", "country": "DE"}},
        note="a lone emphasised 'a' stands for 'at'; one-line address split as printed",
    ),
    # ---------------------------------------------------------------- 342
    dict(
        conv=342, id="342-every-value-a-template-variable",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>{{ site.owner }}<br>{{ site.street }}<br>{{ site.zip }} {{ site.city }}</p>
<p>UID-Nummer: {{ site.uid }}</p>
<h3>Standort der Gewerbeberechtigung</h3>
<h3>Behörde gem. ECG</h3>
<p>E-Mail: {{ site.email }}</p>"""),
        expect=dict(ALL_NULL),
        note="template variables are no values; ECG headings without values name nobody",
    ),
    # ---------------------------------------------------------------- 343
    dict(
        conv=343, id="343-redaktion-hosting-heading",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<h2>Redaktion / Hosting:</h2>
<p>AK LICHTUNG<br>Blaues Zimmer<br>Fachschaftsbüro Ost<br>Campusallee 12<br>70569 Stuttgart</p>
<p>E-Mail: ak-lichtung@fs-campus.example</p>
<h2>Inhaltlich Verantwortlicher:</h2>
<p>Tim Schall<br>Blaues Zimmer<br>Fachschaftsbüro Ost<br>Campusallee 12<br>70569 Stuttgart</p>"""),
        expect={"name": "AK LICHTUNG", "legal_form": None, "representatives": [],
                "address": {"street": "Campusallee 12", "postal_code": "70569", "city": "Stuttgart", "country": "DE"}},
        note="the only operator block under another heading is the provider block; building and room lines dropped; no form, no reps",
    ),
    # ---------------------------------------------------------------- 344
    dict(
        conv=344, id="344-election-candidate-private",
        url="https://site.invalid/impressum-datenschutz/",
        html=page("""<h1>Impressum &amp; Datenschutz</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>Daniela Hofmann<br>Kirchweg 2<br>95505 Immenreuth</p>
<!-- <p>Telefon: 09642 914837</p> -->
<p>E-Mail: daniela@hofmann-fuer-immenreuth.example</p>
<p>Ich kandidiere bei der Kommunalwahl als Bürgermeisterin für unsere Gemeinde.</p>""",
                  title="Daniela Hofmann – Bürgermeisterin für Immenreuth"),
        expect={"name": "Daniela Hofmann", "legal_form": None, "representatives": [], "phone": None},
        note="a candidacy is no business signal; a phone inside an HTML comment is not on the page",
    ),
    # ---------------------------------------------------------------- 345
    dict(
        conv=345, id="345-cooperative-privacy-page-opens-with-imprint",
        url="https://site.invalid/datenschutz/",
        html=page("""<h1>Datenschutzerklärung</h1>
<h2>Angaben gemäß § 5 TMG</h2>
<p>BEW Bürgerenergie Weinheimer Land eG<br>Postfach 10 04 17<br>69469 Weinheim</p>
<p>Amtsgericht Mannheim - GnR 701234<br>Steuernummer: 47/123/45678</p>
<p>Aufsichtsratsvorsitzender: Reinhard Kolb</p>
<p>Vorstand: Silke Adler, Thomas Wendt, Björn Hauser</p>
<p>Prüfungsverband: Genossenschaftsverband Südwest e.V., Am Ring 4, 76133 Karlsruhe</p>
<p>E-Mail: info@bew-weinheimer-land.example</p>
<h2>1. Datenschutz auf einen Blick</h2>
<p>Die folgenden Hinweise geben einen einfachen Überblick darüber, was mit Ihren personenbezogenen Daten passiert.</p>""",
                  title="Datenschutz – BEW Bürgerenergie"),
        expect={"name": "BEW Bürgerenergie Weinheimer Land eG", "legal_form": "eG", "address": None,
                "register": {"country": "DE", "court": "Mannheim", "number": "GnR 701234"}, "vat_id": None,
                "representatives": [{"name": "Reinhard Kolb", "role": "supervisory_board_chair"},
                                    {"name": "Silke Adler", "role": "board_member"},
                                    {"name": "Thomas Wendt", "role": "board_member"},
                                    {"name": "Björn Hauser", "role": "board_member"}]},
        note="a privacy page that opens with the complete § 5 block is labelled; Postfach no address; Prüfungsverband somebody else",
    ),
    # ---------------------------------------------------------------- 346
    dict(
        conv=346, id="346-profession-words-before-person",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Angaben gemäß § 5 TMG</p>
<p>Autor und Übersetzer Jakob Lindner<br>Schlossgasse 6<br>73430 Aalen</p>
<p>E-Mail: jakob@lindner-texte.example<br>USt-IdNr.: DE287654324</p>""",
                  title="Impressum – Lesezeichen Ostalb"),
        expect={"name": "Jakob Lindner", "legal_form": "Einzelunternehmen",
                "representatives": [{"name": "Jakob Lindner", "role": "owner"}]},
        note="profession words before the name are no part of it and are the business signal; the title's brand does not become the name",
    ),
    # ---------------------------------------------------------------- 347
    dict(
        conv=347, id="347-imprint-path-holds-error-page",
        url="https://site.invalid/impressum.htm",
        html=page("""<h2>Fehler!</h2>
<p>Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es später noch einmal.</p>
<p><a href="kontakt.htm">Zurück zum Formular</a></p>""",
                  title="Kontakt",
                  footer='<footer><p>©2019 Webschmiede Talgrund</p></footer>'),
        expect=dict(ALL_NULL),
        note="the imprint path holds a copy of the contact form's error page: no operator data; the agency credit no operator",
    ),
    # ---------------------------------------------------------------- 348
    dict(
        conv=348, id="348-club-in-formation",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Vereinsname: Heimatverein Kleinrode i.G.</p>
<p>Anschrift: Angaben werden vor offizieller Veröffentlichung ergänzt.</p>
<p>Vertretungsberechtigter Vorstand: Angaben werden vor offizieller Veröffentlichung ergänzt.</p>
<p>Kontakt: Instagram @heimatverein_kleinrode</p>"""),
        expect={"name": "Heimatverein Kleinrode i.G.", "legal_form": None, "address": None, "email": None,
                "representatives": []},
        note="'i.G.' kept in the name; no e.V. yet; placeholder sentences null; an Instagram handle is no e-mail",
    ),
    # ---------------------------------------------------------------- 349
    dict(
        conv=349, id="349-register-without-court-and-kind",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Offizieller Lichtjäger Fanclub e. V.</p>
<p>Register: Vereinsregister<br>Registernummer: 8123</p>
<p>1. Vorsitzende:<br>Petra Lüders<br>Amselweg 3<br>31535 Neustadt am Rübenberge<br>Mobil: 0162 4829371</p>
<p>E-Mail: info@lichtjaeger-fanclub.example</p>"""),
        expect={"legal_form": "e.V.", "register": None, "phone": None,
                "address": {"street": "Amselweg 3", "postal_code": "31535", "city": "Neustadt am Rübenberge", "country": "DE"},
                "email": "info@lichtjaeger-fanclub.example"},
        note="register without court and kind null; the chair's block is the club's only address; her mobile no phone",
    ),
    # ---------------------------------------------------------------- 350
    dict(
        conv=350, id="350-imprint-links-elsewhere-privacy-names-operator",
        url="https://site.invalid/impressum-datenschutz/",
        html=page("""<h1>Impressum &amp; Datenschutz</h1>
<h2>Impressum</h2>
<p>Es gilt das <a href="https://codelab-netzwerk.example/impressum/">Code Lab Netzwerk Impressum</a>.</p>
<h2>Datenschutz</h2>
<p>Der Freie Daten Deutschland e.V. betreibt die Internetseite wo-ist-der-bus.example.</p>
<h3>Verantwortliche Stelle</h3>
<p>Freie Daten Deutschland e.V.<br>Lindenallee 11<br>10115 Berlin<br>E-Mail: info@freie-daten.example<br>Telefon: 030 61284793</p>
<h3>Datenschutzbeauftragter</h3>
<p>Max Ritter<br>DPO Service GmbH<br>Hafenplatz 2<br>20457 Hamburg<br>datenschutz@dpo-service.example<br>Telefon: 040 32849175</p>"""),
        expect={"name": "Freie Daten Deutschland e.V.", "legal_form": "e.V.", "register": None,
                "address": {"street": "Lindenallee 11", "postal_code": "10115", "city": "Berlin", "country": "DE"},
                "email": "info@freie-daten.example", "phone": "+493061284793"},
        note="the 'betreibt' sentence names the operator; data from the controller block; the DPO block is somebody else's",
    ),
    # ---------------------------------------------------------------- 351
    dict(
        conv=351, id="351-swiss-club-privacy-page-only",
        url="https://site.invalid/datenschutz/",
        html=page("""<h1>Datenschutzerklärung</h1>
<p>Verantwortliche Stelle:</p>
<p>Sportschützen Birrwil<br>Präsident: Reto Suter<br>Seestrasse, 5708 Birrwil<br>Aargau, Schweiz<br>E-Mail: praesident@sportschuetzen-birrwil.example</p>
<h2>Erhebung von Daten</h2>
<p>Beim Besuch unserer Website werden keine personenbezogenen Daten gespeichert.</p>""",
                  title="Datenschutz – Sportschützen Birrwil",
                  nav='<nav><a href="/">Home</a> <a href="/verein/">Verein</a> <a href="/schiessplan/">Schiessplan</a> <a href="/datenschutz/">Datenschutz</a></nav>',
                  footer='<footer><p>© 2024 · <a href="/datenschutz/">Datenschutz</a></p></footer>'),
        expect={"name": "Sportschützen Birrwil", "legal_form": None,
                "representatives": [{"name": "Reto Suter", "role": "president"}],
                "address": {"street": "Seestrasse", "postal_code": "5708", "city": "Birrwil", "country": "CH"}},
        note="a privacy page is the only operator statement; Swiss Präsident is president; 'Verein' only as a nav link gives no form; street without number kept, region line dropped",
    ),
    # ---------------------------------------------------------------- 352
    dict(
        conv=352, id="352-vertreten-durch-den-vorstand-one-person",
        url="https://site.invalid/impressum/",
        html=page("""<h1>Impressum</h1>
<p>Islamischer Kulturverein Hildesheim e.V.<br>Bahnhofsallee 14<br>31134 Hildesheim</p>
<p>Eingetragen im Vereinsregister des Amtsgerichts Hildesheim unter VR 2871.</p>
<p>Vertreten durch den Vorstand: Emir Kovačević</p>
<p>E-Mail: info@ikv-hildesheim.example</p>""",
                  title="Masjid Ar-Rahma Hildesheim",
                  nav='<nav><a href="/">Masjid Ar-Rahma</a> <a href="/gebetszeiten/">Gebetszeiten</a> <a href="/impressum/">Impressum</a></nav>'),
        expect={"name": "Islamischer Kulturverein Hildesheim e.V.", "legal_form": "e.V.",
                "representatives": [{"name": "Emir Kovačević", "role": "board_member"}]},
        note="'Vertreten durch den Vorstand: X' with one person is a board member; the mosque's site title is chrome",
    ),
]

SKIPPED = {}
