"""The operator's own e-mail address and phone number among the provider's rows.

Contract: :func:`operator_rows` ends the provider's rows at a heading over a third party's contact
data (a contact person, the web designer, the hoster); :func:`operator_email` and
:func:`operator_phone` choose the operator's own address and main number among them (``contact``
reads each line), :func:`footer_phone` a landline the footer prints beside the operator's street;
:func:`email_elsewhere` the mailbox printed outside the rows (:func:`email_beside_provider`, :func:`contact_lines_above`,
:func:`header_email`); :func:`address_beside_provider` the address of a block elsewhere that opens with the provider's name.
"""

from __future__ import annotations

import re
import unicodedata
from itertools import takewhile
from urllib.parse import urlsplit

from .address import find_address
from .blocks import Row
from .contact import (
    EMAIL_RE,
    bare_phone,
    deobfuscate,
    find_emails,
    find_phone,
    is_role_mailbox,
    misnamed_landline,
)
from .legal_forms import find_company_name
from .persons import person_name, role_kind
from .text import Line, Page
from .topics import GENERIC_LINE
from .words import IMPRINT_WORD

# An address that takes no mail.
_NO_REPLY = re.compile(r"(?:^|[.@+_-])no-?reply(?:[.@+_-]|$)", re.IGNORECASE)
_PLAIN_MAIL_LABEL = re.compile(r"^\s*(?:E-?Mail|Mail)(?:[-\s]?Adresse)?\s*:", re.IGNORECASE)
_OTHER_LABEL = re.compile(r"^\s*[^:@\d]{2,40}:\s*\S")
_NAME_PATTERN = re.compile(r"(?:vorname|firstname|first|name)[._-]?(?:nachname|lastname|last|surname)@", re.IGNORECASE)
_THIRD_PARTY_LABEL = re.compile(r"^(?:Webmaster|Webdesign|Agentur|Hosting|Hoster|H(?:é|e)bergement|H(?:é|e)bergeur|Presse\w*|Press(?:\s+contact)?|Datenschutz\w*|DSB|"
                                r"Data\s+protection(?:\s+officer)?)\s*:", re.IGNORECASE)

_MAILBOX_OWNER = re.compile(r"^\s*E-?Mail(?:-?Adresse)?\s+(?:vo[nm]|de[rs])\s+([^:@]{2,60}):", re.IGNORECASE)  # (its owner named)
_WEBMASTER_LINK = re.compile(r"\bWebmaster(?:in)?\b", re.IGNORECASE)
# A label that gives the mailbox for reports on the site's editorial part ("Meldungen im Bezug auf den redaktionellen Teil
# dieser Website: webmaster@…"): an editorial contact, not the operator's (convention 367)
_EDITORIAL_LABEL = re.compile(r"^[^:@]*\bredaktionell\w*\b[^:@]*:", re.IGNORECASE)


def _name_words(name: str | None) -> list[str]:
    """The words of a name as a domain spells them ("Förderverein" -> "foerderverein"), three letters or more."""
    plain = (name or "").lower().replace("ä", "ae").replace("ö", "oe").replace("ü", "ue").replace("ß", "ss")
    return [w for w in re.findall(r"[a-z0-9]+", unicodedata.normalize("NFKD", plain).encode("ascii", "ignore").decode())
            if len(w) > 2]


def _named_mailbox(address: str, words: list[str]) -> bool:
    """A mailbox whose domain or local part is spelt from two words of the provider's name
    ("…@foerderverein.freie-netzwerke.de" for "Förderverein Freie Netzwerke e. V.", "ooe-badmintonverband@aon.at"
    for "OÖ. Badmintonverband"), or from the whole name joined ("…@rothdesign.de" for "Roth Design")."""
    local, _at, domain = address.lower().partition("@")
    for labels in (set(re.split(r"[.-]", domain)[:-1]), set(re.split(r"[.-]", local))):  # (the domain without its TLD)
        if len(set(words) & labels) >= 2 or (len(words) >= 2 and "".join(words) in labels):
            return True
    return False


