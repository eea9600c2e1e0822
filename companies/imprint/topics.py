"""What an imprint states, by topic, and the lines that state it (:mod:`sections` decides with
them where a page's imprint is when no heading says so); the words and legal phrases that name
an imprint (:data:`LEGAL_PHRASE`; the words, :data:`.words.IMPRINT_WORD`); section and menu words that are never a name
(:data:`GENERIC_LINE`); the words of a heading over another party's section (:data:`EXCLUDE_HEAD`, the editor's:
:data:`SOFT_EDITOR`, :data:`HARD_EDITOR`, a credit's: :func:`credit_head`)."""

from __future__ import annotations

import re

from .text import Line

LEGAL_PHRASE = re.compile(
    r"(?:§§?|\b(?:Art(?:\.|ikel|icle|icolo)?|Section|Sect\.|Sec\.))\s*5\s*(?:(?:Abs\.?|al\.?|para\.?)\s*\d\s*)?(?:(?:,|und|u\.|and)\s*\d+\s*)*(?:DDG|TMG|ECG|E-?Commerce)|§\s*2[45]\s*(?:Abs\.?\s*\d\s*)?MedienG|§\s*14\s*UGB"
    r"|Art\.?\s*3\s*(?:Abs\.?\s*1\s*)?(?:lit\.?\s*s\s*)?UWG|Angaben\s+gem(?:ä|ae)(?:ß|ss)\s+§|"
    # ("Information provided according to Sec. 5 German Telemedia Act", "Details pursuant to § 5 DDG")
    r"(?:Information|Details|Disclosures?)(?:\s+(?:provided|given|required))?\s+(?:(?:according|pursuant)\s+to|in\s+accordance\s+with|as\s+per|under)\s+(?:Section|Sect?\.|Sec|§|(?:Swiss|German|Austrian)\s+law\b)|"
    r"Informationspflicht\s+laut|"
    # (a French or Italian heading citing any law's article: "Informations selon art. 3 LCD", "Informazioni ai sensi dell'art. 5")
    r"Informations?\s+(?:selon|conform(?:é|e)ment\s+(?:à|a)|en\s+vertu\s+de|d['’]apr(?:è|e)s)\s+(?:l['’])?art(?:\.|icle)\s*\d|"
    r"Informazioni\s+(?:ai\s+sensi|secondo)\s+(?:dell['’]\s*)?art(?:\.|icolo)\s*\d|"
    r"Offenlegung\s+gem|Offenlegungspflicht|Diensteanbieter\s+(?:im\s+Sinne|gem)|Digitale[-\s]+Dienste[-\s]+Gesetz|"
    r"Telemediengesetz|E-Commerce-Gesetz|Mediengesetz|(?:German\s+)?Tele-?media\s+Act|(?:German\s+)?Digital\s+Services\s+Act",  # (the English names)
    re.IGNORECASE,
)
# Every LEGAL_PHRASE alternative contains one of these; checking them first spares the long
# alternation on the many lines of large pages.
_LEGAL_HINTS = ("§", "ddg", "tmg", "ecg", "commerce", "gem", "gesetz", "information", "informazioni", "details", "disclosure", "offenleg", "diensteanbieter", "uwg", "act")


def legal_phrase(text: str) -> bool:
    """True when ``text`` carries a legal phrase of an imprint (:data:`LEGAL_PHRASE`)."""
    low = text.lower()
    return any(hint in low for hint in _LEGAL_HINTS) and bool(LEGAL_PHRASE.search(text))


# The statement that opens a provider block by the imprint law ("Angaben gemäß § 5 DDG").
PROVIDER_STATEMENT = re.compile(
    r"^(?:(?:(?:Angaben|Information(?:en)?|Pflichtangaben)\s+)?(?:gem(?:ä|ae)(?:ß|ss)|gem\.|nach|laut|lt\.)\s*§§?\s*5\b"
    r"|Offenlegung\s+(?:gem(?:ä|ae)(?:ß|ss)|nach)\s+§\s*25|Information\s+(?:according|pursuant)\s+to\s+(?:Section|Sect\.|§)\s*5\b"
    r"|Information\s+in\s+accordance\s+with\s+(?:Section|Sect\.|§)\s*5\b"
    # (or by the media treaty's first paragraph, the provider's duty on a site without business: "Angaben gemäß § 18 Abs. 1 MStV",
    # "Information pursuant to Section 18(1) …"; its second paragraph names the editor)
    r"|(?:(?:Angaben|Information(?:en)?|Pflichtangaben)\s+)?(?:gem(?:ä|ae)(?:ß|ss)|gem\.|nach|laut|lt\.|(?:according|pursuant)\s+to|in\s+accordance\s+with)\s*"
    r"(?:§|Section|Sect\.)\s*18\s*(?:Abs(?:atz|\.)?\s*1|\(\s*1\s*\)|para(?:graph|\.)?\s*1)(?!\d))",
    re.IGNORECASE,
)


