"""The Basic Rules' size table as data, so the GUI, validation and the calculator agree."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Size(StrEnum):
    SMALL = "small"
    MEDIUM = "medium"
    LARGE = "large"
    HUGE = "huge"

    @property
    def info(self) -> SizeInfo:
        return SIZES[self]

    @property
    def rank(self) -> int:
        """Order of sizes, for "same size or larger" comparisons (R9, R17)."""
        return _ORDER.index(self)


_ORDER = (Size.SMALL, Size.MEDIUM, Size.LARGE, Size.HUGE)


@dataclass(frozen=True, slots=True)
class SizeInfo:
    size: Size
    threat_in: float
    """R8: threat range in inches, measured from the base edge."""
    volume_in: tuple[float, float]
    """Footprint by height in inches; used for line of sight and cover."""
    base_mm: tuple[int, int]
    """R7: legal base diameters, inclusive."""
    wounds_per_hit: int
    """R12: wounds each melee hit inflicts."""
    height_in: float
    """R22: a fall further than this hurts."""

    def base_is_legal(self, diameter_mm: float) -> bool:
        low, high = self.base_mm
        return low <= diameter_mm <= high


SIZES: dict[Size, SizeInfo] = {
    Size.SMALL: SizeInfo(Size.SMALL, 0.5, (1.0, 1.0), (20, 25), 1, 1.0),
    Size.MEDIUM: SizeInfo(Size.MEDIUM, 1.0, (1.0, 1.5), (20, 32), 1, 1.5),
    Size.LARGE: SizeInfo(Size.LARGE, 2.0, (1.5, 2.0), (40, 60), 2, 2.0),
    Size.HUGE: SizeInfo(Size.HUGE, 3.0, (2.0, 3.0), (75, 120), 4, 3.0),
}


def can_slam(size: Size) -> bool:
    """R17: only large and huge models Slam! or Trample."""
    return size.rank >= Size.LARGE.rank
