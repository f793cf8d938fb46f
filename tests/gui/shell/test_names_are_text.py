"""Names are text, never markup, wherever the window shows them.

A roster whose gang, models and weapons are named with HTML opens; the builder and the results
are set up with those models for each kind of attack (melee, ranged, area), a roll is made and
typed in at the table, the matchups are computed and the unsaved-changes box is asked. Then every
label, tooltip, item view and message box of the window is read as Qt would show it: rich text
is rendered, plain text is not. Each name must be seen as written, markup characters and all; a
label that renders one (``<b>Bold</b> Orc`` shown as a bold "Bold Orc") fails.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QAction, QTextDocument
from PySide6.QtGui import Qt as QtGuiNamespace
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView, QLabel, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.shell.combat_docks import roster_labels
from gangfight_gui.gui.shell.main_window import MainWindow
from tests.gui.combat.builder.helpers import choose, choose_item, edit, set_control

GANG = "<b>Bold</b> Gang"
SHOOTER = "<img src=x>Ogre Chief"
TARGET = "<b>Bold</b> Orc"
OTHER = '<a href="https://example.com/">Link</a> Troll'
BOW = '<a href="https://example.com/">Link</a> Bow'
AXE = "<i>Italic</i> Axe"
BOMB = "<u>Under</u> Bomb"

RENDERED = {
    # name as written: what a rich-text label shows of it
    GANG: "Bold Gang",
    SHOOTER: "Ogre Chief",
    TARGET: "Bold Orc",
    OTHER: "Link Troll",
    BOW: "Link Bow",
    AXE: "Italic Axe",
    BOMB: "Under Bomb",
}


def markup_roster() -> dict[str, Any]:
    def model(name: str, **fields: Any) -> dict[str, Any]:
        return {
            "name": name,
            "attack": 3,
            "defense": 3,
            "marksmanship": 3,
            "armour": 3,
            "damage": 3,
            "endurance": 3,
            "movement": 4,
            "notes": f"Notes of {name}",
            **fields,
        }

    return {
        "format": "gangfight-roster",
        "version": 1,
        "name": GANG,
        "notes": f"Notes of {GANG}",
        "points_limit": 1,
        "models": [
            model(
                SHOOTER,
                size="large",
                base_mm=20,  # too small (R7): a problem naming the model
                cost=10,
                weapons=[
                    {"name": AXE, "kind": "hand", "damage_bonus": 1},
                    {"name": BOW, "kind": "ranged", "range": 12},
                    {"name": BOMB, "kind": "ranged", "range": 8},
                ],
            ),
            model(TARGET, weapons=[{"name": AXE, "kind": "hand"}]),
            model(OTHER),
            model(TARGET),  # a duplicate name: another problem naming it
        ],
    }


def shown(text: str, rich: bool) -> str:
    """What the player reads: rich text rendered, plain text as it is."""
    if not rich:
        return text
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def label_is_rich(label: QLabel) -> bool:
    text_format = label.textFormat()
    if text_format == Qt.TextFormat.RichText:
        return True
    return text_format == Qt.TextFormat.AutoText and QtGuiNamespace.mightBeRichText(label.text())


def tooltip_is_rich(text: str) -> bool:
    """Tooltips always guess (QToolTip uses Qt::mightBeRichText)."""
    return QtGuiNamespace.mightBeRichText(text)


def item_texts(model: QAbstractItemModel, parent: QModelIndex | None = None) -> Iterator[str]:
    """Tooltips of every item, as they would be shown (item text is always drawn plain)."""
    parent = parent if parent is not None else QModelIndex()
    for row in range(min(_count(model.rowCount, parent), 50)):
        for column in range(min(_count(model.columnCount, parent), 50)):
            index = model.index(row, column, parent)
            tip = index.data(Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str):
                yield shown(tip, tooltip_is_rich(tip))
            if column == 0 and _count(model.rowCount, index) > 0:
                yield from item_texts(model, index)


def _count(method: Any, parent: QModelIndex) -> int:
    """rowCount/columnCount; list models (columns) and table models (children) hide one."""
    try:
        return int(method(parent))
    except TypeError:
        return 0 if parent.isValid() else 1


def place_of(widget: QWidget) -> str:
    """``CircumstancesBox>QWidget>QLabel``: the widget's class (or name) after its ancestors'."""
    parts = []
    current: QWidget | None = widget
    while current is not None and len(parts) < 4:
        parts.append(current.objectName() or type(current).__name__)
        current = current.parentWidget()
    return ">".join(reversed(parts))


class Seen:
    """Every text the window shows, as shown, and where it came from."""

    def __init__(self) -> None:
        self.texts: list[tuple[str, str]] = []

    def add(self, where: str, text: str) -> None:
        if text:
            self.texts.append((where, text))

    def walk(self, root: QWidget) -> None:
        for label in root.findChildren(QLabel):
            self.add(place_of(label), shown(label.text(), label_is_rich(label)))
        for widget in [root, *root.findChildren(QWidget)]:
            tip = widget.toolTip()
            self.add(f"tooltip of {type(widget).__name__}", shown(tip, tooltip_is_rich(tip)))
        for action in root.findChildren(QAction):
            tip = action.toolTip()
            self.add(f"tooltip of action {action.text()}", shown(tip, tooltip_is_rich(tip)))
        for view in root.findChildren(QAbstractItemView):
            model = view.model()
            if model is not None:
                for tip in item_texts(model):
                    self.add(f"item tooltip in {type(view).__name__}", tip)

    def box(self, box: QMessageBox) -> None:
        rich = box.textFormat() == Qt.TextFormat.RichText or (
            box.textFormat() == Qt.TextFormat.AutoText
            and QtGuiNamespace.mightBeRichText(box.text())
        )
        self.add(f"message box {box.windowTitle()}", shown(box.text(), rich))
        informative = box.informativeText()
        self.add(f"message box {box.windowTitle()} (more)", shown(informative, rich))

    def rendered_names(self) -> list[tuple[str, str]]:
        """(where, name) for every place that shows a name rendered as markup."""
        found = []
        for where, text in self.texts:
            for raw, rendered in RENDERED.items():
                if rendered in text.replace(raw, ""):
                    found.append((where, raw))
        return found

    def showing(self, raw: str) -> set[str]:
        return {where for where, text in self.texts if raw in text}


@pytest.fixture
def window_size() -> tuple[int, int]:
    return (1400, 900)


@pytest.fixture
def window(window: MainWindow, tmp_path: Path) -> Iterator[MainWindow]:
    """The window with the roster of markup names open; its matchups stopped after."""
    path = tmp_path / "markup.json"
    path.write_text(json.dumps(markup_roster()), encoding="utf-8")
    [document] = window.open_paths([path])
    assert document.roster.models[0].name == SHOOTER
    yield window
    window.matchups.view.shutdown()


def set_up(
    window: MainWindow,
    attack: str,
    target: str,
    weapon: str,
    *,
    wounds_taken: int = 0,
    caught: str | None = None,
    **circumstances: Any,
) -> None:
    """The shooter's attack on ``target`` set up in the builder as a player does."""
    [label] = [label for label, _ in roster_labels(window.documents())]
    builder = window.combat.builder
    choose(builder.attacker_picker, label, SHOOTER)
    choose(builder.target_picker, label, target)
    choose_item(
        builder.attack_combo, next(k.label for k in builder.game.attack_kinds if k.key == attack)
    )
    choose_item(
        builder.weapons_combo, next(r.label for r in builder.setup.menu if weapon in r.label)
    )
    set_control(builder.state_grid.controls[1]["wounds_taken"], wounds_taken)
    for key, value in circumstances.items():
        edit(builder, key, value)
    if caught is not None:
        items = builder.caught_list
        row = next(i for i in range(items.count()) if caught in items.item(i).text())
        items.item(row).setCheckState(Qt.CheckState.Checked)
    window.combat.recompute_now()


