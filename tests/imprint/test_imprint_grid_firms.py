"""Grid of invented German firm and club imprints: legal forms, representative wordings, titles and register lines.

Each case is a minimal imprint page that varies one thing of a plain base page (provider block, representatives, register
lines, contact) and states only the fields it is about. The expectations follow CONTRACT section 7 and the labelling
conventions of ``corpus/REAL.md``:

- legal forms: the CONTRACT codes (a gGmbH is a GmbH, 394; "GmbH & Co KG" without the dot too; "UG (haftungsbeschränkt) &
  Co. KG" is a KG; a KGaA and a German Stiftung have no code, 86); the name as printed with its form (2);
- representatives (6, CONTRACT): Geschäftsführer/-in, Geschäftsführung, "vertreten durch den Geschäftsführer", geschäftsführende
  Gesellschafter `managing_director`, also the Geschäftsführer of a general-partner GmbH (496, 1391), which is itself no
  representative (277); an AG's, SE's, eG's or Stiftung's Vorstand `board_member` (30, 1392); the Aufsichtsrat chair
  `supervisory_board_chair`, not deputies (CONTRACT); a Prokurist `authorised_officer` (23, CONTRACT); GbR and OHG
  Gesellschafter, PartG partners and a natural-person Komplementär `partner`; the Inhaber of an e.K. `owner`; a GmbH's
  Gesellschafter (shareholders) never; a club's 1. Vorsitz `chair_of_board`, the other officers `board_member` (6, 25);
  names without titles and degrees (2, 6), a surname that is also a trade word stays a name;
- register (CONTRACT, 7, 41, 43): court = the Amtsgericht's place (Charlottenburg for Berlin), number = kind + digits with
  the court suffix dropped; a number without kind or without court gives `null`; a GmbH & Co. KG's register is the KG's HRA
  entry, never the general partner's HRB; a GbR and a Stiftung have none.

Besides the forms, the grid varies the wording of the representation (colon lines, "vertreten durch", plural and gendered
labels, the Aufsichtsrat, Prokura), the printing of the form words, titles and degrees around names, whole-block layouts
(pipes, lists, tables, a name with its office below it) and representation stated in prose, where a verb stands before or
after the persons or another sentence follows them in the same paragraph.
"""

from __future__ import annotations

import itertools

from tests.imprint.grid import wrong_cases

PLACE = ("Kastanienallee 18", "50667", "Köln")
MAIL = "kontakt@wallmeier-technik.de"
MD, AO, SBC = "managing_director", "authorised_officer", "supervisory_board_chair"
BM, CH, PA, OW = "board_member", "chair_of_board", "partner", "owner"


def _rep(name: str, role: str) -> dict:
    return {"name": name, "role": role}


def _register(court: str | None, number: str | None) -> dict | None:
    return {"country": "DE", "court": court, "number": number} if number else None


def _page(name: str, rows: list[tuple[str | None, str]], layout: str, title: str = "Impressum") -> str:
    """The base page: provider block, then the label/value rows in the given layout, then contact lines."""
    street, plz, city = PLACE
    if layout == "br":
        body = "<p>" + "<br>".join(f"{label}: {value}" if label else value for label, value in rows) + "</p>"
    elif layout == "strong":
        body = "".join(f"<p><strong>{label}:</strong><br>{value}</p>" if label else f"<p>{value}</p>"
                       for label, value in rows)
    elif layout == "heading":
        body = "".join(f"<h3>{label}</h3><p>{value}</p>" if label else f"<p>{value}</p>" for label, value in rows)
    else:
        body = "<table>" + "".join(f"<tr><td>{label or ''}</td><td>{value}</td></tr>" for label, value in rows) + "</table>"
    return (f'<html><head><meta charset="utf-8"><title>{title}</title></head><body><main><h1>Impressum</h1>'
            f"<h2>Angaben gemäß § 5 DDG</h2><p>{name}<br>{street}<br>{plz} {city}</p>{body}"
            f"<h2>Kontakt</h2><p>Telefon: 0221 4480 3917<br>E-Mail: {MAIL}</p></main></body></html>")


