"""The page frame the convention probes of ``probes_7.py`` to ``probes_10.py`` share: menus, footers, the addresses
a page is read from, and the record helpers."""

NAV_DE = '<nav><a href="/">Start</a> <a href="/ueber-uns/">Über uns</a> <a href="/kontakt/">Kontakt</a> <a href="/impressum/">Impressum</a> <a href="/datenschutz/">Datenschutz</a></nav>'
NAV_EN = '<nav><a href="/">Home</a> <a href="/about/">About</a> <a href="/imprint/">Imprint</a> <a href="/privacy/">Privacy</a></nav>'
FOOT_DE = '<footer><p>© 2024 · <a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a></p></footer>'
FOOT_EN = '<footer><p>© 2024 · <a href="/imprint/">Imprint</a> · <a href="/privacy/">Privacy</a></p></footer>'
IMP = "https://site.invalid/impressum/"
IMP_EN = "https://site.invalid/imprint/"
HOME = "https://site.invalid/"


def page(main, title="Impressum", nav=NAV_DE, footer=FOOT_DE, lang="de", head="", header=""):
    return ('<!doctype html><html lang="' + lang + '"><head><meta charset="utf-8"><title>' + title + '</title>'
            + head + '</head><body>\n' + header + nav + '\n<main>\n' + main + '\n</main>\n' + footer + '\n</body></html>')


def en(main, title="Imprint", footer=FOOT_EN, head="", header=""):
    return page(main, title=title, nav=NAV_EN, footer=footer, lang="en", head=head, header=header)


def addr(street, pc, city, country):
    return {"street": street, "postal_code": pc, "city": city, "country": country}


ALL_NULL = {"name": None, "legal_form": None, "register": None, "vat_id": None, "address": None,
            "email": None, "phone": None, "representatives": []}
