"""Pydantic's validation errors as one short sentence a player can act on."""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError


def location(loc: tuple[int | str, ...]) -> str:
    """``("models", 2, "attack")`` as ``models[2].attack``."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


def _explain(error: Any) -> str:
    kind = error.get("type", "")
    ctx = error.get("ctx") or {}
    value = error.get("input")
    if kind in ("int_type", "int_parsing", "int_from_float"):
        return f"must be a whole number, not {value!r}"
    if kind in ("greater_than_equal", "less_than_equal", "greater_than", "less_than"):
        low, high = ctx.get("ge", ctx.get("gt")), ctx.get("le", ctx.get("lt"))
        bounds = " and ".join(
            part
            for part in (
                f"at least {low}" if low is not None else "",
                f"at most {high}" if high is not None else "",
            )
            if part
        )
        return f"{value!r} is out of range (must be {bounds})"
    if kind == "missing":
        return "is missing"
    if kind == "extra_forbidden":
        return "is not a known field"
    if kind == "enum":
        return f"{value!r} is not one of {ctx.get('expected', '')}"
    if kind in ("string_type", "bool_type", "float_type", "model_type", "tuple_type", "list_type"):
        wanted = {
            "string_type": "text",
            "bool_type": "true or false",
            "float_type": "a number",
            "model_type": "an object",
            "tuple_type": "a list",
            "list_type": "a list",
        }[kind]
        return f"must be {wanted}, not {value!r}"
    message = str(error.get("msg", "is not valid"))
    return message.removeprefix("Value error, ")


def describe(error: ValidationError, prefix: str = "") -> str:
    """The first problem, named by its field path, and how many more there are."""
    errors = error.errors()
    first = errors[0]
    where = location(tuple(first.get("loc", ())))
    # Literal | int unions report every branch: keep the most specific.
    where = where.replace(".literal['auto']", "").replace(".int", "")
    path = ".".join(p for p in (prefix, where) if p)
    text = f"{path}: {_explain(first)}" if path else _explain(first)
    if len(errors) > 1:
        more = len(errors) - 1
        text += f" (and {more} more problem{'s' if more > 1 else ''})"
    return text
