"""Roster files: round trips, every kind of damaged file, saves that cannot lose data."""

from __future__ import annotations

import hashlib
import json
import os
import stat
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.roster import files
from gangfight_gui.roster.files import (
    FORMAT,
    VERSION,
    FileStamp,
    NewerRosterVersion,
    RosterChangedOnDisk,
    RosterFileError,
    RosterSaveError,
    backup_path,
    load_roster,
    roster_from_json,
    roster_to_data,
    roster_to_json,
    save_roster,
)
from gangfight_gui.roster.roster import models_of
from tests.conftest import ROSTERS
from tests.gangfight_rosters import ModelSpec, Roster

SAMPLES = sorted(ROSTERS.glob("*.json"))


def sample_text() -> str:
    return (ROSTERS / "orc_braves.json").read_text(encoding="utf-8")


def folder_state(folder: Path) -> dict[str, bytes]:
    """Every file in ``folder`` with its bytes: proves nothing was changed, added or left over."""
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir())}


def with_model(**fields: Any) -> str:
    """A current-version file whose second model has ``fields`` changed."""
    document = json.loads(sample_text())
    document["models"][1].update(fields)
    return json.dumps(document, indent=2)


# Round trips


def test_there_are_at_least_three_samples() -> None:
    names = {path.name for path in SAMPLES}
    assert {"human_veterans.json", "orc_braves.json", "monsters.json"} <= names


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name)
def test_sample_round_trip_keeps_roster_and_text(sample: Path, tmp_path: Path) -> None:
    loaded = load_roster(sample)
    text = sample.read_text(encoding="utf-8")
    assert roster_to_json(loaded.roster) == text  # the committed text is the canonical one

    copy = tmp_path / sample.name
    save_roster(loaded.roster, copy)
    assert copy.read_text(encoding="utf-8") == text
    again = load_roster(copy)
    assert again.roster == loaded.roster
    save_roster(again.roster, copy, expected=again.stamp)
    assert copy.read_text(encoding="utf-8") == text


def test_file_starts_with_marker_and_version_and_ends_with_newline() -> None:
    roster = Roster(name="Gang", models=(ModelSpec(name="A"),))
    text = roster_to_json(roster)
    assert list(json.loads(text))[:2] == ["format", "version"]
    assert json.loads(text)["format"] == FORMAT
    assert json.loads(text)["version"] == VERSION
    assert text.endswith("}\n")
    assert '\n  "models": [\n' in text  # indent 2


def test_model_fields_are_exactly_the_games_fields() -> None:
    # docs/cli.md: a roster file's models use the scenario's model fields: the game's field specs.
    document = roster_to_data(Roster(models=(ModelSpec(name="A"),)))
    specs = models_of("gangfight").entry.specs
    assert list(document["models"][0]) == [*(s.key for s in specs), "weapons"]


def test_non_ascii_names_are_written_readably(tmp_path: Path) -> None:
    roster = Roster(name="Zwölf Äxte – Gang", models=(ModelSpec(name="Grünhaut"),))
    path = tmp_path / "g.json"
    save_roster(roster, path)
    assert "Zwölf Äxte – Gang" in path.read_text(encoding="utf-8")
    assert load_roster(path).roster == roster


def test_loading_never_modifies_the_file(tmp_path: Path) -> None:
    path = tmp_path / "orcs.json"
    path.write_bytes((ROSTERS / "orc_braves.json").read_bytes())
    before = folder_state(tmp_path)
    mtime = path.stat().st_mtime_ns
    load_roster(path)
    assert folder_state(tmp_path) == before
    assert path.stat().st_mtime_ns == mtime


def test_stamp_describes_the_bytes_read(tmp_path: Path) -> None:
    path = tmp_path / "orcs.json"
    data = (ROSTERS / "orc_braves.json").read_bytes()
    path.write_bytes(data)
    stamp = load_roster(path).stamp
    assert stamp.size == len(data)
    assert stamp.sha256 == hashlib.sha256(data).hexdigest()
    assert stamp.mtime_ns == path.stat().st_mtime_ns


