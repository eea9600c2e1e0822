"""Imprint (Impressum) extraction for German, Austrian and Swiss web pages.

Public interface:

- :func:`parse_imprint` -- one HTML page (text or bytes) to the CONTRACT section 7 record.
- :func:`looks_like_imprint` -- whether a page carries an imprint at all (page or footer).
- :func:`find_imprint_links` -- likely imprint URLs linked from a home page, best first.
- :data:`COMMON_IMPRINT_PATHS` -- paths worth trying when a home page links none.

Modules by topic: ``text`` (decoding, visible lines), ``boxes`` (inline elements a page's style sets as boxes), ``words`` (the words that name an imprint), ``anchors`` (what
links add), ``sections`` (which lines are the imprint), ``topics`` (what an imprint states), ``legal_forms``, ``register`` (registers and VAT ids), ``persons`` (roles and
names), ``contact`` (e-mail, phone), ``address``, ``blocks`` (company blocks), ``sole`` (providers
without a company form), ``scripts`` (text inline scripts write), ``extract`` (the record), ``links``.
"""

from __future__ import annotations

import re

from .activity import trade_in_text
from .address import find_address
from .contact import find_emails
from .extract import empty_record, extract
from .links import COMMON_IMPRINT_PATHS, find_imprint_links, imprint_address
from .operated import operator_line
from .privacy import opens_page, privacy_page
from .sections import imprint_lines, page_kind
from .sole import BUSINESS
from .text import Line, Page, decode_html, read_page
from .words import IMPRINT_WORD

__all__ = [
    "COMMON_IMPRINT_PATHS",
    "decode_html",
    "find_imprint_links",
    "looks_like_imprint",
    "parse_imprint",
]


def parse_imprint(html: str | bytes, url: str | None = None, *, linked: bool = False) -> dict:
    """The imprint record of one page (CONTRACT section 7).

    ``html`` may be bytes (decoded by BOM / meta charset, then UTF-8, then cp1252). ``url``, the
    address the page was read from, makes a page that says nothing else of itself an imprint page
    when its path names one (``links.imprint_address``), and helps to pick the operator's own
    e-mail address and the country of a page that names none. ``linked``: the crawler reached the page
    through a link that names it the imprint (its text "Impressum"), which says what its address may not
    ("/?page_id=12"). A page that is not an imprint gives all ``None`` and no representatives.
    """
    page = read_page(html)
    page.linked = linked
    lines = imprint_lines(page, url=url)
    if not lines and page_kind(page, url) == "imprint":
        # Every section of an imprint page is read as another's, the first the content's ("Inhaltliche und redaktionelle
        # Verantwortung" / person / street / town, then "Technische Verantwortung"): a page that names nobody else is hers (93, 205).
        held = imprint_lines(page, url=url, editor_block=True)
        again = extract(page, held, url) if held else None
        lines = held if again and _editor_named(again) else []
    if not lines:
        return _controller_record(page, url) or empty_record()
    record = extract(page, lines, url)
    unreachable = not (record["email"] or record["phone"])  # (no contact: the footer may hold it)
    # (read once: the retries below all run on an imprint page only, the last two without a name,
    # which the first retry never takes away)
    imprint_page = (record["name"] is None or unreachable) and page_kind(page, url) == "imprint"
    if imprint_page:
        # Some themes put the whole imprint, or its contact lines, into a footer-classed container.
        retry = imprint_lines(page, with_footer=True, url=url)
        if len(retry) > len(lines):
            again = extract(page, retry, url)
            if record["name"] is None or again["name"] == record["name"]:
                record = again  # (the footer may add the provider's contact, never another provider)
    if record["name"] is None and imprint_page:
        # The only block is the section of the person responsible for the content ("Verantwortlich
        # nach § 18 Abs. 2 MStV"): a page that names nobody else is hers (conventions 93, 205).
        again = extract(page, imprint_lines(page, url=url, editor_block=True), url)
        record = again if _editor_named(again) else record
    if record["name"] is None and all(ln.heading or ln.label or IMPRINT_WORD.fullmatch(ln.text) for ln in lines):
        # An imprint heading over nothing of the provider's (its toggle holds only the agency's
        # credit): the contact block right above it, from its heading, is the provider's.
        above = _block_above(page, lines[0])
        if above:
            again = extract(page, above, url)
            record = again if again["name"] and again["address"] else record
    if record["name"] is None and imprint_page and (gap := _gap_after_heading(page, lines)):
        # The imprint's heading, then a section read as another's ("Haftung für Inhalte", "Urheber") that holds the provider's
        # block before the imprint lines go on (509, 621): with a page that names nobody else, its block is the provider's.
        again = extract(page, [lines[0], *gap, *lines[1:]], url)
        record = again if again["name"] and again["address"] else record
    if record["name"] is None:
        # A footer imprint whose only provider block stands under "Copyright:" beside the agency's
        # and the photographer's (convention 117): that block.
        held = _copyright_block(page, imprint_page)
        if held:
            again = extract(page, held, url)
            record = again if again["name"] and again["address"] else record
    if (opening := _opening_block(page, lines)) and (imprint_address(url) or page.linked or page_kind(page, url) == "imprint"):
        # The page opens with its provider's block (name, street, town, contact) before its first heading, "Angaben gemäß § 5
        # TMG" or a disclaimer (1207, 1433): that block is read first.
        # (unless the imprint's own block prints an address in the same place: then it is the provider's, and the top a layout's
        # card, 769, 1059)
        again = extract(page, opening + lines, url)
        same = record["address"] is not None and again["address"] is not None and record["address"]["postal_code"] == again["address"]["postal_code"]
        stated = bool(operator_line(opening[0].text) and again["name"] and again["name"] in opening[1].text)
        record = again if again["name"] and (again["address"] or stated) and not (same and record["name"]) else record
    if record["name"] is not None and (record["address"] is None or record["phone"] is None) and (
            held := _controller_record(page, url)) and held["name"] == record["name"]:
        # the provider's block names no street (or no number), the privacy part's controller block the same operator with it (37)
        record |= {f: record[f] or held[f] for f in ("address", "phone", "email")}
    if record["name"] is None and imprint_page and (named := _chrome_name(page)):
        # An imprint block that names nobody, its operator named in the page's title and its footer's copyright line alike
        # (convention 913): that name heads the block.
        at = 1 if lines[0].heading or IMPRINT_WORD.fullmatch(lines[0].text.strip()) else 0  # (under the imprint's heading)
        again = extract(page, [*lines[:at], Line(named, lines[0].zone, 0, False, False, -1), *lines[at:]], url)
        record = again if again["name"] == named else record
    return record if record["name"] is not None else _controller_record(page, url) or record


