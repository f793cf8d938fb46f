"""Test set-up shared by every test: no display needed, no user folder touched."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

# Qt reads this when the first QApplication is made; set it before any test imports Qt.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from gangfight_gui import paths

REPO = Path(__file__).resolve().parent.parent
ROSTERS = REPO / "rosters"


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Point every platformdirs folder at a fresh temporary folder for each test."""
    home = tmp_path_factory.mktemp("home")
    old = os.environ.get(paths.HOME_ENV)
    os.environ[paths.HOME_ENV] = str(home)
    yield home
    if old is None:
        os.environ.pop(paths.HOME_ENV, None)
    else:
        os.environ[paths.HOME_ENV] = old
