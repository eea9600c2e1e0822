"""A page's statement of who runs it, standing alone over the operator's block: a contact page's imprint without its word.

Contract: :func:`operator_line` tells a line that is only such a statement or a bare operator label ("Betreiber:",
"Website operator:"), over the name on the next line (also read for a page's opening block above its first heading, convention
332). :func:`operator_lead` is true when a line of the page's main part is only the statement ("This page is managed by",
"Diese Website wird betrieben von:", "Betreiber dieser Website:") and the lines right below it, before the next heading, give a
street and town. Not a credit with its name on the same line ("Website operated by Studio X"), nor a webmaster's care of the
site ("betreut von", "maintained by"): a party who runs the site is its provider.
"""

from __future__ import annotations

import re

from .text import Line

# ("This website is operated by", "The site is owned and run by", "Diese Homepage wird betrieben von", "Betreiberin dieser Seite ist:")
_SITE = r"(?:Web-?|Internet-?|Home-?)?(?:site|page|seite|präsenz|praesenz|auftritt|angebot)"
OPERATOR_LEAD = re.compile(
    rf"(?:(?:This|The|Our)\s+)?(?:web\s*)?(?:site|page|homepage|blog)\s+(?:is\s+)?(?:(?:owned|managed|operated|run|published|provided)"
    r"(?:\s+(?:and|&)\s+)?)+\s*by|"
    rf"(?:Diese[rs]?|Unsere|Die|Der|Das)\s+{_SITE}\s+wird\s+(?:von\s+)?(?:(?:betrieben|herausgegeben|angeboten|verantwortet)(?:\s+und\s+)?)+\s*(?:von|durch)?|"
    rf"(?:Betreiber|Anbieter|Herausgeber|Inhaber)(?:in)?\s+(?:dieser|der|des|unserer)\s+{_SITE}(?:\s+(?:ist|sind))?",
    re.IGNORECASE)

# A bare label of the operator, with its colon ("Betreiber:", "Anbieterin:", "Website operator:", "Operated by:").
_BARE_LABEL = re.compile(r"(?:Anbieter|Betreiber)(?:in)?|(?:Web)?site\s+operator|(?:operated|run)\s+by|betrieben\s+(?:von|durch)", re.IGNORECASE)


def operator_line(text: str) -> bool:
    """``text`` is only :data:`OPERATOR_LEAD` (with a colon or not), or a bare operator label with its colon."""
    bare = text.strip().rstrip(":").strip()
    return bool(OPERATOR_LEAD.fullmatch(bare) or (text.strip().endswith(":") and _BARE_LABEL.fullmatch(bare)))


def operator_lead(lines: list[Line]) -> bool:
    """A main-part line that is only :data:`OPERATOR_LEAD` (with a colon or not) over a street and town before the next heading."""
    from .address import find_address

    for k, ln in enumerate(lines):
        if ln.zone != "main" or ln.link or len(ln.text) > 60 or not OPERATOR_LEAD.fullmatch(ln.text.strip().rstrip(":").strip()):
            continue
        block: list[str] = []
        for nxt in lines[k + 1 : k + 7]:
            if nxt.heading or nxt.zone != "main":
                break
            block.append(nxt.text)
        if find_address(block) is not None:
            return True
    return False
