"""Rules of a parser round on one reading, a natural person as sole trader or as private person (helper 3, round 45): a
profession stated in running text ("Ich bin Übersetzerin", "Als Fotografin stehe ich …", "I am a translator") or under an activity label, or after
the person's name and a comma, is a business signal; a job at an employer, a hobby, a former profession and the site's own
authorship are none; the privacy part's data protection authority, its retention periods under tax law, "rechtlich
selbstständige" recipients and "gegenüber dem Finanzamt" state no business; a holiday flat's name over its landlady is no
trading designation. Each on its own invented page that fails on the parser before the round, with a control that holds."""

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page

_BLOCK = ("<h2>Angaben gemäß § 5 DDG</h2><p>Anna Berger<br>Lindenstraße 4<br>79098 Freiburg</p>"
          "<h2>Kontakt</h2><p>Telefon: 0761 4567890<br>E-Mail: kontakt@berger-web.de</p>")
_SOLE = ("Einzelunternehmen", [{"name": "Anna Berger", "role": "owner"}])
_PRIVATE = (None, [])


def _kind(block: str) -> tuple:
    record = parse_imprint(_page(block))
    return record["legal_form"], record["representatives"]


def test_profession_after_ich_bin_in_running_text():
    """Convention 12: "Ich bin Übersetzerin und Dolmetscherin" below the provider block states her profession: a sole trader."""
    assert _kind(_BLOCK + "<h2>Über mich</h2><p>Ich bin Übersetzerin und Dolmetscherin für Englisch und Spanisch.</p>") == _SOLE
    assert _kind(_BLOCK + "<p>Ich bin freie Journalistin und Texterin.</p>") == _SOLE
    # (in Austria the same signal makes her the owner of a business without a form code, convention 3)
    austrian = ("<h2>Informationen gemäß § 5 ECG</h2><p>Anna Berger<br>Hauptplatz 3<br>4020 Linz</p><p>E-Mail: office@berger-beratung.at</p>"
                "<p>Ich bin diplomierte Lebens- und Sozialberaterin mit Praxis in Linz.</p>")
    assert _kind(austrian) == (None, _SOLE[1])
    # control: the site's own author is no profession ("Ich bin Autorin dieser Seite"), nor a family role
    assert _kind(_BLOCK + "<p>Ich bin Autorin dieser Seite. Ich bin Mama von zwei Kindern und blogge über unseren Alltag.</p>") == _PRIVATE


def test_profession_before_any_verb_and_ich():
    """Convention 12: "Als Übersetzerin nehme ich …", "Als freiberufliche Fotografin stehe ich …": the profession, whatever the verb."""
    assert _kind(_BLOCK + "<p>Als Übersetzerin nehme ich gerne Aufträge aus ganz Deutschland an.</p>") == _SOLE
    # control: the first-person liability boilerplate names no profession ("Als Diensteanbieter bin ich …")
    boiler = "<h3>Haftung für Inhalte</h3><p>Als Diensteanbieter bin ich gemäß § 7 Abs. 1 DDG für eigene Inhalte verantwortlich.</p>"
    assert _kind(_BLOCK + boiler) == _PRIVATE


def test_job_at_an_employer_hobby_or_former_profession_is_no_trade():
    """Conventions 12, 36, 159: a job at an employer ("als Softwareentwickler bei der Firma …"), a teacher "an einem Gymnasium",
    a former profession ("pensionierte Lehrerin") state no trade of the provider: a private page."""
    employed = "<p>Ich arbeite als Softwareentwickler bei der Firma Nordlicht Systems in Hamburg und schreibe hier in meiner Freizeit.</p>"
    assert _kind(_BLOCK + employed) == _PRIVATE
    assert _kind(_BLOCK + "<p>Ich bin Lehrerin an einem Gymnasium und schreibe hier über Bücher.</p>") == _PRIVATE
    assert _kind(_BLOCK + "<p>Ich bin pensionierte Lehrerin und schreibe hier über Gartenarbeit.</p>") == _PRIVATE
    # control: the same profession worked on one's own account stays a business signal
    assert _kind(_BLOCK + "<p>Ich arbeite als freie Softwareentwicklerin in Hamburg.</p>") == _SOLE


def test_english_profession_statement():
    """Convention 12 in English: "I am a certified translator for German, English and French." states her profession."""
    block = ("<h2>Legal notice</h2><p>Anna Berger<br>Lindenstraße 4<br>79098 Freiburg<br>Germany</p><p>Email: hello@annaberger.eu</p>"
             "<p>I am a certified translator for German, English and French.</p>")
    record = parse_imprint(_page(block, "Legal notice", "<h1>Legal notice</h1>"))
    assert (record["legal_form"], record["representatives"]) == _SOLE
    # controls: a job at a company and a course of study are no trade
    for text in ("I am a software developer at a large insurance company and write here about my side projects.",
                 "I am a computer science student and this is my personal blog."):
        other = parse_imprint(_page(block.replace("I am a certified translator for German, English and French.", text), "Legal notice",
                                    "<h1>Legal notice</h1>"))
        assert (other["legal_form"], other["representatives"]) == _PRIVATE


