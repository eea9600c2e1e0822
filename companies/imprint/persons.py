"""Representatives: role labels, person names and titles.

Contract: :func:`strip_titles` (of :mod:`.titles`) removes academic and courtesy titles ("Dr.", "Prof.",
"Dipl.-Ing.", "Mag.", "MBA" ...); :func:`person_name` returns a clean person name or ``None`` when the text is not
one (a company, a street, a sentence); :func:`label_segments` splits a line into (role label, value) pairs;
:func:`names_with_roles` splits a value into persons with the role a parenthesis or a trailing word gives them.
Roles are resolved to CONTRACT codes by the caller, which knows the legal form.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from . import trades
from .crafts import leading_trade
from .given_names import bracketed_name, given_name
from .titles import strip_titles
from .trades import OFFICE, PROFESSION_LEAD, PUBLIC_BODY_WORD, business_noun, jobs_lead, occupation

# Role kinds; "default" depends on the legal form, "skip" ends a value without persons.
_ROLE_LABELS: list[tuple[str, str]] = [
    # the trade-law manager (§ 39 GewO) answers for a trade licence, no organ of the firm (convention 896)
    (r"Gesch(?:ä|ae)ftsf(?:ü|ue)hr(?:ung|er(?:in)?)\s*\(gewerberechtlich\)|Gewerberechtliche[rn]?\s+Gesch(?:ä|ae)ftsf(?:ü|ue)hr(?:ung|er(?:in)?)", "skip"),
    (r"(?:stellvertretende[rn]?|stellv\.)\s*(?:Vorsitzende[rn]?\s+des\s+Aufsichtsrat(?:e?s)?|Aufsichtsratsvorsitzende[rn]?)"
     r"|Deputy\s+Chair\w*\s+of\s+the\s+Supervisory\s+Board", "skip"),
    (r"Vorsitzende[rn]?\s+des\s+Aufsichtsrat(?:e?s)?|Aufsichtsratsvorsitzende[rn]?|Aufsichtsratsvorsitz"
     r"|Vorsitz(?:ende[rn]?)?\s+(?:im|des)\s+Aufsichtsrat(?:e?s)?|Chair(?:man|woman|person)?\s+of\s+the\s+Supervisory\s+Board"
     r"|Pr(?:ä|ae)sident(?:in)?\s+des\s+Aufsichtsrat(?:e?s)?", "supervisory_board_chair"),
    (r"Aufsichtsrat(?:smitglieder)?|Supervisory\s+Board", "supervisory_list"),
    (r"Vorsitzende[rn]?\s+des\s+Vorstand(?:e?s)?|Vorstands?vorsitzende[rn]?|Vorstandsvorsitz"
     r"|Chair(?:man|woman|person)?\s+of\s+the\s+(?:Executive|Management)\s+Board", "chair_of_board"),
    (r"(?:stellvertretende(?:[rn]|[*:_/]r|\(r\))?|stellv\.|stv\.)\s*(?:(?:Vereins|Vorstands)?Vorsitzende[rn]?|Vors\b\.?)|(?:2\.|3\.|Zweite[rn]?|Dritte[rn]?)\s*(?:(?:Vorstands)?Vorsitzende[rn]?|Vors\b\.?|Vorstand|Ob(?:mann|frau)|Sch(?:ü|ue)tzenmeister(?:in)?)|Sch(?:ü|ue)tzenmeister(?:in)?(?=\s*:|\s+[A-ZÄÖÜ][a-zäöüß]+\s+[A-ZÄÖÜ][a-zäöüß])|Ob(?:mann|frau)\s+[23](?=\s*:)"
     r"|(?:(?:2\.|3\.)\s*)?Ob(?:mann|frau)[-\s]*(?:Stv\.?|Stellvertreter(?:in)?)|Ob(?:mann|frau)stellvertreter(?:in)?"
     r"|(?:[123]\.\s*)?(?:Schatzmeister(?:in)?|Kassenf(?:ü|ue)hrer(?:in)?|(?:Kassen|Jugend|Sport|Presse|Ger(?:ä|ae)te|Platz|Spiel|Zeug)wart(?:in)?)|Finanzvorst(?:and|(?:ä|ae)ndin)|Vereinskasse|Mitgliederverwaltung"  # (numbered too: "1. Schatzmeister")
     r"|(?:(?:1\.|2\.|3\.)\s*)?(?:Stellvertreter(?:in)?|Schriftf(?:ü|ue)hrer(?:in)?|Beisitzer(?:in)?|Kassier(?:er|erin|in)?)(?:[-\s]*(?:Stv\.|Stellvertreter(?:in)?))?"  # ("1. Kassier", 201; "Schriftführer Stv.", 434)
     r"|(?:Vereins)?[Vv]ize-?[Pp]r(?:ä|ae)sident(?:in|en)?|Treasurer|Vice[\s-]+(?:President|Chair\w*)|(?:(?:2nd|3rd|Second|Third|Deputy)\s+|[23]\.\s*)Chair(?:man|woman|person)?|Aktuar(?:in)?|Secretary"
     # (French and Italian club and board offices: "Vice-présidente", "Caissier", "Segretario")
     r"|Vice-?\s?pr(?:é|e)sident(?:e)?|Vicepresidente|Caissi(?:er|ère)|Cassiere|Tesoriere|Tr(?:é|e)sori(?:er|ère)|Secr(?:é|e)taire|Segretari[oa]"
     r"|Membres?\s+du\s+(?:comit(?:é|e)|conseil)|Membr[oi]\s+del\s+(?:comitato|consiglio)|Comit(?:é|e)|Comitato"
     r"|Members?\s+of\s+the\s+(?:Board(?:\s+of\s+(?:Directors|Trustees))?|Executive\s+Board|Management\s+Board|Foundation\s+Board)",
     "board_member"),
    # (the first of a shooting club's Schützenmeister is its chair, "Oberschützenmeister" too; the others board members, convention 25; "1. Vorstandsvorsitzender" as "1. Vorsitzender")
    (r"(?:1\.|Erste[rn]?)\s*(?:(?:Vorstands)?Vorsitzende[rn]?|Vorsitz|Vors\b\.?|Vorstand|Ob(?:mann|frau)|Sch(?:ü|ue)tzenmeister(?:in)?)|Obersch(?:ü|ue)tzenmeister(?:in)?"
     r"|Vereinsvorsitzende[rn]?|(?:Vereins)?Ob(?:mann|frau)|(?:(?:1st|First)\s+|1\.\s*)Chair(?:man|woman|person)?|Board\s+Chair(?:man|woman|person)?"  # (conventions 229, 516:)
     r"|Gesch(?:ä|ae)ftsf(?:ü|ue)hrende[rn]?\s+Vorsitzende[rn]?|(?:vertretungsberechtigte\s+)?1\.\s*Vorst(?:ä|ae)nde", "chair_of_board"),
    (r"Pr(?:ä|ae)sident(?:in)?\s+(?:des\s+(?:Verwaltungsrat(?:e?s)?|Stiftungsrat(?:e?s)?|Vorstand(?:e?s)?)|der\s+Verwaltung)"
     r"|Pr(?:é|e)sident(?:e)?\s+du\s+conseil(?:\s+d['’]administration|\s+de\s+fondation)?|Presidente\s+del\s+consiglio(?:\s+di\s+(?:amministrazione|fondazione))?"
     r"|Verwaltungsratspr(?:ä|ae)sident(?:in)?|Stiftungsratspr(?:ä|ae)sident(?:in)?|(?:VR|SR)-Pr(?:ä|ae)sident(?:in)?|Vorsitzende[rn]?\s+des\s+(?:Verwaltungs|Stiftungs)rat(?:e?s)?"
     r"|Chair(?:man|woman|person)?\s+of\s+the\s+Board(?:\s+of\s+(?:Directors|Trustees))?"
     r"|President\s+of\s+the\s+(?:Board(?:\s+of\s+(?:Directors|Trustees))?|Foundation\s+Board)|(?:Vereins)?[Pp]r(?:ä|ae)sident(?:in|en)?|President|Pr(?:é|e)sident(?:e)?"
     r"|Rektor(?:in)?(?=\s[^:;]{3,140}?\s(?:gesetzlich\s+)?vertreten\b)", "president"),  # (a university's head, 1428)
    (r"Delegierte[rn]?\s+des\s+Verwaltungsrat(?:e?s)?|Vorstandssprecher(?:in)?|Sprecher(?:in)?\s+des\s+Vorstand(?:e?s)?"
     r"|Mitglied(?:er)?\s+des\s+(?:Verwaltungsrat(?:e?s)?|Stiftungsrat(?:e?s)?|Vorstand(?:e?s)?)"
     r"|Verwaltungsrat(?:smitglieder|smitglied)?|Verwaltungsr(?:ä|ae)te|Stiftungsrat|Stiftungsr(?:ä|ae)te"
     r"|Conseil\s+d['’]administration|Consiglio\s+di\s+amministrazione|Conseil\s+de\s+fondation|Consiglio\s+di\s+fondazione|Administrat(?:eur|rice)s?(?:\s+unique)?|Amministrat(?:ore|rice)\s+unic[oa]|(?:VR|SR)-Mitglied(?:er)?"
     r"|Board\s+of\s+Directors|Board\s+of\s+Trustees", "board_member"),
    (r"(?:Weitere[rs]?\s+(?=(?:vertretungsberechtigte[rn]?\s+)?Vorstandsmitglied))?(?:vertretungsberechtigte[rn]?\s+|gesch(?:ä|ae)ftsf(?:ü|ue)hrende[rn]?\s+)?(?:Vereins|Altherren|Allein)?(?:Vorstand(?:smitglieder|smitglied|schaft|steam)?|Leitungsteam)"  # (the members after the chairs: "Weitere Vorstandsmitglieder: A")
     r"(?:\s+(?:i\.\s?S\.\s?[dv]\.|im\s+Sinne\s+(?:des|von)|gem\.|gem(?:ä|ae)(?:ß|ss)|nach|laut|lt\.)\s*§\s*26(?:\s*Abs\.\s*\d)?\s*(?:des\s+)?BGB"
     r"|\s*\((?:[^()§]{0,20})?§\s*26(?:\s*Abs\.\s*\d)?\s*BGB\))?|Vorst(?:ä|ae)nde|Pr(?:ä|ae)sidium"
     r"|(?:Executive|Management)\s+Board|Board\s+of\s+Management|Board(?:\s+members?)?(?:\s+(?:authori[sz]ed|entitled)\s+to\s+represent)?", "board_member"),
    (r"Vorsitzende[rn]?|Vorsitz|Vors\b\.?|Chair(?:man|woman|person)?", "chair_of_board"),  # ("Vors.": "Eva Ott (1. Vors.)")
    (r"Gesellschafter(?:in)?(?:[-\s]|\s+und\s+)Gesch(?:ä|ae)ftsf(?:ü|ue)hrer(?:in)?"  # (both roles named, either way round)
     r"|Gesch(?:ä|ae)ftsf(?:ü|ue)hrer(?:in)?\s+und\s+Gesellschafter(?:in)?", "managing_director"),
    (r"Gesch(?:ä|ae)ftsf(?:ü|ue)hrende[rn]?\s+Gesellschafter(?:in|innen)?|Managing\s+Partners?", "gf_partner"),
    (r"(?:[123]\.\s*)?(?:stellvertretende[rn]?\s+|stellv\.\s*)?(?:vertretungsberechtigte[rn]?\s+)?(?:Allein)?Gesch(?:ä|ae)(?:fts|fst|ft)f(?:ü|ue)hrer(?:in|innen|n)?(?:\s*\(in\))?"
     r"(?:\s+und\s+verantwortlich\s+f(?:ü|ue)r\s+den\s+Inhalt)?|Gesch(?:ä|ae)ftsf(?:ü|ue)hrung"  # (a deputy too; a club's numbered one, "1. Geschäftsführer")
     r"|Gesch(?:ä|ae)ftsleitung|Gesch(?:ä|ae)ftsleiter(?:in)?|Managing\s+Directors?(?:\s*\(s\))?(?:\s+(?:authori[sz]ed|entitled)\s+to\s+represent(?:\s+the\s+company)?)?|Executive\s+Directors?"
     r"|Directors?|CEO|Chief\s+Executive\s+Officer|G(?:é|e)rant(?:e)?|GF"
     r"|(?:Executive|General)\s+Managers?|Gesch(?:ä|ae)ftsf(?:ü|ue)hrende(?=\s*:)|Management(?=\s*:)|Gesch(?:ä|ae)ftsf(?:ü|ue)hrende[rn]?\s+Direktor(?:in)?|(?:Associ(?:é|e)e?\s+|Socio\s+)?g(?:é|e)rant(?:e)?|(?:Socio\s+)?[Gg]erente|Directeur\s+g(?:é|e)n(?:é|e)ral|Directrice\s+g(?:é|e)n(?:é|e)rale|Direttore\s+generale|Direttrice\s+generale"
     # (the French and Italian "Director" alone, as the English one; not the editor: "Directeur de (la) publication")
     r"|Direct(?:eur|rice)(?!\s+(?:de|du|des|ou|artistique|technique)\b)|Dirett(?:ore|rice)(?!\s+(?:responsabile|artistic|tecnic))", "managing_director"),
    (r"(?:Praxis|Gesch(?:ä|ae)fts|Betriebs|Firmen|Unternehmens|Kanzlei|Salon|Studio|Laden|Atelier|Allein)?[Ii]nhaber(?:in(?:nen)?)?(?:\s*(?:/|&|und)\s*(?!Gesch|Gesellschaft|Vorst|Prokur|Partner|Mit|Teil|Komplement|Vertret|Verantwort|Betreiber|Inhaber|Direkt|Leit)[A-ZÄÖÜ][a-zäöüß]+(?=\s*:))?|(?:Salon|Laden|Gesch(?:ä|ae)fts)?[Bb]esitzer(?:in)?|Inh\.|Owner|(?:[Ss]ole\s+)?[Pp]roprietor|Titolare|Titulaire|Propri(?:é|e)taire|Einzelunternehmer(?:in)?|Betriebsinhaber(?:in)?|Betreiber(?:in)?|P(?:ä|ae)chter(?:in)?"
     r"|(?:Web)?[Ss]eiteni?nhaber(?:in)?|(?:Website|Homepage)-?[Ii]nhaber(?:in)?", "owner"),  # (a site's owner, "Seitennhaber" as misspelt too, 413; an owner with her trade before the colon, "Inhaber/Trainer: Jan Ott")
    (r"Prokuristen|Prokurist(?:in)?|Gesamtprokura|Einzelprokura|Prokura|Authori[sz]ed\s+(?:officers?|signator(?:y|ies))|ppa\.", "authorised_officer"),
    (r"Kommanditist(?:in|en|innen)?|Limited\s+partners?|beschr(?:ä|ae)nkt\s+haftende[rn]?\s+Gesellschafter(?:in|innen)?"
     r"|Gesellschafter(?:in|innen)?\s+mit\s+beschr(?:ä|ae)nkter\s+Haftung|Shareholders?|Anteilseigner|Beteiligungsverh(?:ä|ae)ltnisse"
     r"|Eigent(?:ü|ue)mer(?:in)?|Datenschutzbeauftragte[rn]?|Redaktion|Verantwortlich\w*|V\.?\s?i\.?\s?S\.?\s?d\.?\s?P\.?"
     r"|Ansprechpartner(?:in)?|Kontaktperson|Contact\s+person|Webmaster|Fotos?|Hosting|Design"
     # a club's auditors, honorary officers and advisory board: no organ that represents it ("Kassenprüfer: X", "Ehrenvorsitzender: Y")
     r"|(?:Kassen|Rechnungs)pr(?:ü|ue)fer(?:in|innen)?|(?:Rechnungs)?[Rr]evisor(?:in|en|innen)?|Revisions(?:kommis+ion|stelle)|Ehren(?:vorsitzende[rn]?|pr(?:ä|ae)sident(?:in)?|mitglied(?:er)?|ob(?:mann|frau))"
     r"|Beirat(?:svorsitzende[rn]?|smitglied(?:er)?)?|Beir(?:ä|ae)te", "skip"),
    (r"(?:pers(?:ö|oe)nlich|unbeschr(?:ä|ae)nkt)\s+haftende[rn]?\s+Gesellschafter(?:in|innen)?|Komplement(?:ä|ae)r(?:in|innen|e)?(?:-GmbH)?"
     r"|General\s+partners?|Personally\s+liable\s+partners?", "general_partner"),
    (r"Partners?\s+(?:authori[sz]ed|entitled)\s+to\s+represent(?:\s+the\s+(?:partnership|company))?"
     r"|Gesellschafter(?:in|innen|n)?|Partner(?:in|innen|n)?|Partners|Mitinhaber(?:in)?|Teilhaber(?:in)?", "shareholder_or_partner"),  # (dative: "von den Gesellschaftern")
    (r"(?:[Vv]ertreten\s+durch|Represented\s+by)(?:,\s*|\s+und\s+|\s+and\s+)(?:inhaltlich\s+|redaktionell\s+)?(?:verantwortlich|responsible)\s+(?:f(?:ü|ue)r|for)\s[^:]{1,60}(?=:)|"  # (with the content's: "Vertreten durch, verantwortlich für den Inhalt:")
     r"(?:gesetzlich\s+|gemeinsam\s+)?[Vv]ertreten\s+(?:durch|von)|[Vv]ertr\.\s*d(?:urch\b|\.)|[Vv]ertretungsberechtigt(?:e[rn]?)?(?:\s+Person(?:en|\(en\))?(?:\s+(?:im|des)\s+Vorstand(?:e?s)?)?)?"
     r"|[Vv]ertretungsbefugt(?:e[rs]?)?(?:\s+(?:Organe?|Person(?:en)?))?|Represented\s+by|(?:Persons?\s+)?(?:authori[sz]ed|entitled)\s+to\s+represent(?:\s+the\s+(?:company|association|club|foundation))?|Repr(?:é|e)sent(?:é|e)e?s?\s+par|Repr(?:é|e)sentante?s?\s+(?:autoris(?:é|e)e?s?|l(?:é|e)gale?s?)|Rappresentant[ei]\s+(?:autorizzat[oaie]|legale)|Rappresentat[aoie]\s+da|[Zz]eichnungsberechtigt(?:e[rn]?)?(?:\s+Person(?:en|\(en\))?)?|Authori[sz]ed\s+representatives?"
     r"|(?:Legal|Statutory)\s+representatives?|(?:[Gg]esetzliche[rn]?\s+|[Oo]rganschaftliche[rn]?\s+)?Vertreter(?:in)?|Vertretung"
     r"|(?:Person[ae]\s+autorizzat[ae]\s+a\s+rappresentare|Personnes?\s+(?:autoris(?:é|e)es?|habilit(?:é|e)es?)\s+(?:(?:à|a)\s+)?(?:repr(?:é|e)senter|signer))"
     r"(?:\s+(?:la\s+soci(?:é|e)t(?:é|e)|l['’]entreprise|la\s+societ(?:à|a)))?", "default"),
]
_LABEL_RE = re.compile(
    r"(?<![\wäöüß])(?:"
    + "|".join(f"(?P<r{i}>{pat})" for i, (pat, _) in enumerate(_ROLE_LABELS))
    + r")(?:/-?(?:in|innen|r|e)|[*:_](?:in|innen|r)|\((?:in|innen|r|e)\))?(?![\wäöüß])"
    # (the body the office is of, in the genitive: "Vorsitzender des Vereins ist …", "Geschäftsführerin der Gesellschaft: …")
    r"(?:\s+(?:des|der)\s+(?:Vereins|Gesellschaft|Stiftung|Genossenschaft|Verband(?:e)?s|Unternehmens|Firma|Clubs|Klubs|GbR|OHG|KG|Partnerschaft)(?![\wäöüß]))?",
    re.IGNORECASE,
)
_LABEL_KINDS = {f"r{i}": kind for i, (_, kind) in enumerate(_ROLE_LABELS)}
_ALLOWED_BEFORE = re.compile(
    r"(?:^|[,;:(–\-/]|[a-zäöüß]{2}\.|\b(?:durch|von|by|und|and|sowie|&|wird|werden)|\b(?:den|die|der|dem|deren|dessen|ihre[nm]?|seine[nm]?|unsere[nm]?|the|its|our|als)|\bd\.|\b(?:par|da)\s+(?:le|la|il))\s*$",
    re.IGNORECASE,
)
_ARTICLE_END = re.compile(r"\b(?:den|die|der|des|seine[nm]?|ihre[nm]?|unsere[nm]?)\s+(?:[123]\.\s*)?$", re.IGNORECASE)
# The verb between a role label and its persons ("Geschäftsführer ist Jan Ott.", "Der Vorstand besteht aus Jan Ott und Eva Roth."); ``representation`` drops it.
LABEL_VERB = r"(?:ist|sind|besteht\s+aus|bilden|setzt\s+sich\s+zusammen\s+aus|obliegt|liegt\s+bei)"  # (or "Die Geschäftsführung obliegt Herrn Jan Ott")
JOINT_RULE = r"je(?:weils)?\s+(?:zwei|drei|2|3)\s[^:\d@]{1,50}:\s*"  # ("Vertretungsberechtigt sind je zwei Vorstandsmitglieder gemeinsam: A, B")
_AFTER_OK = re.compile(r"^\s*(?:\(in\)|\(s\)|\(innen\)|\(en\)|\(e\))?\s*(?:[:(]|$|\s*[–—-]\s+|\s+[A-ZÄÖÜ\"„]|\s+(?:und|&|and|sowie|/)\s|/(?=[A-ZÄÖÜ][a-zäöüß]+(?:in)?\s*:)|\s+(?:den|die|der|das|deren|dessen|ihre[nm]?|the)(?:\s|\s*:\s*$)"  # (a label goes on with its value, a colon or a verb)
                       rf"|\s+{LABEL_VERB}\s*:?\s+(?:(?:die|der)\s+)?(?=[A-ZÄÖÜ])|\s+{LABEL_VERB}\s+[^:\d@]{{0,30}}:\s*$|\s+{LABEL_VERB}\s+{JOINT_RULE}"  # (or "sind die Herren:", "besteht aus: A, B"; "ist die X GmbH")
                       r"|\s+(?:laut|lt\.)\s[^:\d@]{1,40}:|\s+vertreten\s*:"  # (or the source, "Geschäftsführer laut Handelsregister:"; or the verb, "… vertreten: A, B")
                       # (or the person set off by commas before the sentence's verb: "durch den Präsidenten, Prof. X, gesetzlich vertreten", 1191)
                       r"|,\s(?=(?:[^,:;()]|\([^()]*\)){3,140}?,\s(?:gesetzlich\s+)?vertreten\b)"  # (or set off by a comma to the end: "durch den
                       r"|,\s+(?=(?:(?:Herrn?|Frau)\s+)?(?:(?:Dr|Prof|Mag)\.\s*)*[A-ZÄÖÜ][a-zäöüß'-]+(?:\s+(?:von|van|de|der|zu))*\s+[A-ZÄÖÜ][\w'-]+\.?\s*$))")  # Vorsitzenden, Jan Ott.")


# "retired" after a profession before the name ("Richterin a.D. Eva Roth"): the profession's, no name word.
_RETIRED_MARK = re.compile(r"^(?:a\.\s?D\.|i\.\s?R\.)\s+")


def strip_profession(text: str, trades_only: bool = False) -> str:
    """A provider line without the profession before or after the person ("Heilpraktikerin Eva Roth",
    "Eva Roth Architektin" -> "Eva Roth"; also one misspelt, "Achitekt"); with ``trades_only`` an office ("Pfarrer") stays."""
    def stripped(word: str) -> bool:
        return bool(occupation(word)) and not (trades_only and OFFICE.fullmatch(word))
    head, comma, tail = text.partition(",")
    if comma and person_name(head) and person_name(text) == person_name(head):
        return head.strip()  # "Eva Roth, Fachärztin für Augenheilkunde"
    text = text.strip()[cut:] if (cut := jobs_lead(text.strip(), given_name)) else text  # ("Autor und Texter Jan Ott")
    head, _, rest = text.strip().partition(" ")
    if len(rest.split()) >= 2 and (stripped(head) or leading_trade(text.split()) or not given_name(head) and person_name(rest) == rest and trades.misspelt_occupation(head)):
        return _RETIRED_MARK.sub("", rest.strip())
    rest, _, tail = text.strip().rpartition(" ")
    if not (len(rest.split()) >= 2 and stripped(tail)):
        return text
    return " ".join(trades.without_adjectives(rest.split())).rstrip(",")  # (and its adjectives: "Eva Roth Psychologische Psychotherapeutin")


_PARTICLES = frozenset("von van de der den zu vom zur di da del della le la ten ter y af dos das du des mc bin al el auf".split())
_ADJECTIVE_LEAD = re.compile(r"(?:Alt|Neu|Blau|Rot|Gr(?:ü|ue)n|Gelb|Wei(?:ß|ss)|Schwarz|Klein|Gro(?:ß|ss)|Golden|Silbern|Sch(?:ö|oe)n|Gut|Wild|Bunt"
                             r"|Lustig|Dunkl|Still|Frisch|Fein|S(?:ü|ue)(?:ß|ss)|Fr(?:ö|oe)hlich|Gl(?:ü|ue)cklich|Heilig)(?:e|er|es|en)")
_NOT_NAME_WORDS = frozenset(
    """GmbH AG KG OHG UG SE Straße Strasse Str Weg Platz Gasse Allee Ring Amtsgericht Handelsregister Registergericht Deutschland
    Österreich Schweiz Germany Austria Switzerland Telefon Tel Fax E-Mail Email Geschäftsführer Geschäftsführerin Vorstand
    Inhaber Inhaberin Gesellschaft Gesellschafter Verein Stiftung Genossenschaft Firma Team Redaktion Kontakt Impressum Postfach
    Sitz Adresse Anschrift Unternehmen Holding Gruppe Group Verwaltung Verwaltungs Management Mitglied Mitglieder Vorsitzender
    Vorsitzende Präsident Präsidentin Aufsichtsrat Verwaltungsrat Beirat Prokurist Partner Partnerin Web Internet Homepage
    Website Bank Sparkasse Steuernummer Diese Dieser Der Die Das Den Dem Wir Uns Herr Frau Herrn Nr Hotline Service Support
    Online Shop Praxis Kanzlei Büro Studio Agentur Design Berlin Hamburg München Wien Zürich Köln Bern Basel Graz Linz Salzburg
    Frankfurt Stuttgart Director Directors Board Chairman Owner Executive Officer Managing Limited Ltd Inc Company CEO CFO COO
    CTO Vertreten Vertretung Information Angaben Gemäß Haftung Hinweis Copyright Datenschutz Zurück Startseite Übersicht Seitenanfang Bäckerei Metzgerei Konditorei
    Friseur Salon Tischlerei Schreinerei Malerbetrieb Autohaus Hotel Restaurant Gasthof Gasthaus Café Cafe Weingut Atelier
    Apotheke Physiotherapie Fotografie Blumen Elektro Sanitär Bau Reisen Immobilien Consulting Beratung Verlag Haus Werkstatt
    Optik Zahnarzt Zahnarztpraxis Arztpraxis Pension Landhaus Fahrschule Reinigung Transporte Logistik Parkett Fliesen Handel
    Technik Software Solutions Services Media Medien Marketing Events Catering Kosmetik Übersetzungen Schneiderei Goldschmiede
    Buchhandlung Druckerei Gärtnerei Hofladen Brauerei Kita Schule Kindergarten Klinik Klinikum Museum Bibliothek Familie Fam
    Geschwister Eheleute Ehepaar Collective Kollektiv Club Klub Society Association Foundation Network Netzwerk Community
    Initiative Project Projekt Lab Labs Institute Institut Center Centre Zentrum Forum Verband Chor Orchester Ensemble Akademie
    Academy Agency Festival Alliance Cooperative Meetup Hackspace Makerspace University Universität Automation Automatisierung
    Engineering Development Analytics Robotics Ventures Interiors Finance Logistics Trading Import Export Store Concepts
    Projects Consult Digital Tech Energy Solar Security Cloud Apps Policy Research Business Models Resources Affairs Legal
    Controlling Administration Purchasing Estate Technology Operations Strategy Communications Innovation Procurement Compliance
    Infrastructure Product Human Hinweise Rechtliche Rechtliches Informationen Pflichtangaben Kontaktdaten Notice Legal
    Abteilung ARGE Arge Ferienwohnung Ferienhaus Ferienapartment Gästehaus Auto Autos Tante Onkel Oma Opa""".split())
_ROLE_WORD = re.compile(r"(?:Vize|Ehren|Co-)?(?:pr(?:ä|ae)sident|vorsitz|verwaltungsr(?:a|ä)t|aufsichtsr(?:a|ä)t|vorstand|"
                        r"gesch(?:ä|ae)ftsf(?:ü|ue)hr|mitglied|stellvertret|prokurist|gesellschafter|inhaber)", re.IGNORECASE)
_TOKEN = re.compile(r"^(?:[A-ZÄÖÜÉÈÁÀÇŠŽČ][a-zäöüßéèáàçñëïôîûšžčćłø'’]+(?:-[A-ZÄÖÜa-zäöü][a-zäöüßéèáàçñëïôîûšžč'’]+)*|[A-ZÄÖÜ]\.(?:-[A-ZÄÖÜ]\.)?|[A-Z]'[A-Z][a-z]+)$")


def _name_token(token: str) -> bool:
    """A capitalised name word ("Anna-Lena", "O'Brien", "Yıldız") or an initial ("J.")."""
    if len(token) == 2 and token[0].isupper() and token[1] == ".":
        return True
    if re.search(r"[a-zäöü]['’]s$", token):
        return False  # a possessive ("Selin's Charisma"): a brand, not a name
    token = re.sub(r"^(?:Mc|Mac|O['’]|D['’])(?=[A-Z])", "", token)
    for part in re.split(r"-", token):
        if not part:
            return False
        core = part.replace("'", "").replace("’", "")
        if not core.isalpha() or not part[0].isupper():
            return False
        if not (part[1:].replace("'", "").replace("’", "").islower() or len(part) == 1
                or (len(part) > 2 and part.isupper())):
            return False
    return True


# A word built on an institution or a set of rules ("Landesärztekammer", "Berufsordnung", "Amtsgericht", "Landesverband"; a party or a
# federation over its region, "Piratenpartei Hessen", "Sportbund Thüringen"): no name.
_INSTITUTION_WORD = re.compile(r"(?<=\w{3})(?:kammer|ordnung|gericht|ministerium|beh(?:ö|oe)rde|verband|gesetz|verein|partei|bund|"
                               r"initiative|netzwerk|gruppe|schaft|b(?:ü|ue)ndnis|kollektiv|kreis|freunde|hilfe|klinik(?:um)?|"
                               r"jugend|chor|kapelle|orchester|ensemble|club|klub|team|bibliothek|archiv)$",  # ("Redaktionsteam", "Landesbibliothek": nobody's name, 272, 340)
                               re.IGNORECASE)


# A street's name, which no person carries ("Stadtwassergasse", "Bahnhofstrasse").
_STREET_WORD = re.compile(r"[A-ZÄÖÜ][\wäöüß-]{2,}(?:stra(?:ß|ss)e|gasse|allee)", re.IGNORECASE)


# A surname's initial closing a given name ("Martin A."), not an abbreviation ("Jan Ott Str.").
_CLOSING_INITIAL = re.compile(r"^[A-ZÄÖÜ][a-zäöüß]+(?:[\s-][A-ZÄÖÜ][a-zäöüß]+)?\s[A-ZÄÖÜ]\.$")


def person_name(text: str) -> str | None:
    """A clean person name (titles removed) or ``None`` when ``text`` is not a person's name."""
    name = strip_titles(text.strip())
    # (a closing initial keeps its full stop, convention 24: "Kassenwart: Martin A.")
    name = strip_titles(name if _CLOSING_INITIAL.search(name) else name.rstrip("."))
    if not name or any(ch.isdigit() for ch in name) or "@" in name:
        return None
    head, comma, tail = name.partition(",")
    tail_words = tail.split()
    if comma and tail_words and (occupation(tail_words[0]) or occupation(tail_words[-1]) or (trades.trades_line(tail) and len(head.split()) > 1)) and head.strip():
        return person_name(head)  # "Robert Sagstetter, Staatlich geprüfter Bautechniker", "…, Fachärztin für Augenheilkunde"
    name = strip_titles(name[jobs_lead(name, given_name):])  # (a title after the profession: "Malermeister Dr. Jan Ott")
    tokens = name.split()
    if len(tokens) >= 3 and (occupation(tokens[0]) or leading_trade(tokens)):  # (a surname-like trade by its place, "Schreiner Eva Roth")
        # "Bürgermeisterin Marlies Osterkamp", "Küchenmeister Franz Pölzl"; titles after it go too ("Architekt DI Robert Kraska")
        name = strip_titles(_RETIRED_MARK.sub("", " ".join(tokens[1:])))
        tokens = name.split()
    elif len(tokens) >= 3 and occupation(tokens[-1].rstrip(",")):
        tokens = trades.without_adjectives(tokens[:-1])  # "Jan Ott Architekt", "Eva Roth Psychologische Psychotherapeutin"
        name = " ".join(tokens).rstrip(",")
    if len(tokens) == 1 and re.match(r"(?:Herrn?|Frau|Hr\.|Fr\.)\s", text.strip()) and _name_token(tokens[0]) and (
            tokens[0] not in _NOT_NAME_WORDS and not business_noun(tokens[0])):
        return _normal_case(tokens[0])  # "Inhaber: Herr Bajrami": the salutation makes the surname a person's
    if not 2 <= len(tokens) <= 5:
        return None
    if tokens[0].lower() in _PARTICLES or tokens[-1].lower() in _PARTICLES or _ADJECTIVE_LEAD.fullmatch(tokens[0]):
        return None  # (an adjective first: "Alte Stanzerei", "Goldener Hirsch")
    if ((PROFESSION_LEAD.fullmatch(tokens[0]) or trades.PROFESSION_ADJECTIVE.fullmatch(tokens[0])) and any(occupation(t) for t in tokens[1:])) or (
            len(tokens) == 2 and occupation(tokens[0])):
        return None  # "Freier Architekt", "Stadtplaner BDA", "Dachdecker Kaiser": a profession, a designation, nobody's name
    for token in tokens:
        if token.lower() in _PARTICLES:
            continue
        if token in _NOT_NAME_WORDS or token.rstrip(".,") in _NOT_NAME_WORDS or _ROLE_WORD.match(token):
            return None
        if business_noun(token) or _INSTITUTION_WORD.search(token) or PUBLIC_BODY_WORD.fullmatch(token) or _STREET_WORD.fullmatch(token):
            return None  # "Stadtwassergasse NUMMER": a street with its number left unfilled
        if "-" in token and any(part in _NOT_NAME_WORDS for part in token.split("-")):
            return None  # "Herz-Lungen-Praxis": a compound of a business word
        if not _name_token(token):
            return None
    if all(t.isupper() and len(t) > 1 for t in tokens):
        return None
    if tokens[-1].endswith(".") and not _CLOSING_INITIAL.search(name):
        return None
    return " ".join(_normal_case(t) for t in name.split())


