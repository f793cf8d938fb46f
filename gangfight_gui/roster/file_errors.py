"""The errors of a roster file (and of every file read as one is): each names the file, and where
and why."""

from __future__ import annotations


class RosterFileError(ValueError):
    """A roster file that cannot be read, saved or understood; the message says where and why."""

    def __init__(
        self,
        source: str,
        problem: str,
        *,
        line: int | None = None,
        column: int | None = None,
        field: str | None = None,
        at: str | None = None,
    ) -> None:
        self.source = source
        self.problem = problem
        self.line = line
        self.column = column
        self.field = field if field is not None else at
        """The JSON path of the value at fault, for tools (``models[2].ws``)."""
        where = [source]
        if line is not None:
            where.append(f"line {line}" + (f", column {column}" if column is not None else ""))
        if field is not None:
            where.append(field)
        # ``at``: a problem already worded in the game's terms names the entry and the field
        # itself, so its path is kept but not repeated (never a JSON path alone).
        super().__init__(": ".join([*where, problem]))


class NewerRosterVersion(RosterFileError):
    """The file was written by a newer Gangfight GUI; reading it could lose what it added."""


class RosterChangedOnDisk(RosterFileError):
    """Saving would overwrite changes another program (or window) made since the file was read."""


class RosterReadOnly(RosterFileError):
    """The file is read-only: a save would replace it anyway (the folder is writable), so the
    caller asks first, as editors do, and saves with ``overwrite_read_only=True``."""


class RosterSaveError(RosterFileError):
    """The operating system refused the save; the file on disk is as it was."""
