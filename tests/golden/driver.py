"""Run ``gangfight calc --json`` and ``roll --json`` over scenarios, in-process, and digest what
they print: the golden test ("``calc`` and ``roll`` byte-identical, before and after a change, on
every example and test scenario").

This file runs against two code trees: the merge base before the change (``make_golden.py`` runs
it there, in a subprocess, to write ``expected.json``) and the tree under test (``test_golden.py``).
So it uses nothing but the command's ``main`` and the standard library with orjson, which both
trees have.

Each scenario is given to the command alone, as a file holds it (its output is indented), and
every game's scenarios once more as one list (its output is one line an item, written from
pre-encoded pieces: another code path). A roll's output is compared with each roll's ``"after"``
(R25, N17, W17: absent from older outputs) taken out; the rest must be the same bytes.
"""

from __future__ import annotations

import contextlib
import gzip
import hashlib
import io
import json
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import orjson

HERE = Path(__file__).resolve().parent
SCENARIOS = HERE / "scenarios.json.gz"
EXPECTED = HERE / "expected.json"
SEED = 1
COUNT = 3
ROLL = ("roll", "-", "--json", "--seed", str(SEED), "--count", str(COUNT))
CALC = ("calc", "-", "--json")


def load_scenarios(path: Path = SCENARIOS) -> list[dict[str, Any]]:
    """The stored scenarios: ``{"game", "source", "scenario"}`` each."""
    with gzip.open(path, "rb") as stream:
        found: list[dict[str, Any]] = orjson.loads(stream.read())
    return found


@contextlib.contextmanager
def _piped(text: str) -> Iterator[io.BytesIO]:
    """stdin holding ``text``; stdout and stderr caught (stdout's bytes are yielded)."""
    out = io.BytesIO()
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin = io.StringIO(text)
    wrapper = io.TextIOWrapper(out, encoding="utf-8", write_through=True)
    sys.stdout = wrapper
    sys.stderr = io.StringIO()
    try:
        yield out
    finally:
        wrapper.flush()
        wrapper.detach()  # the bytes stay readable: a closed wrapper would close them
        sys.stdin, sys.stdout, sys.stderr = saved


def run(arguments: Sequence[str], text: str) -> tuple[int, bytes]:
    """The command's exit code and what it printed on stdout."""
    from gangfight_gui.cli.main import main

    with _piped(text) as out:
        code = main(list(arguments))
    return code, out.getvalue()


def without_after(printed: bytes, *, indent: bool) -> bytes:
    """``roll --json``'s output with every roll's ``"after"`` taken out, written again as the
    command writes it (orjson, indented for one scenario). A roll of a list names its rolls
    under each item, so both shapes are walked."""
    value = orjson.loads(printed)
    items = value if isinstance(value, list) else [value]
    for rolls in items:
        for roll in rolls if isinstance(rolls, list) else [rolls]:
            if isinstance(roll, dict):
                roll.pop("after", None)
    option = orjson.OPT_INDENT_2 if indent else 0
    return orjson.dumps(value, option=option) + b"\n"


def digest(data: bytes) -> str:
    """64 bits of SHA-256: thousands of outputs, no chance of two alike by accident."""
    return hashlib.sha256(data).hexdigest()[:16]


def digests(scenarios: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Each scenario's digests alone, then each game's list: what ``expected.json`` holds."""
    single: list[dict[str, Any]] = []
    for item in scenarios:
        text = json.dumps(item["scenario"], ensure_ascii=False)
        calc_code, calc_out = run(CALC, text)
        roll_code, roll_out = run(ROLL, text)
        single.append(
            {
                "calc": [calc_code, digest(calc_out)],
                "roll": [roll_code, digest(without_after(roll_out, indent=True))]
                if roll_code == 0
                else [roll_code, digest(roll_out)],
            }
        )
    lists: dict[str, Any] = {}
    for game in sorted({item["game"] for item in scenarios}):
        text = json.dumps([i["scenario"] for i in scenarios if i["game"] == game])
        code, out = run(CALC, text)
        lists[game] = [code, digest(out)]
    return {"single": single, "lists": lists}


def main(argv: Sequence[str]) -> int:
    """``driver.py SCENARIOS OUT``: the digests of the tree on ``sys.path``, as JSON in OUT."""
    scenarios = load_scenarios(Path(argv[0]))
    Path(argv[1]).write_text(
        json.dumps(digests(scenarios), separators=(",", ":")) + "\n", encoding="utf-8"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
