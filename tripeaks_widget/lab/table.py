"""The results of ``compare`` as a text table in a language.

What a page that cannot draw the chart shows instead (a printed handout, a
terminal's repr of the output): the lab panel's columns and words, numbers as
each language writes them (``%27,5`` in Turkish, ``27,5 %`` in Norwegian).
``str(results)`` stays the English table of the plain records.
"""

from __future__ import annotations

from ..engine.i18n import check_lang, decimal, percent, t
from .chart import player_label, rule_set_name

COLUMNS = ["lab_col_rules", "lab_col_player", "lab_col_won", "lab_col_win_rate", "lab_col_score"]


def results_text(results, lang: str) -> str:
    """``results`` (a ``Results``) as a text table with its headers, names and numbers in ``lang``."""
    check_lang(lang)
    lines = [[t(key, lang) for key in COLUMNS]]
    for row in results.rows:
        (wl, wh), (sl, sh) = row.win_interval, row.score_interval
        lines.append([
            rule_set_name(row.rules, lang, results.rules), player_label(row.player, lang), f"{row.won}/{row.games}",
            f"{percent(100 * row.win_rate, lang)} [{percent(100 * wl, lang)}–{percent(100 * wh, lang)}]",
            f"{decimal(row.mean_score, lang, 0)} [{decimal(sl, lang, 0)}–{decimal(sh, lang, 0)}]",
        ])
    widths = [max(len(line[i]) for line in lines) for i in range(len(COLUMNS))]
    text = "\n".join("  ".join(c.ljust(w) for c, w in zip(line, widths)).rstrip() for line in lines)
    return text
