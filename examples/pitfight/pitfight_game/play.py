"""Pitfight's behaviour under the ``Game`` protocol's names: the engine ``GAME`` names
(``game.py``), imported when a fight is first worked out.

The odds are exact: a strike's hits are a sum of independent dice (P1, P3, P6), its saves a
binomial of the hits (P4), worked out in whole numbers over a power of six and shown as floats.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from itertools import repeat
from math import lcm
from operator import truediv
from typing import Any

from gangfight_gui.rules.engine import laws
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.records import quick_init
from gangfight_gui.rules.engine.sources import DiceSource
from gangfight_gui.rules.engine.steps import Die, Step
from gangfight_gui.rules.engine.typed import PaddedDice, padded_progress
from gangfight_gui.rules.engine.wording import count_of, percent
from gangfight_gui.rules.game import (
    AdviceRow,
    AdviceTable,
    After,
    AtLeast,
    Chart,
    Choice,
    EntryState,
    Figure,
    Limits,
    Note,
    Offer,
    OutcomeView,
    Problem,
    TakeDown,
    TickBoxes,
    TypedProgress,
    WhatIf,
    tick_row,
)
from gangfight_gui.rules.reading import Shape, as_list, as_object, fail, other_game
from pitfight_game.game import (
    GAME,
    HOUSE_RULES,
    KEY,
    MAX_TN,
    MODEL_FIELDS,
    NO_SAVE,
    SCENARIO_FIELDS,
    STRIKE,
    WEAPON_FIELDS,
)

Law = tuple[Fraction, ...]
"""P(count = 0), P(count = 1), …: exact."""

_SCENARIO_KEYS = ("game", "attack", "attacker", "target", "weapon", "rules")
"""A scenario's keys besides its ``SCENARIO_FIELDS``."""


# -- reading ---------------------------------------------------------------------------------


@quick_init
@dataclass(frozen=True, slots=True)
class Fighter:
    name: str
    skill: int
    guard: int
    armour: int
    toughness: int
    weapons: tuple[tuple[str, int], ...]
    hits_taken: int
    down: bool


@quick_init
@dataclass(frozen=True, slots=True)
class Fight:
    attacker: Fighter
    target: Fighter
    weapon: str | None
    charging: bool
    cover: bool
    reckless: bool
    double_sixes: bool

    @property
    def dice(self) -> int:
        """P3, P5: skill, the weapon's dice, one more charging and one more reckless."""
        bonus = dict(self.attacker.weapons)[self.weapon] if self.weapon else 0
        return self.attacker.skill + bonus + self.charging + self.reckless

    @property
    def tn(self) -> int:
        """P3: the target's guard, +1 in cover, at most 6."""
        return min(MAX_TN, self.target.guard + self.cover)

    @property
    def save(self) -> int:
        """P4, P5: the target's armour, one less against a reckless strike (at least 2)."""
        armour = self.target.armour
        if armour >= NO_SAVE or not self.reckless:
            return armour
        return max(2, armour - 1)


_FIGHTER = Shape(MODEL_FIELDS, ("weapons",))
_WEAPON = Shape(WEAPON_FIELDS)
_SCENARIO = Shape(SCENARIO_FIELDS, _SCENARIO_KEYS)
_RULES = Shape(HOUSE_RULES)
_NO_RULES: dict[str, Any] = {}
_NO_WEAPONS: list[Any] = []
"""Defaults read, never changed."""


def read_fighter(data: object, path: str) -> Fighter:
    name, skill, guard, armour, toughness, _, _, hits_taken, down = _FIGHTER.read(data, path)
    listed = as_list(as_object(data, path).get("weapons", _NO_WEAPONS), f"{path}.weapons")
    weapons = tuple(
        [_WEAPON.read(item, f"{path}.weapons[{i}]")[:2] for i, item in enumerate(listed)]
    )
    return Fighter(name, skill, guard, armour, toughness, weapons, hits_taken, down)


