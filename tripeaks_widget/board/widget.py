"""The board in a notebook: an anywidget front end driven by the engine.

The engine stays the only authority on the rules. Python sends one snapshot of
what to draw (the ``state`` trait, texts included, in the current language);
the browser sends back intents only (play a slot, draw, undo, hint, new game,
language, error help), and each one is validated here before the engine sees it.

This is the only module that imports anywidget or traitlets.
"""

from __future__ import annotations

import functools
import logging
import pathlib
import threading
import time
from typing import Any

import anywidget
import traitlets

from ..engine.cards import Card
from ..engine.codes import GameCode, InvalidCodeError, Rule
from ..engine.errors import check_bool, check_count, check_type
from ..engine.game import DRAW, ActionResult, Game, Status
from ..engine.i18n import DEFAULT_LANG, LANGS, card_name, check_lang, count_cards, t
from ..engine.layout import SLOT_COUNT
from ..engine.position import JOKER_RANK
from ..engine.rules import Rules

log = logging.getLogger(__name__)

STATIC = pathlib.Path(__file__).parent / "static"

#: The intents the browser may send; mirrored by js/protocol.js.
INTENTS = ("play", "draw", "undo", "hint", "new_game", "set_lang", "set_error_help")

#: The fields each intent may carry besides "type".
_FIELDS = {
    "play": {"slot"},
    "draw": set(),
    "undo": set(),
    "hint": set(),
    "new_game": {"rule", "code"},
    "set_lang": {"lang"},
    "set_error_help": {"on"},
}

#: Longest pasted code read at all; a real one is 13 characters, spaces aside.
MAX_CODE_LENGTH = 40

#: How many waste cards the board shows fanned out (the top one and two below).
WASTE_SHOWN = 3

#: Budget of a hint search, in positions searched: answers most deals in well
#: under a second and bounds the rest, so the board never freezes (the kernel
#: answers nothing while it searches). The board says when it ran out.
HINT_BUDGET = 200_000
#: States, and seconds, the end-of-game par may search; past either the banner leaves par out
#: (the kernel answers nothing while it searches).
PAR_BUDGET = 200_000
PAR_SECONDS = 5.0

# Texts the front end shows, by the name it knows them under.
_UI_KEYS = (
    "board", "score", "moves", "code", "copy", "copy_code", "copied", "undo", "hint", "new_game",
    "error_help", "language", "stock", "waste", "rule_easy_long", "rule_classic_long", "paste_code",
    "deal", "cancel", "peak_cleared", "keys_help",
)


def parse_intent(content: object, buffers: object = None) -> tuple | None:
    """Read a message from the browser as an intent tuple; None when it is malformed.

    >>> parse_intent({"type": "play", "slot": 20})
    ('play', 20)
    >>> parse_intent({"type": "play", "slot": 28}), parse_intent({"type": "play", "slot": True})
    (None, None)
    >>> parse_intent({"type": "new_game", "code": "TP1-E-AAAAAAB"}), parse_intent({"type": "new_game"})
    (('new_game', 'TP1-E-AAAAAAB', None), None)
    >>> parse_intent("draw"), parse_intent({"type": "draw", "extra": 1})
    (None, None)
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
        if isinstance(slot, bool) or not isinstance(slot, int) or not 0 <= slot < SLOT_COUNT:
            return None
        return ("play", slot)
    if kind == "new_game":
        code, rule = content.get("code"), content.get("rule")
        if code is not None:
            if not isinstance(code, str) or not code.strip() or len(code) > MAX_CODE_LENGTH:
                return None
            return ("new_game", code.strip(), None)
        if rule not in (Rule.EASY.value, Rule.CLASSIC.value):
            return None
        return ("new_game", None, rule)
    if kind == "set_lang":
        lang = content.get("lang")
        return ("set_lang", lang) if isinstance(lang, str) and lang in LANGS else None
    if kind == "set_error_help":
        on = content.get("on")
        return ("set_error_help", on) if isinstance(on, bool) else None
    return (kind,)


def card_json(card: Card) -> dict[str, Any]:
    """What the browser needs to draw a face-up card (never sent for a face-down one)."""
    if card.rank == JOKER_RANK:
        return {"rank": JOKER_RANK, "suit": None, "rank_symbol": "★"}
    return {"rank": card.rank, "suit": int(card.suit), "rank_symbol": card.rank_symbol}


def _locked(method):
    # With JupyterLab's comms over subshells, clicks are handled on a kernel
    # thread of their own while cells run on the main one: one game, one lock.
    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        with self._lock:
            return method(self, *args, **kwargs)

    return wrapper


class _Checked(traitlets.TraitType):
    """A trait checked by one of the engine's checks, so a bad value raises its documented error."""

    def __init__(self, check, default_value: Any) -> None:
        self._check = check
        super().__init__(default_value)

    def validate(self, obj: Any, value: Any) -> Any:
        return self._check(value)