def operator_email(rows: list[Row], url: str | None, name: str | None = None) -> str | None:
    """The operator's e-mail address among its rows: a general mailbox before a role mailbox, the
    one on the page's own domain (``url``) when it is printed close to the first, or one on a domain
    spelt from the provider's ``name`` wherever it is printed."""
    host = (urlsplit(url).hostname or "").removeprefix("www.") if url else ""
    candidates: list[tuple[bool, bool, int, str]] = []
    for i, row in enumerate(rows):
        if (_THIRD_PARTY_LABEL.match(row.text) or _EDITORIAL_LABEL.match(row.text)
                or _WEBMASTER_LINK.search(EMAIL_RE.sub("", deobfuscate(row.text)))):
            continue  # "Webmaster: …", "Presse: …", "Datenschutzbeauftragter: …": not the operator's mailbox (CONTRACT section 7)
            # (nor a link named "Webmaster": "Fragen zur Website: Webmaster", convention 14, 174)
        for address in find_emails(row.text):
            if _NO_REPLY.search(address) or _NAME_PATTERN.match(address):
                continue  # ("…@users.noreply.github.com", "noreply@…": nobody reads it, not even as the last resort; nor a
                # pattern for the staff's addresses, "vorname.nachname@…", convention 157)
            domain = address.split("@", 1)[1]
            match = bool(host) and (domain == host or host.endswith("." + domain) or domain.endswith("." + host))
            candidates.append((is_role_mailbox(address), not match, i, address))
    candidates = [c for c in candidates if not _authority(rows, c[2])]
    if not candidates:
        return None
    # Prefer general mailboxes; among them the operator's own domain only breaks near ties.
    general = [c for c in candidates if not c[0]] or candidates
    # (a mailbox printed under a person of the organisation, "Präsident: X" / "E-Mail: x@…", is that person's when the
    # organisation prints one of its own: conventions 14, 74, 423)
    general = [c for c in general if not _personal(rows, c[2])] or general
    general = [c for c in general if not _topical(rows, c[2])] or general
    words = _name_words(name)
    owners = [(set(_name_words(o[1])), c) for c in general if (o := _MAILBOX_OWNER.match(rows[c[2]].text))]
    for own, cand in owners if len(owners) > 1 else ():
        if own and all(own < other for other, c in owners if c is not cand):
            return cand[3]  # "E-Mail vom NLZ X:" / "E-Mail vom X:": of mailboxes labelled with their owners, the club's, not its unit's (742)
    if words and not any(not c[1] for c in general) and not any(w in general[0][3] for w in words) and (
            named := [c for c in general if _named_mailbox(c[3], words) and c[2] != general[0][2]]):  # ("A / B" on one line: A, 365)
        # (a community's contact above a club's own "E-Mail: verein@foerderverein.freie-netzwerke.de"; not when the
        # first already spells a word of the name)
        return named[0][3]
    plain = [c for c in general if _PLAIN_MAIL_LABEL.match(rows[c[2]].text)]
    if plain and plain[0] is not general[0] and _OTHER_LABEL.match(rows[general[0][2]].text) and not _PLAIN_MAIL_LABEL.match(rows[general[0][2]].text):
        general = [plain[0], *(c for c in general if c is not plain[0])]  # "Support & Booking: a@…" / "Email: b@…": the plain one (172)
    first = general[0]
    for cand in general:
        if not cand[1] and cand[2] - first[2] <= 3:
            return cand[3]
    return first[3]


# The label over a supervising authority's or chamber's block ("Zuständige Aufsicht: Rechtsanwaltskammer X" / street / town /
# "Telefon: …" / "Email: …"): its contact data are the authority's (not "Aufsichtsrat:", the firm's own board)
_AUTHORITY_LABEL = re.compile(r"^(?:Zust(?:ä|ae)ndige\s+)?(?:Aufsicht|Aufsichtsbeh(?:ö|oe)rde|\w*[Kk]ammer|Beh(?:ö|oe)rde)\s*:", re.IGNORECASE)


