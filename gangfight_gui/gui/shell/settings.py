"""What the GUI remembers between sessions: each game's house rules and last fight, recent files,
window layout; reading them never stops the app."""

from __future__ import annotations

import contextlib
import copy
import dataclasses
import json
import logging
import math
import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gangfight_gui import paths
from gangfight_gui.roster.atomic import write_atomic
from gangfight_gui.roster.safe_read import ReadProblem, is_plain_json, read_regular_file
from gangfight_gui.rules.engine.errors import ScenarioShapeError
from gangfight_gui.rules.game import DEFAULT_GAME, find_game
from gangfight_gui.rules.kinds import takes

SETTINGS_VERSION = 2
SETTINGS_FILE_NAME = "settings.json"
DAMAGED_SUFFIX = ".damaged"
MAX_RECENT_FILES = 10

BASE64 = re.compile(r"[A-Za-z0-9+/]*={0,2}")
MAX_BASE64_LENGTH = 1_000_000
"""Qt's ``saveGeometry()``/``saveState()`` bytes are kept base64-encoded, so the file stays JSON."""

MAX_GAMES = 100
"""Games whose house rules or last fight are kept: far more than are installed."""
MAX_RULES = 100
"""House rules of one game (a game has a handful)."""
MAX_TEXT = 1_000
"""Characters of one house rule's value (a choice's name)."""
MAX_FIGHT_DEPTH = 100
"""Levels of a game's last fight below its object (the builder reads a few)."""

_log = logging.getLogger(__name__)


class InvalidSettings(ValueError):
    """A settings value of the wrong type or shape; the message names the field."""


@dataclass(frozen=True)
class Settings:
    """The preferences, immutable: ``with_...`` methods return an updated copy.

    A plain dataclass checked by hand rather than a pydantic model: the settings are read before
    the window shows, and building pydantic's schema machinery for them was a fifth of the
    start-up. Every value is checked (and normalised) on construction, from a file or from code.
    """

    schema_version: int = SETTINGS_VERSION
    recent_files: tuple[Path, ...] = ()
    """Most recent first, no duplicates, at most ``MAX_RECENT_FILES``."""
    window_geometry: str | None = None
    window_state: str | None = None
    open_rosters: tuple[Path, ...] = ()
    """Rosters open when the app was last closed, to reopen them."""
    game_rules: dict[str, dict[str, Any]] = dataclasses.field(default_factory=dict)
    """Game key → the house rules chosen in Preferences, by the game's dotted keys; a game or a
    rule not named here plays the game's default (``house_rules`` reads it)."""
    game_fights: dict[str, dict[str, Any]] = dataclasses.field(default_factory=dict)
    """Game key → the builder's last fight of that game (its JSON state), restored at start."""

    def __post_init__(self) -> None:
        for name, check in _CHECKS.items():
            object.__setattr__(self, name, check(name, getattr(self, name)))

    @classmethod
    def from_document(cls, document: dict[str, Any]) -> Settings:
        """The settings a JSON object holds; unknown fields are ignored (a newer version's).

        Raises InvalidSettings for a value that does not read."""
        return cls(**{name: document[name] for name in _CHECKS if name in document})

    def to_document(self) -> dict[str, Any]:
        """The JSON object ``from_document`` reads back."""
        document = {name: getattr(self, name) for name in _CHECKS}
        for name in ("recent_files", "open_rosters"):
            document[name] = [str(path) for path in document[name]]
        return document

    def model_copy(self, *, update: dict[str, Any]) -> Settings:
        """These settings with the fields in ``update`` replaced (and checked)."""
        return dataclasses.replace(self, **update)

    def house_rules(self, game_key: str) -> dict[str, object]:
        """Every house rule of the game by its dotted key: the value chosen, else the game's
        default. A value the game does not take (a rule renamed since, a choice dropped, out of
        range) is the default too, so a stale setting never refuses a fight. Empty for a game
        that is not installed or cannot be loaded."""
        try:
            specs = find_game(game_key).house_rules
        except ScenarioShapeError:  # the registry's GameLoadError too
            return {}
        chosen = self.game_rules.get(game_key, {})
        return {
            spec.key: chosen[spec.key]
            if spec.key in chosen and takes(spec, chosen[spec.key])
            else spec.default
            for spec in specs
        }

    def with_house_rules(self, game_key: str, values: Mapping[str, object]) -> Settings:
        """These settings with the game's house rules replaced by ``values`` (InvalidSettings if
        a value is not plain JSON)."""
        rules = {**self.game_rules, game_key: dict(values)}
        return self.model_copy(update={"game_rules": rules})

    def last_fight(self, game_key: str) -> dict[str, Any] | None:
        """The game's last fight as the builder gave it (a copy), or None."""
        fight = self.game_fights.get(game_key)
        return copy.deepcopy(fight) if fight is not None else None

    def with_last_fight(self, game_key: str, state: Mapping[str, Any] | None) -> Settings:
        """These settings with the game's last fight replaced (None forgets it)."""
        fights = {key: value for key, value in self.game_fights.items() if key != game_key}
        if state is not None:
            fights[game_key] = dict(state)
        return self.model_copy(update={"game_fights": fights})

    def with_recent_file(self, path: Path | str) -> Settings:
        """``path`` moved (or added) to the top of the recent files."""
        recent = _unique((Path(os.path.abspath(path)), *self.recent_files))
        return self.model_copy(update={"recent_files": recent[:MAX_RECENT_FILES]})

    def without_recent_file(self, path: Path | str) -> Settings:
        key = _file_key(Path(os.path.abspath(path)))
        recent = tuple(p for p in self.recent_files if _file_key(p) != key)
        return self.model_copy(update={"recent_files": recent})

    def with_existing_recent_files(self) -> Settings:
        """Recent files that still exist: a menu entry that only fails is worse than none."""
        recent = tuple(p for p in self.recent_files if _exists(p))
        return self.model_copy(update={"recent_files": recent})


