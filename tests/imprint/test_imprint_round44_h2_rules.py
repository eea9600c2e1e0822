"""Rules of the forty-fourth parser round from the representatives' misses of the tuning pages and probes (a second helper
session, issue 19): who represents the provider, or that nobody does, each on its own invented page that fails on the parser
before the round."""

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page


def _reps(block: str, **kw: str) -> list[tuple[str, str]]:
    return [(r["name"], r["role"]) for r in parse_imprint(_page(block, **kw))["representatives"]]


def test_media_regulator_is_no_trade_supervisor():
    """Conventions 12, 256: a generator's "Audiovisuelle Mediendienste" section naming the media regulator ("Zuständige
    Regulierungs- bzw. Aufsichtsbehörde") supervises media, not a trade: a private person's page stays private."""
    person = "<p>Lorenz Aichbichler<br>Gumpendorfer Weg 7<br>1060 Wien<br>Österreich</p>"
    media = ("<h2>Audiovisuelle Mediendienste</h2>"
             "<p>Zuständige Regulierungs- bzw. Aufsichtsbehörde: Kommunikationsbehörde Austria, https://www.rtr.at</p>")
    assert _reps(person + media) == []
    # control: a trade's supervising authority is a business signal, the person its owner
    trade = "<p>Aufsichtsbehörde: Magistratisches Bezirksamt für den 6. Bezirk</p>"
    assert _reps(person + trade) == [("Lorenz Aichbichler", "owner")]


def test_two_persons_of_one_family_are_no_designation_and_owner():
    """Conventions 126, 1241: "Jan Roth, MSc" / "Eva Roth, MA" above the street are two persons running it together, not a
    designation built on a surname over its owner."""
    block = ("<p>Severin Pfandl, MSc<br>Leonie Pfandl, MA<br>Körblergasse 12<br>8010 Graz<br>Österreich</p>"
             "<p>E-Mail: kontakt@pfandl-praxis.at</p>")
    assert _reps(block) == []
    # control: a designation built on the surname over the person still names its owner
    owned = "<p>Pfandl Sport<br>Severin Pfandl<br>Körblergasse 12<br>8010 Graz<br>Österreich</p><p>UID: ATU12345678</p>"
    assert _reps(owned) == [("Severin Pfandl", "owner")]


def test_two_persons_under_provider_heading_with_colon():
    """Conventions 1241, 126: two persons on lines of their own under "Anbieter dieser Webseite:" above the street, each with a
    tax number: they practise together, no sole trader."""
    block = ("<h2>Anbieter dieser Webseite:</h2><p>Henrike Lauterbach<br>Agnes Wiedemeyer<br>Frankfurter Allee 90<br>"
             "10247 Berlin</p><h3>Steuernummern</h3><p>Steuernummer von Agnes Wiedemeyer: 34/518/27364<br>"
             "Steuernummer von Henrike Lauterbach: 34/518/29183</p>")
    record = parse_imprint(_page(block))
    assert (record["legal_form"], record["representatives"]) == (None, [])
    # control: one person under the heading is the sole trader and owner
    one = block.replace("Agnes Wiedemeyer<br>", "")
    assert _reps(one) == [("Henrike Lauterbach", "owner")]


def test_holiday_house_line_is_no_trade():
    """Conventions 374, 1366: a holiday house's name below the landlady ("… – Ferienhaus") is the rented object's, no trade: a
    private page."""
    block = "<p>Angaben gemäß § 5 TMG:<br>Ute Kammerlander<br>Dachsbau – Ferienhaus<br>Dorfstr. 9<br>14715 Havelaue</p>"
    record = parse_imprint(_page(block, title="Dachsbau - Ferienhaus"))
    assert (record["name"], record["legal_form"], record["representatives"]) == ("Ute Kammerlander", None, [])
    # control: a trade below the person is a business signal
    trade = block.replace("Dachsbau – Ferienhaus", "Holzbau und Zimmerei")
    assert _reps(trade) == [("Ute Kammerlander", "owner")]