def _authority(rows: list[Row], i: int) -> bool:
    """True when row ``i`` (an e-mail row) follows an authority's label within its block of at most five rows."""
    for k in range(i, max(-1, i - 6), -1):
        if _AUTHORITY_LABEL.match(rows[k].text):
            return True
        if k < i and (rows[k].header or find_emails(rows[k].text)):
            return False
    return False


# A contact for questions on one topic ("Fragen zur Ausbildung: Prof. X, E-Mail: …"), beside an administrative one (convention 530)
_TOPIC_QUESTIONS = re.compile(r"^(?:F(?:ü|ue)r\s+|Bei\s+)?(?:Fragen|Anfragen)\s+(?:zu[rm]?|(?:ü|ue)ber)\s+(?:(?:de[nmr]|die|das)\s+)?\w+", re.IGNORECASE)


def _topical(rows: list[Row], i: int) -> bool:
    """True when row ``i`` (an e-mail row), or the row of its paragraph before it, is labelled as a topic's contact."""
    return bool(_TOPIC_QUESTIONS.match(rows[i].text) or (i and rows[i - 1].block == rows[i].block and _TOPIC_QUESTIONS.match(rows[i - 1].text)))


def _personal(rows: list[Row], i: int) -> bool:
    """True when row ``i`` (an e-mail row) follows a role label with a person's name ("Präsident: Karl Ott")."""
    if i == 0:
        return False
    before = rows[i - 1].text.split(":", 1)
    if len(before) == 2 and role_kind(before[0]) is not None and person_name(before[1]) is not None:
        return True
    # (or a heading over a person and her mailbox, "Gemeindewehrführer" / "Jens Ott" / "wehrfuehrer@…", 423)
    return i >= 2 and rows[i - 2].header and ":" not in rows[i - 1].text and person_name(rows[i - 1].text) == rows[i - 1].text.strip()


# A phone label with only an area code after it, and a line with only the rest of the number
_AREA_ONLY = re.compile(r"\b(?:Tel(?:efon(?:nummer)?)?|Phone|Fon|Festnetz)\.?\s*:?\s*(?:\+\d{2}\s*(?:\(0\)\s*)?\d{1,4}|\(?0\d{2,4}\)?)\s*/?$", re.IGNORECASE)
_NUMBER_REST = re.compile(r"\d[\d \-]{2,10}\d")


_BOARD_ROLES = ("chair_of_board", "board_member", "president")


def _officer_rows(rows: list[Row]) -> set[int]:
    """The rows under a board officer's heading over his name ("1. Vorsitzender:" / "Jan Ott" / street / phone …, up to the
    next heading) when the rows above the first such heading print a number of the organisation's own, or its mailbox beside
    its own street: the officers' numbers are theirs (conventions 236, 353; a firm's "Geschäftsführer" heading is no officer's);
    where the club prints only its mailbox, its chair's block its only street, the number there is the club's (54, 216)."""
    starts = [k for k, r in enumerate(rows[:-1]) if r.header and role_kind(r.text.rstrip(" :")) in _BOARD_ROLES
              and person_name(rows[k + 1].text) == rows[k + 1].text.strip()]
    above = [r.text for r in rows[: starts[0]]] if starts else []
    if not above or not (any(_PHONE_WORD.search(t) for t in above) or (any(find_emails(t) for t in above) and find_address(above))):
        return set()
    return {j for k in starts for j in range(k, next((i for i in range(k + 1, len(rows)) if rows[i].header), len(rows)))}


# A heading over one of the operator's own sites ("Filiale Nord", "Postanschrift", "Praxis Ost"): not another party's
_OWN_SITE_HEAD = re.compile(r"anschrift|adresse|address|standort|location|filiale|niederlassung|zweig|branch|b(?:ü|ue)ro|office|gesch(?:ä|ae)ftsstelle|"
                            r"sitz|werk|lager|praxis|kanzlei|atelier|studio|showroom|verwaltung|zentrale|kontakt|contact", re.IGNORECASE)


