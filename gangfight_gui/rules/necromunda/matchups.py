"""Matchups between two roster fighters: the fights tried (every legal weapon choice of N5, not
charging, without Reaction attacks), and how a fight is scored."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations
from typing import TYPE_CHECKING, Any

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.paths import copied
from gangfight_gui.rules.engine.wording import count_of
from gangfight_gui.rules.game import Choice
from gangfight_gui.rules.necromunda.profile import read_fighter
from gangfight_gui.rules.necromunda.scenario import read_scenario

if TYPE_CHECKING:
    from gangfight_gui.rules.necromunda.outcome import Outcome

SERIOUS_WEIGHT = 0.5
"""A seriously injured target counts half in a fight's score: it is down, but can still be helped
back or recover, while out of action is the aim."""


def weapon_choices(attacker: Mapping[str, Any]) -> tuple[tuple[str, ...], ...]:
    """N5: each legal choice of weapons; only unarmed when the fighter cannot be read (calc then
    reports what is wrong with it)."""
    try:
        fighter = read_fighter(attacker, "attacker")
    except (RulesError, ScenarioShapeError):
        return ((),)
    usable = [weapon for weapon in fighter.weapons if weapon.close_combat]
    singles = [(weapon.name,) for weapon in usable]
    pairs = [
        (first.name, second.name)
        for first, second in combinations(usable, 2)
        if not (first.unwieldy or second.unwieldy)
    ]
    return (*singles, *pairs, ())


def pair_scenarios(
    attacker: Mapping[str, Any], target: Mapping[str, Any]
) -> tuple[dict[str, Any], ...]:
    """Each legal weapon choice of the attacker (N5), with the target's Reaction attacks switched
    off but ready: their weapons are N15's default when that is a legal choice, else the
    target's first legal one, so switching them on in the builder gives a scenario calc reads."""
    reaction = {"enabled": False, "weapons": list(_reaction_weapons(target))}
    return tuple(
        {
            "game": "necromunda",
            "attacker": dict(attacker),
            "target": dict(target),
            "weapons": list(choice),
            "reaction": dict(reaction),
        }
        for choice in weapon_choices(attacker)
    )


def _reaction_weapons(target: Mapping[str, Any]) -> tuple[str, ...]:
    choices = weapon_choices(target)
    every = max(choices, key=len)
    # N15's default, every Melee or Sidearm weapon, when it is one of the legal choices.
    return every if len(every) == sum(1 for c in choices if len(c) == 1) else choices[0]


def choice_label(scenario: Mapping[str, Any]) -> str:
    """The weapons a pair scenario uses ("Stub pistol + Chain blade", "Unarmed")."""
    weapons = scenario.get("weapons")
    if isinstance(weapons, list) and weapons:
        return " + ".join(str(name) for name in weapons)
    return "Unarmed"


ODD_DIE_CHOICES = ("0", "1")
"""N8's ``extra_die`` as the builder's field writes it (``fields.SCENARIO_FIELDS``): the odd die to
the first or the second weapon named."""


def choice_variants(scenario: Mapping[str, Any]) -> tuple[Choice, ...]:
    """N8: the two ways to give the odd Attack die, where the split has one, each labelled with
    its dice ("Power edge (2 dice) + Chain blade (1 die)"); else the scenario alone.

    The odd die is the player's choice (the excerpt: "the controlling player may choose"); "auto"
    is only this program's pick between these two. An explicit ``attack_dice`` has already
    chosen, and a scenario that does not read is offered as it is (calc says what is wrong).
    """
    found = odd_die_splits(scenario, reaction=False)
    return tuple(Choice(*split) for split in found) or (
        Choice(choice_label(scenario), dict(scenario)),
    )


def odd_die_splits(
    scenario: Mapping[str, Any], *, reaction: bool
) -> tuple[tuple[str, dict[str, Any]], ...]:
    """N8: the two ways to give the odd die of the action or, with ``reaction``, of the target's
    Reaction attacks (``reaction.extra_die``), labelled with their dice; empty where there is no
    such choice (no odd die, an explicit ``attack_dice``, a scenario that does not read)."""
    options = scenario.get("reaction") if reaction else scenario
    if not isinstance(options, Mapping) or options.get("attack_dice") is not None:
        return ()
    variants = []
    for choice in ODD_DIE_CHOICES:
        variant = copied(scenario)
        if reaction:
            variant["reaction"] = dict(options) | {"extra_die": choice}
        else:
            variant["extra_die"] = choice
        variants.append(variant)
    try:
        plans = [read_scenario(variant) for variant in variants]
    except (RulesError, ScenarioShapeError):
        return ()
    actions = [plan.reaction if reaction else plan.action for plan in plans]
    splits = [action.attack_dice for action in actions if action is not None]
    if len(splits) != 2 or splits[0] == splits[1]:
        return ()
    return tuple(
        (" + ".join(f"{name} ({count_of(dice, 'die')})" for name, dice in split.items()), variant)
        for split, variant in zip(splits, variants, strict=True)
    )


def score(outcome: Outcome) -> float:
    action = outcome.action
    return float(action.p_out_of_action + SERIOUS_WEIGHT * action.p_seriously_injured)
