"""Printable handouts and the site's start page.

For every lesson in every language: run the notebook in CPython (nbclient), then
write an HTML copy with nbconvert, boards as pictures (the board's static SVG of
the position it shows), into ``<site>/handouts/<lang>/<lesson>.html``. Then write
the start pages (``index.html`` and one per language, landing.py),
where a student picks a language and finds the lessons and the handouts.

When Chromium and Playwright are at hand (``/usr/bin/chromium``, or the path in
``TRIPEAKS_CHROMIUM``), each language's handouts are also printed into one
A4 PDF, ``<site>/handouts/<lang>.pdf`` (one file per language, not per lesson:
the fonts are embedded once, 1.2 MB for the three instead of 2.1 MB). Without
Chromium the build says so in one line and writes the HTML only.

Handouts are cached under ``build/handouts-cache/`` by a hash of the notebooks
and the package's sources, so a rebuild of the site with nothing changed takes
no time.

    python -m tripeaks_site.pages.handouts --site _output
"""

from __future__ import annotations

import argparse
import hashlib
import html
import json
import os
import shutil
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tripeaks_widget.engine.i18n import LANGS  # noqa: E402

from tripeaks_site.pages import landing  # noqa: E402  (the start pages)

CACHE = ROOT / "build" / "handouts-cache"


def lessons(contents: Path) -> dict[str, list[tuple[str, str]]]:
    """Per language: (file stem, title) of each lesson, in order."""
    found = {}
    for lang in LANGS:
        found[lang] = []
        for path in sorted((contents / lang).glob("*.ipynb")):
            first = json.loads(path.read_text(encoding="utf-8"))["cells"][0]["source"]
            text = "".join(first) if isinstance(first, list) else first
            found[lang].append((path.stem, text.splitlines()[0].lstrip("# ").strip()))
    return found


