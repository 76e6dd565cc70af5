"""The JupyterLite site, built by tripeaks_site/build/main.py, in headless Chromium with
the network cut: the start page offers the three languages, all 15 lessons run
top to bottom (two at a time: the next one starts while this one is checked),
in English lesson 1 the board plays, lesson 5's lab panel measures, and the
printable handouts (HTML and PDF) exist with their boards as pictures, and
axe-core finds nothing serious inside the boards. The site's own pages (start
pages, glossary, links, the interface's language): test_site_pages.py.

The fixture (conftest.py) builds the site once per run into a temporary folder (5-7 s with
build/site-cache warm; on a fresh clone, which downloads and compiles once,
about 35 s), so the tests always see the tree as it is, never a stale _output/.
TRIPEAKS_SITE_DIR=path reuses a site built before (e.g. by `make site`).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import sys
import tarfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from chromium import ARTIFACTS, require_browser  # noqa: E402
from litedriver import (  # noqa: E402
    REPO,
    axe_serious,
    boards_mid_animation,
    choose_menu,
    choose_run_all,
    error_outputs,
    open_notebook,
    run_all_cells,
    run_code_below,
    screenshot_on_failure,
    wait_for_all_cells,
)

from tripeaks_site.build import archive as site_archive  # noqa: E402  (the repo put on sys.path by litedriver)
from tripeaks_site.build import main as site_builder  # noqa: E402
from tripeaks_site.build import patches as site_patches  # noqa: E402

from tripeaks_widget import Game  # noqa: E402
from tripeaks_widget.solver import par, solve  # noqa: E402

NOTEBOOK = "en/01-setup.ipynb"
ALL_NOTEBOOKS = sorted(p.relative_to(REPO / "notebooks").as_posix() for p in (REPO / "notebooks").rglob("*.ipynb"))
#: Every lesson but en/01, which the tests below drive further. (Issues 9, 22 and 45: all 21 run in the site.)
OTHER_NOTEBOOKS = [notebook for notebook in ALL_NOTEBOOKS if notebook != NOTEBOOK]
K_CLUBS, A_SPADES, TWO_DIAMONDS, SEVEN_SPADES = 20, 23, 22, 13
# Where the Pyodide kernel's worker script lives in the site.
KERNEL_WORKER = "/extensions/@jupyterlite/pyodide-kernel-extension/static/"


def project_version() -> str:
    from importlib.metadata import version

    return version("tripeaks_widget")


def play_king_ace_two(page):
    """In notebook 1's first board, play K♣, A♠, 2♦ and see 7♠ turn up; return the board."""
    board = page.locator(".tp-root").first
    seven = board.locator(f'.tp-card[data-slot="{SEVEN_SPADES}"]')
    assert "tp-back" in seven.get_attribute("class")
    for slot in (K_CLUBS, A_SPADES, TWO_DIAMONDS):
        version_before = board.get_attribute("data-version")
        board.locator(f'.tp-card[data-slot="{slot}"]').click()
        page.wait_for_function(
            "([el, v]) => el.dataset.version !== v",
            arg=[board.element_handle(), version_before], timeout=10_000,
        )
    page.wait_for_function(
        "el => !el.classList.contains('tp-back')", arg=seven.element_handle(), timeout=10_000
    )
    assert seven.get_attribute("aria-label") == "7 of spades"
    assert board.locator(".tp-moves").inner_text() == "3"
    return board


def test_built_site_passes_its_offline_checks(site_dir):
    assert len(ALL_NOTEBOOKS) == 21
    site_builder.verify(site_dir, ALL_NOTEBOOKS)
    # Browsers ask for /favicon.ico on every load: an ICO holding a 32 x 32 PNG.
    icon = (site_dir / "favicon.ico").read_bytes()
    assert icon[:6] == b"\0\0\1\0\1\0" and icon[22:30] == b"\x89PNG\r\n\x1a\n"


