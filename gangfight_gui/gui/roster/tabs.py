"""The open rosters as tabs ("yours and your opponent's"), each with its own editor."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtGui import QUndoGroup
from PySide6.QtWidgets import QTabWidget, QWidget

from gangfight_gui.gui.common.plain_text import tooltip

if TYPE_CHECKING:  # the editors (and the roster files behind them) load with the first roster
    from gangfight_gui.gui.roster.document import RosterDocument
    from gangfight_gui.gui.roster.editor import RosterEditor


def same_file(a: Path | None, b: Path | None) -> bool:
    if a is None or b is None:
        return False
    return os.path.normcase(os.path.abspath(a)) == os.path.normcase(os.path.abspath(b))


def tab_text(document: RosterDocument) -> str:
    """The roster's name, starred while it has unsaved changes."""
    return document.display_name + (" *" if document.is_modified() else "")


def tab_tooltip(document: RosterDocument) -> str:
    where = str(document.path) if document.path is not None else "Not saved yet"
    return tooltip(f"{document.display_name}\n{where}")


class RosterTabs(QTabWidget):
    """One tab per open roster document; its undo group holds every document's stack, the
    current tab's active, so Edit › Undo always acts on the roster in front.

    Signals:
        current_document_changed(object): another document (or None) is now in front.
        document_renamed(object): a document's name, file or modified state changed, so its
            titles need redrawing (the document is passed).
        close_requested(object): the player clicked a tab's close button (the document is passed);
            the window decides, since closing may need to ask about unsaved changes.
        status_message(str): an editor has something to tell the player.
        documents_changed(): a roster was opened, closed, renamed or edited, so views of all
            the open rosters (the combat builder, the matchups) need their rosters again.
    """

    current_document_changed = Signal(object)
    document_renamed = Signal(object)
    close_requested = Signal(object)
    status_message = Signal(str)
    documents_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roster_tabs")
        self.setDocumentMode(True)
        self.setTabsClosable(True)
        self.setMovable(True)
        self.undo_group = QUndoGroup(self)
        self.currentChanged.connect(self._on_current_changed)
        self.tabCloseRequested.connect(self._on_tab_close_requested)

    def editors(self) -> list[RosterEditor]:
        """The editor of every tab, in tab order (one editor class serves every game)."""
        if not self.count():
            return []  # before any roster, without loading the editors' modules
        from gangfight_gui.gui.roster.editor import RosterEditor

        widgets = [self.widget(position) for position in range(self.count())]
        return [editor for editor in widgets if isinstance(editor, RosterEditor)]

    def documents(self) -> list[RosterDocument]:
        """Every open roster, of any game, in tab order."""
        return [editor.document for editor in self.editors()]

    def current_editor(self) -> RosterEditor | None:
        """The editor in front, of any game."""
        editor = self.currentWidget()
        if editor is None:
            return None  # before any roster, without loading the editor's modules
        from gangfight_gui.gui.roster.editor import RosterEditor

        return editor if isinstance(editor, RosterEditor) else None

    def current_document(self) -> RosterDocument | None:
        editor = self.current_editor()
        return editor.document if editor is not None else None

    def editor_for(self, document: RosterDocument) -> RosterEditor:
        for editor in self.editors():
            if editor.document is document:
                return editor
        raise KeyError(f"{document.display_name} is not open")

    def document_for_path(self, path: Path) -> RosterDocument | None:
        return next((d for d in self.documents() if same_file(d.path, path)), None)

    def add_document(self, document: RosterDocument) -> RosterEditor:
        """Open ``document`` in a new tab, in front, in the roster editor."""
        from gangfight_gui.gui.roster.editor import RosterEditor

        editor = RosterEditor(document, self)
        editor.status_message.connect(self.status_message)
        document.setParent(editor)
        self.undo_group.addStack(document.undo_stack)
        # Bound methods, not lambdas, so Qt drops the connections when the tabs go.
        document.modified_changed.connect(self._on_document_changed)
        document.roster_changed.connect(self._on_document_changed)
        document.file_changed.connect(self._on_document_changed)
        position = self.addTab(editor, tab_text(document))
        self.setTabToolTip(position, tab_tooltip(document))
        self.setCurrentIndex(position)
        self.documents_changed.emit()
        return editor

    def remove_document(self, document: RosterDocument) -> None:
        """Close ``document``'s tab without asking anything (the caller has asked)."""
        editor = self.editor_for(document)
        self.undo_group.removeStack(document.undo_stack)
        self.removeTab(self.indexOf(editor))
        editor.deleteLater()
        if self.count() == 0:
            self.current_document_changed.emit(None)
        self.documents_changed.emit()

    def show_document(self, document: RosterDocument) -> None:
        self.setCurrentWidget(self.editor_for(document))

    def _on_current_changed(self, position: int) -> None:
        document = self.current_document()
        stack = document.undo_stack if document is not None else None
        self.undo_group.setActiveStack(stack)  # type: ignore[arg-type]  # Qt takes nullptr
        self.current_document_changed.emit(document)

    def _on_document_changed(self, _value: object) -> None:
        from gangfight_gui.gui.roster.document import RosterDocument

        document = self.sender()
        if not isinstance(document, RosterDocument):
            return
        try:
            position = self.indexOf(self.editor_for(document))
        except KeyError:
            return
        self.setTabText(position, tab_text(document))
        self.setTabToolTip(position, tab_tooltip(document))
        self.document_renamed.emit(document)
        self.documents_changed.emit()

    def _on_tab_close_requested(self, position: int) -> None:
        self.close_requested.emit(self.editors()[position].document)
