"""One page of the manual, rendered: Markdown as Qt reads it, with what GitHub adds to it."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from PySide6.QtCore import QTimer, QUrl, Signal
from PySide6.QtGui import (
    QImage,
    QPalette,
    QResizeEvent,
    QTextBlock,
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
"""Room left beside a picture shrunk to the view's width (the document's margins); a page is
refitted to a view whose width changed more than this (not when a scroll bar comes or goes)."""


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
        self._words = ""
        self._top: int | None = None
        """Where the text at the top of the view was, while a resize waits to be refitted."""

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
            self.setDocument(self._document(markdown))
            self._top = None  # the view is set anew: what a resize had noted is gone
        if anchor:
            self._show_position(self._anchor_position(anchor), at_top=True)
        else:
            self.verticalScrollBar().setValue(0)

    def _document(self, markdown: str) -> QTextDocument:
        """The page as a document of its own, decorated whole before the view lays it out: a
        document changed once shown is laid out again in steps, and a view asked where its text
        is meanwhile gets the half-done layout's answer. Made a child of the view, so the
        previous page's document is deleted when this one replaces it."""
        document = QTextDocument(self)
        document.setDefaultFont(self.font())
        document.setBaseUrl(QUrl(self._page))
        document.setMarkdown(markdown)
        self._width = self.viewport().width()
        self._decorate(document)
        return document

    def anchor_names(self) -> list[str]:
        """The anchors of the page shown, in order (what ``scrollToAnchor`` can reach)."""
        names: list[str] = []
        for block in _blocks(self.document()):
            if block.blockFormat().headingLevel():
                names += block.charFormat().anchorNames() or self._first_anchors(block)
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
        self._words = words
        starts = self._mark()
        later = [start for start in starts if start >= self._anchor_position(anchor)]
        if later:
            cursor = QTextCursor(self.document())
            cursor.setPosition(later[0])
            self.setTextCursor(cursor)
            self._show_position(later[0])
        return len(starts)

    def _mark(self) -> list[int]:
        """Mark the words searched for on the page shown; where each mark starts, in order."""
        form = QTextCharFormat()
        form.setBackground(self.palette().color(QPalette.ColorRole.Highlight))
        form.setForeground(self.palette().color(QPalette.ColorRole.HighlightedText))
        document = self.document()
        selections = []
        for term in self._words.split():
            cursor = document.find(term)
            while not cursor.isNull():
                selection = QTextEdit.ExtraSelection()
                selection.cursor = cursor
                selection.format = form
                selections.append(selection)
                cursor = document.find(term, cursor)
        self.setExtraSelections(selections)
        return sorted(selection.cursor.selectionStart() for selection in selections)

    def _show_position(self, position: int, *, at_top: bool = False) -> None:
        """Scroll so the line holding ``position`` is in view (at the top with ``at_top``, else a
        third of the way down if it was not). Measured on the document's layout
        (``blockBoundingRect`` lays the page out that far), not on the view's cursor, which a
        page just set has not laid out yet."""
        layout_of_page = self.document().documentLayout()
        block = self.document().findBlock(position)
        top = layout_of_page.blockBoundingRect(block).top()
        layout = block.layout()
        if layout is not None and layout.lineCount():
            top += layout.lineForTextPosition(position - block.position()).y()
        bar = self.verticalScrollBar()
        room = self.viewport().height()
        # A page just set has its scroll range once the view hears of its size: give it now.
        tall = int(layout_of_page.documentSize().height())
        bar.setRange(0, max(bar.maximum(), tall - room))
        if at_top:
            bar.setValue(int(top))
        elif not bar.value() <= top <= bar.value() + room - 20:
            bar.setValue(int(top) - room // 3)

    def _anchor_position(self, anchor: str) -> int:
        for block in _blocks(self.document()):
            if anchor and anchor in self._first_anchors(block):
                return block.position()
        return 0

    def loadResource(self, kind: int, name: QUrl | str) -> object:
        """Pictures come from the package (``images/…`` of ``docs/``), never from the disk
        beside it, so a wheel installed offline shows them as the repository does."""
        if kind == QTextDocument.ResourceType.ImageResource.value:
            return self._image(name.toString() if isinstance(name, QUrl) else name)
        return super().loadResource(kind, name)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Pictures follow the view's width: the page is made again at the new width once the
        resizing is over (a new page resizes the view again, as its scroll bars come and go),
        with the text that was at the top of the view at its top again."""
        if self._page and self._top is None:
            self._top = self._top_position()
            QTimer.singleShot(0, self, self._refit)  # not called once the view is gone
        super().resizeEvent(event)

    def _top_position(self) -> int:
        """The first block that begins in the view (by the page's layout, not the view's hit
        test, which a page laid out in steps answers wrongly)."""
        layout = self.document().documentLayout()
        y = self.verticalScrollBar().value()
        block = self.document().begin()
        while block.isValid() and layout.blockBoundingRect(block).top() < y - 1:
            block = block.next()
        return block.position() if block.isValid() else 0

    def _refit(self) -> None:
        top, self._top = self._top, None
        if top is None or abs(self.viewport().width() - self._width) <= IMAGE_MARGIN_PX:
            return
        self.setDocument(self._document(page(self._page).markdown))
        self._mark()
        self._show_position(top, at_top=True)

    # Decoration

    def _decorate(self, document: QTextDocument) -> None:
        """What Qt's Markdown lacks and GitHub gives: each heading its anchor (``pages.slug``)
        and room above it, code blocks a tinted background."""
        anchors = iter(section.anchor for section in page(self._page).sections)
        code = QTextBlockFormat()
        code.setBackground(self.palette().color(QPalette.ColorRole.AlternateBase))
        cursor = QTextCursor(document)
        cursor.beginEditBlock()
        for block in _blocks(document):
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
            elif _is_code(form):
                cursor.setPosition(block.position())
                cursor.mergeBlockFormat(code)
                previous = block.previous().blockFormat()
                if not _is_code(previous) or _language(previous) != _language(form):
                    first = QTextBlockFormat()  # apart from a block of code just above
                    first.setTopMargin(HEADING_SPACE_PX // 2)
                    cursor.mergeBlockFormat(first)
        self._fit_images(document, cursor)
        cursor.endEditBlock()

    def _fit_images(self, document: QTextDocument, cursor: QTextCursor) -> None:
        """Each picture at its own size, or the view's width if that is less."""
        room = max(120, self._width - IMAGE_MARGIN_PX)
        for block in _blocks(document):
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


def _blocks(document: QTextDocument) -> Iterator[QTextBlock]:
    block = document.begin()
    while block.isValid():
        yield block
        block = block.next()


def _is_code(form: QTextBlockFormat) -> bool:
    return form.hasProperty(QTextFormat.Property.BlockCodeFence) or form.nonBreakableLines()


def _language(form: QTextBlockFormat) -> str:
    """A fenced block's info string as Qt keeps it (``json name=x.json``)."""
    return str(form.stringProperty(QTextFormat.Property.BlockCodeLanguage))
