"""Gangfight under the Game protocol: found by its entry point, and an outcome as the results pane
shows it (figures, charts, "at least" laws, rolls and modifiers, readings, drops), to the numbers of
docs/cli.md's example: the Orc Brave's great axe against the Human Veteran."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.rules import registry
from gangfight_gui.rules.engine.distribution import at_least_table
from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.gangfight.game import GAME
from gangfight_gui.rules.gangfight.outcome import AttackOutcome
from tests.rules.gangfight.entries import DUELLIST, GOBLINS, KNIGHT, ORC, SHOOTER, VETERAN

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "orc_vs_veteran.json"


def _outcome(scenario: dict[str, Any]) -> AttackOutcome:
    return GAME.calculate(GAME.read_scenario(scenario))


def _example() -> AttackOutcome:
    return _outcome(json.loads(EXAMPLE.read_text(encoding="utf-8")))


def test_found_through_its_entry_point() -> None:
    assert find_game(None) is GAME
    assert find_game("gangfight") is GAME
    assert registry.target("gangfight") == "gangfight_gui.rules.gangfight.game:GAME"
    assert registry.known_keys()[:3] == ("gangfight", "necromunda", "warstrike")
    assert not registry.protocol_problems(GAME, "gangfight")


def test_headline_figures_of_the_cli_md_example() -> None:
    figures = GAME.headline(_example())
    assert [f.key for f in figures] == [
        "final_wounds.mean",
        "p_at_least_one_wound",
        "p_incapacitated",
        "p_dead",
    ]
    assert [f.text for f in figures] == ["0.93", "52.0%", "3.2%", "0.0%"]
    wounds = figures[0]
    assert wounds.expected and wounds.scale == 4  # out of the 4 wounds the Veteran has left
    assert wounds.share == pytest.approx(wounds.probability / 4)
    assert {f.tone for f in figures} == {"attacker"}
    assert all(f.help for f in figures)
    assert GAME.score(_example()) == pytest.approx(figures[0].probability)


def test_a_view_per_target_with_its_laws() -> None:
    [view] = GAME.views(_example())
    outcome = _example()
    assert view.name == "Human Veteran"
    titles = [c.title for c in view.charts]
    assert titles == ["Wounds taken", "After the attack", "Hits", "Wounds before armour"]
    for chart in view.charts:
        assert sum(p for _, p in chart.bars) == pytest.approx(1.0, abs=1e-9)
        assert len(chart.tones) == len(chart.bars)
    wounds = view.charts[0]
    assert wounds.counts and wounds.bars[0] == ("0", pytest.approx(0.48, abs=5e-4))
    assert wounds.tones[0] == "defender" and set(wounds.tones[1:]) == {"attacker"}
    assert wounds.bars[-1][0] == "6+"  # the tail past SHOWN in one bar
    state = dict(view.charts[1].bars)
    assert state["Incapacitated"] == pytest.approx(outcome.target.p_incapacitated)
    assert state["Dead"] == 0.0
    assert view.at_least[0].title == "Wounds taken"
    assert tuple(view.at_least[0].law) == outcome.target.final_wounds
    table = at_least_table(view.at_least[0].law)
    assert table[1] == pytest.approx(0.520, abs=5e-4)  # docs/cli.md: 1+: 52.0%


def test_rolls_and_modifiers_with_their_rulings() -> None:
    [view] = GAME.views(_example())
    assert view.details == (
        "Attack roll: 3 dice against TN 4",
        "Armour roll: 4 dice against TN 6",
        "DAM 4+2: Great axe (R13)",
        "Attack roll: 3 dice at TN 4",
        "Hits: expected 1.80",
        "At least one hit: 87.5%",
        "Wounds: expected 1.80 before armour",
        "Armour roll: 4 dice at TN 6; drops 2 → 2 dice at TN 4",
        "Endurance: EN 4, 4 left before the attack",
    )


def test_the_drop_advice_is_clickable_by_patch() -> None:
    attack, armour = GAME.advice(_example())
    assert attack.title == "Attacker's drop" and attack.ruling == "R4, R5"
    # docs/cli.md's table: drop 0* 3 dice TN 4 1.80 0.93 3.2% 52.0%; drop 1…; drop 2…
    assert [r.cells for r in attack.rows] == [
        ("0", "3", "4", "1.80", "0.93", "3.2%", "52.0%"),
        ("1", "2", "3", "1.60", "0.75", "1.2%", "47.7%"),
        ("2", "1", "2", "1.00", "0.33", "0.1%", "27.2%"),
    ]
    assert [r.best for r in attack.rows] == [True, False, False]
    assert [r.patch for r in attack.rows] == [{"attack_drop": d} for d in (0, 1, 2)]
    # The Veteran drops two armour dice whatever he must negate (R5).
    assert armour.title == "Defender's armour drop"
    assert [r.cells for r in armour.rows] == [("1–11 wounds", "2", "2 dice at TN 4")]
    assert all(r.patch is None for r in armour.rows)  # the defender's choice, not the player's
    free = GAME.choices(ORC, (VETERAN,), "free_strike")[0].scenario
    [only, _] = GAME.advice(_outcome(free))
    assert only.note == "No drop to choose: a Free Strike drops nothing (R20)."


def test_a_drop_set_by_hand_is_not_starred_as_the_best() -> None:
    """R5's star marks the best of the drops compared; a drop set by hand is the only one worked
    out, so the adviser stars nothing and says how to compare them (drop 2 is the worst here)."""
    scenario = GAME.choices(ORC, (VETERAN,), "melee")[0].scenario | {"attack_drop": 2}
    [attack, _armour] = GAME.advice(_outcome(scenario))
    assert [r.cells[0] for r in attack.rows] == ["2"]
    assert [r.best for r in attack.rows] == [False]
    assert "set by hand" in attack.note and "auto" in attack.note


def test_notes_are_the_readings_that_decided_the_outcome() -> None:
    assert [n.ruling for n in GAME.notes(_example())] == ["R14"]
    assert "applied together" in GAME.notes(_example())[0].text
    dead = VETERAN | {"wounds_taken": 4}
    rulings = [n.text for n in GAME.notes(_outcome(_choice(ORC, dead, "melee")))]
    assert rulings == ["Human Veteran is incapacitated already: any wound of this attack kills it"]
    trample = _outcome(GAME.choices(KNIGHT, GOBLINS, "trample")[0].scenario)
    assert [n.ruling for n in GAME.notes(trample)] == ["R14", "R17", "R17"]
    power = _outcome(_choice(ORC, VETERAN, "power"))
    assert [n.ruling for n in GAME.notes(power)] == ["R5"]  # it cannot wound (R18)
    fall = _outcome(_choice(None, ORC, "falling") | {"fall_distance": 4.0})
    assert [n.ruling for n in GAME.notes(fall)] == ["R14", "R22"]
    blast = _choice(SHOOTER, ORC, "aoe_indirect") | {"cover": "soft"}
    assert [n.ruling for n in GAME.notes(_outcome(blast))] == ["R14", "R23", "R24"]


def _choice(attacker: dict[str, Any] | None, target: dict[str, Any], kind: str) -> dict[str, Any]:
    return dict(GAME.choices(attacker, (target,), kind)[0].scenario)


def test_figures_of_attacks_that_do_not_wound_and_of_a_trample() -> None:
    power = _outcome(_choice(ORC, VETERAN, "power"))
    figures = GAME.headline(power)
    assert [f.label for f in figures] == ["Knock-back", "Knocked down"]
    assert GAME.score(power) == pytest.approx(1.8)  # R5's measure: expected hits (R18)
    assert [c.title for c in GAME.views(power)[0].charts] == ["Knock-back (inches)"]
    trample = _outcome(GAME.choices(KNIGHT, GOBLINS, "trample")[0].scenario)
    views = GAME.views(trample)
    assert [v.name for v in views] == ["Goblin 1", "Goblin 2", "Goblin 3"]
    keys = [f.key for f in views[2].figures]
    assert keys[0] == "targets[2].final_wounds.mean"
    assert keys[-1] == "targets[2].p_free_strike"
    strike = views[2].figures[-1]
    assert strike.tone == "defender"  # a miss lets the target strike back (R17)
    assert len(GAME.headline(trample)) == 3 * len(views[0].figures)


def test_describe_names_every_circumstance_that_counts() -> None:
    shot = _choice(SHOOTER, ORC | {"wounds_taken": 1}, "ranged") | {
        "cover": "soft",
        "target_prone": True,
        "attack_drop": 1,
    }
    shot["rules"] = {"incapacitation": "more_than_endurance", "long_range": "beyond_range"}
    shot["range_band"] = "long"
    assert GAME.describe(shot) == (
        "Ranged attack: Marksman (Crossbow) against Orc Brave; long range; soft cover; "
        "target prone; Orc Brave has 1 wound taken; attack drop 1; incapacitated past EN "
        "(R14 option); long range beyond R (R15 option)"
    )
    assert GAME.describe(_choice(DUELLIST, VETERAN, "melee")) == (
        "Melee attack: Duellist (Sword) against Human Veteran"
    )
    fall = _choice(None, ORC, "falling")
    assert GAME.describe(fall) == 'Falling: Orc Brave; falls 3"'


@pytest.mark.parametrize(("kind", "word"), [("aoe_direct", "Width"), ("aoe_indirect", "Radius")])
def test_r23_an_areas_successes_are_its_width_or_radius_in_text_and_window(
    kind: str, word: str
) -> None:
    """R23: a Direct area attack's successes are the line's width, an Indirect one's the blast's
    radius: `calc`'s text and the window's dodge table name the same."""
    outcome = _outcome(_choice(SHOOTER, ORC, kind))
    assert re.search(rf"^ *{word} +expected", GAME.outcome_text(outcome), re.MULTILINE)
    dodge = next(table for table in GAME.advice(outcome) if table.title.startswith("Dodge"))
    assert dodge.columns[0] == word
