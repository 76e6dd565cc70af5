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

from ..engine.codes import InvalidCodeError, Rule
from ..engine.errors import InvalidArgumentError, check_bool, check_budget, check_type
from ..engine.game import DRAW, ActionResult, Game, Status
from ..engine.i18n import DEFAULT_LANG, LANGS, card_name, check_lang, count_cards, t
from ..engine.rules import Rules
from .keywords import check_keywords
from .dealing import deal_form
from .review_view import REVIEW_UI_KEYS, ReviewBoard
from .intents import INTENTS, MAX_CODE_LENGTH, MAX_RULES_LENGTH, parse_intent  # noqa: F401 (the board's names)
from .keep import Keep, board_seat
from .locking import locked as _locked
from .playback import REPLAY_SPEEDS, Playback  # noqa: F401 (the board's names)
from .view import announcement, card_json, code_rules, hint_message, layout_label, layout_view, par_line, position_view, rules_form, score_label, variant_chips  # noqa: F401 (card_json: a card's JSON)


log = logging.getLogger(__name__)

STATIC = pathlib.Path(__file__).parent / "static"

#: Budget of a hint search, in positions searched: answers most deals in well
#: under a second and bounds the rest, so the board never freezes (the kernel
#: answers nothing while it searches). The board says when it ran out.
HINT_BUDGET = 200_000
#: States, and seconds, the end-of-game par may search; past either the banner leaves par out
#: (the kernel answers nothing while it searches). ``PAR_SECONDS = None``: states only.
PAR_BUDGET = 200_000
PAR_SECONDS = 5.0

# Texts the front end shows, by the name it knows them under.
_UI_KEYS = (
    "board", "score", "moves", "code", "copy", "copy_code", "copied", "undo", "hint", "new_game",
    "error_help", "language", "stock", "waste", "rule_easy_long", "rule_classic_long", "paste_code",
    "deal", "cancel", "peak_cleared", "keys_help", "moves_note", "moves_title", "keys", "keys_hide", "variants",
    "replay", "play", "pause", "step_back", "step_forward", "speed", "play_from_here", "replay_end",
    "rule_set", "disconnected", "resume_offer", "resume", "resume_discard", "code_letter_note",
    "code_gives",
)
_UI_KEYS += REVIEW_UI_KEYS  # the review's (issue 22): review_view.py


class _Checked(traitlets.TraitType):
    """A trait checked by one of the engine's checks, so a bad value raises its documented error."""

    def __init__(self, check, default_value: Any) -> None:
        self._check = check
        super().__init__(default_value)

    def validate(self, obj: Any, value: Any) -> Any:
        return self._check(value)


#: Traits only Python writes: a comm update from the browser never sets them.
_PYTHON_ONLY = frozenset({"state", "playback"})