# ---------------------------------------------------------------------------------------------------------------------
# 1. Legal forms, each with its typical representative and register rows, in three layouts.
# (id, name, code, rows, representatives, register)
FORMS = [
    ("gmbh", "Wallmeier Messtechnik GmbH", "GmbH",
     [("Geschäftsführer", "Katrin Wallmeier"), ("Registergericht", "Amtsgericht Köln"), ("Registernummer", "HRB 82417")],
     [_rep("Katrin Wallmeier", "managing_director")], _register("Köln", "HRB 82417")),
    ("ug", "Kranich Software UG (haftungsbeschränkt)", "UG",
     [("Geschäftsführer", "Jonas Brückner"), ("Registergericht", "Amtsgericht Leipzig"), ("Registernummer", "HRB 37215")],
     [_rep("Jonas Brückner", "managing_director")], _register("Leipzig", "HRB 37215")),
    ("ugword", "Nordlicht Media Unternehmergesellschaft (haftungsbeschränkt)", "UG",
     [("Geschäftsführerin", "Mira Salewski"), ("Handelsregister", "Amtsgericht Rostock, HRB 14628")],
     [_rep("Mira Salewski", "managing_director")], _register("Rostock", "HRB 14628")),
    ("ag", "Rheinauen Energie AG", "AG",
     [("Vorstand", "Sabine Kettler, Tobias Lindner"), ("Vorsitzender des Aufsichtsrats", "Helmut Abendroth"),
      ("Registergericht", "Amtsgericht Düsseldorf"), ("Registernummer", "HRB 82046")],
     [_rep("Sabine Kettler", "board_member"), _rep("Tobias Lindner", "board_member"),
      _rep("Helmut Abendroth", "supervisory_board_chair")], _register("Düsseldorf", "HRB 82046")),
    ("agword", "Brenntal Aktiengesellschaft", "AG",
     [("Vorstand", "Gerold Fink"), ("Aufsichtsratsvorsitzende", "Imke Strasser"),
      ("Handelsregister", "Amtsgericht Würzburg, HRB 15093")],
     [_rep("Gerold Fink", "board_member"), _rep("Imke Strasser", "supervisory_board_chair")], _register("Würzburg", "HRB 15093")),
    ("kg", "Heidkamp Spedition KG", "KG",
     [("Persönlich haftender Gesellschafter", "Ralf Heidkamp"), ("Registergericht", "Amtsgericht Osnabrück"),
      ("Registernummer", "HRA 20583")],
     [_rep("Ralf Heidkamp", "partner")], _register("Osnabrück", "HRA 20583")),
    ("gmbhcokg", "Ostertag Holzbau GmbH & Co. KG", "GmbH & Co. KG",
     [("Persönlich haftende Gesellschafterin", "Ostertag Verwaltungs GmbH, vertreten durch deren Geschäftsführer Markus Ostertag"),
      ("Registergericht", "Amtsgericht Ulm"), ("Registernummer", "HRA 72318")],
     [_rep("Markus Ostertag", "managing_director")], _register("Ulm", "HRA 72318")),
    ("gmbhcokg2", "Sandtner Landtechnik GmbH & Co KG", "GmbH & Co. KG",
     [("Sitz", "Köln, Amtsgericht Köln, HRA 29471"),
      ("Komplementärin", "Sandtner Beteiligungs GmbH, Sitz Köln, Amtsgericht Köln, HRB 90385"),
      ("Geschäftsführer", "Bernd Sandtner, Elke Sandtner")],
     [_rep("Bernd Sandtner", "managing_director"), _rep("Elke Sandtner", "managing_director")], _register("Köln", "HRA 29471")),
    ("ugcokg", "Fährhaus Touristik UG (haftungsbeschränkt) & Co. KG", "KG",
     [("Vertreten durch", "die Fährhaus Verwaltungs UG (haftungsbeschränkt), diese vertreten durch die Geschäftsführerin Wiebke Harms"),
      ("Handelsregister", "Amtsgericht Aurich, HRA 201734")],
     [_rep("Wiebke Harms", "managing_director")], _register("Aurich", "HRA 201734")),
    ("ohg", "Brandes & Vogt OHG", "OHG",
     [("Gesellschafter", "Lars Brandes, Mira Vogt"), ("Handelsregister", "Amtsgericht Bielefeld, HRA 17752")],
     [_rep("Lars Brandes", "partner"), _rep("Mira Vogt", "partner")], _register("Bielefeld", "HRA 17752")),
    ("gbr", "Atelier Sonnenhof GbR", "GbR",
     [("Gesellschafter", "Lea Winterfeld und Paul Quast")],
     [_rep("Lea Winterfeld", "partner"), _rep("Paul Quast", "partner")], None),
    ("gbrword", "Praxis am Mühlbach Gesellschaft bürgerlichen Rechts", "GbR",
     [("Vertretungsberechtigte Gesellschafter", "Hanna Stoltenberg, Felix Aurich")],
     [_rep("Hanna Stoltenberg", "partner"), _rep("Felix Aurich", "partner")], None),
    ("partg", "Kessler Brandt Rechtsanwälte PartG", "PartG",
     [("Partner", "Ulrike Kessler, Martin Brandt"), ("Partnerschaftsregister", "Amtsgericht Essen, PR 1732")],
     [_rep("Ulrike Kessler", "partner"), _rep("Martin Brandt", "partner")], _register("Essen", "PR 1732")),
    ("partgmbb", "Haller Ziegler Steuerberater PartG mbB", "PartG",
     [("Partner", "Svenja Haller und Dominik Ziegler"), ("Partnerschaftsregister", "PR 2208, Amtsgericht Hamm")],
     [_rep("Svenja Haller", "partner"), _rep("Dominik Ziegler", "partner")], _register("Hamm", "PR 2208")),
    ("partgword", "Lorenz & Vöhringer Architekten Partnerschaftsgesellschaft mbB", "PartG",
     [("Vertretungsberechtigte Partner", "Clara Lorenz, Stefan Vöhringer"),
      ("Registergericht", "Amtsgericht Stuttgart"), ("Registernummer", "PR 720415")],
     [_rep("Clara Lorenz", "partner"), _rep("Stefan Vöhringer", "partner")], _register("Stuttgart", "PR 720415")),
    ("ek", "Blumenhaus Adler e.K.", "e.K.",
     [("Inhaberin", "Sonja Adler"), ("Registergericht", "Amtsgericht Bamberg"), ("Registernummer", "HRA 4418")],
     [_rep("Sonja Adler", "owner")], _register("Bamberg", "HRA 4418")),
    ("ekfm", "Weinkontor Lobinger e.Kfm.", "e.K.",
     [("Inhaber", "Thomas Lobinger"), ("Handelsregister", "Amtsgericht Landau, HRA 30917")],
     [_rep("Thomas Lobinger", "owner")], _register("Landau", "HRA 30917")),
    ("ekfr", "Buchhandlung Seidel e.Kfr.", "e.K.",
     [("Inhaberin", "Ute Seidel"), ("Handelsregister", "Amtsgericht Chemnitz, HRA 9263")],
     [_rep("Ute Seidel", "owner")], _register("Chemnitz", "HRA 9263")),
    ("ekspace", "Fahrradwerk Kolbe e. K.", "e.K.",
     [("Inhaber", "Arne Kolbe"), ("Handelsregister", "Amtsgericht Lüneburg, HRA 203311")],
     [_rep("Arne Kolbe", "owner")], _register("Lüneburg", "HRA 203311")),
    ("eg", "Energiegenossenschaft Talgrund eG", "eG",
     [("Vorstand", "Birgit Lanz, Oliver Rautenberg"), ("Aufsichtsratsvorsitzender", "Werner Gellhaus"),
      ("Genossenschaftsregister", "Amtsgericht Oldenburg, GnR 412")],
     [_rep("Birgit Lanz", "board_member"), _rep("Oliver Rautenberg", "board_member"),
      _rep("Werner Gellhaus", "supervisory_board_chair")], _register("Oldenburg", "GnR 412")),
    ("ggmbh", "Lernwerkstatt Nordstadt gGmbH", "GmbH",
     [("Geschäftsführerin", "Petra Lindemann"), ("Handelsregister", "Amtsgericht Dortmund, HRB 31874")],
     [_rep("Petra Lindemann", "managing_director")], _register("Dortmund", "HRB 31874")),
    ("stiftung", "Stiftung Lebensraum Elbtal", None,
     [(None, "Rechtsfähige Stiftung des bürgerlichen Rechts"), ("Vorstand", "Renate Kuhlmann, Georg Pietsch")],
     [_rep("Renate Kuhlmann", "board_member"), _rep("Georg Pietsch", "board_member")], None),
    ("ev", "Turnverein Brühlsee e.V.", "e.V.",
     [("Vorstand im Sinne des § 26 BGB", "Jörg Haubner (1. Vorsitzender), Silke Brandl (2. Vorsitzende)"),
      ("Registereintrag", "Vereinsregister VR 4412, Amtsgericht Kassel")],
     [_rep("Jörg Haubner", "chair_of_board"), _rep("Silke Brandl", "board_member")], _register("Kassel", "VR 4412")),
    ("kgaa", "Hellweg Pharma GmbH & Co. KGaA", None,
     [("Persönlich haftende Gesellschafterin", "Hellweg Management GmbH, vertreten durch ihre Geschäftsführer Claus Brinkhoff und Nadia Osterloh"),
      ("Handelsregister", "Amtsgericht Dortmund, HRB 29871")],
     [_rep("Claus Brinkhoff", "managing_director"), _rep("Nadia Osterloh", "managing_director")], _register("Dortmund", "HRB 29871")),
    ("kgaa2", "Borchers Brauerei KGaA", None,
     [("Persönlich haftender Gesellschafter", "Frank Borchers"), ("Handelsregister", "Amtsgericht Paderborn, HRB 8714")],
     [_rep("Frank Borchers", "partner")], _register("Paderborn", "HRB 8714")),
    ("se", "Nordhafen Logistik SE", "SE",
     [("Vorstand", "Kai Drewes (Vorsitzender), Leonie Marquardt"), ("Vorsitzende des Aufsichtsrats", "Ingrid Holtkamp"),
      ("Registergericht", "Amtsgericht Hamburg"), ("Registernummer", "HRB 148211")],
     [_rep("Kai Drewes", "chair_of_board"), _rep("Leonie Marquardt", "board_member"),
      _rep("Ingrid Holtkamp", "supervisory_board_chair")], _register("Hamburg", "HRB 148211")),
]


