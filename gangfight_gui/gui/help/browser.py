"""One page of the manual, rendered: Markdown as Qt reads it, with what GitHub adds to it.

Qt renders the Markdown (headings, tables, lists, code) but gives headings no anchors and shows
every picture at its full size in a plain flow. So once a page is set, each heading is given the
anchor GitHub gives it (``pages.slug``: links and F1 land on it), code blocks a tinted
background, headings room above them, and pictures the width of the view at most. Links are
followed here (``link_clicked``); pictures are read from the package, never from the disk beside
it, so the manual shows the same installed from a wheel, offline, as in the repository.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QUrl, Signal
from PySide6.QtGui import (
    QImage,
    QPalette,
    QResizeEvent,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)
from PySide6.QtWidgets import QTextBrowser, QTextEdit, QWidget

from gangfight_gui import shipped
from gangfight_gui.gui.help.pages import image_name, page

HEADING_SPACE_PX = 14
IMAGE_MARGIN_PX = 24
"""Room left beside a picture shrunk to the view's width (the document's margins)."""


class ManualBrowser(QTextBrowser):
    """A page of the manual at a time, with its anchors; the window keeps the history.

    Signals:
        link_clicked(str): the target of a link the reader clicked, as written on the page.
    """

    link_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("manual_browser")
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.anchorClicked.connect(self._on_anchor_clicked)
        self._page = ""
        self._images: dict[str, QImage] = {}
        self._missing: list[str] = []
        self._width = 0

    @property
    def page_name(self) -> str:
        return self._page

    def missing_images(self) -> list[str]:
        """Pictures of the page shown that the package lacks (a broken install)."""
        return list(self._missing)

    def show_page(self, name: str, anchor: str = "") -> None:
        """Show the page ``name`` (a MissingResourceError if it does not ship) at ``anchor``."""
        if name != self._page:
            markdown = page(name).markdown
            self._page = name
            self._missing = []
            self.document().setBaseUrl(QUrl(name))
            self.setMarkdown(markdown)
            self._decorate()
        if anchor:
            self.scrollToAnchor(anchor)
        else:
            self.verticalScrollBar().setValue(0)

    def anchor_names(self) -> list[str]:
        """The anchors of the page shown, in order (what ``scrollToAnchor`` can reach)."""
        names: list[str] = []
        block = self.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel():
                names += block.charFormat().anchorNames() or self._first_anchors(block)
            block = block.next()
        return names

    @staticmethod
    def _first_anchors(block: object) -> list[str]:
        iterator = block.begin()  # type: ignore[attr-defined]
        if iterator.atEnd():
            return []
        names: list[str] = iterator.fragment().charFormat().anchorNames()
        return names

    def highlight(self, words: str, anchor: str = "") -> int:
        """Mark every occurrence of each word of ``words`` (any case) on the page and move to
        the first one at or after the heading ``anchor``; how many were marked."""
        selections = []
        form = QTextCharFormat()
        form.setBackground(self.palette().color(QPalette.ColorRole.Highlight))
        form.setForeground(self.palette().color(QPalette.ColorRole.HighlightedText))
        document = self.document()
        for term in words.split():
            cursor = document.find(term)
            while not cursor.isNull():
                selection = QTextEdit.ExtraSelection()
                selection.cursor = cursor
                selection.format = form
                selections.append(selection)
                cursor = document.find(term, cursor)
        self.setExtraSelections(selections)
        start = self._anchor_position(anchor)
        later = sorted(
            s.cursor.selectionStart() for s in selections if s.cursor.selectionStart() >= start
        )
        if later:
            cursor = QTextCursor(document)
            cursor.setPosition(later[0])
            self.setTextCursor(cursor)
            self.ensureCursorVisible()
        return len(selections)

    def _anchor_position(self, anchor: str) -> int:
        block = self.document().begin()
        while block.isValid():
            if anchor and anchor in self._first_anchors(block):
                return block.position()
            block = block.next()
        return 0

    def loadResource(self, kind: int, name: QUrl | str) -> object:
        """Pictures come from the package (``images/…`` of ``docs/``)."""
        if kind == QTextDocument.ResourceType.ImageResource.value:
            return self._image(name.toString() if isinstance(name, QUrl) else name)
        return super().loadResource(kind, name)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if abs(self.viewport().width() - self._width) > 8:
            self._fit_images()

    # Decoration

    def _decorate(self) -> None:
        anchors = iter(section.anchor for section in page(self._page).sections)
        code = QTextBlockFormat()
        code.setBackground(self.palette().color(QPalette.ColorRole.AlternateBase))
        cursor = QTextCursor(self.document())
        cursor.beginEditBlock()
        block = self.document().begin()
        while block.isValid():
            form = block.blockFormat()
            if form.headingLevel():
                anchor = next(anchors, None)
                cursor.setPosition(block.position())
                end = block.position() + block.length() - 1
                cursor.setPosition(end, QTextCursor.MoveMode.KeepAnchor)
                if anchor is not None:
                    named = QTextCharFormat()
                    named.setAnchor(True)
                    named.setAnchorNames([anchor])
                    cursor.mergeCharFormat(named)
                spaced = QTextBlockFormat()
                spaced.setTopMargin(HEADING_SPACE_PX)
                spaced.setBottomMargin(HEADING_SPACE_PX // 2)
                cursor.mergeBlockFormat(spaced)
            elif form.hasProperty(QTextFormat.Property.BlockCodeFence) or form.nonBreakableLines():
                cursor.setPosition(block.position())
                cursor.mergeBlockFormat(code)
            block = block.next()
        cursor.endEditBlock()
        self._fit_images()

    def _fit_images(self) -> None:
        """Each picture at its own size, or the view's width if that is less."""
        self._width = self.viewport().width()
        room = max(120, self._width - IMAGE_MARGIN_PX)
        document = self.document()
        cursor = QTextCursor(document)
        block = document.begin()
        while block.isValid():
            iterator = block.begin()
            while not iterator.atEnd():
                fragment = iterator.fragment()
                form = fragment.charFormat()
                if form.isImageFormat():
                    image_form = form.toImageFormat()
                    image = self._image(image_form.name())
                    if not image.isNull():
                        width = min(image.width(), room)
                        image_form.setWidth(width)
                        image_form.setHeight(image.height() * width / image.width())
                        cursor.setPosition(fragment.position())
                        cursor.setPosition(
                            fragment.position() + fragment.length(),
                            QTextCursor.MoveMode.KeepAnchor,
                        )
                        cursor.setCharFormat(image_form)
                iterator += 1
            block = block.next()

    def _image(self, target: str) -> QImage:
        name = image_name(self._page, target)
        if name is None:
            return QImage()
        if name not in self._images:
            image = QImage()
            with contextlib.suppress(shipped.MissingResourceError):
                image.loadFromData(shipped.manual_file(name).read_bytes())
            if image.isNull() and name not in self._missing:
                self._missing.append(name)
            self._images[name] = image
        return self._images[name]

    def _on_anchor_clicked(self, url: QUrl) -> None:
        self.link_clicked.emit(url.toString())
