#!/bin/sh
# Collect the UI strings into the .ts files and compile them to .qm: the app's catalogue
# (translations/kartentisch_<lang>.ts) from gui/**/*.py minus the games' own packages, and
# each game's catalogue (gui/<game>/texts/translations/<lang>.ts, its GameInfo.texts_package)
# from its own package. A game package is a folder gui/<game>/ with texts/translations/.
# Usage: translations/update.sh   (from anywhere; uses the project's .venv if present)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
bin="${KT_QT_BIN:-$root/.venv/bin}"  # KT_QT_BIN: where pyside6-lupdate is (the catalogues test)
[ -x "$bin/pyside6-lupdate" ] || bin=$(dirname "$(command -v pyside6-lupdate)")
cd "$root"
games=$(find gui -mindepth 3 -maxdepth 3 -type d -path 'gui/*/texts/translations' | sort | sed 's|/texts/translations$||')
# -no-obsolete keeps the files small; existing translations are kept by lupdate.
lupdate() { "$bin/pyside6-lupdate" -no-obsolete -source-language en "$@"; }
app_sources=$(find gui -name '*.py' | sort)
for game in $games; do
    app_sources=$(printf '%s\n' $app_sources | grep -v "^$game/")
    lupdate $(find "$game" -name '*.py' | sort) -ts "$game/texts/translations/de.ts" "$game/texts/translations/en.ts"
    "$bin/pyside6-lrelease" "$game/texts/translations/de.ts" "$game/texts/translations/en.ts"
done
lupdate $app_sources -ts translations/kartentisch_de.ts translations/kartentisch_en.ts
"$bin/pyside6-lrelease" translations/kartentisch_de.ts translations/kartentisch_en.ts
