"""The two house-rule options of resources/rules.md (R14, R15). Defaults are the first reading."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Incapacitation(StrEnum):
    ZERO_OR_LESS = "zero_or_less"
    """R14 default: Melee step 6, EN minus wounds of 0 or less."""
    MORE_THAN_ENDURANCE = "more_than_endurance"
    """R14 option: the Wounds section, more wounds than EN."""


class LongRange(StrEnum):
    BEYOND_RANGE_PLUS_6 = "beyond_range_plus_6"
    """R15 default: Short up to R, Normal below R+6, Long from R+6."""
    BEYOND_RANGE = "beyond_range"
    """R15 option: Long starts at once beyond R, no Normal band."""


@dataclass(frozen=True, slots=True)
class RuleOptions:
    incapacitation: Incapacitation = Incapacitation.ZERO_OR_LESS
    long_range: LongRange = LongRange.BEYOND_RANGE_PLUS_6
