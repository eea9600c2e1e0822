"""Grid of invented Austrian and Swiss imprints (issue 19, forty-second parser round): language and layout coverage.

Each case is a minimal page that varies one thing against a plain base page: the kind of provider (AT sole trader,
GmbH, OG, KG, e.U., Verein; CH Einzelfirma, GmbH, AG, Genossenschaft, Verein, Kollektivgesellschaft, French Sàrl/SA and
entreprise individuelle, Italian Sagl/SA and ditta individuale), the wording of a label (§ 5 ECG / § 25 MedienG fields:
Medieninhaber, Unternehmensgegenstand, Gewerbebehörde, Firmenbuchnummer, Firmenbuchgericht, UID-Nr.; Swiss UID, MWST-Nr.,
Handelsregister, Inhaber, Geschäftsführer; French and Italian labels), the form of the address (stair/door parts, "A-",
"CH-", a Postfach line) and the form of the phone number. Only the fields a case is about are compared, representatives
as a set of (name, role), as the convention probes do.

Expectations follow CONTRACT section 7 and the conventions of ``corpus/REAL.md``: an Austrian sole trader has legal form
`null` but its person is the `owner` (3, 29); an AT register is court `-` and number "FN" + digits + letter (4, 63); a
Swiss register is the UID (CONTRACT; 47, 90), the VAT id the UID with MWST whatever its language (90, French "TVA"); an
Austrian Verein's form and ZVR number are `null`, its Obmann/Obfrau `chair_of_board`, Stellvertreter, Kassier and
Schriftführer `board_member` (25); a Swiss club's or board's Präsident(in) is `president` (112, 225, 351), a
Vizepräsident a `board_member` (1226); a Swiss one-person business is `Einzelunternehmen` (3, 47, 65); Sàrl and Sagl are
`GmbH`, SA is `AG` (307); OG and Kollektivgesellschaft partners are `partner`s, a KG's limited partner none (CONTRACT);
a Postfach is never the street (CONTRACT); a Swiss person-named firm entered in the Handelsregister is an Einzelfirma (250);
a person alone with her address is a private page (11, 12, 111); a trade word that is also a surname stays part of a name
("Inhaber: Anna Schreiner").
"""

from __future__ import annotations

from tests.imprint.grid import wrong_cases

AT_FN = {"country": "AT", "court": "-", "number": "FN 482913k"}
CH_UID = {"country": "CH", "court": "-", "number": "CHE-418.275.936"}
AT_ADDR = {"street": "Hauptplatz 3/2/14", "postal_code": "4020", "city": "Linz", "country": "AT"}
CH_ADDR = {"street": "Technikumstrasse 38", "postal_code": "8400", "city": "Winterthur", "country": "CH"}


def _page(body: str, title: str = "Impressum", heading: str = "<h1>Impressum</h1>") -> str:
    return (f'<html><head><meta charset="utf-8"><title>{title}</title></head><body>'
            '<nav><a href="/">Start</a> <a href="/impressum/">Impressum</a></nav><main>'
            f"{heading}{body}</main><footer>© 2026</footer></body></html>")


def _reps(*pairs: tuple[str, str]) -> list[dict[str, str]]:
    return [{"name": n, "role": r} for n, r in pairs]


# --- Austrian provider kinds: (kind, provider block, expected fields) -------------------------------------------------
_AT_TAIL = "<p>Hauptplatz 3/2/14<br>4020 Linz<br>Österreich</p><p>Telefon: +43 732 771204<br>E-Mail: office@hofbauer-linz.at</p>"
_AT_SOLE_FIELDS = ("<p>Unternehmensgegenstand: Tischlerei<br>Gewerbebehörde: Magistrat der Landeshauptstadt Linz<br>"
                   "Mitglied der WKÖ, Landesinnung Tischler</p>")
