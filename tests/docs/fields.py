"""The tables of fields in the game guides, as the games declare them (``FieldSpec``).

A guide's table of a roster's entries, weapons, builder fields or house rules has a row per
field: its label, what it takes, and its ruling (``*`` where it is this program's reading), then
words of the guide's own. ``row`` writes the first three cells as the game declares them, and
``test_guides`` checks every row of every such table against it, so a range or a ruling that
changes in a game's package cannot stay wrong in its guide.
"""

from __future__ import annotations

from gangfight_gui.rules.game import FieldSpec


def _number(value: int | float | None) -> str:
    if value is None:
        return ""
    text = f"{value:g}" if isinstance(value, float) else str(value)
    return text.replace("-", "−")


def values(spec: FieldSpec) -> str:
    """What the field takes, in a few words: "0–40", "2–6 or none", "small, medium…"."""
    if spec.kind.number and spec.choices:  # words beside the numbers: a menu's labels
        return ", ".join(spec.choice_labels) if spec.choice_labels else spec.kind.wanted(spec)
    if spec.kind.chosen:
        return ", ".join(spec.choice_labels or spec.choices) if spec.choices else spec.kind.name
    if spec.kind.textual:
        words = spec.kind.name
        if spec.choices:
            words += f" among {len(spec.choices)} field keys"
        return f"{words}, up to {spec.maximum} characters" if spec.maximum else words
    if spec.kind.ticked:
        return spec.kind.name
    low, high = _number(spec.minimum), _number(spec.maximum)
    if spec.exclusive_minimum:
        span = f"above {low}" + (f", up to {high}" if high else "")
    elif low and high:
        span = f"{low} to {high}" if low.startswith("−") else f"{low}–{high}"
    elif low:
        span = f"{low} or more"
    elif high:
        span = f"{high} or less"
    else:
        span = "a number"
    if spec.unit:
        span += f" {spec.unit}".replace(' "', '"')
    if spec.kind.optional:
        span += " or none"
    if spec.kind.automatic:
        span = f"auto or {span}"
    return span


def row(spec: FieldSpec) -> str:
    """A table row's first three cells: label, values, ruling."""
    ruling = f"{spec.ruling}{'*' if spec.reading and spec.ruling else ''}"
    return f"| {spec.label} | {values(spec)} | {ruling} |"
