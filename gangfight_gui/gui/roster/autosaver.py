"""Autosave of unsaved edits: shortly after each edit, and every half minute as well."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

if TYPE_CHECKING:
    from gangfight_gui.gui.roster.document import RosterDocument

EDIT_DELAY_MS = 2_000
"""After an edit, wait this long for the next one before writing."""
MAX_DELAY_MS = 5_000
"""But never wait longer than this after the first unsaved edit: a player editing steadily would
otherwise restart the short wait for ever."""
INTERVAL_MS = 30_000
"""And write every modified document this often regardless, so a crash costs a few seconds of
work at most."""


class Autosaver(QObject):
    """Writes the autosaves of the documents it watches; a document saved, undone back to its
    saved state or closed on purpose loses its autosave.

    Signals:
        autosave_failed(str): an autosave could not be written; the reason.
    """

    autosave_failed = Signal(str)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        edit_delay_ms: int = EDIT_DELAY_MS,
        max_delay_ms: int = MAX_DELAY_MS,
        interval_ms: int = INTERVAL_MS,
    ) -> None:
        super().__init__(parent)
        self._documents: dict[RosterDocument, None] = {}
        self._pending: dict[RosterDocument, None] = {}
        """Documents as a dict's keys: each once, in the order they came."""
        self._edit_timer = QTimer(self)
        self._edit_timer.setSingleShot(True)
        self._edit_timer.setInterval(edit_delay_ms)
        self._edit_timer.timeout.connect(self._on_edit_timer_timeout)
        self._deadline_timer = QTimer(self)
        self._deadline_timer.setSingleShot(True)
        self._deadline_timer.setInterval(max_delay_ms)
        self._deadline_timer.timeout.connect(self._on_edit_timer_timeout)
        self.interval_timer = QTimer(self)
        self.interval_timer.setInterval(interval_ms)
        self.interval_timer.timeout.connect(self.save_all)
        self.interval_timer.start()

    def watch(self, document: RosterDocument) -> None:
        self._documents[document] = None
        # Bound methods, not lambdas: Qt drops the connections when the autosaver goes, so a
        # document's stack emptying itself on deletion cannot call into a deleted autosaver.
        document.undo_stack.indexChanged.connect(self._on_undo_stack_index_changed)
        document.modified_changed.connect(self._on_document_modified_changed)
        if document.is_modified():
            self._on_document_edited(document)

    def forget(self, document: RosterDocument) -> None:
        """Stop watching a closed document and delete its autosave."""
        from gangfight_gui.roster.autosave import discard_autosave  # not needed to start

        self._documents.pop(document, None)
        self._pending.pop(document, None)
        discard_autosave(document.key)

    def save_all(self) -> None:
        for document in list(self._documents):
            self.save(document)

    def save(self, document: RosterDocument) -> None:
        """Write ``document``'s autosave now if it has unsaved edits, else delete it."""
        from gangfight_gui.roster.autosave import discard_autosave, write_autosave

        if not document.is_modified():
            discard_autosave(document.key)
            return
        try:
            write_autosave(document.key, document.roster, source_path=document.path)
        except OSError as error:
            self.autosave_failed.emit(f"Autosave of {document.display_name} failed: {error}")

    def _on_document_edited(self, document: RosterDocument) -> None:
        if document not in self._documents:
            return
        self._pending[document] = None
        self._edit_timer.start()
        if not self._deadline_timer.isActive():
            # Started by the first unsaved edit only: later edits do not push it back.
            self._deadline_timer.start()

    def _on_undo_stack_index_changed(self, _index: int) -> None:
        from gangfight_gui.gui.roster.document import RosterDocument

        stack = self.sender()
        document = stack.parent() if stack is not None else None
        if isinstance(document, RosterDocument):
            self._on_document_edited(document)

    def _on_document_modified_changed(self, modified: bool) -> None:
        from gangfight_gui.gui.roster.document import RosterDocument
        from gangfight_gui.roster.autosave import discard_autosave

        document = self.sender()
        if not modified and isinstance(document, RosterDocument) and document in self._documents:
            discard_autosave(document.key)

    def _on_edit_timer_timeout(self) -> None:
        self._edit_timer.stop()
        self._deadline_timer.stop()
        pending, self._pending = self._pending, {}
        for document in pending:
            if document in self._documents:
                self.save(document)
