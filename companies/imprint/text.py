"""HTML to text lines: the common input of every extractor in this package.

Contract: ``decode_html`` turns bytes into text (BOM, then a declared meta/XML charset, then UTF-8, then cp1252). ``read_page``
turns a page into a :class:`Page`: the ``<title>``, the JSON-LD blocks, page-type hints, and the visible text as :class:`Line`
objects, one per block, ``<br>`` or table cell. Hidden elements (``display:none``, ``hidden``), scripts, forms' option lists and
cookie banners are dropped; right-to-left "reversed" text tricks and Cloudflare e-mail protection are undone; ``mailto:`` /
``tel:`` links whose visible text does not carry the value get it added, so the extractors only ever read text.
"""

from __future__ import annotations

import codecs
import json
import re
from dataclasses import dataclass, field

from selectolax.lexbor import LexborHTMLParser, LexborNode

from . import anchors
from .alttext import contact_alt, logo_alt, picture_caption
from .banners import HEADING_TAGS, heading_class, holds_imprint, holds_main, is_site_header
from .boxes import INLINE_TAGS, boxed, content_nav, control_form, grid_label, spaced, style_boxes
from .contact import find_emails
from .labels import INLINE_LABEL_TAGS, glued_label, glued_office, is_label_cell, is_label_span
from .linetext import lead_symbols, plain_label, separated, unwrapped, visible
from .repairs import unclosed_closed
from .scripts import written_text
from .toggles import imprint_toggle, toggled_ids

_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]+)""", re.IGNORECASE)
_XML_ENCODING = re.compile(rb"""^\s*<\?xml[^>]+encoding\s*=\s*["']([A-Za-z0-9_.:-]+)""")


