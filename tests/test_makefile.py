"""A newcomer's first ``make run`` / ``make test`` with the wrong Python: a clear line, no .venv.

The Makefile is run for real in a scratch folder, with a stand-in ``PYTHON`` that behaves like an
old interpreter, a missing one, or one that cannot make a venv, so nothing is installed.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.conftest import REPO

FAKE_PYTHON = """#!/bin/sh
# A stand-in interpreter: "{version}"; it {venv} make a venv.
case "$1" in
  -c) exit {too_old} ;;
  --version) echo "{version}"; exit 0 ;;
  -m) if [ "$2" = venv ]; then mkdir -p "$3/bin"; cp "$0" "$3/bin/python"; fi; exit {venv_fails} ;;
esac
exit 1
"""


def _project(tmp_path: Path) -> Path:
    folder = tmp_path / "clone"
    folder.mkdir()
    for name in ("Makefile", "pyproject.toml", "setup.py"):
        shutil.copy(REPO / name, folder / name)
    return folder


def _fake(tmp_path: Path, version: str, *, too_old: bool, venv_works: bool) -> Path:
    path = tmp_path / "fake-python"
    path.write_text(
        FAKE_PYTHON.format(
            version=version,
            venv="can" if venv_works else "cannot",
            too_old=1 if too_old else 0,
            venv_fails=0 if venv_works else 1,
        ),
        encoding="utf-8",
    )
    path.chmod(0o755)
    return path


def _make(folder: Path, target: str, python: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["make", "--no-print-directory", target, f"PYTHON={python}"],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


@pytest.mark.parametrize("target", ["run", "test", "bench"])
def test_too_old_python_says_which_is_needed(tmp_path: Path, target: str) -> None:
    folder = _project(tmp_path)
    fake = _fake(tmp_path, "Python 3.9.18", too_old=True, venv_works=True)
    result = _make(folder, target, str(fake))
    assert result.returncode != 0
    assert (
        f"make: Gangfight GUI needs Python 3.11 or newer; PYTHON={fake} is Python 3.9.18."
        in result.stderr
    )
    assert f"make {target} PYTHON=python3.11" in result.stderr
    assert not (folder / ".venv").exists()


def test_missing_python_says_not_found(tmp_path: Path) -> None:
    folder = _project(tmp_path)
    result = _make(folder, "test", "no-such-python3")
    assert result.returncode != 0
    assert "PYTHON=no-such-python3 is not found." in result.stderr
    assert not (folder / ".venv").exists()


def test_a_failed_venv_leaves_nothing_behind(tmp_path: Path) -> None:
    folder = _project(tmp_path)
    fake = _fake(tmp_path, "Python 3.11.7", too_old=False, venv_works=False)
    result = _make(folder, "run", str(fake))
    assert result.returncode != 0
    assert "could not create .venv" in result.stderr
    assert "nothing left behind" in result.stderr
    assert not (folder / ".venv").exists()


def test_a_half_made_venv_is_made_again(tmp_path: Path) -> None:
    # Interrupted last time: a .venv without its .made marker is not trusted but made anew.
    folder = _project(tmp_path)
    (folder / ".venv" / "bin").mkdir(parents=True)
    (folder / ".venv" / "leftover").write_text("", encoding="utf-8")
    fake = _fake(tmp_path, "Python 3.11.7", too_old=False, venv_works=True)
    result = _make(folder, ".venv/.made", str(fake))
    assert result.returncode == 0, result.stderr
    assert (folder / ".venv" / ".made").exists()
    assert not (folder / ".venv" / "leftover").exists()
    # Made once: asked again, nothing is redone.
    (folder / ".venv" / "leftover").write_text("", encoding="utf-8")
    assert _make(folder, ".venv/.made", str(fake)).returncode == 0
    assert (folder / ".venv" / "leftover").exists()


def test_a_half_made_venv_that_fails_again_is_removed(tmp_path: Path) -> None:
    folder = _project(tmp_path)
    (folder / ".venv" / "bin").mkdir(parents=True)
    fake = _fake(tmp_path, "Python 3.11.7", too_old=False, venv_works=False)
    result = _make(folder, "test", str(fake))
    assert result.returncode != 0
    assert not (folder / ".venv").exists()
