"""Each member of the ``Game`` protocol as the window will use it, for WarStrike.

Rosters are read as the window reads them: entries of the sample rosters (tests/conftest's
ROSTERS), a fight set up from ``choices``, circumstances set by their dotted keys.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from gangfight_gui.rules.engine.paths import get_path, set_path
from gangfight_gui.rules.game import Figure, Limits, TickBoxes
from gangfight_gui.rules.kinds import CHOICE
from gangfight_gui.rules.warstrike.game import GAME
from tests.conftest import ROSTERS
from tests.rules.warstrike import scenarios as S


def _units(name: str) -> dict[str, dict[str, Any]]:
    data = json.loads((ROSTERS / name).read_text(encoding="utf-8"))
    return {unit["name"]: unit for unit in data["models"]}


REAVERS = _units("warstrike_salt_reavers.json")
WATCH = _units("warstrike_harbour_watch.json")
DECKHANDS = REAVERS["Reaver deckhands"]
PIKEMEN = WATCH["Watch pikemen"]


def _outcome(data: dict[str, Any]) -> Any:
    return GAME.calculate(GAME.read_scenario(data))


# --- attack kinds and offers -----------------------------------------------------------------


def test_one_kind_melee_attacks_refused_with_rulings() -> None:
    (kind,) = GAME.attack_kinds
    assert (kind.key, kind.label, kind.ruling) == ("melee", "Melee Attacks", "W1")
    (offer,) = GAME.offers(DECKHANDS, PIKEMEN)
    assert offer.offered and offer.kind is kind
    assert GAME.offers(None, PIKEMEN)[0].refusal == "Pick an attacking unit first"
    bare = GAME.offers(DECKHANDS | {"weapons": []}, PIKEMEN)[0].refusal
    assert bare == (
        "Reaver deckhands has no melee weapon, and the draft has no unarmed attack (W5)"
    )
    assert GAME.offers(DECKHANDS | {"models": 0}, PIKEMEN)[0].refusal == (
        "Reaver deckhands is destroyed: no model left to attack with (W17)"
    )
    assert GAME.offers(DECKHANDS, PIKEMEN | {"models": 0})[0].refusal == (
        "Watch pikemen is destroyed: it has no model left to be attacked (W17)"
    )
    assert GAME.offers(DECKHANDS, None)[0].offered  # no target picked yet


# --- choices -----------------------------------------------------------------------------------


def test_choices_are_the_units_weapons_in_roster_order() -> None:
    """W5: one weapon a model group, labelled by the weapon as the roster names it."""
    choices = GAME.choices(DECKHANDS, [PIKEMEN], "melee")
    assert [c.label for c in choices] == ["Hanger", "Gaff hook"]
    for choice, weapon in zip(choices, DECKHANDS["weapons"], strict=True):
        (group,) = choice.scenario["attacker"]["groups"]
        assert group["weapon"] == {
            k: weapon[k] for k in ("name", "atk", "ws_plus", "ap", "str_plus")
        }
        assert group["count"] == 10  # every model engaged (this project's matchup reading)
        assert choice.scenario["defender"]["engaged"] == 8  # min of both units' models
        assert choice.scenario["defender"]["models"] == 8
        assert GAME.choice_label(choice.scenario) == choice.label
    # No choice within a weapon choice (W5 leaves none): each is its own only variant.
    assert GAME.choice_variants(choices[1].scenario) == (choices[1],)
    assert GAME.pair_scenarios(DECKHANDS, PIKEMEN) == tuple(c.scenario for c in choices)
    assert GAME.choices(DECKHANDS, [PIKEMEN], "shooting") == ()
    assert GAME.choices(None, [PIKEMEN], "melee") == ()
    assert GAME.choices(DECKHANDS, [], "melee") == ()


def test_the_best_choice_is_the_gaff_hook_not_the_first() -> None:
    """Deckhands once defaulted to the hanger (0.83 casualties) though the gaff hook gives
    1.48; ``score`` ranks the gaff hook first, as the window preselects."""
    scored = {
        c.label: (GAME.score(o), GAME.headline(o)[0].probability)
        for c in GAME.choices(DECKHANDS, [PIKEMEN], "melee")
        for o in [_outcome(c.scenario)]
    }
    assert max(scored, key=lambda label: scored[label][0]) == "Gaff hook"
    assert round(scored["Gaff hook"][1], 2) == 1.48 and round(scored["Hanger"][1], 2) == 0.83


# --- fields ------------------------------------------------------------------------------------


def test_scenario_fields_are_the_builders_circumstances() -> None:
    specs = {f.key: f for f in GAME.scenario_fields}
    assert list(specs) == [
        "ground",
        "attacker.groups.0.count",
        "defender.engaged",
        "defender.models",
        "defender.hit_counter",
        "defender.suppression_markers",
    ]
    assert {k for k, f in specs.items() if f.matchup} == {
        "ground",
        "attacker.groups.0.count",
        "defender.engaged",
    }
    assert all(f.group for f in specs.values())
    assert specs["ground"].label_of("higher") == "Higher: +1 WS"
    # Every key is a place of the choice's scenario: set it, and calc reads it.
    (choice, _) = GAME.choices(DECKHANDS, [PIKEMEN], "melee")
    for key, spec in specs.items():
        assert get_path(choice.scenario, key) is not None or key == "ground", key
        edited = copy.deepcopy(choice.scenario)
        value = spec.choices[-1] if spec.kind is CHOICE else 9 if key == "defender.models" else 3
        set_path(edited, key, value)
        assert get_path(edited, key) == value
        GAME.calculate(GAME.read_scenario(edited))


def test_house_rules_hold_w3s_options_and_the_builder_does_not() -> None:
    house = {f.key: f for f in GAME.house_rules}
    assert list(house) == [
        "rules.comparative.base",
        "rules.comparative.min",
        "rules.comparative.max",
    ]
    assert [house[k].default for k in house] == [3, 1, 5]  # W3's defaults
    assert all(f.ruling == "W3" and f.reading for f in house.values())
    assert not any(f.key.startswith("rules.") for f in GAME.scenario_fields)
    data = copy.deepcopy(S.PAGE)
    for spec in GAME.house_rules:
        set_path(data, spec.key, spec.default)
    assert GAME.outcome_json(_outcome(data)) == GAME.outcome_json(_outcome(S.PAGE))


def test_entry_fields_carry_their_flags() -> None:
    model = {f.key: f for f in GAME.model_fields}
    assert {k for k, f in model.items() if f.tweak} == {"ws", "str", "ar", "to"}
    assert {k for k, f in model.items() if f.state} == {
        "models",
        "hit_counter",
        "suppression_markers",
    }
    assert {k for k, f in model.items() if not f.column} == {
        "notes", "models", "hit_counter", "suppression_markers"
    }  # fmt: skip
    assert model["notes"].maximum == 10_000  # the README's Limits table
    assert {f.key for f in GAME.weapon_fields if f.on_card} >= {"atk", "ws_plus", "ap", "str_plus"}


def test_field_limits_bind_engaged_and_models_left() -> None:
    """W17: engaged ≤ models left; W3: min ≤ max."""
    (choice, _) = GAME.choices(DECKHANDS, [PIKEMEN | {"models": 3}], "melee")
    limits = GAME.field_limits(choice.scenario)
    assert limits["defender.engaged"] == Limits(
        1, 3, hint="at most the 3 models it has left (W6, W17)"
    )
    assert limits["defender.models"].minimum == 3
    assert limits["defender.models"].hint == "at least the 3 engaged (W17)"
    page = GAME.field_limits(S.MIN0_MAX6)
    assert (page["rules.comparative.min"].maximum, page["rules.comparative.max"].minimum) == (6, 0)
    assert GAME.field_limits({}) == {}


# --- describe and the views ----------------------------------------------------------------------


def test_describe_names_every_circumstance_that_counts() -> None:
    (_, gaff) = GAME.choices(DECKHANDS, [PIKEMEN | {"models": 5, "hit_counter": 2}], "melee")
    set_path(gaff.scenario, "ground", "higher")
    assert GAME.describe(gaff.scenario) == (
        "Reaver deckhands (10 engaged, Gaff hook) against Watch pikemen (5 engaged, hit counter 2),"
        " from higher ground"
    )
    assert GAME.describe(S.PAGE) == (
        "Boarding party (Deckhands: 6 × Cutlass; Bosun: 1 × Boarding axe) against Crew "
        "(5 engaged, hit counter 2)"
    )
    data = copy.deepcopy(S.MIN0_MAX6)
    data["defender"] |= {"models": 4, "suppression_markers": 2}
    assert GAME.describe(data) == (
        "Attackers (Cutlass: 1 × Cutlass) against Defenders (2 engaged of 4 models, hit counter 4, "
        "2 suppression markers); comparative test 3, 0 to 6 (W3)"
    )
    assert GAME.describe({"attacker": {"name": "A"}}) == "A against Defender"


def test_expected_casualties_are_coloured_by_the_number_shown() -> None:
    """The matrix once coloured the 1.48 cell white (P(wiped) 0) and a 0.44 cell red.
    Expected casualties now have their scale, the engaged models: a colour means the share of
    the engaged models expected removed, never the chance of a wipe."""
    (_, gaff) = GAME.choices(DECKHANDS, [PIKEMEN], "melee")
    outcome = _outcome(gaff.scenario)
    first = GAME.headline(outcome)[0]
    assert first.expected and first.scale == 8 and first.tone == "attacker"
    assert first.text == "1.48" and outcome.p_unit_wiped < 1e-3
    assert first.share == pytest.approx(outcome.casualties.mean / 8)
    assert first.share > 0.18  # no longer white
    assert "engaged" in first.help
    for figure in GAME.views(outcome)[0].figures:
        assert 0.0 <= figure.share <= 1.0 and figure.help
        assert figure.tone == "attacker"  # every figure grows with the attacker's success


def test_views_charts_tones_and_at_least() -> None:
    outcome = _outcome(S.PAGE)
    (view,) = GAME.views(outcome)
    assert view.name == "Crew"
    assert [f.key for f in view.figures][:4] == [f.key for f in GAME.headline(outcome)]
    titles = [c.title for c in view.charts]
    assert titles == [
        "Casualties",
        "Hits",
        "Failed saves",
        "Suppression markers",
        "Allocation test",
    ]
    for chart in view.charts:
        assert len(chart.tones) == len(chart.bars)
        assert sum(p for _, p in chart.bars) == pytest.approx(1, abs=1e-9)
        if chart.counts:  # one meaning per colour: none is the defender's, any the attacker's
            assert chart.tones[0] == "defender" and set(chart.tones[1:]) == {"attacker"}
    allocation = view.charts[-1]
    assert [t for _, t in zip(allocation.bars, allocation.tones, strict=True)] == [
        "defender", "neutral", "attacker", "attacker"
    ]  # fmt: skip
    assert [a.title for a in view.at_least] == [
        "Casualties", "Hits", "Failed saves", "Suppression markers"
    ]  # fmt: skip
    assert view.at_least[0].law == outcome.casualties.distribution


def test_details_spell_out_each_test_with_its_ruling() -> None:
    (view,) = GAME.views(_outcome(S.PAGE))
    assert view.details[:4] == (
        "Deckhands: 6 engaged × Cutlass Atk 2 = 12 to-hit dice (W6, W7)",
        "  To hit: roll ≤ 3 (50.0%): WS 3 against the defender's WS 3: 3 + 3 − 3 = 3 (W3, W7)",
        "  Saves: roll ≤ 5 (83.3%) saves: Ar 3 against AP 1: 3 + 3 − 1 = 5 (W3, W10)",
        "  To kill: a Toughness test of 1 die per failed save, each ≤ 3 (Str 3): 50.0% a "
        "casualty (W12)",
    )
    assert (
        "  To hit: roll ≤ 3 (50.0%): WS 4 −1 Boarding axe (WS+) = 3 against the defender's "
        "WS 3: 3 + 3 − 3 = 3 (W3, W7)"
    ) in view.details
    assert "Hit counter 2: every hit adds 1; the next marker at 6, 4 hits away (W9)" in view.details
    (clamped,) = GAME.views(_outcome(S.CLAMPED))
    assert any("capped at 5" in line for line in clamped.details)  # Anchor hammer: 3+6+2... > 5
    assert any("raised to 1" in line and "lower ground (W8)" in line for line in clamped.details)
    assert any("counted as 6" in line for line in clamped.details)  # Str 7 (W12)


def test_notes_name_the_readings_that_applied() -> None:
    rulings = [n.ruling for n in GAME.notes(_outcome(S.PAGE))]
    assert rulings == ["W3", "W7", "W9", "W11", "W15"]  # To 1: no "in parallel" reading
    assert "W12" in [n.ruling for n in GAME.notes(_outcome(S.CLAMPED))]  # To 3
    # The counter cannot reach 6 with one die from 0: no W9 note.
    assert "W9" not in [n.ruling for n in GAME.notes(_outcome(S.ONE_BLOW))]
    never = copy.deepcopy(S.ONE_BLOW)
    never["attacker"]["groups"][0]["weapon"]["atk"] = 0
    assert [n.ruling for n in GAME.notes(_outcome(never))] == ["W3", "W7"]


def test_advice_tables() -> None:
    outcome = _outcome(S.PAGE)
    markers, groups, allocation = GAME.advice(outcome)
    assert markers.ruling == "W14" and len(markers.rows) == 3
    assert groups.columns == ("Group", "Dice", "Expected hits", "Expected casualties caused")
    assert [r.cells[:2] for r in groups.rows] == [("Deckhands", "12"), ("Bosun", "1")]
    assert [r.best for r in groups.rows] == [True, False]  # 12 × 1/2 × 1/6 × 1/2 = 0.5 > 1/4
    assert groups.rows[0].cells[3] == "0.50" and groups.rows[1].cells[3] == "0.25"
    assert allocation.ruling == "W15"
    assert [r.cells[2] for r in allocation.rows] == ["38.2%", "15.3%", "1.5%", "45.0%"]
    assert all(r.patch is None for t in (markers, groups, allocation) for r in t.rows)


def test_what_ifs_are_single_changes_and_their_patches_make_them() -> None:
    (hanger, _) = GAME.choices(DECKHANDS | {"models": 6}, [PIKEMEN], "melee")
    found = {w.label: w for w in GAME.what_ifs(hanger.scenario)}
    assert list(found)[:3] == [
        "From higher ground (+1 WS, W8)",
        "One more attacking model engaged (W6)",
        "One more defending model engaged (W6, W13)",
    ]
    assert "Hanger, Atk +1 (W7)" in found
    before = _outcome(hanger.scenario)
    for what in found.values():
        changed = _outcome(what.scenario)  # every what-if calculates
        # Each can only add casualties; all but a defender more also raise the score (one more
        # engaged makes a wipe less likely, and the score counts casualties per engaged model).
        assert changed.casualties.mean >= before.casualties.mean, what.label
        if "defending model" not in what.label:
            assert GAME.score(changed) >= GAME.score(before), what.label
        if what.patch is not None:
            patched = copy.deepcopy(hanger.scenario)
            for key, value in what.patch.items():
                set_path(patched, key, value)
            assert patched == what.scenario
    # Engaged already at the models left: no more defenders to engage (W17).
    (full, _) = GAME.choices(DECKHANDS, [PIKEMEN], "melee")
    assert not any("defending model" in w.label for w in GAME.what_ifs(full.scenario))
    assert GAME.what_ifs({"game": "warstrike"}) == ()


def test_what_ifs_of_a_defender_given_as_a_list_of_one_unit_are_those_of_the_unit() -> None:
    # W5: a list of one unit reads as the unit; its what-ifs are the same fights, not a KeyError.
    (hanger, _) = GAME.choices(DECKHANDS | {"models": 6}, [PIKEMEN], "melee")
    listed = {**hanger.scenario, "defender": [hanger.scenario["defender"]]}
    assert [(w.label, w.scenario) for w in GAME.what_ifs(listed)] == [
        (w.label, w.scenario) for w in GAME.what_ifs(hanger.scenario)
    ]


# --- entries ---------------------------------------------------------------------------------


def test_entry_problems_speak_of_units() -> None:
    assert GAME.entry_problems(DECKHANDS) == ()
    (too_many,) = GAME.entry_problems(DECKHANDS | {"models": 12})
    assert too_many.message == "Reaver deckhands: 12 models left, but the unit has only 10 (W17)"
    assert (too_many.field, too_many.error) == ("models", True)
    (bare,) = GAME.entry_problems(DECKHANDS | {"weapons": []})
    assert bare.message.startswith("Reaver deckhands cannot attack: it has no melee weapon")
    assert not bare.error
    twice = DECKHANDS | {"weapons": [DECKHANDS["weapons"][0]] * 2}
    (same,) = GAME.entry_problems(twice)
    assert "2 weapons named 'Hanger'" in same.message and "(W5)" in same.message
    huge = DECKHANDS | {"count": 50, "weapons": [DECKHANDS["weapons"][0] | {"atk": 13}]}
    (dice,) = GAME.entry_problems(huge)
    assert dice.field == "weapons[0].atk" and "650 to-hit dice" in dice.message
    for problem in (too_many, bare, same, dice):
        assert "[" not in problem.message and "attacker." not in problem.message  # no JSON path


def test_entry_facts_and_card_boxes() -> None:
    facts = GAME.entry_facts(DECKHANDS)
    assert facts[0] == "No Toughness: every failed save against it is a casualty (W12)"
    assert facts[1] == (
        "Hanger: 20 to-hit dice with all 10 models engaged, WS 3, Str 3, AP 1 (W6, W7, W12)"
    )
    worn = GAME.entry_facts(PIKEMEN | {"models": 2, "suppression_markers": 3})
    assert worn[0] == "In this battle: 2 of 8 models left, 3 suppression markers (W17)"
    assert "2 to-hit dice with all 2 models engaged" in worn[2]
    assert GAME.card_boxes(DECKHANDS) == (TickBoxes("Models", 10),)
    assert GAME.card_boxes(WATCH["Watch sergeant"]) == (TickBoxes("Models", 1),)


def test_headline_figures_are_figures() -> None:
    figures = GAME.headline(_outcome(S.MIN0_MAX6))
    assert all(isinstance(f, Figure) for f in figures)
    assert [f.scale for f in figures] == [2, 1, 1, 1]


def test_model_boxes_tick_the_models_lost_w17() -> None:
    """W17's example: a unit of 5 left with 2, then none (destroyed)."""
    five = DECKHANDS | {"count": 5}
    assert GAME.card_boxes(five, {"models": None}) == (TickBoxes("Models", 5, 0),)
    assert GAME.card_boxes(five, {"models": 5}) == (TickBoxes("Models", 5, 0),)
    assert GAME.card_boxes(five, {"models": 2, "hit_counter": 8}) == (TickBoxes("Models", 5, 3),)
    assert GAME.card_boxes(five, {"models": 0}) == (TickBoxes("Models", 5, 5),)
    assert GAME.card_boxes(five | {"models": 2}) == (TickBoxes("Models", 5, 0),)  # a card
