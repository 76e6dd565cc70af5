"""Write the lesson notebooks (each lesson × en, tr, nb) from one source per lesson.

A source, ``lessons/NN-name.md``, is a list of cells. Each starts with a line:

- ``%% code``: a code cell, written once for all three languages;
- ``%% md``: a markdown cell, followed by its three translations, each starting
  with a line ``%%% en``, ``%%% tr`` or ``%%% nb`` (all three are required);
- ``%% exercise 1.2``: a checked exercise, i.e. a markdown cell with the
  exercise's number and what to do, and a code cell, ``ask("1.2", LANG)``, that
  shows its answer box (the question from the catalogue, a field and a Check
  button: the student types the answer in words, never Python).

Every lesson ends with its results (``results(N, LANG)``, added by the build):
which exercises are right, at which try, and the line the student hands in.

The line ``LANG = "en"`` in a code cell is the notebook's language: the build
writes ``"tr"`` or ``"nb"`` there. A comment in a code cell may be written in the
three languages, ``# [en] more deals [tr] daha çok dağıtım [nb] flere giver``:
each notebook keeps its own. The language and the comments are the only
differences the code cells of the three versions may have (``drift_problems``
checks the written files).

    python scripts/build_notebooks.py           # write notebooks/{en,tr,nb}/ and docs/teacher-key.md
    python scripts/build_notebooks.py --check   # exit 1 if a written notebook is stale or drifts
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tripeaks_widget.engine.i18n import LANGS, t  # noqa: E402
from tripeaks_widget.lessons import EXERCISES, question, solution  # noqa: E402
from tripeaks_widget.lessons.feedback import hint  # noqa: E402

SOURCES = ROOT / "lessons"
TEACHER_KEY = ROOT / "docs" / "teacher-key.md"
NOTEBOOKS = ROOT / "notebooks"
LANG_LINE = re.compile(r'^LANG = "(en|tr|nb)"$', re.M)
INSTALL_COMMENT = {
    "en": "In the browser (JupyterLite) this installs tripeaks_widget from this site; elsewhere it is already installed.",
    "tr": "Tarayıcıda (JupyterLite) bu hücre tripeaks_widget paketini bu siteden kurar; başka yerlerde paket zaten "
    "kuruludur.",
    "nb": "I nettleseren (JupyterLite) installerer denne cellen tripeaks_widget fra dette nettstedet; andre steder "
    "er pakken allerede installert.",
}
INSTALL_CELL = '''# {comment}
import sys
if sys.platform == "emscripten":
    import piplite
    await piplite.install("tripeaks_widget")'''
EXERCISE_TEXT = {
    "en": "Predict first, then check: run the cell, type your answer in the box as you would say it, "
    "and press **Check** (or Enter). A hint and the solution are folded away under the box: click to open them.",
    "tr": "Önce tahmin edin, sonra kontrol edin: hücreyi çalıştırın, cevabınızı kutuya kendi sözcüklerinizle "
    "yazın ve **Kontrol et** düğmesine (ya da Enter tuşuna) basın. İpucu ve çözüm kutunun altında gizli; "
    "açmak için tıklayın.",
    "nb": "Tenk først, sjekk etterpå: kjør cellen, skriv svaret ditt i feltet med dine egne ord, og trykk "
    "**Sjekk** (eller Enter). Et tips og løsningen ligger skjult under feltet: klikk for å åpne dem.",
}
EXERCISE_CODE = 'ask("{id}", LANG)'
RESULTS_TEXT = {
    "en": "## ✔ Your results\n\nRun the cell: it shows which exercises you got right and at which try. "
    "Write your name in it, then copy the line it gives and hand it to your teacher.",
    "tr": "## ✔ Sonuçlarınız\n\nHücreyi çalıştırın: hangi alıştırmaları kaçıncı denemede doğru yaptığınızı "
    "gösterir. Oradaki kutuya adınızı yazın, sonra çıkan satırı kopyalayıp öğretmeninize teslim "
    "edin.",
    "nb": "## ✔ Resultatene dine\n\nKjør cellen: den viser hvilke oppgaver du fikk riktig, og på hvilket "
    "forsøk. Skriv navnet ditt i feltet, kopier linjen du får, og gi den til læreren din.",
}
RESULTS_CODE = "results({lesson}, LANG)"
#: What the lessons say about the game that the original help pages (the seeds: rules-tr, rules-nb and
#: king-ace-variant-tr) do not say, each with where it comes from: (lesson, the claim, its source).
OUTSIDE_THE_SEEDS = [
    ("5", "`turns_up_player` is \"Microsoft's published tip\": play the card that turns up the most face-down cards.",
     "Microsoft Knowledge Base article Q98937 (cited in `tripeaks_widget/lab/players.py` and `docs/lab.md`)."),
    ("5", "Traditional scoring: the cards of a run score 1, 2, 3… (the n-th card of a run scores n).",
     "The project's rule specification (§10; not part of the package), which names no source. The help pages "
     "say only that the original scoring rewards runs of removals "
     "(*art arda kart çıkarmayı ödüllendirir*, *belønner rekker av fjerninger*); its −5 per draw and 15, 15, 30 "
     "for the peaks are in them."),
    ("5", "The joker is one card shuffled into the stock, never into the peaks; any free card goes on it.",
     "The engine's reading, said as such in the lesson. The help pages give one sentence: one card stands for any "
     "rank and makes the peaks easier to empty."),
    ("5", "`empty-waste` puts the card that would start the waste into the stock; any card goes on the empty waste.",
     "The engine's reading. The help pages: the waste starts empty and the first card is chosen from the bottom row."),
    ("2, 5", "About 97 % of Easy deals and 73 % of Classic deals can be won.",
     "The project's measurement with the solver, deals 0–9999 (`docs/solver.md`, \"Win rates and experiments\"); "
     "checked on deals 0–1999 by `tests/test_lesson_numbers.py`."),
    ("2", "The margin of error is a 95 % Wilson interval, unlike \"± 1.96 × standard error\".",
     "Statistics (E. B. Wilson, 1927), not a rule of the game."),
    ("4", "The cards of `TP1-E-AAAAAAD` and the 50 moves of its won game.",
     "Reconstructed by `scripts/find_reference_order.py` to fit the help pages, which give only the moves that empty "
     "the peaks (37, 42, 50) and the final 750; the lesson says so."),
    ("4", "The lowest possible score is 452 (500 − 48).",
     "Derived from the rules by `tests/test_lesson_numbers.py`; the help pages say only that the score never goes "
     "below 0 (their 772 and 749 for a win are the lesson's too)."),
    ("6", "The review's words: turning point, the chance from what the player could see, the verdicts.",
     "This app's coach (`docs/coach.md`), not the rules of the game."),
    ("7", "Golf's layout (7 columns of 5 face-up cards, 16 in the stock) and its rule sets Golf-A (nothing on a King), "
     "Golf-B (only a Queen on a King) and Putt Putt (Golf-C, King and Ace linked).",
     "David Parlett, *The Penguin Book of Patience* (`docs/layouts.md`). The help page `king-ace-variant-tr` names "
     "Golf, its strict rule without the King–Ace turn, and the name Putt Putt for the form with it; it gives no layout."),
    ("7", "Black Hole: 17 columns of 3 face-up cards, no stock, the A♠ starts the waste; 87 % of deals can be won.",
     "David Parlett's game (*The Penguin Book of Patience*); 87 % is the project's solver over deals 0–30999 "
     "(`docs/layouts.md`), whose interval holds the published 86.94 % (Shlomi Fish) and 87.5 % (Gent et al.)."),
    ("7", "The shares of deals 0–49 that can be won under each rule set.",
     "Computed by the solver when the lesson runs (`tripeaks_widget/lessons/layout_exercises.py`)."),
]
#: Where the seeds disagree with each other, and what the lessons do about it.
SEEDS_DISAGREE = [
    "King and Ace: `rules-tr` and `rules-nb`, in their list of the app's choices against the sources, say that "
    "the sources do not count King and Ace as neighbours (*kaynaklar Papaz ile Ası ardışık kabul etmez*, "
    "*kildene regner ikke konge og ess som naboverdier*). `king-ace-variant-tr`, in its history section "
    "(*Tarihçe*), says the published rules are divided (*bu noktada ayrılır*). Lessons 2 and 5 follow the "
    "variant page (\"the published rules disagree\"); lesson 5's table has a footnote on the rules page's "
    "stricter sentence.",
]


class SourceError(ValueError):
    """A lesson source that cannot be built (a missing translation, an unknown cell kind…)."""


def parse(path: Path) -> list[dict]:
    """The cells of a source: {"kind": "code", "source"}, {"kind": "md", "text": {lang: text}} or exercises."""
    cells: list[dict] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if line.startswith("%% "):
            head = line[3:].split()
            if head[0] == "code":
                cells.append({"kind": "code", "lines": [], "line": number})
            elif head[0] == "md":
                cells.append({"kind": "md", "text": {}, "lang": None, "line": number})
            elif head[0] == "exercise" and len(head) == 2:
                cells.append({"kind": "exercise", "id": head[1], "line": number})
            else:
                raise SourceError(f"{path.name}:{number}: unknown cell kind {line!r}")
        elif line.startswith("%%% "):
            if not cells or cells[-1]["kind"] != "md" or line[4:].strip() not in LANGS:
                raise SourceError(f"{path.name}:{number}: {line!r} outside a markdown cell or not a language")
            cells[-1]["lang"] = line[4:].strip()
            cells[-1]["text"][cells[-1]["lang"]] = []
        elif not cells:
            if line.strip():
                raise SourceError(f"{path.name}:{number}: text before the first cell")
        elif cells[-1]["kind"] == "code":
            cells[-1]["lines"].append(line)
        elif cells[-1]["kind"] == "md":
            if cells[-1]["lang"] is None:
                if line.strip():
                    raise SourceError(f"{path.name}:{number}: markdown before its language line")
            else:
                cells[-1]["text"][cells[-1]["lang"]].append(line)
        elif line.strip():
            raise SourceError(f"{path.name}:{number}: text after an exercise or results line")
    for cell in cells:
        if cell["kind"] == "md":
            missing = [lang for lang in LANGS if not "\n".join(cell["text"].get(lang, [])).strip()]
            if missing:
                raise SourceError(f"{path.name}:{cell['line']}: the markdown cell has no {', '.join(missing)} text")
    return cells


def _markdown(text: str) -> dict:
    return {"cell_type": "markdown", "metadata": {}, "source": text.strip("\n")}


def _code(source: str) -> dict:
    return {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": source.strip("\n")}


_COMMENT = re.compile(r"#\s*\[en\]\s*(?P<en>.*?)\s*\[tr\]\s*(?P<tr>.*?)\s*\[nb\]\s*(?P<nb>.*?)\s*$")


def install_cell(lang: str) -> str:
    """The cell that installs the package in the site, with its comment in ``lang``."""
    return INSTALL_CELL.format(comment=INSTALL_COMMENT[lang])


def _comment_in(line: str, lang: str) -> str:
    """A code line with its three-language comment (``# [en] … [tr] … [nb] …``) in ``lang`` only."""
    match = _COMMENT.search(line)
    return line[:match.start()] + "# " + match.group(lang) if match else line


def notebook(cells: list[dict], lang: str) -> dict:
    """The notebook of one language: the install cell goes after the first (title) cell."""
    out = []
    for cell in cells:
        if cell["kind"] == "md":
            out.append(_markdown("\n".join(cell["text"][lang])))
        elif cell["kind"] == "code":
            source = "\n".join(_comment_in(line, lang) for line in cell["lines"])
            out.append(_code(LANG_LINE.sub(f'LANG = "{lang}"', source)))
        else:  # the box shows the question: the heading names the exercise
            out.append(_markdown(f"### ✎ {t('lesson_exercise', lang, id=cell['id'])}\n\n{EXERCISE_TEXT[lang]}"))
            out.append(_code(EXERCISE_CODE.format(id=cell["id"])))
    if not out or out[0]["cell_type"] != "markdown":
        raise SourceError("a lesson starts with its title and goals (a markdown cell)")
    lessons = sorted({c["id"].split(".")[0] for c in cells if c["kind"] == "exercise"})
    if len(lessons) > 1:
        raise SourceError(f"a lesson's exercises belong to one lesson, not to {', '.join(lessons)}")
    if lessons:  # the last cell: the results of the lesson's exercises, and the line to hand in
        out.append(_markdown(RESULTS_TEXT[lang]))
        out.append(_code(RESULTS_CODE.format(lesson=int(lessons[0]))))
    out.insert(1, _code(install_cell(lang)))
    return {
        "cells": out,
        "metadata": {
            "kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
            "tripeaks_lesson": {"lang": lang},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }


def _with_ids(nb: dict, stem: str) -> dict:
    for index, cell in enumerate(nb["cells"]):
        cell["id"] = f"{stem[:2]}-{index:02d}"
    return nb


def render(nb: dict) -> str:
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


def build_all(sources: Path = SOURCES) -> dict[Path, str]:
    """Every notebook's path (relative to notebooks/) and its text."""
    files = {}
    for source in sorted(sources.glob("*.md")):
        cells = parse(source)
        for lang in LANGS:
            files[Path(lang) / f"{source.stem}.ipynb"] = render(_with_ids(notebook(cells, lang), source.stem))
    return files


def teacher_key() -> str:
    """Every exercise with its hint and its computed answer, in the three languages."""
    lines = ["# Teacher's key", "",
             "Generated by `scripts/build_notebooks.py` from `tripeaks_widget/lessons`: every answer below is",
             "computed by the engine or the solver when the key is built, never typed in.", ""]
    for exercise_id in EXERCISES:
        lines.append(f"## {exercise_id}")
        lines.append("")
        for lang in LANGS:
            lines.append(f"- **{lang}** {question(exercise_id, lang)}")
            lines.append(f"  - *{hint(exercise_id, lang)}*")
            lines.append(f"  - {solution(exercise_id, lang)}")
        lines.append("")
    lines += ["## What the lessons take from outside the original help pages", "",
              "The original help pages (rules-tr, rules-nb, king-ace-variant-tr) are the lessons' source for the "
              "rules. These claims come from elsewhere:", "",
              "| Lesson | Claim | Source |", "|---|---|---|"]
    lines += [f"| {lesson} | {claim} | {source} |" for lesson, claim, source in OUTSIDE_THE_SEEDS]
    lines += ["", "Where the help pages disagree with each other:", ""]
    lines += [f"- {item}" for item in SEEDS_DISAGREE]
    lines.append("")
    return "\n".join(lines)


def normalised_code(nb: dict) -> list[str]:
    """The code cells with the language setting and the comments (in the notebook's language) taken out."""
    codes = []
    for cell in nb["cells"]:
        if cell["cell_type"] == "code":
            source = "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]
            source = LANG_LINE.sub('LANG = "?"', source)
            codes.append(re.sub(r"(^|\s+)# .*$", "", source, flags=re.M))
    return codes


def drift_problems(folder: Path = NOTEBOOKS) -> list[str]:
    """Where the three language versions of a lesson differ in code, or one is missing."""
    problems = []
    stems = sorted({p.stem for lang in LANGS for p in (folder / lang).glob("*.ipynb")})
    for stem in stems:
        versions = {}
        for lang in LANGS:
            path = folder / lang / f"{stem}.ipynb"
            if not path.exists():
                problems.append(f"{stem}: the {lang} version is missing")
                continue
            nb = json.loads(path.read_text(encoding="utf-8"))
            versions[lang] = nb
            if nb["metadata"].get("tripeaks_lesson", {}).get("lang") != lang:
                problems.append(f"{lang}/{stem}: metadata says another language")
            code = "\n".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code")
            if not re.search(f'^LANG = "{lang}"$', code, re.M):
                problems.append(f"{lang}/{stem}: no code cell sets LANG = {lang!r}")
            for index, cell in enumerate(nb["cells"]):
                text = "".join(cell["source"])
                if cell["cell_type"] == "markdown" and not text.strip():
                    problems.append(f"{lang}/{stem}: markdown cell {index} is empty")
        if len(versions) == len(LANGS):
            shapes = {lang: [c["cell_type"] for c in nb["cells"]] for lang, nb in versions.items()}
            if len({tuple(s) for s in shapes.values()}) > 1:
                problems.append(f"{stem}: the three versions have different cells: {shapes}")
            codes = {lang: normalised_code(nb) for lang, nb in versions.items()}
            for index, en_code in enumerate(codes["en"]):
                for lang in LANGS[1:]:
                    if index < len(codes[lang]) and codes[lang][index] != en_code:
                        problems.append(f"{lang}/{stem}: code cell {index} differs from the English version")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check that the notebooks are built and agree")
    args = parser.parse_args(argv)
    files = build_all()
    key = teacher_key()
    if args.check:
        stale = [str(p) for p, text in files.items() if not (NOTEBOOKS / p).exists()
                 or (NOTEBOOKS / p).read_text(encoding="utf-8") != text]
        problems = [f"{p} is not what lessons/ builds: run scripts/build_notebooks.py" for p in stale]
        problems += drift_problems()
        if not TEACHER_KEY.exists() or TEACHER_KEY.read_text(encoding="utf-8") != key:
            problems.append("docs/teacher-key.md is stale: run scripts/build_notebooks.py")
        print("\n".join(problems) or f"{len(files)} notebooks up to date, no drift")
        return 1 if problems else 0
    for path, text in files.items():
        (NOTEBOOKS / path).parent.mkdir(parents=True, exist_ok=True)
        (NOTEBOOKS / path).write_text(text, encoding="utf-8")
    TEACHER_KEY.write_text(key, encoding="utf-8")
    print(f"wrote {len(files)} notebooks under {NOTEBOOKS.relative_to(ROOT)}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
