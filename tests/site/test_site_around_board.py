"""Around the board in the site (issue 32): JupyterLab's language on every load however the page was
reached, the pages a lesson opens leading back at the top level, Play now running by itself after a
reload, JupyterLab's own words where the language packs have gaps (the site's overlay), a phone's
screen (375 px), the review's mark and move count, and the picture in an export.

Each lesson test opens its notebook by a direct link in a fresh profile (no start page: nothing in the
browser's storage) at 375 x 740 and reloads it once; the two lab tests and the Play now test load
JupyterLab twice each (78 s for the module on a quiet machine, 4 min at load 12). Uses the site, server and browser of
tests/site/conftest.py (TRIPEAKS_SITE_DIR=path reuses a built one). Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import json
import os
import re

import pytest
from chromium import ARTIFACTS
from litedriver import REPO, axe_serious, open_notebook, run_code_below, screenshot_on_failure

from tripeaks_site.build import language as site_language  # noqa: E402  (the repo put on sys.path by litedriver)
from tripeaks_site.pages import landing as site_landing  # noqa: E402

from tripeaks_widget.engine.i18n import t

PHONE = {"width": 375, "height": 740}
# The menu bar's File, Edit, View, Run and Kernel in each language (the packs' words and the overlay's).
MENUS = {"tr": ["Dosya", "Düzenle", "Görünüm", "Çalıştır", "Çekirdek"],
         "nb": ["Fil", "Rediger", "Vis", "Kjør", "Kjerne"]}
# English that must not show in a Turkish or Norwegian toolbar tooltip, Kernel menu or dialog.
ENGLISH = re.compile(r"\b(the|this|and|cells?|kernel|run|all|of|restart|clear|outputs?|save|cut|copy|paste|"
                     r"insert|below|above|interrupt|notebook|checkpoint|advance|shut|down|change|select|unknown|"
                     r"saving|idle|busy)\b", re.I)


def _shot(page, name: str) -> None:
    os.makedirs(ARTIFACTS, exist_ok=True)
    page.screenshot(path=os.path.join(ARTIFACTS, f"site-{name}.png"))


def _wait_for_language(page, lang: str) -> None:
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
    page.wait_for_function("(word) => [...document.querySelectorAll('.lm-MenuBar-itemLabel')]"
                           ".some((e) => e.textContent === word)", arg=MENUS[lang][0], timeout=60_000)


def _wait_for_kernel(page) -> None:
    page.wait_for_function("() => [...document.querySelectorAll('.jp-Toolbar-kernelName')]"
                           ".some((e) => e.textContent.trim())", timeout=120_000)
    page.wait_for_timeout(2_000)


def _run_the_install_cell(page) -> None:
    """Run the lesson's first code cell (the install cell), as a student does first. Until the kernel has answered
    this page (it boots in its worker after a reload), its status item reads Unknown; then Idle."""
    cell = page.locator(".jp-Notebook .jp-CodeCell").first
    cell.locator(".jp-InputPrompt").click()
    page.keyboard.press("Control+Enter")
    page.wait_for_function("(cell) => /\\[\\d+\\]/.test(cell.querySelector('.jp-InputPrompt').textContent)",
                           arg=cell.element_handle(), timeout=180_000)
    page.wait_for_timeout(500)


def _english_in_the_interface(page) -> list[str]:
    """Toolbar tooltips, the Kernel menu's items, the status bar and the Restart dialog's words that are English."""
    _wait_for_kernel(page)
    _run_the_install_cell(page)
    texts = page.evaluate("() => [...document.querySelectorAll('.jp-NotebookPanel-toolbar [title]')]"
                          ".map((e) => e.getAttribute('title'))")
    page.locator(".lm-MenuBar-itemLabel").nth(4).click()  # Kernel
    texts += page.locator(".lm-Menu:visible .lm-Menu-itemLabel").all_inner_texts()
    page.keyboard.press("Escape")
    status = page.locator("#jp-main-statusbar").inner_text().split("\n")
    assert any(line.startswith("Python (Pyodide) | ") for line in status), status  # the kernel's, checked too
    texts += status
    page.locator(".jp-Notebook .jp-Cell .jp-InputPrompt").first.click()
    page.keyboard.press("Escape")
    page.keyboard.press("0")
    page.keyboard.press("0")  # the Restart dialog
    dialog = page.locator(".jp-Dialog")
    texts += dialog.inner_text().split("\n")
    dialog.locator(".jp-mod-reject").click()
    return [text for text in texts if ENGLISH.search(text or "")]


# English that must not show in the file browser, its context menu or the Save File As dialog (a file's name aside).
FILES_ENGLISH = re.compile(r"\b(files?|folder|name|modified|created|size|path|writable|upload|refresh|filter|toggle|"
                           r"new|open|with|rename|delete|duplicate|download|shareable|link|browser|root|clear|data|"
                           r"click|menu|running|kernels?|terminals|table|contents|inspector|save|as|cancel|sidebar|"
                           r"toolbar|launcher|type)\b", re.I)


def _english_around_the_files(page) -> list[str]:
    """The file browser's words (its toolbar, columns, a file's tooltip and context menu, the side panels' tabs) and
    the Save File As dialog's, where English."""
    page.keyboard.press("Escape")
    page.keyboard.press("Control+Shift+F")  # the file browser, in the side panel
    listing = page.locator(".jp-FileBrowser .jp-DirListing-item").first
    listing.wait_for(timeout=30_000)
    texts = page.evaluate("""() => {
      const browser = document.querySelector('.jp-FileBrowser');
      const words = [...browser.querySelectorAll('.jp-DirListing-header, .jp-DirListing-itemModified')]
        .map((e) => e.innerText);
      for (const e of document.querySelectorAll('.jp-FileBrowser [title], .jp-FileBrowser [aria-label], '
          + '.jp-FileBrowser [placeholder], .jp-SideBar [title], .jp-SideBar [aria-label], #jp-left-stack')) {
        for (const name of ['title', 'aria-label', 'placeholder']) {
          const text = e.getAttribute(name);
          // Less the names of a file and of its folder (a file's tooltip names both).
          if (text) words.push(...text.split('\\n').map((line) => line.replace(/\\S+\\.ipynb|\\b(en|tr|nb)$/g, '')));
        }
      }
      return words;
    }""")
    listing.click(button="right")
    texts += page.locator(".lm-Menu:visible .lm-Menu-itemLabel").all_inner_texts()
    page.keyboard.press("Escape")
    page.keyboard.press("Control+Shift+F")  # the side panel folds again
    page.locator(".jp-Notebook .jp-Cell .jp-InputPrompt").first.click()
    page.keyboard.press("Escape")
    page.keyboard.press("Control+Shift+S")
    dialog = page.locator(".jp-Dialog")
    texts += dialog.inner_text().split("\n")
    dialog.locator(".jp-mod-reject").click()
    return [text for text in texts if FILES_ENGLISH.search(text or "")]


