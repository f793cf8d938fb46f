"""From the player's wishes and the open rosters to what the builder shows and the Scenario made.

``setup_from_form`` decides what each control offers and holds (only legal weapon choices, only
the attacks the sizes of the pair allow, R10, R17); ``judge`` makes the Scenario and asks the rules
core whether the attack is legal, so the builder never second-guesses a ruling: it shows the core's
message. Controls that do not apply to the attack chosen never reach the Scenario, so a hidden
control cannot change a result. Pure Python, so all of it is tested without a display.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

from gangfight_gui.gui.combat.builder.catalogue import Catalogue
from gangfight_gui.gui.combat.builder.form import CombatForm, ModelKey, RangeBy, Tweaks
from gangfight_gui.gui.combat.builder.labels import bands
from gangfight_gui.rules.engine.limits import MAX_TARGETS
from gangfight_gui.rules.gangfight.choices import (
    WeaponChoice,
    melee_weapon_choices,
    offered_attacks,
    ranged_weapon_choices,
)
from gangfight_gui.rules.gangfight.dice import max_chosen_drop, plan_test
from gangfight_gui.rules.gangfight.errors import IllegalDrop, RulesError
from gangfight_gui.rules.gangfight.options import RuleOptions
from gangfight_gui.rules.gangfight.outcome import attack_tests
from gangfight_gui.rules.gangfight.planning import AttackPlan, plan_attack, special_attack_refusal
from gangfight_gui.rules.gangfight.profile import ATTRIBUTE_ABBREVIATIONS, Profile, Weapon
from gangfight_gui.rules.gangfight.ranges import RangeBand
from gangfight_gui.rules.gangfight.scenario import (
    AUTO,
    DEFAULT_DODGE_TN,
    AttackKind,
    Cover,
    Scenario,
)

SPECIALS = (AttackKind.SLAM, AttackKind.TRAMPLE)


class MissingChoice(ValueError):
    """The builder's picks make no attack: no roster open, no model to attack, a model against
    itself, or more models caught than one attack may catch (MAX_TARGETS)."""


@dataclass(frozen=True, slots=True)
class Side:
    """One picked model: as in its roster, and as it fights after the ad hoc changes."""

    key: ModelKey | None
    base: Profile | None
    profile: Profile | None
    tweaks: Tweaks = field(default_factory=Tweaks)
    """The changes in effect: none while the wished-for model is not open."""


@dataclass(frozen=True, slots=True)
class CaughtRow:
    """A model that may be caught by a Trample or an area attack besides the target."""

    key: ModelKey
    profile: Profile
    checked: bool
    refusal: str | None = None
    """Why it cannot be a target of this attack (R17), or None."""
    numbered: bool = False
    """Its roster names another model alike: it is shown with its place."""


@dataclass(frozen=True, slots=True)
class Setup:
    """What the builder's controls offer and hold for one form."""

    form: CombatForm
    rules: RuleOptions
    attacker: Side
    target: Side
    attacks: tuple[AttackKind, ...]
    attack: AttackKind
    weapon_choices: tuple[WeaponChoice, ...]
    weapons: WeaponChoice
    caught: tuple[CaughtRow, ...]
    wounds_taken: int
    bands: tuple[RangeBand, ...]
    band: RangeBand

    @property
    def ranged_weapon(self) -> Weapon | None:
        """The weapon whose range sets the bands (R15), for the hint beside the range."""
        if not self.attack.is_shooting or self.attacker.profile is None or not self.weapons:
            return None
        return self.attacker.profile.weapon(self.weapons[0])


def setup_from_form(form: CombatForm, catalogue: Catalogue, rules: RuleOptions) -> Setup:
    attacker = _side(form.attacker, form.attacker_tweaks, catalogue, catalogue.default_attacker())
    target = _side(
        form.target, form.target_tweaks, catalogue, catalogue.default_target(attacker.key)
    )
    wounds = 0
    if target.profile is not None:
        wanted = form.wounds_taken if target.key == catalogue.find(form.target) else None
        wounds = min(
            wanted if wanted is not None else target.profile.wounds_taken,
            target.profile.endurance,
        )
        target = dataclasses.replace(
            target, profile=dataclasses.replace(target.profile, wounds_taken=wounds)
        )
    attacks = tuple(offered_attacks(attacker.profile, target.profile))
    attack = _attack(form.attack, attacks)
    choices = tuple(_weapon_choices(attack, attacker.profile))
    weapons: WeaponChoice = ()
    if form.weapons is not None and form.weapons in choices:
        weapons = form.weapons
    elif choices:
        weapons = choices[0]
    offered_bands = bands(rules.long_range)
    band = next((b for b in offered_bands if b.name == form.circumstances.band), offered_bands[0])
    return Setup(
        form=form,
        rules=rules,
        attacker=attacker,
        target=target,
        attacks=attacks,
        attack=attack,
        weapon_choices=choices,
        weapons=weapons,
        caught=_caught(form, attack, attacker, target, catalogue),
        wounds_taken=wounds,
        bands=offered_bands,
        band=band,
    )


