"""Reading a roster pauses Python's cyclic garbage collector and always gives it back.

The pause is what makes a 10,000-model roster open in time (``benchmarks/bench_roster_open.py``);
these tests check only that it never leaks out: a collector left off would let every reference
cycle of the session pile up.
"""

from __future__ import annotations

import contextlib
import gc
import json
import threading
from collections.abc import Iterator

import pytest

from gangfight_gui.roster.files import (
    RosterFileError,
    roster_from_bytes,
    roster_from_data,
    roster_from_json,
)

GOOD = '{"format": "gangfight-roster", "version": 1, "name": "Gang", "models": []}'
BIG_MODELS = 300
BIG = json.dumps(
    {
        "format": "gangfight-roster",
        "version": 2,
        "game": "gangfight",
        "models": [{"name": f"Model {number}"} for number in range(BIG_MODELS)],
    }
)


@pytest.fixture
def collector_on() -> Iterator[None]:
    gc.enable()
    yield
    gc.enable()


@pytest.mark.usefixtures("collector_on")
def test_the_collector_is_paused_while_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[bool] = []
    original = gc.disable

    def spy() -> None:
        original()
        seen.append(gc.isenabled())

    monkeypatch.setattr(gc, "disable", spy)
    assert roster_from_json(GOOD).name == "Gang"
    assert seen == [False]
    assert gc.isenabled()


@pytest.mark.usefixtures("collector_on")
@pytest.mark.parametrize(
    "text",
    [
        GOOD,
        "",
        "{",
        '{"format": "gangfight-roster", "version": 1, "name": 1, "name": 2}',
        '{"format": "gangfight-roster", "version": 1, "models": [{"name": "A", "attack": "3"}]}',
    ],
)
def test_the_collector_runs_again_after_a_read_good_or_bad(text: str) -> None:
    with contextlib.suppress(RosterFileError):
        roster_from_json(text)
    assert gc.isenabled()
    with contextlib.suppress(RosterFileError):
        roster_from_bytes(text.encode())
    assert gc.isenabled()


@pytest.mark.usefixtures("collector_on")
def test_the_collector_runs_again_after_reading_parsed_data() -> None:
    with pytest.raises(RosterFileError):
        roster_from_data([{"name": ""}])
    assert gc.isenabled()


@pytest.mark.usefixtures("collector_on")
def test_a_collector_switched_off_by_the_caller_stays_off() -> None:
    gc.disable()
    assert roster_from_json(GOOD).name == "Gang"
    assert not gc.isenabled()


@pytest.mark.usefixtures("collector_on")
def test_with_the_collector_off_a_read_leaves_every_object_in_its_generation() -> None:
    """The caller that switched it off sweeps the young when it chooses (the GUI tests, at each
    test's end): a Qt object moved out of its reach could be freed later, at any time."""
    gc.disable()
    gc.collect()
    young = [[]]  # a tracked object made before the read, still young
    roster = roster_from_json(BIG)
    youngest = {id(found) for found in gc.get_objects(generation=0)}
    assert id(young) in youngest
    assert id(roster) in youngest


@pytest.mark.usefixtures("collector_on")
def test_a_read_roster_is_left_in_the_oldest_generation_with_nothing_young_to_sweep() -> None:
    """No collection is due after a read, so none falls to whichever thread allocates next (a
    worker freeing Qt objects can deadlock), and no collection walks the roster's objects for
    each generation they climb."""
    roster = roster_from_json(BIG)
    assert len(roster.models) == BIG_MODELS
    assert gc.get_count()[0] < gc.get_threshold()[0]
    oldest = {id(found) for found in gc.get_objects(generation=2)}
    assert id(roster) in oldest
    assert id(roster.models[-1]) in oldest
    assert gc.get_freeze_count() == 0  # nothing left out of the collector for good


@pytest.mark.usefixtures("collector_on")
def test_a_failed_read_sweeps_its_youngest_objects_on_the_reading_thread() -> None:
    """Not left to whichever thread allocates next (a worker freeing Qt objects can deadlock)."""
    swept: list[int] = []

    def record(phase: str, info: dict[str, int]) -> None:
        if phase == "stop":
            swept.append(threading.get_ident())

    gc.callbacks.append(record)
    try:
        with pytest.raises(RosterFileError):
            roster_from_json('{"format": "gangfight-roster", "version": 1, "models": [1]}')
    finally:
        gc.callbacks.remove(record)
    assert threading.get_ident() in swept
