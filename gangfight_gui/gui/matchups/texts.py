"""The matrix's wording, free of Qt so it is testable and shared by the table, CSV and PDF.

A cell reads "0.93 / 3%" exactly as ``gangfight matchups`` prints it (``matrix_text``), so a
player comparing the GUI with the CLI reads the same figures in the same words.
"""

from __future__ import annotations

from html import escape

from gangfight_gui.report import option_figures
from gangfight_gui.rules.engine.wording import count_of, percent
from gangfight_gui.rules.gangfight.matchups import AttackOption, Matchup, MatchupSettings
from gangfight_gui.rules.gangfight.options import Incapacitation, LongRange
from gangfight_gui.rules.gangfight.planning import ENGAGED_SHOT_CAP
from gangfight_gui.rules.gangfight.ranges import LONG_STEP, parse_band
from gangfight_gui.rules.gangfight.scenario import Cover

NO_ATTACK_MARK = "—"
"""What an empty cell shows; its tooltip says why."""


def figures(option: AttackOption) -> str:
    """ "0.93 / 3%": expected final wounds / chance to incapacitate, as the CLI's table."""
    return option_figures(option)


def cell_text(matchup: Matchup) -> str:
    best = matchup.best
    return NO_ATTACK_MARK if best is None else figures(best)


def fine_percent(p: float) -> str:
    """A chance with one decimal for tooltips, never a misleading 0.0% or 100.0%."""
    return percent(p)


def weapons_text(option: AttackOption) -> str:
    return " + ".join(option.weapons) or "unarmed"


def dice_text(option: AttackOption) -> str:
    """ "drop 1: 3 dice at TN 4", as the CLI's matrix text; a TN above 6 (R3) hits on 6s only."""
    dice = "1 die" if option.pool == 1 else f"{option.pool} dice"
    text = f"drop {option.dropped}: {dice} at TN {option.tn}"
    if option.tn > 6:
        text += ", only 6s succeed (R3)"
    return text


def no_attack_text(matchup: Matchup) -> str:
    reasons = "; ".join(dict.fromkeys(matchup.refusals)) or "it has no attack to make"
    return f"no attack possible: {reasons}"


def cell_tooltip(matchup: Matchup) -> str:
    """Rich text: the best attack in full, then every other option's figures."""
    title = f"<b>{escape(matchup.attacker.name)}</b> attacking <b>{escape(matchup.target.name)}</b>"
    best = matchup.best
    if best is None:
        return f"{title}<br>{escape(no_attack_text(matchup))}"
    lines = [
        title,
        f"Best: <b>{escape(best.label)}</b>",
        f"Roll: {escape(dice_text(best))}",
        f"{best.expected_final_wounds:.2f} expected final wounds, "
        f"{fine_percent(best.p_incapacitated)} to incapacitate",
    ]
    others = [o for o in matchup.options if o is not best]
    if others:
        lines.append("<i>Other options:</i>")
        lines += [
            f"&nbsp;&nbsp;{escape(o.label)}: {figures(o)}, {escape(dice_text(o))}" for o in others
        ]
    return "<br>".join(lines)


def cover_text(cover: Cover) -> str:
    return {Cover.NONE: "no cover", Cover.SOFT: "soft cover", Cover.HARD: "hard cover"}[cover]


def band_text(band: str, settings: MatchupSettings) -> str:
    return parse_band(band, settings.rules.long_range).label


def settings_text(settings: MatchupSettings) -> str:
    """One line describing the circumstances of every cell, for captions and printouts."""
    rules = settings.rules
    parts = [
        f"Ranged attacks at {band_text(settings.range_band, settings)}, "
        f"target in {cover_text(settings.cover)}",
        f"target in close combat (at most {count_of(ENGAGED_SHOT_CAP, 'die')}, R16)"
        if settings.target_in_combat
        else "target not in close combat",
        "incapacitated at 0 EN or less (R14)"
        if rules.incapacitation is Incapacitation.ZERO_OR_LESS
        else "incapacitated by more wounds than EN (R14)",
        f"long range from R+{LONG_STEP:g} (R15)"
        if rules.long_range is LongRange.BEYOND_RANGE_PLUS_6
        else "long range at once beyond R (R15)",
    ]
    return "; ".join(parts) + "."


def matrix_title(attackers_roster: str, targets_roster: str) -> str:
    return f"{attackers_roster} attacking {targets_roster}"


EXPLANATION = (
    "Rows attack columns. Each cell: expected final wounds / chance to incapacitate in one "
    "attack, with the best attack the model has (melee with each weapon choice, or ranged)."
)

CELL_MEANING = "Cells: expected final wounds / chance to incapacitate, best attack."
CELL_HELP = "Hover a cell for its attack and the other options; double-click to open it."
