# Kartentisch: the two commands of the quick start, and the benchmarks.
# `make run` and `make test` create .venv on first use (and again when pyproject.toml changes).

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: run test bench translations clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(VENV)/bin/kartentisch

test: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q

bench: $(STAMP)
	$(PY) -m bench

translations: $(STAMP)
	sh translations/update.sh

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis
