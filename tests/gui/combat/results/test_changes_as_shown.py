"""Every change shown beside two figures reads as the difference of the two numbers shown, in
their unit: "3.4% → 1.0%" is −2.4 percentage points, whatever the exact chances behind them.

Checked on Compare (pinned and now) and What if (the fight's figure and the change's), for every
game and the example game, over several fights, and on the changes of any two chances.
"""

from __future__ import annotations

from decimal import Decimal

from hypothesis import given
from hypothesis import strategies as st

from gangfight_gui.gui.combat.results.compare import change_text
from gangfight_gui.gui.combat.results.pane import ResultsPane
from gangfight_gui.rules.engine.wording import MINUS
from gangfight_gui.rules.game import AnyGame, Figure
from tests.gui.combat.results.fights import A_CHANGE, changed, fight_of
from tests.gui.combat.results.test_pane import settle


def shown(text: str) -> tuple[Decimal, bool]:
    """The number a figure's text shows, and whether it is only a bound ("<0.1%")."""
    bound = text[0] in "<>"
    return Decimal(text.strip("<>%")), bound


def assert_reads_as_difference(before: str, after: str, change: str) -> None:
    """``change`` is ``after`` less ``before`` as a player reads them."""
    where = f"{before} → {after}: {change!r}"
    if before == after:
        assert change == "no change", where
        return
    (old, old_bound), (new, new_bound) = shown(before), shown(after)
    about = old_bound or new_bound
    assert change.startswith("about ") == about, where
    number = change.removeprefix("about ")
    if before.endswith("%"):
        assert number.endswith(" points"), where  # percentage points, never "%"
        number = number.removesuffix(" points")
    assert number[0] in ("+", MINUS), where
    value = Decimal(number[1:]) * (-1 if number[0] == MINUS else 1)
    if about:  # a bound side: near the difference from the bound, on the side it moved
        slack = Decimal("0.1") * (old_bound + new_bound)  # each bound is within 0.1 of the figure
        assert abs(value - (new - old)) <= slack, where
        assert value * (new - old) >= 0, where
    else:
        assert value == new - old, where


def test_the_changes_players_met_read_as_shown() -> None:
    chance = [Figure("p", "Out of action", p) for p in (0.0004, 0.0003, 0.034, 0.0101, 0.045)]
    count = [Figure("e", "Wounds", e, expected=True) for e in (2.671, 2.668, 1.4849, 1.93)]
    assert change_text(chance[0], chance[1]) == "no change"  # <0.1% → <0.1%
    assert change_text(chance[2], chance[3]) == f"{MINUS}2.4 points"  # 3.4% → 1.0%
    assert change_text(chance[4], Figure("p", "", 0.02449)) == f"{MINUS}2.1 points"
    assert change_text(chance[3], chance[2]) == "+2.4 points"
    assert change_text(chance[0], chance[3]) == "about +1.0 points"
    assert change_text(count[0], count[1]) == "no change"  # 2.67 → 2.67
    assert change_text(count[2], count[3]) == "+0.45"  # 1.48 → 1.93
    near_all, near_none = Figure("p", "", 1 - 2**-53), Figure("p", "", 2**-52)  # both bounds
    assert_reads_as_difference(">99.9%", "<0.1%", change_text(near_all, near_none))


@given(st.floats(0, 1), st.floats(0, 1), st.booleans())
def test_any_two_figures_change_by_what_they_show(a: float, b: float, expected: bool) -> None:
    before, after = (Figure("k", "Figure", x * (9 if expected else 1), expected) for x in (a, b))
    assert_reads_as_difference(before.text, after.text, change_text(before, after))


def fights_of(game: AnyGame) -> list[tuple[object, object]]:
    """Pairs (pinned, now) of the sample fight: a circumstance changed, another attacker."""
    first = fight_of(game.key)
    return [(first, changed(first, **A_CHANGE[game.key])), (first, fight_of(game.key, 1))]


def test_compare_changes_read_as_the_figures_shown(pane: ResultsPane, game: AnyGame) -> None:
    checked = 0
    for pinned, now in fights_of(game):
        pane.pin_action.setChecked(False)
        pane.show_fight(pinned)  # type: ignore[arg-type]
        pane.pin_action.setChecked(True)
        pane.show_fight(now)  # type: ignore[arg-type]
        settle()
        for _label, before, after, change in pane.compare_view.table.cell_texts():
            if "–" in (before, after):
                assert change == ""
                continue
            assert_reads_as_difference(before, after, change)
            checked += 1
    assert checked >= 4, f"{game.title}: figures compared"


def test_what_if_gains_read_as_the_figures_shown(pane: ResultsPane, game: AnyGame) -> None:
    checked = 0
    for fight, _ in fights_of(game):
        pane.show_fight(fight)  # type: ignore[arg-type]
        pane.show_tab("takedown")
        settle()
        for _label, figures, gain, _try in pane.takedown_view.what_ifs.cell_texts():
            if figures == "not allowed":
                assert gain == ""
                continue
            before, after = figures.split(" → ")
            assert_reads_as_difference(before, after, gain)
            checked += 1
    assert checked >= 2, f"{game.title}: what-ifs read"
