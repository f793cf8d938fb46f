"""An outcome as the results pane shows it: figures, charts, "at least" laws, the rolls and
modifiers behind them, the readings that decided it, and the drops a player may choose."""

from __future__ import annotations

from collections.abc import Callable

from gangfight_gui.rules.engine.distribution import Distribution, at_least, mean
from gangfight_gui.rules.engine.wording import SHOWN, count_of, percent
from gangfight_gui.rules.game import (
    AdviceRow,
    AdviceTable,
    AtLeast,
    Chart,
    Figure,
    Note,
    OutcomeView,
    Tone,
)
from gangfight_gui.rules.gangfight.options import Incapacitation
from gangfight_gui.rules.gangfight.outcome import ATTACK_TIE, AttackOutcome, TargetOutcome
from gangfight_gui.rules.gangfight.planning import AttackPlan
from gangfight_gui.rules.gangfight.scenario import AUTO, AttackKind, Cover
from gangfight_gui.rules.gangfight.wording import area_measure, describe_test, drop_runs


def _left(target: TargetOutcome) -> int:
    profile = target.target
    return profile.endurance - profile.wounds_taken


def _incapacitated_help(outcome: AttackOutcome) -> str:
    if outcome.plan.scenario.rules.incapacitation is Incapacitation.MORE_THAN_ENDURANCE:
        return "Chance the attack leaves it with more wounds than its EN (R14, the house rule)"
    return "Chance the attack leaves it with EN minus wounds of 0 or less (R14)"


def figures(outcome: AttackOutcome, index: int) -> tuple[Figure, ...]:
    """One target's headline figures, most important first: the wounds it takes and the chances
    to wound, incapacitate and kill it; for Power, Finesse and Slam! the inches and the
    knock-down; the Free Strike a miss gives the target (R17). Each carries the scale a colour
    reads it against and whom it is good for, so a colour means the number shown: the expected
    wounds against the wounds left, a chance against 1, a Free Strike good for the defender."""
    plan = outcome.plan
    target = outcome.targets[index]
    key = f"targets[{index}]." if plan.kind.has_many_targets else ""  # as the outcome JSON has it
    found: list[Figure] = []
    if plan.wounds:
        found += [
            Figure(
                f"{key}final_wounds.mean",
                "Wounds taken",
                mean(target.final_wounds),
                expected=True,
                scale=max(1, _left(target)),
                help="Expected wounds after armour, taken from EN (R13, R14); coloured "
                "against the wounds it has left",
            ),
            Figure(
                f"{key}p_at_least_one_wound",
                "Wounded",
                target.p_wounded,
                help="Chance of at least one wound after armour (R13)",
            ),
            Figure(
                f"{key}p_incapacitated",
                "Incapacitated",
                target.p_incapacitated,
                help=_incapacitated_help(outcome),
            ),
            Figure(
                f"{key}p_dead",
                "Dead",
                target.p_dead,
                help="Only a model incapacitated before this attack dies, from any wound: one "
                "attack's wounds are applied together (R14, this project's reading)",
            ),
        ]
    if plan.knocks_back:
        found += [
            _inches(
                outcome,
                target,
                f"{key}knockback.mean",
                "Knock-back",
                "of knock-back: one a hit (R17, R18)",
            ),
            Figure(
                f"{key}p_knocked_down",
                "Knocked down",
                target.p_hit,
                help="Chance of at least one hit, which knocks it down (R17, R18, R21)",
            ),
        ]
    if plan.moves_away:
        found.append(
            _inches(
                outcome,
                target,
                f"{key}move_away.mean",
                "Move away",
                "the attacker may move away with no Free Strike (R19)",
            )
        )
    if plan.offers_free_strike:
        found.append(
            Figure(
                f"{key}p_free_strike",
                "Free Strike",
                1.0 - target.p_hit,
                tone="defender",
                help="Chance of no hit: the target may then Free Strike the attacker (R17)",
            )
        )
    return tuple(found)


def _inches(
    outcome: AttackOutcome, target: TargetOutcome, key: str, label: str, what: str
) -> Figure:
    """Expected inches (one a hit), coloured against the dice rolled: the hits they may make."""
    scale = max(1, outcome.plan.attack_pool)
    help = f"Expected inches {what}"
    return Figure(key, label, mean(target.hits), expected=True, scale=scale, help=help)


