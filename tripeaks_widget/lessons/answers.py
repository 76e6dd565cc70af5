"""Reading a student's answer the way students write it, in English, Turkish or Norwegian.

Every exercise accepts the natural forms of its kind in each of the three
languages (``tests/test_answer_forms.py`` has one table per language, and
``tests/answer_corpus.txt`` a few hundred answers written as students write them):

- a number as digits or words, inside a short sentence, with a unit or an ordinal: ``23``, ``27,5``,
  ``yirmi üç kart``, ``det blir 563``, ``464'e düşer``, ``66p``, ``20. hamlede``, ``trekk 20``;
  working is read as its result: ``500 - 37 + 100 = 563`` is 563 (the value after the last "=");
- a percentage, an estimate or a range: ``%27,5``, ``rundt 30 %``, ``%25 civarı``, ``25–30 %`` (its middle);
- yes or no first, a reason after it, or the question's verb: ``hayır, çünkü …``, ``jepp``, ``kazanılamaz``,
  ``det går ikke``; what a verb means depends on the question (``topic``);
- a card as its short name or its name: ``7♠``, ``7s``, ``R♣'yi``, ``maça yedilisi``, ``sparsju``,
  ``the seven of spades``;
- a list of ranks joined by commas or by words: ``Q, A``, ``dronning og ess``, ``kız ve as``.

An answer that names two different values ("ja og nei", "20 veya 21") raises
``TwoAnswers``; one that cannot be read raises ``UnreadableAnswer``. Nothing else
is ever raised, whatever is typed.

>>> read_number("%27,5", percent=True), read_yes_no("Doğru", "tr"), read_yes_no("usant", "nb")
(27.5, True, False)
>>> read_number("500 - 37 + 100 = 563"), read_number("det blir fem hundre og sekstitre", lang="nb")
(563, 563)
>>> sorted(read_ranks("D veya A")), read_card("maça 7'si"), read_card("sparsju", "nb")
([1, 12], Card.from_str('7♠'), Card.from_str('7♠'))
"""

from __future__ import annotations

import math
import re

from ..engine.cards import Card, Suit
from .numberwords import WEAK_ONES, read_words

__all__ = ["Bound", "TwoAnswers", "UnreadableAnswer", "fold", "named_in", "read_card", "read_number", "read_ranks", "read_yes_no",
           "topic"]


class UnreadableAnswer(ValueError):
    """Raised for an answer that is not of the exercise's kind (a card, a number…)."""


class TwoAnswers(UnreadableAnswer):
    """Raised for an answer that names two different values: "ja og nei", "20 veya 21"."""


_FOLD = str.maketrans("ıİşŞğĞçÇöÖüÜâÂîÎûÛøØæÆéÉèêëóòôáà", "iisSgGcCoOuUaAiIuUoOææeEeeeoooaa")
#: Long answers are read on their first characters only (an answer is a few words).
MAX_LENGTH = 400


def fold(text: str) -> str:
    """Lower case with the Turkish letters folded to plain ones: "Hayır" -> "hayir", "DOĞRU" -> "dogru"."""
    return text.translate(_FOLD).lower().replace("æ", "ae")


_SYMBOLS = str.maketrans({"♤": "♠", "♧": "♣", "♡": "♥", "♢": "♦", "\ufe0f": None, "\u00a0": " ", "\u202f": " "})


def _text(answer: object) -> str:
    """The answer folded, emoji suit signs made plain ("♠️" -> "♠"), letters held down collapsed ("neeei" -> "nei")."""
    text = answer if isinstance(answer, str) else str(answer)
    text = re.sub(r"[‘’´`ʼ]", "'", text[:MAX_LENGTH].translate(_SYMBOLS)).strip()
    text = re.sub(r"^(?:answer|svar|cevap)\s*=\s*", "", text, flags=re.IGNORECASE)  # answer = 'maça 7', as code
    while len(text) > 1 and text[0] + text[-1] in ("''", '""', "“”", "«»", "””", "„“"):
        text = text[1:-1].strip()
    return re.sub(r"([^\W\d])\1{2,}", r"\1", fold(text))


