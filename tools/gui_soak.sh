#!/usr/bin/env bash
# Run the whole suite RUNS times in a row (default 10), as `make test` runs it (in parallel, a
# process a core), and stop at the first failing run; --gui runs the window's tests alone.
#
# A crash at the end of a Qt test session (a segfault, exit 139) comes from objects destroyed in
# the wrong order or thread, and a test that reads the window before it caught up fails only on a
# busy machine: one green run proves little, ten in a row on a loaded machine do. --load JOBS
# keeps JOBS CPU-bound jobs running beside the tests (started here, stopped on exit).
# Usage: tools/gui_soak.sh [--gui] [--load JOBS] [RUNS]   (PYTHON=... to use another interpreter)
set -uo pipefail
cd "$(dirname "$0")/.."
load=0
tests=(tests)
if [[ "${1:-}" == "--gui" ]]; then
    tests=(tests/gui)
    shift
fi
if [[ "${1:-}" == "--load" ]]; then
    load="${2:?--load needs a number of jobs}"
    shift 2
fi
runs="${1:-10}"
if ! [[ "$load" =~ ^[0-9]+$ && "$runs" =~ ^[1-9][0-9]*$ ]]; then
    echo "usage: tools/gui_soak.sh [--gui] [--load JOBS] [RUNS]" >&2
    exit 2
fi
python="${PYTHON:-.venv/bin/python}"
log="$(mktemp -t gui-soak.XXXXXX)"
jobs_started=()
stop() {
    for pid in "${jobs_started[@]}"; do
        kill "$pid" 2>/dev/null
    done
    rm -f "$log"
}
trap stop EXIT
trap 'exit 130' INT TERM
for ((job = 0; job < load; job++)); do
    "$python" -c 'while True: pass' &
    jobs_started+=("$!")
done
for ((run = 1; run <= runs; run++)); do
    QT_QPA_PLATFORM=offscreen "$python" -m pytest "${tests[@]}" -n auto -q -p no:cacheprovider >"$log" 2>&1
    code=$?
    if ((code != 0)); then
        grep -E "^(FAILED|ERROR)" "$log"
        tail -n 30 "$log"
        echo "soak: run $run of $runs failed with exit code $code (load $load)"
        exit 1
    fi
    echo "run $run of $runs: $(tail -n 1 "$log")"
done
echo "soak: $runs runs in a row passed (load $load)"
