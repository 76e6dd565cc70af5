"""A progress bar with the time left: HTML in a notebook (no ipywidgets needed), text on a terminal, lines in a log.

Why not tqdm: its text is English only ("it/s", its units), while this bar speaks
the student's language; its notebook bar (``tqdm.auto``) needs ipywidgets,
whose updates do not show from inside the lab panel's Output; and it would be
one more wheel for the offline site to ship. This bar is plain HTML or text.
"""

from __future__ import annotations

import html
import sys
import time

from ..engine.i18n import DEFAULT_LANG, check_lang, decimal, t


def _duration(seconds: float, lang: str = DEFAULT_LANG) -> str:
    """A duration as the language writes it: "5 min 03 s", "5 dk 03 sn"."""
    seconds = int(round(seconds))
    if seconds < 60:
        return t("lab_seconds", lang, s=seconds)
    if seconds < 3600:
        return t("lab_minutes", lang, m=seconds // 60, s=seconds % 60)
    return t("lab_hours", lang, h=seconds // 3600, m=seconds % 3600 // 60)


class ProgressBar:
    """An HTML bar in a notebook (no ipywidgets needed), a text bar on a terminal, lines in a log."""

    WIDTH = 30

    def __init__(self, total: int, lang: str = DEFAULT_LANG) -> None:
        self.lang = check_lang(lang)
        self.total = max(total, 1)
        self.done = 0
        self.began = time.perf_counter()
        self.shown = 0.0
        self.handle = None
        ipython = sys.modules.get("IPython")
        shell = ipython.get_ipython() if ipython else None
        if shell is not None and type(shell).__name__ != "TerminalInteractiveShell":
            from IPython.display import HTML, display

            self._html = HTML
            self.handle = display(HTML(self._render_html()), display_id=True)
        elif sys.stderr.isatty():
            self._write(self._render_text())
        self.tenths = 0

    def advance(self, deals: int) -> None:
        self.done += deals
        now = time.perf_counter()
        if now - self.shown < 0.2 and self.done < self.total:
            return  # at most five redraws a second
        self.shown = now
        if self.handle is not None:
            self.handle.update(self._html(self._render_html()))
        elif sys.stderr.isatty():
            self._write(self._render_text())
        elif 10 * self.done // self.total > self.tenths:  # a log file: one line per tenth
            self.tenths = 10 * self.done // self.total
            self._write(self._status() + "\n")

    def close(self) -> None:
        self.shown = 0.0
        if self.handle is not None:
            self.handle.update(self._html(self._render_html()))
        elif sys.stderr.isatty():
            self._write(self._render_text() + "\n")

    def _status(self) -> str:
        elapsed = time.perf_counter() - self.began
        rate = self.done / elapsed if elapsed > 0 else 0.0
        left, lang = "", self.lang
        if 0 < self.done < self.total and rate > 0:
            left = t("lab_bar_left", lang, left=_duration((self.total - self.done) / rate, lang))
        return t("lab_bar_status", lang, done=self.done, total=self.total, elapsed=_duration(elapsed, lang),
                 rate=decimal(rate, lang)) + left

    def _render_text(self) -> str:
        filled = self.WIDTH * self.done // self.total
        return f"\r[{'#' * filled}{'.' * (self.WIDTH - filled)}] {self._status()}"

    def _render_html(self) -> str:
        return (
            f'<progress value="{self.done}" max="{self.total}" style="width:20em"></progress> '
            f"<span>{html.escape(self._status())}</span>"
        )

    @staticmethod
    def _write(text: str) -> None:
        sys.stderr.write(text)
        sys.stderr.flush()


class ProgressCallback:
    """Progress reported to a function ``report(done, total)`` after every chunk of games (``total`` None
    when the deals are not counted): e.g. a widget of one's own, which the HTML bar cannot reach from inside
    an ipywidgets Output (its display updates are not captured there)."""

    def __init__(self, report, total: int | None) -> None:
        self.report, self.total, self.done = report, total, 0
        report(0, total)

    def advance(self, deals: int) -> None:
        self.done += deals
        self.report(self.done, self.total)

    def close(self) -> None:
        self.report(self.done, self.total)