def _words(text: str) -> list[str]:
    return re.findall(r"[^\W\d_]+", text)


# ---------------------------------------------------------------- numbers

#: "because …", "çünkü …", "fordi …": what follows is a reason, not the answer.
_REASON = re.compile(r"(?<!\w)(?:because|since|cause|cuz|coz|as the|cunku|zira|fordi|siden|ettersom|for det|"
                     r"da det)(?!\w)")
#: "759 - 555, so 204", "yani 204", "altså 204": the answer comes after, as after "=".
_SO = re.compile(r"(?<!\w)(?:so|thus|therefore|hence|equals|makes|gives|is|that's|sa|så|altsa|altså|dermed|som blir|"
                 r"blir|ble|gir|er|er lik|yani|cikarinca|cikarirsak|cikarirsan|cikarilinca|"
                 r"dolayisiyla|bu yuzden|o yuzden|eder|esittir|yapar)(?!\w)|->|=>|→")
#: "not 23", "ikke 23", "23 değil": a number the student rules out.
_NOT_NUMBER = re.compile(r"(?<!\w)(?:not|ikke|ikkje|never|aldri)\s+(\d+(?:[.,]\d+)?)|(?<![\d.,])(\d+(?:[.,]\d+)?)[^\s\d]*(?:\s+[^\W\d]+)?\s+degil(?!\s*m[iu](?!\w))")
_CODE = re.compile(r"tp\d-?[a-z]-?[a-z]{7}")
_CARD_SHORT = re.compile(r"(?<![\w])(?:10|[2-9]|[ajqkdr]|kn)\s?[♠♣♥♦]|[♠♣♥♦]\s?(?:10|[2-9]|[ajqkdr]|kn)(?!\w)")
#: A card named in words inside a number answer ("3: sinek papazı, karo 2 ve karo papazı") is not a number.
_CARD_NAME = re.compile(r"(?<!\w)(?:(?:sinek|karo|kupa|maca|klover|kløver|ruter|hjerter|spar)\s*[\w']+|"
                        r"[\w']+\s+of\s+(?:clubs|diamonds|hearts|spades))")
_NUMBER = re.compile(r"(?<![\d.,])[-+−]?\d+(?:[.,]\d+)?(?![\d])")
_RANGE = re.compile(r"(?<![\d.,])(\d+(?:[.,]\d+)?)\s*%?\s*(?:-|–|—|\.\.|~|ile|ila|ve|til|to|and|og|or|veya|eller|ya da|yoksa|/)\s*"
                    r"%?\s*(\d+(?:[.,]\d+)?)")
_RANGE_WORDS = re.compile(r"(?<!\w)(?:between|mellom|fra|from|arasi|arasinda|arası)(?!\w)|-|–|—")
_OF = re.compile(r"(?<![\d.,])(\d+(?:[.,]\d+)?)\s*(?:/|av|of|out of|ut av)\s*(\d+(?:[.,]\d+)?)")
_TR_OF = re.compile(r"(?<![\d.,])(\d+)\s*'?\s*(?:de|da|te|ta|den|dan|ten|tan)\s+(\d+)")
_ARITHMETIC = re.compile(r"(?<![\d.,])[-+−]?\s*\d+(?:[.,]\d+)?(?:\s*[-+−*×x/]\s*\d+(?:[.,]\d+)?)+")
_ALTERNATIVE = re.compile(r"(?<!\w)(?:or|veya|veyahut|ya da|yoksa|yahut|eller|el\.)(?!\w)|\d\s*/\s*\d|\d\s*,\s*\d")
_CLAUSE_BREAK = re.compile(r",\s+(?=[^\W\d])|\(|\s[-–—]\s(?=[^\W\d])|(?<!\w)(?:with|med|ile)(?!\w)")
#: A bound right before or after a number ("over 15 %", "mer enn 10", "%10'dan fazla", "%10'un altında"); "litt under
#: 30 %", "just over 25 %" are estimates.
_BOUND = re.compile(r"(?<!\w)(?<!litt )(?<!a bit )(?<!just )(?<!slightly )(?<!i )(?:(?P<below>less than|fewer than|"
                    r"at most|below|under|up to|mindre enn|faerre enn|færre enn|hoyst|høyst|opptil|inntil|maks|"
                    r"maksimalt|en fazla|en cok)|more than|at least|above|over|mer enn|flere enn|minst|en az)"
                    r"\s*(?P<n>%?\s*\d+(?:[.,]\d+)?)|"
                    r"(?P<m>\d+(?:[.,]\d+)?\s*%?)\s*'?\s*(?:[dt][ae]n\s+(?:daha\s+)?(?:fazla|cok|yuksek|buyuk|"
                    r"(?P<tr_below>az|dusuk|kucuk))|(?:[iu]n|n[iu]n)?\s*(?:(?P<tr_under>altinda)|ustunde|uzerinde|ustu|"
                    r"uzeri))(?!\w)")


