"""Imprint rows and company blocks: which part of the imprint belongs to the operator.

Contract: :func:`rows` turns imprint lines into :class:`Row` pieces (a table label joined to its
value, lines cut before inline labels such as "Tel.:"); :func:`provider_rows` cuts the rows into
company blocks (a row that starts with a company name opens one) and returns the block of the
company the page names as provider (a provider statement, or a company right after a provider
heading such as "Angaben gemäß § 5 DDG"), else the first; :func:`mark_gp` flags the rows of a
general partner's sub-block; :func:`runs_on`, :func:`broken_above` and :func:`whole_name` read a
name broken over two lines, or printed whole on another, in full.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import pairwise

from .broken import continues_parenthesis, join_broken
from .labelvalue import statement_then_name
from .legal_forms import (
    CONTACT_OF,
    PROVIDER_VERB,
    SITE_WORD,
    find_company_name,
    find_form,
    prose_words,
)
from .namelines import column_offices, role_after_name
from .persons import empty_value, label_segments, person_name, role_kind
from .samefirm import folded_words as _folded_words
from .samefirm import same_firm as _same_firm
from .text import Line
from .topics import LEGAL_PHRASE, VALUE_LABEL, VALUE_LABELS, is_header

_LABELS = (
    rf"Tel(?:efon)?|Steuer-?Nr|Register-?Nr|Email|{VALUE_LABELS}|"
    r"Sitz(?:\s+der\s+Gesellschaft)?|Gesch(?:ä|ae)ftsf(?:ü|ue)hr\w*|Vorstand|Aufsichtsrat\w*|Inhaber(?:in)?|Inh(?=\.\s*:)|"
    r"Prokura|Vertreten\s+durch|Managing\s+Directors?|Rechtsform|Verwaltungsrat|Pr(?:ä|ae)sident\w*"
)
# (not after an article: "Betreiber dieser Website: Jan Ott" is one label; nor after "gewerberechtliche", convention 896; nor after the role's
# adjective, "Geschäftsführender Vorstand:", 1214, or an ordinal word, "Erster Vorstand:", the first chair's label)
_SPLIT_BEFORE = re.compile(rf"(?<=\S)(?<![Gg]ewerberechtliche)(?<!führender)(?<!führende)(?<!vertretender)(?<!vertretende)(?<!Erster)(?<!Erste)(?<!Zweiter)(?<!Zweite)(?<!\bder)(?<!\bdes)(?<!\bdie)(?<!\bdiese)(?<!\bdieser)(?<!\bdieses)(?<!\bunserer)(?<!\bthis)(?<!\bthe)(?<!\bour)"
                           rf"\s*[,;]?\s+(?=(?P<label>{_LABELS})\s*(?:\([^)]*\))?\s*[:.](?!\w))")
_PROVIDER_STMT = re.compile(
    r"^(?:Anbieter|Diensteanbieter|Betreiber|Herausgeber|Medieninhaber|Provider|Operator|Publisher|"
    r"Website\s+operator|Service\s+provider|Media\s+owner|Owner\s+of\s+the\s+media)\w*\b|(?:Anbieter|Betreiber|Herausgeber|Medieninhaber)\w*\s+"
    r"(?:dieser|der|des|von)\b|operated\s+by|betrieben\s+von",
    re.IGNORECASE,
)

_PROVIDER_IS = re.compile(
    r"\b(?:Diensteanbieter|Anbieter|Betreiber|Herausgeber|Medieninhaber|service\s+provider|operator)\b[^.]{0,90}?"
    r"\b(?:ist|is)\s+(?:die|der|das|the)\s+(?=[A-ZÄÖÜ])",
    re.IGNORECASE,
)


@dataclass(slots=True)
class Row:
    """A piece of an imprint line after splitting at inline labels."""

    text: str
    header: bool
    block: int
    gp: bool = False
    link: bool = False  # the line is link text only (a menu item, a linked name)


def rows(lines: list[Line]) -> list[Row]:
    """Rows of the imprint: a table label cell or ``<dt>`` is joined to the first value line."""
    rows: list[Row] = []
    merged: list[Line] = []
    lines = join_broken(lines)
    i = 0
    while i < len(lines):
        line = lines[i]
        nxt = lines[i + 1] if i + 1 < len(lines) else None
        if nxt is not None and not nxt.label and (
                (line.label and nxt.block != line.block and len(line.text) < 60)
                or (VALUE_LABEL.match(line.text) and not is_header(nxt) and not VALUE_LABEL.match(nxt.text))):
            label = line.text.rstrip(" :")
            merged.append(Line(f"{label}: {nxt.text}", nxt.zone, 0, False, nxt.link, nxt.block))
            i += 2
            continue
        merged.append(line)
        i += 1
    merged = role_after_name(column_offices([_titled_after_colon(part) for line in merged for part in _legal_lead_split(line)]))
    for line in merged:
        header = bool(line.heading or line.bold or line.label or line.text.endswith(":"))
        pieces = (_comma_address(line.text) if line.text.count(",") > 1 else None) or [line.text]
        for text in pieces:
            _add_pieces(rows, text, line, header)
    return rows


# "Jan Ott: Dr. med. Fachärztin für Innere Medizin": a person, a colon, then her titles and profession (convention 934)
_PERSON_COLON = re.compile(r"^((?:Vertreten\s+durch|(?:Praxis)?[Ii]nhaber(?:in)?)\s*:?\s+)?([^:,()\d@]{3,60}):\s+((?:Dr|Prof|Dipl|Mag|Ing)\.\s?.*)$")


def _titled_after_colon(line: Line) -> Line:
    """A person line whose titles and profession follow a colon, read as "Person, titles …" (no label before a value);
    also after "Vertreten durch" on the same line."""
    found = _PERSON_COLON.match(line.text)
    if not found or person_name(found[2]) != found[2].strip() or found[2].startswith("Name"):  # (not "Name des Anbieters: Dr. …")
        return line
    return Line(f"{found[1] or ''}{found[2].strip()}, {found[3]}", line.zone, line.heading, line.bold, line.link, line.block, line.label)


def _legal_lead_split(line: Line) -> list[Line]:
    """A provider heading that leads its value on one line ("Angaben gemäß § 5 TMG: Anna Roth, Lindenweg 4, 79100 Freiburg";
    "Angaben gemäß § 5 DDG Ott Bau GmbH", no colon) is that heading's label line and the block below it."""
    head, colon, rest = line.text.partition(":") if ":" in line.text else statement_then_name(line.text)
    if not colon or not rest.strip() or len(head) > 90 or not LEGAL_PHRASE.search(head) or rest.lstrip().startswith("//"):
        return [line]
    return [Line(f"{head}:", line.zone, line.heading, line.bold, line.link, line.block, line.label),
            Line(rest.strip(), line.zone, 0, False, line.link, line.block)]


