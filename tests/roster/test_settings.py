"""Settings: remembered between sessions, and a damaged file never stops the app; each game's house
rules and last fight kept by the game's own keys, the old Gangfight fields moved into them."""

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
from gangfight_gui.rules.game import find_game, game_keys

GANGFIGHT = "gangfight"
STRICT = {"rules.incapacitation": "more_than_endurance", "rules.long_range": "beyond_range"}
"""Gangfight's two house rules (R14, R15), both away from their defaults."""


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
    assert settings.house_rules(GANGFIGHT) == {
        "rules.incapacitation": "zero_or_less",
        "rules.long_range": "beyond_range_plus_6",
    }
    assert settings.last_fight(GANGFIGHT) is None
    assert not damaged_copy().exists()


def test_round_trip(tmp_path: Path) -> None:
    roster = touch(tmp_path / "orcs.json")
    fight = {"attack": "melee", "weapons": ["Great axe"], "distance": None}
    settings = (
        Settings(
            window_geometry="AdnQywADAAA=", window_state="AAAA/wAAAAD9", open_rosters=(roster,)
        )
        .with_recent_file(roster)
        .with_house_rules(GANGFIGHT, STRICT)
        .with_house_rules("necromunda", {"rules.injury_faces.flesh_wound": 3})
        .with_last_fight(GANGFIGHT, fight)
        .with_last_fight("warstrike", {"attacker": ["Salt Reavers", "Deckhands", 0]})
    )
    save_settings(settings)
    assert load_settings() == settings
    written = json.loads(settings_path().read_text(encoding="utf-8"))
    assert written["schema_version"] == SETTINGS_VERSION == 2
    assert written["game_rules"][GANGFIGHT] == STRICT
    assert written["game_fights"][GANGFIGHT] == fight
    assert load_settings().house_rules("necromunda")["rules.injury_faces.flesh_wound"] == 3


@pytest.mark.parametrize("key", ["gangfight", "necromunda", "warstrike"])
def test_every_house_rule_of_a_game_is_read_by_its_dotted_key(key: str) -> None:
    specs = find_game(key).house_rules
    assert Settings().house_rules(key) == {spec.key: spec.default for spec in specs}
    # The last allowed value of each rule: a choice's last, a number's maximum.
    chosen = {s.key: s.choices[-1] if s.choices else s.maximum for s in specs}
    assert Settings().with_house_rules(key, chosen).house_rules(key) == chosen


def test_the_example_game_keeps_its_house_rules(example_game: Path) -> None:
    from tests.helpers.example_game import KEY, built_in_only, example_on_path

    with example_on_path(example_game):
        assert KEY in game_keys()
        settings = Settings().with_house_rules(KEY, {"rules.sixes": "double"})
        save_settings(settings)
        assert load_settings().house_rules(KEY) == {"rules.sixes": "double"}
    with built_in_only():  # the example game uninstalled, whatever this environment holds
        assert load_settings().house_rules(KEY) == {}, "an uninstalled game has no rules to apply"


def test_one_games_rules_leave_the_others_alone() -> None:
    settings = Settings().with_house_rules(GANGFIGHT, STRICT)
    assert settings.house_rules("warstrike") == Settings().house_rules("warstrike")
    assert settings.with_house_rules("warstrike", {}).house_rules(GANGFIGHT) == STRICT


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("rules.incapacitation", "whenever"),  # not one of R14's choices
        ("rules.incapacitation", 1),
        ("rules.long_range", None),
    ],
)
def test_a_value_the_game_does_not_take_reads_as_its_default(key: str, value: object) -> None:
    settings = Settings().with_house_rules(GANGFIGHT, {**STRICT, key: value})
    rules = settings.house_rules(GANGFIGHT)
    default = next(s.default for s in find_game(GANGFIGHT).house_rules if s.key == key)
    assert rules[key] == default
    assert all(rules[k] == v for k, v in STRICT.items() if k != key), "the others are kept"


@pytest.mark.parametrize("face", [-1, 7, 2.5, True, "2"])
def test_a_necromunda_injury_face_out_of_range_reads_as_the_default(face: object) -> None:
    key = "rules.injury_faces.flesh_wound"
    settings = Settings().with_house_rules("necromunda", {key: face})
    assert settings.house_rules("necromunda")[key] == 2  # N13's reading: 2 faces


def test_a_rule_the_game_does_not_have_is_dropped() -> None:
    settings = Settings().with_house_rules(GANGFIGHT, {"rules.sixes": "double"})
    assert "rules.sixes" not in settings.house_rules(GANGFIGHT)


def test_an_unknown_game_has_no_house_rules_and_never_raises() -> None:
    assert Settings().with_house_rules("chess", {"rules.castling": True}).house_rules("chess") == {}


def test_last_fights_are_kept_per_game_and_copied() -> None:
    state = {"attacker": ["Ashveil Sisters", "Matron Ilse Vorne", 0], "scenario": {"a": [1]}}
    settings = Settings().with_last_fight("necromunda", state)
    got = settings.last_fight("necromunda")
    assert got == state
    assert got is not None
    got["scenario"]["a"].append(2)
    assert settings.last_fight("necromunda") == state, "the caller's copy is its own"
    assert settings.last_fight(GANGFIGHT) is None
    assert settings.with_last_fight("necromunda", None).last_fight("necromunda") is None


