"""Properties of larger scenarios than brute force can enumerate (hypothesis)."""

from __future__ import annotations

import copy
from fractions import Fraction
from typing import Any

import orjson
from hypothesis import given, settings
from hypothesis import strategies as st

from gangfight_gui.rules.engine.distribution import trim
from gangfight_gui.rules.engine.laws import Law
from gangfight_gui.rules.engine.sources import SeededDice, TypedDice
from gangfight_gui.rules.game import find_game
from gangfight_gui.rules.necromunda.outcome import ActionOutcome, Outcome, calculate, clear_caches
from gangfight_gui.rules.necromunda.scenario import read_scenario
from gangfight_gui.rules.necromunda.takedown import MAX_FIGHTS
from gangfight_gui.rules.necromunda.typed import conditional

GAME = find_game("necromunda")

TRAITS = st.sampled_from([["melee"], ["sidearm"], ["melee", "unwieldy"], ["melee", "sidearm"]])


@st.composite
def weapons(draw: st.DrawFn) -> list[dict[str, Any]]:
    count = draw(st.integers(0, 3))
    return [
        {
            "name": f"W{k}",
            "strength": draw(st.sampled_from(["S", "S+1", "S+2", "S-1", "3", 5, 8])),
            "ap": draw(st.integers(-3, 0)),
            "d": draw(st.integers(1, 3)),
            "traits": draw(TRAITS),
        }
        for k in range(count)
    ]


@st.composite
def fighters(draw: st.DrawFn, name: str) -> dict[str, Any]:
    t = draw(st.integers(1, 6))
    return {
        "name": name,
        "ws": draw(st.integers(2, 6)),
        "s": draw(st.integers(1, 6)),
        "t": t,
        "w": draw(st.integers(1, 4)),
        "a": draw(st.integers(0, 6)),
        "sv": draw(st.sampled_from([None, 2, 3, 4, 5, 6])),
        "flesh_wounds": draw(st.integers(0, t - 1)),
        "weapons": draw(weapons()),
    }


def _legal(fighter: dict[str, Any], picks: list[int]) -> list[str]:
    """A legal N5 choice from the picked indexes (dropping what would break N5)."""
    chosen: list[dict[str, Any]] = []
    for k in picks:
        if k < len(fighter["weapons"]) and fighter["weapons"][k] not in chosen:
            chosen.append(fighter["weapons"][k])
    chosen = chosen[:2]
    if len(chosen) == 2 and any("unwieldy" in w["traits"] for w in chosen):
        chosen = chosen[:1]
    return [w["name"] for w in chosen]


@st.composite
def scenarios(draw: st.DrawFn) -> dict[str, Any]:
    attacker, target = draw(fighters("A")), draw(fighters("T"))
    picks = draw(st.lists(st.integers(0, 2), max_size=2))
    charging = draw(st.booleans())
    data: dict[str, Any] = {
        "game": "necromunda",
        "attacker": attacker,
        "target": target,
        "weapons": _legal(attacker, picks),
        "charging": charging,
        "out_of_sight": charging and draw(st.booleans()),
        "turn_to_face": draw(st.booleans()),
        "broken": draw(st.booleans()),
        "assists": draw(st.integers(0, 3)),
        "interference": draw(st.integers(0, 3)),
    }
    if draw(st.booleans()):
        data["reaction"] = {
            "weapons": _legal(target, draw(st.lists(st.integers(0, 2), max_size=2))),
            "broken": draw(st.booleans()),
            "assists": draw(st.integers(0, 2)),
        }
    return data


def _outcome(data: dict[str, Any]) -> Outcome:
    return calculate(read_scenario(data))


@settings(max_examples=150, deadline=None)
@given(scenarios())
def test_distributions_and_states_add_up(data: dict[str, Any]) -> None:
    outcome = _outcome(data)
    out = GAME.outcome_json(outcome)
    blocks = [out] + ([out["reaction"]] if "reaction" in out else [])
    for block in blocks:
        laws = [block[key] for key in ("hits", "wounding_hits", "unsaved", "damage", "injury_dice")]
        laws += [weapon["hits"] for weapon in block["weapons"]]
        for law in laws:
            assert abs(sum(law["distribution"]) - 1) < 1e-9
            assert all(p >= 0 for p in law["distribution"])
        assert abs(sum(block["outcome"].values()) - 1) < 1e-9
    for result in (outcome.action, outcome.reaction):
        if result is not None:
            assert sum(result.states.values()) == 1
            for law in (result.hits, result.damage, result.injury_dice):
                assert sum(law.weights) == law.total


