"""Help › User Guide: the manual in a window of its own, offline, searchable, its links followed."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QStackedWidget,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

import gangfight_gui
from gangfight_gui import shipped
from gangfight_gui.gui.common.named_widgets import lay_out, named
from gangfight_gui.gui.help.browser import ManualBrowser
from gangfight_gui.gui.help.pages import CONTENTS, page, page_names, resolve, search

DEFAULT_SIZE = QSize(1000, 720)
PLACE_ROLE = Qt.ItemDataRole.UserRole
"""An item's (page, anchor) in the contents and the search results."""
OBJECT_NAME = "manual_window"


class ManualWindow(QWidget):
    """The manual, one per main window (``open_manual`` finds it again).

    Signals:
        page_shown(str, str): the page and anchor now in view.
    """

    page_shown = Signal(str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName(OBJECT_NAME)
        # Beside the main window, it never keeps the program running once that one is closed;
        # alone (gangfight-gui --manual), closing it quits.
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, parent is None)
        self.setWindowTitle(f"{gangfight_gui.APP_NAME}: User Guide")
        self._history: list[tuple[str, str]] = []
        self._items: dict[tuple[str, str], QTreeWidgetItem] = {}
        """The contents' items by their page and anchor (``""`` for a page's own)."""
        self._place = -1
        self._words = ""

        self.back_button = self._button("◀ Back", "manual_back", "Back (Alt+Left)", self.back)
        self.forward_button = self._button(
            "Forward ▶", "manual_forward", "Forward (Alt+Right)", self.forward
        )
        self.contents_button = self._button(
            "Contents", "manual_contents", "The first page", lambda: self.open(CONTENTS)
        )
        self.search_field = named(QLineEdit(self), "manual_search")
        self.search_field.setPlaceholderText("Search the manual (Ctrl+F), then Enter")
        self.search_field.setClearButtonEnabled(True)
        self.search_field.returnPressed.connect(self._on_search_return_pressed)
        self.search_field.textChanged.connect(self._on_search_text_changed)

        self.contents = named(QTreeWidget(self), "manual_contents_tree")
        self.contents.setHeaderHidden(True)
        self.contents.itemActivated.connect(self._on_item_chosen)
        self.contents.itemClicked.connect(self._on_item_chosen)
        self.results = named(QListWidget(self), "manual_search_results")
        self.results.itemActivated.connect(self._on_result_chosen)
        self.results.itemClicked.connect(self._on_result_chosen)
        self.side = QStackedWidget(self)
        self.side.addWidget(self.contents)
        self.side.addWidget(self.results)

        self.browser = ManualBrowser(self)
        self.browser.link_clicked.connect(self._on_browser_link_clicked)
        self.status = named(QLabel(self), "manual_status")
        self.status.setTextFormat(Qt.TextFormat.PlainText)

        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.side)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([260, DEFAULT_SIZE.width() - 260])
        buttons = (self.back_button, self.forward_button, self.contents_button)
        top = lay_out(QHBoxLayout(), *buttons, (self.search_field, 1))
        lay_out(QVBoxLayout(self), top, (splitter, 1), self.status)

        for keys, slot in (
            (QKeySequence.StandardKey.Back, self.back),
            (QKeySequence.StandardKey.Forward, self.forward),
            (QKeySequence.StandardKey.Find, self._focus_search),
        ):
            QShortcut(keys, self, slot)
        self._fill_contents()
        self._update_buttons()
        self.resize(DEFAULT_SIZE)

    def _button(self, text: str, name: str, tip: str, clicked: Callable[[], object]) -> QToolButton:
        button = named(QToolButton(self), name, tip)
        button.setText(text)
        button.clicked.connect(clicked)
        return button

    # Where the reader is

    def current(self) -> tuple[str, str]:
        """The page and anchor shown (``("", "")`` before any)."""
        return self._history[self._place] if self._place >= 0 else ("", "")

    def open(self, name: str, anchor: str = "") -> bool:
        """Show page ``name`` at ``anchor`` and remember it for Back; False (said in the status
        line) if the page does not ship."""
        if not self._show(name, anchor):
            return False
        if (name, anchor) == self.current():
            return True
        del self._history[self._place + 1 :]
        self._history.append((name, anchor))
        self._place = len(self._history) - 1
        self._update_buttons()
        return True

    def back(self) -> None:
        self._go(-1)

    def forward(self) -> None:
        self._go(1)

    def _go(self, step: int) -> None:
        """Show the place ``step`` away in the history, if there is one."""
        if 0 <= self._place + step < len(self._history):
            self._place += step
            self._show(*self._history[self._place])
            self._update_buttons()

    def _show(self, name: str, anchor: str) -> bool:
        if name not in page_names():
            self.status.setText(
                f"The manual has no page {name}; its pages are {', '.join(page_names())}."
            )
            return False
        try:
            self.browser.show_page(name, anchor)
        except shipped.MissingResourceError as error:
            self.status.setText(str(error))
            return False
        self.setWindowTitle(f"{page(name).title}: {gangfight_gui.APP_NAME} User Guide")
        self.status.setText("")
        if self._words:
            self.browser.highlight(self._words, anchor)
        missing = self.browser.missing_images()
        if missing:
            self.status.setText("Pictures missing from this install: " + ", ".join(missing))
        self._select_in_contents(name, anchor)
        self.page_shown.emit(name, anchor)
        return True

    def _update_buttons(self) -> None:
        self.back_button.setEnabled(self._place > 0)
        self.forward_button.setEnabled(self._place + 1 < len(self._history))

    # Contents

    def _fill_contents(self) -> None:
        for name in page_names():
            found = page(name)
            item = self._place_item(found.title, name, "")
            for section in found.sections:
                if section.level == 2:
                    item.addChild(self._place_item(section.title, name, section.anchor))
            self.contents.addTopLevelItem(item)

    def _place_item(self, title: str, name: str, anchor: str) -> QTreeWidgetItem:
        """An item of the contents: ``title``, leading to ``anchor`` of the page ``name``."""
        item = QTreeWidgetItem([title])
        item.setData(0, PLACE_ROLE, (name, anchor))
        item.setToolTip(0, title)
        self._items[name, anchor] = item
        return item

    def _select_in_contents(self, name: str, anchor: str) -> None:
        """The page ``name`` opened in the contents, the item of ``anchor`` chosen (the page's
        own where its section has none)."""
        for (page_name, section), item in self._items.items():
            if not section:
                item.setExpanded(page_name == name)
        chosen = self._items.get((name, anchor), self._items.get((name, "")))
        if chosen is not None:
            self.contents.setCurrentItem(chosen)

    def _on_item_chosen(self, item: QTreeWidgetItem) -> None:
        name, anchor = item.data(0, PLACE_ROLE)
        if (name, anchor) != self.current():
            self.open(name, anchor)

    # Search

    def search(self, words: str) -> int:
        """List the sections holding every word of ``words``, mark the words on the pages and
        open the first section; how many sections hold them."""
        self.search_field.setText(words)
        self._words = words.strip()
        hits = search(self._words)
        self.results.clear()
        for hit in hits:
            times = "once" if hit.count == 1 else f"{hit.count} times"
            item = QListWidgetItem(f"{hit.section.title}\n    {hit.page.title}, {times}")
            item.setToolTip(f"{hit.page.title} › {hit.section.title}")
            item.setData(PLACE_ROLE, (hit.page.name, hit.section.anchor))
            self.results.addItem(item)
        self.side.setCurrentWidget(self.results)
        if not hits:
            self.status.setText(f"No section holds every word of “{self._words}”.")
            self.browser.highlight("")
            return 0
        self.results.setCurrentRow(0)
        self.open(hits[0].page.name, hits[0].section.anchor)
        self.status.setText(f"{len(hits)} sections hold “{self._words}”.")
        return len(hits)

    def _focus_search(self) -> None:
        self.search_field.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search_field.selectAll()

    def _on_search_return_pressed(self) -> None:
        self.search(self.search_field.text())

    def _on_search_text_changed(self, text: str) -> None:
        if not text.strip():
            self._words = ""
            self.browser.highlight("")
            self.side.setCurrentWidget(self.contents)

    def _on_result_chosen(self, item: QListWidgetItem) -> None:
        self.open(*item.data(PLACE_ROLE))

    # Links

    def _on_browser_link_clicked(self, target: str) -> None:
        """A web address opens in the system's browser, a page of the manual here; a file of
        the source tree, which a player's install does not hold, is named in the status line."""
        url = QUrl(target)
        if url.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)
            return
        place = resolve(self.browser.page_name, target)
        if place is None or place[0] not in page_names():
            self.status.setText(
                f"{target} is a file of the program's source, not a page of this manual."
            )
            return
        self.open(*place)


def open_manual(parent: QWidget, name: str, anchor: str = "") -> ManualWindow:
    """The manual window of ``parent`` (made on first use), shown at ``name`` and ``anchor``."""
    window = parent.findChild(ManualWindow, OBJECT_NAME)
    if window is None:
        window = ManualWindow(parent)
    window.open(name, anchor)
    window.show()
    window.raise_()
    window.activateWindow()
    return window
