# The two set-up commands of the README: `make run` and `make test`.
# Both create a local .venv and install into it; nothing else is needed.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
MADE := $(VENV)/.made
STAMP_RUN := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test
STAMP_BENCH := $(VENV)/.installed-bench
STAMP_BUNDLE := $(VENV)/.installed-bundle
INSTALL_INPUTS := pyproject.toml setup.py

.PHONY: run test test-quick golden lint typecheck bench wheel bundle clean

# The venv is made whole or not at all: a Python too old (or missing, or without venv) says which
# one is needed and leaves no .venv behind; an interrupted creation is redone next time, since
# $(MADE) is written last. A venv from before $(MADE) existed is kept if its install finished.
$(MADE):
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null || { \
	  found=$$($(PYTHON) --version 2>/dev/null | head -n 1); \
	  echo "make: Gangfight GUI needs Python 3.11 or newer; PYTHON=$(PYTHON) is $${found:-not found}." >&2; \
	  echo "make: install one and name it, e.g.: make $(or $(MAKECMDGOALS),run) PYTHON=python3.11" >&2; \
	  exit 1; }
	@if [ -f $(STAMP_RUN) ]; then touch $@; exit 0; fi; \
	rm -rf $(VENV); \
	if $(PYTHON) -m venv $(VENV) && $(BIN)/python -m pip install --quiet --upgrade pip; then \
	  touch $@; \
	else \
	  rm -rf $(VENV); \
	  echo "make: could not create $(VENV) with $(PYTHON) (its venv module failed, or pip could not be updated; on Debian/Ubuntu venv needs: apt install python3-venv); nothing left behind" >&2; \
	  exit 1; \
	fi

$(STAMP_RUN): $(INSTALL_INPUTS) | $(MADE)
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(STAMP_TEST): $(INSTALL_INPUTS) | $(MADE)
	$(BIN)/python -m pip install --quiet -e '.[test,dev]'
	touch $@ $(STAMP_RUN)

$(STAMP_BENCH): $(INSTALL_INPUTS) | $(MADE)
	$(BIN)/python -m pip install --quiet -e '.[test,dev,bench]'
	touch $@ $(STAMP_TEST) $(STAMP_RUN)

$(STAMP_BUNDLE): $(INSTALL_INPUTS) | $(MADE)
	$(BIN)/python -m pip install --quiet -e '.[bundle]'
	touch $@ $(STAMP_RUN)

run: $(STAMP_RUN)
	$(BIN)/gangfight-gui

lint: $(STAMP_TEST)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP_TEST)
	$(BIN)/mypy

test: $(STAMP_TEST)
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/lint-imports --no-logo
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -n auto

# A minute's check while working: the rules, rosters, command line, cards and docs, without the
# window's tests, the golden outputs and the tests marked slow, hypothesis drawing fewer examples.
test-quick: $(STAMP_TEST)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -n auto -q -m "not slow" \
	  --hypothesis-profile=quick --ignore=tests/gui --ignore=tests/golden

# A deliberate change of calc's or roll's output: record it in tests/golden/expected.json.
golden: $(STAMP_TEST)
	$(BIN)/python tests/golden/make_golden.py

bench: $(STAMP_BENCH)
	$(BIN)/python benchmarks/bench_core.py

# The wheel to hand to a player (pip install dist/gangfight_gui-*.whl); CI checks it installed.
wheel: $(MADE)
	$(BIN)/python -m pip wheel --quiet --no-deps --wheel-dir dist .

# The standalone app for players without Python: dist/gangfight-gui/ (see the README).
bundle: $(STAMP_BUNDLE)
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN \
	  --distpath dist --workpath build/pyinstaller tools/bundle.spec
	$(BIN)/python tools/bundle_smoke.py dist/gangfight-gui

clean:
	rm -rf $(VENV) build dist *.egg-info
