# Kartentisch: the two commands of the quick start, the benchmarks, the bundle.
# `make run` and `make test` create .venv on first use (and again when pyproject.toml changes).
# `make bundle` builds dist/kartentisch/ (onedir) and dist/kartentisch-onefile with PyInstaller
# (packaging/kartentisch.spec) from a wheel install in build/bundle-site.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
BUILD_STAMP := $(VENV)/.installed-build

.PHONY: run test test-stress bench soak balance balance-sweep bundle icons install-desktop uninstall-desktop translations clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

# PyInstaller and Pillow (the [build] extra), only for the bundle and the icons.
$(BUILD_STAMP): $(STAMP)
	$(PY) -m pip install -q -e '.[test,build]'
	touch $(BUILD_STAMP)

run: $(STAMP)
	$(VENV)/bin/kartentisch

# The suite in parallel workers (pytest-xdist): part of it waits (timers, animations, child
# processes, browsers), so more workers than this 2-core machine's cores pay off (5 workers:
# 283-300 s of pytest's time for ~2,490 tests in nine fresh clones of 2026-12-07 on a fast
# 2-core machine, 268-277 s in a working tree, 6 or 8 workers no faster; 585 s for 2,461 tests on a
# slower one the same day; docs/reliability.md §6, fifth and sixth rounds).
# The ten slowest tests are listed at the end of every run (`make test TEST_DURATIONS=30`:
# thirty). One file's wall and CPU time, its browsers and child processes included:
# `QT_QPA_PLATFORM=offscreen .venv/bin/python -m tests.cpu_tree .venv/bin/python -m pytest -q
# -p no:cacheprovider --durations=30 FILE`, best beside the same for the old code (issue 36's
# figures: docs/reliability.md §6, fourth round).
TEST_WORKERS ?= 5
TEST_DURATIONS ?= 10
# Bytecode is cached even where PYTHONDONTWRITEBYTECODE is set (it is on this machine and in
# CI): pytest rewrites the asserts of every test module in every worker, which was 7 of
# each worker's CPU-seconds before its first test; cached, 2.6. The cache is the usual
# __pycache__ (git ignores it). Not a PYTHONPYCACHEPREFIX: under a prefix Python passes over
# the bytecode pip wrote into site-packages and compiles every library again, in every worker
# of a fresh clone's first run (1.8 CPU-seconds each).
TEST_ENV := QT_QPA_PLATFORM=offscreen PYTHONDONTWRITEBYTECODE=
PYTEST_PARALLEL := $(TEST_ENV) $(PY) -m pytest -q -n $(TEST_WORKERS) --dist loadgroup --max-worker-restart=0 --durations=$(TEST_DURATIONS)

test: $(STAMP)
	$(PYTEST_PARALLEL)

# The suite while every core is kept busy beside it (one shell busy loop per core): a test
# that passes only on an idle machine fails here (issue 18).
STRESS_CPUS ?= $(shell nproc)
test-stress: $(STAMP)
	@pids=""; for i in $$(seq $(STRESS_CPUS)); do (while :; do :; done) & pids="$$pids $$!"; done; \
	trap 'kill $$pids' EXIT; \
	$(PYTEST_PARALLEL)

bench: $(STAMP)
	$(PY) -m bench

bundle: $(BUILD_STAMP)
	rm -rf build/bundle-site
	$(PY) -m pip install -q --no-deps --no-compile --target build/bundle-site .
	$(PY) -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller packaging/kartentisch.spec
	@du -sh dist/kartentisch dist/kartentisch-onefile* 2>/dev/null || true

icons: $(BUILD_STAMP)
	$(PY) packaging/make_icons.py

# The launcher, icons and metainfo under ~/.local/share (XDG_DATA_HOME), pointing at the venv;
# a bundle does the same with `dist/kartentisch/kartentisch --install-desktop`.
install-desktop: $(STAMP)
	$(VENV)/bin/kartentisch --install-desktop

uninstall-desktop: $(STAMP)
	$(VENV)/bin/kartentisch --uninstall-desktop

