"""Where the games come from: the entry-point group ``gangfight_gui.games``, the built-in games
too, each game loaded on first use and checked against the ``Game`` protocol."""

from __future__ import annotations

import importlib
import os
import re
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from gangfight_gui import stand_ins
from gangfight_gui.rules.engine.errors import ScenarioShapeError

LIGHT_READING = stand_ins.ON
"""Read the group with ``read_group`` instead of ``importlib.metadata`` (a stand-in:
``gangfight_gui/stand_ins.py`` names the budget it serves and the switch that turns it off)."""

ENTRY_POINT_GROUP = "gangfight_gui.games"
"""The entry-point group a game registers in: ``key = "package.module:GAME"``."""
OWN_DISTRIBUTION = "gangfight-gui"
"""Games of this distribution are listed first, in their entry points' order."""
INFO_SUFFIXES = (".dist-info", ".egg-info")


class GameLoadError(ScenarioShapeError):
    """A registered game that cannot be imported or does not answer the protocol.

    A ``ScenarioShapeError``: a scenario or roster naming it cannot be read (exit 2)."""

    def __init__(self, message: str, key: str = "") -> None:
        super().__init__(message)
        self.key = key
        """The game's key (``at_fault`` names its distribution)."""


@dataclass(frozen=True, slots=True)
class Registered:
    """One game as its distribution registers it."""

    key: str
    target: str
    """``"module:attribute"`` (the attribute defaults to ``GAME``)."""
    distribution: str
    """The distribution that registers it, as its metadata folder names it."""

    @property
    def own(self) -> bool:
        """Registered by this program's distribution (a built-in game)."""
        return _normalized(self.distribution) == OWN_DISTRIBUTION

    @property
    def where(self) -> str:
        """How a message names it: "gangfight_gui.rules.gangfight.game:GAME, from gangfight_gui"."""
        return f"{self.target}, from {self.distribution}" if self.distribution else self.target


_found: dict[str, Registered] | None = None
"""key → its registration, in menu order; read once, names only: no game is imported until it
is asked for (``known_keys``)."""
_loaded: dict[str, Any] = {}


# -- reading the group ----------------------------------------------------------------------


def read_group(
    group: str = ENTRY_POINT_GROUP, path: list[str] | None = None
) -> list[tuple[str, str, str]]:
    """(name, value, distribution) of every entry point in ``group``, as
    ``importlib.metadata.entry_points(group=group)`` lists them for ``path`` (``sys.path``):
    path entries in order, one distribution of a name (the first found), its points in file
    order."""
    found: list[tuple[str, str, str]] = []
    seen: set[str] = set()
    for entry in sys.path if path is None else path:
        for distribution, text in _entry_point_files(entry or "."):
            name = _normalized(distribution)
            if name in seen:
                continue
            seen.add(name)
            found += [(key, value, distribution) for key, value in _points(text, group)]
    return found


def _entry_point_files(entry: str) -> Iterator[tuple[str, str]]:
    """(distribution name, ``entry_points.txt``) of each distribution in one path entry: a
    folder's metadata folders, or a zip file's (as ``importlib.metadata`` looks into both)."""
    if os.path.isdir(entry):
        yield from _folder_points(entry)
    elif os.path.isfile(entry):
        yield from _zip_points(entry)


def _folder_points(entry: str) -> Iterator[tuple[str, str]]:
    try:
        children = os.listdir(entry)
    except OSError:
        return
    egg = os.path.basename(entry).lower().endswith(".egg")
    for child in children:
        low = child.lower()
        if low.endswith(INFO_SUFFIXES):
            name = child.rpartition(".")[0].partition("-")[0]
        elif egg and low == "egg-info":
            name = os.path.basename(entry).rpartition(".")[0].partition("-")[0]
        else:
            continue
        try:
            with open(os.path.join(entry, child, "entry_points.txt"), encoding="utf-8") as file:
                yield name, file.read()
        except (OSError, UnicodeDecodeError):
            continue  # no entry points (most distributions), or a file no reader could use


def _zip_points(entry: str) -> Iterator[tuple[str, str]]:
    import zipfile  # only for a zip on sys.path (PySide6 has imported it already)

    try:
        with zipfile.ZipFile(entry) as archive:
            for member in archive.namelist():
                folder, _, file = member.partition("/")
                if file == "entry_points.txt" and folder.lower().endswith(INFO_SUFFIXES):
                    name = folder.rpartition(".")[0].partition("-")[0]
                    yield name, archive.read(member).decode("utf-8")
    except (OSError, zipfile.BadZipFile, UnicodeDecodeError):
        return


def _points(text: str, group: str) -> Iterator[tuple[str, str]]:
    """The ``name = value`` lines of ``[group]`` (comments and blank lines skipped)."""
    section = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line.strip("[]")
        elif section == group:
            name, _, value = line.partition("=")
            yield name.strip(), value.strip()


