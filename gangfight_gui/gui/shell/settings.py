"""What the GUI remembers between sessions: rule options, recent files, window layout.

Settings are a convenience, so reading them must never stop the app: a missing file gives the
defaults, and a damaged one keeps whatever fields still read, takes defaults for the rest and is
moved aside as ``settings.json.damaged`` for the player (or a bug report) to look at. A file from a
newer version is read as far as it is understood and left in place.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, JsonValue, ValidationError, field_validator

from gangfight_gui import paths
from gangfight_gui.roster.atomic import write_atomic
from gangfight_gui.roster.safe_read import ReadProblem, read_regular_file
from gangfight_gui.rules.gangfight.options import Incapacitation, LongRange, RuleOptions

SETTINGS_VERSION = 1
SETTINGS_FILE_NAME = "settings.json"
DAMAGED_SUFFIX = ".damaged"
MAX_RECENT_FILES = 10

Base64 = Annotated[str, Field(pattern=r"^[A-Za-z0-9+/]*={0,2}$", max_length=1_000_000)]
"""Qt's ``saveGeometry()``/``saveState()`` bytes, base64-encoded so the file stays JSON."""

_log = logging.getLogger(__name__)


class Settings(BaseModel):
    """The preferences, immutable: ``with_...`` methods return an updated copy."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    schema_version: int = SETTINGS_VERSION
    recent_files: tuple[Path, ...] = ()
    """Most recent first, no duplicates, at most ``MAX_RECENT_FILES``."""
    incapacitation: Incapacitation = Incapacitation.ZERO_OR_LESS
    """R14's option."""
    long_range: LongRange = LongRange.BEYOND_RANGE_PLUS_6
    """R15's option."""
    window_geometry: Base64 | None = None
    window_state: Base64 | None = None
    open_rosters: tuple[Path, ...] = ()
    """Rosters open when the app was last closed, to reopen them."""
    last_combat: dict[str, JsonValue] | None = None
    """The calculator's last scenario (CLI.md's scenario JSON), to start where the player left."""

    @field_validator("recent_files")
    @classmethod
    def _tidy_recent(cls, value: tuple[Path, ...]) -> tuple[Path, ...]:
        return _unique(value)[:MAX_RECENT_FILES]

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
    document = settings.model_dump(mode="json")
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
        return Settings.model_validate(document), False
    except ValidationError:
        # A newer version may have changed a field: read what we can, leave its file alone.
        return _salvage(document), version <= SETTINGS_VERSION


def _salvage(document: dict[str, Any]) -> Settings:
    """Keep every field that reads on its own; defaults for the others."""
    kept: dict[str, Any] = {}
    for name in Settings.model_fields:
        if name == "schema_version" or name not in document:
            continue
        try:
            kept[name] = getattr(Settings.model_validate({name: document[name]}), name)
        except ValidationError:
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
