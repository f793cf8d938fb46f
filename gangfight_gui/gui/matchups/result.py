"""One computed matrix with everything needed to show, export or print it on its own.

The result carries the rosters' labels and names, the entries' names, the circumstances and
house rules it was computed with and the colour scale of its figures, so what the table, the CSV
and the PDF show always describes the figures in them, even while the player has already changed
the inputs and a new matrix is being computed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from gangfight_gui.rules.game import Figure, Tone
from gangfight_gui.rules.pairings import Pairing


@dataclass(frozen=True, slots=True)
class HeatScale:
    """What a cell's colour stands for: its figure on one scale for the whole matrix.

    A chance is out of 1. An expected count (wounds, casualties) is out of the largest scale
    any cell's figure has (``Figure.scale``: the most it can be), the same for every cell, so a
    deeper colour always means a bigger number shown (issue 21: WarStrike's best cell, 1.48, was
    white beside a red 0.44, coloured by another figure).
    """

    label: str = ""
    """The figure's name ("Out of action", "Expected casualties")."""
    top: float = 1.0
    """The value of the deepest colour."""
    expected: bool = False
    tone: Tone = "attacker"
    help: str = ""

    def share(self, figure: Figure) -> float:
        """``figure`` on this scale, 0 to 1."""
        if self.top <= 0:
            return 0.0
        return min(1.0, max(0.0, figure.probability / self.top))

    def tick(self, share: float) -> str:
        """A legend tick at ``share`` of the scale: "1.50" for a count, "25%" for a chance."""
        value = self.top * share
        return f"{value:.2f}" if self.expected else f"{value * 100:.0f}%"

    @classmethod
    def of(cls, figures: Iterable[Figure]) -> HeatScale:
        """The scale of the cells' figures: the name most of them have, and the largest scale
        among the expected counts (1 when they are chances)."""
        found = list(figures)
        if not found:
            return cls()
        label = Counter(f.label for f in found).most_common(1)[0][0]
        first = next(f for f in found if f.label == label)
        expected = any(f.expected for f in found)
        top = max((f.scale for f in found if f.expected), default=1.0) if expected else 1.0
        return cls(label, top, expected, first.tone, first.help)


@dataclass(frozen=True, slots=True)
class MatrixResult:
    game: str
    """The game's key."""
    game_title: str
    labels: tuple[str, str]
    """The open rosters' labels (attackers', targets'): how the builder finds their entries."""
    attackers_roster: str
    targets_roster: str
    attackers: tuple[str, ...]
    """Row headers: the names of the attacking roster's entries, in roster order."""
    targets: tuple[str, ...]
    """Column headers: the names of the attacked roster's entries, in roster order."""
    rows: tuple[tuple[Pairing, ...], ...]
    settings: tuple[str, ...] = ()
    """Every circumstance and house rule the cells were fought in, a line each, as the player
    reads them ("Cover: Hard: +1 DEF, +2 ARM (R24)")."""
    circumstances: Mapping[str, object] = field(default_factory=dict)
    house_rules: Mapping[str, object] = field(default_factory=dict)
    open_choices: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Choices of the circumstances open under these house rules (Gangfight's bands by R15)."""
    seconds: float = 0.0
    """How long the computation took, shown in the status line."""
    scale: HeatScale = field(default_factory=HeatScale)

    def cell(self, row: int, column: int) -> Pairing:
        return self.rows[row][column]

    def cells(self) -> list[Pairing]:
        return [cell for row in self.rows for cell in row]

    @property
    def size(self) -> int:
        return len(self.attackers) * len(self.targets)

    @property
    def title(self) -> str:
        return f"{self.attackers_roster} attacking {self.targets_roster}"

    def scenario(self, row: int, column: int) -> dict[str, Any] | None:
        return self.cell(row, column).scenario
