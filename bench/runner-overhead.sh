#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The runner's own cost per test: N runs of the same fake test binary, once by a plain sh
# loop (fork + exec + wait, output to a new file per test as ltk's logs/TAG.log: truncating
# one file again and again would cost a discard-mounted filesystem a synchronous discard
# per test) and once by `ltk run -j 1` (process group, cgroup, TMPDIR, log capture, leak
# and kernel checks, reports). Prints both and the ratio.
# The two alternate for ROUNDS rounds (default 5) and the medians are printed, so a machine
# whose load changes during the run weighs on both sides alike.
#   bench/runner-overhead.sh [BUILD_DIR] [N] [ROUNDS]
# LTK_BASELINE=/path/to/other/ltk adds a third side (an older build, say) to every round.
set -eu
O=${1:-build}
N=${2:-200}
ROUNDS=${3:-5}
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
BASE=${LTK_BASELINE:-}
case $N$ROUNDS in
*[!0-9]*) echo "usage: bench/runner-overhead.sh [BUILD_DIR] [N] [ROUNDS] (N and ROUNDS: numbers)" >&2
	exit 2 ;;
esac
if [ "$N" -lt 1 ] || [ "$ROUNDS" -lt 1 ]; then
	echo "runner-overhead: N and ROUNDS must be at least 1" >&2
	exit 2
fi
for l in "$O/bin/ltk" $BASE; do
	[ -x "$l" ] || { echo "runner-overhead: no ltk at $l (make runner)" >&2; exit 2; }
done
W=$(mktemp -d "${TMPDIR:-/tmp}/ltk-bench.XXXXXX")
trap 'rm -rf "$W"' EXIT
trap 'exit 1' INT TERM HUP
export XDG_CACHE_HOME="$W/cache"
mkdir -p "$W/bin"
cc -O2 -o "$W/bin/fake" "$SRC/runner/tests/fake.c"
export PATH="$W/bin:$PATH"
i=0
while [ $i -lt "$N" ]; do echo "t$i fake pass"; i=$((i + 1)); done > "$W/list"

now() { date +%s.%N; }
# ms_per_test START END
ms() { awk -v a="$1" -v b="$2" -v n="$N" 'BEGIN { printf "%.3f", (b - a) / n * 1000 }'; }
# A run that did not pass its N tests is timed for nothing: every run must exit 0.
ltk_run() {	# ltk_run LTK RESULTS
	"$1" run -f "$W/list" -j 1 -q --results "$2" > "$W/ltk.out" 2>&1 || {
		echo "runner-overhead: $1 run exited $? instead of 0, nothing measured:" >&2
		tail -n 5 "$W/ltk.out" >&2
		exit 1
	}
}
# one round: a line "PLAIN LTK [BASELINE]" in ms per test
round() {
	mkdir "$W/plain.$1"
	t0=$(now)
	while read -r tag cmd; do
		sh -c "exec $cmd" > "$W/plain.$1/$tag.log" 2>&1 < /dev/null
	done < "$W/list"
	t1=$(now)
	ltk_run "$O/bin/ltk" "$W/res.$1"
	t2=$(now)
	line="$(ms "$t0" "$t1") $(ms "$t1" "$t2")"
	if [ -n "$BASE" ]; then
		ltk_run "$BASE" "$W/base.$1"
		line="$line $(ms "$t2" "$(now)")"
	fi
	rm -rf "$W/res.$1" "$W/base.$1" "$W/plain.$1"
	echo "$line"
}
ltk_run "$O/bin/ltk" "$W/warm"	# fills the metadata cache
r=1
while [ $r -le "$ROUNDS" ]; do round $r; r=$((r + 1)); done > "$W/rounds"
awk -v n="$N" -v rounds="$ROUNDS" -v base="$BASE" '
function median(v, k,   i, j, t) {
	for (i = 2; i <= k; i++)
		for (j = i; j > 1 && v[j - 1] > v[j]; j--) { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t }
	return k % 2 ? v[(k + 1) / 2] : (v[k / 2] + v[k / 2 + 1]) / 2
}
{ p[NR] = $1; l[NR] = $2; rl[NR] = $2 / $1; if (base != "") { b[NR] = $3; rb[NR] = $3 / $1 } }
END {
	printf "tests: %d per side, %d rounds alternating (medians)\n", n, rounds
	mp = median(p, NR); ml = median(l, NR); mr = median(rl, NR)
	printf "plain sh loop: %.2f ms per test\n", mp
	printf "ltk run -j 1:  %.2f ms per test\n", ml
	if (base != "") {
		mb = median(b, NR); mrb = median(rb, NR)
		printf "baseline ltk:  %.2f ms per test (%s)\n", mb, base
	}
	printf "runner overhead: %.2f ms per test (ratio ltk/plain %.2f)\n", ml - mp, mr
	if (base != "")
		printf "baseline overhead: %.2f ms per test (ratio baseline/plain %.2f)\n", \
		       mb - mp, mrb
}' "$W/rounds"
