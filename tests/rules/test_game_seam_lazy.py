"""``rules/game.py`` hands out the protocol's names on first use: each name it lists comes from
the module it names, and importing it loads none of the outcomes' and fights' modules."""

from __future__ import annotations

import subprocess
import sys

from gangfight_gui.rules import game


def test_every_name_listed_is_handed_out_from_its_home() -> None:
    assert sorted(game.__all__) == sorted(game._HOMES)
    for name, home in game._HOMES.items():
        assert getattr(game, name) is getattr(sys.modules[home], name)


def test_a_roster_field_is_read_without_the_outcomes_and_fights() -> None:
    script = (
        "import sys; from gangfight_gui.rules.game import FieldSpec; "
        "print(sorted(m for m in ('gangfight_gui.rules.outcome_parts', "
        "'gangfight_gui.rules.fight_parts', 'gangfight_gui.rules.game_base') if m in sys.modules))"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.strip() == "[]"
