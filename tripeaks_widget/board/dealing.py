"""The New game dialog's deal choice (issue 22): winnable deals only, and a difficulty.

Python sends the words and the levels (``deal_form``); the dialog shows a
checkbox and a list and sends back ``winnable`` and ``difficulty`` with the New
game intent, which ``intents.parse_intent`` checks and ``Game.new`` deals
(``solver/deals.py`` defines the levels). No anywidget here.
"""

from __future__ import annotations

from typing import Any

from ..engine.game import DIFFICULTIES
from ..engine.i18n import t


def deal_form(lang: str) -> dict[str, Any]:
    """The deal choice's words in ``lang``: the checkbox, the difficulty list (first "any"), the notes.

    >>> [o["value"] for o in deal_form("nb")["levels"]], deal_form("nb")["levels"][3]["label"]
    (['', 'easy', 'medium', 'hard'], 'vanskelig')
    """
    return {
        "legend": t("ui_deal_legend", lang),
        "winnable": t("deal_winnable_only", lang),
        "winnable_title": t("ui_deal_winnable_title", lang),
        "difficulty": t("deal_difficulty", lang),
        "difficulty_title": t("deal_difficulty_help", lang),
        "levels": [{"value": "", "label": t("deal_level_any", lang)}]
        + [{"value": level, "label": t(f"deal_level_{level}", lang)} for level in DIFFICULTIES],
        "code_note": t("ui_deal_code_note", lang),
    }
