"""A static picture of a game: SVG inside a little HTML, no script.

This is what ``Game._repr_html_`` shows, so a notebook saved on GitHub or
exported to HTML still shows its positions without a live kernel. The
geometry and the suit outlines are the browser board's (``js/geometry.js`` and
``js/cardart.js``); a test checks that the two agree.

>>> from tripeaks_widget import Game
>>> html = board_html(Game.from_code("TP1-E-AAAAAAB"), lang="nb")
>>> html.startswith("<div") and "<script" not in html and "Trekkbunke" in html
True
"""

from __future__ import annotations

import itertools
from html import escape

from .cards import Card
from .errors import check_type
from .game import Game
from .i18n import DEFAULT_LANG, check_lang, count_cards, rank_symbol, t
from .layout import TRIPEAKS
from .position import JOKER_RANK
from .textboard import final_score, score_label

# Board geometry in card-width units: one column is a card plus a gap.
CARD_W = 0.9
CARD_H = CARD_W * 88 / 63
ROW_PITCH = CARD_H * 0.5
GAP = 1 - CARD_W
PILE_GAP = 0.3
TABLEAU_BOTTOM = GAP / 2 + (len(TRIPEAKS.rows) - 1) * ROW_PITCH + CARD_H
PILE_Y = TABLEAU_BOTTOM + PILE_GAP
BOARD_W = TRIPEAKS.width // 2  #: TriPeaks' ten columns; a wider layout widens its own table
LABEL_H = 0.3  # room under the piles for their names
BOARD_H = PILE_Y + CARD_H + LABEL_H

#: Suit outlines in a 100 x 100 box (clubs, diamonds, hearts, spades), as in js/cardart.js.
SUIT_PATHS = (
    "M50 8a20 20 0 1 1 0 40a20 20 0 1 1 0-40Z"
    "M27 40a20 20 0 1 1 0 40a20 20 0 1 1 0-40Z"
    "M73 40a20 20 0 1 1 0 40a20 20 0 1 1 0-40Z"
    "M38 38H62L64 66H36Z"
    "M46 58C46 78 42 88 30 96H70C58 88 54 78 54 58Z",
    "M50 2Q66 28 86 50Q66 72 50 98Q34 72 14 50Q34 28 50 2Z",
    "M50 92C50 92 4 62 4 32C4 15 16 5 29 5C40 5 47 12 50 21C53 12 60 5 71 5C84 5 96 15 96 32C96 62 50 92 50 92Z",
    "M50 3C50 3 96 35 96 60C96 75 85 83 73 83C63 83 56 78 53 71C54 83 58 91 68 97H32C42 91 46 83 47 71"
    "C44 78 37 83 27 83C15 83 4 75 4 60C4 35 50 3 50 3Z",
)

RED, BLACK, JOKER_INK = "#c1121f", "#1b1b1b", "#6a1b9a"
FELT, FELT_DARK, GOLD = "#1e6b45", "#134a2f", "#ffd166"

# SVG ids must be unique in a page that shows several boards.
_ids = itertools.count()


def slot_column(slot: int, layout=TRIPEAKS) -> float:
    """Left edge of a slot, in columns: the layout's position (half card widths) halved, a layout narrower
    than the table centred on it (Golf's seven columns on TriPeaks' ten), as js/geometry.js does."""
    return (_board_w(layout) - layout.width / 2) / 2 + layout.positions[slot][0] / 2


def _rect(x: float, y: float) -> tuple[float, float, float, float]:
    return (x + GAP / 2, y, CARD_W, CARD_H)


def slot_rect(slot: int, layout=TRIPEAKS) -> tuple[float, float, float, float]:
    return _rect(slot_column(slot, layout), GAP / 2 + layout.positions[slot][1] * ROW_PITCH)


def _pile_y(layout) -> float:
    """The piles' top edge: under the layout's last row (TriPeaks: ``PILE_Y``)."""
    return GAP / 2 + (len(layout.rows) - 1) * ROW_PITCH + CARD_H + PILE_GAP


def _board_w(layout) -> float:
    """The table's width in columns: the layout's, at least TriPeaks' 10."""
    return max(BOARD_W, layout.width / 2)


