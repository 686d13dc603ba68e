#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Speed-up of `ltk run -j N` over -j 1 on two corpora of fake tests measured in one run:
# sleeping tests (bound by waiting: the speed-up should approach N) and busy tests (bound
# by CPUs: the speed-up approaches the number of free CPUs).
#   bench/parallel-speedup.sh [BUILD_DIR] [JOBS]
set -eu
O=${1:-build}
J=${2:-$(nproc)}
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
while [ $i -lt 8 ]; do echo "sleep$i fake sleep 0.5"; i=$((i + 1)); done > "$W/sleeping"
i=0
while [ $i -lt 4 ]; do echo "busy$i fake busy 0.5"; i=$((i + 1)); done > "$W/busy"

now() { date +%s.%N; }
measure() {	# measure FILE JOBS -> seconds
	a=$(now)
	"$O/bin/ltk" run -f "$1" -j "$2" -q -Q --durations "$W/dur" --results "$W/res.$$.$(now)" || true
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
