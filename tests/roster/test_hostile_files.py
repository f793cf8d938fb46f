"""Hostile roster files: pipes and devices refused unopened, leftovers of killed saves
cleaned up (only ours, only old, only beside the file), read-only files never replaced unasked."""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path

import pytest

from gangfight_gui.gui.shell.settings import Settings, load_settings, settings_path
from gangfight_gui.roster.atomic import remove_stale_temps, write_atomic
from gangfight_gui.roster.autosave import autosave_dir, list_autosaves
from gangfight_gui.roster.files import (
    RosterFileError,
    RosterReadOnly,
    load_roster,
    save_roster,
)
from gangfight_gui.roster.safe_read import ReadProblem, is_plain_json, parse_json, read_regular_file
from tests.gangfight_rosters import Roster
from tests.helpers.saves import HeldSave, temps_of

OLD = 3600


def aged(path: Path, seconds: float, content: bytes = b"half a roster") -> Path:
    path.write_bytes(content)
    moment = time.time() - seconds
    os.utime(path, (moment, moment))
    return path


# Not regular files


def test_a_fifo_is_refused_before_it_is_opened(tmp_path: Path) -> None:
    pipe = tmp_path / "gang.json"
    os.mkfifo(pipe)
    # Opening a FIFO with no writer blocks: reaching open() at all would hang this test.
    with pytest.raises(RosterFileError, match=r"gang.json: is a named pipe \(FIFO\), not a roster"):
        load_roster(pipe)


def test_a_device_is_refused(tmp_path: Path) -> None:
    with pytest.raises(RosterFileError, match="/dev/zero: is a device, not a roster file"):
        load_roster("/dev/zero")


def test_a_file_swapped_for_a_fifo_after_the_check_cannot_block(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The race: stat sees a regular file, then a FIFO is in its place when it is opened.
    regular = tmp_path / "gang.json"
    regular.write_text("[]", encoding="utf-8")
    real_stat = os.stat
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    monkeypatch.setattr(os, "stat", lambda path, *a, **k: real_stat(regular))
    with pytest.raises(ReadProblem, match="named pipe"):
        read_regular_file(pipe, 100)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("[" * 100_000, "is nested too deeply"),
        ("[" + "9" * 5_000 + "]", "a number is far too long"),
        ("[1, 2", "cut short"),
    ],
)
def test_json_failures_are_read_problems(text: str, problem: str) -> None:
    with pytest.raises(ReadProblem, match=problem):
        parse_json(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ('{"name": "Cut', "Unterminated string (the text seems cut short)"),
        ('{"name": "a\tb"}', "Invalid control character"),
    ],
)
def test_a_syntax_error_names_no_place_it_leaves_out(text: str, words: str) -> None:
    """The line and column stand before the reader's words, so none of them ends "at"."""
    with pytest.raises(ReadProblem) as caught:
        parse_json(text)
    assert caught.value.syntax == words
    assert caught.value.problem == f"is not valid JSON: {words}"


@pytest.mark.parametrize(
    ("value", "plain"),
    [
        ({"a": [1, 2.5, None, True, "x"]}, True),
        ({"a": float("nan")}, False),
        ([float("inf")], False),
        ({1: "a key that is no text"}, False),
        ({"a": object()}, False),
        ([[[1]]], True),
        ([[[[1]]]], False),
    ],
)
def test_a_plain_json_value_is_finite_and_not_too_deep(value: object, plain: bool) -> None:
    assert is_plain_json(value, 3) is plain


# Temporary files of killed saves


