"""Reading a roster pauses Python's cyclic garbage collector and always gives it back (issue 11).

The pause is what makes a 10,000-model roster open in time (``benchmarks/bench_roster_open.py``);
these tests check only that it never leaks out: a collector left off would let every reference
cycle of the session pile up.
"""

from __future__ import annotations

import contextlib
import gc
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
def test_the_youngest_objects_are_swept_on_the_reading_thread() -> None:
    """Not left to whichever thread allocates next (a worker freeing Qt objects can deadlock)."""
    swept: list[int] = []

    def record(phase: str, info: dict[str, int]) -> None:
        if phase == "stop":
            swept.append(threading.get_ident())

    gc.callbacks.append(record)
    try:
        roster_from_json(GOOD)
    finally:
        gc.callbacks.remove(record)
    assert threading.get_ident() in swept
