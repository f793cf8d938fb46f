"""Pydantic's validation errors as one sentence in the game's words, never a JSON path alone:
"fighter 3 (Matron Ilse Vorne): WS must be a whole number from 2 to 6 (found 7)"."""

from __future__ import annotations

import difflib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ValidationError

from gangfight_gui.roster.roster import (
    Entry,
    Roster,
    Weapon,
    describe_value,
    longest_text,
    roster_specs,
)
from gangfight_gui.rules.engine.limits import MAX_MODELS, MAX_WEAPONS
from gangfight_gui.rules.engine.wording import count_of, plural
from gangfight_gui.rules.game import FieldSpec, find_game
from gangfight_gui.rules.kinds import found

_SHOWN_INPUT_CHARS = 40
_SHOWN_NAME_CHARS = 60


@dataclass(frozen=True, slots=True)
class ReadableError:
    field: str | None
    """Where the first problem is, as ``models[2].ws``; None for the whole document."""
    message: str
    """The first problem as a sentence: "fighter 3 (Matron Ilse Vorne): WS must be …"."""
    more: int
    """How many further problems pydantic found."""

    def sentence(self) -> str:
        """The message, plus "(and N more problems)" when there are several."""
        if not self.more:
            return self.message
        return f"{self.message} (and {count_of(self.more, 'more problem')})"


def readable(
    error: ValidationError,
    model: type[BaseModel],
    data: object = None,
    *,
    skip: int = 0,
    where: str = "",
) -> ReadableError:
    """The first of ``error``'s problems, in the game's words.

    ``model`` is what was validated: a game's roster, entry or weapon model; ``data`` the input
    (to name an entry by the name the file gives it); ``skip`` leading parts of each location to
    leave out (the game's tag, when a roster was read through the union of every game's);
    ``where`` names the entry or weapon validated ("Sister Nel", "Sister Nel, Arc lash") when
    the caller knows it better than ``data`` does.
    """
    problems = error.errors(include_url=False)
    first = _first(problems)
    loc = tuple(first["loc"])[skip:]
    sentence = _sentence(first, model, loc, data, where)
    return ReadableError(field_path(loc), sentence, len(problems) - 1)


def _first(problems: list[Any]) -> Any:
    """The problem to tell: the first, unless it is a missing field beside an unknown one (a
    misspelt key: "nmae" is not a field, did you mean 'name'?, says what "Name is required"
    does not)."""
    first = problems[0]
    if first["type"] == "missing":
        parent = tuple(first["loc"])[:-1]
        for problem in problems[1:]:
            if problem["type"] == "extra_forbidden" and tuple(problem["loc"])[:-1] == parent:
                return problem
    return first


def field_path(loc: Sequence[int | str]) -> str | None:
    """``('models', 2, 'ws')`` as ``models[2].ws``, the way the file is written."""
    path = ""
    for part in loc:
        if isinstance(part, int):
            path += f"[{part}]"
        else:
            path += f".{part}" if path else part
    return path or None


def _sentence(
    problem: Any, model: type[BaseModel], loc: tuple[int | str, ...], data: object, where: str
) -> str:
    kind: str = problem["type"]
    if kind == "json_invalid":
        detail = str(problem.get("ctx", {}).get("error", ""))
        return "is nested too deeply" if "recursion" in detail else f"is not valid JSON ({detail})"
    if issubclass(model, Roster):
        return _in_roster(problem, model, loc, data)
    if issubclass(model, Entry):
        return _in_entry(problem, model, loc, data, where)
    if issubclass(model, Weapon):
        return _in_record(problem, model, loc, data, where, "weapon")
    return _lower(problem["msg"])


def _in_roster(problem: Any, model: type[Roster], loc: tuple[int | str, ...], data: object) -> str:
    entry = model.entry_model
    noun = entry.noun
    if not loc:
        return _whole_value(problem, "the roster", "an object")
    if loc[0] != "models":
        specs = {spec.key: spec for spec in roster_specs(find_game(entry.game_key))}
        known = [*specs, "game", "models"]
        return _field(problem, specs, loc, data, "the roster", "roster", known)
    if len(loc) == 1:
        if problem["type"] == "too_long":
            return _too_many(problem, "the roster has", noun, "a roster holds", MAX_MODELS)
        return _whole_value(problem, f"the roster's {plural(noun, 2)}", f"a list of {noun}s")
    index = loc[1]
    entries = data.get("models") if isinstance(data, Mapping) else None
    entry_data = _item(entries, index)
    return _in_entry(problem, entry, loc[2:], entry_data, _place(noun, index, entry_data))


