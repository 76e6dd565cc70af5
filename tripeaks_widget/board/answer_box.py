"""An answer box and an answer sheet: anywidgets where a student answers in words, never in code.

``AnswerBox(name, question, check, lang=…, hint=…, solution=…)`` shows the
question, a text field labelled with the box's name (an exercise's number), a
Check button (Enter does the same), the feedback under it in a live region, and
the hint and the solution folded away. The browser has no rules: it sends the
typed text as an intent, ``check(text)`` (the caller's: the lessons give their
checker) returns ``(verdict, feedback)``, and the box sends the feedback back.
``verdict`` is True (right), False (wrong) or None (the text could not be read).

The browser keeps the texts typed in a box under the page and the box's key
(localStorage, js/answer_keep.js) and sends them back when the box is made again
(a reload, a kernel restart): each is checked again here, never trusted from storage.

``AnswerSheet(title, entries, line, lang=…)`` sums boxes up: per entry its
result and tries, a name field, and the line to hand in (``line(name)``, the caller's format).

A malformed message from the browser (``parse_box_intent`` returns None) changes nothing.
Where no widget can render (an HTML export, a printout), each shows a static
HTML picture instead: the box its question and a line to write on.
"""

from __future__ import annotations

import html
import logging
import pathlib
from typing import Any, Callable, Iterable

import anywidget
import traitlets

from ..engine.errors import InvalidArgumentError, WrongTypeError, check_type
from ..engine.i18n import DEFAULT_LANG, check_lang, t
from .keep import notebook_name

log = logging.getLogger(__name__)

STATIC = pathlib.Path(__file__).parent / "static"
#: Longest answer read at all (the field's maxlength): a real one is under 40 characters.
MAX_ANSWER = 200
#: Most tries a box keeps, and the browser may send back.
MAX_TRIES = 50
#: Longest name on the hand-in line.
MAX_NAME = 60
#: Longest key a box or a sheet is kept under in the browser.
MAX_KEY = 100

def parse_box_intent(content: object) -> tuple | None:
    """An answer box's or sheet's message from the browser as an intent tuple; None when it is malformed.

    >>> parse_box_intent({"type": "check", "text": "maça 7"})
    ('check', 'maça 7')
    >>> parse_box_intent({"type": "restore", "tries": ["20", "23"]})
    ('restore', ('20', '23'))
    >>> parse_box_intent({"type": "check", "text": 7}), parse_box_intent({"type": "check"})
    (None, None)
    """
    if not isinstance(content, dict):
        return None
    kind = content.get("type")
    if kind == "check" and set(content) == {"type", "text"}:
        text = content["text"]
        return ("check", text) if isinstance(text, str) and len(text) <= MAX_ANSWER else None
    if kind == "restore" and set(content) == {"type", "tries"}:
        tries = content["tries"]
        if (isinstance(tries, list) and 0 < len(tries) <= MAX_TRIES
                and all(isinstance(x, str) and x.strip() and len(x) <= MAX_ANSWER for x in tries)):
            return ("restore", tuple(tries))
        return None
    if kind == "restore_entries" and set(content) == {"type", "entries"}:
        entries = content["entries"]
        if not isinstance(entries, dict) or not 0 < len(entries) <= MAX_TRIES:
            return None
        read = {}
        for key, tries in entries.items():
            one = parse_box_intent({"type": "restore", "tries": tries})
            if not isinstance(key, str) or len(key) > MAX_KEY or one is None:
                return None
            read[key] = list(one[1])
        return ("restore_entries", read)
    if kind == "name" and set(content) == {"type", "name"}:
        name = content["name"]
        return ("name", name) if isinstance(name, str) and len(name) <= 4 * MAX_NAME else None
    return None


def _check_key(key: object, what: str) -> str:
    check_type(key, str, what, "a short text such as '3.1'")
    if not key.strip() or len(key) > MAX_KEY or "|" in key:
        raise InvalidArgumentError(f"{what} must be 1 to {MAX_KEY} characters without '|', not {key!r}")
    return key


def _check_callable(value: object, what: str) -> Callable:
    if not callable(value):
        raise WrongTypeError(f"{what} must be a function, not {type(value).__name__}")
    return value


