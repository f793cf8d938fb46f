#!/usr/bin/env bash
# Run the GUI tests RUNS times in a row (default 20) and stop at the first failing run.
#
# A crash at the end of a Qt test session (a segfault, exit 139) comes from objects destroyed in
# the wrong order or thread, and shows up only now and then: one green run proves little, twenty
# in a row do. Usage: tools/gui_soak.sh [RUNS]   (PYTHON=... to use another interpreter)
set -uo pipefail
cd "$(dirname "$0")/.."
runs="${1:-20}"
python="${PYTHON:-.venv/bin/python}"
log="$(mktemp -t gui-soak.XXXXXX)"
trap 'rm -f "$log"' EXIT
for ((run = 1; run <= runs; run++)); do
    QT_QPA_PLATFORM=offscreen "$python" -m pytest tests/gui -q -p no:cacheprovider >"$log" 2>&1
    code=$?
    if ((code != 0)); then
        tail -n 30 "$log"
        echo "gui soak: run $run of $runs failed with exit code $code"
        exit 1
    fi
    echo "run $run of $runs: $(tail -n 1 "$log")"
done
echo "gui soak: $runs runs in a row passed"
