"""Grid: German sole traders and freelancers named by their profession or trade (issue 19, generalisation by language).

Each case is a minimal invented page: "Angaben gemäß § 5 TMG", a person, her street and town, a telephone number and a
mailbox, with one profession or trade in one of three layouts: on its own line below the person ("below"), before the
person ("Schreiner Katrin Wolters", "before") or after her and a comma ("Katrin Wolters, Schreinerin", "comma").

The words cover the crafts of the Handwerksordnung (Anlage A and B, as a master or journeyman prints them), the liberal
professions of § 18 EStG, the health professions and common trades and services, male and female forms. Expectations:
- a profession or trade is a business signal (convention 12): the person is the name without the profession (convention
  2), legal form ``Einzelunternehmen`` (convention 3), the person her ``owner`` (convention 6);
- an office or an employment (a clergyman, a mayor, a professor, a judge, an employee's job, a retired profession) is no
  business signal (conventions 12, 36, 159): a private person's page (convention 11: the person, no form, nobody);
- a trade word that is also a common surname ("Schreiner", "Metzger", "Glaser") counts only by its position: alone on its
  line beside the person, before a given name and a surname, or after the person's full name and a comma; inside a name
  ("Anna Schreiner", "Schreiner Anna" printed surname first, convention 2) it stays a name (the controls at the end).
"""

from __future__ import annotations

from tests.imprint.grid import wrong_cases

PERSON = "Katrin Wolters"

# The crafts of Anlage A and B of the Handwerksordnung, and trades close to them; a male form that is also a common
# surname is kept (it is what a provider line prints: "Schreiner", "Metzger").
CRAFTS = [
    "Maurer", "Betonbauer", "Zimmerer", "Dachdeckerin", "Straßenbauer", "Ofen- und Luftheizungsbauer", "Schornsteinfegerin",
    "Steinmetz", "Stuckateur", "Maler und Lackierer", "Gerüstbauer", "Metallbauerin", "Chirurgiemechaniker", "Karosseriebauer",
    "Feinwerkmechaniker", "Zweiradmechanikerin", "Kälteanlagenbauer", "Informationstechniker", "Kraftfahrzeugtechnikerin",
    "Landmaschinenmechaniker", "Büchsenmacher", "Klempner", "Installateur und Heizungsbauer", "Elektrotechnikerin",
    "Elektromaschinenbauer", "Tischler", "Bootsbauer", "Seiler", "Bäcker", "Konditorin", "Fleischer", "Augenoptikerin",
    "Hörakustiker", "Orthopädietechniker", "Orthopädieschuhmacher", "Zahntechnikerin", "Friseur", "Glaser", "Glasbläserin",
    "Vulkaniseur", "Fliesenleger", "Estrichleger", "Behälterbauer", "Uhrmacher", "Graveurin", "Goldschmied", "Drechsler",
    "Holzbildhauerin", "Böttcher", "Korbmacherin", "Maßschneiderin", "Stickerin", "Modistin", "Weber", "Segelmacher",
    "Kürschner", "Schuhmacher", "Sattler", "Raumausstatter", "Müller", "Brauerin und Mälzerin", "Weinküfer", "Textilreinigerin",
    "Gebäudereiniger", "Fotograf", "Buchbinderin", "Drucker", "Keramikerin", "Orgelbauer", "Klavierbauer", "Geigenbauerin",
    "Bestatter", "Kosmetikerin", "Änderungsschneiderin", "Fahrzeugpfleger", "Schreiner", "Metzger", "Schlosser", "Polsterer",
    "Trockenbauer", "Parkettleger", "Brunnenbauer", "Kaminbauer", "Rollladen- und Sonnenschutztechniker", "Edelsteinschleiferin",
    "Galvaniseur", "Siebdruckerin", "Maskenbildnerin", "Elektroniker", "Sanitärinstallateur", "Heizungsbauer", "Kfz-Meister",
]
# Farming, gardening, trading and services run by one person.
TRADES = [
    "Winzer", "Winzerin", "Forstwirt", "Pferdewirtin", "Landschaftsgärtner", "Baumpfleger", "Hauswirtschafterin", "Caterer",
    "Barbier", "Weinhändler", "Buchhändlerin", "Onlinehändlerin", "Antiquitätenhändler", "Kunstmalerin", "Porzellanmalerin",
    "Seniorenbetreuerin", "Kinderbetreuerin", "Taxiunternehmer", "Umzugsunternehmer", "Bauunternehmerin", "Schilderhersteller",
    "Insolvenzverwalter", "Nachlassverwalterin",
]
# The liberal professions of § 18 EStG and the health professions.
LIBERAL = [
    "Steuerbevollmächtigter", "Vereidigter Buchprüfer", "Handelschemiker", "Bildberichterstatterin", "Lotse", "Kieferorthopäde",
    "Kieferorthopädin", "Orthopäde", "Allgemeinmediziner", "Arbeitsmedizinerin", "Tiermedizinerin", "Zahnmediziner",
    "Chiropraktiker", "Orthoptistin", "Diätassistentin", "Krankengymnastin", "Shiatsu-Praktikerin", "Heilpraktikerin",
    "Zahnärztin", "Tierarzt", "Vermessungsingenieurin", "Patentanwalt", "Notarin", "Hebamme",
]
# Offices and employments: no business signal (conventions 12, 36, 159).
PRIVATE = [
    "Pfarrer", "Pastorin", "Bürgermeisterin", "Professor", "Professorin", "Richterin a.D.", "Lehrerin im Ruhestand",
    "Erzieherin", "Sozialarbeiterin", "Pflegefachkraft", "Reinigungskraft", "Steuerfachangestellte",
]

