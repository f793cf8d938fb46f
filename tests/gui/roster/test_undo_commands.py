"""Every undo command, for every game: redo → undo → redo gives the same rosters, and the text
names the action verb-noun in the game's words ("Add fighter", "Edit Sv of Sister Nel")."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QApplication

from gangfight_gui.gui.roster import undo_commands as commands
from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.roster.roster import EntryError, Roster, new_entry, new_weapon
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.kinds import WHOLE
from tests.gui.roster.conftest import sample_roster

Make = Callable[[RosterDocument], tuple[QUndoCommand, str]]


def _bounded(specs: tuple[FieldSpec, ...]) -> FieldSpec:
    return next(s for s in specs if s.kind is WHOLE and s.maximum is not None and s.key != "name")


def _set_number(document: RosterDocument) -> tuple[QUndoCommand, str]:
    entry = document.roster.models[1]
    spec = _bounded(type(entry).specs)
    value = spec.maximum if entry.value_of(spec.key) != spec.maximum else spec.minimum
    return (
        commands.SetEntryFieldCommand(document, 1, spec.key, value),
        f"Edit {spec.label} of {entry.name}",
    )


def _rename(document: RosterDocument) -> tuple[QUndoCommand, str]:
    entry = document.roster.models[0]
    label = type(entry).specs[0].label
    return commands.SetEntryFieldCommand(
        document, 0, "name", "Renamed"
    ), f"Edit {label} of {entry.name}"


def _add(document: RosterDocument) -> tuple[QUndoCommand, str]:
    entry = new_entry(document.roster.game, f"New {document.noun}")
    return commands.AddEntryCommand(document, 1, entry), f"Add {document.noun}"


def _paste(document: RosterDocument) -> tuple[QUndoCommand, str]:
    game = document.roster.game
    entries = [new_entry(game, "A"), new_entry(game, "B")]
    return commands.PasteEntriesCommand(document, 2, entries), f"Paste 2 {document.noun}s"


def _delete_one(document: RosterDocument) -> tuple[QUndoCommand, str]:
    return commands.RemoveEntriesCommand(document, [1]), f"Delete {document.roster.models[1].name}"


def _delete_two(document: RosterDocument) -> tuple[QUndoCommand, str]:
    return commands.RemoveEntriesCommand(document, [0, 2]), f"Delete 2 {document.noun}s"


def _move_up(document: RosterDocument) -> tuple[QUndoCommand, str]:
    return commands.MoveEntryCommand(document, 2, 1), f"Move {document.roster.models[2].name} up"


def _move_down(document: RosterDocument) -> tuple[QUndoCommand, str]:
    name = document.roster.models[0].name
    return commands.MoveEntryCommand(document, 0, 2), f"Move {name} down"


def _add_weapon(document: RosterDocument) -> tuple[QUndoCommand, str]:
    entry = document.roster.models[1]
    weapon = new_weapon(entry, "Sling")
    return commands.AddWeaponCommand(document, 1, weapon), f"Add weapon Sling to {entry.name}"


def _remove_weapon(document: RosterDocument) -> tuple[QUndoCommand, str]:
    entry = document.roster.models[0]
    text = f"Remove weapon {entry.weapons[0].name} from {entry.name}"
    return commands.RemoveWeaponCommand(document, 0, 0), text


def _edit_weapon(document: RosterDocument) -> tuple[QUndoCommand, str]:
    entry = document.roster.models[0]
    weapon = entry.weapons[0]
    spec = _bounded(type(weapon).specs)
    value = spec.maximum if weapon.value_of(spec.key) != spec.maximum else spec.minimum
    return (
        commands.EditWeaponCommand(document, 0, 0, spec.key, value),
        f"Edit {spec.label} of {weapon.name} of {entry.name}",
    )


def _roster_name(document: RosterDocument) -> tuple[QUndoCommand, str]:
    return commands.SetRosterFieldCommand(document, "name", "Renamed"), "Edit roster name"


def _roster_limit(document: RosterDocument) -> tuple[QUndoCommand, str]:
    return commands.SetRosterFieldCommand(document, "points_limit", 1), "Edit roster cost limit"


def _roster_notes(document: RosterDocument) -> tuple[QUndoCommand, str]:
    return commands.SetRosterFieldCommand(document, "notes", "At dawn"), "Edit roster notes"


CASES: list[Make] = [
    _set_number,
    _rename,
    _add,
    _paste,
    _delete_one,
    _delete_two,
    _move_up,
    _move_down,
    _add_weapon,
    _remove_weapon,
    _edit_weapon,
    _roster_name,
    _roster_limit,
    _roster_notes,
]


@pytest.fixture
def document(qapp: QApplication, every_game: str) -> RosterDocument:
    return RosterDocument(sample_roster(every_game))


@pytest.mark.parametrize("make", CASES, ids=[make.__name__.strip("_") for make in CASES])
def test_redo_undo_redo_swaps_the_same_rosters(document: RosterDocument, make: Make) -> None:
    before = document.roster
    command, text = make(document)
    assert command.text() == text
    document.undo_stack.push(command)  # push runs redo
    after = document.roster
    assert after != before
    document.undo_stack.undo()
    assert document.roster is before
    document.undo_stack.redo()
    assert document.roster == after
    document.undo_stack.undo()
    assert document.roster is before
    assert not document.is_modified()


def test_a_value_the_game_refuses_fails_before_anything_is_pushed(document: RosterDocument) -> None:
    spec = _bounded(type(document.roster.models[0]).specs)
    with pytest.raises(EntryError):
        commands.SetEntryFieldCommand(document, 0, spec.key, spec.maximum + 1)
    assert document.undo_stack.count() == 0


def test_typing_notes_merges_into_one_step_and_back_to_the_start_into_none(
    document: RosterDocument,
) -> None:
    stack = document.undo_stack
    entry = document.roster.models[0]
    notes = entry.value_of("notes")
    for typed in ("a", "ab", "abc"):
        stack.push(commands.SetEntryFieldCommand(document, 0, "notes", notes + typed))
    assert stack.count() == 1
    assert document.roster.models[0].value_of("notes") == notes + "abc"
    stack.push(commands.SetEntryFieldCommand(document, 0, "notes", notes))
    assert stack.count() == 0  # typed back to where it was: nothing to undo
    assert document.roster.models[0] == entry


def test_other_fields_do_not_merge(document: RosterDocument) -> None:
    stack = document.undo_stack
    stack.push(commands.SetEntryFieldCommand(document, 0, "name", "A"))
    stack.push(commands.SetEntryFieldCommand(document, 0, "name", "B"))
    assert stack.count() == 2


def test_a_macro_undoes_as_one_step(document: RosterDocument) -> None:
    stack = document.undo_stack
    before = document.roster
    game = before.game
    stack.beginMacro("Duplicate 2")
    stack.push(commands.AddEntryCommand(document, 1, new_entry(game, "Copy 1")))
    stack.push(commands.AddEntryCommand(document, 3, new_entry(game, "Copy 2")))
    stack.endMacro()
    after = document.roster
    assert len(after.models) == len(before.models) + 2
    stack.undo()
    assert document.roster == before
    stack.redo()
    assert document.roster == after


def test_the_documents_signal_and_problems_follow_commands(document: RosterDocument) -> None:
    seen: list[Roster] = []
    document.roster_changed.connect(seen.append)
    first = document.roster.models[0].name
    document.undo_stack.push(commands.SetEntryFieldCommand(document, 1, "name", first))
    assert seen == [document.roster]
    assert [p.rule for p in document.problems if p.rule == "names"] == ["names"]
    assert document.is_modified()
    document.undo_stack.undo()
    assert not [p for p in document.problems if p.rule == "names"]
    assert not document.is_modified()