def read_scenario(data: Mapping[str, Any]) -> Fight:
    """A scenario: ScenarioShapeError for a wrong field (exit 2), RulesError for what P8 and the
    weapons refuse (exit 1)."""
    charging, cover, reckless = _SCENARIO.read(data, "")
    if data.get("game", KEY) != KEY:
        raise fail("game", other_game(KEY, data["game"]))
    if data.get("attack", STRIKE.key) != STRIKE.key:
        raise fail("attack", f"Pitfight has one attack, {STRIKE.key!r}")
    for side in ("attacker", "target"):
        if side not in data:
            raise fail(side, "is required")
    attacker = read_fighter(data["attacker"], "attacker")
    target = read_fighter(data["target"], "target")
    (sixes,) = _RULES.read(data.get("rules", _NO_RULES), "rules")
    weapon = data.get("weapon")
    if weapon is not None and weapon not in dict(attacker.weapons):
        raise RulesError(f"{attacker.name} has no weapon named {weapon!r} (P2)")
    for fighter in (attacker, target):
        if fighter.down:
            raise RulesError(f"{fighter.name} is down: it neither strikes nor is struck (P8)")
    return Fight(attacker, target, weapon, charging, cover, reckless, sixes == "double")


# -- the odds ----------------------------------------------------------------------------------


@lru_cache(maxsize=1024)
def _hits(dice: int, tn: int, double_sixes: bool) -> laws.Law:
    """The hits of ``dice`` attack dice at ``tn`` (P3, P6) as whole numbers over 6 to the dice:
    a die misses on tn − 1 faces, hits on the rest, and scores two on a 6 with double sixes."""
    if double_sixes:
        return laws.repeated(laws.Law((tn - 1, 6 - tn, 1), 6), dice)
    return laws.binomial(dice, 7 - tn, 6)


@lru_cache(maxsize=1024)
def _taken(dice: int, tn: int, double_sixes: bool, save: int) -> laws.Law:
    """The hits not saved (P4) as whole numbers over 216 to the dice: each die's hits and their
    saves are its own, so the hits not saved are a sum over the dice of one die's law (over 216:
    its face, then a save die for each of its at most two hits, P6)."""
    if save >= NO_SAVE:
        return _hits(dice, tn, double_sixes)
    stop, through = 7 - save, save - 1  # the save die's faces that save, and those that fail
    if not double_sixes:
        return laws.binomial(dice, (7 - tn) * through, 36)
    one = (6 - tn) * 6  # faces that hit once, times the six of the second save die not rolled
    die = laws.Law(
        (
            (tn - 1) * 36 + one * stop + stop * stop,
            one * through + 2 * stop * through,
            through * through,
        ),
        216,
    )
    return laws.repeated(die, dice)


@lru_cache(maxsize=1024)
def hits_law(dice: int, tn: int, double_sixes: bool) -> Law:
    """The hits of ``dice`` attack dice at ``tn`` (P3, P6)."""
    return _hits(dice, tn, double_sixes).fractions()


@lru_cache(maxsize=1024)
def saves_law(hits: int, save: int) -> Law:
    """The saves of one die a hit at ``save`` (P4); no save at 7."""
    if save >= NO_SAVE:
        return (Fraction(1),)
    return hits_law(hits, save, False)


@lru_cache(maxsize=1024)
def taken_law(hits: Law, save: int) -> Law:
    """The hits not saved (P4), from the hits' law. The laws are memoised: a batch or a matrix
    strikes with the same dice at the same numbers again and again, and a law is immutable."""
    out = [Fraction(0)] * len(hits)
    for h, p in enumerate(hits):
        for s, q in enumerate(saves_law(h, save)):
            out[h - s] += p * q
    return tuple(out)


def _at_least(law: Sequence[Fraction], k: int) -> Fraction:
    return sum(law[max(0, k) :], Fraction(0))


def _mean(law: Sequence[Fraction]) -> Fraction:
    return sum((k * p for k, p in enumerate(law)), Fraction(0))


@dataclass(frozen=True, slots=True)
class Outcome:
    """A strike's exact laws as whole numbers over one total (``laws.Law``, cheap to make): its
    hits and the hits not saved. ``hits`` and ``taken`` are their fractions, made only when read
    (``calc --json`` shows floats, divided from the whole numbers)."""

    fight: Fight
    hit_counts: laws.Law
    taken_counts: laws.Law

    @property
    def hits(self) -> Law:
        return _fractions(self.hit_counts)

    @property
    def taken(self) -> Law:
        return _fractions(self.taken_counts)

    @property
    def left(self) -> int:
        """Hits the target may still take before it is down (P7)."""
        return self.fight.target.toughness - self.fight.target.hits_taken

    @property
    def p_down(self) -> Fraction:
        return _at_least(self.taken, self.left)


@lru_cache(maxsize=1024)
def _fractions(law: laws.Law) -> Law:
    """A law's fractions, memoised as the laws are."""
    return law.fractions()


