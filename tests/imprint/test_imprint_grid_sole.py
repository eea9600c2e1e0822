"""Grid of invented sole traders' imprints (issue 19, forty-second parser round): the designation-or-person reading.

Each case is a minimal page whose provider block varies one thing at a time: where the trading designation stands
against its owner (alone; on the line above or below the person; before a dash; after a comma; as a heading or bold
line opening the address's paragraph; above an "Inhaber:" line, on the same line or in a paragraph of its own, the
label also alone on its line), the markup (line breaks, a paragraph per line, divs, a bold first line), the country
(a German, Austrian or Swiss postal line) and the heading over the block ("Angaben gemäß § 5 TMG", "Anbieter").
A second part runs one layout per designation over 124 designations of shops, crafts, practices, studios and services.

Expectations follow CONTRACT section 7 and the conventions of ``corpus/REAL.md``: a trading designation is the name and
the person its `owner` wherever it stands beside her (2, 17, 60, 66, 91, 115, 185); a person alone with a profession is
the name and `owner` (2, 6); the legal form is `Einzelunternehmen` in Germany and Switzerland and `null` in Austria (3).
A designation of a place word and a coined word without a trade word after a comma ("Anna Roth, Holzwerk Nord") is left
out: the conventions make it an activity or a designation by the page, not by the line.
"""

from __future__ import annotations

import itertools

from tests.imprint.grid import wrong_cases

PERSONS = [("Anna", "Roth"), ("Jan", "Kessler"), ("Miriam", "Vogt"), ("Sebastian", "Brenner"), ("Lea", "Hartmann"),
           ("Tobias", "Wendt")]
DESIGNATIONS = ["Kristall Reinigung", "Malerbetrieb Sonnenschein", "Blickfang Fotografie", "Café Lindenblüte",
                "Bergwerk Design", "Praxis am Stadtpark", "Glanzlicht Gebäudeservice", "Yoga am Weiher"]
# (country, street, postal code, town, phone as printed, phone E.164, VAT label and id)
PLACES = {"DE": ("Hauptstraße 12", "34117", "Kassel", "0561 739204", "+49561739204", "USt-IdNr.", "DE281947365"),
          "AT": ("Hauptstraße 12", "4020", "Linz", "0732 739204", "+43732739204", "UID-Nr.", "ATU62849317"),
          "CH": ("Hauptstrasse 12", "8400", "Winterthur", "052 739 40 21", "+41527394021", "MWST-Nr.", "CHE-281.947.365 MWST")}
LAYOUTS = ["person", "designation-person", "person-designation", "designation-dash-person", "designation-inh",
           "designation-then-inhaber", "designation-then-vertreten", "profession-person", "person-comma-designation",
           "heading-inhaber", "heading-inhaber-own-line"]
MARKUP = ["br", "p", "div", "strong"]
HEADINGS = ["Angaben gemäß § 5 TMG", "Anbieter"]
# 124 designations: shops, crafts, practices, studios, services (one layout each, in turn)
MORE = """Wolters Haustechnik|Malerbetrieb Wolters|Schreinerei Wolters|Dachdeckerei Wolters|Fliesen Wolters|Elektro Wolters|
Sanitär Wolters|Zweirad Wolters|Autohaus Wolters|Reisebüro Wolters|Blumen Wolters|Gartenbau Wolters|Holzbau Wolters|Hofladen Wolters|
Weingut Wolters|Bioladen Sonnenblume|Kfz-Werkstatt Wolters|Fahrradladen Speiche|Nähstübchen Wolters|Tanzschule Wolters|
Musikschule Wolters|Hundeschule Pfotenglück|Reitstall Wolters|Pferdepension Wolters|Kosmetikstudio Wolters|Nagelstudio Glanz|
Fotostudio Wolters|Tonstudio Klangraum|Werbeagentur Wolters|Textbüro Wolters|Übersetzungsbüro Wolters|Ingenieurbüro Wolters|
Planungsbüro Wolters|Architekturbüro Wolters|Steuerbüro Wolters|Hausverwaltung Wolters|Versicherungsbüro Wolters|
Finanzberatung Wolters|Gebäudereinigung Wolters|Glasreinigung Wolters|Schädlingsbekämpfung Wolters|Schlüsseldienst Wolters|
Abschleppdienst Wolters|Pflegedienst Wolters|Partyservice Wolters|Getränkehandel Wolters|Weinhandel Wolters|Antiquariat Wolters|
Buchhandlung Wolters|Bäckerei Wolters|Konditorei Wolters|Metzgerei Wolters|Fleischerei Wolters|Eiscafé Venezia|
Pizzeria Bella Napoli|Brauerei Wolters|Brennerei Wolters|Gärtnerei Wolters|Baumschule Wolters|Floristik Wolters|
Goldschmiede Wolters|Uhrenwerkstatt Wolters|Optik Wolters|Hörgeräte Wolters|Sanitätshaus Wolters|Zahntechnik Wolters|
Physiotherapie Wolters|Ergotherapie Wolters|Heilpraxis Wolters|Naturheilpraxis Wolters|Tierarztpraxis Wolters|Hundesalon Wolters|
Tattoostudio Inkwell|Friseursalon Wolters|Schneiderei Wolters|Änderungsschneiderei Wolters|Polsterei Wolters|
Raumausstattung Wolters|Bodenbeläge Wolters|Parkett Wolters|Metallbau Wolters|Schlosserei Wolters|Stuckateur Wolters|
Zimmerei Wolters|Steinmetz Wolters|Bestattungen Wolters|Fahrschule Wolters|Nachhilfe Wolters|Lernstudio Wolters|Yogastudio Lotus|
Fitnessstudio Wolters|Massagepraxis Wolters|Kaffeerösterei Wolters|Feinkost Wolters|Teeladen Wolters|Weltladen Wolters|
Spielwaren Wolters|Modehaus Wolters|Schuhhaus Wolters|Juwelier Wolters|Druckerei Wolters|Copyshop Wolters|Computerservice Wolters|
Webdesign Wolters|IT-Service Wolters|Hofcafé Wolters|Landgasthof Wolters|Pension Waldblick|Ferienhof Wolters|
Kinderbetreuung Wolters|Seniorenbetreuung Wolters|Umzüge Wolters|Transporte Wolters|Kurierdienst Wolters|Taxi Wolters|
Autovermietung Wolters|Reifenservice Wolters|Lackiererei Wolters|Karosseriebau Wolters|Landtechnik Wolters|Forstbetrieb Wolters|
Imkerei Wolters|Obsthof Wolters|Käserei Wolters""".replace("\n", "").split("|")