def _add_pieces(rows: list[Row], text: str, line: Line, header: bool) -> None:
    for piece in _split_at_labels(text):
        piece = re.sub(r"(?<!:)\s+[-–—]$", "", piece.strip(" ,;"))  # (a dangling dash: "1. Vorsitzender -"; not "Fax: -")
        if piece:
            rows.append(Row(piece, header and len(line.text) < 90, line.block, link=line.link))


_POSTAL_TOWN = re.compile(r"^(?:(?:D|DE|A|AT|CH)\s?-\s?)?\d{4,5}\s+[A-ZÄÖÜ]|^[A-ZÄÖÜ][\w.\- ]{1,30}\s\d{4,5}$")  # "Rankweil 6830"


def _comma_address(text: str) -> list[str] | None:
    """The pieces of a line that prints the provider, its street and its town one after the
    other with commas ("Anna Roth, Hauptstr. 1, 12345 Berlin, Tel. …"): each piece, except that a
    firm name with a comma, or a long piece, keeps the pieces on its side of the address
    together; None for any other line."""
    from .address import is_street_line

    if len(text) > 250:
        return None
    pieces = [p.strip() for p in text.split(",")]
    for i in range(1, len(pieces)):
        street = i - 1
        if i > 1 and _DISTRICT.fullmatch(pieces[street]) and not is_street_line(pieces[street]):
            street -= 1  # "Wenedikterstraße 6, Lind, 9500 Villach": the town's district between (convention 28)
        if _POSTAL_TOWN.match(pieces[i]) and is_street_line(pieces[street]) and pieces[0] and (street or i > 1):
            tail = pieces[i + 1 :]
            if any(len(p) > 60 for p in tail):
                tail = [", ".join(tail)]
            head = pieces[:street]
            company = find_company_name(", ".join(head))
            if any(len(p) > 60 for p in head) or (company and "," in company[0]) or (len(head) == 2 and role_kind(head[1])):
                head = [", ".join(head)]  # "Ott, Roth und Partner mbB": one firm name; "Jan Ott, 1. Vorsitzender": a person with his office
            return [*head, *pieces[street:i], pieces[i], *tail]
    return None


