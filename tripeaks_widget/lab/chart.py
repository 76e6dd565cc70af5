"""The lab's charts as Vega-Lite (v5) specifications: JupyterLab and the site draw them with no extra package.

Every text on a chart is in its ``lang``: titles, legend, tooltips, rule-set and
player names, and numbers as the language writes them (27,5 %, %27,5).
"""

from __future__ import annotations

from ..engine.errors import InvalidArgumentError
from ..engine.i18n import DEFAULT_LANG, check_lang, decimal, percent, t
from ..engine.rules import Rules
from .players import PLAYERS

SCHEMA = "https://vega.github.io/schema/vega-lite/v5.json"


def rule_set_name(text: str, lang: str, rules: dict | None = None) -> str:
    """A rule set's name in ``lang`` from its text ("classic,redeals=1" -> "Klassisk, 1 ekstra runde")."""
    if rules and text in rules:
        return rules[text].name(lang)
    try:
        return Rules.from_text(text).name(lang)
    except (InvalidArgumentError, ValueError):  # e.g. a scoring function the text only names: the text itself
        return text


def player_label(name: str, lang: str) -> str:
    """A built-in player's name in ``lang`` (the lab panel's words); a function of your own keeps its name."""
    return t(f"lab_player_{name}", lang) if name in PLAYERS else name


def _percent_axis(lang: str) -> dict:
    if lang == "en":
        return {"format": ".0%"}
    number = "format(datum.value * 100, '.0f')"
    return {"labelExpr": f"'%' + {number}" if lang == "tr" else f"{number} + ' %'"}


def _scoring_name(text: str, rules: dict | None) -> str:
    """A rule set's scoring ("app", "traditional", "cards-left" or a scoring function's name), from its Rules or its
    text (a layout without groups, such as Golf, plays cards-left unless the text names a scoring)."""
    if rules and text in rules:
        return rules[text].scoring_name
    try:
        return Rules.from_text(text).scoring_name
    except (InvalidArgumentError, ValueError):  # a scoring function or a layout the text only names
        pass
    for part in text.split(","):
        if part.strip().startswith("scoring="):
            return part.split("=", 1)[1].strip()
    return "traditional" if "traditional-scoring" in text else "app"


def _score_title(name: str, lang: str) -> str:
    """The mean-score axis of one scoring: "mean score (traditional scoring)", "mean score (scoring: long_runs)"."""
    if name == "app":
        return t("lab_chart_score_app", lang)
    if name in ("traditional", "cards-left"):
        scoring = t(f"rs_scoring_{name.replace('-', '_')}", lang)
    else:
        scoring = t("rs_scoring_custom", lang, name=name)
    return t("lab_chart_score_of", lang, name=scoring)


def _panel(field: str, low: str, high: str, title: str, axis: dict, order: tuple, lang: str, domain=None,
           scoring: str | None = None) -> dict:
    y = {"field": field, "type": "quantitative", "title": title, "axis": axis}
    if domain is not None:
        y["scale"] = {"domain": domain}
    rules, players = order
    x = {"field": "rule_name", "type": "nominal", "title": t("lab_chart_rule_set", lang), "sort": rules,
         "axis": {"labelAngle": -20}}
    offset = {"field": "player_name", "sort": players}
    # The tooltip's numbers are text written in Python: d3's formats put the percent sign after the number.
    tooltip = [
        {"field": "rule_name", "type": "nominal", "title": t("lab_chart_rule_set", lang)},
        {"field": "player_name", "type": "nominal", "title": t("lab_chart_player", lang)},
        {"field": "games", "type": "quantitative", "title": t("lab_chart_games", lang)},
        {"field": f"{field}_text", "type": "nominal", "title": title},
        {"field": f"{low}_text", "type": "nominal", "title": t("lab_chart_low", lang)},
        {"field": f"{high}_text", "type": "nominal", "title": t("lab_chart_high", lang)},
    ]
    panel = {
        "width": {"step": 28},
        "height": 220,
        "layer": [
            {
                "mark": {"type": "bar"},
                "encoding": {
                    "x": x, "xOffset": offset, "y": y,
                    "color": {"field": "player_name", "type": "nominal", "sort": players,
                              "title": t("lab_chart_player", lang)},
                    "tooltip": tooltip,
                },
            },
            {
                "mark": {"type": "errorbar", "ticks": True},
                "encoding": {
                    "x": x, "xOffset": offset,
                    "y": {"field": low, "type": "quantitative", "title": title},
                    "y2": {"field": high},
                },
            },
        ],
    }
    if scoring is not None:  # one scoring's rule sets only: scores on other scales get their own panel
        panel["transform"] = [{"filter": {"field": "scoring", "equal": scoring}}]
    return panel


def _labelled(record: dict, lang: str, rules: dict | None) -> dict:
    out = dict(record)
    out["rule_name"] = rule_set_name(record["rules"], lang, rules)
    out["player_name"] = player_label(record["player"], lang)
    out["scoring"] = _scoring_name(record["rules"], rules)
    for field in ("win_rate", "win_low", "win_high"):
        out[f"{field}_text"] = percent(100 * record[field], lang)
    for field in ("mean_score", "score_low", "score_high"):
        out[f"{field}_text"] = decimal(record[field], lang, 0)
    return out


def results_chart(records: list[dict], lang: str = DEFAULT_LANG, rules: dict | None = None) -> dict:
    """Win rate (Wilson 95 % error bars) and mean score (95 % error bars) per rule set, one bar per player.

    Scores of different scorings are on different scales (the app's starts at
    500, the traditional one at 0): each scoring gets its own mean-score panel,
    with its own axis, never one axis for both.
    ``rules`` maps a rule set's text to its Rules (for names a text alone cannot give, e.g. your own scoring).
    """
    check_lang(lang)
    values = [_labelled(r, lang, rules) for r in records]
    # Bars in the order of the comparison, not alphabetical.
    order = (list(dict.fromkeys(r["rule_name"] for r in values)), list(dict.fromkeys(r["player_name"] for r in values)))
    scorings = list(dict.fromkeys(r["scoring"] for r in values))
    score_panels = [
        _panel("mean_score", "score_low", "score_high", t("lab_chart_mean_score", lang), {"format": ".0f"}, order, lang)
    ] if len(scorings) < 2 else [
        _panel("mean_score", "score_low", "score_high",
               _score_title(name, lang), {"format": ".0f"},
               (list(dict.fromkeys(r["rule_name"] for r in values if r["scoring"] == name)), order[1]),
               lang, scoring=name)
        for name in scorings
    ]
    return {
        "$schema": SCHEMA,
        "description": t("lab_chart_description", lang),
        "data": {"values": values},
        "hconcat": [
            _panel("win_rate", "win_low", "win_high", t("lab_chart_win_rate", lang), _percent_axis(lang), order, lang,
                   [0, 1]),
            *score_panels,
        ],
        "resolve": {"scale": {"color": "shared", "y": "independent"}},
    }
