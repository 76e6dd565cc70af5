"""The catalogue's texts as the engine reads them with gettext: one JSON line, the same in Pyodide as in CPython.

Run in Pyodide by tests/pyodide/catalogue.mjs; tests/test_catalogues.py compares its line with CPython's.
"""

import json
import sys

sys.path.insert(0, "/bench")  # the package's copy in Pyodide's file system (bench/pyodide_run.mjs)

from tripeaks_widget import Game, Rules  # noqa: E402
from tripeaks_widget.engine.i18n import LANGS, card_name, t  # noqa: E402
from tripeaks_widget.engine.cards import Card  # noqa: E402


def texts() -> dict:
    game = Game.from_code("TP1-E-AAAAAAB")
    return {
        "platform": sys.platform,
        "langs": list(LANGS),
        "texts": {lang: [t("not_adjacent", lang), t("cards", lang, n=1), t("cards", lang, n=5),
                         t("ui_final_score", lang, score=512), card_name(Card.from_str("Q♦"), lang),
                         Rules(jokers=2, redeals=1).name(lang), game.text(lang).splitlines()[-1]]
                  for lang in LANGS},
    }


if __name__ == "__main__":
    print(json.dumps(texts(), ensure_ascii=False))