_DISTRICT = re.compile(r"(?:[A-ZÄÖÜ][\w.-]+)(?:\s[A-ZÄÖÜa-zäöü][\w.-]+){0,2}")

_NO_SPLIT_AFTER = re.compile(
    r"(?:\b(?:des|der|dem|den|im|vom|zum|zur|the|of|und|and|sowie|stellv\.|stellvertretende[rn]?)|[(/&-])$",
    re.IGNORECASE,
)


def _split_at_labels(text: str) -> list[str]:
    """Cut a line before inline labels ("... 12345 Berlin Tel.: ...") but not inside phrases."""
    pieces: list[str] = []
    last = 0
    for match in _SPLIT_BEFORE.finditer(text):
        if _NO_SPLIT_AFTER.search(text[last : match.start()].rstrip()) or re.fullmatch(r"\s*[1-9]\.\s*", text[last : match.start()]):
            continue  # (nor after an ordinal of its own: "1. Vorstand: Jan Ott")
        pieces.append(text[last : match.start()])
        last = match.end()
    pieces.append(text[last:])
    return pieces


def _company_start(text: str) -> tuple[str, str] | None:
    found = find_company_name(text)
    if not found or "%" in text:
        return None
    name = found[0]
    pos = text.find(name)
    rest = text[pos + len(name) :] if pos >= 0 else ""
    if re.fullmatch(r"\s+(?:von\s+|v\.\s*|gegr\.\s*|seit\s+)?(?:18|19|20)\d\d", rest):
        # a club's founding year after its form ("RTC Köln e.V. 1972", "SpVgg Dorf e.V. von 1920"): part of its name
        return f"{name}{rest}", found[1]
    if re.fullmatch(r"\s+gegr(?:ü|ue)ndet\s+(?:18|19|20)\d\d", rest):
        return found  # the clause written out, "X e. V. gegründet 1962": no part of the name (conventions 287, 313)
    if rest.strip() and not re.match(
        r"^\s*(?:[,;|(·–\-:.]|mit\s+Sitz|\bin\s+[A-ZÄÖÜ]|(?:Zweig)?[Nn]iederlassung\b|Filiale\b|vertreten\s+durch\b|$)", rest
    ) and not _address_follows(rest) and not (_VERB_LAST.fullmatch(rest) and _SITE_BY.search(text[:pos])) and not _SELF_REGISTERED.match(rest):
        return None
    if re.match(r"^\s*:\s*\S", rest) and not find_company_name(rest):
        return None  # a label ("Sitz der Genossenschaft: Leipzig"), not a company
    segs = label_segments(text)
    if segs and text.find(segs[0].label) == 0 and not re.match(r"Eigent(?:ü|ue)mer(?:in)?$", segs[0].label, re.IGNORECASE):
        return None  # (a role's value; the firm after "Eigentümer:" is the provider's own entry)
    return found


# The verb closing the site's provider sentence right after the firm ("Diese Website wird von der X GmbH betrieben."): no part
# of it (not another sentence's: "Die Server werden von der Y GmbH betrieben").
_VERB_LAST = re.compile(rf"\s+{PROVIDER_VERB}\s*[.!]?\s*")
_SITE_BY = re.compile(rf"\b{SITE_WORD}\s+wird\s+(?:von(?:\s+(?:der|dem|den))?|vom)\s*$")


# The firm's sentence about itself: "X e.V. ist ein beim Amtsgericht Y eingetragener, gemeinnütziger Verein" (its own entry).
_SELF_REGISTERED = re.compile(r"\s+ist\s+(?:ein|eine)\s+(?:[^.:;]{0,80}?\s)?(?:eingetragene[rs]?|gemeinn(?:ü|ue)tzige[rs]?)[\s,]")


def _address_follows(rest: str) -> bool:
    """The name's line goes on with the firm's street and town ("X GmbH Hauptstr. 18 8000 Zürich"), or its street
    alone, the town on the next line ("X UG (haftungsbeschränkt) Hauptstr. 18")."""
    from .address import SENTENCE_PREPOSITION, find_address, is_street_line

    found = find_address([rest.strip()])  # (also after a sentence's "in der": "X UG in der Südtiroler Str. 2a, …")
    return (found is not None and SENTENCE_PREPOSITION.sub("", rest.strip()).startswith(found[0]["street"])) or is_street_line(rest.strip())