AT_KINDS: list[tuple[str, str, dict]] = [
    ("sole-name", "<h2>Angaben gemäß § 5 ECG</h2><p>Name: Lukas Hofbauer</p>" + _AT_TAIL + _AT_SOLE_FIELDS,
     {"name": "Lukas Hofbauer", "legal_form": None, "register": None, "representatives": _reps(("Lukas Hofbauer", "owner"))}),
    ("sole-medieninhaber", "<h2>Medieninhaber und Herausgeber</h2><p>Lukas Hofbauer</p>" + _AT_TAIL + _AT_SOLE_FIELDS,
     {"name": "Lukas Hofbauer", "legal_form": None, "representatives": _reps(("Lukas Hofbauer", "owner"))}),
    ("sole-designation", "<p>Tischlerei Hofbauer<br>Inhaber: Lukas Hofbauer</p>" + _AT_TAIL + _AT_SOLE_FIELDS,
     {"name": "Tischlerei Hofbauer", "legal_form": None, "representatives": _reps(("Lukas Hofbauer", "owner"))}),
    ("sole-einzelunternehmen", "<p>Lukas Hofbauer<br>Einzelunternehmen</p>" + _AT_TAIL
     + "<p>UID-Nr.: ATU68412937<br>Gewerbebehörde: Magistrat der Landeshauptstadt Linz</p>",
     {"name": "Lukas Hofbauer", "legal_form": None, "vat_id": "ATU68412937",
      "representatives": _reps(("Lukas Hofbauer", "owner"))}),
    ("sole-berufsbezeichnung", "<p>Lukas Hofbauer</p>" + _AT_TAIL
     + "<p>Berufsbezeichnung: Zimmermeister<br>Kammer: Wirtschaftskammer Oberösterreich<br>Verleihungsstaat: Österreich</p>",
     {"name": "Lukas Hofbauer", "legal_form": None, "representatives": _reps(("Lukas Hofbauer", "owner"))}),
    ("sole-vertreten", "<p>Hofbauer Holzbau</p>" + _AT_TAIL + "<p>Vertreten durch: Lukas Hofbauer</p>"
     + "<p>UID-Nr.: ATU68412937</p>",
     {"name": "Hofbauer Holzbau", "legal_form": None, "representatives": _reps(("Lukas Hofbauer", "owner"))}),
    ("gmbh-fields", "<p>Hofbauer Holzbau GmbH</p>" + _AT_TAIL
     + "<p>Firmenbuchnummer: FN 482913 k<br>Firmenbuchgericht: Landesgericht Linz<br>Geschäftsführer: Lukas Hofbauer</p>",
     {"name": "Hofbauer Holzbau GmbH", "legal_form": "GmbH", "register": AT_FN,
      "representatives": _reps(("Lukas Hofbauer", "managing_director"))}),
    ("gmbh-oneline", "<p>Hofbauer Holzbau GmbH</p>" + _AT_TAIL
     + "<p>FN 482913k, Handelsgericht Wien<br>Geschäftsführerin: Mag. Eva Lechner</p>",
     {"name": "Hofbauer Holzbau GmbH", "legal_form": "GmbH", "register": AT_FN,
      "representatives": _reps(("Eva Lechner", "managing_director"))}),
    ("gmbh-medieninhaber", "<p>Medieninhaber und Herausgeber: Hofbauer Holzbau GmbH</p>" + _AT_TAIL
     + "<p>Firmensitz: Linz<br>Firmenbuch: FN 482913k<br>Vertreten durch: Lukas Hofbauer (Geschäftsführer)</p>",
     {"name": "Hofbauer Holzbau GmbH", "legal_form": "GmbH", "register": AT_FN,
      "representatives": _reps(("Lukas Hofbauer", "managing_director"))}),
    ("gmbh-gesmbh", "<p>Hofbauer Holzbau Gesellschaft m.b.H.</p>" + _AT_TAIL
     + "<p>Firmenbuchnummer: 482913k<br>Geschäftsführung: DI Lukas Hofbauer, Eva Lechner</p>",
     {"name": "Hofbauer Holzbau Gesellschaft m.b.H.", "legal_form": "GmbH", "register": AT_FN,
      "representatives": _reps(("Lukas Hofbauer", "managing_director"), ("Eva Lechner", "managing_director"))}),
    ("og", "<p>Hofbauer &amp; Lechner OG</p>" + _AT_TAIL
     + "<p>Firmenbuchnummer: FN 517204 t<br>Firmenbuchgericht: Landesgericht Linz<br>"
     "Gesellschafter: Lukas Hofbauer, Eva Lechner</p>",
     {"name": "Hofbauer & Lechner OG", "legal_form": "OG",
      "register": {"country": "AT", "court": "-", "number": "FN 517204t"},
      "representatives": _reps(("Lukas Hofbauer", "partner"), ("Eva Lechner", "partner"))}),
    ("og-unbeschraenkt", "<p>Hofbauer &amp; Lechner OG</p>" + _AT_TAIL
     + "<p>Unbeschränkt haftende Gesellschafter: Lukas Hofbauer und Eva Lechner<br>FN 517204t, Landesgericht Linz</p>",
     {"name": "Hofbauer & Lechner OG", "legal_form": "OG",
      "representatives": _reps(("Lukas Hofbauer", "partner"), ("Eva Lechner", "partner"))}),
    ("kg", "<p>Hofbauer Transporte KG</p>" + _AT_TAIL
     + "<p>Firmenbuchnummer: FN 390861 p<br>Komplementär: Lukas Hofbauer<br>Kommanditistin: Eva Lechner</p>",
     {"name": "Hofbauer Transporte KG", "legal_form": "KG",
      "register": {"country": "AT", "court": "-", "number": "FN 390861p"},
      "representatives": _reps(("Lukas Hofbauer", "partner"))}),
    ("eu-inhaberin", "<p>Anna Roth e.U.<br>Inhaberin: Anna Roth</p>" + _AT_TAIL
     + "<p>Firmenbuchnummer: FN 503718 w<br>Firmenbuchgericht: Landesgericht Linz</p>",
     {"name": "Anna Roth e.U.", "legal_form": "e.U.",
      "register": {"country": "AT", "court": "-", "number": "FN 503718w"},
      "representatives": _reps(("Anna Roth", "owner"))}),
    ("eu-personline", "<p>Roth Grafik e.U.<br>Anna Roth</p>" + _AT_TAIL + "<p>FN 503718w, Landesgericht Linz</p>",
     {"name": "Roth Grafik e.U.", "legal_form": "e.U.", "representatives": _reps(("Anna Roth", "owner"))}),
    ("eu-medieninhaber", "<p>Medieninhaberin: Anna Roth e.U.</p>" + _AT_TAIL
     + "<p>Unternehmensgegenstand: Grafikdesign<br>Firmenbuchnummer: FN 503718w<br>Inhaberin: Mag.a Anna Roth</p>",
     {"name": "Anna Roth e.U.", "legal_form": "e.U.", "representatives": _reps(("Anna Roth", "owner"))}),
]
# Austrian Verein: officer words (role) and two layouts (colon, parenthesis)
AT_CLUB_OFFICERS = [("Obmann", "chair_of_board"), ("Obfrau", "chair_of_board"), ("Obmann-Stellvertreter", "board_member"),
                    ("Obfrau-Stellvertreterin", "board_member"), ("Kassier", "board_member"), ("Kassierin", "board_member"),
                    ("Schriftführer", "board_member"), ("Schriftführerin", "board_member")]

# --- Swiss provider kinds -----------------------------------------------------------------------------------------------
_CH_TAIL = ("<p>Technikumstrasse 38<br>8400 Winterthur<br>Schweiz</p>"
            "<p>Telefon: 052 213 48 67<br>E-Mail: info@keller-winterthur.ch</p>")