# The same forms printed in other ways (name with the form as printed, CONTRACT code), with a managing director and a
# register line of the form's kind.
PRINTINGS = [
    ("Wallmeier Messtechnik Gesellschaft mit beschränkter Haftung", "GmbH", "HRB"),
    ("Wallmeier Messtechnik G.m.b.H.", "GmbH", "HRB"),
    ("WALLMEIER MESSTECHNIK GMBH", "GmbH", "HRB"),
    ("Gesellschaft für Messtechnik Wallmeier mbH", "GmbH", "HRB"),
    ("Lernwerkstatt Nordstadt gemeinnützige GmbH", "GmbH", "HRB"),
    ("Kranich Software UG (haftungsbeschraenkt)", "UG", "HRB"),
    ("Kranich Software UG(haftungsbeschränkt)", "UG", "HRB"),
    ("Ostertag Holzbau GmbH und Co. KG", "GmbH & Co. KG", "HRA"),
    ("Ostertag Holzbau GmbH&Co.KG", "GmbH & Co. KG", "HRA"),
    ("Nordhafen Logistik SE & Co. KG", "KG", "HRA"),
    ("Heidkamp Spedition Kommanditgesellschaft", "KG", "HRA"),
    ("Brenntal Verlag AG & Co. KG", "KG", "HRA"),
    ("Brandes & Vogt oHG", "OHG", "HRA"),
    ("Brandes & Vogt offene Handelsgesellschaft", "OHG", "HRA"),
    ("Blumenhaus Adler e. Kfr.", "e.K.", "HRA"),
    ("Blumenhaus Adler eingetragene Kauffrau", "e.K.", "HRA"),
    ("Energiegenossenschaft Talgrund e.G.", "eG", "GnR"),
    ("Energiegenossenschaft Talgrund eingetragene Genossenschaft", "eG", "GnR"),
    ("Turnverein Brühlsee e. V.", "e.V.", "VR"),
    ("Turnverein Brühlsee eingetragener Verein", "e.V.", "VR"),
    ("Kessler Brandt PartGmbB", "PartG", "PR"),
    ("Kessler Brandt Partnerschaft mbB", "PartG", "PR"),
    ("Rheinauen Energie Aktiengesellschaft", "AG", "HRB"),
    ("Nordhafen Logistik SE", "SE", "HRB"),
]
_KIND_ROWS = {
    "HRB": ([("Geschäftsführer", "Tobias Wenning")], [_rep("Tobias Wenning", "managing_director")]),
    "HRA": ([("Vertreten durch", "Tobias Wenning")], None),
    "GnR": ([("Vorstand", "Tobias Wenning, Birgit Lanz")],
            [_rep("Tobias Wenning", "board_member"), _rep("Birgit Lanz", "board_member")]),
    "VR": ([("Vorstand", "Tobias Wenning, Birgit Lanz")], [_rep("Tobias Wenning", "board_member"), _rep("Birgit Lanz", "board_member")]),
    "PR": ([("Partner", "Tobias Wenning, Birgit Lanz")], [_rep("Tobias Wenning", "partner"), _rep("Birgit Lanz", "partner")]),
}


def _printing_cases() -> list[dict]:
    out = []
    for index, (name, code, kind) in enumerate(PRINTINGS):
        rows, reps = _KIND_ROWS[kind]
        number = f"{kind} {4172 + 31 * index}"
        expect = {"name": name, "legal_form": code, "register": _register("Köln", number)}
        if reps:
            expect["representatives"] = reps
        out.append({"id": f"print-{name}", "html": _page(name, [*rows, ("Registergericht", "Amtsgericht Köln"),
                                                                 ("Registernummer", number)], "br"), "expect": expect})
    return out


