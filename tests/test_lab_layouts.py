"""The lab on any layout (issue 44, section 3): compare takes layouts as it takes rule sets, the players play them."""

import json

import pytest

from tripeaks_widget import Game, GameCode, Rules, solve
from tripeaks_widget.engine.layouts import Layout
from tripeaks_widget.lab import compare
from tripeaks_widget.lab.players import PLAYERS, View, deal, play_game


def test_compare_takes_golf_and_black_hole(tmp_path):
    path = tmp_path / "games.jsonl"
    results = compare(["golf,classic", "black-hole,easy"], ["greedy", "perfect"], deals=20, progress=False,
                      executor="inline", results_file=str(path))
    rows = {(row.rules, row.player): row for row in results.rows}
    for text in ("golf,classic", "black-hole,easy"):
        rules = Rules.from_text(text)
        won = sum(solve(deal(n, rules)) is not None for n in range(20))
        assert rows[(text, "perfect")].won == won  # the perfect player wins every deal the solver can
        assert rows[(text, "greedy")].won <= won
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    assert {line["record"].split(":")[0].rsplit("-", 1)[-1] for line in lines} == {"GOLF", "HOLE"}
    again = compare(["golf,classic", "black-hole,easy"], ["greedy", "perfect"], deals=20, progress=False,
                    executor="inline", results_file=str(path))  # every game read back from the file
    assert [row.won for row in again.rows] == [row.won for row in results.rows]


@pytest.mark.parametrize("player", [name for name in PLAYERS if name != "fair-hint"])
@pytest.mark.parametrize("text", ["golf,classic,nothing-on-king", "all-in-a-row,easy", "valley,classic"])
def test_every_player_plays_a_layout_to_its_end(player, text):
    rules = Rules.from_text(text)
    for number in range(3):
        game = play_game(player, deal(number, rules))
        assert game.status != "playing"
        assert Game.replay(game.code, game.history, rules).score == game.score


def test_a_layout_of_your_own_is_dealt_with_a_code_without_a_layout_part():
    tower = Layout.from_text("layout tower\ndown 2a\ndown 1..3a\nup 0..4a\nstock 20")
    rules = Rules(king_ace=True, layout=tower)
    game = deal(5, rules)
    assert game.code == GameCode(5, "easy").text and game.layout is tower
    assert play_game("lookahead", game).status != "playing"


def test_the_turns_up_count_reads_the_layouts_covering():
    game = Game.from_code("TP1-E-AAAAAAB-VALLEY")
    view = View.of(game)
    for slot in game.removable_slots():
        after = game.copy()
        turned = after.play(slot).turned_up
        assert view.turns_up(slot) == len(turned)