def test_stale_temp_files_of_our_pattern_are_removed_on_save(tmp_path: Path) -> None:
    path = tmp_path / "gang.json"
    save_roster(Roster(name="Gang"), path)
    stale = aged(tmp_path / ".gang.json.0123456789ab.tmp", OLD)
    just_left = aged(tmp_path / ".gang.json.ba9876543210.tmp", 5)  # no save holds it
    others = [
        aged(tmp_path / ".other.json.0123456789ab.tmp", OLD),  # another file's
        aged(tmp_path / ".gang.json.0123456789ab.tmp.keep", OLD),
        aged(tmp_path / ".gang.json.notours12345.tmp", OLD),
        aged(tmp_path / "gang.json.0123456789ab.tmp", OLD),  # not hidden: not ours
        aged(tmp_path / ".gang.json.0123456789AB.tmp", OLD),  # we write lower-case hex
    ]
    sub = tmp_path / "sub"
    sub.mkdir()
    elsewhere = aged(sub / ".gang.json.0123456789ab.tmp", OLD)  # not beside the file

    save_roster(Roster(name="Gang 2"), path)

    assert not stale.exists()
    assert not just_left.exists()
    assert all(other.exists() for other in others)
    assert elsewhere.exists()
    assert load_roster(path).roster.name == "Gang 2"


def test_what_killed_saves_left_goes_with_the_next_save_at_once(tmp_path: Path) -> None:
    # Five killed saves (15.6 MB) once stayed after the next save until ten minutes old.
    path = tmp_path / "gang.json"
    save_roster(Roster(name="Gang"), path)
    saves = [HeldSave(path, 3_200_000) for _ in range(5)]  # five windows saving at once
    left = [save.kill() for save in saves]
    assert sum(temp.stat().st_size for temp in left) == 16_000_000
    save_roster(Roster(name="Gang 2"), path)
    assert temps_of(path) == []
    assert load_roster(path).roster.name == "Gang 2"


def test_a_save_running_in_another_program_keeps_its_file(tmp_path: Path) -> None:
    path = tmp_path / "gang.json"
    save_roster(Roster(name="Gang"), path)
    theirs = HeldSave(path, 1000)
    save_roster(Roster(name="Mine"), path)
    assert remove_stale_temps(path) == []
    assert theirs.temp.exists()
    theirs.finish()
    assert temps_of(path) == []
    assert path.read_bytes() == b"x" * 1000  # theirs, finished after mine


def test_cleanup_follows_a_symbolic_link_to_the_real_file(tmp_path: Path) -> None:
    real = tmp_path / "real"
    real.mkdir()
    write_atomic(real / "gang.json", b"[]")
    link = tmp_path / "link.json"
    link.symlink_to(real / "gang.json")
    stale = aged(real / ".gang.json.0123456789ab.tmp", OLD)
    assert remove_stale_temps(link) == [stale]


def test_a_temp_named_like_ours_but_a_folder_is_left_alone(tmp_path: Path) -> None:
    folder = tmp_path / ".gang.json.0123456789ab.tmp"
    folder.mkdir()
    os.utime(folder, (time.time() - OLD, time.time() - OLD))
    assert remove_stale_temps(tmp_path / "gang.json") == []
    assert folder.is_dir()


# Read-only rosters


def test_a_read_only_roster_is_not_replaced_unasked(tmp_path: Path) -> None:
    path = tmp_path / "gang.json"
    save_roster(Roster(name="Kept"), path)
    path.chmod(0o444)
    before = path.read_bytes()
    with pytest.raises(RosterReadOnly, match=r"gang\.json: is read-only"):
        save_roster(Roster(name="Lost"), path)
    assert path.read_bytes() == before


def test_a_read_only_roster_saved_on_purpose_stays_read_only(tmp_path: Path) -> None:
    path = tmp_path / "gang.json"
    save_roster(Roster(name="Old"), path)
    path.chmod(0o444)
    save_roster(Roster(name="New"), path, overwrite_read_only=True)
    assert load_roster(path).roster.name == "New"
    assert stat.S_IMODE(path.stat().st_mode) == 0o444


def test_a_new_file_is_not_read_only(tmp_path: Path) -> None:
    save_roster(Roster(name="New"), tmp_path / "new.json")
    assert load_roster(tmp_path / "new.json").roster.name == "New"


# The app's own files, read at start-up


def test_a_fifo_in_place_of_the_settings_gives_the_defaults() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    assert load_settings() == Settings()


def test_a_fifo_among_the_autosaves_is_listed_as_unreadable() -> None:
    os.mkfifo(autosave_dir() / "abc123.json")
    [found] = list_autosaves()
    assert found.roster is None
    assert found.error is not None
    assert "named pipe" in found.error