_CH_UID = "<p>UID: CHE-418.275.936<br>MWST-Nr.: CHE-418.275.936 MWST</p>"
CH_KINDS: list[tuple[str, str, dict]] = [
    ("einzelfirma-rechtsform", "<p>Schreinerei Keller<br>Inhaber: Beat Keller</p>" + _CH_TAIL
     + "<p>Rechtsform: Einzelfirma</p>" + _CH_UID,
     {"name": "Schreinerei Keller", "legal_form": "Einzelunternehmen", "register": CH_UID,
      "vat_id": "CHE418275936MWST", "representatives": _reps(("Beat Keller", "owner"))}),
    ("einzelfirma-name", "<p>Schreinerei Keller, Einzelfirma<br>Inhaber: Beat Keller</p>" + _CH_TAIL + _CH_UID,
     {"legal_form": "Einzelunternehmen", "register": CH_UID, "representatives": _reps(("Beat Keller", "owner"))}),
    ("einzelunternehmen", "<p>Schreinerei Keller<br>Einzelunternehmen<br>Inhaberin: Claudia Keller</p>" + _CH_TAIL,
     {"legal_form": "Einzelunternehmen", "representatives": _reps(("Claudia Keller", "owner"))}),
    ("einzel-noword", "<p>Schreinerei Keller<br>Inhaber: Beat Keller</p>" + _CH_TAIL
     + "<p>Handelsregister: Kanton Zürich<br>UID: CHE-418.275.936</p>",
     {"name": "Schreinerei Keller", "legal_form": "Einzelunternehmen", "register": CH_UID,
      "representatives": _reps(("Beat Keller", "owner"))}),
    ("gmbh", "<p>Keller Informatik GmbH</p>" + _CH_TAIL + "<p>Geschäftsführer: Reto Keller</p>" + _CH_UID,
     {"name": "Keller Informatik GmbH", "legal_form": "GmbH", "register": CH_UID, "vat_id": "CHE418275936MWST",
      "representatives": _reps(("Reto Keller", "managing_director"))}),
    ("gmbh-hr", "<p>Keller Informatik GmbH</p>" + _CH_TAIL
     + "<p>Vertretungsberechtigte Person: Reto Keller, Geschäftsführer</p>"
     "<p>Handelsregisteramt: Kanton Zürich<br>Firmennummer: CHE-418.275.936</p>",
     {"name": "Keller Informatik GmbH", "legal_form": "GmbH", "register": CH_UID, "vat_id": None,
      "representatives": _reps(("Reto Keller", "managing_director"))}),
    ("ag-vr", "<p>Alpstein Treuhand AG</p>" + _CH_TAIL
     + "<p>Verwaltungsrat:<br>Reto Keller, Präsident<br>Claudia Brunner, Mitglied</p>" + _CH_UID,
     {"name": "Alpstein Treuhand AG", "legal_form": "AG", "register": CH_UID,
      "representatives": _reps(("Reto Keller", "president"), ("Claudia Brunner", "board_member"))}),
    ("ag-gl", "<p>Alpstein Treuhand AG</p>" + _CH_TAIL
     + "<p>Vertretungsberechtigte Personen:<br>Reto Keller, Präsident des Verwaltungsrates<br>"
     "Claudia Brunner, Vizepräsidentin</p>" + _CH_UID,
     {"name": "Alpstein Treuhand AG", "legal_form": "AG",
      "representatives": _reps(("Reto Keller", "president"), ("Claudia Brunner", "board_member"))}),
    ("genossenschaft", "<p>Wohnbaugenossenschaft Sonnhalde</p>" + _CH_TAIL
     + "<p>Präsidentin: Claudia Brunner</p>" + _CH_UID,
     {"name": "Wohnbaugenossenschaft Sonnhalde", "legal_form": "Genossenschaft", "register": CH_UID,
      "representatives": _reps(("Claudia Brunner", "president"))}),
    ("kollektiv-name", "<p>Keller &amp; Brunner Kollektivgesellschaft</p>" + _CH_TAIL
     + "<p>Gesellschafter: Beat Keller, Claudia Brunner</p>" + _CH_UID,
     {"name": "Keller & Brunner Kollektivgesellschaft", "legal_form": "Kollektivgesellschaft", "register": CH_UID,
      "representatives": _reps(("Beat Keller", "partner"), ("Claudia Brunner", "partner"))}),
    ("kollektiv-rechtsform", "<p>Keller &amp; Brunner</p>" + _CH_TAIL
     + "<p>Rechtsform: Kollektivgesellschaft<br>Gesellschafter: Beat Keller, Claudia Brunner</p>" + _CH_UID,
     {"name": "Keller & Brunner", "legal_form": "Kollektivgesellschaft",
      "representatives": _reps(("Beat Keller", "partner"), ("Claudia Brunner", "partner"))}),
    ("gmbh-content-only", "<p>Keller Informatik GmbH</p>" + _CH_TAIL
     + "<p>Verantwortlich für den Inhalt: Reto Keller</p>" + _CH_UID,
     {"name": "Keller Informatik GmbH", "legal_form": "GmbH", "representatives": []}),
    ("ag-inhaber", "<p>Alpstein Treuhand AG</p>" + _CH_TAIL
     + "<p>Inhaber: Reto Keller<br>Geschäftsleitung: Claudia Brunner</p>" + _CH_UID,
     {"name": "Alpstein Treuhand AG", "legal_form": "AG",
      "representatives": _reps(("Claudia Brunner", "managing_director"))}),
    ("ag-vrp", "<p>Alpstein Treuhand AG</p>" + _CH_TAIL
     + "<p>Verwaltungsratspräsident: Reto Keller<br>Mitglied des Verwaltungsrates: Claudia Brunner</p>" + _CH_UID,
     {"name": "Alpstein Treuhand AG", "legal_form": "AG",
      "representatives": _reps(("Reto Keller", "president"), ("Claudia Brunner", "board_member"))}),
    ("stiftung", "<p>Stiftung Alpsteinhilfe</p>" + _CH_TAIL
     + "<p>Stiftungsrat:<br>Reto Keller, Präsident<br>Claudia Brunner</p>" + _CH_UID,
     {"name": "Stiftung Alpsteinhilfe", "legal_form": "Stiftung", "register": CH_UID,
      "representatives": _reps(("Reto Keller", "president"), ("Claudia Brunner", "board_member"))}),
]
# Swiss Verein: officer words (role); the club prints "Rechtsform: Verein"
CH_CLUB_OFFICERS = [("Präsident", "president"), ("Präsidentin", "president"), ("Vizepräsident", "board_member"),
                    ("Vizepräsidentin", "board_member"), ("Kassier", "board_member"), ("Kassierin", "board_member"),
                    ("Aktuar", "board_member"), ("Aktuarin", "board_member")]

