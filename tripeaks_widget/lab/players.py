"""Players: a player is a plain function from what it may see to an action (a slot or "draw").

>>> from tripeaks_widget import Rules
>>> games = play_many(greedy_player, range(3), rules=Rules(king_ace=False))
>>> [game.record()[:13] for game in games], [game.status.value for game in games]
(['TP1-C-AAAAAAA', 'TP1-C-AAAAAAB', 'TP1-C-AAAAAAC'], ['stuck', 'stuck', 'stuck'])

Write your own::

    def my_player(view):
        slots = [a for a in view.actions if a != "draw"]
        return max(slots, key=view.turns_up) if slots else "draw"

A player sees a ``View``: the face-up cards, the waste, how many cards the
stock holds, the rules, the legal actions, the score: never a face-down card
or the order of the stock.  Only ``perfect_player`` sees the whole game (it
has ``sees_everything = True``).
"""

from __future__ import annotations

import random
import zlib
from collections import OrderedDict
from typing import Callable, Iterable, NamedTuple

from ..engine.cards import Card, fits_on
from ..engine.codes import DEAL_COUNT, DEFAULT_LAYOUT, GameCode, Rule
from ..engine.game import DRAW, Game, IllegalMoveError, Status
from ..engine.errors import InvalidArgumentError, WrongTypeError, check_type, short
from ..engine.rules import Rules
from ..engine.shapes import LAYOUTS
from ..solver import hint, solve

Player = Callable[["View"], object]


class View(NamedTuple):
    """What a player may see of a game."""

    code: str
    rules: Rules
    cards: tuple  #: per slot: the Card if face up, "down" if face down, None once removed
    waste: tuple[Card, ...]  #: bottom to top
    stock_size: int  #: cards left in the stock in this pass
    redeals_left: int
    seen_stock: tuple[Card, ...]  #: the stock cards already seen, in order (all after a redeal)
    score: int
    moves: int
    history: tuple  #: the actions so far
    actions: tuple  #: the legal actions now: removable slots, then "draw" if allowed

    @property
    def waste_top(self) -> Card | None:
        return self.waste[-1] if self.waste else None

    def turns_up(self, slot: int) -> int:
        """How many face-down cards removing ``slot`` would turn face up."""
        if slot == DRAW:
            return 0
        cover = self.rules.layout.cover_mask
        removed = sum(1 << s for s, c in enumerate(self.cards) if c is None) | 1 << slot
        return sum(
            1 for s, c in enumerate(self.cards)
            if c == "down" and cover[s] >> slot & 1 and removed & cover[s] == cover[s]
        )

    @classmethod
    def of(cls, game: Game) -> View:
        """What a player may see of ``game`` (a Game)."""
        check_type(game, Game, "game", "a Game")
        slots = tuple(game.removable_slots())
        return cls(game.code, game.rules, game.faces(), game.waste, game.stock_size, game.redeals_left,
                   game.seen_stock, game.score, game.moves, tuple(game.history),
                   slots + (DRAW,) if game.can_draw else slots)


# -- built-in players ----------------------------------------------------------------


def _playable(view: object) -> View:
    """``view`` if it is a View with an action to choose; WrongTypeError or InvalidArgumentError otherwise."""
    check_type(view, View, "view", "a View (players play through play_game, play_many or compare)")
    if not view.actions:
        raise InvalidArgumentError(f"{view.code}: the game is over, there is no action to choose")
    return view


def random_player(view: View):
    """Any legal action, at random (the same game gets the same choices)."""
    _playable(view)
    rng = random.Random(zlib.crc32(f"{view.code}{view.rules.text}{view.history}".encode()))
    return rng.choice(view.actions)


def greedy_player(view: View):
    """The simple habit: play a card that fits, else draw.

    Its tie-break: among the cards that fit it plays the **lowest slot** (the top
    rows first, left to right). The win rate depends on that choice: on deals
    0-19,999 lowest-slot-first wins 29.1 % of Easy and 9.2 % of Classic deals;
    on deals 0-1,999 bottom-right-first (Aisleriot's hint order) wins 50.9 % and
    20.5 % (``docs/lab.md``, "The greedy player's tie-break").
    """
    return _playable(view).actions[0]


def turns_up_player(view: View):
    """Microsoft's published tip (KB Q98937): play the card that turns up the most face-down cards.

    Ties go to the lowest slot, as in ``greedy_player``; it draws when no card
    fits. On deals 0-19,999 it wins 47.0 % of Easy and 18.4 % of Classic deals.
    """
    slots = [action for action in view.actions if action != DRAW]
    return max(slots, key=view.turns_up) if slots else DRAW