def test_save_returns_the_stamp_a_load_would_give(tmp_path: Path) -> None:
    path = tmp_path / "orcs.json"
    stamp = save_roster(load_roster(ROSTERS / "orc_braves.json").roster, path)
    assert stamp == load_roster(path).stamp


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + (ROSTERS / "orc_braves.json").read_bytes())
    assert load_roster(path).roster == load_roster(ROSTERS / "orc_braves.json").roster


# Damaged files: one RosterFileError naming the file and the line or field; file untouched.

DAMAGED: list[tuple[str, bytes, list[str]]] = [
    ("empty", b"", ["is empty"]),
    ("blank", b"  \n\n", ["is empty"]),
    ("not utf-8", b'{\n  "name": "Gr\xfcnhaut"\n}', ["line 2, column 14", "not UTF-8", "0xfc"]),
    ("not json", b"name = Orcs\n", ["line 1, column 1", "not valid JSON"]),
    ("trailing comma", b'{"models": [],\n}', ["line 2, column 1", "not valid JSON"]),
    (
        "truncated",
        sample_text().encode()[:300],
        ["not valid JSON", "cut short", "line "],
    ),
    ("a number", b"42", ["is not a roster", "a number"]),
    ("a string", b'"orcs"', ["is not a roster", "a string"]),
    ("null", b"null", ["is not a roster", "null"]),
    ("no marker", b'{"name": "Orcs"}', ["is not a roster", '"format"']),
    ("other format", b'{"format": "gangfight-scenario"}', ["not a Gangfight roster"]),
    ("no version", b'{"format": "gangfight-roster"}', ["version: is required"]),
    (
        "version text",
        b'{"format": "gangfight-roster", "version": "1"}',
        ["version: must be a whole number"],
    ),
    ("version 0", b'{"format": "gangfight-roster", "version": 0}', ["version: must be"]),
    (
        "version without marker",
        b'{"version": 1, "models": []}',
        ["is not a roster"],
    ),
    (
        "attack too high",
        with_model(attack=41).encode(),
        ["model 2 (Orc Axe-twin): ATT must be a whole number from 0 to 40 (found 41)"],
    ),
    (
        "attack negative",
        with_model(attack=-1).encode(),
        ["model 2 (Orc Axe-twin): ATT must be a whole number from 0 to 40 (found -1)"],
    ),
    (
        "attack as text",
        with_model(attack="3").encode(),
        ['model 2 (Orc Axe-twin): ATT must be a whole number from 0 to 40 (found "3")'],
    ),
    (
        "attack as a fraction",
        with_model(attack=3.5).encode(),
        ["model 2 (Orc Axe-twin): ATT must be a whole number", "(found 3.5)"],
    ),
    (
        "attack as true",
        with_model(attack=True).encode(),
        ["model 2 (Orc Axe-twin): ATT must be", "(found true)"],
    ),
    (
        "unknown size",
        with_model(size="giant").encode(),
        ['model 2 (Orc Axe-twin): Size must be one of "small" (Small), "medium" (Medium)'],
    ),
    ("no name", with_model(name="").encode(), ["model 2 needs a name"]),
    ("blank name", with_model(name="   ").encode(), ["model 2 needs a name"]),
    (
        "base negative",
        with_model(base_mm=-25).encode(),
        ["model 2 (Orc Axe-twin): Base must be a number above 0"],
    ),
    (
        "misspelt field",
        with_model(atack=3).encode(),
        ['model 2 (Orc Axe-twin): "atack" is not a field of a model', "did you mean 'attack'"],
    ),
    (
        "weapon without kind",
        with_model(weapons=[{"name": "Axe"}]).encode(),
        ["model 2 (Orc Axe-twin), weapon 1 (Axe): Kind is required"],
    ),
    (
        "weapon of unknown kind",
        with_model(weapons=[{"name": "Axe", "kind": "axe"}]).encode(),
        ['model 2 (Orc Axe-twin), weapon 1 (Axe): Kind must be one of "hand" (Hand weapon)'],
    ),
    (
        "several problems",
        with_model(attack=99, defense=99, initiative=-4).encode(),
        ["model 2 (Orc Axe-twin): ATT must be", "(and 2 more problems)"],
    ),
    (
        "models not a list",
        b'{"models": {"name": "Orc"}}',
        ["the roster's models must be a list of models"],
    ),
    ("model not an object", b'[{"name": "Orc"}, 3]', ["model 2 must be an object (found 3)"]),
    (
        "points limit text",
        b'{"models": [], "points_limit": "200"}',
        ["the roster's cost limit must be a whole number from 0 to 100,000, or none"],
    ),
    ("duplicate key", b'{"models": [{"name": "A", "name": "B"}]}', ["'name' appears twice"]),
    ("lone surrogate", b'{"models": [],\n "name": "\\ud83d"}', ["line 2", "surrogate"]),
    ("too deep", b"[" * 100_000, ["nested too deeply"]),
    ("huge number", b"[" + b"9" * 5000 + b"]", ["number is far too long"]),
]


