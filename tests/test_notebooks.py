"""The teaching notebooks run top to bottom in a real kernel and show what they teach.

Each notebook is executed once with nbclient in the ``python3`` kernel (the
interpreter running the tests, so this checkout's package). A cell that fails,
an error output (a traceback shown under a cell) or anything written to stderr
fails the notebook; then the outputs that carry the lesson are checked.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")

REPO = Path(__file__).resolve().parents[1]
NOTEBOOKS = REPO / "notebooks"
NAMES = ["01-setup", "02-king-ace-rule", "03-end-conditions", "04-scoring", "05-variants"]

INSTALL_CELL = '''# In the browser (JupyterLite) this installs tripeaks_widget from this site; elsewhere it is already installed.
import sys
if sys.platform == "emscripten":
    import piplite
    await piplite.install("tripeaks_widget")'''

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
CELL_TIMEOUT = 90  # seconds; the statistics cells are the slowest


def load(name: str):
    return nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)


def output_text(output) -> str:
    if output.output_type == "stream":
        return output.text
    if output.output_type in ("execute_result", "display_data"):
        return output.get("data", {}).get("text/plain", "") + "\n"
    return ""


class Executed:
    """An executed notebook: every code cell's text output, and the problems found."""

    def __init__(self, nb):
        self.nb = nb
        self.cells = [cell for cell in nb.cells if cell.cell_type == "code"]
        self.texts = ["".join(output_text(o) for o in cell.outputs) for cell in self.cells]
        self.text = "\n".join(self.texts)
        self.problems = []
        for index, cell in enumerate(self.cells):
            for output in cell.outputs:
                if output.output_type == "error":
                    self.problems.append(f"code cell {index}: {output.ename}: {output.evalue}")
                elif output.output_type == "stream" and output.name == "stderr":
                    self.problems.append(f"code cell {index} wrote to stderr: {output.text[:500]}")

    def widgets(self) -> int:
        return sum(WIDGET_VIEW in o.get("data", {}) for cell in self.cells for o in cell.outputs)

    def html(self) -> str:
        return "\n".join(o.get("data", {}).get("text/html", "") for cell in self.cells for o in cell.outputs)


_executed: dict[str, Executed] = {}


@pytest.fixture(scope="module")
def kernel_env(tmp_path_factory):
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO), env.get("PYTHONPATH")]))
    env["IPYTHONDIR"] = str(tmp_path_factory.mktemp("ipython"))
    env.pop("ANYWIDGET_HMR", None)
    return env


@pytest.fixture(scope="module")
def run(kernel_env):
    def execute(name: str) -> Executed:
        if name not in _executed:
            nb = load(name)
            client = nbclient.NotebookClient(
                nb,
                kernel_name="python3",  # jupyter_client starts it with the interpreter running the tests
                timeout=CELL_TIMEOUT,
                resources={"metadata": {"path": str(NOTEBOOKS)}},
            )
            client.execute(env=kernel_env)
            _executed[name] = Executed(nb)
        done = _executed[name]
        assert not done.problems, f"{name}: " + "\n".join(done.problems)
        assert done.widgets() >= 1, f"{name} shows no board"
        return done

    return execute


# -- the committed files ---------------------------------------------------------


@pytest.mark.parametrize("name", NAMES)
def test_committed_clean_and_first_cell_installs(name):
    nb = load(name)
    nbformat.validate(nb)
    first = nb.cells[0]
    assert first.cell_type == "code" and first.source == INSTALL_CELL
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, f"{name} is saved with outputs"


@pytest.mark.parametrize("name", NAMES)
def test_only_what_the_offline_site_has(name):
    # The JupyterLite site has no compiled packages (numpy, pandas, matplotlib…).
    source = "\n".join(cell.source for cell in load(name).cells if cell.cell_type == "code")
    imported = set(re.findall(r"^\s*(?:from|import)\s+([A-Za-z_]\w*)", source, re.M))
    assert imported <= {
        "sys", "piplite", "tripeaks_widget", "IPython", "ipywidgets", "html", "time", "collections", "statistics",
    }, imported


# -- what each notebook shows ------------------------------------------------------


def test_01_setup(run):
    done = run("01-setup")
    text = done.text
    assert "peak cards :  3 cards, slots 0 to 2" in text
    assert "bottom row : 10 cards, slots 18 to 27" in text
    assert "slot 13 is covered by slots (22, 23)" in text
    assert "['K♣', '2♦', 'K♦']" in text
    assert "Must be one rank higher or lower" in text
    assert "played 2♦ from slot 22: score 497, turned up slots [13]" in text
    assert "slot 13 now shows 7♠" in text
    assert "score 497 after 3 moves" in text
    assert "same cards: True" in text
    assert "en alt sıra: maça 3, maça 5, sinek papazı" in text
    assert "nederste rad: spar 3, spar 5, kløver konge" in text
    assert "maça 7" in text and "spar 7" in text and "7 of spades" in text
    assert done.widgets() == 2
    assert "<svg" in done.html()


