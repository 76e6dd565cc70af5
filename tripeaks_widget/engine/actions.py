"""What an action is, and what it did: the values a game's actions return.

>>> from tripeaks_widget import Game
>>> Game.from_code("TP1-E-AAAAAAB").play(18)
ActionResult(action=18, ok=False, reason='not_adjacent')
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Union

from .cards import Card
from .i18n import check_lang, t
from .position import JOKER_RANK

#: An action in a game record: a slot number (a removal) or "draw".
Action = Union[int, str]
DRAW = "draw"

#: A joker (rule set with jokers; it has no suit).
JOKER = Card(JOKER_RANK, None)


class Status(enum.StrEnum):
    PLAYING = "playing"
    WON = "won"
    STUCK = "stuck"


@dataclass(frozen=True)
class ActionResult:
    """What an action did: truthy when it acted, falsy (with a reason) when refused."""

    action: Action | None
    ok: bool
    reason: str | None = None  #: a message-catalogue key when refused
    points: int = 0
    turned_up: tuple[int, ...] = ()  #: slots turned face up by this removal
    cleared_peak: int | None = None  #: the peak this removal emptied

    def __bool__(self) -> bool:
        return self.ok

    def message(self, lang: str = "en") -> str | None:
        """The reason for a refusal in ``lang``, or None."""
        check_lang(lang)
        return t(self.reason, lang) if self.reason else None

    def __repr__(self) -> str:
        # Only the fields that say something, so a REPL line stays short.
        parts = [f"action={self.action!r}", f"ok={self.ok}"]
        if self.reason:
            parts.append(f"reason={self.reason!r}")
        if self.ok:
            parts.append(f"points={self.points}")
        if self.turned_up:
            parts.append(f"turned_up={self.turned_up}")
        if self.cleared_peak is not None:
            parts.append(f"cleared_peak={self.cleared_peak}")
        return f"ActionResult({', '.join(parts)})"
