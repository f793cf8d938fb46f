"""What is wrong with a roster, an entry or a weapon a reader refused, in the game's words, never
a JSON path alone: "fighter 3 (Matron Ilse Vorne): WS must be …", each value judged by its kind."""

from __future__ import annotations

import difflib
import json
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from gangfight_gui.roster.records import (
    Entry,
    EntryError,
    Record,
    Roster,
    Weapon,
    checked_spec,
    held,
    is_required,
)
from gangfight_gui.rules.engine.limits import MAX_MODELS, MAX_WEAPONS
from gangfight_gui.rules.engine.wording import plural
from gangfight_gui.rules.game import FieldSpec
from gangfight_gui.rules.kinds import NAME_KEY, found

_SHOWN_KEY_CHARS = 40
_SHOWN_NAME_CHARS = 60

Location = tuple[int | str, ...]


@dataclass(frozen=True, slots=True)
class _Found:
    """One fault: where (``('models', 2, 'ws')``), the sentence, and whether it is a field left
    out or a key that is no field (a misspelt key explains a missing field better)."""

    where: Location
    sentence: str
    missing: bool = False
    unknown: bool = False


def roster_error(cls: type[Roster], data: object, markers: Collection[str] = ()) -> EntryError:
    """The first fault of the roster ``data`` read as ``cls``, counting the others."""
    return _error(list(_roster(cls, data, markers)))


def record_error(cls: type[Record], data: object, where: str = "") -> EntryError:
    """The first fault of the entry or weapon ``data`` read as ``cls``; ``where`` names it (its
    name before an edit), else its own name does."""
    return _error(list(_record(cls, data, (), where or _place(cls.noun, None, data))))


def _error(faults: list[_Found]) -> EntryError:
    if not faults:  # every reader refuses only what a kind or a limit refuses
        return EntryError("", "is not a roster this program reads")
    first = _first(faults)
    return EntryError(field_path(first.where) or "", first.sentence, len(faults) - 1)


def _first(faults: list[_Found]) -> _Found:
    """The fault to tell: the first, unless it is a missing field beside an unknown key ("nmae"
    is not a field, did you mean 'name'?, says what "Name is required" does not)."""
    first = faults[0]
    if first.missing:
        parent = first.where[:-1]
        for fault in faults[1:]:
            if fault.unknown and fault.where[:-1] == parent:
                return fault
    return first


def field_path(where: Sequence[int | str]) -> str | None:
    """``('models', 2, 'ws')`` as ``models[2].ws``, the way the file is written."""
    path = ""
    for part in where:
        if isinstance(part, int):
            path += f"[{part}]"
        else:
            path += f".{part}" if path else part
    return path or None


def _roster(cls: type[Roster], data: object, markers: Collection[str]) -> Iterator[_Found]:
    entry = cls.entry_model
    noun = entry.noun
    if not isinstance(data, Mapping):
        yield _Found((), f"the roster must be an object (found {found(data)})")
        return
    game = entry.game_key
    if data.get("game", game) != game:
        yield _Found(
            ("game",), f"the roster's game must be {json.dumps(game)} (found {found(data['game'])})"
        )
    for spec in cls.specs:
        label = spec.label[:1].lower() + spec.label[1:]
        if spec.key not in data:
            if is_required(spec):
                yield _Found((spec.key,), f"the roster's {label} is required", missing=True)
            continue
        problem = value_problem(checked_spec(spec), data[spec.key])
        if problem is not None:
            yield _Found((spec.key,), f"the roster's {label} {problem}")
    models = data.get("models", ())
    if not isinstance(models, list | tuple):
        nouns = plural(noun, 2)
        yield _Found(
            ("models",), f"the roster's {nouns} must be a list of {nouns} (found {found(models)})"
        )
    elif len(models) > MAX_MODELS:
        yield _Found(
            ("models",),
            _too_many("the roster has", len(models), noun, "a roster holds", MAX_MODELS),
        )
    else:
        for index, item in enumerate(models):
            if isinstance(item, Entry):
                if type(item) is not entry:
                    place = _place(noun, index, item.json_view())
                    yield _Found(("models", index), f"{place} is a {item.noun} of another game")
                continue
            yield from _record(entry, item, ("models", index), _place(noun, index, item))
    known = [*(spec.key for spec in cls.specs), "game", "models"]
    yield from _unknown(data, [*known, *markers], known, (), "the roster", "roster")