def _side(
    wanted: ModelKey | None, tweaks: Tweaks, catalogue: Catalogue, default: ModelKey | None
) -> Side:
    """The wished-for model if its roster is open, else the default; tweaks only for the wish."""
    found = catalogue.find(wanted)
    if found is not None and found in catalogue:
        base = catalogue.profile(found)
        assert base is not None
        return Side(found, base, tweaks.apply(base), tweaks)
    base = catalogue.profile(default)
    return Side(default, base, base)


def _attack(wanted: AttackKind, offered: tuple[AttackKind, ...]) -> AttackKind:
    """The wished attack if offered; a wished Slam! becomes the Trample the sizes make (R17)."""
    if wanted in offered:
        return wanted
    if wanted in SPECIALS:
        other = next((k for k in offered if k in SPECIALS), None)
        if other is not None:
            return other
    return offered[0]


def _weapon_choices(attack: AttackKind, attacker: Profile | None) -> list[WeaponChoice]:
    if attacker is None or attack is AttackKind.FALLING:
        return []
    if attack.is_shooting:
        return ranged_weapon_choices(attacker)
    return melee_weapon_choices(attacker)


def _caught(
    form: CombatForm, attack: AttackKind, attacker: Side, target: Side, catalogue: Catalogue
) -> tuple[CaughtRow, ...]:
    if not attack.has_many_targets or target.key is None:
        return ()
    # The wishes are found again, so a tick survives the roster being edited or reordered.
    ticked = {catalogue.find(key) for key in form.also_caught}
    rows = []
    for key in catalogue:
        if key in (attacker.key, target.key):
            continue
        profile = catalogue.profile(key)
        assert profile is not None
        refusal = None
        big = attacker.profile
        if attack is AttackKind.TRAMPLE and big is not None:
            refusal = special_attack_refusal(attack, big, profile)
        numbered = (key.roster, key.name) in catalogue.repeated
        rows.append(CaughtRow(key, profile, key in ticked, refusal, numbered))
    return tuple(rows)


def caught_overflow(setup: Setup) -> int:
    """How many ticked models are past the limit of one attack (MAX_TARGETS, the target counts);
    0 when the ticks are within it. The builder says so under its caught list (issue 16)."""
    if not setup.attack.has_many_targets:
        return 0
    ticked = sum(1 for row in setup.caught if row.checked and not row.refusal)
    return max(0, 1 + ticked - MAX_TARGETS)


def adhoc_lines(setup: Setup) -> list[str]:
    """The ad hoc numbers in use, each beside the roster's, so no text hides them (issue 14).

    For a Trample or an area attack the target's ad hoc numbers are the main target's only:
    the builder has no row for the other models caught, and says so.
    """
    lines = []
    for side in (setup.attacker, setup.target):
        if side.base is None or side.tweaks.is_empty:
            continue
        parts = [
            f"{ATTRIBUTE_ABBREVIATIONS.get(name, name)} {value} (roster {getattr(side.base, name)})"
            for name, value in side.tweaks.changed().items()
        ]
        lines.append(f"{side.base.name}, ad hoc: {', '.join(parts)}")
    if setup.attack.has_many_targets and not setup.target.tweaks.is_empty:
        lines.append(
            "The target's ad hoc numbers change the main target only; the other models "
            "caught keep their roster numbers"
        )
    return lines


@dataclass(frozen=True, slots=True)
class Verdict:
    """The attack the form makes, or why it cannot be made, and the drop limits R3/R4 allow."""

    scenario: Scenario | None
    plan: AttackPlan | None = None
    refusal: str | None = None
    attack_limit: int | None = None
    """The most TN steps the attacker may choose to drop; None when there is no attack roll."""
    armour_limit: int | None = None
    """The most the defender may choose to drop on its armour; None when nothing wounds."""