def test_activity_label_names_the_profession():
    """Convention 12: "Tätigkeit: Hundetrainerin", or a "Tätigkeit" heading over it, names the trade: a sole trader."""
    assert _kind(_BLOCK.replace("</p><h2>Kontakt", "</p><p>Tätigkeit: Hundetrainerin</p><h2>Kontakt")) == _SOLE
    assert _kind(_BLOCK + "<h3>Tätigkeit</h3><p>Hundetrainerin und Verhaltensberaterin für Hunde</p>") == _SOLE
    # control: a value that is no profession
    assert _kind(_BLOCK + "<p>Beruf: Rentnerin</p>") == _PRIVATE


def test_profession_with_degree_after_the_name_and_a_comma():
    """Conventions 12, 257: "Anna Berger, dipl. Physiotherapeutin FH" as the provider line: the person, her profession a signal."""
    block = "<p>Anna Berger, dipl. Physiotherapeutin FH<br>Bahnhofstrasse 12<br>8400 Winterthur</p><p>Telefon: 052 212 34 56</p>"
    record = parse_imprint(_page(block))
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Anna Berger", *_SOLE)
    # control: a former profession after the comma is none
    former = block.replace("dipl. Physiotherapeutin FH", "pensionierte Lehrerin")
    assert _kind(former) == _PRIVATE


def test_data_protection_authority_of_the_privacy_part_is_no_signal():
    """Convention 12: "Zuständige Aufsichtsbehörde in datenschutzrechtlichen Fragen ist der Landesdatenschutzbeauftragte …" (an
    old privacy template) or "Zuständige Aufsichtsbehörde:" over the data protection commissioner supervises every controller."""
    old = ("<h2>Datenschutz</h2><p>Zuständige Aufsichtsbehörde in datenschutzrechtlichen Fragen ist der Landesdatenschutzbeauftragte des "
           "Bundeslandes, in dem unser Unternehmen seinen Sitz hat.</p>")
    assert _kind(_BLOCK + old) == _PRIVATE
    label = "<h2>Datenschutz</h2><p>Zuständige Aufsichtsbehörde:<br>Der Landesbeauftragte für den Datenschutz Baden-Württemberg</p>"
    assert _kind(_BLOCK + label) == _PRIVATE
    # control: a trade's supervisory authority stays a business signal
    assert _kind(_BLOCK + "<p>Zuständige Aufsichtsbehörde:<br>Gesundheitsamt Freiburg</p>") == _SOLE


def test_privacy_generator_wording_states_no_business():
    """Convention 12: a privacy generator's "rechtlich selbstständige Organisationseinheiten", its retention periods under "§ 14b
    Abs. 1 UStG" and "gegenüber dem Finanzamt" describe the law and the recipients, no trade of the operator (1038)."""
    recipients = ("<h2>Datenschutzerklärung</h2><p>Im Rahmen unserer Verarbeitung von personenbezogenen Daten kommt es vor, dass die Daten an "
                  "andere Stellen, Unternehmen, rechtlich selbstständige Organisationseinheiten oder Personen übermittelt werden.</p>")
    assert _kind(_BLOCK + recipients) == _PRIVATE
    retention = ("<h2>Datenschutzerklärung</h2><ul><li>10 Jahre - Aufbewahrungsfrist für Bücher und Aufzeichnungen, Jahresabschlüsse, Inventare "
                 "(§ 147 Abs. 1 Nr. 1 i.V.m. Abs. 3 AO, § 14b Abs. 1 UStG, § 257 Abs. 1 Nr. 1 i.V.m. Abs. 4 HGB).</li></ul>")
    assert _kind(_BLOCK + retention) == _PRIVATE
    office = ("<h2>Datenschutz</h2><p>Ihre Daten werden nicht an Dritte weitergegeben; gesetzliche Aufbewahrungspflichten (z. B. gegenüber "
              "dem Finanzamt) bleiben unberührt.</p>")
    assert _kind(_BLOCK + office) == _PRIVATE
    # controls: the operator's own self-employment, small-trader statement and tax office stay business signals
    assert _kind(_BLOCK + "<p>Ich bin seit 2015 als Texterin selbstständig.</p>") == _SOLE
    assert _kind(_BLOCK + "<p>Kleinunternehmer gemäß § 19 UStG, es wird keine Umsatzsteuer ausgewiesen.</p>") == _SOLE
    assert _kind(_BLOCK + "<p>Zuständiges Finanzamt: Freiburg-Stadt</p>") == _SOLE


def test_holiday_flat_name_over_its_landlady():
    """Conventions 12, 374: "Ferienwohnung Seeblick" over the landlady, with no business cue on the page, is the rented object's
    name, no trading designation: a private page named after her (as when the page calls the letting private)."""
    block = ("<h2>Angaben gemäß § 5 DDG</h2><p>Ferienwohnung Seeblick<br>Anna Berger<br>Seestraße 9<br>88709 Meersburg</p>"
             "<p>Telefon: 07532 445566<br>E-Mail: seeblick@t-online.de</p>")
    record = parse_imprint(_page(block))
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Anna Berger", *_PRIVATE)
    # control: let as a business (a tax number), the flat's name stays the designation (round 43)
    taxed = parse_imprint(_page(block + "<p>Steuernummer: 87012/34567</p>"))
    assert (taxed["name"], taxed["legal_form"], taxed["representatives"]) == ("Ferienwohnung Seeblick", *_SOLE)
    # control: a trading designation over its owner stays the name of a sole trader
    shop = parse_imprint(_page(block.replace("Ferienwohnung Seeblick", "Nähstube Berger")))
    assert (shop["name"], shop["legal_form"], shop["representatives"]) == ("Nähstube Berger", *_SOLE)