# The privacy part's lead to its controller block ("Die verantwortliche Stelle für die Datenverarbeitung auf dieser Website ist:",
# "Verantwortliche Stelle:", "Verantwortlicher im Sinne der DSGVO ist:", "Responsible party:"); also with the laws spelled out
# before its colon ("Verantwortliche Stelle im Sinne der Datenschutzgesetze, insbesondere der EU-Datenschutzgrundverordnung
# (DSGVO), ist:"), as a privacy generator's sentence ("Verantwortlicher im Sinne der Datenschutz-Grundverordnung, sonstiger … ist
# die:", "Controller for the purposes of the General Data Protection Regulation (GDPR), … is:"), one that ends in the article before
# the block ("Die datenschutzrechtlich Verantwortliche für die auf unserer Website stattfindenden Datenverarbeitungen ist die") and
# an English heading ("Responsible Website Operator").
_CONTROLLER_LEAD = re.compile(
    r"(?:Die\s+)?[Vv]erantwortliche\s+Stelle(?:\s+f(?:ü|ue)r\s+die\s+Datenverarbeitung(?:\s+auf\s+dieser\s+Website)?|\s+im\s+Sinne\s+der\s+\S+)?"
    r"(?:\s+ist)?\s*:?|Verantwortlich(?:er)?\s+im\s+Sinne\s+der\s+(?:DSGVO|Datenschutz-?Grundverordnung)(?:\s+ist)?\s*:?"
    r"|(?:Die\s+)?[Vv]erantwortliche\s+Stelle\s+im\s+Sinne\s+(?:der|des)\s+[^:]{1,120}:"
    r"|Verantwortlich(?:er)?\s+im\s+Sinne\s+der\s+Datenschutz-?Grundverordnung,\s+[^:]{1,220}\s+ist(?:\s+(?:die|der))?\s*:"
    r"|(?:Die\s+)?(?:datenschutzrechtlich\s+)?[Vv]erantwortliche(?:\s+Stelle)?\s+f(?:ü|ue)r\s+die\s+(?:[\wäöüß-]+\s+){0,5}Datenverarbeitung(?:en)?\s+ist(?:\s+(?:die|der))?\s*:?"
    r"|Controller\s+for\s+the\s+purposes\s+of\s+the\s+General\s+Data\s+Protection\s+Regulation\b[^:]{1,220}\s+is(?:\s+the)?\s*:"
    r"|(?:The\s+)?[Rr]esponsible\s+(?:[Bb]ody|[Pp]arty|[Ww]ebsite\s+[Oo]perator)(?:\s+is)?\s*:?")


