"""The sentence around the answer: where a reason, a conclusion, a new clause or a ruled-out value begins.

The readers of numbers, cards, ranks and yes/no take from here what in a
sentence is not the answer itself: "fordi …" (a reason), "ikke 23" (a value
ruled out), ", with 17 draws" (what the answer rests on); and what marks the
answer: "so 204", "= 563", "det blir 563".
"""

from __future__ import annotations

import re
from typing import Callable

from .text import TwoAnswers

__all__ = ["ALTERNATIVE", "CLAUSE_BREAK", "CLAUSES", "CONCLUSION", "INSTEAD", "PLAYED", "REASON", "RULED_OUT_CARD",
           "RULED_OUT_NUMBER", "RULED_OUT_RANK", "SHOULD", "YES_NO_CORRECTION", "answer_clause", "corrected"]

#: "because …", "çünkü …", "fordi …": what follows is a reason, not the answer.
REASON = re.compile(r"(?<!\w)(?:because|since|cause|cuz|coz|as the|cunku|zira|fordi|siden|sidan|ettersom|av di|"
                    r"for det|da det)(?!\w)")
#: "759 - 555, so 204", "yani 204", "altså 204": the answer comes after, as after "=".
CONCLUSION = re.compile(r"(?<!\w)(?:so|thus|therefore|hence|equals|makes|gives|is|that's|sa|så|altsa|altså|dermed|"
                        r"som blir|blir|ble|vert|vart|gir|er|er lik|yani|cikarinca|cikarirsak|cikarirsan|cikarilinca|"
                        r"dolayisiyla|bu yuzden|o yuzden|eder|esittir|yapar)(?!\w)|->|=>|→")
#: "not 23", "ikke 23", "23 değil": a number the student rules out.
RULED_OUT_NUMBER = re.compile(r"(?<!\w)(?:not|ikke|ikkje|never|aldri)\s+(\d+(?:[.,]\d+)?)|"
                              r"(?<![\d.,])(\d+(?:[.,]\d+)?)[^\s\d]*(?:\s+[^\W\d]+)?\s+degil(?!\s*m[iu](?!\w))")
#: "20 veya 21", "20/21", "20, 21": values offered as alternatives.
ALTERNATIVE = re.compile(r"(?<!\w)(?:or|veya|veyahut|ya da|yoksa|yahut|eller|el\.)(?!\w)|\d\s*/\s*\d|\d\s*,\s*\d")
#: "563 (500 - 37 + 100)", "755, with 17 draws": the answer, then what it rests on.
CLAUSE_BREAK = re.compile(r",\s+(?=[^\W\d])|\(|\s[-–—]\s(?=[^\W\d])|(?<!\w)(?:with|med|ile)(?!\w)")
#: "ikke 7♠", "7♠ değil": a card ruled out.
RULED_OUT_CARD = re.compile(r"(?<!\w)(?:not|ikke|ikkje)\s+(\S+(?:\s+of)?(?:\s+\S+)?)|"
                            r"(?<!\S)(\S+(?:\s+\S+)?)\s+degil(?!\w)")
#: "X instead of Y" (en, nb: Y follows), "Y yerine X" (tr: Y comes first): Y is the card not played, or not to play.
INSTEAD = re.compile(r"(?<!\w)(?:instead of|rather than|in place of|i stedet for|istedenfor|istedet for|i staden for|"
                     r"heller enn|framfor|fremfor)(?!\w)|(?<!\w)yerine(?!\w)")
#: A verb that tells what was played (not what should have been): "played", "spilte", "oynadı".
PLAYED = re.compile(r"(?<!\w)(?:played|chose|picked|took|used|went for|spilte|spelte|spilt|spelt|valgte|tok|brukte|"
                    r"la ned|oynadi|oynamis|oynandi|secti|kullandi|koydu|aldi)(?!\w)")