@settings(max_examples=100, deadline=None)
@given(scenarios())
def test_reaction_is_unconditional(data: dict[str, Any]) -> None:
    """N15: p_reaction is P(standing); no reaction counts as no dice rolled."""
    outcome = _outcome(data)
    states = outcome.action.states
    if outcome.reaction is None:
        return
    stand = states["unharmed"] + states["wounded"] + states["flesh_wound"]
    assert outcome.p_reaction == stand
    assert outcome.reaction.states["no_reaction"] == 1 - stand
    assert outcome.reaction.hits.probability(0) >= 1 - stand


@settings(max_examples=100, deadline=None)
@given(scenarios())
def test_more_assists_never_hurt(data: dict[str, Any]) -> None:
    """N9: an assist never lowers P(hit) nor raises P(unharmed)."""
    before = _outcome(data)
    helped = copy.deepcopy(data)
    helped["assists"] += 1
    after = _outcome(helped)
    for old, new in zip(before.action.group_hits, after.action.group_hits, strict=True):
        assert new.probability(0) <= old.probability(0)
    assert after.action.states["unharmed"] <= before.action.states["unharmed"]


@settings(max_examples=100, deadline=None)
@given(scenarios())
def test_old_flesh_wounds_never_help(data: dict[str, Any]) -> None:
    """N10, N13: one more flesh wound already suffered never lowers P(out of action)."""
    target = data["target"]
    if target["flesh_wounds"] + 1 >= target["t"]:
        return
    worse = copy.deepcopy(data)
    worse["target"]["flesh_wounds"] += 1
    assert _outcome(worse).action.p_out_of_action >= _outcome(data).action.p_out_of_action


@settings(max_examples=60, deadline=None)
@given(scenarios())
def test_single_wound_targets_are_never_just_wounded(data: dict[str, Any]) -> None:
    """N12: at w 1 every point of damage is an injury die."""
    data["target"]["w"] = 1
    assert _outcome(data).action.states["wounded"] == Fraction(0)


@settings(max_examples=60, deadline=None)
@given(scenarios())
def test_all_out_of_action_faces(data: dict[str, Any]) -> None:
    """N13: with six out-of-action faces, any injury die takes the target out of action."""
    data["rules"] = {"injury_faces": {"out_of_action": 6}}
    outcome = _outcome(data)
    states = outcome.action.states
    assert states["flesh_wound"] == states["seriously_injured"] == 0
    assert states["out_of_action"] == 1 - outcome.action.injury_dice.probability(0)


@settings(max_examples=60, deadline=None)
@given(scenarios(), st.integers(0, 2**31), st.integers(0, 30))
def test_typed_odds_are_a_martingale(data: dict[str, Any], seed: int, cut: int) -> None:
    """Given any dice typed so far, the odds now are the average of the odds after each face of
    the next die (exact): the conditional odds of a fight too large to enumerate."""
    plan = read_scenario(data)
    source = SeededDice(seed)
    faces = [source.d6() for _ in range(200)]
    roll_dice = TypedDice(faces)
    GAME.resolve(plan, roll_dice)
    prefix = faces[: min(cut, roll_dice.used)]
    states, reaction, _ = conditional(plan, prefix)
    if len(prefix) == roll_dice.used:  # complete: certain
        assert set(states.values()) <= {Fraction(0), Fraction(1)}
        return
    following = [conditional(plan, [*prefix, face]) for face in range(1, 7)]
    for key, p in states.items():
        assert p == sum((after[0][key] for after in following), Fraction(0)) / 6
    if reaction is not None:
        for key, p in reaction.items():
            after_reaction = [after[1] for after in following]
            assert all(r is not None for r in after_reaction)
            assert p == sum((r[key] for r in after_reaction if r is not None), Fraction(0)) / 6


