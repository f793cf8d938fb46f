"""A house a newcomer can read: no module of the package over 600 lines (each file one job)."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "gangfight_gui"
MOST_LINES = 600


def test_no_module_of_the_package_is_over_600_lines() -> None:
    sizes = {
        str(path.relative_to(PACKAGE)): len(path.read_text(encoding="utf-8").splitlines())
        for path in PACKAGE.rglob("*.py")
    }
    assert len(sizes) > 200  # the package itself was read
    assert {name: n for name, n in sizes.items() if n > MOST_LINES} == {}
