"""The stand-ins for libraries' own mechanisms (``gangfight_gui/stand_ins.py``): each is named
with its budget, and ``GANGFIGHT_GUI_NO_STAND_INS=1`` turns every one off in a fresh process."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gangfight_gui import stand_ins

SCRIPT = """
import json, sys
import gangfight_gui.roster, gangfight_gui.gui.shell
import PySide6.QtCore  # sets up PySide6's hook, whether or not it was replaced
from gangfight_gui.gui.shell.pyside_import_hook import FEATURE_MODULE, HOOK
from gangfight_gui.rules import registry
from gangfight_gui.rules.gangfight.profile import Profile
from PySide6.QtGui import QGuiApplication
from gangfight_gui.gui.shell import screenshot
from gangfight_gui import code_cache
import dataclasses
code_cache.install()
import builtins
with code_cache.kept_compiles():
    kept_compiles = builtins.compile is not code_cache._COMPILE
app = QGuiApplication(sys.argv[:1])
class Screen:
    def grabWindow(self, window_id): return "the painted buffer"
class Window:  # what screenshot.picture asks of the main window
    def screen(self): return Screen()
    def winId(self): return 0
    def grab(self): return "painted again"
print(json.dumps({
    "registry": registry.LIGHT_READING,
    "pyside": hasattr(getattr(sys.modules[FEATURE_MODULE], HOOK), "original"),
    "quick_init": any(name.startswith("_set_") for name in Profile.__init__.__code__.co_names),
    "picture": screenshot.picture(Window()) == "the painted buffer",
    "code_cache": getattr(dataclasses, "exec", None) is code_cache._dataclasses_exec,
    "kept_compiles": kept_compiles,
}))
"""


def _stand_ins_in_a_fresh_process(tmp_path: Path, off: bool) -> dict[str, bool]:
    env = {k: v for k, v in os.environ.items() if k != stand_ins.SWITCH}
    if off:
        env[stand_ins.SWITCH] = "1"
    env.update(QT_QPA_PLATFORM="offscreen", GANGFIGHT_GUI_HOME=str(tmp_path))
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    found: dict[str, bool] = json.loads(done.stdout.splitlines()[-1])
    return found


@pytest.mark.parametrize("off", [False, True])
def test_the_switch_turns_every_stand_in_off(tmp_path: Path, off: bool) -> None:
    found = _stand_ins_in_a_fresh_process(tmp_path, off)
    assert found == dict.fromkeys(
        ("registry", "pyside", "quick_init", "picture", "code_cache", "kept_compiles"), not off
    )


def test_each_stand_in_is_listed_with_the_budget_it_serves() -> None:
    for where, budget in stand_ins.STAND_INS.items():
        module, _, name = where.rpartition(".")
        try:
            found = importlib.import_module(where)
        except ImportError:  # a function of a module
            found = getattr(importlib.import_module(module), name)
        assert found is not None
        assert "≤" in budget or "start" in budget, where  # names the budget it serves
