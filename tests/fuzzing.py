"""Damaging JSON the way files get damaged, for the fuzz tests of the CLI and the roster reader:
a field removed or replaced by a value of another type, a number far too large, text
where a word is expected, markup in a name."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

FUZZ = settings(
    deadline=None,
    max_examples=120,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
"""The fuzz tests' budget: small, and no deadline, since one example runs the whole command."""

hostile_scalars = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.sampled_from([10**100, -1, 0, 61, 1000, 2**63])
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=20)
    | st.sampled_from(["auto", "long_" + "9" * 50, "long_0", "short", "", "<b>x</b>"])
)
hostile_values = st.recursive(
    hostile_scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=8,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value, to pick one to damage."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*prefix, index))
    return found


def _damaged(base: Any, path: tuple[Any, ...], replacement: Any, remove: bool) -> Any:
    if not path:
        return replacement
    copy = json.loads(json.dumps(base))
    parent = copy
    for part in path[:-1]:
        parent = parent[part]
    if remove and isinstance(parent, dict):
        del parent[path[-1]]
    else:
        parent[path[-1]] = replacement
    return copy


@st.composite
def damage(draw: st.DrawFn, document: Any, most: int = 3) -> Any:
    """``document`` with one to ``most`` places replaced by hostile values or removed."""
    for _ in range(draw(st.integers(min_value=1, max_value=most))):
        path = draw(st.sampled_from(_paths(document)))
        document = _damaged(document, path, draw(hostile_values), draw(st.booleans()))
    return document
