#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The runner's own cost per test: N runs of the same fake test binary, once by a plain sh
# loop (fork + exec + wait, output to a file) and once by `ltk run -j 1` (process group,
# cgroup, TMPDIR, log capture, leak and kernel checks, reports). Prints both and the ratio.
#   bench/runner-overhead.sh [BUILD_DIR] [N]
set -eu
O=${1:-build}
N=${2:-200}
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
W=$(mktemp -d "${TMPDIR:-/tmp}/ltk-bench.XXXXXX")
trap 'rm -rf "$W"' EXIT
trap 'exit 1' INT TERM HUP
export XDG_CACHE_HOME=$W/cache
mkdir -p "$W/bin"
cc -O2 -o "$W/bin/fake" "$SRC/runner/tests/fake.c"
export PATH="$W/bin:$PATH"
i=0
while [ $i -lt $N ]; do echo "t$i fake pass"; i=$((i + 1)); done > "$W/list"

now() { date +%s.%N; }
t0=$(now)
while read -r tag cmd; do
	sh -c "exec $cmd" > "$W/plain.log" 2>&1 < /dev/null
done < "$W/list"
t1=$(now)
"$O/bin/ltk" run -f "$W/list" -j 1 -q --results "$W/res" || true
t2=$(now)
awk -v a="$t0" -v b="$t1" -v c="$t2" -v n="$N" 'BEGIN {
	plain = (b - a) / n * 1000; ltk = (c - b) / n * 1000
	printf "tests: %d\n", n
	printf "plain sh loop: %.2f ms per test\n", plain
	printf "ltk run -j 1:  %.2f ms per test\n", ltk
	printf "runner overhead: %.2f ms per test (ratio ltk/plain %.2f)\n", ltk - plain, ltk / plain
}'
