"""Help › User Guide's window: every page of the manual rendered from the package, its headings
reachable by their anchors, its pictures shown, its links followed, its search finding sections."""

from __future__ import annotations

from collections.abc import Iterator
from unittest import mock

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices, QTextDocument
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.help.pages import CONTENTS, page, page_names, resolve
from gangfight_gui.gui.help.window import ManualWindow, open_manual


@pytest.fixture
def manual(qtbot: QtBot) -> Iterator[ManualWindow]:
    window = ManualWindow()
    qtbot.addWidget(window)
    window.resize(1000, 720)
    with qtbot.waitExposed(window):
        window.show()
    yield window


def _images(window: ManualWindow) -> list[tuple[str, float]]:
    """Each picture of the page shown: its name and the width it is shown at."""
    found = []
    block = window.browser.document().begin()
    while block.isValid():
        iterator = block.begin()
        while not iterator.atEnd():
            form = iterator.fragment().charFormat()
            if form.isImageFormat():
                found.append((form.toImageFormat().name(), form.toImageFormat().width()))
            iterator += 1
        block = block.next()
    return found


@pytest.mark.parametrize("name", page_names())
def test_every_page_shows_with_its_headings_anchored_and_its_pictures(
    manual: ManualWindow, name: str
) -> None:
    assert manual.open(name)
    assert manual.current() == (name, "")
    assert manual.browser.anchor_names() == [s.anchor for s in page(name).sections]
    assert manual.browser.missing_images() == []
    room = manual.browser.viewport().width()
    for image, width in _images(manual):
        loaded = manual.browser.loadResource(
            QTextDocument.ResourceType.ImageResource.value, QUrl(image)
        )
        assert not loaded.isNull(), image
        assert 0 < width <= room
    assert page(name).title in manual.windowTitle()


def test_the_guides_show_a_picture_each(manual: ManualWindow) -> None:
    for name in ("gangfight.md", "necromunda.md", "warstrike.md", "window.md"):
        manual.open(name)
        assert _images(manual), name


def test_a_link_to_a_section_of_another_page_lands_on_it(manual: ManualWindow) -> None:
    manual.open("window.md")
    manual.browser.anchorClicked.emit(QUrl("necromunda.md#house-rules"))
    assert manual.current() == ("necromunda.md", "house-rules")
    bar = manual.browser.verticalScrollBar()
    assert bar.value() > 0  # scrolled down to the section, far from the top
    document = manual.browser.document()
    block = document.begin()
    while "house-rules" not in manual.browser._first_anchors(block):
        block = block.next()
    top = document.documentLayout().blockBoundingRect(block).top()
    assert top - bar.value() == pytest.approx(0, abs=30) or bar.value() == bar.maximum()
    manual.back()
    assert manual.current() == ("window.md", "")
    assert manual.forward_button.isEnabled() and not manual.back_button.isEnabled()
    manual.forward()
    assert manual.current() == ("necromunda.md", "house-rules")


def test_every_link_between_pages_opens_its_page(manual: ManualWindow) -> None:
    followed = 0
    for name in page_names():
        for target in page(name).links():
            place = resolve(name, target)
            if place is None or target.startswith("#"):
                continue
            manual.open(name)
            manual.browser.anchorClicked.emit(QUrl(target))
            assert manual.current() == place, (name, target)
            followed += 1
    assert followed >= 20


def test_a_link_out_of_the_manual_says_so_and_stays(manual: ManualWindow) -> None:
    manual.open("games.md")
    manual.browser.anchorClicked.emit(QUrl("../README.md"))
    assert manual.current() == ("games.md", "")
    assert "not a page of this manual" in manual.status.text()


def test_a_web_address_opens_in_the_systems_browser(manual: ManualWindow) -> None:
    with mock.patch.object(QDesktopServices, "openUrl") as open_url:
        manual.browser.anchorClicked.emit(QUrl("https://keepachangelog.com/en/1.1.0/"))
    open_url.assert_called_once()
    assert manual.current() == ("", "")


