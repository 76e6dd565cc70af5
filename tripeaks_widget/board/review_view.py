"""The board's review (issue 22): the student's game stepped through with the replay controls.

``TriPeaksWidget.review()`` (this module's ``ReviewBoard``, mixed into the
widget) asks the coach for a ``Review`` of the game on the board and plays the
game back as a replay whose every step is decorated here:

- the card played is marked in one colour and, where it differs, the best
  card(s) in a second colour (a draw marks the stock);
- the message is the move's line in the board's language (``MoveReview.line``);
  the end step says the review's summary;
- under the board, the chart of par and chance by move (``review_chart``), the
  turning point marked; a click on a move sends the ``review_seek`` intent, which
  Python checks and answers with the step to show.

No anywidget or traitlets here: the widget sends what this module builds.
"""

from __future__ import annotations

from typing import Any

from ..engine.errors import InvalidArgumentError, WrongTypeError, short
from ..engine.game import DRAW, Game
from ..engine.i18n import t
from .review_chart import chart_points, chart_svg
from .view import play_line, replay_steps

#: The marks' colours: the card played, and the best card where it differs.
PLAYED_COLOUR = "#4fc3f7"
BEST_COLOUR = "#7ee081"
#: The catalogue texts the board's review shows, sent with the board's strings.
REVIEW_UI_KEYS = ("review", "review_title", "review_running", "review_keys", "review_chart", "review_step",
                  "review_step_end")


def _best_actions(move: Any) -> list:
    """The action to show as better than the one played: the one the move's line names, if par was lost."""
    if move.verdict == "best":
        return []
    better = move.suggestion()
    return [] if better is None or better == move.action else [better]


def _bad_luck(move: Any) -> bool:
    """The move lost the deal, but no move looked clearly better (the line says "Bad luck": MoveReview.line)."""
    return move.verdict == "blunder" and not move.visible and move.chance_before is not None


def review_steps(review: Any, positions: list[Game], lang: str) -> list[dict[str, Any]]:
    """The replay's steps with the review on them: marks, the move's line, its verdict.

    Step ``i`` is the position before move ``i + 1``; the last step is the end,
    where the message is the review's summary.
    """
    actions = [move.action for move in review.moves]
    steps = replay_steps(positions, actions, lang)
    played_label = t("ui_review_played", lang)
    for step, move in zip(steps, review.moves):
        # At bad luck no move was "best" from what the player saw: the mark says what it does mean.
        best_label = t("ui_review_winnable" if _bad_luck(move) else "ui_review_best", lang)
        marks = []
        if move.action != DRAW:
            marks.append({"slot": move.action, "label": played_label, "colour": PLAYED_COLOUR})
        better = _best_actions(move)
        for action in better:
            if action != DRAW:
                marks.append({"slot": action, "label": best_label, "colour": BEST_COLOUR})
        step["marks"] = marks
        step["next"]["text"] = move.line(lang)
        step["review"] = {
            "move": move.number,
            "verdict": move.verdict,
            "played_draw": move.action == DRAW,
            "best_draw": DRAW in better,
            "labels": {"played": played_label, "best": best_label},
        }
    steps[-1]["marks"] = []
    steps[-1]["end_text"] = review.summary(lang)
    steps[-1]["review"] = {"move": len(review.moves) + 1, "verdict": None, "played_draw": False, "best_draw": False}
    return steps


def review_chart(review: Any, lang: str) -> str:
    """The chart of a review: par and chance by move, the turning point marked."""
    moves = review.moves
    return chart_svg(chart_points(moves, moves[-1].par_after), review.turning_point, lang)


def review_picture_html(review: Any, lang: str) -> str:
    """What the exported picture adds under the board: the summary and the chart (no script)."""
    from html import escape

    return (f'<div class="tripeaks-review" lang="{escape(lang)}"><p>{escape(review.summary(lang))}</p>'
            f"{review_chart(review, lang)}</div>")


def check_move(move: object, count: int) -> int | None:
    """A move to open the review at: None, or a number from 1 to ``count + 1`` (the end)."""
    if move is None:
        return None
    if isinstance(move, bool) or not isinstance(move, int):
        raise WrongTypeError(f"move must be a move number (an int), not {type(move).__name__}")
    if not 1 <= move <= count + 1:
        raise InvalidArgumentError(f"move must be from 1 to {count + 1} (the end) for this game, not {short(move)}")
    return move


class ReviewBoard:
    """The review part of ``TriPeaksWidget`` (a mixin: it uses the widget's game, lock and replay)."""

    def review(self, *, move: int | None = None, budget: int | None = None):
        """Review the game on the board move by move with the solver, and step through it on the board.

        Returns the coach's ``Review``. The board shows the game's first move
        (or ``move``, e.g. ``review.turning_point``) with the card played and
        the best one marked, the move's line, and under the board the chart
        of par and chance; the replay controls, the arrow keys and a click on
        the chart move through it. The board's game stays as it is.
        A game with no move yet raises InvalidArgumentError; nothing changes.
        """
        from ..coach import review as coach_review

        with self._lock:
            game = self._game
            if move is not None and (isinstance(move, bool) or not isinstance(move, int)):
                check_move(move, 0)  # the type first, whatever the game
            if not game.history:
                raise InvalidArgumentError(t("ui_review_nothing", "en"))
            check_move(move, len(game.history))
            kwargs = {} if budget is None else {"budget": budget}
            # The same game asked again (another move, another language) is not reviewed again.
            key = (game.code, game.rules, tuple(game.history), game.undos, game.hints, budget)
            cached = getattr(self, "_reviewed", None)
            if cached is not None and cached[0] == key:
                result = cached[1]
            else:
                # The progress bar: the review counts its moves as it goes (before the first, after each).
                def progress(done: int, total: int) -> None:
                    self.send({"type": "review_progress", "done": done, "total": total})

                result = coach_review(game, lang=self.lang, progress=progress, **kwargs)
                self._reviewed = (key, result)
            positions = play_line(game.restart(), list(game.history))
            self._replays += 1
            self._replay = {"id": self._replays, "positions": positions, "actions": list(game.history),
                            "speed": 1.0, "review": result, "at": None if move is None else move - 1}
            self._message, self._hint, self._last = None, None, {"kind": "review"}
            self._send_playback(autoplay=False)
            self._publish()
            return result

    def _review_fields(self) -> dict[str, Any]:
        """What the playback carries besides a plain replay's steps: the review's steps, chart, summary."""
        replay = self._replay
        result = replay.get("review") if replay else None
        if result is None:
            return {}
        lang = self.lang
        return {
            "steps": review_steps(result, replay["positions"], lang),
            "review": {
                "chart": review_chart(result, lang),
                "summary": result.summary(lang),
                "turning_point": result.turning_point,
                "moves": len(result.moves),
            },
            "at": replay.get("at"),
        }

    def _review_seek(self, replay_id: int, move: int) -> None:
        """The chart's click: go to ``move`` of the review being shown (an old or unknown one is ignored)."""
        replay = self._replay
        if replay is None or replay.get("review") is None or replay_id != replay["id"]:
            return
        if not 1 <= move <= len(replay["positions"]):
            return
        replay["at"] = move - 1
        self.send({"type": "review_at", "replay": replay_id, "step": move - 1})

    def _review_picture(self) -> str:
        """The summary and chart under the exported picture while a review is shown; else nothing."""
        replay = self._replay
        result = replay.get("review") if replay else None
        return "" if result is None else review_picture_html(result, self.lang)

