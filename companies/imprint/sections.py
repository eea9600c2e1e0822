"""Which lines of a page form the imprint, and which of them belong to other parties.

Contract: :func:`imprint_lines` returns the lines of a page's imprint in document order, or an
empty list when the page is not an imprint (error, cookie, login, privacy, article and product
pages, and pages without an imprint heading, legal phrase or footer imprint). Sections of other
parties (editors under § 18 MStV, data protection officers, agencies, hosters, photo credits,
insurers, supervisory authorities, parent or sister companies) and disclaimer texts are left out.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .disclaimer import DISCLAIMS, firm_after_disclaimer
from .editorroles import editor_with_role
from .firmoffice import office_of_firm
from .links import imprint_address, own_link
from .neighbours import address_only_after, credit_panel, dense_imprint, provider_above, sub_section
from .operated import operator_lead
from .text import Line, Page
from .topics import (
    CONTACT_ROW,
    CREDIT_LEAD,
    EXCLUDE_HEAD,
    EXCLUDE_LINE,
    HARD_EDITOR,
    INSURER_LEAD,
    INSURER_TITLE,
    LEGAL_PHRASE,
    PROVIDER_STATEMENT,
    SOFT_EDITOR,
    VALUE_LABEL,
    content_credit_head,
    credit_head,
    editor_label,
    imprint_topics,
    is_header,
    labelled_provider,
    legal_phrase,
)
from .words import IMPRINT_WORD, PARTNERS_FIRM, SITE_RESPONSIBLE

# An English page or heading called just "Legal" ("Contact & Legal"): the imprint in English.
_LEGAL_ALONE = re.compile(r"^\s*(?:(?:Contact|Kontakt)\s*(?:&|and|und|/|\+)\s*)?Legal\s*:?\s*$", re.IGNORECASE)
_ERROR_TITLE = re.compile(
    r"\b404\b|\b410\b|\b500\b|not\s+found|nicht\s+gefunden|existiert\s+nicht|nicht\s+(?:mehr\s+)?verf(?:ü|ue)gbar|"
    r"page\s+(?:missing|unavailable)|fehlerseite|^\s*fehler\b|^\s*error\b|hoppla|oops|introuvable|"
    r"can.?t\s+be\s+found|could\s+not\s+be\s+found|konnte\s+nicht\s+gefunden|no\s+longer\s+available",
    re.IGNORECASE,
)
_OTHER_TITLE = re.compile(
    r"cookie|datenschutz|privacy|data\s+protection|login|log\s?in\b|anmeld|sign\s+in|registrier|"
    r"passwort|password|warenkorb|\bcart\b|checkout|kasse\b|\bagb\b|terms|widerruf|nutzungsbedingungen",
    re.IGNORECASE,
)
_NON_IMPRINT_TYPES = {"Article", "BlogPosting", "NewsArticle", "Product", "Recipe", "Event", "JobPosting"}

_INCLUDE_HEAD = re.compile(
    r"impressum|imprint|legal\s+notice|site\s+notice|angaben|anbieter|betreiber|herausgeber|medieninhaber|"
    r"offenlegung|kontakt\b|kontakt(?:daten|angaben|informationen)|contact\b|anschrift|adresse|address|sitz\b|\bunternehmen\b|\bcompany\b|\bfirma\b|(?<!handels)vertret|"
    r"gesch(?:ä|ae)ftsf(?:ü|ue)hr|gesch(?:ä|ae)ftsleit|vorstand|verwaltungsrat|stiftungsrat|aufsichtsrat|inhaber|"
    r"register|firmenbuch|umsatzsteuer|\bust|\bvat\b|mwst|\buid\b|steuer|represent|managing|management|board|"
    r"owner|partner|gesellschafter|komplement|pers(?:ö|oe)nlich\s+haftend|prokur|rechtsform|legal\s+form|"
    r"kommunikation|erreichbar|telefon|phone|e-?mail|^mail\b",
    re.IGNORECASE,
)
_PROVIDER_HEAD = re.compile(r"§\s*5|TMG|DDG|ECG|\banbieter|betreiber", re.IGNORECASE)
_PROVIDER_LAW = re.compile(r"§\s*5(?![\d(])|\bTMG\b|\bDDG\b|\bECG\b")
_PROVIDER_LINE = re.compile(
    r"§\s*5\b|\bTMG\b|\bDDG\b|\bECG\b|Anbieter|Diensteanbieter"
    rf"|{SITE_RESPONSIBLE}\b"
    # (the site itself, not its content: "Verantwortlich für diese Website: Jan Ott" names the operator)
    r"|^verantwortlich\s+f(?:ü|ue)r\s+(?:diese[ns]?|die|unsere)\s+(?:Website|Webseite|Internetseite|Homepage|Webauftritt)\s*:",
    re.IGNORECASE)


_COMBINED_HEAD = re.compile(
    r"(?:Impressum|Imprint|Anbieterangaben)(?:\s*(?:&|und|and|/|\+|,)\s*(?:Datenschutz\w*|Privacy(?:\s+Policy)?|Haftungsausschluss|Disclaimer)){1,2}\s*:?$"
    r"|(?:Datenschutz\w*|Privacy(?:\s+Policy)?)\s*(?:&|und|and|/|\+|,)\s*(?:Impressum|Imprint)\s*:?$"
    # (the provider as "Eigentümer und Herausgeber", not the ownership that a medium's disclosure lists)
    r"|Eigent(?:ü|ue)mer(?:in)?\s*(?:,|und|&|/)\s*(?:Herausgeber|Medieninhaber|Verleger|Betreiber)"
    # (or the site's owner, "Eigentümer der Seite": its provider, convention 182)
    r"|Eigent(?:ü|ue)mer(?:in)?\s+(?:der|dieser)\s+(?:Web|Internet)?(?:seite|site|Homepage)\s*:?$"
    r"|Eigent(?:ü|ue)mer(?:in)?\s+(?:gem(?:ä|ae)(?:ß|ss)|gem\.|nach|laut|lt\.)\s*§\s*5(?![\d(])(?:\s*(?:Abs\.\s*1\s*)?(?:TMG|DDG|ECG))?\s*:?$"  # (or by the law: "Eigentümer nach § 5 TMG")
    # (the provider first in a list of what it does for the site: "Inhaber / Entwicklung / Betrieb", "Publisher and editorial
    # responsibility", 155, 286; or its management: "Geschäftsführung und Verantwortlicher Leiter:" over the managing director)
    r"|(?:Gesch(?:ä|ae)ftsf(?:ü|ue)hr(?:ung|er(?:in)?)|Inhaber(?:in)?|Betreiber(?:in)?|Anbieter(?:in)?|Herausgeber(?:in)?|Medieninhaber(?:in)?|Publisher|Owner|Operator|(?:Service\s+)?Provider"
    r"|Vertreten\s+durch|Represented\s+by)"  # ("Vertreten durch und verantwortlich für den Inhalt:" over the managing director)
    r"\s*(?:/|&|\+|,|\bund\b|\band\b)\s*\w[\w\s/&,+-]{0,60}:?$",
    re.IGNORECASE,
)


# Exclusion words that also make trading names and brands ("Ott Fotografie", "Roth Webdesign").
_TRADE_WORDS = re.compile(r"\w*fotograf\w*|\w*photo\w*|\w*design\w*|\w*agentur|agency|\w*gestaltung|konzept\w*|\w*entwicklung|"
                          r"development|\w*versicherung\w*|\w*kommunikation", re.IGNORECASE)


def trade_name_head(text: str, lead: bool = False) -> bool:
    """A heading that is a trading name built with an exclusion word ("Ott Fotografie"), not a section about another party: 2-5
    capitalised words, no colon, the first word no exclusion (``lead``: or a word of its own after it, "Webdesign Ott", not "Design und Code")."""
    words = text.split()
    if not 2 <= len(words) <= 5 or ":" in text or not all(w[0].isupper() or w in ("&", "und", "-", "–") for w in words):
        return False
    if EXCLUDE_HEAD.search(words[0]) and not (lead and any(w[0].isupper() and not EXCLUDE_HEAD.search(w) for w in words) and words[1] not in ("&", "und", "-", "–")):
        return False
    hits = [w for w in words if EXCLUDE_HEAD.search(w)]
    return bool(hits) and all(_TRADE_WORDS.fullmatch(w) for w in hits)


@lru_cache(maxsize=4096)  # (pure; a page's lines come back from several readers)
def classify_head(text: str) -> str | None:
    """``"include"``, ``"exclude"`` or ``None`` (neutral) for a heading or label text."""
    from .legal_forms import find_company_name

    if not text.rstrip().endswith(":") and (find_company_name(text) or PARTNERS_FIRM.match(text.strip())):
        return None
    if IMPRINT_WORD.search(text) and not re.search(r"verantwortlich|datenschutz|haftung", text, re.I):
        return "include"
    if PROVIDER_STATEMENT.match(text.strip()):
        return "include"  # "Angaben gemäß § 5 TMG, verantwortlich nach § 55 RStV:": the provider's block
    if _COMBINED_HEAD.match(text.strip()):
        return "include"  # "Impressum & Datenschutz": a page of both, the imprint first; "Eigentümer und Herausgeber"
    if re.search(r"verantwortlich|ansprechpartner", text, re.I) and (_PROVIDER_HEAD.search(text) and not re.search(
        r"MStV|RStV|§\s*18|§\s*55|redaktion|inhalt|ansprechpartner", text, re.I
    ) or _PROVIDER_LAW.search(text)):
        return "include"  # (also when it names the provider's law and the editor's: "… i.S.d. TMG und … nach § 55 RStV"; or a contact person's, "Ansprechpartner gemäß § 5 TMG:")
    if _PROVIDER_LAW.search(text) and re.search(r"V\.?\s?i\.?\s?S\.?\s?d\.?\s?P", text):
        return "include"  # "ViSdP und Telemediengesetz § 5:": the provider's law beside the editor's (convention 1333)
    if EXCLUDE_HEAD.search(text) and not editor_with_role(text):  # (a credit led by the content is the provider's, "Inhalt und Gestaltung:")
        return "include" if office_of_firm(text) or content_credit_head(text) else "exclude"  # (not "Technical" in "Geschäftsführer der X Technical GmbH:")
    if _INCLUDE_HEAD.search(text) or LEGAL_PHRASE.search(text):
        return "include"
    return None


def _headline_texts(page: Page, url: str | None) -> list[str]:
    # (a heading linked to the page itself is its own: "<a href="/kontakt.htm"><h1>Kontakt & Impressum</h1></a>", "#")
    return [page.title, *(ln.text for ln in page.lines if ln.heading in (1, 2) and ln.zone == "main" and not (ln.link and not own_link(ln.href, url)))]


def page_kind(page: Page, url: str | None = None) -> str:
    """``"imprint"`` (a page about the imprint), ``"other"`` (maybe a footer imprint) or ``"none"``.

    ``url``: the address the page was read from; one that names an imprint ("/impressum") makes
    a page that says nothing else about itself an imprint page."""
    heads = _headline_texts(page, url)
    h1 = [ln.text for ln in page.lines if ln.heading == 1 and ln.zone != "nav"]
    if any(_ERROR_TITLE.search(t) for t in [page.title, *h1]):
        return "none"
    if any(IMPRINT_WORD.search(t) or _LEGAL_ALONE.match(t) for t in heads):
        return "imprint"
    if any(IMPRINT_WORD.search(ln.text) and ln.zone == "header" and not ln.link for ln in page.lines if ln.heading == 1):
        return "imprint"  # the page's own h1 inside a header-classed container ("Impressum und Datenschutz")
    if any(PROVIDER_STATEMENT.match(ln.text) and is_header(ln) for ln in page.lines if ln.zone == "main"):
        return "imprint"  # "Angaben gemäß § 5 TMG" over a block of a page titled otherwise ("Datenschutzerklärung")
    h1_main = [ln.text for ln in page.lines if ln.heading == 1 and ln.zone == "main"]
    if any(_OTHER_TITLE.search(t) for t in [page.title, *h1_main]) or page.has_password:
        main = [ln for ln in page.lines if ln.zone == "main"]
        other = next((k for k, ln in enumerate(main) if ln.heading == 1 and _OTHER_TITLE.search(ln.text)), len(main))
        if not (page.has_password or _OTHER_TITLE.search(page.title)) and any(ln.heading and _imprint_heading(ln) for ln in main[:other]):
            return "other"  # a home page's imprint modal (its heading) before its privacy modal's own <h1>: an imprint section
        return "none"  # what the page says of itself wins over the address it was read from
    if imprint_address(url) or page.linked:
        return "imprint"  # read from the site's imprint address or its imprint link (CMS pages are often typed "article")
    if operator_lead(page.lines):
        return "imprint"  # "This page is managed by" alone over the operator's street and town: a contact page's imprint
    types = set()
    for obj in page.jsonld:
        kind = obj.get("@type")
        types.update(kind if isinstance(kind, list) else [kind])
    if page.og_type in ("article", "product", "blog") or types & _NON_IMPRINT_TYPES or page.hints:
        # CMS pages are often typed "article"; an imprint heading of their own still counts
        if not any(_imprint_heading(ln) for ln in page.lines if ln.zone == "main"):
            return "none"
    if any(legal_phrase(ln.text) for ln in page.lines if ln.zone == "main" and not ln.link):
        return "imprint"
    main = [ln for ln in page.lines if ln.zone == "main"]
    if labelled_provider(main) or len(imprint_topics(main)) >= 3:
        return "imprint"
    return "other"


def _imprint_heading(line: Line) -> bool:
    if line.link or line.zone == "nav" or len(line.text) > 60:
        return False
    if not (line.heading or line.bold or line.label or line.text.endswith(":") or len(line.text) < 30):
        return False
    return bool(IMPRINT_WORD.search(line.text) or LEGAL_PHRASE.search(line.text) or _LEGAL_ALONE.match(line.text))


def region(page: Page, with_footer: bool = False, url: str | None = None) -> list[Line]:
    """The lines that make up the imprint (before removing other parties' sections).

    On an imprint page the footer is left out unless ``with_footer`` (a retry for pages that
    keep their imprint in a footer-classed container).
    """
    kind = page_kind(page, url)
    if kind == "none":
        return []
    lines = page.lines
    if kind == "imprint":
        zones = ("main", "footer") if with_footer else ("main",)
        main = [ln for ln in lines if ln.zone in zones]
        for i, ln in enumerate(main):
            if _imprint_heading(ln) and i < len(main) - 1:
                # Start at the imprint heading unless it is only the last of many lines, or the lines above it already hold the provider (a page
                # that opens with its provider block, its first heading further down) and no imprint statement opens below it ("Offenlegung gemäß").
                if (i < 0.6 * len(main) or address_only_after(main, i)) and (any(legal_phrase(ln.text) for ln in main[i + 1 : i + 3]) or not provider_above(main[:i])) and not sub_section(main, i):
                    main = main[i:]
                break
        if main and main[0].link:
            main = _after_links(main)  # not started at an imprint heading: the menu links it opens with are no part of it
        return main or [ln for ln in lines if ln.zone == "footer"]
    # A home page or other page: an imprint section (the first that holds an address, else the first of three lines or more) or a footer imprint.
    from .address import find_address

    footer = [ln for ln in lines if ln.zone == "footer"]
    footer_imprint = dense_imprint(footer) or labelled_provider(footer) or len(imprint_topics(footer)) >= 3
    first: list[Line] | None = None
    for i, ln in enumerate(lines):
        if _imprint_heading(ln) and ln.zone == "footer" and footer_imprint:
            return _after_links(footer)  # a footer that is an imprint as a whole, its provider block above the heading too
        if _imprint_heading(ln) and ln.zone in ("main", "footer"):
            out: list[Line] = []
            for nxt in lines[i:]:
                topic = classify_head(nxt.text) if nxt is not ln and nxt.heading else None
                if (nxt is not ln and nxt.heading and ln.heading and nxt.heading <= ln.heading
                        and topic != "include" and (ln.zone != "footer" or topic == "exclude")
                        # a higher heading before any address is the content of a modal's small
                        # title ("Impressum" in an <h5> over the page's <h2>s)
                        and not (nxt.heading < ln.heading and find_address([o.text for o in out]) is None)):
                    break  # the next section; imprint parts ("Kontakt", in a footer any but another topic) go on
                if nxt.zone == ln.zone:
                    out.append(nxt)
            if len(out) > 2 and find_address([o.text for o in out if not o.link]) is not None:
                return out
            if ln.zone == "footer" and credit_panel(out, footer[: footer.index(ln)]):
                return _after_links(footer)  # the footer's imprint panel holds only the agency's credit (288)
            if len(out) > 2 and first is None:
                first = out
    if first is not None:
        return first
    if footer_imprint:
        return _after_links(footer)
    return []


def _after_links(lines: list[Line]) -> list[Line]:
    """The lines from the first that is not link text only (a menu above an imprint)."""
    return lines[next((i for i, ln in enumerate(lines) if not ln.link), len(lines)):]


def imprint_lines(page: Page, with_footer: bool = False, url: str | None = None, editor_block: bool = False) -> list[Line]:
    """The imprint's own lines: :func:`region` minus sections and lines of other parties.

    A heading, or a bold/label line standing alone in its block, opens a section that an
    excluding topic drops up to the next heading or including header; a label line followed
    by more lines of its own block drops only that block. ``editor_block``: the section of the person
    responsible for the content (§ 18 MStV) before any provider is the provider's, as is the value of such a label on its line
    ("V.i.S.d.P: Anne Ott, …"; a retry for a page that names nobody else).
    """
    from .address import is_street_line
    from .legal_forms import find_company_name
    from .persons import names_person
    from .register import find_registers, find_vat_ids

    lines = region(page, with_footer, url)
    per_block: dict[int, int] = {}
    for line in lines:
        per_block[line.block] = per_block.get(line.block, 0) + 1
    out: list[Line] = []
    excl: int | None = None  # heading level that started an exclusion; 7 = bold/label header
    excluded_blocks: set[int] = set()
    seen_provider = seen_street = False
    branch = False  # the exclusion is a branch's address block: it ends with its postal line
    editor = False  # the exclusion is the section of the person responsible for the content
    insurer, credited = False, None  # the line before was the sentence naming the professional liability insurer; a credit's block
    excl_texts: list[str] = []  # the excluded section's lines (naming a firm or an address, another party's entries may follow)
    for index, line in enumerate(lines):
        text = line.text
        provider_head = False
        follows_insurer, insurer = insurer, False
        if excl is not None and branch and not is_header(line) and _POSTAL_LINE.match(text):
            excl, branch = None, False  # "Zweigniederlassung X" / street / postal line: lines after it are the page's again
            continue
        if excl is not None and not (seen_provider or seen_street) and firm_after_disclaimer(lines, index):
            excl = None  # the provider's firm block printed after the disclaimer's text, under no heading of its own (259)
        if excl is not None and editor and per_block.get(line.block) == 1 and (
                (_VAT_LINE.match(text) and find_vat_ids(text)) or (_OWN_LABEL.match(text) and _label_value(text))):
            excl = None  # "USt-IdNr.: DE…", "Vorstand: …" in its own paragraph after the § 18 MStV person: the operator's
        elif excl is not None and not editor and per_block.get(line.block) == 1 and (
                (_VAT_LINE.match(text) and find_vat_ids(text)) or (_REGISTER_LINE.match(text) and find_registers(text)) or _COURT_LINE.match(text)) and not any(
                find_company_name(t) or (is_street_line(t) and ":" not in t) or _POSTAL_LINE.match(t) for t in excl_texts):
            out.append(line)  # the same, or a register court, in a section that names no firm (a disclaimer's, a chamber's rules): the
            continue  # operator's entry, that line alone (1781, 768)
        if excl is None and not is_header(line) and INSURER_TITLE.match(text) and (not index or lines[index - 1].block != line.block) and all(
                names_person(ln.text) for ln in lines[index + 1 : index + 3] if ln.block == line.block):
            excl, branch, editor, excl_texts = 7, False, False, []  # the insurer's section, as under a bold title
            continue
        if is_header(line):
            topic = classify_head(text)
            sentence = _sentence_before(out, line) if topic is None and excl is None else []
            if sentence and classify_head(" ".join([*(ln.text for ln in sentence), text])) == "exclude":
                # "Als neuer / Webmaster für diese Page arbeitet / seit Oktober 2011:": the whole sentence introduces another party
                del out[len(out) - len(sentence):]
                topic = "exclude"
            if topic == "exclude" and not seen_provider and not (seen_street and excl is not None and (excl < line.heading if excl != 7 else is_header(lines[index - 1]))) and SOFT_EDITOR.search(text) and not credit_head(text) and (
                    not HARD_EDITOR.search(text) or editor_block or (out and (out[-1].block != line.block or out[-1].heading) and legal_phrase(out[-1].text)
                                                       and not seen_street)):
                # "Verantwortlich für den Inhalt:" before any provider names it (also below "Angaben gemäß § 5 TMG"; not as the sub-heading of an excluded section, or right below its bold head, after an address)
                topic = "include"
                provider_head = True
            if topic == "exclude" and not seen_provider and not seen_street and (trade_name_head(text, True) or names_person(text)):
                topic = None  # "Ott Webdesign", "Fotografie Eva Ott" over the page: a brand, not a credit section
            if (topic == "exclude" and not seen_provider and not seen_street and not line.heading and not text.endswith(":")
                    and any(ln.block == line.block and _POSTAL_LINE.match(ln.text) for ln in lines[index + 1 : index + 6])):
                topic = None  # a bold name over its own street and town ("**Kessler Markenwerk**" / …): the provider's, no credit (862)
            if topic == "exclude" and _CONTACT_PERSON_HEAD.match(text) and _own_data_below(lines, index, seen_street):
                topic = None  # the page's only provider block under "Ansprechpartner" (convention 51)
            if (topic == "exclude" and excl is None and seen_street and not seen_provider and HARD_EDITOR.search(text) and index + 1 < len(lines)
                    and not is_header(lines[index + 1]) and names_person(lines[index + 1].text) and lines[index + 1].text in [
                        ln.text for k, ln in enumerate(out) if any(is_street_line(o.text) for o in out[k + 1 : k + 4])][:3]):
                topic = None  # the § 55 section repeats the provider person above her street: the contact lines below it are hers (321)
            provider_head = provider_head or (topic == "include" and not seen_provider and bool(SOFT_EDITOR.search(text)))
            alone = per_block.get(line.block, 0) == 1  # ("Verantwortlicher Inhaber:" over the provider)
            if line.heading:
                if topic == "exclude" and excl is not None and excl != 7 and excl < line.heading:
                    continue  # an excluded sub-section of an excluded section: the outer one goes on
                if topic == "exclude":
                    excl, branch, excl_texts = line.heading, bool(_BRANCH_HEAD.match(text)), []
                    editor = bool(SOFT_EDITOR.search(text) or HARD_EDITOR.search(text))
                    continue
                if excl is not None and (line.heading <= excl or excl == 7 or topic == "include"):
                    excl = None
            elif topic == "exclude" and not _label_value(text):
                if alone and excl is None:
                    excl, branch, excl_texts = 7, bool(_BRANCH_HEAD.match(text)), []
                    editor = bool(SOFT_EDITOR.search(text) or HARD_EDITOR.search(text))
                elif alone and excl == 7:
                    editor = bool(SOFT_EDITOR.search(text) or HARD_EDITOR.search(text))  # the next excluded section
                elif not alone:
                    excluded_blocks.add(line.block)
                continue
            elif topic == "include" and excl == 7 and (line.bold or line.label or alone or _OWN_LABEL.match(text) or (
                    _OWN_SEAT.match(text) and index and lines[index - 1].block != line.block)):
                # (a label that opens a block of the section, "Name und Sitz der Gesellschaft:", is the section's; the label of the
                # operator's own entry, "USt-IdNr.:", ends it, as does the club's or firm's own seat over a paragraph: "Vereinssitz:")
                excl = None
            if line.block in excluded_blocks and topic != "exclude" and _OWN_LABEL.match(text):
                # "Aufsichtsbehörde:" / … / "Registergericht:" / … / "Vertretungsberechtigter Gesellschafter:" in one paragraph:
                # the next label of the operator's own data ends the other party's part of the block
                excluded_blocks.discard(line.block)
        if excl is not None or line.block in excluded_blocks:
            if excl is not None:
                excl_texts.append(text)  # (read only when an entry line follows: most excluded sections have none)
            continue
        if line.block == credited and (CONTACT_ROW.match(text) or re.fullmatch(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", text)):  # (or its bare mailbox)
            continue
        credited = None
        if follows_insurer and (is_street_line(text.split(",")[0]) or _POSTAL_LINE.match(text) or CONTACT_ROW.match(text) or VALUE_LABEL.match(text)
                                or (VALUE_LABEL.match(lines[index - 1].text) and not is_header(line))):
            insurer = True
            continue  # the insurer's address and contacts below its sentence (in its paragraph or in lines of their own)
        editor_value = editor_block and not (seen_provider or seen_street) and _label_value(text) and editor_label(text)
        if EXCLUDE_LINE.search(text) and not _PROVIDER_LINE.search(text) and not _OWN_SITE.match(text) and not editor_value and not editor_with_role(text):
            if not provider_head and not _label_value(text) and (re.match(r"^\S+\s*:\s*$", text) or text.endswith(":")):
                excluded_blocks.add(line.block)  # a label alone: its values follow in the block
            insurer = bool(INSURER_LEAD.match(text))
            credited = line.block if CREDIT_LEAD.match(text) and (not index or lines[index - 1].block != line.block) else None
            continue  # a provider header ("Verantwortliche Instanz:") goes, its block stays
        if not seen_provider and find_company_name(text) and not DISCLAIMS.search(text):
            seen_provider = True  # (not the firm disclaiming: "Die Firma X GbR übernimmt keine Haftung …")
        seen_street = seen_street or is_street_line(text)
        if editor_value:  # ("V.i.S.d.P: Anne Ott, anne@ott.example" over the only address: her line, its label dropped)
            line = Line(text.partition(":")[2].strip(), line.zone, line.heading, line.bold, line.link, line.block, False)
        out.append(line)
    return _without_publisher(out)


_PUBLISHER_HEAD, _MEDIA_OWNER_HEAD = (re.compile(rf"{word}(?:in)?\s*:?", re.IGNORECASE) for word in ("Herausgeber", "Medieninhaber"))


def _without_publisher(out: list[Line]) -> list[Line]:
    """``out`` without the section under a "Herausgeber(in)" heading when another heading names the "Medieninhaber(in)":
    the media owner runs the site, the publisher of § 25 MedienG is another body (convention 304)."""
    heads = [k for k, ln in enumerate(out) if is_header(ln)]
    at = next((k for k in heads if _PUBLISHER_HEAD.fullmatch(out[k].text.strip())), None)
    if at is None or not any(_MEDIA_OWNER_HEAD.fullmatch(out[k].text.strip()) for k in heads):
        return out
    end = next((k for k in heads if k > at), len(out))
    return out[:at] + out[end:]


# "Website: www.example.at": the operator's own address among its contact lines, not a credit.
_OWN_SITE = re.compile(r"^(?:Website|Webseite|Homepage|Internet|Web)\s*:\s*(?:https?://)?[\w.-]+\.[a-z]{2,}(?:/\S*)?$", re.IGNORECASE)
_VAT_LINE = re.compile(r"^(?:USt\.?[-\s]?Id(?:ent)?\.?[-\s]?(?:Nr\.?|Nummer)?|Umsatzsteuer[-\s]?(?:Identifikationsnummer|ID|IdNr\.?)|VAT[-\s]?(?:ID|No\.?|number)?)\b",
                       re.IGNORECASE)
_REGISTER_LINE = re.compile(r"^(?:(?:Handels|Vereins|Genossenschafts|Partnerschafts)?[Rr]egister\w*|Amtsgericht|HR\s?[AB]|VR)\b")
_COURT_LINE = re.compile(r"^(?:Registergericht|Amtsgericht|Gerichtsstand)\s*:?\s*(?:Amtsgericht\s+)?[A-ZÄÖÜ][a-zäöüß]+$")
# The label of a register, tax or representation entry, or the provider's label alone ("Kontaktadresse:"): the operator's own data.
_OWN_LABEL = re.compile(
    r"^(?:Registergericht|Handelsregister\w*|Registernummer|Register-?Nr\.?|Registereintrag\w*|Eintragung\b|Firmenbuch\w*|Amtsgericht\b|USt[\w.\- ]{0,20}|Umsatzsteuer[\w.\- ]{0,40}|UID\b|Steuernummer|"
    r"Vertreten\s+durch|Vertretungsberechtigt\w*|Gesch(?:ä|ae)ftsf(?:ü|ue)hr\w*|Inhaber(?:in)?|Vorstand|Owner|Proprietor|Represented\s+by|"
    r"(?:Kontakt-?\s?adresse|Contact\s+address|(?:Dienste)?[Aa]nbieter(?:in)?|Betreiber(?:in)?|Medieninhaber(?:in)?)\s*:\s*$)",
    re.IGNORECASE)
_OWN_SEAT = re.compile(r"^(?:Vereins|Firmen|Unternehmens|Gesch(?:ä|ae)fts|Haupt)sitz\b|^Sitz\s+des\s+(?:Vereins|Unternehmens)\b",
                       re.IGNORECASE)
_BRANCH_HEAD = re.compile(r"^(?:Zweig)?[Nn]iederlassung\b|^Filiale\b|^Zweigstelle\b|^Branch(?:\s+office)?\b", re.IGNORECASE)
_POSTAL_LINE = re.compile(r"^(?:(?:D|DE|A|AT|CH)\s?-\s?)?\d{4,5}\s+[A-ZÄÖÜ]")
_CONTACT_PERSON_HEAD = re.compile(r"^(?:Ihr\s+|Your\s+)?(?:Ansprechpartner(?:in)?|Ansprechperson|Contact\s+person)\s*:?$", re.IGNORECASE)
_OWN_SIGNAL = re.compile(r"^(?:Berufsbezeichnung|Zust(?:ä|ae)ndige\s+Kammer|Steuer-?(?:nummer|Nr)|USt|Umsatzsteuer|UID|MWST)", re.IGNORECASE)


def _own_data_below(lines: list[Line], index: int, seen_street: bool) -> bool:
    """The section under a contact-person heading opens with the operator's officer ("Obmann: …") or, before any street
    of the page, holds a person, a street and the operator's own data (a VAT id, a profession, a chamber, a tax
    number) before the next heading: the provider's block or its board, not a contact beside it."""
    from .address import find_address
    from .persons import person_name, role_kind

    section: list[Line] = []
    for nxt in lines[index + 1 : index + 25]:
        if nxt.heading or (nxt.bold and not VALUE_LABEL.match(nxt.text)):
            break  # the next section's heading or bold sub-heading (a bold "Telefon" is a label)
        section.append(nxt)
    head, colon, _value = section[0].text.partition(":") if section else ("", "", "")
    officer = bool(colon) and role_kind(head.strip()) in ("chair_of_board", "president", "board_member", "managing_director")
    return bool(section) and (officer or not seen_street and any(person_name(ln.text) for ln in section[:3]) and find_address(
        [ln.text for ln in section[:4]]) is not None and any(_OWN_SIGNAL.match(ln.text) for ln in section))


def _sentence_before(out: list[Line], line: Line) -> list[Line]:
    """The lines of the sentence that a header starting in lower case continues ("seit Oktober 2011:" after "Als neuer
    Webmaster für diese Page arbeitet"): the previous block's words-only lines (no digits, address, company or full stop)."""
    from .legal_forms import find_company_name

    if not line.text[:1].islower() or not out or out[-1].block == line.block:
        return []
    block = [ln for ln in out if ln.block == out[-1].block]
    if len(block) > 3 or any(is_header(ln) or re.search(r"[\d@.:;!?]$|\d|@", ln.text) or find_company_name(ln.text)
                             for ln in block):
        return []
    return block


def _label_value(text: str) -> bool:
    head, sep, rest = text.partition(":")
    return bool(sep and rest.strip() and len(head) < 80)
