"""Gangfight GUI: roster builder and exact combat calculator for the Gangfight skirmish game."""

from __future__ import annotations

from functools import cache

APP_NAME = "Gangfight GUI"


@cache
def _installed_version() -> str:
    """The installed distribution's version: pyproject.toml is its one home, so ``gangfight
    --version``, ``gangfight-gui --version`` and the About box always agree with the wheel.

    Read only when asked for: ``importlib.metadata`` pulls in the email and zip modules, a tenth
    of the window's start-up, and nothing on the way to the first paint needs it.
    """
    from importlib import metadata

    try:
        return metadata.version("gangfight-gui")
    except metadata.PackageNotFoundError:  # run from a source tree that was never installed
        return "0+unknown"


def __getattr__(name: str) -> str:
    """``gangfight_gui.__version__``, looked up on first use (PEP 562)."""
    if name == "__version__":
        return _installed_version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
