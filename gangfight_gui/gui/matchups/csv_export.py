"""The matrix as CSV for a spreadsheet.

Layout, chosen for sorting, filtering and formulas rather than for reading:

* one header row, then one row per attacker (roster A's models, in roster order);
* first column ``Attacker``; then, for each target (roster B's models, in order), two numeric
  columns: ``<target>: expected final wounds`` and ``<target>: P(incapacitate)``;
* numbers are plain decimals with a dot (``0.932292``, six decimals), the chance as a fraction of
  1 (``0.034722``, not ``3%``), so a spreadsheet reads them as numbers in every locale setting
  that takes a dot, and sums or averages them directly; a cell where no attack is possible is
  left empty (not 0), so averages skip it;
* UTF-8 with a byte-order mark (Excel needs it to read accented names), RFC 4180 quoting and
  CRLF line ends (Python's ``csv`` defaults).

A single rectangular table keeps every row a model and every column a number; the rosters and
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

WOUNDS_COLUMN = "{}: expected final wounds"
CHANCE_COLUMN = "{}: P(incapacitate)"
ENCODING = "utf-8-sig"


def _number(value: float) -> str:
    return f"{value:.6f}"


def matrix_csv(result: MatrixResult) -> str:
    """The CSV text (without the byte-order mark, which ``write_matrix_csv`` adds)."""
    out = io.StringIO()
    writer = csv.writer(out)
    header = ["Attacker"]
    for target in result.targets:
        header += [WOUNDS_COLUMN.format(target), CHANCE_COLUMN.format(target)]
    writer.writerow(header)
    for attacker, row in zip(result.attackers, result.rows, strict=True):
        line = [attacker]
        for cell in row:
            best = cell.best
            if best is None:
                line += ["", ""]
            else:
                line += [_number(best.expected_final_wounds), _number(best.p_incapacitated)]
        writer.writerow(line)
    return out.getvalue()


def write_matrix_csv(path: Path, result: MatrixResult) -> None:
    write_atomic(path, matrix_csv(result).encode(ENCODING))


def suggested_name(result: MatrixResult, suffix: str) -> str:
    """ "Orc Braves vs Human Veterans, hard cover, long.csv": rosters and settings at a glance."""
    settings = result.settings
    parts = [f"{result.attackers_roster} vs {result.targets_roster}"]
    if settings.cover.value != "none":
        parts.append(f"{settings.cover.value} cover")
    parts.append(settings.range_band.replace("_", " "))
    if settings.target_in_combat:
        parts.append("in combat")
    stem = re.sub(r'[\\/:*?"<>|\x00-\x1f]+', " ", ", ".join(parts)).strip() or "matchups"
    return f"{stem}{suffix}"
