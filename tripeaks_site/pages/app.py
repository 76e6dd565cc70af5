"""Play now as an app page: only the board, in the page's language, no JupyterLab.

``app/<lang>.html`` runs the code cells of that language's Play now notebook
(``<lang>/<play>.ipynb``, landing.py) as the page loads and shows
only their outputs, as Voici does for a notebook. Voici itself does not fit:
voici-core 0.10.0, its newest release, requires jupyterlite-core < 0.8 and the
site is on 0.8.6. So the page is the lightest thing that does what Voici does:

- ``app/worker.mjs`` (app_worker.mjs, beside this file): a module worker that loads the
  site's own Pyodide through its loader (the memory snapshot, else the usual
  start) and runs the same Python kernel as the lessons, ``pyodide_kernel``,
  the way jupyterlite-pyodide-kernel's worker does, posting outputs and the
  widgets' comm messages to the page;
- ``app/page.mjs`` (app_page.mjs, beside this file): renders the outputs and hosts the
  board's anywidget with ipywidgets' comm protocol and anywidget's model API,
  running the widget's own module (the same ``static/widget.js``), so the
  board keeps everything it has: autosave and Continue (the seat is the
  notebook's path and the cell's id, as in JupyterLab, so a game begun on the
  page continues there and back), New game, Review, the keyboard and the
  screen reader's announcements.

Above the board a choice of the layouts (TriPeaks first, each by its name in the page's language)
deals the chosen one on the board: the page sends the board the New game dialog's own message with the
layout's rule set (``layout_choices``), and Python deals it; the page knows no rule. The choice follows
the layout the board shows (a game continued from before, one dealt by the board's own dialog).

No JupyterLab code is loaded, so no menu, no cell and no notebook. A link opens
the same notebook in JupyterLab for those who want the code. The cells get fixed
ids here (``stage``): the seat needs the same cell id on the page and in JupyterLab.
"""

from __future__ import annotations

import html
import json
import shutil
from pathlib import Path

from tripeaks_site.pages import landing
from tripeaks_widget.engine.i18n import t
from tripeaks_widget.engine.shapes import LAYOUTS

HERE = Path(__file__).resolve().parent
FOLDER = "app"
WORKER = HERE / "app_worker.mjs"
PAGE = HERE / "app_page.mjs"

#: The page's own words ({key: {lang: text}}); the title, the back link and Play now are the landing page's.
TEXT = {
    "loading": {
        "en": "Python is being loaded into your browser: the board appears in a few seconds.",
        "tr": "Python tarayıcınıza yükleniyor: oyun alanı birkaç saniye içinde görünecek.",
        "nb": "Python lastes inn i nettleseren: brettet kommer fram om noen sekunder.",
    },
    "failed": {
        "en": "The board could not start. Reload the page to try again.",
        "tr": "Oyun alanı başlatılamadı. Yeniden denemek için sayfayı yenileyin.",
        "nb": "Brettet kunne ikke starte. Last inn siden på nytt for å prøve igjen.",
    },
    "open_lab": {
        "en": "Open this game in JupyterLab, with its code",
        "tr": "Bu oyunu koduyla birlikte JupyterLab'de açın",
        "nb": "Åpne dette spillet i JupyterLab, sammen med Python-koden",
    },
}

STYLE = """
body { margin: 0; font: 16px/1.45 system-ui, sans-serif; color: #1b1b1b; background: #fff }
header { display: flex; flex-wrap: wrap; gap: .4rem 1.2rem; align-items: baseline; padding: .6rem 1rem }
header h1 { font-size: 1.25rem; margin: 0 }
header a { display: inline-block; min-height: 24px; color: #0b57a4 }
main { padding: 0 1rem 1rem; max-width: 1100px }
.tp-app-status { margin: .5rem 0 1rem; color: #444 }
.tp-app-error { white-space: pre-wrap; color: #8a1010 }
.tp-app-layouts { display: flex; flex-wrap: wrap; gap: .4rem; align-items: center; margin: .2rem 0 .6rem }
.tp-app-layouts select { min-height: 44px; font: inherit; padding: 0 .5rem }
"""


#: The page's kernel starts as the page's head is read, before page.mjs has loaded: Python's start is
#: the longest wait, and a module script runs only once the page is parsed and the module fetched.
#: The worker's first messages wait in ``waiting`` until page.mjs takes them (app_page.mjs).
START = """
(() => {
  const config = JSON.parse(document.getElementById("tp-app-config").textContent);
  const worker = new Worker(new URL("worker.mjs", document.baseURI), { type: "module" });
  const waiting = [];
  worker.onmessage = (event) => waiting.push(event);
  worker.postMessage({ type: "start", options: config.kernel, notebook: { path: config.notebook, cells: config.cells } });
  window.tripeaksKernel = { config, worker, waiting, started: performance.now() };
})();
"""