def _phone_problems(page) -> list[str]:
    """At 375 px: the page or a code cell wider than the screen, a menu or status bar item cut off."""
    return page.evaluate("""async () => {
      const problems = [];
      const width = window.innerWidth;
      if (document.documentElement.scrollWidth > width) problems.push(`page ${document.documentElement.scrollWidth}px`);
      const bar = document.querySelector('#jp-main-statusbar').getBoundingClientRect();
      for (const item of document.querySelectorAll('.lm-MenuBar-item, #jp-main-statusbar > * > *')) {
        const box = item.getBoundingClientRect();
        if (!item.getClientRects().length || getComputedStyle(item).visibility === 'hidden') continue;
        if (item.closest('#jp-main-statusbar') && (box.top >= bar.bottom - 0.5 || box.width === 0)) continue;  // hidden whole
        if (box.right > width + 0.5 || box.left < -0.5) problems.push(`${item.className} "${item.textContent}" off the screen`);
        const label = item.querySelector('.lm-MenuBar-itemLabel');
        if (label && label.scrollWidth > label.clientWidth + 1) problems.push(`menu "${label.textContent}" cut off`);
      }
      const cells = [...document.querySelectorAll('.jp-Notebook .jp-CodeCell')];
      for (const cell of cells) {
        cell.scrollIntoView();
        await new Promise((resolve) => requestAnimationFrame(() => resolve()));
        const scroller = cell.querySelector('.cm-scroller');
        if (scroller && scroller.scrollWidth > scroller.clientWidth + 1) {
          problems.push(`code cell "${cell.innerText.slice(0, 40)}" scrolls sideways`);
        }
      }
      return problems;
    }""")