def _normal_case(token: str) -> str:
    """A shouted name word in normal capitalisation ("MÜLLER" -> "Müller", "VON" -> "von")."""
    if len(token) < 2 or not token.isupper() or token.endswith("."):
        return token
    if token.lower() in _PARTICLES:
        return token.lower()
    return "-".join(part.capitalize() for part in token.split("-"))


@dataclass(frozen=True, slots=True)
class Segment:
    """A role label found in a line and the text that follows it up to the next label."""

    kind: str
    label: str
    value: str
    start: int


def empty_value(value: str) -> bool:
    """True when a label's value holds no names: punctuation or only a remark in parentheses."""
    return not re.sub(r"^\s*(?:&|und|/)\s*(?:Kontakt|Anschrift)\s*:?\s*$", "", re.sub(r"\([^()]*\)", "", value)).strip(" :).,;–-")  # (or "Geschäftsführung & Kontakt")


def role_kind(text: str) -> str | None:
    """The role kind a whole short text names ("Vorsitzender" -> "chair_of_board"), or ``None``."""
    match = _LABEL_RE.fullmatch(text.strip().strip("():,. "))
    return _LABEL_KINDS[match.lastgroup] if match and match.lastgroup else None


@lru_cache(maxsize=4096)  # (the costliest search on long lines, and each line is read from several places)
def label_segments(line: str) -> tuple[Segment, ...]:
    """(role label, value) pairs of a line; labels must stand where a label can stand."""
    hits: list[tuple[int, int, str, str]] = []
    for match in _LABEL_RE.finditer(line, 0, 400):
        start, end = match.span()
        if not _ALLOWED_BEFORE.search(line[max(0, start - 12) : start]) and not (line[:start].rstrip().endswith("&") and line[end:].lstrip().startswith(":")):
            continue  # (after "&" only a label with its colon: "Inhaber & Geschäftsführer:", not "Urbanke & Partner")
        if not _AFTER_OK.match(line[end:]) or line[end:].startswith(",") and not _ARTICLE_END.search(line[max(0, start - 14) : start]):
            continue  # (a label set off by a comma from its person after an article only: "durch den Vorsitzenden, Jan Ott")
        # A label inside a parenthesis is a per-person role, read by names_with_roles.
        if line.count("(", 0, start) > line.count(")", 0, start):
            continue
        assert match.lastgroup is not None
        hits.append((start, end, _LABEL_KINDS[match.lastgroup], match.group(0)))
    # A role word after "Name," at the end of a value describes that person, not a new label.
    kept: list[tuple[int, int, str, str]] = []
    for i, hit in enumerate(hits):
        stop = hits[i + 1][0] if i + 1 < len(hits) else len(line)
        trailing = not line[hit[1] : stop].strip(" .;)")
        if kept and trailing and line[: hit[0]].rstrip().endswith((",", " –", " —", " -")):  # (or a dash: "A – Kassier")
            continue
        kept.append(hit)
    hits = kept
    segments: list[Segment] = []
    for i, (start, end, kind, label) in enumerate(hits):
        stop = hits[i + 1][0] if i + 1 < len(hits) else len(line)
        segments.append(Segment(kind, label, line[end:stop], start))
    return tuple(segments)