class TriPeaksWidget(ReviewBoard, Playback, Keep, anywidget.AnyWidget):
    """A TriPeaks board you can play in the notebook, on any layout; ``w.game`` is the game being played.

    ``TriPeaksWidget(code="TP1-E-AAAAAAB", lang="tr", error_help=True)``; without a
    code it deals a new random game under ``rule`` (Easy by default), one that
    can be won with ``winnable=True``, of a level with ``difficulty="hard"``.
    """

    _esm = STATIC / "widget.js"
    _css = STATIC / "widget.css"

    #: The snapshot the browser draws. Only Python writes it.
    state = traitlets.Dict().tag(sync=True)
    #: A replay the browser plays by itself (``replay``): every position along
    #: a line, computed by the engine; empty when there is none. Only Python writes it.
    playback = traitlets.Dict().tag(sync=True)
    lang = _Checked(check_lang, DEFAULT_LANG)
    error_help = _Checked(functools.partial(check_bool, what="error_help"), True)
    #: Positions a hint may search (``HINT_BUDGET``), or None for no limit: checked when set, as
    #: the constructor checks it, so the Hint button never meets a budget the solver refuses.
    hint_budget = _Checked(functools.partial(check_budget, what="hint_budget"), HINT_BUDGET)
    #: True: hints use only what the player sees (docs/solver.md); False: the exact winning line.
    fair_hints = _Checked(functools.partial(check_bool, what="fair_hints"), True)

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
        winnable: bool = False,
        difficulty: str | None = None,
        **kwargs: Any,
    ) -> None:
        # Every argument is checked before anything is dealt (docs/engine.md).
        check_lang(lang)
        check_bool(error_help, "error_help")
        rule = Rule.coerce(rule)
        if rules is not None and not isinstance(rules, str):
            check_type(rules, Rules, "rules", "a Rules, or its text such as 'classic,jokers=2'")
        if rules is not None:
            Rules.from_text(rules)
        check_budget(hint_budget, "hint_budget")  # the solver's own bounds: the Hint button never refuses it
        check_bool(fair_hints, "fair_hints")
        check_keywords(kwargs, set(type(self).class_trait_names()) - _PYTHON_ONLY)
        check_bool(winnable, "winnable")
        if code is not None and (winnable or difficulty is not None):
            raise InvalidArgumentError("a code names one deal: pass winnable or difficulty without a code")
        self._lock = threading.RLock()
        if code is None:
            self._game = Game.new(rule, rules, winnable=winnable, difficulty=difficulty)
        else:
            self._game = Game.from_code(code, rules)
        self._par: tuple | None = None  # ((code, rules), the deal's par) once computed
        self.hint_budget = hint_budget
        self.fair_hints = fair_hints
        self._version = 0
        self._last: dict[str, Any] = {"kind": "new"}
        # The side message, kept as a catalogue key so a language switch re-words it.
        self._message: tuple[str, str, dict[str, Any]] | None = None
        self._hint: int | str | None = None
        self._new_game_error: tuple[str, dict[str, str]] | None = None
        self._marks: dict[int, dict[str, str]] = {}
        # The replay on the board: its number, first position, actions and every position.
        self._replay: dict[str, Any] | None = None
        self._replays = 0
        self._pictures: list = []  # display handles of this board's static pictures
        self._pictured = 0  # the snapshot version they show
        # Where the board was made (notebook, cell): the browser keeps its game's record under it.
        self._seat = board_seat()
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
        self._marks = {slot: mark for slot, mark in self._marks.items() if slot < game.layout.size}
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
    def new_game(
        self,
        code: str | None = None,
        rule: Rule | str = Rule.EASY,
        rules: Rules | str | None = None,
        *,
        winnable: bool = False,
        difficulty: str | None = None,
    ) -> Game:
        """Deal the game ``code`` names, or a random one under ``rule``. InvalidCodeError keeps the current game.

        The game keeps the board's rule set (``rules``, a ``Rules`` or its text,
        changes it); the code's letter, or ``rule``, sets its King-Ace link.
        ``winnable`` and ``difficulty`` ("easy", "medium", "hard") ask for a
        random deal that can be won, as ``Game.new`` does; a code names one deal,
        so they cannot go with one. The New game dialog calls this with the rule
        set its knobs make (intent fields ``winnable`` and ``difficulty``).
        """
        rule = Rule.coerce(rule)
        check_bool(winnable, "winnable")
        rules = Rules.from_text(rules) if rules is not None else self._game.rules
        if code is not None:
            if winnable or difficulty is not None:
                raise InvalidArgumentError(
                    "a code names one deal: winnable and difficulty choose a random deal, so pass them without a code"
                )
            game = Game.from_code(code, code_rules(code, rules))  # the code's layout: the same deal for everyone
        else:
            game = Game.new(rules=rules.replace(king_ace=rule.wrap), winnable=winnable, difficulty=difficulty)
        self._game = game
        self._new_game_error = None
        self._marks = {}  # marks point at cards of the old deal
        self._after({"kind": "new"}, message=None)
        return game

    @_locked
    def hint(self):
        """Ask the solver for the next move within ``hint_budget``; the board highlights it.

        Returns the solver's ``Hint``: kind "move", "lost", "budget" or "won".
        """
        from .. import solver

        self._end_replay()
        answer = solver.hint(self._game, budget=self.hint_budget, fair=self.fair_hints)
        if answer.kind != "won":  # a hint asked for in a game still going counts (game.hints, the record)
            self._game.note_hint()
        if answer.kind == "won":
            self._hint, message = None, None
        elif answer.kind == "move":
            self._hint = answer.action
            message = ("hint", *hint_message(self._game, answer, self.fair_hints))
        elif answer.kind == "lost" and answer.action is not None:
            # Lost, but still a next step: the move that clears the most cards.
            self._hint = answer.action
            key = "ui_hint_lost_exact" if answer.exact else "ui_hint_lost_best"
            message = ("hint", key, {"move": answer.action, "cleared": answer.cleared, "saw_hidden": True})
        elif answer.kind == "lost":
            self._hint, message = None, ("hint", "ui_hint_lost", {"saw_hidden": True})
        else:  # "budget": say so rather than guess
            self._hint, message = None, ("hint", "ui_hint_budget", {})
        self._message = message
        self._last = {"kind": "hint"}
        self._publish()
        return answer

    # -- messages from the browser ------------------------------------------

    def set_state(self, sync_data: dict) -> None:
        # The snapshot and the replay are the engine's word: the browser never writes them back.
        super().set_state({k: v for k, v in sync_data.items() if k not in _PYTHON_ONLY})

    @_locked
    def _on_browser_message(self, _widget: object, content: object, buffers: object) -> None:
        intent = parse_intent(content, buffers)
        if intent is None:
            log.debug("ignored a malformed message from the board: %.200r", content)
            return
        kind = intent[0]
        if kind == "play":
            if intent[1] < self._game.layout.size:  # a slot of another layout's board, sent before a redraw
                self.play(intent[1])
        elif kind == "draw":
            self.draw()
        elif kind == "undo":
            self.undo()
        elif kind == "hint":
            if self._game.status is Status.PLAYING:
                self.hint()
        elif kind == "new_game":
            self._new_game_from_browser(*intent[1:])
        elif kind == "set_lang":
            self.lang = intent[1]
        elif kind == "set_error_help":
            self.error_help = intent[1]
        elif kind == "replay_leave":
            self._leave_replay(intent[1], intent[2])
        elif kind == "review":  # the end banner's Review button
            if self._game.status is not Status.PLAYING and self._game.history:
                self.review()
        elif kind == "review_seek":
            self._review_seek(intent[1], intent[2])
        elif kind == "resume":
            self._resume(intent[1])
        # A click changes no cell: the static picture follows now, so a reload shows this position.
        self._update_pictures()

    def _new_game_from_browser(
        self, code: str | None, rule: str | None, text: str | None, winnable: bool = False, difficulty: str | None = None
    ) -> None:
        """The dialog's New game: a code and/or a rule-set text, each refused in the dialog when it does not read."""
        rules = None
        if text is not None:
            try:
                rules = self._browser_rules(text)
            except (ValueError, TypeError) as error:
                log.debug("refused a rule set from the board: %s", error)
                self._refuse_new_game("ui_bad_rules", rules=text.strip()[:60])
                return
            rule = Rule.EASY if rules.king_ace else Rule.CLASSIC
        try:
            self.new_game(code=code, rule=rule or Rule.EASY, rules=rules, winnable=winnable, difficulty=difficulty)
        except InvalidCodeError:
            self._refuse_new_game("ui_bad_code", code=code)
        except InvalidArgumentError as error:  # a code's layout that the rule set cannot go with (empty-waste...)
            log.debug("refused a new game from the board: %s", error)
            self._refuse_new_game("ui_bad_rules", rules=(text or code or "").strip()[:60])

    def _browser_rules(self, text: str) -> Rules:
        """A rule set from the dialog. The only scoring function it may name is the one the board's game has
        (set from Python): a function never comes from the browser."""
        current = self._game.rules
        functions = {current.scoring_name: current.scoring} if current.custom_scoring else None
        return Rules.from_text(text, functions)

    def _refuse_new_game(self, key: str, **fields: str) -> None:
        # Explained in the dialog; the game on the table goes on.
        self._new_game_error = (key, fields)
        self._last = {"kind": "new_refused"}
        self._publish()

    # -- the snapshot -----------------------------------------------------------

    @traitlets.observe("lang", "error_help")
    @_locked
    def _settings_changed(self, change: dict) -> None:
        if change["name"] == "error_help" and not change["new"] and self._message and self._message[0] == "reason":
            self._message = None
        if self._version:  # not during __init__: the first snapshot comes once the game exists
            self._last = {"kind": "settings"}
            if change["name"] == "lang" and self._replay:
                self._send_playback(autoplay=False)  # the same replay, re-worded
            self._publish()

    def _after(self, last: dict[str, Any], message: tuple | None) -> None:
        self._last = last
        self._message = message
        self._hint = None
        self._end_replay()
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
        fields = dict(fields)
        # A lost deal is known only by looking at the face-down cards: the hint says so.
        saw_hidden = fields.pop("saw_hidden", False)
        text = self._message_body(key, lang, fields)
        if saw_hidden and text:
            text = f"{text}{'' if text.endswith(('.', '!', '?')) else '.'} {t('ui_hint_saw_hidden', lang)}"
        return text

    def _message_body(self, key: str, lang: str, fields: dict[str, Any]) -> str:
        if "slot" in fields:
            card = self._game.card_at(fields.pop("slot"))
            return t(key, lang, card=card_name(card, lang), **fields) if card else ""
        if "move" in fields:
            move = fields["move"]
            if move == DRAW:
                move_text = t("ui_move_draw", lang)
            else:
                move_text = t("ui_move_play", lang, card=card_name(self._game.card_at(move), lang))
            return t(key, lang, cards=count_cards(fields["cleared"], lang), move=move_text)
        return t(key, lang, **fields)

    def _with_par(self, view: dict[str, Any], lang: str) -> dict[str, Any]:
        """The end-of-game banner says the best score the deal allows (its par), when it is known in time."""
        banner = view.get("banner")
        if banner is not None:
            best = self._deal_par()
            if best is not None:
                line = par_line(self._game.rules, best, lang)
                banner["text"] = f"{banner['text']} · {line}" if banner["text"] else line
        return view

    def _deal_par(self) -> int | None:
        """Par of the deal from its start (the best score it allows), or None if the search ran out of budget."""
        from ..solver import BudgetExceeded, par

        key = (self._game.code, self._game.rules)
        if self._par is None or self._par[0] != key:
            try:
                deadline = None if PAR_SECONDS is None else time.monotonic() + PAR_SECONDS
                best = par(self._game.restart(), max_nodes=PAR_BUDGET, deadline=deadline).score
            except BudgetExceeded:
                best = None
            self._par = (key, best)
        return self._par[1]

    def snapshot(self) -> dict[str, Any]:
        """Everything the browser draws, texts in the current language. Face-down cards stay secret."""
        game, lang = self._game, self.lang
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
            new_game_error = t(self._new_game_error[0], lang, **self._new_game_error[1])
        return {
            "version": self._version,
            "lang": lang,
            "langs": [{"code": code, "name": t("ui_lang_name", code)} for code in LANGS],
            "strings": {**{key: t(f"ui_{key}", lang) for key in _UI_KEYS},
                        "keys_help": f"{t('ui_keys_help', lang)}; {t('ui_keys_read', lang)}",
                        "score": score_label(game.rules, lang)},  # "Cards left" under scoring=cards-left
            "code_rules": {rule.letter: t(f"ui_rule_{rule.value}_long", lang) for rule in Rule},
            "code": game.code,
            "rule": game.rule.value,
            "rule_label": game.rule_name(lang),
            "variants": variant_chips(game, lang),
            "rules_form": rules_form(game.rules, lang),
            # Where each slot of the game's layout sits, and whether it has a stock: the board draws any layout.
            "layout": layout_view(game.layout, lang, stock=bool(game.layout.stock or game.stock_cards)),
            "deal_form": deal_form(lang),  # the dialog's winnable and difficulty choice (dealing.py)
            **self._with_par(position_view(game, lang), lang),
            "marks": [{"slot": slot, **mark} for slot, mark in sorted(self._marks.items())],
            "error_help": self.error_help,
            "message": message,
            "hint": hint,
            "new_game_error": new_game_error,
            "last": self._last,
            # What a screen reader hears: what changed; the whole board (describe) on a key.
            "announce": announcement(game, self._last, lang),
            # The browser keeps the record under the seat, to offer it back when the cell runs again.
            "seat": self._seat,
            "record": game.record(),
        }
