"""A phone's screen (375 px, issue 32): no lesson in any language scrolls sideways (the page, a code cell or an
output), and every target of ours is 24 x 24 px or larger.

- The start pages, the three Play now pages (``app/<lang>.html``, each until its board shows), the
  handouts and the pages lessons link to (``files/pages/``), each loaded at 375 px.
- Every lesson of every language, and each Play now notebook, in the site's JupyterLab: one page per
  language, opened on one lesson (a direct link, as a class gets it). Every other notebook is opened in
  the same page with JupyterLab's own command (``docmanager:open``), sharing that lesson's kernel (so no
  other kernel starts), with the outputs CPython gave it: the site build's handouts step runs every lesson
  with nbclient and keeps the executed notebooks in ``build/handouts-cache``
  (``tripeaks_site.pages.handouts.executed``, run here when missing). They are saved next to the lesson in the
  browser's own storage and shown as JupyterLab shows any saved outputs (a live widget's output has no
  kernel there: what shows is the board's and the boxes' static pictures).
- Then, in the same page, the live widgets: the cells of one lesson per language run in Pyodide (en 6:
  the board and its review with the chart; tr 5: the lab panel, measured; nb 1: boards, answer boxes
  and the results sheet) and their targets are measured.

JupyterLab is opened with ``exposeAppInBrowser`` (added to the lab's ``jupyter-lite.json`` as the page
fetches it: the site itself stays as built) to reach ``app.commands``. Cells off the screen are laid out
(JupyterLab's ``contentVisibility`` windowing skips them) by a style the test adds. The review chart's
per-move hit areas (``[data-move]``, a few px wide on a phone) are not counted as targets: the review's
step buttons do the same (WCAG 2.5.8's "equivalent" exception). Screenshots go to test-artifacts/.
Uses the site, server and browser of conftest.py (TRIPEAKS_SITE_DIR=path reuses a built one).
"""

from __future__ import annotations

import concurrent.futures
import json
import os

import pytest
from chromium import ARTIFACTS
from litedriver import Network, run_cells_as_a_student, screenshot_on_failure

from tripeaks_site.pages import handouts  # noqa: E402  (the repo put on sys.path by litedriver)
from tripeaks_site.pages import landing as site_landing  # noqa: E402

PHONE = {"width": 375, "height": 740}
LANGS = ("en", "tr", "nb")
# The lesson run live in each language, and the cells run (by the start of their source).
LIVE = {"en": "06-learn-from-your-game", "tr": "05-variants", "nb": "01-setup"}
LIVE_CELLS = {
    "en": ("# ", "LANG = ", "board = ", "simple = ", "coach = ", 'ask("6.1"', "turning = ", "results("),
    "tr": ("# ", "LANG = ", "from tripeaks_widget.board.lab_panel", 'ask("5.1"', "results("),
    "nb": ("# ", "LANG = ", "board = ", 'ask("1.1"', 'ask("1.2"', "walk = ", "results("),
}

# What is ours and can be pressed or typed into: the board, the answer boxes, the results sheet, the lab
# panel, and the links and buttons of the site's own pages.
TARGETS = (
    ":is(.tp-root, .tp-answer, .tp-sheet, .widget-vbox:has(> .widget-hbox .widget-button)) :is(button, input:not([type=hidden]), select, textarea, summary,"
    " a[href], [role=button], .tp-card[data-slot]):not([data-move]),"
    " body.tp-site-page :is(a[href], button, input, select, summary)"
)

PROBLEMS = r"""
async ([targets, scope]) => {
  const problems = [];
  const width = window.innerWidth;
  const name = (el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.innerText || el.value ||
    el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
  if (document.documentElement.scrollWidth > width + 1) {
    problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
  }
  const root = scope ? document.querySelector(scope) : document.body;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  for (const el of root.querySelectorAll('*')) {
    if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue;
    if (!el.getClientRects().length) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden') continue;
    if (['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1
        && !el.matches('.jp-WindowedPanel-outer, .lm-TabBar-content, .jp-SideBar .lm-TabBar-content')) {
      problems.push(`${name(el)} scrolls sideways (${el.scrollWidth} > ${el.clientWidth} px)`);
    }
    if (el.matches('.cm-scroller') && el.scrollWidth > el.clientWidth + 1) {
      problems.push(`code cell "${el.innerText.slice(0, 40)}" scrolls sideways`);
    }
    if (el.closest('.jp-OutputArea-output, .jp-RenderedMarkdown, .tp-app-outputs, main')) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1) problems.push(`${name(el)} ends at ${Math.round(box.right)} px`);
    }
  }
  // A link inside a sentence is sized by its text (WCAG 2.5.8's "inline" exception); a link on its own is not.
  const linkTexts = (parent) => [...parent.querySelectorAll('a')].map((a) => a.textContent.trim()).join('');
  const inSentence = (el) => el.tagName === 'A' && el.parentElement
    && el.parentElement.textContent.replace(/\s+/g, '').length > linkTexts(el.parentElement).replace(/\s+/g, '').length;
  for (let el of root.querySelectorAll(targets)) {
    if (!el.getClientRects().length || getComputedStyle(el).visibility === 'hidden' || inSentence(el)) continue;
    if (el.matches('input') && el.closest('label')) el = el.closest('label');  // its label takes the click too
    const box = el.getBoundingClientRect();
    if (box.width < 23.5 || box.height < 23.5) {
      problems.push(`target ${name(el)} is ${box.width.toFixed(1)} x ${box.height.toFixed(1)} px`);
    }
  }
  return [...new Set(problems)];
}
"""

