"""The site's own pages (issue 23): the landing page of each language read from the
notebooks, Play now, the glossary, every link a page, lesson or handout shows, the
handouts on paper, the interface's language and the lesson's page on a phone, and
axe-core on the site's pages (tripeaks_site/pages/landing.py, tripeaks_site/build/language.py,
labextension/). The browser tests here load the lab twice (Turkish lesson 1
at 375 px, Norwegian Play now): about 30 s.
"""

from __future__ import annotations

import contextlib
import html
import json
import os
import re
import shutil
from pathlib import Path

from chromium import ARTIFACTS
from boardchecks import CHECK_BANNER, MEASURE_TARGETS
from litedriver import REPO, axe_serious, run_code_below, screenshot_on_failure

from tripeaks_site.build import language as site_language  # noqa: E402  (the repo put on sys.path by litedriver)
from tripeaks_site.pages import app as site_app  # noqa: E402
from tripeaks_site.pages import landing as site_landing  # noqa: E402
from tripeaks_widget.engine.i18n import t  # noqa: E402
from tripeaks_widget.engine.shapes import LAYOUTS  # noqa: E402

LANGS = ("en", "tr", "nb")
LINK = re.compile(r'(?:href|src)="([^"]+)"')
MD_LINK = re.compile(r"\]\(([^)\s]+)\)")


def lesson_notebooks(lang: str) -> list[Path]:
    return [p for p in sorted((REPO / "notebooks" / lang).glob("*.ipynb"))
            if "tripeaks_lesson" in json.loads(p.read_text(encoding="utf-8")).get("metadata", {})]


def test_landing_pages_show_each_lesson_of_the_notebooks_with_goal_time_and_picture(site_dir):
    for lang in LANGS:
        page = (site_dir / f"{lang}.html").read_text(encoding="utf-8")
        assert f'<html lang="{lang}">' in page
        # The chosen language's button is marked; the others are not.
        assert re.search(rf'<a class="lang" href="{lang}.html"[^>]*aria-current="page"', page)
        assert len(re.findall(r'<a [^>]*aria-current="page"', page)) == 1
        for path in lesson_notebooks(lang):
            info = site_landing.lesson_info(path)
            assert html_escape(info["title"]) in page and html_escape(info["goal"]) in page, path
            assert info["minutes"] and site_landing.TEXT[lang]["minutes"].format(n=info["minutes"]) in page
            assert (site_dir / "start" / lang / f"{path.stem}.svg").read_text().startswith("<svg")
            # One number per lesson: the title's own, no list numbering before it.
            assert not re.search(r"\b(\d+)\. \1\. ", re.sub(r"<[^>]+>", " ", page))
        play = json.loads((site_dir / "files" / lang / f"{site_landing.PLAY[lang]}.ipynb").read_text())
        assert f"TriPeaksWidget(lang={lang!r})" in "".join(play["cells"][-1]["source"])
        for key in ("first_open", "kept", "play", "lead"):
            assert html_escape(site_landing.TEXT[lang][key]) in page
    choice = (site_dir / "index.html").read_text(encoding="utf-8")
    assert 'id="jupyter-config-data"' in choice and "localStorage.getItem" in choice


def html_escape(text: str) -> str:
    return html.escape(text)


def test_a_new_lesson_appears_on_the_landing_page_from_its_metadata(tmp_path):
    """A new lesson needs no change to the site's code: its notebook's metadata gives goal and time, and its first
    board's code (with its layout) the picture."""
    contents = tmp_path / "notebooks"
    for lang in LANGS:
        shutil.copytree(REPO / "notebooks" / lang, contents / lang)
        lesson = {"cells": [{"cell_type": "markdown", "metadata": {}, "source": "# 8. Eight\n\nText."},
                            {"cell_type": "code", "metadata": {}, "outputs": [], "execution_count": None,
                             "source": 'TriPeaksWidget(code="TP1-C-AAAAAAC-GOLF")'}],
                  "metadata": {"tripeaks_lesson": {"lang": lang, "goal": f"goal {lang}", "minutes": 25}},
                  "nbformat": 4, "nbformat_minor": 5}
        (contents / lang / "08-eight.ipynb").write_text(json.dumps(lesson))
    found = site_landing.lessons(contents)
    eight = found["tr"][-1]
    assert (eight["title"], eight["goal"], eight["minutes"], eight["code"]) == ("8. Eight", "Goal tr", 25,
                                                                                "TP1-C-AAAAAAC-GOLF")
    site = tmp_path / "site"
    site_landing.write(site, contents, pdfs=False)
    page = (site / "nb.html").read_text()
    assert "8. Eight" in page and "omtrent 25 minutter" in page
    assert "rad 5: " in (site / "start" / "nb" / "08-eight.svg").read_text(encoding="utf-8")  # Golf: 5 rows


