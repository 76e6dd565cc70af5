"""Reading a student's answer the way students write it, in English, Turkish or Norwegian.

Every exercise accepts the natural forms of its kind in each of the three
languages (``tests/test_answer_forms.py`` has one table per language, and
``tests/answer_corpus.txt`` a few hundred answers written as students write them):

- a number as digits or words, inside a short sentence, with a unit or an ordinal: ``23``, ``27,5``,
  ``yirmi üç kart``, ``det blir 563``, ``464'e düşer``, ``66p``, ``20. hamlede``, ``trekk 20``;
  working is read as its result: ``500 - 37 + 100 = 563`` is 563 (the value after the last "=");
- a percentage, an estimate or a range: ``%27,5``, ``rundt 30 %``, ``%25 civarı``, ``25–30 %`` (its middle),
  a fraction: ``en fjerdedel``, ``dörtte bir``, ``one in four`` (25 %);
- the value the sentence is about, not a remark's: ``det blir 497, jeg trakk 3 ganger``, ``3 kez çekince 497``;
  and the value after a correction: ``23, nei vent, 24``;
- yes or no first, a reason after it, or the question's verb: ``hayır, çünkü …``, ``jepp``, ``kazanılamaz``,
  ``det går ikke``; what a verb means depends on the question (``topic``);
- a card as its short name or its name: ``7♠``, ``7s``, ``R♣'yi``, ``maça yedilisi``, ``sparsju``,
  ``the seven of spades``;
- a list of ranks joined by commas or by words: ``Q, A``, ``dronning og ess``, ``kız ve as``.

An answer that names two different values ("ja og nei", "20 veya 21") raises
``TwoAnswers``; one that cannot be read raises ``UnreadableAnswer``. Nothing else
is ever raised, whatever is typed.

The reader is split by what it reads, one module each:

- ``text``: the answer as plain folded text, and the two errors;
- ``sentence``: the sentence around the answer: reasons, conclusions, clauses, values ruled out;
- ``numerals``: the numbers a text names, in digits or words (``..numberwords``), and sums written out;
- ``numbers``: a number answer (``read_number``); ``percent``: an estimate as a percentage (``Bound``, shares);
- ``cards``: a card or a set of ranks (``read_card``, ``read_ranks``);
- ``yesno``: a yes or a no (``read_yes_no``, ``topic``);
- ``question``: what the question itself names (``named_in``).

>>> read_number("%27,5", percent=True), read_yes_no("Doğru", "tr"), read_yes_no("usant", "nb")
(27.5, True, False)
>>> read_number("500 - 37 + 100 = 563"), read_number("det blir fem hundre og sekstitre", lang="nb")
(563, 563)
>>> sorted(read_ranks("D veya A")), read_card("maça 7'si"), read_card("sparsju", "nb")
([1, 12], Card.from_str('7♠'), Card.from_str('7♠'))
"""

from .cards import read_card, read_ranks
from .numbers import read_number
from .percent import Bound
from .question import asks_for_better, named_in
from .text import TwoAnswers, UnreadableAnswer, fold
from .yesno import read_yes_no, topic

__all__ = ["Bound", "TwoAnswers", "UnreadableAnswer", "asks_for_better", "fold", "named_in", "read_card", "read_number", "read_ranks",
           "read_yes_no", "topic"]
