"""The builder's wording, free of Qt: weapon choices, range bands, sizes and their hints.

Each phrase has its home in the rules (``rules/gangfight``, ``rules/engine/wording.py``), where
the game's protocol words them for every panel; the builder reads them from here under the names
it has always used.
"""

from __future__ import annotations

from gangfight_gui.rules.engine.wording import INCH, MINUS, capitalised, signed
from gangfight_gui.rules.gangfight import ranges
from gangfight_gui.rules.gangfight.choices import weapon_choice_label
from gangfight_gui.rules.gangfight.options import LongRange
from gangfight_gui.rules.gangfight.profile import Weapon
from gangfight_gui.rules.gangfight.ranges import MAX_LONG_STEPS, RangeBand, band_label, bands
from gangfight_gui.rules.gangfight.sizes import size_line

__all__ = [
    "INCH",
    "MAX_LONG_STEPS",
    "MINUS",
    "band_hint",
    "band_label",
    "bands",
    "capitalised",
    "signed",
    "size_line",
    "weapon_choice_label",
]


def band_hint(band: RangeBand, weapon: Weapon | None, option: LongRange) -> str:
    """The distances a band covers for the weapon in use: 'normal range: 12–18"'."""
    return ranges.band_hint(band, None if weapon is None else weapon.range_in, option)
