"""Range bands of ranged attacks (R15): from a distance, or named by the player."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from gangfight_gui.rules.engine.wording import INCH, plural, signed
from gangfight_gui.rules.gangfight.errors import MissingInput
from gangfight_gui.rules.gangfight.options import LongRange

SHORT = "short"
NORMAL = "normal"
LONG = "long"
SHORT_DICE = 1
"""R15: a shot at short range (point blank) adds this many dice."""
LONG_STEP = 6.0
"""Each further full 6 inches of Long range costs another die (R15)."""

MAX_LONG_STEPS = 6
"""Long bands offered by name; further away, a distance says it (R15)."""

_LONG_N = re.compile(r"^long(?:_(\d{1,4}))?$")
"""At most 4 digits: a pool has at most 60 dice, so any larger step count is as unknown as
``long_x`` (and thousands of digits would make ``int`` refuse)."""
_SHOWN_BAND_CHARS = 30


@dataclass(frozen=True, slots=True)
class RangeBand:
    name: str
    dice: int
    """Dice added to MAR: +1 at Short (point blank), 0 Normal, -k at Long k."""

    @property
    def label(self) -> str:
        if self.name == SHORT:
            return "short range (point blank)"
        if self.name == NORMAL:
            return "normal range"
        return "long range" if self.dice == -1 else f"long range, {-self.dice} steps"


def long_band(steps: int) -> RangeBand:
    return RangeBand(LONG if steps == 1 else f"{LONG}_{steps}", -steps)


def band_for_distance(distance: float, weapon_range: float, option: LongRange) -> RangeBand:
    """R15: the band a distance falls in for a weapon of range R."""
    if distance < 0:
        raise MissingInput(f'a distance of {distance:g}" is impossible')
    if distance <= weapon_range:
        return RangeBand(SHORT, SHORT_DICE)
    beyond = distance - weapon_range
    if option is LongRange.BEYOND_RANGE:
        return long_band(math.ceil(beyond / LONG_STEP))
    if beyond < LONG_STEP:
        return RangeBand(NORMAL, 0)
    return long_band(1 + math.floor((beyond - LONG_STEP) / LONG_STEP))


def parse_band(name: str, option: LongRange) -> RangeBand:
    """A band named by the player: short, normal, long, long_2, long_3..."""
    key = name.strip().lower()
    if key == SHORT:
        return RangeBand(SHORT, SHORT_DICE)
    if key == NORMAL:
        if option is LongRange.BEYOND_RANGE:
            raise MissingInput(
                "there is no normal range band with the 'beyond_range' long-range option (R15)"
            )
        return RangeBand(NORMAL, 0)
    match = _LONG_N.match(key)
    if match:
        steps = int(match.group(1) or 1)
        if steps >= 1:
            return long_band(steps)
    shown = name if len(name) <= _SHOWN_BAND_CHARS else name[: _SHOWN_BAND_CHARS - 1] + "…"
    raise MissingInput(
        f"unknown range band {shown!r}: use short, normal, long, long_2, long_3... (R15)"
    )


def bands(option: LongRange) -> tuple[RangeBand, ...]:
    """The bands a player may pick under the R15 option: no Normal band when Long starts at R."""
    named = [RangeBand(SHORT, SHORT_DICE)]
    if option is LongRange.BEYOND_RANGE_PLUS_6:
        named.append(RangeBand(NORMAL, 0))
    named += [long_band(steps) for steps in range(1, MAX_LONG_STEPS + 1)]
    return tuple(named)


def band_label(band: RangeBand) -> str:
    """ "Short (+1 die)", "Normal (±0)", "Long (−1 die)", 'Long +6" (−2 dice)'."""
    if band.name == SHORT:
        title = "Short"
    elif band.name == NORMAL:
        return "Normal (\u00b10)"
    else:
        further = (-band.dice - 1) * LONG_STEP
        title = f"Long +{further:g}{INCH}" if further else "Long"
    return f"{title} ({signed(band.dice)} {plural('die', band.dice)})"


def band_span(band: RangeBand, weapon_range: float, option: LongRange) -> str:
    """The distances a band covers for a weapon of that range: 'up to 12"', '12–18"'."""
    if band.name == SHORT:
        return f"up to {weapon_range:g}{INCH}"
    low = weapon_range
    if band.name != NORMAL:
        low += (-band.dice - 1) * LONG_STEP
        if option is LongRange.BEYOND_RANGE_PLUS_6:
            low += LONG_STEP
    return f"{low:g}\u2013{low + LONG_STEP:g}{INCH}"
