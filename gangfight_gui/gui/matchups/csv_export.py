"""The matrix as CSV for a spreadsheet, for every game: a row per attacker, a number column per
target and headline figure, then the target's choice (one rectangular table, for formulas)."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

from gangfight_gui.gui.matchups.result import MatrixResult
from gangfight_gui.roster.atomic import write_atomic

ENCODING = "utf-8-sig"
"""UTF-8 with a byte-order mark: Excel needs it to read accented names."""
CHOICE = "choice"


def _number(value: float) -> str:
    """A plain decimal with a dot ("0.034722", a chance as a fraction of 1, never "3%"), so a
    spreadsheet reads it as a number and sums or averages it directly."""
    return f"{value:.6f}"


def figure_labels(result: MatrixResult) -> tuple[str, ...]:
    """The headline figures' names, in the game's order, over every cell of the matrix."""
    found: dict[str, None] = {}
    for cell in result.cells():
        for figure in cell.figures:
            found.setdefault(figure.label)
    return tuple(found)


def matrix_csv(result: MatrixResult) -> str:
    """The CSV text (without the byte-order mark, which ``write_matrix_csv`` adds): a cell where
    no fight is possible is left empty, not 0, so a spreadsheet's averages skip it. The rosters and
    settings are not written inside (a preamble breaks a spreadsheet's header detection)."""
    labels = figure_labels(result)
    out = io.StringIO()
    writer = csv.writer(out)
    header = ["Attacker"]
    for target in result.targets:
        header += [f"{target}: {label}" for label in labels]
        header.append(f"{target}: {CHOICE}")
    writer.writerow(header)
    for attacker, row in zip(result.attackers, result.rows, strict=True):
        line = [attacker]
        for cell in row:
            values = {f.label: f.probability for f in cell.figures}
            line += [_number(values[label]) if label in values else "" for label in labels]
            line.append(cell.choice if cell.scenario is not None else "")
        writer.writerow(line)
    return out.getvalue()


def write_matrix_csv(path: Path, result: MatrixResult) -> None:
    """Written atomically: a failed export never leaves a half-written file."""
    write_atomic(path, matrix_csv(result).encode(ENCODING))


def suggested_name(result: MatrixResult, suffix: str) -> str:
    """ "Orc Braves vs Human Veterans.csv": the rosters at a glance, safe on every system (the CSV
    names them nowhere else)."""
    stem = f"{result.attackers_roster} vs {result.targets_roster}"
    stem = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', " ", stem).strip() or "matchups"
    return f"{stem}{suffix}"
