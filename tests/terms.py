"""The term list of docs/glossary.md, read as the tests use it: the words a Turkish or Norwegian text must not use.

``wrong_terms(text, lang)`` names every listed wrong word, and every card letter
of another language, found in ``text``. Anything inside `code` is Python and is
skipped. In a term, ``*`` at the end allows any ending, ``<n>`` is a number, ``<pl>`` a Norwegian plural
word (one ending in -e but a few singular ones: *samme giv*, *neste giv*…) and ``<start>`` the start of a sentence.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

GLOSSARY = Path(__file__).resolve().parents[1] / "docs" / "glossary.md"
LANGUAGE_COLUMN = {"Türkçe": "tr", "Norsk": "nb"}
_SUIT = "[♣♦♥♠]"
#: Card letters that belong to another language: K is the English King (R in tr and nb), Q the English and
#: Turkish Queen (D in nb), D the Norwegian Queen; Kn, printed on some Norwegian decks, is J everywhere here.
FOREIGN_LETTERS = {
    "tr": [("K for the King (R)", rf"(?<![\w`])K(?={_SUIT})"), ("D for the Queen (Q)", rf"(?<![\w`])D(?={_SUIT})")],
    "nb": [("K for the King (R)", rf"(?<![\w`])K(?={_SUIT})"), ("Q for the Queen (D)", r"(?<![\w`])Q(?!\w)"),
           ("Kn for the Jack (J)", rf"(?<![\w`])Kn(?={_SUIT})")],
}


#: ``<pl>``: a Norwegian word in the plural before a noun (tilfeldige, bare, disse, alle…): one that ends in -e, but
#: not the few that stand before a singular (samme giv, neste giv, første giv, denne giv, hele given…).
PLURAL_WORD = r"(?!(?:samme|neste|første|siste|forrige|denne|hele|ene|eneste)\s)\w+e"
#: ``<start>``: the start of a text, a line or a sentence.
SENTENCE_START = r"(?:^|(?<=[.!?:]\s))"


def _pattern(term: str) -> re.Pattern:
    star = term.endswith("*")
    body = re.escape(term.rstrip("*")).replace(re.escape("<n>"), r"\d[\d\s.,]*")
    body = body.replace(re.escape("<pl>"), PLURAL_WORD).replace(re.escape("<start>"), SENTENCE_START)
    return re.compile(r"(?<!\w)" + body + (r"\w*" if star else r"(?!\w)"), re.IGNORECASE | re.MULTILINE)


@cache
def wrong_list() -> dict[str, list[tuple[str, re.Pattern]]]:
    """{lang: [(term, pattern)]} from the glossary's table "Words we do not use"."""
    text = GLOSSARY.read_text(encoding="utf-8")
    section = text.split("## Words we do not use", 1)[1]
    found: dict[str, list] = {"tr": [], "nb": []}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 2 and cells[0] in LANGUAGE_COLUMN and cells[1].startswith("`"):
            term = cells[1].strip("`")
            found[LANGUAGE_COLUMN[cells[0]]].append((term, _pattern(term)))
    return found


def prose(text: str) -> str:
    """``text`` without its code: fenced blocks and `inline code`."""
    text = re.sub(r"```.*?```", " ", text, flags=re.S)
    return re.sub(r"`[^`\n]*`", " ", text)


def wrong_terms(text: str, lang: str) -> list[str]:
    """Every wrong term (and foreign card letter) in ``text``, with the words around it."""
    text = prose(text)
    problems = []
    checks = list(wrong_list()[lang]) + [(name, re.compile(p)) for name, p in FOREIGN_LETTERS[lang]]
    for term, pattern in checks:
        for match in pattern.finditer(text):
            problems.append(f"{term!r}: …{text[max(0, match.start() - 30):match.end() + 30]}…")
    return problems
