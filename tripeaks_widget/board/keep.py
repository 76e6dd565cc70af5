"""What a board leaves behind: its static picture in the notebook, and where its game can be found again.

A mixin of ``TriPeaksWidget`` (board/widget.py owns the traits and the snapshot).

- The picture: beside the live board the notebook holds a static SVG of the
  position, updated after every change (``_update_pictures``). The live
  board's CSS hides it; where the board cannot draw (an HTML export, or a
  notebook reloaded after its kernel is gone) the picture shows the last
  position, with one line saying how to continue.
- The seat: which notebook and cell made the board (``board_seat``). The
  browser keeps the game's record under that name (js/keep.js) and offers it
  back when the cell runs again; the engine replays it (``Game.from_record``)
  and refuses one that breaks the rules (``_resume``).
"""

from __future__ import annotations

import logging
import os
import weakref
from typing import Any

from ..engine.game import Game
from ..engine.rules import Rules
from ..engine.shapes import LAYOUTS
from ..engine.i18n import t
from ..engine.svg import board_html

log = logging.getLogger(__name__)

#: Hides the widget output just above a board's picture while it holds no live board (JupyterLab,
#: Notebook 7, JupyterLite): its "Loading widget..." would otherwise stay over the picture.
_HIDE_DEAD_WIDGET = (
    ".jp-OutputArea-child:has(+ .jp-OutputArea-child .tripeaks-static):not(:has(.tp-root))"
    "{display:none}"
)

#: The picture's two notes: in a live notebook (JupyterLab, Notebook 7, JupyterLite: Lumino's
#: ``.lm-Widget`` around every output) "run this cell again"; anywhere else (an nbconvert export, a
#: handout, nbviewer) what the picture shows and where to play it, as no cell can run there. The
#: export's note is the default (a sanitizer that drops this style then leaves it, which is true too).
_LIVE_OR_EXPORT = (
    ".lm-Widget .tripeaks-static-note{display:block!important}"
    ".lm-Widget .tripeaks-static-export{display:none!important}"
)
_NOTE_STYLE = ("margin:4px 0 0;font-size:14px;color:#1b1b1b;background:#fff7d6;"
               "border-left:4px solid #c9a13a;padding:4px 8px")

# Boards made during one cell's run, to tell apart two boards a cell makes.
_made_in: dict[str, Any] = {"run": None, "count": 0}


def _parent_message() -> dict | None:
    """The message that runs the current cell (ipykernel, and Pyodide's kernel in the site), or None."""
    try:
        from IPython import get_ipython
    except ImportError:
        return None
    shell = get_ipython()
    if shell is None:
        return None
    kernel = getattr(shell, "kernel", None)
    getter = getattr(kernel, "get_parent", None)
    try:
        parent = getter() if callable(getter) else getattr(shell, "parent_header", None)
    except Exception:  # an older kernel's get_parent wants a channel
        parent = getattr(shell, "parent_header", None)
    return parent if isinstance(parent, dict) else None


def board_seat() -> str | None:
    """A name for where a board is made: notebook, cell and its number in that cell's run.

    None outside a notebook cell (a script, a test, a button's callback): such a
    board keeps no record in the browser. The cell id is the one JupyterLab,
    Notebook 7 and JupyterLite send with each run; the notebook is the
    server's session name, else the kernel's folder (the site's kernels run in
    the notebook's folder).
    """
    parent = _parent_message()
    if parent is None:
        return None
    cell = (parent.get("metadata") or {}).get("cellId")
    run = (parent.get("header") or {}).get("msg_id")
    if not isinstance(cell, str) or not cell or len(cell) > 200:
        return None
    if _made_in["run"] != run:
        _made_in["run"], _made_in["count"] = run, 0
    _made_in["count"] += 1
    return f"{notebook_name()}|{cell}|{_made_in['count']}"


def notebook_name() -> str:
    """The notebook as the kernel can tell it: the server's session name, else the kernel's folder ("" if none).

    The browser prefers the page's own name for the document, where it has one (js/keep.js, seatKey).
    """
    try:
        return os.environ.get("JPY_SESSION_NAME") or os.getcwd()
    except OSError:
        return ""