def _controller_record(page: Page, url: str | None) -> dict | None:
    """On an imprint page (by its kind or its address), the record of the privacy part's controller block when it gives a
    name and an address: the operator's block where no other names one (conventions 58, 407, 1265), or the street of the
    provider it names again (37); on a privacy page the block it opens with (351, 957, 1470); else ``None``."""
    imprint = imprint_address(url) or page.linked or page_kind(page, url) == "imprint"
    if not (imprint or privacy_page(page)):
        return None
    leads = [k for k, ln in enumerate(page.lines) if ln.zone == "main" and _CONTROLLER_LEAD.fullmatch(
        ln.text.strip().title() if ln.text.isupper() else ln.text.strip())]  # (also in capitals: "RESPONSIBLE WEBSITE OPERATOR")
    if not leads or not (imprint or opens_page(page, leads[0])):
        return None  # (a privacy page's controller only as the block it opens with)
    record, text = _led_record(page, leads[0], url)
    if not (record and record["name"] and record["address"]):
        return None
    for at in leads[1:]:
        # a later controller block of the same operator ("2. Name and Address of the Controller") with the number or mailbox
        # the first leaves out (37, 957)
        again, _ = _led_record(page, at, url)
        if again and again["name"] == record["name"]:
            record |= {f: record[f] or again[f] for f in ("phone", "email")}
    if record["legal_form"] == "Einzelunternehmen" and not (BUSINESS.search(text) or trade_in_text(text)):
        record |= {"legal_form": None, "representatives": []}  # (a privacy text's words state no business of the person's)
    return record


def _led_record(page: Page, at: int, url: str | None) -> tuple[dict | None, str]:
    """The record of the block below the lead line ``page.lines[at]`` (up to 8 short lines of its part, no heading), and its text."""
    block: list[Line] = []
    for ln in page.lines[at + 1 : at + 9]:
        if ln.heading or len(ln.text) > 120 or ln.zone != page.lines[at].zone:
            break
        block.append(ln)
    return (extract(page, block, url) if block else None), "\n".join(ln.text for ln in block)


def _copyright_block(page: Page, imprint_page: bool = False) -> list[Line]:
    """The lines under a "Copyright:" label alone on its line right below an imprint heading or toggle, up
    to the next label or heading (at most 8); on an imprint page also further down when they print the holder's address (a
    booklet's colophon: "Copyright:" / "2024 - Verband X, Hauptgasse 3, 3000 Bern"), its year dropped."""
    at = next((k for k, ln in enumerate(page.lines) if _COPYRIGHT_LABEL.fullmatch(ln.text.strip())), None)
    if at is None:
        return []
    out: list[Line] = []
    for ln in page.lines[at + 1 : at + 9]:
        if ln.zone != page.lines[at].zone or ln.heading or ln.text.rstrip().endswith(":"):
            break
        out.append(ln)
    if any(IMPRINT_WORD.search(ln.text) for ln in page.lines[max(0, at - 3) : at]):
        return out  # (under an imprint toggle or heading: a home page's copyright line is no imprint, convention 13)
    if not (imprint_page and out and find_address([t for ln in out for t in ln.text.split(",")])):
        return []
    held = _HOLDER_YEAR.sub("", out[0].text)
    return [Line(held, out[0].zone, out[0].heading, out[0].bold, out[0].link, out[0].block, out[0].label), *out[1:]]


_HOLDER_YEAR = re.compile(r"^(?:©\s*)?(?:19|20)\d\d(?:\s*[-–]\s*(?:19|20)\d\d)?\s*[-–,|·]\s*(?=[A-ZÄÖÜ])")


def _editor_named(record: dict) -> bool:
    """The content-responsible's only block read as the provider's gives a name and a way to reach her (an address, a mailbox
    or a phone; conventions 154, 205)."""
    return bool(record["name"] and (record["address"] or record["email"] or record["phone"]))


def _chrome_name(page: Page) -> str | None:
    """The name a copyright line gives ("© 2026 Jana Ott", "Copyright 2019-2024 Roth Design. Alle Rechte vorbehalten.";
    in a footer also a year alone before the name) when the page's title names it too, or a part of the title that the logo's
    alt text or a footer line prints as well (conventions 310, 913: the only name the page gives its operator); else ``None``."""
    title = page.title.casefold()
    for ln in page.lines:
        if (m := _COPYRIGHT_YEAR.match(ln.text.strip())) and (ln.zone == "footer" or re.match(r"©|\(c\)|Copyright|.*Rechte\s+vorbehalten", ln.text, re.I)):
            name = re.split(r"\.\s|\.$|\s*[|·,]\s*|\s+[–—-]\s+", m.group(1))[0].strip()
            if re.fullmatch(r"[A-ZÄÖÜ][^\d@/:]{2,60}", name) and len(name.split()) <= 6 and name.casefold() in title:
                return name
    # (or a part of the title that the logo's alt text or a footer line prints alone: "Kontakt · Ott Verein" over a footer "Ott Verein")
    printed = {page.logo_alt.casefold(), *(ln.text.strip().casefold() for ln in page.lines if ln.zone == "footer" and not ln.link)}
    for part in re.split(r"\s+[|·–—-]\s+|\s*[|·]\s*", page.title):
        if re.fullmatch(r"[A-ZÄÖÜ][^\d@/:|·]{2,60}", part := part.strip()) and len(part.split()) <= 6 and not IMPRINT_WORD.search(part) \
                and part.casefold() in printed:
            return part
    return None


