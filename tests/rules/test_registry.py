"""Games are found only through the entry-point group ``gangfight_gui.games``, read without
importlib.metadata (the window's start) but to the same result; a game that cannot be loaded is
named in one line (exit 2, never a traceback) and does not stop the others."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from importlib import metadata
from pathlib import Path

import pytest

from gangfight_gui.rules import registry
from gangfight_gui.rules.game import (
    ENTRY_POINT_GROUP,
    find_game,
    game_keys,
    game_problems,
    game_title,
    playable_games,
)
from tests.helpers.example_game import built_in_only, example_on_path, with_example_game

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "orc_vs_veteran.json"


def _metadata_reading(group: str, path: list[str]) -> list[tuple[str, str, str]]:
    """importlib.metadata's entry points of ``group`` on ``path``, first distribution of a name."""
    seen: set[str] = set()
    found = []
    for dist in metadata.distributions(path=path):
        name = registry._normalized(dist.metadata["Name"])
        if name in seen:
            continue
        seen.add(name)
        found += [(p.name, p.value, name) for p in dist.entry_points if p.group == group]
    return found


def _light(group: str, path: list[str]) -> list[tuple[str, str, str]]:
    return [(k, v, registry._normalized(d)) for k, v, d in registry.read_group(group, path)]


@pytest.mark.parametrize("group", [ENTRY_POINT_GROUP, "console_scripts", "gui_scripts"])
def test_the_light_reading_is_importlib_metadatas(group: str, example_game: Path) -> None:
    path = [str(example_game), *sys.path]
    assert _light(group, path) == _metadata_reading(group, path)
    if group == ENTRY_POINT_GROUP:
        assert [k for k, _, _ in _light(group, path)][:1] == ["pitfight"]


def _write_dist(folder: Path, name: str, points: str, suffix: str = ".dist-info") -> None:
    info = folder / f"{name}-1.0{suffix}"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n")
    (info / "entry_points.txt").write_text(points)


def test_zips_eggs_comments_and_the_first_distribution_of_a_name(tmp_path: Path) -> None:
    first, second = tmp_path / "first", tmp_path / "second"
    points = "# a comment\n[gangfight_gui.games]\n  one = a.b:GAME  \n\n[other]\nx = y\n"
    _write_dist(first, "Some_Game", points)
    _write_dist(second, "some_game", "[gangfight_gui.games]\ntwo = c:GAME\n")
    _write_dist(second, "old_game", "[gangfight_gui.games]\nthree = d:GAME\n", ".egg-info")
    archive = tmp_path / "zipped.zip"
    with zipfile.ZipFile(archive, "w") as out:
        out.writestr("zip_game-2.0.dist-info/METADATA", "Name: zip_game\nVersion: 2.0\n")
        out.writestr("zip_game-2.0.dist-info/entry_points.txt", "[gangfight_gui.games]\nz = e\n")
    path = [str(first), str(second), str(archive), str(tmp_path / "missing")]
    assert [(k, v) for k, v, _ in registry.read_group(ENTRY_POINT_GROUP, path)] == [
        ("one", "a.b:GAME"),
        ("three", "d:GAME"),
        ("z", "e"),
    ]
    assert _light(ENTRY_POINT_GROUP, path) == _metadata_reading(ENTRY_POINT_GROUP, path)


@pytest.fixture
def broken_games(tmp_path: Path) -> Iterator[Path]:
    """Three broken games beside the real ones: one that fails to import, one that lacks
    members, one that calls itself by another key."""
    _write_dist(
        tmp_path,
        "broken_games",
        "[gangfight_gui.games]\n"
        "crashing = crashing_game:GAME\n"
        "lacking = lacking_game\n"
        "misnamed = misnamed_game:GAME\n",
    )
    (tmp_path / "crashing_game.py").write_text("raise RuntimeError('the dice are\\nmissing')\n")
    (tmp_path / "lacking_game.py").write_text("GAME = object()\n")
    (tmp_path / "misnamed_game.py").write_text(
        "from tests.cli.coin_game import CoinGame\nGAME = CoinGame()\n"
    )
    sys.path.insert(0, str(tmp_path))
    registry.reset()
    yield tmp_path
    sys.path.remove(str(tmp_path))
    for name in ("crashing_game", "lacking_game", "misnamed_game"):
        sys.modules.pop(name, None)
    registry.reset()