def _other_party_rows(rows: list[Row]) -> set[int]:
    """The rows under a heading that names another body with an address of its own below the operator's ("Museum der Region X"
    / street / town / "Tel: …" after the club's block, convention 1541): that body's, up to the next heading."""
    if not any(r.header and ":" not in r.text and len(r.text.split()) <= 8 for r in rows[1:]):
        return set()  # (no heading that could name another body: most blocks, read without looking for the address)
    texts = [r.text for r in rows]
    found = find_address(texts)
    if found is None:
        return set()
    out: set[int] = set()
    street = _street_key(found[0]["street"])
    for k in range(found[1] + 1, len(rows)):
        head = rows[k].text.strip()
        if rows[k].header and IMPRINT_WORD.search(head):
            break  # (the imprint's own heading below a contact block: what follows is the provider's)
        if not rows[k].header or ":" in head or not re.match(r"[A-ZÄÖÜ]", head) or len(head.split()) > 8 or _OWN_SITE_HEAD.search(head) or (
                GENERIC_LINE.fullmatch(head) or role_kind(head) or _THIRD_PARTY_HEAD.match(head)):
            continue
        end = next((i for i in range(k + 1, len(rows)) if rows[i].header), len(rows))
        block = texts[k + 1 : end]  # (its street may carry a note, "Laudachweg 17 (Kitzmantelfabrik)": its postal line is enough)
        # (not a heading that repeats a word of the operator's rows above the first such block besides its town: "Steuerberater
        # Ott" over Jan Ott's office)
        shared = {w.casefold() for w in re.findall(r"[^\W\d_]{4,}", head)} & {w.casefold() for t in texts[: min(out, default=k)] for w in re.findall(r"[^\W\d_]{4,}", t)}
        if (any(_POSTAL_START.search(t) for t in block) and not any(street in _street_key(t) for t in block)
                and not shared - {w.casefold() for w in found[0]["city"].split()}):
            out.update(range(k, end))
    return out


_POSTAL_START = re.compile(r"(?:^|,\s*)(?:[A-Z]{1,2}-)?\d{4,5}\s+[A-ZÄÖÜ]")  # (a postal line, or after the street's comma)
_PHONE_WORD = re.compile(r"\b(?:Tel(?:efon)?|Phone)\b", re.IGNORECASE)


def operator_phone(rows: list[Row], country: str | None) -> str | None:
    """The operator's main number among its rows: the first labelled one, else a line that is only
    a landline number."""
    officers = _officer_rows(rows) | _other_party_rows(rows)
    for k, row in enumerate(rows):
        text = row.text
        if k in officers:
            continue
        if _AREA_ONLY.search(text) and k + 1 < len(rows) and _NUMBER_REST.fullmatch(rows[k + 1].text.strip()):
            text = f"{text} {rows[k + 1].text}"  # "Telefon: 03721" / "273445": the number broken after its area code
        number = find_phone(text, country or "DE")
        if number:
            return number
    # No labelled number: a line that is only a landline number (never fax or mobile).
    for i, row in enumerate(rows):
        if i in officers:
            continue
        before = rows[i - 1].text if i else ""
        if re.search(r"\b(?:Fax|Telefax|Mobil\w*|Handy|Natel)\b\s*:?\s*$", before, re.IGNORECASE) or (
                before.endswith(":") and not re.search(r"Tel|Phone|Fon|Ruf|Festnetz|Zentrale|^\s*[TP]\.?\s*:$", before, re.IGNORECASE)):  # (or "T:", its own line)
            continue  # the value of another label ("Steuernummer:", "Fax:")
        number = bare_phone(row.text, country or "DE")
        if number:
            return number
    # Nor a bare one: a landline printed under a mobile label (convention 283)
    return next((number for i, row in enumerate(rows) if i not in officers and (number := misnamed_landline(row.text, country or "DE"))), None)


