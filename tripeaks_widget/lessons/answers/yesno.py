"""A yes or a no: a word first, a reason after it, or the question's verb read by what the question asks (its topic)."""

from __future__ import annotations

import re

from .sentence import CLAUSES, YES_NO_CORRECTION, corrected
from .text import TwoAnswers, UnreadableAnswer, plain, words

__all__ = ["read_yes_no", "topic"]

#: Yes and no in each language; English's (and True/False, as the solution writes them) in all three.
_YES = {"en": {"yes", "y", "yeah", "yep", "yup", "ya", "yea", "ye", "yh", "ofc", "sure", "true", "correct", "right",
               "definitely", "ture", "treu", "yse"},
        "tr": {"evet", "e", "evt", "dogru", "tabii", "tabi", "tabiki", "tabiiki", "elbette", "kesinlikle", "aynen",
               "he", "hee", "yes", "true"},
        "nb": {"ja", "j", "jo", "jepp", "japp", "jada", "joda", "jaa", "jau", "sant", "riktig", "korrekt",
               "stemmer", "absolutt", "joa", "jepps", "jupp", "jaja", "selvfolgelig", "selvsagt", "yes", "true"}}
_NO = {"en": {"no", "n", "nope", "nop", "nah", "naw", "nay", "false", "wrong", "incorrect", "flase", "fasle"},
       "tr": {"hayir", "h", "hyr", "flase", "yanlis", "yok", "yo", "olmaz", "asla", "hayr", "no", "false"},
       "nb": {"nei", "n", "nae", "naeh", "neh", "niks", "nie", "neida", "flase", "nope", "nix", "usant", "feil", "galt", "neppe", "no", "false"}}
_FLIP = {("not", "true"): False, ("not", "correct"): False, ("not", "right"): False, ("ikke", "sant"): False,
         ("ikke", "riktig"): False, ("dogru", "degil"): False, ("yanlis", "degil"): True, ("ikke", "feil"): True,
         ("not", "wrong"): True, ("not", "false"): True}
#: "I think so", "tror det", "sanırım öyle": a yes (and a no when denied).
_THINK_SO = [(r"(?:do not|don't|dont) think so|tror ikke det|sanmiyorum", "no"),
             (r"(?<!\w)(?:i )?think so|tror det(?: ja)?|(?:sanirim|bence|galiba) oyle", "yes")]
#: "står fast", "gets stuck": one word, a loss where the question asks about winning.
_STUCK = [(r"(?<!\w)(?:st(?:a|å|aa)r|sto|stod|sitter|satt|blir|ble) (?:ikke|aldri) fast(?!\w)", "ikke stuck"),
          (r"(?<!\w)(?:st(?:a|å|aa)r|sto|stod|sitter|satt|blir|ble|kjører seg|kjorer seg) fast(?!\w)|"
           r"(?<!\w)(?:gets?|got|is|was|goes) stuck(?!\w)", "stuck")]
_UNSURE = re.compile(r"(?<!\w)(?:maybe|perhaps|dunno|idk|no idea|don'?t know|do not know|"
                     r"belki|bilmiyorum|bilmem|bilemem|fikrim yok|"
                     r"kanskje|vet ikke|aner ikke|vet ikkje|mulig(?:ens)?(?= ))(?!\w)")
#: "not sure", "emin değilim", "ikke sikker": a hedge on the answer said beside it, never an answer (nor a "no").
_NOT_SURE = re.compile(r"(?<!\w)(?:(?:i'?m |i am )?not (?:really |quite |totally |100 ?% )?(?:sure|certain)|"
                       r"(?:tam |pek )?emin (?:degilim|olamadim|degil)|(?:jeg er )?ikke (?:helt |heilt |100 ?% )?"
                       r"(?:sikker|sikkert)|usikker)(?!\w)")
_NEGATION = re.compile(r"^(?:not|never|cannot|cant|can't|dont|doesnt|isnt|wasnt|wont|didnt|no longer|"
                       r"ikke|ikkje|aldri|ingen|umulig|impossible|imkansiz|degil\w*|yok|hic)$|n't$|"
                       r"(?:^|\w)(?:m[ae]z|m[ae]d[iu]\w*|m[ae]m[iu]s\w*|m[iu]yor\w*|m[ae]y[ae]c[ae]k\w*|"
                       r"[ae]m[ae]z\w*|m[ae]zl[ae]r)$")