def test_app_holder_and_developer_is_no_business_owner():
    """Convention 1454: "Inhaber / Entwickler" over the person of an imprint that names the app's version: who holds and
    develops the app, a product; no trade, a private page."""
    block = ("<p>Aktuelle Version der App 3.1</p><h3>Inhaber / Entwickler</h3>"
             "<p>Tobias Wendelken<br>Lindenstr. 14<br>56070 Koblenz</p>")
    assert _reps(block) == []
    # control: without an app, "Inhaber" over the site's provider names its owner (155)
    site = "<h3>Inhaber / Entwickler</h3><p>Tobias Wendelken<br>Lindenstr. 14<br>56070 Koblenz</p>"
    assert _reps(site) == [("Tobias Wendelken", "owner")]


def test_personal_case_report_is_private():
    """Convention 753: a page that says it only informs about the author's own case is a private page, a profession line under
    the name no trade."""
    block = ("<h2>Angaben gemäß § 5 TMG</h2><p><b>Raphael Obrist</b></p><p>Informatiker &amp; Autor</p><p>Schweiz</p>"
             "<p>E-Mail: raphael@obrist-fall.ch</p>")
    note = "<h2>Hinweis</h2><p>Diese Website dient ausschließlich der Information über meinen persönlichen Fall.</p>"
    assert _reps(block + note) == []
    # control: the profession line alone is a business signal
    assert _reps(block) == [("Raphael Obrist", "owner")]


def test_foreign_degree_in_small_letters_before_second_doctor():
    """Convention 1099: a practice designation over two doctors, the second behind a foreign degree in small letters
    ("kandidat … nauk/…"): a group practice without a stated form, no representative."""
    block = ("<p>Firma:<br>Praxis am Kirchberg<br>Dr. med. Albrecht Sonnleitner<br>"
             "kandidat medizinskich nauk/VAK Poltawa Taras Hrytsenko<br>Kirchbergstraße 4<br>61231 Bad Nauheim</p>"
             "<p>Zuständige Kammer: Landesärztekammer Hessen</p>")
    record = parse_imprint(_page(block))
    assert (record["legal_form"], record["representatives"]) == (None, [])
    # control: one doctor under the practice is its owner
    one = block.replace("kandidat medizinskich nauk/VAK Poltawa Taras Hrytsenko<br>", "")
    assert _reps(one) == [("Albrecht Sonnleitner", "owner")]


def test_virtual_haulier_of_a_game_is_no_business():
    """Convention 1823: a "virtuelle Spedition" exists only in a game: its "Inhaber" keeps no business, a private page."""
    block = ("<h2>Angaben gemäß § 5 TMG</h2><p>K&amp;L Logistik<br>Inhaber: Malte Kronsbein<br>Rother Str. 5<br>91126 Schwabach<br>"
             "E-Mail: kl.logistik@example.org</p>")
    game = "<p>Dieses rein virtuelle Speditionsprojekt besteht nur im Spiel.</p>"
    record = parse_imprint(_page(block + game))
    assert (record["legal_form"], record["representatives"]) == (None, [])
    # control: the same block of a real haulier names its owner
    assert _reps(block) == [("Malte Kronsbein", "owner")]


def test_person_represented_by_another_person_and_sample_values():
    """Convention 941: a person as provider, "Vertreten durch" another person, the generator's "Muster…" values left in: no
    form is stated and the representative's role depends on one; no business signal either."""
    block = ("<h2>Angaben gemäß § 5 TMG</h2><p>Friedemann Olthoff<br>Kirchstraße 22<br>25451 Quickborn</p>"
             "<p>Vertreten durch:<br>Sönke Olthoff</p><p>Telefon: 04106-62817</p>"
             "<p>Umsatzsteuer-ID: Musterustid.<br>Wirtschafts-ID: Musterwirtschaftsid</p>"
             "<p>Aufsichtsbehörde: Musteraufsicht Musterstadt</p>")
    record = parse_imprint(_page(block))
    assert (record["legal_form"], record["representatives"]) == (None, [])
    # control: a real VAT id is a business signal
    real = block.replace("Musterustid.", "DE123456789")
    assert parse_imprint(_page(real))["legal_form"] == "Einzelunternehmen"


