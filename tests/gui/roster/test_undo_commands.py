"""Every undo command: redo → undo → redo gives the same rosters, and the text names the action."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pydantic import ValidationError
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QApplication

from gangfight_gui.gui.roster import undo_commands as commands
from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.roster.model_spec import ModelSpec, WeaponSpec
from gangfight_gui.roster.roster import Roster
from gangfight_gui.rules.gangfight.profile import WeaponKind
from gangfight_gui.rules.gangfight.sizes import Size
from tests.gui.roster_helpers import small_roster

Make = Callable[[RosterDocument], QUndoCommand]

CASES: list[tuple[str, Make, str]] = [
    (
        "set attribute",
        lambda d: commands.SetModelFieldCommand(d, 0, "attack", 5),
        "Edit ATT of Orc Brave",
    ),
    (
        "set size",
        lambda d: commands.SetModelFieldCommand(d, 1, "size", Size.MEDIUM),
        "Edit size of Goblin",
    ),
    (
        "set base",
        lambda d: commands.SetModelFieldCommand(d, 2, "base_mm", 60.0),
        "Edit base of Troll",
    ),
    (
        "rename",
        lambda d: commands.SetModelFieldCommand(d, 1, "name", "Gobbo"),
        "Edit name of Goblin",
    ),
    (
        "set perks",
        lambda d: commands.SetModelFieldCommand(d, 1, "perks", ("skirmisher",)),
        "Edit perks of Goblin",
    ),
    (
        "add model",
        lambda d: commands.AddModelCommand(d, 1, ModelSpec(name="Ogre", size=Size.LARGE)),
        "Add Ogre",
    ),
    (
        "paste models",
        lambda d: commands.PasteModelsCommand(d, 3, [ModelSpec(name="A"), ModelSpec(name="B")]),
        "Paste 2 models",
    ),
    (
        "remove one model",
        lambda d: commands.RemoveModelsCommand(d, [1]),
        "Delete Goblin",
    ),
    (
        "remove models",
        lambda d: commands.RemoveModelsCommand(d, [0, 2]),
        "Delete 2 models",
    ),
    (
        "move model up",
        lambda d: commands.MoveModelCommand(d, 2, 1),
        "Move Troll up",
    ),
    (
        "move model down",
        lambda d: commands.MoveModelCommand(d, 0, 2),
        "Move Orc Brave down",
    ),
    (
        "add weapon",
        lambda d: commands.AddWeaponCommand(
            d, 1, WeaponSpec(name="Sling", kind=WeaponKind.RANGED, range=12)
        ),
        "Add weapon Sling to Goblin",
    ),
    (
        "remove weapon",
        lambda d: commands.RemoveWeaponCommand(d, 0, 0),
        "Remove weapon Great axe from Orc Brave",
    ),
    (
        "edit weapon",
        lambda d: commands.EditWeaponCommand(d, 0, 1, "range", 24.0),
        "Edit range of Bow of Orc Brave",
    ),
    (
        "set roster name",
        lambda d: commands.SetRosterFieldCommand(d, "name", "Renamed"),
        "Edit roster name",
    ),
    (
        "set points limit",
        lambda d: commands.SetRosterFieldCommand(d, "points_limit", None),
        "Edit points limit",
    ),
    (
        "set roster notes",
        lambda d: commands.SetRosterFieldCommand(d, "notes", "Fights at dawn"),
        "Edit roster notes",
    ),
]


@pytest.fixture
def document(qapp: QApplication) -> RosterDocument:
    return RosterDocument(small_roster())


@pytest.mark.parametrize(("make", "text"), [(m, t) for _, m, t in CASES], ids=[c[0] for c in CASES])
def test_redo_undo_redo_swaps_the_same_rosters(
    document: RosterDocument, make: Make, text: str
) -> None:
    before = document.roster
    command = make(document)
    assert command.text() == text
    document.undo_stack.push(command)  # push runs redo
    after = document.roster
    assert after != before
    document.undo_stack.undo()
    assert document.roster == before
    document.undo_stack.redo()
    assert document.roster == after
    document.undo_stack.undo()
    assert document.roster is before


def test_results_of_commands(document: RosterDocument) -> None:
    stack = document.undo_stack
    stack.push(commands.SetModelFieldCommand(document, 0, "attack", 5))
    assert document.roster.models[0].attack == 5
    stack.push(commands.MoveModelCommand(document, 2, 0))
    assert [m.name for m in document.roster.models] == ["Troll", "Orc Brave", "Goblin"]
    stack.push(commands.RemoveModelsCommand(document, [0, 2]))
    assert [m.name for m in document.roster.models] == ["Orc Brave"]
    stack.push(commands.EditWeaponCommand(document, 0, 0, "damage_bonus", 3))
    assert document.roster.models[0].weapons[0].damage_bonus == 3


def test_a_weapon_that_stops_shooting_loses_its_range(document: RosterDocument) -> None:
    document.undo_stack.push(commands.EditWeaponCommand(document, 0, 1, "kind", WeaponKind.HAND))
    bow = document.roster.models[0].weapons[1]
    assert bow.kind is WeaponKind.HAND
    assert bow.range is None
    document.undo_stack.undo()
    assert document.roster.models[0].weapons[1].range == 18


def test_invalid_value_fails_before_anything_is_pushed(document: RosterDocument) -> None:
    with pytest.raises(ValidationError):
        commands.SetModelFieldCommand(document, 0, "attack", 41)
    with pytest.raises(ValidationError):
        commands.SetModelFieldCommand(document, 0, "name", "   ")
    assert document.undo_stack.count() == 0


def test_typing_notes_merges_into_one_step(document: RosterDocument) -> None:
    stack = document.undo_stack
    for text in ("F", "Fi", "Fie", "Fierce"):
        stack.push(commands.SetModelFieldCommand(document, 1, "notes", text))
    assert stack.count() == 1
    assert document.roster.models[1].notes == "Fierce"
    stack.undo()
    assert document.roster.models[1].notes == ""
    stack.redo()
    assert document.roster.models[1].notes == "Fierce"


def test_typing_back_to_the_start_leaves_no_step(document: RosterDocument) -> None:
    stack = document.undo_stack
    stack.push(commands.SetRosterFieldCommand(document, "notes", "x"))
    stack.push(commands.SetRosterFieldCommand(document, "notes", ""))
    assert stack.count() == 0
    assert document.roster.notes == ""


def test_other_fields_do_not_merge(document: RosterDocument) -> None:
    stack = document.undo_stack
    stack.push(commands.SetModelFieldCommand(document, 0, "attack", 4))
    stack.push(commands.SetModelFieldCommand(document, 0, "attack", 5))
    assert stack.count() == 2


def test_macro_undoes_as_one_step(document: RosterDocument) -> None:
    stack = document.undo_stack
    before = document.roster
    stack.beginMacro("Duplicate 2 models")
    stack.push(commands.AddModelCommand(document, 1, ModelSpec(name="Copy 1")))
    stack.push(commands.AddModelCommand(document, 3, ModelSpec(name="Copy 2")))
    stack.endMacro()
    after = document.roster
    assert len(after.models) == 5
    assert stack.undoText() == "Duplicate 2 models"
    stack.undo()
    assert document.roster == before
    stack.redo()
    assert document.roster == after


def test_document_signals_and_problems_follow_commands(document: RosterDocument) -> None:
    seen: list[Roster] = []
    document.roster_changed.connect(seen.append)
    assert document.problems == []
    document.undo_stack.push(commands.SetModelFieldCommand(document, 2, "base_mm", 32.0))
    assert seen == [document.roster]
    [problem] = document.problems
    assert problem.rule == "R7"
    assert document.is_modified()
    document.undo_stack.undo()
    assert document.problems == []
    assert not document.is_modified()
