"""The provider's own block when the page names the provider first in a line of its own kind (helper of ``extract``).

Contract: :func:`provider_block` is :func:`.blocks.provider_rows`, except when the chosen block is only the line that names
the provider -- a sentence or a label ("Diese Website wird betrieben von der X GmbH.", "Anbieter: X GmbH") -- with no address,
and the firm's own block follows further down, opened by its name alone (a group's imprint that prints several firms' blocks,
a parent's first): then the rows of that block, up to the next firm (CONTRACT section 7: the firm the page names as provider,
nothing of the others mixed in).
"""

from __future__ import annotations

from .address import find_address
from .blocks import Row, provider_rows
from .legal_forms import find_company_name


def provider_block(rows: list[Row]) -> tuple[list[Row], tuple[str, str] | None]:
    """The provider's rows and its (name, form key), as :func:`.blocks.provider_rows` reads them or from the firm's own block."""
    block, company = provider_rows(rows)
    if company is None or not block or block[-1] not in rows:
        return block, company
    name = company[0]
    naming = next((r for r in block if name in r.text), None)
    if naming is None or naming.text.strip(" .:") == name or find_address([r.text for r in block if not r.link]) is not None:
        return block, company
    after = rows.index(block[-1]) + 1
    start = next((i for i in range(after, len(rows)) if rows[i].text.strip(" .:") == name), None)
    if start is None:
        return block, company
    end = next((j for j in range(start + 1, len(rows)) if (firm := find_company_name(rows[j].text)) and firm[0] != name), len(rows))
    own = rows[start:end]
    return (own, company) if find_address([r.text for r in own if not r.link]) is not None else (block, company)
