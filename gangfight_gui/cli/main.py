"""The ``gangfight`` command: one subcommand a module, errors as one line on stderr.

Exit codes (CLI.md): 0 ok, 1 the input breaks a rule, 2 the input is unreadable.
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from collections.abc import Sequence

from gangfight_gui import __version__, paths
from gangfight_gui.cli import commands
from gangfight_gui.cli.errors import CliError, one_line

GAMES = (
    "Games: Gangfight, and the close combat of Necromunda and of WarStrike (and any game "
    "installed beside them); a file names its own."
)


def manual(anchor: str = "") -> str:
    """Where every command, option and exit code is told: the manual's page, which ships with
    the program (``gangfight-gui --manual`` shows it, offline)."""
    return (
        f"Every command, option and exit code, with examples: docs/cli.md{anchor} in the "
        f"manual (gangfight-gui --manual cli.md{anchor} shows it)."
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="gangfight",
        description=textwrap.fill(
            "Exact odds, rolls, roster checks and cards for skirmish games: Gangfight, and the "
            "close combat of Necromunda and of WarStrike (and any game installed beside them).",
            79,
        ),
        epilog=(
            f"{textwrap.fill(manual(), 79)}\n\n"
            f"The desktop app (gangfight-gui) keeps its files here:\n{paths.locations_text()}"
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"gangfight {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module in commands.ALL:
        module.add_parser(sub)
    for name, command in sub.choices.items():  # each subcommand's help ends alike
        command.epilog = f"{GAMES} {manual(f'#{name}')}"
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        code: int = args.run(args)
    except CliError as error:
        print(f"gangfight {args.command}: {one_line(str(error))}", file=sys.stderr)
        return error.exit_code
    except KeyboardInterrupt:
        print(f"gangfight {args.command}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    return code


if __name__ == "__main__":
    raise SystemExit(main())
