#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Speed-up of `ltk run -j N` over -j 1 on two corpora of fake tests measured in one run:
# sleeping tests (bound by waiting: the speed-up should approach N) and busy tests (bound
# by CPUs: the speed-up approaches the number of free CPUs).
#   bench/parallel-speedup.sh [BUILD_DIR] [JOBS] [SECONDS]
# (SECONDS: how long each fake test sleeps or spins, default 0.5)
set -eu
O=${1:-build}
J=${2:-$(nproc)}
S=${3:-0.5}
case $J in
'' | *[!0-9]*) echo "usage: bench/parallel-speedup.sh [BUILD_DIR] [JOBS] [SECONDS]" >&2; exit 2 ;;
esac
case $S in
'' | *[!0-9.]* | *.*.* | .) echo "parallel-speedup: SECONDS must be a number like 0.5" >&2; exit 2 ;;
esac
[ "$J" -gt 0 ] || { echo "parallel-speedup: JOBS must be at least 1" >&2; exit 2; }
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
W=$(mktemp -d "${TMPDIR:-/tmp}/ltk-bench.XXXXXX")
trap 'rm -rf "$W"' EXIT
trap 'exit 1' INT TERM HUP
export XDG_CACHE_HOME="$W/cache"
mkdir -p "$W/bin"
cc -O2 -o "$W/bin/fake" "$SRC/runner/tests/fake.c"
export PATH="$W/bin:$PATH"
i=0
while [ $i -lt 8 ]; do echo "sleep$i fake sleep $S"; i=$((i + 1)); done > "$W/sleeping"
i=0
while [ $i -lt 4 ]; do echo "busy$i fake busy $S"; i=$((i + 1)); done > "$W/busy"

now() { date +%s.%N; }
measure() {	# measure FILE JOBS -> seconds; a run whose tests did not all pass measured nothing
	a=$(now)
	"$O/bin/ltk" run -f "$1" -j "$2" -q -Q --durations "$W/dur" --results "$W/res.$$.$(now)" \
		> "$W/ltk.out" 2>&1 || {
		echo "parallel-speedup: ltk run -j $2 exited $? instead of 0:" >&2
		tail -n 5 "$W/ltk.out" >&2
		exit 1
	}
	b=$(now)
	awk -v a="$a" -v b="$b" 'BEGIN { printf "%.2f", b - a }'
}
for corpus in sleeping busy; do
	s1=$(measure "$W/$corpus" 1)
	sj=$(measure "$W/$corpus" "$J")
	awk -v c=$corpus -v s1="$s1" -v sj="$sj" -v j="$J" 'BEGIN {
		printf "%-9s -j 1: %6.2fs  -j %d: %6.2fs  speed-up %.2fx\n", c, s1, j, sj, s1 / sj }'
done
echo "(CPUs online: $(nproc); a busy corpus cannot beat that, nor can a loaded machine)"
