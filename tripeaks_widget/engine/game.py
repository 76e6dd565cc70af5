"""The game: the only authority on the rules of TriPeaks.

>>> game = Game.from_code("TP1-E-AAAAAAB")
>>> [str(game.card_at(s)) for s in game.removable_slots()]
['K♣', '2♦', 'K♦']
>>> bool(game.play(18)), game.explain(18)
(False, 'Must be one rank higher or lower')
>>> [bool(game.play(s)) for s in (20, 23, 22)]
[True, True, True]
>>> str(game.card_at(13)), game.is_face_up(13), game.score, game.moves
('7♠', True, 497, 3)
>>> game.undo().ok, game.score, game.moves, game.is_face_up(13)
(True, 498, 3, False)
"""

from __future__ import annotations

import random
from collections import deque
from typing import Iterable, NamedTuple

from . import scoring
from .actions import DRAW, JOKER, Action, ActionResult, Status
from .cards import Card, fits_on, ranks_adjacent
from .codes import DEAL_COUNT, DEFAULT_LAYOUT, GameCode, Rule
from .deal import deal_for, joker_indexes
from .dealer import DIFFICULTIES, set_winnable_dealer, winnable_deal
from .errors import (
    IllegalMoveError,
    InvalidArgumentError,
    InvalidSlotError,
    WrongTypeError,
    check_bool,
    check_slot,
    check_type,
    is_listlike,
    read_action,
    short,
)
from .i18n import check_lang, t
from .layout import TRIPEAKS
from .position import JOKER_RANK, Position
from .record import read_record, write_record
from .rules import Rules
from .textboard import board_sentence, board_text

#: Undo goes back at most this many actions.
UNDO_LIMIT = 100

__all__ = [  # the names other modules import from here, those of actions.py and dealer.py among them
    "DIFFICULTIES", "DRAW", "JOKER", "UNDO_LIMIT", "Action", "ActionResult", "Game", "IllegalMoveError",
    "InvalidSlotError", "Status", "check_slot", "set_winnable_dealer",
]

class _Snapshot(NamedTuple):
    removed: int
    drawn: int
    passes: int
    waste: tuple[Card, ...]
    score: int
    run: int


def _coerce_rules(rules: Rules | str | None, code: GameCode, given: object = None) -> Rules:
    wrap = Rule(code.rule).wrap
    if rules is None:
        return Rules(king_ace=wrap, layout=code.layout)
    if isinstance(rules, str):
        rules = Rules.from_text(rules)
    check_type(rules, Rules, "rules", "a Rules, or its text such as 'classic,jokers=2'")
    name = rules.layout.name
    if code.layout != name and not (code.layout == DEFAULT_LAYOUT and rules.layout is not TRIPEAKS
                                    and name not in _builtin_layouts()):
        raise InvalidArgumentError(
            f"the code {short(given if given is not None else code.text)} is for the layout {code.layout} "
            f"but the rules {short(rules)} are for {name}: use {code._replace(layout=_code_layout(name)).text}"
        )
    if rules.king_ace != wrap:
        raise InvalidArgumentError(
            f"the code {short(given if given is not None else code.text)} is {'Easy' if wrap else 'Classic'} "
            f"but the rules {short(rules)} say "
            f"{'Easy' if rules.king_ace else 'Classic'}: "
            f"use a TP1-{'E' if rules.king_ace else 'C'}- code or rules.replace(king_ace={wrap})"
        )
    return rules


def _builtin_layouts() -> dict:
    from .shapes import LAYOUTS

    return LAYOUTS


def _code_layout(name: str) -> str:
    """The layout part of a code for the layout ``name``: a layout of your own has none (its rules carry it)."""
    return name if name in _builtin_layouts() else DEFAULT_LAYOUT


