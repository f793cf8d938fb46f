"""What ships inside the package: the icon, the card fonts, the schemas, the samples, the manual;
and what each game ships in its own (its samples and its guide, ``Game.samples_resource``)."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from importlib import resources
from importlib.resources.abc import Traversable

from gangfight_gui.rules.engine.errors import ScenarioShapeError
from gangfight_gui.rules.game import DEFAULT_GAME, find_game, game_title, playable_games

# The repository's resources/, rosters/ and docs/, installed as these packages (setup.py).
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
    image (``"images/cards.png"``); or an installed game's guide, its chapter ``KEY.md``
    (``Game.guide_resource``). MissingResourceError if there is none."""
    own = resources.files(MANUAL_PACKAGE).joinpath(*name.split("/"))
    if own.is_file():
        return own
    guide = game_guides().get(name)
    if guide is not None:
        return _shipped(*guide)
    return _shipped(MANUAL_PACKAGE, name)


def manual_pages() -> list[str]:
    """The manual's pages (``"cli.md"``, …) and every loaded game's guide, sorted by name."""
    folder = resources.files(MANUAL_PACKAGE)
    own = {e.name for e in folder.iterdir() if e.is_file() and e.name.endswith(".md")}
    return sorted(own | set(game_guides()))


def game_guides() -> dict[str, tuple[str, str]]:
    """Each game's guide as the manual names it (``"pitfight.md"``) and where it is: the
    games that load and declare one (``Game.guide_resource``), in menu order."""
    return {
        f"{game.key}.md": game.guide_resource for game in playable_games() if game.guide_resource[0]
    }


def _shipped(package: str, name: str) -> Traversable:
    """``name`` in ``package``, found with importlib.resources, never by a path worked out from
    ``__file__``: that finds it alike in a wheel, an editable install and a PyInstaller bundle."""
    try:
        found = resources.files(package).joinpath(*name.split("/"))
    except ModuleNotFoundError:
        found = None
    if found is None or not found.is_file():
        owner = (
            "gangfight-gui" if package.startswith("gangfight_gui.") else f"what provides {package}"
        )
        raise MissingResourceError(
            f"resource not found: {package}/{name} (the installation is incomplete; "
            f"reinstall {owner})"
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


def samples(game: str | None = None) -> list[Sample]:
    """The sample rosters every game that loads ships (``Game.samples_resource``), or ``game``'s
    alone, sorted by file name: each ``*.json`` of a game's folder whose ``game`` is that game's
    key, so games sharing a folder (the built-in three share ``rosters/``) each list their own.

    Name and game are read from the JSON without loading the roster (``read_sample``). A game
    that cannot be loaded lists none: ``game_problems`` names it.
    """
    games = (find_game(game),) if game is not None else playable_games()
    folders: dict[tuple[str, str], set[str]] = {}
    for each in games:
        package, folder = each.samples_resource
        if package:
            folders.setdefault((package, folder), set()).add(each.key)
    found = [
        sample
        for (package, folder), keys in folders.items()
        for sample in _folder_samples(package, folder)
        if sample.game in keys
    ]
    return sorted(_named_apart(found), key=lambda sample: sample.file_name)


def _named_apart(found: list[Sample]) -> list[Sample]:
    """The samples, each file name once: two games' samples of one name are each written under
    their game's key before it (``pit_crew.json`` as ``pitfight_pit_crew.json``), so neither is
    written over the other; a name no other sample has is kept as shipped."""
    counts: dict[str, int] = {}
    for sample in found:
        counts[sample.file_name] = counts.get(sample.file_name, 0) + 1
    return [
        replace(sample, file_name=f"{sample.game}_{sample.file_name}")
        if counts[sample.file_name] > 1
        else sample
        for sample in found
    ]


def _folder_samples(package: str, folder: str) -> list[Sample]:
    """Every ``*.json`` of ``folder`` in ``package``; none if the game's package lacks it."""
    try:
        place = resources.files(package).joinpath(*filter(None, folder.split("/")))
        entries = list(place.iterdir()) if place.is_dir() else []
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError):
        return []
    return [
        read_sample(entry)
        for entry in entries
        if entry.is_file() and entry.name.lower().endswith(".json")
    ]


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
