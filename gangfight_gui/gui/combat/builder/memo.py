"""The combat builder's memory of the fights worked out, bounded and keyed by their inputs."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any

import orjson

MEMO_SIZE = 640
"""What is remembered of the fights worked out (a pair's choices; each choice's fight, limits,
score and variants: a dozen entries a fight with four choices): a player weighing a few
circumstances goes back and forth over a few dozen fights, each then worked out once. Bounded:
what is remembered is walked by each of Python's full collections."""


class Memo:
    """What ``plan`` works out, remembered by its inputs: the choices of a pair, each fight's
    circumstances and limits, each fight's score. Bounded; one per builder."""

    def __init__(self, size: int = MEMO_SIZE) -> None:
        self._size = size
        self._store: OrderedDict[Hashable, object] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], Any]) -> Any:
        store = self._store
        if key in store:
            store.move_to_end(key)
            return store[key]
        value = make()
        store[key] = value
        if len(store) > self._size:
            store.popitem(last=False)
        return value


def dumps(value: object) -> bytes:
    """``value`` as a key of the memo: its JSON, keys sorted."""
    return orjson.dumps(value, option=orjson.OPT_SORT_KEYS)
