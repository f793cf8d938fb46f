"""Table mode: the dice typed so far, the dice wanted next, and the odds given them, checked against
every way the rest of a small fight can be rolled; ``roll_steps`` lists dice as they are read."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

import pytest

from gangfight_gui.rules.engine.errors import NotEnoughDice
from gangfight_gui.rules.engine.sources import SeededDice
from gangfight_gui.rules.gangfight.game import GAME
from tests.rules.gangfight.entries import EVERY_KIND, ORC, SHOOTER, VETERAN, entry


def _scenario(attacker: dict[str, Any] | None, targets: Any, kind: str) -> Any:
    choice = GAME.choices(attacker, tuple(targets), kind)[0].scenario
    return GAME.read_scenario(copy.deepcopy(choice))


def test_the_readme_example_typed_step_by_step() -> None:
    # README: the Basic Rules' crit chain 3, 4, 6 then 6 then 5, and the Veteran's armour 4, 5.
    scenario = GAME.read_scenario(copy.deepcopy(GAME.choices(ORC, (VETERAN,), "melee")[0].scenario))
    start = GAME.typed_progress(scenario, [])
    assert start.next is not None and (start.next.title, start.next.count) == ("Attack roll", 3)
    assert [f.text for f in start.odds] == ["0.93", "52.0%", "3.2%", "0.0%"]  # nothing typed yet
    six = GAME.typed_progress(scenario, [3, 4, 6])
    assert six.next is not None and (six.next.count, six.next.chained) == (1, True)  # R2
    hits = GAME.typed_progress(scenario, [3, 4, 6, 6, 5])
    assert hits.next is not None
    assert (hits.next.title, hits.next.count, hits.next.need) == (
        "Armour",
        2,
        "2 dice at TN 4; 2 dropped by choice, R4",
    )
    assert hits.to_come == "Armour to come: 2 dice at TN 4, chance it saves all 4 wounds: 2.1%"
    assert [s.title for s in hits.steps] == ["Melee attack", "Attack roll", "Hits", "Armour"]
    assert hits.steps[-1].dice == () and hits.steps[-1].result == "…"
    done = GAME.typed_progress(scenario, [3, 4, 6, 6, 5, 4, 5])
    assert done.next is None and done.to_come == ""
    assert GAME.roll_json(done.roll)["final_wounds"] == 2
    assert [f.text for f in done.odds] == ["2.00", "100.0%", "0.0%", "0.0%"]
    with pytest.raises(NotEnoughDice, match="left over"):
        GAME.typed_progress(scenario, [3, 4, 6, 6, 5, 4, 5, 1])
    with pytest.raises(NotEnoughDice, match="1 to 6"):
        GAME.typed_progress(scenario, [3, 7])


@dataclass
class Enumerated:
    """What every way of rolling the rest gives, up to ``CAP`` dice in all: sums weighted by
    chance, and the chance of the ways cut off at the cap."""

    weight: float = 0.0
    wounds: float = 0.0
    incapacitated: float = 0.0
    wounded: float = 0.0
    cut: float = 0.0
    checked: list[int] = field(default_factory=list)


CAP = 6
BOUND = 30.0
"""More final wounds than any cut-off way of rolling these small fights can leave."""


def _walk(scenario: Any, dice: list[int], chance: float, found: Enumerated) -> Enumerated:
    """Enumerate every roll from ``dice`` on; check the odds given ``dice`` against it."""
    progress = GAME.typed_progress(scenario, dice)
    here = Enumerated()
    if progress.next is None:
        data = GAME.roll_json(progress.roll)
        first = data["targets"][0] if "targets" in data else data
        here.weight = 1.0
        here.wounds = first["final_wounds"]
        here.incapacitated = float(first["incapacitated"])
        here.wounded = float(first["final_wounds"] >= 1)
    elif len(dice) >= CAP:
        here.weight = here.cut = 1.0
    else:
        for face in range(1, 7):
            below = _walk(scenario, [*dice, face], chance / 6, found)
            here.weight += below.weight / 6
            here.wounds += below.wounds / 6
            here.incapacitated += below.incapacitated / 6
            here.wounded += below.wounded / 6
            here.cut += below.cut / 6
    odds = {f.key.removeprefix("targets[0]."): f.probability for f in progress.odds}
    # Exact odds lie between the enumerated sums and those sums plus what the cap cut off.
    for key, enumerated, most in (
        ("final_wounds.mean", here.wounds, BOUND),
        ("p_incapacitated", here.incapacitated, 1.0),
        ("p_at_least_one_wound", here.wounded, 1.0),
    ):
        assert enumerated - 1e-9 <= odds[key] <= enumerated + here.cut * most + 1e-9, (dice, key)
    found.checked.append(len(dice))
    return here


@pytest.mark.parametrize(
    ("attacker", "targets", "kind"),
    [
        # One attack die against one armour die (R1-R3, R13).
        (
            entry("Cutter", "medium", 1, 0, 0, 0, 4, 2, 0),
            [entry("Guard", "medium", 0, 4, 0, 1, 0, 1, 0)],
            "melee",
        ),
        # A blast: one die to hit, one to dodge, one armour die (R23).
        (
            entry("Thrower", "medium", 0, 0, 1, 0, 4, 1, 0, weapons=[SHOOTER["weapons"][0]]),
            [entry("Runner", "medium", 0, 3, 0, 1, 0, 1, 1)],
            "aoe_direct",
        ),
        # A Trample's one die judged against two targets, each with its armour (R17).
        (
            entry("Boar", "large", 1, 0, 0, 0, 3, 3, 0),
            [entry(f"Rat {i}", "small", 0, 2, 0, 1, 0, 1, 0) for i in (1, 2)],
            "trample",
        ),
    ],
    ids=["melee", "blast", "trample"],
)
def test_odds_given_the_dice_so_far_match_every_way_to_roll_the_rest(
    attacker: dict[str, Any], targets: list[dict[str, Any]], kind: str
) -> None:
    scenario = _scenario(attacker, targets, kind)
    found = Enumerated()
    root = _walk(scenario, [], 1.0, found)
    assert root.cut < 0.01 and max(found.checked) == CAP
    assert len(found.checked) > 200  # every prefix of every way, checked


def _recorded(scenario: Any, seed: int) -> tuple[list[int], Any]:
    source = SeededDice(seed)
    read: list[int] = []

    class Recording:
        def d6(self) -> int:
            read.append(source.d6())
            return read[-1]

    return read, GAME.resolve(scenario, Recording())


@pytest.mark.parametrize("kind", list(EVERY_KIND))
def test_roll_steps_list_the_dice_in_the_order_they_are_read(kind: str) -> None:
    attacker, targets = EVERY_KIND[kind]
    scenario = _scenario(attacker, targets, kind)
    for seed in range(40):
        read, roll = _recorded(scenario, seed)
        listed = [d.face for s in GAME.roll_steps(roll) if not s.repeats for d in s.dice]
        assert listed == read
        # Typed in, the same dice give the same roll, step by step.
        typed = GAME.typed_progress(scenario, read)
        assert typed.next is None and GAME.roll_json(typed.roll) == GAME.roll_json(roll)
        for cut in range(len(read)):
            part = GAME.typed_progress(scenario, read[:cut])
            assert part.next is not None and part.odds and part.to_come