def test_02_king_ace_rule(run):
    done = run("02-king-ace-rule")
    text = done.text
    assert "Easy     on a King (K): A or Q" in text
    assert "Classic  on a King (K): Q\n" in text and "Classic  on an Ace (A): 2\n" in text
    assert "same cards on both boards: True" in text
    assert "Easy     (TP1-E-AAAAAAB): 3 possible moves: K♣, 2♦, K♦" in text
    assert "Classic  (TP1-C-AAAAAAB): 1 possible move: 2♦" in text
    assert "Easy TP1-E-AAAAAAD, playing the solver's moves: won" in text
    assert "Classic TP1-C-AAAAAAD, the solver's answer: None" in text
    rates = {
        rule: float(percent)
        for rule, percent in re.findall(r"^(easy|classic) *: \d+ of 200 deals can be won, ([\d.]+) %", text, re.M)
    }
    assert set(rates) == {"easy", "classic"}
    assert rates["easy"] >= 90 and 55 <= rates["classic"] <= 85, rates
    assert "Papazın üzerine" in "".join(cell.source for cell in done.nb.cells)
    assert "width:" in done.html()  # the bar chart
    assert done.widgets() == 4


def test_03_end_conditions(run):
    done = run("03-end-conditions")
    text = done.text
    assert "status: won\ncards left in the stock: 20\nmoves: 31 | score: 769" in text
    assert "False - The game is over" in text
    assert "status: stuck\ncards left in the peaks: 3\nthe game says: No more moves possible" in text
    assert "[tr] Yapılabilecek hamle kalmadı" in text and "[nb] Ingen flere mulige trekk" in text
    assert "1. cards in the stock: 0" in text
    assert "free card J♥ at slot 12: Must be one rank higher or lower" in text
    assert "fitting cards: [] | stock: 23 | status: playing" in text
    assert "stock: 0 | waste top: 8♠ | status: playing\ncards that still fit: ['7♣', '9♠']" in text
    assert "play 9♠\nstatus: stuck" in text
    assert "After undoing 18 actions the game can be won again." in text
    assert "move counter before undo: 48 | after undo: 48" in text
    assert re.search(r"^status: won \| moves: 63 \| score: \d+$", text, re.M)
    assert "Classic TP1-C-AAAAAAD from the start: None" in text
    assert done.widgets() == 3


def test_04_scoring(run):
    done = run("04-scoring")
    text = done.text
    assert "right  peak: 10 cards" in text
    assert len(re.findall(r"^move +\d+: ", text, re.M)) == 50
    bonuses = re.findall(r"^move (\d+): .* \+99  score (\d+)   <- the \w+ peak is empty!$", text, re.M)
    assert bonuses == [("37", "563"), ("42", "658"), ("50", "750")]
    assert "status: won | moves: 50 | final score: 750" in text
    assert "best : 772\nworst: 749\ndocumented game, 50 moves: 750" in text
    assert re.search(r"^undo the draw +score 465, moves 36  \(points \+1\)$", text, re.M)
    assert re.search(r"^undo it +score 464, moves 38  \(points -99\)$", text, re.M)
    assert re.search(r"^play it again +score 563, moves 39  \(points \+99\)$", text, re.M)
    assert done.html().count('title="move ') == 50  # one bar per move
    assert done.widgets() == 2


def test_05_variants(run):
    done = run("05-variants")
    text = done.text
    assert "False - You may only draw when no card fits" in text
    assert "playable now: ['K♣', '2♦', 'K♦']" in text
    assert "waste: None | stock: 24 cards" in text
    assert "the joker came after 15 draws; 10 free cards fit on it now" in text
    assert "play 2♦: +3, score 6\ndraw: -5, score 1" in text
    assert "app scoring        : 750\ntraditional scoring: 66" in text
    assert "116 for the runs - 5 x 22 draws + 15 + 15 + 30 for the peaks = 66" in text
    found = re.findall(r"^easy \| ([\w, -]+?) +\| perfect play +([\d.]+) % \| simple player +([\d.]+) %", text, re.M)
    perfect = {label: float(p) for label, p, _ in found}
    simple = {label: float(s) for label, _, s in found}
    assert {"standard", "draw-when-stuck", "traditional-scoring", "open-peaks", "empty-waste", "joker",
            "empty-waste, joker"} <= set(perfect), perfect
    # Seeing the cards or scoring differently changes no outcome; the other variants do.
    assert perfect["open-peaks"] == perfect["traditional-scoring"] == perfect["standard"]
    assert perfect["draw-when-stuck"] < perfect["standard"] <= perfect["empty-waste"]
    assert perfect["standard"] <= perfect["joker"]
    assert simple["draw-when-stuck"] == simple["open-peaks"] == simple["standard"]
    assert sum("application/vnd.vegalite.v5+json" in o.get("data", {}) for c in done.cells for o in c.outputs) == 2
    assert done.widgets() == 6
