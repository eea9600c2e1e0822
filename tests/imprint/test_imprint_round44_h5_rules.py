"""Rules of the forty-fourth parser round from tuning misses and probes of tuning-decided conventions (a fifth helper session,
issue 19): the operator's name, each on its own invented page that fails on the parser before the round."""

from companies.imprint import parse_imprint
from tests.imprint.pages import framed_page as _page


def test_site_owner_label_names_the_provider():
    """Convention 413: "Seiteninhaber:" (also misspelt "Seitennhaber:") names the site's holder, the provider."""
    block = "<p>{label}: Lorenz Haberfellner<br>Adresse: 1150 Wien<br>E-Mail: lorenz@klangwerkstatt-medien.at</p>"
    for label in ("Seiteninhaber", "Seitennhaber"):
        record = parse_imprint(_page(block.format(label=label)), "https://site.invalid/impressum/")
        assert record["name"] == "Lorenz Haberfellner"
        assert record["email"] == "lorenz@klangwerkstatt-medien.at"
    # control: the plain owner label reads as before
    assert parse_imprint(_page(block.format(label="Inhaber")))["name"] == "Lorenz Haberfellner"


def test_responsibility_sentence_with_the_name_before_verantwortlich():
    """Convention 403: "Für den Inhalt dieser Webseiten ist einzig der Verfasser (J. Ott, Town) verantwortlich", the club
    disclaiming: the author is the provider, the initial as printed, his town no part of the name."""
    text = ("<p>Für den Inhalt dieser Webseiten ist einzig der Verfasser (K. Brändli, Wettingen) verantwortlich. "
            "Der Tischtennisclub Wettingen kann dafür nicht zur Verantwortung gezogen werden.</p>")
    assert parse_imprint(_page(text))["name"] == "K. Brändli"
    assert parse_imprint(_page("<p>Für den Inhalt dieser Website ist Karin Brändli verantwortlich.</p>"))["name"] == "Karin Brändli"
    # control: a body named with its article is no name ("ist der Vorstand verantwortlich")
    assert parse_imprint(_page("<p>Für den Inhalt dieser Website ist der Vorstand verantwortlich.</p>"))["name"] is None


def test_name_over_street_without_postal_line():
    """Convention 355: the club's line, a building's line and a street with no postal code or town: the name as printed, no
    address."""
    block = ("<p>The Eastbrook Chess Society<br>Community Centre Eastbrook<br>Willow Lane 7</p>"
             "<p>We meet every Tuesday from 18:30 in the library.</p>")
    record = parse_imprint(_page(block, title="Imprint", heading="<h1>Imprint</h1>"))
    assert (record["name"], record["address"]) == ("The Eastbrook Chess Society", None)
    # control: a bare name line with nothing under it confirms nothing
    alone = "<p>The Eastbrook Chess Society</p><p>We meet every Tuesday from 18:30 in the library.</p>"
    assert parse_imprint(_page(alone, title="Imprint", heading="<h1>Imprint</h1>"))["name"] is None


def test_media_owner_section_over_publisher_section():
    """Convention 304: a "Herausgeberin" section and a "Medieninhaberin" section of another body: the media owner is the
    operator, nothing of the publisher's block is mixed in."""
    publisher = "<h2>Herausgeberin</h2><p>Bündnis Alpenrand<br>Museumstraße 5<br>6020 Innsbruck</p>"
    owner = ("<h2>Medieninhaberin</h2><p>Alpenrand-Fraktion im Landtag<br>Eduard-Wallnöfer-Platz 3<br>6020 Innsbruck<br>"
             "E-Mail: fraktion@alpenrand-landtag.at</p>")
    record = parse_imprint(_page(publisher + owner, heading="<h1>Impressum &amp; Offenlegung</h1>"))
    assert record["name"] == "Alpenrand-Fraktion im Landtag"
    assert record["address"]["street"] == "Eduard-Wallnöfer-Platz 3"
    # control: a publisher section alone is the operator's
    alone = parse_imprint(_page(publisher, heading="<h1>Impressum &amp; Offenlegung</h1>"))
    assert alone["name"] == "Bündnis Alpenrand"
