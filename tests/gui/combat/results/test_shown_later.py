"""A view whose work waits until it is shown must say how it redraws (``ShownLater.refresh``):
a view without it would stay blank once shown, so its class is refused when it is made."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.results.style import ShownLater


def test_a_view_without_refresh_is_refused_when_its_class_is_made() -> None:
    with pytest.raises(TypeError, match="Blank must redraw itself in refresh"):
        type("Blank", (ShownLater,), {})


def test_a_view_redraws_when_shown_not_before(qtbot: QtBot) -> None:
    class Counting(ShownLater):
        def __init__(self) -> None:
            super().__init__()
            self.redrawn = 0

        def refresh(self) -> None:
            self.redrawn += 1

    view = Counting()
    qtbot.addWidget(view)
    view.changed()
    assert view.redrawn == 0 and view.stale  # hidden: the work waits
    with qtbot.waitExposed(view):
        view.show()
    assert view.redrawn == 1 and not view.stale
    view.changed()
    assert view.redrawn == 2  # shown and not deferred: at once