class _Widget(anywidget.AnyWidget):
    """What the box and the sheet share: one view trait only Python writes, and their two outputs."""

    _esm = STATIC / "answer_box.js"
    _css = STATIC / "answer_box.css"

    #: What the browser draws. Only Python writes it.
    view = traitlets.Dict().tag(sync=True)

    def set_state(self, sync_data: dict) -> None:
        # The view is Python's word: a browser never writes it back.
        super().set_state({k: v for k, v in sync_data.items() if k != "view"})

    def _on_browser_message(self, _widget: object, content: object, buffers: object) -> None:
        intent = parse_box_intent(content)
        if intent is None:
            log.debug("ignored a malformed message from an answer box: %.200r", content)
            return
        self._intent(intent)

    def _intent(self, intent: tuple) -> None:  # pragma: no cover - each widget has its own
        raise NotImplementedError

    def static_html(self) -> str:  # pragma: no cover - each widget has its own
        raise NotImplementedError

    def _ipython_display_(self, **kwargs: Any) -> None:
        # The live widget, then its static picture as a second output (as the board does, board/keep.py):
        # the one an HTML export or a printout shows. The live widget's CSS hides it beside itself.
        from IPython.display import display

        bundle = self._repr_mimebundle_()
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        display(data, metadata=metadata, raw=True)
        display({"text/html": self.static_html()}, raw=True)


#: Hides the widget output just above a box's picture while it holds no live box (a notebook
#: reloaded without its kernel): its "Loading widget..." would otherwise stand over the picture.
_HIDE_DEAD = (
    ".jp-OutputArea-child:has(+ .jp-OutputArea-child .tp-answer-static):not(:has(.tp-answer))"
    "{display:none}"
)


#: The pictures' two notes, as the board's (board/keep.py ``_LIVE_OR_EXPORT``): in a live notebook (Lumino's
#: ``.lm-Widget`` around every output) "run this cell"; anywhere else (an nbconvert export, nbviewer) what the
#: reader can do there instead, as no cell runs. The export's note is the default.
_LIVE_OR_EXPORT = ".lm-Widget .tp-static-live{display:block!important}.lm-Widget .tp-static-export{display:none!important}"
_NOTE = "margin:0 0 4px;font-size:13px;color:#444"


def _notes(live: str, export: str, lang: str, name: str) -> str:
    """The live note (hidden unless in a live notebook) and the export note (shown unless in one)."""
    e = html.escape
    return (f'<p class="{name}-static-note tp-static-live" style="display:none;{_NOTE}">{e(t(live, lang))}</p>'
            f'<p class="tp-static-export" style="{_NOTE}">{e(t(export, lang))}</p>')