# --- French and Italian Swiss pages ---------------------------------------------------------------------------------------
_FR_TAIL = "<p>Adresse: Rue du Marché 12, 1204 Genève</p><p>Téléphone: +41 22 781 36 54<br>E-mail: info@favre-geneve.ch</p>"
_IT_TAIL = ("<p>Indirizzo: Via Cantonale 14, 6900 Lugano</p>"
            "<p>Telefono: +41 91 922 47 18<br>E-mail: info@bernasconi-lugano.ch</p>")
_FR_ADDR = {"street": "Rue du Marché 12", "postal_code": "1204", "city": "Genève", "country": "CH"}
_IT_ADDR = {"street": "Via Cantonale 14", "postal_code": "6900", "city": "Lugano", "country": "CH"}
LATIN_KINDS: list[tuple[str, str, dict]] = [
    ("fr-sarl", "<h2>Informations légales</h2><p>Raison sociale: Atelier Favre Sàrl</p>" + _FR_TAIL
     + "<p>Associé gérant: Luc Favre<br>IDE: CHE-418.275.936</p>",
     {"name": "Atelier Favre Sàrl", "legal_form": "GmbH", "register": CH_UID, "address": _FR_ADDR,
      "phone": "+41227813654", "representatives": _reps(("Luc Favre", "managing_director"))}),
    ("fr-sa", "<h2>Informations légales</h2><p>Raison sociale: Horlogerie Favre SA</p>" + _FR_TAIL
     + "<p>IDE / N° TVA: CHE-418.275.936 TVA</p>",
     {"name": "Horlogerie Favre SA", "legal_form": "AG", "register": CH_UID, "vat_id": "CHE418275936MWST",
      "address": _FR_ADDR}),
    ("fr-ei", "<h2>Informations légales</h2><p>Raison sociale: Menuiserie Favre<br>"
     "Forme juridique: Entreprise individuelle<br>Titulaire: Marc Favre</p>" + _FR_TAIL,
     {"name": "Menuiserie Favre", "legal_form": "Einzelunternehmen", "address": _FR_ADDR, "phone": "+41227813654",
      "representatives": _reps(("Marc Favre", "owner"))}),
    ("fr-ei-name", "<h2>Informations légales</h2><p>Menuiserie Favre, entreprise individuelle<br>"
     "Titulaire: Marc Favre</p>" + _FR_TAIL,
     {"legal_form": "Einzelunternehmen", "representatives": _reps(("Marc Favre", "owner"))}),
    ("it-sagl", "<h2>Note legali</h2><p>Ragione sociale: Bernasconi Informatica Sagl</p>" + _IT_TAIL
     + "<p>Gerente: Marco Bernasconi<br>IDI: CHE-418.275.936</p>",
     {"name": "Bernasconi Informatica Sagl", "legal_form": "GmbH", "register": CH_UID, "address": _IT_ADDR,
      "phone": "+41919224718", "representatives": _reps(("Marco Bernasconi", "managing_director"))}),
    ("it-sa", "<h2>Note legali</h2><p>Bernasconi Costruzioni SA</p>" + _IT_TAIL
     + "<p>Numero IVA: CHE-418.275.936 IVA</p>",
     {"name": "Bernasconi Costruzioni SA", "legal_form": "AG", "vat_id": "CHE418275936MWST", "address": _IT_ADDR}),
    ("it-ditta", "<h2>Note legali</h2><p>Falegnameria Bernasconi<br>Ditta individuale<br>"
     "Titolare: Marco Bernasconi</p>" + _IT_TAIL,
     {"name": "Falegnameria Bernasconi", "legal_form": "Einzelunternehmen", "address": _IT_ADDR,
      "phone": "+41919224718", "representatives": _reps(("Marco Bernasconi", "owner"))}),
    ("it-ditta-label", "<h2>Note legali</h2><p>Ragione sociale: Falegnameria Bernasconi<br>"
     "Forma giuridica: Ditta individuale<br>Titolare: Marco Bernasconi</p>" + _IT_TAIL,
     {"name": "Falegnameria Bernasconi", "legal_form": "Einzelunternehmen",
      "representatives": _reps(("Marco Bernasconi", "owner"))}),
]

