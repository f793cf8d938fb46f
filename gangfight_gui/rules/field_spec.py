"""A field of a game's profile, weapon, scenario or house rules (``FieldSpec``), and its bounds for
the fight set up now (``Limits``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from gangfight_gui.rules.engine.paths import get_path
from gangfight_gui.rules.kinds import Kind

if TYPE_CHECKING:
    from gangfight_gui.rules.game_protocol import AnyGame


@dataclass(frozen=True, slots=True)
class FieldSpec:
    """One field of a game's profile, weapon, scenario or house rules, as every panel needs it.

    The roster editor builds its columns, the builder its form, Preferences its page and
    validation its limits from these, so a game's ranges are written once, in its package.
    ``ruling`` cites the ruling that sets the range (``"N2"``); ``reading`` is set where that
    ruling fills a gap of the game's text, so the window can say "this program's reading" beside
    the field.
    """

    key: str
    """The file's key for entry fields; a dotted path into the scenario JSON for scenario
    fields and house rules (``reaction.broken``, ``rules.injury_faces.flesh_wound``), where a
    whole-number part indexes a list (``attacker.groups.0.count``; ``engine/paths.py``). Unique
    within its tuple."""
    label: str
    kind: Kind
    """What it holds and how it reads (``rules/kinds.py``)."""
    minimum: int | None = None
    maximum: int | None = None
    """The bounds of a number (inclusive), the longest text or the longest item of a list of
    texts; None: no bound."""
    default: object = None
    """The value a new entry or a fight starts with. None for a kind that is not optional
    (a whole number, a text, a choice…) means the file must give it (a name)."""
    choices: tuple[str, ...] = ()
    """A ``CHOICE`` field's values; a ``TEXT_LIST`` field's allowed items (empty: any text)."""
    help: str = ""
    ruling: str = ""
    reading: bool = False
    on_card: bool = True
    """Printed on the roster card's profile (a state such as flesh wounds already taken is not)."""
    choice_labels: tuple[str, ...] = ()
    """How each of ``choices`` reads in a menu ("No cover" for "none"); empty: as written."""
    group: str = ""
    """The box it sits in: the builder's ("Circumstances", "Reaction", "Dice drops"), or for an
    entry field the detail panel's; empty: the first box."""
    attacks: tuple[str, ...] = ()
    """Scenario fields: the attack kinds (``AttackKind.key``) it applies to; empty: every kind.
    A field that does not apply is hidden and never reaches the scenario."""
    requires: tuple[tuple[str, object], ...] = ()
    """Scenario fields: (key, value) pairs of other fields that must hold for this one to apply
    (``out_of_sight`` requires ``("charging", True)``). Weapon fields: pairs of the same
    weapon's fields (a Necromunda item's strength applies only to a weapon, not to wargear or an
    item whose profile is still to fill in); a card prints no value for a field that does not
    apply."""
    column: bool = True
    """Entry fields: a column of the roster table (else edited in the detail panel only)."""
    tweak: bool = False
    """Entry fields: offered as an ad hoc number in the builder, for one calculation."""
    state: bool = False
    """Entry fields: part of an entry's state in a battle (wounds taken, flesh wounds, models
    left): shown beside the builder's picks and changed by an attack's ``after``."""
    matchup: bool = False
    """Scenario fields: a control of the matchups dock; the matrix and the cards' odds use it."""
    exclusive_minimum: bool = False
    """Numbers: the minimum itself is refused (a base or a weapon's range is above 0 mm)."""
    max_items: int | None = None
    """``TEXT_LIST``: the most items it may hold (a model's perks)."""
    unit: str = ""
    """Printed after a number: ``"`` for inches, ``mm``; empty for a plain count."""
    blank: str = "–"
    """How an optional number's none reads in a box or a cell: a dash, or the word that says
    what none means where a dash would leave a player guessing (WarStrike's models left: "all",
    every model of the unit)."""
    blank_is: str = ""
    """An optional number's none counted as the value of this entry field (WarStrike's models
    left: the unit's ``count``), so a change from none adds up; empty: none counts as 0."""
    one_fight: bool = False
    """Scenario fields: a choice made inside one fight (a dice drop, the odd die), set for one
    attacker, target and attack: the builder takes it back to its default when any changes."""
    target: bool = False
    """A number a roll must meet or beat (Necromunda's WS and Sv): a card prints 3 as "3+", as
    the game's profiles do."""

    def label_of(self, choice: object) -> str:
        """How ``choice`` (one of the kind's ``options``) reads in a menu."""
        text = str(choice)
        options = self.kind.options(self)
        if self.choice_labels and text in options:
            return self.choice_labels[options.index(text)]
        return text


@dataclass(frozen=True, slots=True)
class Limits:
    """A field's bounds for the fight set up now, where they depend on it (``field_limits``)."""

    minimum: int | None = None
    maximum: int | None = None
    choices: tuple[str, ...] | None = None
    """None: the spec's own; else the choices open now (range bands by the weapon's range)."""
    hint: str = ""
    """Shown beside the field: "up to 2 (R3, R4)", "of Orc Brave's EN 4"."""
    choice_labels: tuple[str, ...] | None = None
    """How each of ``choices`` (or of the spec's own) reads in a menu for this fight, where that
    depends on it ('Short (+1 die): up to 24"'; Necromunda's odd die "0" reads as the first
    weapon's name); None or empty: the spec's ``label_of``."""


def kind_of(game: AnyGame, scenario: Mapping[str, Any]) -> str:
    """The attack kind of ``scenario``: its ``attack``, or the kind of a game that has one."""
    kind = scenario.get("attack")
    if isinstance(kind, str):
        return kind
    return game.attack_kinds[0].key if len(game.attack_kinds) == 1 else ""


def field_applies(game: AnyGame, spec: FieldSpec, scenario: Mapping[str, Any]) -> bool:
    """Whether a scenario field applies to this fight: its attack kinds and its ``requires``."""
    if spec.attacks and kind_of(game, scenario) not in spec.attacks:
        return False
    return all(get_path(scenario, key) == value for key, value in spec.requires)
