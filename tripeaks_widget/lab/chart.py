"""The lab's charts as Vega-Lite (v5) specifications: JupyterLab and the site draw them with no extra package."""

from __future__ import annotations

SCHEMA = "https://vega.github.io/schema/vega-lite/v5.json"


def _panel(field: str, low: str, high: str, title: str, fmt: str, order: tuple, domain=None) -> dict:
    y = {"field": field, "type": "quantitative", "title": title, "axis": {"format": fmt}}
    if domain is not None:
        y["scale"] = {"domain": domain}
    rules, players = order
    x = {"field": "rules", "type": "nominal", "title": "rule set", "sort": rules, "axis": {"labelAngle": -20}}
    offset = {"field": "player", "sort": players}
    tooltip = [
        {"field": "rules", "type": "nominal"},
        {"field": "player", "type": "nominal"},
        {"field": "games", "type": "quantitative"},
        {"field": field, "type": "quantitative", "format": fmt, "title": title},
        {"field": low, "type": "quantitative", "format": fmt, "title": "95 % low"},
        {"field": high, "type": "quantitative", "format": fmt, "title": "95 % high"},
    ]
    return {
        "width": {"step": 28},
        "height": 220,
        "layer": [
            {
                "mark": {"type": "bar"},
                "encoding": {
                    "x": x, "xOffset": offset, "y": y,
                    "color": {"field": "player", "type": "nominal", "sort": players, "title": "player"},
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


def results_chart(records: list[dict]) -> dict:
    """Win rate (Wilson 95 % error bars) and mean score (95 % error bars) per rule set, one bar per player."""
    # Bars in the order of the comparison, not alphabetical.
    order = (list(dict.fromkeys(r["rules"] for r in records)), list(dict.fromkeys(r["player"] for r in records)))
    return {
        "$schema": SCHEMA,
        "description": "Win rate and mean score per rule set and player, with 95 % intervals",
        "data": {"values": records},
        "hconcat": [
            _panel("win_rate", "win_low", "win_high", "win rate", ".0%", order, [0, 1]),
            _panel("mean_score", "score_low", "score_high", "mean score", ".0f", order),
        ],
        "resolve": {"scale": {"color": "shared"}},
    }
