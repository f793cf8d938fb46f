"""The results pane's view of a fight: figures with what each counts, the states as the main chart
(the attacker's too with Reaction attacks), counts and "at least" laws, the rolls and modifiers
with their rulings, and the readings of this program that decided the outcome."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from gangfight_gui.rules.engine.distribution import trim
from gangfight_gui.rules.game import OutcomeView, find_game
from gangfight_gui.rules.necromunda.outcome import Outcome, calculate
from gangfight_gui.rules.necromunda.scenario import read_scenario
from tests.rules.necromunda.profiles import PAGE_SCENARIO, fighter, scenario

GAME = find_game("necromunda")


def _view(data: dict[str, Any]) -> tuple[Outcome, OutcomeView]:
    outcome = GAME.calculate(GAME.read_scenario(data))
    (view,) = GAME.views(outcome)
    return outcome, view


def test_headline_says_what_each_figure_counts() -> None:
    """The headline's "Any injury" says it leaves out Wounded, with Wounded's own chance."""
    outcome = GAME.calculate(GAME.read_scenario(PAGE_SCENARIO))
    out = GAME.outcome_json(outcome)
    figures = {f.key: f for f in GAME.headline(outcome)}
    assert list(figures) == [
        "p_out_of_action",
        "p_seriously_injured",
        "p_injured",
        "reaction.p_out_of_action",
        "reaction.p_seriously_injured",
    ]
    assert figures["p_out_of_action"].probability == out["p_out_of_action"]
    injured = figures["p_injured"]
    assert injured.probability == out["p_injured"]
    assert "Wounded" in injured.help and "not counted" in injured.help
    assert "0.0%" in injured.help  # the page's Juve has one wound: never only wounded
    assert figures["reaction.p_out_of_action"].tone == "defender"
    assert figures["p_out_of_action"].tone == "attacker"
    assert all(f.help for f in figures.values())
    two = scenario(fighter("A", a=3), fighter("T", w=2))
    wounded = GAME.calculate(GAME.read_scenario(two)).action.states["wounded"]
    any_injury = {f.key: f for f in GAME.headline(GAME.calculate(GAME.read_scenario(two)))}
    assert f"{float(wounded) * 100:.1f}%" in any_injury["p_injured"].help


def test_main_chart_is_the_target_states_with_tones() -> None:
    outcome, view = _view(PAGE_SCENARIO)
    assert view.name == "Juve"
    main, attacker = view.charts[:2]
    assert main.title == "Juve after the fight"
    assert [label for label, _ in main.bars] == [
        "Unharmed",
        "Wounded",
        "Flesh wound",
        "Seriously injured",
        "Out of action",
    ]
    keys = ("unharmed", "wounded", "flesh_wound", "seriously_injured", "out_of_action")
    assert [p for _, p in main.bars] == [float(outcome.action.states[k]) for k in keys]
    assert main.tones == ("defender", "attacker", "attacker", "attacker", "attacker")
    # With Reaction attacks the attacker's states follow, their tones the other way round.
    assert attacker.title == "Ganger after the Reaction attacks"
    assert attacker.bars[0][0] == "No reaction"
    assert attacker.tones == (
        "attacker",
        "attacker",
        "defender",
        "defender",
        "defender",
        "defender",
    )
    assert abs(sum(p for _, p in attacker.bars) - 1) < 1e-12
    assert (
        GAME.views(GAME.calculate(GAME.read_scenario(PAGE_SCENARIO | {"reaction": False})))[0]
        .charts[1]
        .title
        == "Hits"
    )


def test_counts_and_at_least_laws_are_the_calc_laws() -> None:
    outcome, view = _view(PAGE_SCENARIO)
    out = GAME.outcome_json(outcome)
    laws = {law.title: law for law in view.at_least}
    assert list(laws)[:5] == ["Hits", "Wounding hits", "Unsaved wounds", "Damage", "Injury dice"]
    assert laws["Hits"].law == tuple(out["hits"]["distribution"])
    assert laws["Damage"].law == tuple(out["damage"]["distribution"])
    assert laws["Reaction: Hits"].law == tuple(out["reaction"]["hits"]["distribution"])
    assert laws["Reaction: Hits"].tone == "defender"
    hits = next(chart for chart in view.charts if chart.title == "Hits")
    assert hits.counts and [p for _, p in hits.bars] == list(trim(out["hits"]["distribution"]))
    assert hits.tones[0] == "defender" and set(hits.tones[1:]) == {"attacker"}


def test_details_give_each_roll_with_its_modifiers_and_rulings() -> None:
    data = scenario(
        fighter("Vorne", "Power edge", "Chain blade", s=4, a=2, ws=3),
        fighter("Kattar", t=4, sv=4, flesh_wounds=2, w=2),
        weapons=["Power edge", "Chain blade"],
        charging=True,
        assists=1,
        turn_to_face=True,
        broken=True,
    )
    _, view = _view(data)
    assert view.details == (
        "Vorne: 4 Attack dice (A 2, +1 two weapons, +1 charging: N6): Power edge 2, Chain blade 2",
        "Hit roll: WS 3+, +1 assist (N9), −1 turned to face (N4), −2 broken (N9*): needs 5+; "
        "a natural 1 always misses (N9)",
        "Power edge: 2 dice, S5 (S+1) against T2 (4 − 2 flesh wounds): wounds on 2+ (N10*); "
        "save 6+ (Sv 4+, AP −2) (N11*); D1",
        "Chain blade: 2 dice, S5 (S+1) against T2 (4 − 2 flesh wounds): wounds on 2+ (N10*); "
        "save 4+ (Sv 4+, AP 0) (N11*); D1",
        "Damage: Kattar has 2 wounds: up to 1 point costs a wound, every further point is an "
        "injury die (N12*)",
        "Injury dice: faces 2 flesh wound, 3 seriously injured, 1 out of action (the default, "
        "N13*); Kattar goes out of action at 2 more flesh wounds (T 4)",
        "* this program's reading, where the game text says nothing (see the notes)",
    )


def test_notes_are_the_readings_that_applied() -> None:
    """N8 auto, N9's Broken, N10–N13 when their roll can happen, N15, N17's seriously injured."""
    odd = scenario(
        fighter("A", "Power edge", "Chain blade", s=4, a=2),
        fighter("T", t=4, sv=4, flesh_wounds=2, status="seriously_injured"),
        weapons=["Power edge", "Chain blade"],
        broken=True,
    )
    notes = GAME.notes(GAME.calculate(GAME.read_scenario(odd)))
    assert [n.ruling for n in notes] == ["N8", "N9", "N10", "N11", "N12", "N13", "N17"]
    assert "went to Power edge" in notes[0].text
    assert "T 2, 4 − 2 flesh wounds" in notes[2].text
    # Attacks that cannot hit decide nothing past the hit roll.
    none = GAME.notes(GAME.calculate(GAME.read_scenario(scenario(fighter("A", a=0), fighter("T")))))
    assert none == ()
    sidearm = scenario(fighter("A", "Stub pistol", a=3), fighter("T"), weapons=["Stub pistol"])
    assert GAME.notes(GAME.calculate(GAME.read_scenario(sidearm)))[0].ruling == "N7"
    page = GAME.notes(GAME.calculate(GAME.read_scenario(PAGE_SCENARIO)))
    assert [n.ruling for n in page] == ["N10", "N10", "N11", "N12", "N13", "N15"]
    assert all("this program's" in n.text for n in page)


def test_a_reaction_default_leaves_out_weapons_still_to_fill_in() -> None:
    target = fighter("T", "Knife")
    target["weapons"].append({"name": "Chain Glaive*", "profile": "to fill in"})
    data = scenario(fighter("A"), target, reaction=True)
    plan = read_scenario(data)
    assert plan.reaction is not None and plan.reaction.attack_dice == {"Knife": 1}
    notes = GAME.notes(calculate(plan))
    assert any("Chain Glaive* left out" in n.text for n in notes)
    assert (
        GAME.calculate(plan).p_reaction
        == Fraction(1)
        - calculate(plan).action.states["seriously_injured"]
        - calculate(plan).action.states["out_of_action"]
    )
