"""The core's memo tables, cleared together so benchmarks can measure a cold start."""

from __future__ import annotations

from gangfight_gui.rules.gangfight import dice, fight, outcome, output, play, reading


def clear_caches() -> None:
    """Forget every cached law and drop choice (results stay the same, only slower)."""
    for cached in (
        dice.successes,
        dice.best_defence_drop,
        dice._defence_options,
        dice.capped_means,
        dice.exact_capped,
        dice.plan_test,
        outcome._taps,
        outcome._hits,
        outcome._left_table,
        outcome._cdf_table,
        outcome._summary_tables,
        outcome._strided_cdf,
        outcome._attack_tests,
        outcome._target_summary,
        outcome._chain,
        outcome._negate,
        outcome._unscaling,
        outcome._armour_tables,
        outcome._drop_runs,
        outcome._negation_runs,
        play._outcome,
        output._dist_piece,
        output._final_piece,
        fight._defaults,
    ):
        cached.cache_clear()
    dice.DROP_TABLES.clear()
    outcome._DIE_PASSES.clear()
    reading.PROFILES.clear()
    reading.WEAPONS.clear()
