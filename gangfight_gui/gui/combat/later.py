"""A value worked out when first read, then kept: what a panel may never need is not paid for."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

T = TypeVar("T")
U = TypeVar("U")


class Later(Generic[T]):
    """``work()``, called once, when the value is first read (``get``).

    Two are equal when their values are; two equal ``key``s (naming all the value is worked out
    from) answer that without the work, so comparing two fights works out nothing unneeded."""

    __slots__ = ("_done", "_value", "_work", "key")

    def __init__(self, work: Callable[[], T], key: Hashable = None) -> None:
        self._work: Callable[[], T] | None = work
        self._value: T | None = None
        self._done = False
        self.key = key
        """Everything the value is worked out from (None: unknown, values are compared)."""

    @classmethod
    def known(cls, value: T, key: Hashable = None) -> Later[T]:
        """A value worked out already."""
        made = cls(lambda: value, key)
        made.get()
        return made

    @property
    def done(self) -> bool:
        """Whether the value has been worked out."""
        return self._done

    def get(self) -> T:
        if not self._done:
            assert self._work is not None
            self._value = self._work()
            self._done = True
            self._work = None  # what the work held is let go
        return self._value  # type: ignore[return-value]  # set above, T may be None

    def then(self, part: Callable[[T], U]) -> Later[U]:
        """``part`` of this value, worked out when first read (keyed by this key and the part's
        name: ``part`` is a named function)."""
        key = None if self.key is None else (self.key, part.__module__, part.__qualname__)
        if self._done:
            return Later.known(part(self.get()), key)
        return Later(lambda: part(self.get()), key)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Later):
            if self is other or (self.key is not None and self.key == other.key):
                return True
            other = other.get()
        return bool(self.get() == other)

    def __repr__(self) -> str:
        return f"Later({self._value!r})" if self._done else "Later(…)"