#: The label of a body's own name that is no firm's ("Vereinsname", "Schulbezeichnung", "Praxisname"; ``labelvalue`` reads it too).
OWN_NAME_FIELD = r"(?:Schul|Vereins|Praxis|Einrichtungs|Betriebs|Organisations)(?:bezeichnung|name)"
#: The labels of contact, tax and register values, as a regex alternation (``blocks`` cuts lines
#: before them; with the role labels).
VALUE_LABELS = (
    r"Telefax|Fax|Mobil|E-?Mail|Mail|Web(?:site)?|Internet|Homepage|Phone|"
    r"USt(?![a-zäöü]{2})[\w.\- ]{0,20}|Umsatzsteuer[\w.\- ]{0,40}|UID(?:-Nr\.?)?|MWST[\w.\-]{0,10}|Steuernummer|"
    r"Registergericht|Handelsregister\w*|Registernummer|Firmenbuch\w*|Firmenbuchgericht|"
    r"Commercial\s+register|Register\s+court|Registration\s+court|VAT(?:\s+ID)?(?:\s+No\.?)?"
)
#: A line that is only the label of a contact, tax or register value ("Telefon", "E-Mail:",
#: "USt-IdNr."): the value is the next line. (Role labels head a list of names instead.)
VALUE_LABEL = re.compile(
    rf"^(?:Tel(?:efon|\.)?|Festnetz|Fon|Handy|Webseite|Steuer-?Nr\.?|Register-?Nr\.?|{VALUE_LABELS}|"
    # the provider's name and a club's register number ("Vollständiger Name" / "Disinfo …")
    rf"Vollst(?:ä|ae)ndiger\s+Name|{OWN_NAME_FIELD}|Name\s+des\s+Vereins|Name\s+der\s+Stiftung|Firmenname|Firmenwortlaut|ZVR(?:-Zahl)?)"
    # its short form in parentheses ("Firmenbuchnummer (FN):", "Umsatzsteuer-Identifikationsnummer (USt-IdNr.):")
    r"(?:\s*\([\w.\- ]{1,14}\))?\s*:?$",
    re.IGNORECASE)


def is_header(line: Line) -> bool:
    """A heading, a bold line, a table label or a line ending in a colon (not a link, not long)."""
    if line.link or len(line.text) > 90:
        return False
    return bool(line.heading or line.bold or line.label or line.text.endswith(":"))


# "Vereinsname: …", "Firmenwortlaut: …": a line that names the provider by a label.
_PROVIDER_LABEL = re.compile(
    r"^(?:Vereinsname|Name\s+des\s+Vereins|Firmenname|Firmenwortlaut|Firmenbezeichnung|Rechtstr(?:ä|ae)ger)\s*:\s*\S",
    re.IGNORECASE,
)
_REGISTER_LABEL = re.compile(r"^(?:ZVR(?:-Zahl)?|Firmenbuchnummer|FN|Handelsregister\w*|Registernummer|UID\w*)\b",
                             re.IGNORECASE)


def labelled_provider(lines: list[Line]) -> bool:
    """Lines without an imprint heading that name their provider by a label and give its
    register entry ("Vereinsname: …" and "ZVR-Zahl: …") are an imprint."""
    texts = [ln.text for ln in lines if not ln.link]
    registered = any(_REGISTER_LABEL.match(t) for t in texts)
    # A register entry with a provider label, or with another imprint topic ("Haftung für Inhalte").
    return registered and (any(_PROVIDER_LABEL.match(t) for t in texts) or len(imprint_topics(lines)) >= 2)