#: A verb that tells what should have been played: "should", "burde", "oynamalıydı".
SHOULD = re.compile(r"(?<!\w)(?:should|ought|would|better|must|burde|skulle|bor|matte|gerek\w*|lazim\w*)(?!\w)|"
                    r"m[ae]l[iu](?:yd[iu]|d[iu]r)?(?!\w)")
#: "dronning og ess, ikke knekt", "kız ve as, papaz değil": a rank ruled out.
RULED_OUT_RANK = re.compile(r"(?<!\w)(?:not|ikke|ikkje|never|aldri|except|unntatt)\s+(?:(?:an?|en|et|ei)\s+)?\w+|"
                            r"(?<!\S)\w+\s+degil\w*")
#: Where a yes/no answer's clauses part: punctuation, "but", "because".
CLAUSES = re.compile(r"[,;:.!?()\[\]–—]|\s-\s|(?<!\w)(?:but|men|ama|fakat|ancak|lakin|because|since|cunku|zira|"
                     r"fordi|siden|ettersom)(?!\w)")
#: "23, nei vent, 24", "23 no wait 24", "23, yok 24", "23 i mean 24": the value after it is the answer.
CORRECTION = re.compile(r"(?<!\w)(?:no wait|wait|no|nope|i mean|sorry|oops|whoops|actually|or rather|correction|"
                        r"scratch that|my bad|wrong|nei vent|vent|nei|nei da|neida|eller nei|forresten|jeg mener|mener|"
                        r"rettelse|unnskyld|beklager|oi|ups|feil|yok|hayir|pardon|ozur dilerim|ozur|yanlis yazdim|"
                        r"yanlis|aslinda|dur|bekle|duzeltme|hata)(?!\w)")

#: Where a number answer's clauses part: a full stop, a comma, a dash before a word, brackets, a reason, a conclusion.
_BREAK = re.compile(r"[;!?]+|\.(?=\s|$)|,(?=\s)|\s[-–—]\s(?=[^\W\d])|[()\[\]]|"
                    r"(?<!\w)(?P<opens>(?:and |og |ve |men |but |ama )?(?:because|since|cause|cuz|coz|fordi|siden|"
                    r"sidan|av di|ettersom|cunku|zira|so|thus|therefore|hence|sa|så|altsa|altså|dermed|yani|"
                    r"dolayisiyla|bu yuzden|o yuzden|with|med|including|inkludert|inklusive|medregnet)(?!\w))")
#: A Turkish clause ends with a converb or a postposition ("çekince", "çekip", "çektiğim için", "bonusuyla"): it is
#: a remark.
_TR_BREAK = re.compile(r"\w(?:[iu]nc[ae]|[iu]p|[ae]r[ae]k|rken|(?<=[^\W\d]{3})y?l[ae]|[dt][iu]g[iu]m?n?d[ae]n|"
                       r"[dt][iu]g[iu]m?\s+icin|[dt][ae]n\s+sonra)(?=[\s,;]|$)|"
                       r"(?<=\w)\s+(?:icin|sonra|dolayi|yuzunden)(?=[\s,;]|$)")
_OPENS_REMARK = re.compile(r"\s*(?:and |og |ve |but |men |ama )?(?:because|since|cause|cuz|coz|as|fordi|siden|sidan|"
                           r"av di|ettersom|(?:for|da) (?:det|jeg|eg|vi|du|den|han|hun)|cunku|zira|with|med|"
                           r"including|inkludert|inklusive|medregnet)(?!\w)")
_OPENS_CONCLUSION = re.compile(r"\s*(?:and |og |ve |but |men |ama )?(?:so|thus|therefore|hence|then|sa|så|altsa|"
                               r"altså|dermed|yani|dolayisiyla|bu yuzden|o yuzden|"
                               r"da (?:blir|er|ble|far|får|fikk|gir|vert))(?!\w)|"
                               r".*(?:=|->|=>|→|(?<!\w)(?:equals|esittir|er lik|svaret? er|svar:|answer is|answer:|"
                               r"cevap:?|sonuc)(?!\w))")