# French and Italian labels varied on a Sàrl's / Sagl's page: (language, slot, printed value, field, expected)
_LATIN_PAGE = {
    "fr": ("<h2>Mentions légales</h2><p>{name}<br>{street}<br>{postal}</p><p>{phone}<br>E-mail: info@favre-geneve.ch</p>"
           "<p>{rep}<br>IDE: CHE-418.275.936</p>",
           {"name": "Raison sociale: Atelier Favre Sàrl", "street": "Rue du Marché 12", "postal": "1204 Genève",
            "phone": "Téléphone: +41 22 781 36 54", "rep": "Gérant: Luc Favre"}),
    "it": ("<h2>Note legali</h2><p>{name}<br>{street}<br>{postal}</p><p>{phone}<br>E-mail: info@bernasconi-lugano.ch</p>"
           "<p>{rep}<br>IDI: CHE-418.275.936</p>",
           {"name": "Ragione sociale: Bernasconi Informatica Sagl", "street": "Via Cantonale 14", "postal": "6900 Lugano",
            "phone": "Telefono: +41 91 922 47 18", "rep": "Gerente: Marco Bernasconi"}),
}
LATIN_FIELDS: list[tuple[str, str, str, str, object]] = [
    ("fr", "phone", "Tél.: 022 781 36 54", "phone", "+41227813654"),
    ("fr", "phone", "Tél. +41 22 781 36 54", "phone", "+41227813654"),
    ("fr", "phone", "Téléphone: 022 781 36 54", "phone", "+41227813654"),
    ("fr", "street", "Adresse: Rue du Marché 12", "address", _FR_ADDR),
    ("fr", "postal", "CH-1204 Genève", "address", _FR_ADDR),
    ("fr", "name", "Atelier Favre Sàrl", "legal_form", "GmbH"),
    ("fr", "name", "Atelier Favre SARL", "legal_form", "GmbH"),
    ("fr", "name", "Nom: Atelier Favre Sàrl", "name", "Atelier Favre Sàrl"),
    ("fr", "rep", "Gérant: Luc Favre", "representatives", _reps(("Luc Favre", "managing_director"))),
    ("fr", "rep", "Associé gérant: Luc Favre", "representatives", _reps(("Luc Favre", "managing_director"))),
    ("fr", "rep", "Responsable du contenu: Luc Favre", "representatives", []),
    ("fr", "rep", "Directeur: Luc Favre", "representatives", _reps(("Luc Favre", "managing_director"))),
    ("it", "phone", "Tel.: 091 922 47 18", "phone", "+41919224718"),
    ("it", "phone", "Telefono: 091 922 47 18", "phone", "+41919224718"),
    ("it", "phone", "Tel. +41 91 922 47 18", "phone", "+41919224718"),
    ("it", "street", "Indirizzo: Via Cantonale 14", "address", _IT_ADDR),
    ("it", "postal", "CH-6900 Lugano", "address", _IT_ADDR),
    ("it", "name", "Bernasconi Informatica Sagl", "legal_form", "GmbH"),
    ("it", "name", "Bernasconi Informatica SAGL", "legal_form", "GmbH"),
    ("it", "name", "Ragione sociale: Bernasconi Informatica Sagl", "legal_form", "GmbH"),
    ("it", "rep", "Gerente: Marco Bernasconi", "representatives", _reps(("Marco Bernasconi", "managing_director"))),
    ("it", "rep", "Socio gerente: Marco Bernasconi", "representatives", _reps(("Marco Bernasconi", "managing_director"))),
    ("it", "rep", "Responsabile dei contenuti: Marco Bernasconi", "representatives", []),
]

# --- One field varied on an Austrian GmbH's page ---------------------------------------------------------------------
_AT_GMBH = "<p>Hofbauer Holzbau GmbH<br>{street}<br>{postal}</p><p>{phone}<br>E-Mail: office@hofbauer-linz.at</p><p>{reg}<br>{vat}</p>"
_AT_BASE = {"street": "Hauptplatz 3/2/14", "postal": "4020 Linz", "phone": "Telefon: +43 732 771204",
            "reg": "Firmenbuchnummer: FN 482913k", "vat": "UID-Nr.: ATU68412937"}
AT_FIELDS: list[tuple[str, str, str, object]] = [
    # (slot, printed value, field, expected)
    ("reg", "Firmenbuchnummer: FN 482913 k", "register", AT_FN),
    ("reg", "Firmenbuchnummer: 482913 k", "register", AT_FN),
    ("reg", "FN: 482913k", "register", AT_FN),
    ("reg", "Firmenbuch-Nr.: FN 482913k", "register", AT_FN),
    ("reg", "Firmenbuch: FN 482913k, Landesgericht Linz", "register", AT_FN),
    ("reg", "Firmenbuchnummer: FN 482913k<br>Firmenbuchgericht: Landesgericht Linz", "register", AT_FN),
    ("reg", "FN 482913k, Handelsgericht Wien", "register", AT_FN),
    ("reg", "Eingetragen im Firmenbuch des Landesgerichts Linz unter FN 482913k", "register", AT_FN),
    ("reg", "Firmenbuchnummer: FN-482913k", "register", AT_FN),
    ("reg", "Firmenbuchnummer: FN 482913K", "register", AT_FN),
    ("vat", "UID-Nr.: ATU68412937", "vat_id", "ATU68412937"),
    ("vat", "UID: ATU 68412937", "vat_id", "ATU68412937"),
    ("vat", "UID-Nummer: ATU 684 129 37", "vat_id", "ATU68412937"),
    ("vat", "Umsatzsteuer-Identifikationsnummer: ATU68412937", "vat_id", "ATU68412937"),
    ("vat", "USt-IdNr.: ATU68412937", "vat_id", "ATU68412937"),
    ("vat", "UID-Nr.: 68412937", "vat_id", "ATU68412937"),
    ("vat", "Steuernummer: 46 518/2937", "vat_id", None),
    ("street", "Hauptplatz 3/2/14", "address", AT_ADDR),
    ("street", "Hauptplatz 3/Stiege 2/Top 14", "address", dict(AT_ADDR, street="Hauptplatz 3/Stiege 2/Top 14")),
    ("street", "Hauptplatz 3, Top 14", "address", dict(AT_ADDR, street="Hauptplatz 3, Top 14")),
    ("street", "Landstraße 17/5", "address", dict(AT_ADDR, street="Landstraße 17/5")),
    ("postal", "A-4020 Linz", "address", AT_ADDR),
    ("postal", "A 4020 Linz", "address", AT_ADDR),
    ("postal", "AT-4020 Linz", "address", AT_ADDR),
    ("postal", "4020 Linz, Österreich", "address", AT_ADDR),
    ("postal", "4020 Linz an der Donau", "address", dict(AT_ADDR, city="Linz an der Donau")),
    ("postal", "1070 Wien", "address", dict(AT_ADDR, postal_code="1070", city="Wien")),
    ("postal", "6020 Innsbruck, Tirol", "address", dict(AT_ADDR, postal_code="6020", city="Innsbruck")),
    ("phone", "Telefon: +43 732 771204", "phone", "+43732771204"),
    ("phone", "Tel.: 0732 771204", "phone", "+43732771204"),
    ("phone", "Tel.: 0732/771204", "phone", "+43732771204"),
    ("phone", "Tel: +43 (0)732 77 12 04", "phone", "+43732771204"),
    ("phone", "T: +43 732 771204", "phone", "+43732771204"),
    ("phone", "Telefon: 0043 732 771204", "phone", "+43732771204"),
    ("phone", "Tel.: 01 5872340", "phone", "+4315872340"),
    ("phone", "Mobil: 0664 2817395", "phone", None),
    ("phone", "Telefon: +43 732 771204<br>Fax: +43 732 771204-9", "phone", "+43732771204"),
]

