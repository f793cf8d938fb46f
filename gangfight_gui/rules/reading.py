"""Every game's JSON read through the kinds of its ``FieldSpec``s, each fault one line naming the
field as the file writes it (``attacker.weapons[0].kind``) and what is wrong."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection, Mapping
from typing import Any

from gangfight_gui import code_cache
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


def at(path: str, problem: str) -> str:
    """The fault at ``path``, as every reader words it."""
    return f"{path}: {problem}" if path else problem


def fail(path: str, problem: str) -> ScenarioShapeError:
    """The fault at ``path`` as a shape error (exit 2)."""
    return ScenarioShapeError(at(path, problem))


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
            import difflib  # for a fault only: not imported to read a good file

            words = sorted(known) if isinstance(known, set | frozenset) else list(known)
            close = difflib.get_close_matches(str(key), words, n=1, cutoff=0.6)
            hint = f"did you mean {close[0]!r}?" if close else f"known: {', '.join(words)}"
            return f"{join(path, str(key))}: is not a known field ({hint})"
    return None


def other_game(key: str, value: object) -> str:
    """The fault of a scenario that names another game than its reader's, in every game's
    words: ``must be "warstrike" here (found "necromunda")``."""
    return f'must be "{key}" here (found {found(value)})'


def short_key(spec: FieldSpec) -> str:
    """The key a spec's field has inside its object (``sixes`` for ``rules.sixes``), so a
    scenario's dotted keys read inside their object."""
    return spec.key.rpartition(".")[2]


REQUIRED: Any = object()
"""A ``Shape``'s ``absent`` value of a field a file must give, whatever its spec's default."""
_ABSENT: Any = object()


class Shape:
    """The fields of one kind of object (a fighter, a weapon, a fight's circumstances), made
    once from their ``FieldSpec``s into a set of known keys and a cheap test per field
    (``Kind.quick_source``); only a value that fails it is asked of its kind, which words the
    fault.

    ``extra``: keys the object may hold that its reader reads itself (or ignores), and where it
    names every field's key too, the order a fault lists the known keys in; ``absent``:
    what a left-out field reads as, where the file format says other than the spec's default
    (``REQUIRED``: the file must give it), and with ``null_is_absent`` (True: every field; else
    the keys of those it names) what a null reads as;
    ``range_error``: the error of a value of the right kind outside its range (a rules error,
    exit 1, citing the field's ruling or ``rulings``'), else every fault is a ``shape_error``
    (exit 2). A shape fault is told before a range fault, each the first in the fields' order.
    ``key``: a field's key inside its object (a roster's entry keeps its dots: ``spec.key``).
    """

    def __init__(
        self,
        specs: tuple[FieldSpec, ...],
        extra: Collection[str] = (),
        *,
        absent: Mapping[str, object] | None = None,
        range_error: Callable[[str], Exception] | None = None,
        rulings: Mapping[str, str] | None = None,
        shape_error: Callable[[str], Exception] = ScenarioShapeError,
        null_is_absent: bool | Collection[str] = False,
        key: Callable[[FieldSpec], str] = short_key,
    ) -> None:
        self._specs = {key(spec): spec for spec in specs}
        self.keys = tuple(self._specs)
        """The fields' short keys, in the order ``read`` gives their values."""
        self._words = tuple(extra) if set(extra) >= self._specs.keys() else (*self._specs, *extra)
        self.known = frozenset(self._words)
        self._fields = tuple(
            (key, spec, _absent(spec, (absent or {}).get(key, _ABSENT)))
            for key, spec in self._specs.items()
        )
        self._range_error = range_error
        self._rulings = dict(rulings or {})
        self._shape_error = shape_error
        self._nulls = frozenset(self.keys if null_is_absent is True else null_is_absent or ())
        self.read = self._compile()
        """``read(value, path, faults=None)``: the fields' values of the object at ``path``, in
        ``keys``' order, each checked, or its absent value; a key not known is refused, naming
        the closest. Given a list ``faults``, a value out of its range is read and its fault
        added there, so a reader can tell every shape fault of a file before its range faults."""

    def _compile(self) -> Callable[..., tuple[Any, ...]]:
        """``read``, made once: every field's usual good value checked in one expression (the
        kinds' ``quick_source``), anything else left to ``_read``, which words its fault."""
        namespace: dict[str, Any] = {"known": self.known.issuperset, "slow": self._read}
        lines, tests = [], []
        for index, (key, spec, absent) in enumerate(self._fields):
            name = f"v{index}"
            namespace[f"absent{index}"], namespace[f"spec{index}"] = absent, spec
            if key in self._nulls:
                lines.append(f"        {name} = get({key!r})")
                lines.append(f"        {name} = absent{index} if {name} is None else {name}")
            else:
                lines.append(f"        {name} = get({key!r}, absent{index})")
            test = (
                spec.kind.quick_source(spec, name) or f"spec{index}.kind.takes(spec{index}, {name})"
            )
            if absent is None and key in self._nulls:
                test = f"{name} is None or {test}"  # left out or null: read as none, unchecked
            tests.append(test)
        values = "".join(f"v{index}, " for index in range(len(self._fields)))
        source = "\n".join(
            [
                "def read(value, path, faults=None):",
                "    if type(value) is dict and known(value):",
                "        get = value.get",
                *lines,
                f"        if {' and '.join(f'({test})' for test in tests) or 'True'}:",
                f"            return ({values})",
                "    return slow(value, path, faults)",
            ]
        )
        code_cache.run(source, namespace)  # built from the specs' keys and literals only
        read: Callable[..., tuple[Any, ...]] = namespace["read"]
        return read

    def _read(
        self, value: object, path: str, faults: list[Exception] | None = None
    ) -> tuple[Any, ...]:
        """``read`` field by field, wording the first fault."""
        if not isinstance(value, Mapping):
            raise self._shape_error(at(path, f"must be an object (found {found(value)})"))
        problem = unknown_key(value, self._words, path)
        if problem is not None:
            raise self._shape_error(problem)
        out_of_range = [] if faults is None else faults
        values = []
        for key, spec, absent in self._fields:
            got = value.get(key, _ABSENT)
            if got is _ABSENT or (got is None and key in self._nulls):
                if absent is REQUIRED:
                    raise self._shape_error(f"{join(path, key)}: is required")
                got = absent
            else:
                fault = self._fault(spec, got, join(path, key))
                if fault is not None:
                    out_of_range.append(fault)
            values.append(got)
        if faults is None and out_of_range:
            raise out_of_range[0]
        return tuple(values)

    def _fault(self, spec: FieldSpec, value: object, where: str) -> Exception | None:
        """The range fault of ``value`` at ``where``, None if ``spec`` takes it; a value of the
        wrong kind is refused at once, as its kind words the fault."""
        ruling = self._rulings.get(short_key(spec), spec.ruling)
        return range_fault(spec, value, where, self._range_error, self._shape_error, ruling)


