"""Layouts as data: which cards lie where, which cover which, which are face up, and what goes to the stock.

A ``Layout`` is one frozen value.  Its slots are numbered in reading order (row
by row, top to bottom, left to right); each has a drawing position (its left
edge in half card widths, and its row) and whether it starts face up.  For each
slot it lists the slots that cover it: a card can be played when every card
that covers it is gone, and a face-down card turns up then.  Groups are the
sets of slots whose emptying earns a bonus (TriPeaks' peaks).  The rest of the
deck goes to the pile (one card, none, or a fixed first card such as Black
Hole's A♠) and the stock; cards left over are set aside.

The text form, one line each (``#`` starts a comment, blank lines are skipped)::

    layout <name>                  letters, digits and '-', starting with a letter
    up|down <card> <card> ...      a row, top row first; up: its cards start face up
    stock <n>                      cards dealt to the stock (default: the rest of the deck)
    pile 1|0|<card>                a dealt first card (default), an empty pile, or a fixed card
    cover <slot> by <slot> ...     (rare) replaces what covers a slot; 'by nothing' for none

A card is its left edge in half card widths (0, 2, 4... lie side by side) and
an optional group letter: ``9b``.  ``a..b`` is every card from a to b side by
side: ``0..4a`` is ``0a 2a 4a``.  A card of a row covers each card of the row
above it that it overlaps (their edges less than a card width apart).

>>> layout = Layout.from_text("layout tiny\\ndown 1a\\nup 0..2a\\nstock 3")
>>> layout.covered_by, layout.groups, layout.face_up
(((1, 2), (), ()), (frozenset({0, 1, 2}),), (False, True, True))
>>> print(layout.text)
layout tiny
down 1a
up 0..2a
stock 3
pile 1
>>> Layout.from_text("layout loop\\nup 0\\nup 0\\ncover 1 by 0")
Traceback (most recent call last):
  ...
tripeaks_widget.engine.errors.LayoutError: layout 'loop': the covering forms a cycle: slot 0 is covered by 1, which is covered by 0
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass, field
from typing import Iterable

from .cards import Card
from .errors import InvalidArgumentError, InvalidCardError, LayoutError, WrongTypeError, short

DECK_SIZE = 52
_NAME = re.compile(r"[a-z][a-z0-9-]{0,29}\Z")
_CARD = re.compile(r"(\d{1,3})(?:\.\.(\d{1,3}))?([a-z]?)\Z")
GROUP_LETTERS = string.ascii_lowercase


@dataclass(frozen=True)
class Layout:
    """A layout: the slots, their covering, the bonus groups, and what goes to the stock and the pile.

    - ``name``: letters, digits and '-' ("tripeaks", "golf").
    - ``positions``: for each slot (column, row): its left edge in half card widths and its row, from 0.
    - ``face_up``: for each slot, whether it starts face up (every slot of a row alike).
    - ``covered_by``: for each slot, the slots that cover it (sorted).
    - ``groups``: the sets of slots whose emptying earns a bonus; no slot in two.
    - ``stock``: cards dealt to the stock.
    - ``pile``: 1 (the first card after the tableau starts the pile) or 0 (the pile starts empty).
    - ``first_card``: a card the pile starts with, taken out of the deck before the deal (``pile`` is then 0).

    Checked when made: InvalidArgumentError names what makes it unplayable.
    """

    name: str
    positions: tuple[tuple[int, int], ...]
    face_up: tuple[bool, ...]
    covered_by: tuple[tuple[int, ...], ...]
    groups: tuple[frozenset[int], ...] = ()
    stock: int = 0
    pile: int = 1
    first_card: Card | None = None

    # Derived tables (not compared): bit masks for the engine's hot path.
    size: int = field(init=False, compare=False, repr=False)
    cover_mask: tuple[int, ...] = field(init=False, compare=False, repr=False)
    covers: tuple[tuple[int, ...], ...] = field(init=False, compare=False, repr=False)
    group_mask: tuple[int, ...] = field(init=False, compare=False, repr=False)
    group_of: tuple[int, ...] = field(init=False, compare=False, repr=False)  #: -1 for a slot in no group
    all_mask: int = field(init=False, compare=False, repr=False)
    face_up_mask: int = field(init=False, compare=False, repr=False)
    rows: tuple[tuple[int, ...], ...] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        name = self.name
        if not isinstance(name, str) or not _NAME.match(name):
            raise LayoutError("layout_err_bad_name", name=short(name))
        fail = _failer(name)
        positions = _tuple(self.positions, "positions", name)
        size = len(positions)
        if size == 0:
            fail("it has no cards")
        for name_, value in (("face_up", self.face_up), ("covered_by", self.covered_by)):
            if len(_tuple(value, name_, name)) != size:
                fail(f"{name_} has {len(value)} entries for {size} slots")
        for slot, pos in enumerate(positions):
            if not (isinstance(pos, tuple) and len(pos) == 2 and all(_whole(v) for v in pos)):
                fail(f"the position of slot {slot} must be (column, row), two whole numbers from 0, not {short(pos)}")
        for slot, up in enumerate(self.face_up):
            if not isinstance(up, bool):
                fail(f"face_up of slot {slot} must be True or False, not {short(up)}")
        rows = _rows(positions, self.face_up, fail)
        covered = []
        for slot, cover in enumerate(self.covered_by):
            cover = _tuple(cover, f"covered_by of slot {slot}", name)
            if not all(isinstance(c, int) and not isinstance(c, bool) and 0 <= c < size for c in cover):
                fail(LayoutError("layout_err_cover_range", slot=slot, cover=short(cover), last=size - 1))
            if slot in cover:
                fail(LayoutError("layout_err_covers_itself", slot=slot))
            if len(set(cover)) != len(cover):
                fail(LayoutError("layout_err_covers_twice", slot=slot))
            covered.append(tuple(sorted(cover)))
        covered = tuple(covered)
        _check_acyclic(covered, fail)
        for slot in range(size):
            if not self.face_up[slot] and not covered[slot]:
                fail(LayoutError("layout_err_face_down", slot=slot))
        groups = tuple(frozenset(_tuple(g, "a group", name) if not isinstance(g, (set, frozenset)) else g)
                       for g in _tuple(self.groups, "groups", name))
        if len(groups) > len(GROUP_LETTERS):
            fail(f"it has {len(groups)} groups, more than {len(GROUP_LETTERS)}")
        seen: set[int] = set()
        for index, group in enumerate(groups):
            if not group or not all(isinstance(s, int) and not isinstance(s, bool) and 0 <= s < size for s in group):
                fail(f"group {index} must be a non-empty set of slots from 0 to {size - 1}, not {short(sorted(group))}")
            if seen & group:
                fail(f"slot {min(seen & group)} is in two groups")
            seen |= group
        for name_ in ("stock", "pile"):
            if not _whole(getattr(self, name_)):
                fail(f"{name_} must be a whole number from 0, not {short(getattr(self, name_))}")
        if self.pile not in (0, 1):
            fail(f"the pile starts with 0 or 1 dealt cards, not {self.pile}")
        if self.first_card is not None:
            if not isinstance(self.first_card, Card) or self.first_card.suit is None:
                fail(f"the first card must be a Card such as Card.from_str('A♠'), not {short(self.first_card)}")
            if self.pile:
                fail("a pile that starts with a fixed card takes no dealt card (pile 0)")
        cards = size + self.stock + self.pile + (self.first_card is not None)
        if cards > DECK_SIZE:
            fail(LayoutError("layout_err_deck", cards=cards, size=size, stock=self.stock,
                             pile=self.pile + (self.first_card is not None)))
        put = lambda key, value: object.__setattr__(self, key, value)  # noqa: E731 (a frozen dataclass)
        put("covered_by", covered)
        put("groups", groups)
        put("size", size)
        put("cover_mask", tuple(sum(1 << c for c in cover) for cover in covered))
        put("covers", tuple(tuple(s for s in range(size) if slot in covered[s]) for slot in range(size)))
        put("group_mask", tuple(sum(1 << s for s in group) for group in groups))
        put("group_of", tuple(next((g for g, group in enumerate(groups) if s in group), -1) for s in range(size)))
        put("all_mask", (1 << size) - 1)
        put("face_up_mask", sum(1 << s for s in range(size) if self.face_up[s]))
        put("rows", rows)

    # -- what the layout implies ---------------------------------------------------

    @property
    def width(self) -> int:
        """The layout's width in half card widths (TriPeaks: 20, ten cards)."""
        return max(x for x, _ in self.positions) + 2

    def group_top(self, group: int) -> int:
        """The slot of ``group`` drawn highest (then leftmost): where the board marks it emptied."""
        return min(self.groups[group], key=lambda s: (self.positions[s][1], self.positions[s][0]))

    def deal(self, cards: tuple[Card, ...]) -> tuple[tuple[Card, ...], tuple[Card, ...], tuple[Card, ...]]:
        """Split a shuffled deck into (tableau, pile bottom to top, stock first drawn first).

        The tableau takes the first cards in slot order, the pile the next (when
        it is dealt one), the stock the next; a fixed first card is taken out of
        the deck first, and any cards left over are set aside.
        """
        if self.first_card is not None:
            cards = tuple(card for card in cards if card != self.first_card)
            pile: tuple[Card, ...] = (self.first_card,)
        else:
            pile = cards[self.size:self.size + self.pile]
        start = self.size + self.pile
        return cards[:self.size], pile, cards[start:start + self.stock]

    # -- text form -------------------------------------------------------------

    @property
    def text(self) -> str:
        """The text form; ``Layout.from_text`` reads it back to an equal layout."""
        letter = {s: GROUP_LETTERS[g] for g, s_ in enumerate(self.groups) for s in s_}
        lines = [f"layout {self.name}"]
        for row in self.rows:
            tokens = _row_tokens([(self.positions[s][0], letter.get(s, "")) for s in row])
            lines.append(("up " if self.face_up[row[0]] else "down ") + " ".join(tokens))
        lines.append(f"stock {self.stock}")
        lines.append(f"pile {self.first_card}" if self.first_card is not None else f"pile {self.pile}")
        geometric = _geometric_covering(self.positions, self.rows)
        for slot, cover in enumerate(self.covered_by):
            if cover != geometric[slot]:
                lines.append(f"cover {slot} by {' '.join(map(str, cover)) if cover else 'nothing'}")
        return "\n".join(lines)

    @classmethod
    def from_text(cls, text: str) -> Layout:
        """Read a layout's text form (see the module); InvalidArgumentError names the line that is wrong."""
        if isinstance(text, Layout):
            return text
        if not isinstance(text, str):
            raise WrongTypeError(f"a layout's text is a string of lines like 'up 0..18', not {short(text)}")
        if len(text) > 20_000:
            raise LayoutError("layout_err_too_long", n=len(text))
        name, rows, stock, pile, first, covers = None, [], None, 1, None, {}
        said: set[str] = set()
        for number, raw in enumerate(text.splitlines(), 1):
            words = raw.split("#")[0].split()
            if not words:
                continue
            key, args = words[0].lower(), words[1:]

            def bad(problem: LayoutError) -> LayoutError:
                return LayoutError("layout_err_line", number=number, line=short(raw.strip()), problem=problem)

            if key in ("layout", "stock", "pile"):
                if key in said:
                    raise bad(LayoutError("layout_err_twice", word=key))
                said.add(key)
                if len(args) != 1:
                    raise bad(LayoutError("layout_err_one_word", word=key))
            if key == "layout":
                name = args[0].lower()
            elif key in ("up", "down"):
                if not args:
                    raise bad(LayoutError("layout_err_empty_row"))
                rows.append((key == "up", [_read_card(word, bad) for word in args]))
            elif key == "stock":
                stock = _read_number(args[0], bad, DECK_SIZE)
            elif key == "pile":
                if args[0] in ("0", "1"):
                    pile = int(args[0])
                else:
                    try:
                        first = Card.from_str(args[0])
                    except InvalidCardError:
                        raise bad(LayoutError("layout_err_pile", word=short(args[0]))) from None
                    if first.suit is None:
                        raise bad(LayoutError("layout_err_pile_joker"))
                    pile = 0
            elif key == "cover":
                if len(args) < 3 or args[1].lower() != "by":
                    raise bad(LayoutError("layout_err_cover_form"))
                slot = _read_number(args[0], bad, DECK_SIZE - 1)
                if slot in covers:
                    raise bad(LayoutError("layout_err_cover_twice", slot=slot))
                by = args[2:]
                covers[slot] = () if [w.lower() for w in by] == ["nothing"] else tuple(
                    _read_number(w, bad, DECK_SIZE - 1) for w in by)
            else:
                raise bad(LayoutError("layout_err_unknown_line"))
        if name is None:
            raise LayoutError("layout_err_no_name")
        if not rows:
            raise LayoutError("layout_err_no_rows", name=short(name))
        positions, face_up, letters = [], [], []
        for row, (up, cards) in enumerate(rows):
            for x, letter in (item for run in cards for item in run):
                positions.append((x, row))
                face_up.append(up)
                letters.append(letter)
        size = len(positions)
        if size > DECK_SIZE:
            raise LayoutError("layout_err_too_many", name=short(name), size=size)
        fail = _failer(name if _NAME.match(name) else "?")
        order = _rows(tuple(positions), tuple(face_up), fail)
        covered = list(_geometric_covering(tuple(positions), order))
        for slot, cover in covers.items():
            if slot >= size:
                fail(LayoutError("layout_err_cover_slot", slot=slot, last=size - 1))
            covered[slot] = cover
        used = sorted(set(letters) - {""})
        missing = [c for c in GROUP_LETTERS[:len(used)] if c not in used]
        if missing:
            fail(LayoutError("layout_err_letters", used=", ".join(used), missing=missing[0]))
        groups = tuple(frozenset(s for s, g in enumerate(letters) if g == c) for c in used)
        if stock is None:
            stock = max(0, DECK_SIZE - size - pile - (first is not None))
        return cls(name, tuple(positions), tuple(face_up), tuple(covered), groups, stock, pile, first)

    def __repr__(self) -> str:
        return f"Layout.from_text({self.text!r})"

    def __reduce__(self):
        # Pickled (the lab's processes) as its text, and a built-in layout as its name: it comes back as the
        # one built-in object, so ``rules.layout is TRIPEAKS`` holds in every process.
        from .shapes import LAYOUTS, layout_named

        if LAYOUTS.get(self.name) == self:
            return (layout_named, (self.name,))
        return (Layout.from_text, (self.text,))