def decode_html(data: str | bytes) -> str:
    """Decode page bytes: BOM, then meta/XML charset, then UTF-8, then cp1252 (never fails)."""
    if isinstance(data, str):
        return data
    for bom, enc in ((codecs.BOM_UTF8, "utf-8"), (codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be")):
        if data.startswith(bom):
            return data[len(bom) :].decode(enc, errors="replace")
    head = data[:4096]
    match = _XML_ENCODING.search(head) or _META_CHARSET.search(head)
    if match:
        name = match.group(1).decode("ascii", "ignore").lower()
        # Browsers read a latin-1 declaration as windows-1252, a UTF-16 one in ASCII-readable bytes as UTF-8 (WHATWG encoding standard).
        if name in {"iso-8859-1", "latin-1", "latin1", "us-ascii", "ascii", "iso8859-1"}:
            name = "cp1252"
        elif name.startswith(("utf-16", "utf16")):
            name = "utf-8"
        try:
            return data.decode(name)
        except (LookupError, UnicodeDecodeError):
            pass
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


BLOCK_TAGS = frozenset(
    "address article aside blockquote body center dd details div dl dt fieldset figcaption "
    "figure footer form h1 h2 h3 h4 h5 h6 header hr html li main nav ol p pre section summary "
    "table tbody thead tfoot tr td th ul caption legend".split()
)
SKIP_TAGS = frozenset(
    "script style noscript template svg iframe head select option object embed canvas "
    "video audio map textarea button title".split()  # (a <title> in the body, as a Svelte page's <svelte:head>, shows nothing)
)
BOLD_TAGS = frozenset("strong b".split())
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)
_RTL_STYLE = re.compile(r"direction\s*:\s*rtl", re.IGNORECASE)
_RTL_CLASS_RULE = re.compile(r"\.([A-Za-z_][\w-]*)\s*\{[^}]*direction\s*:\s*rtl", re.IGNORECASE)
_BANNER = re.compile(r"cookie|consent|gdpr|cmplz|borlabs|usercentrics|onetrust", re.IGNORECASE)
_FOOTER = re.compile(r"(?:^|[\s_-])(?:footer|site-info|colophon)", re.IGNORECASE)
# A blog theme's widget column ("widget widget_recent_entries", "sidebar-primary"); not a page builder's block ("elementor-widget").
# An element the page's own markup names as its imprint ("<aside class=\"imprint_blocks\">"): content, not a sidebar.
_IMPRINT_CLASS = re.compile(r"imprint|impressum", re.IGNORECASE)
_SIDEBAR = re.compile(r"(?:^|\s)(?:widget|widget-area|sidebar[\w-]*)(?:\s|$)", re.IGNORECASE)
_HEADER = re.compile(r"(?:^|[\s_-])(?:site-header|masthead|topbar|top-bar)", re.IGNORECASE)
_ARTICLE_BODY = re.compile(r"\bsingle-post\b|\bpost-template|\bsingle-format|\bblog-post\b")
# A page saved by a word processor ("Microsoft Word 15", FrontPage) wraps its source lines at a fixed
# width, inside names and addresses ("Günter" / "Friedrich"): a browser shows each break as a space.
_WORD_PROCESSOR = re.compile(r"<meta\s+name=\"?(?:Generator|ProgId)\"?\s+content=\"?(?:Microsoft\s+(?:Word|FrontPage)|Word\.Document)",
                             re.IGNORECASE)
# Shop-page markers, matched on the lower-cased source (a case-blind alternation over a large page costs tens of ms).
_SHOP_MARKERS = ("in den warenkorb", "add to cart", "add-to-cart", "in den einkaufswagen", "single-product")
_NON_ALNUM = re.compile(r"[\W_]+")
_ALNUM = re.compile(r"[^\W_]")
# A Nuxt MDC block's fence printed as text (":::globalParagraph{.mb-4}", ":::", "::LegalWrapper"): markup, no line.
_MDC_MARK = re.compile(r":{2,}[A-Za-z][\w-]*(?:\{[^{}]*\})?|:{2,}")
_SEPARATOR_HINT = re.compile(r"[|·•∙]| // |\(ZVR| /\s*(?:[A-Z]{1,2}-)?\d{4,5}\s|(?:[(<]|\s[–—-])\s*[\w.+-]+@")  # (a line :func:`separated` may cut: also slashes in an address)


@dataclass(slots=True)
class Line:
    """One visible text line.

    ``zone`` is ``main``, ``header``, ``nav`` or ``footer``; ``heading`` is the h-level (0 for
    none); ``bold`` marks a line that is bold text only; ``link`` marks a line that is link text
    only; ``block`` numbers the block element the line belongs to (lines of one paragraph share
    it); ``label`` marks the first cell of a two-cell table row or a ``<dt>``; ``href`` is a link line's address.
    """

    text: str
    zone: str
    heading: int
    bold: bool
    link: bool
    block: int
    label: bool = False
    href: str = ""


@dataclass(slots=True)
class Page:
    """A page read for extraction: title, visible lines, JSON-LD objects and page hints."""

    title: str
    lines: list[Line]
    jsonld: list[dict] = field(default_factory=list)
    og_type: str = ""
    has_password: bool = False
    hints: frozenset[str] = frozenset()
    linked: bool = False  # reached through a link that names it the imprint (``parse_imprint``'s ``linked``)
    logo_alt: str = ""  # the alt text of the site's logo in its header or home link (a designation printed on the page, 49)


@dataclass(slots=True)
class _Builder:
    lines: list[Line] = field(default_factory=list)
    buf: list[str] = field(default_factory=list)
    link_chars: int = 0
    bold_chars: int = 0
    block: int = 0
    heading: int = 0
    label_next: bool = False
    wrapped: bool = False  # (the source's line breaks are spaces: a word processor's page)
    href: str = ""  # (the address of the link entered last: a link line's own)
    # The block's first source line, its letters and its bold ones: a bold run on a line of its own is a bold line, whether a
    # <br> or a source line break ends it ("**Hosting**" / "Anbieter: …" in one Markdown paragraph)
    first: list[int] = field(default_factory=lambda: [0, 0, 0])  # (has text, has plain text, line ended)

    def add(self, text: str, *, in_link: bool, in_bold: bool) -> None:
        if not text:
            return
        text = text.replace("\n", " ") if self.wrapped else text
        self.buf.append(text)
        for k, seg in enumerate(() if self.first[2] else text.split("\n") if "\n" in text else (text,)):
            if k and self.first[0]:
                self.first[2] = 1
                break
            if _ALNUM.search(seg):  # (a letter or digit: the first line has text, a plain one unless bold)
                self.first[0], self.first[1] = 1, self.first[1] or not in_bold
        if in_link or in_bold:
            visible = len(_NON_ALNUM.sub("", text))
            if in_link:
                self.link_chars += visible
            if in_bold:
                self.bold_chars += visible

    def flush(self, zone: str) -> None:
        if not self.buf:  # (every block flushes where it opens and where it closes: most flushes find nothing)
            self.link_chars = self.bold_chars = 0
            self.label_next = False
            return
        raw = visible(re.sub(r"\S*\x00\S*", lambda m: "" if "@" in m[0] else m[0].replace("\x00", ""), raw) if "\x00" in (raw := "".join(self.buf)) else raw)  # (a decoy's mail, 551)
        total = len(_NON_ALNUM.sub("", raw)) if raw and (self.link_chars or self.bold_chars) else len(raw)
        link = total > 0 and self.link_chars >= total
        bold = total > 0 and self.bold_chars >= total
        first_bold = bool(self.first[2]) and not self.first[1]
        self.buf.clear()
        self.link_chars = self.bold_chars = 0
        self.first = [0, 0, 0]
        label, self.label_next = self.label_next, False
        if not raw:
            return
        parts = raw.split("\n")
        for k, part in enumerate(joined := unwrapped(parts)):
            # (the first line bold on its own, unless joined with the next: "**Anna**" / "Roth" is one name)
            own_bold = bold or (k == 0 and first_bold and len(joined) > 1 and part == parts[0])
            # The separator pattern backtracks on long text: split only lines that have one.
            for piece in separated(part) if _SEPARATOR_HINT.search(part) else (part,):
                piece = plain_label(lead_symbols(piece).strip(" ,;"))
                if piece and not (piece[0] == ":" and _MDC_MARK.fullmatch(piece)):
                    self.lines.append(Line(piece, zone, self.heading, own_bold, link, self.block, label, self.href if link else ""))


def _classes(node: LexborNode) -> str:
    attrs = node.attributes
    return f"{attrs.get('id') or ''} {attrs.get('class') or ''}"


def _glued_in_mail(node: LexborNode) -> bool:
    """A text-only span glued to the word before and after it, in a run that holds an "@"."""
    prev, nxt = node.prev, node.next
    if node.child is None or node.child.next is not None or node.child.tag != "-text" or not (prev and nxt) or not re.fullmatch(
            r"[^\W\d_]{2,}", node.child.text_content or ""):
        return False  # (letters only: a span with "@" or "." that joins an address's parts is no decoy)
    before, after = (prev.text_content or "") if prev.tag == "-text" else "", (nxt.text_content or "") if nxt.tag == "-text" else ""
    return bool(re.search(r"[\w.]$", before) and re.match(r"[\w.]", after) and "@" in before.split()[-1:][0] + after.split()[0])


def _cf_decode(hexstr: str) -> str:
    try:
        data = bytes.fromhex(hexstr)
        key = data[0]
        return bytes(b ^ key for b in data[1:]).decode("utf-8")
    except (ValueError, IndexError, UnicodeDecodeError):
        return ""


def _collect_text(node: LexborNode) -> str:
    return "".join(sub.text_content or "" for sub in node.traverse(include_text=True) if sub.tag == "-text")


def read_page(html: str | bytes) -> Page:
    """Parse a page into a :class:`Page` (see the module docstring)."""
    source = unclosed_closed(decode_html(html))
    tree = LexborHTMLParser(source)
    title_node = tree.css_first("title")
    title = visible(title_node.text() if title_node else "")
    jsonld: list[dict] = []
    rtl_classes: set[str] = set()
    for script in tree.css("script"):
        kind = (script.attributes.get("type") or "").lower()
        if kind == "application/ld+json":
            _load_jsonld(script.text() or "", jsonld)
    for style in tree.css("style"):
        rtl_classes.update(_RTL_CLASS_RULE.findall(style.text() or ""))
    style_boxes(tree)  # (a class the page's stylesheet displays as a grid, a flex row or a block)
    og = tree.css_first('meta[property="og:type"]')
    og_type = (og.attributes.get("content") or "").lower() if og else ""
    has_password = tree.css_first('input[type="password"]') is not None
    hints = set()
    body_class = (tree.body.attributes.get("class") or "") if tree.body else ""
    if tree.css_first("article time, .entry-meta, .post-meta, .byline") or _ARTICLE_BODY.search(body_class):
        hints.add("article")
    lowered = source.lower()
    if any(marker in lowered for marker in _SHOP_MARKERS):
        hints.add("product")
    root = tree.body or tree.root
    builder = _Builder(wrapped=_WORD_PROCESSOR.search(source[:20000]) is not None)
    if root is not None:
        _walk(root, builder, rtl_classes, toggled_ids(tree))
    if not any(ln.zone == "main" and not ln.link for ln in builder.lines):
        for ln in builder.lines:  # the whole content sits in a "footer"-classed wrapper: it is the page
            ln.zone = "main" if ln.zone == "footer" else ln.zone
    _plain_headings(builder.lines)
    return Page(title, builder.lines, jsonld, og_type, has_password, frozenset(hints), logo_alt=logo_alt(tree))


def _plain_headings(lines: list[Line]) -> None:
    """A page that sets its whole text in one heading level (every line an ``<h5>``) has no headings
    but its bold labels: the others become plain lines, so that sections end where their labels do."""
    main = [ln for ln in lines if ln.zone == "main" and not ln.link]
    levels = [ln.heading for ln in main if ln.heading]
    if len(main) < 12 or len(levels) < 0.8 * len(main):
        return
    level = max(set(levels), key=levels.count)
    if levels.count(level) < 0.8 * len(main):
        return
    for ln in main:
        if ln.heading == level and not ln.bold:
            ln.heading = 0


def _load_jsonld(text: str, out: list[dict]) -> None:
    try:
        data = json.loads(text.strip().strip(";"))
    except ValueError:
        return
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, list):
            stack.extend(reversed(item))
        elif isinstance(item, dict):
            if "@graph" in item:
                stack.append(item["@graph"])
            if "@type" in item:
                out.append(item)