# --- One field varied on a Swiss GmbH's page ------------------------------------------------------------------------------
_CH_GMBH = ("<p>Keller Informatik GmbH<br>{street}<br>{postal}</p><p>{phone}<br>E-Mail: info@keller-winterthur.ch</p>"
            "<p>Geschäftsführer: Reto Keller</p><p>{reg}<br>{vat}</p>")
_CH_BASE = {"street": "Technikumstrasse 38", "postal": "8400 Winterthur", "phone": "Telefon: 052 213 48 67",
            "reg": "UID: CHE-418.275.936", "vat": "MWST-Nr.: CHE-418.275.936 MWST"}
CH_FIELDS: list[tuple[str, str, str, object]] = [
    ("reg", "UID: CHE-418.275.936", "register", CH_UID),
    ("reg", "UID-Nummer: CHE-418.275.936", "register", CH_UID),
    ("reg", "Unternehmens-Identifikationsnummer (UID): CHE-418.275.936", "register", CH_UID),
    ("reg", "Handelsregister: Kanton Zürich<br>UID: CHE-418.275.936", "register", CH_UID),
    ("reg", "Handelsregisteramt des Kantons Zürich<br>Firmennummer: CHE-418.275.936", "register", CH_UID),
    ("reg", "Eingetragen im Handelsregister des Kantons Zürich, CHE-418.275.936", "register", CH_UID),
    ("reg", "Handelsregister-Nummer: CHE-418.275.936", "register", CH_UID),
    ("reg", "UID: CHE 418 275 936", "register", CH_UID),
    ("reg", "UID: CHE-418.275.936 MWST", "register", CH_UID),
    ("vat", "MWST-Nr.: CHE-418.275.936 MWST", "vat_id", "CHE418275936MWST"),
    ("vat", "MwSt-Nummer: CHE-418.275.936 MWST", "vat_id", "CHE418275936MWST"),
    ("vat", "Mehrwertsteuernummer: CHE-418.275.936 MWST", "vat_id", "CHE418275936MWST"),
    ("vat", "MWST: CHE-418.275.936 MWST", "vat_id", "CHE418275936MWST"),
    ("vat", "Nicht mehrwertsteuerpflichtig", "vat_id", None),
    ("street", "Technikumstrasse 38", "address", CH_ADDR),
    ("street", "Technikumstrasse 38<br>Postfach", "address", CH_ADDR),
    ("street", "Technikumstrasse 38<br>Postfach 214", "address", CH_ADDR),
    ("street", "c/o Treuhand Brunner AG<br>Technikumstrasse 38", "address", CH_ADDR),
    ("street", "Untere Vogelsangstrasse 7a", "address", dict(CH_ADDR, street="Untere Vogelsangstrasse 7a")),
    ("street", "Im Grüt 12", "address", dict(CH_ADDR, street="Im Grüt 12")),
    ("postal", "CH-8400 Winterthur", "address", CH_ADDR),
    ("postal", "CH 8400 Winterthur", "address", CH_ADDR),
    ("postal", "8400 Winterthur, Schweiz", "address", CH_ADDR),
    ("postal", "8400 Winterthur ZH", "address", dict(CH_ADDR, city="Winterthur ZH")),
    ("postal", "9000 St. Gallen", "address", dict(CH_ADDR, postal_code="9000", city="St. Gallen")),
    ("postal", "3011 Bern", "address", dict(CH_ADDR, postal_code="3011", city="Bern")),
    ("phone", "Telefon: 052 213 48 67", "phone", "+41522134867"),
    ("phone", "Tel. +41 52 213 48 67", "phone", "+41522134867"),
    ("phone", "Tel: +41 (0)52 213 48 67", "phone", "+41522134867"),
    ("phone", "T 052 213 48 67", "phone", "+41522134867"),
    ("phone", "Telefon: 0041 52 213 48 67", "phone", "+41522134867"),
    ("phone", "Tel.: 052 / 213 48 67", "phone", "+41522134867"),
    ("phone", "Mobile: 079 318 52 47", "phone", None),
    ("phone", "Telefon: 052 213 48 67<br>Fax: 052 213 48 68", "phone", "+41522134867"),
]

# --- Owner labels and sole-trader wording, both countries ---------------------------------------------------------------
OWNER_LABELS = ["Inhaber", "Inhaberin", "Inh.", "Geschäftsinhaber", "Alleininhaber", "Firmeninhaber"]
# trade words that are surnames too (the brief's point 4): inside a name they stay a name
OWNER_NAMES = ["Stefan Aigner", "Anna Schreiner", "Lukas Maurer", "Eva Glaser", "Beat Metzger", "Jana Steinmetz"]
SOLE_DESIGNATIONS = ["Tischlerei Hofbauer", "Hofbauer Elektrotechnik", "Malerei Hofbauer", "Gasthof zur Linde",
                     "Fotostudio Lichtblick"]


