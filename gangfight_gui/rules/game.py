"""The seam between the games and everything above them: one protocol, one registry.

Each game is a package under ``rules/`` whose ``game`` module holds ``GAME``, an object with the
members below. The CLI, the roster files, the cards and the GUI ask ``find_game`` for the game a
file or scenario names and use only these members, so nothing above ``rules/`` branches on a
game's name and a fourth game is one new package plus one line in ``_PACKAGES``.

Games are imported on first use, so a command that needs one game does not pay for the others.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal, Protocol, TypeVar

from gangfight_gui.rules.engine.errors import ScenarioShapeError
from gangfight_gui.rules.engine.sources import DiceSource
from gangfight_gui.rules.engine.steps import Step
from gangfight_gui.rules.engine.wording import percent

DEFAULT_GAME = "gangfight"
"""A scenario or roster that names no game is Gangfight's (CLI.md)."""

_PACKAGES: dict[str, str] = {
    "gangfight": "gangfight_gui.rules.gangfight.game",
    "necromunda": "gangfight_gui.rules.necromunda.game",
    "warstrike": "gangfight_gui.rules.warstrike.game",
}

_TITLES: dict[str, str] = {
    "gangfight": "Gangfight",
    "necromunda": "Necromunda",
    "warstrike": "WarStrike",
}
"""Each game's name for menus, known without importing the game (the window starts faster)."""

ScenarioT = TypeVar("ScenarioT")
OutcomeT = TypeVar("OutcomeT")
RollT = TypeVar("RollT")


@dataclass(frozen=True, slots=True)
class Figure:
    """One headline number of an outcome, as a player reads it ("Out of action", 0.259)."""

    key: str
    """Its name in the outcome JSON (``p_out_of_action``)."""
    label: str
    probability: float
    """A chance from 0 to 1; or, with ``expected``, an expected count (casualties, wounds)."""
    expected: bool = False

    @property
    def text(self) -> str:
        """As a player reads it: "43.5%" for a chance, "1.48" for an expected count."""
        return f"{self.probability:.2f}" if self.expected else percent(self.probability)


FieldKind = Literal["int", "optional_int", "text", "text_list", "bool", "choice"]
"""``text_list`` is a list of short strings (a Necromunda weapon's traits); ``maximum`` of a
``text`` field is its longest length."""


@dataclass(frozen=True, slots=True)
class FieldSpec:
    """One field of a game's profile, weapon or scenario, as editors and validation need it.

    The roster editor builds its columns, the builder its form and validation its limits from
    these, so a game's ranges are written once, here in its package. ``ruling`` cites the ruling
    that sets the range (``"N2"``); ``reading`` is set where that ruling fills a gap of the game's
    text, so the GUI can say "this program's reading" beside the field.
    """

    key: str
    label: str
    kind: FieldKind
    minimum: int | None = None
    maximum: int | None = None
    default: object = None
    choices: tuple[str, ...] = ()
    help: str = ""
    ruling: str = ""
    reading: bool = False
    on_card: bool = True
    """Printed on the roster card's profile (a state such as flesh wounds already taken is not)."""


