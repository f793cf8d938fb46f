"""The window's half of the checks a game's own tests run (``gangfight_gui.testing`` is the
rules' half, without Qt): every view of a fight drawn in the results pane as the game gives it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from gangfight_gui.gui.combat.fight import Alternative, EntryKey, Fight
from gangfight_gui.gui.combat.results.pane import ResultsPane
from gangfight_gui.rules.game import AnyGame


def check_pane(game: AnyGame, scenario: Mapping[str, Any]) -> None:
    """``scenario`` shown in a results pane: its title is the fight's ``describe``, and for each
    view (a tab per target when there are several) the tiles read the view's first figures as
    a player reads them and the chart drawn is the view's main law. Needs a ``QApplication``
    (pytest-qt's ``qtbot`` gives one); fails with an ``AssertionError`` naming game and view."""
    data = json.loads(json.dumps(scenario))
    outcome = game.calculate(game.read_scenario(json.loads(json.dumps(data))))
    views = game.views(outcome)
    title = game.describe(data)
    fight = Fight(
        game,
        data,
        title,
        EntryKey("A", "attacker", 0),
        tuple(EntryKey("B", view.name, index) for index, view in enumerate(views)),
        (Alternative(game.choice_label(data) or title, data),),
        0,
    )
    pane = ResultsPane()
    try:
        pane.resize(900, 700)
        pane.show()
        pane.show_fight(fight)
        assert pane.title.text() == title, f"{game.key}: the pane's title {pane.title.text()!r}"
        for index, view in enumerate(views):
            if len(views) > 1:
                pane.targets.setCurrentIndex(index)
                assert pane.targets.tabText(index) == view.name, (game.key, view.name)
            shown = pane.tiles.figures()
            wanted = [(f.label, f.text) for f in view.figures[: len(shown)]]
            assert shown and shown == wanted, f"{game.key}: view {view.name!r} shows {shown}"
            chart = pane.odds_view.current_chart()
            assert chart == view.charts[0], f"{game.key}: view {view.name!r} draws {chart}"
    finally:
        pane.close()
        pane.deleteLater()
