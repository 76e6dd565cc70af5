"""The intents the board's browser side may send, read before the engine sees any of them.

The browser only ever asks (play a slot, draw, undo, hint, new game, language,
error help, leave a replay, review the game, go to a reviewed move, resume a kept game); ``parse_intent`` checks a message's shape and
returns None for a malformed one, which the board ignores. What an intent
asks for is then checked by the engine (a code, a rule set's text).
"""

from __future__ import annotations

from ..engine.codes import Rule
from ..engine.game import DIFFICULTIES
from ..engine.i18n import LANGS
from ..engine.layouts import DECK_SIZE

#: The intents the browser may send; mirrored by js/protocol.js.
INTENTS = ("play", "draw", "undo", "hint", "new_game", "set_lang", "set_error_help", "replay_leave",
           "review", "review_seek", "resume")

#: The fields each intent may carry besides "type".
_FIELDS = {
    "play": {"slot"},
    "draw": set(),
    "undo": set(),
    "hint": set(),
    "new_game": {"rule", "code", "rules", "winnable", "difficulty"},
    "set_lang": {"lang"},
    "set_error_help": {"on"},
    "replay_leave": {"replay", "step"},
    "review": set(),
    "review_seek": {"replay", "move"},
    "resume": {"record"},
}

#: Longest kept record the browser may send back (js/keep.js): a game has at
#: most 53 actions; the rule set, spelled out, is under 100 characters.
MAX_RECORD_LENGTH = 2000

#: Longest pasted code read at all; a real one is 13 characters, spaces aside.
MAX_CODE_LENGTH = 40
#: Longest rule-set text the New game dialog may send; every knob spelled out is under 100.
MAX_RULES_LENGTH = 200
#: Highest move number a review's chart may ask for: one past a replay's longest line (view.MAX_REPLAY_ACTIONS).
MAX_REVIEW_MOVE = 501


def parse_intent(content: object, buffers: object = None) -> tuple | None:
    """Read a message from the browser as an intent tuple; None when it is malformed.

    >>> parse_intent({"type": "play", "slot": 20})
    ('play', 20)
    >>> parse_intent({"type": "play", "slot": 52}), parse_intent({"type": "play", "slot": True})
    (None, None)
    >>> parse_intent({"type": "new_game", "code": "TP1-E-AAAAAAB"}), parse_intent({"type": "new_game"})
    (('new_game', 'TP1-E-AAAAAAB', None, None, False, None), None)
    >>> parse_intent({"type": "new_game", "rules": "classic,jokers=2"})
    ('new_game', None, None, 'classic,jokers=2', False, None)

    New game: ``{"type": "new_game", "code"?, "rule"?, "rules"?, "winnable"?, "difficulty"?}`` becomes
    ``("new_game", code, rule, rules, winnable, difficulty)``.  ``winnable`` (True or
    False, default False) asks for a deal that can be won (the dialog's "winnable
    deals only"); ``difficulty`` (None, or one of ``DIFFICULTIES``: "easy",
    "medium", "hard") for a winnable deal of that level, so it implies winnable.
    Both ask for a random deal: sent with a code they make the message malformed.
    The board passes them to ``TriPeaksWidget.new_game`` and on to ``Game.new``.

    >>> parse_intent({"type": "new_game", "rules": "classic", "winnable": True, "difficulty": "hard"})
    ('new_game', None, None, 'classic', True, 'hard')
    >>> parse_intent({"type": "new_game", "rule": "easy", "difficulty": "medium"})
    ('new_game', None, 'easy', None, False, 'medium')
    >>> parse_intent({"type": "new_game", "rule": "easy", "winnable": 1})
    >>> parse_intent({"type": "new_game", "code": "TP1-E-AAAAAAB", "winnable": True})
    >>> parse_intent("draw"), parse_intent({"type": "draw", "extra": 1})
    (None, None)
    >>> parse_intent({"type": "review_seek", "replay": 2, "move": 31}), parse_intent({"type": "review_seek", "replay": 2, "move": 0})
    (('review_seek', 2, 31), None)
    """
    if buffers:
        return None
    if not isinstance(content, dict):
        return None
    kind = content.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        return None
    if not set(content) <= _FIELDS[kind] | {"type"}:
        return None
    if kind == "play":
        slot = content.get("slot")
        if isinstance(slot, bool) or not isinstance(slot, int) or not 0 <= slot < DECK_SIZE:  # the board's layout bounds it (widget.py)
            return None
        return ("play", slot)
    if kind == "new_game":
        # A rule-set text is only checked for shape here; the handler reads it
        # (Rules.from_text) and refuses, in the dialog, one that does not read.
        code, rule, rules = content.get("code"), content.get("rule"), content.get("rules")
        winnable, difficulty = content.get("winnable", False), content.get("difficulty")
        if not isinstance(winnable, bool) or difficulty is not None and (
            not isinstance(difficulty, str) or difficulty not in DIFFICULTIES
        ):
            return None
        if code is not None and (winnable or difficulty is not None):
            return None  # a code names one deal
        chosen = (winnable, difficulty)
        if rules is not None and (
            not isinstance(rules, str) or not rules.strip() or len(rules) > MAX_RULES_LENGTH or rule is not None
        ):
            return None
        if code is not None:
            if not isinstance(code, str) or not code.strip() or len(code) > MAX_CODE_LENGTH:
                return None
            return ("new_game", code.strip(), None, rules, *chosen)
        if rules is not None:
            return ("new_game", None, None, rules, *chosen)
        if rule not in (Rule.EASY.value, Rule.CLASSIC.value):
            return None
        return ("new_game", None, rule, None, *chosen)
    if kind == "set_lang":
        lang = content.get("lang")
        return ("set_lang", lang) if isinstance(lang, str) and lang in LANGS else None
    if kind == "set_error_help":
        on = content.get("on")
        return ("set_error_help", on) if isinstance(on, bool) else None
    if kind == "replay_leave":
        replay, step = content.get("replay"), content.get("step")
        if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 1 << 31 for v in (replay, step)):
            return None
        return ("replay_leave", replay, step)
    if kind == "review_seek":  # a click on the review's chart: a move number, 1-based (Python checks it is in the game)
        replay, move = content.get("replay"), content.get("move")
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (replay, move)):
            return None
        if not (0 <= replay < 1 << 31 and 1 <= move <= MAX_REVIEW_MOVE):
            return None
        return ("review_seek", replay, move)
    if kind == "resume":
        # Only its shape here: the engine replays it (Game.from_record) and refuses one that breaks the rules.
        record = content.get("record")
        if not isinstance(record, str) or ":" not in record or len(record) > MAX_RECORD_LENGTH:
            return None
        return ("resume", record)
    return (kind,)
