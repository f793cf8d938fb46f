"""A battle is autosaved like a roster, and listed apart from the rosters for its recovery."""

from __future__ import annotations

import json
from pathlib import Path

from gangfight_gui.roster.autosave import (
    autosave_path,
    discard_autosave,
    list_autosaves,
    new_document_id,
    write_autosave,
)
from gangfight_gui.roster.files import load_roster
from gangfight_gui.roster.night.battle import EntryRef
from tests.conftest import ROSTERS
from tests.roster.night.battles import duel_battle, fight


def test_a_battle_autosave_comes_back_whole_and_apart_from_rosters(tmp_path: Path) -> None:
    battle = fight(duel_battle(), EntryRef(0, 0), [EntryRef(1, 0)], [6, 5, 4]).after
    battle_id, roster_id = new_document_id(), new_document_id()
    write_autosave(battle_id, battle, source_path=tmp_path / "friday.json")
    write_autosave(roster_id, load_roster(ROSTERS / "orc_braves.json").roster)
    [left] = list_autosaves(battles=True)
    assert (left.document_id, left.battle, left.roster, left.error) == (
        battle_id,
        battle,
        None,
        None,
    )
    assert left.source_path == tmp_path / "friday.json" and left.is_battle
    assert [a.document_id for a in list_autosaves()] == [roster_id]  # rosters alone
    assert list_autosaves(battles=True, exclude=[battle_id]) == []
    discard_autosave(battle_id)
    assert list_autosaves(battles=True) == []


def test_a_damaged_battle_autosave_is_listed_with_its_error() -> None:
    document = new_document_id()
    write_autosave(document, duel_battle())
    path = autosave_path(document)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["battle"]["round"] = -1
    path.write_text(json.dumps(data), encoding="utf-8")
    [left] = list_autosaves(battles=True)
    assert left.battle is None and left.is_battle
    assert left.error is not None
    assert left.error.endswith("round: must be a whole number from 1 to 10,000 (found -1)")
    assert list_autosaves() == []