# -- helpers -----------------------------------------------------------------------


def _failer(name: str):
    def fail(problem: str | LayoutError):
        if isinstance(problem, LayoutError):
            raise LayoutError("layout_err_of", name=short(name), problem=problem)
        raise InvalidArgumentError(f"layout {short(name)}: {problem}")
    return fail


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value


def _tuple(value: object, what: str, name: str) -> tuple:
    if isinstance(value, (str, bytes, dict)) or not isinstance(value, Iterable):
        raise WrongTypeError(f"layout {short(name)}: {what} must be a tuple, not {short(value)}")
    return tuple(value)


def _rows(positions: tuple, face_up: tuple, fail) -> tuple[tuple[int, ...], ...]:
    """The slots of each row; the slots must go in reading order, rows from 0 without a gap, a row face up or down."""
    rows: list[list[int]] = []
    for slot, (x, row) in enumerate(positions):
        if row == len(rows):
            rows.append([slot])
        elif row == len(rows) - 1:
            last = positions[rows[-1][-1]][0]
            if x < last + 2:
                fail(LayoutError("layout_err_overlap", slot=slot, x=x, previous=slot - 1, last=last))
            if face_up[slot] != face_up[rows[-1][0]]:
                fail(f"slot {slot} is face {'up' if face_up[slot] else 'down'} but row {row} starts face "
                     f"{'up' if face_up[rows[-1][0]] else 'down'} (every card of a row alike)")
            rows[-1].append(slot)
        else:
            fail(f"slot {slot} is in row {row} after row {len(rows) - 1}: slots go in reading order, rows from 0")
    return tuple(tuple(row) for row in rows)


