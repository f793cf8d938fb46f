"""Settings: remembered between sessions, and a damaged file never stops the app."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from gangfight_gui import paths
from gangfight_gui.gui.shell.settings import (
    MAX_RECENT_FILES,
    SETTINGS_VERSION,
    InvalidSettings,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)
from gangfight_gui.rules.gangfight.options import Incapacitation, LongRange, RuleOptions


def touch(path: Path) -> Path:
    path.write_text("[]", encoding="utf-8")
    return path


def damaged_copy() -> Path:
    return settings_path().with_name("settings.json.damaged")


def test_settings_live_in_the_config_folder() -> None:
    assert settings_path() == paths.config_dir() / "settings.json"


def test_no_file_gives_the_defaults() -> None:
    settings = load_settings()
    assert settings == Settings()
    assert settings.rule_options == RuleOptions()
    assert not damaged_copy().exists()


def test_round_trip(tmp_path: Path) -> None:
    roster = touch(tmp_path / "orcs.json")
    settings = Settings(
        incapacitation=Incapacitation.MORE_THAN_ENDURANCE,
        long_range=LongRange.BEYOND_RANGE,
        window_geometry="AdnQywADAAA=",
        window_state="AAAA/wAAAAD9",
        open_rosters=(roster,),
        last_combat={"attack": "melee", "weapons": ["Great axe"], "distance": None},
    ).with_recent_file(roster)
    save_settings(settings)
    assert load_settings() == settings
    written = json.loads(settings_path().read_text(encoding="utf-8"))
    assert written["schema_version"] == SETTINGS_VERSION
    assert written["incapacitation"] == "more_than_endurance"
    assert written["long_range"] == "beyond_range"


def test_rule_options_use_the_rules_core_values() -> None:
    options = RuleOptions(Incapacitation.MORE_THAN_ENDURANCE, LongRange.BEYOND_RANGE)
    assert Settings().with_rule_options(options).rule_options == options


def test_recent_files_most_recent_first_without_duplicates(tmp_path: Path) -> None:
    a, b = touch(tmp_path / "a.json"), touch(tmp_path / "b.json")
    settings = Settings().with_recent_file(a).with_recent_file(b).with_recent_file(a)
    assert settings.recent_files == (a, b)
    assert settings.without_recent_file(a).recent_files == (b,)


def test_recent_files_are_kept_absolute(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    touch(tmp_path / "a.json")
    settings = Settings().with_recent_file("a.json").with_recent_file(tmp_path / "a.json")
    assert settings.recent_files == (tmp_path / "a.json",)


def test_at_most_ten_recent_files(tmp_path: Path) -> None:
    settings = Settings()
    for number in range(15):
        settings = settings.with_recent_file(touch(tmp_path / f"{number}.json"))
    assert MAX_RECENT_FILES == 10
    assert settings.recent_files == tuple(tmp_path / f"{n}.json" for n in range(14, 4, -1))


def test_missing_recent_files_are_pruned_on_read(tmp_path: Path) -> None:
    kept, gone = touch(tmp_path / "kept.json"), touch(tmp_path / "gone.json")
    save_settings(Settings().with_recent_file(kept).with_recent_file(gone))
    gone.unlink()
    assert load_settings().recent_files == (kept,)


def test_duplicates_in_the_file_are_removed_on_read(tmp_path: Path) -> None:
    a = touch(tmp_path / "a.json")
    settings_path().write_text(json.dumps({"recent_files": [str(a), str(a)]}), encoding="utf-8")
    assert load_settings().recent_files == (a,)


@pytest.mark.parametrize(
    "content",
    [b"", b"{", b"\xff\xfe garbage", b"[1, 2, 3]", b'"settings"', b"[" * 100_000],
    ids=["empty", "truncated", "binary", "list", "string", "too deep"],
)
def test_an_unreadable_file_gives_defaults_and_is_kept_aside(content: bytes) -> None:
    settings_path().write_bytes(content)
    assert load_settings() == Settings()
    assert damaged_copy().read_bytes() == content
    assert not settings_path().exists()


def test_a_damaged_field_keeps_the_others(tmp_path: Path) -> None:
    roster = touch(tmp_path / "orcs.json")
    document = {
        "schema_version": 1,
        "recent_files": [str(roster)],
        "incapacitation": "whenever",
        "long_range": "beyond_range",
        "window_geometry": "not base64!",
    }
    text = json.dumps(document)
    settings_path().write_text(text, encoding="utf-8")
    settings = load_settings()
    assert settings.recent_files == (roster,)
    assert settings.long_range is LongRange.BEYOND_RANGE
    assert settings.incapacitation is Incapacitation.ZERO_OR_LESS  # default, the value was damaged
    assert settings.window_geometry is None
    assert damaged_copy().read_text(encoding="utf-8") == text


def test_a_bad_schema_version_counts_as_damage() -> None:
    settings_path().write_text('{"schema_version": "one", "long_range": "beyond_range"}')
    assert load_settings().long_range is LongRange.BEYOND_RANGE
    assert damaged_copy().exists()


def test_a_newer_file_is_read_as_far_as_understood_and_left_alone() -> None:
    text = json.dumps(
        {"schema_version": SETTINGS_VERSION + 1, "long_range": "beyond_range", "theme": "dark"}
    )
    settings_path().write_text(text, encoding="utf-8")
    assert load_settings().long_range is LongRange.BEYOND_RANGE
    assert settings_path().read_text(encoding="utf-8") == text
    assert not damaged_copy().exists()


def test_an_unreadable_settings_path_gives_defaults() -> None:
    settings_path().mkdir()
    assert load_settings() == Settings()


def test_a_nul_in_a_recent_path_does_not_crash() -> None:
    settings_path().write_text(json.dumps({"recent_files": ["a\u0000b.json"]}), encoding="utf-8")
    assert load_settings().recent_files == ()


def test_settings_are_immutable_and_validated() -> None:
    with pytest.raises(InvalidSettings, match="window_geometry"):
        Settings(window_geometry="#not base64#")
    with pytest.raises(InvalidSettings, match="last_combat"):
        Settings(last_combat={"attack": object()})
    with pytest.raises(dataclasses.FrozenInstanceError):
        Settings().recent_files = ()  # type: ignore[misc]


def test_save_is_atomic_and_leaves_no_temp_file() -> None:
    save_settings(Settings())
    save_settings(Settings(long_range=LongRange.BEYOND_RANGE))
    assert sorted(p.name for p in paths.config_dir().iterdir()) == ["settings.json"]
