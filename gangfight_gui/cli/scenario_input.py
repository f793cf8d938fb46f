"""Reading scenarios for ``calc`` and ``roll``: a file or stdin, one scenario or a list."""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gangfight_gui.cli.errors import CliError

MAX_INPUT_BYTES = 64 * 1024 * 1024


@dataclass(frozen=True)
class ScenarioInput:
    items: list[Any]
    is_list: bool


def read_input(name: str) -> ScenarioInput:
    """The JSON of FILE, or of stdin for ``-``; unreadable input is exit 2 (CLI.md)."""
    try:
        if name == "-":
            text = sys.stdin.read(MAX_INPUT_BYTES + 1)
        else:
            path = Path(name)
            if path.is_dir():
                raise CliError(f"{name}: is a folder, not a scenario file")
            with path.open("rb") as handle:
                raw = handle.read(MAX_INPUT_BYTES + 1)
            text = raw.decode("utf-8-sig")
    except FileNotFoundError:
        raise CliError(f"{name}: no such file") from None
    except UnicodeDecodeError:
        raise CliError(f"{name}: not a text file (not UTF-8)") from None
    except OSError as error:
        raise CliError(f"{name}: cannot read ({error.strerror or error})") from None
    if len(text) > MAX_INPUT_BYTES:
        raise CliError(f"{name}: larger than {MAX_INPUT_BYTES // (1024 * 1024)} MB")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise CliError(
            f"{name}: not valid JSON at line {error.lineno}, column {error.colno}: {error.msg}"
        ) from None
    if isinstance(data, list):
        return ScenarioInput(data, True)
    return ScenarioInput([data], False)
