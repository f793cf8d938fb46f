"""Writing a file so that a crash, a full disk or a failed save never leaves it half written.

The new bytes go to a temporary file in the same folder (so ``os.replace`` is a rename on one file
system, which is atomic), are flushed and fsynced, and only then replace the old file. At every
moment the path holds either the whole old file or the whole new one. A failure removes the
temporary file and re-raises, so nothing is left behind.

A save killed midway (power cut, ``kill -9``) cannot clean up after itself and leaves its
temporary file, ``.<name>.<12 hex digits>.tmp``. ``remove_stale_temps`` deletes those on the next
save of the file (and the GUI calls it when it opens one): only files of exactly that pattern,
only beside that file, and only ones untouched for ``STALE_TEMP_AGE_S``, so a save running at the
same moment in another window or program keeps its temporary file (issue 16).
"""

from __future__ import annotations

import contextlib
import glob
import os
import re
import stat
import time
from pathlib import Path

_TEMP_HEX_DIGITS = 12
STALE_TEMP_AGE_S = 600
"""A temporary file untouched this long was left by a killed save: a save takes milliseconds."""

_NEW_FILE_MODE = 0o666
"""Like ``open(path, "w")``: the user's umask decides the permissions of a new file."""


def write_atomic(path: Path, data: bytes, *, backup: Path | None = None) -> None:
    """Replace ``path`` with ``data`` atomically, keeping the old file's permissions.

    With ``backup``, the file's previous contents are first written (atomically too) to ``backup``,
    before the file itself is replaced: a crash between the two steps leaves the old file in place.
    A symbolic link is followed, so saving through it updates the file it points to.
    """
    target = Path(os.path.realpath(path))
    remove_stale_temps(target)
    try:
        old_mode: int | None = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        old_mode = None
    if backup is not None and old_mode is not None:
        with open(target, "rb") as old:
            previous = old.read()
        write_atomic(backup, previous)
    _replace_with(target, data, old_mode)


def _replace_with(target: Path, data: bytes, mode: int | None) -> None:
    # os.urandom is what secrets.token_hex draws from; importing secrets (hmac, hashlib) cost
    # the window's start 3 ms to save its settings (issue 11).
    token = os.urandom(_TEMP_HEX_DIGITS // 2).hex()
    temp = target.with_name(f".{target.name}.{token}.tmp")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    fd = os.open(temp, flags, _NEW_FILE_MODE)
    try:
        with os.fdopen(fd, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        if mode is not None:
            os.chmod(temp, mode)
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    _sync_folder(target.parent)


def remove_stale_temps(path: Path, *, now: float | None = None) -> list[Path]:
    """Delete what killed saves of ``path`` left beside it; the files removed.

    Never raises: a folder that cannot be listed or a file that cannot be removed is left alone.
    """
    target = Path(os.path.realpath(path))
    mine = re.compile(rf"\.{re.escape(target.name)}\.[0-9a-f]{{{_TEMP_HEX_DIGITS}}}\.tmp", re.ASCII)
    moment = time.time() if now is None else now
    removed = []
    pattern = os.path.join(glob.escape(str(target.parent)), f".{glob.escape(target.name)}.*.tmp")
    for name in glob.glob(pattern, include_hidden=True):
        candidate = Path(name)
        if not mine.fullmatch(candidate.name):
            continue
        try:
            status = os.lstat(candidate)
            if not stat.S_ISREG(status.st_mode) or moment - status.st_mtime < STALE_TEMP_AGE_S:
                continue
            os.unlink(candidate)
        except OSError:
            continue
        removed.append(candidate)
    return removed


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); Windows cannot open a folder, and needs not."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
