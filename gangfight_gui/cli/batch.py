"""``calc`` and ``roll`` over one scenario or a list, of any game, with docs/cli.md's exit codes."""

from __future__ import annotations

import gc
import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import orjson

from gangfight_gui.cli.errors import BREAKS_RULE, UNREADABLE, CliError
from gangfight_gui.cli.scenario_input import read_input
from gangfight_gui.rules.engine.errors import RulesError, ScenarioShapeError
from gangfight_gui.rules.game import AnyGame, find_game

Handler = Callable[[AnyGame, Any], tuple[Any, Callable[[], str]]]
"""A game and its scenario to the JSON value and a function writing the text for a person (made
only if asked for: formatting is most of a large batch's time)."""


def run_batch(
    source: str,
    handler: Handler,
    *,
    as_json: bool,
    read: Callable[[AnyGame, dict[str, Any]], Any] | None = None,
) -> int:
    """Apply ``handler`` to every scenario; a single scenario's error is one stderr line.

    In a list each failure becomes ``{"error": ...}`` in its place and the exit code is the
    worst seen: 2 for unreadable input, 1 for a broken rule (docs/cli.md). Every scenario is read
    first, then each is worked out: each step's code and tables stay warm over the batch, and
    the input's trees are let go before any result is made. A list's JSON is written item by
    item as each is worked out: a batch holds bytes, not every result's tree at once.
    """
    results: list[Any] = []
    encoded: list[bytes] = []
    texts: list[Callable[[], str]] = []
    worst = failed = 0
    games: dict[str | None, AnyGame] = {}
    with no_cyclic_gc():
        data = read_input(source)  # parsing makes objects by the hundred thousand: no GC either
        is_list = data.is_list
        read_all = [_read_one(item, games, read) for item in data.items]
        data.items.clear()
        stream = as_json and is_list
        for index, scenario in enumerate(read_all):
            try:
                if isinstance(scenario, CliError):
                    raise scenario
                value, text = _handled(handler, *scenario)
            except CliError as error:
                if not is_list:
                    if as_json and error.exit_code == BREAKS_RULE:
                        # docs/cli.md: an attack that cannot be made exits 1 with {"error": "…"};
                        # input that is not a scenario (exit 2) is a stderr line only.
                        write_json({"error": str(error)}, indent=True)
                    raise
                worst = max(worst, error.exit_code)
                failed += 1
                value = {"error": f"scenario {index}: {error}"}
                text = _fixed(f"[{index}] error: {error}")
            else:
                if is_list and not as_json:
                    text = _numbered(index, text)
            if stream:
                encoded.append(_one_json(value))
            elif as_json:
                results.append(value)
            else:  # the text is made only for a person's output
                texts.append(text)
        if stream:
            _write_bytes(b"[" + b",".join(encoded) + b"]")
        elif as_json:
            write_json(results[0], indent=True)
        else:
            _write_text("\n\n".join(text() for text in texts) + "\n")
    if worst:
        print(f"{failed} of {len(read_all)} scenarios failed", file=sys.stderr)
    return worst


FILE_MARKER = "gangfight-"
"""The start of the ``"format"`` of this program's own files (a roster, a crew, a battle), which
a scenario never has."""


def _read_one(
    item: Any,
    games: dict[str | None, AnyGame],
    read: Callable[[AnyGame, dict[str, Any]], Any] | None = None,
) -> tuple[AnyGame, Any] | CliError:
    """One scenario's game and the scenario read by it (``read``, else the game's own reader);
    an error is returned, to take its place in the batch's output.

    ``games`` keeps the games this batch has found, by the ``"game"`` value naming them.
    """
    if not isinstance(item, dict):
        return CliError(f"a scenario is a JSON object, not {type(item).__name__}")
    marker = item.get("format")
    if isinstance(marker, str) and marker.startswith(FILE_MARKER):
        kind = marker.removeprefix(FILE_MARKER)
        return CliError(
            f"this is a {kind} file, not a scenario (a fight: its attacker, its target and the "
            "attack); a roster's fights are worked out by `gangfight matchups` (docs/cli.md)"
        )
    try:
        key = item.get("game")
        game = games.get(key) if isinstance(key, str | None) else None
        if game is None:
            game = find_game(key)
            games[key] = game
        return game, read(game, item) if read is not None else game.read_scenario(item)
    except (ScenarioShapeError, RulesError) as error:
        return _cli_error(error)


