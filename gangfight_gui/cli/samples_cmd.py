"""``gangfight samples DIR [--force]``: write the shipped sample rosters into DIR (docs/cli.md)."""

from __future__ import annotations

import argparse
from pathlib import Path

from gangfight_gui import shipped
from gangfight_gui.cli.errors import BREAKS_RULE, CliError
from gangfight_gui.cli.files import cannot_write, printed
from gangfight_gui.roster.atomic import write_atomic


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("dir", metavar="DIR", help="folder to write the samples into")
    parser.add_argument("--force", action="store_true", help="overwrite files already there")
    parser.add_argument("--json", action="store_true", help="list the files written as JSON")


def run(args: argparse.Namespace) -> int:
    folder = Path(args.dir)
    samples = shipped.samples()
    if not samples:
        raise CliError("no sample rosters in this installation; reinstall gangfight-gui")
    _make_folder(folder)
    targets = [(folder / sample.file_name, sample) for sample in samples]
    taken = [path for path, _sample in targets if path.exists() or path.is_symlink()]
    if taken and not args.force:
        names = ", ".join(str(path) for path in taken)
        verb = "exists" if len(taken) == 1 else "exist"
        raise CliError(f"{names} already {verb}; nothing written (--force overwrites)", BREAKS_RULE)
    for path, sample in targets:
        try:
            write_atomic(path, sample.data)
        except OSError as error:
            raise cannot_write(path, error) from None
    written = [str(path) for path, _sample in targets]
    text = "\n".join(f"{path}: {sample.name} ({sample.game_title})" for path, sample in targets)
    return printed(args.json, written, text, compact=True)


def _make_folder(folder: Path) -> None:
    """Create DIR (and its parents) or say in one line why it cannot be used (exit 2)."""
    if folder.exists() and not folder.is_dir():
        raise CliError(f"{folder}: not a folder")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise cannot_write(folder, error, "create") from None