def test_version_1_moves_r14_r15_and_the_last_combat_into_gangfight() -> None:
    fight = {"attacker": ["Orc Braves", "Orc Brave", 0], "attack": "melee"}
    old = {
        "schema_version": 1,
        "incapacitation": "more_than_endurance",
        "long_range": "beyond_range",
        "last_combat": fight,
    }
    settings_path().write_text(json.dumps(old), encoding="utf-8")
    settings = load_settings()
    assert settings.house_rules(GANGFIGHT) == STRICT
    assert settings.last_fight(GANGFIGHT) == fight
    assert settings.house_rules("necromunda") == Settings().house_rules("necromunda")
    assert not damaged_copy().exists()
    save_settings(settings)
    written = json.loads(settings_path().read_text(encoding="utf-8"))
    assert not {"incapacitation", "long_range", "last_combat"} & set(written)


def test_a_version_1_file_without_its_version_is_still_migrated() -> None:
    settings_path().write_text('{"long_range": "beyond_range"}', encoding="utf-8")
    assert load_settings().house_rules(GANGFIGHT)["rules.long_range"] == "beyond_range"


def test_a_damaged_last_combat_of_version_1_is_forgotten_not_fatal() -> None:
    old = {"schema_version": 1, "long_range": "beyond_range", "last_combat": [1, 2]}
    settings_path().write_text(json.dumps(old), encoding="utf-8")
    settings = load_settings()
    assert settings.last_fight(GANGFIGHT) is None
    assert settings.house_rules(GANGFIGHT)["rules.long_range"] == "beyond_range"
    assert damaged_copy().exists()


def test_one_games_damaged_rules_keep_the_other_games() -> None:
    document = {
        "schema_version": 2,
        "game_rules": {GANGFIGHT: STRICT, "necromunda": "three faces"},
        "game_fights": {"warstrike": {"attack": 1}, GANGFIGHT: ["not", "an", "object"]},
    }
    settings_path().write_text(json.dumps(document), encoding="utf-8")
    settings = load_settings()
    assert settings.house_rules(GANGFIGHT) == STRICT
    assert settings.house_rules("necromunda") == Settings().house_rules("necromunda")
    assert settings.last_fight("warstrike") == {"attack": 1}
    assert settings.last_fight(GANGFIGHT) is None
    assert damaged_copy().exists()


@pytest.mark.parametrize(
    "rules",
    [
        {GANGFIGHT: {"rules.long_range": {"nested": 1}}},
        {GANGFIGHT: {"rules.long_range": "x" * 5_000}},
        {GANGFIGHT: {"rules.long_range": float("inf")}},
        {f"game{n}": {} for n in range(200)},
        {"": {}},
    ],
    ids=["nested", "long text", "infinite", "too many games", "blank key"],
)
def test_house_rules_that_are_not_plain_values_are_refused(rules: dict[str, object]) -> None:
    with pytest.raises(InvalidSettings, match="game_rules"):
        Settings(game_rules=rules)  # type: ignore[arg-type]


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
    rules = settings.house_rules(GANGFIGHT)
    assert settings.recent_files == (roster,)
    assert rules["rules.long_range"] == "beyond_range"
    assert rules["rules.incapacitation"] == "zero_or_less"  # default, the value was damaged
    assert settings.window_geometry is None
    assert damaged_copy().read_text(encoding="utf-8") == text


def test_a_bad_schema_version_counts_as_damage() -> None:
    settings_path().write_text('{"schema_version": "one", "long_range": "beyond_range"}')
    assert load_settings().house_rules(GANGFIGHT)["rules.long_range"] == "beyond_range"
    assert damaged_copy().exists()


def test_a_newer_file_is_read_as_far_as_understood_and_left_alone() -> None:
    text = json.dumps(
        {
            "schema_version": SETTINGS_VERSION + 1,
            "game_rules": {GANGFIGHT: {"rules.long_range": "beyond_range"}},
            "theme": "dark",
        }
    )
    settings_path().write_text(text, encoding="utf-8")
    assert load_settings().house_rules(GANGFIGHT)["rules.long_range"] == "beyond_range"
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
    with pytest.raises(InvalidSettings, match="game_fights"):
        Settings(game_fights={GANGFIGHT: {"attack": object()}})
    with pytest.raises(dataclasses.FrozenInstanceError):
        Settings().recent_files = ()  # type: ignore[misc]


def test_save_is_atomic_and_leaves_no_temp_file() -> None:
    save_settings(Settings())
    save_settings(Settings().with_house_rules(GANGFIGHT, STRICT))
    assert sorted(p.name for p in paths.config_dir().iterdir()) == ["settings.json"]


@pytest.mark.parametrize("number", [float("nan"), float("inf"), -float("inf")])
def test_a_last_fight_holding_no_finite_number_is_forgotten(number: float) -> None:
    """json writes NaN and infinity as words no JSON reader takes: such a fight is not kept,
    as the builder would not read it either."""
    with pytest.raises(InvalidSettings, match="game_fights"):
        Settings(game_fights={GANGFIGHT: {"distance": number}})
    document = {
        "schema_version": 2,
        "game_fights": {"warstrike": {"attack": 1}, GANGFIGHT: {"distance": number}},
    }
    settings_path().write_text(json.dumps(document), encoding="utf-8")
    settings = load_settings()
    assert settings.last_fight("warstrike") == {"attack": 1}
    assert settings.last_fight(GANGFIGHT) is None