def headline(outcome: AttackOutcome) -> tuple[Figure, ...]:
    """Every target's figures, the first target's first: the matrix cell and the card show the
    first (the expected wounds a matchup ranks by)."""
    return tuple(f for index in range(len(outcome.targets)) for f in figures(outcome, index))


def _count_chart(title: str, law: Distribution, help: str) -> Chart:
    """Counts 0, 1, 2… up to the last shown (SHOWN), the rest in a last "k+" bar; 0 is the
    defender's, any more the attacker's."""
    last = max((k for k in range(len(law)) if at_least(law, k) >= SHOWN), default=0)
    bars = [(str(k), law[k]) for k in range(last)]
    bars.append((f"{last}+" if last < len(law) - 1 else str(last), at_least(law, last)))
    tones: tuple[Tone, ...] = tuple("defender" if k == 0 else "attacker" for k in range(len(bars)))
    return Chart(title, tuple(bars), counts=True, tones=tones, help=help)


def _hits_name(plan: AttackPlan) -> str:
    if plan.kind.is_area:
        return area_measure(plan.kind).capitalize() + " (inches)"  # R23
    if plan.knocks_back and not plan.wounds:
        return "Knock-back (inches)"
    if plan.moves_away and not plan.wounds:
        return "Move away (inches)"
    return "Hits"


def charts(outcome: AttackOutcome, index: int) -> tuple[Chart, ...]:
    """The wounds taken first (the hits, or inches, for an attack that cannot wound), then the
    target's state after the attack, the hits and the wounds before armour."""
    plan = outcome.plan
    target = outcome.targets[index]
    hits = _count_chart(
        _hits_name(plan), target.hits, "The attack roll's successes against this target"
    )
    if not plan.wounds:
        return (hits,)
    standing = 1.0 - target.p_incapacitated
    state = Chart(
        "After the attack",
        (
            ("Standing", standing),
            ("Incapacitated", target.p_incapacitated - target.p_dead),
            ("Dead", target.p_dead),
        ),
        tones=("defender", "attacker", "attacker"),
        help="R14: incapacitated with no EN left; dead only from a wound taken while incapacitated",
    )
    return (
        _count_chart("Wounds taken", target.final_wounds, "Wounds after armour (R13)"),
        state,
        hits,
        _count_chart(
            "Wounds before armour", target.wounds, "Wounds inflicted, before the armour roll"
        ),
    )


def at_least_laws(outcome: AttackOutcome, index: int) -> tuple[AtLeast, ...]:
    plan = outcome.plan
    target = outcome.targets[index]
    if plan.wounds:
        return (AtLeast("Wounds taken", target.final_wounds), AtLeast("Hits", target.hits))
    unit = "Inches" if plan.knocks_back or plan.moves_away else "Hits"
    return (AtLeast(unit, target.hits),)


def roll_lines(plan: AttackPlan) -> list[str]:
    """The rolls before any drop: "Attack roll: 4 dice against TN 4", armour, dodge."""
    lines = []
    if plan.fixed_hits is not None:
        lines.append(f"No attack roll: {plan.fixed_hits} hits at Damage {plan.damage}")
    else:
        tns = _per_target([str(t.attack_tn) for t in plan.targets], plan)
        lines.append(f"Attack roll: {count_of(plan.attack_pool, 'die')} against TN {tns}")
    dodges = [t.dodge for t in plan.targets if t.dodge is not None]
    if dodges:
        lines.append(f"Dodge: INI dice against TN {dodges[0].tn}")
    armours = [t.armour for t in plan.targets]
    if any(a is not None for a in armours):
        parts = [f"{count_of(a.pool, 'die')} against TN {a.tn}" if a else "none" for a in armours]
        lines.append(f"Armour roll: {_per_target(parts, plan)}")
    else:
        lines.append("No armour roll: the hits do not wound")
    return lines


def _per_target(parts: list[str], plan: AttackPlan) -> str:
    """One value if every target shares it, else each with its target's name."""
    if len(set(parts)) == 1:
        return parts[0]
    return ", ".join(
        f"{part} ({t.target.name})" for part, t in zip(parts, plan.targets, strict=True)
    )