def _resolve(site_dir: Path, page: Path, link: str) -> Path | None:
    """The file in the site a link on page leads to (None: a link inside the page)."""
    from urllib.parse import parse_qs, urljoin, urlparse

    if link.startswith(("#", "data:")):
        return None
    url = urlparse(urljoin("http://site/" + page.relative_to(site_dir).as_posix(), link))
    assert url.hostname == "site", f"{page.relative_to(site_dir)} links outside the site: {link}"
    if url.path == "/lab/index.html" and "path" in parse_qs(url.query):
        return site_dir / "files" / parse_qs(url.query)["path"][0]
    return site_dir / url.path.lstrip("/")


def test_every_link_the_start_pages_lessons_and_handouts_show_opens_in_the_site(site_dir):
    pages = [site_dir / "index.html", *(site_dir / f"{lang}.html" for lang in LANGS),
             *sorted((site_dir / "files" / site_landing.PAGES).glob("*.html")),
             *sorted((site_dir / "handouts").rglob("*.html")),
             *(site_dir / site_app.page_path(lang) for lang in LANGS)]
    followed = 0
    for page in pages:
        for link in LINK.findall(page.read_text(encoding="utf-8")):
            target = _resolve(site_dir, page, link.replace("&amp;", "&"))
            if target is not None:
                assert target.is_file(), f"{page.relative_to(site_dir)}: {link} leads nowhere"
                followed += 1
    # In the lessons (as the site's JupyterLab shows them: links relative to the notebook's folder).
    for lang in LANGS:
        for path in sorted((site_dir / "files" / lang).glob("*.ipynb")):
            cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
            text = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
            assert "docs/glossary.md`" not in text.replace("`docs/glossary.md`]", ""), path
            for link in MD_LINK.findall(text) + LINK.findall(text):
                target = _resolve(site_dir, path, link)
                if target is not None:
                    assert target.is_file(), f"{path.relative_to(site_dir)}: {link} leads nowhere"
                    named = re.search(r"-(en|tr|nb)\.html$", target.name)
                    assert not named or named.group(1) == lang, f"{path.name} ({lang}) links {target.name}"
                    followed += 1
    assert followed > 100
    # Lesson 1 names the glossary: in the site it links the glossary in the lesson's language.
    lesson = json.loads((site_dir / "files" / "tr" / "01-setup.ipynb").read_text(encoding="utf-8"))
    assert f"../{site_landing.PAGES}/glossary-tr.html" in json.dumps(lesson, ensure_ascii=False)


def test_glossary_opens_in_each_language_names_no_repository_path_and_fits_a_phone(site_dir, server, browser):
    for lang in LANGS:
        page = (site_dir / "files" / site_landing.PAGES / f"glossary-{lang}.html").read_text(encoding="utf-8")
        assert f'<html lang="{lang}">' in page and site_landing.TEXT[lang]["glossary"] in page
        assert "shared/seeds" not in page and ".md" not in page
        first_column = re.search(r"<th lang=\"(\w+)\"", page).group(1)
        assert first_column == lang
    context = browser.new_context(viewport={"width": 375, "height": 740},
                                  proxy={"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"})
    try:
        page = context.new_page()
        page.goto(f"{server.url}files/{site_landing.PAGES}/glossary-tr.html")
        widths = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth,"
                               " Math.max(...[...document.querySelectorAll('table')].map(t => t.scrollWidth))]")
        assert widths[0] <= widths[1] and widths[2] <= widths[1], widths
    finally:
        context.close()


