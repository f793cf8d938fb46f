"""What the results pane shows of a WarStrike outcome (figures, charts, details, notes, advice), and
the fight's title (``describe``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gangfight_gui.rules.engine.distribution import at_least
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.engine.wording import count_of, percent, plural, signed
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
from gangfight_gui.rules.warstrike.outcome import Counted, GroupTests, Outcome
from gangfight_gui.rules.warstrike.resolve import ALLOCATION_WORDS
from gangfight_gui.rules.warstrike.rulings import (
    ALLOCATION_CHANCES,
    ALLOCATION_RESULTS,
    FACES,
    adjusted_ws,
    counter_markers,
)
from gangfight_gui.rules.warstrike.scenario import (
    GROUND_WS,
    Comparative,
    Defender,
    Scenario,
    read_scenario,
)

# --- figures ---------------------------------------------------------------------------------


def wiped_help(defender: Defender) -> str:
    """What "Unit wiped" counts (W13), and what it leaves of the unit (W17)."""
    engaged = defender.engaged
    whole = f"every one of the {engaged} engaged models removed (W13)"
    spare = defender.models_left - engaged
    if spare <= 0:
        return f"Unit wiped: {whole}; the unit has no other model, so it is destroyed (W17)"
    return f"Unit wiped: {whole}; the unit keeps its {spare} other {plural('model', spare)} (W17)"


def _figure(key: str, label: str, value: float, help: str, scale: float = 0.0) -> Figure:
    """A chance, or with a ``scale`` an expected count out of it; its help opens with its label."""
    return Figure(key, label, value, scale > 0, scale or 1.0, help=f"{label}{help}")


def figures(
    scenario: Scenario,
    expected_casualties: float,
    p_wiped: float,
    p_casualty: float,
    p_marker: float,
) -> tuple[Figure, ...]:
    """The headline figures from their four numbers (an outcome's, or given dice typed in). Each
    is good for the attacker as it grows and says what it is out of (``Figure.scale``): expected
    casualties out of the engaged models, so a matrix coloured by ``Figure.share`` means it."""
    engaged = scenario.defender.engaged
    removed = f": models removed on average, out of the {engaged} engaged (never more, W13)"
    markers = (
        ": for the first failed save (W11), the hit counter reaching 6, 12… (W9) or more "
        "casualties than engaged models (W13)"
    )
    return (
        _figure("casualties.mean", "Expected casualties", expected_casualties, removed, engaged),
        Figure("p_unit_wiped", "Unit wiped", p_wiped, help=wiped_help(scenario.defender)),
        _figure(
            "p_any_casualty",
            "At least one casualty",
            p_casualty,
            ": one model or more removed (W12, W13)",
        ),
        _figure("p_any_suppression_marker", "At least one suppression marker", p_marker, markers),
    )


def headline(outcome: Outcome) -> tuple[Figure, ...]:
    """Expected casualties (a count out of the engaged models), unit wiped, any casualty, any
    suppression marker: the matrix cell and the card show the first."""
    return figures(
        outcome.scenario,
        outcome.casualties.mean,
        outcome.p_unit_wiped,
        outcome.p_any_casualty,
        outcome.suppression_markers.at_least_one,
    )


def most_markers(scenario: Scenario) -> int:
    """The most markers one attack can give (W14): the counter's with every die a hit, plus the
    first failed save (W11) and the overflow (W13)."""
    dice = sum(group.dice for group in scenario.groups)
    return counter_markers(scenario.defender.hit_counter, dice) + 2


def _more_figures(outcome: Outcome) -> tuple[Figure, ...]:
    dice = sum(group.dice for group in outcome.scenario.groups)
    most = most_markers(outcome.scenario)
    hits = f": to-hit dice that hit, out of {count_of(dice, 'die')} (W7)"
    failed = ": hits the defender's armour did not stop (W10)"
    return (
        _figure("hits.mean", "Expected hits", outcome.hits.mean, hits, max(1, dice)),
        _figure(
            "failed_saves.mean",
            "Expected failed saves",
            outcome.failed_saves.mean,
            failed,
            max(1, dice),
        ),
        _figure(
            "p_any_failed_save",
            "At least one failed save",
            outcome.failed_saves.at_least_one,
            ": gives the defender a marker (W11)",
        ),
        _figure(
            "suppression_markers.mean",
            "Expected suppression markers",
            outcome.suppression_markers.mean,
            f" gained, out of at most {most} (W14)",
            most,
        ),
    )


# --- charts ----------------------------------------------------------------------------------


def _counted_chart(title: str, counted: Counted, help: str, wiped: int | None = None) -> Chart:
    """A count's law as bars 0, 1, 2, ...; the bar at ``wiped`` (the engaged models) says so.
    None of a count is the defender's luck, one or more the attacker's, whichever side rolls
    the dice: a colour means one thing across the charts."""
    law = counted.distribution
    bars = tuple((f"{k} (wiped)" if k == wiped else str(k), p) for k, p in enumerate(law))
    tones: tuple[Tone, ...] = tuple("defender" if k == 0 else "attacker" for k in range(len(law)))
    return Chart(title, bars, counts=True, tones=tones, help=help)


def allocation_chart(outcome: Outcome) -> Chart:
    """W15's outcomes: no casualty, and who picks the casualties when there are some."""
    a = outcome.allocation
    bars = (
        ("No casualty", a.no_casualty),
        ("Defender picks", a.defender_picks),
        ("Attacker picks one", a.attacker_picks_one),
        ("Leader or two", a.attacker_picks_leader_or_two),
    )
    tones: tuple[Tone, ...] = ("defender", "neutral", "attacker", "attacker")
    return Chart(
        "Allocation test",
        bars,
        tones=tones,
        help="Who picks the casualties: 2d6 counting sixes when a casualty is caused (W15)",
    )


_COUNTS = (
    ("Hits", "hits", "To-hit dice that hit; each adds 1 to the counter"),
    ("Failed saves", "failed_saves", "Hits the armour did not stop (W10)"),
    (
        "Suppression markers",
        "suppression_markers",
        "Markers gained: first failed save, hit counter, overflow (W14)",
    ),
)
"""The counts charted after the casualties: title, ``Outcome`` field, help."""


def charts(outcome: Outcome) -> tuple[Chart, ...]:
    """The casualties first (drawn by default), then hits, failed saves, markers, allocation."""
    engaged = outcome.scenario.defender.engaged
    removed = f"Models removed, at most the {engaged} engaged (W13)"
    counted = (_counted_chart(title, getattr(outcome, key), help) for title, key, help in _COUNTS)
    casualties = _counted_chart("Casualties", outcome.casualties, removed, engaged)
    return (casualties, *counted, allocation_chart(outcome))


def at_least_laws(outcome: Outcome) -> tuple[AtLeast, ...]:
    return tuple(
        AtLeast(title, getattr(outcome, key).distribution)
        for title, key, _ in (("Casualties", "casualties", ""), *_COUNTS)
    )


# --- the rolls behind the numbers ------------------------------------------------------------


def comparative_text(comparative: Comparative, mine: int, theirs: int) -> str:
    """W3's sum and its clamp: "3 + 4 − 3 = 4", "3 + 7 − 3 = 7, capped at 5"."""
    raw = comparative.base + mine - theirs
    theirs_text = f"− {theirs}" if theirs >= 0 else f"+ {-theirs}"
    mine_text = f"+ {mine}" if mine >= 0 else f"− {-mine}"
    text = f"{comparative.base} {mine_text} {theirs_text} = {raw}"
    if raw > comparative.maximum:
        text += f", capped at {comparative.maximum}"
    elif raw < comparative.minimum:
        text += f", raised to {comparative.minimum}"
    return text


def _ws_text(scenario: Scenario, index: int) -> str:
    group = scenario.groups[index]
    parts = [f"WS {group.ws}"]
    if group.weapon.ws_plus:
        parts.append(f"{signed(group.weapon.ws_plus)} {group.weapon.name} (WS+)")
    ground = GROUND_WS[scenario.ground]
    if ground:
        parts.append(f"{signed(ground)} {scenario.ground} ground (W8)")
    total = adjusted_ws(group, scenario)
    return " ".join(parts) + (f" = {total}" if len(parts) > 1 else "")


def _kill_text(tests: GroupTests, to: int | None, str_base: int, str_plus: int) -> str:
    if not to:
        why = "no Toughness" if to is None else "To 0 rolls no dice"
        return f"To kill: every failed save is a casualty ({why}, W12)"
    face = max(0, min(FACES, tests.strength))
    strength = f"Str {str_base}"
    if str_plus:
        strength += f" {signed(str_plus)} = {tests.strength}"
    clamped = f", counted as {face}" if face != tests.strength else ""
    return (
        f"To kill: a Toughness test of {count_of(to, 'die')} per failed save, each ≤ {face} "
        f"({strength}{clamped}): {percent(float(tests.kill_chance))} a casualty (W12)"
    )


def details(outcome: Outcome) -> tuple[str, ...]:
    """The numbers behind the figures, a line each, with their rulings: each test's target from
    the profiles, so a player can check the calculator against the rulings page."""
    s = outcome.scenario
    d = s.defender
    c = s.comparative
    lines: list[str] = []
    for index, (group, tests) in enumerate(zip(s.groups, outcome.groups, strict=True)):
        weapon = group.weapon
        mine = adjusted_ws(group, s)
        lines += (
            f"{group.name}: {group.count} engaged × {weapon.name} Atk {weapon.atk} = "
            f"{count_of(group.dice, 'to-hit die')} (W6, W7)",
            f"  To hit: roll ≤ {tests.hit_target} ({percent(float(tests.hit_chance))}): "
            f"{_ws_text(s, index)} against the defender's WS {d.ws}: "
            f"{comparative_text(c, mine, d.ws)} (W3, W7)",
            f"  Saves: roll ≤ {tests.save_target} ({percent(float(tests.save_chance))}) saves: "
            f"Ar {d.ar} against AP {weapon.ap}: {comparative_text(c, d.ar, weapon.ap)} (W3, W10)",
            "  " + _kill_text(tests, d.to, group.strength, weapon.str_plus),
        )
    counter = d.hit_counter
    upto = (counter // FACES + 1) * FACES
    removed = f"{d.engaged} engaged of {count_of(d.models_left, 'model')}"
    markers = count_of(d.suppression_markers, "suppression marker")
    lines += (
        f"Hit counter {counter}: every hit adds 1; the next marker at {upto}, "
        f"{count_of(upto - counter, 'hit')} away (W9)",
        f"{removed}: at most {d.engaged} removed; more casualties caused give one extra "
        "marker (W13)",
        "Suppression markers: 1 for the first failed save (W11), 1 each time the counter "
        "reaches 6, 12… (W9), 1 for more casualties than engaged models (W13)",
    )
    if d.suppression_markers:
        lines.append(f"It already has {markers}: no change to the odds (W14)")
    lines.append("Allocation test: with a casualty, 2d6 counting sixes (W15)")
    return tuple(lines)


def views(outcome: Outcome) -> tuple[OutcomeView, ...]:
    """One view: the defending unit."""
    return (
        OutcomeView(
            outcome.scenario.defender.name,
            headline(outcome) + _more_figures(outcome),
            charts(outcome),
            at_least_laws(outcome),
            details(outcome),
        ),
    )


# --- this project's readings -----------------------------------------------------------------


def notes(outcome: Outcome) -> tuple[Note, ...]:
    """The readings of this project (not in the draft) that decided this outcome."""
    s = outcome.scenario
    d = s.defender
    c = s.comparative
    failed = outcome.failed_saves.at_least_one > 0
    said = (
        (
            "W3",
            True,
            f"Comparative tests (to hit, saves) are one d6 rolled low: success on ≤ base "
            f"{c.base} + mine − theirs, kept from {c.minimum} to {c.maximum}. The draft names "
            "the test but never defines it.",
        ),
        (
            "W7",
            True,
            f"Every attacking model tests its WS against {d.ws}, taken as the highest WS among "
            "all the defender's engaged models (the draft: those it is engaged with).",
        ),
        (
            "W9",
            counter_markers(d.hit_counter, sum(group.dice for group in s.groups)) > 0,
            "A marker each time the hit counter reaches 6, 12, 18… (the draft: "
            '"every time the hit counter passes 6").',
        ),
        ("W11", failed, 'The "first failed save" marker is counted once in each attack.'),
        (
            "W12",
            d.to is not None and d.to >= 2 and failed,
            f"Toughness {d.to}: the tests are rolled one at a time; the draft's other way, "
            '"in parallel", is taken to give the same odds.',
        ),
        ("W12", d.to == 0, "Toughness 0 rolls no dice: every failed save is a casualty."),
        (
            "W15",
            outcome.p_any_casualty > 0,
            'The allocation test is always rolled: the draft says the attacker "may", and '
            "rolling can only help.",
        ),
    )
    return tuple(Note(ruling, text) for ruling, shown, text in said if shown)


# --- advice ----------------------------------------------------------------------------------


def _counter_marker_chance(outcome: Outcome) -> float:
    """W9: P(the counter reaches the next multiple of 6 in this attack)."""
    counter = outcome.scenario.defender.hit_counter
    needed = (counter // FACES + 1) * FACES - counter
    return at_least(outcome.hits.distribution, needed)


def advice(outcome: Outcome) -> tuple[AdviceTable, ...]:
    """Where the markers come from (W14), what each group does, and the allocation test (W15):
    outcomes of the dice, not choices, so no row has a patch."""
    s = outcome.scenario
    overflow = at_least(outcome.casualties_caused.distribution, s.defender.engaged + 1)
    sources = (
        ("First failed save (W11)", outcome.failed_saves.at_least_one),
        ("Hit counter reaching 6, 12… (W9)", _counter_marker_chance(outcome)),
        ("More casualties than engaged (W13)", overflow),
    )
    markers = AdviceTable(
        "Where the suppression markers come from",
        ("Marker", "Chance"),
        tuple(AdviceRow((source, percent(chance))) for source, chance in sources),
        ruling="W14",
        note="Each comes at most once an attack, but the counter's once per 6 hits.",
    )
    caused = [_caused(tests) for tests in outcome.groups]
    best = caused.index(max(caused))
    rows = tuple(
        AdviceRow(
            (
                tests.name,
                str(tests.dice),
                f"{float(tests.dice * tests.hit_chance):.2f}",
                f"{c:.2f}",
            ),
            best=len(caused) > 1 and i == best,
        )
        for i, (tests, c) in enumerate(zip(outcome.groups, caused, strict=True))
    )
    groups = AdviceTable(
        "What each group does",
        ("Group", "Dice", "Expected hits", "Expected casualties caused"),
        rows,
        ruling="W7",
        note="Before the cap at the engaged models (W13); the starred group causes the most.",
    )
    any_casualty = outcome.p_any_casualty
    sixes = enumerate(zip(ALLOCATION_RESULTS, ALLOCATION_CHANCES, strict=True))
    allocation = AdviceTable(
        "Allocation test",
        ("Sixes on 2d6", "Who picks", "Chance"),
        (
            *(
                AdviceRow((str(n), ALLOCATION_WORDS[result], percent(any_casualty * float(p))))
                for n, (result, p) in sixes
            ),
            AdviceRow(("no test", "no casualty", percent(outcome.allocation.no_casualty))),
        ),
        ruling="W15",
        note="Always rolled when a casualty is caused: this project's reading (W15).",
    )
    return (markers, groups, allocation)


def _caused(tests: GroupTests) -> float:
    """A group's expected casualties caused (before W13's cap): dice × hit × unsaved × kill."""
    return float(tests.dice * tests.hit_chance * (1 - tests.save_chance) * tests.kill_chance)


# --- the fight in a line ---------------------------------------------------------------------


def describe(data: Mapping[str, Any]) -> str:
    """The results' title: who attacks whom with what, engaged models, the defender's state,
    the ground and any W3 option off its default."""
    try:
        scenario = read_scenario(data)
    except (RulesError, ScenarioShapeError):
        return _names_only(data)
    d = scenario.defender
    groups = scenario.groups
    if len(groups) == 1 and groups[0].name == scenario.attacker:
        how = f"{groups[0].count} engaged, {groups[0].weapon.name}"
    else:
        how = "; ".join(f"{g.name}: {g.count} × {g.weapon.name}" for g in groups)
    state = [f"{d.engaged} engaged"]
    if d.models_left != d.engaged:
        state[0] += f" of {d.models_left} models"
    if d.hit_counter:
        state.append(f"hit counter {d.hit_counter}")
    if d.suppression_markers:
        state.append(count_of(d.suppression_markers, "suppression marker"))
    text = f"{scenario.attacker} ({how}) against {d.name} ({', '.join(state)})"
    if scenario.ground != "level":
        text += f", from {scenario.ground} ground"
    c = scenario.comparative
    if c != Comparative():
        text += f"; comparative test {c.base}, {c.minimum} to {c.maximum} (W3)"
    return text


def _names_only(data: Mapping[str, Any]) -> str:
    names = []
    for side in ("attacker", "defender"):
        value = data.get(side) if isinstance(data, Mapping) else None
        name = value.get("name") if isinstance(value, Mapping) else None
        names.append(name if isinstance(name, str) and name else side.capitalize())
    return f"{names[0]} against {names[1]}"
