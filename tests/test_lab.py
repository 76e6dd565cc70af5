"""The lab: players, compare, honest intervals, and the four defects of issue 10 (each reproduced first)."""

import json
import os
import re
import signal
import subprocess
import sys
import time
import tracemalloc
from concurrent.futures import Future
from pathlib import Path

import pytest

from tripeaks_widget import Game, Rules
from tripeaks_widget.lab import (
    InlineExecutor,
    Results,
    View,
    compare,
    greedy_player,
    perfect_player,
    play_many,
    random_player,
    wilson,
)
from tripeaks_widget.lab.cli import main
from tripeaks_widget.lab.players import PLAYERS, lookahead_player, turns_up_player
from tripeaks_widget.engine.i18n import LANGS, t

ROOT = Path(__file__).resolve().parents[1]


# -- intervals -------------------------------------------------------------------------


def test_wilson_interval_is_honest_at_the_ends():
    low, high = wilson(200, 200)
    assert high == 1.0 and 0.98 < low < 0.99  # a Wald interval would say 100 ± 0
    low, high = wilson(0, 10)
    assert low == 0.0 and 0.27 < high < 0.29
    low, high = wilson(50, 100)
    assert abs(low - 0.4038) < 1e-3 and abs(high - 0.5962) < 1e-3


# -- players -----------------------------------------------------------------------------


def test_a_players_view_hides_face_down_cards_and_the_stock_order():
    game = Game.from_code("TP1-E-AAAAAAB")
    view = View.of(game)
    assert view.cards[0] == "down" and view.cards[20] == game.card_at(20)
    assert view.stock_size == 23 and view.seen_stock == ()
    assert view.actions == (20, 22, 24, "draw")
    assert not any(isinstance(value, Game) for value in view)


def test_a_students_player_plugs_in_and_its_illegal_move_is_named():
    def turn_up_first(view):
        slots = [a for a in view.actions if a != "draw"]
        return max(slots, key=view.turns_up) if slots else "draw"

    games = play_many(turn_up_first, range(5), rules="classic,redeals=1")
    assert all(game.status.value in ("won", "stuck") for game in games)
    assert all(Game.from_record(game.record()).score == game.score for game in games)

    def cheat(view):
        return 0

    with pytest.raises(ValueError, match="cheat chose 0 in TP1-E-AAAAAAA"):
        play_many(cheat, 1)


def test_every_built_in_player_has_one_name_in_every_language():
    assert list(PLAYERS) == ["random", "greedy", "turns-up", "lookahead", "fair-hint", "perfect"]
    for name in PLAYERS:
        labels = [t(f"lab_player_{name}", lang) for lang in LANGS]
        assert all(labels) and len(set(labels)) == len(LANGS), name  # translated, not copied
    for lang in LANGS:  # no two players read alike in one language
        assert len({t(f"lab_player_{name}", lang).split(" (")[0] for name in PLAYERS}) == len(PLAYERS)


def test_turns_up_player_plays_the_card_that_turns_up_the_most_lowest_slot_on_ties():
    game = Game.from_code("TP1-E-AAAAAAB")
    view = View.of(game)
    slots = [a for a in view.actions if a != "draw"]
    best = max(view.turns_up(s) for s in slots)
    assert turns_up_player(view) == min(s for s in slots if view.turns_up(s) == best)
    won = [g.status == "won" for g in play_many(turns_up_player, 60, "easy")]
    greedy = [g.status == "won" for g in play_many(greedy_player, 60, "easy")]
    assert sum(won) > sum(greedy)  # the published tip beats lowest-slot-first


def test_lookahead_player_plans_only_with_the_cards_it_sees():
    opened = sum(g.status == "won" for g in play_many(lookahead_player, 40, "easy,open-peaks"))
    closed = sum(g.status == "won" for g in play_many(lookahead_player, 40, "easy"))
    assert opened > closed  # seeing every card lets it plan further
    game = Game.from_code("TP1-E-AAAAAAB")
    assert lookahead_player(View.of(game)) in View.of(game).actions