def _normalized(name: str) -> str:
    """PEP 503's name, as distributions of one name are told apart."""
    return re.sub(r"[-_.]+", "-", name).lower()


def entry_points(group: str = ENTRY_POINT_GROUP) -> list[tuple[str, str, str]]:
    """(name, value, distribution) of every entry point in ``group``, the distribution named as
    its metadata folder names it (``gangfight_gui``): ``importlib.metadata``'s, or the light
    reading's (``LIGHT_READING``)."""
    if LIGHT_READING:
        return read_group(group)
    from importlib import metadata

    return [
        (point.name, point.value, _folder_name(point.dist.name if point.dist else ""))
        for point in metadata.entry_points(group=group)
    ]


def _folder_name(name: str) -> str:
    """A distribution's name as its ``*.dist-info`` folder writes it (PEP 427)."""
    return re.sub(r"[-_.]+", "_", name).lower()


def _read() -> dict[str, Registered]:
    own: dict[str, Registered] = {}
    others: dict[str, Registered] = {}
    for key, value, distribution in entry_points(ENTRY_POINT_GROUP):
        entry = Registered(key, value, distribution)
        table = own if entry.own else others
        table.setdefault(key, entry)
    return own | {key: others[key] for key in sorted(others) if key not in own}


# -- the games ------------------------------------------------------------------------------


def known_keys() -> tuple[str, ...]:
    """Every registered game's key, this distribution's games first, then the others by key."""
    return tuple(_registry())


def own_keys() -> tuple[str, ...]:
    """The keys of the games this distribution registers (the built-in games), in menu order."""
    return tuple(key for key, entry in _registry().items() if entry.own)


def registered(key: str) -> Registered:
    """How ``key`` is registered; KeyError for a key no distribution registers."""
    return _registry()[key]


def target(key: str) -> str:
    """The "module:attribute" a game is registered as."""
    return registered(key).target


def _registry() -> dict[str, Registered]:
    global _found
    if _found is None:
        _found = _read()
    return _found


def load(key: str) -> Any:
    """The game registered as ``key``, imported and checked on first use; GameLoadError names
    the game, where it comes from and what is wrong, in one line."""
    if key in _loaded:
        return _loaded[key]
    entry = registered(key)
    game = _imported(entry)
    problems = protocol_problems(game, key)
    if problems:
        raise GameLoadError(f"game {key!r} ({entry.where}) {'; '.join(problems)}", key)
    _loaded[key] = game
    return game


def _imported(entry: Registered) -> Any:
    """The object ``entry`` names, its module imported; GameLoadError when it cannot be."""
    module_name, _, attribute = entry.target.partition(":")
    try:
        module = importlib.import_module(module_name.strip())
        return getattr(module, attribute.strip() or "GAME")
    except Exception as error:  # a plugin's import may fail in any way: name it, keep going
        raise unloadable(entry.key, entry.where, error) from error


def title(key: str) -> str:
    """The title of the game registered as ``key``, as a page that shows nothing else of it
    reads it (the window's first page): its module imported, the rest of it checked when it is
    loaded for use (``load``), so declarations it imports on first use stay unimported.
    GameLoadError for a game that cannot be imported or has no title."""
    if key in _loaded:
        return str(_loaded[key].title)
    entry = registered(key)
    value = getattr(_imported(entry), "title", None)
    problem = _text_problem("title", value)
    if problem is not None:
        raise GameLoadError(f"game {key!r} ({entry.where}) {problem}", key)
    return str(value)


def _text_problem(name: str, value: object) -> str | None:
    """What is wrong with a game's declared text ``name`` (its title, its nouns…); None if it
    is one."""
    if isinstance(value, str) and value.strip():
        return None
    return f"{name} must be a non-empty text, not {value!r}"


def unloadable(key: str, where: str, error: Exception) -> GameLoadError:
    """The game ``key`` (from ``where``) could not be imported, for ``error``, in one line."""
    reason = " ".join(str(error).split()) or type(error).__name__
    return GameLoadError(f"game {key!r} ({where}) could not be loaded: {reason}", key)


def load_all() -> tuple[tuple[Any, ...], tuple[GameLoadError, ...]]:
    """Every registered game that loads, in menu order, and the error of each that does not: a
    broken plugin is reported, never in the way of the others."""
    games: list[Any] = []
    errors: list[GameLoadError] = []
    for key in known_keys():
        try:
            games.append(load(key))
        except GameLoadError as error:
            errors.append(error)
    return tuple(games), tuple(errors)


@dataclass(frozen=True, slots=True)
class Installed:
    """One installed game as Help › Games and ``gangfight games`` list it."""

    key: str
    title: str
    """The game's own name; its key when it cannot be loaded."""
    distribution: str
    version: str
    """The distribution's version; empty when its metadata does not say."""
    problem: str
    """Why it cannot be loaded (``GameLoadError``'s line); empty when it loads."""


