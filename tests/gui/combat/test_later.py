"""``Later``: a value worked out once, when first read, and compared by what it is worked out
from where that is named (the fights the builder announces are told apart without working out
their alternatives)."""

from __future__ import annotations

from gangfight_gui.gui.combat.later import Later


def counted(value: object, calls: list[object]) -> Later[object]:
    def work() -> object:
        calls.append(value)
        return value

    return Later(work)


def test_the_work_is_done_once_when_first_read() -> None:
    calls: list[object] = []
    later = counted((1, 2), calls)
    assert not later.done and calls == []
    assert later.get() == later.get() == (1, 2)
    assert later.done and calls == [(1, 2)]


def test_equal_keys_are_equal_without_the_work_and_other_keys_compare_the_values() -> None:
    calls: list[object] = []
    assert Later(lambda: calls.append(1), "k") == Later(lambda: calls.append(2), "k")
    assert calls == []
    same, other = counted("a", calls), counted("a", calls)
    assert same == other and calls == ["a", "a"]
    assert counted("a", calls) != counted("b", calls)
    assert Later(lambda: (1,), "x") != Later(lambda: (2,), "y")
    plain: tuple[int, ...] = (1,)
    assert Later.known((1,)) == plain
    assert plain.__eq__(Later.known((1,))) is NotImplemented  # so Python asks the Later


def test_a_part_is_worked_out_from_the_whole_once() -> None:
    calls: list[object] = []
    whole = counted((3, 4), calls)
    first = whole.then(lambda pair: pair[0])  # type: ignore[index]
    assert calls == [] and first.get() == 3 and calls == [(3, 4)]
    assert whole.then(lambda pair: pair[1]).get() == 4  # type: ignore[index]
    assert calls == [(3, 4)]
