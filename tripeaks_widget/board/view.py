"""What the board draws, as plain data: positions, replay steps and marks.

No anywidget here (``widget.py`` sends what this module builds), so it can be
tested and reused without a notebook. Face-down cards never appear in what
this module returns: a face-down slot says only that it is face down.
"""

from __future__ import annotations

import re
from typing import Any, Iterable

from ..engine.cards import Card
from ..engine.codes import GameCode, Rule
from ..engine.errors import InvalidArgumentError, WrongTypeError, short, read_action
from ..engine.game import DRAW, Game, IllegalMoveError, Status, check_slot
from ..engine.i18n import card_name, count_cards, rank_symbol, t
from ..engine.position import JOKER_RANK
from ..engine.layouts import DECK_SIZE, Layout
from ..engine.rules import FLAGS, MAX_JOKERS, MAX_REDEALS, Rules, default_scoring
from ..engine.shapes import LAYOUTS
from ..engine.textboard import counts_cards_left, final_score, score_label  # noqa: F401 (score_label: the widget's)

#: How many waste cards the board shows fanned out (the top one and two below).
WASTE_SHOWN = 3

#: Named colours for marks; any "#rrggbb" works too.
MARK_COLOURS = {
    "blue": "#4fc3f7",
    "gold": "#ffd166",
    "red": "#ff6b6b",
    "green": "#7ee081",
    "purple": "#c792ea",
    "white": "#ffffff",
}
DEFAULT_MARK_COLOUR = "blue"
#: Longest mark label: a short note beside a card, not a paragraph.
MAX_MARK_LABEL = 60
_HEX = re.compile(r"#[0-9a-fA-F]{6}")

#: Longest replay the board accepts: a game has at most 53 actions, so this
#: leaves room for lines that loop through undone branches.
MAX_REPLAY_ACTIONS = 500


def card_json(card: Card, lang: str = "en") -> dict[str, Any]:
    """What the browser needs to draw a face-up card (never sent for a face-down one)."""
    if card.rank == JOKER_RANK:
        return {"rank": JOKER_RANK, "suit": None, "rank_symbol": rank_symbol(JOKER_RANK, lang)}
    return {"rank": card.rank, "suit": int(card.suit), "rank_symbol": rank_symbol(card.rank, lang)}


def position_view(game: Game, lang: str) -> dict[str, Any]:
    """The parts of the board a position decides: cards, piles, score, moves, peaks, banner."""
    slots: list[dict[str, Any] | None] = []
    for slot in range(game.layout.size):
        card = game.card_at(slot)
        if card is None:
            slots.append(None)
        elif game.is_face_up(slot):
            slots.append({"face_up": True, "card": card_json(card, lang), "label": card_name(card, lang)})
        else:
            slots.append({"face_up": False, "label": t("face_down", lang)})
    top = game.waste_top
    status = game.status
    banner = None
    if status is Status.WON:
        banner = {"kind": "won", "title": t("ui_won", lang), "text": final_score(game, lang)}
    elif status is Status.STUCK:
        banner = {"kind": "stuck", "title": t("stuck", lang), "text": ""}
    stock = game.stock_size
    if not stock and game.can_draw_more:  # a redeal will bring the stock's cards back: it stays clickable
        stock = len(game.stock_cards)
    return {
        "score": game.score,
        "moves": game.moves,
        "can_undo": game.can_undo,
        "status": status.value,
        "stock_size": stock,
        "stock_label": t("ui_stock_label", lang, cards=count_cards(stock, lang))
        if stock
        else t("ui_stock_empty_label", lang),
        "waste": [card_json(card, lang) for card in game.waste[-WASTE_SHOWN:]],
        "waste_label": t("ui_waste_label", lang, card=card_name(top, lang) if top else t("empty", lang)),
        "slots": slots,
        "cleared_peaks": list(game.cleared_peaks),
        "banner": banner,
        "describe": game.describe(lang),
    }


def par_line(rules: Rules, best: int, lang: str) -> str:
    """The won or stuck banner's par: "Best possible on this deal: 612", "Fewest cards this deal can leave: 0"."""
    if counts_cards_left(rules):
        return t("rs_par_cards_left", lang, n=best)
    return t("rs_par", lang, score=best)


