"""The board: the anywidget front end's Python side (the only layer that imports anywidget)."""

from pathlib import Path


_STATIC = Path(__file__).parent / "static"
_MISSING = [name for name in ("widget.js", "widget.css", "answer_box.js", "answer_box.css",
                                     "designer.js", "designer.css")
            if not (_STATIC / name).is_file()]
if _MISSING:  # anywidget reads these files as the class is defined: say what to run before it fails
    raise ImportError(
        f"tripeaks_widget's board has no front end ({_STATIC / _MISSING[0]} is missing): in the source folder run "
        "`npm install && npm run build` (or `make js`), or reinstall with npm on PATH; a wheel or sdist carries it"
    )

from .widget import TriPeaksWidget  # noqa: E402
from .answer_box import AnswerBox, AnswerSheet  # noqa: E402
from .designer import LayoutDesigner  # noqa: E402

__all__ = ["AnswerBox", "AnswerSheet", "LayoutDesigner", "TriPeaksWidget"]