def _in_entry(
    problem: Any, model: type[Entry], loc: tuple[int | str, ...], data: object, where: str
) -> str:
    noun = model.noun
    where = where or _place(noun, None, data)
    if loc and loc[0] == "weapons":
        if len(loc) == 1:
            if problem["type"] == "too_long":
                owner = f"a {noun} carries"
                return _too_many(problem, f"{where} carries", "weapon", owner, MAX_WEAPONS)
            return _whole_value(problem, f"{where}: its weapons", "a list of weapons")
        index = loc[1]
        weapons = data.get("weapons") if isinstance(data, Mapping) else None
        weapon_data = _item(weapons, index)
        where = f"{where}, {_place('weapon', index, weapon_data)}"
        return _in_record(problem, model.weapon_model, loc[2:], weapon_data, where, "weapon")
    return _in_record(problem, model, loc, data, where, noun)


def _in_record(
    problem: Any,
    model: type[Entry] | type[Weapon],
    loc: tuple[int | str, ...],
    data: object,
    where: str,
    noun: str,
) -> str:
    where = where or _place(noun, None, data)
    if not loc:
        return _whole_value(problem, where, "an object")
    specs = {spec.key: spec for spec in model.specs}
    known = [*specs, "weapons"] if issubclass(model, Entry) else list(specs)
    return _field(problem, specs, loc, data, where, noun, known)


def _field(
    problem: Any,
    specs: Mapping[str, FieldSpec],
    loc: tuple[int | str, ...],
    data: object,
    where: str,
    noun: str,
    known: Sequence[str] | None = None,
) -> str:
    """One field's problem, its range told by its spec (``describe_value``): the spec the models
    were built from, so a message always states the limits the reader applies."""
    key = str(loc[0])
    kind: str = problem["type"]
    if kind == "extra_forbidden":
        names = list(known if known is not None else specs)
        close = difflib.get_close_matches(key, names, n=1, cutoff=0.6)
        hint = f"did you mean {close[0]!r}?" if close else f"its fields: {', '.join(names)}"
        shown_key = _clip(json.dumps(key, ensure_ascii=False))  # printable: quotes, escapes
        return f"{where}: {shown_key} is not a field of a {noun} ({hint})"
    spec = specs.get(key)
    label = spec.label if spec is not None else key
    if noun == "roster":  # "the roster's cost limit must be …"
        where, label = f"{where}'s {label[:1].lower()}{label[1:]}", ""
    subject = f"{where}: {label}" if label else where
    if kind == "missing":
        return f"{subject} is required"
    if kind in ("value_error", "assertion_error"):
        reason = str(problem.get("ctx", {}).get("error", problem["msg"]))
        return f"{where} {reason}" if key == "name" else f"{subject} {reason}"
    if spec is None:
        return f"{subject} {_lower(problem['msg'])}"
    if len(loc) > 1 and isinstance(loc[1], int):  # one item of a list field
        item = f"text of at most {longest_text(spec):,} characters"
        return (
            f"{subject}, item {loc[1] + 1}, must be {item} (found {_found(kind, problem['input'])})"
        )
    return f"{subject} must be {describe_value(spec)} (found {_found(kind, problem['input'])})"


def _too_many(problem: Any, holds: str, noun: str, most: str, limit: int) -> str:
    """ "the roster has 10,001 fighters; a roster holds at most 10,000 fighters"."""
    found = len(problem["input"]) if isinstance(problem["input"], Sequence) else "more"
    count = f"{found:,} {plural(noun, found)}" if isinstance(found, int) else f"more {noun}s"
    return f"{holds} {count}; {most} at most {limit:,} {plural(noun, limit)}"


def _whole_value(problem: Any, what: str, expected: str) -> str:
    if problem["type"] == "missing":
        return f"{what} is required"
    return f"{what} must be {expected} (found {_found(problem['type'], problem['input'])})"


def _item(items: object, index: int | str) -> object:
    if isinstance(items, list | tuple) and isinstance(index, int) and 0 <= index < len(items):
        return items[index]
    return None


def _place(noun: str, index: int | str | None, data: object) -> str:
    """ "fighter 3 (Matron Ilse Vorne)", or "fighter 3" when the file gives it no usable name."""
    number = f"{noun} {index + 1}" if isinstance(index, int) else f"the {noun}"
    name = data.get("name") if isinstance(data, Mapping) else None
    if isinstance(name, str) and name.strip():
        return f"{number} ({_clip(' '.join(name.split()), _SHOWN_NAME_CHARS)})"
    return number


def _lower(message: str) -> str:
    return message[:1].lower() + message[1:]


def _clip(text: str, longest: int = _SHOWN_INPUT_CHARS) -> str:
    return text if len(text) <= longest else text[: longest - 1] + "…"


def _found(kind: str, value: object) -> str:
    """What was found: its size when it is too long (limits), else the value."""
    if kind == "too_long" and isinstance(value, list | tuple):
        return f"{len(value):,} items"
    if kind == "string_too_long" and isinstance(value, str):
        return f"{len(value):,} characters"
    return found(value)
