"""What an import made of a gang, for the player to read before the first fight: printed by
``gangfight import`` and shown by the window after File › Import Gang…, as plain text."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass
from typing import Any

from gangfight_gui.rules.engine.wording import count_of


@dataclass(frozen=True, slots=True)
class Fighter:
    """A fighter imported: its name in the roster, its type and its campaign status (the
    roster's word: "active", "in recovery", "dead")."""

    name: str
    type: str
    campaign_status: str


@dataclass(frozen=True, slots=True)
class LeftOut:
    """A fighter of the file that is not in the roster, and why ("dead")."""

    name: str
    type: str
    reason: str


@dataclass(frozen=True, slots=True)
class Pending:
    """Something of one fighter the player still has to do: an item whose profile is to fill in
    (``what`` its name), or a field to check (``what`` its label, ``key`` its file key)."""

    fighter: str
    what: str
    key: str = ""


@dataclass(frozen=True, slots=True)
class OutOfRange:
    """A value this program's ranges do not take, and what became of it.

    ``fighter`` is None for the gang's own values. ``value`` is the file's value as written (cut
    to a few dozen characters); ``outcome`` says where it went ("set to 4, to check; the file's
    value is in the fighter's notes")."""

    fighter: str | None
    field: str
    label: str
    value: str
    outcome: str


@dataclass(frozen=True, slots=True)
class ImportReport:
    """Everything the player should know about one import."""

    source: str
    """The file imported, as the player named it."""
    gang: str
    """The roster's name."""
    game: str
    game_title: str
    imported: tuple[Fighter, ...] = ()
    left_out: tuple[LeftOut, ...] = ()
    to_fill_in: tuple[Pending, ...] = ()
    to_check: tuple[Pending, ...] = ()
    out_of_range: tuple[OutOfRange, ...] = ()
    kept: tuple[str, ...] = ()
    """Sentences on what else the import kept and where ("The gang's territories are in the
    roster's notes")."""

    def text(self, *, left_out_hint: str = "") -> str:
        """The report as a player reads it; ``left_out_hint`` follows the list of fighters left
        out (the command's "--keep-dead imports them")."""
        lines = [
            f'Imported "{self.gang}" ({self.game_title}) from {self.source}: '
            f"{count_of(len(self.imported), 'fighter')}"
            + (f", {len(self.left_out)} left out." if self.left_out else ".")
        ]
        lines += _section(
            f"Fighters imported ({len(self.imported)}):", map(_fighter_line, self.imported)
        )
        hint = f", {left_out_hint}:" if left_out_hint else ":"
        lines += _section(
            f"Left out ({len(self.left_out)}){hint}", map(_left_out_line, self.left_out)
        )
        lines += _section(
            f"Items to fill in ({len(self.to_fill_in)}): the file has no weapon profiles. "
            "Fill in each one's S, AP, D and traits, or mark it as wargear; until then it "
            "cannot be chosen for a fight, and a fight naming it is refused.",
            _by_fighter(self.to_fill_in),
        )
        lines += _section(
            f"Fields to check ({len(self.to_check)}): the file has no save, so every "
            "fighter's Sv is none until you set it; a value set here in place of one this "
            "program does not take is listed too.",
            _by_fighter(self.to_check, every=len(self.imported)),
        )
        lines += _section(
            f"Values this program's ranges do not take ({len(self.out_of_range)}):",
            map(_out_of_range_line, self.out_of_range),
        )
        lines += _section("Also kept:", self.kept)
        return "\n".join(lines) + "\n"

    def to_json(self) -> dict[str, Any]:
        """The report for scripts (``gangfight import --json``)."""
        return {
            "file": self.source,
            "gang": self.gang,
            "game": self.game,
            "imported": [asdict(fighter) for fighter in self.imported],
            "left_out": [asdict(fighter) for fighter in self.left_out],
            "to_fill_in": [{"fighter": p.fighter, "item": p.what} for p in self.to_fill_in],
            "to_check": [{"fighter": p.fighter, "field": p.key} for p in self.to_check],
            "out_of_range": [
                {"fighter": o.fighter, "field": o.field, "value": o.value, "outcome": o.outcome}
                for o in self.out_of_range
            ],
            "kept": list(self.kept),
        }


def _section(heading: str, rows: Iterable[str]) -> list[str]:
    """``heading`` and its ``rows``, indented, after a blank line; nothing when it has none."""
    listed = [f"  {row}" for row in rows]
    return ["", heading, *listed] if listed else []


def _fighter_line(fighter: Fighter) -> str:
    line = f"{fighter.name}, {fighter.type}" if fighter.type else fighter.name
    return line if fighter.campaign_status == "active" else f"{line} ({fighter.campaign_status})"


def _left_out_line(each: LeftOut) -> str:
    line = f"{each.name}, {each.type}" if each.type else each.name
    return f"{line}: {each.reason}"


def _by_fighter(pending: Iterable[Pending], *, every: int | None = None) -> list[str]:
    """``Krag: Knife, Knife 2, Stub gun``: one line per fighter, in the order they come; with
    ``every`` (the fighters imported), one line "Every fighter: Sv" when all have the same."""
    grouped: dict[str, list[str]] = {}
    for each in pending:
        grouped.setdefault(each.fighter, []).append(each.what)
    kinds = {tuple(items) for items in grouped.values()}
    if every is not None and every > 1 and len(grouped) == every and len(kinds) == 1:
        return [f"Every fighter: {', '.join(kinds.pop())}"]
    return [f"{fighter}: {', '.join(items)}" for fighter, items in grouped.items()]


def _out_of_range_line(each: OutOfRange) -> str:
    whose = each.fighter if each.fighter is not None else "The gang"
    return f"{whose}: {each.label} {each.value}: {each.outcome}"
