"""Garbage collection in the GUI thread only, so no Qt object dies in the matchup worker thread."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from gangfight_gui.gui.shell.main_thread_gc import MainThreadCollector


class _Node:
    def __init__(self) -> None:
        self.me = self  # a reference cycle: only the cycle collector frees it


@pytest.fixture
def collector(qapp: QApplication) -> Iterator[MainThreadCollector]:
    gc.enable()
    made = MainThreadCollector()
    yield made
    made.stop()
    made.deleteLater()


def test_automatic_collection_is_off_until_stopped(collector: MainThreadCollector) -> None:
    assert not gc.isenabled()
    collector.stop()
    assert gc.isenabled()


def test_check_collects_cycles_once_past_the_threshold(
    collector: MainThreadCollector, monkeypatch: pytest.MonkeyPatch
) -> None:
    gc.collect()
    node = _Node()
    gone = weakref.ref(node)
    del node
    monkeypatch.setattr(gc, "get_threshold", lambda: (10**9, 10, 10))
    assert collector.check() == 0  # under every threshold: nothing collected
    assert gone() is not None
    monkeypatch.setattr(gc, "get_threshold", lambda: (0, 10, 10))
    assert collector.check() >= 1
    assert gone() is None
