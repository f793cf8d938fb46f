"""Gangfight GUI: roster builder and exact combat calculator for the Gangfight skirmish game."""

from importlib import metadata

try:
    __version__ = metadata.version("gangfight-gui")
    """The installed distribution's version: pyproject.toml is its one home, so ``gangfight
    --version``, ``gangfight-gui --version`` and the About box always agree with the wheel."""
except metadata.PackageNotFoundError:  # run from a source tree that was never installed
    __version__ = "0+unknown"
APP_NAME = "Gangfight GUI"
