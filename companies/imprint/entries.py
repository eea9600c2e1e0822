"""The provider's register entry among its rows, and the legal form a register kind implies.

Contract: :func:`provider_register` chooses the entry of the provider's rows that fits its legal form (a KG's HRA, never
its general partner's HRB; a number printed bare takes the court printed with the same number elsewhere);
:func:`form_from_register` gives the form a German register kind names on its own (VR: e.V., GnR: eG, PR: PartG) or with
the rows' labels (an HRB led by a managing director: GmbH; an HRA with an owner: e.K.); :func:`members_vat_ids` tells when
the VAT ids are each a member's of a joint office, none the operator's.
"""

from __future__ import annotations

import re

from .blocks import Row
from .persons import label_segments, person_name, strip_profession, strip_titles
from .register import RegisterEntry, find_court, find_registers, find_vat_ids

# The register kinds a legal form is entered in, in order of preference.
_KIND_PREF = {
    "gmbh_co_kg": ("HRA",), "x_co_kg": ("HRA",), "kg": ("HRA",), "ohg": ("HRA",), "ek": ("HRA",),
    "x_co_ohg": ("HRA",), "gmbh": ("HRB",), "ug": ("HRB",), "ag": ("HRB", "UID", "FN"),
    "se": ("HRB",), "kgaa": ("HRB",), "eg": ("GnR",), "partg": ("PR",), "ev": ("VR",),
}


_EXAMPLE = re.compile(r"\b(?:Beispiel|z\.\s?B\.|zum\s+Beispiel|e\.\s?g\.|for\s+example|example)\s*:", re.IGNORECASE)
# A German register kind closing its line (its number on the next: "Amtsgericht Mannheim VR" / "703802").
_KIND_AT_END = re.compile(r"(?<![A-Za-z])(?:HRB|HRA|VR|GnR|PR)\s*(?:Nr\.?)?\s*:?$")


def provider_register(rows: list[Row], key: str | None) -> RegisterEntry | None:
    """The register entry of the provider's ``rows`` for its legal form ``key`` (``None`` for a GbR, which has none)."""
    entries: list[RegisterEntry] = []
    for i, row in enumerate(rows):
        if row.gp or _EXAMPLE.search(row.text):
            continue  # (a template's note that shows an example entry, "Beispiel: Amtsgericht X, HRA 12345", is none: 584)
        text = row.text
        number = re.sub(r"^(?:Register|Handelsregister|Vereinsregister)-?\s?(?:nummer|Nr\.?)\s*:?\s*", "", rows[i + 1].text.strip()) if i + 1 < len(rows) else ""
        if _KIND_AT_END.search(text) and re.fullmatch(r"\d{2,7}", number):
            text = f"{text} {number}"  # "Amtsgericht Mannheim VR" / "703802": the kind and its number (2236; or "Registernummer: 703802")
        for entry in find_registers(text):
            if entry.country == "DE" and not entry.court:
                court = None
                for j in (i - 1, i + 1, i - 2, i + 2):
                    if 0 <= j < len(rows) and not rows[j].gp:
                        court = find_court(rows[j].text)
                        if court:
                            break
                if not court and i and rows[i - 1].block == row.block:  # (a sentence wrapped in its paragraph: "… im AG" / "Ulm unter VR 1")
                    court = find_court(f"{rows[i - 1].text} {text[: entry.pos]}")
                entry = RegisterEntry("DE", court or "", entry.number, entry.kind, entry.pos)
            entries.append(entry)
    if not entries or key == "gbr":
        return None
    # a number printed bare in the address block and again under its court is one entry (convention 492)
    courts = {e.number: e.court for e in entries if e.court}
    entries = [RegisterEntry(e.country, e.court or courts.get(e.number, ""), e.number, e.kind, e.pos) for e in entries]
    german = [e for e in entries if e.country == "DE"]
    pref = _KIND_PREF.get(key or "")
    if german and pref and (len(german) == len(entries) or entries[0].country == "DE"):
        # (a German firm's own entry printed first, a foreign branch's after it: "Zweigniederlassung Thun" / "CHE-…")
        for kind in pref:
            for entry in german:
                if entry.kind == kind:
                    return entry
        if pref == ("HRA",):
            return None
    for kind in ("UID", "FN"):
        for entry in entries:
            if entry.kind == kind:
                return entry
    return entries[0]


# Register kinds that name the legal form on their own (German Vereins-, Genossenschafts-, Partnerschaftsregister);
# a Handelsregister B entry led by a managing director is a GmbH, an A entry with an Inhaber an e.K.
_REGISTER_FORM = {"VR": "ev", "GnR": "eg", "PR": "partg"}


def form_from_register(register: RegisterEntry, rows: list[Row]) -> str | None:
    """The legal form key a German ``register`` entry implies, or ``None``."""
    if register.country != "DE":
        return None
    if register.kind in _REGISTER_FORM:
        return _REGISTER_FORM[register.kind]
    kinds = {seg.kind for r in rows for seg in label_segments(r.text)}
    if register.kind == "HRB" and kinds & {"managing_director", "default"} and not kinds & {"board_member", "chair_of_board"}:
        return "gmbh"
    if register.kind == "HRA" and "owner" in kinds and not kinds & {"general_partner", "managing_director"}:
        return "ek"
    return None


def members_vat_ids(rows: list[Row]) -> bool:
    """Two VAT ids of one country or more, each in a paragraph that opens with a person ("RA Dr. Jan Ott" / "UID: ATU …"):
    the lawyers of a cost-sharing office each print their own, none is the operator's (convention 498)."""
    firsts: dict[int, Row] = {}
    owners: dict[str, int] = {}
    for row in rows:
        firsts.setdefault(row.block, row)
        for vat, _pos in find_vat_ids(row.text):
            opener = strip_profession(strip_titles(re.split(r"[,;]", firsts[row.block].text)[0]))
            if person_name(opener) != opener.strip():
                return False  # (an id in a block that a street or a firm opens: the operator's own, 1703)
            owners[vat] = row.block
    return len(owners) >= 2 and len(set(owners.values())) == len(owners) and len({v[:2] for v in owners}) == 1