def _walk(root: LexborNode, b: _Builder, rtl_classes: set[str], toggled: set[str]) -> None:
    """Iterative depth-first walk with enter/exit events (pages can nest very deeply)."""
    # Stack items: (node, zone, in_link, in_bold, exiting: False, True or "box" for a styled box)
    stack: list[tuple[LexborNode, str, bool, bool, bool | str]] = [(root, "main", False, False, False)]
    while stack:
        node, zone, in_link, in_bold, exiting = stack.pop()
        tag = node.tag or ""
        if exiting:
            if tag == "a":
                _mailto_suffix(node, b, in_bold)
            if tag in BLOCK_TAGS or tag == "br" or exiting == "box":
                b.flush(zone)
                if tag in HEADING_TAGS or exiting == "head":
                    b.heading = 0
            elif tag in INLINE_LABEL_TAGS and glued_office(node):
                b.add(": ", in_link=in_link, in_bold=in_bold)  # "<span>Obmann</span><strong>Jan Ott</strong>": "Obmann: Jan Ott"
            elif tag in INLINE_LABEL_TAGS and (is_label_span(node) or glued_label(node)):
                b.flush(zone)
                b.block += 1  # the value after an inline label opens a block of its own
            continue
        if tag == "-text":
            b.add(node.text_content or "", in_link=in_link, in_bold=in_bold)
            continue
        if tag == "script" and zone != "nav":
            written = written_text(node.text(deep=True) or "")
            if written:
                b.add(" " + written + " ", in_link=in_link, in_bold=in_bold)
            continue
        if tag == "noscript" and zone != "nav":
            # The fallback of a mail address a script writes ("info [at] example [dot] com"): only the address is read, nothing
            # else of the fallback; its markup, where the parser keeps it raw, is a break ("… [punkt] de<br>Telefon", 432).
            found = find_emails(re.sub(r"<[^<>]*>", " ", node.text(deep=True, separator=" ") or ""))
            if found:
                b.add(" " + " ".join(found) + " ", in_link=in_link, in_bold=in_bold)
            continue
        if toggle := imprint_toggle(node, zone):
            b.flush(zone)  # a footer's "Impressum" toggle heads the panel it opens (conventions 117, 288); an accordion's, a section's
            b.add(toggle, in_link=False, in_bold=True)
            b.flush(zone)
            if tag in ("a", "button"):
                continue
        if tag in ("-comment", "-doctype") or tag in SKIP_TAGS or picture_caption(node):
            continue
        attrs = node.attributes
        if (("hidden" in attrs or _HIDDEN_STYLE.search(attrs.get("style") or "")) and not _hidden_imprint(attrs)
                and (attrs.get("id") not in toggled or zone != "main")):  # a section a link shows is on the page (181)
            continue
        if tag == "span" and attrs.get("class") and _glued_in_mail(node):
            # a class-styled span inside a mail address ("in<span class=…>x</span>fo@…"): a decoy only a stylesheet hides; the address goes (551)
            b.add("\x00" + _collect_text(node) + "\x00", in_link=in_link, in_bold=in_bold)
            continue
        if tag in ("input", "img"):  # (an image's alt text that prints the contact is read: "Anna Roth, Lindenweg 4, 8000 Zürich")
            b.add(contact_alt(attrs.get("alt")) if tag == "img" else "", in_link=in_link, in_bold=in_bold)
            continue
        if tag == "br":
            b.flush(zone)
            continue
        ligature = tag in ("i", "span") and bool(_LIGATURE.search(attrs.get("class") or ""))  # (an icon font's word, "person", "call": no text)
        if tag in ("i", "span") and (node.child is None or ligature):
            icon = _icon_label(attrs.get("class") or "", _collect_text(node) if ligature else None)
            if icon:
                b.add(icon, in_link=False, in_bold=in_bold)
            continue
        cls = _classes(node)
        if tag in ("div", "section", "aside", "dialog", "form") and _BANNER.search(cls):
            continue
        outer = zone  # the zone of text still pending before this element
        if (tag in ("nav", "aside") or (tag in ("div", "section") and _SIDEBAR.search(cls)) or (tag == "form" and control_form(node))) and not (tag != "aside" and content_nav(node)) and not holds_main(node):
            # menus, sidebars (opening hours, a branch's contact card) and small forms are no imprint, but for a sidebar
            # widget titled "Impressum" that holds it (convention 255)
            zone = zone if tag != "nav" and (holds_imprint(node) or _IMPRINT_CLASS.search(cls)) else "nav"  # (or its class says so, 1990)
        elif tag == "footer" or (tag in ("div", "section") and _FOOTER.search(cls)):
            zone = "footer" if zone != "nav" else zone
        elif zone == "main" and (tag == "header" and is_site_header(node) or _HEADER.search(cls)) and not holds_imprint(node):
            zone = "header"
        cfemail = attrs.get("data-cfemail")
        if cfemail:
            b.add(" " + _cf_decode(cfemail) + " ", in_link=in_link, in_bold=in_bold)
            continue
        if _is_reversed(attrs, rtl_classes):
            b.add(_collect_text(node)[::-1], in_link=in_link, in_bold=in_bold)
            continue
        inline_label = tag in INLINE_LABEL_TAGS and is_label_span(node)
        box = tag in INLINE_TAGS and boxed(node, attrs)  # (a link or span the page's style sets as a box)
        class_heading = False
        if tag in BLOCK_TAGS or inline_label or box:
            b.flush(outer)
            prev = node.prev
            while prev is not None and prev.tag == "-text":
                prev = prev.prev
            if not (tag == "dd" and prev is not None and prev.tag == "dd"):
                b.block += 1  # several <dd> of one <dt> form one block
            if tag in HEADING_TAGS:
                b.heading = int(tag[1])
            elif class_heading := (tag in ("div", "p") and not b.heading and heading_class(node, cls, BLOCK_TAGS)):
                b.heading = 4
            if tag == "dt" or inline_label or (tag in ("td", "th") and is_label_cell(node)) or (box and grid_label(node)):
                b.label_next = True
        if tag in INLINE_TAGS and b.buf and not b.buf[-1][-1:].isspace() and spaced(node):
            b.add(" ", in_link=False, in_bold=False)  # two links or flex items side by side are two words
        if tag == "a" or attrs.get("itemprop") == "telephone":  # (a microdata telephone reads as a tel: link: "Tel.: " before it)
            _link_prefix(node, b, in_bold)
        if tag == "a":
            in_link, b.href = True, (attrs.get("href") or "").strip()
        if tag in BOLD_TAGS:
            in_bold = True
        stack.append((node, zone, in_link, in_bold, "box" if box else "head" if tag in BLOCK_TAGS and class_heading else True))
        children: list[LexborNode] = []
        child = node.first_child
        while child is not None:
            children.append(child)
            child = child.next
        for child in reversed(children):
            stack.append((child, zone, in_link, in_bold, False))
    b.flush("main")