def _page(blocks: list[list[str]], markup: str, heading: str) -> str:
    if markup == "br":
        body = "".join("<p>" + "<br>".join(b) + "</p>" for b in blocks)
    elif markup == "p":
        body = "".join(f"<p>{line}</p>" for b in blocks for line in b)
    elif markup == "div":
        body = "".join("<div>" + "".join(f"<div>{line}</div>" for line in b) + "</div>" for b in blocks)
    else:
        body = "".join("<p>" + "<br>".join([f"<strong>{b[0]}</strong>", *b[1:]]) + "</p>" for b in blocks)
    heading = heading if heading.startswith("<") else f"<h2>{heading}</h2>"
    return (f'<html><head><meta charset="utf-8"><title>Impressum</title></head><body><h1>Impressum</h1>{heading}{body}'
            "</body></html>")


def _blocks(layout: str, person: str, designation: str, country: str) -> tuple[list[list[str]], str, str]:
    """(the provider's blocks, the heading over them or "" for the case's own, the expected name)."""
    street, postal, town, phone, _e164, vat_label, vat = PLACES[country]
    address, tail = [street, f"{postal} {town}"], [[f"Telefon: {phone}", f"E-Mail: info@{person.split()[1].lower()}-web.de"],
                                                  [f"{vat_label}: {vat}"]]
    shapes = {
        "person": ([[person, *address]], person),
        "designation-person": ([[designation, person, *address]], designation),
        "person-designation": ([[person, designation, *address]], designation),
        "designation-dash-person": ([[f"{designation} – {person}", *address]], designation),
        "designation-inh": ([[designation, f"Inh. {person}", *address]], designation),
        "designation-then-inhaber": ([[designation, *address], [f"Inhaber: {person}"]], designation),
        "designation-then-vertreten": ([[designation, *address], [f"Vertreten durch: {person}"]], designation),
        "profession-person": ([[f"Rechtsanwältin {person}", *address]], person),
        "person-comma-designation": ([[f"{person}, {designation}", *address]], designation),
    }
    if layout == "heading-inhaber":
        return [[f"Inhaber: {person}"], address, *tail], f"<h2>{designation}</h2>", designation
    if layout == "heading-inhaber-own-line":
        return [["Inhaber:", person], address, *tail], f"<h2>{designation}</h2>", designation
    blocks, name = shapes[layout]
    return [*blocks, *tail], "", name


def _expect(name: str, person: str, country: str) -> dict:
    street, postal, town, _phone, e164, _label, vat = PLACES[country]
    expect = {"name": name, "legal_form": None if country == "AT" else "Einzelunternehmen",
              "address": {"street": street, "postal_code": postal, "city": town, "country": country}, "phone": e164,
              "representatives": [{"name": person, "role": "owner"}]}
    if country == "DE":
        expect["vat_id"] = vat
    return expect


def cases() -> list[dict]:
    out = []
    grid = itertools.product(LAYOUTS, MARKUP, ["DE", "AT", "CH"], HEADINGS)
    for k, (layout, markup, country, heading) in enumerate(grid):
        if layout.startswith("heading-") and markup != "br":
            continue  # (the heading is the designation: the markup of the lines below it changes nothing to test)
        given, surname = PERSONS[k % len(PERSONS)]
        person, designation = f"{given} {surname}", DESIGNATIONS[k % len(DESIGNATIONS)]
        blocks, own_heading, name = _blocks(layout, person, designation, country)
        out.append({"id": f"{layout}-{markup}-{country}-{heading[:4]}-{designation}",
                    "html": _page(blocks, markup, own_heading or heading), "expect": _expect(name, person, country)})
    for k, designation in enumerate(MORE):
        layout = ("designation-person", "person-designation", "designation-inh")[k % 3]
        blocks, _own, name = _blocks(layout, "Katrin Wolters", designation, "DE")
        out.append({"id": f"more-{layout}-{designation}", "html": _page(blocks, "br", HEADINGS[k % 2]),
                    "expect": {"name": name, "legal_form": "Einzelunternehmen",
                               "representatives": [{"name": "Katrin Wolters", "role": "owner"}]}})
    return out


def test_grid_sole_traders():
    all_cases = cases()
    assert 250 <= len(all_cases) <= 400 and len({c["id"] for c in all_cases}) == len(all_cases)
    assert wrong_cases(all_cases) == []
