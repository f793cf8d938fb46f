"""What the window's start leaves unimported (to start within 2x a bare PySide6 window).

Each module below costs a noticeable share of the start and is needed only later: the version
(``importlib.metadata``) for ``--version`` and About (the games' entry points are read without
it, ``rules/registry.py``), QtSvg for the window icon drawn after the first paint, pydantic for
the roster file's schema (never to read a roster), the shipped samples and rules text when
asked for, platformdirs where no ``GANGFIGHT_GUI_HOME`` is set. A whole process, as a player
starts it, so an import added anywhere on the way to the first paint shows up here (not timed:
``bench_startup.py`` measures).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gangfight_gui import stand_ins
from gangfight_gui.rules import registry
from tests.conftest import ROSTERS
from tests.gui.fresh_process import run_script

DIALOGS = (
    # File › New, Open Sample and Preferences: made when asked for (with the house rules' checks)
    "gangfight_gui.gui.shell.new_roster_dialog",
    "gangfight_gui.gui.shell.samples_dialog",
    "gangfight_gui.gui.shell.preferences_dialog",
    "gangfight_gui.rules.pairings",
)

METADATA = ("importlib.metadata",) if registry.LIGHT_READING else ()
"""Read at start only where the registry's light reading is switched off, and with it what it
imports (``importlib.resources``, ``socket``: left out of the lists below then)."""
BY_METADATA = () if registry.LIGHT_READING else ("importlib.resources", "socket")

LATER = (
    *METADATA,
    "PySide6.QtSvg",
    "pydantic",
    "gangfight_gui.roster.files",
    "gangfight_gui.shipped",  # and importlib.resources: the samples, the rules text, the icon
    "gangfight_gui.gui.help",  # the manual: read when F1 or Help › User Guide asks for it
    "importlib.resources",
    "platformdirs",  # only where no GANGFIGHT_GUI_HOME says where the files are
    "secrets",
    "socket",  # the SIGTERM watcher: not for a screenshot
    # Games are listed by title when the game box is opened: the start loads only the game shown.
    "gangfight_gui.rules.necromunda",
    "gangfight_gui.rules.warstrike",
    # The first game's page shows its title alone: its fields, attack kinds and entries' checks
    # (and orjson, its models' reading) load with its builder.
    "gangfight_gui.rules.gangfight.fields",
    "gangfight_gui.rules.gangfight.kinds",
    "gangfight_gui.rules.gangfight.entries",
    "orjson",
    # The builder: its one line stands in its place until a roster of its game opens.
    "gangfight_gui.gui.combat.builder.builder",
    "gangfight_gui.gui.combat.builder.setup",
    "gangfight_gui.gui.combat.builder.plan",
    "gangfight_gui.gui.combat.builder.entry_picker",
    # A fight's modules: the results, their headline band and the palette show none yet.
    "gangfight_gui.gui.combat.fight",
    "gangfight_gui.gui.combat.results.reading",
    "gangfight_gui.rules.outcome_parts",
    # F1's rulings: read when F1 asks.
    "gangfight_gui.gui.shell.rules_help",
    # A chance's exact type: the Edit menu's words are pluralised without it (and decimal).
    "fractions",
    "html",  # and its entities: user text escaped into rich text, none at the start
    *DIALOGS,
)

LATER = tuple(name for name in LATER if name not in BY_METADATA)

SCRIPT = """
import json, sys
from gangfight_gui.gui.shell import app
code = app.main(["gangfight-gui", "--screenshot", sys.argv[1]])
later = [name for name in json.loads(sys.argv[2]) if name in sys.modules]
print(json.dumps([code, later]))
"""


def test_a_start_without_a_roster_imports_none_of_the_later_modules(tmp_path: Path) -> None:
    code, later = run_script(tmp_path, SCRIPT, str(tmp_path / "start.png"), json.dumps(LATER))
    assert code == 0
    assert later == []
    assert (tmp_path / "start.png").stat().st_size > 0


WITH_ROSTERS_LATER = (
    *METADATA,
    "pydantic",  # the roster file's schema alone is made with it: rosters are read without
    "PySide6.QtSvg",
    "gangfight_gui.gui.help",
    "importlib.resources",
    "platformdirs",
    "socket",
    "gangfight_gui.rules.necromunda",  # the rosters are Gangfight's: no other game loads
    "gangfight_gui.rules.warstrike",
    "difflib",  # the closest known key, named in a fault only
    *DIALOGS,
)

WITH_ROSTERS_LATER = tuple(name for name in WITH_ROSTERS_LATER if name not in BY_METADATA)

ROSTERS_SCRIPT = """
import json, sys
from gangfight_gui.gui.shell import app
code = app.main(["gangfight-gui", "--screenshot", sys.argv[1], *json.loads(sys.argv[3])])
later = [name for name in json.loads(sys.argv[2]) if name in sys.modules]
print(json.dumps([code, later]))
"""


def test_a_start_with_rosters_imports_only_what_their_game_shows(tmp_path: Path) -> None:
    rosters = [str(ROSTERS / "orc_braves.json"), str(ROSTERS / "human_veterans.json")]
    code, later = run_script(
        tmp_path,
        ROSTERS_SCRIPT,
        str(tmp_path / "start.png"),
        json.dumps(WITH_ROSTERS_LATER),
        json.dumps(rosters),
    )
    assert code == 0
    assert later == []


def test_a_start_with_another_games_rosters_never_loads_the_first_game(tmp_path: Path) -> None:
    # The window paints before it reads them: the first game's page waits for their game.
    rosters = [
        str(ROSTERS / "necromunda_ashveil_sisters.json"),
        str(ROSTERS / "necromunda_slagworks_rivet_crew.json"),
    ]
    code, later = run_script(
        tmp_path,
        ROSTERS_SCRIPT,
        str(tmp_path / "start.png"),
        json.dumps(["gangfight_gui.rules.gangfight", "gangfight_gui.rules.warstrike"]),
        json.dumps(rosters),
    )
    assert code == 0
    assert later == []


UNUSED_WIDGET_CLASSES = ("QWizard", "QCalendarWidget", "QMdiArea", "QLCDNumber")
"""Widget classes the program never uses. PySide6 makes each class (and its enums) when first
used, but makes every widget class it knows at once to turn a widget pointer it has not seen
before, of a class it cannot name (a tool bar's separator, a scroll area's viewport met as a
widget), into Python's: about 10 ms of the start."""

