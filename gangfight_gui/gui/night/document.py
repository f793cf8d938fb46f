"""An open battle: the battle now, its file, its undo stack and its autosave."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoCommand

from gangfight_gui.gui.roster.document import UndoDocument
from gangfight_gui.roster.autosave import discard_autosave, write_autosave
from gangfight_gui.roster.files import FileStamp
from gangfight_gui.roster.night.battle import Battle, BattleChange

AUTOSAVE_DELAY_MS = 1_000
"""After a change, wait this long for the next before writing the autosave (a roll applied is
one change; a burst of hand edits is written once)."""


class BattleCommand(QUndoCommand):
    """One ``BattleChange``: redo shows its battle after, undo its battle before."""

    def __init__(self, document: BattleDocument, change: BattleChange) -> None:
        super().__init__(change.text)
        self._document = document
        self.change = change

    def redo(self) -> None:
        self._document.set_battle(self.change.after)

    def undo(self) -> None:
        self._document.set_battle(self.change.before)


class BattleDocument(UndoDocument):
    """A battle being played, with its file and undo stack: each ``BattleChange`` one step, named
    as the model names it ("Undo Apply roll: Orc Brave → Human Veteran").

    Signals:
        battle_changed(Battle): the battle now (after a change, an undo or a redo).
        autosave_failed(str): the autosave could not be written; the reason.
    """

    battle_changed = Signal(object)
    autosave_failed = Signal(str)

    def __init__(
        self,
        battle: Battle,
        path: Path | None = None,
        stamp: FileStamp | None = None,
        parent: QObject | None = None,
        *,
        key: str | None = None,
    ) -> None:
        super().__init__(path, stamp, parent, key)
        self._battle = battle
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(AUTOSAVE_DELAY_MS)
        self._timer.timeout.connect(self.autosave)
        if path is None:
            self.mark_unsaved()  # a new battle is on no disk yet

    @property
    def battle(self) -> Battle:
        return self._battle

    def push(self, change: BattleChange) -> None:
        """Make ``change`` (its battle after) current, as one undoable step."""
        self.undo_stack.push(BattleCommand(self, change))

    def set_battle(self, battle: Battle) -> None:
        """Only the undo commands call this, so every change is undoable."""
        self._battle = battle
        self.battle_changed.emit(battle)
        self._timer.start()

    def mark_saved(self, path: Path, stamp: FileStamp) -> None:
        self.path = path
        self.stamp = stamp
        self.undo_stack.setClean()
        discard_autosave(self.key)

    def autosave(self) -> None:
        """Write the autosave now if there are unsaved changes, else forget it."""
        self._timer.stop()
        if not self.is_modified():
            discard_autosave(self.key)
            return
        try:
            write_autosave(self.key, self._battle, source_path=self.path)
        except OSError as error:
            self.autosave_failed.emit(f"Autosave of the battle {self._battle.name} failed: {error}")

    def discard(self) -> None:
        """Closed on purpose: no autosave is kept."""
        self._timer.stop()
        discard_autosave(self.key)