# What an imprint states, by topic: a page whose main part covers three of them is an imprint
# even when no heading says "Impressum" (Swiss template pages open with "Kontaktadresse" and go
# on with "Haftungsausschluss" and "Urheberrechte"). A topic counts in a heading, a label or a
# short line ("Managing Director:", "Trade Register:", "Haftung für Links"), or, for the topics
# whose words only an imprint uses, anywhere in a line ("Meine Umsatzsteuer-Identifikationsnummer
# ist DE…", "Die Berufsbezeichnung Arzt wurde …").
_TOPIC_HEADS = {
    "provider": re.compile(
        r"^(?:Angaben\s+gem|Diensteanbieter|Anbieter\b|Betreiber|Herausgeber|Medieninhaber|Inhaber(?:in)?\b|Owner\b"
        r"|Verantwortlich|Vertreten\s+durch|Vertretungsberechtigt|Gesch(?:ä|ae)ftsf(?:ü|ue)hr|Managing\s+Director"
        r"|Vorstand\b|Kontakt-?\s?adresse|Contact\s+address|Website\s+operator|Represented\s+by"
        r"|Vereinsname|Name\s+des\s+Vereins|Firmenname|Firmenwortlaut|Firmenbezeichnung)", re.IGNORECASE),
    "liability": re.compile(r"^(?:Haftung|Haftungsausschluss|Haftungshinweis|Disclaimer|Liability)", re.IGNORECASE),
    # not "© 2024 …" or "Copyright 2024 X": every page's footer prints that
    "copyright": re.compile(r"^(?:Urheberrecht|Copyright\b(?!\s*(?:©|\(c\)|\d)))", re.IGNORECASE),
}
_TOPIC_WORDS = {
    "register": re.compile(r"Handelsregister|Registergericht|Registereintrag|Registernummer|Register\s+court"
                           r"|(?:Trade|Commercial)\s+register|Firmenbuch|Vereinsregister|\bZVR\b"
                           r"|Unternehmens-?Identifikationsnummer"
                           # the entry itself, its court and number on one line ("Amtsgericht Kassel HRB 4711", "HRB 4711,
                           # Amtsgericht Kassel"): no other page prints a register number with its court
                           r"|\bAmtsgericht\b.{0,60}?\bHR\s?[AB]\b\s*:?\s*\d|\bHR\s?[AB]\b\s*:?\s*\d.{0,40}?\bAmtsgericht\b", re.IGNORECASE),
    "tax": re.compile(r"^(?:Umsatzsteuer|Mehrwertsteuer)\b|Umsatzsteuer-?\s?(?:Identifikationsnummer|-?ID)|USt\.?[-\s]?Id|\bVAT(?:[-\s]?(?:ID|No|number))?\b"
                      r"|\bUID(?:-Nr|-Nummer)?\b|\bMWST\b|Steuernummer", re.IGNORECASE),
    "profession": re.compile(r"Berufsbezeichnung|Berufsrechtliche|Berufsordnung|Berufshaftpflicht|Zust(?:ä|ae)ndige\s+Kammer"
                             r"|\Bkammer\b", re.IGNORECASE),
    "dispute": re.compile(r"Streitschlichtung|Streitbeilegung|OS-Plattform|dispute\s+resolution", re.IGNORECASE),
}
# Every _TOPIC_WORDS alternative contains one of these (lower case): checking them first spares
# the patterns most lines of a large page (as _LEGAL_HINTS does for LEGAL_PHRASE).
_TOPIC_HINTS = ("regist", "amtsgericht", "firmenbuch", "zvr", "identifikationsnummer", "steuer", "ust", "vat", "uid", "mwst",
                "beruf", "kammer", "streit", "os-plattform", "dispute")


def imprint_topics(lines: list[Line], enough: int = 3) -> set[str]:
    """The imprint topics (:data:`_TOPIC_HEADS`, :data:`_TOPIC_WORDS`) the lines cover, up to
    ``enough`` of them: three make a page's main part (or its footer) an imprint whose
    headings never say so."""
    found: set[str] = set()
    for ln in lines:
        if ln.link:
            continue
        text = ln.text
        if len(text) <= 60 or is_header(ln):
            for topic, head in _TOPIC_HEADS.items():
                if topic not in found and head.match(text):
                    found.add(topic)
        low = text.lower()
        if any(hint in low for hint in _TOPIC_HINTS):
            for topic, word in _TOPIC_WORDS.items():
                if topic not in found and word.search(text):
                    found.add(topic)
        if len(found) >= enough:
            break
    return found


