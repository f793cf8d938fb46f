"""A fight for the builder, the matchups and the cards: the choices a pair has, as scenario JSON,
the bounds its fields have now, and the fight in a line."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from contextlib import suppress
from functools import cache
from typing import Any

from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.wording import INCH, count_of
from gangfight_gui.rules.field_spec import field_applies
from gangfight_gui.rules.game import Choice, Limits, Offer
from gangfight_gui.rules.gangfight import entries, fields, reading
from gangfight_gui.rules.gangfight.choices import (
    melee_weapon_choices,
    ranged_weapon_choices,
    slam_or_trample,
)
from gangfight_gui.rules.gangfight.dice import max_chosen_drop
from gangfight_gui.rules.gangfight.game import GAME
from gangfight_gui.rules.gangfight.kinds import ATTACK_KINDS
from gangfight_gui.rules.gangfight.kinds import offers as profiles_offers
from gangfight_gui.rules.gangfight.options import Incapacitation, LongRange
from gangfight_gui.rules.gangfight.planning import plan_attack, wounds_too
from gangfight_gui.rules.gangfight.profile import Profile
from gangfight_gui.rules.gangfight.ranges import (
    band_for_distance,
    band_label,
    band_span,
    bands,
)
from gangfight_gui.rules.gangfight.scenario import AUTO, DEFAULT_DODGE_TN, AttackKind, Scenario
from gangfight_gui.rules.gangfight.sizes import can_slam
from gangfight_gui.rules.gangfight.wording import subject

DEFAULT_RULES = {spec.key.partition(".")[2]: spec.default for spec in fields.HOUSE_RULES}
"""The scenario's ``rules`` object at the house rules' defaults (R14, R15: the first readings)."""

MATCHUP_KINDS = (AttackKind.MELEE, AttackKind.POWER, AttackKind.FINESSE)
"""The melee attacks a matchup tries before a game, in the order a tie goes to (then Slam! or
Trample, then shots): ``pair_scenarios``'s."""


def fight_json(
    kind: AttackKind,
    attacker: Mapping[str, Any] | None,
    targets: Sequence[Mapping[str, Any]],
    weapons: Sequence[str] = (),
) -> dict[str, Any]:
    """A scenario of ``kind``: the models as scenario models, the weapons, and every circumstance
    that applies at its default, the target's prone from its entry (R25)."""
    data: dict[str, Any] = {"attack": kind.value}
    if attacker is not None and kind is not AttackKind.FALLING:
        data["attacker"] = entries.scenario_model(attacker)
    if kind.has_many_targets:
        data["targets"] = [entries.scenario_model(t) for t in targets]
        if kind.is_area:
            data["target"] = entries.scenario_model(targets[0])  # R23: the model aimed at
    else:
        data["target"] = entries.scenario_model(targets[0])
    data["weapons"] = list(weapons)
    defaults, prone = _defaults(kind)
    data.update(defaults)
    if prone:
        # R25: the target's prone as it stands; a fall does not read it (R22) but leaves it so
        data["target_prone"] = entries.is_prone(targets[0])
    data["rules"] = dict(DEFAULT_RULES)
    return data


_PRONE = next(spec for spec in fields.SCENARIO_FIELDS if spec.key == "target_prone")


@cache
def _defaults(kind: AttackKind) -> tuple[dict[str, Any], bool]:
    """The circumstances that apply to ``kind`` at their defaults, in the fields' order, and
    whether the target's prone is set from its entry: a field applies by the attack and by the
    defaults before it (``requires``), never by the models, so a kind's are the same for every
    pair (a matrix makes its scenarios by the hundred thousand)."""
    data: dict[str, Any] = {"attack": kind.value}
    defaults: dict[str, Any] = {}
    for spec in fields.SCENARIO_FIELDS:
        if field_applies(GAME, spec, data):
            data[spec.key] = defaults[spec.key] = spec.default
    return defaults, field_applies(GAME, _PRONE, data) or kind is AttackKind.FALLING


def choice_label(scenario: Mapping[str, Any]) -> str:
    """ "Melee attack (Great axe)", "Ranged attack (Bow)", "Melee attack (unarmed)": the
    matchups' words; a fall is "Falling"."""
    kind = AttackKind(scenario["attack"])
    if kind is AttackKind.FALLING:
        return kind.label
    weapons = " + ".join(scenario.get("weapons", ())) or "unarmed"
    return f"{kind.label} ({weapons})"