_HIDDEN_IMPRINT = re.compile(r"impressum|imprint|legal[-_\s]?notice|offenlegung|rechtliche", re.IGNORECASE)
_ICON = re.compile(r"(?:^|\s)(?:fa[srlbd]?|fa-solid|fa-regular|bi|icon|glyphicon|dashicons|la|ti|uk-icon)(?:\s|$|-)", re.IGNORECASE)
_LIGATURE = re.compile(r"(?:^|\s)material-(?:icons|symbols)(?:-[a-z]+)?(?:\s|$)")  # (Google's icon fonts: the text is the icon's name)
_ICON_LABELS = (
    (re.compile(r"fax|print", re.IGNORECASE), " Fax: "),
    (re.compile(r"mobile|smartphone|whatsapp|cell", re.IGNORECASE), " Mobil: "),
    (re.compile(r"phone|telephone|call", re.IGNORECASE), " Tel.: "),
    (re.compile(r"envelope|mail", re.IGNORECASE), " E-Mail: "),
)


def _hidden_imprint(attrs: dict) -> bool:
    """A hidden container that holds the imprint itself (a modal or an accordion panel)."""
    marks = " ".join(str(attrs.get(k) or "") for k in ("id", "class", "aria-labelledby", "data-title", "title"))
    return bool(_HIDDEN_IMPRINT.search(marks)) and not _BANNER.search(marks)