class Bound(float):
    """A percentage given as a bound ("less than 10 %"): right when near the value and on its side."""

    def __new__(cls, value: float, below: bool):
        bound = super().__new__(cls, value)
        bound.below = below
        return bound
#: A number too long to be anyone's answer is read as "a huge number" (never handed to int()).
MAX_DIGITS = 30


def _to_number(digits: str) -> int | float:
    text = digits.replace("−", "-").replace(",", ".")
    sign = -1 if text.startswith("-") else 1
    body = text.lstrip("+-")
    whole = body.split(".")[0].lstrip("0")
    if len(whole) > MAX_DIGITS:
        return sign * math.inf
    value = float(body) if "." in body else int(body)
    return sign * value


def _evaluate(expression: str) -> float | None:
    """A sum, difference, product or quotient of plain numbers ("52 - 28 - 1"), left to right by precedence."""
    tokens = re.findall(r"\d+(?:[.,]\d+)?|[-+−*×x/]", expression.replace(" ", ""))
    try:
        values: list[float] = []
        ops: list[str] = []
        sign = 1
        if tokens and tokens[0] in "-+−":
            sign = -1 if tokens.pop(0) != "+" else 1
        values.append(sign * _to_number(tokens.pop(0)))
        while tokens:
            op, number = tokens.pop(0), _to_number(tokens.pop(0))
            if op in "*×x":
                values[-1] *= number
            elif op == "/":
                values[-1] = values[-1] / number
            else:
                values.append(number if op == "+" else -number)
        total = sum(values)
    except (ZeroDivisionError, IndexError, OverflowError, ValueError):
        return None
    if math.isnan(total):
        return None
    return int(total) if float(total).is_integer() and abs(total) < 1e15 else total


def _mentions(text: str, lang: str) -> list[int | float]:
    """Every number the text names, as digits or words, in order; a lone article-like "en"/"bir" last."""
    found: list[int | float] = []
    weak: list[int] = []
    for match in _NUMBER.finditer(text):
        found.append(_to_number(match.group()))
    words = _words(_NUMBER.sub(" | ", text))
    run: list[str] = []
    for word in words + ["|"]:
        if word != "|" and (read_words([word], lang) or run and word in ("og", "and") and lang != "tr"):
            run.append(word)
            continue
        while run and run[-1] in ("og", "and"):
            run.pop()
        if len(run) == 1 and run[0] in WEAK_ONES:
            weak.append(1)
        elif run:
            found.extend(read_words(run, lang))
            if word in ("bucuk", "buçuk") and found:  # "yirmi yedi buçuk": and a half
                found[-1] += 0.5
        run = []
    return found or weak


def _one(values: list, context: frozenset) -> int | float:
    distinct = list(dict.fromkeys(values))
    if len(distinct) > 1:  # a number copied from the question ("after 3 moves: 497") is not the answer
        distinct = [v for v in distinct if v not in context] or distinct
    if len(distinct) > 1:
        raise TwoAnswers(values)
    if not distinct:
        raise UnreadableAnswer(values)
    return distinct[0]