def test_handouts_are_executed_with_boards_as_pictures_and_fetch_nothing(site_dir):
    for notebook in ALL_NOTEBOOKS:
        page = (site_dir / "handouts" / notebook).with_suffix(".html")
        text = page.read_text(encoding="utf-8")
        assert text.count("<svg") >= 2, f"{page.name}: no board pictures"
        assert "application/vnd.jupyter.stderr" not in text and "TriPeaksWidget object" not in text
        assert not re.findall(r'(?:src|href)="(?:https?:)?//', text), f"{page}: loads something from outside"
    tr = (site_dir / "handouts" / "tr" / "01-setup.html").read_text(encoding="utf-8")
    assert 'lang="tr"' in tr and "Alıştırma 1.3." in tr and "Çekme destesi" in tr


def test_pdf_handouts_hold_every_lesson_and_its_board_pictures(site_dir):
    """With Chromium at hand (the browser tests need it anyway) the build prints
    one A4 PDF per language: every lesson's title and the text of its board
    pictures (the header line and the card faces) are in it."""
    require_browser()
    pypdf = pytest.importorskip("pypdf")
    from tripeaks_widget import Game
    from tripeaks_widget.engine.i18n import t
    from tripeaks_widget.lessons import short_card

    for lang in ("en", "tr", "nb"):
        path = site_dir / "handouts" / f"{lang}.pdf"
        assert f'href="handouts/{lang}.pdf"' in (site_dir / f"{lang}.html").read_text(encoding="utf-8")
        reader = pypdf.PdfReader(path)
        text = "\n".join(page.extract_text() for page in reader.pages)
        assert len(reader.pages) >= 15, f"{path.name}: {len(reader.pages)} pages"
        for notebook in (REPO / "notebooks" / lang).glob("*.ipynb"):
            title = json.loads(notebook.read_text())["cells"][0]["source"]
            title = ("".join(title) if isinstance(title, list) else title).splitlines()[0].lstrip("# ").strip()
            assert " ".join(title.split()[:3]) in " ".join(text.split()), f"{path.name}: no lesson {title!r}"
        # Lesson 1's first board: its header and its bottom row, as the picture writes them.
        assert f"{t('ui_code', lang)}: TP1-E-AAAAAAB" in text, f"{path.name}: no board header"
        # The picture writes each card's rank in two corners (the suit is a drawn symbol): K is R in tr and nb.
        game = Game.from_code("TP1-E-AAAAAAB")
        ranks = [short_card(game.card_at(slot), lang)[:-1] for slot in range(18, 28)]
        assert "\n".join(r for r in ranks for _ in (0, 1)) in text, f"{path.name}: no bottom row {ranks}"
        # Issue 23: no heading anchors, each exercise's question once, nothing to "run again" on paper,
        # and the board's code on the page of its board.
        assert "¶" not in text
        words = " ".join(text.split())
        compact = ["".join(p.extract_text().split()) for p in reader.pages]
        first = next(p for p in compact if 'board=TriPeaksWidget(code="TP1-E-AAAAAAB"' in p)
        assert "".join(f"{t('ui_code', lang)}:TP1-E-AAAAAAB".split()) in first, f"{path.name}: lesson 1's first board is not with its code"
        if lang == "en":
            assert "run the cell again" not in words
            assert words.count("Exercise 1.1. How many cards are in the stock") == 1
    total = sum((site_dir / "handouts" / f"{lang}.pdf").stat().st_size for lang in ("en", "tr", "nb"))
    assert total < 3_000_000, f"PDF handouts take {total} bytes"


