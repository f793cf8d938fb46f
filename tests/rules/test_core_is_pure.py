"""The rules core stays pure: no Qt, no pydantic, nothing from the packages built on it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

CORE = Path(__file__).resolve().parents[2] / "gangfight_gui" / "rules"
FORBIDDEN = (
    "PySide6",
    "pydantic",
    "gangfight_gui.roster",
    "gangfight_gui.gui",
    "gangfight_gui.cards",
    "gangfight_gui.cli",
)


@pytest.mark.parametrize(
    "module", sorted(CORE.rglob("*.py")), ids=lambda p: str(p.relative_to(CORE))
)
def test_core_module_imports_nothing_from_outside(module: Path) -> None:
    tree = ast.parse(module.read_text(encoding="utf-8"))
    imported = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            imported.append(node.module)
    bad = [name for name in imported if name.startswith(FORBIDDEN)]
    assert not bad, f"{module.relative_to(CORE)} imports {bad}"