# Representative wordings of the other forms (CONTRACT section 7, conventions 6, 25, 30, 277, 496, 1391, 1392).
KIND_WORDINGS = [
    ("ag-vv", "Rheinauen Energie AG", [("Vorstandsvorsitzender", "{a}"), ("Vorstand", "{b}")], [("a", CH), ("b", BM)]),
    ("ag-vparen", "Rheinauen Energie AG", [("Vorstand", "{a} (Vorsitzender), {b}")], [("a", CH), ("b", BM)]),
    ("ag-vdv", "Rheinauen Energie AG", [("Vorsitzender des Vorstands", "{a}"), ("Mitglieder des Vorstands", "{b}, {c}")],
     [("a", CH), ("b", BM), ("c", BM)]),
    ("ag-vdurch", "Rheinauen Energie AG", [(None, "Vertreten durch den Vorstand: {a}, {b}")], [("a", BM), ("b", BM)]),
    ("ag-mitglieder", "Rheinauen Energie AG", [("Vorstandsmitglieder", "{a}, {b}")], [("a", BM), ("b", BM)]),
    ("ag-arlist", "Rheinauen Energie AG", [("Vorstand", "{a}"), ("Aufsichtsrat", "{c} (Vorsitzender), {b}")],
     [("a", BM), ("c", SBC)]),
    ("ag-arstv", "Rheinauen Energie AG", [("Vorstand", "{a}"), ("Aufsichtsratsvorsitzender", "{c}"),
                                          ("Stellvertretender Aufsichtsratsvorsitzender", "{b}")], [("a", BM), ("c", SBC)]),
    ("eg-vorstand", "Energiegenossenschaft Talgrund eG", [("Vorstand", "{a}, {b}"), ("Vorsitzende des Aufsichtsrates", "{c}")],
     [("a", BM), ("b", BM), ("c", SBC)]),
    ("kg-kompl", "Heidkamp Spedition KG", [("Komplementär", "{a}"), ("Kommanditist", "{b}")], [("a", PA)]),
    ("kg-gmbh", "Ostertag Holzbau GmbH & Co. KG",
     [("Komplementärin", "Ostertag Verwaltungs GmbH, diese vertreten durch die Geschäftsführer {a} und {b}")], [("a", MD), ("b", MD)]),
    ("kg-gmbh2", "Ostertag Holzbau GmbH & Co. KG",
     [("Persönlich haftende Gesellschafterin", "Ostertag Verwaltungs GmbH"), ("Geschäftsführer", "{a}")], [("a", MD)]),
    ("kg-vd", "Ostertag Holzbau GmbH & Co. KG",
     [(None, "Vertreten durch die Ostertag Verwaltungs GmbH, diese vertreten durch ihren Geschäftsführer {a}")], [("a", MD)]),
    ("ohg-vd", "Brandes & Vogt OHG", [(None, "Vertreten durch die Gesellschafter {a} und {b}")], [("a", PA), ("b", PA)]),
    ("gbr-vd", "Atelier Sonnenhof GbR", [("Vertreten durch die Gesellschafter", "{a}, {b}")], [("a", PA), ("b", PA)]),
    ("gbr-ges", "Atelier Sonnenhof GbR", [("Gesellschafterinnen", "{a} und {b}")], [("a", PA), ("b", PA)]),
    ("partg-vd", "Kessler Brandt Rechtsanwälte PartG mbB", [("Vertretungsberechtigte Partner", "{a}, {b}, {c}")],
     [("a", PA), ("b", PA), ("c", PA)]),
    ("ek-inh", "Weinkontor Lobinger e.K.", [("Inh.", "{a}")], [("a", OW)]),
    ("ek-inhin", "Blumenhaus Adler e.Kfr.", [("Inhaberin", "{b}")], [("b", OW)]),
    ("stiftung-vv", "Stiftung Lebensraum Elbtal", [("Vorstand", "{a} (Vorsitzender), {b}")], [("a", CH), ("b", BM)]),
]


def _kind_wording_cases() -> list[dict]:
    out = []
    for (key, firm, rows, slots), (set_key, (a, b, c)) in zip(KIND_WORDINGS, itertools.cycle(NAMES.items())):
        names = {"a": a, "b": b, "c": c}
        filled = [(label, value.format(**names)) for label, value in rows]
        out.append({"id": f"kind-{key}-{set_key}", "html": _page(firm, filled, "br"),
                    "expect": {"representatives": [_rep(names[s], role) for s, role in slots]}})
    return out


def _form_cases() -> list[dict]:
    out = []
    layouts = itertools.cycle(["br", "strong", "table"])  # (two of the three layouts per form, in turn)
    for (key, name, code, rows, reps, register), layout in ((form, next(layouts)) for form in FORMS for _ in range(2)):
        out.append({"id": f"form-{key}-{layout}", "html": _page(name, rows, layout),
                    "expect": {"name": name, "legal_form": code, "representatives": reps, "register": register}})
    return out


# ---------------------------------------------------------------------------------------------------------------------
# 2. Representative wordings of a GmbH, with three sets of names (plain, surnames that are trade words, compound names).
NAMES = {
    "plain": ("Henrik Maas", "Carla Jansen", "Deniz Yıldırım"),
    "trade": ("Jonas Schreiner", "Eva Fischer", "Lukas Weber"),
    "compound": ("Anna-Lena von Bergen", "Jan Ole Petersen", "Marie Schulte-Hövelmann"),
}
# (id, representative rows with {a}/{b}/{c}, expected [(slot, role)])
WORDINGS = [
    ("gf", [("Geschäftsführer", "{a}")], [("a", MD)]),
    ("gfin", [("Geschäftsführerin", "{b}")], [("b", MD)]),
    ("gfung", [("Geschäftsführung", "{a}, {b}")], [("a", MD), ("b", MD)]),
    ("gfund", [("Geschäftsführer", "{a} und {b}")], [("a", MD), ("b", MD)]),
    ("gfthree", [("Geschäftsführer", "{a}, {b}, {c}")], [("a", MD), ("b", MD), ("c", MD)]),
    ("gfthreeund", [("Geschäftsführer", "{a}, {b} und {c}")], [("a", MD), ("b", MD), ("c", MD)]),
    ("vdgf", [(None, "Vertreten durch den Geschäftsführer {a}")], [("a", MD)]),
    ("vdgfin", [(None, "Vertreten durch die Geschäftsführerin {b}")], [("b", MD)]),
    ("vdgfs", [(None, "Vertreten durch die Geschäftsführer {a} und {b}")], [("a", MD), ("b", MD)]),
    ("vdparen", [("Vertreten durch", "{a} (Geschäftsführer)")], [("a", MD)]),
    ("vdcomma", [("Vertreten durch", "{b}, Geschäftsführerin")], [("b", MD)]),
    ("vbgf", [("Vertretungsberechtigte Geschäftsführer", "{a}, {b}")], [("a", MD), ("b", MD)]),
    ("vbgf1", [("Vertretungsberechtigter Geschäftsführer", "{a}")], [("a", MD)]),
    ("gfgin", [("Geschäftsführende Gesellschafterin", "{b}")], [("b", MD)]),
    ("gfg", [("Geschäftsführender Gesellschafter", "{a}")], [("a", MD)]),
    ("gesellschafter", [("Geschäftsführer", "{a}"), ("Gesellschafter", "{c}")], [("a", MD)]),
    ("prokurist", [("Geschäftsführer", "{a}"), ("Prokurist", "{c}")], [("a", MD), ("c", AO)]),
    ("prokuristin", [("Geschäftsführerin", "{b}"), ("Prokuristin", "{c}")], [("b", MD), ("c", AO)]),
    ("ppa", [("Geschäftsführung", "{a}, ppa. {c}")], [("a", MD), ("c", AO)]),
    ("arvors", [("Geschäftsführer", "{a}"), ("Vorsitzender des Aufsichtsrats", "{c}")], [("a", MD), ("c", SBC)]),
    ("arstv", [("Geschäftsführer", "{a}"), ("Stellvertretender Vorsitzender des Aufsichtsrats", "{c}")], [("a", MD)]),
    ("vdgfung", [("Vertreten durch die Geschäftsführung", "{a}, {b}")], [("a", MD), ("b", MD)]),
    ("gfsemi", [("Geschäftsführer", "{a}; {b}")], [("a", MD), ("b", MD)]),
    ("gfstar", [("Geschäftsführer*innen", "{a}, {b}")], [("a", MD), ("b", MD)]),
    ("gfcolon", [("Geschäftsführer:innen", "{a}, {b}")], [("a", MD), ("b", MD)]),
    ("gfslash", [("Geschäftsführer/in", "{b}")], [("b", MD)]),
    ("gfgplural", [("Geschäftsführende Gesellschafter", "{a}, {b}")], [("a", MD), ("b", MD)]),
    ("gesgf", [("Gesellschafter-Geschäftsführer", "{a}")], [("a", MD)]),
    ("sprecher", [("Sprecher der Geschäftsführung", "{a}"), ("Geschäftsführer", "{b}")], [("a", MD), ("b", MD)]),
    ("arlist", [("Geschäftsführer", "{a}"), ("Aufsichtsrat", "{c} (Vorsitzender), {b}")], [("a", MD), ("c", SBC)]),
    ("gesamtprokura", [("Geschäftsführer", "{a}"), ("Gesamtprokura", "{b}, {c}")], [("a", MD), ("b", AO), ("c", AO)]),
]