def fingerprint(contents: Path) -> str:
    digest = hashlib.sha256()
    files = sorted(contents.rglob("*.ipynb")) + sorted((ROOT / "tripeaks_widget").rglob("*.py"))
    files += [ROOT / "tripeaks_widget" / "board" / "static" / "widget.js", Path(__file__)]
    for path in files:
        digest.update(str(path.relative_to(ROOT if path.is_relative_to(ROOT) else contents)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def handout(notebook: Path, dest: Path) -> None:
    """Execute one notebook and write its printable HTML copy (and the executed notebook beside it,
    ``<lesson>.ipynb``: tests/site/test_phone.py shows its outputs in the site's JupyterLab; it stays in
    the cache and is not copied into the site)."""
    import nbclient
    import nbformat
    from nbconvert import HTMLExporter

    nb = nbformat.read(notebook, as_version=4)
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    with tempfile.TemporaryDirectory() as ipython_dir:
        env["IPYTHONDIR"] = ipython_dir
        nbclient.NotebookClient(nb, kernel_name="python3", timeout=300,
                                resources={"metadata": {"path": str(notebook.parent)}}).execute(env=env)
    dest.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, dest.with_suffix(".ipynb"))
    # The saved widget state (the board's whole front end) has nothing to show on paper.
    nb.metadata.pop("widgets", None)
    lang = nb.metadata.get("tripeaks_lesson", {}).get("lang", "en")
    for cell in nb.cells:
        # Without a saved widget state the live board cannot render in a static page;
        # the board's next output is its static picture, which the handout keeps.
        outputs = cell.get("outputs", [])
        cell["outputs"] = [o for o in outputs
                           if "application/vnd.jupyter.widget-view+json" not in o.get("data", {})]
        if outputs and not cell["outputs"]:  # a widget with no picture (the lab panel): say what it is
            cell["outputs"] = [nbformat.v4.new_output(
                "display_data", data={"text/html": f'<p class="tp-live-only">{html.escape(LIVE_ONLY[lang])}</p>'})]
    for cell in nb.cells:
        if cell.cell_type == "markdown":  # docs/glossary.md and the like: the site's own pages
            cell.source = landing.link_docs(cell.source, lang, "../../files/pages/")
    # The "basic" template gives the cells only: the full templates load jQuery,
    # require.js and MathJax from a CDN, and the site fetches nothing from outside.
    # No "¶" anchor after each heading: it printed on paper.
    body, _ = HTMLExporter(template_name="basic", exclude_anchor_links=True).from_notebook_node(nb)
    title = html.escape(lessons_title(nb))
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(
        f'<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title>'
        f"<style>{_stylesheet()}</style></head><body>{body}</body></html>\n",
        encoding="utf-8",
    )


def lessons_title(nb) -> str:
    return nb.cells[0].source.splitlines()[0].lstrip("# ").strip()


def _stylesheet() -> str:
    from pygments.formatters import HtmlFormatter

    return (
        "body{font-family:system-ui,sans-serif;max-width:52rem;margin:1.5rem auto;padding:0 1rem;line-height:1.45}"
        ".prompt,.jp-InputArea-prompt,.jp-OutputArea-prompt{display:none}"
        ".jp-InputArea-editor{background:#f5f5f5;border:1px solid #ddd;border-radius:4px;padding:0 .6rem;margin:.6rem 0}"
        "pre{white-space:pre-wrap;margin:.3rem 0}.jp-OutputArea-output pre{color:#222}"
        "table{border-collapse:collapse}td,th{border:1px solid #bbb;padding:.2rem .5rem}"
        "details{margin:.2rem 0}" + SCREEN_CSS + PRINT_CSS + HtmlFormatter().get_style_defs(".highlight")
    )


# On paper: hints and solutions stay folded away, a cell and a board picture
# never split across two pages, each lesson starts on a new page, and a card's
# back is a plain colour (Chromium prints the SVG's hatched pattern as an image:
# 4 MB a lesson instead of 0.15 MB). Text in the page's own font, code in one
# face of one monospace font, so the PDF embeds few fonts.
# An exercise's check output repeats the question and asks to run the cell
# again: the handout shows the question once (its heading) and the folded
# hint and solution on screen, nothing of it on paper.
# A hint's and a solution's "summary" is a target: 24 px tall at least. Long output lines wrap (a phone).
SCREEN_CSS = (".tp-exercise>p{display:none}.tp-live-only{font-style:italic;color:#444}"
              "summary{min-height:24px;padding:.1rem 0}pre{overflow-wrap:anywhere}"
              "@media (max-width:480px){td,th{overflow-wrap:anywhere;padding:.2rem .3rem}}")
#: In place of a widget that has no static picture (the lab panel).
LIVE_ONLY = {
    "en": "In the notebook this cell shows the lab's panel: there you choose rules, players and deals, "
          "then measure.",
    "tr": "Jupyter'de bu hücre laboratuvar panelini gösterir: orada kuralları, oyuncuları ve dağıtımları seçip "
          "ölçüm yaparsınız.",
    "nb": "I notatboka viser denne cellen labpanelet: der velger du regler, spillere og giv, og måler.",
}

PRINT_CSS = (
    # A code cell stays with its output (the board's code with its board), a
    # heading with what follows it; a board picture is a little smaller on paper.
    "@media print{details{display:none}.code_cell,.jp-Cell,svg{break-inside:avoid}"
    "h1,h2,h3{break-after:avoid}svg{max-width:80%!important}"
    ".output_area:has(.tp-exercise){display:none}"
    # An answer box prints its question and a line to write on; its "run this cell" and the results sheet do not.
    ".tp-answer-static-note,.tp-sheet-static{display:none}"
    "article.tp-lesson+article.tp-lesson{break-before:page}"
    '[fill^="url(#tp-back"]{fill:#1d4f91}'
    "body{font-family:'Liberation Sans','DejaVu Sans',Arial,sans-serif;max-width:none;margin:0;padding:0}"
    ".highlight *{font-style:normal!important;font-weight:normal!important}}"
)


def chromium() -> str | None:
    """The Chromium Playwright can drive here, or None (with the reason printed)."""
    path = os.environ.get("TRIPEAKS_CHROMIUM", "/usr/bin/chromium")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        print("[handouts] no PDF handouts: the Python package 'playwright' is not installed (HTML only)", flush=True)
        return None
    if not (os.path.exists(path) or shutil.which(path)):
        print(f"[handouts] no PDF handouts: no Chromium at {path} (HTML only)", flush=True)
        return None
    return path


CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]


