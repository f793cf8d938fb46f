"""Driving the one combat builder as a player does, in every game: open a game's samples, pick
from the pickers, tick, type and choose, and read the fight it makes."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication, QComboBox

from gangfight_gui.gui.combat.builder.builder import CombatBuilder
from gangfight_gui.gui.combat.builder.entry_picker import EntryPicker
from gangfight_gui.gui.combat.builder.field_widgets import (
    BoolField,
    ChoiceField,
    IntField,
    ListField,
    NumberField,
)
from gangfight_gui.gui.combat.fight import EntryKey, Fight
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.rules.engine.paths import get_path
from tests.helpers.example_game import ROSTER as PIT_CREW

REPO = Path(__file__).resolve().parents[4]
ROSTERS = REPO / "rosters"
GAMES = ("gangfight", "necromunda", "warstrike", "pitfight")
"""The three built-in games and the example game (``example_game`` fixture)."""


def samples(game: str) -> list[Path]:
    """The sample rosters of ``game``, in the order the samples dialog lists them."""
    if game == "pitfight":
        return [PIT_CREW]
    return [
        path
        for path in sorted(ROSTERS.glob("*.json"))
        if json.loads(path.read_text(encoding="utf-8")).get("game", "gangfight") == game
        and path.name != "monsters.json"
    ]


def open_samples(window: MainWindow, game: str) -> CombatBuilder:
    """Both samples of ``game`` open, the first in front; the game's builder."""
    window.open_paths(samples(game))
    window.tabs.setCurrentIndex(0)
    caught_up()
    window.combat.recompute_now()
    return window.combat.page(game).builder


def fight(builder: CombatBuilder) -> Fight:
    found = builder.fight()
    assert found is not None, builder.refusal()
    return found


def value(builder: CombatBuilder, key: str) -> object:
    """A setting of the fight on screen, by its dotted scenario key."""
    return get_path(fight(builder).scenario, key)


def caught_up() -> None:
    """The window as a player sees it: what was posted has happened (a roster opened)."""
    QApplication.processEvents()


def choose(picker: EntryPicker, roster: str, name: str, place: int | None = None) -> EntryKey:
    """Pick ``name`` of ``roster`` in ``picker`` as a player does (its row in the list)."""
    caught_up()
    for row in range(picker.count()):
        found = picker.key_at(row)
        if (
            found is not None
            and (found.roster, found.name) == (roster, name)
            and (place is None or found.place == place)
        ):
            picker.setCurrentIndex(row)
            return found
    raise AssertionError(f"{roster} › {name} is not offered")


def choose_item(combo: QComboBox, text: str) -> None:
    """Pick the row reading ``text`` (a kind, a weapon choice) as a player does."""
    caught_up()
    for row in range(combo.count()):
        if combo.itemText(row).strip() == text:
            combo.setCurrentIndex(row)
            combo.activated.emit(row)
            return
    raise AssertionError(
        f"{text!r} is not offered: {[combo.itemText(i) for i in range(combo.count())]}"
    )


def edit(builder: CombatBuilder, key: str, wanted: object) -> None:
    """Set the circumstance ``key`` to ``wanted`` through its control, as a player does."""
    caught_up()
    control = builder.field_controls[key]
    assert control.isVisible(), f"{key} is not shown"
    set_control(control, wanted)


def change_first_circumstance(builder: CombatBuilder) -> None:
    """Change the first circumstance shown, as a player does: tick or untick a box, pick another
    item, or step a number up."""
    row = builder.setup.fields[0]
    control = builder.field_controls[row.spec.key]
    if isinstance(control, BoolField):
        edit(builder, row.spec.key, not row.value)
    elif isinstance(control, ChoiceField):
        edit(builder, row.spec.key, next(v for v in control.values() if v != row.value))
    else:
        edit(builder, row.spec.key, control.value() + 1)  # type: ignore[union-attr]


def set_control(control: Any, wanted: object) -> None:
    if isinstance(control, BoolField):
        if control.isChecked() != wanted:
            control.click()
    elif isinstance(control, ChoiceField):
        row = control.values().index(str(wanted))
        control.setCurrentIndex(row)
        control.activated.emit(row)
    elif isinstance(control, IntField):
        number = control.minimum() if wanted in (None, "auto") else wanted
        assert isinstance(number, int)
        control.setValue(number)
    elif isinstance(control, NumberField):
        control.setValue(control.minimum() if wanted is None else float(wanted))  # type: ignore[arg-type]
    elif isinstance(control, ListField):
        control.edited.emit(wanted)
    else:
        raise AssertionError(f"no way to set {control!r}")


def differing(a: Mapping[str, Any], b: Mapping[str, Any]) -> set[str]:
    """The top-level keys two scenarios differ in."""
    return {key for key in {*a, *b} if a.get(key) != b.get(key)}
