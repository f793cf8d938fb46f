"""Running ``calc`` and ``roll`` over one scenario or a list, with CLI.md's exit codes."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from typing import Any

from gangfight_gui.cli.errors import BREAKS_RULE, CliError
from gangfight_gui.cli.scenario_input import read_input, to_scenario
from gangfight_gui.rules.gangfight.errors import RulesError
from gangfight_gui.rules.gangfight.scenario import Scenario

Handler = Callable[[Scenario], tuple[Any, Callable[[], str]]]
"""A scenario to its JSON value and a function writing the text for a person (made only if
asked for: formatting is most of a large batch's time)."""


def run_batch(source: str, handler: Handler, *, as_json: bool) -> int:
    """Apply ``handler`` to every scenario; a single scenario's error is one stderr line.

    In a list each failure becomes ``{"error": ...}`` in its place and the exit code is the
    worst seen: 2 for unreadable input, 1 for a broken rule (CLI.md).
    """
    data = read_input(source)
    results: list[Any] = []
    texts: list[Callable[[], str]] = []
    worst = 0
    for index, item in enumerate(data.items):
        try:
            value, text = handler(_scenario(item))
        except CliError as error:
            if not data.is_list:
                raise
            worst = max(worst, error.exit_code)
            results.append({"error": f"scenario {index}: {error}"})
            texts.append(_fixed(f"[{index}] error: {error}"))
            continue
        results.append(value)
        texts.append(text if not data.is_list else _numbered(index, text))
    out = sys.stdout
    if as_json:
        # json.dumps uses the C encoder; json.dump to a stream does not.
        out.write(
            json.dumps(results if data.is_list else results[0], indent=None if data.is_list else 2)
        )
        out.write("\n")
    else:
        out.write("\n\n".join(text() for text in texts) + "\n")
    if worst:
        print(
            f"{sum('error' in r for r in results if isinstance(r, dict))} of "
            f"{len(results)} scenarios failed",
            file=sys.stderr,
        )
    return worst


def _fixed(text: str) -> Callable[[], str]:
    return lambda: text


def _numbered(index: int, text: Callable[[], str]) -> Callable[[], str]:
    return lambda: f"[{index}] {text()}"


def _scenario(item: Any) -> Scenario:
    return to_scenario(item)


def rules_guard(handler: Handler) -> Handler:
    """Turn the core's RulesError into exit 1 with its message."""

    def guarded(scenario: Scenario) -> tuple[Any, Callable[[], str]]:
        try:
            return handler(scenario)
        except RulesError as error:
            raise CliError(str(error), BREAKS_RULE) from None

    return guarded
