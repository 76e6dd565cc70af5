"""The layout designer: a box where a student types a layout's text form, sees it drawn, measures it and plays it.

``LayoutDesigner(lang="tr")`` shows a text field with the layout's text (an
example to start from), the layout drawn at once (the engine's static picture
of a deal of it), and under it the report of ``lab.layout_report``: the share
of deals the exact solver wins with its 95 % interval, mean par and the share
the simple player wins. Measure runs it with a progress bar and a Stop, the
figures sharpening as deals are solved; "Play it" deals the layout on a board;
a name field gives the line to hand in (``coach.records``: ``name: layout
<rules> "<text>"``), which ``class_report`` ranks.

The browser has no rules: it sends the typed text and the buttons as intents
(``parse_designer_intent``); a malformed one changes nothing. A text that is not
a playable layout is refused with the engine's reason in the box's language
(``LayoutError.message``), and the last playable layout stays.

Measuring runs in the background where an event loop runs (a notebook kernel;
in CPython the deals are solved in a worker thread, in Pyodide between turns of
the page's loop), so Stop gets through; without a loop ``measure()`` runs to the
end and returns the report.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sys
from typing import Any

import anywidget
import traitlets

from ..engine.codes import Rule
from ..engine.errors import InvalidArgumentError, LayoutError, WrongTypeError, check_count
from ..engine.i18n import DEFAULT_LANG, check_lang, t
from ..engine.layouts import Layout
from ..engine.rules import Rules
from ..engine.shapes import LAYOUTS
from ..engine.svg import board_html
from ..lab.layout_report import LayoutReport, layout_estimates, layout_rules
from ..lab.players import deal
from .answer_box import MAX_KEY, MAX_NAME, STATIC
from .keep import notebook_name

log = logging.getLogger(__name__)

#: The text the designer starts with: a small tower of two peaks.
EXAMPLE = "layout tower\ndown 3a 9b\nup 2..4a 8..10b\nstock 20\npile 1"
#: Longest text read from the browser (Layout.from_text's own bound).
MAX_TEXT = 20_000
#: Deals measured a step: each step's estimate goes to the page (one: the first estimate comes soonest).
STEP = 1


def parse_designer_intent(content: object) -> tuple | None:
    """A designer's message from the browser as an intent tuple; None when it is malformed.

    >>> parse_designer_intent({"type": "text", "text": "layout x\\nup 0"})
    ('text', 'layout x\\nup 0')
    >>> parse_designer_intent({"type": "rule", "rule": "classic"}), parse_designer_intent({"type": "measure"})
    (('rule', 'classic'), ('measure',))
    >>> parse_designer_intent({"type": "text", "text": 7}), parse_designer_intent({"type": "stop", "x": 1})
    (None, None)
    """
    if not isinstance(content, dict):
        return None
    kind = content.get("type")
    if kind in ("measure", "stop", "play") and set(content) == {"type"}:
        return (kind,)
    if kind == "text" and set(content) == {"type", "text"}:
        text = content["text"]
        return ("text", text) if isinstance(text, str) and len(text) <= MAX_TEXT else None
    if kind == "rule" and set(content) == {"type", "rule"}:
        return ("rule", content["rule"]) if content["rule"] in ("easy", "classic") else None
    if kind == "name" and set(content) == {"type", "name"}:
        name = content["name"]
        return ("name", name) if isinstance(name, str) and len(name) <= 4 * MAX_NAME else None
    return None


def layout_line(name: str, rules: Rules) -> str:
    """The line a student hands in for a layout: ``name: layout <rules> "<the layout's text>"``."""
    return f"{name}: layout {rules.text} {json.dumps(rules.layout.text, ensure_ascii=False)}"


def refusal(error: Exception, lang: str) -> str:
    """Why a layout's text is refused, in ``lang``: the engine's reason where it has a catalogue key."""
    reason = error.message(lang) if isinstance(error, LayoutError) else str(error)
    return t("dz_refused", lang, problem=reason)


def _loop() -> asyncio.AbstractEventLoop | None:
    if sys.platform == "emscripten":  # Pyodide: the page's loop, running between messages
        return asyncio.get_event_loop()
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class LayoutDesigner(anywidget.AnyWidget):
    """Type a layout, see it drawn, measure it, play it, hand it in.

    ``designer.text = "..."`` (or typing) reads a layout; ``designer.layout`` and
    ``designer.rules`` are the last playable one; ``designer.error`` why the text is
    refused (None when it reads). ``measure()``, ``stop()``, ``play()``;
    ``designer.report`` is the last ``LayoutReport``, ``designer.line`` the line to hand in.
    """

    _esm = STATIC / "designer.js"
    _css = STATIC / "designer.css"

    #: What the browser draws. Only Python writes it.
    view = traitlets.Dict().tag(sync=True)
    #: The layout's static picture (HTML with SVG, no script), apart from the view: sent only when the layout
    #: changes, not with every estimate. Only Python writes it.
    picture = traitlets.Unicode("").tag(sync=True)

    def __init__(self, text: str = EXAMPLE, *, rule: str = "easy", lang: str = DEFAULT_LANG, deals: int = 200,
                 key: str = "designer", executor=None, **kwargs: Any) -> None:
        self._lang = check_lang(lang)
        self._deals = check_count(deals, "deals", minimum=1, maximum=100_000)
        if not isinstance(key, str) or not key.strip() or len(key) > MAX_KEY:
            raise InvalidArgumentError(f"key must be 1 to {MAX_KEY} characters, not {key!r}")
        self._key = key
        self._executor = executor
        self._rule = "classic" if Rule.coerce(rule) is Rule.CLASSIC else "easy"
        self._text = ""
        self._rules: Rules | None = None
        self._error: str | None = None
        self._report: LayoutReport | None = None
        self._running = False
        self._stopping = False
        self._task = None
        self._run_id = 0  #: the measurement whose estimates are shown
        self._thread = None  #: CPython's worker thread (a ThreadPoolExecutor), made on the first Measure
        self._name = ""
        self.board = None  #: the board "Play it" dealt the layout on (a TriPeaksWidget)
        self._board_box = None
        self._drawn: tuple = (None, "")
        super().__init__(**kwargs)
        self.text = text  # checked: a refused first text is shown refused, as a typed one
        self.on_msg(self._on_browser_message)

    # -- the layout ------------------------------------------------------------

    @property
    def text(self) -> str:
        return self._text

    @text.setter
    def text(self, text: str) -> None:
        if not isinstance(text, str):
            raise WrongTypeError(f"a layout's text is a string, not {type(text).__name__}")
        self._text = text[:MAX_TEXT]
        try:
            rules = self._read(self._text)
        except (ValueError, TypeError) as error:
            self._error = refusal(error, self._lang)
        else:
            self._error = None
            if rules != self._rules:
                self._cancel()
                self._rules, self._report = rules, None
        self._publish()

    def _read(self, text: str) -> Rules:
        layout = Layout.from_text(text)
        builtin = LAYOUTS.get(layout.name)
        if builtin is not None and builtin != layout:
            raise InvalidArgumentError(t("dz_builtin_name", self._lang, name=layout.name))
        return layout_rules(layout, self._rule)

    @property
    def layout(self) -> Layout | None:
        return None if self._rules is None else self._rules.layout

    @property
    def rules(self) -> Rules | None:
        return self._rules

    @property
    def error(self) -> str | None:
        return self._error

    @property
    def report(self) -> LayoutReport | None:
        return self._report

    def set_rule(self, rule: str) -> None:
        """Easy or Classic: the King and Ace rule the layout is measured and played under."""
        self._rule = "classic" if Rule.coerce(rule) is Rule.CLASSIC else "easy"
        if self._rules is not None:
            self._cancel()
            self._rules, self._report = layout_rules(self._rules.layout, self._rule), None
        self._publish()

    # -- measuring -------------------------------------------------------------

    def measure(self):
        """Measure the layout: in the background where a loop runs (returns its task), else to the end (returns
        the report). InvalidArgumentError when the text is refused: nothing to measure."""
        if self._error is not None or self._rules is None:
            raise InvalidArgumentError(self._error or "no layout to measure")
        estimates = layout_estimates(self._rules.layout, self._rules, self._deals,
                                     self._executor or "inline", chunk=STEP, lang=self._lang)
        self._cancel()
        run = self._run_id
        self._running, self._report = True, None
        self._publish()
        loop = _loop()
        if loop is None:
            try:
                for self._report in estimates:
                    self._publish()
            finally:
                estimates.close()
                self._running = False
                self._publish()
            return self._report
        self._task = loop.create_task(self._run(estimates, loop, run))
        return self._task

    async def _run(self, estimates, loop, run: int) -> None:
        try:
            while not self._stopping:
                if sys.platform == "emscripten":
                    report = next(estimates, None)
                    await asyncio.sleep(0)  # the page's messages (Stop) get through
                else:
                    if self._thread is None:
                        # Imported here: Pyodide never needs it (concurrent.futures imports its thread module
                        # lazily, and the site's kernel would compile it from source at start).
                        from concurrent.futures import ThreadPoolExecutor

                        self._thread = ThreadPoolExecutor(1, thread_name_prefix="tripeaks-designer")
                    report = await loop.run_in_executor(self._thread, next, estimates, None)
                if report is None or run != self._run_id:  # done, or a new layout, rule or run since
                    break
                self._report = report
                self._publish()
        except Exception:  # noqa: BLE001 - shown as stopped, and logged
            log.exception("the layout designer's measurement failed")
        finally:
            estimates.close()
            if run == self._run_id:
                self._running = self._stopping = False
                self._task = None
                self._publish()

    def _cancel(self) -> None:
        """Forget any measurement under way: its next estimate is not shown (a new layout, rule or run)."""
        self._run_id += 1
        self._running = self._stopping = False
        self._task = None

    def stop(self) -> None:
        """Stop a measurement: the deals measured so far stay."""
        if self._running and self._task is not None:
            self._stopping = True
            self._publish()

    @property
    def running(self) -> bool:
        return self._running

    # -- playing and handing in ---------------------------------------------------

    def play(self):
        """Deal the layout on a board (a TriPeaksWidget, shown under the designer), a new deal each time."""
        from .widget import TriPeaksWidget

        if self._error is not None or self._rules is None:
            raise InvalidArgumentError(self._error or "no layout to play")
        self.board = TriPeaksWidget(rules=self._rules, lang=self._lang)
        if self._board_box is not None:
            self._board_box.children = (self.board,)
        return self.board

    @property
    def name(self) -> str:
        return self._name

    @name.setter
    def name(self, name: str) -> None:
        if not isinstance(name, str):
            raise WrongTypeError(f"a name is a text, not {type(name).__name__}")
        cleaned = " ".join(name.split())
        if "\n" in name or "\r" in name or ":" in cleaned or len(cleaned) > MAX_NAME:
            raise InvalidArgumentError(t("sheet_name_refused", "en", max=MAX_NAME) + f" Not {name!r}.")
        self._name = cleaned
        self._publish()

    @property
    def line(self) -> str:
        """The line to hand in (the name and the layout), or "" until a name is given and the text reads."""
        if not self._name or self._rules is None or self._error is not None:
            return ""
        return layout_line(self._name, self._rules)

    # -- the browser -----------------------------------------------------------

    def _on_browser_message(self, _widget: object, content: object, buffers: object) -> None:
        intent = parse_designer_intent(content)
        if intent is None:
            log.debug("ignored a malformed message from a layout designer: %.200r", content)
            return
        kind = intent[0]
        try:
            if kind == "text":
                self.text = intent[1]
            elif kind == "rule":
                self.set_rule(intent[1])
            elif kind == "measure" and self._error is None and not self._running:
                self.measure()
            elif kind == "stop":
                self.stop()
            elif kind == "play" and self._error is None:
                self.play()
            elif kind == "name":
                self.name = intent[1]
        except InvalidArgumentError as error:  # a refused name: the designer stays as it was
            log.debug("refused from a layout designer: %s", error)

    def set_state(self, sync_data: dict) -> None:
        # The view is Python's word: a browser never writes it back.
        super().set_state({k: v for k, v in sync_data.items() if k not in ("view", "picture")})

    def _picture(self) -> str:
        """The static picture of deal 0 of the layout, made once a layout (its ids differ at each making)."""
        if self._rules is None:
            return ""
        if self._drawn[0] != self._rules:
            self._drawn = (self._rules, board_html(deal(0, self._rules), self._lang))
        return self._drawn[1]

    def _publish(self) -> None:
        lang, rules, report = self._lang, self._rules, self._report
        layout = None if rules is None else rules.layout
        self.picture = self._picture()
        done = report.games if report else 0
        self.view = {
            "kind": "designer", "key": self._key, "page": notebook_name(), "lang": lang,
            "text": self._text, "label": t("dz_label", lang), "help": t("dz_help", lang),
            "error": self._error or "",
            "drawn": "" if layout is None else t("dz_drawn", lang, name=layout.name, cards=layout.size,
                                                 stock=layout.stock),
            "rule": self._rule, "rule_label": t("dz_rule", lang),
            "rules": [["easy", t("rs_easy", lang)], ["classic", t("rs_classic", lang)]],
            "measure": t("lab_measure", lang), "stop": t("dz_stop", lang), "play": t("dz_play", lang),
            "running": self._running, "stopping": self._stopping,
            "progress": {"done": done, "total": self._deals,
                         "text": t("dz_progress", lang, done=done, total=self._deals) if self._running or report else ""},
            "stopped": t("dz_stopped", lang, done=done) if report and not report.done and not self._running else "",
            "report": {"title": report.title(lang), "rows": report.cells(lang)} if report else None,
            "name_label": t("sheet_name", lang), "name": self._name, "hand_in": t("dz_hand_in", lang),
            "line_label": t("sheet_line", lang), "line": self.line, "no_line": t("sheet_name_first", lang),
            "copy": t("sheet_copy", lang), "copied": t("sheet_copied", lang), "max_name": MAX_NAME, "max": MAX_TEXT,
        }

    def _ipython_display_(self, **kwargs: Any) -> None:
        # The designer, then the place "Play it" puts its board in.
        import ipywidgets
        from IPython.display import display

        if self._board_box is None:
            self._board_box = ipywidgets.Box(() if self.board is None else (self.board,))
        bundle = self._repr_mimebundle_()
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        display(data, metadata=metadata, raw=True)
        display(self._board_box)

    def __repr__(self) -> str:
        return f"LayoutDesigner({self.layout.name if self.layout else None!r}, error={self._error is not None})"