def _street_key(text: str) -> str:
    """A street as compared across printings: lower case, "Straße" as "str", without dots and spaces."""
    return re.sub(r"[\s.]+", "", re.sub(r"stra(?:ß|ss)e", "str", text.lower()))


def footer_phone(page: Page, address: dict | None, country: str | None) -> str | None:
    """The landline a page's footer or sidebar prints beside the operator's own street, where the imprint prints no
    number or only a mobile one (convention 59: the operator's landline anywhere on the page beats `null`)."""
    if not address or not address.get("street"):
        return None
    footer = [ln for ln in page.lines if ln.zone in ("footer", "nav")]  # (or a sidebar's contact card, 1474)
    street, region = _street_key(address["street"]), country or "DE"
    for k, ln in enumerate(footer):
        if street in _street_key(ln.text):  # (also abbreviated: "Kulmbacher Str. 21 A" for "Kulmbacher Straße 21a", 1764)
            # (a card's heading line between the town and its numbers takes no place, and a landline alone on its line is one:
            # street / town / "Kontakt" / mailbox / "+41 31 333 31 01")
            texts = [t.text for t in footer[k : k + 7] if not GENERIC_LINE.fullmatch(t.text.strip())][:6]
            # (the label on a line of its own, "Telefon:" / "0341 …", as a sidebar's card prints it)
            texts = [f"{t} {texts[j + 1]}" if _LABEL_ALONE.fullmatch(t) and j + 1 < len(texts) else t for j, t in enumerate(texts)]
            if number := next((n for j, t in enumerate(texts[:4]) if (n := find_phone(t, region) or (
                    bare_phone(t, region) if not (j and texts[j - 1].endswith(":")) else None))), None):  # (not below "Fax:")
                return number
            # (or a bare number in the contact card's lines right above the street: "Kontakt" / mailbox / number / street)
            above = [t.text for t in footer[max(0, k - 3) : k]]
            if number := next((n for j, t in enumerate(above) if (n := bare_phone(t, region)) and not (j and above[j - 1].endswith(":"))), None):
                return number
    return None


_LABEL_ALONE = re.compile(r"(?:Tel(?:efon)?|Phone|Fon|Festnetz)\.?\s*:?", re.IGNORECASE)


# Headings over somebody else's contact data (a contact person, the web designer, the hoster).
_THIRD_PARTY_HEAD = re.compile(
    r"^(?:Kontaktperson|Ansprechpartner(?:in)?|Ansprechperson|Webmaster|Webdesign|Technische\s+Umsetzung|"
    r"Realisierung|Gestaltung|Hosting|Bildnachweis\w*|Konzept(?:\s+und\s+Design)?)\b",
    re.IGNORECASE,
)
_PROVIDER_LAW = re.compile(r"§\s*5(?![\d(])|\bTMG\b|\bDDG\b|\bECG\b")


def operator_rows(rows: list[Row]) -> list[Row]:
    """The operator's rows up to a heading over a third party's contact data (not one that names the provider's law:
    "Ansprechpartner gemäß § 5 TMG:" heads the provider's own block)."""
    for i, row in enumerate(rows):
        if i and row.header and _THIRD_PARTY_HEAD.match(row.text) and not _PROVIDER_LAW.search(row.text):
            return rows[:i]
    return rows


# A contact heading alone ("Kontakt:"), over the contact data of a page that names several firms in blocks of their own
_CONTACT_HEAD = re.compile(r"^(?:Kontakt|Contact)\s*:?$", re.IGNORECASE)