def range_fault(
    spec: FieldSpec,
    value: object,
    where: str,
    range_error: Callable[[str], Exception] | None = None,
    shape_error: Callable[[str], Exception] = ScenarioShapeError,
    ruling: str = "",
) -> Exception | None:
    """The fault of ``value`` at ``where`` when it is of ``spec``'s kind but out of its range (a
    ``range_error`` citing ``ruling``; without one, a shape error), None if ``spec`` takes it;
    a value of the wrong kind is refused at once, a ``shape_error`` as its kind words it."""
    problem = spec.kind.problem(spec, value)
    if problem is None:
        return None
    if range_error is not None and spec.kind.takes(_any_range(spec), value):
        return range_error(f"{where}: {problem} ({ruling})" if ruling else f"{where}: {problem}")
    raise shape_error(f"{where}: {problem}")


def read_checked(spec: FieldSpec, value: object, where: str, **errors: Any) -> Any:
    """``value`` if ``spec`` takes it, else its fault raised (``range_fault``'s errors, the
    ruling the spec's own)."""
    fault = range_fault(spec, value, where, ruling=spec.ruling, **errors)
    if fault is not None:
        raise fault
    return value


class FreeKeys:
    """An object whose keys are free texts (a weapon's name) and whose values are each of
    ``spec``'s kind (its dice): read whole, a value's fault at its key's path
    (``attack_dice.Knife``), every shape fault told before a range fault (``Shape``'s errors)."""

    def __init__(
        self,
        spec: FieldSpec,
        *,
        range_error: Callable[[str], Exception] | None = None,
        shape_error: Callable[[str], Exception] = ScenarioShapeError,
    ) -> None:
        self._spec = spec
        self._errors: dict[str, Any] = {"range_error": range_error, "shape_error": shape_error}

    def read(self, value: object, path: str) -> dict[str, Any]:
        """The object at ``path`` as a dict of its keys (as text) and their values, each taken."""
        if not isinstance(value, Mapping):
            raise self._errors["shape_error"](at(path, f"must be an object (found {found(value)})"))
        spec, faults = self._spec, []
        for key, got in value.items():
            fault = range_fault(spec, got, join(path, str(key)), ruling=spec.ruling, **self._errors)
            if fault is not None:
                faults.append(fault)
        if faults:
            raise faults[0]
        return {str(key): got for key, got in value.items()}


def _absent(spec: FieldSpec, given: object) -> object:
    """What ``spec``'s field reads as when left out: ``given`` where the format says, else what
    its kind gives a file that leaves it out (``REQUIRED`` when nothing)."""
    if given is not _ABSENT:
        return given
    missing = spec.kind.missing(spec)
    if missing is None and not spec.kind.takes_none(spec):
        return REQUIRED
    return missing


def _any_range(spec: FieldSpec) -> FieldSpec:
    """``spec`` without its bounds: whether a value is of the right kind at all."""
    return dataclasses.replace(spec, minimum=None, maximum=None, exclusive_minimum=False)