class AnswerBox(_Widget):
    """A question, a text field and a Check button; ``check(text)`` decides, in Python.

    ``box.answer("maça 7")`` checks a text as the Check button does; ``box.tries``
    lists every text checked, in order, with its verdict.
    """

    def __init__(self, name: str, question: str, check: Callable[[str], tuple], *, lang: str = DEFAULT_LANG,
                 hint: str | None = None, solution: str | None = None, key: str | None = None,
                 **kwargs: Any) -> None:
        self._name = _check_key(name, "name")
        self._key = _check_key(name if key is None else key, "key")
        self._question = check_type(question, str, "question", "a text")
        self._check = _check_callable(check, "check")
        self._lang = check_lang(lang)
        self._hint = None if hint is None else check_type(hint, str, "hint", "a text or None")
        self._solution = None if solution is None else check_type(solution, str, "solution", "a text or None")
        self._tries: list[tuple[str, bool | None]] = []
        self._feedback: tuple[bool | None, str] | None = None
        self._seq = 0  # one more for each feedback: the browser announces each once
        self._restored = False
        self._listeners: list[Callable[[AnswerBox], None]] = []
        super().__init__(**kwargs)
        self.on_msg(self._on_browser_message)
        self._publish()

    @property
    def name(self) -> str:
        return self._name

    @property
    def tries(self) -> tuple[tuple[str, bool | None], ...]:
        """Every text checked, in order, with its verdict (True, False, or None: not read)."""
        return tuple(self._tries)

    def on_change(self, callback: Callable[[AnswerBox], None]) -> None:
        """Call ``callback(box)`` after each answer checked (and after the kept answers come back)."""
        self._listeners.append(_check_callable(callback, "callback"))

    def answer(self, text: str) -> tuple[bool | None, str]:
        """Check ``text`` as the Check button does: returns (verdict, feedback) and shows them."""
        check_type(text, str, "text", "a text")
        if len(text) > MAX_ANSWER:
            raise InvalidArgumentError(f"an answer has at most {MAX_ANSWER} characters, not {len(text)}")
        result = self._judge(text)
        self._restored = False
        self._show(result)
        return result

    def restore(self, texts: Iterable[str]) -> None:
        """Check again the texts a browser kept for this box; only a box with no tries takes them."""
        texts = [text for text in texts if isinstance(text, str) and text.strip()][:MAX_TRIES]
        if self._tries or not texts:
            return
        result = None
        for text in texts:
            result = self._judge(text[:MAX_ANSWER])
        self._restored = True
        self._show(result)

    def _judge(self, text: str) -> tuple[bool | None, str]:
        text = text.strip()
        if not text:
            return None, t("box_empty", self._lang)
        verdict, feedback = self._check(text)
        if verdict not in (True, False, None) or not isinstance(feedback, str):
            raise WrongTypeError(f"check must return (True, False or None, a text), not {verdict!r}, {feedback!r}")
        if len(self._tries) < MAX_TRIES:
            self._tries.append((text, verdict))
        return verdict, feedback

    def _show(self, result: tuple[bool | None, str]) -> None:
        self._feedback = result
        self._seq += 1
        self._publish()
        for callback in list(self._listeners):
            try:
                callback(self)
            except Exception:  # a listener (a sheet) must never break an answer
                log.exception("an answer box's listener failed")

    def _intent(self, intent: tuple) -> None:
        if intent[0] == "check":
            self.answer(intent[1])
        elif intent[0] == "restore":
            self.restore(intent[1])

    def _publish(self) -> None:
        lang = self._lang
        verdict, text = self._feedback if self._feedback else (None, "")
        self.view = {
            "kind": "box", "key": self._key, "page": notebook_name(), "lang": lang,
            "question": self._question, "label": t("box_label", lang, name=self._name), "button": t("box_check", lang),
            "hint_title": t("box_hint", lang), "hint": self._hint or "",
            "solution_title": t("box_solution", lang), "solution": self._solution or "",
            "feedback": {"text": text, "verdict": verdict, "seq": self._seq, "announce": not self._restored},
            "tries": [{"text": x, "verdict": v} for x, v in self._tries],
            "tries_label": t("box_tries", lang, answers="").strip(),
            "marks": {"right": t("box_mark_right", lang), "wrong": t("box_mark_wrong", lang),
                      "unread": t("box_mark_unread", lang)},
            "restored": self._restored, "max": MAX_ANSWER, "quotes": [t("box_quote_open", lang), t("box_quote_close", lang)],
        }

    def static_html(self) -> str:
        """The question and a line to write on, with the hint and the solution folded (no script)."""
        lang, e = self._lang, html.escape
        folded = "".join(
            f"<details><summary>{e(t(title, lang))}</summary><p>{e(body)}</p></details>"
            for title, body in (("box_hint", self._hint), ("box_solution", self._solution)) if body)
        return (
            f"<style>{_HIDE_DEAD}{_LIVE_OR_EXPORT}</style>"
            f'<div class="tp-answer-static" lang="{lang}" style="margin:4px 0;font-size:15px;color:#1b1b1b">'
            f'<p style="margin:0 0 8px;font-weight:600">{e(self._question)}</p>'
            f'<p style="margin:0 0 6px">{e(t("box_write_here", lang))}'
            '<span style="display:block;border-bottom:1.5px solid #444;height:2.2em;max-width:30em"></span></p>'
            f'{_notes("box_static_note", "box_static_export", lang, "tp-answer")}{folded}</div>'
        )

    def __repr__(self) -> str:
        return f"AnswerBox({self._name!r}, tries={len(self._tries)})"