# Off-screen cells laid out too (JupyterLab's contentVisibility windowing skips them).
LAY_OUT_ALL = (".jp-content-visibility-mode > .jp-Notebook-cell"
               "{content-visibility: visible !important; contain: none !important}")

OPEN = """
async ([path, content, kernel]) => {
  const app = window.jupyterapp;
  await app.serviceManager.contents.save(path, { type: 'notebook', format: 'json', content });
  const widget = await app.commands.execute('docmanager:open', { path, kernel: { id: kernel } });
  await widget.context.ready;
  await new Promise((resolve) => setTimeout(resolve, 500));
  return widget.id;
}
"""


def _shot(page, name: str) -> None:
    os.makedirs(ARTIFACTS, exist_ok=True)
    page.screenshot(path=os.path.join(ARTIFACTS, f"site-phone-{name}.png"))


def _report(name: str, found: dict) -> dict:
    """What was found, page by page (also written to test-artifacts/site-phone-<name>.json)."""
    found = {page: problems for page, problems in found.items() if problems}
    os.makedirs(ARTIFACTS, exist_ok=True)
    with open(os.path.join(ARTIFACTS, f"site-phone-{name}.json"), "w", encoding="utf-8") as handle:
        json.dump(found, handle, indent=1, ensure_ascii=False)
    return found


def _problems(page, scope: str | None = None) -> list[str]:
    return page.evaluate(PROBLEMS, [TARGETS, scope])


def _context(browser, lang: str, expose: bool = False):
    network = Network()
    context = browser.new_context(viewport=PHONE, proxy={"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"})
    context.add_init_script(f"try {{ localStorage.setItem('tripeaks-lang', {lang!r}) }} catch (e) {{}}")

    def route(route):
        if expose and route.request.url.split("?")[0].endswith("/lab/jupyter-lite.json"):
            response = route.fetch()
            config = response.json()
            config["jupyter-config-data"]["exposeAppInBrowser"] = True
            route.fulfill(response=response, json=config)
        else:
            network.route(route)

    context.route("**/*", route)
    return context, network


def _lessons(site_dir, lang: str) -> list[str]:
    return sorted(p.stem for p in (site_dir / "files" / lang).glob("*.ipynb") if p.stem != site_landing.PLAY[lang])


@pytest.fixture(scope="module")
def executed():
    # In a thread of its own: running the notebooks (nbclient) can leave an event loop running in its thread,
    # and Playwright's sync API, started after it in the same thread, refuses to run there.
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(handouts.executed).result()


def _with_outputs(site_dir, executed, lang: str, stem: str) -> dict:
    """The site's notebook with the outputs CPython gave its cells (the handouts' run)."""
    notebook = json.loads((site_dir / "files" / lang / f"{stem}.ipynb").read_text(encoding="utf-8"))
    ran = executed / lang / f"{stem}.ipynb"
    if not ran.exists():  # Play now has no handout: its board is checked live on its app page
        return notebook
    cells = json.loads(ran.read_text(encoding="utf-8"))["cells"]
    source = lambda cell: "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]  # noqa: E731
    # The site's markdown links the docs to its own pages: the code cells are the same.
    assert [(c["cell_type"], c["cell_type"] == "code" and source(c)) for c in notebook["cells"]] == \
        [(c["cell_type"], c["cell_type"] == "code" and source(c)) for c in cells], \
        f"{lang}/{stem}: the site's notebook is not the one the handouts ran"
    for mine, theirs in zip(notebook["cells"], cells):
        if mine["cell_type"] == "code":
            mine["outputs"], mine["execution_count"] = theirs["outputs"], theirs["execution_count"]
    return notebook


