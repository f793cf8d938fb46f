"""The memoised laws of a fight (an action's laws by what they depend on, the reaction's with it)
give what a fresh calculation gives, for any fight that shares them, and ``clear_caches`` empties
every memo of the laws: a batch is fast, a long session does not keep what it no longer needs, and a
benchmark's cold start is cold."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

import pytest

import gangfight_gui.rules.necromunda as package
from gangfight_gui.rules.engine import laws
from gangfight_gui.rules.necromunda import profile, report
from gangfight_gui.rules.necromunda import scenario as scenario_module
from gangfight_gui.rules.necromunda.errors import IllegalWeapons
from gangfight_gui.rules.necromunda.outcome import calculate, clear_caches
from gangfight_gui.rules.necromunda.scenario import read_scenario
from tests.rules.necromunda import brute
from tests.rules.necromunda.profiles import fighter, scenario

ANGRY = fighter("Angry", "Chain blade", "Stub pistol", ws=3, s=4, a=2)
GRIM = fighter("Grim", "Knife", ws=4, t=2, w=2, sv=5, flesh_wounds=1)
# The same numbers under other names: their fights share the memoised laws (N12–N15).
FURIOUS = fighter("Furious", "Chain blade", "Stub pistol", ws=3, s=4, a=2)
DOUR = fighter("Dour", "Knife", ws=4, t=2, w=2, sv=5, flesh_wounds=1)
# Grim without his flesh wound: more room before going out of action (N13), other states.
FRESH = fighter("Fresh", "Knife", ws=4, t=2, w=2, sv=5, flesh_wounds=0)

FIGHTS: list[dict[str, Any]] = [
    scenario(ANGRY, GRIM, weapons=["Chain blade", "Stub pistol"], reaction={"enabled": True}),
    scenario(FURIOUS, DOUR, weapons=["Chain blade", "Stub pistol"], reaction={"enabled": True}),
    scenario(GRIM, ANGRY, weapons=["Knife"], charging=True),
    scenario(DOUR, FURIOUS, weapons=["Knife"], charging=True, reaction={"enabled": True}),
    scenario(ANGRY, FRESH, weapons=["Chain blade", "Stub pistol"], reaction={"enabled": True}),
]


def _memo_tables() -> dict[str, Any]:
    """Every functools memo of the package's modules, by its qualified name."""
    found = {}
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        for name, value in vars(module).items():
            if callable(getattr(value, "cache_info", None)) and value.__module__ == module.__name__:
                found[f"{info.name}.{name}"] = value
    return found


def _shown(data: dict[str, Any]) -> dict[str, Any]:
    return report.outcome_json(calculate(read_scenario(data)))


def test_a_fight_sharing_memoised_laws_shows_what_a_fresh_calculation_shows() -> None:
    fresh = []
    for data in FIGHTS:
        clear_caches()
        fresh.append(_shown(data))
    clear_caches()
    warm = [_shown(data) for data in FIGHTS] + [_shown(data) for data in reversed(FIGHTS)]
    assert warm == fresh + fresh[::-1]
    # each fight keeps its own names, though its laws are another's (the same numbers)
    assert (warm[0]["attacker"], warm[1]["attacker"]) == ("Angry", "Furious")
    assert warm[0]["damage"] == warm[1]["damage"]
    assert warm[1]["reaction"]["attacker"] == "Dour"


def test_memoised_laws_equal_the_enumeration() -> None:
    clear_caches()
    for data in FIGHTS + FIGHTS:
        expected = brute.brute_scenario(data)
        outcome = calculate(read_scenario(data))
        states = expected["action"]["states"]
        assert outcome.action.states == states
        injured = states["flesh_wound"] + states["seriously_injured"] + states["out_of_action"]
        assert outcome.action.p_injured == injured
        if "reaction" not in expected:
            assert outcome.reaction is None
            continue
        stand = expected["p_reaction"]  # N15
        back = expected["reaction"]["states"]
        assert outcome.p_reaction == stand
        assert outcome.reaction is not None
        assert outcome.reaction.states == {"no_reaction": 1 - stand} | {
            key: stand * p for key, p in back.items()
        }
        injured = back["flesh_wound"] + back["seriously_injured"] + back["out_of_action"]
        assert outcome.reaction.p_injured == stand * injured


def test_clear_caches_empties_every_table() -> None:
    for data in FIGHTS:
        _shown(data)
    # the laws' tables: the package's own (the readers keep their fields' ranges, which do not
    # grow with the fights) and the engine's
    own = {name: table for name, table in _memo_tables().items() if name.startswith("outcome.")}
    tables = own | {"laws.figures": laws.figures, "laws.binomial": laws.binomial}
    assert {"outcome._laws", "outcome._group_laws"} <= set(tables)
    assert all(tables[name].cache_info().currsize for name in ("outcome._laws", "laws.figures"))
    clear_caches()
    assert [name for name, table in tables.items() if table.cache_info().currsize] == []


def test_the_groups_kept_are_forgotten_and_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """N5–N11: the groups and weapon choices a batch makes are kept (its weapons against its
    targets, again and again), at most ``GROUPS_KEPT`` of each, and none after
    ``clear_caches``; each fight shows what it shows fresh."""
    tables = (scenario_module._GROUPS, scenario_module._ARMED)
    clear_caches()
    fresh = [_shown(data) for data in FIGHTS]
    assert all(tables)
    clear_caches()
    assert not any(tables)
    monkeypatch.setattr(scenario_module, "GROUPS_KEPT", 2)
    kept = []
    for data in FIGHTS + FIGHTS:
        kept.append(_shown(data))
        assert all(0 < len(table) <= 2 for table in tables)
    assert kept == fresh + fresh


def test_a_choice_refused_after_one_kept_is_still_refused() -> None:
    """N5, N15: a weapon list's choices are kept, its refusals are not: a fighter that fought
    with its Knife is still refused the weapon it lacks, and a Reaction that cannot use all of
    its weapons is refused, each with its path and name."""
    clear_caches()
    _shown(scenario(GRIM, ANGRY, weapons=["Knife"], reaction={"enabled": True}))
    with pytest.raises(IllegalWeapons, match=r"^weapons: 'Dour' has no weapon 'Axe'"):
        read_scenario(scenario(DOUR, ANGRY, weapons=["Axe"]))
    brute_force = fighter("Brute", "Thunder maul", "Knife")
    _shown(scenario(ANGRY, brute_force, reaction={"weapons": ["Knife"]}))
    with pytest.raises(IllegalWeapons, match=r"^reaction\.weapons: 'Brute' cannot use all"):
        read_scenario(scenario(ANGRY, brute_force, reaction={"enabled": True}))


def test_a_weapon_read_afresh_makes_its_own_group() -> None:
    """N3, N10: a Knife read again with another strength, once the weapons read are forgotten,
    wounds as its own strength says, not as a group kept from the first Knife."""
    clear_caches()
    profile.clear_caches()
    target = fighter("B", "Knife", t=3)
    first = _shown(scenario(fighter("A", "Knife", s=3), target, weapons=["Knife"]))
    profile.clear_caches()  # the first Knife forgotten by the readers, its group still kept
    stronger = fighter("A", "Knife", s=3)
    stronger["weapons"][0]["strength"] = "S+2"
    again = _shown(scenario(stronger, target, weapons=["Knife"]))
    assert (first["weapons"][0]["strength"], again["weapons"][0]["strength"]) == (3, 5)
    assert (first["weapons"][0]["wound_target"], again["weapons"][0]["wound_target"]) == (4, 3)
