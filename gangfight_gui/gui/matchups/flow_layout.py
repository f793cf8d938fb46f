"""A layout that puts its widgets in a row and wraps to the next row when the row is full (Qt has
none), so the matchups' controls take one row in a wide dock and more in a narrow one."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QSizePolicy, QWidget


class FlowLayout(QLayout):
    """Items left to right, wrapping; ``spacing`` between items and between rows."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._gap = spacing
        self.setContentsMargins(QMargins(0, 0, 0, 0))

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        """No: its widget keeps a minimum height of the rows it wraps into instead
        (``MatchupControls.resizeEvent``). A height-for-width child makes every layout above it
        height-for-width, and a scroll area then gives the whole panel its preferred height,
        so a docked matrix scrolled away its last row rather than shrink its table."""
        return False

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        """One row of everything: what a wide enough place shows."""
        width = sum(item.sizeHint().width() for item in self._visible())
        width += self._gap * max(0, len(self._visible()) - 1)
        height = max((item.sizeHint().height() for item in self._visible()), default=0)
        margins = self.contentsMargins()
        return QSize(
            width + margins.left() + margins.right(), height + margins.top() + margins.bottom()
        )

    def minimumSize(self) -> QSize:
        """As wide as the widest item: anything wider wraps."""
        size = QSize()
        for item in self._visible():
            size = size.expandedTo(item.minimumSize())
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _visible(self) -> list[QLayoutItem]:
        return [
            item
            for item in self._items
            if not (item.widget() is not None and item.widget().isHidden())  # type: ignore[union-attr]
        ]

    def _arrange(self, rect: QRect, *, move: bool) -> int:
        margins = self.contentsMargins()
        area = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        rows: list[list[tuple[QLayoutItem, QSize]]] = [[]]
        x = 0
        for item in self._visible():
            hint = item.sizeHint().boundedTo(QSize(area.width(), 10_000))
            policy = item.widget().sizePolicy() if item.widget() is not None else None  # type: ignore[union-attr]
            if policy is not None and policy.horizontalPolicy() == QSizePolicy.Policy.Ignored:
                hint.setWidth(min(hint.width(), area.width()))
            if rows[-1] and x + hint.width() > area.width():
                rows.append([])
                x = 0
            rows[-1].append((item, hint))
            x += hint.width() + self._gap
        y = area.y()
        for row in rows:
            height = max((hint.height() for _, hint in row), default=0)
            x = area.x()
            for item, hint in row:
                if move:
                    top = y + (height - hint.height()) // 2
                    item.setGeometry(QRect(QPoint(x, top), hint))
                x += hint.width() + self._gap
            y += height + self._gap
        return y - self._gap - rect.y() + margins.bottom()