def _wording_cases() -> list[dict]:
    out = []
    layouts = itertools.cycle(["br", "strong", "table", "heading"])  # (each wording meets several layouts across the name sets)
    name_sets = itertools.cycle(NAMES.items())  # (two of the three name sets per wording, in turn)
    for (key, rows, slots), (set_key, (a, b, c)) in ((wording, next(name_sets)) for wording in WORDINGS for _ in range(2)):
        names, layout = {"a": a, "b": b, "c": c}, next(layouts)
        filled = [(label, value.format(**names)) for label, value in rows]
        filled += [("Registergericht", "Amtsgericht Köln"), ("Registernummer", "HRB 90385")]
        out.append({"id": f"rep-{key}-{set_key}-{layout}", "html": _page("Falkenried Analytik GmbH", filled, layout),
                    "expect": {"representatives": [_rep(names[s], role) for s, role in slots]}})
    return out


# ---------------------------------------------------------------------------------------------------------------------
# 3. Titles and degrees before the names (no part of the name, conventions 2 and 6), in four kinds of firm.
TITLES = ["Dr.", "Prof. Dr.", "Prof. Dr.-Ing.", "Dipl.-Kfm.", "Dipl.-Kffr.", "Dipl.-Ing. (FH)", "Dr. rer. nat.", "Dr. med."]
# (id, name, rows with {t}, expected [(person, role)])
TITLED = [
    ("gmbh", "Wallmeier Messtechnik GmbH", [("Geschäftsführer", "{t} Tobias Wenning")], [("Tobias Wenning", MD)]),
    ("ag", "Rheinauen Energie AG", [("Vorstand", "{t} Sabine Kettler, Tobias Lindner")],
     [("Sabine Kettler", "board_member"), ("Tobias Lindner", "board_member")]),
    ("ek", "Weinkontor Lobinger e.K.", [("Inhaber", "{t} Thomas Lobinger")], [("Thomas Lobinger", "owner")]),
    ("partg", "Kessler Brandt PartG mbB", [("Partner", "{t} Ulrike Kessler und Martin Brandt")],
     [("Ulrike Kessler", "partner"), ("Martin Brandt", "partner")]),
]


def _title_cases() -> list[dict]:
    out = []
    for title, (key, name, rows, reps) in itertools.product(TITLES, TITLED[:3]):
        filled = [(label, value.format(t=title)) for label, value in rows]
        out.append({"id": f"title-{key}-{title}", "html": _page(name, filled, "br"),
                    "expect": {"representatives": [_rep(person, role) for person, role in reps]}})
    return out


# ---------------------------------------------------------------------------------------------------------------------
# 4. Register wordings (CONTRACT section 7; conventions 7, 41, 43), each under a firm of the matching kind.
# (id, firm, rows, register)
REGISTERS = [
    ("charl", "Spreewerk Digital GmbH", [("Registergericht", "Amtsgericht Charlottenburg"), ("Registernummer", "HRB 184512 B")],
     ("Charlottenburg", "HRB 184512")),
    ("berlin", "Spreewerk Digital GmbH", [("Handelsregister", "Amtsgericht Berlin-Charlottenburg, HRB 184512 B")],
     ("Charlottenburg", "HRB 184512")),
    ("eingetragen", "Heidkamp Spedition KG", [(None, "Eingetragen im Handelsregister des Amtsgerichts Köln unter HRA 29057")],
     ("Köln", "HRA 29057")),
    ("numfirst", "Isarblick Consulting GmbH", [("Handelsregister", "HRB 78123, Amtsgericht München")], ("München", "HRB 78123")),
    ("bare", "Elbufer Medien GmbH", [(None, "Amtsgericht Hamburg HRB 148211")], ("Hamburg", "HRB 148211")),
    ("ffm", "Mainblick Finanzberatung GmbH",
     [("Registergericht", "Amtsgericht Frankfurt am Main"), ("Registernummer", "HRB 90417")], ("Frankfurt am Main", "HRB 90417")),
    ("agabbr", "Rheinturm Events GmbH", [("Handelsregister", "AG Düsseldorf, HRB 82046")], ("Düsseldorf", "HRB 82046")),
    ("stuttgart", "Neckartal Werkzeugbau GmbH", [(None, "Handelsregister Amtsgericht Stuttgart HRB 774512")],
     ("Stuttgart", "HRB 774512")),
    ("kiel", "Förde Segelmacherei GmbH", [("Handelsregister", "HRB 21456 KI, Amtsgericht Kiel")], ("Kiel", "HRB 21456")),
    ("bremen", "Weserkai Immobilien GmbH", [(None, "Amtsgericht Bremen HRB 31877 HB")], ("Bremen", "HRB 31877")),
    ("freiburg", "Schauinsland Solar GmbH",
     [("Sitz der Gesellschaft", "Freiburg im Breisgau"), ("Registergericht", "Amtsgericht Freiburg im Breisgau"),
      ("Registernummer", "HRB 718204")], ("Freiburg im Breisgau", "HRB 718204")),
    ("beim", "Quadrat Druckerei GmbH", [(None, "Eingetragen beim Amtsgericht Mannheim unter der Nummer HRB 729384")],
     ("Mannheim", "HRB 729384")),
    ("numcourt", "Leineufer Software GmbH", [("Handelsregisternummer", "HRB 50917"), ("Registergericht", "Amtsgericht Hannover")],
     ("Hannover", "HRB 50917")),
    ("hrspace", "Siebengebirge Reisen GmbH", [("Handelsregister", "Amtsgericht Bonn, HR B 20471")], ("Bonn", "HRB 20471")),
    ("hrnr", "Isarblick Consulting GmbH", [("Handelsregister-Nr.", "HRB 78123, Amtsgericht München")], ("München", "HRB 78123")),
    ("gnr", "Energiegenossenschaft Talgrund eG", [(None, "Eingetragen im Genossenschaftsregister des Amtsgerichts Oldenburg, GnR 412")],
     ("Oldenburg", "GnR 412")),
    ("gnrlabel", "Energiegenossenschaft Talgrund eG", [("Genossenschaftsregister", "GnR 412, Amtsgericht Oldenburg")],
     ("Oldenburg", "GnR 412")),
    ("pr", "Kessler Brandt Rechtsanwälte PartG", [("Partnerschaftsregister", "PR 1732, Amtsgericht Essen")], ("Essen", "PR 1732")),
    ("prsentence", "Kessler Brandt Rechtsanwälte PartG",
     [(None, "Eingetragen im Partnerschaftsregister des Amtsgerichts Essen unter PR 1732")], ("Essen", "PR 1732")),
    ("vr", "Turnverein Brühlsee e.V.", [(None, "Vereinsregister VR 4412, Amtsgericht Kassel")], ("Kassel", "VR 4412")),
    ("vrsentence", "Turnverein Brühlsee e.V.", [(None, "Eingetragen im Vereinsregister des Amtsgerichts Kassel unter VR 4412")],
     ("Kassel", "VR 4412")),
    ("vrlabels", "Turnverein Brühlsee e.V.", [("Registergericht", "Amtsgericht Kassel"), ("Registernummer", "VR 4412")],
     ("Kassel", "VR 4412")),
    ("nokind", "Heidkamp Spedition KG", [(None, "Handelsregister Köln Nr. 29057")], None),
    ("nocourt", "Elbufer Medien GmbH", [("Handelsregister", "HRB 148211")], None),
    ("nocourtsuffix", "Spreewerk Digital GmbH", [("Handelsregisternummer", "HRB 184512 B")], None),
    ("komplementaer", "Ostertag Holzbau GmbH & Co. KG",
     [("Registergericht", "Amtsgericht Ulm"), ("Registernummer", "HRA 72318"),
      ("Persönlich haftende Gesellschafterin", "Ostertag Verwaltungs GmbH, Amtsgericht Ulm, HRB 731904")], ("Ulm", "HRA 72318")),
]


def _register_cases() -> list[dict]:
    out = []
    layouts = itertools.cycle(["br", "table", "strong"])
    for (key, firm, rows, register), layout in zip(REGISTERS, layouts, strict=False):
        expected = _register(*register) if register else None
        out.append({"id": f"reg-{key}-{layout}", "html": _page(firm, rows, layout), "expect": {"register": expected}})
    return out


# ---------------------------------------------------------------------------------------------------------------------
# 5. A club's board (conventions 6, 25): the first chair `chair_of_board`, the other officers `board_member`.
CLUBS = [
    ("sinne", [("Vorstand im Sinne des § 26 BGB", ""), ("1. Vorsitzender", "{a}"), ("2. Vorsitzende", "{b}")], [("a", CH), ("b", BM)]),
    ("officers", [("Vertreten durch den Vorstand", ""), ("1. Vorsitzender", "{a}"), ("2. Vorsitzende", "{b}"),
                  ("Kassenwart", "{c}"), ("Schriftführerin", "{d}")], [("a", CH), ("b", BM), ("c", BM), ("d", BM)]),
    ("gemaess", [("Vorstand gemäß § 26 BGB", "{a} (1. Vorsitzender), {b} (2. Vorsitzende)")], [("a", CH), ("b", BM)]),
    ("vbv", [("Vertretungsberechtigter Vorstand", "{a}, {b}")], [("a", BM), ("b", BM)]),
    ("vorstandund", [("Vorstand", "{a} und {b}")], [("a", BM), ("b", BM)]),
    ("sentence", [(None, "Der Verein wird gerichtlich und außergerichtlich vertreten durch den 1. Vorsitzenden {a} "
                         "und die 2. Vorsitzende {b}.")], [("a", CH), ("b", BM)]),
    ("nolabel", [("1. Vorsitzender", "{a}"), ("2. Vorsitzende", "{b}"), ("Kassenwart", "{c}")], [("a", CH), ("b", BM), ("c", BM)]),
    ("stv", [("Vorstand", ""), ("Vorsitzende", "{b}"), ("Stellvertretender Vorsitzender", "{a}"), ("Schriftführerin", "{d}")],
     [("b", CH), ("a", BM), ("d", BM)]),
]
CLUB_NAMES = {"plain": ("Jörg Haubner", "Silke Brandl", "Volker Nießen", "Tanja Rehm"),
              "trade": ("Stefan Becker", "Ines Wagner", "Paul Schneider", "Katja Maurer")}


def _club_cases() -> list[dict]:
    out = []
    for (key, rows, slots), (set_key, (a, b, c, d)) in itertools.product(CLUBS, CLUB_NAMES.items()):
        names = {"a": a, "b": b, "c": c, "d": d}
        filled = [(label, value.format(**names)) if value else (None, f"{label}:") for label, value in rows]
        filled.append((None, "Eingetragen im Vereinsregister des Amtsgerichts Kassel unter VR 4412"))
        out.append({"id": f"club-{key}-{set_key}", "html": _page("Turnverein Brühlsee e.V.", filled, "br"),
                    "expect": {"legal_form": "e.V.", "representatives": [_rep(names[s], role) for s, role in slots]}})
    return out


# ---------------------------------------------------------------------------------------------------------------------
# 8. A plain "Vertreten durch:" list under each form: the role follows from the form (6; 30, 406, 427, 450, 782).
PLAIN_VD = [
    ("Wallmeier Messtechnik GmbH", "HRB", MD), ("Kranich Software UG (haftungsbeschränkt)", "HRB", MD),
    ("Ostertag Holzbau GmbH & Co. KG", "HRA", MD), ("Rheinauen Energie AG", "HRB", BM), ("Nordhafen Logistik SE", "HRB", BM),
    ("Energiegenossenschaft Talgrund eG", "GnR", BM), ("Turnverein Brühlsee e.V.", "VR", BM), ("Brandes & Vogt OHG", "HRA", PA),
    ("Atelier Sonnenhof GbR", None, PA), ("Kessler Brandt Rechtsanwälte PartG mbB", "PR", PA),
    ("Lernwerkstatt Nordstadt gGmbH", "HRB", MD),
]