def choices(
    attacker: Mapping[str, Any] | None, targets: Sequence[Mapping[str, Any]], kind: str
) -> tuple[Choice, ...]:
    """Each legal weapon choice of ``kind`` for this attacker against ``targets`` (the first the
    one named or aimed at), as a full scenario; empty when the kind is not open to them or an
    entry cannot be read (the roster lists its problem). A choice is a whole scenario that
    ``gangfight calc`` reads, and the builder sets circumstances on a copy of it, so what the
    builder shows is what ``calc`` reads."""
    if not targets:
        return ()
    try:
        attack = AttackKind(kind)
        profile = None if attacker is None else entries.profile(attacker, "attacker")
        for index, target in enumerate(targets):  # a target that cannot be read: no choice
            entries.profile(target, f"targets[{index}]")
        offer = next(o for o in offers(attacker, targets[0]) if o.kind.key == kind)
    except (ValueError, ScenarioShapeError, RulesError):
        return ()
    return _offered_choices(attack, offer, attacker, targets, profile)


def _offered_choices(
    attack: AttackKind,
    offer: Offer,
    attacker: Mapping[str, Any] | None,
    targets: Sequence[Mapping[str, Any]],
    profile: Profile | None,
) -> tuple[Choice, ...]:
    """``choices`` once the attacker's profile is read and the kind's ``offer`` known."""
    if not offer.offered:
        return ()
    chosen = targets if attack.has_many_targets else targets[:1]
    if attack is AttackKind.FALLING:
        scenario = fight_json(attack, None, chosen)
        return (Choice(choice_label(scenario), scenario),)
    assert profile is not None
    picks = ranged_weapon_choices(profile) if attack.is_shooting else melee_weapon_choices(profile)
    found = []
    for weapons in picks:
        scenario = fight_json(attack, attacker, chosen, weapons)
        found.append(Choice(choice_label(scenario), scenario))
    return tuple(found)


def offers(
    attacker: Mapping[str, Any] | None, target: Mapping[str, Any] | None
) -> tuple[Offer, ...]:
    """``kinds.offers`` for two entries; an entry that cannot be read refuses every kind, with
    the reader's words."""
    try:
        a = None if attacker is None else entries.profile(attacker, "attacker")
        t = None if target is None else entries.profile(target, "target")
    except ScenarioShapeError as error:
        return tuple(Offer(spec, str(error)) for spec in ATTACK_KINDS)
    return profiles_offers(attacker, target, a, t)


def pair_scenarios(
    attacker: Mapping[str, Any], target: Mapping[str, Any]
) -> tuple[dict[str, Any], ...]:
    """What a matchup tries before a game: melee, Power and Finesse with each legal weapon choice
    (R10), Slam! or Trample as the sizes make it (R17), then each ranged weapon at the normal
    band (R15), in the order ties go to; only attacks that wound (a matchup measures wounds)."""
    try:
        profile = entries.profile(attacker, "attacker")
        other = entries.profile(target, "target")
    except ScenarioShapeError:
        return ()
    kinds = list(MATCHUP_KINDS)
    if can_slam(profile.size):
        kinds.append(slam_or_trample(profile, other))
    kinds.append(AttackKind.RANGED)
    # Each profile read once for the pair, not again for every kind (a matrix of two 300-entry
    # rosters asks this 90,000 times)
    offered = {o.kind.key: o for o in profiles_offers(attacker, target, profile, other)}
    found: list[dict[str, Any]] = []
    for kind in kinds:
        if wounds_too(kind, profile):
            made = _offered_choices(kind, offered[kind.value], attacker, (target,), profile)
            found += [choice.scenario for choice in made]
    return tuple(found)


def read_or_none(scenario: Mapping[str, Any]) -> Scenario | None:
    """The scenario read, or None when it does not read or the rules refuse it."""
    try:
        return reading.read_scenario(dict(scenario))
    except (ScenarioShapeError, RulesError):
        return None


def _drop_hint(limit: int) -> str:
    return "none allowed (R4, R20)" if limit == 0 else f"up to {limit} (R3, R4)"