@pytest.mark.parametrize(
    ("content", "expected"), [c[1:] for c in DAMAGED], ids=[c[0] for c in DAMAGED]
)
def test_damaged_file_gives_one_clear_error_and_stays_untouched(
    tmp_path: Path, content: bytes, expected: list[str]
) -> None:
    path = tmp_path / "gang.json"
    path.write_bytes(content)
    before = folder_state(tmp_path)
    with pytest.raises(RosterFileError) as caught:
        load_roster(path)
    message = str(caught.value)
    assert message.startswith(f"{path}: ")
    for fragment in expected:
        assert fragment in message
    assert "\n" not in message
    assert folder_state(tmp_path) == before


def test_syntax_errors_carry_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "gang.json"
    path.write_text('{\n  "name": "Orcs",\n  "models": [\n}\n', encoding="utf-8")
    with pytest.raises(RosterFileError) as caught:
        load_roster(path)
    assert (caught.value.line, caught.value.column) == (4, 1)
    assert caught.value.source == str(path)


def test_schema_errors_carry_the_field_path_and_say_it_in_the_games_words() -> None:
    with pytest.raises(RosterFileError) as caught:
        roster_from_json(with_model(endurance=50), "orcs.json")
    assert caught.value.field == "models[1].endurance"
    assert caught.value.line is None
    name = json.loads(sample_text())["models"][1]["name"]
    assert str(caught.value).startswith(f"orcs.json: model 2 ({name}): EN must be a whole number")


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(RosterFileError, match=r"gone\.json: no such file"):
        load_roster(tmp_path / "gone.json")
    assert list(tmp_path.iterdir()) == []


def test_folder_instead_of_file(tmp_path: Path) -> None:
    with pytest.raises(RosterFileError, match="is a folder"):
        load_roster(tmp_path)


def test_unreadable_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "locked.json"
    path.write_bytes(b"[]")

    def refuse(*args: object, **kwargs: object) -> Any:
        raise PermissionError(13, "Permission denied")

    # Root reads any file whatever its mode, so the refusal is simulated at the system call.
    monkeypatch.setattr(os, "open", refuse)
    with pytest.raises(RosterFileError, match=r"locked.json: cannot be read: permission denied"):
        load_roster(path)


def test_too_large_file_is_refused_before_reading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(files, "MAX_FILE_BYTES", 10)
    path = tmp_path / "big.json"
    path.write_bytes(b"[" + b" " * 20 + b"]")
    with pytest.raises(RosterFileError, match="too large"):
        load_roster(path)


