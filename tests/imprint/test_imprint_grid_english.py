"""Grid of English-only and bilingual notices of German, Austrian and Swiss operators (issue 19: generalisation by
language and layout). Invented minimal pages vary one thing at a time: the page heading ("Legal Notice", "Imprint", "Site
Notice", "Legal Disclosure", "Information according to § 5 TMG", the Telemedia Act sentence, the bilingual "Impressum / Legal
notice", "Publisher"), the provider (a sole trader with an English profession line, a designation with "Owner:", "Sole
proprietor"; a GmbH, UG, AG, GbR or e.V. with English or German/English labels), the register, VAT and contact labels, and
the address printed English-style (on one line with commas, or with the country on its own line).

Expectations follow CONTRACT section 7 and the labelling conventions of `tests/imprint/corpus/REAL.md`: a one-person business
named by a profession is `Einzelunternehmen` in DE and CH (3, 78, 332) and its person the `owner` (6); Austria has no code for
it (3); "Owner:" below a sole trader's designation is its Inhaber (6), English labels read as their German counterparts (260,
309); a UG's or GmbH's "CEO" is its Geschäftsführer (143), a German AG's are its Vorstand, `board_member` (30, 150), a Swiss
CEO among the representatives a `managing_director` (CONTRACT), a Swiss "Board of Directors" member a `board_member` and its
President `president` (331); an e.V.'s Chairman or 1st Chairman is `chair_of_board`, the other board members and a plain
"Board" list `board_member` (6, 25, 176); GbR partners `partner` (6); English court exonyms give the German place name (274);
the phone is the main landline in E.164, never the fax (9); the e-mail lower case (8)."""

import itertools

from tests.imprint.grid import wrong_cases

HEADINGS = ["Legal Notice", "Imprint", "Site Notice", "Legal Disclosure", "Information according to § 5 TMG",
            "Information pursuant to Sect. 5 German Telemedia Act (TMG)", "Impressum / Legal notice", "Publisher"]

# (country, street, postal code, city, country word, phone as printed, phone E.164)
PLACES = {"DE": ("Hauptstraße 5", "10115", "Berlin", "Germany", "030 2847 5610", "+493028475610"),
          "AT": ("Lindengasse 14", "1070", "Wien", "Austria", "+43 1 512 4478", "+4315124478"),
          "CH": ("Seestrasse 41", "8002", "Zürich", "Switzerland", "+41 44 281 33 70", "+41442813370")}

# sole traders: (kind, block builder, expected name or None for the person)
SOLE = [("photographer", lambda p: f"{p}<br>Freelance Photographer", None),
        ("webdev", lambda p: f"{p}<br>Web Developer", None),
        ("translator", lambda p: f"{p}, Translator", None),
        ("consultant", lambda p: f"{p}<br>Software Consultant", None),
        ("designer", lambda p: f"<strong>{p}</strong><br>Graphic Designer", None),
        ("owner", lambda p: f"Lichtfang Bildwerk<br>Owner: {p}", "Lichtfang Bildwerk"),
        ("soleprop", lambda p: f"{p}<br>Sole proprietor", None)]
PERSONS = ["Jana Brückner", "Tobias Kellermann", "Mira Osterholt", "Lukas Feldhaus", "Sophie Rendtorff",
           "Henrik Bramstedt", "Carla Wendeborn", "Nils Harmsen"]


def _address(country: str, style: str) -> str:
    street, plz, city, word, _, _ = PLACES[country]
    if style == "oneline":
        return f"{street}, {plz} {city}, {word}"
    if style == "lines":
        return f"{street}<br>{plz} {city}<br>{word}"
    return f"{street}<br>{plz} {city}"


def _contact(country: str, style: str, mail: str) -> str:
    phone = PLACES[country][4]
    fax = phone[:-2] + "99"
    return {"phone": f"Phone: {phone}<br>Email: {mail}",
            "telephone": f"Telephone: {phone}<br>E-mail: {mail.capitalize()}",
            "tel_fax": f"Tel.: {phone}<br>Fax: {fax}<br>Email: {mail}",
            "contact": f"<strong>Contact</strong><br>Phone: {phone}<br>E-Mail: {mail}",
            "fax_first": f"Fax: {fax}<br>Tel.: {phone}<br>E-mail: {mail}",
            "bilingual": f"Telefon / Phone: {phone}<br>E-Mail / Email: {mail}"}[style]