def field_limits(scenario: Mapping[str, Any]) -> dict[str, Limits]:
    """The fight's bounds: the drops R3/R4 allow now (R20: none for a Free Strike), the bands
    the R15 option leaves and what each covers for the weapon, what a distance means here, and
    the target's wounds out of its EN (R14)."""
    read = read_or_none(scenario)
    if read is None:
        return {}
    limits: dict[str, Limits] = {}
    option = read.rules.long_range
    open_bands = bands(option)
    weapon = None
    if read.attack.is_shooting and read.attacker is not None and read.weapons:
        with suppress(RulesError):
            weapon = read.attacker.weapon(read.weapons[0])
    reach = weapon.range_in if weapon is not None else None
    for_weapon = f"for the {weapon.name} (range {reach:g}{INCH})" if weapon and reach else ""
    labels = tuple(
        band_label(b) if reach is None else f"{band_label(b)}: {band_span(b, reach, option)}"
        for b in open_bands
    )
    limits["range_band"] = Limits(
        choices=tuple(b.name for b in open_bands),
        choice_labels=labels,
        hint=for_weapon,
    )
    if read.attack.is_shooting and weapon is not None and reach is not None:
        hint = for_weapon
        if read.distance is not None:
            band = band_for_distance(read.distance, reach, option)
            hint = f"{band.label}: {band_span(band, reach, option)} {for_weapon}"
        limits["distance"] = Limits(hint=hint)
    elif read.attack.is_melee and read.attacker is not None:
        threat = read.attacker.size.info.threat_in
        limits["distance"] = Limits(hint=f"{read.attacker.name}'s threat range: {threat:g}{INCH}")
    if read.attack is AttackKind.FALLING:
        info = read.target.size.info
        limits["fall_distance"] = Limits(
            hint=f"hurts beyond {info.height_in:g}{INCH} ({read.target.size})"
        )
    many = read.attack.has_many_targets
    for index, target in enumerate(read.targets):
        path = f"targets[{index}].wounds_taken" if many else "target.wounds_taken"
        limits[path] = Limits(0, target.endurance, hint=f"of {target.name}'s EN {target.endurance}")
    try:
        plan = plan_attack(read)
    except RulesError:
        return limits
    if plan.has_roll:
        top = max(t.attack_tn for t in plan.targets)
        limit = max_chosen_drop(plan.attack_pool, top, plan.drop_cost, free_strike=plan.free_strike)
        limits["attack_drop"] = Limits(0, limit, hint=_drop_hint(limit))
    else:
        limits["attack_drop"] = Limits(0, 0, hint="no attack roll")
    armour = [t.armour for t in plan.targets if t.armour is not None]
    if armour:
        limit = min(max_chosen_drop(a.pool, a.tn) for a in armour)
        limits["armour_drop"] = Limits(0, limit, hint=_drop_hint(limit))
    else:
        limits["armour_drop"] = Limits(0, 0, hint="no wounds to save")
    return limits


def describe(scenario: Mapping[str, Any]) -> str:
    """The fight in a line, as the results' title reads: the attack, who with what against whom,
    then every circumstance that counts ("Ranged attack: Crossbowman (Crossbow) against Orc
    Brave; normal range; soft cover; target prone")."""
    read = read_or_none(scenario)
    if read is None:
        return choice_label(scenario) if "attack" in scenario else ""
    parts = [f"{read.attack.label}: {subject(read, read.weapons)}"]
    parts += _circumstances(read)
    return "; ".join(parts)


def _circumstances(read: Scenario) -> list[str]:
    kind = read.attack
    said: list[str] = []
    if kind is AttackKind.FALLING:
        said.append(f"falls {read.fall_distance:g}{INCH}")
    if kind.is_shooting:
        if read.distance is not None:
            said.append(f"at {read.distance:g}{INCH}")
        if read.range_band is not None:
            said.append(f"{read.range_band.replace('_', ' ')} range")
        if read.cover.value != "none":
            said.append(f"{read.cover.value} cover")
        if read.target_in_combat:
            said.append("target in close combat")
        if read.attacker_engaged:
            said.append("shooter engaged")
    elif kind.is_melee and read.distance is not None:
        said.append(f"at {read.distance:g}{INCH}")
    if kind.is_area:
        nominated = read.nominated or read.target
        if len(read.targets) > 1 or nominated.name != read.target.name:
            said.append(f"aimed at {nominated.name}")
        if read.dodge_tn != DEFAULT_DODGE_TN:
            said.append(f"dodge TN {read.dodge_tn}")
    if read.target_prone and kind is not AttackKind.FALLING:
        said.append("target prone")
    if not read.line_of_sight:
        said.append("target hidden")
    for target in read.targets:
        if target.wounds_taken:
            said.append(f"{target.name} has {count_of(target.wounds_taken, 'wound')} taken")
    if read.attack_drop != AUTO:
        said.append(f"attack drop {read.attack_drop}")
    if read.armour_drop != AUTO:
        said.append(f"armour drop {read.armour_drop}")
    if read.rules.incapacitation is Incapacitation.MORE_THAN_ENDURANCE:
        said.append("incapacitated past EN (R14 option)")
    if read.rules.long_range is LongRange.BEYOND_RANGE:
        said.append("long range beyond R (R15 option)")
    return said