MAX_SETTINGS_BYTES = 1024 * 1024
"""Settings take a few kB; anything larger is not ours."""


def _version(name: str, value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidSettings(f"{name}: not a whole number")
    return value


def _paths(name: str, value: object) -> tuple[Path, ...]:
    if not isinstance(value, list | tuple) or not all(
        isinstance(item, str | os.PathLike) for item in value
    ):
        raise InvalidSettings(f"{name}: not a list of paths")
    found = tuple(Path(item) for item in value)
    return _unique(found)[:MAX_RECENT_FILES] if name == "recent_files" else found


def _base64(name: str, value: object) -> str | None:
    if value is None:
        return None
    if (
        not isinstance(value, str)
        or len(value) > MAX_BASE64_LENGTH
        or BASE64.fullmatch(value) is None
    ):
        raise InvalidSettings(f"{name}: not base64 text")
    return value


def _rule_value(value: object) -> bool:
    if isinstance(value, str):
        return len(value) <= MAX_TEXT
    if isinstance(value, float):
        return math.isfinite(value)
    return value is None or isinstance(value, bool | int)


def _house_rules(rules: dict[Any, Any]) -> bool:
    """{dotted key: a plain value}; checked against each game when read."""
    keys = all(isinstance(key, str) and len(key) <= MAX_TEXT for key in rules)
    return len(rules) <= MAX_RULES and keys and all(map(_rule_value, rules.values()))


def _games_of(what: str, takes: Callable[[dict[Any, Any]], bool]) -> Callable[[str, Any], Any]:
    """The check of a field of game key → an object ``takes`` (``what`` it is), each kept as
    a copy."""

    def check(name: str, value: object) -> dict[str, dict[str, Any]]:
        if not isinstance(value, dict) or len(value) > MAX_GAMES:
            raise InvalidSettings(f"{name}: not an object of at most {MAX_GAMES} games")
        if not all(isinstance(key, str) and 0 < len(key) <= MAX_TEXT for key in value):
            raise InvalidSettings(f"{name}: a game's key is not a name")
        for game, item in value.items():
            if not isinstance(item, dict) or not takes(item):
                raise InvalidSettings(f"{name}: {game}: not {what}")
        return copy.deepcopy(value)

    return check


_CHECKS: dict[str, Callable[[str, Any], Any]] = {
    "schema_version": _version,
    "recent_files": _paths,
    "window_geometry": _base64,
    "window_state": _base64,
    "open_rosters": _paths,
    "game_rules": _games_of("an object of house rules", _house_rules),
    "game_fights": _games_of("a JSON object", lambda fight: is_plain_json(fight, MAX_FIGHT_DEPTH)),
}
"""Each field's check, which returns the value normalised (lists to tuples, text to paths)."""


def settings_path() -> Path:
    return paths.config_dir() / SETTINGS_FILE_NAME


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or as much of them as can be read; never raises."""
    path = path or settings_path()
    try:
        # Never a FIFO or a device: reading one would stop the app at start.
        data, _status = read_regular_file(path, MAX_SETTINGS_BYTES, what="a settings file")
    except FileNotFoundError:
        return Settings()
    except (OSError, ReadProblem) as error:
        _log.warning("cannot read %s (%s); using default settings", path, error)
        return Settings()
    settings, damaged = _from_bytes(data)
    if damaged:
        _move_aside(path)
    return settings.with_existing_recent_files()


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write ``settings`` atomically (raises OSError if the disk refuses)."""
    path = path or settings_path()
    document = settings.to_document()
    document["schema_version"] = SETTINGS_VERSION
    text = json.dumps(document, indent=2, ensure_ascii=False) + "\n"
    write_atomic(path, text.encode("utf-8"))


def _from_bytes(data: bytes) -> tuple[Settings, bool]:
    """The settings in ``data``, and whether the file was damaged."""
    try:
        document = json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError):
        return Settings(), True
    if not isinstance(document, dict):
        return Settings(), True
    version = document.get("schema_version", 1)
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        # Whatever it was, read it as the first version: migrating a newer one changes nothing.
        return _salvage(_migrated(document, 1)), True
    document = _migrated(document, version)
    try:
        return Settings.from_document(document), False
    except InvalidSettings:
        # A newer version may have changed a field: read what we can, leave its file alone.
        return _salvage(document), version <= SETTINGS_VERSION