def detail_lines(outcome: AttackOutcome, target: TargetOutcome) -> list[str]:
    """The rolls leading to one target's figures, a line each in the order they happen at the
    table: the attack roll after drops, the hits, the dodge, the wounds, the armour roll and the
    endurance before the attack."""
    plan = outcome.plan
    lines = []
    test = target.attack_test or outcome.attack_test
    if plan.fixed_hits is not None:
        lines.append(f"Attack roll: no roll: {count_of(plan.fixed_hits, 'hit')} (R22)")
    elif test is not None:
        lines.append(f"Attack roll: {describe_test(test)}")
    unit = '"' if plan.kind.is_area else ""
    hits = _hits_name(plan).split(" (")[0]
    lines.append(f"{hits}: expected {mean(target.hits):.2f}{unit}")
    if plan.kind is not AttackKind.FALLING:
        lines.append(f"At least one hit: {percent(target.p_hit)}")
    if target.dodge is not None:
        dodge = target.dodge
        lines.append(f"Dodge: INI {count_of(dodge.pool, 'die')} at TN {dodge.tn} (R23)")
    if plan.wounds:
        lines.append(f"Wounds: expected {mean(target.wounds):.2f} before armour")
        if target.armour is not None:
            lines.append(f"Armour roll: {armour_text(target)}")
        endurance = target.target.endurance
        lines.append(f"Endurance: EN {endurance}, {_left(target)} left before the attack")
    return lines


def armour_text(target: TargetOutcome) -> str:
    """ "4 dice at TN 6; drops 2 → 2 dice at TN 4": the drop too, when one fits every count."""
    armour = target.armour
    assert armour is not None
    text = f"{count_of(armour.pool, 'die')} at TN {armour.tn}"
    runs = drop_runs(armour, target.wounds)
    if len(runs) == 1 and ": drop 0 " not in runs[0]:
        drop = runs[0].split(": ", 1)[1]
        return f"{text}; {drop.replace('drop', 'drops', 1)}"
    if len(runs) > 1:
        return f"{text}; its drop depends on the wounds (R5, see Drops)"
    return text


def details(outcome: AttackOutcome, index: int) -> tuple[str, ...]:
    """ "Rolls and modifiers": the rolls, each modifier with its ruling in the rules' words, then
    the numbers, as ``calc`` prints them."""
    plan = outcome.plan
    modifiers = (str(m) for m in plan.modifiers)
    return (*roll_lines(plan), *modifiers, *detail_lines(outcome, outcome.targets[index]))


def views(outcome: AttackOutcome) -> tuple[OutcomeView, ...]:
    return tuple(
        OutcomeView(
            target.name,
            figures(outcome, index),
            charts(outcome, index),
            at_least_laws(outcome, index),
            details(outcome, index),
        )
        for index, target in enumerate(outcome.targets)
    )


# -- readings ----------------------------------------------------------------------------------


_NOTES: tuple[tuple[Callable[[AttackPlan], bool], str, str], ...] = (
    (
        lambda plan: plan.kind is AttackKind.TRAMPLE,
        "R17",
        "A Trample's drop lowers every target's TN by one a step and costs a die per target; "
        "R3's forced drop and R4's limit follow the highest TN",
    ),
    (
        lambda plan: plan.kind in (AttackKind.SLAM, AttackKind.TRAMPLE),
        "R17",
        "Slam! and Trample use the attacker's melee weapons as a melee attack does (damage "
        "bonus, +1 die for two hand weapons); a miss's Free Strike is given as its chance, not "
        "calculated as a second attack",
    ),
    (
        lambda plan: plan.kind.is_area,
        "R23",
        "Each model caught chooses its dodge drop as a defender chooses armour drops (R5), "
        "knowing the width or radius",
    ),
    (
        lambda plan: plan.kind.is_area and plan.scenario.cover is not Cover.NONE,
        "R24",
        "Cover applies to the nominated target's DEF and to every caught model's armour",
    ),
    (
        lambda plan: plan.kind is AttackKind.FALLING,
        "R22",
        "A fall of exactly the model's height does no harm (\u201cfurther than\u201d); cover "
        "does not apply; the armour drop is chosen as R5 says",
    ),
    (
        lambda plan: not plan.wounds,
        "R5",
        "This attack cannot wound: the best drop is the one with the most expected hits, which "
        "are inches of knock-back or of movement",
    ),
)
"""The readings each attack's outcome notes, by what decides that they apply, in order."""


def notes(outcome: AttackOutcome) -> tuple[Note, ...]:
    """The readings of this project (resources/rules.md) that decided this outcome."""
    plan = outcome.plan
    found: list[Note] = []
    if plan.wounds:
        for target in outcome.targets[:1]:
            if target.p_incapacitated >= 1.0 and _left(target) <= 0:
                text = f"{target.name} is incapacitated already: any wound of this attack kills it"
            else:
                text = (
                    "One attack's wounds are applied together (Melee step 6): this attack can "
                    f"incapacitate {target.name} but not kill it"
                )
            found.append(Note("R14", text))
    found += [Note(ruling, text) for applies, ruling, text in _NOTES if applies(plan)]
    tie = _tie(outcome)
    if tie:
        found.append(Note("R5", tie))
    return tuple(found)


