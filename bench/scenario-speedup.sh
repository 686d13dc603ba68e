#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Wall time of a real scenario (default: the default scenario, scenario_groups/default) under
# `ltk run -j 1` and `ltk run -j JOBS`, measured in one go, and the speed-up; and the -j JOBS
# run again without the CPU times of the durations file, so without mixing busy tests with
# waiting ones. Slow: it runs the whole scenario four times (about 5 minutes here), as root
# for the device tests.
#   bench/scenario-speedup.sh [BUILD_DIR] [JOBS] [RUNTEST_FILES]
set -eu
O=${1:-build}
J=${2:-2}
FILES=${3:-}
case $J in
'' | *[!0-9]*) echo "usage: bench/scenario-speedup.sh [BUILD_DIR] [JOBS] [RUNTEST_FILES]" >&2; exit 2 ;;
esac
[ "$J" -gt 1 ] || { echo "scenario-speedup: JOBS must be at least 2" >&2; exit 2; }
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
W=$(mktemp -d "${TMPDIR:-/tmp}/ltk-bench.XXXXXX")
trap 'rm -rf "$W"' EXIT
trap 'exit 1' INT TERM HUP

now() { date +%s.%N; }
# A scenario may have failing tests (the exit status is not the point), but a run that left
# no results did not run it.
measure() {	# measure JOBS NAME [DURATIONS] -> seconds
	a=$(now)
	"$O/bin/ltk" run ${FILES:+-f "$FILES"} -j "$1" -q -Q --durations "${3:-$W/dur}" \
		--results "$W/$2" > "$W/$2.out" 2>&1 || true
	b=$(now)
	[ -s "$W/$2/results.json" ] || {
		echo "scenario-speedup: the -j $1 run left no results:" >&2
		tail -n 5 "$W/$2.out" >&2
		exit 1
	}
	awk -v a="$a" -v b="$b" 'BEGIN { printf "%.1f", b - a }'
}
# What the machine itself allows: J loops starting a program that does nothing, at once,
# against one loop. Under some hypervisors (shadow page tables) process creation and page
# faults do not scale with the CPUs, and the tests create processes and map memory.
cc -O2 -o "$W/noop" "$SRC/bench/noop.c"
spawn_loop() { i=0; while [ $i -lt 300 ]; do "$W/noop"; i=$((i + 1)); done; }
a=$(now); spawn_loop; b=$(now)
k=0; while [ $k -lt "$J" ]; do spawn_loop & k=$((k + 1)); done; wait; c=$(now)
awk -v a="$a" -v b="$b" -v c="$c" -v j="$J" 'BEGIN {
	printf "this machine: %d loops starting processes at once run %.2fx as fast as one\n", j,
	       j * (b - a) / (c - b) }'
# a first run fills the durations file, which orders the longest tests first in both runs
echo "scenario ${FILES:-default}: learning the durations (one -j $J run)"
measure "$J" learn > /dev/null
s1=$(measure 1 res-j1)
sj=$(measure "$J" res-j"$J")
# the same durations without the CPU times: longest first only, busy tests not mixed with
# waiting ones
cut -d' ' -f1,2 "$W/dur" > "$W/dur-nocpu"
sl=$(measure "$J" res-longest "$W/dur-nocpu")
"$O/bin/ltk" list ${FILES:+-f "$FILES"} 2>/dev/null | awk 'NR > 1 && $3 == "serial" { print $1 }' \
	> "$W/serial"
awk -v s1="$s1" -v sj="$sj" -v sl="$sl" -v j="$J" 'BEGIN {
	printf "-j 1 %.1f s, -j %d %.1f s, speed-up %.2fx\n", s1, j, sj, s1 / sj
	printf "-j %d with the longest tests first only (busy tests not mixed with waiting ones): " \
	       "%.1f s, %.2fx\n", j, sl, s1 / sl }'
# What the scenario allows: the tests that run alone take their -j 1 time in any run; the
# rest, with the runner's time between tests, at best shares the JOBS workers perfectly.
# (Not a hard bound: the same tests take a few % more or less from run to run.)
python3 - "$W/res-j1/results.json" "$W/res-j$J/results.json" "$W/serial" "$s1" "$J" <<'PY' ||
import json, sys
j1, jn = (json.load(open(p))["results"] for p in sys.argv[1:3])
alone = set(open(sys.argv[3]).read().split())
wall, jobs = float(sys.argv[4]), int(sys.argv[5])
serial = sum(r["test"]["duration"] for r in j1 if r["test_fqn"] in alone)
d1, dn = (sum(r["test"]["duration"] for r in rs) for rs in (j1, jn))
print("the tests took %.1f s in all at -j 1, %.1f s at -j %d (%+.0f%%: what running %d at once "
      "costs them here)" % (d1, dn, jobs, 100 * (dn - d1) / d1, jobs))
best = serial + (wall - serial) / jobs
print("%d tests; %d run alone, %.1f s of the -j 1 run; with the rest shared perfectly by %d "
      "workers, -j %d would take %.1f s: %.2fx" % (len(j1), len(alone), serial, jobs, jobs, best,
                                                   wall / best))
serial_n = sum(r["test"]["duration"] for r in jn if r["test_fqn"] in alone)
best_n = serial_n + (wall - d1 + dn - serial_n) / jobs
print("with the tests as long as in the -j %d run, shared perfectly: %.1f s, %.2fx"
      % (jobs, best_n, wall / best_n))
edges = sorted([(r["test"]["start_time"], 1) for r in jn] +
               [(r["test"]["start_time"] + r["test"]["duration"], -1) for r in jn])
busy, n, last = {}, 0, edges[0][0]
for t, d in edges:
    busy[n] = busy.get(n, 0) + t - last
    n, last = n + d, t
print("-j %d run: " % jobs + ", ".join("%d test%s running %.1f s" % (k, "" if k == 1 else "s", v)
                                        for k, v in sorted(busy.items(), reverse=True)))
PY
	echo "scenario-speedup: cannot read the results"
echo "(CPUs online: $(nproc), load $(cut -d' ' -f1 /proc/loadavg))"
