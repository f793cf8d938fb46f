"""The README's command line opens the fight the README's picture shows: the first roster named
is the player's own, in front, its first entry attacking the first of the other."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from pytestqt.qtbot import QtBot

from gangfight_gui.gui.shell import app
from tests.gui.roster_helpers import close_quietly, make_window

REPO = Path(__file__).resolve().parents[3]
README = REPO / "README.md"


def readme_command() -> list[Path]:
    """The rosters of the README's ``gangfight-gui`` example, as shipped (``gangfight samples
    my-rosters/`` writes the sample rosters of ``rosters/``)."""
    [line] = re.findall(r"^gangfight-gui (.+)$", README.read_text(encoding="utf-8"), re.M)
    return [REPO / "rosters" / Path(word).name for word in shlex.split(line)]


def readme_picture() -> tuple[str, str]:
    """Attacker and target of the Gangfight picture, from its text ("An Orc Brave with a great
    axe against a Human Veteran")."""
    text = README.read_text(encoding="utf-8")
    [alt] = re.findall(r"!\[([^\]]+)\]\(docs/images/main-window\.png\)", text)
    found = re.match(r"An? (.+?) with .+ against an? (.+?),", alt)
    assert found is not None, alt
    return found[1], found[2]


def test_the_readmes_command_line_opens_the_readmes_fight(qtbot: QtBot) -> None:
    rosters = readme_command()
    assert [p.name for p in rosters] == ["orc_braves.json", "human_veterans.json"]
    attacker, target = readme_picture()
    window = make_window(qtbot)
    try:
        app.open_named(window, rosters)
        document = window.tabs.current_document()
        assert document is not None and document.path == rosters[0]

        def fight_names() -> tuple[str, str] | None:
            window.combat.recompute_now()
            fight = window.combat.builder.fight()
            if fight is None:
                return None
            return fight.scenario["attacker"]["name"], fight.scenario["target"]["name"]

        qtbot.waitUntil(lambda: fight_names() == (attacker, target))
        fight = window.combat.builder.fight()
        assert fight is not None and fight.scenario["weapons"] == ["Great axe"]
    finally:
        close_quietly(window)
