"""The ``gangfight`` command: one subcommand a module, errors as one line on stderr."""

from __future__ import annotations

import argparse
import sys
import textwrap
from collections.abc import Sequence
from typing import Any

import gangfight_gui
from gangfight_gui import paths
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


ABOUT = (
    "Exact odds, rolls, roster checks and cards for skirmish games: Gangfight, and the close "
    "combat of Necromunda and of WarStrike (and any game installed beside them)."
)
"""The first words of ``gangfight --help``."""


class _Parser(argparse.ArgumentParser):
    """``gangfight``'s parser: its help starts with what the program does and ends with where the
    desktop app keeps its files (looked up through platformdirs), both made only when the help
    is shown, not on every command's start."""

    def format_help(self) -> str:
        self.description = textwrap.fill(ABOUT, 79)
        self.epilog = (
            f"{textwrap.fill(manual(), 79)}\n\n"
            f"The desktop app (gangfight-gui) keeps its files here:\n{paths.locations_text()}"
        )
        return super().format_help()


class _Version(argparse.Action):
    """``--version``: the installed version, read (through ``importlib.metadata``, a fifth of
    a command's start) only when asked for."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        kwargs.setdefault("help", "show program's version number and exit")
        super().__init__(option_strings, argparse.SUPPRESS, nargs=0, **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, *_args: Any, **_kwargs: Any) -> None:
        print(f"gangfight {gangfight_gui.__version__}")
        parser.exit()


def build_parser(argv: Sequence[str] | None = None) -> argparse.ArgumentParser:
    """The parser of ``gangfight``: every command's options when ``argv`` is None; else only
    the options of the command ``argv`` names, whose module alone is imported (the others are
    their names and help lines, enough for ``gangfight --help`` and a misspelt command)."""
    parser = _Parser(prog="gangfight", formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action=_Version)
    sub = parser.add_subparsers(
        dest="command", required=True, metavar="COMMAND", parser_class=argparse.ArgumentParser
    )
    named = _command_named(argv)
    alone = _command_first(argv)
    for command in commands.ALL:
        if argv is None or command.name == named:
            command_parser = sub.add_parser(
                command.name, help=command.help, description=command.description
            )
            module = command.load()
            module.add_arguments(command_parser)
            command_parser.set_defaults(run=module.run)
        elif not alone:
            sub.add_parser(command.name, help=command.help)
    for name, command_parser in sub.choices.items():  # each subcommand's help ends alike
        command_parser.epilog = f"{GAMES} {manual(f'#{name}')}"
    return parser


def _command_named(argv: Sequence[str] | None) -> str | None:
    """The subcommand ``argv`` names: its first word that is not an option (``gangfight`` itself
    takes only ``--help`` and ``--version``, which take no value)."""
    return next((word for word in argv or () if not word.startswith("-")), None)


def _command_first(argv: Sequence[str] | None) -> bool:
    """Whether ``argv`` starts with a command's name: every later word is that command's, so the
    other commands are never listed (no ``gangfight --help``, no misspelt command) and their
    parsers, each a tenth of a small batch's time, are not made."""
    first = next(iter(argv or ()), None)
    return any(command.name == first for command in commands.ALL)


def main(argv: Sequence[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser(words)
    args = parser.parse_args(words)
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