_SPLIT = re.compile(r"\s*(?:;|\s+[–—]\s+|\s+und\s+|\s+and\s+|\s+sowie\s+|\s+oder\s+|\s+or\s+|\s+&\s+|\s+/\s+|\s+\+\s+|\s+u\.\s+)\s*")
_SURNAME = re.compile(r"^(?:(?:von|van|de|der|den|zu|vom|zur|di|da|del|della|le|la|ten|ter)\s+)*[A-ZÄÖÜ][^\s,()]+$")


def _single_word_name(text: str) -> str | None:
    """The one name word of a list item ("Dr. Ute" -> "Ute", "von der Heide"), without a parenthesis."""
    core = strip_titles(_PAREN.sub("", text).strip())
    if not core or not _SURNAME.match(core):
        return None
    last = core.split()[-1]
    if last in _NOT_NAME_WORDS or not _name_token(last) or len(last) < 2 or last.endswith("."):
        return None
    return core


def _chunks(text: str) -> list[str]:
    """List items of a value; "Surname, First name" pairs become "First name Surname", unless the
    list writes its other persons first name first ("Jan, Ott, Eva Roth": a stray comma)."""
    out: list[str] = []
    for group in _SPLIT.split(text):
        parts = [p.strip() for p in group.split(",")]
        in_order = any(" " in p and strip_titles(_PAREN.sub("", p)) == (person_name(_PAREN.sub("", p)) or "") for p in parts)  # ("Dr. Eva Roth")
        i = 0
        while i < len(parts):
            first = _single_word_name(parts[i + 1]) if i + 1 < len(parts) else None
            surname = _single_word_name(parts[i]) if first and " " not in first else None
            if surname and first and role_kind(parts[i + 1]) is None and role_kind(parts[i]) is None:
                paren = " ".join(f"({p})" for p in _PAREN.findall(parts[i] + " " + parts[i + 1]))
                pair = f"{surname} {first}" if in_order else f"{first} {surname}"
                out.append(f"{_PAREN.sub('', pair).strip()} {paren}".strip())
                i += 2
                continue
            out.append(parts[i])
            i += 1
    return out
