"""The one error type the CLI turns into a single stderr line and an exit code."""

from __future__ import annotations

from collections.abc import Iterable

BREAKS_RULE = 1
UNREADABLE = 2


class CliError(Exception):
    """A message for the player, and the exit code that goes with it (docs/cli.md)."""

    def __init__(self, message: str, exit_code: int = UNREADABLE) -> None:
        super().__init__(message)
        self.exit_code = exit_code


def refuse_given(options: Iterable[tuple[str, object]], why: str) -> None:
    """A CliError for the first of ``options`` given (its value not None), saying ``why`` it
    cannot be ("--seed goes with --draw, not --pick")."""
    for option, value in options:
        if value is not None:
            raise CliError(f"{option} {why}")


class AsCliError:
    """A block whose ``errors`` (a library's refusals: a roster file, a count, a value) end the
    command as one CliError (exit 2), their message after ``prefix`` ("--sheet: ")."""

    def __init__(self, *errors: type[Exception], prefix: str = "") -> None:
        self.errors = errors
        self.prefix = prefix

    def __enter__(self) -> None:
        return None

    def __exit__(self, _kind: object, error: BaseException | None, _trace: object) -> None:
        if isinstance(error, self.errors):
            raise CliError(f"{self.prefix}{error}") from None


_LINE_BREAKS = "\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029"
"""Every character ``str.splitlines`` breaks a line at."""
_ESCAPED_BREAKS = str.maketrans(
    {c: c.encode("unicode_escape").decode("ascii") for c in _LINE_BREAKS}
)


def one_line(message: str) -> str:
    """docs/cli.md: an error is one line, even when a file name or a quoted value holds a break.

    Half of a surrogate pair (JSON allows ``"\\ud844"``) cannot be written as UTF-8; it is
    shown as its escape too.
    """
    text = message.encode("utf-8", "backslashreplace").decode("utf-8")
    return text.translate(_ESCAPED_BREAKS)