#: "det blir 563", "it's 563", "the score is 563", "563 olur": a sentence that states the answer.
_STATES = re.compile(r"(?<!\w)(?:det|den|it|that|this|svaret|poengsummen|poengsum|poenget|score|the score|summen|"
                     r"resultatet|puan|sonuc|cevap)\s+(?:blir|er|ble|vert|vart|is|will be|becomes|would be|was|"
                     r"blir da|er da)(?!\w)|(?<!\w)(?:it'?s|that'?s|its|i get|i got|you get|jeg fikk|jeg far|du far|far du|"
                     r"fikk jeg|får du|du får|jeg får)(?!\w)|\d\S*\s+(?:\w+\s+)?(?:olur|oldu|olacak|eder|yapar|"
                     r"kalir|kaldi)(?!\w)|(?<!\w)(?:fark|farki|difference|the difference|gap|the gap|forskjell|forskjellen|"
                     r"differanse|differansen|avstand|avstanden)\s*(?:is|er|blir|:|=)?\s*[-+−]?\d")
#: Words that may stand beside the answer in a clause of its own: "563 poeng", "about 30 %".
_BESIDE = {"poeng", "points", "point", "pts", "p", "puan", "score", "poengsum", "kort", "cards", "card", "kart", "tane",
           "stk", "stykker", "prosent", "percent", "yuzde", "omtrent", "about", "around", "rundt", "ca", "cirka",
           "yaklasik", "civari", "kadar", "totalt", "toplam", "then", "da", "svar", "cevap", "answer", "final",
           "sluttsum", "ja", "yes", "evet", "tror", "think", "bence", "sanirim", "jeg", "i", "min", "my", "the",
           "og", "and", "ve", "men", "but", "ama", "so", "sa", "yani", "under", "below", "par", "altinda", "parin"}
#: A number of something else than the answer: "det er 100 i bonus", "3 trekk", "99 minus".
_OTHER = re.compile(r"\d\s*(?:\w+\s+)?(?:bonus\w*|trekk\w*|draws?|ganger|gonger|times|kez|kere|cekis\w*|angring\w*|"
                    r"undos?|minus|eksi|straff|ceza\w*)(?!\w)")
#: "maybe 498", "eller 498": a clause that offers another value beside the answer.
_HEDGE = re.compile(r"(?<!\w)(?:maybe|perhaps|or|either|kanskje|muligens|eller|belki|veya|ya da|yoksa|yahut)(?!\w)")
#: Words that name another value when they stand before a number: "par 759", "poeng 555".
_LABEL = re.compile(r"(?<!\w)(?:par|poeng|points|score|puan|poengsum|kort|cards|kart)\s*[:=]?\s*[-+−]?\d")
#: A count of draws beside the answer ("jeg trakk 3 ganger", "3 trekk", "3 kez çekince", "5 draws") is not the answer.
DRAWS = re.compile(r"(?<!etter )(?<!after )(?<![\d.,])(\d+)\s*(?:ganger|gang|gonger|gongar|gong|times|kez|kere|defa|"
                   r"sefer|draws|draw|trekk(?:ene)?|trekninger|cekis\w*|cekme\w*|kart cek\w*|kez kart|kere kart)(?!\w)")


#: A correction that is not itself a yes or a no, for yes/no answers: "ja, nei vent, nei", "evet, pardon, hayır".
YES_NO_CORRECTION = re.compile(r"(?<!\w)(?:no wait|wait|i mean|sorry|oops|whoops|or rather|scratch that|my bad|"
                               r"nei vent|vent|jeg mener|eller nei|unnskyld|beklager|pardon|ozur dilerim|dur|bekle|"
                               r"yanlis yazdim)(?!\w)")


