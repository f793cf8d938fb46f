"""Keyboard shortcuts: every binding the platform knows for a standard action, plus ours."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence


def set_standard_shortcuts(action: QAction, key: QKeySequence.StandardKey, *extra: str) -> None:
    """Bind ``action`` to all of ``key``'s platform bindings and to ``extra`` ("Ctrl+Shift+Z").

    ``QAction.setShortcut(StandardKey)`` keeps only the platform's first binding (Redo is Ctrl+Y
    on some desktops, Ctrl+Shift+Z on others; Windows has none for Save As), so a player used to
    the other one would find it dead."""
    sequences = list(QKeySequence.keyBindings(key))
    for text in extra:
        sequence = QKeySequence(text)
        if sequence not in sequences:
            sequences.append(sequence)
    action.setShortcuts(sequences)
