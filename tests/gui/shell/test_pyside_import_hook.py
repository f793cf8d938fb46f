"""PySide6's per-module import check, made faster, gives PySide6's own answers."""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

from gangfight_gui.gui.shell import pyside_import_hook
from gangfight_gui.gui.shell.pyside_import_hook import FEATURE_MODULE, HOOK, faster


def installed() -> pyside_import_hook.UsesPySide:
    hook: pyside_import_hook.UsesPySide = getattr(sys.modules[FEATURE_MODULE], HOOK)
    return hook


def test_the_window_runs_with_the_faster_check_installed_once() -> None:
    hook = installed()
    assert hasattr(hook, "original")
    pyside_import_hook.install()
    assert installed() is hook


def test_every_loaded_module_gets_pysides_own_answer() -> None:
    hook = installed()
    original = hook.original  # type: ignore[attr-defined]
    modules = [module for module in list(sys.modules.values()) if module is not None]
    answers = {module.__name__: hook(module) for module in modules}
    assert answers == {module.__name__: original(module) for module in modules}
    assert answers["gangfight_gui.gui.shell.main_window"] is True
    assert answers["json"] is False


def test_a_module_without_a_readable_source_file_is_left_to_pyside(tmp_path: Path) -> None:
    asked: list[str] = []

    def original(module: ModuleType) -> bool:
        asked.append(module.__name__)
        return True

    check = faster(original)
    built_in = ModuleType("built_in")
    gone = ModuleType("gone")
    gone.__file__ = str(tmp_path / "gone.py")
    written = ModuleType("written")
    written.__file__ = str(tmp_path / "written.py")
    Path(written.__file__).write_text("import PySide6\n", encoding="utf-8")
    plain = ModuleType("plain")
    plain.__file__ = str(tmp_path / "plain.py")
    Path(plain.__file__).write_text("import json\n", encoding="utf-8")
    assert [check(m) for m in (built_in, gone, written, plain)] == [True, True, True, False]
    assert asked == ["built_in", "gone"]
