"""The builder's list of rolls and modifiers: wrapped as before, sized to show every line."""

from __future__ import annotations

import dataclasses
import textwrap

from hypothesis import given
from hypothesis import strategies as st
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.builder.attack_setup import Verdict
from gangfight_gui.gui.combat.builder.modifiers_view import (
    CONTINUED,
    WRAP_COLUMNS,
    ModifiersView,
    _wrapped,
)
from gangfight_gui.gui.combat.steady import LinesLabel
from gangfight_gui.rules.gangfight import AttackKind, Scenario
from gangfight_gui.rules.gangfight.planning import plan_attack
from tests.rules.gangfight.profiles import ORC, VETERAN


@given(st.text(alphabet=st.sampled_from("ab -\t\n•"), max_size=2 * WRAP_COLUMNS))
def test_short_lines_skip_textwrap_and_read_the_same(line: str) -> None:
    expected = textwrap.fill(
        line, WRAP_COLUMNS, subsequent_indent=CONTINUED, break_on_hyphens=False
    )
    assert _wrapped(line) == expected


def test_the_list_is_as_big_as_qt_would_make_it(qtbot: QtBot) -> None:
    """Its cheap size is the size a selectable QLabel gives the same lines: none is cut."""
    plain = LinesLabel()
    qtbot.addWidget(plain)
    texts = [
        "x",
        "Attack roll: 3 dice against TN 4\nArmour roll: 4 dice against TN 4",
        "Attack roll: 3 dice against TN 4\n• +1 die: target prone (R21)\n   (a continued line)",
    ]
    for text in texts:
        plain.setText(text)
        qt = super(LinesLabel, plain).sizeHint()
        assert plain.sizeHint() == qt
        assert (
            plain.minimumSizeHint().height() >= super(LinesLabel, plain).minimumSizeHint().height()
        )


def _verdict(scenario: Scenario) -> Verdict:
    return Verdict(scenario, plan=plan_attack(scenario))


def test_the_list_keeps_its_size_while_the_same_models_fight(qtbot: QtBot) -> None:
    """Issue 11: a line coming and going must not make the box (and the builder) jump."""
    view = ModifiersView()
    qtbot.addWidget(view)
    view.show()
    melee = Scenario(AttackKind.MELEE, ORC, (VETERAN,), ("Great axe",))
    view.show_verdict(_verdict(melee))
    first = view.list_label.size()
    view.show_verdict(_verdict(melee), ["Attacker ATT 5 (roster 4)", "Target DEF 2 (roster 3)"])
    assert "Target DEF 2 (roster 3)" in view.modifier_texts()
    grown = view.list_label.minimumSize()
    assert grown.height() > first.height()
    view.show_verdict(_verdict(dataclasses.replace(melee, target_prone=True)))
    held = view.list_label.minimumSize()
    assert held.height() == grown.height()  # it may grow (a longer line), never shrink
    assert held.width() >= grown.width()
    assert "Target DEF 2 (roster 3)" not in view.modifier_texts()
    other = Scenario(AttackKind.MELEE, VETERAN, (ORC,), ("Sword",))
    view.show_verdict(_verdict(other))  # other models: the list fits its lines again
    assert view.list_label.minimumSize().height() < grown.height()
    assert view.list_label.minimumSize() == view.list_label.sizeHint()