CONTACTS = ["phone", "telephone", "tel_fax", "contact", "fax_first", "bilingual"]
ADDRESSES = ["oneline", "lines", "plain"]


def _page(heading: str, body: str, title: str = "Legal Notice") -> dict:
    return (f'<html lang="en"><head><meta charset="utf-8"><title>{title}</title></head><body><main><h1>{heading}</h1>'
            f"{body}</main></body></html>")


def _sole_cases() -> list:
    out = []
    for i, (heading, (kind, block, name)) in enumerate(itertools.product(HEADINGS, SOLE)):
        person = PERSONS[i % len(PERSONS)]
        country = "DE" if i % 5 else ("CH" if i % 10 else "AT")
        addr, contact = ADDRESSES[i % 3], CONTACTS[i % len(CONTACTS)]
        mail = "hello@" + person.split()[1].lower().replace("ü", "ue") + "-studio.de"
        body = (f"<p>{block(person)}<br>{_address(country, addr)}</p><p>{_contact(country, contact, mail)}</p>")
        street, plz, city, _, _, e164 = PLACES[country]
        out.append({"id": f"sole-{kind}-{heading}-{country}-{addr}-{contact}", "html": _page(heading, body),
                    "expect": {"name": name or person, "legal_form": None if country == "AT" else "Einzelunternehmen",
                               "representatives": [{"name": person, "role": "owner"}],
                               "address": {"street": street, "postal_code": plz, "city": city, "country": country},
                               "phone": e164, "email": mail}})
    return out


# GmbH register and VAT printings: (id, html) with court Hamburg, HRB 45871, VAT DE287465193
REGISTERS = [("court_number", "Register court: Amtsgericht Hamburg<br>Registration number: HRB 45871"),
             ("registration_court", "Registration court: Hamburg<br>Register number: HRB 45871"),
             ("commercial_register", "Commercial Register: Amtsgericht Hamburg, HRB 45871"),
             ("register_entry", "Register entry:<br>Entry in the Handelsregister.<br>Register court: Amtsgericht Hamburg<br>"
                                "Register number: HRB 45871"),
             ("local_court", "Entered in the commercial register of the Local Court of Hamburg under HRB 45871."),
             ("bilingual", "Registergericht / Register court: Amtsgericht Hamburg<br>Registernummer / Register number: HRB 45871")]
VATS = [("vat_id", "VAT ID: DE287465193"),
        ("section27a", "VAT identification number in accordance with Section 27 a of the German VAT act:<br>DE 287 465 193"),
        ("vat_reg", "VAT Reg. No.: DE 287465193"),
        ("bilingual", "USt-IdNr. / VAT ID: DE287465193")]
A, B = "Florian Achterberg", "Ines Wolkenstein"
GMBH_REPS = [("represented_by", f"Represented by: {A}", [A]),
             ("managing_director", f"Managing Director: {A}", [A]),
             ("managing_directors", f"Managing Directors: {A}, {B}", [A, B]),
             ("managing_directors_and", f"Managing director(s): {A} and {B}", [A, B]),
             ("ceo", f"CEO: {A}", [A]),
             ("represented_md", f"Represented by the Managing Director {A}", [A]),
             ("bilingual_vertreten", f"Vertreten durch / Represented by: {A}", [A]),
             ("bilingual_gf", f"Geschäftsführer / Managing Director: {A}", [A]),
             ("represented_list", f"Represented by:<br>{A}<br>{B}", [A, B])]


def _company_block(name: str, country: str, addr: str) -> str:
    return f"<p><strong>{name}</strong><br>{_address(country, addr)}</p>"


def _gmbh_cases() -> list:
    out = []
    for i, ((rid, rep, names), (gid, reg)) in enumerate(itertools.product(GMBH_REPS, REGISTERS)):
        vid, vat = VATS[i % len(VATS)]
        heading = HEADINGS[i % len(HEADINGS)]
        form = "UG" if i % 7 == 3 else "GmbH"
        name = "Nordlicht Systems UG (haftungsbeschränkt)" if form == "UG" else "Nordlicht Systems GmbH"
        contact = CONTACTS[i % len(CONTACTS)]
        body = (_company_block(name, "DE", ADDRESSES[i % 3]) + f"<p>{rep}</p><p>{_contact('DE', contact, 'info@nordlicht-systems.de')}</p>"
                f"<p>{reg}</p><p>{vat}</p>")
        out.append({"id": f"gmbh-{form}-{rid}-{gid}-{vid}-{contact}", "html": _page(heading, body),
                    "expect": {"name": name, "legal_form": form,
                               "register": {"country": "DE", "court": "Hamburg", "number": "HRB 45871"},
                               "vat_id": "DE287465193", "phone": "+493028475610", "email": "info@nordlicht-systems.de",
                               "representatives": [{"name": n, "role": "managing_director"} for n in names]}})
    return out


