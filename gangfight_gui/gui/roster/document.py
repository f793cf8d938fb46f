"""One open roster of any game: its current value, the file it came from and its undo history."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from gangfight_gui.roster.autosave import new_document_id
from gangfight_gui.roster.files import FileStamp
from gangfight_gui.roster.roster import EntryError, Roster
from gangfight_gui.roster.validation import EntryChecks, Problem, validate_roster
from gangfight_gui.rules.game import AnyGame, find_game

UNTITLED = "Untitled roster"


class UndoDocument(QObject):
    """What a roster and a battle being edited share: the file they came from, and an undo
    stack whose clean state is whether they need saving, never a flag of their own (undoing
    back to the saved state makes one unmodified again).

    Signals:
        modified_changed(bool): the document started or stopped having unsaved changes.
    """

    modified_changed = Signal(bool)

    def __init__(
        self, path: Path | None, stamp: FileStamp | None, parent: QObject | None, key: str | None
    ) -> None:
        super().__init__(parent)
        self.path = path
        self.stamp = stamp
        """What the file held when last read or written, so a save notices others' changes."""
        self.key = key if key is not None else new_document_id()
        """Stable for the document's life; names its autosave file (a recovered document keeps
        the id of the autosave it came from)."""
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._on_undo_stack_clean_changed)

    def is_modified(self) -> bool:
        return not self.undo_stack.isClean()

    def mark_unsaved(self) -> None:
        """Modified with nothing to undo: a new battle or a recovered autosave is not on disk."""
        self.undo_stack.resetClean()

    def _on_undo_stack_clean_changed(self, clean: bool) -> None:
        self.modified_changed.emit(not clean)


class RosterDocument(UndoDocument):
    """A roster being edited, with its file and undo stack. Only undo commands replace the roster
    (an immutable value).

    Signals:
        roster_changed(Roster): an undo command replaced the roster (the new value is passed).
        file_changed(object): the document now belongs to another file (a ``Path``, or None);
            after Save As, or a first save.
    """

    roster_changed = Signal(object)
    file_changed = Signal(object)

    def __init__(
        self,
        roster: Roster,
        path: Path | None = None,
        stamp: FileStamp | None = None,
        parent: QObject | None = None,
        *,
        key: str | None = None,
    ) -> None:
        super().__init__(path, stamp, parent, key)
        self._roster = roster
        self.game: AnyGame = find_game(roster.game)
        """The game the roster is for; it never changes for a document."""
        self._checks = EntryChecks()
        self.problems: list[Problem] = validate_roster(roster, self._checks)
        """What ``validate_roster`` finds in the current roster, kept in step with it."""

    @property
    def roster(self) -> Roster:
        return self._roster

    @property
    def noun(self) -> str:
        """What one entry is called in this roster's game ("fighter", "unit", "model")."""
        return self.game.entry_noun

    @property
    def display_name(self) -> str:
        """The name a player knows the roster by: its own name, else its file's."""
        if self._roster.name.strip():
            return self._roster.name.strip()
        return self.path.stem if self.path is not None else UNTITLED

    def replace_roster(self, roster: Roster) -> None:
        """Make ``roster`` the current value; only undo commands call this, so all is undoable."""
        self._roster = roster
        self.problems = validate_roster(roster, self._checks)
        self.roster_changed.emit(roster)

    def push(self, make: Callable[[], QUndoCommand], refused: Callable[[str], object]) -> bool:
        """Push the command ``make`` builds; whether it was pushed. A command the game's limits
        refuse (the roster's ``EntryError``, raised as it is built) is never pushed: ``refused``
        gets why, in the game's words."""
        try:
            command = make()
        except EntryError as error:
            refused(str(error))
            return False
        self.undo_stack.push(command)
        return True

    def mark_saved(self, path: Path, stamp: FileStamp) -> None:
        """Record a successful save to ``path``: the current state becomes the clean one."""
        moved = path != self.path
        self.path = path
        self.stamp = stamp
        self.undo_stack.setClean()
        if moved:
            self.file_changed.emit(path)
