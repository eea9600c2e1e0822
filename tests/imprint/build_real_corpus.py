"""Builds the real-page corpus sets from ``corpus/real_pages/`` (sources, manifest, labels).

:func:`built_pages` renders, for every row of ``real_pages/manifest.csv`` in one split
(``real_tune`` or ``holdout_real``, the ``split`` column), the source to HTML and pairs it with
its expected record (from ``real_pages/labels.yaml``); the corpus test does this in memory, so
only the sources are committed. ``.venv/bin/python tests/imprint/build_real_corpus.py --write``
also writes the tuning set to ``corpus/real_tune/`` (git-ignored) to read its pages one by one
(the held-out set is never written: it is not looked at page by page); ``--assign-splits``
fills the split of new manifest rows. Rendering keeps text and structure: a leading YAML
front-matter block is dropped (the site generator consumes it); Markdown goes through markdown-it (CommonMark with
raw HTML and tables, as Jekyll/Hugo render it) and gets the declared title as ``<title>`` (every
site layout prints it there); HTML is copied byte for byte.
"""

from __future__ import annotations

import csv
import hashlib
import html
import json
import re
import sys
from pathlib import Path

import yaml
from markdown_it import MarkdownIt

CORPUS = Path(__file__).parent / "corpus"
SOURCES = CORPUS / "real_pages"
SETS = ("real_tune", "holdout_real")
HOLDOUT_PERCENT = 30
FRONT_MATTER = re.compile(r"\A(---|\+\+\+)[ \t]*\r?\n(?:.*?\r?\n)?\1[ \t]*\r?\n", re.DOTALL)  # LF or CRLF lines
# Nikola's metadata comments (``.. title: …``) at the top of a Markdown post.
NIKOLA_META = re.compile(r"\A(?:\.\. [\w-]+:.*\n)+")
# kramdown inline attribute lists on a line of their own (``{: .table}``).
IAL_LINE = re.compile(r"^\{:[^}\n]*\}[ \t]*$", re.MULTILINE)
TABLE_ROW = re.compile(r"^\|.*\|[ \t]*$")
DELIMITER_ROW = re.compile(r"^\|(?:[ \t]*:?-+:?[ \t]*\|)+[ \t]*$")
# Hugo shortcode lines such as ``{{< rawhtml >}}``: the generator replaces them by their body.
SHORTCODE_LINE = re.compile(r"^[ \t]*\{\{<\s*/?\s*\w+\s*>\}\}[ \t]*$", re.MULTILINE)
# Pelican's metadata lines (``Title: …``, ``Date: …``) up to the first blank line.
PELICAN_META = re.compile(r"\A(?:[A-Z][\w-]*:[^\n]*\n)+(?:\n|\Z)")
# kramdown reads ``###Heading`` (no space after the hashes) as a heading; CommonMark needs one.
ATX_NO_SPACE = re.compile(r"^(#{1,6})(?=[^#\s])", re.MULTILINE)
# A block-level HTML element opened at the start of a line (kramdown keeps it raw up to its end tag).
# MDX: an ECMAScript import or export line, and a comment in braces (one line or several)
MDX_ESM_LINE = re.compile(r"^(?:import|export)\s[^\n]*\n?", re.MULTILINE)
MDX_COMMENT = re.compile(r"\{/\*.*?\*/\}", re.DOTALL)
HTML_BLOCK_OPEN = re.compile(r"^<(div|section|article|main|header|footer|aside|nav|p|table|ul|ol|dl|blockquote|h[1-6])\b[^>]*>", re.IGNORECASE)


def split_of(stem: str) -> str:
    """The set a page belongs to, fixed by a hash of its file name (never by parser results)."""
    bucket = int(hashlib.sha256(stem.encode()).hexdigest(), 16) % 100
    return "holdout_real" if bucket < HOLDOUT_PERCENT else "real_tune"


