"""The roster tests' fixtures: ``every_game`` runs a test once per game, a plugin game included."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.every_game import GAMES, installed


@pytest.fixture(params=GAMES)
def every_game(request: pytest.FixtureRequest) -> Iterator[str]:
    """Each game's key in turn (the skirmish game installed for its turn)."""
    yield from installed(request)
