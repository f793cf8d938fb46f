"""A house a newcomer can read: no module of the package over 600 lines (each file one job),
and each module's docstring a line or two on what it is."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "gangfight_gui"
MOST_LINES = 600


def test_no_module_of_the_package_is_over_600_lines() -> None:
    sizes = {
        str(path.relative_to(PACKAGE)): len(path.read_text(encoding="utf-8").splitlines())
        for path in PACKAGE.rglob("*.py")
    }
    assert len(sizes) > 200  # the package itself was read
    assert {name: n for name, n in sizes.items() if n > MOST_LINES} == {}


def test_every_module_docstring_is_a_line_or_two() -> None:
    """What a module is, in a line or two; why a thing is so goes on the thing, history to the
    commit messages."""
    long = {}
    for path in PACKAGE.rglob("*.py"):
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")))
        if doc is not None and len(doc.strip().splitlines()) > 2:
            long[str(path.relative_to(PACKAGE))] = len(doc.strip().splitlines())
    assert long == {}