def test_newer_version_is_refused_with_a_clear_message(tmp_path: Path) -> None:
    path = tmp_path / "future.json"
    document = json.loads(sample_text())
    document["version"] = VERSION + 1
    document["new_feature"] = {"anything": True}
    path.write_text(json.dumps(document), encoding="utf-8")
    before = folder_state(tmp_path)
    with pytest.raises(NewerRosterVersion) as caught:
        load_roster(path)
    assert "written by a newer Gangfight GUI" in str(caught.value)
    assert isinstance(caught.value, RosterFileError)
    assert folder_state(tmp_path) == before


# Migrations


def test_every_version_has_a_migration() -> None:
    assert len(files.MIGRATIONS) == VERSION


def test_legacy_bare_list_of_models_opens_named_after_the_file(tmp_path: Path) -> None:
    # The form of calculator scenarios' models: a bare list, no marker (version 0).
    path = tmp_path / "imported orcs.json"
    orc = {"name": "Orc Brave", "size": "medium", "attack": 3, "defense": 4, "weapons": []}
    path.write_text(json.dumps([orc, {**orc, "name": "Orc Boss"}]), encoding="utf-8")
    roster = load_roster(path).roster
    assert roster.name == "imported orcs"
    assert [m.name for m in roster.models] == ["Orc Brave", "Orc Boss"]
    assert roster.models[0].defense == 4


def test_legacy_object_with_models_keeps_its_own_fields() -> None:
    text = json.dumps({"name": "Old gang", "points_limit": 100, "models": [{"name": "A"}]})
    roster = roster_from_json(text, "old.json", default_name="ignored")
    assert (roster.name, roster.points_limit, len(roster.models)) == ("Old gang", 100, 1)


def test_legacy_object_with_a_foreign_key_is_reported_not_dropped() -> None:
    text = json.dumps({"models": [], "attack": "melee"})
    with pytest.raises(RosterFileError, match=r'old\.json: the roster: "attack" is not a field'):
        roster_from_json(text, "old.json")


def test_legacy_errors_still_name_the_field() -> None:
    with pytest.raises(RosterFileError) as caught:
        roster_from_json('[{"name": "A", "defense": "four"}]', "old.json")
    assert str(caught.value).startswith("old.json: model 1 (A): DEF must be a whole number")
    assert caught.value.field == "models[0].defense"


