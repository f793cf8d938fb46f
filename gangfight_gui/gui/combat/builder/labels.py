"""The builder's wording, free of Qt: weapon choices, range bands, sizes and their hints.

Kept apart from the widgets so the words a player reads can be tested without a display, and so
they stay the same wherever the builder shows them (combo items, hints beside controls).
"""

from __future__ import annotations

from gangfight_gui.rules.engine.wording import count_of, plural
from gangfight_gui.rules.gangfight.choices import WeaponChoice
from gangfight_gui.rules.gangfight.options import LongRange
from gangfight_gui.rules.gangfight.profile import Profile, Weapon
from gangfight_gui.rules.gangfight.ranges import (
    LONG_STEP,
    NORMAL,
    SHORT,
    RangeBand,
    band_bounds,
    long_band,
)
from gangfight_gui.rules.gangfight.sizes import Size, SizeInfo

MAX_LONG_STEPS = 6
"""Long bands offered by name; further away, a distance says it (R15)."""

INCH = '"'
MINUS = "\u2212"


def signed(n: int) -> str:
    """+1, 0, −2 with a true minus sign, as dice modifiers are printed."""
    return f"{MINUS}{-n}" if n < 0 else f"+{n}"


def weapon_choice_label(choice: WeaponChoice, attacker: Profile) -> str:
    """ "Sword + Hand axe", "Great axe (+2 DAM)", 'Longbow (18")'; "Unarmed" for none."""
    if not choice:
        return "Unarmed"
    weapons = [attacker.weapon(name) for name in choice]
    names = " + ".join(w.name for w in weapons)
    notes = []
    if len(weapons) == 1 and weapons[0].range_in is not None and weapons[0].kind.is_ranged:
        notes.append(f"{weapons[0].range_in:g}{INCH}")
    bonus = max(w.damage_bonus for w in weapons)
    if bonus:
        notes.append(f"{signed(bonus)} DAM")
    return f"{names} ({', '.join(notes)})" if notes else names


def bands(option: LongRange) -> tuple[RangeBand, ...]:
    """The bands a player may pick under the R15 option: no Normal band when Long starts at R."""
    named = [RangeBand(SHORT, 1)]
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


def band_hint(band: RangeBand, weapon: Weapon | None, option: LongRange) -> str:
    """The distances a band covers for the weapon in use: 'normal range: 12–18"'."""
    if weapon is None or weapon.range_in is None:
        return band.label
    low, high = band_bounds(band, weapon.range_in, option)
    if band.name == SHORT:
        return f"{band.label}: up to {high:g}{INCH}"
    return f"{band.label}: {low:g}\u2013{high:g}{INCH}"


def size_line(size: Size) -> str:
    """'large: threat 2", 2 wounds a hit' from the Basic Rules' size table (R8, R12)."""
    info: SizeInfo = size.info
    return (
        f"{size}: threat {info.threat_in:g}{INCH}, {count_of(info.wounds_per_hit, 'wound')} a hit"
    )


def capitalised(message: str) -> str:
    """A core message ("a Melee attack needs a target") as the start of a sentence."""
    return message[:1].upper() + message[1:]