def installed() -> tuple[Installed, ...]:
    """Every registered game, in menu order, with its distribution's version and its problem."""
    from importlib import metadata  # asked for by a player, never at start

    found = []
    for key in known_keys():
        entry = registered(key)
        try:
            title, problem = load(key).title, ""
        except GameLoadError as error:
            title, problem = key, str(error)
        try:
            version = metadata.version(entry.distribution) if entry.distribution else ""
        except metadata.PackageNotFoundError:
            version = ""
        found.append(Installed(key, title, entry.distribution, version, problem))
    return tuple(found)


def at_fault(error: BaseException) -> Registered | None:
    """The installed game whose fault ``error`` is, if any: one that cannot be loaded
    (``GameLoadError``), or one whose own code raised it (the innermost frame of its module's
    package, through the errors it was raised from). None for an error of this program or of
    its built-in games: the window then reports a bug of its own, else the plugin's."""
    if isinstance(error, GameLoadError) and error.key in _registry():
        entry = _registry()[error.key]
        return None if entry.own else entry
    packages = {
        entry.target.partition(":")[0].strip().partition(".")[0]: entry
        for entry in _registry().values()
        if not entry.own
    }
    found: Registered | None = None
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        frame = current.__traceback__
        while frame is not None:
            module = str(frame.tb_frame.f_globals.get("__name__", ""))
            found = packages.get(module.partition(".")[0], found)
            frame = frame.tb_next
        if found is not None:
            return found
        current = current.__cause__ or current.__context__
    return None


def missing_members(game: object) -> tuple[str, ...]:
    """The members of the ``Game`` protocol that ``game`` lacks, in the protocol's order."""
    from gangfight_gui.rules.game import Game
    from gangfight_gui.rules.game_base import BEHAVIOUR

    wanted = [*Game.__annotations__, *BEHAVIOUR]
    return tuple(
        dict.fromkeys(
            name for name in wanted if not (hasattr(type(game), name) or hasattr(game, name))
        )
    )


FIELD_TUPLES = ("model_fields", "weapon_fields", "scenario_fields", "roster_fields", "house_rules")
"""The game's declarations that are each a tuple of ``FieldSpec``."""


def protocol_problems(game: object, key: str) -> list[str]:
    """What ``game`` gets wrong of the protocol, in words for the plugin's author: members it
    lacks, and declarations of the wrong kind (every panel reads these before any fight)."""
    from gangfight_gui.rules.game import AttackKind, FieldSpec
    from gangfight_gui.rules.game_base import engine_names

    missing = missing_members(game)
    if missing:
        return [f"lacks what every game supplies: {', '.join(missing)}"]
    problems = []
    for engine in engine_names(game):
        if engine and not _module_found(engine):
            problems.append(f"names the engine {engine!r}, a module that is not installed")
    if getattr(game, "key", None) != key:
        problems.append(
            f"calls itself {getattr(game, 'key', None)!r}; its key must be its entry point's name"
        )
    for name in ("title", "rulings", "entry_noun", "cost_unit", "cost_key"):
        problem = _text_problem(name, getattr(game, name))
        if problem is not None:
            problems.append(problem)
    resource = game.rulings_resource  # type: ignore[attr-defined]
    if not (
        isinstance(resource, tuple)
        and len(resource) == 2
        and all(isinstance(p, str) for p in resource)
    ):
        problems.append("rulings_resource must be (package, file name)")
    for name in FIELD_TUPLES:
        fields = getattr(game, name)
        if not isinstance(fields, tuple) or not all(isinstance(f, FieldSpec) for f in fields):
            problems.append(f"{name} must be a tuple of FieldSpec")
    kinds = game.attack_kinds  # type: ignore[attr-defined]
    if (
        not isinstance(kinds, tuple)
        or not kinds
        or not all(isinstance(k, AttackKind) for k in kinds)
    ):
        problems.append("attack_kinds must be a tuple of at least one AttackKind")
    return problems


def _module_found(name: str) -> bool:
    """Whether the module ``name`` can be imported, without importing it (its package aside)."""
    from importlib.util import find_spec

    try:
        return find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def register(key: str, value: str, distribution: str = "") -> None:
    """Add (or replace) a game by hand: for tests that stand a small game in for the others."""
    _registry()[key] = Registered(key, value, distribution)
    _loaded.pop(key, None)


def keep(keys: tuple[str, ...]) -> None:
    """Keep only the games ``keys`` of those registered: for tests and documentation examples
    that read as with the built-in games alone, whatever is installed beside them."""
    global _found
    _found = {key: entry for key, entry in _registry().items() if key in keys}


def reset() -> None:
    """Forget what was read and loaded (tests that install or remove a game)."""
    global _found
    _found = None
    _loaded.clear()