def shared_contact(rows: list[Row], block: list[Row]) -> list[Row]:
    """The rows under a contact heading below the provider's block, up to the next heading: the contact that several firms
    of a joint web presence share ("Dies ist ein gemeinsamer Webauftritt von:" / block 1 / block 2 / "Kontakt:" / phone /
    mailbox, convention 1135), read where the provider's own block prints none."""
    after = rows.index(block[-1]) + 1 if block and block[-1] in rows else len(rows)
    for i in range(after, len(rows)):
        if rows[i].header and _CONTACT_HEAD.match(rows[i].text):
            end = next((j for j in range(i + 1, len(rows)) if rows[j].header), len(rows))
            # (not a section that names a firm: "Contact" / "X GmbH" / street / mailbox is that firm's contact)
            return [] if any(find_company_name(r.text) for r in rows[i + 1 : end + 1]) else rows[i + 1 : end]
    return []


def email_beside_provider(page: Page, lines: list[Line], provider_line: str | None) -> str | None:
    """The e-mail address of a contact block above the imprint that prints the provider's own
    line again ("KONTAKT" / "Architekt DI Robert Kraska" / address / mail, then "Offenlegung" /
    "Medieninhaber:" / the same lines without the mail): the address right after that line,
    up to the next heading, if only one is printed there."""
    if not provider_line or not lines:
        return None
    first = next((k for k, ln in enumerate(page.lines) if ln is lines[0]), None)
    if first is None:
        return None
    above = [ln for ln in page.lines[:first] if ln.zone == "main"]
    for k, ln in enumerate(above):
        if ln.text != provider_line:
            continue
        found: list[str] = []
        for nxt in above[k + 1 : k + 7]:
            if nxt.heading:
                break
            found.extend(find_emails(nxt.text))
        if len(set(found)) == 1:
            return found[0]
    return None


def email_elsewhere(page: Page, lines: list[Line], provider_line: str | None, address: dict | None, rows: list[Row]) -> str | None:
    """The operator's mailbox printed outside its ``rows``, where they print none: beside a repeat of the provider's line, in
    the labelled contact lines above a provider block with a street, or as the page's only one in its header or footer
    (besides an authority's that the rows print)."""
    authority = frozenset(e for k, r in enumerate(rows) if _authority(rows, k) for e in find_emails(r.text))
    return (email_beside_provider(page, lines, provider_line) or (contact_lines_above(page, lines) if address else None)
            or header_email(page, authority, footer=bool(lines) and lines[0].zone == "main"))


_FIELD_LINE = re.compile(r"[A-Za-zÄÖÜäöü-]{2,20}\s*:\s*\S.*")


def contact_lines_above(page: Page, lines: list[Line]) -> str | None:
    """The one e-mail address of the labelled contact lines right above the imprint's first line ("Email: …" / "Webseite: …" /
    "Telefon: …", then "Angaben gemäß § 5 TMG:"): the page's own contact rows, printed before its provider block."""
    first = next((k for k, ln in enumerate(page.lines) if lines and ln is lines[0]), None)
    above: list[Line] = []
    for ln in reversed(page.lines[max(0, (first or 0) - 6) : first or 0]):
        if ln.zone != lines[0].zone or ln.heading or not _FIELD_LINE.fullmatch(ln.text.strip()):
            break
        above.insert(0, ln)
    found = {e for ln in above for e in find_emails(ln.text)}
    return next(iter(found)) if len(found) == 1 else None


_MAILBOX_ALONE = re.compile(r"(?:E-?Mail\s*:?\s*)?\S+@\S+", re.IGNORECASE)


def address_beside_provider(page: Page, lines: list[Line], name: str | None) -> dict | None:
    """The address of a block elsewhere on the page that opens with the provider's name alone on its line ("Kontakt" /
    "Hebammenpraxis Oststadt" / street / town above the imprint that names the practice without an address, convention 1244;
    or the footer's; or "c/o" it: "Jan Ott" / "c/o Kanuclub Nord e.V." / street), when all such blocks give the same one."""
    if not name:
        return None
    inside = {id(ln) for ln in lines}
    found: list[dict] = []
    for k, ln in enumerate(page.lines):
        if id(ln) not in inside and re.sub(r"^c/o\s+", "", ln.text.strip()) == name:  # (or "c/o" the provider, under a person)
            below = [n.text for n in takewhile(lambda n: not n.heading, page.lines[k + 1 : k + 5])]
            if (held := find_address(below)) is not None:
                found.append(held[0])
    return found[0] if found and all((a["street"], a["postal_code"]) == (found[0]["street"], found[0]["postal_code"]) for a in found) else None