def _blocks(rows: list[Row]) -> tuple[list[tuple[int, str, str]], str | None]:
    """Company starts (row index, name, form key) and the name the page states as provider."""
    starts: list[tuple[int, str, str]] = []
    seen: set[str] = set()
    stated: set[str] = set()  # provider names first met in a sentence
    provider: str | None = None
    gp_next = False
    announced = -9  # row index of a provider heading ("Angaben gemäß § 5 DDG", "Betreiber:")
    for i, row in enumerate(rows):
        segs = label_segments(row.text)
        label_only = bool(segs) and empty_value(segs[-1].value)
        found = _company_start(row.text)
        if found and i and re.search(r"\bc/o\s*$|^(?:c/o|c\.o\.)\s", rows[i - 1].text, re.IGNORECASE):
            # "Jan Ott c/o" / "Studio eG", "c/o Musterschule" / "Muster gGmbH": the host of the
            # provider's address, no provider
            found = None
        if found and gp_next:
            row.gp = True
        elif found and found[0] not in seen:
            starts.append((i, found[0], found[1]))
        elif found and row.text.strip(" .") == found[0] and found[0] in stated:
            # "Anbieter ist die X GmbH." before the companies' own blocks: X's block starts here.
            starts = sorted([s for s in starts if s[1] != found[0]] + [(i, found[0], found[1])])
            stated.discard(found[0])
        if provider is None and not found:
            provider = _stated_provider(row.text)
        if found:
            seen.add(found[0])
            if provider is None and (_PROVIDER_STMT.search(row.text) or i - announced <= 2
                                     or _stated_provider(row.text) == found[0]):
                provider = found[0]
                if len(row.text) > len(found[0]) + 40:
                    stated.add(found[0])
        elif _provider_heading(row):
            announced = i
        gp_next = label_only and segs[-1].kind in ("general_partner", "default")
    return starts, provider


def _stated_provider(text: str) -> str | None:
    """The company a sentence names as provider ("... Diensteanbieter ... ist die X GmbH.")."""
    match = _PROVIDER_IS.search(text)
    if not match:
        return None
    found = find_company_name(text[match.end() :])
    return found[0] if found else None


def _provider_heading(row: Row) -> bool:
    """A short line that announces the provider on the next lines (no company name in it)."""
    text = row.text
    if len(text) > 90 or re.search(r"\d{3}|@", text):
        return False
    return bool(LEGAL_PHRASE.search(text) or _PROVIDER_STMT.match(text) and (row.header or len(text) < 40))


def _mentioned_below_provider(rows: list[Row], index: int, name: str) -> bool:
    """A company named inside a sentence below a provider block of its own (a person's or trading
    name's lines with an address): a service the page mentions ("Google Analytics ist ein Dienst
    der Google Ireland Limited"), unless the sentence is about that provider ("Kids Club ist eine
    Marke der Muster AG")."""
    from .address import find_address

    text = rows[index].text
    at = text.find(name)
    if at <= 0 or len(text) < len(name) + 25:
        return False  # the company's own line
    before = [r.text for r in rows[:index] if not r.header]
    if not before or find_address(before) is None:
        return False
    subject = text[:at]
    if label_segments(subject) or not re.search(r"\b(?:ist|sind|is|are|wird|wurde|von|bei|by|mit|with)\b", subject):
        return False  # a role ("Komplementärin ist die …") or a label names the company
    return not any(len(t) > 2 and t in subject for t in before[:3])


def _prose_after(text: str, name: str) -> bool:
    """A company name that opens a line of running text ("Hetzner Online GmbH in Deutschland und
    Finnland, also innerhalb der EU — eine"): a mention, not the company's own entry."""
    rest = text[text.find(name) + len(name):]
    return len(re.findall(r"\b[a-zäöüß]{2,}\b", rest)) >= 4


def _foreign_service_below(rows: list[Row], index: int, name: str, key: str) -> bool:
    """A foreign company ("Google LLC, 1600 Amphitheatre Parkway, …") under a heading of its own
    below a provider block with a German, Austrian or Swiss address: a service the page names
    (a map, a font, a host), not the provider."""
    return key == "foreign" and _below_provider_block(rows, index)


def _below_provider_block(rows: list[Row], index: int) -> bool:
    """A row under a heading of its own below a block with a German, Austrian or Swiss address."""
    from .address import find_address

    if index == 0:
        return False
    above = rows[:index]
    found = find_address([r.text for r in above if not r.header])
    return found is not None and any(r.header for r in above[1:]) and found[0].get("country") in (None, "DE", "AT", "CH")