def test_saving_a_legacy_file_writes_the_current_format(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    path.write_text('[{"name": "A"}]', encoding="utf-8")
    loaded = load_roster(path)
    save_roster(loaded.roster, path, expected=loaded.stamp)
    document = json.loads(path.read_text(encoding="utf-8"))
    assert (document["format"], document["version"], document["name"]) == (FORMAT, VERSION, "old")
    assert backup_path(path).read_text(encoding="utf-8") == '[{"name": "A"}]'


# Saving


def test_save_keeps_the_previous_file_as_bak(tmp_path: Path) -> None:
    path = tmp_path / "gang.json"
    first = Roster(name="First")
    second = Roster(name="Second")
    save_roster(first, path)
    assert not backup_path(path).exists()  # nothing to back up yet
    save_roster(second, path)
    assert backup_path(path).name == "gang.json.bak"
    assert backup_path(path).read_text(encoding="utf-8") == roster_to_json(first)
    assert load_roster(path).roster == second


def test_save_refuses_to_overwrite_a_file_changed_since_loading(tmp_path: Path) -> None:
    path = tmp_path / "gang.json"
    save_roster(Roster(name="Mine"), path)
    loaded = load_roster(path)
    path.write_text(roster_to_json(Roster(name="Theirs")), encoding="utf-8")
    before = folder_state(tmp_path)
    with pytest.raises(RosterChangedOnDisk, match="changed by another program"):
        save_roster(Roster(name="Mine, edited"), path, expected=loaded.stamp)
    assert folder_state(tmp_path) == before


def test_save_refuses_when_the_file_was_deleted_since_loading(tmp_path: Path) -> None:
    path = tmp_path / "gang.json"
    stamp = save_roster(Roster(name="Mine"), path)
    path.unlink()
    with pytest.raises(RosterChangedOnDisk, match="moved or deleted"):
        save_roster(Roster(name="Mine"), path, expected=stamp)
    assert not path.exists()


def test_a_touched_but_unchanged_file_saves(tmp_path: Path) -> None:
    path = tmp_path / "gang.json"
    stamp = save_roster(Roster(name="Mine"), path)
    os.utime(path, ns=(stamp.mtime_ns + 5_000_000_000, stamp.mtime_ns + 5_000_000_000))
    save_roster(Roster(name="Mine, edited"), path, expected=stamp)
    assert load_roster(path).roster.name == "Mine, edited"


def test_consecutive_saves_with_returned_stamps(tmp_path: Path) -> None:
    path = tmp_path / "gang.json"
    stamp = save_roster(Roster(name="1"), path)
    for name in ("2", "3", "4"):
        stamp = save_roster(Roster(name=name), path, expected=stamp)
    assert load_roster(path).roster.name == "4"


class Boom(OSError):
    pass


def test_save_failing_at_the_last_rename_leaves_the_original(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "gang.json"
    save_roster(Roster(name="Original"), path)
    original = path.read_bytes()
    real_replace = os.replace

    def replace(src: Any, dst: Any) -> None:
        if Path(dst) == path:
            raise Boom(28, "No space left on device")
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", replace)
    with pytest.raises(RosterSaveError, match="could not be saved: no space left on device"):
        save_roster(Roster(name="New"), path)
    assert path.read_bytes() == original
    assert sorted(p.name for p in tmp_path.iterdir()) == ["gang.json", "gang.json.bak"]
    assert backup_path(path).read_bytes() == original


@pytest.mark.parametrize("failing", ["replace", "fsync", "write"])
def test_save_failing_half_way_leaves_the_original_and_no_temp_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    path = tmp_path / "gang.json"
    save_roster(Roster(name="Original"), path)
    save_roster(Roster(name="Original"), path)  # so a .bak exists too
    before = folder_state(tmp_path)

    def fail(*args: object, **kwargs: object) -> Any:
        raise Boom(5, "Input/output error")

    if failing == "write":
        monkeypatch.setattr(os, "fdopen", lambda fd, mode: _FailingStream(fd))
    else:
        monkeypatch.setattr(os, failing, fail)
    with pytest.raises(RosterSaveError) as caught:
        save_roster(Roster(name="New"), path)
    assert isinstance(caught.value.__cause__, OSError)
    assert folder_state(tmp_path) == before


class _FailingStream:
    """Stands in for the temporary file: the disk fills up on the first write."""

    def __init__(self, fd: int) -> None:
        self.fd = fd

    def __enter__(self) -> _FailingStream:
        return self

    def __exit__(self, *exc: object) -> None:
        os.close(self.fd)

    def write(self, data: bytes) -> int:
        raise Boom(28, "No space left on device")


def test_save_into_a_missing_folder_is_a_save_error(tmp_path: Path) -> None:
    with pytest.raises(RosterSaveError, match="could not be saved"):
        save_roster(Roster(), tmp_path / "no such folder" / "gang.json")


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_save_keeps_the_file_permissions(tmp_path: Path) -> None:
    path = tmp_path / "gang.json"
    save_roster(Roster(), path)
    path.chmod(0o640)
    save_roster(Roster(name="Again"), path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o640


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_save_through_a_symbolic_link_updates_its_target(tmp_path: Path) -> None:
    target = tmp_path / "real.json"
    link = tmp_path / "link.json"
    save_roster(Roster(name="Before"), target)
    link.symlink_to(target)
    loaded = load_roster(link)
    save_roster(Roster(name="After"), link, expected=loaded.stamp)
    assert link.is_symlink()
    assert load_roster(target).roster.name == "After"


def test_file_stamp_compares_content_not_time() -> None:
    a = FileStamp(1, 3, "abc")
    assert a.same_content(FileStamp(2, 3, "abc"))
    assert not a.same_content(FileStamp(1, 3, "abd"))
