"""Reading scenarios for ``calc`` and ``roll``: a file or stdin, one scenario or a list."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Any

from gangfight_gui.cli.errors import CliError
from gangfight_gui.roster.safe_read import ReadProblem, parse_json, read_regular_file
from gangfight_gui.rules.engine.limits import MAX_SCENARIOS

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
            raw, _status = read_regular_file(name, MAX_INPUT_BYTES, what="a scenario file")
            text = raw.decode("utf-8-sig")
    except ReadProblem as problem:
        raise CliError(f"{name}: {problem}") from None
    except FileNotFoundError:
        raise CliError(f"{name}: no such file") from None
    except UnicodeDecodeError:
        raise CliError(f"{name}: not a text file (not UTF-8)") from None
    except OSError as error:
        raise CliError(f"{name}: cannot read ({error.strerror or error})") from None
    if len(text) > MAX_INPUT_BYTES:
        raise CliError(f"{name}: larger than {MAX_INPUT_BYTES // (1024 * 1024)} MB")
    try:
        data = parse_json(text)
    except ReadProblem as problem:
        if problem.syntax is None:
            raise CliError(f"{name}: {problem}") from None
        raise CliError(
            f"{name}: not valid JSON at line {problem.line}, column {problem.column}: "
            f"{problem.syntax}"
        ) from None
    if isinstance(data, list):
        if len(data) > MAX_SCENARIOS:
            raise CliError(
                f"{name}: holds {len(data):,} scenarios; a file holds at most {MAX_SCENARIOS:,}"
            )
        return ScenarioInput(data, True)
    return ScenarioInput([data], False)