def test_perfect_player_wins_every_deal_the_solver_wins():
    from tripeaks_widget import solve

    games = play_many(perfect_player, range(10, 20), rules="classic")
    for game in games:
        winnable = solve(Game.from_code(game.code)) is not None
        assert (game.status.value == "won") == winnable


# -- compare -----------------------------------------------------------------------------


def test_compare_agrees_with_play_many_and_converts():
    results = compare(["easy", "classic,jokers=2"], [greedy_player, "random"], deals=range(3, 9),
                      progress=False, executor="inline")
    assert isinstance(results, Results) and not results.interrupted
    for rules in ("easy", "classic,jokers=2"):
        games = play_many(random_player, range(3, 9), rules=rules)
        row = results.row(rules, "random")
        assert row.games == 6 and row.won == sum(g.status.value == "won" for g in games)
        assert row.mean_score == sum(g.score for g in games) / 6
    records = results.records()
    assert [(r["rules"], r["player"]) for r in records] == [
        ("easy", "greedy"), ("easy", "random"), ("classic,jokers=2", "greedy"),
        ("classic,jokers=2", "random")]
    assert results.to_csv().splitlines()[0].startswith("rules,player,games,won,win_rate,win_low")
    frame = results.to_pandas()
    assert list(frame["games"]) == [6, 6, 6, 6]
    bundle, metadata = results._repr_mimebundle_()
    spec = bundle["application/vnd.vegalite.v5+json"]
    # Drawn as SVG, which the site scales down to a phone's width (a canvas would not be).
    assert metadata["application/vnd.vegalite.v5+json"]["embed_options"]["renderer"] == "svg"
    # Each chart value is the record plus its names and numbers written for the chart's language.
    assert [{k: v[k] for k in r} for v, r in zip(spec["data"]["values"], records)] == records
    assert any(layer["mark"]["type"] == "errorbar" for layer in spec["hconcat"][0]["layer"])
    assert "95 % interval" in bundle["text/plain"]


def test_the_chart_speaks_its_language():
    def long_runs(event):
        return 2 * event.run
    own = Rules(king_ace=False, scoring=long_runs)
    results = compare(["easy", own], ["greedy", "perfect"], deals=range(0, 4), progress=False, executor="inline")
    english = results.chart()
    layer = english["hconcat"][0]["layer"][0]["encoding"]
    assert layer["x"]["title"] == "rule set" and layer["color"]["title"] == "player"
    assert layer["y"]["title"] == "win rate" and layer["y"]["axis"] == {"format": ".0%"}
    for lang, easy, classic, greedy, title, low in [
        ("tr", "Kolay", "Klasik", "basit (açgözlü)", "kazanma oranı", "%95 alt sınır"),
        ("nb", "Lett", "Klassisk", "enkel (grådig)", "vinnerandel", "95 % nedre grense"),
    ]:
        spec = results.chart(lang)
        encoding = spec["hconcat"][0]["layer"][0]["encoding"]
        assert encoding["y"]["title"] == title and "labelExpr" in encoding["y"]["axis"]
        assert [tip["title"] for tip in encoding["tooltip"]][4] == low
        values = spec["data"]["values"]
        assert values[0]["rule_name"] == easy and values[0]["player_name"] == greedy
        assert values[2]["rule_name"] == own.name(lang) and values[2]["rule_name"].startswith(classic)
        assert encoding["x"]["sort"] == [easy, own.name(lang)]
        texts = [v["win_rate_text"] for v in values]
        for value, text in zip(values, texts):
            number = f"{100 * value['win_rate']:.1f}".replace(".", ",")
            assert text == (f"%{number}" if lang == "tr" else f"{number} %")
        assert "." not in "".join(texts)
    assert compare("easy", "greedy", deals=2, progress=False, executor="inline", lang="nb")._repr_mimebundle_()[0][
        "application/vnd.vegalite.v5+json"]["hconcat"][1]["layer"][0]["encoding"]["y"]["title"] == (
        "gjennomsnittlig poengsum")