class TriPeaksWidget(anywidget.AnyWidget):
    """A TriPeaks board you can play in the notebook; ``w.game`` is the game being played.

    ``TriPeaksWidget(code="TP1-E-AAAAAAB", lang="tr", error_help=True)``; without a
    code it deals a new random game under ``rule`` (Easy by default).
    """

    _esm = STATIC / "widget.js"
    _css = STATIC / "widget.css"

    #: The snapshot the browser draws. Only Python writes it.
    state = traitlets.Dict().tag(sync=True)
    lang = _Checked(check_lang, DEFAULT_LANG)
    error_help = _Checked(functools.partial(check_bool, what="error_help"), True)

    def __init__(
        self,
        code: str | None = None,
        lang: str = DEFAULT_LANG,
        error_help: bool = True,
        *,
        rule: Rule | str = Rule.EASY,
        rules: Rules | str | None = None,
        hint_budget: int = HINT_BUDGET,
        fair_hints: bool = True,
        **kwargs: Any,
    ) -> None:
        if not (STATIC / "widget.js").exists():
            raise RuntimeError(f"the board's front end is not built ({STATIC / 'widget.js'} is missing): run `make js`")
        # Every argument is checked before anything is dealt (docs/engine.md).
        check_lang(lang)
        check_bool(error_help, "error_help")
        rule = Rule.coerce(rule)
        if rules is not None and not isinstance(rules, str):
            check_type(rules, Rules, "rules", "a Rules, or its text such as 'classic,jokers=2'")
        check_count(hint_budget, "hint_budget", minimum=1, allow_none=True)
        check_bool(fair_hints, "fair_hints")
        self._lock = threading.RLock()
        self._game = Game.new(rule, rules) if code is None else Game.from_code(code, rules)
        self._par: tuple | None = None  # ((code, rules), the deal's par) once computed
        self.hint_budget = hint_budget
        # True (the default): hints use only what the player sees (docs/solver.md);
        # False: hints follow the exact winning line (the solver sees face-down cards).
        self.fair_hints = fair_hints
        self._version = 0
        self._last: dict[str, Any] = {"kind": "new"}
        # The side message, kept as a catalogue key so a language switch re-words it.
        self._message: tuple[str, str, dict[str, Any]] | None = None
        self._hint: int | str | None = None
        self._new_game_error: tuple[str, str] | None = None
        super().__init__(lang=lang, error_help=error_help, **kwargs)
        self.on_msg(self._on_browser_message)
        self._publish()

    # -- the game -------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The game on the board. After changing it directly, call ``refresh()``."""
        return self._game

    @game.setter
    @_locked
    def game(self, game: Game) -> None:
        self._game = check_type(game, Game, "game", "a Game")
        self._after({"kind": "new"}, message=None)

    @_locked
    def refresh(self) -> None:
        """Redraw the board from ``self.game``."""
        self._after({"kind": "refresh"}, message=self._message)

    @_locked
    def play(self, slot: int) -> ActionResult:
        """Remove the card at ``slot`` if the rules allow it; a refusal shows its reason."""
        result = self._game.play(slot)
        if result:
            cleared = result.cleared_peak is not None
            self._after({"kind": "play", "slot": slot}, message=("peak", "ui_peak_cleared", {}) if cleared else None)
        else:
            self._refused({"kind": "refused", "slot": slot}, result)
        return result

    @_locked
    def draw(self) -> ActionResult:
        """Turn the stock's top card onto the waste."""
        result = self._game.draw()
        if result:
            self._after({"kind": "draw"}, message=None)
        else:
            self._refused({"kind": "refused", "action": DRAW}, result)
        return result

    @_locked
    def undo(self) -> ActionResult:
        """Take back the last removal or draw."""
        history = self._game.history
        result = self._game.undo()
        if result:
            undone = history[-1]
            last = {"kind": "undo_draw"} if undone == DRAW else {"kind": "undo_play", "slot": undone}
            self._after(last, message=None)
        else:
            self._refused({"kind": "refused", "action": "undo"}, result)
        return result

    @_locked
    def new_game(self, code: str | None = None, rule: Rule | str = Rule.EASY, rules: Rules | str | None = None) -> Game:
        """Deal the game ``code`` names, or a random one under ``rule``. InvalidCodeError keeps the current game.

        The game keeps the board's rule set (``rules`` changes it); the code's
        letter, or ``rule``, sets its King-Ace link.
        """
        rule = Rule.coerce(rule)
        rules = Rules.from_text(rules) if rules is not None else self._game.rules
        if code is not None:
            letter = GameCode.parse(code).rule
            game = Game.from_code(code, rules.replace(king_ace=Rule(letter).wrap))
        else:
            game = Game.new(rules=rules.replace(king_ace=rule.wrap))
        self._game = game
        self._new_game_error = None
        self._after({"kind": "new"}, message=None)
        return game

    @_locked
    def hint(self):
        """Ask the solver for the next move within ``hint_budget``; the board highlights it.

        Returns the solver's ``Hint``: kind "move", "lost", "budget" or "won".
        """
        from .. import solver

        answer = solver.hint(self._game, budget=self.hint_budget, fair=self.fair_hints)
        if answer.kind == "won":
            self._hint, message = None, None
        elif answer.kind == "move":
            self._hint = answer.action
            if answer.action == DRAW:
                message = ("hint", "ui_hint_draw", {})
            else:
                message = ("hint", "ui_hint_play", {"slot": answer.action})
        elif answer.kind == "lost":
            self._hint, message = None, ("hint", "ui_hint_lost", {})
        else:  # "budget": say so rather than guess
            self._hint, message = None, ("hint", "ui_hint_budget", {})
        self._message = message
        self._last = {"kind": "hint"}
        self._publish()
        return answer

    # -- messages from the browser ------------------------------------------

    def set_state(self, sync_data: dict) -> None:
        # The snapshot is the engine's word: the browser never writes it back.
        super().set_state({k: v for k, v in sync_data.items() if k != "state"})

    @_locked
    def _on_browser_message(self, _widget: object, content: object, buffers: object) -> None:
        intent = parse_intent(content, buffers)
        if intent is None:
            log.debug("ignored a malformed message from the board: %.200r", content)
            return
        kind = intent[0]
        if kind == "play":
            self.play(intent[1])
        elif kind == "draw":
            self.draw()
        elif kind == "undo":
            self.undo()
        elif kind == "hint":
            if self._game.status is Status.PLAYING:
                self.hint()
        elif kind == "new_game":
            _, code, rule = intent
            try:
                self.new_game(code=code, rule=rule or Rule.EASY)
            except InvalidCodeError:
                # Explained in the dialog; the game on the table goes on.
                self._new_game_error = ("ui_bad_code", code)
                self._last = {"kind": "new_refused"}
                self._publish()
        elif kind == "set_lang":
            self.lang = intent[1]
        elif kind == "set_error_help":
            self.error_help = intent[1]

    # -- the snapshot -----------------------------------------------------------

    @traitlets.observe("lang", "error_help")
    @_locked
    def _settings_changed(self, change: dict) -> None:
        if change["name"] == "error_help" and not change["new"] and self._message and self._message[0] == "reason":
            self._message = None
        if self._version:  # not during __init__: the first snapshot comes once the game exists
            self._last = {"kind": "settings"}
            self._publish()

    def _after(self, last: dict[str, Any], message: tuple | None) -> None:
        self._last = last
        self._message = message
        self._hint = None
        self._publish()

    def _refused(self, last: dict[str, Any], result: ActionResult) -> None:
        self._last = last
        self._message = ("reason", result.reason, {}) if self.error_help and result.reason else None
        self._publish()

    def _publish(self) -> None:
        self._version += 1
        self.state = self.snapshot()

    def _message_text(self) -> str:
        kind, key, fields = self._message
        lang = self.lang
        if "slot" in fields:
            card = self._game.card_at(fields["slot"])
            return t(key, lang, card=card_name(card, lang)) if card else ""
        return t(key, lang, **fields)

    def _deal_par(self) -> int | None:
        """Par of the deal from its start (the best score it allows), or None if the search ran out of budget."""
        from ..solver import BudgetExceeded, par

        key = (self._game.code, self._game.rules)
        if self._par is None or self._par[0] != key:
            try:
                deadline = time.monotonic() + PAR_SECONDS
                best = par(self._game.restart(), max_nodes=PAR_BUDGET, deadline=deadline).score
            except BudgetExceeded:
                best = None
            self._par = (key, best)
        return self._par[1]

    def snapshot(self) -> dict[str, Any]:
        """Everything the browser draws, texts in the current language. Face-down cards stay secret."""
        game, lang = self._game, self.lang
        slots: list[dict[str, Any] | None] = []
        for slot in range(SLOT_COUNT):
            card = game.card_at(slot)
            if card is None:
                slots.append(None)
            elif game.is_face_up(slot):
                slots.append({"face_up": True, "card": card_json(card), "label": card_name(card, lang)})
            else:
                slots.append({"face_up": False, "label": t("face_down", lang)})
        top = game.waste_top
        status = game.status
        banner = None
        if status is Status.WON:
            text = t("ui_final_score", lang, score=game.score)
            best = self._deal_par()
            if best is not None:
                text += " · " + t("rs_par", lang, score=best)
            banner = {"kind": "won", "title": t("ui_won", lang), "text": text}
        elif status is Status.STUCK:
            best = self._deal_par()
            banner = {"kind": "stuck", "title": t("stuck", lang), "text": "" if best is None else t("rs_par", lang, score=best)}
        hint = None
        if self._hint == DRAW:
            hint = {"draw": True}
        elif self._hint is not None:
            hint = {"slot": self._hint}
        message = None
        if self._message is not None:
            message = {"kind": self._message[0], "text": self._message_text()}
        new_game_error = ""
        if self._new_game_error:
            new_game_error = t(self._new_game_error[0], lang, code=self._new_game_error[1])
        stock = game.stock_size
        if not stock and game.can_draw_more:  # a redeal: the stock's cards come back
            stock = len(game.stock_cards)
        return {
            "version": self._version,
            "lang": lang,
            "langs": [{"code": code, "name": t("ui_lang_name", code)} for code in LANGS],
            "strings": {key: t(f"ui_{key}", lang) for key in _UI_KEYS},
            "code": game.code,
            "rule": game.rule.value,
            "rule_label": game.rule_name(lang),
            "status": status.value,
            "score": game.score,
            "moves": game.moves,
            "can_undo": game.can_undo,
            "stock_size": stock,
            "stock_label": t("ui_stock_label", lang, cards=count_cards(stock, lang))
            if stock
            else t("ui_stock_empty_label", lang),
            "waste": [card_json(card) for card in game.waste[-WASTE_SHOWN:]],
            "waste_label": t("ui_waste_label", lang, card=card_name(top, lang) if top else t("empty", lang)),
            "slots": slots,
            "cleared_peaks": list(game.cleared_peaks),
            "error_help": self.error_help,
            "message": message,
            "hint": hint,
            "banner": banner,
            "new_game_error": new_game_error,
            "last": self._last,
            "describe": game.describe(lang),
        }
