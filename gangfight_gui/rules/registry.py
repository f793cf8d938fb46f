"""Where the games come from: the entry-point group ``gangfight_gui.games``.

Every game, the three built in included, is a distribution's entry point ``key =
"package.module:GAME"`` in that group (``pyproject.toml``), as pytest finds its plugins: a game
someone installs beside this program is found on the same path as Gangfight. The group is read
once, names only (no game is imported until it is asked for), and each game is loaded on first
use and checked against the ``Game`` protocol, so a broken plugin is named in one clear message
instead of failing somewhere in a panel.
"""

from __future__ import annotations

import importlib
from importlib import metadata
from typing import Any

from gangfight_gui.rules.engine.errors import ScenarioShapeError

OWN_DISTRIBUTION = "gangfight-gui"
"""Games of this distribution are listed first, in their entry points' order."""

_found: dict[str, str] | None = None
"""key → "module:attribute", in menu order; read once (``keys``)."""
_loaded: dict[str, Any] = {}


class GameLoadError(ScenarioShapeError):
    """A registered game that cannot be imported or does not answer the protocol."""


def _read_group() -> dict[str, str]:
    from gangfight_gui.rules.game import ENTRY_POINT_GROUP

    own: dict[str, str] = {}
    others: dict[str, str] = {}
    for point in metadata.entry_points(group=ENTRY_POINT_GROUP):
        dist = point.dist.name if point.dist is not None else ""
        table = own if _canonical(dist) == OWN_DISTRIBUTION else others
        table.setdefault(point.name, point.value)
    return own | {key: others[key] for key in sorted(others) if key not in own}


def _canonical(name: str) -> str:
    return name.lower().replace("_", "-").replace(".", "-")


def known_keys() -> tuple[str, ...]:
    """Every registered game's key, this distribution's games first."""
    global _found
    if _found is None:
        _found = _read_group()
    return tuple(_found)


def target(key: str) -> str:
    """The "module:attribute" a game is registered as."""
    known_keys()
    assert _found is not None
    return _found[key]


def load(key: str) -> Any:
    """The game registered as ``key``, imported and checked on first use."""
    if key in _loaded:
        return _loaded[key]
    value = target(key)
    module_name, _, attribute = value.partition(":")
    try:
        module = importlib.import_module(module_name)
        game = getattr(module, attribute or "GAME")
    except Exception as error:  # a plugin's import may fail in any way: name it, keep going
        raise GameLoadError(f"game {key!r} ({value}) could not be loaded: {error}") from error
    missing = missing_members(game)
    if missing:
        raise GameLoadError(
            f"game {key!r} ({value}) lacks what every game supplies: {', '.join(missing)}"
        )
    if getattr(game, "key", None) != key:
        raise GameLoadError(
            f"game {key!r} ({value}) calls itself {getattr(game, 'key', None)!r}; "
            "its key must be its entry point's name"
        )
    _loaded[key] = game
    return game


def missing_members(game: object) -> tuple[str, ...]:
    """The members of the ``Game`` protocol that ``game`` lacks, in the protocol's order."""
    from gangfight_gui.rules.game import Game

    wanted = [name for name in Game.__annotations__] + [
        name for name, value in vars(Game).items() if callable(value) and not name.startswith("_")
    ]
    return tuple(dict.fromkeys(name for name in wanted if not hasattr(game, name)))


def register(key: str, value: str) -> None:
    """Add (or replace) a game by hand: for tests that stand a small game in for the others."""
    known_keys()
    assert _found is not None
    _found[key] = value
    _loaded.pop(key, None)


def reset() -> None:
    """Forget what was read and loaded (tests that install or remove a game)."""
    global _found
    _found = None
    _loaded.clear()