UNMADE_SCRIPT = """
import json, sys
from PySide6 import QtWidgets
from gangfight_gui.gui.shell import app
code = app.main(["gangfight-gui", "--screenshot", sys.argv[1], *json.loads(sys.argv[3])])
made = [name for name in json.loads(sys.argv[2]) if name in vars(QtWidgets)]
print(json.dumps([code, made]))
"""


@pytest.mark.parametrize(
    "rosters",
    [(), ("orc_braves.json", "human_veterans.json")],
    ids=["no roster", "samples"],
)
def test_a_start_makes_no_widget_class_it_does_not_use(
    tmp_path: Path, rosters: tuple[str, ...]
) -> None:
    code, made = run_script(
        tmp_path,
        UNMADE_SCRIPT,
        str(tmp_path / "start.png"),
        json.dumps(UNUSED_WIDGET_CLASSES),
        json.dumps([str(ROSTERS / name) for name in rosters]),
    )
    assert code == 0
    assert made == []


NOT_MADE_WITHOUT_A_ROSTER = {
    "QtGui": ("QGradient",),
    "QtWidgets": (
        "QStyleOptionToolButton",
        "QStyleOptionFrame",
        "QStyleOptionTab",
        "QMessageBox",
        "QFileDialog",
    ),
}
"""Classes a start with no roster has no use for, which PySide6 would make on the way (its
enums and all, about 7 ms): QGradient's type while it resolves a Python ``QPainter.fillRect``,
each style option's for the look's Python overrides at the first paint (the window paints on a
plain proxy of Fusion until the turn after it, ``look.dress_in_two``), and the message box and
file dialog, imported where one is asked for."""

NOT_MADE_SCRIPT = """
import json, sys
from PySide6 import QtGui, QtWidgets
from gangfight_gui.gui.shell import app
code = app.main(["gangfight-gui", "--screenshot", sys.argv[1]])
modules = {"QtGui": QtGui, "QtWidgets": QtWidgets}
wanted = json.loads(sys.argv[2])
made = [name for module, names in wanted.items() for name in names if name in vars(modules[module])]
print(json.dumps([code, made]))
"""


def test_a_start_without_a_roster_makes_no_class_for_what_it_does_not_paint(
    tmp_path: Path,
) -> None:
    code, made = run_script(
        tmp_path,
        NOT_MADE_SCRIPT,
        str(tmp_path / "start.png"),
        json.dumps(NOT_MADE_WITHOUT_A_ROSTER),
    )
    assert code == 0
    if not stand_ins.ON:  # the picture is QWidget.grab's: every widget painted again, whole look
        made = [name for name in made if not name.startswith("QStyleOption")]
    assert made == []