def test_handouts_print_no_heading_anchors_and_speak_their_language(site_dir):
    for handout in sorted((site_dir / "handouts").rglob("*.html")):
        text = handout.read_text(encoding="utf-8")
        assert "¶" not in text and "anchor-link" not in text, handout
    # Lesson 5: the lab panel's cell says what it shows; the chart's text stand-in is Turkish.
    tr5 = (site_dir / "handouts" / "tr" / "05-variants.html").read_text(encoding="utf-8")
    assert "win %" not in tr5 and "Kazanma oranı" in tr5 and "(%95'lik aralık)" in tr5
    assert 'class="tp-live-only"' in tr5


def test_the_site_ships_the_language_packs_and_a_short_autosave(site_dir):
    assert site_language.problems(site_dir) == []
    names = json.loads((site_dir / "api" / "translations" / "all.json").read_text(encoding="utf-8"))["data"]
    assert names["no_NO"]["nativeName"] == "Norsk bokmål" and names["tr_TR"]["nativeName"].startswith("Türkçe")


def test_the_chosen_language_is_remembered_and_is_the_interfaces_on_a_phone(server, browser):
    """Türkçe on the start page at 375 × 740: the next visit opens the Turkish page, the lesson's
    JupyterLab speaks Turkish, its text is marked Turkish, and the side panel starts collapsed."""
    context = browser.new_context(viewport={"width": 375, "height": 740},
                                  proxy={"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"})
    try:
        page = context.new_page()
        page.goto(server.url)
        page.get_by_role("link", name="Türkçe").click()
        page.wait_for_url("**/tr.html")
        assert page.get_attribute("a.lang[aria-current=page]", "lang") == "tr"
        overflow = page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"the start page is {overflow} px wider than the phone"
        page.goto(server.url)  # the next visit
        page.wait_for_url("**/tr.html")
        with screenshot_on_failure(page, "tr-lesson-375"):
            page.get_by_role("link", name=re.compile("^1\\. Hazırlık")).first.click()
            page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
            page.wait_for_function("() => document.documentElement.lang.startsWith('tr')", timeout=30_000)
            labels = page.locator(".lm-MenuBar-itemLabel").all_inner_texts()
            assert "Dosya" in labels and "Çekirdek" in labels, labels
            assert page.get_attribute(".jp-Notebook", "lang") == "tr"
            page.wait_for_function(
                "() => { const s = document.querySelector('#jp-left-stack');"
                " return s && s.getBoundingClientRect().width === 0 }", timeout=30_000)
            os.makedirs(ARTIFACTS, exist_ok=True)
            page.screenshot(path=os.path.join(ARTIFACTS, "site-tr-lesson-375.png"))
    finally:
        context.close()


@contextlib.contextmanager
def norwegian_play_now(server, browser, width: int, height: int, name: str):
    """The Norwegian start page's Play now, opened at ``width`` × ``height`` with the network cut, once its board shows."""
    context = browser.new_context(viewport={"width": width, "height": height},
                                  proxy={"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"})
    try:
        page = context.new_page()
        page.goto(f"{server.url}nb.html")
        with screenshot_on_failure(page, name):
            page.get_by_role("link", name="Spill nå").click()
            page.wait_for_selector(".tp-root .tp-card[data-slot]", timeout=180_000)
            yield page
    finally:
        context.close()


def test_play_now_opens_a_board_in_the_pages_language(server, browser):
    """Play now is the app page (tripeaks_site/pages/app.py): the board alone, no JupyterLab."""
    with norwegian_play_now(server, browser, 1280, 900, "nb-play") as page:
        assert "Nytt spill" in page.locator(".tp-root").first.inner_text()
        assert page.evaluate("() => document.documentElement.lang") == "nb"
        assert page.locator(".jp-Notebook, .lm-MenuBar").count() == 0


