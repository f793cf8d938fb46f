"""``gangfight samples DIR``: every shipped sample written out, never an existing file clobbered."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from gangfight_gui import shipped
from gangfight_gui.cli.main import main
from gangfight_gui.roster.files import load_roster
from gangfight_gui.roster.validation import validate_roster
from gangfight_gui.rules import registry
from gangfight_gui.rules.game import built_in_keys
from tests.conftest import ROSTERS


def _own_names() -> list[str]:
    """The samples of rosters/: the built-in games'."""
    return sorted(path.name for path in ROSTERS.glob("*.json"))


def _shipped_names() -> list[str]:
    """Every installed game's samples: rosters/ and those of the games installed beside."""
    others = {s.file_name for s in shipped.samples() if s.game not in built_in_keys()}
    return sorted({*_own_names(), *others})


def test_every_sample_of_rosters_ships() -> None:
    # Generic: whatever *.json another game adds to rosters/ ships too, with no list to update.
    own = [sample for sample in shipped.samples() if sample.game in built_in_keys()]
    assert [sample.file_name for sample in own] == _own_names()
    for sample in own:
        assert sample.data == (ROSTERS / sample.file_name).read_bytes()


def test_writes_every_sample_into_a_new_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "new" / "s"
    assert main(["samples", str(out)]) == 0
    assert sorted(p.name for p in out.iterdir()) == _shipped_names()
    for name in _own_names():
        assert (out / name).read_bytes() == (ROSTERS / name).read_bytes()
    lines = capsys.readouterr().out.splitlines()
    assert f"{out / 'orc_braves.json'}: Orc Braves (Gangfight)" in lines
    assert len(lines) == len(_shipped_names())


def test_written_gangfight_samples_load_and_are_valid(tmp_path: Path) -> None:
    assert main(["samples", str(tmp_path)]) == 0
    for sample in shipped.samples():
        if sample.game == shipped.DEFAULT_GAME:
            roster = load_roster(tmp_path / sample.file_name).roster
            assert roster.name == sample.name
            assert validate_roster(roster) == []


def test_json_lists_the_files_written(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["samples", str(tmp_path), "--json"]) == 0
    written = json.loads(capsys.readouterr().out)
    assert written == [str(tmp_path / name) for name in _shipped_names()]


def test_an_existing_file_stops_everything_without_force(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    mine = tmp_path / "orc_braves.json"
    mine.write_text("my own edits\n", encoding="utf-8")
    assert main(["samples", str(tmp_path)]) == 1
    assert mine.read_text(encoding="utf-8") == "my own edits\n"
    assert [p.name for p in tmp_path.iterdir()] == ["orc_braves.json"]  # nothing else written
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        f"gangfight samples: {mine} already exists; nothing written (--force overwrites)\n"
    )


def test_force_overwrites(tmp_path: Path) -> None:
    mine = tmp_path / "orc_braves.json"
    mine.write_text("my own edits\n", encoding="utf-8")
    assert main(["samples", str(tmp_path), "--force"]) == 0
    assert mine.read_bytes() == (ROSTERS / "orc_braves.json").read_bytes()


def test_a_file_in_place_of_the_folder_is_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "s"
    blocker.write_text("", encoding="utf-8")
    assert main(["samples", str(blocker)]) == 2
    assert capsys.readouterr().err == f"gangfight samples: {blocker}: not a folder\n"


def test_a_folder_that_cannot_be_made_is_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A regular file as a parent: mkdir fails for root too.
    (tmp_path / "file").write_text("", encoding="utf-8")
    target = tmp_path / "file" / "s"
    assert main(["samples", str(target)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"gangfight samples: cannot create {target}: ")
    assert err.count("\n") == 1


def test_a_sample_of_another_game_is_described_from_its_json(tmp_path: Path) -> None:
    # Roster format 2 names its game; such a sample is listed (and written) before this build
    # can load it.
    path = tmp_path / "gang.json"
    path.write_text(
        json.dumps({"format": "gangfight-roster", "version": 2, "game": "necromunda", "name": "X"}),
        encoding="utf-8",
    )
    assert shipped.read_sample(path) == shipped.Sample(
        "gang.json", path.read_bytes(), "X", "necromunda"
    )
    path.write_text("not json", encoding="utf-8")
    assert shipped.read_sample(path) == shipped.Sample(
        "gang.json", b"not json", "gang", "gangfight"
    )


@pytest.fixture
def twin(tmp_path: Path) -> Iterator[Path]:
    """A game installed beside the others whose only sample is named as Gangfight's
    ``orc_braves.json``."""
    package = tmp_path / "site" / "twin_game"
    (package / "samples").mkdir(parents=True)
    (package / "__init__.py").write_text(
        "from tests.skirmish_game import SkirmishGame\n"
        "class Twin(SkirmishGame):\n"
        "    key = 'twin'\n"
        "    title = 'Twin'\n"
        "    samples_resource = ('twin_game', 'samples')\n"
        "GAME = Twin()\n",
        encoding="utf-8",
    )
    (package / "samples" / "orc_braves.json").write_text(
        json.dumps({"game": "twin", "name": "Twin Braves", "models": []}), encoding="utf-8"
    )
    sys.path.insert(0, str(package.parent))
    registry.reset()
    registry.register("twin", "twin_game:GAME", "twin_dist")
    yield package
    sys.path.remove(str(package.parent))
    sys.modules.pop("twin_game", None)
    registry.reset()


def test_two_games_samples_of_one_name_are_both_written(
    twin: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    assert main(["samples", str(out), "--json"]) == 0
    written = {Path(name).name for name in json.loads(capsys.readouterr().out)}
    # Each under its game's key; every other sample keeps its shipped name.
    assert {"gangfight_orc_braves.json", "twin_orc_braves.json"} <= written
    assert "orc_braves.json" not in written and "human_veterans.json" in written
    assert (out / "gangfight_orc_braves.json").read_bytes() == (
        ROSTERS / "orc_braves.json"
    ).read_bytes()
    assert (out / "twin_orc_braves.json").read_bytes() == (
        twin / "samples" / "orc_braves.json"
    ).read_bytes()
    assert len(written) == len(list(out.iterdir()))
