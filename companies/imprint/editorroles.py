"""A content-responsible's or contact's label that also names the provider's role ("Verantwortlich und Inhaberin: X",
"Ansprechpartnerin und Inhaberin: X", "Owner and responsible for content: X", "Inhaltlich verantwortlich: X (Geschäftsführer)").

Convention 6 keeps a person named ONLY as responsible for the content out of the representatives; a label that also names
the role (owner, managing director, board) gives that role (conventions 235, 248, 260): such a line is the provider's, no
editor's section."""

from __future__ import annotations

import re

from .persons import role_kind

# The editor's or contact's words of a label ("Verantwortlich", "inhaltlich verantwortlich", "responsible for content").
_EDITOR_WORD = re.compile(r"verantwortlich|responsible|ansprechpartner|ansprechperson|kontaktperson|contact\s+person", re.IGNORECASE)
# The joints of the functions of one label ("Verantwortlich und Inhaberin", "Owner & responsible for content").
_JOINT = re.compile(r"\s*(?:,|/|&|\+|\s+und\s+|\s+and\s+|\s+sowie\s+)\s*", re.IGNORECASE)
# The person with her role in parentheses after the label ("Inhaltlich verantwortlich: Jan Ott (Geschäftsführer)").
_PAREN_ROLE = re.compile(r"^[^():]{3,60}\(([^()]{2,30})\)\s*$")
# The roles that represent the provider (not a credit's, privacy's or owner-of-property's "skip" words).
_ROLES = ("owner", "managing_director", "gf_partner", "general_partner", "board_member", "chair_of_board", "default",
          "shareholder_or_partner")


def editor_with_role(text: str) -> bool:
    """True for a label line (or a heading ending in a colon) whose label joins the content's or contact's function with a
    representative's role, or whose value prints the person's role in parentheses."""
    head, colon, value = text.partition(":")
    if not colon or len(head) > 90 or not _EDITOR_WORD.search(head):
        return False
    if any(role_kind(part) in _ROLES for part in _JOINT.split(head.strip()) if part):
        return True
    paren = _PAREN_ROLE.match(value.strip())
    return bool(paren) and role_kind(paren.group(1)) in _ROLES


# The content's or contact's part after the role of a label, up to its colon ("Inhaberin und verantwortlich für den Inhalt: X").
_EDITOR_PART = re.compile(r"^\s*(?:und|and|&|,|/|sowie)\s+(?:(?:inhaltlich|redaktionell)\s+)?(?:verantwortlich\w*|responsible|"
                          r"ansprechpartner(?:in)?|ansprechperson|kontaktperson|contact\s+person)\b[^:]{0,80}:\s*", re.IGNORECASE)
# The role printed in parentheses after the content-responsible person, as the label that gives it.
PAREN_OFFICES = {"owner": "Inhaber", "managing_director": "Geschäftsführer"}


def without_editor_part(value: str) -> str:
    """A role label's value without the content's or contact's function joined to the role: the person."""
    return _EDITOR_PART.sub("", value, count=1)


# The managing director named by the verb, not a label ("Die Geschäfte führt Jan Ott.", "Die Geschäfte der Ott Bau GmbH führen A
# und B"): written as the "Geschäftsführung:" label (the firm after "der"/"des" is the provider's, the value is read as a label's).
_CONDUCTS = re.compile(r"(?:^|(?<=[.;]\s))(?:Die\s+)?Gesch(?:ä|ae)fte\s+(?:(?:der|des|unserer?)\s+[^.:;@\d]{1,60}?\s+)?"
                       r"f(?:ü|ue)hr(?:t|en)\s+(?=(?:Herr|Frau|Dr\.|[A-ZÄÖÜ][a-zäöüß]))")


def conducted_as_label(text: str) -> str:
    """The text with "Die Geschäfte führt X" written as "Geschäftsführung: X"."""
    return _CONDUCTS.sub("Geschäftsführung: ", text) if "esch" in text else text
