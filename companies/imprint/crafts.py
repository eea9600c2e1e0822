"""Crafts, trades and liberal professions a sole trader prints beside her name, beyond the words of :mod:`.trades`.

Contract: ``CRAFT`` is a pattern of trade and profession words that are no common surnames: crafts of the
Handwerksordnung (Anlage A and B), liberal professions of § 18 EStG and health professions, by the word or by a
compound's last part on a known trade ("Orgelbauer", "Weinhändler", "Allgemeinmediziner"); :mod:`.trades` puts it into
``OCCUPATION``. ``SURNAME_TRADE`` is a trade word that is also a common surname ("Schreiner", "Metzger", "Glaser"): it
counts only by its position, never inside a name: alone on its line (``trades.trades_line``), after the person's name
and a comma, or before a given name and a surname (:func:`leading_trade`).
"""

from __future__ import annotations

import re

from .given_names import given_name

# A compound on a trade's last part counts only after a stem of a known kind: "-bauer" is a surname's ending too
# ("Neubauer", "Steinbauer", "Schiffbauer"), so only instruments, buildings' parts, machines and vehicles go before it.
_BUILDER = (r"(?=[A-ZÄÖÜ])(?:[A-ZÄÖÜ][a-zäöüß]*)?(?i:orgel|geigen|klavier|instrumenten|harmonium|heizungs|ofen|kamin|trocken|"
            r"ger(?:ü|ue)st|brunnen|karosserie|fahrzeug|metall|stahl|beton|stra(?:ß|ss)en|beh(?:ä|ae)lter|maschinen|anlagen|boots|"
            r"modell|messe|apparate|treppen|m(?:ö|oe)bel|werkzeug|fassaden|zaun|teich|wintergarten)bauer")
CRAFT = re.compile(
    rf"(?:{_BUILDER}|[A-ZÄÖÜ][a-zäöüß]{{2,}}h(?:ä|ae)ndler|(?:[A-ZÄÖÜ][a-zäöüß]*)?(?:[Mm]ediziner|[Ee]lektroniker|[Ii]nstallateur|"
    r"[Mm]echaniker|[Bb]ildhauer|[Uu]nternehmer)|[A-ZÄÖÜ][a-zäöüß]{3,}(?:leger|hersteller)|"
    r"(?:Forst|Pferde|Gast|Fisch|Tier|Agrar)wirt|(?:Senioren|Kinder|Hunde|Katzen|Pferde|Alltags|Familien|Demenz)betreuer|"
    r"(?:Baum|Fahrzeug|Garten|Grab|Denkmal)pfleger|(?:Insolvenz|Nachlass|Zwangs)verwalter|"
    r"(?:Kunst|Porzellan|Schilder|Kirchen|Theater|Glas|B(?:ü|ue)hnen|Fassaden|Portr(?:ä|ae)t)maler|"
    r"(?:Landschafts|Garten|Friedhofs|Zier|Gem(?:ü|ue)se|Obst|Stauden|Baumschul)g(?:ä|ae)rtner|"
    r"(?:Ma(?:ß|ss)|(?:Ä|Ae)nderungs|Damen|Herren|Kost(?:ü|ue)m)schneider|(?:Sieb|Buch|Offset|Digital|Textil)drucker|"
    r"(?:Textil|Glas|Fenster|Teppich|Fassaden)reiniger|(?:Edelstein|Messer|Glas|Diamant)schleifer|(?:Masken|Metall)bildner|"
    r"(?:B(?:ü|ue)chsen|Korb|Segel|Bogen|Spielzeug|Orthop(?:ä|ae)dieschuh)macher|Stuckateur|Polsterer|Vulkaniseur|Galvaniseur|"
    r"Graveur|Modist|Glasbl(?:ä|ae)ser|Weink(?:ü|ue)fer|Caterer|Barbier|Hauswirtschafter|Handelschemiker|Bildberichterstatter|"
    r"Orthoptist|Di(?:ä|ae)tassistent|Krankengymnast|Chiropraktiker|Buchpr(?:ü|ue)fer|"
    # (female forms only: the male ones are surnames, "Klempner", "Sticker", "Buchbinder")
    r"(?:Klempner|Sticker|Buchbinder|Zimmerer|Maurer|Glaser|Metzger|Fleischer|Sattler|Seiler|Kürschner|Schuhmacher|Drucker|M(?:ä|ae)lzer)(?=in))(?:in)?"
    r"|Lots(?:e|in)|(?:Kiefer)?[Oo]rthop(?:ä|ae)d(?:e|in)|Steuerbevollm(?:ä|ae)chtigte[rn]?|Kfz-Meister(?:in)?|KFZ-Meister(?:in)?"
    r"|[A-ZÄÖÜ][\wäöüß]+-Praktiker(?:in)?"  # ("Shiatsu-Praktikerin", "Reiki-Praktiker")
)

# Trades whose male form is a common surname ("Anna Schreiner", "Jan Metzger"): a profession only by position.
SURNAME_TRADE = re.compile(
    r"(?:Schreiner|Tischler|Metzger|Fleischer|Glaser|Schlosser|Winzer|Steinmetz|Uhrmacher|Maurer|Zimmerer|Schneider|Weber|"
    r"M(?:ü|ue)ller|B(?:ä|ae)cker|Sattler|Seiler|B(?:ö|oe)ttcher|Drechsler|K(?:ü|ue)rschner|Schuhmacher|Buchbinder|Drucker|"
    r"Maler|G(?:ä|ae)rtner|Brauer|M(?:ä|ae)lzer|T(?:ö|oe)pfer|F(?:ä|ae)rber|Klempner|Gerber|Stellmacher|K(?:ü|ue)fer|Schiffbauer)(?:in)?|Zimmermann"
)


def leading_trade(words: list[str]) -> bool:
    """True for a surname-like trade before a given name and a surname ("Schreiner Katrin Wolters"); not before a
    name printed surname first ("Müller Hans Peter": a given name last)."""
    return len(words) >= 3 and bool(SURNAME_TRADE.fullmatch(words[0])) and given_name(words[1]) and not given_name(words[-1])