def test_a_page_that_does_not_ship_is_refused_in_the_status_line(manual: ManualWindow) -> None:
    assert not manual.open("rules.md")
    assert "has no page rules.md" in manual.status.text()


def test_search_lists_the_sections_and_marks_the_words(manual: ManualWindow) -> None:
    found = manual.search("Yaktribe import")
    assert found >= 1
    first = manual.results.item(0).data(Qt.ItemDataRole.UserRole)
    assert manual.current() == tuple(first)
    assert manual.current()[0] in ("necromunda.md", "cli.md", "window.md")
    assert manual.side.currentWidget() is manual.results
    assert len(manual.browser.extraSelections()) >= 2
    manual.results.itemClicked.emit(manual.results.item(found - 1))
    assert manual.current() == tuple(manual.results.item(found - 1).data(Qt.ItemDataRole.UserRole))


def test_a_search_with_no_section_says_so(manual: ManualWindow) -> None:
    assert manual.search("xylophone quasar") == 0
    assert "No section holds every word" in manual.status.text()
    manual.search_field.clear()
    assert manual.side.currentWidget() is manual.contents
    assert manual.browser.extraSelections() == []


def test_ctrl_f_goes_to_the_search(manual: ManualWindow, qtbot: QtBot) -> None:
    manual.open(CONTENTS)
    manual.browser.setFocus()
    QTest.keyClick(manual, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is manual.search_field


def test_the_contents_open_a_section(manual: ManualWindow) -> None:
    item = manual.contents.topLevelItem(page_names().index("warstrike.md"))
    assert item is not None
    child = next(
        item.child(i) for i in range(item.childCount()) if item.child(i).text(0) == "Game night"
    )
    manual.contents.itemClicked.emit(child, 0)
    assert manual.current() == ("warstrike.md", "game-night")


def test_one_manual_window_per_main_window(qtbot: QtBot) -> None:
    owner = QWidget()
    qtbot.addWidget(owner)
    first = open_manual(owner, "cli.md", "exit-codes")
    second = open_manual(owner, "files.md")
    assert first is second
    assert second.current() == ("files.md", "")
    assert not second.testAttribute(Qt.WidgetAttribute.WA_QuitOnClose)
    second.close()


def _heading_top(manual: ManualWindow, anchor: str) -> float:
    document = manual.browser.document()
    block = document.begin()
    while anchor not in manual.browser._first_anchors(block):
        block = block.next()
    return float(document.documentLayout().blockBoundingRect(block).top())


@pytest.mark.parametrize("name", ["necromunda.md", "cli.md", "files.md"])
def test_a_deep_section_opens_at_the_top_of_the_view_even_after_a_resize(
    manual: ManualWindow, qtbot: QtBot, name: str
) -> None:
    last = [s.anchor for s in page(name).sections if s.level == 2][-1]
    manual.open(name, last)
    bar = manual.browser.verticalScrollBar()
    assert bar.value() == pytest.approx(_heading_top(manual, last), abs=2) or (
        bar.value() == bar.maximum() and bar.value() < _heading_top(manual, last)
    )
    # The whole page is laid out, as tall as the same Markdown in a document of its own.
    alone = QTextDocument()
    alone.setDefaultFont(manual.browser.font())
    alone.setMarkdown(page(name).markdown)
    alone.setTextWidth(manual.browser.document().textWidth())
    height = manual.browser.document().documentLayout().documentSize().height()
    assert height >= alone.documentLayout().documentSize().height()
    before = manual.browser.document()
    manual.resize(700, 600)  # the pictures narrower, the text that was on top still on top
    qtbot.waitUntil(lambda: manual.browser.document() is not before)
    assert manual.browser.document().textWidth() < 700
    at_end = bar.value() == bar.maximum()  # a last section shorter than the view
    assert at_end or bar.value() == pytest.approx(_heading_top(manual, last), abs=25)
    assert bar.value() <= _heading_top(manual, last) + 2