class Game:
    """One deal being played: tableau, waste, stock, score, moves and undo history."""

    def __init__(self, code: GameCode | str = GameCode(0), rules: Rules | str | None = None) -> None:
        given = code
        if not isinstance(code, GameCode):
            code = GameCode.parse(code)
        given_rules = rules
        try:
            rules = _coerce_rules(rules, code, given)
        except InvalidArgumentError as error:
            if isinstance(given_rules, str):  # name the text the caller gave too
                raise InvalidArgumentError(f"{error} (rules {short(given_rules)})") from None
            raise
        self._game_code = code
        self._code = code.text
        self._rules = rules
        layout = self._layout = rules.layout
        # The layout's tables, read on every move: kept on the game, one attribute lookup away.
        self._size, self._cover, self._group_mask = layout.size, layout.cover_mask, layout.group_mask
        self._all, self._face_up = layout.all_mask, layout.face_up_mask
        self._nothing_on_king = rules.nothing_on_king
        tableau, waste, dealt = layout.deal(deal_for(code.number))
        self._tableau: tuple[Card, ...] = tableau
        stock = list(dealt)
        if rules.empty_waste:  # the rules allow it only with a dealt first card (one)
            stock.insert(0, waste[0])
            waste = ()
        for index in joker_indexes(code.number, len(stock), rules.jokers):
            stock.insert(index, JOKER)
        self._stock: tuple[Card, ...] = tuple(stock)
        self._removed = 0
        self._drawn = 0
        self._passes = 0  #: redeals used
        self._waste = waste
        self._score = rules.start_score
        self._run = 0
        self._moves = 0
        self._undos = 0  #: undos taken (each one also left its action in the move counter)
        self._hints = 0  #: hints asked for (the board calls note_hint; the solver's hint() is pure)
        self._history: list[Action] = []
        self._undo: deque[_Snapshot] = deque(maxlen=UNDO_LIMIT)

    # -- construction ------------------------------------------------------

    @classmethod
    def from_code(cls, code: GameCode | str, rules: Rules | str | None = None) -> Game:
        """The deal a code names, at its start, under ``rules`` (default: the code's Easy or Classic).

        Raises InvalidCodeError for a bad code, ValueError when the code's
        letter and the rules disagree about the King-Ace link.
        """
        return cls(code, rules)

    @classmethod
    def new(
        cls,
        rule: Rule | str = Rule.EASY,
        rules: Rules | str | None = None,
        *,
        winnable: bool = False,
        difficulty: str | None = None,
    ) -> Game:
        """A random deal under ``rule`` ("easy" or "classic"), or under the rule set ``rules``.

        ``winnable=True`` deals only a deal that can be won under those rules
        (exact: the solver proves it).  ``difficulty`` ("easy", "medium" or
        "hard", see ``DIFFICULTIES``) deals a winnable deal of that level, so it
        implies ``winnable``; the measure is ``tripeaks_widget.difficulty``
        (``docs/coach.md``, "Deals for a class").  The engine cannot prove a
        deal winnable itself: it asks the dealer the package installs (see
        ``set_winnable_dealer``).
        """
        check_bool(winnable, "winnable")
        if difficulty is not None and difficulty not in DIFFICULTIES:
            raise InvalidArgumentError(
                f"unknown difficulty {short(difficulty)} (expected one of {', '.join(map(repr, DIFFICULTIES))}, or None)"
            )
        layout = DEFAULT_LAYOUT
        if rules is not None:
            rules = Rules.from_text(rules)
            rule = Rule.EASY if rules.king_ace else Rule.CLASSIC
            layout = _code_layout(rules.layout.name)
        rule = Rule.coerce(rule)
        if not winnable and difficulty is None:
            return cls(GameCode(random.randrange(DEAL_COUNT), rule, layout), rules)
        number = winnable_deal(rules if rules is not None else Rules(king_ace=rule.wrap), difficulty)
        return cls(GameCode(number, rule, layout), rules)

    @classmethod
    def replay(cls, code: str, actions: Iterable[object], rules: Rules | str | None = None) -> Game:
        """A fresh deal with ``actions`` played in order; IllegalMoveError names the first one refused."""
        if isinstance(actions, str):
            actions = actions.split()
        elif not is_listlike(actions):
            raise WrongTypeError(
                f"actions must be a list of slots and 'draw', or text like '20 23 draw', "
                f"not {type(actions).__name__}: {short(actions)}"
            )
        game = cls.from_code(code, rules)
        for position, item in enumerate(actions, 1):
            action = read_action(item, position, game._size)
            result = game.draw() if action == DRAW else game.play(action)
            if not result:
                raise IllegalMoveError(
                    f"action {position} of the record, {short(item)}, cannot be played in {game.code}: "
                    f"{result.message()}"
                )
        return game

    @classmethod
    def from_record(cls, record: str, rules: Rules | str | None = None) -> Game:
        """Read ``game.record()`` text back: ``"TP1-E-AAAAAAB: 20 23 22 draw"``.

        A record of a game under other rules names them in brackets:
        ``"TP1-C-AAAAAAB [classic,jokers=2]: 20 draw"``.  A scoring function
        cannot be written as text: pass the rule set as ``rules``.

        Actions are slots in ASCII digits or ``draw``; the first bad or refused
        one raises IllegalMoveError naming it and its place in the record.
        After a ``;`` the record may count the undos and hints the game used,
        ``"TP1-E-AAAAAAB: 20 draw; undos 1, hints 2"``: they come back in
        ``undos``, ``hints`` and the move counter (each undone action counted).

        >>> game = Game.from_record("TP1-E-AAAAAAB: 20 23 draw; undos 1, hints 2")
        >>> game.moves, game.undos, game.hints, game.record()
        (4, 1, 2, 'TP1-E-AAAAAAB: 20 23 draw; undos 1, hints 2')
        """
        code, actions, rules, undos, hints = read_record(record, rules)
        game = cls.replay(code, actions, rules)
        game._undos, game._hints = undos, hints
        game._moves += undos  # every undone action was counted once, as the game counted it
        return game

    def copy(self) -> Game:
        other = object.__new__(Game)
        other.__dict__.update(self.__dict__)
        other._history = list(self._history)
        other._undo = deque(self._undo, maxlen=UNDO_LIMIT)
        return other

    def restart(self) -> Game:
        """The same deal under the same rules, from its start."""
        return Game(self._game_code, self._rules)

    # -- what the player sees ----------------------------------------------

    @property
    def game_code(self) -> GameCode:
        return self._game_code

    @property
    def code(self) -> str:
        """The game code, e.g. ``"TP1-E-AAAAAAB"``: it deals the same cards again."""
        return self._code

    @property
    def rule(self) -> Rule:
        return self._game_code.rule

    @property
    def rules(self) -> Rules:
        """The rule set this game is played under."""
        return self._rules

    @property
    def score(self) -> int:
        return self._score

    @property
    def moves(self) -> int:
        """The move counter: every removal and draw; undo never lowers it."""
        return self._moves

    @property
    def undos(self) -> int:
        """How many actions were taken back with ``undo``."""
        return self._undos

    @property
    def hints(self) -> int:
        """How many hints the player asked for (counted by ``note_hint``)."""
        return self._hints

    def note_hint(self) -> int:
        """Count one hint asked for in this game (the board calls it; ``hint()`` itself changes nothing); the new count."""
        self._hints += 1
        return self._hints

    @property
    def history(self) -> list[Action]:
        """The actions from the deal to this position (undone ones left out)."""
        return list(self._history)

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def waste(self) -> tuple[Card, ...]:
        """The waste pile, bottom to top."""
        return self._waste

    @property
    def waste_top(self) -> Card | None:
        return self._waste[-1] if self._waste else None

    @property
    def stock_size(self) -> int:
        """Cards left in the stock in this pass."""
        return len(self._stock) - self._drawn

    @property
    def redeals_left(self) -> int:
        """Extra passes through the stock still allowed."""
        return self._rules.redeals - self._passes

    @property
    def stock_cards(self) -> tuple[Card, ...]:
        """Every card that starts in the stock, first drawn first (hidden from the player until drawn)."""
        return self._stock

    @property
    def seen_stock(self) -> tuple[Card, ...]:
        """The stock cards the player has seen, first drawn first: all of them after a redeal."""
        return self._stock if self._passes else self._stock[: self._drawn]

    @property
    def can_draw_more(self) -> bool:
        """Whether the stock, or a redeal, still has a card to draw."""
        return self.stock_size > 0 or (self.redeals_left > 0 and len(self._stock) > 0)

    @property
    def layout(self):
        """The layout this game is dealt in (``rules.layout``)."""
        return self._layout

    @property
    def cleared_peaks(self) -> tuple[bool, ...]:
        """For each bonus group of the layout (TriPeaks' three peaks), whether it is empty."""
        return tuple(self._removed & mask == mask for mask in self._group_mask)

    def card_at(self, slot: int) -> Card | None:
        """The card at ``slot`` (face down or not), or None once removed."""
        check_slot(slot, self._size)
        return None if self._removed >> slot & 1 else self._tableau[slot]

    def is_removed(self, slot: int) -> bool:
        return bool(self._removed >> check_slot(slot, self._size) & 1)

    def is_covered(self, slot: int) -> bool:
        """Whether a card that covers ``slot`` still lies on it."""
        return self._removed & self._cover[check_slot(slot, self._size)] != self._cover[slot]

    def is_face_up(self, slot: int) -> bool:
        """Whether the card at ``slot`` shows its face (False once removed)."""
        if self.is_removed(slot):
            return False
        return self._rules.open_peaks or bool(self._face_up >> slot & 1) or not self.is_covered(slot)

    def faces(self) -> tuple[Card | str | None, ...]:
        """What the player sees at each slot: the Card face up, ``"down"`` face down, None once removed.

        The whole tableau at once, as ``is_face_up`` and ``card_at`` give it slot by slot (the lab's players
        see it at every move).
        """
        removed, open_peaks, up = self._removed, self._rules.open_peaks, self._face_up
        return tuple([
            None if removed >> slot & 1 else card if open_peaks or removed & cover == cover or up >> slot & 1 else "down"
            for slot, (card, cover) in enumerate(zip(self._tableau, self._cover))
        ])

    def fits(self, card: Card) -> bool:
        """Whether ``card`` may go on the waste top now."""
        check_type(card, Card, "card", "a Card, such as Card.from_str('7♠')")
        return self._fits(card)

    def _fits(self, card: Card) -> bool:
        top = self.waste_top
        if top is None or top.rank == JOKER_RANK or card.rank == JOKER_RANK:
            return True
        if self._nothing_on_king:
            return fits_on(card.rank, top.rank, self.rule.wrap, True)
        return ranks_adjacent(card.rank, top.rank, self.rule.wrap)

    def removable_slots(self) -> list[int]:
        """The slots whose card can be removed now: those ``_refusal`` lets through, found in one pass."""
        removed, tableau = self._removed, self._tableau
        free = [s for s, cover in enumerate(self._cover) if not removed >> s & 1 and removed & cover == cover]
        top = self.waste_top
        if top is None or top.rank == JOKER_RANK:
            return free
        on, wrap = top.rank, self.rule.wrap
        if self._nothing_on_king:
            return [s for s in free if tableau[s].rank == JOKER_RANK or fits_on(tableau[s].rank, on, wrap, True)]
        return [s for s in free if tableau[s].rank == JOKER_RANK or ranks_adjacent(tableau[s].rank, on, wrap)]

    @property
    def status(self) -> Status:
        if self._removed == self._all:
            return Status.WON
        if not self.can_draw_more and not self.removable_slots():
            return Status.STUCK
        return Status.PLAYING

    def status_message(self, lang: str = "en") -> str | None:
        """The end-of-game message for a stuck game ("No more moves possible"), else None."""
        check_lang(lang)
        return t("stuck", lang) if self.status == Status.STUCK else None

    def explain(self, slot: int, lang: str = "en") -> str | None:
        """The error-help text for touching ``slot`` now; None when its card can be removed."""
        check_lang(lang)
        reason = self._refusal(check_slot(slot, self._size))
        return t(reason, lang) if reason else None

    def describe(self, lang: str = "en") -> str:
        """The board in one sentence, as a screen reader reads it (spec §9)."""
        return board_sentence(self, lang)

    def position(self) -> Position:
        """The position with perfect information, for the solver."""
        top = self.waste_top
        return Position(
            ranks=tuple(card.rank for card in self._tableau),
            removed=self._removed,
            # Every card still to come, redeals included: a redeal brings the stock back in its order.
            stock=tuple(card.rank for card in self._stock[self._drawn:] + self._stock * self.redeals_left),
            waste=None if top is None else top.rank,
            wrap=self.rule.wrap,
            draw_only_when_stuck=self._rules.draw_when_stuck,
            layout=None if self._layout is TRIPEAKS else self._layout,
            nothing_on_king=self._nothing_on_king,
        )

    def record(self) -> str:
        """The code, the rule set (when not the code's own), the actions so far and the undos and hints used.

        For ``Game.from_record``.  The counts follow a ``;`` and only when not 0:
        a game without undo or hint writes the same record as before they were counted.
        """
        layout = self._layout
        own = layout.name == self._game_code.layout and self._rules == Rules(king_ace=self.rule.wrap, layout=layout)
        return write_record(self.code, None if own else self._rules.text, self._history, self._undos, self._hints)

    # -- actions ----------------------------------------------------------

    def _refusal(self, slot: int) -> str | None:
        if self._removed >> slot & 1:
            return "no_card"
        if self._removed & self._cover[slot] != self._cover[slot]:
            return "blocked"
        if not self._fits(self._tableau[slot]):
            return "not_adjacent"
        return None

    def _push(self) -> None:
        self._undo.append(_Snapshot(self._removed, self._drawn, self._passes, self._waste, self._score, self._run))

    def play(self, slot: int) -> ActionResult:
        """Remove the card at ``slot`` onto the waste, if the rules allow it."""
        reason = self._refusal(check_slot(slot, self._size))
        if reason:
            return ActionResult(slot, False, reason)
        card = self._tableau[slot]
        after = self._removed | 1 << slot
        group = self._layout.group_of[slot]
        clears = group >= 0 and after & self._group_mask[group] == self._group_mask[group]
        cleared_before = sum(self._removed & m == m for m in self._group_mask)
        event = scoring.MoveEvent(
            slot, card, self._run + 1, clears, cleared_before, self._size - after.bit_count(), False
        )
        score = self._scored(event)  # first: a scoring function that fails changes nothing
        self._push()
        self._removed = after
        self._run += 1
        old_score, self._score = self._score, score
        self._waste = self._waste + (card,)
        self._moves += 1
        self._history.append(slot)
        removed, cover, up = self._removed, self._cover, self._face_up
        turned = () if self._rules.open_peaks else tuple(
            s for s in self._layout.covers[slot]
            if not removed >> s & 1 and removed & cover[s] == cover[s] and not up >> s & 1
        )
        return ActionResult(slot, True, None, self._score - old_score, turned, group if clears else None)

    def _draw_refusal(self) -> str | None:
        if self._removed == self._all:
            return "game_over"
        if not self.can_draw_more:
            return "stock_empty"
        if self._rules.draw_when_stuck and self.removable_slots():
            return "draw_not_allowed"
        return None

    @property
    def can_draw(self) -> bool:
        """Whether ``draw()`` would turn a card now (it refuses once won, with the stock spent, or by the rules)."""
        return self._draw_refusal() is None

    def draw(self) -> ActionResult:
        """Turn the stock's top card onto the waste."""
        reason = self._draw_refusal()
        if reason:
            return ActionResult(DRAW, False, reason)
        redeal = self.stock_size == 0
        card = self._stock[0 if redeal else self._drawn]
        event = scoring.MoveEvent(
            DRAW, card, 0, False, sum(self.cleared_peaks), self._size - self._removed.bit_count(), redeal
        )
        score = self._scored(event)  # first: a scoring function that fails changes nothing
        self._push()
        if redeal:  # every card that came from the stock goes back, in its first order
            from_stock = set(self._stock)
            self._waste = tuple(c for c in self._waste if c not in from_stock)
            self._drawn = 0
            self._passes += 1
        self._drawn += 1
        self._waste = self._waste + (card,)
        self._run = 0
        old_score, self._score = self._score, score
        self._moves += 1
        self._history.append(DRAW)
        return ActionResult(DRAW, True, None, self._score - old_score)

    def undo(self) -> ActionResult:
        """Take back the last action: card, faces and points; the move counter stays."""
        if not self._undo:
            return ActionResult("undo", False, "nothing_to_undo")
        old_score = self._score
        snap = self._undo.pop()
        self._removed, self._drawn, self._passes, self._waste, self._score, self._run = snap
        self._history.pop()
        self._undos += 1
        return ActionResult("undo", True, None, self._score - old_score)

    def _scored(self, event: scoring.MoveEvent) -> int:
        points = scoring.points(self._rules, event, len(self._group_mask))
        if self._rules.custom_scoring:
            return self._score + points
        return scoring.apply(self._rules.scoring == "traditional", self._score, points)

    # -- presentation --------------------------------------------------------

    def rule_name(self, lang: str = "en") -> str:
        return t(f"rule_{self.rule.value}", lang)

    def text(self, lang: str = "en") -> str:
        """A text picture of the board in ``lang``: each row of cards (## face down) over its slot numbers.

        Cards are written with the language's letters (R♣ for the King of clubs in Turkish and Norwegian),
        and the last line names the waste, the stock, the score, the moves, the rule and the status.
        """
        return board_text(self, lang)

    def __str__(self) -> str:
        """The text board in English (``text(lang)`` for another language)."""
        return self.text("en")

    def __repr__(self) -> str:
        extra = f", {self._rules!r}" if self._rules.custom_scoring else ""
        return f"Game.from_record({self.record()!r}{extra})"

    def _repr_html_(self) -> str:
        from .svg import board_html

        return board_html(self)