def make_scenario(setup: Setup) -> Scenario:
    """The Scenario for a resolved form; raises MissingChoice when a model is not picked."""
    form = setup.form
    place = form.circumstances
    kind = setup.attack
    attacker = setup.attacker.profile
    target = setup.target.profile
    if target is None:
        raise MissingChoice("open a roster with models to pick the attacker and the target")
    if attacker is None and kind is not AttackKind.FALLING:
        raise MissingChoice(f"a {kind.label} needs an attacker")
    if kind is not AttackKind.FALLING and setup.attacker.key == setup.target.key:
        raise MissingChoice(
            f"{target.name} cannot attack itself: pick another model as the attacker or the target"
        )
    targets: tuple[Profile, ...] = (target,)
    if kind.has_many_targets:
        targets += tuple(row.profile for row in setup.caught if row.checked and not row.refusal)
        if len(targets) > MAX_TARGETS:
            # The scenario reader's limit too (issue 16): the player unticks, nothing is lost.
            raise MissingChoice(
                f"{len(targets):,} models are caught (the target and {len(targets) - 1:,} "
                f"ticked); one {kind.label} catches at most {MAX_TARGETS:,}: untick "
                f"{len(targets) - MAX_TARGETS:,}"
            )
    shooting = kind.is_shooting
    distance = None
    if shooting and place.range_by is RangeBy.DISTANCE:
        distance = place.distance
    elif kind.is_melee and place.check_distance:
        distance = place.melee_distance
    falling = kind is AttackKind.FALLING
    return Scenario(
        attack=kind,
        attacker=None if falling else attacker,
        targets=targets,
        weapons=setup.weapons,
        cover=place.cover if shooting else Cover.NONE,
        distance=distance,
        range_band=setup.band.name if shooting and place.range_by is RangeBy.BAND else None,
        target_in_combat=place.target_in_combat if shooting else False,
        target_prone=place.target_prone if not falling else False,
        attack_drop=AUTO if falling else form.attack_drop,
        armour_drop=form.armour_drop,
        rules=setup.rules,
        fall_distance=place.fall_distance if falling else None,
        dodge_tn=place.dodge_tn if kind.is_area else DEFAULT_DODGE_TN,
        line_of_sight=place.line_of_sight if not falling else True,
        attacker_engaged=place.attacker_engaged if shooting else False,
    )


def judge(setup: Setup) -> Verdict:
    """Make the Scenario and let the rules core accept it or say which rule forbids it."""
    try:
        scenario = make_scenario(setup)
        plan = plan_attack(scenario)
    except (MissingChoice, RulesError) as error:
        return Verdict(None, refusal=str(error))
    armour = [t.armour for t in plan.targets if t.armour is not None]
    if not armour and scenario.armour_drop != AUTO:
        # Nothing to negate: the armour drop cannot matter, so it does not reach the result.
        scenario = dataclasses.replace(scenario, armour_drop=AUTO)
        plan = dataclasses.replace(plan, scenario=scenario)
    attack_limit = None
    if plan.has_roll:
        attack_limit = max_chosen_drop(
            plan.attack_pool,
            max(t.attack_tn for t in plan.targets),
            plan.drop_cost,
            free_strike=plan.free_strike,
        )
    armour_limit = min((max_chosen_drop(a.pool, a.tn) for a in armour), default=None)
    refusal = drop_refusal(plan)
    return Verdict(
        None if refusal else scenario,
        plan,
        refusal,
        attack_limit,
        armour_limit,
    )


def drop_refusal(plan: AttackPlan) -> str | None:
    """Why an explicit drop breaks R3/R4 (or R20), in the core's words, or None.

    ``calculate`` makes the same checks; they are repeated here with the core's public pieces so
    the builder refuses an impossible drop as it is chosen, without computing the odds.
    """
    scenario = plan.scenario
    try:
        if scenario.attack_drop != AUTO and plan.has_roll:
            attack_tests(plan, scenario.attack_drop)
        if scenario.armour_drop != AUTO:
            for target in plan.targets:
                if target.armour is not None:
                    _check_armour_drop(target.armour.pool, target.armour.tn, scenario.armour_drop)
    except IllegalDrop as error:
        return str(error)
    return None


def _check_armour_drop(pool: int, tn: int, drop: int) -> None:
    try:
        plan_test(pool, tn, drop)
    except IllegalDrop as error:
        raise IllegalDrop(f"armour roll: {error}") from None