def _handled(handler: Handler, game: AnyGame, scenario: Any) -> tuple[Any, Callable[[], str]]:
    """``handler`` on one read scenario; its errors as CliError with docs/cli.md's exit code."""
    try:
        return handler(game, scenario)
    except (ScenarioShapeError, RulesError) as error:
        raise _cli_error(error) from None


def _cli_error(error: ScenarioShapeError | RulesError) -> CliError:
    """docs/cli.md's exit code for a scenario's error: 2 for its shape, 1 for a rule it breaks."""
    code = UNREADABLE if isinstance(error, ScenarioShapeError) else BREAKS_RULE
    return CliError(str(error), code)


def write_json(value: Any, *, indent: bool) -> None:
    """orjson: the same shortest round-trip floats as ``json``, several times faster.

    A batch's output is thousands of probabilities; the standard encoder spent more time
    writing them than the calculator spent working them out. Values may hold orjson Fragments
    (pre-encoded pieces, ``calc``'s laws), which only orjson writes.
    """
    try:
        if indent:
            # Fragments are spliced as written, on one line: read back, the whole is indented.
            text = orjson.dumps(orjson.loads(orjson.dumps(value)), option=orjson.OPT_INDENT_2)
        else:
            text = orjson.dumps(value)
    except TypeError:
        text = _json_bytes(value, indent=2 if indent else None)
    _write_bytes(text)


def _write_text(text: str) -> None:
    """Text to stdout; what its encoding cannot write (half a surrogate pair quoted from a
    damaged file) is written as its escape, ``\\ud844``, as the error lines are."""
    encoding = getattr(sys.stdout, "encoding", None) or "utf-8"
    sys.stdout.write(text.encode(encoding, "backslashreplace").decode(encoding))


def _write_bytes(text: bytes) -> None:
    """JSON bytes and a newline to stdout, to its byte stream where it has one."""
    out = sys.stdout
    buffer = getattr(out, "buffer", None)
    if buffer is not None:
        out.flush()
        buffer.write(text)  # no concatenation: a batch's output is megabytes
        buffer.write(b"\n")
        buffer.flush()
    else:
        out.write(text.decode("utf-8") + "\n")


def _one_json(value: Any) -> bytes:
    try:
        return orjson.dumps(value)
    except TypeError:
        return _json_bytes(value, indent=None)


def _json_bytes(value: Any, *, indent: int | None) -> bytes:
    """UTF-8 JSON from the standard encoder, orjson's Fragments read back to plain values.

    orjson stops at 64-bit integers and at half a surrogate pair; a scenario may echo either (a
    strength typed with a hundred digits, an error quoting a damaged name). The standard encoder
    writes them, if slower. Half a surrogate pair is no UTF-8: such a value is written with every
    character past ASCII escaped (``\\ud844``), which reads back the same."""
    try:
        return json.dumps(value, indent=indent, ensure_ascii=False, default=_unpiece).encode()
    except UnicodeEncodeError:
        return json.dumps(value, indent=indent, default=_unpiece).encode()


def _unpiece(value: Any) -> Any:
    """A pre-encoded piece as the value it encodes (orjson writes a Fragment as its bytes)."""
    if isinstance(value, orjson.Fragment):
        return orjson.loads(orjson.dumps(value))
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


@contextmanager
def no_cyclic_gc() -> Iterator[None]:
    """Reference counting still frees everything; only the cycle scans stop for the batch.

    The results are trees of plain dicts, lists and floats with no cycles, and scanning them again
    and again was a quarter of a batch's time. The objects made meanwhile are frozen before the
    collector comes back, or its first scan would walk every one of them at once; the command ends
    right after, so nothing is lost.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if was_enabled:
            gc.enable()


def _fixed(text: str) -> Callable[[], str]:
    return lambda: text


def _numbered(index: int, text: Callable[[], str]) -> Callable[[], str]:
    return lambda: f"[{index}] {text()}"