def provider_rows(rows: list[Row]) -> tuple[list[Row], tuple[str, str] | None]:
    starts, provider = _blocks(rows)
    # a sentence below that names a firm already started again ("Alle Rechte liegen bei der X GmbH.", also of "X GmbH (in
    # Gründung)"): no block of its own
    starts = [s for k, s in enumerate(starts) if not (k and prose_words(s[1]) and any(
        s[1].endswith(" " + re.sub(r"\s*\([^()]*\)$", "", t[1])) for t in starts[:k]))]
    # companies the provider's page mentions as services below its own block (a map, a host, an app store)
    services = [s for s in starts if _mentioned_below_provider(rows, s[0], s[1]) or _foreign_service_below(rows, *s) or continues_parenthesis(rows[s[0]].text)]
    if services and (len(services) == len(starts) or services[0] == starts[0]):
        # (then also those named in a line of running text: "Hetzner Online GmbH in Deutschland und …")
        starts = [s for s in starts if s not in services and (provider == s[1] or not _prose_after(rows[s[0]].text, s[1]))]
    if not starts:
        return rows, None  # (also when the only companies are services the provider's page mentions)
    chosen = 0
    if provider is not None:
        for k, (_i, name, _key) in enumerate(starts):
            if name == provider:
                chosen = k
                break
    if provider is None and chosen + 1 < len(starts) and rows[starts[chosen][0]].header and starts[chosen][2] == starts[chosen + 1][2] and (
            set() < _folded_words(starts[chosen][1]) < _folded_words(starts[chosen + 1][1])) and not prose_words(starts[chosen + 1][1]):
        # a heading's firm ("Services GmbH") printed in full in a block below: that block is the provider's (not a sentence that
        # names the firm again, "Alle Rechte liegen bei der X GmbH.", read as a longer name)
        chosen += 1
    first = chosen  # (the firm alone on a line above in another spelling, "X e.V." over the address, "X .e.V." in the § 5 block: one block)
    while first and _same_firm(starts[first - 1], starts[chosen]) and rows[starts[first - 1][0]].text.strip(" .:") == starts[first - 1][1].strip(" ."):
        first -= 1
    begin = 0 if chosen == 0 else starts[first][0]
    following = chosen + 1
    while following < len(starts) and _same_firm(starts[chosen], starts[following]):
        following += 1  # "Firmenname: Bánhalmi Norbert e.U." below "Norbert Banhalmi – … e.U."
    end = starts[following][0] if following < len(starts) else len(rows)
    # A later block of the same page that only repeats the name is not another company.
    return rows[begin:end], (starts[chosen][1], starts[chosen][2])


def repeated_block(rows: list[Row], block: list[Row], name: str) -> list[Row]:
    """The rows of a later block that prints the provider's firm again on a line of its own, up to the next
    firm (a group's register list: "Amanthos Holding AG" / "Eingetragen im Handelsregister …" / "UID: …")."""
    after = rows.index(block[-1]) + 1 if block and block[-1] in rows else len(rows)
    for i in range(after, len(rows)):
        if rows[i].text.strip(" .:") == name:  # (also as a label over its own values: "Roth Bau GbR:" / "DE 123456789")
            end = next((j for j in range(i + 1, len(rows)) if _company_start(rows[j].text)), len(rows))
            return rows[i + 1 : end]
    return []


def mark_gp(rows: list[Row]) -> None:
    """Rows of the general partner's sub-block: its name's paragraph and the role rows after it."""
    gp_block: int | None = None
    for row in rows:
        if row.gp:
            gp_block = row.block
            continue
        if gp_block is not None and row.block != gp_block and not label_segments(row.text):
            gp_block = None
        row.gp = gp_block is not None


def runs_on(rows: list[Row], name: str | None, title: str) -> str | None:
    """The name with the line below it when the page title prints both as one name (a club's name
    broken over two lines: "Kaninchenzuchtverein" / "H188 Bischofsheim"), or when the name is a club's kind alone and the
    line below names what it is for ("Förderverein" / "Sport- und Begegnungszentrum Westenholz")."""
    for row, below in pairwise(rows):
        if name and row.text == name and below.block == row.block and not below.header:
            joined = f"{name} {below.text}"
            kind_alone = bool(_CLUB_KIND.fullmatch(name) and _NAME_WORDS.fullmatch(below.text)) and not person_name(below.text)
            # (a person's own line below a designation is its owner's, even where the title prints both: "Praxis für Osteopathie" /
            # "Eva Roth", the title "Praxis für Osteopathie Eva Roth", 1841)
            own_line = person_name(below.text) == below.text.strip() and not _CLUB_KIND.search(name)
            return joined if len(below.text) > 2 and (joined.lower() in title.lower() and not own_line or kind_alone) else name
    return name


