#!/bin/sh
# Collect the UI strings from gui/**/*.py into the .ts files and compile them to .qm.
# Usage: translations/update.sh   (from anywhere; uses the project's .venv if present)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
bin="${KT_QT_BIN:-$root/.venv/bin}"  # KT_QT_BIN: where pyside6-lupdate is (the catalogues test)
[ -x "$bin/pyside6-lupdate" ] || bin=$(dirname "$(command -v pyside6-lupdate)")
cd "$root"
sources=$(find gui -name '*.py' | sort)
# -no-obsolete keeps the files small; existing translations are kept by lupdate.
"$bin/pyside6-lupdate" -no-obsolete -source-language en $sources -ts translations/kartentisch_de.ts translations/kartentisch_en.ts
"$bin/pyside6-lrelease" translations/kartentisch_de.ts translations/kartentisch_en.ts
