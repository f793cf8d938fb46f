"""The core's memo tables, cleared together so benchmarks can measure a cold start."""

from __future__ import annotations

from gangfight_gui.rules.gangfight import (
    dice,
    fight,
    model_reading,
    negation,
    outcome,
    output,
    summaries,
)


def clear_caches() -> None:
    """Forget every cached law and drop choice (results stay the same, only slower): each
    functools memo of the modules that keep one, and the tables they fill by hand."""
    for module in (dice, fight, negation, outcome, output, summaries):
        for value in vars(module).values():
            if (
                callable(getattr(value, "cache_clear", None))
                and value.__module__ == module.__name__
            ):
                value.cache_clear()
    dice.DROP_TABLES.clear()
    negation._DIE_PASSES.clear()
    model_reading.PROFILES.clear()
    model_reading.WEAPONS.clear()
