"""Where the app keeps its files: the one module bound to platformdirs.

``GANGFIGHT_GUI_HOME`` overrides every folder (tests point it at a temporary folder, and a player
can use it for a portable install).
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_DIR_NAME = "gangfight-gui"
HOME_ENV = "GANGFIGHT_GUI_HOME"


def _folder(kind: str) -> Path:
    override = os.environ.get(HOME_ENV)
    if override:
        path = Path(override) / kind
    elif kind == "config":
        path = Path(platformdirs.user_config_dir(APP_DIR_NAME, appauthor=False))
    else:
        path = Path(platformdirs.user_state_dir(APP_DIR_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    """Preferences, recent files, window layout."""
    return _folder("config")


def state_dir() -> Path:
    """Autosaves of unsaved edits, offered for recovery after a crash."""
    return _folder("state")