def _page_leads_back(page, page_name: str) -> None:
    """Follow the lesson's link to a page of pages/: it opens in a tab; its back link shows the lesson again."""
    link = page.locator(f".jp-RenderedMarkdown a[href$='{page_name}']").first
    link.scroll_into_view_if_needed()
    link.click()
    frame_element = page.locator(".jp-HTMLViewer iframe").first
    frame_element.wait_for(timeout=30_000)
    frame = frame_element.content_frame
    back = frame.locator("a[data-back]")
    back.wait_for(timeout=30_000)
    lesson_url = page.url
    back.click()
    # Back at the top level, in the lesson: the page's tab is closed, the lesson's tab is current.
    page.wait_for_function("() => !document.querySelector('.jp-HTMLViewer')", timeout=10_000)
    assert page.url == lesson_url
    assert page.locator(".jp-mod-current .lm-TabBar-tabLabel").first.inner_text().endswith(".ipynb")
    assert page.locator(".jp-Notebook:visible").count() == 1


@pytest.mark.parametrize("lang,notebook,target", [
    ("tr", "01-setup.ipynb", "glossary-tr.html"),
    ("nb", "05-variants.ipynb", "lab.html"),
])
def test_a_lesson_opened_by_its_link_holds_its_language_fits_a_phone_and_its_pages_lead_back(
        server, browser, lang, notebook, target):
    context, page, network = open_notebook(browser, server, f"{lang}/{notebook}", ui_lang=None, viewport=PHONE)
    try:
        with screenshot_on_failure(page, f"around-{lang}"):
            _wait_for_language(page, lang)
            _wait_for_kernel(page)  # and for JupyterLite to keep the layout: a reload reopens the lesson
            page.reload()  # JupyterLite has dropped ?path= from the address by now
            _wait_for_language(page, lang)
            labels = page.locator(".lm-MenuBar-itemLabel").all_inner_texts()
            assert labels[:5] == MENUS[lang], labels
            assert _english_in_the_interface(page) == []
            assert _phone_problems(page) == []
            _shot(page, f"around-{lang}-375")
            assert _english_around_the_files(page) == []
            _page_leads_back(page, target)
            assert network.outside == []
    finally:
        context.close()


def test_play_now_opened_directly_runs_by_itself_after_a_reload(server, browser):
    """Norwegian Play now by its link, a move, a reload: the board comes back by itself with the Continue offer;
    its cell speaks Norwegian; the review marks a bad-luck turning point for what it is and counts moves as a
    replay does; axe-core finds nothing serious around the board."""
    lang = "nb"
    context, page, network = open_notebook(browser, server, f"{lang}/{site_landing.PLAY[lang]}.ipynb",
                                           ui_lang=None, viewport={"width": 1280, "height": 900})
    try:
        with screenshot_on_failure(page, "around-play"):
            root = page.locator(".tp-root").first
            root.locator(".tp-stock").wait_for(timeout=180_000)
            code = root.get_attribute("data-code") or root.locator(".tp-code").first.inner_text()
            root.locator(".tp-stock").click()
            page.wait_for_function("() => document.querySelector('.tp-root .tp-moves').textContent === '1'")
            page.wait_for_function("() => !document.querySelector('.jp-mod-dirty')", timeout=60_000)
            page.reload()
            _wait_for_language(page, lang)
            offer = page.locator(".tp-root .tp-offer")
            offer.wait_for(timeout=180_000)  # nothing pressed
            assert t("ui_resume", lang) in offer.inner_text()
            assert code.strip() in offer.inner_text() or not code.strip()
            first_line = page.locator(".jp-CodeCell .cm-line").first.inner_text()
            assert first_line.startswith("# I nettleseren"), first_line
            _shot(page, "around-play-reloaded-1280")
            found = axe_serious(page, ".jp-Notebook")
            assert found == [], found

            # The review at a bad-luck turning point; a plain replay counts the same way.
            text = run_code_below(
                page,
                "from tripeaks_widget import Game, TriPeaksWidget\n"
                "from tripeaks_widget.lab.players import greedy_player, play_game\n"
                "w = TriPeaksWidget(lang='nb')\n"
                "w.game = play_game(greedy_player, Game.from_code('TP1-E-AAAAAAL'))\n"
                "r = w.review(move=6)\nprint(r.turning_point, len(r.moves))\nw",
                timeout_ms=180_000)
            turning, moves = map(int, text.split()[:2])
            board = page.locator(".tp-root").last
            board.wait_for()
            board.scroll_into_view_if_needed()
            assert turning == 6
            step = board.locator(".tp-replay-step")
            assert step.inner_text() == t("ui_review_step", lang, move=6, moves=moves)
            marks = board.locator(".tp-mark-label").all_inner_texts() + [board.locator(".tp-stock").get_attribute(
                "data-review-label") or ""]
            assert t("ui_review_winnable", lang) in marks and t("ui_review_best", lang) not in marks, marks
            run_code_below(page, "w.replay([20], start='TP1-E-AAAAAAB')")
            board.locator("[data-replay='forward']").wait_for()
            page.wait_for_function("(el) => el.dataset.replay !== undefined", arg=board.element_handle())
            board.locator("[data-replay='back']").click()
            assert step.inner_text() == t("ui_review_step", lang, move=1, moves=1)
            assert network.outside == []
    finally:
        context.close()