def _read_text_number(text: str, lang: str, percent: bool, context: frozenset) -> int | float:
    bound = _BOUND.search(text) if percent else None
    if bound:  # "less than 10 %", "%10'dan fazla": the bound, and the side the value lies on
        below = bool(bound.group("below") or bound.group("tr_below") or bound.group("tr_under"))
        rest = text[:bound.start()] + " " + (bound.group("n") or bound.group("m")) + " " + text[bound.end():]
        return Bound(_read_text_number(rest, lang, True, context), below)
    text = _CARD_NAME.sub(" ", _CARD_SHORT.sub(" ", _CODE.sub(" ", text)))
    text = re.sub(r"(\d)\s*(?:'|’)\s*[^\W\d_]*", r"\1 ", text)  # 464'e, 3'üncü, 20'nci
    text = re.sub(r"(\d)(st|nd|rd|th)\b", r"\1", text)  # 20th
    text = re.sub(r"(\d)([^\W\d_])", r"\1 \2", text)  # 66p, 23stk
    text = re.sub(r"(\d)\.(?!\d)", r"\1 ", text)  # 20. hamle, det 20. trekket
    text = re.sub(r"(\d)\s+(\d{3})(?!\d)", r"\1\2", text) if re.search(r"\d \d{3}(?!\d)", text) else text
    text = _SO.sub("=", text)
    for mark in ("=", ":"):  # working, or "svar: 24": the value after the last mark
        tail = text.rsplit(mark, 1)[1] if mark in text else ""
        if _mentions(tail, lang):
            text = tail
            break
    ruled_out = {_to_number(a or b) for a, b in _NOT_NUMBER.findall(text)}
    reason = _REASON.search(text)
    if reason and _mentions(text[:reason.start()], lang):
        text = text[:reason.start()]
    head = _CLAUSE_BREAK.split(text, 1)[0]
    between = re.search(r"(?<!\w)(?:between|mellom|arasi|arasinda)(?!\w)", text) and _RANGE.search(text)
    if head != text and len(set(_mentions(head, lang)) - ruled_out) == 1 and not between \
            and not re.search(r"\d\s*[-−+*×/]\s*\d", head):
        text = head  # "563 (500 - 37 + 100)", "755, with 17 draws": the answer, then what it rests on
    if percent:
        for pattern, order in ((_OF, 1), (_TR_OF, -1)):
            share = pattern.search(text)
            if share:
                part, whole = (_to_number(g) for g in share.groups()[::order])
                if whole and 0 <= part <= whole:
                    return 100 * part / whole
    span = _RANGE.search(text)
    if span and (_RANGE_WORDS.search(text) or percent):
        low, high = (_to_number(g) for g in span.groups())
        joiner = text[span.end(1):span.start(2)].strip(" %")
        if low > high and joiner in ("-", "−") and not percent:
            return low - high  # "759 - 555": a difference shown as working
        between = re.search(r"(?<!\w)(?:between|mellom|fra|from|arasi|arasinda)(?!\w)", text)
        is_range = joiner in ("-", "–", "—", "..", "~", "ile", "ila", "til", "to") or joiner in ("and", "og", "ve") and between
        if percent and is_range and low < high and high - low <= 4 * 5 and not _ALTERNATIVE.search(text):
            return (low + high) / 2  # "25–30 %": its middle, for a range no wider than 20 points
        if low != high:
            raise TwoAnswers(text)
    sum_ = _ARITHMETIC.search(text)
    if sum_ and re.search(r"[+*×/]|\d\s*[-−]\s*\d", sum_.group()):
        value = _evaluate(sum_.group())
        if value is not None and (value >= 0 or not percent):
            return 100 * value if percent and 0 < value < 1 and "/" in sum_.group() else value
    values = [v for v in _mentions(text, lang) if v not in ruled_out]
    shares = sorted(set(values))
    if percent and len(shares) == 2 and shares[1] >= 100 and not _ALTERNATIVE.search(text):
        return 100 * shares[0] / shares[1]  # "200 dağıtımın 55'ini kazanır": 55 of the 200
    if ruled_out and not values:
        raise UnreadableAnswer(text)
    if len(set(values)) > 1 and _ALTERNATIVE.search(text):
        raise TwoAnswers(text)  # "20 veya 21": even if one of them is in the question
    value = _one(values, context)
    if percent and isinstance(value, float) and 0 < value < 1 and "%" not in text:
        return 100 * value  # 0,275: a share written as a fraction
    return value