def _icon_label(classes: str, ligature: str | None = None) -> str | None:
    """The label an empty icon element stands for ("fa fa-phone" -> "Tel.:"), or an icon font's ligature ("call"), or ``None``."""
    if ligature is None and not _ICON.search(classes):
        return None
    for pattern, label in _ICON_LABELS:
        if pattern.search(classes if ligature is None else ligature):
            return label
    return None


def _is_reversed(attrs: dict, rtl_classes: set[str]) -> bool:
    style = attrs.get("style") or ""
    if _RTL_STYLE.search(style) and "bidi-override" in style.replace(" ", "").lower():
        return True
    if rtl_classes:
        classes = set((attrs.get("class") or "").split())
        return bool(classes & rtl_classes)
    return False


def _link_prefix(node: LexborNode, b: _Builder, in_bold: bool) -> None:
    added = anchors.prefix("tel:" if node.attributes.get("itemprop") == "telephone" else (node.attributes.get("href") or "").strip(), "".join(b.buf))
    if added:
        b.add(added, in_link=False, in_bold=in_bold)


def _mailto_suffix(node: LexborNode, b: _Builder, in_bold: bool) -> None:
    """Add the link's address or number after a link whose visible text does not show it."""
    href = (node.attributes.get("href") or "").strip()
    if href[:4].lower() in ("mail", "java", "tel:"):
        added = anchors.suffix(href, _collect_text(node))
        if added:
            b.add(added, in_link=True, in_bold=in_bold)
