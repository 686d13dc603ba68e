#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Per-test overhead of the modern library: a trivial tst_test test, and the same with
# .needs_tmpdir, against the bare fork+exec of a program that does nothing, printed as
# ratios; also against a bare program that forks once, the floor of any library that runs
# the test in a child process; then (as root) the cost of making and mounting each
# filesystem. The programs alternate in ROUNDS rounds (default 10) of N/ROUNDS runs each and
# the medians of the rounds are printed, so a machine whose load changes during the bench
# weighs on every program alike.
#   bench/overhead.sh [BUILD_DIR] [N] [ROUNDS]
# shellcheck disable=SC2086 # $flags is a list of compiler options
set -eu
SRC=$(cd "$(dirname "$0")/.." && pwd)
O=${1:-$SRC/build}
N=${2:-200}
ROUNDS=${3:-10}
CC=${CC:-cc}
case $N$ROUNDS in
*[!0-9]*) echo "usage: bench/overhead.sh [BUILD_DIR] [N] [ROUNDS] (N and ROUNDS: numbers)" >&2; exit 2 ;;
esac
if [ "$N" -lt 1 ] || [ "$ROUNDS" -lt 1 ]; then
	echo "overhead: N and ROUNDS must be at least 1" >&2
	exit 2
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/ltk-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

[ -f "$O/lib/libltk.a" ] || { echo "build the library first (make lib)"; exit 1; }
flags="-std=gnu11 -O2 -D_GNU_SOURCE -I$SRC/include -I$O/include"
$CC $flags -o "$work/trivial" "$SRC/bench/trivial.c" "$O/lib/libltk.a" -lpthread
$CC $flags -o "$work/tmpdir_trivial" "$SRC/bench/tmpdir_trivial.c" "$O/lib/libltk.a" -lpthread
$CC $flags -o "$work/fs_trivial" "$SRC/bench/fs_trivial.c" "$O/lib/libltk.a" -lpthread
$CC -O2 -o "$work/noop" "$SRC/bench/noop.c"
$CC -O2 -o "$work/forked" "$SRC/bench/forked.c"

now_ns() { date +%s%N; }

# A program that fails would be timed for nothing: each runs once and must exit 0 first.
must_pass() {	# must_pass CMD...
	"$@" > "$work/first-run.log" 2>&1 < /dev/null || {
		echo "overhead: $* exited $? instead of 0, nothing measured:" >&2
		grep -m 3 -E 'TFAIL|TBROK|TCONF|TWARN' "$work/first-run.log" >&2 ||
			tail -n 5 "$work/first-run.log" >&2
		exit 1
	}
}

# time_runs N CMD...: total nanoseconds of N runs of CMD (output discarded)
time_runs() {
	_n=$1
	shift
	_t0=$(now_ns)
	_i=0
	while [ $_i -lt "$_n" ]; do
		"$@" >/dev/null 2>&1 || true
		_i=$((_i + 1))
	done
	echo $(($(now_ns) - _t0))
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", a / b }'; }
per_ms() { awk -v t="$1" -v n="$2" 'BEGIN { printf "%.2f", t / n / 1e6 }'; }

cd "$work"
for p in noop forked trivial tmpdir_trivial; do must_pass "./$p"; done
time_runs 10 ./noop >/dev/null	# warm the page cache
per_round=$(((N + ROUNDS - 1) / ROUNDS))
# one line per round: nanoseconds of per_round runs of each program, in the order below
r=0
while [ $r -lt "$ROUNDS" ]; do
	echo "$(time_runs $per_round ./noop) $(time_runs $per_round ./forked)" \
		"$(time_runs $per_round ./trivial)" \
		"$(KCONFIG_SKIP_CHECK=1 time_runs $per_round ./trivial)" \
		"$(time_runs $per_round ./tmpdir_trivial)"
	r=$((r + 1))
done > rounds
cpu=$(awk '/model name/ { $1 = $2 = $3 = ""; print; exit }' /proc/cpuinfo)
echo "machine: $(uname -r), $(nproc) CPUs,$cpu"
echo "runs: $((per_round * ROUNDS)) each, in $ROUNDS rounds alternating (medians of the rounds)"
awk -v k="$per_round" '
function median(v, n,   i, j, t) {
	for (i = 2; i <= n; i++)
		for (j = i; j > 1 && v[j - 1] > v[j]; j--) { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t }
	return n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
}
function ms(c,   i, v) { for (i = 1; i <= NR; i++) v[i] = t[i, c] / k / 1e6; return median(v, NR) }
function ratio(a, b,   i, v) { for (i = 1; i <= NR; i++) v[i] = t[i, a] / t[i, b]; return median(v, NR) }
{ for (c = 1; c <= 5; c++) t[NR, c] = $c }
END {
	printf "bare fork+exec:             %.2f ms per run\n", ms(1)
	printf "bare, forking once:         %.2f ms per run, ratio %.2f (the floor of a test run in a child)\n", ms(2), ratio(2, 1)
	printf "trivial tst_test test:      %.2f ms per run, ratio %.2f\n", ms(3), ratio(3, 1)
	printf "  with KCONFIG_SKIP_CHECK:  %.2f ms per run, ratio %.2f\n", ms(4), ratio(4, 1)
	printf "with a temporary directory: %.2f ms per run, ratio %.2f\n", ms(5), ratio(5, 1)
	printf "the library'"'"'s own part:     trivial test %.2fx, with a temporary directory %.2fx the bare program forking once\n", ratio(3, 2), ratio(5, 2)
	printf "%d\n", ms(4) * 1e6 > "quick_ns"
}' rounds
quick=$(cat quick_ns)

[ "$(id -u)" = 0 ] || exit 0
echo "filesystem setup (acquire loop device, mkfs, mount, test, umount, release), 3 runs each:"
for fs in ext2 ext3 ext4 xfs btrfs tmpfs; do
	grep -qw "$fs" /proc/filesystems || continue
	rc=0
	LTP_SINGLE_FS_TYPE=$fs KCONFIG_SKIP_CHECK=1 ./fs_trivial > "$fs.log" 2>&1 < /dev/null || rc=$?
	if [ $rc != 0 ]; then
		echo "  $fs: not measured (the test exited $rc: $(grep -m 1 -E 'TCONF|TBROK|TFAIL' "$fs.log"))"
		continue
	fi
	t=$(LTP_SINGLE_FS_TYPE=$fs KCONFIG_SKIP_CHECK=1 time_runs 3 ./fs_trivial)
	echo "  $fs: $(per_ms "$t" 3) ms per run," \
		"ratio $(ratio "$t" "$((quick * 3))") to the trivial test"
done
