"""Pydantic's validation errors as one short English sentence a player can act on.

Pydantic says "Input should be less than or equal to 40" at ``('models', 2, 'attack')``; a player
needs "models[2].attack: must be a whole number from 0 to 40 (found 41)". The expected value is read
from the model's own JSON Schema, so the message always states the same limits the schema file
publishes, and a field added later is described without touching this module.
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from pydantic import BaseModel, ValidationError

from gangfight_gui.rules.engine.wording import count_of

_SHOWN_INPUT_CHARS = 40

_WRONG_VALUE_TYPES = frozenset(
    {
        "bool_type",
        "bool_parsing",
        "dict_type",
        "enum",
        "finite_number",
        "float_parsing",
        "float_type",
        "greater_than",
        "greater_than_equal",
        "int_from_float",
        "int_parsing",
        "int_type",
        "less_than",
        "less_than_equal",
        "list_type",
        "literal_error",
        "model_attributes_type",
        "model_type",
        "none_required",
        "string_pattern_mismatch",
        "string_too_long",
        "string_too_short",
        "string_type",
        "too_long",
        "too_short",
        "tuple_type",
    }
)
"""Errors that mean "this value is not what the field takes": answered by describing the field."""


@dataclass(frozen=True, slots=True)
class ReadableError:
    field: str | None
    """Where the first problem is, as ``models[2].attack``; None for the whole document."""
    message: str
    """What is wrong with it, e.g. ``must be a whole number from 0 to 40 (found 41)``."""
    more: int
    """How many further problems pydantic found."""

    def sentence(self) -> str:
        """The message, plus "(and N more problems)" when there are several."""
        if not self.more:
            return self.message
        return f"{self.message} (and {count_of(self.more, 'more problem')})"


def readable(error: ValidationError, model: type[BaseModel]) -> ReadableError:
    """The first of ``error``'s problems, described against ``model``'s schema."""
    problems = error.errors(include_url=False)
    first = problems[0]
    loc = tuple(first["loc"])
    return ReadableError(field_path(loc), _describe(first, loc, model), len(problems) - 1)


def field_path(loc: Sequence[int | str]) -> str | None:
    """``('models', 2, 'attack')`` as ``models[2].attack``, the way the file is written."""
    path = ""
    for part in loc:
        if isinstance(part, int):
            path += f"[{part}]"
        else:
            path += f".{part}" if path else part
    return path or None


def _describe(problem: Any, loc: tuple[int | str, ...], model: type[BaseModel]) -> str:
    kind: str = problem["type"]
    if kind == "missing":
        return "is required"
    if kind == "extra_forbidden":
        return _unknown_field(loc, model)
    if kind in ("value_error", "assertion_error"):
        return str(problem.get("ctx", {}).get("error", problem["msg"]))
    if kind == "json_invalid":
        detail = str(problem.get("ctx", {}).get("error", ""))
        return "is nested too deeply" if "recursion" in detail else f"is not valid JSON ({detail})"
    if kind in _WRONG_VALUE_TYPES:
        node, nullable = _field_schema(_schema(model), loc)
        expected = _expected(node, nullable) if node is not None else None
        if expected is not None:
            return f"must be {expected} (found {_found(kind, problem['input'])})"
    message: str = problem["msg"]
    return message[:1].lower() + message[1:]


def _unknown_field(loc: tuple[int | str, ...], model: type[BaseModel]) -> str:
    name = str(loc[-1])
    parent, _ = _field_schema(_schema(model), loc[:-1])
    known = sorted(parent.get("properties", {})) if parent is not None else []
    close = difflib.get_close_matches(name, known, n=1, cutoff=0.6)
    if close:
        return f"is not a known field (did you mean {close[0]!r}?)"
    return "is not a known field" + (f" (known: {', '.join(known)})" if known else "")


@cache
def _schema(model: type[BaseModel]) -> dict[str, Any]:
    return model.model_json_schema()


def _field_schema(
    root: dict[str, Any], loc: Sequence[int | str]
) -> tuple[dict[str, Any] | None, bool]:
    """The JSON Schema node of the field at ``loc``, and whether it may also be null."""
    node: dict[str, Any] | None = root
    for part in loc:
        node, _ = _follow_refs(root, node)
        if node is None:
            return None, False
        node = _child(node, part)
    return _follow_refs(root, node)


def _child(node: dict[str, Any], part: int | str) -> dict[str, Any] | None:
    """A list's item schema for an index, an object's property schema for a key."""
    if isinstance(part, int):
        items: dict[str, Any] | None = node.get("items")
        return items
    prop: dict[str, Any] | None = node.get("properties", {}).get(part)
    return prop


def _follow_refs(
    root: dict[str, Any], node: dict[str, Any] | None
) -> tuple[dict[str, Any] | None, bool]:
    """Follow ``$ref`` and unwrap ``anyOf: [X, null]``, the shapes pydantic writes."""
    nullable = False
    while node is not None:
        if "$ref" in node:
            name = str(node["$ref"]).rsplit("/", 1)[-1]
            node = root.get("$defs", {}).get(name)
        elif "anyOf" in node:
            options = [o for o in node["anyOf"] if o.get("type") != "null"]
            nullable = nullable or len(options) < len(node["anyOf"])
            if len(options) != 1:
                return None, nullable
            node = options[0]
        else:
            break
    return node, nullable


def _expected(node: dict[str, Any], nullable: bool) -> str | None:
    kind = node.get("type")
    if "enum" in node:
        text = "one of " + ", ".join(str(value) for value in node["enum"])
    elif "const" in node:
        text = json.dumps(node["const"])
    elif kind == "integer":
        text = "a whole number" + _bounds(node, whole=True)
    elif kind == "number":
        text = "a number" + _bounds(node, whole=False)
    elif kind == "string":
        text = _text_expected(node)
    elif kind == "array":
        text = "a list"
        if node.get("maxItems") is not None:
            text += f" of at most {node['maxItems']:,} items"
    elif kind == "object":
        text = "an object"
    elif kind == "boolean":
        text = "true or false"
    else:
        return None
    return f"{text}, or null" if nullable else text


def _bounds(node: dict[str, Any], *, whole: bool) -> str:
    low, high = node.get("minimum"), node.get("maximum")
    if whole and low is not None and high is not None:
        return f" from {_number(low)} to {_number(high)}"
    parts = []
    if low is not None:
        parts.append(f"at least {_number(low)}")
    if node.get("exclusiveMinimum") is not None:
        parts.append(f"above {_number(node['exclusiveMinimum'])}")
    if high is not None:
        parts.append(f"at most {_number(high)}")
    if node.get("exclusiveMaximum") is not None:
        parts.append(f"below {_number(node['exclusiveMaximum'])}")
    return " " + " and ".join(parts) if parts else ""


def _text_expected(node: dict[str, Any]) -> str:
    shortest, longest = node.get("minLength", 0), node.get("maxLength")
    text = "non-empty text" if shortest >= 1 else "text"
    if longest is not None:
        text += f" of at most {longest:,} characters"
    return text


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def _found(kind: str, value: object) -> str:
    """What was found: its size when it is too long (issue 16: limits), else the value."""
    if kind == "too_long" and isinstance(value, list | tuple):
        return f"{len(value):,} items"
    if kind == "string_too_long" and isinstance(value, str):
        return f"{len(value):,} characters"
    return _shown(value)


def _shown(value: object) -> str:
    """The offending value as it looks in JSON, cut short so the message stays one line."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        text = f"a {type(value).__name__}"
    text = text.replace("\n", " ")
    if len(text) > _SHOWN_INPUT_CHARS:
        text = text[: _SHOWN_INPUT_CHARS - 1] + "…"
    return text
