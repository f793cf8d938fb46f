"""``read_input`` reads with orjson where it can, and must read every file as ``json`` does."""

from __future__ import annotations

import io
import json
import math
import sys
from pathlib import Path
from typing import Any

import pytest

from gangfight_gui.cli.errors import CliError
from gangfight_gui.cli.main import main
from gangfight_gui.cli.scenario_input import read_input

SAME_AS_JSON = [
    '[{"attack": "melee", "attack_drop": 1}]',
    '{"distance": 0.1, "fall_distance": 1e-7, "dodge_tn": -0}',
    '{"a": 1, "a": 2}',
    "[1.0000000000000002, 5e-324, -0.0, 1E5]",
    # Integers past 64 bits: orjson would make floats of them, json keeps them whole.
    "[9223372036854775807, -9223372036854775808, -9999999999999999999]",
    "[18446744073709551616, 123456789012345678901234567890]",
    '{"name": "Grok 1234567890123456789012"}',
    # What orjson refuses and json takes.
    "[NaN, Infinity, -Infinity]",
    "[1e400]",
    '["\\ud800"]',
    "\ufeff[1]",
]


def _same(a: Any, b: Any) -> bool:
    """Equal, with the same types all the way down (1 and 1.0 differ), NaN equal to NaN."""
    if type(a) is not type(b):
        return False
    if isinstance(a, float):
        return a == b or (math.isnan(a) and math.isnan(b))
    if isinstance(a, list):
        return len(a) == len(b) and all(map(_same, a, b))
    if isinstance(a, dict):
        return list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    return bool(a == b)


@pytest.mark.parametrize("text", SAME_AS_JSON)
def test_a_file_reads_as_json_reads_it(tmp_path: Path, text: str) -> None:
    path = tmp_path / "scenario.json"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    read = read_input(str(path))
    expected = json.loads(text.removeprefix("\ufeff"))
    assert read.is_list == isinstance(expected, list)
    assert _same(read.items if read.is_list else read.items[0], expected)


@pytest.mark.parametrize("text", SAME_AS_JSON[:-1])
def test_stdin_reads_as_json_reads_it(monkeypatch: pytest.MonkeyPatch, text: str) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    read = read_input("-")
    expected = json.loads(text)
    assert _same(read.items if read.is_list else read.items[0], expected)


def test_a_syntax_error_is_still_worded_by_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "scenario.json"
    path.write_text('[{"attack": "melee",\n  "attacker": }]', encoding="utf-8")
    with pytest.raises(CliError, match="line 2, column 15: is not valid JSON"):
        read_input(str(path))


@pytest.mark.parametrize("command", ["calc", "roll", "finish"])
@pytest.mark.parametrize("kind", ["roster", "crew", "battle"])
def test_a_file_of_the_program_given_for_a_scenario_is_named_for_what_it_is(
    command: str, kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A roster given to ``calc`` (the samples are the first files a player has) is told apart
    from a scenario in one line, not as a field the scenario does not know."""
    path = tmp_path / f"{kind}.json"
    path.write_text(json.dumps({"format": f"gangfight-{kind}", "version": 1, "game": "gangfight"}))
    code = main([command, str(path)])
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert err.startswith(f"gangfight {command}: this is a {kind} file, not a scenario")
    assert len(err.splitlines()) == 1