def _geometric_covering(positions: tuple, rows: tuple) -> tuple[tuple[int, ...], ...]:
    """For each slot, the cards of the next row that overlap it (left edges less than 2 apart)."""
    covered = []
    for slot, (x, row) in enumerate(positions):
        below = rows[row + 1] if row + 1 < len(rows) else ()
        covered.append(tuple(s for s in below if abs(positions[s][0] - x) < 2))
    return tuple(covered)


def _check_acyclic(covered: tuple, fail) -> None:
    state = [0] * len(covered)  # 0 unseen, 1 on the path, 2 done
    for start in range(len(covered)):
        if state[start]:
            continue
        path, stack = [start], [iter(covered[start])]
        state[start] = 1
        while stack:
            nxt = next(stack[-1], None)
            if nxt is None:
                state[path.pop()] = 2
                stack.pop()
            elif state[nxt] == 1:
                loop = path[path.index(nxt):] + [nxt]
                fail(LayoutError("layout_err_cycle", slot=loop[0], chain=tuple(loop[1:])))
            elif state[nxt] == 0:
                state[nxt] = 1
                path.append(nxt)
                stack.append(iter(covered[nxt]))


def _read_number(word: str, bad, top: int) -> int:
    if not (word.isascii() and word.isdigit()) or len(word) > 3 or int(word) > top:
        raise bad(LayoutError("layout_err_number", top=top, word=short(word)))
    return int(word)


def _read_card(word: str, bad) -> list[tuple[int, str]]:
    match = _CARD.match(word.lower()) if word.isascii() else None
    if not match:
        raise bad(LayoutError("layout_err_card", word=short(word)))
    first, last, letter = match.groups()
    first = int(first)
    last = first if last is None else int(last)
    if last < first or (last - first) % 2:
        raise bad(LayoutError("layout_err_run", word=short(word)))
    if (last - first) // 2 >= DECK_SIZE:
        raise bad(LayoutError("layout_err_run_long", word=short(word)))
    return [(x, letter) for x in range(first, last + 1, 2)]


def _row_tokens(cards: list[tuple[int, str]]) -> list[str]:
    """A row's cards as text: side-by-side cards of one group as a run ``a..b``."""
    tokens: list[str] = []
    i = 0
    while i < len(cards):
        j = i
        while j + 1 < len(cards) and cards[j + 1][0] == cards[j][0] + 2 and cards[j + 1][1] == cards[i][1]:
            j += 1
        x, letter = cards[i]
        tokens.append(f"{x}..{cards[j][0]}{letter}" if j > i else f"{x}{letter}")
        i = j + 1
    return tokens
