"""``gangfight-gui --screenshot`` with an error raised in the window on the way: one line and
exit 1, never a crash dialog that no one is there to close (the run would wait for ever)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QTimer

from gangfight_gui.gui.shell import app, screenshot

ROSTERS = Path(__file__).resolve().parents[3] / "rosters"


def test_an_error_in_the_window_is_one_line_and_exit_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    dialogs: list[str] = []

    class Box:
        """A crash dialog that records itself instead of waiting for a click."""

        def __init__(self, *args: object) -> None:
            dialogs.append(str(args[1]))

        def exec(self) -> int:
            return 0

        def deleteLater(self) -> None:
            pass

    monkeypatch.setattr(app, "crash_dialog", Box)
    original = screenshot.set_up_demo_combat

    def failing_slot() -> None:
        raise RuntimeError("the pit's rules could not be loaded\n(second line)")

    def set_up(window: object) -> None:
        QTimer.singleShot(0, failing_slot)  # a slot of the window's loop, as a plugin's fault is
        original(window)  # type: ignore[arg-type]

    monkeypatch.setattr(screenshot, "set_up_demo_combat", set_up)
    out = tmp_path / "window.png"
    code = app.main(["gangfight-gui", "--screenshot", str(out), str(ROSTERS / "orc_braves.json")])
    err = capsys.readouterr().err
    assert dialogs == []
    assert code == 1
    assert err.strip().splitlines()[-1] == (
        "gangfight-gui: the window failed while it was drawn: the pit's rules could not be loaded"
    )
    assert "Traceback" not in err
    assert not out.exists()
    assert app._unattended is None  # a player's window afterwards shows its dialogs again