def lookahead_player(view: View):
    """Plans with the face-up cards only: the first card of the longest run it can play without drawing.

    A card that a play would uncover is unknown to it (unless the peaks are
    open, when all are face up), so it never guesses: it plans over the
    cards it sees, plays the first card of the longest run, and draws when no
    face-up card fits. Compare ``fair_hint_player``, which guesses the hidden cards.
    """
    wrap, nothing_on_king = view.rules.king_ace, view.rules.nothing_on_king
    cover = view.rules.layout.cover_mask
    size = len(cover)
    known = removed = 0
    ranks = [0] * size
    for slot, card in enumerate(view.cards):
        if card is None:
            removed |= 1 << slot
        elif card != "down":
            known |= 1 << slot
            ranks[slot] = card.rank

    def fits(rank: int, on: int | None) -> bool:
        return on is None or on == _JOKER or rank == _JOKER or fits_on(rank, on, wrap, nothing_on_king)

    choices = [s for s in view.actions if s != DRAW and known >> s & 1]
    if not choices:
        return DRAW if DRAW in view.actions else view.actions[0]
    planned = None
    limit = 2
    while True:  # the longest runs of at most `limit` cards, the limit doubling while the plan may go on
        try:
            runs = _runs(choices, removed, known, ranks, cover, fits, limit)
        except _PlanTooBig:
            break  # a layout of many face-up cards (All in a Row): the last plan that fitted
        planned = runs
        if max(runs) < limit or limit >= size:  # no run reached the limit: the plan is exact
            break
        limit *= 2
    return choices[planned.index(max(planned))] if planned else choices[0]


#: States the lookahead player plans over for one move; a TriPeaks game needs at most a few hundred (open peaks:
#: 126 over deals 0-39). Past it, it plays by the longest runs of the last limit it planned in full.
PLAN_STATES = 5_000


class _PlanTooBig(Exception):
    pass


def _runs(choices, removed, known, ranks, cover, fits, limit) -> list[int]:
    """For each choice, the longest run it starts (at most ``limit`` cards) over the ``known`` cards."""
    memo: dict = {}
    base = removed.bit_count()

    def longest(removed: int, top: int | None) -> int:
        key = (removed, top)
        value = memo.get(key)
        if value is not None:
            return value
        if len(memo) >= PLAN_STATES:
            raise _PlanTooBig
        best = 0
        if removed.bit_count() - base < limit:
            for slot in range(len(cover)):
                if known >> slot & 1 and not removed >> slot & 1 and removed & cover[slot] == cover[slot] \
                        and fits(ranks[slot], top):
                    best = max(best, 1 + longest(removed | 1 << slot, ranks[slot]))
        memo[key] = best
        return best

    return [1 + longest(removed | 1 << s, ranks[s]) for s in choices]


def fair_hint_player(view: View, budget: int = 5_000):
    """The board's fair hint as a player: it guesses the hidden cards, dealing them out 16 ways, and plays
    what wins most often.

    It looks only at what the player sees (``docs/solver.md``, "Hints").  When
    the hint finds the deal lost or runs out of budget it plays like
    ``greedy_player``. Compare ``lookahead_player``, which never guesses.
    """
    _playable(view)
    game = _GAMES.get(id(view))  # the game behind the view: hint(fair=True) reads only what it shows
    if game is None:
        raise InvalidArgumentError("fair_hint_player plays through play_game, play_many or compare, not on a View alone")
    answer = hint(game, budget=budget, fair=True)
    return answer.action if answer.kind == "move" else greedy_player(view)


def perfect_player(game: Game):
    """The solver: it knows every card and follows a winning line; on a lost deal it plays like greedy."""
    check_type(game, Game, "game", "a Game (this player sees the whole game)")
    if game.status is not Status.PLAYING:
        raise InvalidArgumentError(f"{game.code}: the game is over, there is no action to choose")
    key = (game.game_code, game.rules, tuple(game.history))
    line = _LINES.pop(key, None)
    if line is None:
        line = solve(game)
        line = _LOST if line is None else tuple(line)
    if line is _LOST:  # once lost, lost for good: no need to ask again; play as greedy does
        slots = game.removable_slots()
        action, rest = (slots[0] if slots else DRAW), _LOST
    else:
        action, rest = line[0], line[1:]
    _LINES[(key[0], key[1], key[2] + (action,))] = rest
    while len(_LINES) > 64:
        _LINES.popitem(last=False)
    return action


perfect_player.sees_everything = True

_LINES: OrderedDict = OrderedDict()
_LOST = object()  # the cached "line" of a lost game
_GAMES: dict[int, Game] = {}
_JOKER = 0  # the joker's rank in the engine: any card goes on it, and it goes on any card

