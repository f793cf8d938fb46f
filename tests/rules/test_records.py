"""``quick_init``: the quicker constructor keeps every promise of a frozen dataclass;
``tuple_maker`` makes the named tuple its class makes."""

from __future__ import annotations

import dataclasses
from typing import NamedTuple

import pytest

from gangfight_gui.rules.engine.records import quick_init, tuple_maker
from gangfight_gui.rules.gangfight.profile import Profile
from gangfight_gui.rules.gangfight.sizes import Size


@quick_init
@dataclasses.dataclass(frozen=True, slots=True)
class _Record:
    name: str
    count: int = 2
    tags: list[str] = dataclasses.field(default_factory=list)

    def __post_init__(self) -> None:
        if self.count < 0:
            raise ValueError(f"{self.name}: count {self.count} below 0")


def test_fields_defaults_and_factories_as_the_dataclass_gives_them() -> None:
    record = _Record("a")
    assert (record.name, record.count, record.tags) == ("a", 2, [])
    assert _Record("a", 3, ["x"]).tags == ["x"]
    assert _Record(name="b", count=5) == _Record("b", 5)
    assert _Record("a").tags is not _Record("a").tags  # a fresh list each time


def test_post_init_still_runs() -> None:
    with pytest.raises(ValueError, match="count -1 below 0"):
        _Record("a", -1)


def test_still_frozen_hashable_and_replaceable() -> None:
    profile = Profile("Orc", Size.MEDIUM, 4, 3, 2, 2, 3, 5, 3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        profile.attack = 5  # type: ignore[misc]
    assert hash(profile) == hash(Profile("Orc", Size.MEDIUM, 4, 3, 2, 2, 3, 5, 3))
    assert dataclasses.replace(profile, attack=6).attack == 6
    assert profile.perks == frozenset() and profile.weapons == ()


def test_refuses_a_class_it_cannot_speed_up() -> None:
    @dataclasses.dataclass(frozen=True)
    class NoSlots:
        name: str

    with pytest.raises(TypeError, match="not a frozen dataclass with slots"):
        quick_init(NoSlots)


class _Pair(NamedTuple):
    name: str
    count: int = 1

    @property
    def doubled(self) -> int:
        return 2 * self.count


def test_a_named_tuple_made_from_its_fields_is_the_one_the_class_makes() -> None:
    made = tuple_maker(_Pair)(("a", 3))
    assert type(made) is _Pair
    assert made == _Pair("a", 3) == ("a", 3)
    assert (made.name, made.count, made.doubled) == ("a", 3, 6)
    assert made._replace(count=4) == _Pair("a", 4)
    assert hash(made) == hash(_Pair("a", 3))
