"""The board's teaching tools: replays the browser plays by itself, and a teacher's marks.

A mixin of ``TriPeaksWidget`` (board/widget.py owns the traits and the
snapshot): the engine computes every position of a replay at once, and the
browser shows the steps, each with the banner, score, status and message of
that step, so the kernel is free while it plays.
"""

from __future__ import annotations

from typing import Any, Iterable

from ..engine.codes import GameCode
from ..engine.errors import InvalidArgumentError, WrongTypeError, check_bool, short
from ..engine.game import Game
from .locking import locked
from .view import check_line, code_rules, play_line, read_line, read_marks, replay_steps

#: Replay speeds the board offers (steps per second at 1x: one a second).
REPLAY_SPEEDS = (0.5, 1.0, 2.0, 4.0)


class Playback:
    """Replays (``replay``) and marks (``highlight``) of a board."""

    _replay: dict[str, Any] | None
    _replays: int

    @locked
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
        check_line(actions, first.layout.size)
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
            return Game.from_code(code, code_rules(code, rules))
        if isinstance(start, Game):
            first = start.copy()
        elif isinstance(start, str):
            if ":" in start:
                first = Game.from_record(start, None if "[" in start else code_rules(start.partition(":")[0], rules))
            else:
                first = Game.from_code(start, code_rules(start, rules))
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

    @locked
    def highlight(self, marks: dict[int, str], colour: str | None = None) -> None:
        """Mark slots on the board with a short label each: ``{13: "covered by 22 and 23", 22: "", 23: ""}``.

        ``colour`` is a name (blue, gold, red, green, purple, white) or
        "#rrggbb"; later calls add marks (a slot marked again takes the new
        one). A mark outlines the slot and never shows a face-down card.
        Bad input raises before anything changes.
        """
        self._marks = {**self._marks, **read_marks(marks, colour, self._game.layout.size)}
        self._last = {"kind": "marks"}
        self._publish()

    @locked
    def clear_highlights(self) -> None:
        """Remove every mark ``highlight`` put on the board."""
        self._marks = {}
        self._last = {"kind": "marks"}
        self._publish()
