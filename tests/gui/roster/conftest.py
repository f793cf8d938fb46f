"""The roster editor's fixtures: ``every_game`` runs a test once per game (a plugin game too),
``editor`` shows that game's sample roster in the one editor every game has."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.roster.document import RosterDocument
from gangfight_gui.gui.roster.editor import RosterEditor
from gangfight_gui.roster.files import roster_from_json
from gangfight_gui.roster.roster import Roster
from tests.every_game import GAMES, installed, sample_data


@pytest.fixture(params=GAMES)
def every_game(request: pytest.FixtureRequest) -> Iterator[str]:
    """Each game's key in turn (the skirmish game installed for its turn)."""
    yield from installed(request)


def sample_roster(game: str) -> Roster:
    return roster_from_json(json.dumps(sample_data(game)), "sample")


@pytest.fixture
def editor(qtbot: QtBot, every_game: str) -> Iterator[RosterEditor]:
    """The editor of ``every_game``'s sample, shown wide enough for table and details."""
    widget = RosterEditor(RosterDocument(sample_roster(every_game)))
    qtbot.addWidget(widget)
    widget.resize(1200, 760)
    with qtbot.waitExposed(widget):
        widget.show()
    yield widget
