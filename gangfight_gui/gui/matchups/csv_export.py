"""The matrix as CSV for a spreadsheet, for every game.

Layout, chosen for sorting, filtering and formulas rather than for reading:

* one header row, then one row per attacker (the attacking roster's entries, in roster order);
* first column ``Attacker``; then, for each target (in roster order), one numeric column per
  headline figure of the game (``<target>: <figure>``, in the game's order: Gangfight's wounds
  taken, wounded, incapacitated, dead; Necromunda's out of action…), then ``<target>: choice``,
  what the best fight uses;
* numbers are plain decimals with a dot (``0.932292``, six decimals), a chance as a fraction of 1
  (``0.034722``, not ``3%``), so a spreadsheet reads them as numbers in every locale setting that
  takes a dot, and sums or averages them directly; a cell where no fight is possible is left
  empty (not 0), so averages skip it;
* UTF-8 with a byte-order mark (Excel needs it to read accented names), RFC 4180 quoting and
  CRLF line ends (Python's ``csv`` defaults).

A single rectangular table keeps every row an entry and every column a number; the rosters and
settings are not written inside (a preamble breaks header detection): they go in the file name the
dialog suggests, and the PDF carries them in full. The file is written atomically
(``roster.atomic.write_atomic``): a failed export never leaves a half-written file.
"""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

from gangfight_gui.gui.matchups.result import MatrixResult
from gangfight_gui.roster.atomic import write_atomic

ENCODING = "utf-8-sig"
CHOICE = "choice"


def _number(value: float) -> str:
    return f"{value:.6f}"


def figure_labels(result: MatrixResult) -> tuple[str, ...]:
    """The headline figures' names, in the game's order, over every cell of the matrix."""
    found: dict[str, None] = {}
    for cell in result.cells():
        for figure in cell.figures:
            found.setdefault(figure.label)
    return tuple(found)


def matrix_csv(result: MatrixResult) -> str:
    """The CSV text (without the byte-order mark, which ``write_matrix_csv`` adds)."""
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
    write_atomic(path, matrix_csv(result).encode(ENCODING))


def suggested_name(result: MatrixResult, suffix: str) -> str:
    """ "Orc Braves vs Human Veterans.csv": the rosters at a glance, safe on every system."""
    stem = f"{result.attackers_roster} vs {result.targets_roster}"
    stem = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', " ", stem).strip() or "matchups"
    return f"{stem}{suffix}"