C, D, E = "Ruth Albrecht-Sommer", "Jonas Pfeifer", "Gerd Halvorsen"
AG_REPS = [("management_board", f"Management Board: {C}, {D}", [(C, "board_member"), (D, "board_member")]),
           ("exec_board_titles", f"Executive Board: {C} (CEO), {D} (CFO)", [(C, "board_member"), (D, "board_member")]),
           ("represented_titles", f"Represented by: {C} (CEO), {D} (CTO)", [(C, "board_member"), (D, "board_member")]),
           ("chairman_mb", f"Management Board: {C} (Chairman), {D}", [(C, "chair_of_board"), (D, "board_member")]),
           ("supervisory", f"Management Board: {C}, {D}<br>Chairman of the Supervisory Board: {E}",
            [(C, "board_member"), (D, "board_member"), (E, "supervisory_board_chair")]),
           ("bilingual_vorstand", f"Vorstand / Management Board: {C}, {D}", [(C, "board_member"), (D, "board_member")])]
CH_REPS = [("bod_president", f"Board of Directors: {C} (President), {D}", [(C, "president"), (D, "board_member")]),
           ("bod_ceo", f"Board of Directors: {D}<br>CEO: {E}", [(D, "board_member"), (E, "managing_director")]),
           ("represented_member", f"Represented by: {D}, Member of the Board of Directors", [(D, "board_member")]),
           ("represented_ceo", f"Represented by: {E} (CEO)", [(E, "managing_director")]),
           ("bilingual_vr", f"Verwaltungsrat / Board of Directors: {C} (Präsidentin), {D}", [(C, "president"), (D, "board_member")])]


def _ag_cases() -> list:
    out = []
    for i, (rid, rep, reps) in enumerate(AG_REPS):
        heading = HEADINGS[(i + 3) % len(HEADINGS)]
        body = (_company_block("Veltrona Energie AG", "DE", ADDRESSES[i % 3]) + f"<p>{rep}</p>"
                f"<p>{_contact('DE', CONTACTS[i % len(CONTACTS)], 'kontakt@veltrona-energie.de')}</p>"
                "<p>Register court: Amtsgericht Charlottenburg (Berlin)<br>Register number: HRB 208417 B</p>"
                "<p>VAT ID: DE318264075</p>")
        out.append({"id": f"ag-{rid}", "html": _page(heading, body),
                    "expect": {"name": "Veltrona Energie AG", "legal_form": "AG", "vat_id": "DE318264075",
                               "register": {"country": "DE", "court": "Charlottenburg", "number": "HRB 208417"},
                               "representatives": [{"name": n, "role": r} for n, r in reps]}})
    for i, ((rid, rep, reps), addr) in enumerate(itertools.product(CH_REPS, ("oneline", "lines"))):
        heading = ["Legal Notice", "Imprint", "Legal Disclosure", "Impressum / Legal notice"][i % 4]
        body = (_company_block("Alpenfirn Analytics AG", "CH", addr) + f"<p>{rep}</p>"
                f"<p>{_contact('CH', CONTACTS[i % len(CONTACTS)], 'info@alpenfirn.ch')}</p>"
                "<p>Commercial register: Canton of Zurich<br>Company number (UID): CHE-318.452.976<br>"
                "VAT number: CHE-318.452.976 MWST</p>")
        out.append({"id": f"chag-{rid}-{addr}", "html": _page(heading, body),
                    "expect": {"name": "Alpenfirn Analytics AG", "legal_form": "AG", "vat_id": "CHE318452976MWST",
                               "register": {"country": "CH", "court": "-", "number": "CHE-318.452.976"},
                               "phone": "+41442813370",
                               "address": {"street": "Seestrasse 41", "postal_code": "8002", "city": "Zürich", "country": "CH"},
                               "representatives": [{"name": n, "role": r} for n, r in reps]}})
    return out