def corrected(text: str, count: Callable[[str], int], marks: re.Pattern = CORRECTION) -> str:
    """The text after the last correction that has a value on each side ("23, nei vent, 24" -> " 24")."""
    for found in reversed(list(marks.finditer(text))):
        if count(text[:found.start()]) and count(text[found.end():]):
            return text[found.end():]
    return text


def _kind(clause: str, values: list, subordinate: bool) -> int:
    """How surely a clause gives the answer: 2 a conclusion, 1 a statement or the value alone, 0 other; -1 a remark."""
    if subordinate or _OPENS_REMARK.match(clause):
        return -1
    if _OPENS_CONCLUSION.match(clause):
        return 2
    if len(set(values)) != 1 or _OTHER.search(clause):
        return 0
    if _STATES.search(clause):
        return 1
    words = re.findall(r"[^\W\d_]+", clause)
    return 1 if all(w in _BESIDE for w in words) and not _LABEL.search(clause) else 0


def answer_clause(text: str, lang: str, values: Callable[[str], list]) -> str:
    """The clause that gives the answer, for a sentence with values in more than one clause; else the whole text.

    A conclusion ("so 204", "= 563") wins; then a clause that states the answer ("det blir 563", "563 olur") or
    gives the value on its own ("563 poeng"): the first one, or in Turkish, which puts the answer last, the last
    one ("563, det er 5 mindre": 563; "99 puan gider, 464 kalır": 464). A reason ("fordi 3 trekk …"), a Turkish
    converb clause ("3 kez çekince") and a count of draws are remarks. Other clauses that tie are left together,
    so that two values in them get "write one answer"; so does another value offered beside ("eller 498"):
    TwoAnswers.
    """
    # A count of draws is set aside where another value is left: "jeg trakk 3 ganger og fikk 497".
    counted = DRAWS.sub(lambda m: " " + m.group(0)[len(m.group(1)):], text)
    if counted != text and values(counted):
        text = counted
    breaks = [(m.start(), m.start() if m.group("opens") else m.end(), False) for m in _BREAK.finditer(text)]
    if lang == "tr":  # a converb ends the clause it closes, which is then a remark
        breaks += [(m.end(), m.end(), True) for m in _TR_BREAK.finditer(text)]
    pieces, subordinate, start = [], [], 0
    for end, after, sub in sorted(breaks):
        if end < start:
            continue
        pieces.append(text[start:end])
        subordinate.append(sub)
        start = after
    pieces.append(text[start:])
    subordinate.append(False)
    clauses = [(p, values(p), sub) for p, sub in zip(pieces, subordinate)]
    clauses = [(p, v, sub) for p, v, sub in clauses if v]
    if len(clauses) < 2:
        return clauses[0][0] if clauses else text
    ranked = [(_kind(p, v, sub), p, v) for p, v, sub in clauses]
    offered = [(p, v) for k, p, v in ranked if k >= 0]
    if any(_HEDGE.search(p) for p, _ in offered) and len({x for _, v in offered for x in v}) > 1:
        raise TwoAnswers(text)  # "497, men kanskje 498", "497? eller 498": no one value
    if lang == "tr" and len(pieces) > 1:  # the clause right after a converb's is its sentence's main clause
        mains = {pieces[i + 1] for i in range(len(pieces) - 1) if subordinate[i]}
        ranked = [(max(k, 1) if p in mains and k >= 0 else k, p, v) for k, p, v in ranked]
    else:
        mains = set()
    best = max(k for k, _, _ in ranked)
    if best < 0:
        return text
    chosen = [(p, v) for k, p, v in ranked if k == best]
    alone = {x for p, v in chosen for x in v if not _STATES.search(p) and p not in mains}
    if best == 2 or best == 1 and lang == "tr" and len(alone) < 2:
        return chosen[-1][0]  # the last conclusion (working goes on to it); in Turkish the last statement
    if best == 1 and len(alone) < 2:
        return chosen[0][0]
    return " , ".join(p for p, _ in chosen)  # "20, 21": a list of values