# Navigation and section words that stand on a line of their own above the provider block: never a name.
GENERIC_LINE = re.compile(
    r"(?:Startseite|Home(?:page)?|Start|Men(?:ü|u)|Navigation|Zur(?:ü|ue)ck|Back|Registration|Registrierung|"
    r"Kontakt(?:daten)?|Kontakt-?[Aa]dresse|Contact(?:\s+details)?|Adresse|Address|Anschrift|Postanschrift|[A-ZÄÖÜ][a-zäöüß]{2,15}(?:adresse|anschrift|standort)|"
    r"(?:Office|Postal|Mailing|Business|Visiting|Registered|Billing|Street|Company|Head\s+office)\s+address|(?:Firmen|Gesch(?:ä|ae)fts|Unternehmens|Vereins|Haupt)sitz|(?:Ü|Ue)bersicht|Overview|Zusammenfassung|Summary|(?:(?:Ö|Oe)ffnungs|Sprech|Ordinations|B(?:ü|ue)ro)zeiten|Opening\s+hours|"
    r"Willkommen|Welcome|Informationen?|Info|Details|Allgemein(?:es)?|Pers(?:ö|oe)nliches|General|Legal|Rechtliches|(?:Deutsche|Englische|English|German)\s+(?:Version|Fassung)|"
    # a language's name alone: the heading of a bilingual page's part ("Deutsch" / "English")
    r"Deutsch|English|Englisch|German|Fran(?:ç|c)ais|Fran(?:z|ö)(?:ö|o)sisch|French|Italiano|Italienisch|Italian|"
    # (opening hours: "Montag und Dienstag", "Mittwoch")
    r"(?:(?:Mon|Diens|Donners|Frei|Sams|Sonn)tag|Mittwoch)(?:\s*(?:und|bis|,|&|[-–])\s*(?:(?:Mon|Diens|Donners|Frei|Sams|Sonn)tag|Mittwoch))*|"
    r"Rechtliche[rs]?\s+(?:Hinweise?|Angaben)|Legal\s+(?:notice|information)|(?:Ü|Ue)ber\s+(?:uns|mich)|"
    r"About(?:\s+(?:us|me))?|(?:Main\s+)?content|Hauptinhalt|Inhalt|Skip\s+to\s+(?:main\s+)?content|(?:Direkt\s+)?[Zz]um\s+(?:Haupt)?[Ii]nhalt(?:\s+springen)?|"
    r"Team|Aktuelles|News|Blog|Galerie|Gallery|Leistungen|Services|Referenzen|References|Jobs|Karriere|Careers?|Sitemap|Suche|Search|Anfahrt|Standorte?|Location|Get\s+in\s+touch|"
    r"Gesch(?:ä|ae)ftsstelle|Sekretariat|Termine?(?:\s+(?:nur\s+)?nach\s+(?:telefonischer\s+)?Vereinbarung)?|Head\s+office|(?:Vereins|Firmen|Stamm|Unternehmens)daten|"
    r"Rechtliche\s+Seiten|Unternehmen|Firma|Company|Kontaktm(?:ö|oe)glichkeit(?:en)?|Anfragen?|Providers|Name|Betreff|Nachricht|Subject|Message|"
    r"WhatsApp|Telegram|Signal|Threema|Facebook|Instagram|LinkedIn|Xing|XING|Twitter|YouTube|TikTok|Pinterest|Mastodon|Bluesky|"
    r"[A-ZÄÖÜ][a-zäöüß]{3,}(?:informationen|angaben)|"  # a section's title ("Anwaltsinformationen")
    r"Praxis|Kanzlei|B(?:ü|ue)ro|Office|Studio|Atelier|(?:Der\s+|Unser\s+)?Verein|"
    # (the kind of a practice alone, no particular one: "Kieferorthopädische Fachpraxis", "Zahnärztliche Praxis", convention 1469)
    r"(?:[A-ZÄÖÜ][a-zäöüß]+(?:ische|liche)\s+)?(?:Fach|Einzel|Privat)praxis|[A-ZÄÖÜ][a-zäöüß]+(?:ische|liche)\s+Praxis|"
    r"(?:Neueste|Letzte|Aktuelle)\s+(?:Beitr(?:ä|ae)ge|Artikel|Kommentare)|(?:Recent|Latest)\s+(?:Posts|Comments|News)|"
    r"Kategorien|Categories|Archiv(?:e)?|Archives|Schlagw(?:ö|oe)rter|Tags|Kommentare|Comments|Medien|Media|(?:Soziale\s+Medien|Social\s+Media)|"
    r"Registereintrag(?:ung)?|Eintragung(?:en)?(?:\s+(?:im|in\s+das|ins)\s+(?:Handels|Vereins|Partnerschafts|Genossenschafts|Firmenbuch)?[Rr]egister)?|(?:Handels|Vereins)registereintrag(?:ung)?|Responsible(?:\s+for\s+(?:the\s+)?contents?|\s+(?:[Ee]ntity|[Pp]arty|[Bb]ody))?|"
    r"(?:(?:Dienste|Inhalte)?anbieter|Unternehmer|(?:(?:Seiten|Web-?seiten|Website|Homepage|Internet(?:seiten)?)-?)?betreiber|Herausgeber|Medieninhaber|Autor|Verantwortliche)(?:in|r)?"
    r"(?:\s+(?:dieser|der)\s+(?:Web-?site|Web-?seite|Seite|Homepage|Internetseiten?|Internetpr(?:ä|ae)senz))?|"
    r"Service\s+provider|Provider|Operator|Publisher|Author|(?:Publisher|Author)\s+and\s+responsible\s+for\s+(?:the\s+)?contents?|(?:Data\s+)?[Cc]ontroller|"
    # (section headings: "Standort Waldkirch", "Organisatorische Verantwortung", "Angebot", "Responsabile del contenuto", 297, 401, 206, 187;
    # the responsibility's heading as a card's title, no heading tag: "Für den Inhalt der Seite verantwortlich")
    r"Standort\s+[A-ZÄÖÜ][\wäöüß.-]+|(?:Organisatorische|Technische|Inhaltliche|Redaktionelle|Rechtliche|Gestalterische)\s+Verantwortung|Angebote?|"
    r"(?:F(?:ü|ue)r\s+(?:den|die)\s+Inhalte?(?:\s+(?:der|dieser)\s+(?:Web-?)?(?:Seite|Website|Webseite|Homepage))?|Inhaltlich|Redaktionell)\s+verantwortlich|"
    r"Responsabile(?:\s+del\s+(?:contenuto|sito))?|Responsable(?:\s+du\s+(?:contenu|site))?|Esclusione\s+di\s+responsabilit(?:à|a)|Exclusion\s+de\s+responsabilit(?:é|e)|"
    r"(?:Ihre?\s+)?(?:Vermieter(?:in)?|Gastgeber(?:in)?)|Veranstalter(?:in)?|Organi[sz]er|"
    # a board's heading ("Vorstand des Clubs", "Geschäftsführung der Gesellschaft")
    r"(?:Vorstand|Vorsitz|Gesch(?:ä|ae)ftsf(?:ü|ue)hrung|Leitung|Pr(?:ä|ae)sidium|Verwaltungsrat|Aufsichtsrat)\s+(?:des|der|von)\s+[\wäöüß-]+|"
    # a generator's field label left above its value ("Name des Anbieters", "Name der Arztpraxis und des Arztes")
    r"Name\s+(?:der|des|von)\s+[A-ZÄÖÜ][\wäöüß]+(?:\s+(?:und|der|des|von|[A-ZÄÖÜ][\wäöüß]+)){0,5}|"
    # the same labels in French and Italian, and a law's abbreviation split off its heading ("§ 5" / "TMG")
    r"(?:É|E)diteur(?:\s+du\s+site)?|Exploitant(?:e)?(?:\s+(?:du|de\s+ce)\s+site(?:\s+(?:web|internet))?)?|H(?:é|e)bergeur|"
    r"Responsable\s+(?:du\s+(?:contenu|site)|des\s+contenus|de\s+la\s+publication)|Editore|Gestore|TMG|DDG|ECG|MStV|RStV|"
    # (French and Italian privacy headings)
    r"(?:D(?:é|e)claration|Politique)\s+de\s+(?:protection\s+des?\s+donn(?:é|e)es|confidentialit(?:é|e))|Protection\s+des\s+donn(?:é|e)es|"
    r"(?:Informativa\s+sulla\s+)?(?:Protezione\s+dei\s+dati|Privacy)|"
    r"Website\s+operator|Deutschland|Germany|(?:Ö|Oe)sterreich|Austria|Schweiz|Switzerland|Suisse|Svizzera|"
    # a legal form printed as a line of its own below the name ("Einzelunternehmen", "Sole proprietorship")
    r"Einzelunternehmen|Einzelunternehmer(?:in)?|Einzelfirma|Sole\s+(?:proprietorship|proprietor|trader)|Freiberufler(?:in)?|Lage|"
    # a dialog's or a page's own controls ("Schließen" closing an imprint pop-up, "Fenster schließen", "Seite drucken", "Nach oben")
    r"(?:(?:Fenster|Dialog|Popup|Impressum)\s+)?[Ss]chlie(?:ß|ss)en|Close(?:\s+(?:window|dialog))?|(?:Seite\s+)?[Dd]rucken|Print(?:\s+page)?|"
    r"[Nn]ach\s+oben|(?:Back\s+)?to\s+top)\s*:?",
    re.IGNORECASE,
)


