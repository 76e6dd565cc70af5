"""The sentence around the answer: where a reason, a conclusion, a new clause or a ruled-out value begins.

The readers of numbers, cards, ranks and yes/no take from here what in a
sentence is not the answer itself: "fordi …" (a reason), "ikke 23" (a value
ruled out), ", with 17 draws" (what the answer rests on); and what marks the
answer: "so 204", "= 563", "det blir 563".
"""

from __future__ import annotations

import re

__all__ = ["ALTERNATIVE", "CLAUSE_BREAK", "CLAUSES", "CONCLUSION", "INSTEAD", "REASON", "RULED_OUT_NUMBER",
           "RULED_OUT_RANK"]

#: "because …", "çünkü …", "fordi …": what follows is a reason, not the answer.
REASON = re.compile(r"(?<!\w)(?:because|since|cause|cuz|coz|as the|cunku|zira|fordi|siden|ettersom|for det|"
                    r"da det)(?!\w)")
#: "759 - 555, so 204", "yani 204", "altså 204": the answer comes after, as after "=".
CONCLUSION = re.compile(r"(?<!\w)(?:so|thus|therefore|hence|equals|makes|gives|is|that's|sa|så|altsa|altså|dermed|"
                        r"som blir|blir|ble|gir|er|er lik|yani|cikarinca|cikarirsak|cikarirsan|cikarilinca|"
                        r"dolayisiyla|bu yuzden|o yuzden|eder|esittir|yapar)(?!\w)|->|=>|→")
#: "not 23", "ikke 23", "23 değil": a number the student rules out.
RULED_OUT_NUMBER = re.compile(r"(?<!\w)(?:not|ikke|ikkje|never|aldri)\s+(\d+(?:[.,]\d+)?)|"
                              r"(?<![\d.,])(\d+(?:[.,]\d+)?)[^\s\d]*(?:\s+[^\W\d]+)?\s+degil(?!\s*m[iu](?!\w))")
#: "20 veya 21", "20/21", "20, 21": values offered as alternatives.
ALTERNATIVE = re.compile(r"(?<!\w)(?:or|veya|veyahut|ya da|yoksa|yahut|eller|el\.)(?!\w)|\d\s*/\s*\d|\d\s*,\s*\d")
#: "563 (500 - 37 + 100)", "755, with 17 draws": the answer, then what it rests on.
CLAUSE_BREAK = re.compile(r",\s+(?=[^\W\d])|\(|\s[-–—]\s(?=[^\W\d])|(?<!\w)(?:with|med|ile)(?!\w)")
#: "6♦ instead of 4♣", "4♣ yerine 6♦", "ikke 7♠": a card ruled out.
INSTEAD = re.compile(r"(?<!\w)(?:instead of|rather than|not|i stedet for|istedenfor|heller enn|ikke)\s+"
                     r"(\S+(?:\s+of)?(?:\s+\S+)?)|(?<!\S)(\S+(?:\s+\S+)?)\s+(?:yerine|degil)(?!\w)")
#: "dronning og ess, ikke knekt", "kız ve as, papaz değil": a rank ruled out.
RULED_OUT_RANK = re.compile(r"(?<!\w)(?:not|ikke|ikkje|never|aldri|except|unntatt)\s+(?:(?:an?|en|et|ei)\s+)?\w+|"
                            r"(?<!\S)\w+\s+degil\w*")
#: Where a yes/no answer's clauses part: punctuation, "but", "because".
CLAUSES = re.compile(r"[,;:.!?()\[\]–—]|\s-\s|(?<!\w)(?:but|men|ama|fakat|ancak|lakin|because|since|cunku|zira|"
                     r"fordi|siden|ettersom)(?!\w)")
