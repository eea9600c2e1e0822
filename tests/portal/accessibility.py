"""Browser-test helpers: axe-core (vendored from the npm registry, tests/portal/vendor) run in
the page, and a recorder of every request a page makes."""

from __future__ import annotations

from pathlib import Path

AXE_VERSION = "4.14.1"
AXE = Path(__file__).resolve().parent / "vendor" / "axe-core" / "axe.min.js"
BLOCKING = ("serious", "critical")


def axe_violations(page, *, exclude: tuple[str, ...] = ()) -> list[str]:  # noqa: ANN001
    """axe-core's serious and critical violations of the page as it stands (WCAG 2.x A and
    AA rules and best practices), one line each: rule, impact, first offending elements."""
    if not page.evaluate("() => typeof window.axe !== 'undefined'"):
        # Evaluated through the DevTools protocol, so the page's own CSP (no inline
        # scripts) stays in force for everything else.
        page.evaluate(AXE.read_text(encoding="utf-8"))
    assert page.evaluate("() => axe.version") == AXE_VERSION
    results = page.evaluate(
        """async (exclude) => {
            const context = exclude.length ? {exclude: exclude.map((s) => [s])} : document;
            const found = await axe.run(context, {resultTypes: ["violations"]});
            return found.violations.map((v) => ({
                id: v.id, impact: v.impact, help: v.help,
                targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
            }));
        }""",
        list(exclude),
    )
    return [
        f"{v['id']} ({v['impact']}): {v['help']} -- {v['targets']}"
        for v in results
        if v["impact"] in BLOCKING
    ]


class RequestLog:
    """Every URL the page requested since it was attached (documents, scripts, styles,
    fonts, images, XHR, workers), and those the page's Content-Security-Policy stopped in
    the browser before they left it."""

    def __init__(self, page) -> None:  # noqa: ANN001
        self.urls: list[str] = []
        self.blocked: list[str] = []
        page.on("request", lambda request: self.urls.append(request.url))
        page.on("requestfailed", self._failed)

    def _failed(self, request) -> None:  # noqa: ANN001
        # Chromium reports it as "csp" (net::ERR_BLOCKED_BY_CSP).
        if (request.failure or "") in ("csp", "net::ERR_BLOCKED_BY_CSP"):
            self.blocked.append(request.url)

    def foreign(self, own_origin: str) -> list[str]:
        """Requests to other hosts that the browser actually sent."""
        return [
            url for url in self.urls
            if not url.startswith((own_origin + "/", "data:", "blob:", "about:"))
            and url not in self.blocked
        ]
