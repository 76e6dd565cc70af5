"""The board: the anywidget front end's Python side (the only layer that imports anywidget)."""

from .widget import TriPeaksWidget

__all__ = ["TriPeaksWidget"]