def header_email(page: Page, besides: frozenset[str] = frozenset(), footer: bool = False) -> str | None:
    """The one e-mail address a site's header or menu prints (a mail icon's link, "jan@ott-mail.de" beside the
    logo) when the page prints no other anywhere: the operator's own, where the imprint names none; with ``footer`` (an
    imprint in the main part) also a footer's line that is only the mailbox ("E-Mail: info@…", not an agency's credit line)."""
    if not any(find_emails(ln.text) for ln in page.lines if ln.zone in ("header", "nav") or (
            footer and ln.zone == "footer" and _MAILBOX_ALONE.fullmatch(deobfuscate(ln.text.strip())))):  # (also "info [at] x [dot] de")
        return None  # (the header first: the whole page is read only when it prints one)
    found = {e for ln in page.lines for e in find_emails(ln.text)} - besides
    return next(iter(found)) if len(found) == 1 else None


# (or a Swiss seat's "Domizil", convention 599)
_SEAT_HEAD = re.compile(r"^(?:Firmensitz|Sitz(?:\s+der\s+Gesellschaft)?|Gesch(?:ä|ae)ftssitz|Unternehmenssitz|Hauptsitz|Domizil|"
                        r"Registered\s+office|Head\s*office|Headquarters|Medieninhaber(?:in)?(?:\s*(?:und|&|/)\s*(?:Herausgeber|Verleger)(?:in)?)?)\s*:?$", re.IGNORECASE)


def operator_address(rows: list[Row], club: bool = False) -> dict | None:
    """The address under a seat heading ("Firmensitz"), else the first address that is not a
    representative's private one (a role label, the person's name, then the address:
    "1. Vorsitzender" / "Anna Roth" / "Hauptstr. 1" ...) -- unless it is the page's only address
    and follows a managing director: then it is the company's ("Justso GmbH" /
    "Geschäftsführerin" / "Dr. X" / "Landstraße 95"; so is a club's whose only address is its chair's, convention 54)."""
    texts = [r.text for r in rows]
    skipped: list[dict | None] = []
    for k, row in enumerate(rows):
        if row.header and _SEAT_HEAD.match(row.text):
            seat = find_address(texts[k + 1 : k + 4])  # (the firm's line may stand between)
            if seat is not None:
                return seat[0]
    start = 0
    while start < len(texts):
        found = find_address(texts[start:])
        if found is None:
            break
        address, i = found[0], found[1] + start
        roles = [role_kind(texts[k - 1]) for k in (i - 1, i - 2) if k >= 1 and person_name(texts[k])]
        if all(role in (None, "owner") for role in roles):
            return address
        # (not when the club prints a town of its own: "Kanu-Freunde Nord e.V." / "Kiel")
        located = any(re.fullmatch(r"[A-ZÄÖÜ][a-zäöüß-]{2,}", t.strip()) and not role_kind(t) and not GENERIC_LINE.fullmatch(t.strip())
                      and not IMPRINT_WORD.search(t) for t in texts[:i])
        skipped.append(address if "managing_director" in roles or (club and not located and {"chair_of_board", "president"} & set(roles)) else None)
        start = i + 1
    return skipped[0] if len(skipped) == 1 else None


def fullest_printing(address: dict | None, rows: list[Row]) -> dict | None:
    """The address with the fullest printing of its street among the rows ("Kolbegasse 17" / "Firmensitz: Kolbegasse 17/2/9,
    1120 Wien": its stair and door, convention 18)."""
    if address is None:
        return None
    for row in rows:
        found = find_address([row.text]) if address["street"] in row.text else None
        if found and found[0]["postal_code"] == address["postal_code"] and found[0]["street"].startswith(address["street"] + "/"):
            return {**address, "street": found[0]["street"]}
    return address
