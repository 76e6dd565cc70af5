"""The site's start page, its Play now notebooks, and the pages lessons link to.

- ``index.html``: the language choice (it keeps JupyterLite's
  ``jupyter-config-data`` element; a student who chose before is taken
  straight to that language's page).
- ``en.html``, ``tr.html``, ``nb.html``: the landing page of each language
  (``<html lang>`` of its own): what the site is with a picture of the board,
  Play now, the lessons (read from the notebooks: title, goal, time and a
  small picture each), how long the first opening takes, where work is kept
  and how to download it, the handouts and the glossary.
- ``<lang>/<play>.ipynb`` in the site's contents: a notebook with just a board.
- ``pages/`` in the site's contents (so it is both a static page under
  ``files/pages/`` and a file JupyterLab opens): the glossary in each
  language and the other ``docs/*.md`` pages the lessons name.

A lesson's metadata (``metadata.tripeaks_lesson``, written by
scripts/build_notebooks.py) may carry ``goal`` (one sentence) and
``minutes`` (an int); without them they are read from the lesson's first
cell (the line after the title, and the first number in the line after it).
docs/classroom.md, "The start page", documents this.
"""

from __future__ import annotations

import html
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tripeaks_widget.engine.i18n import LANGS, t  # noqa: E402

#: The key under which the start page keeps the chosen language (labextension/language.js reads it).
STORAGE_KEY = "tripeaks-lang"
#: Where the pages lessons link to live in the site's contents.
PAGES = "pages"
#: The Play now notebook's name in each language's folder.
PLAY = {"en": "play", "tr": "oyna", "nb": "spill"}
#: A position for the big picture: TP1-E-AAAAAAB after K♣, A♠, 2♦ (7♠ turned up).
HERO = ("TP1-E-AAAAAAB", (20, 23, 22))

