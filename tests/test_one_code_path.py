"""Nothing above ``rules/`` asks which game it holds.

Once 49 modules above the rules imported a game's package and 30 places branched on
the game (``== DEFAULT_GAME``, ``isinstance(…, GameRoster)``), and a second, thinner set of panels
served the games other than Gangfight. The import contracts (pyproject.toml, tests/test_layers.py)
keep the game packages out; this test keeps the game keys out: no module above the rules compares
with a game's key, names one, or reads ``DEFAULT_GAME`` — except the few that must, each named
here with its reason.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from gangfight_gui.rules.game import game_keys
from tests.conftest import REPO

PACKAGE = REPO / "gangfight_gui"
ABOVE_RULES = sorted(
    path for path in PACKAGE.rglob("*.py") if PACKAGE / "rules" not in path.parents
)

# Files that read ``DEFAULT_GAME``: only readers of files written before the files named their
# game (rosters of format 1, settings of version 1, the samples' manifest) take it as the game.
READS_OLD_FILES = {
    "roster/files.py",
    "roster/file_format.py",
    "gui/shell/settings.py",
    "shipped.py",
}

# Files that may hold a game key's text, and why it is not a branch on the game.
NAMES_A_GAME = {
    # The program is called ``gangfight``: its name, not the game's key.
    "cli/main.py": {"gangfight"},
    "cards/qtapp.py": {"gangfight"},
    # Yaktribe's files are Necromunda gangs: the importer writes rosters of that one game.
    "roster/imports/yaktribe.py": {"necromunda"},
}


def _game_keys_named(tree: ast.Module) -> set[str]:
    strings = {
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    }
    return strings & set(game_keys())


def _relative(path: Path) -> str:
    return path.relative_to(PACKAGE).as_posix()


def test_the_scan_sees_the_window_the_command_line_and_the_roster() -> None:
    seen = {_relative(path).split("/")[0] for path in ABOVE_RULES}
    assert {"gui", "cli", "cards", "roster", "report.py", "shipped.py"} <= seen
    assert len(ABOVE_RULES) > 150


@pytest.mark.parametrize("path", ABOVE_RULES, ids=_relative)
def test_no_module_above_the_rules_names_a_game(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    relative = _relative(path)
    names = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    names |= {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    if relative not in READS_OLD_FILES:
        assert "DEFAULT_GAME" not in names, f"{relative} reads DEFAULT_GAME"
    named = _game_keys_named(tree)
    assert named <= NAMES_A_GAME.get(relative, set()), f"{relative} names {sorted(named)}"


def test_a_branch_on_the_game_is_caught() -> None:
    """The check above sees the branches it forbids (a test that cannot fail is a defect)."""
    source = "def f(game):\n    if game.key == 'necromunda':\n        return {'warstrike': 1}\n"
    assert _game_keys_named(ast.parse(source)) == {"necromunda", "warstrike"}


def test_the_second_set_is_gone() -> None:
    for module in (
        "roster/game_roster.py",
        "roster/model_spec.py",
        "gui/roster/game_editor.py",
        "gui/combat/game_form.py",
        "gui/combat/game_results.py",
    ):
        assert not (PACKAGE / module).exists()