_CLUB_KIND = re.compile(r"(?:[A-ZÄÖÜ][a-zäöüß]*)?(?:[Vv]erein|[Ff]reundeskreis|[Vv]erband)")
_NAME_WORDS = re.compile(r"[A-ZÄÖÜ][^\W\d]*-?(?:\s+(?:[A-ZÄÖÜ][^\W\d]*-?|und|für|der|des|e\.\s?V\.))*")


_ORGANISATION = re.compile(r"(?:[Vv]erein|[Vv]ereinigung|[Ff]reundeskreis|[Gg]esellschaft|[Ss]tiftung|[Gg]enossenschaft|[Vv]erband|"
                           r"[Cc]lub|[Kk]lub|[Ii]nitiative|[Gg]emeinschaft)\b")


# A brand's one word in its own typography: a capital inside after small letters ("kompeDent", "eBike").
_BRAND_WORD = re.compile(r"[a-zäöü]+[A-ZÄÖÜ][\wäöüß]*|[A-ZÄÖÜ][a-zäöüß]+[A-ZÄÖÜ][\wäöüß]*")


_OFFER_OF = re.compile(r"\b(?:ist|is|sind)\s+(?:ein|eine|an?)\s+\w+\s+(?:der|des|von|of)$")

_HEADLESS = re.compile(r"gemeinn(?:ü|ue)tzige\s+\S|[A-ZÄÖÜ][a-zäöüß]+(?:ungs|ions|heits|keits|t(?:ä|ae)ts|schafts)\s*(?:&|und|-)\s")


def broken_above(rows: list[Row], name: str) -> str:
    """A firm's name broken over two lines, its head on the line above ("Förderverein der Freiwilligen
    Feuerwehr" / "Dorf-Ost e.V."): the whole name, when the line above names the kind of
    organisation the second line lacks, or ends on a joining word."""
    for above, row in pairwise(rows):
        if row.text == name and above.block == row.block and above.header and row.header and _BRAND_WORD.fullmatch(above.text):
            return f"{above.text} {name}"  # one heading broken in two: "kompeDent" / "Zahntechnik GmbH"
        # (or the line is an attribute and the form alone: "Institute for Open Infrastructure" / "gemeinnützige GmbH"; or it
        # opens on a compound's linking part, "FH Oberösterreich" / "Forschungs & Entwicklungs GmbH", also in list items, 1212;
        # the line above may be the paragraph's bold first line, "**Winter & Partner**" / "Rechtsanwälte PartG mbB", not a label)
        headless = _HEADLESS.match(name) is not None
        if row.text == name and (above.block == row.block or headless) and not (above.header and (above.block != row.block or above.text.endswith(":"))) and not above.link:
            head = above.text.strip()
            # (or on the partners of a family firm: "Brückner & Söhne" / "Metallbau GmbH", convention 2)
            joins = re.search(r"\s(?:der|des|für|und|zur|zum|am|im|in)$|^[A-ZÄÖÜ][\w.-]+\s+&\s+[A-ZÄÖÜ][\w.-]+$", head)
            if (3 <= len(head) <= 60 and not re.search(r"[\d@:;,.!?]", head) and head[0].isupper()
                    and ((_ORGANISATION.search(head) and not _ORGANISATION.search(name)) or joins or headless)
                    and person_name(head) is None and not find_form(head) and not _OFFER_OF.search(head)):
                return f"{head} {name}"  # (not a sentence that ends in its article: "X ist ein Angebot der" / "Y GmbH")
    return name


def whole_name(rows: list[Row], name: str) -> str:
    """The firm's name as another line prints it whole ("ist der Chaostreff" / "Osnabrück e.V."; "Anschrift: Chaostreff Osnabrück e.V.")."""
    for text in (re.sub(r"^[\w-]+:\s*", "", row.text) for row in rows):
        if ((head := text.removesuffix(" " + name)) != text and 1 <= len(head.split()) <= 3 and all(w[0].isupper() and w.isalpha() for w in head.split())
                and not CONTACT_OF.match(text)):  # (not a contact heading over the firm's data: "Kontaktdaten Ott e.V.")
            return text
    return name
