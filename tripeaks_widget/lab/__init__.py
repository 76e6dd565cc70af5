"""The lab: measuring rules and players over many deals (imports the engine and the solver)."""

from .stats import WinRateTable, win_rate

__all__ = ["WinRateTable", "win_rate"]
