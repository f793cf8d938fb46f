"""The GUI tests' main window is made in one place, ``window`` in ``tests/gui/conftest.py``: a
module that needs another size overrides ``window_size``, one that needs rosters open overrides
``window`` with a fixture that takes the shared one."""

from __future__ import annotations

import ast
from pathlib import Path

GUI_TESTS = Path(__file__).resolve().parent
MAKERS = {"make_window", "MainWindow", "main_window.MainWindow"}
"""The calls that make a main window."""


def window_fixtures_making_a_window(path: Path) -> list[int]:
    """The lines of the fixtures named ``window`` in ``path`` that make a main window."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.FunctionDef) or node.name != "window":
            continue
        if not any("fixture" in ast.unparse(d) for d in node.decorator_list):
            continue
        calls = {ast.unparse(c.func) for c in ast.walk(node) if isinstance(c, ast.Call)}
        if calls & MAKERS:
            found.append(node.lineno)
    return found


def test_the_conftest_makes_the_window() -> None:
    assert len(window_fixtures_making_a_window(GUI_TESTS / "conftest.py")) == 1


def test_no_module_makes_a_window_fixture_of_its_own() -> None:
    copies = [
        f"{path.relative_to(GUI_TESTS)}:{line}"
        for path in sorted(GUI_TESTS.rglob("*.py"))
        if path != GUI_TESTS / "conftest.py"
        for line in window_fixtures_making_a_window(path)
    ]
    assert copies == [], "use the window of tests/gui/conftest.py (window_size for a size)"
