"""An office label of a firm named in full ("Geschäftsführer der Roth Technical Solutions GmbH:").

Contract: :func:`office_of_firm` tells whether a heading or label text is nothing but a role label, "der"/"des" and one
company name with its legal form: it heads the persons who hold that office, however the firm's own name reads (a
"Technical" or "Design" in it is no section of an agency or a technical credit).
"""

from __future__ import annotations

import re

_OF_FIRM = re.compile(r"\s*(?:der|des)\s+(\S.*?)\s*:?\s*$")


def office_of_firm(text: str) -> bool:
    from .legal_forms import find_company_name
    from .persons import label_segments

    segments = label_segments(text.strip())
    if len(segments) != 1 or segments[0].start != 0 or not (match := _OF_FIRM.fullmatch(segments[0].value)):
        return False
    firm = find_company_name(match.group(1))
    return firm is not None and firm[0] == match.group(1)