def _shift(layout) -> float:
    """How far a wider table moves the piles right, so they stay in its middle (as js/geometry.js does)."""
    return (_board_w(layout) - BOARD_W) / 2


def stock_rect(layout=TRIPEAKS) -> tuple[float, float, float, float]:
    return _rect(_shift(layout) + 3.4, _pile_y(layout))


WASTE_FAN = 2


def waste_rect(depth: int = 0, layout=TRIPEAKS) -> tuple[float, float, float, float]:
    """The waste card ``depth`` below the top; the top card is rightmost, older ones peek out on its left."""
    return _rect(_shift(layout) + 5.1 + (WASTE_FAN - depth) * 0.22, _pile_y(layout))


def _num(v: float) -> str:
    return f"{v * 100:.2f}".rstrip("0").rstrip(".")


def _pip(suit: int, cx: float, cy: float, size: float, upside_down: bool = False) -> str:
    turn = f"rotate(180 {cx} {cy}) " if upside_down else ""
    return f'<path d="{SUIT_PATHS[suit]}" transform="{turn}translate({cx - size / 2} {cy - size / 2}) scale({size / 100})"/>'


def _card_face(card: Card, rect, lang: str) -> str:
    x, y, w, h = rect
    frame = f'<svg x="{_num(x)}" y="{_num(y)}" width="{_num(w)}" height="{_num(h)}" viewBox="0 0 100 140">'
    paper = '<rect x="1" y="1" width="98" height="138" rx="7" fill="#fffdf7" stroke="#8b8577"/>'
    if card.rank == JOKER_RANK:
        star = '<text x="50" y="92" font-size="60" text-anchor="middle">★</text>'
        return f'{frame}{paper}<g fill="{JOKER_INK}">{star}</g></svg>'
    ink = RED if card.suit.is_red else BLACK
    symbol = escape(rank_symbol(card.rank, lang))
    size, spacing = (25, -3) if len(symbol) > 1 else (31, -1.5)
    corner = (
        f'<text x="13" y="30" font-size="{size}" font-weight="700" text-anchor="middle" '
        f'letter-spacing="{spacing}">{symbol}</text>' + _pip(card.suit, 13, 44, 16)
    )
    middle = _pip(card.suit, 50, 82, 40)
    return (
        f'{frame}{paper}<g fill="{ink}">{corner}{middle}'
        f'<g transform="rotate(180 50 70)">{corner}</g></g></svg>'
    )


def _card_back(rect, pattern: str) -> str:
    x, y, w, h = (_num(v) for v in rect)
    return (
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="6" fill="#fffdf7" stroke="#6d6a60"/>'
        f'<rect x="{float(x) + 4:g}" y="{float(y) + 4:g}" width="{float(w) - 8:g}" height="{float(h) - 8:g}" '
        f'rx="4" fill="url(#{pattern})"/>'
    )


def _empty_pile(rect) -> str:
    x, y, w, h = (_num(v) for v in rect)
    return (
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="6" fill="rgba(0,0,0,.18)" '
        f'stroke="rgba(255,255,255,.5)" stroke-dasharray="6 5" stroke-width="2"/>'
    )


def _mark(slot: int, mark: dict, layout=TRIPEAKS) -> str:
    """A teacher's mark: the slot outlined in its colour, its label in a pill over the card's top edge."""
    x, y, w, h = slot_rect(slot, layout)
    colour = escape(mark["colour"])
    parts = [
        f'<rect x="{_num(x - 0.04)}" y="{_num(y - 0.04)}" width="{_num(w + 0.08)}" height="{_num(h + 0.08)}" rx="9" '
        f'fill="none" stroke="{colour}" stroke-width="7" class="tp-mark" data-slot="{slot}"/>'
    ]
    label = mark.get("label") or ""
    if label:
        width = 24 + 11 * len(label)
        cx = min(max(x * 100 + w * 50, width / 2), _board_w(layout) * 100 - width / 2)
        top = y * 100 - 16
        parts.append(
            f'<rect x="{cx - width / 2:.1f}" y="{top:.1f}" width="{width}" height="30" rx="15" fill="rgba(0,0,0,.82)" '
            f'stroke="{colour}" stroke-width="2"/><text x="{cx:.1f}" y="{top + 21:.1f}" font-size="19" '
            f'text-anchor="middle" fill="#ffffff">{escape(label)}</text>'
        )
    return "".join(parts)