def test_name_without_given_name_represented_by_person_is_a_group():
    """Convention 57: a name shaped like a person's but without a common given name ("Quint Felicity"), "Vertreten durch" a
    person and nothing of a trade: a band or group, represented by its board."""
    block = ("<h1>Angaben gemäß § 5 TMG:</h1><p>Quarz Melodica<br>Vertreten durch: Finn Oberwelland<br>"
             "Dürener Straße 12<br>50931 Köln</p><p>E-Mail: info@quarz-melodica.de</p>")
    assert _reps(block) == [("Finn Oberwelland", "board_member")]
    # control: a person provider represented by himself stays a person
    self_ = block.replace("Quarz Melodica", "Finn Oberwelland")
    assert parse_imprint(_page(self_))["name"] == "Finn Oberwelland"


def test_person_then_offices_after_commas():
    """Convention 57: "Vertretungsberechtigte Personen:" over items "Name, Vorstand, Schatzmeister": each person with offices."""
    block = ("<p>Hexenkessel e.V.<br>Mähringer Weg 5<br>89075 Ulm</p><p><b>Vertretungsberechtigte Personen:</b></p>"
             "<p>Stefan Hubmayr, Vorstand, Schatzmeister<br>Adresse s.o.</p><p>Patrick Kochendörfer, Vorstand, Schriftführer<br>"
             "Adresse s.o.</p><p>Michael Reifl, Vorstand<br>Adresse s.o.</p>")
    assert set(_reps(block)) == {("Stefan Hubmayr", "board_member"), ("Patrick Kochendörfer", "board_member"),
                                 ("Michael Reifl", "board_member")}


def test_representatives_in_the_board_heading():
    """Convention 57: "Vertretungsberechtigte Personen im Vorstand" as a heading over a list of names: board members."""
    block = ("<p>Förderverein Sternwarte Bergedorf e. V.<br>Gojenbergsweg 2<br>21029 Hamburg</p>"
             "<p>Eingetragen beim Amtsgericht Hamburg.<br>Vereins-Register-Nr.: VR 12345</p>"
             "<h2>Vertretungsberechtigte Personen im Vorstand</h2><p>Heike Elmshorn, Antje Radeberg, Jan Everding</p>")
    assert set(_reps(block)) == {("Heike Elmshorn", "board_member"), ("Antje Radeberg", "board_member"),
                                 ("Jan Everding", "board_member")}


def test_represented_by_the_club_office_on_its_own_line():
    """Convention 57: "vertreten durch den:" / "Schützenmeister" / the person: the club's office over its holder, a board member."""
    block = ("<p>Schützengesellschaft Tannengrün e.V.<br>Aubinger Straße 40<br>81243 München</p>"
             "<p>vertreten durch den:<br>Schützenmeister<br>Georg Wimmersberger sen.<br>Scheurlinstr. 9<br>81241 München</p>"
             "<p>Eintragung im Vereinsregister<br>Amtsgericht München, VR 10999</p>")
    assert _reps(block) == [("Georg Wimmersberger sen.", "board_member")]


def test_visdp_label_over_person_with_office():
    """Conventions 6, 1422: "V.i.S.d.P:" over "Name, 1. Vorsitzender": the office names the club's chair, not the content line."""
    block = ("<p>Diensteanbieter<br>Kieler Kanu Club e.V.<br>Uferweg 3<br>D-24105 Kiel</p>"
             "<p>V.i.S.d.P:<br>Torben Stangenberg, 1. Vorsitzender<br>Holtenauer Str. 25<br>D-24105 Kiel</p>")
    assert _reps(block) == [("Torben Stangenberg", "chair_of_board")]
    # control: the person named only for the content is no representative
    assert _reps(block.replace(", 1. Vorsitzender", "")) == []