def read_number(answer: object, percent: bool = False, lang: str = "en",
                context: frozenset = frozenset()) -> int | float:
    """A number as students write it (see the module); ``context`` holds the numbers the question itself names."""
    if isinstance(answer, bool):
        raise UnreadableAnswer(answer)
    if isinstance(answer, int):
        return answer
    if isinstance(answer, float):
        if math.isnan(answer):
            raise UnreadableAnswer(answer)
        return answer
    if not isinstance(answer, str):
        raise UnreadableAnswer(answer)
    return _read_text_number(_text(answer), lang, percent, context)


# ---------------------------------------------------------------- yes and no

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
_CLAUSE = re.compile(r"[,;:.!?()\[\]–—]|\s-\s|(?<!\w)(?:but|men|ama|fakat|ancak|lakin|because|since|cunku|zira|"
                     r"fordi|siden|ettersom)(?!\w)")
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


def named_in(question: str, lang: str) -> tuple[frozenset, frozenset, frozenset]:
    """The numbers, cards and ranks a question names: a student who restates them is not giving them as the answer."""
    folded = _CODE.sub(" ", _text(question))
    numbers = frozenset(_mentions(_CARD_SHORT.sub(" ", folded), lang))
    cards = frozenset(_cards_in(folded, lang))
    ranks = frozenset(_RANK_NAMES[lang][w] for w in _words(folded) if w in _RANK_NAMES[lang])
    return numbers, cards, ranks


def topic(question: str) -> str:
    """What a yes/no question asks about, from its English text: "luck", "more", "undo" or "win"."""
    question = question.lower()
    for name, marker in (("luck", "bad luck"), ("more", "more"), ("undo", "undo"), ("win", "win")):
        if marker in question:
            return name
    return "win"


def _clause_verdict(words: list[str], subject: str, lang: str) -> tuple[bool, bool] | None:
    """The clause's yes or no, and whether it rests on the question's own words or a negation (not a bare verb)."""
    positive, negative, positive_stems, negative_stems = _TOPICS.get(subject, _TOPICS["win"])
    if lang != "tr":  # the stems are Turkish ones, read with Turkish negation
        positive_stems = negative_stems = ()
    seen, polarity, flips, strong = False, True, 0, False
    for word in words:
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
    text = _text(answer).strip()
    text = re.sub(r"\b(\w+)n't\b", r"\1 not", text.replace("cannot", "can not").replace("can't", "can not")
                  .replace("won't", "will not"))
    text = re.sub(r"\b(can|does|is|was|did|do|could|has)nt\b", r"\1 not", text)
    for phrase, word in _THINK_SO + _STUCK:
        text = re.sub(phrase, word, text)
    text = _NOT_SURE.sub(",", text)
    if _UNSURE.search(text):
        raise UnreadableAnswer(answer)
    clauses = [_words(c) for c in _CLAUSE.split(text)]
    clauses = [c for c in clauses if c]
    if not clauses:
        raise UnreadableAnswer(answer)
    # A yes or a no said outright, in the first clause that says one.
    for words in clauses:
        said = set()
        skip = False
        for i, word in enumerate(words):
            if skip:
                skip = False
                continue
            pair = (word, words[i + 1]) if i + 1 < len(words) else None
            if pair in _FLIP:
                said.add(_FLIP[pair])
                skip = True
            elif _said(word, lang) is not None:
                said.add(_said(word, lang))
        if len(said) > 1:
            raise TwoAnswers(answer)
        if said:
            return said.pop()
    read = [v for v in (_clause_verdict(words, subject, lang) for words in clauses) if v is not None]
    # A clause with the question's words or a negation outweighs one with a bare verb ("…, solve None veriyor").
    verdicts = [v for v, strong in read if strong] or [v for v, _ in read]
    if not verdicts:
        raise UnreadableAnswer(answer)
    if len(set(verdicts)) > 1:
        raise TwoAnswers(answer)
    return verdicts[0]