def board_svg(game, lang: str = DEFAULT_LANG, marks: dict | None = None) -> str:
    """The board as one SVG element: the peaks, the stock with its count, the waste, and any marks.

    ``marks`` maps slots to ``{"label": ..., "colour": "#rrggbb"}`` (the board's ``highlight``).
    """
    check_lang(lang)
    check_type(game, Game, "game", "a Game")
    uid = next(_ids)
    layout = game.layout
    board_w = _board_w(layout)
    board_h = _pile_y(layout) + CARD_H + LABEL_H * board_w / BOARD_W  # as js/geometry.js: room for the names
    pattern, felt = f"tp-back-{uid}", f"tp-felt-{uid}"
    head = 52  # room above the table for rule, code, score and moves
    width, height = board_w * 100, board_h * 100 + head
    description = game.describe(lang)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 {-head} {_num(board_w)} {_num(board_h + head / 100)}" '
        f'width="100%" style="max-width:{width:.0f}px" role="img" aria-label="{escape(description)}" '
        f'font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif">',
        f"<title>{escape(description)}</title>",
        "<defs>"
        f'<pattern id="{pattern}" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
        '<rect width="12" height="12" fill="#1d4f91"/><path d="M0 0H12M0 0V12" stroke="#ffffff" stroke-opacity=".22" '
        'stroke-width="5"/></pattern>'
        f'<radialGradient id="{felt}" cx="50%" cy="30%" r="75%"><stop offset="0" stop-color="{FELT}"/>'
        f'<stop offset="1" stop-color="{FELT_DARK}"/></radialGradient>'
        "</defs>",
        f'<rect x="0" y="{-head}" width="{width:.0f}" height="{height:.0f}" rx="14" fill="url(#{felt})"/>',
    ]
    stats = " · ".join((
        game.rule_name(lang),
        f"{t('ui_code', lang)}: {game.code}",
        f"{score_label(game.rules, lang)}: {game.score}",
        f"{t('ui_moves', lang)}: {game.moves}",
    ))
    parts.append(f'<text x="20" y="{-head + 34}" font-size="26" fill="#f6f6f0">{escape(stats)}</text>')
    for slot in range(layout.size):
        card = game.card_at(slot)
        if card is None:
            continue
        if game.is_face_up(slot):
            parts.append(_card_face(card, slot_rect(slot, layout), lang))
        else:
            parts.append(_card_back(slot_rect(slot, layout), pattern))
    for peak, cleared in enumerate(game.cleared_peaks):
        if cleared:
            x, y, w, h = slot_rect(layout.group_top(peak), layout)
            parts.append(
                f'<text x="{_num(x + w / 2)}" y="{_num(y + h / 2)}" font-size="20" font-weight="700" '
                f'text-anchor="middle" fill="{GOLD}">{escape(t("ui_peak_cleared", lang))}</text>'
            )
    stock = game.stock_size
    has_stock = bool(layout.stock or game.stock_cards)  # Black Hole, All in a Row: no stock drawn, nor named
    if not has_stock:
        pass
    elif stock:
        parts.append(_card_back(stock_rect(layout), pattern))
        x, y, w, _ = stock_rect(layout)
        parts.append(
            f'<circle cx="{_num(x + w)}" cy="{_num(y)}" r="20" fill="{GOLD}"/>'
            f'<text x="{_num(x + w)}" y="{_num(y)}" dy="8" font-size="22" font-weight="700" text-anchor="middle" '
            f'fill="#1b1b1b">{stock}</text>'
        )
    else:
        parts.append(_empty_pile(stock_rect(layout)))
    shown = game.waste[-(WASTE_FAN + 1):]
    if not shown:
        parts.append(_empty_pile(waste_rect(0, layout)))
    for depth, card in reversed(list(enumerate(reversed(shown)))):
        parts.append(_card_face(card, waste_rect(depth, layout), lang))
    x, y, w, h = stock_rect(layout)
    label_y = _num(y + h + 0.22)  # inside the LABEL_H strip
    if has_stock:
        parts.append(
            f'<text x="{_num(x + w / 2)}" y="{label_y}" font-size="20" text-anchor="middle" fill="#f6f6f0">'
            f"{escape(t('ui_stock', lang))}: {escape(count_cards(stock, lang))}</text>"
        )
    x, y, w, h = waste_rect(1, layout)
    parts.append(
        f'<text x="{_num(x + w / 2)}" y="{label_y}" font-size="20" text-anchor="middle" fill="#f6f6f0">'
        f"{escape(t('ui_waste', lang))}</text>"
    )
    for slot, mark in sorted((marks or {}).items()):
        parts.append(_mark(slot, mark, layout))
    status = game.status.value
    if status == "won":  # the peaks are empty: the banner goes in their middle
        parts.append(_won_banner(t("ui_won", lang), final_score(game, lang), board_w))
    elif status != "playing":  # stuck: the cards left must stay in sight, so the bottom right corner
        parts.append(_corner_banner(t("stuck", lang), layout))
    parts.append("</svg>")
    return "".join(parts)


