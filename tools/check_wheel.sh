#!/usr/bin/env bash
# The installed program as a player gets it: build the wheel, install it (not editable) into a
# fresh venv, and from an empty folder run what the README promises. A data file left out of the
# wheel (fonts, icon, schema, a sample, a page or picture of the manual, LICENSE) fails here, not
# on a player's machine; the manual is opened in the window from the installed package.
#
# Usage: tools/check_wheel.sh [PYTHON]   (default: .venv/bin/python, as made by `make test`)
# With KEEP_OUTPUT=DIR the card PDF and the screenshots are copied to DIR to be looked at.
# Run by .ci/run after `make test`. pip's cache is reused, so the dependencies are not downloaded
# again; a run takes about a minute, most of it installing PySide6 from the cache.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
python=${1:-.venv/bin/python}

work=$(mktemp -d "${TMPDIR:-/tmp}/gangfight-wheel.XXXXXX")
trap 'rm -rf "$work"' EXIT
step() { printf '\n== %s\n' "$*"; }

step "build the wheel"
"$python" -m pip wheel --quiet --no-deps --wheel-dir "$work/dist" "$repo" 2>"$work/build.log" \
    || { cat "$work/build.log" >&2; exit 1; }
wheel=$(ls "$work"/dist/gangfight_gui-*.whl)
echo "$wheel"

step "the wheel holds LICENSE, fonts, icon, schemas, the rulings pages, every sample and the manual"
"$python" - "$wheel" "$repo" <<'PY'
import sys
import zipfile
from pathlib import Path

wheel, repo = sys.argv[1], Path(sys.argv[2])
names = set(zipfile.ZipFile(wheel).namelist())
required = [
    "gangfight_gui/resources/icon.svg",
    "gangfight_gui/resources/roster.schema.json",
    "gangfight_gui/resources/fonts/DejaVuSans.ttf",
    "gangfight_gui/resources/fonts/DejaVuSans-Bold.ttf",
    "gangfight_gui/resources/fonts/LICENSE",
    "gangfight_gui/py.typed",
]
required += [f"gangfight_gui/samples/{p.name}" for p in sorted((repo / "rosters").glob("*.json"))]
# The rulings pages F1 shows, one per game (rules.md, rules-necromunda.md, rules-warstrike.md).
required += [f"gangfight_gui/resources/{p.name}" for p in sorted((repo / "resources").glob("*.md"))]
required += [f"gangfight_gui/resources/{p.name}" for p in sorted((repo / "resources").glob("*.json"))]
# The manual (docs/): Help › User Guide and F1 show its pages and pictures.
required += [f"gangfight_gui/manual/{p.name}" for p in sorted((repo / "docs").glob("*.md"))]
required += [f"gangfight_gui/manual/images/{p.name}" for p in sorted((repo / "docs/images").glob("*.png"))]
missing = [name for name in required if name not in names]
licenses = [name for name in names if name.endswith(".dist-info/licenses/LICENSE")]
if not licenses:
    missing.append("*.dist-info/licenses/LICENSE")
if missing:
    sys.exit("missing from the wheel: " + ", ".join(missing))
print(f"{len(required) + 1} data files present, LICENSE at {licenses[0]}")
PY

step "install it into a fresh venv (not editable)"
"$python" -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet --disable-pip-version-check "$wheel"
bin="$work/venv/bin"

step "from an empty folder: samples, validate, cards, screenshot"
mkdir "$work/empty"
cd "$work/empty"
export QT_QPA_PLATFORM=offscreen
export GANGFIGHT_GUI_HOME="$work/home"  # the player's own settings stay untouched
"$bin/gangfight" --version
"$bin/gangfight-gui" --version
if [ "$("$bin/gangfight" --version | cut -d' ' -f2)" != "$("$bin/gangfight-gui" --version | cut -d' ' -f2)" ]; then
    echo "gangfight and gangfight-gui report different versions" >&2
    exit 1
fi
"$bin/gangfight" samples s/
shipped=$(ls "$repo"/rosters/*.json | wc -l)
written=$(ls s/*.json | wc -l)
[ "$shipped" -eq "$written" ] || { echo "wrote $written samples, rosters/ has $shipped" >&2; exit 1; }
"$bin/gangfight" validate s/*.json
"$bin/gangfight" cards s/orc_braves.json -o c.pdf
"$bin/gangfight-gui" --screenshot p.png s/orc_braves.json
head -c 5 c.pdf | grep -q '%PDF-' || { echo "c.pdf is not a PDF" >&2; exit 1; }
head -c 8 p.png | grep -q 'PNG' || { echo "p.png is not a PNG" >&2; exit 1; }

step "the manual opens from the installed package: every page, link, section and picture"
"$bin/gangfight" calc --help | grep -q 'docs/cli.md#calc' || { echo "calc --help names no manual" >&2; exit 1; }
"$bin/gangfight-gui" --manual necromunda.md#the-builder --screenshot m.png --size 1366x768
head -c 8 m.png | grep -q 'PNG' || { echo "m.png is not a PNG" >&2; exit 1; }
"$bin/python" - "$repo" <<'PY'
import sys
from importlib import resources
from pathlib import Path

from PySide6.QtWidgets import QApplication

app = QApplication([])
from gangfight_gui.gui.help.pages import link_problems, page_names  # noqa: E402
from gangfight_gui.gui.help.sections import section_problems  # noqa: E402
from gangfight_gui.gui.help.window import ManualWindow  # noqa: E402

repo = Path(sys.argv[1]).resolve()
where = Path(str(resources.files("gangfight_gui.manual"))).resolve()
if repo in where.parents:
    sys.exit(f"the manual was read from the source tree ({where}), not the installed package")
problems = link_problems() + section_problems(("gangfight.md", "necromunda.md", "warstrike.md"))
window = ManualWindow()
for name in page_names():  # each page rendered, its pictures loaded
    if not window.open(name):
        problems.append(f"{name}: {window.status.text()}")
    problems += [f"{name}: picture {p} not shown" for p in window.browser.missing_images()]
if problems:
    sys.exit("the installed manual is broken:\n  " + "\n  ".join(problems))
print(f"{len(page_names())} pages of the manual open from {where}")
PY
[ "$(ls -A . | sort | tr '\n' ' ')" = "c.pdf m.png p.png s " ] || { ls -A >&2; echo "stray files" >&2; exit 1; }

if [ -n "${KEEP_OUTPUT:-}" ]; then  # to look at the PDF and the screenshots afterwards
    mkdir -p "$KEEP_OUTPUT" && cp c.pdf p.png m.png "$KEEP_OUTPUT"/
fi
step "the installed wheel works"