# ---------------------------------------------------------------- cards and ranks

_LETTERS = {"a": 1, "e": 1, "j": 11, "kn": 11, "b": 11, "q": 12, "d": 12, "k": 13, "r": 13, "t": 10}
#: Rank words in each language (folded), with the forms a card's name gives them: "yedilisi", "sjuer", "kongen".
_RANK_NAMES = {
    "en": {"ace": 1, "aces": 1, "jack": 11, "jacks": 11, "knave": 11, "queen": 12, "queens": 12, "king": 13,
           "kings": 13},
    "tr": {"as": 1, "asi": 1, "aslar": 1, "asa": 1, "vale": 11, "valesi": 11, "valeyi": 11, "bacak": 11,
           "bacagi": 11, "kiz": 12, "kizi": 12, "kizlar": 12, "kiza": 12, "kizini": 12, "kralice": 12, "papaz": 13,
           "papazi": 13, "papazlar": 13, "papaza": 13, "papazini": 13, "kral": 13, "krali": 13},
    "nb": {"ess": 1, "esset": 1, "essene": 1, "esser": 1, "essa": 1, "damene": 12, "kongene": 13, "knektene": 11, "ace": 1, "knekt": 11, "knekten": 11, "knekter": 11, "dame": 12,
           "dama": 12, "damen": 12, "damer": 12, "dronning": 12, "dronningen": 12, "dronninger": 12, "konge": 13,
           "kongen": 13, "konger": 13},
}
#: Norwegian names of a numbered card: "en sjuer", "ruter sekser".
_NB_CARD_NOUNS = {"toer": 2, "treer": 3, "firer": 4, "femmer": 5, "sekser": 6, "sjuer": 7, "syver": 7, "atter": 8,
                  "åtter": 8, "nier": 9, "tier": 10}
_SUIT_WORDS: dict[str, Suit] = {
    "clubs": Suit.CLUBS, "club": Suit.CLUBS, "diamonds": Suit.DIAMONDS, "diamond": Suit.DIAMONDS,
    "hearts": Suit.HEARTS, "heart": Suit.HEARTS, "spades": Suit.SPADES, "spade": Suit.SPADES,
    "sinek": Suit.CLUBS, "karo": Suit.DIAMONDS, "kupa": Suit.HEARTS, "maca": Suit.SPADES,
    "klover": Suit.CLUBS, "ruter": Suit.DIAMONDS, "hjerter": Suit.HEARTS, "spar": Suit.SPADES,
    "sinegin": Suit.CLUBS, "karonun": Suit.DIAMONDS, "kupanin": Suit.HEARTS, "macanin": Suit.SPADES,  # maçanın 7'si
}
_SUIT_SYMBOLS = {"♣": Suit.CLUBS, "♦": Suit.DIAMONDS, "♥": Suit.HEARTS, "♠": Suit.SPADES}
_SUIT_LETTERS = {"c": Suit.CLUBS, "d": Suit.DIAMONDS, "h": Suit.HEARTS, "s": Suit.SPADES}
_SUFFIX = re.compile(r"'[^\s,;.!?)]*")  # Turkish suffixes after an apostrophe: 7'si, R♣'yi
_INSTEAD = re.compile(r"(?<!\w)(?:instead of|rather than|not|i stedet for|istedenfor|heller enn|ikke)\s+"
                      r"(\S+(?:\s+of)?(?:\s+\S+)?)|(?<!\S)(\S+(?:\s+\S+)?)\s+(?:yerine|degil)(?!\w)")