def _plain_vd_cases() -> list[dict]:
    out = []
    for (firm, kind, role), (set_key, (a, b, _c)) in zip(PLAIN_VD, itertools.cycle(NAMES.items())):
        rows = [("Vertreten durch", f"{a}, {b}")]
        if kind:
            rows += [("Registergericht", "Amtsgericht Köln"), ("Registernummer", f"{kind} 6093")]
        out.append({"id": f"vd-{firm}-{set_key}", "html": _page(firm, rows, "br"),
                    "expect": {"representatives": [_rep(a, role), _rep(b, role)]}})
    for firm, name in [("Weinkontor Lobinger e.K.", "Thomas Lobinger"), ("Blumenhaus Adler e.Kfr.", "Sonja Adler")]:
        rows = [("Vertreten durch", name), ("Registergericht", "Amtsgericht Köln"), ("Registernummer", "HRA 6093")]
        out.append({"id": f"vd-{firm}", "html": _page(firm, rows, "br"), "expect": {"representatives": [_rep(name, OW)]}})
    return out


# ---------------------------------------------------------------------------------------------------------------------
# 9. Representation and register stated in prose: a verb before or after the persons, a sentence after them.
PROSE = [
    ("gf-von", "Falkenried Analytik GmbH", "Die Gesellschaft wird von den Geschäftsführern {a} und {b} vertreten.", [("a", MD), ("b", MD)]),
    ("gf-durch", "Falkenried Analytik GmbH", "Die Gesellschaft wird durch die Geschäftsführerin {b} vertreten.", [("b", MD)]),
    ("gf-ist", "Falkenried Analytik GmbH", "Geschäftsführer ist {a}.", [("a", MD)]),
    ("gf-sind", "Falkenried Analytik GmbH", "Geschäftsführer der Gesellschaft sind {a} und {b}.", [("a", MD), ("b", MD)]),
    ("gf-next", "Falkenried Analytik GmbH", "Geschäftsführer: {a}. Die Gesellschaft hat ihren Sitz in Köln.", [("a", MD)]),
    ("gf-ihre", "Falkenried Analytik GmbH", "Die Falkenried Analytik GmbH wird vertreten durch ihre Geschäftsführer {a} und {b}. "
     "Sie ist im Handelsregister des Amtsgerichts Köln unter der Nummer HRB 90385 eingetragen.", [("a", MD), ("b", MD)]),
    ("kompl-deren", "Ostertag Holzbau GmbH & Co. KG", "Komplementärin ist die Ostertag Verwaltungs GmbH, deren Geschäftsführer {a} ist.",
     [("a", MD)]),
    ("gbr-von", "Atelier Sonnenhof GbR", "Die Gesellschaft wird von den Gesellschaftern {a} und {b} vertreten.", [("a", PA), ("b", PA)]),
    ("gbr-sind", "Atelier Sonnenhof GbR", "Gesellschafter der GbR sind {a} und {b}.", [("a", PA), ("b", PA)]),
    ("partg-sind", "Kessler Brandt PartG mbB", "Partner der Partnerschaft sind {a} und {b}.", [("a", PA), ("b", PA)]),
    ("ohg-sind", "Brandes & Vogt OHG", "Persönlich haftende Gesellschafter sind {a} und {b}.", [("a", PA), ("b", PA)]),
    ("ag-colon", "Rheinauen Energie AG", "Die Gesellschaft wird durch den Vorstand vertreten: {a} (Vorsitzender), {b}.", [("a", CH), ("b", BM)]),
    ("ag-stop", "Rheinauen Energie AG", "Vorstand: {a} (Vorsitzender), {b}. Vorsitzender des Aufsichtsrats: {c}.",
     [("a", CH), ("b", BM), ("c", SBC)]),
    ("ag-besteht", "Rheinauen Energie AG", "Der Vorstand besteht aus {a} und {b}.", [("a", BM), ("b", BM)]),
    ("ev-seine", "Turnverein Brühlsee e.V.", "Vorsitzender des Vereins ist {a}, seine Stellvertreterin {b}.", [("a", CH), ("b", BM)]),
]
PROSE_REGISTERS = [
    ("Die Gesellschaft ist beim Amtsgericht Köln unter HRB 90385 eingetragen.", ("Köln", "HRB 90385")),
    ("Registergericht ist das Amtsgericht Köln. Die Registernummer lautet HRB 90385.", ("Köln", "HRB 90385")),
    ("Sitz der Gesellschaft ist Köln; Registergericht ist das Amtsgericht Köln, HRB 90385.", ("Köln", "HRB 90385")),
]


def _prose_cases() -> list[dict]:
    out = []
    for (key, firm, text, slots), (set_key, (a, b, c)) in zip(PROSE, itertools.cycle(NAMES.items())):
        names = {"a": a, "b": b, "c": c}
        out.append({"id": f"prose-{key}-{set_key}", "html": _page(firm, [(None, text.format(**names))], "br"),
                    "expect": {"representatives": [_rep(names[s], role) for s, role in slots]}})
    for index, (text, register) in enumerate(PROSE_REGISTERS):
        out.append({"id": f"prose-reg-{index}", "html": _page("Falkenried Analytik GmbH", [(None, text)], "br"),
                    "expect": {"register": _register(*register)}})
    return out


# ---------------------------------------------------------------------------------------------------------------------
# 6. Decorations around a name: degrees after it, professional titles before it, particles and compound names (2, 6, 24).
DECORATED = [
    ("Henrik Maas, MBA", "Henrik Maas"), ("Henrik Maas M.Sc.", "Henrik Maas"), ("Dr. Henrik Maas, LL.M.", "Henrik Maas"),
    ("Rechtsanwältin Dr. Ulrike Kessler", "Ulrike Kessler"), ("RA Martin Brandt", "Martin Brandt"),
    ("StB Dipl.-Kfm. Dominik Ziegler", "Dominik Ziegler"), ("WP/StB Svenja Haller", "Svenja Haller"),
    ("Herrn Henrik Maas", "Henrik Maas"), ("Frau Dr. Carla Jansen", "Carla Jansen"), ("Hans-Peter van der Linden", "Hans-Peter van der Linden"),
    ("Anna Maria de Vries", "Anna Maria de Vries"), ("Kübra Öztürk-Lange", "Kübra Öztürk-Lange"), ("Henrik Maas jun.", "Henrik Maas jun."),
    ("Prof. Dr. med. Carla Jansen", "Carla Jansen"), ("Dipl.-Ing. Jan Ott, MBA", "Jan Ott"), ("B.Sc. Lena Pohl", "Lena Pohl"),
]
# (id, firm, row label, role)
DECORATED_IN = [("gmbh", "Falkenried Analytik GmbH", "Geschäftsführer", MD), ("partg", "Kessler Brandt PartG mbB", "Partner", PA)]