def layout_view(layout: Layout, lang: str, stock: bool | None = None) -> dict[str, Any]:
    """Where the board draws each slot of ``layout``, and which piles it has: geometry only, no rule.

    ``positions``: per slot (left edge in half card widths, row), as the layout has them;
    ``groups``: the slot where each bonus group's "cleared" badge goes (its top card);
    ``stock``: whether there is a stock to draw: the layout deals one (Black Hole and All in a Row do not), or
    the game put cards in it (jokers go into the stock, even an empty one); ``stock`` given: the game's word.
    """
    return {
        "name": layout.name,
        "label": layout_label(layout, lang),
        "positions": [list(position) for position in layout.positions],
        "groups": [layout.group_top(group) for group in range(len(layout.groups))],
        "stock": layout.stock > 0 if stock is None else bool(stock),
    }


def layout_label(layout: Layout, lang: str) -> str:
    """A layout's name in ``lang``: a built-in one's catalogue name, a student's own by its name."""
    if layout.name in LAYOUTS:
        return t(f"layout_{layout.name}", lang)
    return t("layout_custom", lang, name=layout.name)


def variant_chips(game: Game, lang: str) -> list[dict[str, str]]:
    """One chip for each rule of the game's rule set besides the King-Ace link, named in ``lang``."""
    rules = game.rules
    chips = []
    if rules.layout.name != "tripeaks":
        chips.append(("layout", layout_label(rules.layout, lang)))
    if rules.draw_when_stuck:
        chips.append(("draw-when-stuck", t("variant_draw-when-stuck", lang)))
    if rules.scoring == "traditional":
        chips.append(("traditional-scoring", t("variant_traditional-scoring", lang)))
    elif rules.scoring != default_scoring(rules.layout) and not rules.custom_scoring:  # app on Golf, cards on TriPeaks
        chips.append(("scoring", t(f"rs_scoring_{rules.scoring.replace('-', '_')}", lang)))
    elif rules.custom_scoring:
        chips.append(("scoring", t("rs_scoring_custom", lang, name=rules.scoring_name)))
    if rules.open_peaks:
        chips.append(("open-peaks", t("variant_open-peaks", lang)))
    if rules.empty_waste:
        chips.append(("empty-waste", t("variant_empty-waste", lang)))
    if rules.jokers:
        chips.append(("joker", t("variant_joker", lang)) if rules.jokers == 1 else ("jokers", t("rs_jokers", lang, n=2)))
    if rules.redeals:
        chips.append(("redeals", t("rs_redeals", lang, n=rules.redeals)))
    return [{"name": name, "label": label} for name, label in chips]


def rules_form(rules: Rules, lang: str) -> dict[str, Any]:
    """The New game dialog's rule knobs, pre-filled with ``rules`` and worded in ``lang``.

    The browser shows these controls and joins what is chosen into a rule
    set's text form ("classic,open-peaks,jokers=2,redeals=1,scoring=app"),
    using the words, keys and values given here; Python reads that text back
    with ``Rules.from_text`` and refuses what does not read. A student's own
    scoring function never comes from the browser: it is offered only when the
    board's game already has it (set from Python), by its name, to keep it.
    """
    scorings = [
        {"value": "app", "label": t("ui_scoring_app", lang), "title": t("ui_scoring_app_title", lang)},
        {"value": "traditional", "label": t("ui_scoring_traditional", lang),
         "title": t("rs_scoring_traditional_explain", lang)},
        {"value": "cards-left", "label": t("ui_scoring_cards_left", lang),
         "title": t("rs_scoring_cards_left_explain", lang)},
    ]
    if rules.custom_scoring:
        name = rules.scoring_name
        scorings.append({"value": name, "label": t("ui_scoring_custom", lang, name=name),
                         "title": t("rs_scoring_custom_explain", lang, name=name)})
    # Each layout's own scoring: the dialog selects it when that layout is chosen (the text then names it,
    # which reads as the same rule set as naming none).
    layouts = [{"value": name, "label": t(f"layout_{name}", lang), "title": t(f"layout_{name}_explain", lang),
                "scoring": default_scoring(layout)} for name, layout in LAYOUTS.items()]
    if rules.layout.name not in LAYOUTS:  # a student's own, set from Python: offered by its name, to keep it
        layouts.append({"value": rules.layout.name, "label": layout_label(rules.layout, lang),
                        "title": t("layout_custom_explain", lang, name=rules.layout.name),
                        "scoring": default_scoring(rules.layout)})
    return {
        "rule": "easy" if rules.king_ace else "classic",
        "layout": {"key": "layout", "label": t("ui_layout", lang), "value": rules.layout.name, "options": layouts},
        "flags": [
            {"word": word, "label": t(f"variant_{word}", lang), "title": t(f"rs_{field}_explain", lang),
             "on": getattr(rules, field)}
            for field, word in FLAGS
        ],
        "counts": [
            {"key": "jokers", "label": t("lab_jokers", lang), "title": t("ui_jokers_title", lang),
             "value": rules.jokers, "max": MAX_JOKERS},
            {"key": "redeals", "label": t("lab_redeals", lang), "title": t("ui_redeals_title", lang),
             "value": rules.redeals, "max": MAX_REDEALS},
        ],
        "scoring": {"key": "scoring", "label": t("ui_scoring", lang), "value": rules.scoring_name,
                    "options": scorings},
        "legend": t("ui_variants", lang),
        "note": t("ui_scoring_note", lang),
    }