def _record(cls: type[Record], data: object, where: Location, place: str) -> Iterator[_Found]:
    """The faults of an entry or a weapon at ``where``, which ``place`` names."""
    if not isinstance(data, Mapping):
        yield _Found(where, f"{place} must be an object (found {found(data)})")
        return
    for spec in cls.specs:
        at = (*where, spec.key)
        if spec.key not in data:
            if is_required(spec):
                yield _Found(at, f"{place}: {spec.label} is required", missing=True)
            continue
        problem = value_problem(spec, data[spec.key])
        if problem is None:
            continue
        if spec.key == NAME_KEY and problem == "needs a name":
            yield _Found(at, f"{place} {problem}")
        else:
            yield _Found(at, f"{place}: {spec.label} {problem}")
    known = [spec.key for spec in cls.specs]
    if issubclass(cls, Entry):
        yield from _weapons(cls, data, where, place)
        known.append("weapons")
    yield from _unknown(data, known, known, where, place, cls.noun)


def _weapons(
    cls: type[Entry], data: Mapping[str, Any], where: Location, place: str
) -> Iterator[_Found]:
    weapons = data.get("weapons", ())
    at = (*where, "weapons")
    if not isinstance(weapons, list | tuple):
        yield _Found(at, f"{place}: its weapons must be a list of weapons (found {found(weapons)})")
        return
    if len(weapons) > MAX_WEAPONS:
        most = f"a {cls.noun} carries"
        yield _Found(at, _too_many(f"{place} carries", len(weapons), "weapon", most, MAX_WEAPONS))
        return
    weapon = cls.weapon_model
    for index, item in enumerate(weapons):
        if isinstance(item, Weapon):
            if type(item) is not weapon:
                yield _Found((*at, index), f"{place}, weapon {index + 1} is another game's")
            continue
        yield from _record(weapon, item, (*at, index), f"{place}, {_place('weapon', index, item)}")


def _unknown(
    data: Mapping[str, Any],
    allowed: Collection[str],
    known: Sequence[str],
    where: Location,
    place: str,
    noun: str,
) -> Iterator[_Found]:
    """A fault for each key of ``data`` not ``allowed``, naming the closest ``known`` one."""
    for key in data:
        if key in allowed:
            continue
        close = difflib.get_close_matches(str(key), list(known), n=1, cutoff=0.6)
        hint = f"did you mean {close[0]!r}?" if close else f"its fields: {', '.join(known)}"
        shown = clipped(json.dumps(str(key), ensure_ascii=False), _SHOWN_KEY_CHARS)
        sentence = f"{place}: {shown} is not a field of a {noun} ({hint})"
        yield _Found((*where, str(key)), sentence, unknown=True)


def value_problem(spec: FieldSpec, value: object) -> str | None:
    """What ``spec``'s kind finds wrong with ``value`` (or a decimal too large to hold)."""
    problem = spec.kind.problem(spec, value)
    if problem is None:
        try:
            held(spec, value)
        except ValueError:  # the one failure a taken value can have: a decimal overflowing
            return f"must be {spec.kind.wanted(spec)} (found {found(value)})"
    return problem


def _too_many(holds: str, count: int, noun: str, most: str, limit: int) -> str:
    """ "the roster has 10,001 fighters; a roster holds at most 10,000 fighters"."""
    return (
        f"{holds} {count:,} {plural(noun, count)}; {most} at most {limit:,} {plural(noun, limit)}"
    )


def _place(noun: str, index: int | None, data: object) -> str:
    """ "fighter 3 (Matron Ilse Vorne)", or "fighter 3" when the file gives it no usable name."""
    number = f"{noun} {index + 1}" if index is not None else f"the {noun}"
    name = data.get("name") if isinstance(data, Mapping) else None
    if isinstance(name, str) and name.strip():
        return f"{number} ({clipped(' '.join(name.split()), _SHOWN_NAME_CHARS)})"
    return number


def clipped(text: str, longest: int) -> str:
    """``text`` cut to ``longest`` characters, an ellipsis the last, to stay short in a message."""
    return text if len(text) <= longest else text[: longest - 1] + "…"