def test_every_name_is_shown_as_written(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = Seen()
    editor = window.tabs.current_editor()
    assert editor is not None
    editor.select_rows([0])

    # Melee with the axe, a threat-range check (R8) and wounds taken.
    set_up(window, "melee", TARGET, AXE, distance=40.0, wounds_taken=1)
    seen.walk(window)
    set_up(window, "melee", TARGET, AXE, distance=None)
    window.combat.results.roll(seed=7)
    window.combat.results.show_tab("typed")  # it follows the attack when shown
    table = window.combat.results.typed_view
    QTest.keyClicks(table.entry, "3 4 6")
    QTest.keyClick(table.entry, Qt.Key.Key_Return)
    seen.walk(window)
    # Ranged with the bow, by distance and by band.
    set_up(window, "ranged", OTHER, BOW, distance=20.0)
    window.combat.results.roll(seed=8)
    seen.walk(window)
    set_up(window, "ranged", OTHER, BOW, distance=None, range_band="long_2")
    seen.walk(window)
    # An area attack catching another model.
    set_up(window, "aoe_direct", OTHER, BOMB, range_band="short", caught=TARGET)
    window.combat.results.roll(seed=9)
    # The attack roll, then the targets' dodge and armour dice one at a time.
    for dice in ("5 5 5 5", *["1"] * 8):
        QTest.keyClicks(table.entry, dice)
        QTest.keyClick(table.entry, Qt.Key.Key_Return)
        seen.walk(window)
    # The matchups of the gang against itself.
    view = window.matchups.view
    window.matchups.dock.show()
    with qtbot.waitSignal(view.matrix_computed, timeout=20_000):
        view.compute()
    seen.walk(window)

    # The unsaved-changes box ("Save the changes to …?").
    [document] = window.documents()
    document.mark_unsaved()
    boxes: list[QMessageBox] = []

    def fake_exec(box: QMessageBox) -> int:
        boxes.append(box)
        return QMessageBox.StandardButton.Cancel.value

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    assert not window.file_actions.close_document(document)
    [box] = boxes
    seen.box(box)

    rendered = seen.rendered_names()
    assert rendered == [], "\n".join(sorted({f"{where}: {raw}" for where, raw in rendered}))
    # Not vacuous: the names are on screen, markup characters and all, in many places.
    for raw in (GANG, SHOOTER, TARGET, OTHER, BOW, AXE, BOMB):
        assert seen.showing(raw), raw
    places = set().union(*(seen.showing(raw) for raw in RENDERED))
    assert len(places) >= 15, places
    # The places once found rendering names as markup, each seen showing them as written.
    for place, raw in [
        ("results_title", SHOOTER),
        ("results_title", AXE),
        ("results_refusal", SHOOTER),
        ("hint_distance", BOW),  # the band a distance falls in, for the bow (R15)
        ("hint_distance", SHOOTER),  # the threat range (R8)
        ("tooltip of IntField", TARGET),  # the wounds taken, of its EN
        ("model_title", SHOOTER),
        ("steps_view", TARGET),  # the roll
        ("typed_dice_view>steps_view", TARGET),  # the roll typed in at the table
        ("message box Unsaved changes", GANG),
        ("item tooltip in QTableView", TARGET),
    ]:
        assert any(place in where for where in seen.showing(raw)), (place, raw)