def announcement(game: Game, last: dict[str, Any], lang: str) -> str:
    """What a screen reader hears after ``last``: only what changed, the score, and the end of the game.

    The whole board (``Game.describe``) is read on a key instead (R).

    >>> g = Game.replay("TP1-E-AAAAAAB", [20, 23, 22])
    >>> announcement(g, {"kind": "play", "slot": 22}, "en")
    '2 of diamonds played. Turned up: 7 of spades. Score 497.'
    """
    kind = last.get("kind")
    parts = []
    if kind == "play":
        slot = last["slot"]
        parts.append(t("ui_say_play", lang, card=card_name(game.waste_top, lang)))
        if not game.rules.open_peaks:
            cover = game.layout.cover_mask
            turned = [s for s in range(game.layout.size) if cover[s] >> slot & 1 and game.card_at(s) is not None
                      and game.is_face_up(s)]
            if turned:
                names = ", ".join(card_name(game.card_at(s), lang) for s in turned)
                parts.append(t("ui_say_turned", lang, cards=names))
    elif kind == "draw":
        parts.append(t("ui_say_draw", lang, card=card_name(game.waste_top, lang)))
    elif kind == "undo_play":
        parts.append(t("ui_say_undo_play", lang, card=card_name(game.card_at(last["slot"]), lang)))
    elif kind == "undo_draw":
        parts.append(t("ui_say_undo_draw", lang))
    elif kind == "new":
        parts.append(t("ui_say_new", lang, rule=game.rule_name(lang), code=game.code))
    else:  # a refusal or a hint speaks in the message line; settings and marks change no card
        return ""
    parts.append(final_score(game, lang) + "." if counts_cards_left(game.rules) else t("ui_say_score", lang, score=game.score))
    if game.status is Status.WON:
        parts.append(f"{t('ui_won', lang)} {final_score(game, lang)}.")
    elif game.status is Status.STUCK:
        parts.append(t("stuck", lang) + ".")
    return " ".join(part[:1].upper() + part[1:] for part in parts)  # "karo 2 oynandı." starts a sentence


def hint_message(game: Game, answer: Any, fair: bool) -> tuple[str, dict[str, Any]]:
    """The catalogue key and fields of a hint that names a move, saying what kind of hint it is.

    A fair hint is a guess from what the player sees, with its chance over the
    deals it weighed; an exact one says the solver looked at the face-down cards.
    """
    what = "draw" if answer.action == DRAW else "play"
    fields: dict[str, Any] = {} if answer.action == DRAW else {"slot": answer.action}
    if not fair:
        return f"ui_hint_exact_{what}", fields
    if answer.chance is not None and answer.samples:
        wins = round(answer.chance * answer.samples)
        return f"ui_hint_fair_{what}", {**fields, "wins": wins, "samples": answer.samples}
    if answer.samples is None:  # no sampling needed: nothing else can be played
        return f"ui_hint_only_{what}", fields
    return f"ui_hint_rough_{what}", fields


# -- replays ------------------------------------------------------------------


def read_line(line: str | Iterable[object], size: int | None = DECK_SIZE) -> tuple[str | None, list]:
    """A replay line as (code or None, actions): a record string or a list of slots and "draw".

    >>> read_line("TP1-E-AAAAAAB: 20 23 draw")
    ('TP1-E-AAAAAAB', [20, 23, 'draw'])
    >>> read_line([20, "23", "d"])
    (None, [20, 23, 'draw'])
    """
    code = None
    if isinstance(line, str):
        code, colon, rest = line.partition(":")
        if not colon:
            raise IllegalMoveError(f"not a record: {line[:80]!r} (expected 'TP1-E-AAAAAAB: 20 23 draw ...')")
        code, items = code.strip(), rest.split()
    else:
        try:
            items = list(line)
        except TypeError:
            raise WrongTypeError(f"a replay line is a list of actions or a record string, not {type(line).__name__}") from None
    if len(items) > MAX_REPLAY_ACTIONS:
        raise IllegalMoveError(f"a replay line has at most {MAX_REPLAY_ACTIONS} actions, not {len(items)}")
    # Slots up to a deck's 52 here: the start game, known later, bounds them by its layout (check_line).
    return code, [read_action(item, index + 1, size) for index, item in enumerate(items)]