@settings(max_examples=40, deadline=None)
@given(scenarios())
def test_takedown_is_a_growing_chance_starting_at_one_fights(data: dict[str, Any]) -> None:
    """The first fight's chance is calc's P(out of action); the chance never falls, never
    passes 1; a mean is given only when the target surely goes down, and is at least 1."""
    data["target"]["w"] = min(data["target"]["w"], 3)
    down = GAME.takedown(data)
    if down is None:
        return
    first = _outcome(data).action.p_out_of_action
    assert abs(down.within[0] - float(first)) < 1e-12
    assert all(a <= b + 1e-15 for a, b in zip(down.within, down.within[1:], strict=False))
    assert down.within[-1] <= 1 + 1e-12
    if down.mean is not None:
        assert down.mean >= 1 - 1e-12
        assert down.within[-1] > 1 - 1e-6 or len(down.within) == MAX_FIGHTS


@settings(max_examples=80, deadline=None)
@given(scenarios(), st.integers(0, 2**31))
def test_after_is_the_roll_applied(data: dict[str, Any], seed: int) -> None:
    """N17: after = w − wounds lost (never below 1), flesh wounds + flesh wound dice."""
    plan = read_scenario(data)
    out = GAME.roll_json(GAME.resolve(plan, SeededDice(seed)))
    target = out["after"]["target"]
    assert target["w"] == data["target"]["w"] - out["wounds_lost"] >= 1
    assert target["flesh_wounds"] == data["target"]["flesh_wounds"] + out["injury_dice"].count(
        "flesh_wound"
    )
    assert (target["status"] == "out_of_action") == (out["outcome"] == "out_of_action")
    if out.get("reaction") is None:
        attacker = data["attacker"]
        assert out["after"]["attacker"] == {
            "w": attacker["w"],
            "flesh_wounds": attacker["flesh_wounds"],
            "status": "standing",
        }


COUNTS = ("hits", "wounding_hits", "unsaved", "damage", "injury_dice")


def _exact_law(law: Law) -> dict[str, Any]:
    exact = law.fractions()
    return {
        "mean": float(sum(k * p for k, p in enumerate(exact))),
        "distribution": list(trim([float(p) for p in exact])),
    }


def _exact_block(result: ActionOutcome) -> dict[str, Any]:
    """An action's figures as its exact Fractions give them, each rounded once."""
    return {
        "weapons": [_exact_law(law) for law in result.group_hits],
        **{key: _exact_law(getattr(result, key)) for key in COUNTS},
        "outcome": {key: float(p) for key, p in result.states.items()},
        "p_out_of_action": float(result.p_out_of_action),
        "p_seriously_injured": float(result.p_seriously_injured),
        "p_injured": float(result.p_injured),
    }


def _shown_block(block: dict[str, Any]) -> dict[str, Any]:
    return {
        "weapons": [weapon["hits"] for weapon in block["weapons"]],
        **{key: block[key] for key in (*COUNTS, "outcome")},
        **{key: block[key] for key in ("p_out_of_action", "p_seriously_injured", "p_injured")},
    }


@settings(max_examples=120, deadline=None)
@given(scenarios())
def test_calc_json_is_the_exact_fractions_rounded_once(data: dict[str, Any]) -> None:
    """``calc --json`` divides its floats from whole numbers, a reaction's with its chance
    (N15): each is the exact Fraction's float, and a batch's pre-encoded output (laws shared
    between fights written once) is the same bytes."""
    clear_caches()
    outcome = _outcome(data)
    plain = GAME.outcome_json(outcome)
    encoded = orjson.dumps(GAME.outcome_json_encoded(outcome))
    assert encoded == orjson.dumps(plain)
    assert orjson.dumps(GAME.outcome_json_encoded(_outcome(data))) == encoded  # memoised
    assert _shown_block(plain) == _exact_block(outcome.action)
    if outcome.reaction is None:
        assert "reaction" not in plain
        return
    assert plain["reaction"]["p_reaction"] == float(outcome.p_reaction)
    assert _shown_block(plain["reaction"]) == _exact_block(outcome.reaction)
