"""The guides served under ``/docs/<slug>``: the repository's Markdown (``docs/*.md``) rendered
with markdown-it-py, so the site and the repository say the same thing.

Code samples are fenced blocks; a block whose info string carries ``run`` (```` ```sh run ````)
is executed by the test suite against a running server (tests/portal/test_guide_samples.py),
optionally with ``expect=<text>`` that its output must contain and ``id=<name>`` by which
the portal shows it (:func:`guide_sample`). Samples address the server as
:data:`SAMPLE_BASE_URL`; the served page shows the site's own address instead.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from markdown_it import MarkdownIt
from markdown_it.token import Token
from mdit_py_plugins.anchors import anchors_plugin

DOCS_DIR = Path(__file__).resolve().parents[1] / "docs"
#: The address the samples in the Markdown use (``make run``'s); replaced on the site.
SAMPLE_BASE_URL = "http://127.0.0.1:8000"
#: The environment variable the samples read the API key from.
SAMPLE_KEY_VARIABLE = "COMPANY_DATA_KEY"


@dataclass(frozen=True)
class Guide:
    slug: str
    file: str
    title: str
    summary: str


GUIDES: tuple[Guide, ...] = (
    Guide("quickstart", "quickstart.md", "Quickstart",
          "A key, the first call in curl, Python and JavaScript, and what the answer means."),
    Guide("mcp", "mcp.md", "MCP server",
          "Connect Claude, Cursor, VS Code or the MCP Inspector; the six tools and their costs."),
    Guide("webhooks", "webhooks.md", "Webhooks",
          "A five-minute walkthrough, events and payloads, verifying signatures, the delivery "
          "log, retries and re-enabling."),
    Guide("events", "events.md", "Change feed",
          "Every event your watch lists select, numbered without gaps; cursor and long poll."),
    Guide("search", "search.md", "Search and lookups",
          "Queries, legal forms, identifiers, paging, forgiving filters, domains."),
    Guide("billing", "billing.md", "Credits and billing",
          "The free allowance, packages, invoices, usage and rate limits."),
    Guide("jobs", "jobs.md", "Jobs and bulk lookups",
          "Domain refresh, bulk NDJSON lookups, job states and idempotent retries."),
    Guide("errors", "errors.md", "Errors",
          "The error body, every status and code, and how a client should react."),
    Guide("link-status", "link_status.md", "Domain link status",
          "How a domain is tied to a company: claimed, verified, disputed, impersonation."),
    Guide("sources", "sources.md", "Sources",
          "Where each value comes from and what each source may confirm."),
)
_BY_SLUG = {guide.slug: guide for guide in GUIDES}
_BY_FILE = {guide.file: guide for guide in GUIDES}


def guide_get(slug: str) -> Guide | None:
    return _BY_SLUG.get(slug)


@dataclass(frozen=True)
class Heading:
    level: int
    anchor: str
    text: str


@dataclass(frozen=True)
class RenderedGuide:
    html: str
    headings: list[Heading]


@dataclass(frozen=True)
class Sample:
    """One executable code sample of a guide."""

    guide: str
    language: str
    code: str
    expect: str
    line: int
    name: str = ""

    def filled_in(self, *, key: str, site_url: str) -> str:
        """The sample as a customer copies it: their key and this site's address in place."""
        return self.code.replace(f"${SAMPLE_KEY_VARIABLE}", key).replace(
            SAMPLE_BASE_URL, site_url.rstrip("/")
        )


_MD_LINK = re.compile(r"^(?:\.?/?docs/|\./)?(?P<file>[\w-]+\.md)(?P<anchor>#.*)?$")


def _markdown() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False, "typographer": False}).enable("table")
    md.use(anchors_plugin, min_level=1, max_level=4)
    md.core.ruler.push("guide_links_and_levels", _links_and_levels)
    return md


def _links_and_levels(state) -> None:  # noqa: ANN001 (markdown-it's StateCore)
    """Drops the file's own title (the page prints the guide's), lifts the remaining headings
    so the highest is an h2, and points links to other guides at their pages (links to files
    that are not guides become plain text)."""
    tokens: list[Token] = state.tokens
    if tokens and tokens[0].type == "heading_open":
        del tokens[0:3]
    levels = [int(t.tag[1]) for t in tokens if t.type == "heading_open"]
    shift = min(levels, default=2) - 2
    for token in tokens:
        if token.type in ("heading_open", "heading_close"):
            token.tag = f"h{int(token.tag[1]) - shift}"
        if token.type == "inline" and token.children:
            _rewrite_links(token.children)


def _rewrite_links(children: list[Token]) -> None:
    depth_dropped = 0
    for index, child in enumerate(children):
        if child.type == "link_open":
            match = _MD_LINK.match(str(child.attrGet("href") or ""))
            if not match:
                continue
            target = _BY_FILE.get(match["file"])
            if target:
                child.attrSet("href", f"/docs/{target.slug}{match['anchor'] or ''}")
            else:
                children[index] = Token("text", "", 0, content="")
                depth_dropped += 1
        elif child.type == "link_close" and depth_dropped:
            children[index] = Token("text", "", 0, content="")
            depth_dropped -= 1


def _source(guide: Guide) -> str:
    return (DOCS_DIR / guide.file).read_text(encoding="utf-8")


@lru_cache(maxsize=32)
def _render(file: str, mtime_ns: int, site_url: str) -> RenderedGuide:
    md = _markdown()
    text = (DOCS_DIR / file).read_text(encoding="utf-8")
    tokens = md.parse(text)
    headings = [
        Heading(int(tokens[i].tag[1]), str(tokens[i].attrGet("id")), tokens[i + 1].content)
        for i in range(len(tokens))
        if tokens[i].type == "heading_open" and tokens[i].tag in ("h2", "h3")
    ]
    html = md.renderer.render(tokens, md.options, {}).replace(SAMPLE_BASE_URL, site_url)
    # Wide code and tables scroll inside the page; keyboard users reach them by Tab.
    html = html.replace("<pre>", '<pre tabindex="0">')
    html = html.replace("<table>", '<div class="table-scroll" tabindex="0"><table>')
    html = html.replace("</table>", "</table></div>")
    return RenderedGuide(html=html, headings=headings)


def guide_render(guide: Guide, *, site_url: str) -> RenderedGuide:
    """The guide as HTML with its h2/h3 headings (for the page's contents); re-rendered
    when the file changes."""
    path = DOCS_DIR / guide.file
    return _render(guide.file, path.stat().st_mtime_ns, site_url.rstrip("/"))


def guide_samples(guide: Guide) -> list[Sample]:
    """The guide's executable samples (fences marked ``run``), in order."""
    samples = []
    for token in _markdown().parse(_source(guide)):
        if token.type != "fence":
            continue
        words = shlex.split(token.info)
        if not words or "run" not in words[1:]:
            continue
        options = dict(w.split("=", 1) for w in words[1:] if "=" in w)
        line = (token.map or [0])[0] + 1
        samples.append(
            Sample(guide.slug, words[0], token.content, options.get("expect", ""), line,
                   options.get("id", ""))
        )
    return samples


def guide_sample(slug: str, name: str) -> Sample:
    """The sample marked ``id=<name>`` in a guide: the portal shows the quickstart's first
    call from here, so the page and the guide cannot drift apart."""
    guide = _BY_SLUG[slug]
    for sample in guide_samples(guide):
        if sample.name == name:
            return sample
    raise LookupError(f"{guide.file} has no sample id={name}")
