"""Saves of a roster in other processes, held midway and then finished or killed.

Each runs ``write_atomic`` in a fresh Python, stopped where a power cut or a slow disk would stop
it: after the bytes are written and before they are renamed into place (its ``os.fsync``).
"""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

_SAVE = """
import os, sys
from pathlib import Path
from gangfight_gui.roster.atomic import write_atomic

def hold(fd):
    print("writing", flush=True)
    sys.stdin.read()  # until the test lets it go on, or kills it

os.fsync = hold
write_atomic(Path(sys.argv[1]), b"x" * int(sys.argv[2]))
"""


def temps_of(path: Path) -> list[Path]:
    """The temporary files of saves of ``path`` beside it."""
    return sorted(path.parent.glob(f".{path.name}.*.tmp"))


class HeldSave:
    """A save of ``size`` bytes to ``path`` in another process, held before its rename."""

    def __init__(self, path: Path, size: int = 100) -> None:
        before = set(temps_of(path))
        self._process = subprocess.Popen(
            [sys.executable, "-c", _SAVE, str(path), str(size)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self._process.stdout is not None
        assert self._process.stdout.readline() == "writing\n"
        [self.temp] = set(temps_of(path)) - before

    def finish(self) -> None:
        assert self._process.stdin is not None
        self._process.stdin.close()
        assert self._process.wait(timeout=30) == 0
        self._close()

    def kill(self) -> Path:
        """Kill it as a power cut would (SIGKILL); what it leaves behind."""
        self._process.send_signal(signal.SIGKILL)
        assert self._process.wait(timeout=30) == -signal.SIGKILL
        self._close()
        return self.temp

    def _close(self) -> None:
        for stream in (self._process.stdin, self._process.stdout):
            if stream is not None:
                stream.close()
