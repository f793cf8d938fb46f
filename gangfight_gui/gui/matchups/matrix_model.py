"""The matrix as a Qt table: attackers of roster A down, targets of roster B across.

The model only shows a ``MatrixResult``; computing one is the worker's job. A new result resets
the model (its shape may change); a new heat measure only changes colours (``dataChanged``).
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor

from gangfight_gui.gui.common.plain_text import tooltip
from gangfight_gui.gui.matchups import heat, texts
from gangfight_gui.gui.matchups.result import MatrixResult
from gangfight_gui.rules.gangfight.matchups import Matchup

MATCHUP_ROLE = Qt.ItemDataRole.UserRole + 1
"""A cell's ``Matchup`` (every option and refusal), for views that need more than the text."""
HEAT_ROLE = Qt.ItemDataRole.UserRole + 2
"""A cell's place on the heat scale, 0-1 (float), or None when no attack is possible."""

_Index = QModelIndex | QPersistentModelIndex


class MatchupMatrixModel(QAbstractTableModel):
    """Best attack of each attacker (row) against each target (column), heat-coloured."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._result: MatrixResult | None = None
        self._measure = heat.HeatMeasure.WOUNDS
        self._top = 0.0

    @property
    def result(self) -> MatrixResult | None:
        return self._result

    @property
    def heat_measure(self) -> heat.HeatMeasure:
        return self._measure

    @property
    def scale_top(self) -> float:
        """The measure's largest value in the matrix: full red, the legend's right end."""
        return self._top

    def set_result(self, result: MatrixResult | None) -> None:
        self.beginResetModel()
        self._result = result
        self._top = self._compute_top()
        self.endResetModel()

    def set_heat_measure(self, measure: heat.HeatMeasure) -> None:
        if measure is self._measure:
            return
        self._measure = measure
        self._top = self._compute_top()
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(
                self.index(0, 0),
                self.index(self.rowCount() - 1, self.columnCount() - 1),
                [
                    Qt.ItemDataRole.BackgroundRole,
                    Qt.ItemDataRole.ForegroundRole,
                    HEAT_ROLE,
                ],
            )

    def matchup(self, index: _Index) -> Matchup | None:
        if self._result is None or not index.isValid():
            return None
        return self._result.cell(index.row(), index.column())

    def _compute_top(self) -> float:
        if self._result is None:
            return 0.0
        return heat.scale_max(self._result.cells(), self._measure)

    # Qt's interface -------------------------------------------------------------------------

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 (Qt's signature)
        if parent.isValid() or self._result is None:
            return 0
        return len(self._result.attackers)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._result is None:
            return 0
        return len(self._result.targets)

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        cell = self.matchup(index)
        if cell is None:
            return None
        best = cell.best
        if role == Qt.ItemDataRole.DisplayRole:
            return texts.cell_text(cell)
        if role == Qt.ItemDataRole.ToolTipRole:
            return texts.cell_tooltip(cell)  # rich text, names escaped
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignCenter
        if role == Qt.ItemDataRole.BackgroundRole:
            return self._background(cell)
        if role == Qt.ItemDataRole.ForegroundRole:
            if best is None:
                return QColor(120, 120, 128)
            return heat.text_colour(self._background(cell))
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return texts.no_attack_text(cell) if best is None else texts.cell_text(cell)
        if role == MATCHUP_ROLE:
            return cell
        if role == HEAT_ROLE:
            return None if best is None else heat.fraction(self._measure.of(best), self._top)
        return None

    def _background(self, cell: Matchup) -> QColor:
        best = cell.best
        if best is None:
            return QColor(heat.NO_ATTACK)
        return heat.heat_colour(heat.fraction(self._measure.of(best), self._top))

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        if self._result is None:
            return None
        horizontal = orientation == Qt.Orientation.Horizontal
        names = self._result.targets if horizontal else self._result.attackers
        if not 0 <= section < len(names):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return names[section]
        if role == Qt.ItemDataRole.ToolTipRole:
            roster = self._result.targets_roster if horizontal else self._result.attackers_roster
            side = "target" if horizontal else "attacker"
            return tooltip(f"{names[section]} ({side}, {roster})")
        return None
