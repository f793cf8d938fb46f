"""The open rosters as tabs ("yours and your opponent's"), each with its own editor, made when
its tab is first shown or its editor first asked for."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent, QUndoGroup
from PySide6.QtWidgets import QStackedWidget, QTabWidget, QVBoxLayout, QWidget

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


class RosterPage(QWidget):
    """A tab's page: its document, and the document's editor, made when the page has been shown
    as the event loop turns, or when it is asked for. A roster opened behind another (the second
    named at the start) costs no editor until its tab is chosen.

    Signals:
        editor_made(object): the page's editor now exists (it is passed).
    """

    editor_made = Signal(object)

    def __init__(self, document: RosterDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.made: RosterEditor | None = None
        """The editor, once made."""
        self._box = QVBoxLayout(self)
        self._box.setContentsMargins(0, 0, 0, 0)

    def editor(self) -> RosterEditor:
        """The page's editor, made now if it has not been."""
        if self.made is None:
            from gangfight_gui.gui.roster.editor import RosterEditor

            self.made = RosterEditor(self.document, self)
            self._box.addWidget(self.made)
            self.made.show()  # at once on a page on screen, not in the loop's next turn
            self.editor_made.emit(self.made)
        return self.made

    def showEvent(self, event: QShowEvent) -> None:
        """Its editor made in the loop's next turn, before the paint: a page shown and hidden
        again within a turn (opening several rosters, the first in front) makes none."""
        super().showEvent(event)
        if self.made is None:
            QTimer.singleShot(0, self, self._make_if_shown)

    def _make_if_shown(self) -> None:
        if self.isVisible():
            self.editor()


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
        editor_made(object): a tab's editor was made (it is passed), when its tab was first
            shown or its editor first asked for.
        documents_changed(): a roster was opened, closed, renamed or edited, so views of all
            the open rosters (the combat builder, the matchups) need their rosters again.
    """

    current_document_changed = Signal(object)
    document_renamed = Signal(object)
    close_requested = Signal(object)
    status_message = Signal(str)
    editor_made = Signal(object)
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
        stack = self.findChild(QStackedWidget, "qt_tabwidget_stackedwidget")
        assert stack is not None  # QTabWidget makes it with itself
        self._stack = stack

    def event(self, event: QEvent) -> bool:
        """Lays the tab bar and pages out as QTabWidget does, but repaints only if that moved
        them: QTabWidget repaints itself, the page in front with it, at every layout request,
        and a page's list asks for one as it is laid out a turn after it is shown, so the
        roster in front was painted twice more, unchanged, as the window settled."""
        if event.type() != QEvent.Type.LayoutRequest or not self.updatesEnabled():
            return super().event(event)
        before = (self.tabBar().geometry(), self._stack.geometry())
        self.setAttribute(Qt.WidgetAttribute.WA_UpdatesDisabled, True)
        try:
            handled = super().event(event)
        finally:
            self.setAttribute(Qt.WidgetAttribute.WA_UpdatesDisabled, False)
        if (self.tabBar().geometry(), self._stack.geometry()) != before:
            self.update()
        return handled

    def pages(self) -> list[RosterPage]:
        """Every tab's page, in tab order."""
        pages = [self.widget(position) for position in range(self.count())]
        return [page for page in pages if isinstance(page, RosterPage)]

    def documents(self) -> list[RosterDocument]:
        """Every open roster, of any game, in tab order (no editor made to say so)."""
        return [page.document for page in self.pages()]

    def current_editor(self, *, make: bool = True) -> RosterEditor | None:
        """The editor in front, of any game; made now if it has not been, unless ``make`` is
        false (what only reads its state: a tab not yet shown has no selection to read)."""
        page = self.currentWidget()
        if not isinstance(page, RosterPage):
            return None
        return page.editor() if make else page.made

    def current_document(self) -> RosterDocument | None:
        page = self.currentWidget()
        return page.document if isinstance(page, RosterPage) else None

    def editor_for(self, document: RosterDocument) -> RosterEditor:
        """``document``'s editor, made now if its tab has not been shown."""
        return self._page_for(document).editor()

    def _page_for(self, document: RosterDocument) -> RosterPage:
        for page in self.pages():
            if page.document is document:
                return page
        raise KeyError(f"{document.display_name} is not open")

    def document_for_path(self, path: Path) -> RosterDocument | None:
        return next((d for d in self.documents() if same_file(d.path, path)), None)

    def add_document(self, document: RosterDocument) -> None:
        """Open ``document`` in a new tab, in front; its editor is made when the tab is shown
        (``RosterPage``)."""
        page = RosterPage(document, self)
        page.editor_made.connect(self._on_page_editor_made)
        document.setParent(page)
        self.undo_group.addStack(document.undo_stack)
        # Bound methods, not lambdas, so Qt drops the connections when the tabs go.
        document.modified_changed.connect(self._on_document_changed)
        document.roster_changed.connect(self._on_document_changed)
        document.file_changed.connect(self._on_document_changed)
        position = self.addTab(page, tab_text(document))
        self.setTabToolTip(position, tab_tooltip(document))
        self.setCurrentIndex(position)
        self.documents_changed.emit()

    def remove_document(self, document: RosterDocument) -> None:
        """Close ``document``'s tab without asking anything (the caller has asked)."""
        page = self._page_for(document)
        self.undo_group.removeStack(document.undo_stack)
        self.removeTab(self.indexOf(page))
        page.deleteLater()
        if self.count() == 0:
            self.current_document_changed.emit(None)
        self.documents_changed.emit()

    def show_document(self, document: RosterDocument) -> None:
        self.setCurrentWidget(self._page_for(document))

    def _on_page_editor_made(self, editor: RosterEditor) -> None:
        editor.status_message.connect(self.status_message)
        self.editor_made.emit(editor)

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
            position = self.indexOf(self._page_for(document))
        except KeyError:
            return
        self.setTabText(position, tab_text(document))
        self.setTabToolTip(position, tab_tooltip(document))
        self.document_renamed.emit(document)
        self.documents_changed.emit()

    def _on_tab_close_requested(self, position: int) -> None:
        self.close_requested.emit(self.pages()[position].document)