# Words of a heading over another party's section (editors, credits, hosters, privacy, branches, banks, the food authority (842) …).
EXCLUDE_HEAD = re.compile(
    r"verantwortlich|v\.?\s?i\.?\s?s\.?\s?d\.?\s?p|redaktion|redaktionell|editorial|§\s*18|§\s*55|MStV|RStV|"
    r"chefredakt|datenschutz|privatsph(?:ä|ae)re|data\s+protection|privacy|\bdpo\b|\bDSB\b|haftung(?!sbeschr)|disclaimer|liabilit|urheber|"
    r"copyright|bildnachweis|bildernachweis|(?:text|quellen)nachweis|bildquelle|bilderquelle|bildrecht|fotonachweis|\bfotos?\b|fotograf|photo(?!n|volt)|image\s+credit|"
    r"\bbilder\b|picture|streitschlichtung|streitbeilegung|dispute|schlichtung|\bodr\b|konzept|konzeption|"
    r"\bdesign|gestaltung|umsetzung|realisierung|realisation|programmierung|entwicklung|development|"
    r"technische|technical|webdesign|agentur|agency|website\s+by|made\s+by|created\s+by|powered|hosting|"
    r"hoster|hosted|h(?:é|e)bergement|h(?:é|e)bergeur|provider\s+of\s+the\s+server|aufsichtsbeh|aufsicht\b|lebensmittel(?:ü|ue)berwachung|lebensmittelkontrolle|veterin(?:ä|ae)ramt|kammer|berufsbezeichnung|berufsverband|mitgliedschaft|"
    r"berufsrecht|berufshaftpflicht|versicherung|versicherer|insurance|insurer|supervisory\s+authority|regulatory|presse|"
    r"\bpress\b|media\s+contact|\bjobs\b|karriere|career|ein\s+unternehmen\s+der|member\s+of(?!\s+(?:(?:the|des|der)\s+)?(?:vorstand|verwaltungsrat|stiftungsrat|aufsichtsrat|gesch|gesellschafterversammlung|board|executive|management|supervisory|foundation))|part\s+of|"
    r"mitglied\s+im\b|mitglied\s+(?:der|des)\b(?!\s+(?:vorstand|verwaltungsrat|stiftungsrat|aufsichtsrat|gesch|gesellschafterversammlung|board|executive|management|supervisory|foundation))|tochter|schwester|mutter|konzern|group\s+companies|"
    r"weitere\s+(?:gesellschaften|unternehmen|standorte)|niederlassung|filiale|standorte|\bbranch|"
    r"bankverbindung|kontoverbindung|bankkonto|bankangaben|bankdaten|bank\s+details|\bbank\b|\biban\b|spenden|quellen|\bquelle\b|sources|credits|icons|schriftart|fonts|cookies|"
    r"analytics|social\s+media|plug-?ins?\b|newsletter|hinweis|\blinks\b|\bmarken(?:recht\w*|schutz|zeichen|hinweis\w*)?\b|trademark|gender|kontaktformular|"
    r"webmaster|administrator|mitwirkende|(?<!vertreten durch den )ansprechpartner|als\s+handelsvertreter|grundlegende\s+richtung|basic\s+(?:objective|direction)|blattlinie|unternehmensgegenstand|"
    r"beteiligungsverh|eigent(?:ü|ue)mer|wirtschaftliche|partnerunternehmen|vertriebspartner|"
    r"nutzungsbedingungen|agb|urheberrechtshinweis|schutzrecht|\b(?:deine|ihre|eure|your)\s+(?:rechte|rights)\b|"
    r"stadtplan|landkarte|karten(?:material|daten)|\bkarten?\b|\bmaps?\b|openstreetmap|illustration|\btexte\b|\bvideos?\b|"
    # (a privacy text's sections on third parties' content and on the reader's data: "Eingebettete Inhalte von anderen Websites",
    # "Embedded content", "Wie lange wir deine Daten speichern", "Welche Rechte du an deinen Daten hast")
    r"(?:eingebettete|externe)\s+inhalte|inhalte\s+(?:von\s+)?(?:anderen|dritten|externen)\b|embedded\s+content|"
    r"\b(?:deine[nr]?|ihre[nr]?|eure[nr]?|your)\s+(?:personenbezogenen\s+|personal\s+)?(?:daten|data)\b",
    re.IGNORECASE,
)


