"""``review``: a played game, move by move, as a chess engine reviews a game.

For every action of the game the review gives what was true (exact, with
perfect information: could the deal still be won, and ``par``, the best final
score still reachable), what the player could know (the chance of winning over
deals that look the same to the player), a verdict, and one sentence for the
board.

>>> r = review("TP1-E-AAAAAAB: 20 23 22", samples=16)
>>> [(m.number, m.action, m.verdict) for m in r.moves]
[(1, 20, 'best'), (2, 23, 'best'), (3, 22, 'blunder')]
>>> r.turning_point, r.moves[2].winnable_before, r.moves[2].winnable_after
(3, True, False)
>>> r.moves[2].best_winnable
(24,)
>>> r.moves[2].visible, r.moves[2].chance_after.rate > 0.9
(False, True)
>>> r.moves[2].line()
'Bad luck: playing 2♦ lost the deal, but from what you could see, no other move had a clearly better chance'

Lesson 1 is right that 2♦ loses this deal, but in nearly every deal that
looks the same from where the player sat, 2♦ still wins: bad luck, not a
visible mistake.  A blunder that was visible names the move that kept the
deal winnable:

>>> r = review("TP1-E-AAAAAAD: 26 22 27 draw draw draw draw draw 19 17 draw draw 23 draw 18 20 10 24 21 "
...            "9 11 4 25 3 15 16 14 8 draw 7 2 draw", samples=16)
>>> r.turning_point, r.moves[30].visible
(31, True)
>>> r.moves[30].line()
'Playing K♠ lost the deal: J♥ on the Q♠ kept it winnable'
>>> r.moves[30].line("tr")
'R♠ hamlesi dağıtımı kaybettirdi: Q♠ üzerine J♥ hamlesi dağıtımı kazanılabilir tutardı'
>>> r.moves[30].line("nb")
'Med R♠ gikk given tapt: med J♥ på D♠ kunne den fortsatt vinnes'

Verdicts (``VERDICTS``: best, inaccuracy, costly, blunder) come from the exact values around
each move, as ``judging.verdict`` gives them (``judging.py`` says what each means).

"Mistake" keeps one meaning, the lessons': a blunder the player could have
seen (``visible``), as opposed to bad luck.

``visible`` says whether, from what the player could see, another move had a
clearly higher chance of winning (``analysis.CLEAR_MARGIN`` and
``analysis.CLEAR_CHI2``); a blunder that was not visible is bad luck.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field

from ..engine.cards import Card
from ..engine.errors import WrongTypeError, check_budget, check_count, short
from ..engine.game import DRAW, Game, Status
from ..engine.i18n import check_lang, count_cards, percent, short_card_name, t
from ..lab.progress import ProgressBar
from ..solver.search import actions
from .analysis import CLOSE_FACTOR, Chance, Oracle, Sampled, child, sample_actions
from .judging import VERDICTS, inaccuracy_limit, par_direction, verdict
from .records import record_of

#: Deals sampled for each move's chance of winning.
SAMPLES = 32
#: A blunder's move is sampled this many times more: whether it was bad luck or a visible mistake is what the
#: student reads at the turning point, and more deals make "clearly" surer (a blunder or two a game).
BLUNDER_SAMPLES = 4
#: The most deals ``review`` samples a move: a bound like the searches' budgets (a review at it takes hours).
MAX_SAMPLES = 10_000


@dataclass(frozen=True)
class MoveReview:
    """One action of the reviewed game: what it was, what was true, what the player could know, and the verdict."""

    number: int  #: 1-based place in the game
    action: int | str  #: a slot, or "draw"
    card: Card  #: the card played, or drawn
    waste_before: Card | None  #: the waste card the move was played on
    legal: tuple  #: every legal action in the position
    winnable_before: bool
    winnable_after: bool
    par_before: int
    par_after: int
    best: tuple  #: the actions that keep par_before
    best_winnable: tuple  #: the actions that keep the deal winnable (empty when it was lost before)
    chance_before: Chance | None  #: the chance of winning from what the player could see (None: samples=0)
    chance_after: Chance | None  #: the same deals' chance after the move played
    verdict: str
    visible: bool  #: another move had a clearly higher chance, from what the player could see
    better_chance: tuple  #: those moves, best first (empty when ``visible`` is False)
    equal_chances: bool | None  #: every legal move had the same sampled chance (None: not all looked at)
    close_call: int | str | None = None  #: a move a little more likely to win, too close to call even after
    #: sampling ``CLOSE_FACTOR`` times more (``visible`` is then False); None when the evidence was clear
    cards: dict = field(repr=False, compare=False, default_factory=dict)  #: action -> Card, for the texts
    lang: str = field(repr=False, compare=False, default="en")
    #: 1 when a higher score is better; -1 under scoring=cards-left, where par is the fewest cards left
    direction: int = field(repr=False, compare=False, default=1)

    @property
    def points_lost(self) -> int:
        return (self.par_before - self.par_after) * self.direction

    def suggestion(self):
        """The move the line names as the better one, or None: for a blunder a move that kept the deal
        winnable (one that kept par if any; then the best sampled chance), else one that kept par."""
        if self.verdict == "blunder":
            pool = [a for a in self.best_winnable if a in self.best] or list(self.best_winnable)
        elif self.verdict in ("inaccuracy", "costly"):
            pool = list(self.best)
        else:
            pool = list(self.better_chance[:1])
        if not pool:
            return None
        ranked = [a for a in self.better_chance if a in pool]
        if ranked:
            return ranked[0]
        return min(pool, key=lambda a: (a == DRAW, self.legal.index(a)))

    def line(self, lang: str | None = None) -> str:
        """The one sentence the board shows for this move, in ``lang`` (default: the review's language)."""
        lang = check_lang(self.lang if lang is None else lang)
        better = self._better(self.suggestion(), lang)
        if self.verdict == "blunder":
            if self.visible or self.chance_before is None:  # not sampled: say what is true, not whose fault
                return _capital(t("coach_line_blunder", lang, this=self._this(lang, inner=False), better=better))
            if self.close_call is not None:
                return t("coach_line_close_call", lang, this=self._this(lang, inner=True),
                         better=self._better(self.close_call, lang))
            key = "coach_line_bad_luck_same" if self.equal_chances else "coach_line_bad_luck"
            return t(key, lang, this=self._this(lang, inner=True))
        cards = self.direction < 0  # scoring=cards-left: par counts cards, not points
        if self.verdict in ("inaccuracy", "costly"):
            if cards:
                return t(f"coach_line_{self.verdict}_cards", lang, cards=count_cards(self.points_lost, lang),
                         better=better, par=count_cards(self.par_before, lang))
            points = _points(self.points_lost, lang)
            return t(f"coach_line_{self.verdict}", lang, points=points, better=better, par=self.par_before)
        if len(self.legal) == 1:
            text = t("coach_line_only", lang)
        elif self.winnable_before:
            text = t("coach_line_best_winnable", lang, par=self.par_before)
        elif cards:
            text = t("coach_line_best_lost_cards", lang, par=count_cards(self.par_before, lang))
        else:
            text = t("coach_line_best_lost", lang, par=self.par_before)
        if self.visible and self.winnable_before and better:
            text += t("coach_line_lucky", lang, better=better)
        return text

    def _this(self, lang: str, inner: bool) -> str:
        suffix = "_inner" if inner else ""
        if self.action == DRAW:
            return t("coach_this_draw" + suffix, lang)
        return t("coach_this_card" + suffix, lang, card=short_card_name(self.card, lang))

    def _better(self, action, lang: str) -> str:
        if action is None:
            return ""
        if action == DRAW:
            return t("coach_better_draw", lang)
        card = short_card_name(self.cards[action], lang)
        if self.waste_before is None:
            return t("coach_better_card_alone", lang, card=card)
        return t("coach_better_card", lang, card=card, top=short_card_name(self.waste_before, lang))

    def to_json(self, lang: str | None = None) -> dict:
        lang = check_lang(self.lang if lang is None else lang)
        chance = self.chance_before
        return {
            "number": self.number,
            "action": self.action,
            "slot": None if self.action == DRAW else self.action,
            "draw": self.action == DRAW,
            "card": short_card_name(self.card, lang),
            "best": list(self.best),
            "best_winnable": list(self.best_winnable),
            "suggestion": self.suggestion(),
            "verdict": self.verdict,
            "verdict_text": t(f"coach_verdict_{self.verdict}", lang),
            "visible": self.visible,
            "line": self.line(lang),
            "winnable_before": self.winnable_before,
            "winnable_after": self.winnable_after,
            "par_before": self.par_before,
            "par_after": self.par_after,
            "chance": None if chance is None else {
                "rate": chance.rate, "low": chance.low, "high": chance.high, "wins": chance.wins,
                "samples": chance.samples,
            },
        }


@dataclass(frozen=True)
class Review:
    """A played game reviewed move by move (``review``)."""

    code: str
    record: str
    moves: tuple[MoveReview, ...]
    result: Status  #: the game's status at the end of the record: won, stuck or still playing
    score: int
    par: int  #: par at the deal's start
    par_now: int  #: par at the end of the record (the final score once the game is over)
    winnable_at_start: bool
    winnable_now: bool
    cards_left: int
    undos: int
    hints: int
    samples: int
    seed: int
    lang: str = "en"
    direction: int = field(repr=False, compare=False, default=1)  #: as ``MoveReview.direction``

    @property
    def turning_point(self) -> int | None:
        """The 1-based number of the first blunder (the move that lost the deal), or None."""
        return next((m.number for m in self.moves if m.verdict == "blunder"), None)

    @property
    def losses(self) -> tuple[tuple[int, int], ...]:
        """(move number, points of par lost) for every move that lowered par."""
        return tuple((m.number, m.points_lost) for m in self.moves if m.points_lost)

    def summary(self, lang: str | None = None) -> str:
        """The result, the score against par, the cards left, where points went, the turning point, undos and hints."""
        lang = check_lang(self.lang if lang is None else lang)
        cards = count_cards(self.cards_left, lang)
        if self.direction < 0:  # scoring=cards-left: the score is the cards left, par the fewest reachable
            parts = [t(f"coach_summary_{self.result.value}_cards", lang, par=count_cards(self.par, lang),
                       cards=cards) + "."]
        else:
            parts = [t(f"coach_summary_{self.result.value}", lang, score=self.score, par=self.par, cards=cards) + "."]
        gap = (self.par - self.par_now) * self.direction
        if not gap and self.result is not Status.PLAYING:
            parts.append(t("coach_summary_at_par", lang))
        elif gap:
            numbers = [str(n) for n, _ in self.losses]
            listed = numbers[0] if len(numbers) == 1 else f"{', '.join(numbers[:-1])} {t('coach_and', lang)} {numbers[-1]}"
            if self.direction < 0:
                parts.append(_capital(t("coach_summary_gap_cards", lang, n=len(numbers), cards=count_cards(gap, lang),
                                        moves=listed)))
            else:
                parts.append(_capital(t("coach_summary_gap", lang, n=len(numbers), points=_points(gap, lang),
                                        moves=listed)))
        if self.turning_point is not None:
            parts.append(t("coach_summary_turning_point", lang, n=self.turning_point))
        elif not self.winnable_at_start:
            parts.append(t("coach_summary_never", lang))
        elif self.result is Status.PLAYING and self.winnable_now:
            parts.append(t("coach_summary_still_winnable", lang))
        parts.append(t("coach_summary_counts", lang, undos=self.undos, hints=self.hints))
        return " ".join(parts)

    def to_json(self, lang: str | None = None) -> dict:
        """Everything the board shows, JSON-able, every text in ``lang``."""
        lang = check_lang(self.lang if lang is None else lang)
        return {
            "code": self.code,
            "record": self.record,
            "lang": lang,
            "result": self.result.value,
            "result_text": t(f"status_{self.result.value}", lang),
            "score": self.score,
            "par": self.par,
            "gap": (self.par - self.par_now) * self.direction,
            "cards_left": self.cards_left,
            "undos": self.undos,
            "hints": self.hints,
            "samples": self.samples,
            "seed": self.seed,
            "turning_point": self.turning_point,
            "summary": self.summary(lang),
            "moves": [m.to_json(lang) for m in self.moves],
            "labels": {
                "title": t("coach_chart_title", lang, code=self.code),
                "move": t("coach_chart_move", lang),
                "par": t("coach_chart_par", lang),
                "chance": t("coach_chart_chance", lang),
                "turning_point": t("coach_chart_turning_point", lang),
                "low": t("coach_chart_low", lang),
                "high": t("coach_chart_high", lang),
                "verdict": t("coach_chart_verdict", lang),
                "verdicts": {v: t(f"coach_verdict_{v}", lang) for v in VERDICTS},
            },
        }

    def _repr_html_(self) -> str:
        """The summary and a table of the moves in the review's language (the turning point's row in bold)."""
        lang = self.lang
        heads = [t(f"coach_col_{key}", lang) for key in ("number", "card", "verdict", "par", "chance", "line")]
        if all(m.chance_before is None for m in self.moves):
            heads.pop(4)
        rows = []
        for m in self.moves:
            what = short_card_name(m.card, lang)
            if m.action == DRAW:
                what = f"{t('coach_draw', lang)}: {what}"
            cells = [str(m.number), what, t(f"coach_verdict_{m.verdict}", lang), f"{m.par_before} → {m.par_after}"]
            if m.chance_before is not None:
                c = m.chance_before
                cells.append(f"{percent(100 * c.rate, lang, 0)} [{percent(100 * c.low, lang, 0)}–"
                             f"{percent(100 * c.high, lang, 0)}]")
            cells.append(m.line(lang))
            style = ' style="font-weight:bold"' if m.number == self.turning_point else ""
            rows.append(f"<tr{style}>" + "".join(f"<td>{html.escape(cell)}</td>" for cell in cells) + "</tr>")
        head = "".join(f"<th>{html.escape(h)}</th>" for h in heads)
        return (
            f'<div class="tripeaks-review" lang="{lang}"><p>{html.escape(self.summary(lang))}</p>'
            f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
        )

    def __str__(self) -> str:
        """A text table of the moves and the summary, in the review's language."""
        lang = self.lang
        lines = [f"{self.record}"]
        for m in self.moves:
            chance = m.chance_before
            sampled = "" if chance is None else (
                f"{round(100 * chance.rate):>3} % [{round(100 * chance.low)}-{round(100 * chance.high)}]  ")
            lines.append(
                f"{m.number:>3} {str(m.action):>4} {short_card_name(m.card, lang):>4}  "
                f"{t('coach_verdict_' + m.verdict, lang):<14} par {m.par_before}->{m.par_after}  {sampled}{m.line(lang)}"
            )
        lines.append(self.summary(lang))
        return "\n".join(lines)


def review(game_or_record, lang: str = "en", budget: int | None = None, samples: int = SAMPLES,
           seed: int = 0, progress=None) -> Review:
    """Review a ``Game`` (its actions from the deal, undone ones left out) or a record text, move by move.

    A record is replayed under its rules (``Game.from_record``): one that breaks
    them is refused the same way.  A line as a student hands it in (a name and
    ``: `` before the record, quotes copied from an output) is read as
    ``class_report`` reads it.  ``lang`` is the language of the texts
    (each text method takes another one too).  ``budget`` bounds every search
    (searched positions; None: no bound): an exact search that passes it raises
    ``BudgetExceeded``, a sampled deal whose search passes it is left out of
    the sample.  ``samples`` deals are drawn for each move's chance, seeded by
    ``seed``: the same game and seed give the same review.  ``samples=0``
    gives the exact values only, in about 40 % of the time (a class's records):
    no chance (None) and ``visible`` False, and a blunder's line says which
    move kept the deal winnable without a word on luck.  ``progress``, a
    function, is called as ``progress(done, total)`` before the first move and
    after each one (the board's progress bar; an exception it raises stops the
    review).  True shows the lab's progress bar (in a notebook or a terminal),
    False nothing; None (the default) shows the bar under the traditional
    scoring and a scoring function, where par makes a review take seconds to
    minutes.  Ctrl-C (a kernel interrupt) stops a review; nothing changes.
    """
    check_lang(lang)
    check_budget(budget, "budget")
    check_count(samples, "samples", minimum=0, maximum=MAX_SAMPLES)
    check_count(seed, "seed", minimum=0)
    if progress is not None and not isinstance(progress, bool) and not callable(progress):
        raise WrongTypeError(
            f"progress must be True, False, a function of (done, total), or None, not {short(progress)}")
    if isinstance(game_or_record, str):  # a record, or a handed-in line: "Ada: TP1-…", quoted or not
        final = Game.from_record(record_of(game_or_record))
    elif isinstance(game_or_record, Game):
        final = game_or_record
    else:
        raise WrongTypeError(
            f"review takes a Game or a record text like 'TP1-E-AAAAAAB: 20 23 22', not {short(game_or_record)}"
        )
    actions = final.history
    game = Game.from_code(final.game_code, final.rules)
    oracle = Oracle(budget)
    moves = []
    bar = None
    if progress is True or progress is None and final.rules.scoring != "app" and actions:
        # Under the traditional scoring or a scoring function par is a search over every line: seconds to
        # minutes (docs/coach.md), so a bar says how far the review is; Ctrl-C (a kernel interrupt) stops it.
        bar = _Progress(len(actions), lang)
        progress = None
    elif progress is False:
        progress = None
    try:
        if progress is not None:
            progress(0, len(actions))
        for number, action in enumerate(actions, 1):
            moves.append(_review_move(game, number, action, oracle, samples, seed, budget, lang))
            game = child(game, action)
            if progress is not None:
                progress(number, len(actions))
            if bar is not None:
                bar.advance(1)
    finally:
        if bar is not None:
            bar.close()
    return Review(
        code=final.code,
        record=final.record(),
        moves=tuple(moves),
        result=final.status,
        score=final.score,
        par=moves[0].par_before if moves else oracle.par(game),
        par_now=oracle.par(game),
        winnable_at_start=moves[0].winnable_before if moves else oracle.winnable(game),
        winnable_now=oracle.winnable(game),
        cards_left=final.layout.size - sum(final.is_removed(s) for s in range(final.layout.size)),
        undos=final.undos,
        hints=final.hints,
        samples=samples,
        seed=seed,
        lang=lang,
        direction=_direction(final),
    )


class _Progress(ProgressBar):
    """The lab's progress bar, its words in the review's language."""

    def __init__(self, total: int, lang: str) -> None:
        self.lang = lang
        super().__init__(total)

    def _status(self) -> str:
        return t("coach_progress", self.lang, done=self.done, total=self.total)


def _review_move(game: Game, number: int, action, oracle: Oracle, samples: int, seed: int, budget, lang) -> MoveReview:
    legal = tuple(actions(game.position()))
    children = {a: child(game, a) for a in legal}
    par_before = oracle.par(game)
    winnable_before = oracle.winnable(game)
    pars = {a: oracle.par(c) for a, c in children.items()}
    winnable = {a: oracle.winnable(c) for a, c in children.items()}
    played = children[action]
    par_after, winnable_after = pars[action], winnable[action]
    judged = verdict(winnable_before, winnable_after, par_before, par_after, par_direction(game.rules),
                     inaccuracy_limit(game.rules))
    # The other moves' chances only where they can matter (analysis.sample_actions): a blunder's line
    # says whether every move had the same chance.
    if samples:
        blunder = judged == "blunder"
        count = samples * BLUNDER_SAMPLES if blunder else samples
        sampled: Sampled = sample_actions(game, count, seed, number, budget, played=action, every=blunder)
        assert sampled.legal == legal, (sampled.legal, legal)
        close = sampled.close_call(action)
        # Where the line's words depend on it (a blunder: visible or bad luck; a best move: lucky or not) and
        # the evidence is close, sample more, so that no seed decides the sentence; still close: say so.
        if close is not None and (blunder or par_after == par_before and winnable_before):
            sampled = sample_actions(game, count * CLOSE_FACTOR, seed, number, budget, played=action, every=True)
            close = sampled.close_call(action)
        better = () if close is not None else sampled.clearly_better(action)
        chances = sampled.chance(), sampled.chance(action), sampled.all_equal()
    else:
        better, chances, close = (), (None, None, None), None
    cards = {a: (game.card_at(a) if a != DRAW else c.waste_top) for a, c in children.items()}
    return MoveReview(
        number=number,
        action=action,
        card=played.waste_top,
        waste_before=game.waste_top,
        legal=legal,
        winnable_before=winnable_before,
        winnable_after=winnable_after,
        par_before=par_before,
        par_after=par_after,
        best=tuple(a for a in legal if pars[a] == par_before),
        best_winnable=tuple(a for a in legal if winnable[a]),
        chance_before=chances[0],
        chance_after=chances[1],
        verdict=judged,
        visible=bool(better),
        better_chance=better,
        equal_chances=chances[2],
        close_call=close if judged == "blunder" else None,
        cards=cards,
        lang=lang,
        direction=_direction(game),
    )


def _direction(game: Game) -> int:
    return par_direction(game.rules)


def _points(n: int, lang: str) -> str:
    return t("coach_points", lang, n=n)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]
