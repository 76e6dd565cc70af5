"""The review's chart as one SVG: par and the chance of winning by move number, the turning point marked.

The board's own SVG rather than Vega-Lite: the live board and the exported
picture (nbconvert, handouts) show the same markup, drawn in Python with no
script, and the widget's bundle stays small (docs/site.md has the figures).
Every text is in the board's language; numbers are written as the language
writes them. Each move has a hit area ``data-move="n"`` (1-based; the number
after the last move is the end) that the board turns into a jump.
"""

from __future__ import annotations

from html import escape
from typing import Any, Sequence

from ..engine.i18n import check_lang, percent, t

#: Colours of the verdicts, on the chart's points and in the legend.
VERDICT_COLOURS = {"best": "#2e7d32", "inaccuracy": "#d4a000", "costly": "#e66a00", "blunder": "#c62828"}
VERDICTS = tuple(VERDICT_COLOURS)
CHANCE_COLOUR = "#1565c0"
TURNING_COLOUR = "#c62828"

WIDTH, HEIGHT = 720, 326
LEFT, RIGHT = 58, 16
PAR_TOP, PAR_BOTTOM = 54, 144
CHANCE_TOP, CHANCE_BOTTOM = 188, 270
AXIS_Y = 290


def _n(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def chart_points(moves: Sequence[Any], final_par: int) -> list[dict[str, Any]]:
    """One point per move (par and chance before it), then the end (par after the last move).

    >>> from types import SimpleNamespace as S
    >>> m = S(number=1, par_before=760, verdict="best", chance_before=S(rate=0.5, low=0.4, high=0.6))
    >>> [(p["move"], p["par"], p["chance"]) for p in chart_points([m], 759)]
    [(1, 760, 0.5), (2, 759, None)]
    """
    points = []
    for move in moves:
        chance = move.chance_before
        points.append({"move": move.number, "par": move.par_before, "verdict": move.verdict,
                       "chance": chance.rate, "low": chance.low, "high": chance.high})
    points.append({"move": len(moves) + 1, "par": final_par, "verdict": None, "chance": None, "low": None, "high": None})
    return points


def _par_scale(points: list[dict[str, Any]]) -> tuple[int, int]:
    values = [p["par"] for p in points]
    low, high = min(values), max(values)
    if high - low < 10:  # a flat line still gets room to show a point or two lost
        low, high = low - 5, high + 5
    return low, high


def chart_svg(points: list[dict[str, Any]], turning_point: int | None, lang: str) -> str:
    """The chart for ``points`` (``chart_points``), the turning point (a move number or None) marked."""
    check_lang(lang)
    count = len(points)
    span = WIDTH - LEFT - RIGHT
    step = span / max(count - 1, 1)

    def x(move: int) -> float:
        return LEFT + (move - 1) * step

    low, high = _par_scale(points)

    def y_par(value: float) -> float:
        return PAR_BOTTOM - (value - low) / (high - low) * (PAR_BOTTOM - PAR_TOP)

    def y_chance(rate: float) -> float:
        return CHANCE_BOTTOM - rate * (CHANCE_BOTTOM - CHANCE_TOP)

    title = t("ui_review_chart", lang)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="tp-review-chart" viewBox="0 0 {WIDTH} {HEIGHT}" '
        f'width="100%" style="max-width:{WIDTH}px" role="group" aria-label="{escape(title)}" '
        'font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="12">',
        f"<title>{escape(title)}</title>",
        f'<rect x="0" y="0" width="{WIDTH}" height="{HEIGHT}" rx="8" fill="#fbfbf8" stroke="#d0d0c8"/>',
    ]
    # Panel titles and axes.
    for top, bottom, label in ((PAR_TOP, PAR_BOTTOM, "ui_review_par"), (CHANCE_TOP, CHANCE_BOTTOM, "ui_review_chance")):
        out.append(f'<text x="{LEFT}" y="{top - 24}" font-size="13" font-weight="700" fill="#222">'
                   f"{escape(t(label, lang))}</text>")
        out.append(f'<line x1="{LEFT}" y1="{bottom}" x2="{WIDTH - RIGHT}" y2="{bottom}" stroke="#999"/>')
        out.append(f'<line x1="{LEFT}" y1="{top}" x2="{LEFT}" y2="{bottom}" stroke="#999"/>')
    for value in (low, high):
        out.append(f'<text x="{LEFT - 6}" y="{_n(y_par(value) + 4)}" text-anchor="end" fill="#444">{value}</text>')
    for rate in (0.0, 0.5, 1.0):
        y = y_chance(rate)
        out.append(f'<line x1="{LEFT}" y1="{_n(y)}" x2="{WIDTH - RIGHT}" y2="{_n(y)}" stroke="#e4e4dc"/>')
        out.append(f'<text x="{LEFT - 6}" y="{_n(y + 4)}" text-anchor="end" fill="#444">'
                   f"{escape(percent(100 * rate, lang, 0))}</text>")
    # The move numbers: every fifth, the first, and the end.
    ticks = sorted({1, *range(5, count - 2, 5)})  # none so close to the end that it runs into its word
    for move in ticks:
        out.append(f'<text x="{_n(x(move))}" y="{AXIS_Y}" text-anchor="middle" fill="#444">{move}</text>')
    out.append(f'<text x="{_n(x(count))}" y="{AXIS_Y}" text-anchor="middle" fill="#444">'
               f"{escape(t('ui_review_end', lang))}</text>")
    out.append(f'<text x="{LEFT + span / 2:.0f}" y="{AXIS_Y + 18}" text-anchor="middle" fill="#222">'
               f"{escape(t('ui_review_move', lang))}</text>")
    # The turning point, behind the lines.
    if turning_point is not None and 1 <= turning_point <= count:
        tx = _n(x(turning_point))
        out.append(f'<line class="tp-rv-turning" x1="{tx}" y1="{PAR_TOP - 20}" x2="{tx}" y2="{CHANCE_BOTTOM}" '
                   f'stroke="{TURNING_COLOUR}" stroke-width="2" stroke-dasharray="5 3"/>')
        anchor = "end" if turning_point > count * 0.7 else "start"
        shift = -5 if anchor == "end" else 5
        # Under the par panel's title, beside the dashed line: a long title (nb) never runs into it.
        out.append(f'<text x="{_n(x(turning_point) + shift)}" y="{PAR_TOP - 8}" text-anchor="{anchor}" '
                   f'font-weight="700" fill="{TURNING_COLOUR}">{escape(t("ui_review_turning", lang))} '
                   f"({turning_point})</text>")
    # The chance's 95 % interval as a band, then its line; par's line.
    chance = [p for p in points if p["chance"] is not None]
    if chance:
        upper = " ".join(f"{_n(x(p['move']))},{_n(y_chance(p['high']))}" for p in chance)
        lower = " ".join(f"{_n(x(p['move']))},{_n(y_chance(p['low']))}" for p in reversed(chance))
        out.append(f'<polygon points="{upper} {lower}" fill="{CHANCE_COLOUR}" fill-opacity=".15"/>')
        line = " ".join(f"{_n(x(p['move']))},{_n(y_chance(p['chance']))}" for p in chance)
        out.append(f'<polyline points="{line}" fill="none" stroke="{CHANCE_COLOUR}" stroke-width="2"/>')
    line = " ".join(f"{_n(x(p['move']))},{_n(y_par(p['par']))}" for p in points)
    out.append(f'<polyline points="{line}" fill="none" stroke="#555" stroke-width="1.5"/>')
    radius = 4 if count <= 40 else 3
    for p in points:
        colour = VERDICT_COLOURS.get(p["verdict"], "#555")
        out.append(f'<circle cx="{_n(x(p["move"]))}" cy="{_n(y_par(p["par"]))}" r="{radius}" fill="{colour}" '
                   f'data-verdict="{escape(p["verdict"] or "end")}"/>')
        if p["chance"] is not None:
            out.append(f'<circle cx="{_n(x(p["move"]))}" cy="{_n(y_chance(p["chance"]))}" r="{radius - 1}" '
                       f'fill="{CHANCE_COLOUR}"/>')
    # The legend: the verdicts' colours, in the board's language.
    lx = LEFT
    for verdict in VERDICTS:
        word = t(f"coach_verdict_{verdict}", lang)
        out.append(f'<circle cx="{lx + 5}" cy="{HEIGHT - 10}" r="5" fill="{VERDICT_COLOURS[verdict]}"/>'
                   f'<text x="{lx + 14}" y="{HEIGHT - 6}" fill="#333">{escape(word)}</text>')
        lx += 24 + 7 * len(word)
    # One hit area per move, over everything: a click anywhere in its column jumps to it.
    for p in points:
        left = x(p["move"]) - step / 2
        if p["verdict"] is None:
            tip = t("ui_review_end", lang)
        else:
            tip = t("ui_review_point", lang, move=p["move"], verdict=t(f"coach_verdict_{p['verdict']}", lang),
                    par=p["par"], chance=percent(100 * p["chance"], lang, 0))
        out.append(f'<rect class="tp-rv-hit" data-move="{p["move"]}" x="{_n(max(left, LEFT - 8))}" '
                   f'y="{PAR_TOP - 8}" width="{_n(step)}" height="{CHANCE_BOTTOM - PAR_TOP + 16}" '
                   f'fill="transparent"><title>{escape(tip)}</title></rect>')
    out.append("</svg>")
    return "".join(out)
