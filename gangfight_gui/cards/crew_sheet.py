"""The crew sheet: each of my crew against each of theirs, the best attack each way, on one page;
what it says, without Qt (``sheet_render`` draws it)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from gangfight_gui.cards.layout import games_problem, single_line
from gangfight_gui.roster.files import AnyRoster
from gangfight_gui.roster.night.entries import entries_of, entry_name, game_key
from gangfight_gui.rules.engine.wording import plural
from gangfight_gui.rules.game import AnyGame, Figure, find_game
from gangfight_gui.rules.pairings import best_pairing

MAX_SHEET_ENTRIES: Final = 12
"""Entries a side of one page may hold: 12 × 12 cells still read at 6 points on A4."""


class SheetError(ValueError):
    """Sides that make no sheet (two games, too many entries, none); the message says which."""


@dataclass(frozen=True, slots=True)
class SheetLine:
    """One direction of a pairing: the best attack's figure and what it fights with."""

    figure: Figure | None
    """None when the pair has no legal fight."""
    choice: str

    @property
    def text(self) -> str:
        return self.figure.text if self.figure is not None else "–"


@dataclass(frozen=True, slots=True)
class SheetCell:
    mine: SheetLine
    """My entry (the row) attacking theirs (the column)."""
    theirs: SheetLine
    """Their entry attacking mine."""


@dataclass(frozen=True, slots=True)
class CrewSheet:
    title: str
    game: str
    """The game's title."""
    mine: tuple[str, ...]
    theirs: tuple[str, ...]
    cells: tuple[tuple[SheetCell, ...], ...]
    """Rows of my entries, a cell per entry of theirs."""
    legend: str
    """What the cells' numbers are, in a line."""


def _line(game: AnyGame, attacker: Mapping[str, Any], target: Mapping[str, Any]) -> SheetLine:
    pairing = best_pairing(game, attacker, target)
    if pairing.scenario is None or not pairing.figures:
        return SheetLine(None, "no legal fight")
    return SheetLine(pairing.figures[0], single_line(game.choice_label(pairing.scenario)))


def crew_sheet(mine: AnyRoster, theirs: AnyRoster) -> CrewSheet:
    """The sheet of ``mine`` (a crew's roster, or a whole roster) against ``theirs``."""
    key = game_key(mine)
    need = "a crew sheet needs two sides"
    problem = games_problem(mine.name, key, theirs.name, game_key(theirs), need)
    if problem:
        raise SheetError(problem)
    game = find_game(key)
    sides = entries_of(mine), entries_of(theirs)
    for roster, entries in zip((mine, theirs), sides, strict=True):
        if not entries:
            raise SheetError(f"{roster.name} has no {plural(game.entry_noun, 0)}")
        if len(entries) > MAX_SHEET_ENTRIES:
            raise SheetError(
                f"a crew sheet fits {MAX_SHEET_ENTRIES} {plural(game.entry_noun, 2)} a side on "
                f"one page; {roster.name} has {len(entries)} (draw a crew: gangfight crew)"
            )
    cells = tuple(
        tuple(SheetCell(_line(game, a, t), _line(game, t, a)) for t in sides[1]) for a in sides[0]
    )
    figure = next(
        (line.figure for row in cells for cell in row for line in (cell.mine, cell.theirs)
         if line.figure is not None),
        None,
    )  # fmt: skip
    what = figure.label if figure is not None else "no legal fight either way"
    legend = (
        f"Each cell: → the best attack of mine (row) on theirs (column), ← theirs on mine; "
        f"the figure is {what}, with what the attack fights with."
    )
    return CrewSheet(
        f"{single_line(mine.name)} against {single_line(theirs.name)}",
        game.title,
        tuple(single_line(entry_name(e)) for e in sides[0]),
        tuple(single_line(entry_name(e)) for e in sides[1]),
        cells,
        legend,
    )