def _text_width(text: str, size: float) -> float:
    """A generous width of ``text`` in the bold sans at ``size``: digits and spaces 0.56 em, the rest 0.72 em."""
    return sum(0.56 if c.isdigit() or c == " " else 0.72 for c in text) * size


def _won_banner(title: str, line: str, board_w: float = BOARD_W) -> str:
    """"You won!" over the final score, on two lines, in a box as wide as the longer needs (issue 23).

    Centred on the empty peaks and never wider than the table; a text that
    would still not fit is squeezed to the box (``textLength``) rather than cut.
    """
    sizes = (34, 26)
    inner = max(_text_width(title, sizes[0]), _text_width(line, sizes[1]))
    width = min(board_w * 100 - 60, max(420, inner + 60))
    x, top, height = (board_w * 100 - width) / 2, 105, 110
    texts = []
    for text, size, y in ((title, sizes[0], top + 46), (line, sizes[1], top + 88)):
        fit = ""
        if _text_width(text, size) > width - 30:
            fit = f' textLength="{width - 30:.0f}" lengthAdjust="spacingAndGlyphs"'
        texts.append(
            f'<text x="{board_w * 50:g}" y="{y}" font-size="{size}" font-weight="{800 if size == sizes[0] else 700}" '
            f'text-anchor="middle" fill="{GOLD if size == sizes[0] else "#f6f6f0"}" data-banner=""{fit}>'
            f"{escape(text)}</text>"
        )
    return (f'<rect x="{x:.0f}" y="{top}" width="{width:.0f}" height="{height}" rx="14" fill="rgba(10,30,20,.93)" '
            f'stroke="{GOLD}" stroke-width="3"/>' + "".join(texts))


def _corner_banner(text: str, layout=TRIPEAKS) -> str:
    """A message in the free corner right of the waste, on one line or two."""
    x = waste_rect(0, layout)[0] * 100 + 90 + 25  # the top card of the waste is its rightmost
    width = _board_w(layout) * 100 - 15 - x
    words, lines = text.split(), [text]
    if len(text) * 13.5 > width - 20 and len(words) > 1:  # about 13.5 px a character at 24 px, bold
        cut = min(range(1, len(words)), key=lambda i: abs(len(" ".join(words[:i])) - len(" ".join(words[i:]))))
        lines = [" ".join(words[:cut]), " ".join(words[cut:])]
    top = stock_rect(layout)[1] * 100 + 10
    height = 24 + 32 * len(lines)
    spans = "".join(f'<tspan x="{x + width / 2:.0f}" dy="{0 if i == 0 else 32}">{escape(line)}</tspan>'
                    for i, line in enumerate(lines))
    return (f'<rect x="{x:.0f}" y="{top:.0f}" width="{width:.0f}" height="{height}" rx="12" fill="rgba(10,30,20,.93)" '
            f'stroke="{GOLD}" stroke-width="3"/><text y="{top + 40:.0f}" font-size="24" font-weight="800" '
            f'text-anchor="middle" fill="{GOLD}">{spans}</text>')


def board_html(game, lang: str = DEFAULT_LANG, marks: dict | None = None) -> str:
    """The static picture for ``Game._repr_html_`` and the board: SVG in a div, readable without a kernel."""
    svg = board_svg(game, lang, marks)  # checks lang before it goes into the markup
    return f'<div class="tripeaks-board" lang="{escape(lang)}">{svg}</div>'