# The heading of the person responsible for the content (§ 18 MStV), soft ("Verantwortlich:", "Inhaltliche Verantwortung") and by the
# law or the editorial office.
SOFT_EDITOR = re.compile(r"verantwortlich|verantwortung|responsible", re.IGNORECASE)
HARD_EDITOR = re.compile(r"MStV|RStV|§\s*18|§\s*55|redaktion|journalist|V\.?\s?i\.?\s?S\.?\s?d\.?\s?P", re.IGNORECASE)
# The label of the content-responsible's line, also after the adverb of its content ("Inhaltlich verantwortlich: X",
# "Redaktionell und inhaltlich verantwortlich: X", "Presserechtlich Verantwortliche: X").
_EDITOR_OPENING = re.compile(r"(?:(?:inhaltlich|redaktionell|presserechtlich|journalistisch)(?:[\s-]+(?:und\s+)?"
                             r"(?:inhaltlich|redaktionell|presserechtlich|journalistisch))?\s+)?(?:verantwortlich|verantwortung|responsible)",
                             re.IGNORECASE)


def editor_label(text: str) -> bool:
    """True when a line opens with the content-responsible's label (its value read as the person of her block)."""
    return bool(HARD_EDITOR.match(text) or _EDITOR_OPENING.match(text))


def credit_head(text: str) -> bool:
    """A "responsible for" heading of another party's work ("Verantwortlich für Gestaltung / Programmierung"): an
    exclusion word besides the editor's, and not the content's ("Verantwortlich für Inhalt und Gestaltung" is the provider's)."""
    return bool(EXCLUDE_HEAD.search(HARD_EDITOR.sub(" ", SOFT_EDITOR.sub(" ", text)))) and not re.search(r"\bInhalte?s?\b|\bcontents?\b", text, re.IGNORECASE)


