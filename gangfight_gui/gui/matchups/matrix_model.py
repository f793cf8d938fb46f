"""The matrix as a Qt table: the attacking roster's entries down, the attacked roster's across."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor

from gangfight_gui.cards import heat
from gangfight_gui.gui.common.plain_text import tooltip
from gangfight_gui.gui.matchups import texts
from gangfight_gui.gui.matchups.result import MatrixResult
from gangfight_gui.rules.pairings import Pairing

SHARE_ROLE = Qt.ItemDataRole.UserRole + 2
"""A cell's figure on the matrix's scale, 0 to 1 (float), or None when no fight is possible."""

_Index = QModelIndex | QPersistentModelIndex


class MatchupMatrixModel(QAbstractTableModel):
    """The best fight of each attacker (row) against each target (column), coloured; it only
    shows a ``MatrixResult`` (the worker computes them)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._result: MatrixResult | None = None
        self._base = QColor(heat.PAPER)

    @property
    def result(self) -> MatrixResult | None:
        return self._result

    def set_result(self, result: MatrixResult | None) -> None:
        """A reset, since the new matrix's shape may differ."""
        self.beginResetModel()
        self._result = result
        self.endResetModel()

    def set_base(self, base: QColor) -> None:
        """The colour of "nothing" (the palette's base), the bottom of every ramp."""
        if base == self._base:
            return
        self._base = QColor(base)
        if self.rowCount() and self.columnCount():
            self.dataChanged.emit(
                self.index(0, 0),
                self.index(self.rowCount() - 1, self.columnCount() - 1),
                [Qt.ItemDataRole.BackgroundRole, Qt.ItemDataRole.ForegroundRole],
            )

    def pairing(self, index: _Index) -> Pairing | None:
        if self._result is None or not index.isValid():
            return None
        return self._result.cell(index.row(), index.column())

    def background(self, cell: Pairing) -> QColor:
        """The cell's colour: its figure's share of the matrix's scale along its tone's ramp."""
        scale = self._result.scale if self._result is not None else heat.HeatScale()
        return scale.colour(cell.figure, self._base)

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
        cell = self.pairing(index)
        if cell is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return texts.cell_text(cell)
        if role == Qt.ItemDataRole.ToolTipRole:
            return tooltip(texts.cell_tooltip(cell))
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return Qt.AlignmentFlag.AlignCenter
        if role == Qt.ItemDataRole.BackgroundRole:
            return self.background(cell)
        if role == Qt.ItemDataRole.ForegroundRole:
            return heat.text_colour(self.background(cell))
        if role == Qt.ItemDataRole.AccessibleTextRole:
            return texts.no_fight_text(cell) if cell.figure is None else texts.cell_text(cell)
        if role == SHARE_ROLE and cell.figure is not None and self._result is not None:
            return self._result.scale.share(cell.figure)
        return None

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
