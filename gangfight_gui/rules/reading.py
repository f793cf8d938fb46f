"""Every game's JSON read through the kinds of its ``FieldSpec``s, each fault one line naming the
field as the file writes it (``attacker.weapons[0].kind``) and what is wrong."""

from __future__ import annotations

import difflib
from collections.abc import Collection, Iterable, Mapping
from typing import Any

from gangfight_gui.rules.engine.errors import ScenarioShapeError
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.kinds import found


def join(path: str, key: str) -> str:
    """A field's path inside the object at ``path`` (the top level when empty); a key that is
    not plain printable text of a field's length (a line break, a page of text) is shown as
    JSON writes it, cut short, so the message stays one line."""
    if not key.isprintable() or len(key) > LONGEST_KEY:
        key = found(key)
    return f"{path}.{key}" if path else key


LONGEST_KEY = 40
"""A key longer than any field's is quoted and cut in a message, like a value."""


def fail(path: str, problem: str) -> ScenarioShapeError:
    """The fault at ``path``, as every reader words it."""
    return ScenarioShapeError(f"{path}: {problem}" if path else problem)


def as_object(value: object, path: str) -> Mapping[str, Any]:
    """``value`` if it is a JSON object."""
    if not isinstance(value, Mapping):
        raise fail(path, f"must be an object (found {found(value)})")
    return value


def as_list(value: object, path: str) -> list[Any]:
    """``value`` if it is a JSON list."""
    if not isinstance(value, list):
        raise fail(path, f"must be a list (found {found(value)})")
    return value


def unknown_key(data: Mapping[str, Any], known: Collection[str], path: str) -> str | None:
    """The fault of the first key of ``data`` not in ``known`` (a misspelt option is never
    ignored), naming the closest known key; None when every key is known."""
    for key in data:
        if key not in known:
            words = sorted(known) if isinstance(known, set | frozenset) else list(known)
            close = difflib.get_close_matches(str(key), words, n=1, cutoff=0.6)
            hint = f"did you mean {close[0]!r}?" if close else f"known: {', '.join(words)}"
            return f"{join(path, str(key))}: is not a known field ({hint})"
    return None


def refuse_unknown(data: Mapping[str, Any], known: Collection[str], path: str) -> None:
    """Refuse the first key of ``data`` not in ``known``."""
    problem = unknown_key(data, known, path)
    if problem is not None:
        raise ScenarioShapeError(problem)


def short_key(spec: FieldSpec) -> str:
    """The key a spec's field has inside its object (``sixes`` for ``rules.sixes``), so a
    scenario's dotted keys read inside their object."""
    return spec.key.rpartition(".")[2]


def value_problem(spec: FieldSpec, value: object, path: str) -> str | None:
    """The fault of ``value`` read for ``spec`` at ``path``; None when the field takes it."""
    problem = spec.kind.problem(spec, value)
    return None if problem is None else f"{path}: {problem}"


def read_value(spec: FieldSpec, value: object, path: str) -> Any:
    """``value`` if ``spec`` takes it."""
    problem = value_problem(spec, value, path)
    if problem is not None:
        raise ScenarioShapeError(problem)
    return value


def read_field(data: Mapping[str, Any], spec: FieldSpec, path: str) -> Any:
    """The field of ``spec`` in ``data``: its value checked, or when absent what its kind gives
    a file that leaves it out (a field with nothing to give is required)."""
    key = short_key(spec)
    if key not in data:
        missing = spec.kind.missing(spec)
        if missing is None and not spec.kind.takes_none(spec):
            raise fail(join(path, key), "is required")
        return missing
    return read_value(spec, data[key], join(path, key))


def read_fields(
    value: object, specs: Iterable[FieldSpec], path: str, extra: Collection[str] = ()
) -> dict[str, Any]:
    """An object of ``specs``'s fields (and the ``extra`` keys its reader reads itself), by
    short key: every field read, a key of no field refused."""
    data = as_object(value, path)
    by_key = {short_key(spec): spec for spec in specs}
    refuse_unknown(data, [*by_key, *extra], path)
    return {key: read_field(data, spec, path) for key, spec in by_key.items()}