LAYOUTS = ("below", "before", "comma")
# Trade words that are also common surnames: every layout, as their position is what makes them a profession.
SURNAME_TRADES = frozenset({"Maurer", "Zimmerer", "Steinmetz", "Klempner", "Tischler", "Seiler", "Bäcker", "Fleischer", "Glaser",
                            "Uhrmacher", "Drechsler", "Böttcher", "Weber", "Kürschner", "Schuhmacher", "Sattler", "Müller",
                            "Drucker", "Schreiner", "Metzger", "Schlosser", "Winzer", "Maler und Lackierer"})


def _page(block: str) -> str:
    return ('<html><head><meta charset="utf-8"><title>Impressum</title></head><body><h1>Impressum</h1>'
            f"<h2>Angaben gemäß § 5 TMG</h2><p>{block}Bahnhofstraße 17<br>48143 Münster</p>"
            "<p>Telefon: 0251 739204<br>E-Mail: post@wolters-muenster.de</p></body></html>")


def _provider(word: str, layout: str, person: str = PERSON) -> str:
    return {"below": f"{person}<br>{word}<br>", "before": f"{word} {person}<br>", "comma": f"{person}, {word}<br>"}[layout]


def _sole(person: str) -> dict:
    return {"name": person, "legal_form": "Einzelunternehmen", "representatives": [{"name": person, "role": "owner"}]}


def _private(person: str) -> dict:
    return {"name": person, "legal_form": None, "representatives": []}


def cases() -> list[dict]:
    """The grid: every word in one of the three layouts (rotating), a surname-like trade word and an office in all three,
    and the controls of a person whose surname is a trade word."""
    out = []
    for k, word in enumerate(CRAFTS + TRADES + LIBERAL):
        layouts = LAYOUTS if word in SURNAME_TRADES else (LAYOUTS[k % 3],)
        out += [{"id": f"{lay}-{word}", "html": _page(_provider(word, lay)), "expect": _sole(PERSON)} for lay in layouts]
    for word in PRIVATE:
        # (a retired profession's phrase follows the name; a one-word office or job stands before it too)
        layouts = LAYOUTS if " " not in word or word == "Richterin a.D." else ("below", "comma")
        out += [{"id": f"private-{lay}-{word}", "html": _page(_provider(word, lay)), "expect": _private(PERSON)} for lay in layouts]
    # A trade word as a person's surname: a name, not a profession; alone it is a private page, with a profession a sole trader's.
    for person in ("Anna Schreiner", "Jan Metzger", "Eva Glaser", "Tom Schlosser", "Lea Winzer", "Ben Steinmetz",
                   "Ida Uhrmacher", "Paul Maurer", "Lena Weber", "Nils Müller", "Anna Maria Schreiner", "Hans Peter Sattler",
                   "Anna Maria Schiffbauer"):
        out.append({"id": f"surname-alone-{person}", "html": _page(f"{person}<br>"), "expect": _private(person)})
        out.append({"id": f"surname-trade-{person}", "html": _page(_provider("Fotografin", "below", person)), "expect": _sole(person)})
    for person in ("Jan Metzger", "Eva Glaser", "Anna Maria Schreiner"):
        out.append({"id": f"surname-before-{person}", "html": _page(_provider("Tischler", "before", person)), "expect": _sole(person)})
        out.append({"id": f"surname-comma-{person}", "html": _page(_provider("Schreiner", "comma", person)), "expect": _sole(person)})
    # Printed surname first (kept as printed, convention 2): no trade before a given name.
    for person in ("Schreiner Anna", "Metzger Jan", "Müller Hans Peter", "Glaser Eva Maria"):
        out.append({"id": f"surname-first-{person}", "html": _page(f"{person}<br>"), "expect": _private(person)})
    return out


def test_the_profession_grid() -> None:
    assert not wrong_cases(cases()), "grid cases wrong (printed above)"