def _tie(outcome: AttackOutcome) -> str:
    """R5's tie: drops whose expectations differ by at most ATTACK_TIE; the fewest dropped wins."""
    rows = outcome.advice
    if len(rows) < 2:
        return ""
    wounds = outcome.plan.wounds
    scores = [a.expected_final_wounds if wounds else a.expected_hits for a in rows]
    best = max(scores)
    tied = [a.dropped for a, s in zip(rows, scores, strict=True) if s >= best - ATTACK_TIE]
    if len(tied) < 2:
        return ""
    listed = ", ".join(str(d) for d in tied)
    return f"Drops {listed} tie (within {ATTACK_TIE:g}): a tie keeps the dice, so drop {tied[0]}"


# -- advice ------------------------------------------------------------------------------------


def advice(outcome: AttackOutcome) -> tuple[AdviceTable, ...]:
    """The attacker's drops (R4, R5: ★ the best; a row makes that drop), then the defender's
    dodge and armour drops for each count it may have to negate (R5: chosen once it knows)."""
    tables: list[AdviceTable] = []
    plan = outcome.plan
    if outcome.advice:
        tables.append(_attack_table(outcome))
    target = outcome.targets[0]
    who = f": {target.name}" if len(outcome.targets) > 1 else ""
    if target.dodge is not None:
        tables.append(
            _defence_table(
                f"Dodge drop{who}",
                plan.kind.hits_word,
                drop_runs(target.dodge, target.hits, "inch"),
                "R5, R23",
            )
        )
    if target.armour is not None:
        tables.append(
            _defence_table(
                f"Defender's armour drop{who}",
                "Wounds to negate",
                drop_runs(target.armour, target.wounds),
                "R5, R13",
            )
        )
    return tuple(tables)


NO_DROP_FREE_STRIKE = "No drop to choose: a Free Strike drops nothing (R20)."
NO_DROP = "No drop to choose: the pool or the TN leaves none (R4)."
SET_BY_HAND = (
    "The drop was set by hand, so it is the only one worked out: set Attack dice dropped to "
    "auto to compare every drop and star the best (R5)."
)


def _attack_table(outcome: AttackOutcome) -> AdviceTable:
    plan = outcome.plan
    many = len(outcome.targets) > 1
    first = outcome.targets[0].name
    by_hand = plan.scenario.attack_drop if plan.scenario.attack_drop != AUTO else None
    columns = ["Drop", "Dice", "TN", "Hits"]
    if plan.wounds:
        columns += ["Wounds taken" if not many else "Wounds (all)", "Incapacitated", "≥1 wound"]
        if many:
            columns[-2:] = [f"Incapacitated: {first}", f"≥1 wound: {first}"]
    rows = []
    for a in outcome.advice:
        cells = [
            str(a.dropped),
            str(a.pool),
            "/".join(str(tn) for tn in a.tns),
            f"{a.expected_hits:.2f}",
        ]
        if plan.wounds:
            cells += [
                f"{a.expected_final_wounds:.2f}",
                percent(a.p_incapacitated[0]),
                percent(a.p_wounded[0]),
            ]
        # A drop set by hand is the only one worked out: nothing says it is R5's best.
        rows.append(AdviceRow(tuple(cells), a.best and by_hand is None, {"attack_drop": a.dropped}))
    note = ""
    if by_hand is not None:
        note = SET_BY_HAND
    elif len(outcome.advice) == 1:
        note = NO_DROP_FREE_STRIKE if plan.free_strike else NO_DROP
    return AdviceTable("Attacker's drop", tuple(columns), tuple(rows), "R4, R5", note)


def _defence_table(title: str, counts: str, runs: list[str], ruling: str) -> AdviceTable:
    """``drop_runs``'s lines ("1–11 wounds: drop 2 → 2 dice at TN 4") as rows."""
    rows = []
    for run in runs:
        span, _, rest = run.partition(": drop ")
        drop, _, rolled = rest.partition(" → ")
        rows.append(AdviceRow((span, drop, rolled)))
    note = "" if rows else "Nothing to negate."
    return AdviceTable(title, (counts, "Drop", "Rolls"), tuple(rows), ruling, note)
