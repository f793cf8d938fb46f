"""Every game-night test of the roster layer has the small test game beside the real ones."""

from __future__ import annotations

import pytest

from tests import night_game


@pytest.fixture(autouse=True)
def _duel(monkeypatch: pytest.MonkeyPatch) -> None:
    night_game.register(monkeypatch)
