# Kartentisch: the two commands of the quick start, and the benchmarks.
# `make run` and `make test` create .venv on first use (and again when pyproject.toml changes).

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

.PHONY: run test bench balance translations clean

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

# the balance lab: plays every count and variant, writes lab/data/balance.json and docs/balance.md
BALANCE_GAMES ?= 10000
balance: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m lab.balance --games $(BALANCE_GAMES)

translations: $(STAMP)
	sh translations/update.sh

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis
