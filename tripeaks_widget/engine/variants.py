"""Rule variants from the literature (spec §10), each one switchable on its own.

Variants never change which cards a game code deals.

>>> Variants.from_names(["open-peaks", "traditional-scoring"]).names
('traditional-scoring', 'open-peaks')
>>> Variants().names
()
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from .errors import UnknownVariantError, WrongTypeError, check_many, short


@dataclass(frozen=True)
class Variants:
    #: Traditional rule: drawing is allowed only when no card fits.
    draw_only_when_stuck: bool = False
    #: Traditional scoring: runs of removals score 1, 2, 3…, −5 per draw, 15/15/30 per emptied peak.
    traditional_scoring: bool = False
    #: All tableau cards face up from the start.
    open_peaks: bool = False
    #: The waste starts empty: the first card is chosen from the bottom row; the
    #: card that would have started the waste is drawn first from the stock.
    empty_waste: bool = False
    #: One joker joins the stock: anything goes on it, and it goes on anything.
    joker: bool = False

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            if not isinstance(value, bool):
                raise WrongTypeError(
                    f"the variant switch {f.name} must be True or False, not {type(value).__name__}: {short(value)}"
                    " (to name variants, use Variants.from_names)"
                )

    @property
    def names(self) -> tuple[str, ...]:
        """The readable names of the variants that are on, in a fixed order."""
        return tuple(NAMES[f.name] for f in fields(self) if getattr(self, f.name))

    @classmethod
    def from_names(cls, names) -> Variants:
        """Variants from readable names such as ``"open-peaks"`` (a list, or one comma-separated string)."""
        if isinstance(names, str):
            names = [n for n in names.split(",") if n.strip()]
        else:
            names = check_many(names, "variant names", "a list of names or one comma-separated string")
        by_name = {v: k for k, v in NAMES.items()}
        chosen = {}
        for name in names:
            key = by_name.get(name.strip().lower()) if isinstance(name, str) else None
            if key is None:
                raise UnknownVariantError(f"unknown variant: {short(name)} (expected one of {', '.join(NAMES.values())})")
            chosen[key] = True
        return cls(**chosen)

    def __repr__(self) -> str:
        return f"Variants.from_names({list(self.names)!r})"


NAMES = {
    "draw_only_when_stuck": "draw-when-stuck",
    "traditional_scoring": "traditional-scoring",
    "open_peaks": "open-peaks",
    "empty_waste": "empty-waste",
    "joker": "joker",
}

STANDARD = Variants()
