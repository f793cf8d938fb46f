#!/usr/bin/env bash
# The installed program as a player gets it: build the wheel, install it (not editable) into a
# fresh venv, and from an empty folder run what the README promises. A data file left out of the
# wheel (fonts, icon, schema, a sample, LICENSE) fails here, not on a player's machine.
#
# Usage: tools/check_wheel.sh [PYTHON]   (default: .venv/bin/python, as made by `make test`)
# With KEEP_OUTPUT=DIR the card PDF and the screenshot are copied to DIR to be looked at.
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

step "the wheel holds LICENSE, fonts, icon, schema, the rulings pages and every sample"
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
[ "$(ls -A . | sort | tr '\n' ' ')" = "c.pdf p.png s " ] || { ls -A >&2; echo "stray files" >&2; exit 1; }

if [ -n "${KEEP_OUTPUT:-}" ]; then  # to look at the PDF and the screenshot afterwards
    mkdir -p "$KEEP_OUTPUT" && cp c.pdf p.png "$KEEP_OUTPUT"/
fi
step "the installed wheel works"
