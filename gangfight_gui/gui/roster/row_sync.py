"""Tell a Qt list or table model what changed between two immutable sequences of rows, so views
keep the player's selection and scroll position at every edit."""

from __future__ import annotations

from collections.abc import Callable, Sequence
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
    from difflib import SequenceMatcher  # at the first edit: not for opening a roster

    current = list(old)
    last_column = max(model.columnCount(QModelIndex()) - 1, 0)
    start, old_end, new_end = _same_ends(old, new)
    matcher = SequenceMatcher(None, list(old[start:old_end]), list(new[start:new_end]), False)
    root = QModelIndex()
    for tag, a1, a2, b1, b2 in reversed(matcher.get_opcodes()):
        if tag == "equal":
            continue
        i1, i2, j1, j2 = a1 + start, a2 + start, b1 + start, b2 + start
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


def _same_ends(old: Sequence[T], new: Sequence[T]) -> tuple[int, int, int]:
    """Where the rows that are the very same objects at both ends stop: the first index that
    differs, and the ends of the differing middles of ``old`` and ``new``.

    An edit keeps every other row's object (rosters are immutable values shared between
    versions), so only the middle goes to ``difflib``: comparing 10,000 rows by value hashed
    every field of every model at each edit.
    """
    limit = min(len(old), len(new))
    start = 0
    while start < limit and old[start] is new[start]:
        start += 1
    old_end, new_end = len(old), len(new)
    while old_end > start and new_end > start and old[old_end - 1] is new[new_end - 1]:
        old_end -= 1
        new_end -= 1
    return start, old_end, new_end
