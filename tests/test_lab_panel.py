"""The lab panel of notebook 5: its controls make rule sets, Measure compares them."""

import pytest

pytest.importorskip("ipywidgets")

from tripeaks_widget import Rules  # noqa: E402
from tripeaks_widget.board.lab_panel import LabPanel  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "tr", "nb"])
def test_controls_describe_a_rule_set_in_every_language(lang):
    panel = LabPanel(lang=lang, deals=6, executor="inline")
    panel.link.value = False
    panel.redeals.value = 1
    panel.flags["empty_waste"].value = True
    assert panel.current() == Rules(king_ace=False, redeals=1, empty_waste=True)
    panel.add()
    panel.link.value = True
    panel.add()
    assert Rules(king_ace=False, redeals=1, empty_waste=True).name(lang) in panel.listing.value


def test_measure_compares_the_listed_rule_sets_with_the_chosen_players():
    panel = LabPanel(deals=6, executor="inline")
    panel.add()
    panel.jokers.value = 2
    panel.add()
    for name, box in panel.players.items():
        box.value = name in ("greedy", "random")
    results = panel.measure()
    assert [(row.rules, row.player) for row in results.rows] == [
        ("easy", "random"), ("easy", "greedy"), ("easy,jokers=2", "random"), ("easy,jokers=2", "greedy")]
    assert all(row.games == 6 for row in results.rows)
    for box in panel.players.values():
        box.value = False
    assert panel.measure() is None


def test_the_listing_follows_the_controls_and_the_table_speaks_the_panels_language():
    panel = LabPanel(lang="nb", deals=4, executor="inline")
    assert "Lett" in panel.listing.value
    panel.link.value = False
    assert "Klassisk" in panel.listing.value and "Lett" not in panel.listing.value
    for name, box in panel.players.items():
        box.value = name == "greedy"
    results = panel.measure()
    table = panel.table_html()
    row = results.rows[0]
    assert "<th>Vinnerandel (95 %-intervall)</th>" in table
    assert f"<td>Klassisk</td><td>enkel (grådig)</td><td>{row.won}/4</td>" in table


@pytest.mark.parametrize("lang", ["en", "tr", "nb"])
def test_buttons_fit_their_text_and_numbers_are_written_as_the_language_writes_them(lang, monkeypatch):
    import tripeaks_widget.board.lab_panel as lab_panel

    shown = []
    monkeypatch.setattr(lab_panel, "display", lambda bundle, **kwargs: shown.append(bundle))
    panel = LabPanel(lang=lang, deals=5, executor="inline")
    for button in (panel.add_button, panel.clear_button, panel.measure_button):
        assert button.layout.width == "auto" and button.layout.min_width == "max-content"
    for name, box in panel.players.items():
        box.value = name == "greedy"
    results = panel.measure()
    row = results.rows[0]
    table = panel.table_html()
    number = f"{100 * row.win_rate:.1f}"
    written = {"en": f"{number} %", "tr": f"%{number.replace('.', ',')}", "nb": f"{number.replace('.', ',')} %"}
    assert f"<td>{written[lang]} (" in table
    # The chart the panel draws speaks the panel's language too.
    chart = next(b["application/vnd.vegalite.v5+json"] for b in shown if "application/vnd.vegalite.v5+json" in b)
    assert chart == results.chart(lang)
    assert chart["data"]["values"][0]["win_rate_text"] == written[lang]
    if lang != "en":
        assert "." not in table.split("<tbody>")[1]


def test_the_panels_own_bar_moves_between_chunks_of_games():
    panel = LabPanel(lang="tr", deals=25, executor="inline")
    for name, box in panel.players.items():
        box.value = name == "greedy"
    seen = []
    panel.progress.observe(lambda change: seen.append(change["new"]), names="value")
    panel.measure()
    # Chunks of ten games: the bar moves after each, not only at the end.
    assert seen == [10, 20, 25]
    assert (panel.progress.value, panel.progress.max) == (25, 25)
    assert panel.progress_text.value == "25/25 oyun"


@pytest.mark.parametrize("lang, golf", [("en", "Golf"), ("tr", "Golf"), ("nb", "Golf")])
def test_a_layout_of_the_family_brings_its_own_scoring_and_measures_cards_left(lang, golf):
    """TriPeaks first; choosing Golf sets Golf's own count (cards left), which the table and chart then count."""
    panel = LabPanel(lang=lang, deals=4, executor="inline")
    assert panel.layout_choice.options[0][1] == "tripeaks" and panel.layout_choice.value == "tripeaks"
    assert {value for _, value in panel.layout_choice.options} >= {"golf", "black-hole", "all-in-a-row"}
    panel.layout_choice.value = "golf"
    assert panel.scoring.value == "cards-left" and panel.current() == Rules(layout="golf")
    assert golf in panel.listing.value
    panel.add()
    panel.scoring.value = "app"
    assert panel.current() == Rules(layout="golf", scoring="app")
    panel.layout_choice.value = "tripeaks"
    assert panel.scoring.value == "app" and panel.current() == Rules()
    for name, box in panel.players.items():
        box.value = name == "perfect"
    results = panel.measure()
    [row] = results.rows
    assert row.rules == "golf,easy" and row.games == 4
    from tripeaks_widget.lab.players import deal
    from tripeaks_widget.solver import solve

    assert row.won == sum(solve(deal(n, Rules(layout="golf"))) is not None for n in range(4))