#: The built-in players by name (the command line and the lab panel use these names).
PLAYERS: dict[str, Player] = {
    "random": random_player,
    "greedy": greedy_player,
    "turns-up": turns_up_player,
    "lookahead": lookahead_player,
    "fair-hint": fair_hint_player,
    "perfect": perfect_player,
}


def player_name(player: Player) -> str:
    for name, known in PLAYERS.items():
        if known is player:
            return name
    return getattr(player, "__name__", type(player).__name__)


def coerce_player(player: Player | str) -> Player:
    if isinstance(player, str):
        try:
            return PLAYERS[player.strip().lower()]
        except KeyError:
            raise InvalidArgumentError(
                f"unknown player {short(player)} (expected one of {', '.join(PLAYERS)}, or a function)"
            ) from None
    if not callable(player):
        raise WrongTypeError(f"a player is a function of a view (or a name), not {short(player)}")
    return player


# -- playing ---------------------------------------------------------------------------


def play_game(player: Player | str, game: Game) -> Game:
    """Let ``player`` play ``game`` to its end (won or stuck); returns the game, its record kept."""
    player = coerce_player(player)
    check_type(game, Game, "game", "a Game, such as Game.from_code('TP1-E-AAAAAAB')")
    everything = getattr(player, "sees_everything", False)
    while game.status is Status.PLAYING:
        if everything:  # it sees the game itself; the engine refuses an illegal action
            action = player(game)
            result = game.draw() if action == DRAW else game.play(action) if _is_slot(action, game) else None
            if not result:
                raise IllegalMoveError(f"{player_name(player)} chose {action!r} in {game.record()}, which is not legal")
            continue
        view = View.of(game)
        _GAMES[id(view)] = game
        try:
            action = player(view)
        finally:
            _GAMES.pop(id(view), None)
        if action not in view.actions:
            raise IllegalMoveError(
                f"{player_name(player)} chose {action!r} in {game.record()}; the legal actions are {list(view.actions)}"
            )
        game.draw() if action == DRAW else game.play(action)
    return game


def _is_slot(action, game: Game) -> bool:
    return isinstance(action, int) and not isinstance(action, bool) and 0 <= action < game.layout.size


def check_deals(deals) -> Iterable[int]:
    """Deal numbers from a count, a range or a list; every one must be a deal a code can name."""
    if isinstance(deals, bool) or not isinstance(deals, (int, range)) and not hasattr(deals, "__iter__") \
            or isinstance(deals, (str, bytes, dict)):
        raise WrongTypeError(f"deals must be a count, a range or deal numbers, not {short(deals)}")
    if isinstance(deals, int):
        if deals < 0:
            raise InvalidArgumentError(f"a number of deals cannot be negative: {short(deals)}")
        if deals > DEAL_COUNT:
            raise InvalidArgumentError(f"a number of deals goes up to {DEAL_COUNT} (every deal), not {short(deals)}")
        deals = range(deals)
    if isinstance(deals, range):
        if deals.step != 1:
            raise InvalidArgumentError(f"a range of deals must go up one at a time, not {short(deals)}")
        # Bounds before len(): a range past 2**63 has no len, and a huge number no str.
        if deals.start < deals.stop and (deals.start < 0 or deals.stop > DEAL_COUNT):
            raise InvalidArgumentError(
                f"range({short(deals.start)}, {short(deals.stop)}): these are not all deals: "
                f"deal numbers go from 0 to {DEAL_COUNT - 1}"
            )
        return deals
    return _checked(deals)


def _checked(numbers):
    for n in numbers:
        if isinstance(n, str):
            n = GameCode.parse(n).number
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n < DEAL_COUNT:
            raise InvalidArgumentError(f"not a deal number: {short(n)} (deal numbers go from 0 to {DEAL_COUNT - 1})")
        yield n


def deal(number: int, rules: Rules) -> Game:
    """Deal ``number`` under ``rules``, on their layout: its code names a built-in layout, as ``Game.new`` does."""
    return Game(code_of(number, rules), rules)


def code_of(number: int, rules: Rules) -> GameCode:
    """The code of deal ``number`` under ``rules``: a layout of your own has no layout part (its rules carry it)."""
    name = rules.layout.name
    return GameCode(number, Rule.EASY if rules.king_ace else Rule.CLASSIC, name if name in LAYOUTS else DEFAULT_LAYOUT)


def play_many(player: Player | str, deals, rules: Rules | str = Rules()) -> list[Game]:
    """``player`` plays each deal (a count, a range, or deal numbers or codes) under ``rules``; each game keeps its record."""
    rules = Rules.from_text(rules)
    player = coerce_player(player)
    return [play_game(player, deal(n, rules)) for n in check_deals(deals)]