def _migrated(document: dict[str, Any], version: int) -> dict[str, Any]:
    """``document`` (of schema ``version``) brought to this version's fields."""
    for migrate in _MIGRATIONS[version - 1 :]:
        document = migrate(document)
    return document


def _salvage(document: dict[str, Any]) -> Settings:
    """Keep every field that reads on its own; defaults for the others. A field kept per game
    keeps every game that reads (one game's damaged rules leave the others')."""
    kept: dict[str, Any] = {}
    for name, check in _CHECKS.items():
        if name == "schema_version" or name not in document:
            continue
        value = document[name]
        try:
            kept[name] = check(name, value)
        except InvalidSettings:
            _log.warning("settings: ignoring a damaged %r", name)
            if name in _PER_GAME and isinstance(value, dict):  # each game that reads
                kept[name] = {}
                for game, item in list(value.items())[:MAX_GAMES]:
                    with contextlib.suppress(InvalidSettings):
                        kept[name].update(check(name, {game: item}))
    return Settings(**kept)


_PER_GAME = ("game_rules", "game_fights")


def _move_aside(path: Path) -> None:
    damaged = path.with_name(path.name + DAMAGED_SUFFIX)
    _log.warning("settings file %s is damaged; kept as %s", path, damaged)
    with contextlib.suppress(OSError):
        os.replace(path, damaged)


def _unique(files: tuple[Path, ...]) -> tuple[Path, ...]:
    """Each file once, where it first comes."""
    first: dict[str, Path] = {}
    for path in files:
        first.setdefault(_file_key(path), path)
    return tuple(first.values())


def _file_key(path: Path) -> str:
    """Case-insensitive where the file system is (Windows), so one file appears once."""
    return os.path.normcase(os.path.normpath(path))


def _exists(path: Path) -> bool:
    try:
        return path.is_file()
    except (OSError, ValueError):  # ValueError: a NUL in a damaged path
        return False


def _per_game(document: dict[str, Any]) -> dict[str, Any]:
    """Version 1 → 2: R14's and R15's options and the last combat were Gangfight's alone (the
    only game then); they become Gangfight's house rules (by their keys in its scenarios) and
    its last fight. Values are moved as they were: ``house_rules`` checks them when read."""
    moved = {k: v for k, v in document.items() if k not in ("incapacitation", "long_range")}
    rules = {f"rules.{k}": document[k] for k in ("incapacitation", "long_range") if k in document}
    if rules:
        moved["game_rules"] = {DEFAULT_GAME: rules}
    fight = moved.pop("last_combat", None)
    if fight is not None:
        moved["game_fights"] = {DEFAULT_GAME: fight}
    moved["schema_version"] = 2
    return moved


_MIGRATIONS: tuple[Callable[[dict[str, Any]], dict[str, Any]], ...] = (_per_game,)
"""``_MIGRATIONS[n - 1]`` turns schema_version n into n + 1."""
