"""The parts of a fight, a roll and an entry a game hands up: attack kinds and offers, choices,
typed-in dice, an entry's problems, state and tick boxes, and the house rules set on a fight."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:  # annotations only: a roster read loads neither (``gangfight validate``)
    from gangfight_gui.rules.engine.steps import Step
    from gangfight_gui.rules.game_protocol import AnyGame
    from gangfight_gui.rules.outcome_parts import Figure


# --- typed-in dice ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DiceCall:
    """The dice the roll waits for next: the step, how many, and what each must show."""

    title: str
    count: int
    need: str = ""
    group: str = ""
    chained: bool = False
    """The dice asked for are owed by dice already typed (a crit die for a 6, R2)."""


@dataclass(frozen=True, slots=True)
class TypedProgress:
    """A roll as far as the dice typed in take it (table mode)."""

    steps: tuple[Step, ...]
    """The steps so far; the last may be in progress (its dice are the ones typed)."""
    next: DiceCall | None
    """None once every die of the roll has been typed in."""
    roll: Any = None
    """The resolved roll once complete (``roll_json``/``roll_steps`` take it), else None."""
    odds: tuple[Figure, ...] = ()
    """The headline odds given the dice typed so far (the rest still to roll)."""
    to_come: str = ""
    """What is still to roll and its chance, in a line ("Armour to come: 2 dice at TN 4, chance
    it saves all 4 wounds: 2.1%"); empty when complete."""


# --- a fight ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AttackKind:
    """One kind of attack a game has (Gangfight: melee, ranged, Slam!…; Necromunda: a Fight)."""

    key: str
    """The scenario's ``attack`` value where the game has one; a game with one kind names it."""
    label: str
    help: str = ""
    ruling: str = ""
    targets: int = 1
    """How many targets it may have: 1, or the most models one attack may catch (Trample and
    area attacks): the builder then offers "also caught" among the target's roster."""
    needs_attacker: bool = True
    """False for damage with no attacker (a fall, R22): the builder hides the attacker."""


@dataclass(frozen=True, slots=True)
class Offer:
    """Whether ``kind`` is open to a pair, and why not (shown on its greyed menu entry)."""

    kind: AttackKind
    refusal: str = ""

    @property
    def offered(self) -> bool:
        return not self.refusal


class Choice(NamedTuple):
    """One thing the attacker may fight with, as a full scenario of its game (a pair, so
    ``for label, scenario in choices`` reads)."""

    label: str
    """In a few words ("Chain blade + Stub pistol", "Melee attack (Great axe)")."""
    scenario: dict[str, Any]
    """Scenario JSON that ``read_scenario`` accepts: the pair (or targets), the kind, the
    weapons, and the game's defaults for every circumstance. The builder sets the circumstances
    the player chose on a copy of it (``engine/paths.set_path``), so what it shows is what
    ``calc`` reads."""


@dataclass(frozen=True, slots=True)
class Problem:
    """Something an entry breaks, for the roster's problems list and its tinted cell."""

    field: str
    """Its path in the entry (``weapons[1].strength``), for the cell at fault."""
    message: str
    """In the game's words, naming the entry and the rule: "Ogre: base 32 mm is too small…"."""
    ruling: str = ""
    error: bool = True
    """False: a warning (the file is still valid)."""


@dataclass(frozen=True, slots=True)
class EntryState:
    """An entry's state in a battle at a glance, and what it may still do (R25, N17, W17)."""

    summary: str = ""
    """A few words ("2 wounds taken, prone", "Seriously injured", "3 models left, 4 markers");
    empty for an entry as fresh as in its roster."""
    attack_refusal: str = ""
    """Why it cannot attack now, citing the ruling ("out of action (N17)"); empty: it can."""
    target_refusal: str = ""
    """Why it cannot be attacked now ("dead (R25)", "destroyed (W17)"); empty: it can."""


@dataclass(frozen=True, slots=True)
class After:
    """What a resolved roll leaves each side in, as entry field values (only ``state`` fields):
    set them on the roster entries and the next fight starts from there (R25, N17, W17)."""

    attacker: Mapping[str, object]
    """The attacker's changed state fields; empty when the attack does not change it."""
    targets: tuple[Mapping[str, object], ...]
    """Each target's state fields after the roll, in the order of the scenario's targets."""


@dataclass(frozen=True, slots=True)
class TickBoxes:
    """A row of boxes on a roster card, to tick during a game ("Wounds", 4), and how many of
    them a battle's state ticks (R25, N17, W17).

    The printed card and the battle window draw the same rows: the card for the table, empty
    (``ticked`` 0), the window as the battle stands, so a player reads both the same way.
    """

    label: str
    count: int
    ticked: int = 0
    """Boxes ticked, the first ones (0 ≤ ticked ≤ count): the wounds taken, flesh wounds
    suffered or models lost in a battle; 0 on a card and for an entry as fresh as its roster."""


def tick_row(label: str, count: int, ticked: int = 0) -> TickBoxes:
    """A row of ``count`` boxes with ``ticked`` of them ticked, held between 0 and ``count``: a
    state may go past the boxes (Gangfight's wounds beyond EN, R14, R25), which its words say."""
    return TickBoxes(label, count, max(0, min(count, ticked)))


def with_house_rules(
    game: AnyGame, scenario: Mapping[str, Any], values: Mapping[str, object]
) -> dict[str, Any]:
    """A copy of ``scenario`` with the house rules a group chose (``Game.house_rules``, by dotted
    key) set on it: the builder, the matchups and the cards make every fight this way, so the
    Preferences page is obeyed everywhere. A rule not in ``values`` keeps what the scenario has
    (the game's default); a key that is not one of the game's house rules is ignored."""
    from gangfight_gui.rules.engine.paths import copied, set_path

    result = copied(scenario)
    for spec in game.house_rules:
        if spec.key in values:
            set_path(result, spec.key, values[spec.key])
    return result