_COPYRIGHT_YEAR = re.compile(r"(?:©|\(c\)|Copyright)?\s*(?:©\s*)?(?:19|20)\d\d(?:\s*[-–]\s*(?:19|20)\d\d)?\s*[|·,–-]?\s*(.+)$", re.IGNORECASE)


_COPYRIGHT_LABEL = re.compile(r"(?:Copyright|©)\s*:", re.IGNORECASE)


def _opening_block(page: Page, lines: list[Line]) -> list[Line]:
    """The lines of the page's main part right above its first heading, when the imprint lines begin at that heading and
    those lines (2 to 12, up to a menu link or another part of the page) hold a street and town, or from a label that says who
    operates the site ("This website is operated by:"); else ``[]``."""
    first = next((k for k, ln in enumerate(page.lines) if ln.heading and ln.zone == "main"), None)
    if not first or page.lines[first] is not lines[0]:
        return []
    start = first
    while start and page.lines[start - 1].zone == "main" and not (page.lines[start - 1].link and not re.search(r"@|\d", page.lines[start - 1].text)
                                                                   and not find_emails(page.lines[start - 1].text)):
        start -= 1  # (right above the heading: a menu or a top bar between them is the layout's, 693; a mail link "info(at)…" is no menu)
    head = page.lines[start:first]
    if not 2 <= len(head) <= 12:
        return []
    if find_address([ln.text for ln in head]):
        return head
    at = next((k for k, ln in enumerate(head[:-1]) if operator_line(ln.text)), None)
    return head[at:] if at is not None else []  # (from the operator's label: an introduction above it is no part of the block)




_SITE_KEEPER = re.compile(r"webmaster|administrat|ansprechpartner|kontaktperson|contact\s+person", re.IGNORECASE)
_POSTAL_LINE = re.compile(r"(?:[A-Z]{1,2}-)?\d{4,5}\s+[A-ZÄÖÜ]")


def _gap_after_heading(page: Page, lines: list[Line]) -> list[Line]:
    """The lines of the page between the imprint's heading (its first line) and its second line, when the imprint lines skip
    them (2 to 10 lines of the same part of the page); the heading alone, the rest of its part of the page (an "Urheber"
    heading over the only person block, 75; "Redaktion / Hosting:" over the only organisation block, 358); else ``[]``."""
    if not lines or not lines[0].heading and not IMPRINT_WORD.fullmatch(lines[0].text.strip()):
        return []
    at = next((k for k, ln in enumerate(page.lines) if ln is lines[0]), None)
    end = next((k for k, ln in enumerate(page.lines) if ln is lines[1]), None) if len(lines) > 1 else next(
        (k for k, ln in enumerate(page.lines) if at is not None and k > at and ln.zone != lines[0].zone), len(page.lines))
    if at is not None and end is not None and end - at > 11 and page.lines[at + 1].heading:
        # (more sections before the imprint lines go on, a disclaimer's or an ODR notice after the provider's: the first one's)
        end = next((k for k in range(at + 2, end) if page.lines[k].heading and page.lines[k].zone == lines[0].zone), end)
    if at is None or end is None or not 3 <= end - at <= 11:
        return []
    gap = page.lines[at + 1 : end]
    # (the heading alone: a head of its own, then a block that opens with no sentence and holds its postal line; not a site
    # keeper's or contact person's label: "Als Administrator dieser Seite wurde … eingesetzt:" names no provider, 89)
    held = len(lines) > 1 or ((gap[0].heading or gap[0].text.endswith(":")) and not _SITE_KEEPER.search(gap[0].text)
                              and not re.search(r"[a-zäöüß]{3}\.$", gap[1].text)
                              and any(ln.block == gap[1].block and _POSTAL_LINE.match(ln.text) for ln in gap[1:]))
    return gap if held and all(ln.zone == lines[0].zone for ln in gap) else []


def _block_above(page: Page, first: Line) -> list[Line]:
    """The lines right above ``first`` in its part of the page, from the nearest heading (at most 10)."""
    at = next((k for k, ln in enumerate(page.lines) if ln is first), 0)
    above = [ln for ln in page.lines[max(0, at - 10) : at] if ln.zone == first.zone]
    start = max((k for k, ln in enumerate(above) if ln.heading), default=None)
    return above[start:] if start is not None else []


def looks_like_imprint(html: str | bytes) -> bool:
    """True when the page is an imprint page or carries an imprint section (e.g. in a footer)."""
    return parse_imprint(html)["name"] is not None