class Game(Protocol[ScenarioT, OutcomeT, RollT]):
    """What every game supplies. ``key`` is the ``"game"`` value of files and scenarios."""

    key: str
    title: str
    rulings: str
    """The rulings page this game follows (``RULES-necromunda.md``), cited in messages."""
    entry_noun: str
    """What one roster entry is called ("model", "fighter", "unit"), for buttons and messages."""
    cost_unit: str
    """What an entry's cost is counted in, as printed after the number: "pts", "credits". The
    cards (and anything else that shows a cost) take it from here, so no table of games elsewhere
    decides how a price reads."""
    choice_rulings: tuple[str, ...]
    """The rulings that decide what an attacker may fight with ("N5", "N7", "N8"): the builder's
    Weapons box cites them, so F1 there shows the rules behind its list of choices."""
    model_fields: tuple[FieldSpec, ...]
    """A roster entry's profile (a Gangfight model, a Necromunda fighter, a WarStrike unit)."""
    weapon_fields: tuple[FieldSpec, ...]
    scenario_fields: tuple[FieldSpec, ...]
    """The circumstances of a fight the builder offers (charging, assists, ground...). A dotted
    key sets a nested value of the scenario JSON (``defender.engaged``, ``reaction.broken``)."""

    def read_scenario(self, data: Mapping[str, Any]) -> ScenarioT:
        """A scenario from its JSON object: ScenarioShapeError (exit 2) or RulesError (exit 1)."""
        ...

    def calculate(self, scenario: ScenarioT) -> OutcomeT:
        """The exact outcome; RulesError where the rulings refuse the scenario."""
        ...

    def outcome_json(self, outcome: OutcomeT) -> dict[str, Any]:
        """``calc --json`` of the rulings page, field names exactly as written there."""
        ...

    def outcome_text(self, outcome: OutcomeT) -> str:
        """``calc`` for a person."""
        ...

    def headline(self, outcome: OutcomeT) -> tuple[Figure, ...]:
        """The few odds a player looks at first, most important first."""
        ...

    def pair_scenarios(
        self, attacker: Mapping[str, Any], target: Mapping[str, Any]
    ) -> tuple[dict[str, Any], ...]:
        """Every scenario a matchup tries for two roster entries (each legal weapon choice...).

        ``attacker`` and ``target`` are roster entries as in the roster file; the result is
        scenario JSON that ``read_scenario`` accepts, so a matchup cell re-runs through ``calc``.
        """
        ...

    def chart(self, outcome: OutcomeT) -> tuple[str, tuple[tuple[str, float], ...]]:
        """The outcome's main law as a title and labelled bars (states, or counts 0, 1, 2...)."""
        ...

    def choice_label(self, scenario: Mapping[str, Any]) -> str:
        """What one of ``pair_scenarios`` chooses, in a few words ("Chain blade + Stub pistol")."""
        ...

    def choice_variants(
        self, scenario: Mapping[str, Any]
    ) -> tuple[tuple[str, dict[str, Any]], ...]:
        """``scenario`` as each choice the rules leave the attacker besides its weapons, labelled.

        Necromunda's odd Attack die (N8) is one: two weapons sharing an odd number of dice give
        two fights, one per weapon taking the extra die. A game without such a choice, or a
        scenario that does not read, gives ``((choice_label(scenario), scenario),)``; the builder
        offers every variant as a row of its Choices tab.
        """
        ...

    def score(self, outcome: OutcomeT) -> float:
        """How good an outcome is for the attacker, so matchups pick the best scenario."""
        ...

    def resolve(self, scenario: ScenarioT, dice: DiceSource) -> RollT:
        """One roll, reading dice from ``dice`` in the order a player rolls them."""
        ...

    def roll_json(self, roll: RollT) -> dict[str, Any]:
        """One entry of ``roll --json``."""
        ...

    def roll_steps(self, roll: RollT) -> tuple[Step, ...]:
        """The roll as steps: the CLI's text, the GUI's dice view and copy-as-text render these."""
        ...


AnyGame = Game[Any, Any, Any]


def game_keys() -> tuple[str, ...]:
    """Every game's key, in the order menus list them."""
    return tuple(_PACKAGES)


def game_title(key: str) -> str:
    """The name a player knows the game by, without importing its package."""
    return _TITLES.get(key) or find_game(key).title


def find_game(key: object) -> AnyGame:
    """The game named ``key`` (None: Gangfight); an unknown name is a ScenarioShapeError."""
    if key is None:
        key = DEFAULT_GAME
    if not isinstance(key, str) or key not in _PACKAGES:
        known = ", ".join(_PACKAGES)
        raise ScenarioShapeError(f"game: unknown game {key!r} (known games: {known})")
    module = importlib.import_module(_PACKAGES[key])
    game: AnyGame = module.GAME
    return game