def test_the_start_pages_play_now_handouts_and_pages_fit_a_phone(server, browser, site_dir):
    found = {}
    context, network = _context(browser, "en")
    try:
        page = context.new_page()
        pages = ["index.html#choose", *(f"{lang}.html" for lang in LANGS)]
        pages += [f"handouts/{lang}/{stem}.html" for lang in LANGS for stem in _lessons(site_dir, lang)]
        pages += [f"files/pages/{p.name}" for p in sorted((site_dir / "files" / "pages").glob("*.html"))]
        for name in pages:
            page.goto(server.url + name)
            page.evaluate("() => document.body.classList.add('tp-site-page')")
            found[name] = _problems(page)
            if name in ("tr.html", "handouts/nb/05-variants.html"):
                _shot(page, name.replace("/", "-").replace(".html", ""))
        for lang in LANGS:
            page.goto(f"{server.url}app/{lang}.html")
            page.locator(".tp-root .tp-card[data-slot]").first.wait_for(timeout=180_000)
            page.evaluate("() => document.body.classList.add('tp-site-page')")
            found[f"app/{lang}.html"] = _problems(page)
            _shot(page, f"app-{lang}")
        assert network.outside == []
    finally:
        context.close()
    found = _report("pages", found)
    assert found == {}, json.dumps(found, indent=1, ensure_ascii=False)


@pytest.mark.parametrize("lang", LANGS)
def test_every_lesson_fits_a_phone_in_the_site_jupyterlab(server, browser, site_dir, executed, lang):
    found = {}
    context, network = _context(browser, lang, expose=True)
    live = f"{lang}/{LIVE[lang]}.ipynb"
    try:
        page = context.new_page()
        with screenshot_on_failure(page, f"phone-{lang}"):
            page.goto(f"{server.url}lab/index.html?path={live}")
            page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
            page.add_style_tag(content=LAY_OUT_ALL)
            page.wait_for_function(
                "() => window.jupyterapp && jupyterapp.shell.currentWidget"
                " && jupyterapp.shell.currentWidget.sessionContext.session"
                " && jupyterapp.shell.currentWidget.sessionContext.session.kernel", timeout=120_000)
            kernel = page.evaluate("() => jupyterapp.shell.currentWidget.sessionContext.session.kernel.id")
            lesson = page.evaluate("() => jupyterapp.shell.currentWidget.id")
            for stem in [*_lessons(site_dir, lang), site_landing.PLAY[lang]]:
                path = f"{lang}/{stem}-outputs.ipynb"
                widget = page.evaluate(OPEN, [path, _with_outputs(site_dir, executed, lang, stem), kernel])
                found[path] = _problems(page, f"[id='{widget}']")
                found[path] += [p for p in _problems(page, "#jp-top-panel") if p not in found[path]]
                if stem == LIVE[lang]:
                    _shot(page, f"{lang}-{stem}-outputs")
                # dispose: close() would ask about unsaved changes (JupyterLab adds cell ids as it opens a copy)
                page.evaluate("(id) => jupyterapp.shell.widgets('main').find((w) => w.id === id).dispose()", widget)
            page.evaluate("(id) => jupyterapp.shell.activateById(id)", lesson)

            # The live widgets of one lesson, run in Pyodide.
            assert page.locator(".jp-Notebook").count() == 1
            sources = page.evaluate("(id) => jupyterapp.shell.widgets('main').find((w) => w.id === id).content.widgets"
                                    ".map((c) => c.model.type === 'code' ? c.model.sharedModel.getSource() : '')",
                                    lesson)
            numbers = [i for i, s in enumerate(sources) if s.startswith(LIVE_CELLS[lang])]
            assert len(numbers) == len(LIVE_CELLS[lang]), (numbers, LIVE_CELLS[lang])
            run_cells_as_a_student(page, numbers)
            page.locator(".tp-root .tp-card[data-slot], .tp-answer, .tp-sheet").first.wait_for(timeout=60_000)
            if lang == "tr":  # the lab panel measured: its chart and table
                panel = page.locator(".widget-vbox:has(> .widget-hbox .widget-button)").first
                panel.locator("input[type=number]").first.fill("12")
                panel.locator("button.mod-primary, button.jupyter-button.mod-primary").first.click()
                panel.locator("svg, table").first.wait_for(timeout=180_000)
            if lang == "en":  # the review's chart
                page.locator(".tp-root .tp-review:not([hidden]) svg").first.wait_for(timeout=120_000)
            page.wait_for_timeout(1_000)
            found[live] = _problems(page, f"[id='{lesson}']")
            _shot(page, f"{lang}-{LIVE[lang]}-live")
            assert network.outside == []
    finally:
        context.close()
    found = _report(f"lab-{lang}", found)
    assert found == {}, json.dumps(found, indent=1, ensure_ascii=False)