def write_pdfs(handouts: Path, found: dict[str, list[tuple[str, str]]], browser_path: str) -> None:
    """Print each language's handouts, one after the other, into ``handouts/<lang>.pdf`` (A4)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as scratch:
        browser = playwright.chromium.launch(executable_path=browser_path, args=CHROMIUM_ARGS, headless=True)
        try:
            page = browser.new_page()
            # The handouts load nothing from outside; a PDF must not either.
            page.route("**/*", lambda route: route.continue_() if route.request.url.startswith(("file:", "data:"))
                       else route.abort())
            for lang, items in found.items():
                pages = [(handouts / lang / f"{stem}.html").read_text(encoding="utf-8") for stem, _ in items]
                head = pages[0][:pages[0].index("<body>")]
                title = html.escape(landing.TEXT[lang]["title"])
                head = head.replace(head[head.index("<title>"):head.index("</title>") + 8], f"<title>{title}</title>")
                bodies = "".join(f'<article class="tp-lesson">{text[text.index("<body>") + 6:text.rindex("</body>")]}'
                                 "</article>" for text in pages)
                book = Path(scratch) / f"{lang}.html"
                book.write_text(f"{head}<body>{bodies}</body></html>\n", encoding="utf-8")
                page.goto(book.as_uri())
                page.pdf(path=str(handouts / f"{lang}.pdf"), format="A4", print_background=True,
                         margin={"top": "14mm", "bottom": "14mm", "left": "14mm", "right": "14mm"})
                print(f"[handouts] {lang}.pdf, {(handouts / f'{lang}.pdf').stat().st_size // 1024} KB", flush=True)
        finally:
            browser.close()


def _one(contents: Path, staging: Path, lang: str, stem: str) -> tuple[str, str]:
    handout(contents / lang / f"{stem}.ipynb", staging / lang / f"{stem}.html")
    return lang, stem


def write(site: Path, contents: Path = ROOT / "notebooks") -> None:
    """Write the handouts (from the cache when nothing changed) and the start page into ``site``."""
    found = lessons(contents)
    cached = CACHE / fingerprint(contents)
    if not cached.exists():
        staging = Path(tempfile.mkdtemp(prefix="handouts-", dir=CACHE.parent if CACHE.parent.exists() else None))
        jobs = [(lang, stem) for lang, items in found.items() for stem, _ in items]
        # Each notebook runs in its own kernel process: two at a time use both cores.
        with ThreadPoolExecutor(max_workers=2) as pool:
            for lang, stem in pool.map(lambda job: _one(contents, staging, *job), jobs):
                print(f"[handouts] {lang}/{stem}.html", flush=True)
        shutil.rmtree(CACHE, ignore_errors=True)
        CACHE.mkdir(parents=True)
        staging.rename(cached)
    pdfs = all((cached / f"{lang}.pdf").exists() for lang in found)
    if not pdfs:
        browser_path = chromium()
        if browser_path is not None:
            write_pdfs(cached, found, browser_path)
            pdfs = True
    shutil.copytree(cached, site / "handouts", dirs_exist_ok=True, ignore=shutil.ignore_patterns("*.ipynb"))
    landing.write(site, contents, pdfs)


def executed(contents: Path = ROOT / "notebooks") -> Path:
    """The folder of the executed lessons (``<lang>/<lesson>.ipynb``, outputs as CPython gave them), run now
    if the cache has none for these notebooks and sources (as a site build does)."""
    cached = CACHE / fingerprint(contents)
    if not all((cached / lang / f"{stem}.ipynb").exists() for lang, items in lessons(contents).items()
               for stem, _ in items):
        shutil.rmtree(cached, ignore_errors=True)
        with tempfile.TemporaryDirectory() as site:
            write(Path(site), contents)
    return cached


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=ROOT / "_output")
    parser.add_argument("--contents", type=Path, default=ROOT / "notebooks")
    args = parser.parse_args(argv)
    args.site.mkdir(parents=True, exist_ok=True)
    write(args.site.resolve(), args.contents.resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main())