def test_scores_of_different_scorings_never_share_an_axis():
    def long_runs(event):
        return -3 if event.action == "draw" else event.run
    classic = Rules(king_ace=False)
    results = compare([classic, classic.replace(redeals=1), classic.replace(scoring=long_runs)], ["greedy"],
                      deals=3, progress=False, executor="inline")
    panels = results.chart("en")["hconcat"]
    assert [p["layer"][0]["encoding"]["y"]["title"] for p in panels] == [
        "win rate", "mean score (this app's scoring)", "mean score (scoring: long_runs)"]
    assert [p.get("transform") for p in panels[1:]] == [
        [{"filter": {"field": "scoring", "equal": "app"}}], [{"filter": {"field": "scoring", "equal": "long_runs"}}]]
    assert panels[2]["layer"][0]["encoding"]["x"]["sort"] == [classic.replace(scoring=long_runs).name("en")]
    one_scoring = compare(["easy", "classic"], "greedy", deals=2, progress=False, executor="inline").chart()
    assert len(one_scoring["hconcat"]) == 2 and "transform" not in one_scoring["hconcat"][1]


def test_the_text_table_speaks_its_language_and_fits_its_longest_name():
    results = compare(["easy", "classic,redeals=1"], ["perfect", "greedy"], deals=range(4, 8), progress=False,
                      executor="inline", lang="tr")
    lines = str(results).splitlines()
    assert lines[0].split("  ")[0] == "Kural seti" and "Ortalama puan" in lines[0] and "(%95'lik aralık)" in lines[1]
    assert lines[2].startswith("Kolay ") and " kusursuz " in lines[2]  # short names: a row fits a notebook
    assert "Klasik, desteyi 1 kez yeniden çevirme" in lines[4] and max(map(len, lines)) <= 100
    # the "won" column starts at the same place on every line, whatever the names' lengths
    won = lines[0].index("Kazanılan")
    assert all(line[won - 2:won] == "  " and line[won] in "0123456789" for line in lines[2:])
    assert "." not in "".join(cell for row in results.cells() for cell in row[3:])  # %25,0 (%4,6; %69,9)
    assert results.cells("en")[0][1] == "perfect (sees every card)"  # the panel's table: the full names
    english = compare("easy", "greedy", deals=2, progress=False, executor="inline")
    assert str(english).startswith("Rule set  Player  Won  Win rate")


def test_progress_bar_speaks_its_language(capsys, monkeypatch):
    monkeypatch.setattr(sys.stderr, "isatty", lambda: False)
    compare("easy", "greedy", deals=40, executor="inline", chunk=4, lang="nb")
    err = capsys.readouterr().err
    assert "40/40 spill" in err and "spill/s" in err and "igjen" in err
    from tripeaks_widget.lab.progress import _duration
    assert (_duration(303, "tr"), _duration(303, "en"), _duration(7260, "nb")) == ("5 dk 03 sn", "5 min 03 s", "2 t 01 min")


def test_progress_can_go_to_a_function_after_every_chunk():
    calls = []
    compare(["easy", "classic"], "greedy", deals=15, executor="inline", chunk=4,
            progress=lambda done, total: calls.append((done, total)))
    assert calls[0] == (0, 30) and calls[-1] == (30, 30)
    assert [done for done, _ in calls[1:-1]] == [4, 8, 12, 16, 20, 24, 27, 30]


def test_processes_give_the_same_results_as_one_thread():
    one = compare(["easy", "classic"], ["perfect", "greedy"], deals=range(30, 42), progress=False,
                  executor="inline")
    two = compare(["easy", "classic"], ["perfect", "greedy"], deals=range(30, 42), progress=False, workers=2)
    assert one.rows == two.rows


def test_progress_bar_shows_time_left(capsys, monkeypatch):
    monkeypatch.setattr(sys.stderr, "isatty", lambda: False)
    compare("easy", "greedy", deals=40, executor="inline", chunk=4)
    err = capsys.readouterr().err
    assert "40/40 games" in err and "left" in err


# -- defect 2: impossible ranges -------------------------------------------------------------


