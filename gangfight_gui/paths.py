"""Where the app keeps its files: the one module bound to platformdirs."""

from __future__ import annotations

import os
from pathlib import Path

APP_DIR_NAME = "gangfight-gui"
HOME_ENV = "GANGFIGHT_GUI_HOME"
"""The folder that, when set, holds every folder of the app: a portable install, or a test's."""


def _location(kind: str) -> Path:
    """Where the folder of ``kind`` is, without making it (``--help`` must not write)."""
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override) / kind
    import platformdirs  # only without the override: a screenshot's start needs none

    if kind == "config":
        return Path(platformdirs.user_config_dir(APP_DIR_NAME, appauthor=False))
    return Path(platformdirs.user_state_dir(APP_DIR_NAME, appauthor=False))


def _folder(kind: str) -> Path:
    path = _location(kind)
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    """Preferences, recent files, window layout."""
    return _folder("config")


def state_dir() -> Path:
    """Autosaves of unsaved edits, offered for recovery after a crash."""
    return _folder("state")


AUTOSAVE_FOLDER = "autosave"
"""The subfolder of ``state_dir`` holding the autosaves (``roster.autosave``)."""


def locations() -> list[tuple[str, Path]]:
    """What the app keeps where, for a player to find (Help › About, ``--help``); makes nothing."""
    config = _location("config")
    return [
        ("Settings and recent files", config),
        ("Autosaves of unsaved edits", _location("state") / AUTOSAVE_FOLDER),
    ]


def locations_text() -> str:
    """``locations`` as lines of text, with how to move them all (``GANGFIGHT_GUI_HOME``)."""
    lines = [f"{what}: {where}" for what, where in locations()]
    lines.append(f"Set {HOME_ENV} to keep them all in one folder instead.")
    return "\n".join(lines)