_LEAD_WORDS = re.compile(
    r"^(?:\s*(?:[:\-–—]|(?:den|die|der|das|dem|ihre[nm]?|seine[nm]?|unsere[nm]?|the|its|our|diese|dieser|jeweils|beide|"
    r"(?:allein|einzel|gesamt)?vertretungsberechtigt(?:e[nrm]?)?|alleinige[nrm]?|gemeinsam|vertreten|Herrn?|Frau|Mr|Mrs|Ms)\b\.?)\s*)+",
    re.IGNORECASE,
)
_PAREN = re.compile(r"\(([^()]*)\)")


def names_with_roles(value: str) -> list[tuple[str, str | None, bool]]:
    """Persons in a label value: (name, role kind from a parenthesis or trailing word, is_company).

    A company in the value ("Muster Verwaltungs GmbH") is returned with ``is_company`` true
    and its text as name, so the caller can follow a general partner."""
    from .legal_forms import find_form

    text = re.sub(r"^\s*\([^()]*\)\s*:?", "", value)  # "Vorstand (§ 26 BGB): ..."
    if re.fullmatch(r"[:\s]*(?:Herrn?|Frau)\s+[A-ZÄÖÜ][\wäöüß-]+\.?", text) and (surname := person_name(text.strip(": "))):
        return [(surname, None, False)]  # "Inhaber: Herr Bajrami": the surname alone
    text = _LEAD_WORDS.sub("", text.strip()).strip()
    # A real name left in a generator's brackets ("[Aya Roth]", a common given name first) is the person (convention 570).
    text = bracketed_name(text) or text
    text = re.sub(r"^(?:&|und|and|/)\s*[A-ZÄÖÜ][\w-]*\s*:\s*", "", text)  # "Inhaberin & Fotografin: Eva Roth"
    # the next sentence of running text ("… Jan Ott und Eva Roth. Sie ist im Handelsregister …", "Jan Ott. Die Gesellschaft …")
    text = re.split(r"(?<=[a-zäöüß]{2})\.\s+(?=(?:Sie|Er|Es|Wir|Die|Der|Das|Dies\w*|Ihr\w*|Unser\w*|Sitz|Eingetragen)\s)", text)[0]
    text = re.sub(r"(?<=[a-zäöüß]{3})\.$", "", text)  # a sentence's full stop, not "B.Sc." or "jun."
    # the verb closing the sentence ("wird durch ihren Geschäftsführer Jan Ott vertreten")
    # (or a relative clause's: "…, deren Geschäftsführer Jan Ott ist")
    text = re.sub(r",?\s+(?:(?:gesetzlich\s+|gemeinsam\s+)?(?:vertreten|geleitet|gef(?:ü|ue)hrt)(?:\s+werden|\s+wird)?|ist|sind)$", "", text)
    # Commas and "und" inside a parenthesis belong to one person's role or titles.
    text = re.sub(r"\s*\(([^()]*)\)", lambda m: " (" + re.sub(r"\s*,\s*|\s+(?:und|and|&)\s+", " ", m.group(1)) + ")", text)
    text = _POST_TITLES_INNER.sub("", text)
    out: list[tuple[str, str | None, bool]] = []
    for chunk in _chunks(text):
        chunk = chunk.strip()
        if not chunk:
            continue
        role = None
        paren = _PAREN.search(chunk)
        if paren:
            role = next((r for p in _PAREN.findall(chunk) if (r := role_kind(p) or _paren_role(p))), None)  # (not a degree's "(FH)")
            chunk = _PAREN.sub("", chunk).strip()
        kind_only = role_kind(chunk)
        if kind_only and out:
            name, old, company = out[-1]
            out[-1] = (name, kind_only if (old, kind_only) == ("shareholder_or_partner", "managing_director") else old or kind_only, company)
            continue
        if find_form(chunk):
            out.append((chunk, role, True))
            continue
        name = person_name(_LEAD_WORDS.sub("", chunk))
        if name is None:
            # "Max Muster Geschäftsführer" / "Geschäftsführer Max Muster" inside lists.
            parts = chunk.split()
            for cut in (1, 2):
                head, tail = " ".join(parts[:cut]), " ".join(parts[cut:])
                if role_kind(head) and person_name(tail):
                    name, role = person_name(tail), role or role_kind(head)
                    break
                head, tail = " ".join(parts[:-cut]).rstrip(" -–—"), " ".join(parts[-cut:])  # ("Eva Roth - Kassierin")
                if role_kind(tail) and person_name(head):
                    name, role = person_name(head), role or role_kind(tail)
                    break
        if name:
            out.append((name, role, False))
    return out


