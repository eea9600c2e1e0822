"""Minimal imprint pages around a body, for the rule tests written from their own minimal HTML."""


def imprint_page(body: str, title: str = "Impressum") -> str:
    return (f'<html><head><meta charset="utf-8"><title>{title}</title></head>'
            f"<body><main>{body}</main></body></html>")


def framed_page(block: str, title: str = "Impressum", heading: str = "<h1>Impressum</h1>") -> bytes:
    """The block under its heading in a page with a menu and a footer, as bytes (the rule tests of rounds 32 to 34)."""
    return (f'<html><head><meta charset="utf-8"><title>{title}</title></head><body>'
            '<nav><a href="/">Start</a> <a href="/impressum/">Impressum</a></nav><main>'
            f"{heading}{block}</main><footer>© 2026</footer></body></html>").encode()


def read_body(body: str, url: str = "https://site.invalid/impressum/") -> dict:
    """The record of a body read from an imprint address (the rule tests of rounds 47 to 49)."""
    from companies.imprint import parse_imprint

    return parse_imprint(f'<html><head><meta charset="utf-8"><title>Impressum</title></head><body>{body}</body></html>', url)
