# The two set-up commands of the README: `make run` and `make test`.
# Both create a local .venv and install into it; nothing else is needed.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP_RUN := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test

.PHONY: run test lint typecheck bench clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP_RUN): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(STAMP_TEST): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test,dev]'
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
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

bench: $(STAMP_TEST)
	$(BIN)/python -m pip install --quiet -e '.[bench]'
	$(BIN)/python benchmarks/bench_core.py

clean:
	rm -rf $(VENV) build *.egg-info