# --- One business signal beside a person (conventions 12, 29, 47, 111): AT sole trader `null` + owner, CH Einzelunternehmen
AT_SIGNALS = ["Unternehmensgegenstand: Tischlerei", "Gewerbebehörde: Bezirkshauptmannschaft Kirchdorf an der Krems",
              "Mitglied der WKÖ", "Kammer: Wirtschaftskammer Oberösterreich", "Berufsbezeichnung: Tischler",
              "UID-Nr.: ATU73920518", "Gewerbewortlaut: Tischler", "Kammerzugehörigkeit: Wirtschaftskammer Oberösterreich",
              "Aufsichtsbehörde: Bezirkshauptmannschaft Kirchdorf an der Krems",
              "Berufsrecht: Gewerbeordnung, www.ris.bka.gv.at", None]
CH_SIGNALS = ["UID: CHE-392.604.718", "MWST-Nr.: CHE-392.604.718 MWST", "Handelsregister: Kanton Zürich, CHE-392.604.718",
              "Rechtsform: Einzelfirma", "Berufsbezeichnung: Physiotherapeutin", None]
# Austrian club and Swiss association wording: (id, block, expected)
CLUB_WORDING: list[tuple[str, str, dict]] = [
    ("at-zvr-nr", "<p>Vereinsname: Sportunion Micheldorf</p><p>Kremstalstraße 20<br>4563 Micheldorf</p>"
     "<p>ZVR-Nr.: 582047196<br>Obfrau: Theresa Pils</p>",
     {"name": "Sportunion Micheldorf", "legal_form": None, "register": None,
      "representatives": _reps(("Theresa Pils", "chair_of_board"))}),
    ("at-zvr-paren", "<p>Sportunion Micheldorf (ZVR 582047196)</p><p>Kremstalstraße 20<br>4563 Micheldorf</p>"
     "<p>Vertreten durch die Obfrau Theresa Pils</p>",
     {"name": "Sportunion Micheldorf", "legal_form": None, "register": None,
      "representatives": _reps(("Theresa Pils", "chair_of_board"))}),
    ("at-zvr-zahl", "<p>Sportunion Micheldorf<br>Kremstalstraße 20<br>4563 Micheldorf</p>"
     "<p>ZVR-Zahl: 582047196<br>Vereinssitz: Micheldorf</p><p>Obmann: Ing. Herbert Pils<br>Kassier: Walter Gruber</p>",
     {"name": "Sportunion Micheldorf", "legal_form": None, "register": None,
      "address": {"street": "Kremstalstraße 20", "postal_code": "4563", "city": "Micheldorf", "country": "AT"},
      "representatives": _reps(("Herbert Pils", "chair_of_board"), ("Walter Gruber", "board_member"))}),
    ("at-zvr-zahl-paren", "<p>Musikverein Micheldorf (ZVR-Zahl: 582047196)<br>Kremstalstraße 20<br>4563 Micheldorf</p>"
     "<p>Obmann: Herbert Pils</p>",
     {"name": "Musikverein Micheldorf", "register": None, "representatives": _reps(("Herbert Pils", "chair_of_board"))}),
    ("ch-label-above", "<p>Verein<br>Jodlerklub Säntisblick<br>Dorfstrasse 9<br>9100 Herisau</p>"
     "<p>Präsident: Ueli Frick</p>",
     {"name": "Jodlerklub Säntisblick", "legal_form": "Verein", "representatives": _reps(("Ueli Frick", "president"))}),
    ("ch-verein-name", "<p>Verein Jodlerfreunde Säntis<br>Dorfstrasse 9<br>9100 Herisau</p>"
     "<p>Präsidentin: Vreni Frick<br>Kassier: Ueli Zuberbühler</p>",
     {"name": "Verein Jodlerfreunde Säntis", "legal_form": "Verein",
      "representatives": _reps(("Vreni Frick", "president"), ("Ueli Zuberbühler", "board_member"))}),
    ("ch-praesidium", "<p>Verein Jodlerfreunde Säntis<br>Dorfstrasse 9<br>9100 Herisau</p>"
     "<p>Präsidium: Vreni Frick, Ueli Zuberbühler</p>",
     {"legal_form": "Verein", "representatives": _reps(("Vreni Frick", "president"), ("Ueli Zuberbühler", "president"))}),
]


# Whole address and phone layouts: (id, block, expected)
LAYOUTS: list[tuple[str, str, dict]] = [
    ("ch-postfach-only", "<p>Keller Informatik GmbH<br>Postfach 214<br>8401 Winterthur</p><p>Tel. +41 (0) 52 213 48 67</p>",
     {"address": None, "phone": "+41522134867"}),
    ("ch-postfach-and-seat", "<p>Keller Informatik GmbH<br>Postfach<br>CH-8401 Winterthur</p>"
     "<p>Sitz: Technikumstrasse 38, 8400 Winterthur</p>", {"address": CH_ADDR}),
    ("at-address-label", "<p>Hofbauer Holzbau GmbH</p><p>Adresse: Hauptplatz 3/2/14, 4020 Linz</p>"
     "<p>Tel.: +43 (0) 732 / 77 12 04</p>", {"address": AT_ADDR, "phone": "+43732771204"}),
    ("at-one-line", "<p>Medieninhaber: Hofbauer Holzbau GmbH, Hauptplatz 3/2/14, A-4020 Linz</p><p>Telefon: 0732-771204</p>",
     {"name": "Hofbauer Holzbau GmbH", "address": AT_ADDR, "phone": "+43732771204"}),
    ("at-firmensitz", "<p>Anna Roth e.U.</p><p>Firmensitz: Hauptplatz 3/2/14, 4020 Linz</p><p>Inhaberin: Anna Roth</p>",
     {"name": "Anna Roth e.U.", "address": AT_ADDR, "representatives": _reps(("Anna Roth", "owner"))}),
]


