"""The matrix's wording, free of Qt so it is testable and shared by the table, the CSV and
the PDF."""

from __future__ import annotations

from gangfight_gui.gui.matchups.result import MatrixResult
from gangfight_gui.rules.pairings import Pairing

NO_FIGHT_MARK = "—"
"""What an empty cell shows; its tooltip says why."""

CELL_HELP = "Hover a cell for every figure and the choice; double-click it to open that fight."


def cell_text(cell: Pairing) -> str:
    """The cell's figure as ``gangfight matchups`` prints it ("0.93", "43.5%")."""
    figure = cell.figure
    return NO_FIGHT_MARK if figure is None else figure.text


def no_fight_text(cell: Pairing) -> str:
    reasons = "; ".join(dict.fromkeys(cell.refusals)) or "no choice to fight with"
    return f"no fight possible: {reasons}"


def cell_tooltip(cell: Pairing) -> str:
    """Plain text: who against whom, the best choice and every figure of it, then how each other
    choice did, so a player sees why this one was picked."""
    lines = [f"{cell.attacker} attacking {cell.target}"]
    if cell.scenario is None:
        return "\n".join([*lines, no_fight_text(cell)])
    lines.append(f"Best: {cell.choice}")
    lines += [f"  {figure.label}: {figure.text}" for figure in cell.figures]
    others = [o for o in cell.options if o.label != cell.choice]
    if others:
        lines.append("Other choices:")
        for option in others:
            shown = option.figure.text if option.figure is not None else option.refusal
            lines.append(f"  {option.label}: {shown or 'not possible'}")
    return "\n".join(lines)


def figure_text(result: MatrixResult) -> str:
    """What every cell shows: "out of action with the best choice"."""
    label = result.scale.label
    return f"{label[:1].lower()}{label[1:]}" if label else "the headline figure"


def caption(result: MatrixResult) -> str:
    """One line over the matrix: who attacks whom and what a cell shows."""
    return (
        f"{result.game_title}: {result.attackers_roster} (rows) attacking "
        f"{result.targets_roster} (columns): {figure_text(result)} with the best choice"
    )


def explanation(result: MatrixResult) -> str:
    """The paragraph a printout starts with."""
    return (
        f"Rows attack columns. Each cell: {figure_text(result)}, with the best choice the "
        f"{result.game_title} rules offer the pair (every one is tried), in the circumstances "
        "and house rules below."
    )


def empty_rosters(result: MatrixResult) -> str:
    """ "Slagworks Rivet Crew has no entries." when a side is empty, else ""."""
    empty = [
        name
        for name, entries in (
            (result.attackers_roster, result.attackers),
            (result.targets_roster, result.targets),
        )
        if not entries
    ]
    return (
        f"{' and '.join(empty)} {'have' if len(empty) > 1 else 'has'} nothing to fight."
        if empty
        else ""
    )