# The long reliability runs of issue 9 (figures in docs/reliability.md). One part per target,
# so `make -j3 soak` runs them side by side (each part measures against a baseline of its own
# run; the start times are noisier when the parts share the cores).
SOAK_ENV := QT_QPA_PLATFORM=offscreen KT_KILLS=120 KT_MONKEY_EVENTS=10000 KT_EVENING_GAMES=200 KT_AUDIT_GAMES=3 KT_PHONE_FLOOD=2000
SOAK_PYTEST := $(PY) -m pytest -q -s -p no:randomly -p no:cacheprovider
.PHONY: soak-kill soak-monkey soak-evening soak-audit soak-files soak-phones soak-layout
soak: soak-kill soak-monkey soak-evening soak-audit soak-files soak-phones soak-layout

soak-kill: $(STAMP)
	$(SOAK_ENV) $(SOAK_PYTEST) tests/hardening/test_kill.py

soak-monkey: $(STAMP)
	$(SOAK_ENV) $(SOAK_PYTEST) tests/hardening/test_monkey.py

soak-evening: $(STAMP)
	$(SOAK_ENV) $(SOAK_PYTEST) tests/hardening/test_long_evening.py

soak-audit: $(STAMP)
	$(SOAK_ENV) $(SOAK_PYTEST) tests/hardening/test_privacy_audit.py

# every game and count at every size in both languages (make test: each in one language)
soak-layout: $(STAMP)
	KT_LAYOUT_FULL=1 $(SOAK_ENV) $(SOAK_PYTEST) tests/gui/test_layout_check.py

soak-files: $(STAMP)
	$(SOAK_ENV) $(SOAK_PYTEST) tests/hardening/test_hostile_files.py
	$(PY) -m tests.hardening.start_times

# issue 20 §5: 2,000 hostile loopback sockets against the phone server's production limits
soak-phones: $(STAMP)
	$(SOAK_ENV) $(SOAK_PYTEST) tests/phones/test_floods.py

# the balance lab (issue 33): the belief bots at every count and variant, then the policy-space
# search (lab/psro.py) at every count and variant: the equilibrium the app publishes, its
# exploitability and every iteration; writes lab/data/balance.json, docs/balance-variants.json
# and docs/balance.md (see docs/balance.md for the wall time: under 45 minutes on two cores).
# 5000 games per count and variant is the size of the shipped belief table; the search's budget
# has its own options (python -m lab.balance --help). Then the searched oracle (ISMCTS) against
# the shipped mixtures at the smallest table of each game, its answers counted in the shipped
# table (lab/search/shipped.py: every budget played, the largest gain counted), the recorded
# answers of `make balance-sweep` at the other tables counted where they still answer the shipped
# mixtures (lab/search/sweep.py), and docs/balance.md rendered again with them.
BALANCE_GAMES ?= 5000
balance: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m lab.balance --games $(BALANCE_GAMES)
	$(PY) -m lab.search.shipped --whole-ladder --record --publish
	$(PY) -m lab.search.shipped --from-record docs/balance-ismcts-sweep.json --publish
	QT_QPA_PLATFORM=offscreen $(PY) -m lab.balance --from-json

# the searched oracle (ISMCTS) at every table `make balance` does not search itself, against the
# shipped mixtures (hours on two cores, docs/balance.md; BALANCE_SCHEDULER=tcp://HOST:PORT runs
# its games on a Dask cluster); records docs/balance-ismcts-sweep.json and counts its answers.
BALANCE_SCHEDULER ?=
balance-sweep: $(STAMP)
	$(PY) -m lab.search.shipped --sweep --budgets 16,64 --games 100 --whole-ladder \
		--record docs/balance-ismcts-sweep.json --publish $(if $(BALANCE_SCHEDULER),--scheduler $(BALANCE_SCHEDULER))
	QT_QPA_PLATFORM=offscreen $(PY) -m lab.balance --from-json

translations: $(STAMP)
	sh translations/update.sh

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis
