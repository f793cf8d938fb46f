"""A view whose work waits until it is shown must say how it redraws (``ShownLater.refresh``):
a view without it would stay blank once shown, so its class is refused when it is made."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from gangfight_gui.gui.combat.results.style import Shown, ShownLater, TabView
from gangfight_gui.gui.common.on_screen import on_screen
from tests.gui.dock_helpers import tab_behind


class Counting(ShownLater):
    def __init__(self) -> None:
        super().__init__()
        self.redrawn = 0

    def refresh(self) -> None:
        self.redrawn += 1


def test_a_view_without_refresh_is_refused_when_its_class_is_made() -> None:
    with pytest.raises(TypeError, match="Blank must redraw itself in refresh"):
        type("Blank", (ShownLater,), {})


def test_a_view_redraws_when_shown_not_before(qtbot: QtBot) -> None:
    view = Counting()
    qtbot.addWidget(view)
    view.changed()
    assert view.redrawn == 0 and view.stale  # hidden: the work waits
    with qtbot.waitExposed(view):
        view.show()
    assert view.redrawn == 1 and not view.stale
    view.changed()
    assert view.redrawn == 2  # shown and not deferred: at once


def test_a_view_in_a_dock_tab_behind_another_waits_until_its_tab_is_in_front(
    qtbot: QtBot,
) -> None:
    """Qt keeps a dock that is a tab behind another "visible" (moved out of the window, not
    hidden) and sends no show event when its tab comes to the front: the view still waits,
    and catches up when its tab is chosen."""
    view = Counting()
    _window, behind = tab_behind(qtbot, view)
    view.redrawn = 0
    assert view.isVisible()  # what Qt says of a tab behind: the reason for on_screen
    view.changed()
    view.changed()
    assert view.redrawn == 0 and view.stale
    behind.raise_()
    qtbot.waitUntil(lambda: view.redrawn == 1)
    assert on_screen(view) and not view.stale
    view.changed()
    assert view.redrawn == 2  # in front: at once
    behind.setFloating(True)
    assert on_screen(view)  # a floating dock is its own window


class Following(TabView):
    """A tab's view that draws the target's view of what the pane shows, and counts redraws."""

    def __init__(self) -> None:
        super().__init__(None, "following")
        self.redrawn = 0

    def drawn(self, shown: Shown) -> object:
        return shown.view

    def refresh(self) -> None:
        self.redrawn += 1


def test_a_tab_works_out_again_only_what_it_draws_changing(qtbot: QtBot) -> None:
    """The pane hands every tab all it shows on each edit; a tab redraws only when what it
    draws of it changed, and keeps what it last drew from."""
    view = Following()
    qtbot.addWidget(view)
    with qtbot.waitExposed(view):
        view.show()
    first, second = object(), object()
    view.follow(Shown(view=first))  # any object stands for a view
    assert view.redrawn == 1 and view.shown.view is first
    view.follow(Shown(view=first, headline=object()))
    assert view.redrawn == 1 and view.shown.headline is None  # not what it draws
    view.follow(Shown(view=second))
    assert view.redrawn == 2 and view.shown.view is second


def test_a_tab_tells_outcomes_apart_by_identity_not_by_comparing_them(qtbot: QtBot) -> None:
    """An outcome is compared by identity (comparing two is a calculation's cost): the same
    one again redraws nothing, an equal one newly calculated redraws."""

    class Outcome:
        def __eq__(self, other: object) -> bool:
            raise AssertionError("outcomes are not compared")

        __hash__ = object.__hash__

    class Ranking(Following):
        def drawn(self, shown: Shown) -> object:
            return TabView.drawn(self, shown)

    view = Ranking()
    qtbot.addWidget(view)
    with qtbot.waitExposed(view):
        view.show()
    outcome = Outcome()
    view.follow(Shown(outcome=outcome))
    view.follow(Shown(outcome=outcome))
    assert view.redrawn == 1
    view.follow(Shown(outcome=Outcome()))
    assert view.redrawn == 2


def test_a_tab_without_refresh_is_refused_though_its_base_is_not() -> None:
    with pytest.raises(TypeError, match="Blank must redraw itself in refresh"):
        type("Blank", (TabView,), {})
