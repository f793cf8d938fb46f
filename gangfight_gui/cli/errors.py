"""The one error type the CLI turns into a single stderr line and an exit code."""

from __future__ import annotations

BREAKS_RULE = 1
UNREADABLE = 2


class CliError(Exception):
    """A message for the player, and the exit code that goes with it (CLI.md)."""

    def __init__(self, message: str, exit_code: int = UNREADABLE) -> None:
        super().__init__(message)
        self.exit_code = exit_code