def test_play_now_offers_the_layouts_tripeaks_first_and_deals_the_one_chosen(server, browser):
    """Issue 45, section 4: a choice of the layouts on Play now's page, by their names in the page's language,
    TriPeaks first; choosing Golf deals Golf on the board (Python deals it: its 35 cards and its name on the chip)."""
    with norwegian_play_now(server, browser, 1280, 900, "nb-play-layouts") as page:
        choice = page.locator("#tp-app-layout")
        assert page.locator("label[for=tp-app-layout]").inner_text() == t("ui_layout", "nb")
        names = choice.locator("option").all_inner_texts()
        assert names == [t(f"layout_{name}", "nb") for name in LAYOUTS] and names[0] == "TriPeaks"
        page.wait_for_function("() => !document.querySelector('#tp-app-layout').disabled", timeout=60_000)
        choice.select_option(label=t("layout_golf", "nb"))
        board = page.locator(".tp-root").first
        page.wait_for_function("() => document.querySelectorAll('.tp-root .tp-card[data-slot]').length === 35",
                               timeout=30_000)
        assert board.locator('.tp-chip[data-variant="layout"]').inner_text() == t("layout_golf", "nb")
        # The board's own dialog deals Black Hole: the choice follows the board.
        board.get_by_role("button", name=t("ui_new_game", "nb"), exact=True).click()
        page.locator(".tp-dialog select[data-key='layout']").select_option(label=t("layout_black-hole", "nb"))
        page.locator(".tp-dialog").get_by_role("button", name=t("ui_deal", "nb"), exact=True).click()
        page.wait_for_function("() => document.querySelectorAll('.tp-root .tp-card[data-slot]').length === 51",
                               timeout=30_000)
        assert choice.evaluate("(select) => select.selectedOptions[0].textContent") == t("layout_black-hole", "nb")
        os.makedirs(ARTIFACTS, exist_ok=True)
        page.screenshot(path=os.path.join(ARTIFACTS, "site-nb-play-golf.png"))


def test_on_a_phone_every_card_and_control_is_big_enough_and_the_won_banner_fits(server, browser):
    """Point 4 and 9 of issue 23 in the site: Norwegian Play now opened at 375 × 740, as on a phone. Every card
    a student can play and every control is at least 24 × 24 px and every text at least 12 px; then a won
    board (Norwegian has the longest won text) keeps its banner's texts inside it and clear of the stock's count."""
    with norwegian_play_now(server, browser, 375, 740, "nb-play-375") as page:
        board = page.locator(".tp-root").first
        board.scroll_into_view_if_needed()
        sizes = board.evaluate(MEASURE_TARGETS)
        assert sizes["small"] == [] and sizes["tiny"] == [], sizes
        assert sizes["cards"] >= 5 and sizes["width"] > 280, sizes  # the board uses the width there is
        os.makedirs(ARTIFACTS, exist_ok=True)
        board.screenshot(path=os.path.join(ARTIFACTS, "site-nb-play-375.png"))
        # The won board is made in the same game's notebook, which the app page's link opens in JupyterLab.
        page.get_by_role("link", name=site_app.TEXT["open_lab"]["nb"]).click()
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
        run_code_below(page, "from tripeaks_widget import Game, TriPeaksWidget\n"
                             "from tripeaks_widget.engine.examples import WON_GAME, WON_GAME_CODE\n"
                             "won = TriPeaksWidget(lang='nb')\nwon.game = Game.replay(WON_GAME_CODE, WON_GAME)\nwon")
        won = page.locator(".tp-root[data-status='won']").last
        won.wait_for(timeout=60_000)
        won.scroll_into_view_if_needed()
        assert "Sluttresultat: 750 poeng" in won.locator(".tp-banner").inner_text()
        assert won.evaluate(CHECK_BANNER) == []
        won.screenshot(path=os.path.join(ARTIFACTS, "site-nb-won-375.png"))


def test_axe_finds_nothing_serious_on_the_start_pages_glossary_and_a_handout(server, browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900},
                                  proxy={"server": "http://127.0.0.1:9", "bypass": "127.0.0.1"})
    try:
        page = context.new_page()
        pages = ["index.html#choose", "tr.html", "nb.html", f"files/{site_landing.PAGES}/glossary-tr.html",
                 "handouts/tr/01-setup.html"]
        problems = {}
        for address in pages:
            page.goto(server.url + address)
            found = axe_serious(page)
            if found:
                problems[address] = found
        assert problems == {}
    finally:
        context.close()
