"""The builder's logic without a widget (``plan.plan``, ``wishes.Wishes``): what a wish means as
the pair changes, limits, the remembered fight read back whatever it holds."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from gangfight_gui.gui.combat.builder.entries import Catalogue
from gangfight_gui.gui.combat.builder.making import clamped
from gangfight_gui.gui.combat.builder.memo import Memo
from gangfight_gui.gui.combat.builder.plan import plan
from gangfight_gui.gui.combat.builder.wishes import Chosen, Setting, Wishes
from gangfight_gui.gui.combat.fight import EntryKey
from gangfight_gui.roster.files import load_roster
from gangfight_gui.rules.engine.paths import get_path
from gangfight_gui.rules.game import FieldSpec, Limits, find_game
from gangfight_gui.rules.kinds import WHOLE, takes
from tests.gui.combat.builder.helpers import samples


def _catalogue(game: str) -> Catalogue:
    rosters = [load_roster(path).roster for path in samples(game)]
    return Catalogue.of([(roster.name, roster) for roster in rosters])


def _key(catalogue: Catalogue, name: str) -> EntryKey:
    return next(key for key in catalogue if key.name == name)


def test_a_setting_the_game_works_out_per_pair_follows_the_next_pair() -> None:
    """WarStrike's engaged defenders are the game's per pair (W6): set for one pair, they are
    the next pair's own again; the ground, chosen freely, stays (its basis is the same)."""
    game, catalogue = find_game("warstrike"), _catalogue("warstrike")
    memo = Memo()
    pikemen, deckhands = _key(catalogue, "Watch pikemen"), _key(catalogue, "Reaver deckhands")
    sergeant = _key(catalogue, "Watch sergeant")
    first = plan(
        game, Wishes(attacker=deckhands, target=pikemen, picked=True), catalogue, memo=memo
    )
    assert first.fight is not None
    engaged = next(row for row in first.fields if row.spec.key == "defender.engaged")
    ground = next(row for row in first.fields if row.spec.key == "ground")
    wishes = first.wishes.setting("defender.engaged", 2, engaged.proposed)
    wishes = wishes.setting("ground", "higher", ground.proposed)
    second = plan(game, wishes, catalogue, memo=memo)
    assert second.fight is not None
    assert get_path(second.fight.scenario, "defender.engaged") == 2
    third = plan(game, second.wishes.picking(deckhands, sergeant), catalogue, memo=memo)
    assert third.fight is not None
    assert get_path(third.fight.scenario, "ground") == "higher"  # the player's, kept
    assert get_path(third.fight.scenario, "defender.engaged") == 1  # the sergeant alone


def test_a_value_beyond_the_fights_limits_is_brought_within_them() -> None:
    """R3/R4: an attack drop wished for beyond what the pools allow shows at the most allowed."""
    game, catalogue = find_game("gangfight"), _catalogue("gangfight")
    wishes = Wishes().setting("attack_drop", 9, "auto")
    setup = plan(game, wishes, catalogue)
    assert setup.fight is not None
    row = next(row for row in setup.fields if row.spec.key == "attack_drop")
    assert row.limits.maximum is not None and row.limits.maximum < 9
    assert setup.fight.scenario["attack_drop"] == row.limits.maximum == row.value


def test_the_choice_the_player_made_holds_for_its_pair_only() -> None:
    game, catalogue = find_game("necromunda"), _catalogue("necromunda")
    durn, wisp = _key(catalogue, "Hookhand Durn"), _key(catalogue, "Wisp")
    wishes = Wishes(
        attacker=durn,
        target=wisp,
        picked=True,
        chosen=Chosen("Chain hook", durn, wisp, "fight"),
    )
    setup = plan(game, wishes, catalogue)
    assert setup.menu[setup.current].label == "Chain hook"
    other = plan(game, setup.wishes.picking(durn, _key(catalogue, "Sister Nel")), catalogue)
    assert other.menu[other.current].label == "Chain hook + Scatter pistol"  # the best again


def test_no_rosters_no_fight_and_the_reason_names_the_game() -> None:
    for key in ("gangfight", "necromunda", "warstrike"):
        game = find_game(key)
        setup = plan(game, Wishes(), Catalogue())
        assert setup.fight is None
        assert setup.refusal == f"Open or create a {game.title} roster to set up a fight."


def test_wishes_read_back_as_they_were_written() -> None:
    catalogue = _catalogue("necromunda")
    keys = list(catalogue)
    wishes = Wishes(
        attacker=keys[0],
        target=keys[-1],
        picked=True,
        caught=(keys[1],),
        kind="fight",
        chosen=Chosen("Arc lash", keys[0], keys[-1], "fight"),
        settings={"charging": Setting(True, False), "reaction.weapons": Setting(["Hammer"], None)},
        tweaks=({"ws": 2}, {}),
        states=({}, {"flesh_wounds": 1}),
    )
    again = Wishes.from_state(json.loads(json.dumps(wishes.to_state())))
    assert again == wishes


@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(),
        lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner),
        max_leaves=20,
    )
)
def test_any_remembered_value_reads_without_failing(data: object) -> None:
    wishes = Wishes.from_state(data)
    assert isinstance(wishes, Wishes)
    json.dumps(wishes.to_state())  # what it keeps is JSON again
    broken = Wishes.from_state({"version": 3, "attacker": data, "settings": data, "tweaks": data})
    assert isinstance(broken, Wishes)


NUMBER = FieldSpec("n", "N", WHOLE, 1, 6, 1)


@given(st.integers(-20, 20), st.integers(1, 6), st.integers(1, 6))
def test_a_number_is_valid_within_its_limits_and_clamped_to_them(
    value: int, low: int, high: int
) -> None:
    limits = Limits(min(low, high), max(low, high))
    inside = limits.minimum <= value <= limits.maximum  # type: ignore[operator]
    assert takes(NUMBER, value, limits) == inside
    brought = clamped(NUMBER, value, limits, 1)
    assert takes(NUMBER, brought, limits)
    assert brought == value if inside else brought in (limits.minimum, limits.maximum)


def test_the_example_game_plans_like_any_other(example_game: Path) -> None:
    from tests.helpers.example_game import example_on_path

    with example_on_path(example_game):
        game, catalogue = find_game("pitfight"), _catalogue("pitfight")
        setup = plan(game, Wishes(), catalogue)
        assert setup.fight is not None
        assert setup.fight.attacker == EntryKey("The Pit Crew", "Grak", 0)
        assert setup.fight.targets == (EntryKey("The Pit Crew", "Vosk", 1),)
        assert [row.spec.key for row in setup.fields] == ["charging", "cover", "reckless"]
