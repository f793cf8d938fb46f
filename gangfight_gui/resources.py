"""Where the app's own files (icon, fonts) live.

They sit in ``<repo>/resources/`` rather than inside the package because the project is run from
its checkout (``make run`` installs it editable); a wheel would have to move them into the package.
"""

from __future__ import annotations

from pathlib import Path

RESOURCES_DIR = Path(__file__).resolve().parent.parent / "resources"


def resource_path(name: str) -> Path:
    """The path of the resource ``name`` (e.g. ``"icon.svg"``).

    Raises FileNotFoundError naming the full path, so a missing file is reported where it is
    asked for instead of surfacing later as a blank icon.
    """
    path = RESOURCES_DIR / name
    if not path.exists():
        raise FileNotFoundError(f"resource not found: {path}")
    return path
