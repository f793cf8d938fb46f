"""One computed matrix with everything needed to show, export or print it on its own."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from gangfight_gui.cards.heat import HeatScale
from gangfight_gui.rules.pairings import Pairing


@dataclass(frozen=True, slots=True)
class MatrixResult:
    """A matrix with the rosters, names, circumstances, house rules and colour scale it was
    computed with, so the table, the CSV and the PDF describe their own figures even while the
    player has changed the inputs and a new matrix is being computed."""

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