def _rank(word: str, lang: str, letters: bool = True) -> int | None:
    """A rank from a folded word: a number (digits or a word of ``lang``), a letter, a name ("kızı", "sjuer")."""
    word = word.strip(".")
    if re.fullmatch(r"\d{1,2}", word):
        number = int(word)
        return number if 1 <= number <= 13 else None
    if letters and word in _LETTERS:
        return _LETTERS[word]
    if word in _RANK_NAMES.get(lang, {}):
        return _RANK_NAMES[lang][word]
    if lang == "nb":  # sjuer, sjueren, sjuern, and the spoken sjuar, sjuarn
        noun = re.sub(r"ar(?=n?$|en$)", "er", word)
        for form in (noun, noun[:-1] if noun.endswith("n") else "", noun[:-2] if noun.endswith("en") else ""):
            if form in _NB_CARD_NOUNS:
                return _NB_CARD_NOUNS[form]
    if lang == "tr":  # yedili, yedilisi, altılı, sekizlisi, yedisi
        base = re.sub(r"(?:l[iu])?(?:s[iu]|y[iu]|n[iu])?$", "", word) if len(word) > 3 else word
        for candidate in (word, base):
            numbers = read_words([candidate], lang)
            if len(numbers) == 1 and 2 <= numbers[0] <= 10:
                return numbers[0]
    numbers = read_words([word], lang) if word not in WEAK_ONES else []
    return numbers[0] if len(numbers) == 1 and 2 <= numbers[0] <= 10 else None


def _cards_in(text: str, lang: str) -> list[Card]:
    cards: list[Card] = []
    # Short names: 7♠, ♠7, 7 ♠, R♣.
    for match in re.finditer(r"(?<!\w)(10|[2-9]|[ajqkdrbe]|kn)\s?([♠♣♥♦])|([♠♣♥♦])\s?(10|[2-9]|[ajqkdr]|kn)(?!\w)", text):
        rank_part, suit_part = (match.group(1), match.group(2)) if match.group(1) else (match.group(4), match.group(3))
        cards.append(Card(_LETTERS.get(rank_part) or int(rank_part), _SUIT_SYMBOLS[suit_part]))
    text = re.sub(r"[♠♣♥♦]", " ", text)
    # "ruter 6er", "karo 6lı", "7spar": an ending glued to the number is dropped, a suit split off.
    text = re.sub(r"(?<!\w)(10|[2-9])([^\W\d_]+)",
                  lambda m: m.group(1) + (" " + m.group(2) if m.group(2) in _SUIT_WORDS else ""), text)
    words = [w for w in re.findall(r"[\w]+", text) if w not in ("of", "the", "a", "an", "en", "et", "ei", "bir", "i")]
    # Compound names: sparsju, ruterseks, hjerterdame, klover7, maça7, karo6.
    split: list[str] = []
    for word in words:
        for suit in ("hjerter", "klover", "ruter", "spar", "sinek", "karo", "kupa", "maca"):
            if word.startswith(suit) and len(word) > len(suit) and _rank(word[len(suit):].strip("-"), lang, False):
                split += [suit, word[len(suit):].strip("-")]
                break
        else:
            split.append(word)
    i = 0
    while i < len(split) - 1:
        first, second = split[i], split[i + 1]
        if first in _SUIT_WORDS and _rank(second, lang) is not None:
            cards.append(Card(_rank(second, lang), _SUIT_WORDS[first]))
            i += 2
        elif second in _SUIT_WORDS and _rank(first, lang) is not None:
            cards.append(Card(_rank(first, lang), _SUIT_WORDS[second]))
            i += 2
        else:
            i += 1
    return cards


