"""A game installed on its own brings its samples, its guide, its schema branch and its rulings:
the example game and Clash, whose rulings (D1–D14, N1–N3) share letters with Necromunda's and
with the dice, each found by the same path as the built-in games'."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from gangfight_gui import shipped
from gangfight_gui.cli.main import main
from gangfight_gui.rules.game import built_in_keys, find_game, playable_games
from tests.helpers.example_game import example_on_path


@pytest.fixture
def clash(clash_game: Path, example_game: Path) -> Iterator[None]:
    with example_on_path(example_game), example_on_path(clash_game):
        yield


def test_each_game_lists_its_own_samples(clash: None) -> None:
    by_game = {g.key: [s.file_name for s in shipped.samples(g.key)] for g in playable_games()}
    assert by_game["clash"] == ["clash_duellists.json"]
    assert by_game["pitfight"] == ["pit_crew.json"]
    assert by_game["necromunda"] == [
        "necromunda_ashveil_sisters.json",
        "necromunda_slagworks_rivet_crew.json",
    ]
    every = [(s.file_name, s.game) for s in shipped.samples()]
    assert ("clash_duellists.json", "clash") in every and ("pit_crew.json", "pitfight") in every
    assert every == sorted(every)


def test_gangfight_samples_writes_every_games_samples(
    clash: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["samples", str(tmp_path / "out")]) == 0
    printed = capsys.readouterr().out
    assert f"{tmp_path / 'out' / 'clash_duellists.json'}: Clash Duellists (Clash)" in printed
    assert f"{tmp_path / 'out' / 'pit_crew.json'}: The Pit Crew (Pitfight)" in printed
    written = json.loads((tmp_path / "out" / "clash_duellists.json").read_text("utf-8"))
    assert written["game"] == "clash"


def test_each_game_with_a_guide_is_a_chapter_of_the_manual(clash: None) -> None:
    pages = shipped.manual_pages()
    assert {"gangfight.md", "necromunda.md", "warstrike.md", "pitfight.md", "clash.md"} <= set(
        pages
    )
    assert shipped.manual_file("clash.md").read_text("utf-8").startswith("# Clash: the guide")
    assert shipped.game_guides()["pitfight.md"] == ("pitfight_game", "guide.md")
    assert shipped.game_guides()["necromunda.md"] == ("gangfight_gui.manual", "necromunda.md")


def test_gangfight_schema_has_a_branch_for_every_game_installed(
    clash: None, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("roster", "crew", "battle"):
        assert main(["schema", name]) == 0
        document = json.loads(capsys.readouterr().out)
        text = json.dumps(document)
        assert '"clash"' in text and '"pitfight"' in text, name
    assert built_in_keys() == ("gangfight", "necromunda", "warstrike")
    assert main(["schema", "chess"]) == 2
    assert capsys.readouterr().err == (
        "gangfight schema: no schema of 'chess': roster, crew or battle\n"
    )


def test_gangfight_games_lists_each_game_and_its_version(
    clash: None, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["games"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "clash: Clash (gangfight_test_clash 1.2.3)" in lines
    assert "pitfight: Pitfight (gangfight_example_pitfight 0.1.0)" in lines
    assert lines[0].startswith("gangfight: Gangfight (gangfight_gui ")
    assert find_game("clash").title == "Clash"
    assert main(["games", "clash"]) == 0
    assert capsys.readouterr().out == "clash: Clash (gangfight_test_clash 1.2.3)\n"
    assert main(["games", "chess"]) == 2
    assert capsys.readouterr().err.startswith(
        "gangfight games: no game 'chess' is installed (installed: gangfight, necromunda, "
    )


@pytest.mark.slow
def test_the_games_that_cannot_load_are_listed_with_their_problem(
    broken_plugins: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with example_on_path(broken_plugins):
        assert main(["games", "--json"]) == 0
        listed = {game["key"]: game for game in json.loads(capsys.readouterr().out)}
    assert listed["crashing"]["problem"] == (
        "game 'crashing' (crashing_game:GAME, from gangfight_test_broken_games) could not be "
        "loaded: the dice are missing"
    )
    assert "lacks what every game supplies" in listed["lacking"]["problem"]
    assert "calls itself 'coin'" in listed["misnamed"]["problem"]
    assert listed["necromunda"]["problem"] is None
    assert listed["misnamed"]["version"] == "0.0.1"
