"""``read_fighter`` read again (the builder reads each fighter many times over): the fighter
given again is the one its JSON reads as, never another's, and a refusal still names where it
is."""

from __future__ import annotations

import math

import pytest

from gangfight_gui.rules.necromunda.errors import IllegalWeapons, ShapeError
from gangfight_gui.rules.necromunda.profile import clear_caches, read_fighter
from tests.rules.necromunda.profiles import fighter


def test_a_fighter_read_again_is_the_same_fighter() -> None:
    data = fighter("Ganger", "Knife", ws=4)
    first = read_fighter(data, "attacker")
    again = read_fighter(dict(data), "attacker")
    assert again == first
    assert again.ws == 4


def test_a_changed_fighter_is_read_again() -> None:
    data = fighter("Ganger", "Knife", flesh_wounds=0)
    read_fighter(data, "target")
    data["flesh_wounds"] = 2  # N17: a flesh wound taken in the battle
    assert read_fighter(data, "target").flesh_wounds == 2


def test_a_fighter_without_a_name_is_named_by_its_path_each_time() -> None:
    data = fighter("x", "Knife")
    del data["name"]
    assert read_fighter(data, "attacker").name == "attacker"
    assert read_fighter(data, "target").name == "target"


def test_a_refusal_names_its_path_each_time() -> None:
    data = fighter("Ganger", "Knife", sv=None)
    assert read_fighter(data, "target").sv is None
    data["sv"] = math.nan  # written as null by JSON, and no save: refused, not read as None
    for path in ("attacker", "target"):
        with pytest.raises(ShapeError, match=rf"^{path}\.sv"):
            read_fighter(data, path)


def test_a_weapon_list_read_again_is_the_one_read_before() -> None:
    """N2, N3: fighters carrying equal weapon lists (a batch's fighters carry a few) share the
    weapons read, each list read once."""
    first = read_fighter(fighter("Ganger", "Chain blade", "Stub pistol"), "attacker")
    again = read_fighter(fighter("Juve", "Chain blade", "Stub pistol", ws=5), "target")
    assert again.weapons is first.weapons
    assert [weapon.name for weapon in again.weapons] == ["Chain blade", "Stub pistol"]
    swapped = read_fighter(fighter("Juve", "Stub pistol", "Chain blade"), "target")
    assert swapped.weapons == first.weapons[::-1]


def test_a_weapon_list_is_read_afresh_once_the_kept_ones_are_forgotten() -> None:
    """What a benchmark's cold batch starts from: no weapon list kept from an earlier batch."""
    first = read_fighter(fighter("Ganger", "Chain blade", "Stub pistol"), "attacker")
    clear_caches()
    again = read_fighter(fighter("Ganger", "Chain blade", "Stub pistol"), "attacker")
    assert again.weapons is not first.weapons
    assert again.weapons == first.weapons


def test_a_weapon_list_written_alike_is_still_checked() -> None:
    """A list whose JSON reads as one read before (NaN and null are both written null) is read
    alike only where null and NaN read alike (a weapon's cost); elsewhere it is refused with
    its path (N3, N16)."""
    data = fighter("Ganger", "Knife")
    data["weapons"][0]["cost"] = None
    kept = read_fighter(data, "attacker").weapons
    data["weapons"][0]["cost"] = math.nan  # a cost is never read: any value reads
    assert read_fighter(data, "target").weapons == kept
    data["weapons"][0]["ap"] = math.nan
    with pytest.raises(ShapeError, match=r"^target\.weapons\[0\]\.ap"):
        read_fighter(data, "target")
    data = fighter("Ganger", "Knife", "Knife")  # N2: two weapons alike are refused each time
    for path in ("attacker", "target"):
        with pytest.raises(IllegalWeapons, match=rf"^{path}\.weapons: two weapons named"):
            read_fighter(data, path)
