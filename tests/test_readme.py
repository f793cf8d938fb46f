"""The README as a newcomer meets it: a front page, not the manual.

It says what the program does for each of the three games with a picture of each, how a player
installs it, the two commands of development, a short tour, and where the rest is; it stays a
few hundred lines. Its examples run, and what it names exists, as for every page of the manual
(``tests/docs``: the examples, links, files, modules, ``make`` targets and programs).
"""

from __future__ import annotations

import re

from tests.docs.pages import PAGES, REPO, commands, every_block

README = REPO / "README.md"


def _text() -> str:
    return README.read_text(encoding="utf-8")


def _sections() -> dict[str, str]:
    parts = re.split(r"^(#{2,3} .*)$", _text(), flags=re.M)
    return {head.lstrip("# "): body for head, body in zip(parts[1::2], parts[2::2], strict=True)}


def test_it_is_a_front_page() -> None:
    assert len(_text().splitlines()) <= 300
    first = _text().split("\n\n")[1]
    for game in ("Gangfight", "Necromunda", "WarStrike"):
        assert game in first


def test_each_game_has_its_picture_and_its_guide() -> None:
    sections = _sections()
    for game, page in (
        ("Gangfight", "gangfight"),
        ("Necromunda", "necromunda"),
        ("WarStrike", "warstrike"),
    ):
        body = sections[game]
        [picture] = re.findall(r"!\[[^\]]+\]\((docs/images/[\w-]+\.png)\)", body)
        assert (REPO / picture).is_file()
        assert f"(docs/{page}.md)" in body


def test_players_install_three_ways() -> None:
    install = _sections()["Install"]
    assert "pipx install" in install
    assert "gangfight_gui-*.whl" in install
    assert "make bundle" in install


def test_the_two_development_commands_stay() -> None:
    development = _sections()["Development"]
    assert "make run" in development and "make test" in development
    ci = (REPO / ".ci" / "run").read_text(encoding="utf-8")
    assert re.search(r"^make test$", ci, re.M)


def test_the_tour_names_the_three_jobs_and_game_night() -> None:
    tour = _sections()["A short tour"]
    for job in ("**Build your list.**", "**At the table.**", "**Print.**", "**Game night.**"):
        assert job in tour


def test_it_links_every_page_of_the_manual() -> None:
    linked = set(re.findall(r"\]\((docs/[\w-]+\.md)", _text()))
    assert linked == {f"docs/{page.name}" for page in PAGES}


def test_it_shows_the_command_line_at_work() -> None:
    mine = [block for block in every_block() if block.page == README]
    ran = [command for block in mine if block.language == "console" for command in commands(block)]
    assert {command.argv[0] for command in ran} >= {"calc", "roll"}
