"""The coach's review in Pyodide: the JSON of a few reviews, to compare with CPython's.

Run by ``tests/test_review_pyodide.py`` through ``tests/pyodide/review.mjs``
(Pyodide under Node, the package copied in with its ``.wasm`` files). Prints
one JSON line: the platform, whether the WebAssembly search ran, and each
review's ``to_json`` (``reviews()`` below, the same in both).
"""

import json
import sys


def reviews() -> list:
    """Reviews of greedy and random games on Easy and Classic deals, seeded, in Turkish."""
    from tripeaks_widget import Rules
    from tripeaks_widget.coach import review
    from tripeaks_widget.lab.players import deal, greedy_player, play_game, random_player

    out = []
    for number in range(2):
        for player in (greedy_player, random_player):
            game = play_game(player, deal(number, Rules.from_text("easy" if number % 2 else "classic")))
            out.append(review(game, "tr", samples=8, seed=5).to_json())
    return out


if __name__ == "__main__":
    sys.path.insert(0, "/bench")  # the package, copied in by bench/pyodide_run.mjs
    from tripeaks_widget.solver import _wasm, search

    print(json.dumps({"platform": sys.platform, "wasm": getattr(search._fastsearch, "_kind", None) is _wasm.WasmSearch,
                      "reviews": reviews()}))
