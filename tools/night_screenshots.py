"""The README's pictures of game night: a battle in progress in each game, at 1366×768.

``QT_QPA_PLATFORM=offscreen .venv/bin/python tools/night_screenshots.py docs/images``: for each
game, its two sample rosters in a battle, three attacks rolled with fixed seeds and applied, the
fourth set up in the builder, and the window grabbed (``night-<game>.png``).
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication

from gangfight_gui.gui.common.look import dress
from gangfight_gui.gui.shell.main_window import MainWindow
from gangfight_gui.roster.night.battle import side_of, start_battle

ROSTERS = Path(__file__).resolve().parents[1] / "rosters"
PAIRS = {
    "gangfight": ("orc_braves.json", "human_veterans.json"),
    "necromunda": ("necromunda_ashveil_sisters.json", "necromunda_slagworks_rivet_crew.json"),
    "warstrike": ("warstrike_harbour_watch.json", "warstrike_salt_reavers.json"),
}
SIZE = (1366, 768)
SEEDS = (11, 12, 13)


def battle_picture(game: str, path: Path) -> None:
    window = MainWindow(start_session=False)
    window.resize(*SIZE)
    window.show()
    first, second = window.open_paths([ROSTERS / name for name in PAIRS[game]])
    dock = window.battle
    dock.begin(start_battle(side_of(first.roster), side_of(second.roster)))
    for number, seed in enumerate(SEEDS):
        battle = dock.battle
        assert battle is not None
        side = number % 2
        attackers = [r for r in battle.refs(side) if not battle.entry_state(r).attack_refusal]
        targets = [r for r in battle.refs(1 - side) if not battle.entry_state(r).target_refusal]
        dock.view.pick(attackers[number // 2 % len(attackers)], targets[0])
        dock.view.fight_button.click()
        window.combat.recompute_now()
        window.combat.page(game).results.roll(seed=seed)
        dock.apply_roll()
    battle = dock.battle
    assert battle is not None
    targets = [r for r in battle.refs(1) if not battle.entry_state(r).target_refusal]
    dock.view.pick(battle.refs(0)[1], targets[-1])
    dock.view.fight_button.click()
    window.combat.recompute_now()
    dock.view.pages.setCurrentIndex(0)
    dock.dock.raise_()  # at 1366 pixels the battle is a tab beside the builder's
    QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 1000)
    window.resize(*SIZE)
    QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 500)
    assert (window.width(), window.height()) == SIZE, window.size()
    window.grab().save(str(path), "PNG")
    if dock.document is not None:
        dock.document.undo_stack.setClean()
        dock.close_battle(ask=False)
    for document in window.documents():
        document.undo_stack.setClean()
    window.close()
    window.deleteLater()


def main(folder: str) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    dress(app)  # the program's look: what its window paints
    for game in PAIRS:
        path = Path(folder) / f"night-{game}.png"
        battle_picture(game, path)
        print(path)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