def test_the_play_now_cells_speak_their_language(site_dir):
    for lang in ("tr", "nb"):
        play = json.loads((site_dir / "files" / lang / f"{site_landing.PLAY[lang]}.ipynb").read_text())
        code = "".join(play["cells"][-1]["source"])
        comments = [line for line in code.splitlines() if line.startswith("#")]
        assert comments and not any(ENGLISH.search(line) for line in comments), comments


# Every state JupyterLab's kernel status item can show (translateKernelStatuses in @jupyterlab/apputils), and its
# label before a notebook has a kernel.
KERNEL_STATES = ["Unknown", "Starting", "Idle", "Busy", "Terminating", "Restarting", "Autorestarting", "Dead",
                 "Connected", "Connecting", "Disconnected", "Initializing", "No Kernel", "No Kernel!"]


def test_the_overlay_is_in_the_packs_and_in_the_docs(site_dir):
    docs = " ".join((REPO / "docs" / "site-overlay.md").read_text(encoding="utf-8").split())
    for locale in ("tr_TR", "no_NO"):
        domains = site_language.overlay(locale)
        assert 20 <= sum(map(len, domains.values())) <= 200, domains
        data = json.loads((site_dir / "api" / "translations" / f"{locale}.json").read_text())["data"]
        untranslated = [word for word in KERNEL_STATES if data["jupyterlab"].get(word, [word])[0] in ("", word)]
        assert untranslated == [], (locale, untranslated)
        for domain, words in domains.items():
            for key, text in words.items():
                assert data[domain][key] == text
                assert key.split("\x04")[-1].replace("\n", "\\n") in docs, key


def test_an_exported_picture_says_what_it_shows_and_where_to_play_it(server, browser):
    """A handout is nbconvert's HTML: its board picture names the position and the game code, not "run this cell"."""
    context = browser.new_context(viewport=PHONE, proxy={"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"})
    try:
        page = context.new_page()
        page.goto(f"{server.url}handouts/tr/01-setup.html")
        first = page.locator(".tripeaks-static").first
        first.scroll_into_view_if_needed()
        shown = first.locator(".tripeaks-static-export")
        assert shown.is_visible() and "TP1-E-AAAAAAB" in shown.inner_text() and "TriPeaks" in shown.inner_text()
        assert not first.locator(".tripeaks-static-note").is_visible()
        assert t("ui_picture_note", "tr") not in page.locator("body").inner_text()
        # The start page's own targets on a phone: lesson titles and buttons at least 24 px tall.
        page.goto(f"{server.url}tr.html")
        small = page.evaluate("() => [...document.querySelectorAll('ol.lessons a, a.lang, a.play')]"
                              ".map((a) => [a.textContent, a.getBoundingClientRect().height])"
                              ".filter(([, h]) => h < 24)")
        assert small == []
    finally:
        context.close()