_POST_TITLES_INNER = re.compile(r",\s*(?:MBA|EMBA|LL\.\s?M\.?|LLM|M\.\s?A\.|B\.\s?A\.|M\.\s?Sc\.|B\.\s?Sc\.|MSc|BSc|Ph\.\s?D\.|PhD|MAS)(?=\s*(?:[,;(]|$|\s+und\s|\s+and\s))")


def _paren_role(text: str) -> str | None:
    low = text.lower()
    if re.search(r"gesch(?:ä|ae)fts(?:f(?:ü|ue)hrung|leitung)", low):
        return "managing_director"  # "(Vorsitzender der Geschäftsführung)", "(Mitglied der Geschäftsleitung)": the management's
    if "stellv" in low or "deputy" in low or "vize" in low:
        return "board_member"
    if "vorsitz" in low or "chair" in low or "sprecher" in low and False:
        return "chair_of_board"
    if "präsident" in low or "praesident" in low or "president" in low:
        return "president"
    if "mitglied" in low or "member" in low or "delegiert" in low:
        return "board_member"
    if "ceo" in low or "geschäftsführ" in low or "geschäftsleit" in low:
        return "managing_director"
    if "prokur" in low:
        return "authorised_officer"
    return None


_CREDIT = re.compile(r"nachweis|credit|quelle|source|copyright|©|umsetzung|realisation|realisierung|programmierung|hosting|konzept|gestaltung|webdesign|redaktion|verantwortlich|webmaster", re.IGNORECASE)


def names_person(text: str) -> bool:
    """A line without a colon that holds a person's name after a common given name ("Fotografie Eva
    Ott", "Immobilienfotografin Eva Ott"), not a credit ("Fotos von Eva Ott", "Design by Jan Ott")."""
    words = text.split()
    if ":" in text or len(words) > 6 or re.search(r"\b(?:von|vom|by|mit|with|und|and|&)\b|\d|@", text) or _CREDIT.search(text):
        return False
    return any(given_name(a) and person_name(f"{a} {b}") for a, b in zip(words, words[1:], strict=False))