AT_REPS = [("md", f"Managing Director: {A}"), ("represented", f"Represented by: {A}"), ("ceo", f"CEO: {A}"),
           ("bilingual", f"Geschäftsführer / Managing Director: {A}")]
AT_REGS = [("fn", "Commercial register number: FN 412385 k<br>Commercial court: Commercial Court Vienna"),
           ("register", "Company register: FN 412385k, Handelsgericht Wien")]


def _at_cases() -> list:
    out = []
    for i, ((rid, rep), (gid, reg)) in enumerate(itertools.product(AT_REPS, AT_REGS)):
        heading = ["Legal Notice", "Imprint", "Information pursuant to § 5 ECG", "Impressum / Legal notice"][i % 4]
        body = (_company_block("Donaupixel Software GmbH", "AT", ADDRESSES[i % 2]) + f"<p>{rep}</p>"
                f"<p>{_contact('AT', CONTACTS[i % len(CONTACTS)], 'office@donaupixel.at')}</p><p>{reg}</p>"
                "<p>VAT ID: ATU68427195</p>")
        out.append({"id": f"atgmbh-{rid}-{gid}", "html": _page(heading, body),
                    "expect": {"name": "Donaupixel Software GmbH", "legal_form": "GmbH", "vat_id": "ATU68427195",
                               "register": {"country": "AT", "court": "-", "number": "FN 412385k"}, "phone": "+4315124478",
                               "representatives": [{"name": A, "role": "managing_director"}]}})
    return out


F, G = "Mareike Thiesen", "Oskar Lindqvist"
GBR_REPS = [("partners", f"Partners: {F}, {G}"), ("represented_partners", f"Represented by the partners {F} and {G}"),
            ("managing_partners", f"Managing partners: {F}, {G}"), ("bilingual", f"Gesellschafter / Partners: {F}, {G}"),
            ("represented_list", f"Represented by:<br>{F}<br>{G}")]


def _gbr_cases() -> list:
    out = []
    for i, (rid, rep) in enumerate(GBR_REPS):
        heading = HEADINGS[(i + 1) % len(HEADINGS)]
        body = (_company_block("Thiesen &amp; Lindqvist Mediendesign GbR", "DE", ADDRESSES[i % 3]) + f"<p>{rep}</p>"
                f"<p>{_contact('DE', CONTACTS[i % len(CONTACTS)], 'studio@thiesen-lindqvist.de')}</p>"
                "<p>VAT ID: DE341907268</p>")
        out.append({"id": f"gbr-{rid}", "html": _page(heading, body),
                    "expect": {"name": "Thiesen & Lindqvist Mediendesign GbR", "legal_form": "GbR", "register": None,
                               "vat_id": "DE341907268", "email": "studio@thiesen-lindqvist.de",
                               "representatives": [{"name": F, "role": "partner"}, {"name": G, "role": "partner"}]}})
    return out


H, K, L = "Birgit Oltmanns", "Paul Ackermann", "Wiebke Sanders"
EV_REPS = [("chairman_list", f"Represented by the board:<br>{H} (Chairman)<br>{K} (Treasurer)",
            [(H, "chair_of_board"), (K, "board_member")]),
           ("first_chairman", f"1st Chairman: {H}<br>2nd Chairman: {K}", [(H, "chair_of_board"), (K, "board_member")]),
           ("chairman_colon", f"Chairman: {H}", [(H, "chair_of_board")]),
           ("chairwoman", f"Chairwoman: {H}<br>Treasurer: {K}", [(H, "chair_of_board"), (K, "board_member")]),
           ("board", f"Board: {H}, {K}, {L}", [(H, "board_member"), (K, "board_member"), (L, "board_member")]),
           ("board_of_directors", f"Board of directors: {H}, {K}", [(H, "board_member"), (K, "board_member")]),
           ("represented_board", f"Represented by the board: {H}, {K}", [(H, "board_member"), (K, "board_member")]),
           ("first_chairperson", f"Represented by: {H} (1st Chairperson), {K} (Secretary)",
            [(H, "chair_of_board"), (K, "board_member")]),
           ("bilingual_vorstand", f"Vorstand / Board:<br>{H} (1. Vorsitzende / Chair)<br>{K} (Kassenwart / Treasurer)",
            [(H, "chair_of_board"), (K, "board_member")]),
           ("bilingual_vertreten", f"Vertreten durch / Represented by: {H} (Chairwoman)", [(H, "chair_of_board")])]