class Keep:
    """The static picture (``picture_html``) and resuming a game the browser kept (``_resume``)."""

    _pictures: list
    _pictured: int

    def picture_html(self) -> str:
        """The board's current position as static HTML (SVG, no script), marks included.

        Under it, one line says how to go on: the picture shows where the live
        board cannot (an export, or a notebook whose kernel is gone).
        """
        from html import escape

        lang, game = self.lang, self._game
        note = t("ui_picture_note", lang)
        export = escape(t("ui_picture_export", lang, code=game.code, moves=game.moves, score=game.score))
        # The class lets the live board's CSS hide this picture where the board itself renders. Where
        # the board cannot render (its kernel is gone), the style hides the notebook's own line
        # ("Loading widget...", "model not found") in the output above: the picture says it all.
        return (
            f"<style>{_HIDE_DEAD_WIDGET}{_LIVE_OR_EXPORT}</style>"
            f'<div class="tripeaks-static">{board_html(game, lang, marks=self._marks)}{self._review_picture()}'
            f'<p class="tripeaks-static-note" lang="{lang}" style="display:none;{_NOTE_STYLE}">{note}</p>'
            f'<p class="tripeaks-static-export" lang="{lang}" style="{_NOTE_STYLE}">{export}</p></div>'
        )

    def _ipython_display_(self, **kwargs: Any) -> None:
        # The live board, then a static picture of the position as a second
        # output: the one an HTML export, nbviewer, GitHub or a printout shows
        # (nbconvert prefers the widget view whenever the widget state is
        # saved, so the picture cannot ride in the same output). Where the live
        # board renders, its CSS hides the picture beside it. After each change
        # the picture is brought up to date (``_update_pictures``). It is sent
        # as a raw bundle: IPython's HTML() first asks whether its text names
        # a file, and in JupyterLite each such stat is a round trip to the page.
        from IPython.display import display

        bundle = self._repr_mimebundle_()
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        display(data, metadata=metadata, raw=True)
        with self._lock:
            html, self._pictured = self.picture_html(), self._version
            self._picture_key = (self._game.record(), self._game.moves, self.lang, sorted(self._marks.items()))
        self._pictures.append(display({"text/html": html}, raw=True, display_id=True))
        _watch_pictures(self)

    def _update_pictures(self) -> None:
        """Bring the static pictures up to the snapshot: a reload then shows the last position."""
        with self._lock:
            if self._pictured == self._version or not self._pictures:
                return
            self._pictured = self._version
            # A refusal or a hint changes the snapshot, not the picture: nothing to send.
            key = (self._game.record(), self._game.moves, self.lang, sorted(self._marks.items()))
            if key == getattr(self, "_picture_key", None):
                return
            html, self._picture_key = self.picture_html(), key
        for handle in self._pictures:
            try:
                handle.update({"text/html": html}, raw=True)
            except Exception:  # a picture must never break a move
                log.debug("could not refresh a board's static picture", exc_info=True)

    def _kept_game(self, record: str) -> Game:
        """The kept record's game. A layout of the student's own is named in the record's brackets only
        (``TP1-C-AAAAAAB [tower,classic]: ...``): it is read with the board's layout of that name, if it has one."""
        layout = self._game.layout
        if "[" in record and layout.name not in LAYOUTS:
            text = record.partition("[")[2].partition("]")[0]
            return Game.from_record(record, Rules.from_text(text, layouts={layout.name: layout}))
        return Game.from_record(record)

    def _resume(self, record: str) -> None:
        """The browser's kept record of this seat's game: replayed by the engine, or refused with the reason."""
        try:
            game = self._kept_game(record)
        except (ValueError, TypeError) as error:  # the engine's errors are both
            log.debug("refused a kept record from the board: %s", error)
            self._message = ("reason", "ui_resume_refused", {})
            self._last = {"kind": "resume_refused"}
            self._publish()
            return
        self._game = game
        self._new_game_error = None
        self._marks = {}
        self._after({"kind": "new"}, message=("resume", "ui_resumed", {"moves": game.moves}))


# Boards whose static pictures follow the game: refreshed after each cell runs.
_shown_boards: weakref.WeakSet = weakref.WeakSet()
_hooked = False


def _watch_pictures(board: Keep) -> None:
    global _hooked
    _shown_boards.add(board)
    if _hooked:
        return
    try:
        from IPython import get_ipython
    except ImportError:  # no IPython: nothing runs cells
        return
    shell = get_ipython()
    if shell is None:
        return
    shell.events.register("post_run_cell", _refresh_pictures)
    _hooked = True


def _refresh_pictures(*_args: object) -> None:
    for board in list(_shown_boards):
        try:
            board._update_pictures()
        except Exception:  # a picture must never break the user's cell
            log.debug("could not refresh a board's static picture", exc_info=True)
