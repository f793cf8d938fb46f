"""What the GUI remembers between sessions: rule options, recent files, window layout.

Settings are a convenience, so reading them must never stop the app: a missing file gives the
defaults, and a damaged one keeps whatever fields still read, takes defaults for the rest and is
moved aside as ``settings.json.damaged`` for the player (or a bug report) to look at. A file from a
newer version is read as far as it is understood and left in place.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import logging
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gangfight_gui import paths
from gangfight_gui.roster.atomic import write_atomic
from gangfight_gui.roster.safe_read import ReadProblem, read_regular_file
from gangfight_gui.rules.gangfight.options import Incapacitation, LongRange, RuleOptions

SETTINGS_VERSION = 1
SETTINGS_FILE_NAME = "settings.json"
DAMAGED_SUFFIX = ".damaged"
MAX_RECENT_FILES = 10

BASE64 = re.compile(r"[A-Za-z0-9+/]*={0,2}")
MAX_BASE64_LENGTH = 1_000_000
"""Qt's ``saveGeometry()``/``saveState()`` bytes are kept base64-encoded, so the file stays JSON."""

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
    incapacitation: Incapacitation = Incapacitation.ZERO_OR_LESS
    """R14's option."""
    long_range: LongRange = LongRange.BEYOND_RANGE_PLUS_6
    """R15's option."""
    window_geometry: str | None = None
    window_state: str | None = None
    open_rosters: tuple[Path, ...] = ()
    """Rosters open when the app was last closed, to reopen them."""
    last_combat: dict[str, Any] | None = None
    """The calculator's last scenario (CLI.md's scenario JSON), to start where the player left."""

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
        return {
            "schema_version": self.schema_version,
            "recent_files": [str(path) for path in self.recent_files],
            "incapacitation": self.incapacitation.value,
            "long_range": self.long_range.value,
            "window_geometry": self.window_geometry,
            "window_state": self.window_state,
            "open_rosters": [str(path) for path in self.open_rosters],
            "last_combat": self.last_combat,
        }

    def model_copy(self, *, update: dict[str, Any]) -> Settings:
        """These settings with the fields in ``update`` replaced (and checked)."""
        return dataclasses.replace(self, **update)

    @property
    def rule_options(self) -> RuleOptions:
        return RuleOptions(self.incapacitation, self.long_range)

    def with_rule_options(self, options: RuleOptions) -> Settings:
        return self.model_copy(
            update={"incapacitation": options.incapacitation, "long_range": options.long_range}
        )

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


def _incapacitation(name: str, value: Any) -> Incapacitation:
    try:
        return Incapacitation(value)
    except ValueError:
        raise InvalidSettings(f"{name}: unknown option {value!r}") from None


def _long_range(name: str, value: Any) -> LongRange:
    try:
        return LongRange(value)
    except ValueError:
        raise InvalidSettings(f"{name}: unknown option {value!r}") from None


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


def _is_json(value: object, depth: int = 0) -> bool:
    if depth > 100:
        return False
    if value is None or isinstance(value, bool | int | float | str):
        return True
    if isinstance(value, list | tuple):
        return all(_is_json(item, depth + 1) for item in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and _is_json(v, depth + 1) for k, v in value.items())
    return False


def _json_object(name: str, value: object) -> dict[str, Any] | None:
    if value is None:
        return None
    if not isinstance(value, dict) or not _is_json(value):
        raise InvalidSettings(f"{name}: not a JSON object")
    return value


_CHECKS: dict[str, Callable[[str, Any], Any]] = {
    "schema_version": _version,
    "recent_files": _paths,
    "incapacitation": _incapacitation,
    "long_range": _long_range,
    "window_geometry": _base64,
    "window_state": _base64,
    "open_rosters": _paths,
    "last_combat": _json_object,
}
"""Each field's check, which returns the value normalised (lists to tuples, text to paths)."""


def settings_path() -> Path:
    return paths.config_dir() / SETTINGS_FILE_NAME


def load_settings(path: Path | None = None) -> Settings:
    """The saved settings, or as much of them as can be read; never raises."""
    path = path or settings_path()
    try:
        # Never a FIFO or a device: reading one would stop the app at start (issue 16).
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
    version = document.get("schema_version", SETTINGS_VERSION)
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        return _salvage(document), True
    for migrate in _MIGRATIONS[version - 1 :]:
        document = migrate(document)
    try:
        return Settings.from_document(document), False
    except InvalidSettings:
        # A newer version may have changed a field: read what we can, leave its file alone.
        return _salvage(document), version <= SETTINGS_VERSION


def _salvage(document: dict[str, Any]) -> Settings:
    """Keep every field that reads on its own; defaults for the others."""
    kept: dict[str, Any] = {}
    for name, check in _CHECKS.items():
        if name == "schema_version" or name not in document:
            continue
        try:
            kept[name] = check(name, document[name])
        except InvalidSettings:
            _log.warning("settings: ignoring a damaged %r", name)
    return Settings(**kept)


def _move_aside(path: Path) -> None:
    damaged = path.with_name(path.name + DAMAGED_SUFFIX)
    _log.warning("settings file %s is damaged; kept as %s", path, damaged)
    with contextlib.suppress(OSError):
        os.replace(path, damaged)


def _unique(files: tuple[Path, ...]) -> tuple[Path, ...]:
    seen: set[str] = set()
    result = []
    for path in files:
        key = _file_key(path)
        if key not in seen:
            seen.add(key)
            result.append(path)
    return tuple(result)


def _file_key(path: Path) -> str:
    """Case-insensitive where the file system is (Windows), so one file appears once."""
    return os.path.normcase(os.path.normpath(path))


def _exists(path: Path) -> bool:
    try:
        return path.is_file()
    except (OSError, ValueError):  # ValueError: a NUL in a damaged path
        return False


_MIGRATIONS: tuple[Callable[[dict[str, Any]], dict[str, Any]], ...] = ()
"""``_MIGRATIONS[n - 1]`` turns schema_version n into n + 1; none yet, version 1 is the first."""
