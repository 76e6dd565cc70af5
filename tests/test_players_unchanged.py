"""The lab's players play exactly as before the speed-up of a player's view (lessons 5.3 and 5.4).

``View.of`` reads the whole tableau with ``Game.faces()``, asks ``Game.can_draw``
instead of drawing on a copy, and ``Game.removable_slots`` finds the slots in
one pass. Two checks that nothing changed:

- every game the built-in players play keeps its record, score and status: the
  digests below were taken with the code before the change (17675f3) and agree
  with it after;
- on positions from many games, the one-pass answers equal the slot-by-slot
  ones (``is_removed``, ``is_face_up``, ``card_at``, ``explain``, a draw on a copy).
"""

from __future__ import annotations

import hashlib

import pytest

from tripeaks_widget import Game, Rules
from tripeaks_widget.lab import View, play_many
from tripeaks_widget.lab.players import deal

#: (player, rules, deals 0 to n-1, games won, digest of every game's record, score and status)
PLAYED = [
    ("greedy", "easy", 200, 55, "6cc8d5c4a0d482a1"),  # lesson 5.3: 27.5 %
    ("greedy", "classic", 200, 13, "4b7dd286749330b0"),  # lesson 5.4: 6.5 %
    ("greedy", "easy,open-peaks", 30, 7, "9e1196b9c79f3f6e"),
    ("greedy", "classic,draw-when-stuck", 30, 0, "e012137a508cdda0"),
    ("greedy", "easy,jokers=2,empty-waste", 30, 14, "42797b0b969b0510"),
    ("greedy", "classic,redeals=1", 30, 24, "c3dc31e5d4f92710"),
    ("turns-up", "easy,open-peaks", 30, 7, "9e1196b9c79f3f6e"),
    ("turns-up", "classic,draw-when-stuck", 30, 5, "1a039cf6c1e21e56"),
    ("turns-up", "easy,jokers=2,empty-waste", 30, 22, "9fb621d3b8c2c42a"),
    ("turns-up", "classic,redeals=1", 30, 26, "92102ef43b9a8bc4"),
    ("lookahead", "easy,open-peaks", 30, 13, "b0c68bd4973bee93"),
    ("lookahead", "classic,draw-when-stuck", 30, 1, "47055fd6119ddae8"),
    ("lookahead", "easy,jokers=2,empty-waste", 30, 13, "290209df91843913"),
    ("lookahead", "classic,redeals=1", 30, 23, "7bb9afa8abc91789"),
    ("random", "easy,open-peaks", 30, 0, "139fd72a4beade1d"),
    ("random", "classic,draw-when-stuck", 30, 6, "fb39959fe9161d0b"),
    ("random", "easy,jokers=2,empty-waste", 30, 0, "41aa5a220a1265fa"),
    ("random", "classic,redeals=1", 30, 0, "2a6b60e34bc36ebd"),
]


@pytest.mark.parametrize(("player", "rules", "count", "won", "digest"), PLAYED)
def test_the_players_play_every_game_as_before(player, rules, count, won, digest):
    games = play_many(player, range(count), rules)
    assert sum(g.status == "won" for g in games) == won
    played = "\n".join(f"{g.record()} {g.score} {g.status}" for g in games)
    assert hashlib.sha256(played.encode()).hexdigest()[:16] == digest


def _slot_by_slot(game: Game) -> tuple:
    """What the view holds, asked of the game one slot and one action at a time (as View.of did)."""
    faces = tuple(None if game.is_removed(s) else (game.card_at(s) if game.is_face_up(s) else "down")
                  for s in range(28))
    slots = [s for s in range(28) if game.explain(s) is None]
    return faces, slots, bool(game.copy().draw())


@pytest.mark.parametrize("rules", ["easy", "classic", "easy,open-peaks", "classic,draw-when-stuck",
                                   "easy,jokers=2,empty-waste", "classic,redeals=1"])
def test_the_whole_tableau_at_once_equals_slot_by_slot(rules):
    checked = 0
    for game in play_many("random", range(8), rules):
        replay = deal(game.game_code.number, Rules.from_text(rules))
        for action in [None, *game.history]:
            if action is not None:
                assert replay.draw() if action == "draw" else replay.play(action)
            faces, slots, can_draw = _slot_by_slot(replay)
            assert (replay.faces(), replay.removable_slots(), replay.can_draw) == (faces, slots, can_draw)
            view = View.of(replay)
            assert view.cards == faces and list(view.actions) == slots + (["draw"] if can_draw else [])
            checked += 1
    assert checked > 200
