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
import weakref
from typing import Any, Iterable

import anywidget
import traitlets

from ..engine.codes import GameCode, InvalidCodeError, Rule
from ..engine.errors import InvalidArgumentError, WrongTypeError, short, check_bool, check_budget, check_count, check_type
from ..engine.game import DRAW, ActionResult, Game, Status
from ..engine.i18n import DEFAULT_LANG, LANGS, card_name, check_lang, count_cards, t
from ..engine.svg import board_html
from ..engine.rules import Rules
from .keywords import check_keywords
from .dealing import deal_form
from .review_view import REVIEW_UI_KEYS, ReviewBoard
from .intents import INTENTS, MAX_CODE_LENGTH, MAX_RULES_LENGTH, parse_intent  # noqa: F401 (the board's names)
from .view import (  # card_json is also the board's public name for a card's JSON
    card_json,
    play_line,
    position_view,
    read_line,
    read_marks,
    replay_steps,
    rules_form,
    variant_chips,
)

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
    "replay_step", "rule_set",
)
_UI_KEYS += REVIEW_UI_KEYS  # the review's (issue 22): review_view.py

#: Replay speeds the board offers (steps per second at 1x: one a second).
REPLAY_SPEEDS = (0.5, 1.0, 2.0, 4.0)


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


#: Traits only Python writes: a comm update from the browser never sets them.
_PYTHON_ONLY = frozenset({"state", "playback"})
class TriPeaksWidget(ReviewBoard, anywidget.AnyWidget):
    """A TriPeaks board you can play in the notebook; ``w.game`` is the game being played.

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
        if not (STATIC / "widget.js").exists():
            raise RuntimeError(f"the board's front end is not built ({STATIC / 'widget.js'} is missing): run `make js`")
        # Every argument is checked before anything is dealt (docs/engine.md).
        check_lang(lang)
        check_bool(error_help, "error_help")
        rule = Rule.coerce(rule)
        if rules is not None and not isinstance(rules, str):
            check_type(rules, Rules, "rules", "a Rules, or its text such as 'classic,jokers=2'")
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
        # True (the default): hints use only what the player sees (docs/solver.md);
        # False: hints follow the exact winning line (the solver sees face-down cards).
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
            letter = GameCode.parse(code).rule
            game = Game.from_code(code, rules.replace(king_ace=Rule(letter).wrap))
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
            if answer.action == DRAW:
                message = ("hint", "ui_hint_draw", {})
            else:
                message = ("hint", "ui_hint_play", {"slot": answer.action})
        elif answer.kind == "lost" and answer.action is not None:
            # Lost, but still a next step: the move that clears the most cards.
            self._hint = answer.action
            key = "ui_hint_lost_exact" if answer.exact else "ui_hint_lost_best"
            message = ("hint", key, {"move": answer.action, "cleared": answer.cleared})
        elif answer.kind == "lost":
            self._hint, message = None, ("hint", "ui_hint_lost", {})
        else:  # "budget": say so rather than guess
            self._hint, message = None, ("hint", "ui_hint_budget", {})
        self._message = message
        self._last = {"kind": "hint"}
        self._publish()
        return answer

    # -- teaching: replays and marks -------------------------------------------

    @_locked
    def replay(
        self,
        line: str | Iterable[object],
        *,
        start: Game | str | None = None,
        speed: float = 1.0,
        autoplay: bool = True,
    ) -> None:
        """Play ``line`` on the board step by step, with play/pause, step and speed controls.

        ``line`` is a list of actions (slots and "draw") or a record string
        ``"TP1-E-AAAAAAD: 26 22 27 draw ..."``; ``start`` is the Game, code or
        record it starts from (default: a record's deal, else the board's game).
        The engine computes every position now and the browser plays them, so
        the kernel is free during the replay (also in the Pyodide site). The
        board's game becomes the end of the line at once; leaving the replay at
        an earlier step ("Play on from here") makes that step the game.
        IllegalMoveError names the first action the rules refuse, and nothing changes.
        """
        code, actions = read_line(line)
        first = self._replay_start(code, start)
        if isinstance(speed, bool) or not isinstance(speed, (int, float)) or not 0.1 <= speed <= 10:
            raise InvalidArgumentError(f"speed must be a number from 0.1 to 10 (1 = one step a second), not {short(speed)}")
        check_bool(autoplay, "autoplay")
        positions = play_line(first, actions)
        self._replays += 1
        self._replay = {"id": self._replays, "positions": positions, "actions": actions, "speed": float(speed)}
        self._game = positions[-1].copy()
        self._message, self._hint, self._last = None, None, {"kind": "replay"}
        self._send_playback(autoplay=autoplay)
        self._publish()

    def _replay_start(self, code: str | None, start: Game | str | None) -> Game:
        rules = self._game.rules
        if start is None:
            if not code:
                return self._game.copy()
            return Game.from_code(code, rules.replace(king_ace=GameCode.parse(code).rule.wrap))
        if isinstance(start, Game):
            first = start.copy()
        elif isinstance(start, str):
            if ":" in start:
                first = Game.from_record(start, None if "[" in start else rules.replace(
                    king_ace=GameCode.parse(start.partition(":")[0]).rule.wrap))
            else:
                first = Game.from_code(start, rules.replace(king_ace=GameCode.parse(start).rule.wrap))
        else:
            raise WrongTypeError(f"start must be a Game, a game code or a record, not {type(start).__name__}")
        if code is not None and GameCode.parse(code) != first.game_code:
            raise InvalidArgumentError(f"the record is for {code!r} but start is {first.code!r}")
        return first

    def _send_playback(self, autoplay: bool) -> None:
        replay = self._replay
        steps = replay_steps(replay["positions"], replay["actions"], self.lang)
        self.playback = {
            "id": replay["id"],
            "steps": steps,
            "speed": replay["speed"],
            "speeds": list(REPLAY_SPEEDS),
            "autoplay": autoplay,
            **self._review_fields(),  # a review's steps, chart and summary (review_view.py)
        }

    def _end_replay(self) -> None:
        if self._replay is not None:
            self._replay = None
            self.playback = {}

    def _leave_replay(self, replay_id: int, step: int) -> None:
        replay = self._replay
        if replay is None or replay_id != replay["id"] or not 0 <= step < len(replay["positions"]):
            return  # an old replay, or a step it does not have
        self._game = replay["positions"][step].copy()
        self._after({"kind": "new"}, message=None)

    @_locked
    def highlight(self, marks: dict[int, str], colour: str | None = None) -> None:
        """Mark slots on the board with a short label each: ``{13: "covered by 22 and 23", 22: "", 23: ""}``.

        ``colour`` is a name (blue, gold, red, green, purple, white) or
        "#rrggbb"; later calls add marks (a slot marked again takes the new
        one). A mark outlines the slot and never shows a face-down card.
        Bad input raises before anything changes.
        """
        self._marks = {**self._marks, **read_marks(marks, colour)}
        self._last = {"kind": "marks"}
        self._publish()

    @_locked
    def clear_highlights(self) -> None:
        """Remove every mark ``highlight`` put on the board."""
        self._marks = {}
        self._last = {"kind": "marks"}
        self._publish()

    # -- the static picture -------------------------------------------------------

    def picture_html(self) -> str:
        """The board's current position as static HTML (SVG, no script), marks included."""
        # The class lets the live board's CSS hide this picture where the board itself renders.
        picture = board_html(self._game, self.lang, marks=self._marks) + self._review_picture()
        return f'<div class="tripeaks-static">{picture}</div>'

    def _ipython_display_(self, **kwargs: Any) -> None:
        # The live board, then a static picture of the position as a second
        # output: the one an HTML export, nbviewer, GitHub or a printout shows
        # (nbconvert prefers the widget view whenever the widget state is
        # saved, so the picture cannot ride in the same output). Where the live
        # board renders, its CSS hides the picture beside it. After each cell
        # the picture is brought up to date (``_update_pictures``). It is sent
        # as a raw bundle: IPython's HTML() first asks whether its text names
        # a file, and in JupyterLite each such stat is a round trip to the page.
        from IPython.display import display

        bundle = self._repr_mimebundle_()
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        display(data, metadata=metadata, raw=True)
        with self._lock:
            html, self._pictured = self.picture_html(), self._version
        self._pictures.append(display({"text/html": html}, raw=True, display_id=True))
        _watch_pictures(self)

    def _update_pictures(self) -> None:
        with self._lock:
            if self._pictured == self._version or not self._pictures:
                return
            html, self._pictured = self.picture_html(), self._version
        for handle in self._pictures:
            handle.update({"text/html": html}, raw=True)

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
        if "slot" in fields:
            card = self._game.card_at(fields["slot"])
            return t(key, lang, card=card_name(card, lang)) if card else ""
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
                line = t("rs_par", lang, score=best)
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
            "strings": {key: t(f"ui_{key}", lang) for key in _UI_KEYS},
            "code": game.code,
            "rule": game.rule.value,
            "rule_label": game.rule_name(lang),
            "variants": variant_chips(game, lang),
            "rules_form": rules_form(game.rules, lang),
            "deal_form": deal_form(lang),  # the dialog's winnable and difficulty choice (dealing.py)
            **self._with_par(position_view(game, lang), lang),
            "marks": [{"slot": slot, **mark} for slot, mark in sorted(self._marks.items())],
            "error_help": self.error_help,
            "message": message,
            "hint": hint,
            "new_game_error": new_game_error,
            "last": self._last,
        }


# Boards whose static pictures follow the game: refreshed after each cell runs.
_shown_boards: weakref.WeakSet = weakref.WeakSet()
_hooked = False


def _watch_pictures(board: TriPeaksWidget) -> None:
    global _hooked
    _shown_boards.add(board)
    if _hooked:
        return
    try:
        from IPython import get_ipython
    except ImportError:  # no IPython: nothing runs cells
        return
    shell = get_ipython()
    if shell is None:
        return
    shell.events.register("post_run_cell", _refresh_pictures)
    _hooked = True


def _refresh_pictures(*_args: object) -> None:
    for board in list(_shown_boards):
        try:
            board._update_pictures()
        except Exception:  # a picture must never break the user's cell
            log.debug("could not refresh a board's static picture", exc_info=True)