TEXT = {
    "en": {
        "title": "TriPeaks lessons",
        "lead": "TriPeaks is a solitaire game with three peaks of cards. In these lessons you play it in your "
                "browser and use Python to find out which moves win, and why. There is nothing "
                "to install.",
        "hero_alt": "A TriPeaks board: three peaks of cards, the stock and the waste pile, with the score.",
        "play": "Play now",
        "play_text": "Just a board: deal, play, undo, ask for a hint. It opens on its own page, with no "
                     "code to run.",
        "lessons": "Lessons",
        "start_here": "Start with lesson 1.",
        "minutes": "about {n} minutes",
        "open": "Open the lesson",
        "handout": "Printable handout",
        "good_to_know": "Good to know",
        "first_open": "The first time you open a lesson it takes about 10 seconds before you can use it: "
                      "Python is being loaded into your browser. After that it is quicker.",
        "kept": "Your work is kept in this browser only, on this computer: another browser or computer does "
                "not see it, and clearing the browser's data deletes it. To keep a copy, choose "
                "File → Download in the lesson: you get the notebook (.ipynb), which opens in any Jupyter.",
        "pdf": "All handouts in one PDF (A4)",
        "glossary": "Glossary",
        "glossary_intro": "The words of the lessons in English, Turkish and Norwegian. The Turkish and "
                          "Norwegian words are those of the original rules pages, which the board and the "
                          "lessons use too.",
        "language": "Language",
        "choose": "Choose your language",
        "back": "Back to the lessons",
    },
    "tr": {
        "title": "TriPeaks dersleri",
        "lead": "TriPeaks, üç tepe halinde dizilmiş kartlarla oynanan bir pasyans oyunudur. Bu derslerde "
                "oyunu tarayıcınızda oynayacak ve hangi hamlelerin neden kazandırdığını Python ile "
                "araştıracaksınız. Kurulum gerekmez.",
        "hero_alt": "Bir TriPeaks oyun alanı: üç kart tepesi, çekme destesi, açık kart yığını ve puan.",
        "play": "Hemen oyna",
        "play_text": "Yalnızca bir oyun alanı: kartları dağıtın, oynayın, geri alın, ipucu isteyin. Kendi "
                     "sayfasında açılır; çalıştırılacak kod yoktur.",
        "lessons": "Dersler",
        "start_here": "1. dersle başlayın.",
        "minutes": "yaklaşık {n} dakika",
        "open": "Dersi aç",
        "handout": "Yazdırılabilir sürüm",
        "good_to_know": "Bilmeniz gerekenler",
        "first_open": "Bir dersi ilk açışınızda kullanmaya başlamadan önce yaklaşık 10 saniye beklersiniz: "
                      "Python tarayıcınıza yükleniyor. Sonraki açılışlar daha hızlıdır.",
        "kept": "Çalışmanız yalnızca bu tarayıcıda, bu bilgisayarda saklanır: başka bir tarayıcı veya "
                "bilgisayar onu görmez; tarayıcı verilerini silerseniz o da silinir. Bir kopyasını saklamak "
                "için derste Dosya → İndir'i seçin: ders bir .ipynb dosyası olarak iner; bu dosya her "
                "Jupyter'de açılır.",
        "pdf": "Tüm derslerin yazdırılabilir sürümü tek PDF dosyasında (A4)",
        "glossary": "Sözlük",
        "glossary_intro": "Derslerde geçen terimlerin Türkçe, İngilizce ve Norveççe karşılıkları. Türkçe ve "
                          "Norveççe terimler, oyun alanının ve derslerin de kullandığı özgün kural sayfalarından alınmıştır.",
        "language": "Dil",
        "choose": "Dilinizi seçin",
        "back": "Derslere dön",
    },
    "nb": {
        "title": "TriPeaks-leksjoner",
        "lead": "TriPeaks er en kabal med tre topper av kort. I disse leksjonene spiller du den i nettleseren "
                "og bruker Python til å finne ut hvilke trekk som vinner, og hvorfor. Du trenger ikke "
                "installere noe.",
        "hero_alt": "Et TriPeaks-brett: tre topper av kort, trekkbunken og avleggsbunken, med poengsummen.",
        "play": "Spill nå",
        "play_text": "Bare et brett: del ut, spill, angre og be om tips. Det åpnes på en egen side, uten "
                     "kode å kjøre.",
        "lessons": "Leksjoner",
        "start_here": "Begynn med leksjon 1.",
        "minutes": "omtrent {n} minutter",
        "open": "Åpne leksjonen",
        "handout": "Utskriftsversjon",
        "good_to_know": "Greit å vite",
        "first_open": "Første gang du åpner en leksjon, tar det omtrent 10 sekunder før du kan bruke den: "
                      "Python lastes inn i nettleseren. Etterpå går det raskere.",
        "kept": "Arbeidet ditt lagres bare i denne nettleseren på denne maskinen: en annen nettleser eller "
                "datamaskin ser det ikke, og sletter du nettleserdataene, forsvinner det. Vil du ta vare på en "
                "kopi, velger du Fil → Last ned i leksjonen: du får leksjonen som en fil (.ipynb), som kan åpnes i "
                "alle Jupyter-programmer.",
        "pdf": "Alle utskriftene i én PDF (A4)",
        "glossary": "Ordliste",
        "glossary_intro": "Ordene fra leksjonene på norsk, engelsk og tyrkisk. De norske og tyrkiske ordene er "
                          "hentet fra de opprinnelige regelsidene, som brettet og leksjonene også bruker.",
        "language": "Språk",
        "choose": "Velg språk",
        "back": "Tilbake til leksjonene",
    },
}

#: The Play now notebook: a title, one line, and one cell that installs (in the site: finds) the package
#: and shows a board in the notebook's language with a fresh deal.
PLAY_INTRO = {
    "en": "# TriPeaks\n\nClick a card one rank above or below the waste card, or the stock to draw. "
          "**New game** deals again; **Hint** suggests a move.",
    "tr": "# TriPeaks\n\nDeğeri açık kart yığınındaki karttan bir büyük veya bir küçük olan bir karta tıklayın "
          "ya da kart çekmek için çekme destesine tıklayın. **Yeni oyun** yeniden dağıtır; **İpucu** bir hamle önerir.",
    "nb": "# TriPeaks\n\nTrykk på et kort som er én verdi høyere eller lavere enn kortet i avleggsbunken, eller "
          "på trekkbunken for å trekke. **Nytt spill** deler ut på nytt; **Tips** foreslår et trekk.",
}
#: The lessons' own install cell (scripts/build_notebooks.py), its comment in the notebook's language.
PLAY_CELL = """{install}
from tripeaks_widget import TriPeaksWidget
TriPeaksWidget(lang={lang!r})"""


def play_cell(lang: str) -> str:
    """The Play now notebook's code cell in ``lang``: the install cell of every lesson, then a board."""
    sys.path.insert(0, str(ROOT / "scripts"))
    from build_notebooks import INSTALL_CELL, INSTALL_COMMENT  # scripts/build_notebooks.py, which writes the lessons

    return PLAY_CELL.format(install=INSTALL_CELL.format(comment=INSTALL_COMMENT[lang]), lang=lang)


