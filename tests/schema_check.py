"""A small JSON Schema checker for the tests: the keywords this project's schemas use.

No JSON Schema library is a dependency; this checks what the shipped schemas say (types,
properties, required keys, additional properties, items and prefix items, const, enum, oneOf,
anyOf, $ref within the document, numeric and length bounds, patterns), enough to show that what
the program writes is what its schema describes, and that a broken document is caught.
"""

from __future__ import annotations

import re
from typing import Any

_TYPES: dict[str, Any] = {
    "object": dict,
    "array": list,
    "string": str,
    "boolean": bool,
    "null": type(None),
}


def _is(value: object, kind: str) -> bool:
    if kind == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "number":
        return isinstance(value, int | float) and not isinstance(value, bool)
    return isinstance(value, _TYPES[kind])


def problems(
    value: object, schema: dict[str, Any], root: dict[str, Any], at: str = "$"
) -> list[str]:
    """Where ``value`` breaks ``schema`` (empty: it conforms)."""
    if "$ref" in schema:
        node: Any = root
        for part in schema["$ref"].removeprefix("#/").split("/"):
            node = node[part]
        return problems(value, node, root, at)
    found: list[str] = []
    kinds = schema.get("type")
    if kinds is not None:
        kinds = [kinds] if isinstance(kinds, str) else kinds
        if not any(_is(value, k) for k in kinds):
            return [f"{at}: not {kinds}"]
    if "const" in schema and value != schema["const"]:
        found.append(f"{at}: not {schema['const']!r}")
    if "enum" in schema and value not in schema["enum"]:
        found.append(f"{at}: not one of {schema['enum']}")
    for key in ("oneOf", "anyOf"):
        if key in schema:
            matching = [s for s in schema[key] if not problems(value, s, root, at)]
            if not matching or (key == "oneOf" and len(matching) > 1):
                found.append(f"{at}: {len(matching)} branches of {key} match")
    if _is(value, "number"):
        assert isinstance(value, int | float)
        if "minimum" in schema and value < schema["minimum"]:
            found.append(f"{at}: below {schema['minimum']}")
        if "maximum" in schema and value > schema["maximum"]:
            found.append(f"{at}: above {schema['maximum']}")
        if "exclusiveMinimum" in schema and value <= schema["exclusiveMinimum"]:
            found.append(f"{at}: not above {schema['exclusiveMinimum']}")
    if isinstance(value, str):
        if len(value) > schema.get("maxLength", len(value)):
            found.append(f"{at}: too long")
        if len(value) < schema.get("minLength", 0):
            found.append(f"{at}: too short")
        if "pattern" in schema and not re.search(schema["pattern"], value):
            found.append(f"{at}: does not match {schema['pattern']}")
    if isinstance(value, list):
        if len(value) > schema.get("maxItems", len(value)) or len(value) < schema.get(
            "minItems", 0
        ):
            found.append(f"{at}: {len(value)} items")
        prefix = schema.get("prefixItems", [])
        for i, item in enumerate(value):
            item_schema = prefix[i] if i < len(prefix) else schema.get("items")
            if item_schema is not None:
                found += problems(item, item_schema, root, f"{at}[{i}]")
    if isinstance(value, dict):
        properties = schema.get("properties", {})
        for key in schema.get("required", []):
            if key not in value:
                found.append(f"{at}.{key}: required")
        extra = schema.get("additionalProperties", True)
        for key, item in value.items():
            if key in properties:
                found += problems(item, properties[key], root, f"{at}.{key}")
            elif extra is False:
                found.append(f"{at}.{key}: not allowed")
            elif isinstance(extra, dict):
                found += problems(item, extra, root, f"{at}.{key}")
    return found
