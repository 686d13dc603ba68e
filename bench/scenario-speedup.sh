#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Wall time of a real scenario (default: the default scenario, scenario_groups/default) under
# `ltk run -j 1` and `ltk run -j JOBS`, measured in one go, and the speed-up. Slow: it runs
# the whole scenario twice (about 2 x 3 minutes here), as root for the device tests.
#   bench/scenario-speedup.sh [BUILD_DIR] [JOBS] [RUNTEST_FILES]
set -eu
O=${1:-build}
J=${2:-2}
FILES=${3:-}
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
W=$(mktemp -d "${TMPDIR:-/tmp}/ltk-bench.XXXXXX")
trap 'rm -rf "$W"' EXIT
trap 'exit 1' INT TERM HUP

now() { date +%s.%N; }
measure() {	# measure JOBS NAME -> seconds (the run's exit status is not the point here)
	a=$(now)
	"$O/bin/ltk" run ${FILES:+-f "$FILES"} -j "$1" -q -Q --durations "$W/dur" \
		--results "$W/$2" > /dev/null 2>&1 || true
	b=$(now)
	awk -v a="$a" -v b="$b" 'BEGIN { printf "%.1f", b - a }'
}
# a first run fills the durations file, which orders the longest tests first in both runs
echo "scenario ${FILES:-default}: learning the durations (one -j $J run)"
measure "$J" learn > /dev/null
s1=$(measure 1 res-j1)
sj=$(measure "$J" res-j"$J")
[ -s "$W/res-j$J/results.json" ] || { echo "scenario-speedup: the -j $J run left no results"; exit 1; }
tests=$(python3 -c "import json,sys; print(len(json.load(open(sys.argv[1]))['results']))" \
	"$W/res-j1/results.json" 2>/dev/null || echo "?")
awk -v s1="$s1" -v sj="$sj" -v j="$J" -v n="$tests" 'BEGIN {
	printf "%s tests: -j 1 %.1f s, -j %d %.1f s, speed-up %.2fx\n", n, s1, j, sj, s1 / sj }'
echo "(CPUs online: $(nproc), load $(cut -d' ' -f1 /proc/loadavg))"