def _kramdown_tables(text: str) -> str:
    """Pipe tables without a delimiter row (kramdown renders them) get one for markdown-it."""
    lines = text.split("\n")
    out: list[str] = []
    for i, line in enumerate(lines):
        out.append(line)
        starts_table = TABLE_ROW.match(line) and not (i and TABLE_ROW.match(lines[i - 1]))
        if starts_table and i + 1 < len(lines) and TABLE_ROW.match(lines[i + 1]) and not DELIMITER_ROW.match(lines[i + 1]):
            out.append("|" + "---|" * (line.strip().count("|") - 1))
    return "\n".join(out)


def _kramdown_html_blocks(text: str) -> str:
    """kramdown (Jekyll) keeps a block-level HTML element that opens a line raw up to its end tag,
    blank and indented lines included; CommonMark ends the HTML block at a blank line and reads the
    indented lines after it as code. The blank lines inside such an element are dropped, so that
    markdown-it passes the whole element through raw, as the site serves it."""
    out: list[str] = []
    region: list[str] = []  # the lines of the element still open
    tag, depth = None, 0
    for line in text.split("\n"):
        if tag is None:
            opened = HTML_BLOCK_OPEN.match(line)
            if not opened:
                out.append(line)
                continue
            tag, depth = opened.group(1).lower(), 0
        region.append(line)
        depth += len(re.findall(rf"<{tag}\b", line, re.IGNORECASE)) - len(re.findall(rf"</{tag}\s*>", line, re.IGNORECASE))
        if depth <= 0:
            raw = any("<pre" in r.lower() for r in region)  # (blank lines inside <pre> are text)
            out.extend(r for r in region if raw or r.strip())
            region, tag = [], None
    return "\n".join([*out, *region])  # (an element never closed: its lines as they stand)


def _title(raw: str, mode: str = "") -> str | None:
    """The page title a Markdown source declares (YAML or TOML front matter, Nikola or Pelican metadata)."""
    pelican = PELICAN_META.match(raw) if "pelican" in mode else None
    if pelican:
        found = re.search(r"^Title:\s*(.+)$", pelican.group(0), re.M)
        return found.group(1).strip() if found else None
    matter = FRONT_MATTER.match(raw)
    if matter and matter.group(1) == "---":
        meta = yaml.safe_load(matter.group(0).strip().strip("-")) or {}
        title = meta.get("title") if isinstance(meta, dict) else None
        return str(title) if title else None
    found = re.search(r"^(?:title\s*=\s*['\"](.+?)['\"]|\.\. title:\s*(.+))$", matter.group(0) if matter else raw[:2000], re.M)
    return (found.group(1) or found.group(2)).strip() if found else None


def _markdown_source(raw: str, mode: str = "") -> str:
    """The Markdown a site generator hands to its renderer: metadata consumed, variables filled."""
    title = _title(raw, mode)
    text = NIKOLA_META.sub("", FRONT_MATTER.sub("", raw, count=1))
    if "pelican-metadata-dropped" in mode:
        text = PELICAN_META.sub("", text, count=1)
    if "kramdown-atx-headings" in mode:
        text = ATX_NO_SPACE.sub(r"\1 ", text)
    if "kramdown-html-blocks" in mode:
        text = _kramdown_html_blocks(text)
    if "mdx-esm-and-comments-dropped" in mode:  # (MDX compiles its import/export lines and {/* */} comments away)
        text = MDX_COMMENT.sub("", MDX_ESM_LINE.sub("", text))
    if title:
        text = text.replace("{{ title }}", str(title))
    return _kramdown_tables(IAL_LINE.sub("", SHORTCODE_LINE.sub("", text)))


def render(source: Path, mode: str = "") -> bytes:
    """The page a browser would get for one stored source file (``mode``: the manifest's ``render``)."""
    raw = source.read_bytes()
    if source.suffix == ".md":
        source_text = raw.decode("utf-8")
        body = MarkdownIt("commonmark", {"html": True}).enable("table").render(_markdown_source(source_text, mode))
        title = _title(source_text, mode)
        head = f"<title>{html.escape(title)}</title>" if title else ""
        return f'<!DOCTYPE html>\n<html><head><meta charset="utf-8">{head}</head><body>\n{body}</body></html>\n'.encode()
    if FRONT_MATTER.match(raw.decode("utf-8", "replace")):
        return FRONT_MATTER.sub("", raw.decode("utf-8"), count=1).encode()
    return raw