class AnswerSheet(_Widget):
    """A summary of answer boxes: each entry's result and tries, a name field, and the line to hand in.

    ``entries()`` returns the current ``(name, tries)`` of each entry (``tries``
    as ``AnswerBox.tries``); ``line(name)`` the line to hand in. Call
    ``refresh()`` when an entry changes (a box's ``on_change`` does it). The
    browser sends back what it kept of the entries' boxes (their keys are the
    entries' names): ``restore({name: [text, …]})``, if given, checks them again.
    """

    def __init__(self, title: str, entries: Callable[[], list], line: Callable[[str], str], *,
                 lang: str = DEFAULT_LANG, key: str = "sheet", restore: Callable[[dict], None] | None = None,
                 **kwargs: Any) -> None:
        self._restore = None if restore is None else _check_callable(restore, "restore")
        self._title = check_type(title, str, "title", "a text")
        self._entries = _check_callable(entries, "entries")
        self._line = _check_callable(line, "line")
        self._lang = check_lang(lang)
        self._key = _check_key(key, "key")
        self._name = ""
        self._error = False
        super().__init__(**kwargs)
        self.on_msg(self._on_browser_message)
        self.refresh()

    @property
    def name(self) -> str:
        return self._name

    @name.setter
    def name(self, name: str) -> None:
        check_type(name, str, "name", "a text")
        cleaned = " ".join(name.split()) if "\n" not in name and "\r" not in name else None
        if cleaned is None or ":" in cleaned or len(cleaned) > MAX_NAME:
            raise InvalidArgumentError(t("sheet_name_refused", "en", max=MAX_NAME) + f" Not {name!r}.")
        self._name, self._error = cleaned, False
        self.refresh()

    @property
    def line(self) -> str:
        """The line to hand in, or "" until a name is given."""
        return self._line(self._name) if self._name else ""

    def rows(self) -> list[dict[str, Any]]:
        """Per entry: its name, its result in words, its verdict (True: right at some try) and its tries."""
        lang, rows = self._lang, []
        for name, tries in self._entries():
            verdicts = [verdict for _, verdict in tries]
            if True in verdicts:
                at = verdicts.index(True) + 1
                result, verdict = t("sheet_right_at", lang, tries=at), True
            elif tries:
                result, verdict = t("sheet_not_yet_tries", lang, tries=len(tries)), False
            else:
                result, verdict = t("sheet_unanswered", lang), None
            rows.append({"name": name, "result": result, "verdict": verdict, "tries": len(tries)})
        return rows

    def refresh(self) -> None:
        lang, rows = self._lang, self.rows()
        self.view = {
            "kind": "sheet", "key": self._key, "page": notebook_name(), "lang": lang, "title": self._title,
            # Two columns, the tries in the result's words: three did not fit a phone in Turkish.
            "columns": [t("sheet_exercise", lang), t("sheet_result", lang)],
            "rows": rows,
            "count": t("sheet_count", lang, right=sum(r["verdict"] is True for r in rows), total=len(rows)),
            "help": t("sheet_name_help", lang), "name_label": t("sheet_name", lang), "name": self._name,
            "error": t("sheet_name_refused", lang, max=MAX_NAME) if self._error else "",
            "line_label": t("sheet_line", lang), "line": self.line, "no_line": t("sheet_name_first", lang),
            "copy": t("sheet_copy", lang), "copied": t("sheet_copied", lang), "max": MAX_NAME,
        }

    def _intent(self, intent: tuple) -> None:
        if intent[0] == "restore_entries" and self._restore is not None:
            self._restore(intent[1])
            self.refresh()
        if intent[0] != "name":
            return
        try:
            self.name = intent[1]
        except InvalidArgumentError:
            self._error = True  # the name stays as it was; the sheet says why
            self.refresh()

    def static_html(self) -> str:
        """The results as a table, as they stood when the cell ran (no script)."""
        lang, e = self._lang, html.escape
        view = self.view
        head = "".join(f'<th style="text-align:left;padding:2px 8px">{e(c)}</th>' for c in view["columns"])
        body = "".join(
            f'<tr><td style="padding:2px 8px">{e(r["name"])}</td><td style="padding:2px 8px">{e(r["result"])}</td></tr>'
            for r in view["rows"])
        return (
            f"<style>{_HIDE_DEAD.replace('tp-answer-static', 'tp-sheet-static').replace('.tp-answer)', '.tp-sheet)')}"
            f"{_LIVE_OR_EXPORT}"
            f'</style><div class="tp-sheet-static" lang="{lang}" style="margin:4px 0;font-size:15px;color:#1b1b1b">'
            f'<p style="margin:0 0 6px;font-weight:600">{e(self._title)}</p>'
            f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
            f'<p style="margin:6px 0">{e(view["count"])}</p>'
            f'{_notes("sheet_static_note", "sheet_static_export", lang, "tp-sheet")}</div>'
        )

    def __repr__(self) -> str:
        return f"AnswerSheet({self._title!r})"
