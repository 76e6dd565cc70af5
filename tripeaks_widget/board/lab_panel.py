"""The lab panel for notebook 5: controls for rule sets and players, a Measure button, the chart.

Uses ipywidgets (not the anywidget board).  ``LabPanel(lang="nb")``; after a
measurement ``panel.results`` holds the ``Results``, and the panel shows them as
a chart and as a table in the panel's language.
"""

from __future__ import annotations

import html

import ipywidgets as widgets
from IPython.display import display

from ..engine.i18n import DEFAULT_LANG, t
from ..engine.rules import MAX_REDEALS, Rules
from ..engine.shapes import LAYOUTS
from ..lab.experiment import compare
from ..lab.players import PLAYERS


def _fit() -> widgets.Layout:
    """A button's layout that sizes it to its text in every language."""
    return widgets.Layout(width="auto", min_width="max-content")


class LabPanel(widgets.VBox):
    """Pick rule sets (a layout of the one-pile family, the rules, a scoring) and players, press Measure: win
    rates and mean scores with 95 % error bars."""

    def __init__(self, lang: str = DEFAULT_LANG, deals: int = 200, executor=None, **kwargs) -> None:
        self.lang = lang
        self.executor = executor
        self.results = None
        self.rule_sets: list[Rules] = []
        wide = {"description_width": "initial"}
        # TriPeaks first, then the rest of the one-pile family; choosing one brings its own scoring (not
        # ``layout``: a widget's own trait).
        self.layout_choice = widgets.Dropdown(options=[(t(f"layout_{name}", lang), name) for name in LAYOUTS],
                                       value="tripeaks", description=t("lab_layout", lang), style=wide)
        self.link = widgets.Dropdown(
            options=[(t("rs_easy", lang), True), (t("rs_classic", lang), False)], value=True,
            description=t("lab_rule", lang), style={"description_width": "initial"})
        self.flags = {
            field: widgets.Checkbox(value=False, description=t(f"rs_{field}", lang), indent=False)
            for field in ("draw_when_stuck", "open_peaks", "empty_waste")
        }
        # Labels as wide as their words ("Desteyi yeniden çevirme", "Dağıtım sayısı" were cut at ipywidgets' fixed width).
        self.jokers = widgets.Dropdown(options=[0, 1, 2], value=0, description=t("lab_jokers", lang), style=wide)
        self.redeals = widgets.Dropdown(options=list(range(MAX_REDEALS + 1)), value=0,
                                        description=t("lab_redeals", lang), style=wide)
        self.scoring = widgets.Dropdown(
            options=[(t("lab_scoring_app", lang), "app"), (t("rs_scoring_traditional", lang), "traditional"),
                     (t("rs_scoring_cards_left", lang), "cards-left")],
            value="app", description=t("lab_scoring", lang), style=wide)
        self.layout_choice.observe(lambda change: setattr(self.scoring, "value", Rules(layout=change["new"]).scoring),
                            names="value")
        self.players = {
            name: widgets.Checkbox(value=name in ("greedy", "perfect"), description=t(f"lab_player_{name}", lang),
                                   indent=False, layout=widgets.Layout(width="auto", margin="0 1em 0 0"))
            for name in PLAYERS
        }
        self.deals = widgets.BoundedIntText(value=deals, min=1, max=100_000, description=t("lab_deals", lang),
                                            style=wide)
        # A button is as wide as its text: at ipywidgets' fixed width "Legg til dette regelsettet" was cut off.
        self.add_button = widgets.Button(description=t("lab_add", lang), layout=_fit())
        self.clear_button = widgets.Button(description=t("lab_clear", lang), layout=_fit())
        self.measure_button = widgets.Button(description=t("lab_measure", lang), button_style="primary",
                                             layout=_fit())
        self.listing = widgets.HTML()
        # The panel's own bar: widget values reach the page as comm messages at once, also in Pyodide,
        # while the HTML bar compare draws cannot be updated from inside the Output below.
        self.progress = widgets.IntProgress(value=0, min=0, max=1)
        self.progress_text = widgets.Label()
        self.output = widgets.Output()
        self.add_button.on_click(lambda _: self.add())
        self.clear_button.on_click(lambda _: self.clear())
        self.measure_button.on_click(lambda _: self.measure())
        # The listing names what Measure will compare: with no rule set added,
        # that is the one the controls show, so it follows them.
        for control in (self.layout_choice, self.link, self.jokers, self.redeals, self.scoring, *self.flags.values()):
            control.observe(lambda _: self._show_list(), names="value")
        super().__init__([
            widgets.HBox([self.layout_choice, self.link, self.jokers, self.redeals, self.scoring],
                         layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HBox(list(self.flags.values())),
            # The label keeps its width: squeezed by the boxes it was cut to "Playe".
            # Six players with their descriptions: the row wraps instead of squeezing them.
            widgets.HBox([widgets.Label(t("lab_players", lang), layout=widgets.Layout(flex="0 0 auto")),
                          *self.players.values()], layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HBox([self.deals, self.add_button, self.clear_button, self.measure_button]),
            self.listing,
            widgets.HBox([self.progress, self.progress_text]),
            self.output,
        ], **kwargs)
        self._show_list()

    def current(self) -> Rules:
        """The rule set the controls describe."""
        return Rules(
            layout=self.layout_choice.value,
            king_ace=self.link.value,
            jokers=self.jokers.value,
            redeals=self.redeals.value,
            scoring=self.scoring.value,
            **{field: box.value for field, box in self.flags.items()},
        )

    def add(self) -> None:
        rules = self.current()
        if rules not in self.rule_sets:
            self.rule_sets.append(rules)
        self._show_list()

    def clear(self) -> None:
        self.rule_sets = []
        self._show_list()

    def _show_list(self) -> None:
        # An HTML widget: a rule set's name carries a scoring function's __name__, which a user chose.
        names = "; ".join(r.name(self.lang) for r in self.rule_sets) or self.current().name(self.lang)
        self.listing.value = html.escape(t("lab_compared", self.lang, names=names))

    def measure(self):
        """Compare the listed rule sets (or the one the controls show) with the chosen players."""
        players = [name for name, box in self.players.items() if box.value]
        self.output.clear_output()
        with self.output:
            if not players:
                print(t("lab_no_player", self.lang))
                return None
            rule_sets = self.rule_sets or [self.current()]
            self.results = compare(rule_sets, players, deals=self.deals.value, executor=self.executor,
                                   progress=self._progress, lang=self.lang)
            # The chart drawn as SVG (its labels are text the reader can
            # select and print), then the numbers in the panel's language.
            display({"application/vnd.vegalite.v5+json": self.results.chart(self.lang), "text/plain": str(self.results)},
                    metadata={"application/vnd.vegalite.v5+json": {"embed_options": {"renderer": "svg"}}},
                    raw=True)
            display({"text/html": self.table_html(), "text/plain": str(self.results)}, raw=True)
        return self.results

    def _progress(self, done: int, total: int | None) -> None:
        self.progress.max = max(total or done, 1)
        self.progress.value = done
        self.progress_text.value = t("lab_progress", self.lang, done=done, total=total if total is not None else "?")

    def table_html(self) -> str:
        """The last results as an HTML table: rule set and player names in the panel's language."""
        rows = ["<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>"
                for cells in self.results.cells(self.lang)]  # the same cells as print(results)
        header = "".join(f"<th>{html.escape(t(key, self.lang))}</th>" for key in self.results.HEADER)
        return f'<table class="tp-lab-table"><thead><tr>{header}</tr></thead><tbody>{"".join(rows)}</tbody></table>'