def record(label: dict) -> dict:
    """The full CONTRACT section 7 record of one compact label."""
    register = label.get("register")
    address = label.get("address")
    return {
        "name": label.get("name"),
        "legal_form": label.get("legal_form"),
        "register": dict(zip(("country", "court", "number"), register, strict=True)) if register else None,
        "vat_id": label.get("vat_id"),
        "address": dict(zip(("street", "postal_code", "city", "country"), address, strict=True)) if address else None,
        "representatives": [{"name": n, "role": r} for n, r in label.get("reps") or []],
        "email": label.get("email"),
        "phone": label.get("phone"),
    }


def assign_splits() -> None:
    """Fills the ``split`` column of manifest rows that have none (new pages)."""
    path = SOURCES / "manifest.csv"
    with path.open(encoding="utf-8", newline="") as fh:
        reader = csv.DictReader(fh)
        fields = list(reader.fieldnames or [])
        rows = list(reader)
    if "split" not in fields:
        fields.append("split")
    for row in rows:
        row["split"] = row.get("split") or split_of(Path(row["file"]).stem)
    with path.open("w", encoding="utf-8", newline="") as fh:
        writer = csv.DictWriter(fh, fieldnames=fields, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)


def manifest_rows() -> list[dict]:
    """The rows of ``real_pages/manifest.csv``."""
    with (SOURCES / "manifest.csv").open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def labels() -> dict:
    """The compact labels of ``real_pages/labels.yaml`` by page stem."""
    return yaml.safe_load((SOURCES / "labels.yaml").read_text(encoding="utf-8"))


def page_url(row: dict) -> str:
    """The address a crawler reads the page from: the source's path in its repository under a host
    that says nothing (``.invalid``: no country, no operator's domain). The path is what names a
    page an imprint ("impressum.md", "de/impressum/index.html"; a site generator serves
    ``impressum.md`` as ``/impressum/``); a home page's footer source ("index.html",
    "_includes/footer.html") names none."""
    path = row["path"].lstrip("/")
    if path.endswith(".md"):  # a generator's page: "legal.md" is served as "/legal/", "legal/index.md" and Hugo's "legal/_index.md" too
        path = path.removesuffix(".md").removesuffix("/_index").removesuffix("/index").removesuffix("index") + "/"
    return "https://site.invalid/" + path


def built_pages(split: str) -> list[tuple[str, bytes, dict, str]]:
    """(stem, rendered page, expected record, page address) of every labelled page of one split,
    in memory."""
    marks = labels()
    out = []
    for row in manifest_rows():
        stem = Path(row["file"]).stem
        if row["split"] == split and stem in marks:
            page = render(SOURCES / row["file"], row.get("render", ""))
            out.append((stem, page, record(marks[stem] or {}), page_url(row)))
    return sorted(out)


def main() -> int:
    """Checks every page is labelled; with ``--write`` writes the tuning set to
    ``corpus/real_tune/`` for reading page by page (the tests build the sets in memory)."""
    if "--assign-splits" in sys.argv:
        assign_splits()
    marks = labels()
    missing = [Path(r["file"]).stem for r in manifest_rows() if Path(r["file"]).stem not in marks]
    if "--write" in sys.argv:
        for name in ("real_tune",):
            (CORPUS / name).mkdir(exist_ok=True)
            for old in (CORPUS / name).glob("*.*"):
                old.unlink()
            for stem, page, expected, _url in built_pages(name):
                target = CORPUS / name / f"{stem}.html"
                target.write_bytes(page)
                target.with_suffix(".json").write_text(
                    json.dumps(expected, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    if missing:
        print("unlabelled:", ", ".join(missing), file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    raise SystemExit(main())
