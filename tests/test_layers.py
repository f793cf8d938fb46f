"""The import contracts in pyproject.toml hold, and a wrong import breaks the one it should.

Each wrong import is written into a copy of the package, so the check is seen to fail by name.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO

LINT_IMPORTS = Path(sys.executable).parent / "lint-imports"


def _lint(project: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(LINT_IMPORTS), "--no-logo", "--no-cache"],
        cwd=project,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )


def test_the_code_keeps_every_contract() -> None:
    result = _lint(REPO)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


@pytest.mark.parametrize(
    ("module", "wrong_import", "contract"),
    [
        (
            "rules/engine/wording.py",
            "import PySide6.QtCore",
            "rules is pure Python: no Qt, pydantic or platformdirs",
        ),
        (
            "rules/gangfight/sizes.py",
            "import gangfight_gui.roster.roster",
            "Layers: gui on top, then cli, cards, roster, and rules at the bottom",
        ),
        (
            "cards/layout.py",
            "import gangfight_gui.gui.shell.settings",
            "Layers: gui on top, then cli, cards, roster, and rules at the bottom",
        ),
        (
            "rules/gangfight/sizes.py",
            "import gangfight_gui.report",
            "rules imports nothing of the project outside rules",
        ),
        (
            "rules/gangfight/sizes.py",
            "import gangfight_gui.paths",
            "rules imports nothing of the project outside rules",
        ),
        (
            "roster/files.py",
            "import PySide6.QtCore",
            "roster works without Qt (the CLI reads rosters on machines without a screen)",
        ),
        (
            "paths.py",
            "import gangfight_gui.rules",
            "paths is a leaf: it imports nothing of the project",
        ),
        (
            "shipped.py",
            "import gangfight_gui.roster.files",
            "shipped (the files in the package) and report stand on rules alone",
        ),
        (
            "gui/combat/builder/setup.py",
            "import gangfight_gui.rules.gangfight",
            "Nothing above rules imports a game's package",
        ),
        (
            "roster/roster.py",
            "import gangfight_gui.rules.necromunda.fighter",
            "Nothing above rules imports a game's package",
        ),
        (
            "rules/game.py",
            "import gangfight_gui.rules.warstrike",
            "The rules core imports no game's package",
        ),
        (
            "rules/necromunda/__init__.py",
            "import gangfight_gui.rules.gangfight",
            "No game imports another game",
        ),
        (
            "gui/roster/detail_panel.py",
            "import gangfight_gui.gui.shell.settings",
            "The window's feature folders do not import the shell",
        ),
    ],
)
def test_a_wrong_import_breaks_its_contract_by_name(
    tmp_path: Path, module: str, wrong_import: str, contract: str
) -> None:
    shutil.copy(REPO / "pyproject.toml", tmp_path)
    package = tmp_path / "gangfight_gui"
    shutil.copytree(REPO / "gangfight_gui", package, ignore=shutil.ignore_patterns("__pycache__"))
    path = package / module
    path.write_text(path.read_text(encoding="utf-8") + f"\n{wrong_import}\n", encoding="utf-8")
    result = _lint(tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    # Others may break too (an import is followed through), but this one is named.
    assert f"{contract} BROKEN" in result.stdout
