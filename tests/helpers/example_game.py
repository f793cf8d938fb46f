"""The example game (``examples/pitfight``) installed as a player installs a game: by pip, as a
separate distribution, into a folder of its own that is then put on the path.

``install_example_game`` builds and installs it (``pip install --no-deps --target``), and
``install_once`` does so once a test run, however many pytest-xdist workers ask;
``example_game`` (``tests/conftest.py``) is the fixture giving its folder, and
``with_example_game`` the environment a ``gangfight`` or ``gangfight-gui`` process needs to find
it (``PYTHONPATH``). A test that wants the game in its own process adds the folder to
``sys.path`` and resets the registry (``example_on_path``). The window tests of later work use
the same fixture.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "examples" / "pitfight"
KEY = "pitfight"
SCENARIO = EXAMPLE / "pit_fight.json"
ROSTER = EXAMPLE / "pitfight_game" / "samples" / "pit_crew.json"


def _builds_without_isolation() -> bool:
    """Whether this environment's setuptools builds a wheel by itself (70.1 and later, or with
    the ``wheel`` package); else pip builds in an isolated environment of its own."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        major, minor = (int(part) for part in version("setuptools").split(".")[:2])
    except (PackageNotFoundError, ValueError):
        return False
    return (major, minor) >= (70, 1) or importlib.util.find_spec("wheel") is not None


PLUGINS = REPO / "tests" / "plugins"
CLASH = PLUGINS / "clash"
"""A second game, its rulings' letters those of Necromunda and of the dice (D1–D14, N1–N3)."""
BROKEN = PLUGINS / "broken"
"""Three games that cannot be loaded: one fails to import, one lacks members, one misnamed."""


def install_example_game(folder: Path, source: Path = EXAMPLE) -> Path:
    """pip-install the example game (or the distribution at ``source``) into ``folder``; its
    path, holding the package and its ``*.dist-info`` (whose ``entry_points.txt`` registers it
    in ``gangfight_gui.games``)."""
    command = [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target"]
    command += [str(folder), str(source)]
    if _builds_without_isolation():
        command.insert(4, "--no-build-isolation")
    done = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"pip could not install the example game:\n{done.stderr}")
    return folder


def install_once(base: Path, name: str = "example-game", source: Path = EXAMPLE) -> Path:
    """The example game (or the distribution at ``source``) installed in ``base / name`` by
    whichever process of the run asks first, the others waiting for it (pytest-xdist's workers
    share ``base``): one pip install a run, and no two builds in ``source`` at once."""
    folder = base / name
    with _held(base / f"{name}.lock"):
        if not folder.is_dir():
            partial = base / f"{name}.{os.getpid()}"
            shutil.rmtree(partial, ignore_errors=True)
            os.replace(install_example_game(partial, source), folder)
    return folder


@contextmanager
def _held(lock: Path) -> Iterator[None]:
    """``lock`` held by this process for the block, waiting while another holds it; where
    ``fcntl`` is missing (Windows) the block runs at once."""
    try:
        import fcntl
    except ImportError:
        yield
        return
    with lock.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def with_example_game(path: Path, env: dict[str, str] | None = None) -> dict[str, str]:
    """A process environment in which the example game is installed (``PYTHONPATH``)."""
    found = dict(os.environ if env is None else env)
    found["PYTHONPATH"] = os.pathsep.join(
        part for part in (str(path), found.get("PYTHONPATH", "")) if part
    )
    return found


@contextmanager
def built_in_only() -> Iterator[None]:
    """This process with the built-in games alone registered, whatever else is installed (the
    examples of the manual show them); every installed game again afterwards."""
    from gangfight_gui.rules import registry

    registry.reset()
    registry.keep(registry.own_keys())
    try:
        yield
    finally:
        registry.reset()


PLUGIN_MODULES = ("pitfight_game", "clash_game", "crashing_game", "lacking_game", "misnamed_game")


@contextmanager
def example_on_path(path: Path) -> Iterator[None]:
    """This process with the example game (or any game installed in ``path``) on ``sys.path``,
    its registry read again; both as they were afterwards."""
    from gangfight_gui.rules import registry

    sys.path.insert(0, str(path))
    registry.reset()
    try:
        yield
    finally:
        sys.path.remove(str(path))
        for name in [m for m in sys.modules if m.partition(".")[0] in PLUGIN_MODULES]:
            if not str(getattr(sys.modules[name], "__file__", "")).startswith(str(path)):
                continue  # installed in the environment itself (.ci/run): kept
            del sys.modules[name]
        registry.reset()