def _signal_cases() -> list[dict]:
    out = []
    for country, signals in (("at", AT_SIGNALS), ("ch", CH_SIGNALS)):
        for signal in signals:
            for layout in ("name-label", "bare"):
                if country == "at":
                    person, where = "Lukas Hofbauer", "<p>Kremsgasse 11/3<br>4560 Kirchdorf an der Krems</p>"
                    legal = None
                else:
                    person, where = "Claudia Brunner", "<p>Bahnhofstrasse 21<br>8610 Uster</p>"
                    legal = "Einzelunternehmen"
                head = f"<p>Name: {person}</p>" if layout == "name-label" else f"<p>{person}</p>"
                extra = f"<p>{signal}</p>" if signal else ""
                body = f"<h2>Angaben gemäß § 5 ECG</h2>{head}{where}<p>E-Mail: post@{person.split()[1].lower()}.net</p>{extra}" \
                    if country == "at" else f"{head}{where}<p>E-Mail: post@{person.split()[1].lower()}.net</p>{extra}"
                if signal is None:  # a person alone is a private person (conventions 11, 12, 111)
                    expect = {"name": person, "legal_form": None, "representatives": []}
                else:
                    expect = {"name": person, "legal_form": legal, "representatives": _reps((person, "owner"))}
                out.append({"id": f"signal-{country}-{layout}-{signal}", "html": _page(body), "expect": expect})
    return out


def _at_field_cases() -> list[dict]:
    out = []
    for slot, value, field, expected in AT_FIELDS:
        html = _page(_AT_GMBH.format(**dict(_AT_BASE, **{slot: value})))
        out.append({"id": f"at-field-{slot}-{value}", "html": html, "expect": {field: expected}})
    return out


def _ch_field_cases() -> list[dict]:
    out = []
    for slot, value, field, expected in CH_FIELDS:
        html = _page(_CH_GMBH.format(**dict(_CH_BASE, **{slot: value})))
        out.append({"id": f"ch-field-{slot}-{value}", "html": html, "expect": {field: expected}})
    return out


def _latin_field_cases() -> list[dict]:
    out = []
    for lang, slot, value, field, expected in LATIN_FIELDS:
        template, base = _LATIN_PAGE[lang]
        html = _page(template.format(**dict(base, **{slot: value})), heading="")
        out.append({"id": f"latin-field-{lang}-{slot}-{value}", "html": html, "expect": {field: expected}})
    return out


def _club_cases() -> list[dict]:
    out = []
    at = ("<p>Musikverein Kirchdorf an der Krems</p><p>Pfarrgasse 6<br>4560 Kirchdorf an der Krems</p>"
          "<p>E-Mail: obmann@mv-kirchdorf.at</p><p>ZVR-Zahl: 582047196</p>")
    ch = ("<p>Jodlerklub Säntisblick</p><p>Dorfstrasse 9<br>9100 Herisau</p><p>Rechtsform: Verein</p>"
          "<p>E-Mail: kontakt@jodlerklub-saentisblick.ch</p>")
    for country, officers, base in (("at", AT_CLUB_OFFICERS, at), ("ch", CH_CLUB_OFFICERS, ch)):
        for k, (word, role) in enumerate(officers):
            # the label-colon layout for each word, the parenthesis or the "vertreten durch" sentence by turns
            for layout in ("colon", ("paren", "vertreten")[k % 2]):
                if layout == "colon":
                    rep = f"<p>Vorstand:<br>{word}: Johann Pichler</p>"
                elif layout == "paren":
                    rep = f"<p>Vorstand:<br>Johann Pichler ({word})</p>"
                else:
                    rep = f"<p>Vertreten durch: Johann Pichler, {word}</p>"
                expect = {"representatives": _reps(("Johann Pichler", role))}
                if layout == "colon":
                    if country == "at":
                        expect.update(legal_form=None, register=None)
                    else:
                        expect.update(legal_form="Verein")
                out.append({"id": f"club-{country}-{layout}-{word}", "html": _page(base + rep), "expect": expect})
    return out


def _owner_cases() -> list[dict]:
    out = []
    for i, label in enumerate(OWNER_LABELS):
        for j, designation in enumerate(SOLE_DESIGNATIONS):
            person = OWNER_NAMES[(i + j) % len(OWNER_NAMES)]
            for country in (("at", "ch")[(i + j) % 2],):  # each label and designation in one country, the countries by turns
                if country == "at":
                    tail, legal = "<p>Linzer Straße 42<br>4050 Traun</p><p>UID-Nr.: ATU73920518</p>", None
                else:
                    tail, legal = "<p>Bahnhofstrasse 21<br>8610 Uster</p><p>UID: CHE-392.604.718</p>", "Einzelunternehmen"
                html = _page(f"<p>{designation}<br>{label}: {person}</p>{tail}")
                out.append({"id": f"owner-{country}-{label}-{designation}", "html": html,
                            "expect": {"name": designation, "legal_form": legal,
                                       "representatives": _reps((person, "owner"))}})
    return out


def cases() -> list[dict]:
    out = [{"id": f"kind-at-{k}", "html": _page(body), "expect": exp} for k, body, exp in AT_KINDS]
    out += [{"id": f"kind-ch-{k}", "html": _page(body), "expect": exp} for k, body, exp in CH_KINDS]
    out += [{"id": f"kind-latin-{k}", "html": _page(body, heading=""), "expect": exp} for k, body, exp in LATIN_KINDS]
    out += [{"id": f"club-wording-{k}", "html": _page(body), "expect": exp} for k, body, exp in CLUB_WORDING]
    out += [{"id": f"layout-{k}", "html": _page(body), "expect": exp} for k, body, exp in LAYOUTS]
    return out + _at_field_cases() + _ch_field_cases() + _latin_field_cases() + _signal_cases() + _club_cases() + _owner_cases()


def test_grid_at_ch():
    all_cases = cases()
    assert 100 <= len(all_cases) <= 300
    assert wrong_cases(all_cases) == []
