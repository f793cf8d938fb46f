"""Try the standalone app of ``make bundle`` as a player without Python would, and measure it.

Usage: python tools/bundle_smoke.py [BUNDLE_DIR] [--keep OUT_DIR]   (default: dist/gangfight-gui)

From an empty temporary folder, with no Python environment variables and the app's settings in a
temporary folder, it runs the bundle's own programs: ``gangfight samples s/``, ``gangfight
validate`` on every sample, ``gangfight cards`` and ``gangfight-gui --screenshot`` (offscreen),
and checks both print the same ``--version``. It prints the bundle's size. With ``--keep`` the
screenshot and the card PDF are copied to OUT_DIR, to be looked at. Exit 0 when all worked.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
STRIPPED = ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSTARTUP")


def folder_size(folder: Path) -> int:
    """Bytes on disk, each file once (PyInstaller links some Qt libraries to each other)."""
    return sum(
        path.lstat().st_size
        for path in folder.rglob("*")
        if path.is_file() and not path.is_symlink()
    )


def run(command: list[str], cwd: Path, env: dict[str, str]) -> str:
    print("$", " ".join(Path(command[0]).name if i == 0 else p for i, p in enumerate(command)))
    done = subprocess.run(
        command, cwd=cwd, env=env, capture_output=True, text=True, timeout=120, check=False
    )
    sys.stdout.write(done.stdout)
    if done.returncode != 0:
        sys.stderr.write(done.stderr)
        raise SystemExit(f"failed (exit {done.returncode}): {' '.join(command)}")
    return done.stdout


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bundle", nargs="?", type=Path, default=REPO / "dist" / "gangfight-gui")
    parser.add_argument("--keep", type=Path, metavar="OUT_DIR", help="copy p.png and c.pdf here")
    args = parser.parse_args(argv)
    bundle: Path = args.bundle.resolve()
    gui, cli = bundle / "gangfight-gui", bundle / "gangfight"
    for program in (gui, cli):
        if not os.access(program, os.X_OK):
            print(f"{program}: not built; run make bundle", file=sys.stderr)
            return 2

    with tempfile.TemporaryDirectory(prefix="gangfight-bundle-") as scratch:
        empty = Path(scratch) / "empty"
        empty.mkdir()
        env = {k: v for k, v in os.environ.items() if k not in STRIPPED}
        env.update(QT_QPA_PLATFORM="offscreen", GANGFIGHT_GUI_HOME=str(Path(scratch) / "home"))
        versions = {run([str(p), "--version"], empty, env).split()[-1] for p in (gui, cli)}
        if len(versions) != 1:
            raise SystemExit(f"the two programs report different versions: {sorted(versions)}")
        run([str(cli), "samples", "s/"], empty, env)
        samples = sorted(str(p.relative_to(empty)) for p in (empty / "s").glob("*.json"))
        shipped = sorted((REPO / "rosters").glob("*.json"))
        if len(samples) != len(shipped):
            raise SystemExit(f"wrote {len(samples)} samples, rosters/ has {len(shipped)}")
        run([str(cli), "validate", *samples], empty, env)
        run([str(cli), "cards", "s/orc_braves.json", "-o", "c.pdf"], empty, env)
        run([str(gui), "--screenshot", "p.png", "s/orc_braves.json"], empty, env)
        if not (empty / "c.pdf").read_bytes().startswith(b"%PDF-"):
            raise SystemExit("c.pdf is not a PDF")
        if not (empty / "p.png").read_bytes().startswith(b"\x89PNG"):
            raise SystemExit("p.png is not a PNG")
        if args.keep is not None:
            args.keep.mkdir(parents=True, exist_ok=True)
            for name in ("c.pdf", "p.png"):
                shutil.copy(empty / name, args.keep / name)

    size = folder_size(bundle)
    print(f"{bundle}: works; {size / 1e6:.0f} MB in {sum(1 for _ in bundle.rglob('*'))} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
