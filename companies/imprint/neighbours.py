"""What the lines around an imprint heading hold: the provider above it, an address only below it, a footer's credit panel,
a footer dense with imprint data (helpers of ``sections.region``).

Contract: :func:`provider_above` is true for unheaded lines that hold an address and a company name, a VAT id or a provider
heading; :func:`address_only_after` for a late heading with an address below and none above (:func:`sub_section` the reverse, for a sub-section's heading); :func:`credit_panel` for a footer
panel of another party's credits below the footer's address; :func:`dense_imprint` for lines with a firm and its register,
VAT id or a representative; :data:`OWNER_HEAD` is a heading over the owner's block, :data:`OWNER_LABEL` an owner's label.
"""

from __future__ import annotations

import re

from .text import Line
from .topics import is_header


def credit_panel(out: list[Line], above: list[Line]) -> bool:
    """An imprint panel of another party's credit only ("Design & Code: …") below the footer's address block (288)."""
    from .address import find_address
    from .topics import credit_head

    text = [o.text for o in out[1:] if not o.link]
    return (bool(text) and all(":" in t and credit_head(t.partition(":")[0]) for t in text)
            and find_address([o.text for o in above if not o.link]) is not None)


def address_only_after(lines: list[Line], i: int) -> bool:
    """True when the lines after a late imprint heading hold an address and those above none
    (a short imprint below long page chrome, not a heading at the end of the imprint)."""
    from .address import find_address

    above = [ln.text for ln in lines[:i] if not ln.link]
    return find_address([ln.text for ln in lines[i + 1 : i + 16]]) is not None and find_address(above) is None


def sub_section(lines: list[Line], i: int) -> bool:
    """True when an imprint heading below a heading of its rank or a higher one (a sub-section's, "Unternehmensangaben" over
    template fields, below "Verantwortlich für den Inhalt" over the provider's block) has no address below it and the lines
    above one: no start of the imprint (a page's own "Impressum" heading over another rank's contact block is one, 1244)."""
    from .address import find_address

    rank = lines[i].heading
    return bool(rank) and any(ln.heading and ln.heading <= rank for ln in lines[:i]) and find_address(
        [ln.text for ln in lines[i + 1 :] if not ln.link]) is None and find_address([ln.text for ln in lines[:i] if not ln.link]) is not None


def provider_above(lines: list[Line]) -> bool:
    """True when unheaded lines hold an address and a company name, a VAT id, a register entry or a provider
    heading over them ("Verantwortlicher Inhaber:" / a sole trader's block), or a provider
    heading over a name label ("Website Owner" / "Name:" / "3n3a"): a provider block."""
    from .address import find_address
    from .legal_forms import find_company_name
    from .register import find_registers, find_vat_ids

    own = [ln.text for ln in lines if not ln.link and not ln.heading]
    owner_head = any((ln.heading or is_header(ln)) and OWNER_HEAD.search(ln.text) for ln in lines)  # (or a bold line alone)
    if any(is_header(ln) and OWNER_HEAD.search(ln.text) for ln in lines) and any(_NAME_LABEL.match(t) for t in own):
        return True
    return bool(own) and find_address(own) is not None and (
        any(find_company_name(t) or find_vat_ids(t) or find_registers(t) for t in own) or owner_head)


# An owner's label opening a line ("Inhaber:", "Inh.", "Owner", "Proprietor"; not "Owner of this site").
OWNER_LABEL = re.compile(r"^(?:(?:Inhaber(?:in|innen)?|Owner(?!\s+of\b)|Proprietor|P(?:ä|ae)chter(?:in)?)\b|Inh\.)", re.IGNORECASE)  # ("Inh." ends on no word)
OWNER_HEAD = re.compile(r"Inhaber|Anbieter|Betreiber|Herausgeber|Medieninhaber|Owner|Operator|Publisher|betrieben\s+(?:von|durch)|"
                         r"operated\s+by|^(?:Service\s+)?provider\b", re.IGNORECASE)  # ("Service provider", not "Hosting provider")
_NAME_LABEL = re.compile(r"^(?:Name|Vor-\s*und\s*Nachname|Full\s+name)\s*:", re.IGNORECASE)


def dense_imprint(lines: list[Line]) -> bool:
    from .legal_forms import find_company_name
    from .register import find_registers, find_vat_ids

    has_name = any(find_company_name(ln.text) for ln in lines if not ln.link)
    has_reg = any(find_registers(ln.text) or find_vat_ids(ln.text) for ln in lines)
    has_rep = any(re.search(r"Gesch(?:ä|ae)ftsf(?:ü|ue)hr|Vorstand|Inhaber|Managing", ln.text) for ln in lines)
    return has_name and (has_reg or has_rep)