_NEGATION_WORD = re.compile(r"^(?:not|never|cannot|no longer|ikke|ikkje|aldri|ingen|umulig|impossible)$|n't$")
#: Words that carry a yes or a no by the question's topic: "win" questions, "undo", "more", "bad luck".
_TOPICS = {
    "win": ({"win", "wins", "won", "winnable", "winning", "vinn", "vinne", "vinnes", "vinner", "vant", "vunnet",
             "seier", "mulig", "possible", "mumkun"},
            {"lose", "loses", "lost", "losing", "taper", "tape", "tapes", "tapt", "tapte", "unwinnable", "stuck"},
            ("kazan",), ("kaybe", "kayip", "tikan")),
    "undo": ({"undo", "can", "angre", "angres", "angrer", "mulig", "possible", "mumkun", "geri"}, set(), ("alin",),
             ()),
    "more": ({"more", "mer", "flere", "fler", "cok", "fazla", "better", "bedre", "iyi", "most", "mest"},
             {"fewer", "less", "faerre", "mindre", "az", "same", "ayni", "samme", "worse", "verre"}, (), ()),
    "luck": ({"luck", "unlucky", "uflaks", "uheldig", "flaks", "sans", "tilfeldig", "chance"},
             {"mistake", "error", "blunder", "hata", "feil", "tabbe", "bommert", "skill", "misplay", "dumt",
              "dum"}, ("sanssiz", "sanssizlik"), ("hata",)),
}
_GENERIC = {"can", "could", "does", "did", "is", "was", "it", "will", "kan", "gar", "går", "gikk", "gjor", "er", "var", "blir",
            "ble", "vil", "olur", "oluyor", "mumkun", "var", "oldu", "idi", "ydi"}


def topic(question: str) -> str:
    """What a yes/no question asks about, from its English text: "luck", "more", "undo" or "win"."""
    question = question.lower()
    for name, marker in (("luck", "bad luck"), ("more", "more"), ("undo", "undo"), ("win", "win")):
        if marker in question:
            return name
    return "win"


def _clause_verdict(clause: list[str], subject: str, lang: str) -> tuple[bool, bool] | None:
    """The clause's yes or no, and whether it rests on the question's own words or a negation (not a bare verb)."""
    positive, negative, positive_stems, negative_stems = _TOPICS.get(subject, _TOPICS["win"])
    if lang != "tr":  # the stems are Turkish ones, read with Turkish negation
        positive_stems = negative_stems = ()
    seen, polarity, flips, strong = False, True, 0, False
    for word in clause:
        if any(word.startswith(stem) for stem in negative_stems) or word in negative:
            seen, polarity, strong = True, False, True
        elif any(word.startswith(stem) for stem in positive_stems) or word in positive:
            seen = strong = True
        elif word in _GENERIC:
            seen = True
        elif lang == "tr" and len(word) > 3 and re.search(r"(?:[ae]bil[iu]r|[iu]r|[ae]r|d[iu]|t[iu]|yor|m[iu]s)$", word):
            seen = True  # a Turkish verb or copula: kazanır, alınabilir, şanssızlıktı
        if (_NEGATION if lang == "tr" else _NEGATION_WORD).search(word):
            seen, flips, strong = True, flips + 1, True
    if not seen:
        return None
    return (polarity if flips % 2 == 0 else not polarity), strong


def _said(word: str, lang: str) -> bool | None:
    """A yes or no word, also with a letter typed twice ("hayırr", "evett") or a drawn-out æ ("nææ")."""
    for form in (word, re.sub(r"(?:ae)+", "ae", re.sub(r"([^\W\d])\1", r"\1", word))):
        if form in _YES[lang] or form in _NO[lang]:
            return form in _YES[lang]
    return None


def read_yes_no(answer: object, lang: str = "en", subject: str = "win") -> bool:
    """Yes or no as a word, first with a reason after it, or as the question's verb (``subject``: see ``topic``)."""
    if isinstance(answer, bool):
        return answer
    if not isinstance(answer, str) or lang not in _YES:
        raise UnreadableAnswer(answer)
    text = plain(answer).strip()
    text = re.sub(r"\b(\w+)n't\b", r"\1 not", text.replace("cannot", "can not").replace("can't", "can not")
                  .replace("won't", "will not"))
    text = re.sub(r"\b(can|does|is|was|did|do|could|has)nt\b", r"\1 not", text)
    for phrase, word in _THINK_SO + _STUCK:
        text = re.sub(phrase, word, text)
    text = _NOT_SURE.sub(",", text)
    text = corrected(text, lambda part: any(_said(w, lang) is not None for w in words(part)), YES_NO_CORRECTION)
    if _UNSURE.search(text):
        raise UnreadableAnswer(answer)
    clauses = [words(c) for c in CLAUSES.split(text)]
    clauses = [c for c in clauses if c]
    if not clauses:
        raise UnreadableAnswer(answer)
    # A yes or a no said outright, in the first clause that says one.
    for clause in clauses:
        said = set()
        skip = False
        for i, word in enumerate(clause):
            if skip:
                skip = False
                continue
            pair = (word, clause[i + 1]) if i + 1 < len(clause) else None
            if pair in _FLIP:
                said.add(_FLIP[pair])
                skip = True
            elif _said(word, lang) is not None:
                said.add(_said(word, lang))
        if len(said) > 1:
            raise TwoAnswers(answer)
        if said:
            return said.pop()
    read = [v for v in (_clause_verdict(clause, subject, lang) for clause in clauses) if v is not None]
    # A clause with the question's words or a negation outweighs one with a bare verb ("…, solve None veriyor").
    verdicts = [v for v, strong in read if strong] or [v for v, _ in read]
    if not verdicts:
        raise UnreadableAnswer(answer)
    if len(set(verdicts)) > 1:
        raise TwoAnswers(answer)
    return verdicts[0]
