#!/bin/sh
# Play whole self-play games of one game over the layout matrix (issue 31: 5 and 12 players,
# 800x600, 1280x720 and 1920x1080, German and English), keep every run's pictures and print
# its verdict line (leaks, cut-off text) with the CPU time it took. Then look at the pictures,
# a few at a time: tools/contact_sheet.py OUT 4 800 DIR/*.png
# usage: tools/look_matrix.sh OUTDIR [seed] [game] [small large]
out=${1:?usage: tools/look_matrix.sh OUTDIR [seed] [game] [small large]}
seed=${2:-7}; game=${3:-diamantenraub}; small=${4:-5}; large=${5:-12}
mkdir -p "$out"
for n in "$small" "$large"; do for size in 800x600 1280x720 1920x1080; do for lang in de en; do
  dir="$out/$game-$n-$size-$lang"
  computers=""; [ "$n" = "$large" ] && [ "$lang" = en ] && computers="--computers 4"  # some computers mixed in
  # shellcheck disable=SC2086
  /usr/bin/time -f "%U+%S cpu-s" env QT_QPA_PLATFORM=offscreen nice -n 10 .venv/bin/kartentisch --selfplay "$game" \
    --players "$n" --size "$size" --lang "$lang" --shots "$dir" --seed "$seed" $computers > "$dir.log" 2>&1
  echo "$n $size $lang $computers: $(grep -hv propagateSizeHints "$dir.log" | tr '\n' ' ')"
done; done; done