def test_offline_checks_catch_a_cdn_pyodide_a_bad_hash_and_a_missing_package(site_dir, tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(site_dir, copy)
    config_path = copy / "jupyter-lite.json"
    config = json.loads(config_path.read_text())
    settings = config["jupyter-config-data"]["litePluginSettings"][site_builder.KERNEL_PLUGIN]
    settings["pyodideUrl"] = "https://cdn.jsdelivr.net/pyodide/v314.0.6/full/pyodide.mjs"
    config_path.write_text(json.dumps(config))
    wheel = next((copy / "pypi").glob("anywidget-*.whl"))
    wheel.write_bytes(wheel.read_bytes() + b"\0")
    # The archive without IPython.
    archive = copy / "static" / "pyodide" / site_archive.ARCHIVE
    with tarfile.open(archive) as tar:
        files = {m.name: tar.extractfile(m).read() for m in tar.getmembers()
                 if not m.name.startswith(("ipython-", "IPython/"))}
    site_archive.write_archive(files, archive)

    with pytest.raises(site_builder.SiteError) as failure:
        site_builder.verify(copy, [])
    message = str(failure.value)
    assert "pyodideUrl" in message and "cdn.jsdelivr.net" in message
    assert f"hash of ./{wheel.name} does not match" in message
    assert f"ipython is preloaded but not in {site_archive.ARCHIVE}" in message
    assert "ipykernel is preloaded" not in message


def test_notebook_1_runs_offline_and_the_board_plays(server, browser):
    context, page, network = open_notebook(browser, server, NOTEBOOK)
    try:
        with screenshot_on_failure(page, NOTEBOOK):
            run_all_cells(page)
            assert error_outputs(page) == []

            # The project came preinstalled in the site-packages archive: the
            # first cell found it and fetched nothing.
            assert not [u for u in network.fetched if "/pypi/" in u and u.endswith(".whl")]
            installed = run_code_below(
                page,
                "import importlib.metadata as md, tripeaks_widget\n"
                "print(md.version('tripeaks_widget'), md.distribution('tripeaks_widget').read_text('INSTALLER').strip(),"
                " tripeaks_widget.__file__)",
            )
            version, installer, path = installed.split()
            assert version == project_version() and installer == site_archive.INSTALLER
            assert "/site-packages/tripeaks_widget/" in path

            # The kernel's solver and par are the C code built to WebAssembly
            # (solver/_wasm.py), and they answer as in CPython (tests/test_wasm.py).
            solver = run_code_below(
                page,
                "from tripeaks_widget import Game\n"
                "from tripeaks_widget.solver import par, search, solve\n"
                "from tripeaks_widget.solver.par import _fastpar\n"
                "game = Game.from_code('TP1-C-AAAAAAD')\n"
                # instantiated on first use (solver/_wasm.py's _OnFirstUse): the kind it instantiates
                "print(search._fastsearch._kind.__name__, _fastpar._kind.__name__, solve(game), tuple(par(game)))",
            )
            game = Game.from_code("TP1-C-AAAAAAD")
            assert solver.split()[:2] == ["WasmSearch", "WasmPar"], solver
            assert solver.split(maxsplit=2)[2].strip() == f"{solve(game)} {tuple(par(game))}", solver
            # and so is the search on any layout (_anysearch.wasm), with the CPython module's line
            any_layout = run_code_below(
                page,
                "from tripeaks_widget.solver import anylayout\n"
                "print(anylayout._anysearch._kind.__name__, solve(Game.from_code('TP1-E-AAAAAAB-BLACK-HOLE')))",
            )
            black_hole = solve(Game.from_code("TP1-E-AAAAAAB-BLACK-HOLE"))
            assert any_layout.strip().split(maxsplit=1) == ["WasmAnySearch", str(black_hole)], any_layout

            board = play_king_ace_two(page)
            # Issue 23: axe-core finds nothing serious inside the boards (JupyterLab's own page is not ours).
            assert axe_serious(page, ".tp-root") == [], "axe-core on the board"

            # A replay plays in the site too, and the Pyodide kernel answers meanwhile.
            run_code_below(
                page,
                "from tripeaks_widget.engine.examples import WON_GAME, WON_GAME_CODE\n"
                "board.replay(WON_GAME, start=WON_GAME_CODE, speed=4)",
            )
            assert "42" in run_code_below(page, "print(6 * 7)")
            assert int(board.get_attribute("data-replay")) < 50, "the replay was still playing"
            page.wait_for_function("el => el.dataset.replay === '50'", arg=board.element_handle(), timeout=60_000)
            assert board.locator(".tp-peak-badge:not([hidden])").count() == 3
            assert board.locator(".tp-moves").text_content() == "50"  # off screen: no inner text

            os.makedirs(ARTIFACTS, exist_ok=True)
            board.scroll_into_view_if_needed()
            page.screenshot(path=os.path.join(ARTIFACTS, "site-notebook-1-board.png"))

            # Completion and piplite still work: piplite installs this build's
            # wheel again from the site's own index once micropip has
            # uninstalled the preinstalled copy (using its RECORD).
            # Completion is IPython's own completer (the site leaves jedi out):
            # the kernel's own complete call, which the worker answers
            # complete_request with, on a module, a live widget and a literal.
            completed = run_code_below(
                page,
                "import pyodide_kernel, importlib.util\n"
                "print(importlib.util.find_spec('jedi'))\n"
                "for code in ['tripeaks_widget.Gam', 'board.rep', '\"a\".upp']:\n"
                "    reply = pyodide_kernel.kernel_instance.complete(code, len(code))\n"
                "    print(*(code[:reply['cursor_start']] + match for match in reply['matches']))",
            )
            assert completed.split() == [
                "None", "tripeaks_widget.Game", "tripeaks_widget.GameCode", "board.replay", '"a".upper',
            ], completed
            # The kernel's start imported neither micropip (the site's piplite
            # imports it only to install something; the install cell found the
            # project installed) nor IPython's terminal shell (IPython.embed is
            # imported on first use): tripeaks_site/build/patches.py. A module written
            # into the notebook's folder in one cell imports in the next
            # (the working folder's finder, tripeaks_site/snapshot/pyodide_sitecustomize.py).
            run_code_below(page, "%%writefile tp_helper.py\nANSWER = 41")
            started = run_code_below(
                page,
                "import sys, tp_helper\n"
                "print(tp_helper.ANSWER + 1, *(m in sys.modules for m in ('micropip', 'prompt_toolkit')))\n"
                "try:\n"
                "    from IPython import embed\n"
                "except ModuleNotFoundError as error:\n"
                "    print(error.name, 'leaves it out' in str(error))\n"
                "import json\n"
                "print(len(json.load(open('01-setup.ipynb'))['cells']) > 5)",
            )
            # (The notebook as the drive has it: the site autosaves within 5 s, and JupyterLab writes
            # its keys in its own order, so the file is read as JSON.)
            # IPython.embed, imported on first use, is the terminal's: the site leaves IPython's terminal out
            # (tripeaks_site/build/prune.py), and asking for it says so.
            assert started.split() == ["42", "False", "False", "IPython.terminal.embed", "True", "True"], started
            reinstalled = run_code_below(
                page,
                "import micropip, piplite, importlib, importlib.metadata as md\n"
                "micropip.uninstall('tripeaks_widget')\n"
                "await piplite.install('tripeaks_widget')\n"
                "importlib.invalidate_caches()\n"
                "print(md.version('tripeaks_widget'), md.distribution('tripeaks_widget').read_text('INSTALLER').strip())",
            )
            assert reinstalled.split()[-2:] == [project_version(), "micropip"], reinstalled
            wheels = [u for u in network.fetched if "/pypi/tripeaks_widget-" in u]
            assert wheels and all(f"tripeaks_widget-{project_version()}-" in u for u in wheels), wheels

            assert network.outside == [], "the site reached outside 127.0.0.1"
            assert network.failed == [], "requests the site could not answer"
    finally:
        context.close()


class RunAhead:
    """Pages whose Run All has been chosen ahead: when a test takes its
    notebook's page, the next notebook's page opens and starts running, so two
    Pyodide kernels (each a worker, one a core) work at once: lessons 2 and 5
    spend most of their time in the solver, one core's work each."""

    def __init__(self, browser, server, order: list[str]) -> None:
        self.browser, self.server, self.order = browser, server, order
        self.started: dict[str, tuple] = {}

    def _start(self, notebook: str) -> tuple:
        context, page, network = open_notebook(self.browser, self.server, notebook)
        choose_run_all(page)
        return context, page, network

    def take(self, notebook: str) -> tuple:
        entry = self.started.pop(notebook, None) or self._start(notebook)
        following = self.order[self.order.index(notebook) + 1:]
        if following and following[0] not in self.started:
            self.started[following[0]] = self._start(following[0])
        return entry

    def close(self) -> None:
        for context, _, _ in self.started.values():
            context.close()


@pytest.fixture(scope="module")
def run_ahead(request, server, browser):
    # Only the notebooks this run selected (-k), in the order they run.
    order = [item.callspec.params["notebook"] for item in request.session.items
             if getattr(item, "originalname", "") == "test_every_notebook_runs_offline_without_errors"]
    pages = RunAhead(browser, server, order)
    yield pages
    pages.close()


@pytest.mark.parametrize("notebook", OTHER_NOTEBOOKS)
def test_every_notebook_runs_offline_without_errors(run_ahead, notebook):
    context, page, network = run_ahead.take(notebook)
    try:
        with screenshot_on_failure(page, notebook):
            wait_for_all_cells(page, timeout_ms=600_000)
            assert error_outputs(page) == []
            assert boards_mid_animation(page) == []
            if notebook.endswith("05-variants.ipynb"):
                measure_on_the_lab_panel(page, notebook.split("/")[0])
            if notebook.endswith("06-learn-from-your-game.ipynb"):
                review_a_lost_game(page, notebook.split("/")[0])
            assert network.outside == [], "the site reached outside 127.0.0.1"
            assert network.failed == [], "requests the site could not answer"
    finally:
        context.close()


def review_a_lost_game(page, lang: str) -> None:
    """Lesson 6's first board, as a student uses it (issue 22): play the deal to a loss, press Review,
    step to the turning point with the keys, read the marks and the line, click the chart; a screenshot."""
    from tripeaks_widget.engine.i18n import t
    from tripeaks_widget.lessons.review_exercises import REVIEW_CODE, simple_game, simple_review

    board = page.locator(".tp-root").first
    board.scroll_into_view_if_needed()
    game = simple_game(REVIEW_CODE)
    for done, action in enumerate(game.history, 1):
        target = board.locator(".tp-stock") if action == "draw" else board.locator(f'.tp-card[data-slot="{action}"]')
        target.click()
        page.wait_for_function("([el, n]) => el.querySelector('.tp-moves').textContent === n",
                               arg=[board.element_handle(), str(done)], timeout=20_000)
    assert board.get_attribute("data-status") == "stuck"
    found = simple_review(REVIEW_CODE)  # CPython's review: the site's must say the same
    turning, move = found.turning_point, found.moves[found.turning_point - 1]
    board.locator(".tp-banner").get_by_role("button", name=t("ui_review", lang), exact=True).click()
    section = board.locator(".tp-review")
    section.wait_for(state="visible", timeout=60_000)
    assert section.locator(".tp-review-summary").text_content() == found.summary(lang)
    board.locator("[data-replay='play']").focus()
    page.keyboard.press("Home")
    for _ in range(turning - 1):
        page.keyboard.press("ArrowRight")
    page.wait_for_function("([el, n]) => el.dataset.replay === n", arg=[board.element_handle(), str(turning - 1)],
                           timeout=10_000)
    for slot, label in ((move.action, "ui_review_played"), (move.suggestion(), "ui_review_best")):
        mark = board.locator(f".tp-mark[data-slot='{slot}']")
        assert mark.is_visible() and mark.locator(".tp-mark-label").text_content() == t(label, lang)
    # The game's end banner does not cover the step's line (a None the Pyodide kernel leaves out).
    assert board.locator(".tp-banner").is_hidden() and board.locator(".tp-message").is_visible()
    # text_content: a part of the board scrolled off screen has no inner text.
    assert board.locator(".tp-message").text_content() == move.line(lang)
    os.makedirs(ARTIFACTS, exist_ok=True)
    board.scroll_into_view_if_needed()
    page.wait_for_timeout(300)  # JupyterLab may still scroll the notebook: a shot of the page, not of a stale box
    page.screenshot(path=os.path.join(ARTIFACTS, f"site-review-{lang}.png"))
    section.locator(".tp-rv-hit[data-move='3']").click(force=True)  # Python checks the move, then says where to go
    page.wait_for_function("el => el.dataset.replay === '2'", arg=board.element_handle(), timeout=20_000)
    assert board.locator(".tp-message").text_content() == found.moves[2].line(lang)


def measure_on_the_lab_panel(page, lang: str) -> None:
    """Lesson 5's lab panel, as a student uses it: choose Classic, one player
    and 12 deals, click Measure; the chart and the table come, in the lesson's
    language, with the numbers CPython gets, and the kernel still answers."""
    from tripeaks_widget import Rules
    from tripeaks_widget.engine.i18n import t
    from tripeaks_widget.lab import compare

    measure = page.get_by_role("button", name=t("lab_measure", lang), exact=True)
    panel = page.locator(".widget-vbox").filter(has=measure).last
    panel.scroll_into_view_if_needed()
    classic = Rules(king_ace=False)
    rule = panel.locator(".widget-dropdown", has=page.get_by_text(t("lab_rule", lang), exact=True))
    rule.locator("select").select_option(label=t("rs_classic", lang))
    listing = panel.locator(".widget-html", has_text=t("lab_compared", lang, names=""))
    page.wait_for_function("([el, name]) => el.innerText.includes(name)",
                           arg=[listing.element_handle(), classic.name(lang)], timeout=10_000)
    for name in ("random", "greedy", "turns-up", "lookahead", "fair-hint", "perfect"):
        box = panel.locator(".widget-checkbox", has_text=t(f"lab_player_{name}", lang)).locator("input")
        box.set_checked(name == "greedy")
    deals = panel.locator(".widget-inline-hbox", has_text=t("lab_deals", lang)).locator("input")
    deals.fill("12")
    deals.press("Tab")  # the box sends its value when it loses focus
    measure.click()
    table = panel.locator("table").filter(has_text=t("lab_col_rules", lang))
    table.wait_for(timeout=120_000)
    row = compare(classic, "greedy", deals=12, executor="inline", progress=False).rows[0]
    cells = table.locator("tbody td").all_inner_texts()
    assert cells[:3] == [classic.name(lang), t("lab_player_greedy", lang), f"{row.won}/12"], cells
    assert cells[4].startswith(f"{row.mean_score:.0f} ("), cells
    assert table.locator("th").first.inner_text() == t("lab_col_rules", lang)
    # The chart, drawn as SVG: its labels are text, in the lesson's language: the
    # rule set's name under each panel, the player's in the legend, the axis titles.
    chart = panel.locator(".vega-embed svg").first
    chart.wait_for(timeout=30_000)
    labels = [text.strip() for text in chart.locator("text").all_text_contents()]
    assert labels.count(classic.name(lang)) == 2, labels
    assert t("lab_player_greedy", lang) in labels and t("lab_chart_rule_set", lang) in labels, labels
    assert "42" in run_code_below(page, "print(6 * 7)")
    os.makedirs(ARTIFACTS, exist_ok=True)
    panel.scroll_into_view_if_needed()
    page.screenshot(path=os.path.join(ARTIFACTS, f"site-lab-panel-{lang}.png"))


def test_kernel_restart_gives_a_working_board(server, browser):
    """Kernel → Restart Kernel…, then the notebook run again: a new kernel (a
    new worker, the archive unpacked again) and a board that plays."""
    context, page, network = open_notebook(browser, server, NOTEBOOK)
    try:
        with screenshot_on_failure(page, "restart"):
            run_all_cells(page)
            play_king_ace_two(page)
            # Prints when this interpreter first ran it, however often it runs.
            probe = "import time\nprint(globals().setdefault('first_run_ns', time.time_ns()))"
            before = run_code_below(page, probe)

            choose_menu(page, "Kernel", "Restart Kernel…")
            page.locator(".jp-Dialog .jp-mod-accept", has_text="Restart").click()
            page.wait_for_selector(".jp-Dialog", state="detached")
            # Execution counts start again at 1: clear them, so the run below
            # can be told from the one above.
            choose_menu(page, "Edit", "Clear Outputs of All Cells")
            run_all_cells(page)
            assert error_outputs(page) == []
            assert page.locator(".tp-root").count() >= 1
            play_king_ace_two(page)
            # A fresh interpreter ran the notebook, not the old one.
            after = page.locator(".jp-Notebook .jp-CodeCell").last.locator(".jp-OutputArea").inner_text()
            assert int(after) > int(before)
            assert network.outside == [], "the site reached outside 127.0.0.1"
            assert network.failed == [], "requests the site could not answer"
    finally:
        context.close()


def test_the_kernel_starts_before_the_notebook_shows(server, browser):
    """The plugin tripeaks-early-kernel starts the notebook's kernel as soon as
    JupyterLab has started; the notebook then connects to that kernel rather
    than starting a second one, and the board (a comm the plugin's disposed
    connection must not close) still appears and plays."""
    context, page, network = open_notebook(browser, server, NOTEBOOK)
    try:
        with screenshot_on_failure(page, "early-kernel"):
            run_all_cells(page)
            assert error_outputs(page) == []
            kernels = [(t, url) for t, url in network.workers if KERNEL_WORKER in url]
            assert len(kernels) == 1, network.workers
            assert kernels[0][0] < network.shown_at
            play_king_ace_two(page)
    finally:
        context.close()


def test_the_kernel_imports_only_bytecode_shipped_in_the_site(site_dir):
    """The site's own Pyodide under Node, started as the kernel's worker starts
    it (bench/site_worker.mjs): every module the kernel and notebook 1 import
    comes from bytecode compiled at build time, none is compiled from source
    (which would cost every page load), and jedi is not there. Only the site's
    sitecustomize (a few dozen lines, added to the stdlib after it is
    compiled) is compiled from source."""
    import subprocess

    out = subprocess.run(
        ["node", str(REPO / "bench" / "site_worker.mjs"), str(site_dir), "--runs", "1", "--report"],
        capture_output=True, text=True, timeout=600,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    report = dict(line.split(": ", 1) for line in out.stdout.splitlines() if ": " in line)
    assert report["compiled from source"] == "sitecustomize", out.stdout
    kinds = json.loads(report["modules"].replace("'", '"'))
    assert kinds["bytecode shipped in the site"] > 400, kinds  # ~475 since the site patches (680 before)
    imported = report["imported"].split(", ")
    assert "jedi" not in imported, out.stdout
    # Nor, with the site's patches, prompt_toolkit or micropip (the install
    # cell finds the project installed without it).
    assert "prompt_toolkit" not in imported and "micropip" not in imported, out.stdout


def test_site_patches_apply_exactly_once_or_stop_the_build(tmp_path):
    """tripeaks_site/build/patches.py: a patch replaces its text in a copy of the
    wheel (same file name); a patch whose text, file or wheel is gone (an
    upgrade) raises PatchError naming it, which fails the build."""
    import base64
    import hashlib
    import zipfile

    wheel = tmp_path / "demo-1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as zf:
        zf.writestr("demo/__init__.py", "import heavy\nX = 1\n")
        zf.writestr("demo-1.0.dist-info/METADATA", "Name: demo\nVersion: 1.0\n")
        zf.writestr("demo-1.0.dist-info/RECORD", "demo/__init__.py,sha256=stale,20\n"
                    "demo-1.0.dist-info/METADATA,sha256=kept,26\ndemo-1.0.dist-info/RECORD,,\n")
    lazy = site_patches.Patch("demo", "demo/__init__.py", "import heavy\n", "", "heavy imported lazily")
    patched = site_patches.patched_wheels([wheel], tmp_path / "cache", [lazy])[wheel]
    assert patched != wheel and patched.name == wheel.name
    with zipfile.ZipFile(patched) as zf:
        assert zf.read("demo/__init__.py") == b"X = 1\n"
        assert zf.read("demo-1.0.dist-info/METADATA") == b"Name: demo\nVersion: 1.0\n"
        # The RECORD gives the patched file's new hash and size (the wheel stays valid).
        digest = base64.urlsafe_b64encode(hashlib.sha256(b"X = 1\n").digest()).rstrip(b"=").decode()
        assert zf.read("demo-1.0.dist-info/RECORD").decode().splitlines() == [
            f"demo/__init__.py,sha256={digest},6", "demo-1.0.dist-info/METADATA,sha256=kept,26",
            "demo-1.0.dist-info/RECORD,,",
        ]
    broken = [
        (site_patches.Patch("demo", "demo/__init__.py", "import other\n", "", "gone"), "0 times, not once"),
        (site_patches.Patch("demo", "demo/gone.py", "x", "", "gone"), "has no demo/gone.py"),
        (site_patches.Patch("absent", "absent.py", "x", "", "gone"), "no absent wheel"),
    ]
    for patch, message in broken:
        with pytest.raises(site_patches.PatchError, match=message):
            site_patches.patched_wheels([wheel], tmp_path / "cache", [patch])


def test_lazy_ipywidgets_patch_keeps_every_name_and_widget(tmp_path):
    """The site's ipywidgets patches (tripeaks_site/build/patches.py), applied to the
    same ipywidgets this environment has, in CPython: `import ipywidgets`
    imports no slider, picker or media module; every name ipywidgets gave
    before is still there (by attribute and by `from ipywidgets import *`); and
    a widget the front end creates finds its class although its module was not
    imported yet."""
    import subprocess

    import ipywidgets

    patches = [p for p in site_patches.PATCHES if p.project == "ipywidgets"]
    installed = Path(ipywidgets.__file__).parent
    # Its names as a fresh interpreter sees them (this process may have imported more submodules).
    fresh = subprocess.run([sys.executable, "-c", "import ipywidgets\nprint(*vars(ipywidgets))"],
                           capture_output=True, text=True, timeout=120, check=True)
    before = sorted(name for name in fresh.stdout.split() if not name.startswith("_"))
    patched = tmp_path / "ipywidgets"
    shutil.copytree(installed, patched, ignore=shutil.ignore_patterns("__pycache__"))
    for patch in patches:
        path = tmp_path / patch.member
        path.write_text(site_patches._apply(path.read_text(), patch, "ipywidgets"))
    setup = f"import sys\nsys.path.insert(0, {str(tmp_path)!r})\nimport ipywidgets, ipywidgets.widgets as w\n"
    names = setup + f"""
assert ipywidgets.__file__.startswith({str(tmp_path)!r}), ipywidgets.__file__
print("eager", *sorted(m for m in sys.modules if m.startswith("ipywidgets.widgets.widget_")))
after = sorted(n for n in dir(ipywidgets) if not n.startswith("_"))
print("missing", *sorted(set({before!r}) - set(after)) or ["none"])
print("slider", ipywidgets.IntSlider(value=3).value, w.Dropdown.__module__, ipywidgets.widget_int.Play.__name__)
names = {{}}
exec("from ipywidgets import *", names)
print("star", *sorted(set({before!r}) - set(names)) or ["none"])
"""
    # The front end creates a widget through the comm target: the registry
    # must know its class although nothing imported its module yet.
    registry = setup + """
from ipywidgets.widgets.widget import _registry
assert "ipywidgets.widgets.widget_color" not in sys.modules
ipywidgets._with_all_widgets(lambda comm, msg: None)(None, None)
print("registry", _registry.get("@jupyter-widgets/controls", "2.0.0", "ColorPickerModel",
                                "@jupyter-widgets/controls", "2.0.0", "ColorPickerView").__name__)
"""
    lines = {}
    for script in (names, registry):
        out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
        assert out.returncode == 0, out.stderr[-3000:]
        lines.update(line.split(" ", 1) for line in out.stdout.splitlines())
    assert lines["eager"].split() == ["ipywidgets.widgets.widget_layout", "ipywidgets.widgets.widget_style"], lines
    assert lines["missing"] == "none" and lines["star"] == "none", lines
    assert lines["slider"] == "3 ipywidgets.widgets.widget_selection Play", lines
    assert lines["registry"] == "ColorPicker", lines
