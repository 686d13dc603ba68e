#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Per-test overhead of the modern library: a trivial tst_test test, and the same with
# .needs_tmpdir, run N times against the bare fork+exec of a program that does nothing,
# measured in the same run and printed as ratios; also against a bare program that forks
# once, the floor of any library that runs the test in a child process; then (as root) the
# cost of making and mounting each filesystem.
#   bench/overhead.sh [BUILD_DIR] [N]
# shellcheck disable=SC2086 # $flags is a list of compiler options
set -eu
SRC=$(cd "$(dirname "$0")/.." && pwd)
O=${1:-$SRC/build}
N=${2:-200}
CC=${CC:-cc}
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
time_runs 10 ./noop >/dev/null	# warm the page cache
bare=$(time_runs "$N" ./noop)
forked=$(time_runs "$N" ./forked)
full=$(time_runs "$N" ./trivial)
quick=$(KCONFIG_SKIP_CHECK=1 time_runs "$N" ./trivial)
tmpdir=$(time_runs "$N" ./tmpdir_trivial)
cpu=$(awk '/model name/ { $1 = $2 = $3 = ""; print; exit }' /proc/cpuinfo)
echo "machine: $(uname -r), $(nproc) CPUs,$cpu"
echo "runs: $N each"
echo "bare fork+exec:            $(per_ms "$bare" "$N") ms per run"
echo "bare, forking once:        $(per_ms "$forked" "$N") ms per run," \
	"ratio $(ratio "$forked" "$bare") (the floor of a test run in a child)"
echo "trivial tst_test test:     $(per_ms "$full" "$N") ms per run, ratio $(ratio "$full" "$bare")"
echo "  with KCONFIG_SKIP_CHECK: $(per_ms "$quick" "$N") ms per run," \
	"ratio $(ratio "$quick" "$bare")"
echo "with a temporary directory: $(per_ms "$tmpdir" "$N") ms per run, ratio $(ratio "$tmpdir" "$bare")"
echo "the library's own part:    trivial test $(ratio "$full" "$forked")x," \
	"with a temporary directory $(ratio "$tmpdir" "$forked")x the bare program forking once"

[ "$(id -u)" = 0 ] || exit 0
echo "filesystem setup (acquire loop device, mkfs, mount, test, umount, release), 3 runs each:"
for fs in ext2 ext3 ext4 xfs btrfs tmpfs; do
	grep -qw "$fs" /proc/filesystems || continue
	t=$(LTP_SINGLE_FS_TYPE=$fs KCONFIG_SKIP_CHECK=1 time_runs 3 ./fs_trivial)
	echo "  $fs: $(per_ms "$t" 3) ms per run," \
		"ratio $(ratio "$t" "$((quick * 3 / N))") to the trivial test"
done
