"""Autosave: unsaved edits survive a crash, and are gone after a clean save or close."""

from __future__ import annotations

import json

import pytest

from gangfight_gui import paths
from gangfight_gui.roster.autosave import (
    autosave_dir,
    autosave_path,
    discard_autosave,
    list_autosaves,
    new_document_id,
    write_autosave,
)
from gangfight_gui.roster.files import load_roster
from tests.conftest import ROSTERS
from tests.gangfight_rosters import Roster


def orcs() -> Roster:
    return load_roster(ROSTERS / "orc_braves.json").roster


def test_autosaves_live_in_the_state_folder() -> None:
    assert autosave_dir() == paths.state_dir() / "autosave"


def test_write_list_discard() -> None:
    document = new_document_id()
    source = ROSTERS / "orc_braves.json"
    edited = orcs().with_value("name", "Orc Braves (edited)")
    path = write_autosave(document, edited, source_path=source)
    assert path == autosave_path(document)

    [left] = list_autosaves()
    assert (left.document_id, left.roster, left.source_path, left.error) == (
        document,
        edited,
        source,
        None,
    )
    assert left.saved_at is not None

    discard_autosave(document)
    assert list_autosaves() == []
    discard_autosave(document)  # twice is harmless


def test_one_file_per_document_rewritten_in_place() -> None:
    document = new_document_id()
    for name in ("one", "two", "three"):
        write_autosave(document, Roster(name=name))
    assert [p.name for p in autosave_dir().iterdir()] == [f"{document}.json"]
    [left] = list_autosaves()
    assert left.roster == Roster(name="three")
    assert left.source_path is None  # never saved


def test_leftovers_newest_first_and_open_documents_excluded() -> None:
    first, second, third = (new_document_id() for _ in range(3))
    write_autosave(first, Roster(name="first"))
    write_autosave(second, Roster(name="second"))
    write_autosave(third, Roster(name="third"))
    for document, stamp in ((first, "2024-01-01"), (second, "2024-03-01"), (third, "2024-02-01")):
        path = autosave_path(document)
        content = json.loads(path.read_text(encoding="utf-8"))
        content["saved_at"] = f"{stamp}T12:00:00+00:00"
        path.write_text(json.dumps(content), encoding="utf-8")
    assert [a.document_id for a in list_autosaves()] == [second, third, first]
    assert [a.document_id for a in list_autosaves(exclude=[third])] == [second, first]


def test_a_damaged_autosave_is_listed_with_its_error() -> None:
    good, bad = new_document_id(), new_document_id()
    write_autosave(good, Roster(name="good"))
    autosave_path(bad).write_bytes(b'{"format": "gangfight-autosave", "version": 1, "roster": {')
    found = {a.document_id: a for a in list_autosaves()}
    assert found[good].roster == Roster(name="good")
    assert found[bad].roster is None
    error = found[bad].error
    assert error is not None
    assert str(autosave_path(bad)) in error


def test_an_autosave_with_a_broken_roster_names_the_field() -> None:
    document = new_document_id()
    write_autosave(document, orcs())
    path = autosave_path(document)
    content = json.loads(path.read_text(encoding="utf-8"))
    content["roster"]["models"][0]["attack"] = 99
    path.write_text(json.dumps(content), encoding="utf-8")
    [left] = list_autosaves()
    assert left.error is not None
    assert "model 1 (Orc Brave): ATT must be a whole number from 0 to 40 (found 99)" in left.error


def test_unrelated_files_are_ignored() -> None:
    (autosave_dir() / "notes.txt").write_text("hello", encoding="utf-8")
    (autosave_dir() / ".abc.json.1234.tmp").write_text("{", encoding="utf-8")
    assert list_autosaves() == []


@pytest.mark.parametrize("bad", ["", "../escape", "a/b", "x" * 65, "name.json"])
def test_document_ids_cannot_point_outside_the_folder(bad: str) -> None:
    with pytest.raises(ValueError, match="not a document id"):
        autosave_path(bad)


def test_document_ids_are_unique() -> None:
    assert len({new_document_id() for _ in range(100)}) == 100


def test_write_leaves_no_temp_file() -> None:
    write_autosave(new_document_id(), orcs())
    assert all(p.suffix == ".json" for p in autosave_dir().iterdir())