def test_a_broken_game_is_named_in_one_line_and_the_others_play(broken_games: Path) -> None:
    built_in = ("gangfight", "necromunda", "warstrike")
    broken = ("crashing", "lacking", "misnamed")
    assert game_keys()[:3] == built_in and set(broken) <= set(game_keys())
    where = "from broken_games"
    with pytest.raises(registry.GameLoadError) as crashed:
        find_game("crashing")
    assert str(crashed.value) == (
        f"game 'crashing' (crashing_game:GAME, {where}) could not be loaded: the dice are missing"
    )
    with pytest.raises(registry.GameLoadError, match="lacks what every game supplies: key, title"):
        find_game("lacking")
    with pytest.raises(registry.GameLoadError, match="calls itself 'coin'; its key must be"):
        game_title("misnamed")
    assert [g.key for g in playable_games()] == [k for k in game_keys() if k not in broken]
    assert [p.split(" (")[0] for p in game_problems()] == [f"game '{key}'" for key in broken]
    assert all("\n" not in p for p in game_problems())
    assert find_game(None).key == "gangfight"


def test_a_title_is_read_without_the_rest_of_the_game_which_is_checked_when_used(
    broken_games: Path,
) -> None:
    # The window's first page shows a game's title alone; the game is refused when it is used.
    assert registry.title("misnamed") == "Coin"
    with pytest.raises(registry.GameLoadError, match="calls itself 'coin'; its key must be"):
        find_game("misnamed")
    assert registry.title("misnamed") == "Coin"
    with pytest.raises(registry.GameLoadError, match="could not be loaded: the dice are missing"):
        registry.title("crashing")
    with pytest.raises(registry.GameLoadError, match="title must be a non-empty text, not None"):
        registry.title("lacking")
    assert registry.title("gangfight") == find_game("gangfight").title == "Gangfight"


def test_a_fault_is_the_installed_games_whose_code_raised_it(broken_games: Path) -> None:
    for key in ("crashing", "lacking", "misnamed"):
        with pytest.raises(registry.GameLoadError) as failed:
            find_game(key)
        assert registry.at_fault(failed.value) == registry.registered(key)
    (broken_games / "faulty_game.py").write_text(
        "from gangfight_gui.rules.game import find_game\n"
        "def strike():\n    return 1 / 0\n"
        "def ask():\n    return find_game('chess')\n"
    )
    registry.register("faulty", "faulty_game:GAME", "faulty_dist")
    import faulty_game  # type: ignore[import-not-found]

    with pytest.raises(ZeroDivisionError) as own:
        faulty_game.strike()
    with pytest.raises(ValueError) as through:  # raised by the program, asked by the game
        faulty_game.ask()
    for error in (own.value, through.value):
        found = registry.at_fault(error)
        assert found is not None and found.where == "faulty_game:GAME, from faulty_dist"
    sys.modules.pop("faulty_game", None)
    # The program's own errors, its built-in games' included, are nobody else's.
    with pytest.raises(ValueError) as built_in:
        find_game("gangfight").read_scenario({"game": "gangfight"})
    assert registry.at_fault(built_in.value) is None
    assert registry.at_fault(RuntimeError("no traceback")) is None


def test_the_command_line_says_so_in_one_line_exit_2(broken_games: Path, tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    env = with_example_game(broken_games)

    def calc(scenario: object) -> subprocess.CompletedProcess[str]:
        path.write_text(json.dumps(scenario), encoding="utf-8")
        command = [sys.executable, "-m", "gangfight_gui.cli.main", "calc", str(path)]
        return subprocess.run(command, env=env, capture_output=True, text=True, check=False)

    broken = calc({"game": "crashing"})
    assert broken.returncode == 2
    assert broken.stderr.count("\n") == 1 and "Traceback" not in broken.stderr
    assert "game 'crashing' (crashing_game:GAME, from broken_games)" in broken.stderr
    fine = calc(json.loads(EXAMPLE.read_text(encoding="utf-8")))
    assert (fine.returncode, fine.stderr) == (0, "")


def test_the_example_game_comes_after_the_built_in_ones(example_game: Path) -> None:
    with example_on_path(example_game):
        assert game_keys()[:3] == ("gangfight", "necromunda", "warstrike")
        assert "pitfight" in game_keys()[3:]
        assert registry.registered("pitfight").distribution == "gangfight_example_pitfight"
        assert game_title("pitfight") == "Pitfight"
    with built_in_only():
        assert "pitfight" not in game_keys()


def test_unknown_games_name_those_known() -> None:
    with pytest.raises(ValueError, match=r"unknown game 'chess' \(known games: gangfight, necro"):
        find_game("chess")
