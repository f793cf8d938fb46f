"""The registry of subcommands: each one's name, help line and description, light enough to
build the parser from without importing a command's module."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType

from gangfight_gui.rules.engine.limits import MAX_MATCHUP_ATTACKS


@dataclass(frozen=True)
class Command:
    """One subcommand: ``gangfight NAME``, its line in ``gangfight --help``, its own help's
    description; its module adds its options and runs it."""

    name: str
    help: str
    description: str

    @property
    def module(self) -> str:
        """The command's module in ``gangfight_gui.cli``: its name and ``_cmd``."""
        return f"{self.name}_cmd"

    def load(self) -> ModuleType:
        """The command's module, imported only now: ``gangfight calc`` loads neither Qt (which only
        ``cards`` paints with) nor the modules of the other commands."""
        return importlib.import_module(f"gangfight_gui.cli.{self.module}")


ALL: tuple[Command, ...] = (
    Command(
        "calc",
        "exact odds of one attack (or of a JSON list of attacks)",
        "Exact odds of an attack described in a JSON scenario of its game (or a JSON list of "
        "scenarios): text for a person, or --json.",
    ),
    Command(
        "roll",
        "roll an attack with random (or typed-in) dice and show every step",
        "Roll the attack COUNT times and print each resolved roll. Roll i uses seed N+i, "
        "so any roll can be replayed alone with --seed.",
    ),
    Command(
        "finish",
        "who wins a duel fought to the finish (or a JSON list of duels)",
        "Exact chances of each side winning if the two keep fighting, turn about, from the "
        "attack of a JSON scenario (or a JSON list of scenarios): the target answers with "
        "its best fight each turn. Text for a person, or --json.",
    ),
    Command(
        "validate",
        "check a roster file against the rules",
        "List every rule a roster file breaks. Exit 0 if it breaks none (warnings are "
        "shown but pass), 1 if it breaks some, 2 if it cannot be read.",
    ),
    Command(
        "cards",
        "print the roster's cards to a PDF",
        "Print one poker-size card per entry of a roster (model, fighter or unit) or of a "
        "crew, nine to a page with cut marks, to a PDF; or the one-page crew sheet.",
    ),
    Command(
        "crew",
        "draw tonight's crew from a roster (3+D3, D6…) or pick it by name",
        "Draw tonight's crew at random from a roster (--draw COUNT: 4, D6, 3+D3, 5+D6; "
        "always-in entries count toward it) or pick it by name (--pick). Prints the crew, "
        "its cost and the draw's exact odds, and the seed that replays the draw.",
    ),
    Command(
        "matchups",
        "the best fight of every entry of roster A against every entry of roster B",
        "For each entry of ROSTER_A (rows) against each entry of ROSTER_B (columns), both "
        "of one game: the best fight it has (every choice its game offers the pair, in the "
        "circumstances and house rules given below) and that fight's headline figures. "
        f"At most {MAX_MATCHUP_ATTACKS:,} attacks a matrix.",
    ),
    Command(
        "samples",
        "write the sample rosters into a folder",
        "Write the sample rosters that ship with the app (every game) into DIR, creating it. "
        "Refuses to overwrite an existing file unless --force is given; then nothing is "
        "written.",
    ),
    Command(
        "import",
        "import a Necromunda gang from Yaktribe's JSON file",
        "Turn a Necromunda gang exported by Yaktribe (the gang page's JSON) into a roster "
        "file, and print what the import made of it: fighters imported and left out, items "
        "whose profile is still to fill in, the save to set, values this program's ranges "
        "do not take. Exit 0 when written, 2 when FILE cannot be imported (nothing written).",
    ),
    Command(
        "games",
        "list the games installed, their versions and problems",
        "List every game installed (the built-in ones first), or the games KEY: its key, its "
        "name, the distribution that installs it and its version, and why it cannot be loaded "
        "if it cannot. Exit 0 even then (the other games work); 2 for a KEY not installed.",
    ),
    Command(
        "schema",
        "write the JSON Schema of a roster, crew or battle file for the games installed",
        "Write the JSON Schema of a roster, crew or battle file to standard output, with a "
        "branch for every game installed that loads (the schemas shipped in the package are "
        "the built-in games').",
    ),
)
