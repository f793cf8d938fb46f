"""Writing a file so that a crash, a full disk or a failed save never leaves it half written."""

from __future__ import annotations

import contextlib
import glob
import os
import re
import stat
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: an open file cannot be deleted there, so no lock is needed
    fcntl = None  # type: ignore[assignment]

_TEMP_HEX_DIGITS = 12

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
    """``data`` into a temporary file beside ``target`` (so ``os.replace`` is a rename on one file
    system, which is atomic), flushed and fsynced, then renamed over it: the path always holds the
    whole old file or the whole new one. A failure removes the temporary file and re-raises."""
    temp, fd = _locked_temp(target)
    try:
        with os.fdopen(fd, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
            if fcntl is not None:  # POSIX: renamed while still locked, then closed
                _put_in_place(temp, target, mode)
        if fcntl is None:  # Windows renames only a closed file
            _put_in_place(temp, target, mode)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    _sync_folder(target.parent)


def _put_in_place(temp: Path, target: Path, mode: int | None) -> None:
    if mode is not None:
        os.chmod(temp, mode)
    os.replace(temp, target)


def _locked_temp(target: Path) -> tuple[Path, int]:
    """A new temporary file beside ``target``, open for writing and locked; its path and fd.

    Between its creation and the lock, another program's cleanup may see it unlocked and delete
    it: the path then names no file or another one than the fd's, and a new name is tried.
    """
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    while True:
        # os.urandom is what secrets.token_hex draws from; importing secrets (hmac, hashlib)
        # cost the window's start 3 ms to save its settings.
        token = os.urandom(_TEMP_HEX_DIGITS // 2).hex()
        temp = target.with_name(f".{target.name}.{token}.tmp")
        fd = os.open(temp, flags, _NEW_FILE_MODE)
        if fcntl is None:
            return temp, fd
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            if os.path.samestat(os.fstat(fd), os.lstat(temp)):
                return temp, fd
        except FileNotFoundError:
            pass
        except BaseException:
            os.close(fd)
            raise
        os.close(fd)


def remove_stale_temps(path: Path) -> list[Path]:
    """Delete what killed saves of ``path`` left beside it; the files removed.

    A save killed midway (power cut, ``kill -9``) leaves its ``.<name>.<12 hex digits>.tmp``. It
    goes on the next save of the file (and when the window opens it), however recent: only files
    of exactly that pattern, only beside that file, and only ones no save holds. Never raises: a
    folder that cannot be listed or a file that cannot be removed is left alone.
    """
    target = Path(os.path.realpath(path))
    mine = re.compile(rf"\.{re.escape(target.name)}\.[0-9a-f]{{{_TEMP_HEX_DIGITS}}}\.tmp", re.ASCII)
    removed = []
    pattern = os.path.join(glob.escape(str(target.parent)), f".{glob.escape(target.name)}.*.tmp")
    for name in glob.glob(pattern, include_hidden=True):
        candidate = Path(name)
        if not mine.fullmatch(candidate.name):
            continue
        try:
            if not stat.S_ISREG(os.lstat(candidate).st_mode) or _held_by_a_save(candidate):
                continue
            os.unlink(candidate)
        except OSError:
            continue
        removed.append(candidate)
    return removed


def _held_by_a_save(temp: Path) -> bool:
    """Whether a running save holds ``temp`` locked (POSIX).

    A save holds its temporary file locked (``flock``) from its creation until it is renamed, and
    the system drops a killed process's lock: a save running in another window keeps its file
    while a killed one's goes at once. On Windows an open file cannot be deleted, which protects
    it alike. The probe opens it without following a link and without waiting (a FIFO put in its
    place since the check above cannot block); the probe's own lock goes with its fd.
    """
    if fcntl is None:
        return False
    fd = os.open(temp, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(fd)
    return False


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