def read_card(answer: object, lang: str = "en", context: frozenset = frozenset()) -> Card:
    """A card from its short name (7♠, 7s, R♣, ♠7) or its name (maça yedilisi, sparsju, seven of spades)."""
    if isinstance(answer, Card):
        return answer
    if not isinstance(answer, str) or lang not in _RANK_NAMES:
        raise UnreadableAnswer(answer)
    text = _SUFFIX.sub("", _text(answer)).strip().strip(".!\"«»“”")
    compact = re.sub(r"\s+", "", text)
    letter = re.fullmatch(r"(10|[2-9]|[ajqk])([cdhs])|([cdhs])(10|[2-9]|[ajqk])", compact)
    if letter:  # 7s, QH, s7: only as the whole answer
        rank_part, suit_part = (letter.group(1), letter.group(2)) if letter.group(1) else letter.group(4, 3)
        return Card(_LETTERS.get(rank_part) or int(rank_part), _SUIT_LETTERS[suit_part])
    cards = list(dict.fromkeys(_cards_in(text, lang)))
    dropped = set()
    for match in _INSTEAD.finditer(text):  # "6♦ instead of 4♣", "4♣ yerine 6♦", "ikke 7♠"
        dropped.update(_cards_in(match.group(1) or match.group(2), lang))
    if cards and all(c in dropped for c in cards):
        raise UnreadableAnswer(answer)
    cards = [c for c in cards if c not in dropped]
    if len(cards) > 1:
        cards = [c for c in cards if c not in context] or cards
    if len(cards) > 1:
        raise TwoAnswers(answer)
    if not cards:
        raise UnreadableAnswer(answer)
    return cards[0]


_CONNECTORS = {"ya", "da", "yahut", "veya", "veyahut", "ve", "ile", "or", "and", "eller", "og", "samt", "hem",
               "either", "enten", "both", "begge", "only", "just", "bare", "kun", "sadece", "yalnizca", "yalniz",
               "ancak", "the", "also", "ogsa", "plus"}
_LIST_MARKS = {",", "/", "&", "+", "[", "]", '"', "'", "(", ")", "-", ".", ";", "«", "»", "“", "”"}


_NOT_RANK = re.compile(r"(?<!\w)(?:not|ikke|ikkje|never|aldri|except|unntatt)\s+(?:(?:an?|en|et|ei)\s+)?\w+|"
                       r"(?<!\S)\w+\s+degil\w*")


def read_ranks(answer: object, lang: str = "en", context: frozenset = frozenset()) -> frozenset[int]:
    """A set of ranks from a list or from text such as "Q, A", "D og A", "Q veya A", "kız ve as"."""
    if isinstance(answer, (list, tuple, set, frozenset)):
        ranks = [_rank(fold(str(item)).strip(" \"'"), lang) for item in list(answer)[:20]]
        if not ranks or None in ranks:
            raise UnreadableAnswer(answer)
        return frozenset(ranks)
    if not isinstance(answer, str) or lang not in _RANK_NAMES:
        raise UnreadableAnswer(answer)
    text = _SUFFIX.sub("", _text(answer))
    text = _NOT_RANK.sub(" | ", text)  # "dronning og ess, ikke knekt", "kız ve as, papaz değil": a rank ruled out
    if re.fullmatch(r"\s*[ajqkdr]{2,3}\s*", text):  # "QA"
        return frozenset(_LETTERS[c] for c in text.strip())
    runs: list[frozenset[int]] = []
    run: list[int] = []
    tokens = re.findall(r"\w+|[^\w\s]", text)
    for i, token in enumerate(tokens + [None]):
        after = tokens[i + 1] if i + 1 < len(tokens) else ""
        article = token in ("a", "an", "en", "ei", "et", "bir") and _rank(after, lang, letters=False) is not None
        rank = None if token is None or article else _rank(token, lang)
        counted = after and re.fullmatch(r"\w+", after) and _rank(after, lang) is None and after not in _CONNECTORS
        if rank is not None and counted and re.fullmatch(r"[^\W\d]+", token) and token not in _LETTERS \
                and token not in _RANK_NAMES[lang]:
            rank = None  # "de to naboene": a count before a noun, not a rank
        if rank is not None:
            run.append(rank)
        elif token is not None and (article or token in _CONNECTORS or token in _LIST_MARKS):
            continue
        else:
            if run:
                runs.append(frozenset(run))
            run = []
    if len(runs) > 1:
        runs = [r for r in runs if not r <= context] or runs
    if not runs:
        raise UnreadableAnswer(answer)
    if len(set(runs)) > 1:
        raise TwoAnswers(answer)
    return runs[0]
