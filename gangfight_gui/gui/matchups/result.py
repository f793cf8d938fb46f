"""One computed matrix with everything needed to show, export or print it on its own.

The result carries the roster names, the model names and the settings it was computed with, so
what the table, the CSV and the PDF show always describes the figures in them, even while the
user has already changed the inputs and a new matrix is being computed.
"""

from __future__ import annotations

from dataclasses import dataclass

from gangfight_gui.rules.gangfight.matchups import Matchup, MatchupSettings


@dataclass(frozen=True, slots=True)
class MatrixResult:
    attackers_roster: str
    targets_roster: str
    attackers: tuple[str, ...]
    """Row headers: the names of roster A's models, in roster order."""
    targets: tuple[str, ...]
    """Column headers: the names of roster B's models, in roster order."""
    settings: MatchupSettings
    rows: tuple[tuple[Matchup, ...], ...]
    seconds: float = 0.0
    """How long the core took, shown in the status line."""

    def cell(self, row: int, column: int) -> Matchup:
        return self.rows[row][column]

    def cells(self) -> list[Matchup]:
        return [cell for row in self.rows for cell in row]

    @property
    def size(self) -> int:
        return len(self.attackers) * len(self.targets)