def _decorated_cases() -> list[dict]:
    out = []
    for (printed, name), (key, firm, label, role) in zip(DECORATED, itertools.cycle(DECORATED_IN)):
        rows = [(label, f"{printed}, Eva Reuter"), ("Registergericht", "Amtsgericht Köln"), ("Registernummer", "HRB 90385")]
        out.append({"id": f"deco-{key}-{printed}", "html": _page(firm, rows, "br"),
                    "expect": {"representatives": [_rep(name, role), _rep("Eva Reuter", role)]}})
    return out


# ---------------------------------------------------------------------------------------------------------------------
# 7. Layouts of the whole imprint of one GmbH: its managing directors and register in other block structures.
def _layout_html(layout: str) -> str:
    a, b = "Henrik Maas", "Carla Jansen"
    firm, street, plz, city = "Falkenried Analytik GmbH", "Kastanienallee 18", "50667", "Köln"
    blocks = {
        "pipes": f"<p>{firm} | {street} | {plz} {city} | Geschäftsführer: {a}, {b} | Amtsgericht Köln, HRB 90385</p>",
        "dots": f"<p>{firm} · {street} · {plz} {city}</p><p>Geschäftsführer: {a}, {b} · Amtsgericht Köln · HRB 90385</p>",
        "inblock": f"<p>{firm}<br>vertreten durch die Geschäftsführer {a} und {b}<br>{street}<br>{plz} {city}</p>"
                   "<p>Amtsgericht Köln, HRB 90385</p>",
        "nocolon": f"<p>{firm}<br>{street}<br>{plz} {city}</p><p>Geschäftsführer {a}, {b}</p><p>Amtsgericht Köln HRB 90385</p>",
        "dl": f"<p>{firm}<br>{street}<br>{plz} {city}</p><dl><dt>Geschäftsführer</dt><dd>{a}</dd><dd>{b}</dd>"
              "<dt>Registergericht</dt><dd>Amtsgericht Köln</dd><dt>Registernummer</dt><dd>HRB 90385</dd></dl>",
        "ul": f"<p>{firm}<br>{street}<br>{plz} {city}</p><p>Geschäftsführer:</p><ul><li>{a}</li><li>{b}</li></ul>"
              "<ul><li>Registergericht: Amtsgericht Köln</li><li>Registernummer: HRB 90385</li></ul>",
        "divs": f"<div>{firm}</div><div>{street}</div><div>{plz} {city}</div><div><span>Geschäftsführer:</span> <span>{a}</span>,"
                f" <span>{b}</span></div><div><span>Registergericht:</span> <span>Amtsgericht Köln</span></div>"
                "<div><span>Registernummer:</span> <span>HRB 90385</span></div>",
        "namesrole": f"<p>{firm}<br>{street}<br>{plz} {city}</p><h3>Vertreten durch</h3><p>{a}<br>Geschäftsführer</p>"
                     f"<p>{b}<br>Geschäftsführerin</p><p>Registergericht: Amtsgericht Köln<br>Registernummer: HRB 90385</p>",
        "namecomma": f"<p>{firm}<br>{street}<br>{plz} {city}</p><p>Vertreten durch:<br>{a}, Geschäftsführer<br>"
                     f"{b}, Geschäftsführerin</p><p>Handelsregister: HRB 90385<br>Registergericht: Amtsgericht Köln</p>",
        "markdown": f"<p><strong>{firm}</strong><br>{street}<br>{plz} {city}</p><p><strong>Geschäftsführer:</strong> {a}, {b}<br>"
                    "<strong>Registergericht:</strong> Amtsgericht Köln<br><strong>Registernummer:</strong> HRB 90385</p>",
        "sentence": f"<p>{firm}<br>{street}<br>{plz} {city}</p><p>Die {firm} wird vertreten durch ihre Geschäftsführer {a} und {b}. "
                    "Sie ist im Handelsregister des Amtsgerichts Köln unter der Nummer HRB 90385 eingetragen.</p>",
        "sitzline": f"<p>{firm}<br>{street}<br>{plz} {city}</p><p>Geschäftsführer: {a}, {b}<br>"
                    "Sitz der Gesellschaft: Köln, Registergericht: Amtsgericht Köln, HRB 90385</p>",
        "footer": f"<p>{firm}<br>{street}<br>{plz} {city}</p><p>Geschäftsführung: {a} (Vorsitz), {b}</p>"
                  "<p>Handelsregister beim Amtsgericht Köln: HRB 90385</p>",
        "twocol": f"<table><tr><td>{firm}<br>{street}<br>{plz} {city}</td><td>Geschäftsführer:<br>{a}<br>{b}</td>"
                  "<td>Registergericht:<br>Amtsgericht Köln<br>Registernummer:<br>HRB 90385</td></tr></table>",
    }
    return (f'<html><head><meta charset="utf-8"><title>Impressum</title></head><body><main><h1>Impressum</h1>{blocks[layout]}'
            f"<p>Telefon: 0221 4480 3917<br>E-Mail: {MAIL}</p></main></body></html>")


LAYOUTS = ["pipes", "dots", "inblock", "nocolon", "dl", "ul", "divs", "namesrole", "namecomma", "markdown", "sentence", "sitzline",
           "footer", "twocol"]


def _layout_cases() -> list[dict]:
    reps = [_rep("Henrik Maas", MD), _rep("Carla Jansen", MD)]
    return [{"id": f"layout-{layout}", "html": _layout_html(layout),
             "expect": {"name": "Falkenried Analytik GmbH", "legal_form": "GmbH", "representatives": reps,
                        "register": _register("Köln", "HRB 90385")}} for layout in LAYOUTS]


def cases() -> list[dict]:
    return (_form_cases() + _printing_cases() + _wording_cases() + _kind_wording_cases() + _title_cases() + _register_cases()
            + _club_cases() + _decorated_cases() + _layout_cases() + _plain_vd_cases() + _prose_cases())


def test_firm_grid():
    assert not wrong_cases(cases()), "grid cases wrong (printed above)"
