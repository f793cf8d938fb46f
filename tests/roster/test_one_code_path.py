"""The roster layer and the roster editor never ask which game they hold (issue 21).

Today 30 places branched on the game (``isinstance(…, GameRoster)``, ``== DEFAULT_GAME``) and a
second, thinner set of modules served the games other than Gangfight. Now the roster files, the
models, validation, the editor and its undo commands are written once, from the games' specs:
none of their modules imports a game's package, names a game, or compares a game's key; only
the file reader reads ``DEFAULT_GAME``, for files that name no game.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tests.conftest import REPO

PACKAGE = REPO / "gangfight_gui"
GAME_PACKAGES = ("rules.gangfight", "rules.necromunda", "rules.warstrike")
OURS = sorted(
    path
    for folder in (PACKAGE / "roster", PACKAGE / "gui" / "roster")
    for path in folder.glob("*.py")  # roster/night/ is another helper's: not this layer's
)
FILE_READER = PACKAGE / "roster" / "files.py"


def _imports(tree: ast.Module) -> list[str]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.append(node.module)
        elif isinstance(node, ast.Import):
            found.extend(alias.name for alias in node.names)
    return found


@pytest.mark.parametrize("path", OURS, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_imports_a_game_or_names_one(path: Path) -> None:
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    assert not [m for m in _imports(tree) if m.endswith(GAME_PACKAGES)]
    names = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    if path != FILE_READER:
        assert "DEFAULT_GAME" not in names
    strings = {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant)}
    assert not strings & {"gangfight", "necromunda", "warstrike"}
    for gone in ("GameRoster", "ModelSpec", "WeaponSpec", "GameRosterEditor"):
        assert gone not in source


def test_the_second_set_is_gone() -> None:
    for module in ("roster/game_roster.py", "roster/model_spec.py", "gui/roster/game_editor.py"):
        assert not (PACKAGE / module).exists()
