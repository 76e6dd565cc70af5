"""One lock per board: every call that reads or changes the game holds it.

With JupyterLab's comms over subshells, clicks are handled on a kernel thread
of their own while cells run on the main one: one game, one lock.
"""

from __future__ import annotations

import functools


def locked(method):
    """Run ``method`` holding ``self._lock`` (an RLock the board makes first)."""

    @functools.wraps(method)
    def wrapper(self, *args, **kwargs):
        with self._lock:
            return method(self, *args, **kwargs)

    return wrapper