EV_REGS = [("court_number", "Register court: Amtsgericht Kassel<br>Register number: VR 2841"),
           ("sentence", "Registered in the register of associations at the Local Court of Kassel under VR 2841.")]


def _ev_cases() -> list:
    out = []
    for i, ((rid, rep, reps), (gid, reg)) in enumerate(itertools.product(EV_REPS, EV_REGS)):
        heading = HEADINGS[i % len(HEADINGS)]
        body = ("<p><strong>Ruderclub Fuldaufer e.V.</strong><br>"
                f"{'Am Bootshaus 3, 34125 Kassel, Germany' if i % 2 else 'Am Bootshaus 3<br>34125 Kassel<br>Germany'}</p>"
                f"<p>{rep}</p><p>Email: vorstand@ruderclub-fuldaufer.de</p><p>{reg}</p>")
        out.append({"id": f"ev-{rid}-{gid}", "html": _page(heading, body),
                    "expect": {"name": "Ruderclub Fuldaufer e.V.", "legal_form": "e.V.",
                               "register": {"country": "DE", "court": "Kassel", "number": "VR 2841"},
                               "address": {"street": "Am Bootshaus 3", "postal_code": "34125", "city": "Kassel", "country": "DE"},
                               "representatives": [{"name": n, "role": r} for n, r in reps]}})
    return out


PROFESSIONS = ["Freelance Journalist", "Illustrator", "Copywriter", "IT Consultant", "Architect", "Tax Advisor",
               "Attorney at Law", "Physiotherapist", "Yoga Teacher", "Music Teacher", "Interpreter", "UX Designer",
               "Video Producer", "Freelance Editor", "Life Coach", "Business Coach", "Wedding Planner", "Personal Trainer",
               "Carpenter", "Electrician", "Painter and Decorator", "Master Baker", "Tailor", "Goldsmith", "Landscape Gardener",
               "Dog Trainer", "Piano Tuner", "Sign Language Interpreter", "Proofreader", "Data Scientist",
               "Freelance Software Engineer", "Wedding Photographer", "Motion Designer", "Sound Engineer", "Naturopath",
               "Speech Therapist", "Osteopath", "Midwife", "Real Estate Agent", "Insurance Broker"]
PROF_LAYOUTS = ["below", "comma", "dash", "label"]
# persons whose surname is an English trade word: a profession by position only (brief item 4)
TRADE_SURNAMES = ["Anna Carpenter", "Lena Baker", "Paul Taylor", "Eva Painter", "Tom Gardener", "Mia Cook"]


def _prof_cases() -> list:
    out = []
    for i, prof in enumerate(PROFESSIONS):
        for j, lay in enumerate(PROF_LAYOUTS[i % 2::2]):
            person = TRADE_SURNAMES[(i + j) % len(TRADE_SURNAMES)] if (i + j) % 4 == 0 else PERSONS[(i + j) % len(PERSONS)]
            line = {"below": f"{person}<br>{prof}", "comma": f"{person}, {prof}", "dash": f"{person} – {prof}",
                    "label": f"{person}<br>Profession: {prof}"}[lay]
            heading = HEADINGS[(i + j) % len(HEADINGS)]
            body = f"<p>{line}<br>{_address('DE', ADDRESSES[(i + j) % 3])}</p><p>{_contact('DE', CONTACTS[i % 6], 'mail@ostwerk-atelier.de')}</p>"
            out.append({"id": f"prof-{lay}-{prof}-{person}", "html": _page(heading, body),
                        "expect": {"name": person, "legal_form": "Einzelunternehmen",
                                   "representatives": [{"name": person, "role": "owner"}], "phone": "+493028475610"}})
    # controls: a person whose surname is a trade word, with no business signal, is a private person (conventions 11, 12)
    for i, person in enumerate(TRADE_SURNAMES):
        body = f"<p>{person}<br>{_address('DE', ADDRESSES[i % 3])}</p><p>{_contact('DE', CONTACTS[i % 6], 'mail@ostwerk-atelier.de')}</p>"
        out.append({"id": f"prof-private-{person}", "html": _page(HEADINGS[i % len(HEADINGS)], body),
                    "expect": {"name": person, "legal_form": None, "representatives": []}})
    return out


