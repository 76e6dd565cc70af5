"""The board in text: the picture of ``Game.text(lang)`` and ``str(game)``, the sentence of ``Game.describe(lang)``.

In the picture each row of cards (``##`` face down) stands over its slot
numbers, each card centred over the two cards that cover it; the last line
names the waste, the stock, the score, the moves, the rule, the code and the
status.  The sentence is what a screen reader reads (spec §9).  Under Golf's count
(scoring=cards-left) the score is the cards left, and every text says so
(``score_label``, ``final_score``: the board and the picture say it the same way).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .i18n import card_name, check_lang, count_cards, short_card_name, t
from .layout import TRIPEAKS

if TYPE_CHECKING:  # the game imports this module, not the other way round
    from .game import Game
    from .rules import Rules

#: Characters in a line of the TriPeaks text board: the bottom row's ten cards, four columns a card.
WIDTH = 2 * TRIPEAKS.width + 4


def _text_column(layout, slot: int) -> int:
    # Four columns a card: two a half card width of the layout's positions.
    return 2 * layout.positions[slot][0]


def board_text(game: Game, lang: str = "en") -> str:
    """``game`` as a text picture in ``lang`` (see ``Game.text``)."""
    check_lang(lang)
    lines = []
    layout = game.layout
    width = 2 * layout.width + 4
    for row in layout.rows:
        cards, labels = [" "] * width, [" "] * width
        for slot in row:
            if game.is_removed(slot):
                continue
            col = _text_column(layout, slot)
            face = short_card_name(game.card_at(slot), lang) if game.is_face_up(slot) else "##"
            cards[col:col + len(face)] = face
            labels[col:col + len(str(slot))] = str(slot)
        lines += ["".join(cards).rstrip(), "".join(labels).rstrip()]
    top = game.waste_top
    key = "text_board_line_cards_left" if counts_cards_left(game.rules) else "text_board_line"
    lines.append(t(key, lang, waste=short_card_name(top, lang) if top else "--",
                   stock=game.stock_size, score=game.score, moves=game.moves, rule=game.rule_name(lang),
                   code=game.code, status=t("status_" + game.status.value, lang)))
    return "\n".join(lines)


def counts_cards_left(rules: Rules) -> bool:
    """Whether ``rules``' score is the cards left (scoring=cards-left, a layout without groups' own)."""
    return rules.scoring == "cards-left"


def score_label(rules: Rules, lang: str) -> str:
    """The score's label: "Score", or "Cards left" under scoring=cards-left."""
    return t("ui_cards_left" if counts_cards_left(rules) else "ui_score", lang)


def final_score(game: Game, lang: str) -> str:
    """The final score as a banner says it: "Final score: 497", or "Cards left: 0" under scoring=cards-left."""
    if counts_cards_left(game.rules):
        return t("ui_final_cards_left", lang, n=game.score)
    return t("ui_final_score", lang, score=game.score)


def board_sentence(game: Game, lang: str = "en") -> str:
    """``game`` in one sentence in ``lang``, as a screen reader reads it (see ``Game.describe``)."""
    check_lang(lang)
    top = game.waste_top
    rows = []
    for row in game.layout.rows:
        names = [
            card_name(game.card_at(s), lang) if game.is_face_up(s) else t("face_down", lang)
            for s in row
            if not game.is_removed(s)
        ]
        rows.append(", ".join(names) if names else t("empty", lang))
    if game.layout is not TRIPEAKS:  # rows by number, top to bottom
        return t("describe_layout", lang, stock=count_cards(game.stock_size, lang),
                 waste=card_name(top, lang) if top else t("empty", lang),
                 rows="; ".join(t("describe_row", lang, n=n, cards=cards) for n, cards in enumerate(rows, 1)))
    return t(
        "describe",
        lang,
        stock=count_cards(game.stock_size, lang),
        waste=card_name(top, lang) if top else t("empty", lang),
        row1=rows[0],
        row2=rows[1],
        row3=rows[2],
        row4=rows[3],
    )
