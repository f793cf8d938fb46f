"""Finding the registered games: one by its key, every one that loads, and those that do not."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gangfight_gui.rules import registry
from gangfight_gui.rules.engine.errors import ScenarioShapeError
from gangfight_gui.rules.kinds import found
from gangfight_gui.rules.registry import ENTRY_POINT_GROUP as ENTRY_POINT_GROUP

if TYPE_CHECKING:
    from gangfight_gui.rules.game_protocol import AnyGame

DEFAULT_GAME = "gangfight"
"""A scenario or roster that names no game is Gangfight's (docs/cli.md). Only the file readers may
use this, to read a file without ``game``; nothing may compare a game's key with it."""


game_keys = registry.known_keys
"""Every game's key, in the order menus list them (built-in games first)."""
built_in_keys = registry.own_keys
"""The keys of the games that ship with this program (the shipped schemas are theirs)."""


def game_title(key: str) -> str:
    """The name a player knows the game by (loading the game: GameLoadError if it is broken)."""
    return find_game(key).title


shown_title = registry.title
"""A game's title for a page that shows nothing else of it yet (the window's first page): the
rest of the game is checked when it is first used (``find_game``)."""


def find_game(key: object) -> AnyGame:
    """The game named ``key`` (None: the default game of files without one); an unknown name is
    a ScenarioShapeError naming the games known, a registered game that cannot be loaded a
    ``registry.GameLoadError`` (a ScenarioShapeError too) naming the plugin and what is wrong."""
    if key is None:
        key = DEFAULT_GAME
    if not isinstance(key, str) or key not in registry.known_keys():
        raise unknown_game(key)
    game: AnyGame = registry.load(key)
    return game


def unknown_game(key: object) -> ScenarioShapeError:
    """The fault of a file naming no game installed, the games known listed: a name as Python
    quotes it ('chess'), any other value as the file writes it (true, null)."""
    known = ", ".join(registry.known_keys())
    shown = repr(key) if isinstance(key, str) else found(key)
    return ScenarioShapeError(f"game: unknown game {shown} (known games: {known})")


def playable_games() -> tuple[AnyGame, ...]:
    """Every registered game that loads, in menu order: what a list of games offers. A game
    that cannot be loaded is left out here and named by ``game_problems``."""
    games: tuple[AnyGame, ...] = registry.load_all()[0]
    return games


def game_problems() -> tuple[str, ...]:
    """One line per registered game that cannot be loaded, naming it, the module it comes from
    and what is wrong (the window's dialog, a command's message); empty when every game loads."""
    return tuple(str(error) for error in registry.load_all()[1])
