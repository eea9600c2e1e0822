"""A minimal imprint page around a body, for the rule tests written from their own minimal HTML."""


def imprint_page(body: str, title: str = "Impressum") -> str:
    return (f'<html><head><meta charset="utf-8"><title>{title}</title></head>'
            f"<body><main>{body}</main></body></html>")