# ---------------------------------------------------------------- the lessons


def _text(source) -> str:
    return "".join(source) if isinstance(source, list) else source


def lesson_info(path: Path) -> dict:
    """Title, goal, minutes, language and first game code of one lesson notebook."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    meta = nb.get("metadata", {}).get("tripeaks_lesson", {})
    first = _text(nb["cells"][0]["source"]).splitlines()
    title = first[0].lstrip("# ").strip()
    lines = [line.strip() for line in first[1:] if line.strip()]
    goal = meta.get("goal") or (re.sub(r"^\*\*[^*]+\*\*\s*", "", lines[0]) if lines else "")
    minutes = meta.get("minutes")
    if minutes is None and len(lines) > 1:
        number = re.search(r"\d+", re.sub(r"^\*\*[^*]+\*\*", "", lines[1]))
        minutes = int(number.group()) if number else None
    code = None
    for cell in nb["cells"]:
        found = re.search(r"code=\"(TP1-[A-Z]-[A-Z]+(?:-[A-Z][A-Z-]*)?)\"", _text(cell["source"])) if cell["cell_type"] == "code" else None
        if found:
            code = found.group(1)
            break
    goal = goal.replace("**", "").strip()
    if goal:  # after "What you will be able to do:" the goal starts in lower case
        lang = meta.get("lang", path.parent.name)
        goal = ("İ" if lang == "tr" and goal[0] == "i" else goal[0].upper()) + goal[1:]
    return {"stem": path.stem, "title": title, "goal": goal, "minutes": minutes, "code": code,
            "lang": meta.get("lang", path.parent.name)}


def lessons(contents: Path) -> dict[str, list[dict]]:
    """Per language, the lessons in order: every notebook with ``tripeaks_lesson`` metadata."""
    found = {}
    for lang in LANGS:
        found[lang] = []
        for path in sorted((contents / lang).glob("*.ipynb")):
            meta = json.loads(path.read_text(encoding="utf-8")).get("metadata", {})
            if "tripeaks_lesson" in meta:
                found[lang].append(lesson_info(path))
    return found


def _picture(code: str | None, lang: str, slots=()) -> str:
    from tripeaks_widget import Game
    from tripeaks_widget.engine.svg import board_svg

    game = Game.from_code(code or HERO[0])
    for slot in slots:
        game.play(slot)
    return board_svg(game, lang)


# ---------------------------------------------------------------- the start pages

STYLE = """
:root { --ink: #1b1b1b; --blue: #0d47a1; --muted: #4a4a4a; --line: #d0d0d0; --felt: #0b5d3b }
* { box-sizing: border-box }
body { font-family: system-ui, sans-serif; color: var(--ink); max-width: 60rem; margin: 0 auto;
       padding: 1rem; line-height: 1.5; font-size: 1rem }
header { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; justify-content: space-between }
h1 { margin: .5rem 0; font-size: 1.8rem }
nav.langs { display: flex; flex-wrap: wrap; gap: .4rem }
.lang { display: inline-block; min-height: 44px; padding: .55rem 1rem; border: 2px solid var(--blue);
        border-radius: .5rem; text-decoration: none; color: var(--blue); font-size: 1.05rem }
.lang[aria-current="page"] { background: var(--blue); color: #fff; font-weight: 600 }
.lang:focus-visible, a:focus-visible { outline: 3px solid #f9a825; outline-offset: 2px }
.hero { display: grid; grid-template-columns: 1fr; gap: 1rem; align-items: center; margin: 1rem 0 }
.hero img { width: 100%; height: auto; display: block }
@media (min-width: 800px) { .hero { grid-template-columns: 1fr 1fr } }
.play { display: inline-block; min-height: 44px; margin: .4rem 0; padding: .7rem 1.4rem; border-radius: .5rem;
        background: var(--felt); color: #fff; font-size: 1.2rem; font-weight: 600; text-decoration: none }
.muted { color: var(--muted) }
ol.lessons { list-style: none; padding: 0; display: grid; gap: .8rem }
ol.lessons li { display: grid; grid-template-columns: 8.5rem 1fr; gap: .8rem; align-items: start;
                border: 1px solid var(--line); border-radius: .6rem; padding: .7rem }
ol.lessons img { width: 100%; height: auto; display: block; border-radius: .3rem }
ol.lessons h3 { margin: 0 0 .2rem; font-size: 1.1rem }
ol.lessons h3 a { color: var(--blue); display: inline-block; padding: .15rem 0; min-height: 24px }
ol.lessons p { margin: .2rem 0 }
@media (max-width: 480px) { ol.lessons li { grid-template-columns: 1fr } ol.lessons img { max-width: 14rem } }
a { color: var(--blue) }
.links a { display: inline-block; min-height: 24px; margin-right: 1rem }
section { margin-top: 1.5rem }
"""

REMEMBER = (
    "<script>try{{localStorage.setItem({key},{lang})}}catch(e){{}}</script>"
)
# The choice page: a student who chose before goes straight to that language.
GO_BACK = (
    "<script>try{var l=localStorage.getItem(%s);if(%s.indexOf(l)>=0&&location.hash!=='#choose')"
    "location.replace(l+'.html')}catch(e){}</script>"
)


def _buttons(current: str | None) -> str:
    return "".join(
        f'<a class="lang" href="{lang}.html" lang="{lang}" hreflang="{lang}"'
        + (' aria-current="page"' if lang == current else "")
        + f">{html.escape(t('ui_lang_name', lang))}</a>"
        for lang in LANGS
    )


def landing_page(lang: str, items: list[dict], pdf: bool) -> str:
    words = TEXT[lang]
    esc = html.escape
    cards = []
    for item in items:
        link = f"lab/index.html?path={lang}/{item['stem']}.ipynb"
        minutes = words["minutes"].format(n=item["minutes"]) if item["minutes"] else ""
        cards.append(
            f'<li><img src="start/{lang}/{item["stem"]}.svg" alt="" width="1000" height="557">'
            f'<div><h3><a href="{link}">{esc(item["title"])}</a></h3>'
            f'<p>{esc(item["goal"])}</p>'
            + (f'<p class="muted">{esc(minutes)}</p>' if minutes else "")
            + f'<p class="links"><a href="{link}">{words["open"]}</a>'
            f'<a href="handouts/{lang}/{item["stem"]}.html">{words["handout"]}</a></p></div></li>'
        )
    play = f"app/{lang}.html"  # app.py: the board alone
    remember = REMEMBER.format(key=json.dumps(STORAGE_KEY), lang=json.dumps(lang))
    return f"""<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(words["title"])}</title>{remember}<style>{STYLE}</style></head>
<body><header><h1>{esc(words["title"])}</h1>
<nav class="langs" aria-label="{esc(words["language"])}">{_buttons(lang)}</nav></header>
<main><div class="hero"><div><p>{esc(words["lead"])}</p>
<p><a class="play" href="{play}">{esc(words["play"])}</a></p><p class="muted">{esc(words["play_text"])}</p></div>
<img src="start/{lang}/board.svg" alt="{esc(words["hero_alt"])}" width="1000" height="557"></div>
<section aria-labelledby="lessons"><h2 id="lessons">{esc(words["lessons"])}</h2><p>{esc(words["start_here"])}</p>
<ol class="lessons">{"".join(cards)}</ol></section>
<section aria-labelledby="know"><h2 id="know">{esc(words["good_to_know"])}</h2>
<ul><li>{esc(words["first_open"])}</li><li>{esc(words["kept"])}</li></ul>
<p class="links">{f'<a href="handouts/{lang}.pdf">{esc(words["pdf"])}</a>' if pdf else ""}
<a href="files/{PAGES}/glossary-{lang}.html">{esc(words["glossary"])}</a></p></section></main>
</body></html>
"""


def choice_page() -> str:
    choose = " · ".join(f'<span lang="{lang}">{TEXT[lang]["choose"]}</span>' for lang in LANGS)
    go = GO_BACK % (json.dumps(STORAGE_KEY), json.dumps(list(LANGS)))
    leads = "".join(f'<p lang="{lang}">{html.escape(TEXT[lang]["lead"])}</p>' for lang in LANGS)
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>TriPeaks</title>
<!-- JupyterLite's pages read their root's configuration from this element (config-utils.js);
     this page is the site's root but does not redirect to the lab as JupyterLite's own does. -->
<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">{{}}</script>
{go}<style>{STYLE}</style></head>
<body><header><h1>TriPeaks</h1></header><main><p>{choose}</p>
<nav class="langs" aria-label="Language · Dil · Språk">{_buttons(None)}</nav>
<div class="hero"><div>{leads}</div><img src="start/en/board.svg" alt="{html.escape(TEXT["en"]["hero_alt"])}"
width="1000" height="557"></div></main></body></html>
"""


# ---------------------------------------------------------------- pages lessons link to

DOC_LINK = re.compile(r"(?:\]\((?:[./]*/)?|`)docs/([\w-]+)\.md(?:#[\w-]*)?(?:\)|`)")


def doc_target(name: str, lang: str) -> str:
    """The page (in the site's pages folder) for ``docs/<name>.md`` in ``lang``."""
    return f"glossary-{lang}.html" if name == "glossary" else f"{name}.html"


def link_docs(markdown: str, lang: str, prefix: str) -> str:
    """Make every mention of ``docs/<name>.md`` (a code span or a link) a link to the site's page.

    ``prefix`` leads from the text's page to the pages folder (``../pages/`` from a notebook in
    ``<lang>/``; ``../../files/pages/`` from a handout)."""
    def replace(match: re.Match) -> str:
        text = match.group(0)
        target = prefix + doc_target(match.group(1), lang)
        if text.startswith("`"):
            return f"[{text}]({target})"
        return f"]({target})"

    return DOC_LINK.sub(replace, markdown)


def named_docs(contents: Path) -> set[str]:
    names = set()
    for path in contents.rglob("*.ipynb"):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] == "markdown":
                names.update(m.group(1) for m in DOC_LINK.finditer(_text(cell["source"])))
    return names


PAGE_STYLE = (
    "body{font-family:system-ui,sans-serif;max-width:52rem;margin:0 auto;padding:1rem;line-height:1.5;color:#1b1b1b}"
    ".wide{overflow-x:auto}table{border-collapse:collapse;width:100%}"
    "td,th{border:1px solid #bbb;padding:.3rem .45rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}"
    # Code and text blocks wrap, as the lessons' code cells do: on a phone a block that scrolled sideways hid
    # most of each line. The back link is a target of its own: 24 px tall at least.
    "pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f5f5f5;padding:.5rem}code{overflow-wrap:anywhere}"
    "a{color:#0d47a1}a[data-back]{display:inline-block;min-height:24px;padding:.15rem 0}"
    "@media (max-width:480px){table{font-size:.9rem}td,th{padding:.25rem .3rem}}"
)
#: The glossary's section headings (docs/glossary.md writes them in English).
HEADINGS = {"The table": {"tr": "Terimler", "nb": "Ordene"}, "Cards": {"tr": "Kartlar", "nb": "Kort"}}


def _markdown(text: str) -> str:
    import mistune

    return mistune.create_markdown(plugins=["table"])(text)


#: A glossary table's column headings that name a language.
COLUMN_LANG = {"English": "en", "Türkçe": "tr", "Norsk": "nb"}


def _tables(lines: list[str], lang: str) -> list[str]:
    """The HTML of each table in ``lines`` that has a column per language: the chosen language's column first,
    after any column that names no language (the card letters' row labels). Other tables are left out."""
    groups, group = [], []
    for line in lines + [""]:
        if line.startswith("|"):
            group.append([c.strip() for c in line.strip().strip("|").split("|")])
        elif group:
            groups.append(group)
            group = []
    found, words = [], {}  # words: an English word of an earlier table -> the chosen language's
    for head, _, *body in (g for g in groups if len(g) > 2):
        langs = {i: COLUMN_LANG[name] for i, name in enumerate(head) if name in COLUMN_LANG}
        if sorted(langs.values()) != sorted(LANGS):
            continue
        by_lang = {code: i for i, code in langs.items()}
        labels = [i for i in range(len(head)) if i not in langs]
        order = labels + [by_lang[lang]] + [by_lang[code] for code in LANGS if code != lang]
        # A label column (the card letters' ranks) is written in English: shown in the chosen language, from the
        # earlier table's words, else as the chosen language's own cell ("2 … 10").
        for row in body:
            for i in labels:
                row[i] = words.get(row[i], row[i] if lang == "en" else row[by_lang[lang]])
            if not labels:
                words[row[by_lang["en"]]] = row[by_lang[lang]]
        cell_lang = {i: langs.get(i, lang) for i in order}
        rows = ["<tr>" + "".join(f'<th lang="{cell_lang[i]}" scope="col">{html.escape(head[i])}</th>'
                                 for i in order) + "</tr>"]
        for row in body:
            rows.append("<tr>" + "".join(
                f'<td lang="{cell_lang[i]}">{_markdown(row[i]).strip().removeprefix("<p>").removesuffix("</p>")}</td>'
                for i in order) + "</tr>")
        found.append(f'<div class="wide"><table>{"".join(rows)}</table></div>')
    return found


def glossary_page(lang: str) -> str:
    """docs/glossary.md's tables with the chosen language's column first, in a page of that language."""
    source = (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8")
    out = []
    for block in re.split(r"\n(?=## )", source):
        lines = block.strip().splitlines()
        heading = lines[0] if lines[0].startswith("## ") else None
        tables = _tables(lines, lang)
        if not tables:
            continue
        if heading:
            name = heading[3:].strip()
            out.append(f"<h2>{html.escape(HEADINGS.get(name, {}).get(lang, name))}</h2>")
        out += tables
    words = TEXT[lang]
    return (f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<title>{html.escape(words["glossary"])}</title><style>{PAGE_STYLE}</style></head><body>'
            f'<p><a href="../../{lang}.html" data-back>{html.escape(words["back"])}</a></p>'
            f'<h1>{html.escape(words["glossary"])}</h1><p>{html.escape(words["glossary_intro"])}</p>'
            + "".join(out) + "</body></html>\n")


def doc_page(name: str) -> str:
    """docs/<name>.md as a page (English: the docs exist in English only)."""
    text = (ROOT / "docs" / f"{name}.md").read_text(encoding="utf-8")
    title = text.splitlines()[0].lstrip("# ").strip()
    # Links to other docs would point into the repository: keep their text only.
    text = re.sub(r"\[([^\]]+)\]\((?!https?:)[^)]*\.md[^)]*\)", r"\1", text)
    return (f'<!doctype html><html lang="en"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{html.escape(title)}</title><style>{PAGE_STYLE}</style></head><body>"
            f'<p><a href="../../en.html" data-back>{html.escape(TEXT["en"]["back"])}</a></p>'
            f"{_markdown(text)}</body></html>\n")


# ---------------------------------------------------------------- writing them


def play_notebook(lang: str) -> dict:
    def cell(kind, source):
        base = {"cell_type": kind, "metadata": {}, "source": source}
        return {**base, "execution_count": None, "outputs": []} if kind == "code" else base

    return {
        "cells": [cell("markdown", PLAY_INTRO[lang]), cell("code", play_cell(lang))],
        "metadata": {"tripeaks_play": {"lang": lang}, "language_info": {"name": "python"}},
        "nbformat": 4, "nbformat_minor": 5,
    }


def stage(staged: Path) -> None:
    """Into the site's staged contents: the Play now notebooks, the pages, and links from the lessons to them."""
    names = named_docs(staged)
    for path in staged.rglob("*.ipynb"):
        data = json.loads(path.read_text(encoding="utf-8"))
        lang = data.get("metadata", {}).get("tripeaks_lesson", {}).get("lang", path.parent.name)
        changed = False
        for cell in data["cells"]:
            if cell["cell_type"] == "markdown":
                text = _text(cell["source"])
                linked = link_docs(text, lang, f"../{PAGES}/")
                if linked != text:
                    cell["source"], changed = linked, True
        if changed:
            path.write_text(json.dumps(data, indent=1, ensure_ascii=False), encoding="utf-8")
    for lang in LANGS:
        (staged / lang).mkdir(exist_ok=True)
        (staged / lang / f"{PLAY[lang]}.ipynb").write_text(
            json.dumps(play_notebook(lang), indent=1, ensure_ascii=False), encoding="utf-8")
    pages = staged / PAGES
    pages.mkdir(exist_ok=True)
    for lang in LANGS:
        (pages / f"glossary-{lang}.html").write_text(glossary_page(lang), encoding="utf-8")
    for name in sorted(names - {"glossary"}):
        (pages / f"{name}.html").write_text(doc_page(name), encoding="utf-8")


def write(site: Path, contents: Path, pdfs: bool) -> None:
    """The choice page, each language's landing page and their pictures."""
    found = lessons(contents)
    for lang in LANGS:
        pictures = site / "start" / lang
        pictures.mkdir(parents=True, exist_ok=True)
        (pictures / "board.svg").write_text(_picture(HERO[0], lang, HERO[1]), encoding="utf-8")
        for item in found[lang]:
            (pictures / f"{item['stem']}.svg").write_text(_picture(item["code"], lang), encoding="utf-8")
        (site / f"{lang}.html").write_text(landing_page(lang, found[lang], pdfs), encoding="utf-8")
    (site / "index.html").write_text(choice_page(), encoding="utf-8")
