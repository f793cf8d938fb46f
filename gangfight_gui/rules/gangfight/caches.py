"""The core's memo tables, cleared together so benchmarks can measure a cold start."""

from __future__ import annotations

from gangfight_gui.rules.gangfight import (
    dice,
    fight,
    model_reading,
    negation,
    outcome,
    output,
    play,
    summaries,
)


def clear_caches() -> None:
    """Forget every cached law and drop choice (results stay the same, only slower)."""
    for cached in (
        dice.successes,
        dice.best_defence_drop,
        dice._defence_options,
        dice.capped_means,
        dice.exact_capped,
        dice.plan_test,
        negation._taps,
        summaries.hits_of,
        summaries._left_table,
        summaries._cdf_table,
        summaries._summary_tables,
        summaries._strided_cdf,
        outcome._attack_tests,
        summaries.target_summary,
        outcome._chain,
        negation._negate,
        negation._unscaling,
        negation.armour_tables,
        negation.drop_runs,
        negation._negation_runs,
        play._outcome,
        output._dist_piece,
        output._final_piece,
        fight._defaults,
    ):
        cached.cache_clear()
    dice.DROP_TABLES.clear()
    negation._DIE_PASSES.clear()
    model_reading.PROFILES.clear()
    model_reading.WEAPONS.clear()