# A credit heading led by the content ("Inhalt, fachliche & technische Gestaltung:", "Inhalt und Konzeption:"): who wrote the content
# and made the site is its provider, not a credited agency; only credit words, connectors and their adjectives follow.
_CONTENT_CREDIT = re.compile(
    r"^Inhalte?(?:\s*(?:,|&|\+|/|\bund\b)\s*(?:(?:fachliche|technische|grafische|graphische|visuelle)(?:\s*(?:,|&|\+|/|\bund\b))?\s+)*"
    r"(?:Gestaltung|Konzept(?:ion)?|Design|Umsetzung|Realisierung|Realisation|Programmierung))+\s*:?$", re.IGNORECASE)


def content_credit_head(text: str) -> bool:
    """A heading that credits the content first and then the site's making: the provider's (:data:`_CONTENT_CREDIT`)."""
    return bool(_CONTENT_CREDIT.match(text.strip()))


# Lines about another party even without a heading ("Design by ...", "Foto: ...").
# "Berufshaftpflichtversicherung bei der X AG" over the insurer's address and contacts (convention 939)
INSURER_LEAD = re.compile(r"^(?:[\wäöüß-]*haftpflicht[\wäöüß-]*|[\wäöüß-]*versicherung)\s+(?:besteht\s+)?bei\s+(?:der|dem|den)?\s*[A-ZÄÖÜ]", re.IGNORECASE)
# The insurer's title alone on its line, no heading tag ("Berufshaftpflichtversicherer von Rechtsanwalt" / "Jan Ott", over the insurer's firm)
INSURER_TITLE = re.compile(r"^(?:[\wäöüß-]*haftpflicht[\wäöüß-]*|[\wäöüß-]*versicherer)(?:\s+(?:von|des|der|f(?:ü|ue)r)\s+[^:]{1,50})?$", re.IGNORECASE)
# A credit with its value that opens its paragraph ("Programmierung und Leitung: Jan Ott"): the contact rows below it are the credited's
CREDIT_LEAD = re.compile(r"^(?:(?:web)?design|realisierung|realisation|umsetzung|programmierung|konzept(?:ion)?|gestaltung|technische\s+umsetzung|hosting)\b[^:]{0,40}:\s*\S", re.IGNORECASE)
CONTACT_ROW = re.compile(r"^(?:Tel(?:efon|\.)?|Telefax|Fax|E-?Mail|Mail|Web(?:site)?|Internet|www\.|Phone|Telephone)\b", re.IGNORECASE)
EXCLUDE_LINE = re.compile(
    r"^(?:[\wäöüß-]*haftpflicht[\wäöüß-]*|[\wäöüß-]*versicherung)\s+(?:besteht\s+)?bei\b|"
    r"^(?:©|\(c\)|copyright\b)|^(?:ein|eine)\s+[\w-]+\s+(?:der|des|von)\b|"
    r"^(?:a|an)\s+(?:company|member|subsidiary|brand)\s+of\b|^partner\s+of\b|^(?:eine?\s+)?tochter\w*\s+(?:der|des|von)\b|\bpart\s+of\s+the\b|^mitglied(?:schaft)?\s+im\b|^mitglied\s+(?:der|des)\b(?!\s+(?:vorstand|verwaltungsrat|stiftungsrat|aufsichtsrat|gesch|gesellschafterversammlung|board|executive|management|supervisory|foundation))|"
    r"^(?:web)?design\b\s*(?:[:&+]|by\b|von\b|und\b)|\bdesign\s+(?:by|von)\b|^(?:website|webseite|homepage|realisierung|realisation|"
    r"umsetzung|programmierung|konzept(?:ion)?|gestaltung|technische\s+umsetzung|hosting|hosted|h(?:é|e)bergement|h(?:é|e)bergeur|"
    r"fotos?|bild(?:er|nachweis|quellen?|rechte)?|photos?|images?|icons?)\b(?![\s-]*(?:(?:betreiber|inhaber|anbieter|owner|operator)\w*\s*:|(?:betrieben|operated|run)\s+(?:von|durch|by)\b))"
    r"[^:]{0,40}(?:[:]|\bby\b|\bvon\b)|"  # (not "Website-Betreiber:", "Website betrieben von:")
    r"^(?:powered|made|created|developed|hosted)\s+(?:by|with)\b|"
    r"^(?:realisierung|realisation|umsetzung|programmierung|gestaltung|konzeption|technische\s+umsetzung)(?:\s+und\s+\w+)?\s+durch\b|"
    # a sentence that the site is hosted somewhere names the hoster, unless it also says who runs it
    r"^(?!.*\b(?:betrieben|operated)\b).*(?:\bgehostet\b|\bis\s+hosted\s+(?:by|at|on|with)\b)|"
    r"^(?:datenschutzbeauftragte[rn]?|data\s+protection\s+officer|verantwortlich\w*|inhaltlich\s+verantwortlich|"
    r"redaktion\w*|v\.?\s?i\.?\s?s\.?\s?d\.?\s?p\.?|aufsichtsbeh(?:ö|oe)rde|zust(?:ä|ae)ndige\s+kammer|kammer|"
    r"berufshaftpflicht\w*|versicherung|versicherer|bank(?![\wäöüß]*(?:platz|stra(?:ß|ss)e|str\.|weg|gasse|allee|ring|damm|ufer))\w*|iban|bic|ansprechpartner\w*(?!\s*:[^:()]{3,60}\([^()]*(?:gesch(?:ä|ae)ftsf|vorsitz|vorstand|inhaber|pr(?:ä|ae)sident|ob(?:mann|frau)))|presse\w*|press)\b(?![\w.%+-]*@)",  # (not a mailbox alone on its line, "redaktion@…")
    re.IGNORECASE,
)