def _counts(law: Law) -> laws.Law:
    """Fractions as whole numbers over their least common denominator."""
    total = lcm(*(p.denominator for p in law))
    return laws.Law(tuple(p.numerator * (total // p.denominator) for p in law), total)


def calculate(fight: Fight) -> Outcome:
    dice, tn, double_sixes = fight.dice, fight.tn, fight.double_sixes
    return Outcome(fight, _hits(dice, tn, double_sixes), _taken(dice, tn, double_sixes, fight.save))


def clear_caches() -> None:
    """Forget the memoised laws (benchmarks time a cold calculation with this)."""
    for memo in (_hits, _taken, _fractions, hits_law, saves_law, taken_law, _shown):
        memo.cache_clear()


# -- a roll ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Roll:
    fight: Fight
    attack: tuple[int, ...]
    saves: tuple[int, ...]

    @property
    def hits(self) -> int:
        double = self.fight.double_sixes
        return sum((2 if d == 6 and double else 1) for d in self.attack if d >= self.fight.tn)

    @property
    def saved(self) -> int:
        return sum(1 for d in self.saves if d >= self.fight.save)

    @property
    def taken(self) -> int:
        return self.hits - self.saved

    @property
    def hits_after(self) -> int:
        return self.fight.target.hits_taken + self.taken

    @property
    def down(self) -> bool:
        return self.hits_after >= self.fight.target.toughness


def resolve(fight: Fight, dice: DiceSource) -> Roll:
    """P9: the attack dice, then one save die a hit (none without a save)."""
    attack = tuple(dice.d6() for _ in range(fight.dice))
    partial = Roll(fight, attack, ())
    count = partial.hits if fight.save < NO_SAVE else 0
    return Roll(fight, attack, tuple(dice.d6() for _ in range(count)))


def _f(value: Fraction) -> float:
    return float(value)


@lru_cache(maxsize=4096)
def _shown(hits: laws.Law, taken: laws.Law) -> tuple[list[float], list[float], float]:
    """A strike's laws as ``calc --json`` shows them (hits, taken, expected taken), memoised: a
    batch shows the same strikes again and again. Each float is the exact value rounded once,
    as ``_f`` of its Fraction."""
    shown = list(map(truediv, hits.weights, repeat(hits.total)))
    return shown, list(map(truediv, taken.weights, repeat(taken.total))), taken.mean


def _fight_fields(fight: Fight) -> dict[str, Any]:
    return {name: getattr(fight, name) for name in Fight.__dataclass_fields__}


# -- the protocol's members --------------------------------------------------------------------


def outcome_json(outcome: Outcome) -> dict[str, Any]:
    fight = outcome.fight
    counts = outcome.taken_counts
    hits, taken, expected = _shown(outcome.hit_counts, counts)
    return {
        "attacker": fight.attacker.name,
        "target": fight.target.name,
        "dice": fight.dice,
        "tn": fight.tn,
        "save": fight.save,
        "hits": list(hits),
        "taken": list(taken),
        "expected_taken": expected,
        "p_down": sum(counts.weights[max(0, outcome.left) :]) / counts.total,
    }


def outcome_text(outcome: Outcome) -> str:
    fight = outcome.fight
    save = "no save" if fight.save >= NO_SAVE else f"saves at {fight.save}+"
    return (
        f"{describe_fight(fight)}\n"
        f"Attack  {count_of(fight.dice, 'die')} at {fight.tn}+; {save}\n"
        f"Taken   expected {_f(_mean(outcome.taken)):.2f}\n"
        f"Down    {percent(_f(outcome.p_down))}"
    )


def headline(outcome: Outcome) -> tuple[Figure, ...]:
    return (
        Figure(
            "expected_taken",
            "Hits taken",
            _f(_mean(outcome.taken)),
            expected=True,
            scale=max(1, outcome.left),
            help="Expected hits not saved (P4), against the hits it may still take",
        ),
        Figure("p_down", "Down", _f(outcome.p_down), help="Chance it is down (P7)"),
        Figure(
            "taken.at_least_1",
            "Hurt",
            _f(_at_least(outcome.taken, 1)),
            help="Chance of at least one hit taken",
        ),
    )


def score(outcome: Outcome) -> float:
    return _f(_mean(outcome.taken))


def roll_json(roll: Roll) -> dict[str, Any]:
    return {
        "attack_dice": list(roll.attack),
        "hits": roll.hits,
        "save_dice": list(roll.saves),
        "saved": roll.saved,
        "taken": roll.taken,
        "down": roll.down,
        "after": [
            {"name": roll.fight.target.name, "hits_taken": roll.hits_after, "down": roll.down}
        ],
    }


def roll_steps(roll: Roll) -> tuple[Step, ...]:
    fight = roll.fight
    steps = [
        Step("Strike", describe_fight(fight)),
        Step(
            "Attack dice",
            count_of(roll.hits, "hit"),
            tuple(Die(d, d >= fight.tn) for d in roll.attack),
            f"{fight.tn}+",
        ),
    ]
    if roll.saves:
        steps.append(
            Step(
                "Saves",
                f"{roll.saved} saved",
                tuple(Die(d, d >= fight.save) for d in roll.saves),
                f"{fight.save}+",
            )
        )
    state = "down" if roll.down else f"{fight.target.toughness - roll.hits_after} left"
    steps.append(Step("Hits taken", f"{roll.taken}, toughness {fight.target.toughness}: {state}"))
    return tuple(steps)


def after(scenario: Fight, roll: Roll) -> After:
    """P8: the target's hits taken and whether it is down; the attacker as it was."""
    return After({}, ({"hits_taken": roll.hits_after, "down": roll.down},))


def after_law(scenario: Fight) -> tuple[tuple[After, float], ...]:
    """P8's ``after`` over every die: the hits taken decide it all."""
    target = scenario.target
    taken = calculate(scenario).taken
    return tuple(
        (
            After(
                {},
                (
                    {
                        "hits_taken": target.hits_taken + k,
                        "down": target.hits_taken + k >= target.toughness,
                    },
                ),
            ),
            _f(p),
        )
        for k, p in enumerate(taken)
        if p
    )


def entry_state(entry: Mapping[str, Any], state: Mapping[str, Any] | None = None) -> EntryState:
    entry = {**entry, **(state or {})}
    name = entry.get("name", "")
    if entry.get("down"):
        refusal = f"{name} is down (P8)"
        return EntryState("Down", refusal, refusal)
    taken = entry.get("hits_taken", 0)
    summary = f"{count_of(taken, 'hit')} taken of toughness {entry.get('toughness')}"
    return EntryState(summary if taken else "")


# -- a fight --


def offers(
    attacker: Mapping[str, Any] | None, target: Mapping[str, Any] | None
) -> tuple[Offer, ...]:
    for entry in (target, attacker):
        if entry is not None and entry.get("down"):
            return (Offer(STRIKE, f"{entry.get('name', '')} is down (P8)"),)
    return (Offer(STRIKE, "" if attacker is not None else "Pick an attacker first"),)


def choices(
    attacker: Mapping[str, Any] | None, targets: Sequence[Mapping[str, Any]], kind: str
) -> tuple[Choice, ...]:
    if attacker is None or not targets or kind != STRIKE.key:
        return ()
    if not offers(attacker, targets[0])[0].offered:
        return ()
    weapons = [w.get("name") for w in attacker.get("weapons", [])] or [None]
    scenarios = [_scenario(attacker, targets[0], weapon) for weapon in weapons]
    return tuple(Choice(choice_label(s), s) for s in scenarios)


def _scenario(
    attacker: Mapping[str, Any], target: Mapping[str, Any], weapon: str | None
) -> dict[str, Any]:
    def model(entry: Mapping[str, Any]) -> dict[str, Any]:
        return {k: v for k, v in entry.items() if k != "down"}

    return {
        "game": KEY,
        "attack": STRIKE.key,
        "attacker": model(attacker),
        "target": model(target),
        "weapon": weapon,
        **{spec.key: spec.default for spec in SCENARIO_FIELDS},
        "rules": {"sixes": HOUSE_RULES[0].default},
    }


def choice_label(scenario: Mapping[str, Any]) -> str:
    return f"Strike ({scenario.get('weapon') or 'fists'})"


def field_limits(scenario: Mapping[str, Any]) -> Mapping[str, Limits]:
    try:
        fight = read_scenario(scenario)
    except (ScenarioShapeError, RulesError):
        return {}
    target = fight.target
    armour = target.armour
    reckless = (
        "no save either way"
        if armour >= NO_SAVE
        else f"its saves at {max(2, armour - 1)}+ instead of {armour}+"
    )
    return {
        "reckless": Limits(hint=reckless),
        "target.hits_taken": Limits(
            0, target.toughness, hint=f"of {target.name}'s toughness {target.toughness}"
        ),
    }


def describe_fight(fight: Fight) -> str:
    weapon = fight.weapon or "fists"
    said = [f"{fight.attacker.name} ({weapon}) strikes {fight.target.name}"]
    said += [s.label.lower() for s in SCENARIO_FIELDS if getattr(fight, s.key)]
    if fight.double_sixes:
        said.append("a 6 is two hits")
    if fight.target.hits_taken:
        said.append(f"{fight.target.name} has {count_of(fight.target.hits_taken, 'hit')} taken")
    return "; ".join(said)


def describe(scenario: Mapping[str, Any]) -> str:
    try:
        return describe_fight(read_scenario(scenario))
    except (ScenarioShapeError, RulesError):
        return choice_label(scenario)


# -- an outcome --


def views(outcome: Outcome) -> tuple[OutcomeView, ...]:
    taken = tuple((str(k), _f(p)) for k, p in enumerate(outcome.taken))
    hits = tuple((str(k), _f(p)) for k, p in enumerate(outcome.hits))
    good: tuple[Any, ...] = ("defender", *("attacker",) * (len(taken) - 1))
    fight = outcome.fight
    details = [f"Attack: {count_of(fight.dice, 'die')} at {fight.tn}+ (P3)"]
    if fight.charging:
        details.append("+1 die: charging (P3)")
    if fight.reckless:
        details.append("+1 die, saves one easier: reckless (P5)")
    if fight.cover:
        details.append("+1 guard: in cover (P3)")
    details.append(
        "No save (P2)" if fight.save >= NO_SAVE else f"Saves: one die a hit at {fight.save}+ (P4)"
    )
    return (
        OutcomeView(
            fight.target.name,
            headline(outcome),
            (
                Chart("Hits taken", taken, counts=True, tones=good),
                Chart(
                    "After the strike",
                    (("Standing", 1 - _f(outcome.p_down)), ("Down", _f(outcome.p_down))),
                    tones=("defender", "attacker"),
                ),
                Chart("Hits", hits, counts=True, tones=good[: len(hits)]),
            ),
            (AtLeast("Hits taken", tuple(_f(p) for p in outcome.taken)),),
            tuple(details),
        ),
    )


def notes(outcome: Outcome) -> tuple[Note, ...]:
    if len(outcome.taken) - 1 > outcome.left > 0:
        return (Note("P7", "Hits beyond the toughness are counted too"),)
    return ()


def advice(outcome: Outcome) -> tuple[AdviceTable, ...]:
    """P5: reckless or not, each with its odds; the better one starred."""
    rows = []
    results = []
    for reckless in (False, True):
        fight = Fight(**{**_fight_fields(outcome.fight), "reckless": reckless})
        result = calculate(fight)
        results.append(_mean(result.taken))
        rows.append(
            (
                "Reckless" if reckless else "Steady",
                f"{_f(results[-1]):.2f}",
                percent(_f(result.p_down)),
                reckless,
            )
        )
    best = max(range(2), key=lambda i: (results[i], -i))
    return (
        AdviceTable(
            "Reckless or steady",
            ("Strike", "Hits taken", "Down"),
            tuple(
                AdviceRow(row[:3], i == best, {"reckless": row[3]}) for i, row in enumerate(rows)
            ),
            "P5",
        ),
    )


def what_ifs(scenario: Mapping[str, Any]) -> tuple[WhatIf, ...]:
    try:
        fight = read_scenario(scenario)
    except (ScenarioShapeError, RulesError):
        return ()
    found = []
    if not fight.charging:
        found.append(WhatIf("charging", dict(scenario, charging=True), {"charging": True}))
    if fight.cover:
        found.append(WhatIf("target out of cover", dict(scenario, cover=False), {"cover": False}))
    skill = fight.attacker.skill + 1
    if skill <= 10:
        more = dict(scenario, attacker={**scenario["attacker"], "skill": skill})
        found.append(WhatIf("one more die (skill +1)", more, {"attacker.skill": skill}))
    return tuple(found)


def takedown(scenario: Mapping[str, Any]) -> TakeDown | None:
    """Strikes until the target is down, its hits carrying over (P7, P8)."""
    try:
        outcome = calculate(read_scenario(scenario))
    except (ScenarioShapeError, RulesError):
        return None
    left = outcome.left
    goal = f"to put {outcome.fight.target.name} down"
    if outcome.taken[0] == 1:
        return TakeDown(goal, (0.0,), None, "This strike cannot hurt it")
    # up[s]: P(s hits taken so far, still up); each strike adds the same law.
    up = [Fraction(0)] * left
    up[0] = Fraction(1)
    within: list[float] = []
    mean = Fraction(0)
    for n in range(1, 61):
        after = [Fraction(0)] * left
        for s, p in enumerate(up):
            for k, q in enumerate(outcome.taken[: left - s]):
                after[s + k] += p * q
        down_now = sum(up, Fraction(0)) - sum(after, Fraction(0))
        mean += n * down_now
        up = after
        within.append(1 - _f(sum(up, Fraction(0))))
        if within[-1] > 0.9995:
            break
    rest = sum(up, Fraction(0))
    return TakeDown(goal, tuple(within), _f(mean) if rest < Fraction(1, 10**9) else None)


def typed_progress(scenario: Fight, dice: Sequence[int]) -> TypedProgress:
    """P9's steps by padding (a 1 fails every TN), and the odds given the dice typed."""
    progress = padded_progress(GAME, scenario, dice, 1)
    fight = scenario
    if progress.next is None:
        roll: Roll = progress.roll
        point: Law = (Fraction(0),) * roll.taken + (Fraction(1),)
        done = Outcome(fight, _counts((Fraction(0),) * roll.hits + (Fraction(1),)), _counts(point))
        return TypedProgress(progress.steps, None, roll, headline(done))
    partial = resolve(fight, PaddedDice(tuple(dice), 1))
    typed_attack = min(len(dice), fight.dice)
    if len(dice) < fight.dice:
        so_far = Roll(fight, partial.attack[:typed_attack], ())
        rest = hits_law(fight.dice - typed_attack, fight.tn, fight.double_sixes)
        hits = (Fraction(0),) * so_far.hits + rest
        given = Outcome(fight, _counts(hits), _counts(taken_law(hits, fight.save)))
        to_come = (
            f"Attack dice to come: {count_of(fight.dice - typed_attack, 'die')} at "
            f"{fight.tn}+; chance it is down: {percent(_f(given.p_down))}"
        )
    else:
        saves = dice[fight.dice :]
        saved = sum(1 for d in saves if d >= fight.save)
        remaining = partial.hits - len(saves)
        taken = [Fraction(0)] * (partial.hits - saved + 1)
        for s, p in enumerate(saves_law(remaining, fight.save)):
            taken[partial.hits - saved - s] += p
        certain = (Fraction(0),) * partial.hits + (Fraction(1),)
        given = Outcome(fight, _counts(certain), _counts(tuple(taken)))
        to_come = (
            f"Saves to come: {count_of(remaining, 'die')} at {fight.save}+; chance "
            f"it saves every hit: {percent(_f(taken[0]))}"
        )
    return TypedProgress(progress.steps, progress.next, None, headline(given), to_come)


# -- an entry --


def entry_problems(entry: Mapping[str, Any]) -> tuple[Problem, ...]:
    name = entry.get("name", "")
    problems = []
    seen: set[object] = set()
    for i, weapon in enumerate(entry.get("weapons", [])):
        if weapon.get("name") in seen:
            problems.append(
                Problem(
                    f"weapons[{i}].name",
                    f"{name}: two weapons are named {weapon.get('name')!r}",
                    "P2",
                )
            )
        seen.add(weapon.get("name"))
    taken, toughness = entry.get("hits_taken", 0), entry.get("toughness", 3)
    numbers = isinstance(taken, int) and isinstance(toughness, int)
    if numbers and (taken >= toughness) != bool(entry.get("down")):
        problems.append(
            Problem(
                "down",
                f"{name}: {count_of(taken, 'hit')} taken of toughness {toughness}, so "
                f"it is {'down' if taken >= toughness else 'not down'} (P7)",
                "P7",
                error=False,
            )
        )
    return tuple(problems)


def entry_facts(entry: Mapping[str, Any]) -> tuple[str, ...]:
    armour = entry.get("armour", 5)
    return (
        f"Attacks with {count_of(entry.get('skill', 3), 'die')} plus its weapon's dice (P3)",
        f"Hit on {entry.get('guard', 4)}+ (P3)",
        "No save (P2)" if armour >= NO_SAVE else f"Saves on {armour}+ (P4)",
        f"Down after {count_of(entry.get('toughness', 3), 'hit')} (P7)",
    )


def card_boxes(
    entry: Mapping[str, Any], state: Mapping[str, Any] | None = None
) -> tuple[TickBoxes, ...]:
    """A box per hit it can take (P7), one ticked per hit taken in a battle (P8)."""
    return (
        tick_row("Hits", int(entry.get("toughness", 3)), int((state or {}).get("hits_taken", 0))),
    )
