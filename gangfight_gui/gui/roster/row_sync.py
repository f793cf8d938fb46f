"""Tell a Qt list or table model what changed between two immutable sequences of rows.

Undo commands only swap whole rosters, but views must hear "row 3 removed", not "everything
reset", or they lose the player's selection and scroll position at every edit. The difference
between the old and the new tuple is found with ``difflib`` (rows are hashable frozen values) and
replayed as the smallest run of insert, remove and data-changed notifications.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from difflib import SequenceMatcher
from typing import TypeVar

from PySide6.QtCore import QAbstractItemModel, QModelIndex

T = TypeVar("T")


def sync_rows(
    model: QAbstractItemModel,
    old: Sequence[T],
    new: Sequence[T],
    store: Callable[[tuple[T, ...]], None],
) -> None:
    """Move ``model`` from showing ``old`` to showing ``new``, one notification at a time.

    ``store`` sets the rows the model shows; it is called inside every begin/end pair, so the
    model is consistent whenever a view asks. Changes are replayed from the end backwards, so the
    positions ``difflib`` gives for the old sequence stay valid.
    """
    current = list(old)
    last_column = max(model.columnCount(QModelIndex()) - 1, 0)
    matcher = SequenceMatcher(None, list(old), list(new), autojunk=False)
    root = QModelIndex()
    for tag, i1, i2, j1, j2 in reversed(matcher.get_opcodes()):
        if tag == "equal":
            continue
        if tag == "replace" and i2 - i1 == j2 - j1:
            current[i1:i2] = new[j1:j2]
            store(tuple(current))
            model.dataChanged.emit(model.index(i1, 0), model.index(i2 - 1, last_column))
            continue
        if i2 > i1:
            model.beginRemoveRows(root, i1, i2 - 1)
            del current[i1:i2]
            store(tuple(current))
            model.endRemoveRows()
        if j2 > j1:
            model.beginInsertRows(root, i1, i1 + (j2 - j1) - 1)
            current[i1:i1] = new[j1:j2]
            store(tuple(current))
            model.endInsertRows()