def check_line(actions: list, size: int) -> list:
    """``actions`` if every slot is one of a layout of ``size`` cards; IllegalMoveError names the first that is not."""
    for index, action in enumerate(actions):
        if action != DRAW:
            read_action(action, index + 1, size)
    return actions


def code_rules(code: str, rules: Rules) -> Rules:
    """``rules`` for the game ``code`` names: its letter's King-Ace link and its layout (TP1-C-AAAAAAB-GOLF; none:
    TriPeaks), so a shared code is the same game for everyone; a student's own layout, which no code names, stays."""
    parsed = GameCode.parse(code)
    if parsed.layout != "tripeaks" or rules.layout.name in LAYOUTS:
        rules = rules.replace(layout=parsed.layout)
    return rules.replace(king_ace=Rule(parsed.rule).wrap)


def play_line(start: Game, actions: list) -> list[Game]:
    """Every position along ``actions`` from ``start`` (which is left alone); IllegalMoveError names a refusal."""
    game = start.copy()
    positions = [game.copy()]
    for index, action in enumerate(actions):
        result = game.draw() if action == DRAW else game.play(action)
        if not result:
            raise IllegalMoveError(
                f"action {index + 1} ({action!r}) cannot be played in {game.record()}: {result.message()}"
            )
        positions.append(game.copy())
    return positions


def _newly_free(before: Game, slot: int) -> list[int]:
    """The slots a removal at ``slot`` uncovers: covered until now, free after it (face down or not)."""
    size, cover = before.layout.size, before.layout.cover_mask
    removed = [before.is_removed(s) for s in range(size)]
    removed[slot] = True
    gone = sum(1 << s for s in range(size) if removed[s])
    return [s for s in range(size) if cover[s] >> slot & 1 and not removed[s] and gone & cover[s] == cover[s]]


def replay_steps(positions: list[Game], actions: list, lang: str) -> list[dict[str, Any]]:
    """One drawable step per position, each marking the action about to be played and what it uncovers."""
    steps = []
    for index, game in enumerate(positions):
        step = position_view(game, lang)
        if index == 0:
            step["last"] = {"kind": "refresh"}
        else:
            done = actions[index - 1]
            step["last"] = {"kind": "draw"} if done == DRAW else {"kind": "play", "slot": done}
        if index < len(actions):
            action = actions[index]
            if action == DRAW:
                step["next"] = {"draw": True, "uncovers": [], "text": t("ui_replay_next_draw", lang)}
            else:
                freed = _newly_free(game, action)
                text = t("ui_replay_next_play", lang, card=card_name(game.card_at(action), lang))
                if freed:
                    text += "; " + t("ui_replay_uncovers", lang, cards=count_cards(len(freed), lang))
                step["next"] = {"slot": action, "uncovers": freed, "text": text}
        else:
            step["next"] = None
        steps.append(step)
    return steps


# -- marks --------------------------------------------------------------------


def read_colour(colour: str | None) -> str:
    """A mark colour as "#rrggbb": a name from MARK_COLOURS or a hex colour."""
    if colour is None:
        return MARK_COLOURS[DEFAULT_MARK_COLOUR]
    if isinstance(colour, str):
        if colour.lower() in MARK_COLOURS:
            return MARK_COLOURS[colour.lower()]
        if _HEX.fullmatch(colour):
            return colour.lower()
    raise InvalidArgumentError(f"not a mark colour: {short(colour)} (use #rrggbb or one of {', '.join(MARK_COLOURS)})")


def read_marks(marks: object, colour: str | None, size: int) -> dict[int, dict[str, str]]:
    """Check ``{slot: label}`` marks (slots of a layout of ``size`` cards) and give each its colour; raises before
    anything changes."""
    if not isinstance(marks, dict):
        raise WrongTypeError(f"marks are a dict {{slot: label}}, not {type(marks).__name__}")
    ink = read_colour(colour)
    checked = {}
    for slot, label in marks.items():
        check_slot(slot, size)
        if label is None:
            label = ""
        if not isinstance(label, str):
            raise WrongTypeError(f"the label of slot {slot} must be a string, not {type(label).__name__}")
        if len(label) > MAX_MARK_LABEL:
            raise InvalidArgumentError(f"the label of slot {slot} is longer than {MAX_MARK_LABEL} characters: {label[:80]!r}")
        checked[slot] = {"label": label, "colour": ink}
    return checked
