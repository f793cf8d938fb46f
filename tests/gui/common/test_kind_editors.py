"""The window's one table of editors (``gui/common/kind_editors.py``): a new kind registered
there is edited in the roster's table and form, the builder, Preferences and the battle state
dialog with no other change, and no other module of the window picks a widget by a kind's
flags."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDoubleSpinBox, QWidget
from pytestqt.qtbot import QtBot

import gangfight_gui.gui
from gangfight_gui.gui.combat.builder.field_widgets import IntField, field_control
from gangfight_gui.gui.common import kind_editors
from gangfight_gui.gui.common.kind_editors import EDITORS, SpinEditor, editor_of
from gangfight_gui.gui.common.spin import StrictSpinBox
from gangfight_gui.gui.night.state_dialog import StateDialog
from gangfight_gui.gui.roster.delegates import FieldEditor
from gangfight_gui.gui.roster.field_form import FieldForm
from gangfight_gui.gui.shell.preferences_dialog import _Option
from gangfight_gui.rules import kinds
from gangfight_gui.rules.game import FieldSpec, Limits, find_game
from gangfight_gui.rules.kinds import KINDS, Kind

FLAGS = {"number", "whole", "optional", "automatic", "textual", "listed", "ticked", "chosen"}
WIDGET_MAKERS = {"StrictSpinBox", "RadioChoice"}


class Dozen(Kind):
    """A kind no game has: a count of dozens, with no flag set."""

    name = "a number of dozens"

    def _takes(self, spec: FieldSpec, value: object, limits: Limits | None) -> bool:
        return isinstance(value, int) and 0 <= value <= 12

    def _wanted(self, spec: FieldSpec) -> str:
        return "a number of dozens from 0 to 12"


DOZENS = FieldSpec("dozens", "Dozens", Dozen(), minimum=0, maximum=12, default=1)


@pytest.fixture
def dozen(monkeypatch: pytest.MonkeyPatch) -> FieldSpec:
    """The new kind, edited as a whole number: its one line in the table."""
    monkeypatch.setitem(EDITORS, Dozen, EDITORS[kinds.Whole])
    return DOZENS


def test_every_kind_has_its_editor() -> None:
    for kind in KINDS:
        assert editor_of(FieldSpec("x", "X", kind)) is not None, kind


def test_a_kind_without_an_editor_is_named() -> None:
    with pytest.raises(LookupError, match="DOZEN"):
        editor_of(DOZENS)


def test_a_new_kind_is_edited_in_the_roster_table_and_form(qtbot: QtBot, dozen: FieldSpec) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    maker = FieldEditor(dozen)
    editor = maker.create(parent)
    assert isinstance(editor, StrictSpinBox)
    assert (editor.minimum(), editor.maximum()) == (0, 12)
    maker.set_value(editor, 7)
    assert maker.value(editor) == 7
    committed: list[tuple[str, object]] = []
    form = FieldForm([dozen], lambda key, value: committed.append((key, value)), "Box", parent)
    box = form.editors["dozens"]
    assert isinstance(box, StrictSpinBox)
    form.show_values(lambda _key: 3)
    assert box.value() == 3
    box.setValue(9)
    box.editingFinished.emit()
    assert committed == [("dozens", 9)]


def test_a_new_kind_is_edited_in_the_builder_and_preferences(
    qtbot: QtBot, dozen: FieldSpec
) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    assert isinstance(field_control(dozen, parent), IntField)
    option = _Option(dozen, parent)
    assert isinstance(option.widget, StrictSpinBox)
    option.set_value(11)
    assert option.value() == 11


def test_a_new_kind_is_edited_in_the_battle_state_dialog(qtbot: QtBot, dozen: FieldSpec) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    control = StateDialog._control(parent, dozen, 4)  # type: ignore[arg-type]
    assert isinstance(control, StrictSpinBox)
    assert control.value() == 4
    assert isinstance(editor_of(dozen), SpinEditor)


@pytest.mark.parametrize("kind", KINDS, ids=repr)
def test_each_kind_shows_and_reads_back_its_values(qtbot: QtBot, kind: Kind) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    spec = FieldSpec("x", "X", kind, minimum=1, maximum=6, choices=("a", "b"))
    editor = editor_of(spec)
    made = editor.make(spec, parent)
    other = {"chosen": "b", "number": 5, "ticked": True, "listed": ["p", "q"], "textual": "Ann"}
    values = [kind.starting(spec), next(v for flag, v in other.items() if getattr(kind, flag))]
    values += [None] if kind.optional else ["auto"] if kind.automatic else []
    for value in values:
        editor.show(made, spec, value)
        read = editor.read(made, spec)
        if kind.listed:
            assert read == kind.show(spec, value)  # typed comma-separated, parsed by the roster
        elif kind.textual:
            assert read == ("" if value is None else kind.show(spec, value))
        else:
            assert read == value, value


def _picks_a_widget_by_flag(tree: ast.AST) -> list[int]:
    """Lines of an ``if`` whose test reads a kind's flag and whose branches make a widget."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.If | ast.IfExp):
            continue
        reads_flag = any(
            isinstance(part, ast.Attribute)
            and part.attr in FLAGS
            and isinstance(part.value, ast.Attribute | ast.Name)
            and (getattr(part.value, "attr", None) or getattr(part.value, "id", None)) == "kind"
            for part in ast.walk(node.test)
        )
        branches = node.body + node.orelse if isinstance(node, ast.If) else [node.body, node.orelse]
        makes_widget = any(
            isinstance(part, ast.Call)
            and isinstance(part.func, ast.Name)
            and (part.func.id.startswith("Q") or part.func.id in WIDGET_MAKERS)
            for branch in branches
            for part in ast.walk(branch)
        )
        if reads_flag and makes_widget:
            found.append(node.lineno)
    return found


def test_no_module_of_the_window_but_the_table_picks_a_widget_by_a_kinds_flags() -> None:
    root = Path(gangfight_gui.gui.__file__).parent
    table = Path(kind_editors.__file__)
    offenders = {
        str(path.relative_to(root)): lines
        for path in sorted(root.rglob("*.py"))
        if path != table
        and (lines := _picks_a_widget_by_flag(ast.parse(path.read_text(encoding="utf-8"))))
    }
    assert offenders == {}


def test_a_minimum_no_value_takes_is_the_none_of_an_optional_number(qtbot: QtBot) -> None:
    """Gangfight's base: 0 mm is no base given, shown as the blank; every number above it is a
    base (R7)."""
    parent = QWidget()
    qtbot.addWidget(parent)
    base = next(s for s in find_game("gangfight").model_fields if s.key == "base_mm")
    assert base.exclusive_minimum
    maker = FieldEditor(base)
    box = maker.create(parent)
    assert isinstance(box, QDoubleSpinBox)
    assert (box.minimum(), box.specialValueText()) == (0.0, base.blank)
    for value in (None, 0.5, 32.0):
        maker.set_value(box, value)
        assert maker.value(box) == value


def test_a_whole_number_above_its_minimum_starts_above_it(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    spec = FieldSpec("x", "X", kinds.WHOLE, minimum=0, maximum=9, exclusive_minimum=True)
    box = editor_of(spec).make(spec, parent)
    assert isinstance(box, StrictSpinBox)
    assert (box.minimum(), box.maximum(), box.specialValueText()) == (1, 9, "")