def layout_choices(lang: str) -> list[list[str]]:
    """The layouts Play now offers, TriPeaks first: [layout, rule set text, name in ``lang``] (the board's default
    rule, Easy; the New game dialog changes it)."""
    return [[name, "easy" if name == "tripeaks" else f"{name},easy", t(f"layout_{name}", lang)] for name in LAYOUTS]


def page_path(lang: str) -> str:
    """The app page of lang, from the site's root (the landing page's Play now links here)."""
    return f"{FOLDER}/{lang}.html"


def cell_id(index: int) -> str:
    return f"play-{index + 1}"


def stage(staged: Path) -> None:
    """Give the Play now notebooks' cells fixed ids (nbformat 4.5): the board's seat names the cell."""
    for lang, name in landing.PLAY.items():
        path = staged / lang / f"{name}.ipynb"
        if not path.exists():
            continue
        data = json.loads(path.read_text(encoding="utf-8"))
        for index, cell in enumerate(data["cells"]):
            cell.setdefault("id", cell_id(index))
        path.write_text(json.dumps(data, indent=1, ensure_ascii=False), encoding="utf-8")


def page_kernel(settings: dict) -> dict:
    """What the page's worker needs of the lessons' kernel settings (the site's jupyter-lite.json, given by the build)."""
    # The lessons' kernel resolves the piplite index against the site's root; the page is one folder down.
    urls = [("../" + url[2:]) if url.startswith("./") else url for url in settings.get("pipliteUrls", [])]
    return {"disablePyPIFallback": settings.get("disablePyPIFallback", True), "pipliteUrls": urls,
            "loadPyodideOptions": settings.get("loadPyodideOptions", {})}


def app_page(lang: str, notebook: str, cells: list[dict], kernel: dict) -> str:
    words = landing.TEXT[lang]
    esc = html.escape
    config = {
        "notebook": notebook,
        "cells": cells,
        "kernel": kernel,
        "texts": {key: TEXT[key][lang] for key in ("loading", "failed")},
    }
    choices = "".join(f'<option value="{esc(rules)}" data-layout="{esc(layout)}">{esc(name)}</option>'
                      for layout, rules, name in layout_choices(lang))
    config_json = json.dumps(config, ensure_ascii=False).replace("<", "\\u003c")  # no "</script>" inside
    return f"""<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(words["play"])}: TriPeaks</title><link rel="icon" href="../favicon.ico"><style>{STYLE}</style>
<script type="application/json" id="tp-app-config">{config_json}</script>
<script>{START}</script></head>
<body><header><h1>TriPeaks</h1><a href="../{lang}.html">{esc(words["back"])}</a>
<a href="../lab/index.html?path={esc(notebook)}">{esc(TEXT["open_lab"][lang])}</a></header>
<main id="tp-app">
<p class="tp-app-layouts"><label for="tp-app-layout">{esc(t("ui_layout", lang))}</label>
<select id="tp-app-layout" disabled>{choices}</select></p>
<p class="tp-app-status" role="status"></p><div class="tp-app-outputs"></div></main>
<script type="module" src="page.mjs"></script></body></html>
"""


def write(output: Path, settings: dict, log=print) -> list[str]:
    """The app pages of every language whose Play now notebook is in the site, their worker started with the
    lessons' kernel settings (``settings``); returns their paths."""
    folder = output / FOLDER
    folder.mkdir(exist_ok=True)
    shutil.copy2(WORKER, folder / "worker.mjs")
    shutil.copy2(PAGE, folder / "page.mjs")
    kernel = page_kernel(settings)
    written = []
    for lang, name in landing.PLAY.items():
        notebook = f"{lang}/{name}.ipynb"
        source = output / "files" / notebook
        if not source.exists():
            continue
        data = json.loads(source.read_text(encoding="utf-8"))
        cells = [{"id": cell.get("id") or cell_id(i), "source": "".join(cell["source"])}
                 for i, cell in enumerate(data["cells"]) if cell["cell_type"] == "code"]
        (folder / f"{lang}.html").write_text(app_page(lang, notebook, cells, kernel), encoding="utf-8")
        written.append(page_path(lang))
    log(f"Play now app pages: {', '.join(written)}")
    return written