@pytest.mark.parametrize("deals,message", [
    (-5, "cannot be negative"),
    (range(-1, 5), "not all deals"),
    (range(26**7 - 2, 26**7 + 3), "not all deals"),
    ([3, 26**7], "not a deal number"),
])
def test_impossible_ranges_are_refused(deals, message):
    with pytest.raises(ValueError, match=message):
        compare("easy", "greedy", deals=deals, progress=False, executor="inline")


@pytest.mark.parametrize("args,message", [
    (["--count", "-5"], "--count must be 1 or more"),
    (["--count", "0"], "--count must be 1 or more"),
    (["--start", "-1"], "not all deals"),
    (["--start", str(26**7 - 1), "--count", "2"], "not all deals"),
    (["--workers", "0"], "--workers must be at least 1"),
])
def test_cli_refuses_impossible_ranges_with_a_usage_error(args, message, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(args + ["--no-progress"])
    assert exit_info.value.code == 2
    assert message in capsys.readouterr().err


# -- defect 4: bad rule names ----------------------------------------------------------------


@pytest.mark.parametrize("text", ["bogus", "standard,jokers=9", "easy,classic"])
def test_bad_rule_sets_are_usage_errors_not_tracebacks(text):
    run = subprocess.run([sys.executable, "-m", "tripeaks_widget.lab", "--rules", text, "--count", "1"],
                         capture_output=True, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert run.returncode == 2, run.stderr
    assert "Traceback" not in run.stderr and "usage:" in run.stderr and "--rules" in run.stderr


def test_standard_is_accepted_by_the_api_and_the_cli(capsys):
    assert compare("standard", "greedy", deals=2, progress=False, executor="inline").rows[0].rules == "easy"
    assert main(["--rules", "standard", "joker,empty-waste", "--players", "greedy", "--count", "2",
                 "--no-progress"]) == 0
    assert "Easy, empty waste, 1 joker  simple  " in capsys.readouterr().out  # the table shows names
    assert main(["--rules", "standard", "joker,empty-waste", "--players", "greedy", "--count", "2",
                 "--no-progress", "--csv"]) == 0
    assert "\n\"easy,empty-waste,jokers=1\",greedy," in capsys.readouterr().out  # the CSV keeps the texts
    assert main(["--rules", "classic", "--players", "greedy", "--count", "2", "--no-progress", "--lang", "tr"]) == 0
    assert capsys.readouterr().out.startswith("Kural seti  Oyuncu")


# -- defect 3: every deal starts at once, in bounded memory -----------------------------------------


class StopAfter(InlineExecutor):
    """Runs tasks in this thread and interrupts the run (as Ctrl-C would) after ``n`` of them."""

    def __init__(self, n):
        self.n = n
        self.submitted = 0

    def submit(self, fn, /, *args, **kwargs) -> Future:
        self.submitted += 1
        if self.submitted > self.n:
            raise KeyboardInterrupt
        return super().submit(fn, *args, **kwargs)


def test_every_deal_starts_at_once_in_bounded_memory():
    # Bounded memory is the proof that tasks are produced lazily: a list of
    # 26**7 tasks would take gigabytes (no wall-clock limit: the machine's load
    # would decide it, and speed is measured by bench/, not by tests).
    tracemalloc.start()
    results = compare("easy", "greedy", deals=26**7, executor=StopAfter(3), progress=False)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert results.interrupted and results.rows[0].games == 30
    assert peak < 20_000_000


# -- never lose a finished game: resume ------------------------------------------------------


def test_a_results_file_resumes_without_playing_a_game_twice(tmp_path):
    played = []

    def counting(view):
        if view.moves == 0:
            played.append(view.code)
        return view.actions[0]

    path = tmp_path / "run.jsonl"
    first = compare(["easy", "classic"], counting, deals=40, executor=StopAfter(3), progress=False,
                    results_file=path, chunk=5)
    assert first.interrupted and sum(row.games for row in first.rows) == 15
    lines = path.read_text().splitlines()
    assert len(lines) == 15 and json.loads(lines[0])["record"].startswith("TP1-E-AAAAAAA:")
    with open(path, "a") as handle:
        handle.write('{"rules": "easy", "pla')  # a crash cut the last line short
    second = compare(["easy", "classic"], counting, deals=40, executor="inline", progress=False,
                     results_file=path, chunk=5)
    assert len(played) == 80 and len(set(played)) == 80  # every game played once over both runs
    clean = compare(["easy", "classic"], greedy_player, deals=40, executor="inline", progress=False)
    assert [row[2:] for row in second.rows] == [row[2:] for row in clean.rows]


# -- defect 1: an interrupt stops everything within 2 s -----------------------------------------


def _processes():
    """(pid, the fields of /proc/<pid>/stat after the command's name: state, parent, group, ...) of every process."""
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                yield int(entry.name), (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue


def _children_of_group(pgid):
    return [pid for pid, fields in _processes() if int(fields[2]) == pgid and fields[0] != "Z"]


def _start_a_long_run(path):
    """The lab command on 3,000 games with two workers, in a session of its own, once its first games are kept."""
    process = subprocess.Popen(
        [sys.executable, "-m", "tripeaks_widget.lab", "--rules", "easy", "classic", "--count", "1500",
         "--workers", "2", "--results", str(path)],
        cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, start_new_session=True,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not (path.exists() and path.stat().st_size > 0):
        time.sleep(0.1)
    return process


@pytest.mark.skipif(sys.platform != "linux", reason="reads /proc")
def test_interrupt_stops_every_process_within_two_seconds(tmp_path):
    path = tmp_path / "run.jsonl"
    process = _start_a_long_run(path)
    assert len(_children_of_group(process.pid)) >= 3  # the command and its two workers
    os.killpg(process.pid, signal.SIGINT)
    sent = time.monotonic()
    try:
        out, err = process.communicate(timeout=2)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        raise AssertionError("still running 2 s after the interrupt")
    assert time.monotonic() - sent < 2
    time.sleep(0.2)
    assert _children_of_group(process.pid) == []
    assert process.returncode == 130 and "interrupted" in out and "Traceback" not in err
    assert path.read_text().count("\n") >= 1  # the finished games are kept


# -- issue 26: SIGTERM and SIGHUP stop the command as Ctrl-C does -------------------------------


def _alive(pid):
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return False
    return fields[0] != "Z"


def _children(pid):
    return [child for child, fields in _processes() if int(fields[1]) == pid]


@pytest.mark.skipif(sys.platform != "linux", reason="reads /proc")
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP, signal.SIGKILL], ids=lambda s: s.name)
def test_a_signal_to_the_command_alone_leaves_no_worker_and_a_resumable_file(tmp_path, signum):
    # SIGTERM (kill, timeout, a kernel restart) and SIGHUP (a closed terminal) go to the command alone,
    # not to its group as Ctrl-C does; SIGKILL cannot be handled: the workers die with their parent.
    path = tmp_path / "run.jsonl"
    process = _start_a_long_run(path)
    workers = _children(process.pid)
    assert len(workers) >= 2
    process.send_signal(signum)
    try:
        out, err = process.communicate(timeout=5)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        raise AssertionError(f"still running 5 s after {signum.name}")
    stop = time.monotonic() + 2
    while time.monotonic() < stop and any(_alive(pid) for pid in workers):
        time.sleep(0.05)
    assert not any(_alive(pid) for pid in workers), f"workers left after {signum.name}"
    if signum == signal.SIGKILL:
        assert process.returncode == -signal.SIGKILL
    else:
        assert process.returncode == 128 + signum and "Traceback" not in err
        assert f"stopped by {signum.name}" in err and "(interrupted" in out
    kept = path.read_text().count("\n")
    assert kept >= 1
    # Resumable: a run over the first deals reads the file, plays what is missing, and appends.
    assert main(["--rules", "easy", "classic", "--count", "12", "--workers", "1", "--results", str(path),
                 "--no-progress"]) == 0


@pytest.mark.parametrize("results,message", [
    ("", "must name a file"), (".", "is a folder"), ("missing/run.jsonl", "does not exist"),
])
def test_a_results_path_that_cannot_be_opened_is_a_usage_error(tmp_path, results, message):
    run = subprocess.run([sys.executable, "-m", "tripeaks_widget.lab", "--players", "greedy", "--count", "1",
                          "--results", results, "--no-progress"], capture_output=True, text=True, cwd=tmp_path,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert run.returncode == 2 and "Traceback" not in run.stderr
    assert message in run.stderr.splitlines()[-1] and run.stderr.splitlines()[-1].count("--results") == 1


def test_a_corrupt_results_file_and_repeats_are_usage_errors(tmp_path, capsys):
    path = tmp_path / "run.jsonl"
    path.write_text('{"rules": "easy", "player": "greedy", "deal": 0, "won": "false", "score": 5, "record": "x"}\n')
    with pytest.raises(SystemExit) as exit_info:
        main(["--players", "greedy", "--count", "2", "--results", str(path), "--no-progress"])
    assert exit_info.value.code == 2 and "line 1: won must be true or false" in capsys.readouterr().err
    for args in (["--rules", "easy", "easy"], ["--rules", "easy", "easy,standard"], ["--players", "greedy", "greedy"]):
        with pytest.raises(SystemExit) as exit_info:
            main(args + ["--count", "2", "--no-progress"])
        assert exit_info.value.code == 2 and "given twice" in capsys.readouterr().err


def test_results_text_stand_in_is_in_the_charts_language():
    """Issue 23: a handout prints the chart's text stand-in; in Turkish it is Turkish, with decimal commas."""
    from tripeaks_widget.lab.experiment import Results, Row

    results = Results([Row("classic", "greedy", 8, 3, 4000, 2_010_000)], lang="tr")
    text = results._repr_mimebundle_()[0]["text/plain"]
    assert text == str(results) and "Kural seti" in text and "Oyuncu" in text and "Win rate" not in text
    assert "3/8" in text and "%37,5" in text and "500 (" in text and "." not in text.splitlines()[2]
    english = Results(results.rows)._repr_mimebundle_()[0]["text/plain"]
    assert english == str(Results(results.rows)) and "Win rate" in english and "37.5 %" in english


def test_a_negative_score_and_its_interval_read_in_words_with_true_minus_signs():
    # "−14 [−41–14]" (a minus sign beside a dash) was hard to read: "to" in words, or a semicolon in Turkish (narrow).
    words = {"en": "−14 (−41 to 14)", "tr": "−14 (−41; 14)", "nb": "−14 (−41 til 14)"}
    results = compare(["easy,scoring=traditional"], "greedy", deals=range(8), progress=False, executor="inline")
    assert results.rows[0].score_interval[0] < 0
    for lang, cell in words.items():
        results.lang = lang
        row = str(results).splitlines()[2]
        assert row.endswith("  " + cell) and "-" not in row and "–" not in row, row
        assert results.cells(lang)[0][4] == cell


# -- issue 33: an interrupt prints one line and nothing else, every time --------------------------


#: A progress line of a log: what the lab's progress bar writes, a line per tenth, where stderr is no terminal.
PROGRESS_LINE = re.compile(r"\d+/\d+ games, ")


@pytest.mark.skipif(sys.platform != "linux", reason="reads /proc")
def test_an_interrupt_prints_one_line_every_time(tmp_path):
    # The pool's manager thread used to print "Exception in thread ... InvalidStateError: CANCELLED" in a few
    # runs out of ten (futures cancelled before the workers were killed): run it many times, two at once.
    for round_ in range(6):
        runs = [_start_a_long_run(tmp_path / f"run{round_}-{i}.jsonl") for i in range(2)]
        for process in runs:
            os.killpg(process.pid, signal.SIGINT)
        for process in runs:
            try:
                _, err = process.communicate(timeout=5)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                raise AssertionError("still running 5 s after the interrupt")
            assert process.returncode == 130
            assert err.strip().splitlines()[-1:] == ["interrupted"], err
            # Before the interrupt, a log (stderr is a pipe here) gets one progress line per tenth of the games
            # ("390/3000 games, 0 s, …"); after it, the one line and nothing else.
            lines = [line for line in err.splitlines() if line.strip() and "\r" not in line
                     and not PROGRESS_LINE.match(line)]
            assert lines == ["interrupted"], err
