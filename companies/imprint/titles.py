"""Titles around a person's name: academic degrees, courtesy, professional and honorary titles.

Contract: :func:`strip_titles` removes the titles before a name ("Dr.", "Prof.", "Dipl.-Ing.", "Mag.", "KommR", "Herr") and
after it ("MBA", "LL.M.", "(FH)"; a closing full stop may be missing, "M.A") and returns the rest (CONTRACT section 7: names without titles; convention 6).
"""

from __future__ import annotations

import re

_TITLES = re.compile(
    r"^(?:(?:Herrn?|Frau|Hr\.|Fr\.|Mr\.?|Mrs\.?|Ms\.?|Miss|Mme\.?|Mlle\.?|Madame|Monsieur|M\.(?=\s+[A-ZÄÖÜ][a-zäöüéèç]+\s+[A-ZÄÖÜ])|Sig\.(?:ra)?|Signora|Signor|Prof\.(?:\s?\(FH\))?|(?:(?:Visiting|Assistant|Associate|Adjunct)\s+)?Professor(?:in)?|(?:Gast|Junior|Honorar)professor(?:in)?|Privatdozent(?:in)?|Univ\.[-\s]?Prof\.|Priv\.[-\s]?Doz\.|PD|em\.|Hon\.-Prof\.|apl\.\s?Prof\.|D\.?\s?Sc\.(?:\s?h\.\s?c\.)?"
    r"|habil\.|mult\.|Arch\.|Bmstr\.|Baumeister(?:in)?|Dkfm\.|Dr\.(?:in|ⁱⁿ)|DDI|Dr\.-Ing\.|Dr\.\s?h\.\s?c\.(?:\s?mult\.)?|DDr\.|Dr\.(?:\s?(?:medic|med|rer|nat|pol|oec|jur|iur|phil|ing|dent|vet|habil|sc|techn|mont|theol|h\.\s?c|publ|soc|troph|univ)\.)*"
    # (a degree of several parts and its school: "Dipl.-Wirt.-Ing.", "Dipl.-HTL-Ing.", "dipl. Ing. ETH")
    r"|Dipl?\.[\s-]?[A-ZÄÖÜa-zäöü]+\.?(?:-[A-ZÄÖÜa-zäöü]+\.?)*(?<=\.)in(?![\wäöüß])|Dipl?\.[\s-]?[A-ZÄÖÜa-zäöü]+\.?(?:-[A-ZÄÖÜa-zäöü]+\.?)*(?:\s?\(FH\)|\s(?:ETH|EPFL|HTL|HSG|FH|HF)(?![\wäöüß]))?|Dipl\.|M{0,2}Mag(?:\.|istra)?(?:a\.?|ᵃ|ª|\s?\(FH\))?(?:\s?(?:rer\.\s?(?:soc\.\s?oec\.|nat\.|soc\.|oec\.|publ\.)|iur\.|phil\.|pharm\.|arch\.|art\.|theol\.|med\.\s?vet\.))?|DSA(?:in)?|DI\s?\(FH\)|DI(?:in)?|Ing\.(?:in)?|Bakk\.|BSc|MSc|[BM]\.\s?(?:Sc|Eng)\.|MBA|KR|ZTM|Kommerzialrat|Komm\.-Rat|"
    # (Austrian and German honorary and civil-service titles before a club officer's name: "Obmann: OSR Walter Pilz", "KommR Franz Wenzel")
    r"KommR|ÖkR|Ökonomierat|OSR|Oberschulrat|Schulrat|Hofrat|HR(?=\s(?:Dr|Mag|DI|Ing|Prof))|Reg\.-?Rat|RegR|Regierungsrat|OStR|OStD|StD|Bgm\.|Dir\.|"
    r"(?:WP|StB|RA|RAin|vBP|FAStR)(?:\s?/\s?(?:WP|StB|RA|RAin|vBP|FAStR))+|RA|RAin|Rechtsanw(?:a|ä|ae)lt(?:in)?|Notar(?:in)?|StB(?:in)?|WP(?:in)?|Steuerberater(?:in)?|lic\.\s?\w+\.?|Dott\.(?:ssa)?|Eur\.\s?Ing\.|Med\.|dipl\.|eidg\.|Sir|Baron|S\.\s?(?:K\.\s?)?[HD]\.|I\.\s?(?:K\.\s?)?[HD]\.|OA|O(?:Ä|Ae)|Prim\.|Primar(?:ius|ia)?)(?:(?<=\.)|(?![\wäöüß]))\s*)+"
)
_POST_TITLES = re.compile(
    r"(?:,?\s*(?:\((?:M\.\s?A\.|B\.\s?A\.|M\.\s?Sc\.|B\.\s?Sc\.|MBA|LL\.\s?M\.|MSc|BSc|MA|BA)\)|MBA(?:\s?\(HSG\))?|EMBA|LL\.\s?[MB]\.?|LLM|M\.\s?A\.?|B\.\s?A\.?|MA|BA|M\.\s?Sc\.?|B\.\s?Sc\.?|MSc|BSc|Ph\.\s?D\.?|PhD|MAS|CPA|CFA|"
    r"B\.\s?Eng\.|M\.\s?Eng\.|BEd|MEd|Bakk\.|\(FH\)|\(TU\)|\(Univ\.\)|M\.\s?B\.\s?L\.|MBL|MLS|CMC|St[Bb](?:in)?\.?|WP|RA|Dr\.|Jr\.|sen\.|jun\.|Hon\.-Prof\.))+\s*$"
)


def strip_titles(text: str) -> str:
    """A name without leading and trailing academic/courtesy titles."""
    name = text.strip().strip(",;:")
    for _ in range(3):
        new = _POST_TITLES.sub("", _TITLES.sub("", name)).strip().strip(",;:").strip()
        if new == name:
            break
        name = new
    return name