# a trading designation with the person under an English proprietor label
# ("Name: X" below a designation is left out: without a legal-form line (convention 137) it may label the operator's name)
PROPRIETOR = ["Owner", "Proprietor", "Sole proprietor", "Inhaber / Owner", "Owner and Managing Director"]
DESIGNATIONS = ["Lichtfang Bildwerk", "Kernholz Möbelmanufaktur", "Silbermond Übersetzungen", "Pixelhafen Webdesign"]


def _proprietor_cases() -> list:
    out = []
    for i, (label, desig) in enumerate(itertools.product(PROPRIETOR, DESIGNATIONS)):
        person = PERSONS[i % len(PERSONS)]
        country = ["DE", "DE", "CH", "AT"][i % 4]
        layout = i % 3
        if layout == 0:
            block = f"<p><strong>{desig}</strong><br>{label}: {person}<br>{_address(country, ADDRESSES[i % 3])}</p>"
        elif layout == 1:
            block = f"<p>{desig}<br>{_address(country, ADDRESSES[i % 3])}</p><p>{label}: {person}</p>"
        else:
            block = (f"<h2>{desig}</h2><table><tr><td>{label}</td><td>{person}</td></tr><tr><td>Address</td>"
                     f"<td>{_address(country, 'lines')}</td></tr></table>")
        body = block + f"<p>{_contact(country, CONTACTS[i % 6], 'post@atelier-nordlicht.de')}</p>"
        out.append({"id": f"propr-{label}-{desig}-{country}-{layout}", "html": _page(HEADINGS[i % len(HEADINGS)], body),
                    "expect": {"name": desig, "legal_form": None if country == "AT" else "Einzelunternehmen",
                               "representatives": [{"name": person, "role": "owner"}], "phone": PLACES[country][5]}})
    return out


# label layouts of a GmbH's management and register: inline, table, definition list, heading over paragraph
def _layout_cases() -> list:
    rows = [("Managing Director", A), ("Register court", "Amtsgericht München"), ("Registration number", "HRB 238714"),
            ("VAT ID", "DE294017653"), ("Phone", "+49 89 2190 4470"), ("Email", "Kontakt@Isarwerk-Labs.de")]
    layouts = {"inline": "".join(f"<p>{k}: {v}</p>" for k, v in rows),
               "strong": "<p>" + "<br>".join(f"<strong>{k}:</strong> {v}" for k, v in rows) + "</p>",
               "table": "<table>" + "".join(f"<tr><td>{k}</td><td>{v}</td></tr>" for k, v in rows) + "</table>",
               "table_colon": "<table>" + "".join(f"<tr><th>{k}:</th><td>{v}</td></tr>" for k, v in rows) + "</table>",
               "dl": "<dl>" + "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in rows) + "</dl>",
               "headings": "".join(f"<h3>{k}</h3><p>{v}</p>" for k, v in rows),
               "label_line": "<p>" + "<br>".join(f"{k}:<br>{v}" for k, v in rows) + "</p>"}
    out = []
    for i, ((lid, rows_html), addr) in enumerate(itertools.product(layouts.items(), ("oneline", "lines", "plain"))):
        street = {"oneline": "Isarwerk Labs GmbH<br>Lindwurmstraße 88, 80337 Munich, Germany",
                  "lines": "Isarwerk Labs GmbH<br>Lindwurmstraße 88<br>80337 Munich<br>Germany",
                  "plain": "Isarwerk Labs GmbH<br>Lindwurmstraße 88<br>80337 München"}[addr]
        body = f"<p>{street}</p>{rows_html}"
        out.append({"id": f"layout-{lid}-{addr}", "html": _page(HEADINGS[i % len(HEADINGS)], body),
                    "expect": {"name": "Isarwerk Labs GmbH", "legal_form": "GmbH", "vat_id": "DE294017653",
                               "register": {"country": "DE", "court": "München", "number": "HRB 238714"},
                               "address": {"street": "Lindwurmstraße 88", "postal_code": "80337",
                                           "city": "München" if addr == "plain" else "Munich", "country": "DE"},
                               "representatives": [{"name": A, "role": "managing_director"}],
                               "phone": "+498921904470", "email": "kontakt@isarwerk-labs.de"}})
    return out


def cases() -> list:
    return (_sole_cases() + _gmbh_cases() + _ag_cases() + _at_cases() + _gbr_cases() + _ev_cases() + _prof_cases()
            + _proprietor_cases() + _layout_cases())


def test_english_notice_grid():
    """Every case of the grid gives its expected fields."""
    assert wrong_cases(cases(), "https://site.invalid/legal-notice/") == []
