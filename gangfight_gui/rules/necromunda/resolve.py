"""One roll of a fight, dice read in the order a player rolls them at the table, so a seed replays
a roll and dice typed in at the table resolve the same way."""

from __future__ import annotations

from dataclasses import dataclass

from gangfight_gui.rules.engine.sources import DiceSource
from gangfight_gui.rules.necromunda.outcome import STANDING
from gangfight_gui.rules.necromunda.scenario import Action, Group, InjuryFaces, Scenario


@dataclass(frozen=True, slots=True)
class GroupRoll:
    """The dice one weapon group rolled."""

    group: Group
    hit_dice: tuple[int, ...]
    wound_dice: tuple[int, ...]
    save_dice: tuple[int, ...]

    @property
    def hits(self) -> int:
        return sum(face >= self.group.hit_target for face in self.hit_dice)

    @property
    def wounding_hits(self) -> int:
        return sum(face >= self.group.wound_target for face in self.wound_dice)

    @property
    def unsaved(self) -> int:
        target = self.group.save_target
        if target is None:
            return self.wounding_hits
        return sum(face < target for face in self.save_dice)


@dataclass(frozen=True, slots=True)
class ActionRoll:
    """One action as rolled: its groups, the damage and injury dice, the target's state."""

    action: Action
    groups: tuple[GroupRoll, ...]
    injury_dice: tuple[int, ...]
    injury_names: tuple[str, ...]
    outcome: str

    @property
    def hits(self) -> int:
        return sum(roll.hits for roll in self.groups)

    @property
    def wounding_hits(self) -> int:
        return sum(roll.wounding_hits for roll in self.groups)

    @property
    def unsaved(self) -> int:
        return sum(roll.unsaved for roll in self.groups)

    @property
    def damage(self) -> int:
        """N12: each unsaved wound deals its weapon's d."""
        return sum(roll.unsaved * roll.group.damage for roll in self.groups)

    @property
    def wounds_lost(self) -> int:
        """N12: never below 1 wound; the rest of the damage became injury dice."""
        return min(self.damage, self.action.target.w - 1)


@dataclass(frozen=True, slots=True)
class Roll:
    """A resolved scenario: the action and, when asked, the Reaction attacks (None when the
    target no longer stands)."""

    scenario: Scenario
    action: ActionRoll
    reaction: ActionRoll | None


def resolve(scenario: Scenario, source: DiceSource) -> Roll:
    """The Hit rolls group by group in ``attack_dice`` order (step 5), a Wound roll per hit, a
    save per wounding hit, each group by group, the injury dice (N13), then the Reaction (N15)."""
    action = _roll_action(scenario.action, scenario.faces, source)
    reaction = None
    if scenario.reaction is not None and action.outcome in STANDING:
        reaction = _roll_action(scenario.reaction, scenario.faces, source)
    return Roll(scenario, action, reaction)


def _roll_action(action: Action, faces: InjuryFaces, source: DiceSource) -> ActionRoll:
    hit_dice = [tuple(source.d6() for _ in range(group.dice)) for group in action.groups]
    wound_dice = []
    for group, rolled in zip(action.groups, hit_dice, strict=True):
        hits = sum(face >= group.hit_target for face in rolled)
        wound_dice.append(tuple(source.d6() for _ in range(hits)))
    save_dice = []
    for group, rolled in zip(action.groups, wound_dice, strict=True):
        wounding = sum(face >= group.wound_target for face in rolled)
        saves = wounding if group.save_target is not None else 0
        save_dice.append(tuple(source.d6() for _ in range(saves)))
    groups = tuple(
        GroupRoll(group, hit, wound, save)
        for group, hit, wound, save in zip(
            action.groups, hit_dice, wound_dice, save_dice, strict=True
        )
    )
    target = action.target
    damage = sum(roll.unsaved * roll.group.damage for roll in groups)
    injury_count = max(0, damage - (target.w - 1))
    injury = tuple(source.d6() for _ in range(injury_count))
    names = tuple(faces.name_of(face) for face in injury)
    return ActionRoll(
        action, groups, injury, names, _state(damage, names, target.t - target.flesh_wounds)
    )


def _state(damage: int, names: tuple[str, ...], room: int) -> str:
    """N13, N14: the state after the injury dice, applied together."""
    return injury_state(
        damage,
        len(names),
        names.count("flesh_wound"),
        serious="seriously_injured" in names,
        out="out_of_action" in names,
        room=room,
    )


def injury_state(
    damage: int, dice: int, new_flesh: int, *, serious: bool, out: bool, room: int
) -> str:
    """N13, N14: the state after an action that dealt ``damage`` and rolled ``dice`` injury dice,
    ``new_flesh`` of them flesh wounds, ``serious`` if one showed seriously injured, ``out`` if
    one showed out of action; ``room`` is t − flesh_wounds before the action."""
    if damage == 0:
        return "unharmed"
    if dice == 0:
        return "wounded"
    if out or new_flesh >= room:
        return "out_of_action"
    if serious:
        return "seriously_injured"
    return "flesh_wound"
