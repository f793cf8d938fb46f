"""Reading scenarios for ``calc`` and ``roll``: a file or stdin, one scenario or a list."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Any

import orjson

from gangfight_gui.cli.errors import CliError
from gangfight_gui.roster.safe_read import ReadProblem, parse_json, read_regular_file
from gangfight_gui.rules.engine.limits import MAX_SCENARIOS

MAX_INPUT_BYTES = 64 * 1024 * 1024


@dataclass(frozen=True)
class ScenarioInput:
    items: list[Any]
    is_list: bool


def read_input(name: str) -> ScenarioInput:
    """The JSON of FILE, or of stdin for ``-``; unreadable input is exit 2 (docs/cli.md)."""
    try:
        if name == "-":
            raw: bytes | str = sys.stdin.read(MAX_INPUT_BYTES + 1)
        else:
            raw, _status = read_regular_file(name, MAX_INPUT_BYTES, what="a scenario file")
        fast = _fast_parse(raw) if len(raw) <= MAX_INPUT_BYTES else None
        if fast is not None:
            return _input(name, fast[0])
        text = raw.decode("utf-8-sig") if isinstance(raw, bytes) else raw
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
        # where, then what: as a roster, crew or battle file's fault reads (RosterFileError)
        raise CliError(f"{name}: line {problem.line}, column {problem.column}: {problem}") from None
    return _input(name, data)


def _fast_parse(raw: bytes | str) -> tuple[Any] | None:
    """orjson's reading of the input, or None where it might differ: the standard reader then
    reads it, or words the problem, exactly as before.

    orjson reads a batch about twice as fast as ``json``, to the same values where it reads at
    all. What it refuses and ``json`` takes (NaN, 1e400, a byte-order mark, lone surrogates) or
    words better (syntax errors, nesting) goes the standard way, and so does any run of 19 digits
    or more: orjson turns an integer beyond 64 bits into a float, ``json`` keeps it whole.
    """
    encoded = raw.encode("utf-8", "surrogatepass") if isinstance(raw, str) else raw
    if _LONG_DIGITS in encoded.translate(_DIGITS_ONLY):
        return None
    try:
        return (orjson.loads(raw),)
    except orjson.JSONDecodeError:
        return None


_DIGITS_ONLY = bytes(48 if b in b"0123456789" else 32 for b in range(256))
"""A byte table turning every digit into 0 and the rest into blanks: long runs are found in C."""
_LONG_DIGITS = b"0" * 19
"""19 digits: the shortest integer orjson may read as a float (-9999999999999999999)."""


def _input(name: str, data: Any) -> ScenarioInput:
    if isinstance(data, list):
        if len(data) > MAX_SCENARIOS:
            raise CliError(
                f"{name}: holds {len(data):,} scenarios; a file holds at most {MAX_SCENARIOS:,}"
            )
        return ScenarioInput(data, True)
    return ScenarioInput([data], False)
