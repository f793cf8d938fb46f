"""Dotted paths into scenario JSON (``defender.engaged``; a whole-number part indexes a list:
``attacker.groups.0.count``), the one way every layer names a setting of a fight."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

_ATOMS = (str, int, float, bool, type(None))


def get_path(data: Mapping[str, Any], key: str) -> object:
    """The value at ``key``, or None when the path does not lead anywhere."""
    node: object = data
    for part in key.split("."):
        if isinstance(node, Mapping) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return None
    return node


def copied(data: Mapping[str, Any]) -> dict[str, Any]:
    """A deep copy of scenario JSON, to change without touching ``data``: what
    ``copy.deepcopy(dict(data))`` makes of it, several times faster (the builder copies every
    choice's scenario again each time a battle's entry changes, for the odds after a
    roll is applied). A value other than JSON's is copied by ``copy.deepcopy``."""
    return {key: _copied(value) for key, value in data.items()}


def _copied(value: object) -> object:
    if type(value) is dict:
        return {key: _copied(item) for key, item in value.items()}
    if type(value) is list:
        return [_copied(item) for item in value]
    if type(value) in _ATOMS:
        return value
    if type(value) is tuple:
        return tuple(_copied(item) for item in value)
    return copy.deepcopy(value)


def set_path(data: dict[str, Any], key: str, value: object) -> None:
    """Set ``key`` in nested scenario JSON, making the objects on the way (a ``true`` that
    stands for an empty object, as Necromunda's ``reaction``, becomes one). A list's item is set
    in place when it exists; a path through a missing item is a KeyError (a list is never grown
    or turned into an object)."""
    parts = key.split(".")
    node: Any = data
    for part in parts[:-1]:
        if isinstance(node, list):
            node = node[_index(node, part, key)]
            continue
        child = node.get(part)
        if not isinstance(child, dict | list):
            child = {}
            node[part] = child
        node = child
    last = parts[-1]
    if isinstance(node, list):
        node[_index(node, last, key)] = value
    else:
        node[last] = value


def _index(items: list[Any], part: str, key: str) -> int:
    if not part.isdigit() or int(part) >= len(items):
        raise KeyError(f"{key}: no item {part!r} in a list of {len(items)}")
    return int(part)
