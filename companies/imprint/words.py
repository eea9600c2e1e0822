"""The words that name an imprint (:data:`IMPRINT_WORD`): the page reader (:mod:`.text`) finds an
imprint held in a page banner by them, and :mod:`.sections` and :mod:`.sole` the imprint's headings;
:data:`SITE_RESPONSIBLE`, the sentence that names who is responsible for the site itself (:data:`LAW_RESPONSIBLE`: under the provider's law), is read by
:mod:`.sections` (a provider line) and :mod:`.legal_forms` (the name it states)."""

from __future__ import annotations

import re

# The words that name an imprint, in a heading, a title or a link ("Anbieterangaben": the provider's details, as "Angaben
# zum Anbieter").
IMPRINT_WORD = re.compile(
    r"\b(?:Impressum(?:sangaben)?|Imprint|Legal\s+notices?|Legal\s+information|Legal\s+disclosure|Legal\s+details|Site\s+notice|Offenlegung|"
    r"Anbieterkennzeichnung|Rechtliche\s+(?:Hinweise|Angaben|Informationen)|Rechtliches|Pflichtangaben|Unternehmensangaben|"
    r"Firmeninformationen|Corporate\s+information|Company\s+information|Mentions\s+l(?:é|e)gales|"
    r"Herausgeberangaben|Angaben\s+zum\s+Anbieter|Anbieterangaben|Note?\s+legal[ei]|Informazion[ei]\s+legal[ei]|Informations?\s+l(?:é|e)gales?)\b",
    re.IGNORECASE,
)

# "Verantwortlich für diese Website ist …", "… für den Inhalt dieser Webseite sind …": the site's
# operator, not the editor of its content (a pattern to embed, for case-insensitive use).
SITE_RESPONSIBLE = (r"verantwortlich\w*\s+f(?:ü|ue)r\s+(?:den\s+Inhalt\s+)?(?:diese[rns]?|der|die|das|unsere[rn]?)\s+"
                    r"(?:Website|Webseite|Homepage|Internetseite|Seite)n?\s+(?:\([^()]{1,60}\)\s+)?(?:und\s+(?:deren|dessen|ihren?|den)\s+Inhalte?\s+)?(?:ist|sind)")

# "Verantwortlich im Sinne des § 5 DDG ist …", "Responsible according to § 5 TMG is …": the one responsible under the provider's
# law, not the editor's (§ 18 MStV), named after the verb (a pattern to embed, for case-insensitive use).
LAW_RESPONSIBLE = (r"\b(?:inhaltlich\s+)?verantwortlich(?:e[rn]?)?\s+(?:im\s+Sinne\s+(?:des|von)|gem(?:ä|ae)(?:ß|ss)|gem\.|nach|laut|lt\.|i\.\s?S\.\s?[dv]\.)"
                   r"\s*§\s*5(?![\d(])[^.:§]{0,30}?\s+(?:ist|sind)"
                   r"|\bresponsible\s+(?:according\s+to|pursuant\s+to|under|in\s+accordance\s+with)\s+(?:§|Sect(?:ion|\.)?)\s*5(?![\d(])[^.:§]{0,40}?\s+(?:is|are)")

# A partnership's name ("Urbanke & Partner", "Roth und Partnerin"): a firm, not a heading over its partners
# ("Geschäftsführer und Partner").
PARTNERS_FIRM = re.compile(r"^(?!.*\b(?:Gesch(?:ä|ae)ftsf|Inhaber|Vorstand|Gesellschafter|Vertret|Unsere?\b))"
                           r"[A-ZÄÖÜ][\w.-]*(?:\s+[A-ZÄÖÜ][\w.-]*){0,3}\s+(?:&|und)\s+Partner(?:in|innen)?$")
