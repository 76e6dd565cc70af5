"""The layouts a class hands in (the layout designer's lines), measured and ranked for ``class_report``.

Each layout is measured by the lab's ``layout_report`` over the same deals (the
solver's win rate with its Wilson 95 % interval; par is left out here: it is
the slow part, and the ranking does not need it). They are ranked by win rate,
the highest first, or, given a target share (``target=0.5``: "design a layout
that half of all deals can win"), by how close each rate comes to it.
"""

from __future__ import annotations

import html
from dataclasses import dataclass

from ..engine.errors import InvalidArgumentError, check_type, short
from ..engine.i18n import check_lang, percent, t
from ..engine.rules import Rules
from ..engine.shapes import LAYOUTS
from ..lab.layout_report import LayoutReport, layout_report


@dataclass(frozen=True)
class DesignRow:
    """One student's layout: the line it was handed in on, the name, the rule set, and its report."""

    line: int
    name: str
    rules: Rules
    report: LayoutReport
    target: float | None = None

    @property
    def gap(self) -> float | None:
        """How far the win rate is from the target (None: no target)."""
        return None if self.target is None else abs(self.report.win_rate - self.target)

    def cells(self, lang: str) -> list[str]:
        """Name, layout, won/deals with the rate and its interval, and the distance to the target (if set)."""
        layout = self.rules.layout
        label = t(f"layout_{layout.name}", lang) if layout.name in LAYOUTS else t("layout_custom", lang,
                                                                                   name=layout.name)
        low, high = self.report.win_interval
        rate = (f"{self.report.won}/{self.report.games} {percent(100 * self.report.win_rate, lang)} "
                + t("lab_interval", lang, low=percent(100 * low, lang), high=percent(100 * high, lang)))
        cells = [self.name, f"{label}, {self.rules.name(lang).split(', ', 1)[-1]}", rate]
        if self.gap is not None:
            cells.append(percent(100 * self.gap, lang))
        return cells


def check_target(target: object) -> float | None:
    """A target share of deals won: a number from 0 to 1, or None."""
    if target is None:
        return None
    check_type(target, (int, float), "target", "a share of deals won from 0 to 1, such as 0.5")
    if isinstance(target, bool) or not 0 <= target <= 1:
        raise InvalidArgumentError(f"target must be a share of deals won from 0 to 1, such as 0.5, not {short(target)}")
    return float(target)


def rank_designs(items: list, deals: int, target: float | None, lang: str, executor=None) -> tuple[DesignRow, ...]:
    """Measure each (line, LayoutLine) over deals 0 to ``deals`` - 1 and rank them (see the module)."""
    rows = []
    for line, item in items:
        report = layout_report(item.rules.layout, item.rules, deals, executor, progress=False, par=False, lang=lang)
        rows.append(DesignRow(line, item.name, item.rules, report, target))
    if target is None:
        rows.sort(key=lambda row: (-row.report.win_rate, row.line))
    else:
        rows.sort(key=lambda row: (row.gap, row.line))
    return tuple(rows)


def _title(rows: tuple[DesignRow, ...], lang: str) -> str:
    target = rows[0].target
    if target is None:
        return t("report_layouts_title", lang)
    return t("report_layouts_target", lang, target=percent(100 * target, lang, 0))


def _header(rows: tuple[DesignRow, ...], lang: str) -> list[str]:
    header = [t("report_col_name", lang), t("report_layouts_col_layout", lang), t("lab_col_win_rate", lang)]
    return header + ([t("report_layouts_col_gap", lang)] if rows[0].target is not None else [])


def designs_text(rows: tuple[DesignRow, ...], lang: str) -> str:
    """The ranked layouts as a text table in ``lang``, under its title."""
    check_lang(lang)
    table = [_header(rows, lang)] + [row.cells(lang) for row in rows]
    widths = [max(len(line[i]) for line in table) for i in range(len(table[0]))]
    body = "\n".join("  ".join(c.ljust(w) for c, w in zip(line, widths)).rstrip() for line in table)
    return f"{_title(rows, lang)}\n{body}"


def designs_html(rows: tuple[DesignRow, ...], lang: str) -> str:
    """The ranked layouts as an HTML table in ``lang``, under its title."""
    e = html.escape
    head = "".join(f"<th>{e(c)}</th>" for c in _header(rows, lang))
    body = "".join("<tr>" + "".join(f"<td>{e(c)}</td>" for c in row.cells(lang)) + "</tr>" for row in rows)
    return (f"<h5>{e(_title(rows, lang))}</h5>"
            f'<table class="tp-class-report-layouts"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>')
