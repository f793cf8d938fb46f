"""What ships inside the package: the icon, the card fonts, the schemas, the samples, the manual.

They live at the top of the repository (``resources/``, ``rosters/``, ``docs/``) and are installed
as the packages ``gangfight_gui.resources``, ``gangfight_gui.samples`` and ``gangfight_gui.manual``
(``setup.py``), so they are read
with importlib.resources, never by a path worked out from ``__file__``: that is what finds them
alike in a wheel, an editable install (``make run``) and a PyInstaller bundle (``make bundle``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from importlib.resources.abc import Traversable

from gangfight_gui.rules.engine.errors import ScenarioShapeError
from gangfight_gui.rules.game import DEFAULT_GAME, game_title

RESOURCES_PACKAGE = "gangfight_gui.resources"
SAMPLES_PACKAGE = "gangfight_gui.samples"
MANUAL_PACKAGE = "gangfight_gui.manual"


class MissingResourceError(FileNotFoundError):
    """A file that ships with the app is not there: the install is broken."""


def resource(name: str) -> Traversable:
    """The shipped resource ``name`` (e.g. ``"icon.svg"``, ``"fonts/DejaVuSans.ttf"``).

    Raises MissingResourceError naming it, so a broken install is reported where the file is
    asked for instead of surfacing later as a blank icon or a fallback font.
    """
    return _shipped(RESOURCES_PACKAGE, name)


def manual_file(name: str) -> Traversable:
    """A file of the manual (``docs/`` of the repository): a page (``"necromunda.md"``) or an
    image (``"images/cards.png"``); MissingResourceError if the install lacks it."""
    return _shipped(MANUAL_PACKAGE, name)


def manual_pages() -> list[str]:
    """The manual's pages (``"cli.md"``, …), sorted by name."""
    folder = resources.files(MANUAL_PACKAGE)
    return sorted(e.name for e in folder.iterdir() if e.is_file() and e.name.endswith(".md"))


def _shipped(package: str, name: str) -> Traversable:
    found = resources.files(package).joinpath(*name.split("/"))
    if not found.is_file():
        raise MissingResourceError(
            f"resource not found: {package}/{name} (the installation is incomplete; "
            "reinstall gangfight-gui)"
        )
    return found


def resource_bytes(name: str) -> bytes:
    """The bytes of the shipped resource ``name`` (see ``resource``)."""
    return resource(name).read_bytes()


@dataclass(frozen=True, slots=True)
class Sample:
    """One shipped sample roster: its file, and what a menu shows of it."""

    file_name: str
    """E.g. ``"orc_braves.json"``: the name it is written under by ``gangfight samples``."""
    data: bytes
    """The file exactly as shipped."""
    name: str
    """The roster's own name, or the file's stem if the file has none."""
    game: str
    """The ``game`` field (roster format 2), ``"gangfight"`` when absent."""

    @property
    def game_title(self) -> str:
        """The game's name as players know it ("Gangfight"); the key itself if unknown here."""
        try:
            return game_title(self.game)
        except ScenarioShapeError:
            return self.game


def samples() -> list[Sample]:
    """Every shipped sample roster (every ``*.json`` of ``rosters/``), sorted by file name.

    Whatever game a sample is for, it is listed: the name and game are read from the JSON
    without loading the roster, so a sample of a game this build cannot open is still written
    out and shown (opening it then says why it cannot).
    """
    folder = resources.files(SAMPLES_PACKAGE)
    found = [
        entry
        for entry in folder.iterdir()
        if entry.is_file() and entry.name.lower().endswith(".json")
    ]
    return [read_sample(entry) for entry in sorted(found, key=lambda entry: entry.name)]


def read_sample(entry: Traversable) -> Sample:
    """A sample file as listed: name and game read leniently, the bytes as they are."""
    data = entry.read_bytes()
    stem = entry.name.rsplit(".", 1)[0]
    try:
        document = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        document = None
    fields = document if isinstance(document, dict) else {}
    name = fields.get("name")
    game = fields.get("game")
    return Sample(
        file_name=entry.name,
        data=data,
        name=name if isinstance(name, str) and name.strip() else stem,
        game=game if isinstance(game, str) and game else DEFAULT_GAME,
    )
