"""Render the README's pictures with the app's own code: each game's window, the compare, the
matchups (docked, and alone), a card page.

Usage: python tools/readme_images.py [OUT_DIR]   (default: docs/images)

Runs offscreen and never touches the player's settings (the app's folders point at a temporary
folder). Run it after a GUI change and look at the results before committing them.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
ROSTERS = REPO / "rosters"
LAPTOP = (1366, 768)


def main(argv: list[str]) -> int:
    out = Path(argv[1]) if len(argv) > 1 else REPO / "docs" / "images"
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = tempfile.TemporaryDirectory(prefix="gangfight-images-")
    os.environ["GANGFIGHT_GUI_HOME"] = home.name

    from PySide6.QtCore import QEventLoop, QSize, QTimer
    from PySide6.QtPdf import QPdfDocument
    from PySide6.QtWidgets import QApplication

    from gangfight_gui.cards.layout import OddsAgainst, work_out_odds
    from gangfight_gui.cards.render import write_cards_pdf
    from gangfight_gui.gui.common.look import dress
    from gangfight_gui.gui.shell.main_window import MainWindow
    from gangfight_gui.gui.shell.screenshot import take_screenshot
    from gangfight_gui.roster.files import load_roster

    app = QApplication(argv[:1])
    dress(app)  # the program's look: what its window paints
    window = MainWindow(start_session=False)
    os.chdir(REPO)  # the status bar names the files as a player would type them
    rosters = [Path("rosters/orc_braves.json"), Path("rosters/human_veterans.json")]
    # A laptop's screen: the window must fit it, and does.
    take_screenshot(window, out / "main-window.png", rosters, LAPTOP)
    window.table_view.action.trigger()  # View > At the table, on the same combat and roll
    app.processEvents()
    window.grab().save(str(out / "table-view.png"))
    window.table_view.action.trigger()

    # Compare: these odds pinned, beside the same attack on a target knocked down.
    combat = window.combat
    combat.results.pin_action.setChecked(True)
    combat.builder.field_controls["target_prone"].click()
    app.processEvents()
    combat.recompute_now()
    combat.show_results("compare")
    app.processEvents()
    window.grab().save(str(out / "compare.png"))
    combat.results.pin_action.setChecked(False)
    combat.builder_dock.raise_()

    # The matchups docked beside the rosters, as View › Matchups shows them.
    done = QEventLoop()
    window.matchups.view.matrix_computed.connect(done.quit)
    QTimer.singleShot(20_000, done.quit)
    window.matchups.dock.show()
    if window.matchups.view.result is None:
        done.exec()
    app.processEvents()
    window.grab().save(str(out / "matchups-docked.png"))
    window.matchups.dock.hide()

    # The matchup matrix, computed: the monsters against the veterans.
    window.open_paths([ROSTERS / "monsters.json"])
    from gangfight_gui.gui.matchups.view import MatchupsView
    from gangfight_gui.gui.shell.combat_docks import roster_labels
    from gangfight_gui.rules.game import find_game

    view = MatchupsView(find_game("gangfight"))  # on its own, sized to show the whole matrix
    view.resize(1250, 400)
    view.show()
    view.set_rosters(roster_labels(window.documents()))
    controls = view.controls
    controls.attackers_combo.setCurrentText("Monsters of the Marches")
    controls.targets_combo.setCurrentText("Human Veterans")
    loop = QEventLoop()
    view.matrix_computed.connect(loop.quit)
    QTimer.singleShot(20_000, loop.quit)
    view.compute()
    loop.exec()
    app.processEvents()
    view.grab().save(str(out / "matchups.png"))
    view.shutdown()
    for document in window.documents():
        document.undo_stack.setClean()
    window.matchups.shutdown()
    window.hide()

    # Each other game: its two sample rosters, a fight set up and rolled, in a fresh window.
    import json

    from gangfight_gui.rules.game import DEFAULT_GAME, game_keys

    for key in game_keys():
        if key == DEFAULT_GAME:
            continue
        samples = sorted(
            path
            for path in ROSTERS.glob("*.json")
            if json.loads(path.read_text(encoding="utf-8")).get("game") == key
        )[:2]
        game_window = MainWindow(start_session=False)
        take_screenshot(game_window, out / f"{key}-window.png", samples, (1366, 768))
        for document in game_window.documents():
            document.undo_stack.setClean()
        game_window.close()

    # A page of cards with odds against the Human Veterans in hard cover, as PDF, then as PNG.
    pdf = out / "cards.pdf"
    veterans = load_roster(ROSTERS / "human_veterans.json").roster
    orcs = load_roster(ROSTERS / "orc_braves.json").roster
    odds = work_out_odds(orcs, OddsAgainst(veterans, None, {"cover": "hard"}))
    write_cards_pdf(orcs, pdf, odds=odds)
    document = QPdfDocument()
    document.load(str(pdf))
    size = document.pagePointSize(0)
    scale = 110 / 72
    page = document.render(0, QSize(int(size.width() * scale), int(size.height() * scale)))
    page.save(str(out / "cards.png"))
    document.close()
    pdf.unlink()
    home.cleanup()
    print(f"wrote {', '.join(p.name for p in sorted(out.glob('*.png')))} in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
