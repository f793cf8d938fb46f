"""A cell's editor shows what is typed in it: in a column narrower than the editor needs (a
Necromunda S, one letter wide), the box grows past the cell, within the table, rather than
showing its arrows alone."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QTableView, QWidget
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.gui.roster.editor import RosterEditor
from gangfight_gui.gui.roster.table_model import SPEC_ROLE
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.kinds import WordOrWhole
from tests.gui.roster.conftest import sample_roster


def _opened(view: QTableView, column: int) -> QWidget | None:
    """The editor of row 0's cell in ``column``, opened as a double-click opens it."""
    index = view.model().index(0, column)
    if not index.flags() & Qt.ItemFlag.ItemIsEditable:
        return None
    view.setCurrentIndex(index)
    view.edit(index)
    QApplication.processEvents()
    return view.indexWidget(index)


def _close(view: QTableView, editor: QWidget, qtbot: QtBot) -> None:
    qtbot.keyClick(editor, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: view.state() != QTableView.State.EditingState)


def _typed_texts(spec: FieldSpec) -> list[str]:
    """What a player types in a word-or-number box: each word, with "+10" where it takes one."""
    kind = spec.kind
    assert isinstance(kind, WordOrWhole)
    return [word + ("+10" if kind.offsets else "") for word in spec.choices]


def _tables(editor: RosterEditor) -> tuple[QTableView, QTableView]:
    editor.select_rows([0])
    QApplication.processEvents()
    return editor.view, editor.detail.weapons_view


def test_every_cell_editor_has_its_least_width_within_the_table(
    editor: RosterEditor, qtbot: QtBot
) -> None:
    for view in _tables(editor):
        for column in range(view.model().columnCount()):
            opened = _opened(view, column)
            if opened is None:
                continue
            title = view.model().headerData(column, Qt.Orientation.Horizontal)
            if isinstance(opened, QAbstractSpinBox | QComboBox):
                assert opened.width() >= opened.minimumSizeHint().width(), title
            geometry = opened.geometry()
            assert geometry.left() >= 0, title
            assert geometry.right() < view.viewport().width(), title
            _close(view, opened, qtbot)


def test_a_word_or_number_box_fits_a_word_and_two_digits(qtbot: QtBot) -> None:
    """Necromunda's weapon S ("S+10" typed in its one-letter column), the one such field."""
    editor = RosterEditor(RosterDocument(sample_roster("necromunda")))
    qtbot.addWidget(editor)
    editor.resize(1200, 760)
    with qtbot.waitExposed(editor):
        editor.show()
    seen = []
    for view in _tables(editor):
        for column in range(view.model().columnCount()):
            spec = view.model().index(0, column).data(SPEC_ROLE)
            if not isinstance(spec, FieldSpec) or not isinstance(spec.kind, WordOrWhole):
                continue
            opened = _opened(view, column)
            assert isinstance(opened, QComboBox)
            line = opened.lineEdit()
            assert line is not None
            for text in _typed_texts(spec):
                assert line.fontMetrics().horizontalAdvance(text) < line.width(), text
            _close(view, opened, qtbot)
            seen.append(spec.label)
    assert seen == ["S"]
