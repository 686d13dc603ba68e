#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# make check, the benchmarks (bench/, doc/performance.md): each runs at its smallest size and
# must exit 0 and print every line its readers look for, with numbers in them; and a bench
# whose measured program fails, or that is given bad arguments, must say so and exit
# non-zero instead of printing ratios of nothing. No timing is asserted: the numbers of a
# shared machine say nothing in a check.
#   check-bench.sh BUILD_DIR     (make all: the library, the runner, the self-tests)
set -u
O=${1:-build}
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac

passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok   $*"; }
bad() { failed=$((failed + 1)); echo "FAIL $*"; }

W=$(mktemp -d "${TMPDIR:-/tmp}/ltk-check-bench.XXXXXX") || exit 1
trap 'rm -rf "$W"' EXIT
trap 'exit 1' INT TERM HUP

# bench EXPECTED_STATUS SCRIPT ARGS...: runs bench/SCRIPT, output in $W/out and $W/err
bench() {
	want=$1
	script=$2
	shift 2
	sh "$SRC/bench/$script" "$@" > "$W/out" 2> "$W/err" < /dev/null
	rc=$?
	[ "$rc" = "$want" ] && return 0
	echo "  bench/$script $* exited $rc, expected $want; its output:"
	sed 's/^/    /' "$W/out" "$W/err" | tail -n 15
	return 1
}
# has WHAT REGEX [FILE]: the line the bench's reader needs is there
has() {
	grep -Eq "$2" "${3:-$W/out}" && return 0
	echo "  no line for $1 (/$2/) in:"
	sed 's/^/    /' "${3:-$W/out}" | tail -n 15
	return 1
}
# check NAME COMMANDS...: ok when every command (a string for eval) succeeds
check() {
	name=$1
	shift
	for c in "$@"; do
		eval "$c" || { bad "$name"; return; }
	done
	ok "$name"
}
NUM='[0-9]+(\.[0-9]+)?'

# A build directory whose ltk runs nothing: the benches must not time it.
mkdir -p "$W/broken/bin" "$W/nobuild"
printf '#!/bin/sh\necho "ltk: broken on purpose" >&2\nexit 1\n' > "$W/broken/bin/ltk"
chmod +x "$W/broken/bin/ltk"
printf 'close01 close01\ndup01 dup01\nwrite01 write01\ngetpid01 getpid01\n' > "$W/tiny"

# ---- bench/overhead.sh ----------------------------------------------------------------------
fs_line=true
[ "$(id -u)" = 0 ] && fs_line="has 'a filesystem line' '^  (ext2|tmpfs): ($NUM ms per run|not measured)'"
check "overhead.sh: per-run times and ratios of the bare, forking, trivial and tmpdir programs" \
	"bench 0 overhead.sh '$O' 2 1" \
	"has 'the bare program' '^bare fork\+exec: +$NUM ms per run$'" \
	"has 'the floor' '^bare, forking once: +$NUM ms per run, ratio $NUM '" \
	"has 'the trivial test' '^trivial tst_test test: +$NUM ms per run, ratio $NUM$'" \
	"has 'the tmpdir test' '^with a temporary directory: +$NUM ms per run, ratio $NUM$'" \
	"has 'the library part' '^the library.s own part: +trivial test ${NUM}x, with a temporary directory ${NUM}x'" \
	"$fs_line"
check "overhead.sh: a trivial test that fails (bad LTP_TIMEOUT_MUL) is not timed: exit 1 and its TBROK" \
	"(export LTP_TIMEOUT_MUL=abc; bench 1 overhead.sh '$O' 2 1)" \
	"has 'the reason' 'trivial exited 2 instead of 0, nothing measured' '$W/err'" \
	"has 'the TBROK line' 'TBROK: Invalid LTP_TIMEOUT_MUL' '$W/err'" \
	"! grep -q ratio '$W/out'"
check "overhead.sh: N that is not a number is a usage error (exit 2)" \
	"bench 2 overhead.sh '$O' 2x" "has usage '^usage: bench/overhead.sh' '$W/err'"

# ---- bench/runner-overhead.sh ---------------------------------------------------------------
check "runner-overhead.sh: the plain loop, ltk run -j 1 and their ratio" \
	"bench 0 runner-overhead.sh '$O' 4 1" \
	"has 'the plain loop' '^plain sh loop: $NUM ms per test$'" \
	"has 'ltk run' '^ltk run -j 1: +$NUM ms per test$'" \
	"has 'the ratio' '^runner overhead: -?$NUM ms per test \(ratio ltk/plain $NUM\)$'"
check "runner-overhead.sh: an ltk run that fails (LTK_BASELINE) is not timed: exit 1" \
	"(export LTK_BASELINE='$W/broken/bin/ltk'; bench 1 runner-overhead.sh '$O' 2 1)" \
	"has 'the reason' 'run exited 1 instead of 0, nothing measured' '$W/err'" \
	"has 'the run output' 'broken on purpose' '$W/err'" \
	"! grep -q 'runner overhead' '$W/out'"
check "runner-overhead.sh: a build without ltk is refused (exit 2)" \
	"bench 2 runner-overhead.sh '$W/nobuild' 2 1" "has 'the reason' 'no ltk at $W/nobuild/bin/ltk' '$W/err'"

# ---- bench/parallel-speedup.sh --------------------------------------------------------------
check "parallel-speedup.sh: -j 1 and -j 2 over sleeping and busy fake tests (0.1 s each)" \
	"bench 0 parallel-speedup.sh '$O' 2 0.1" \
	"has 'the sleeping corpus' '^sleeping +-j 1: +${NUM}s +-j 2: +${NUM}s +speed-up ${NUM}x$'" \
	"has 'the busy corpus' '^busy +-j 1: +${NUM}s +-j 2: +${NUM}s +speed-up ${NUM}x$'"
check "parallel-speedup.sh: an ltk run that fails is not timed: exit 1" \
	"bench 1 parallel-speedup.sh '$W/broken' 2 0.1" \
	"has 'the reason' 'ltk run -j 1 exited 1 instead of 0' '$W/err'" \
	"! grep -q speed-up '$W/out'"
check "parallel-speedup.sh: SECONDS that is not a number is refused (exit 2)" \
	"bench 2 parallel-speedup.sh '$O' 2 1.2.3" "has 'the reason' 'SECONDS must be a number' '$W/err'"

# ---- bench/scenario-speedup.sh --------------------------------------------------------------
check "scenario-speedup.sh: a four-test scenario at -j 1 and -j 2, and what the machine allows" \
	"bench 0 scenario-speedup.sh '$O' 2 '$W/tiny'" \
	"has 'the machine' '^this machine: 2 loops starting processes at once run ${NUM}x as fast as one$'" \
	"has 'the speed-up' '^-j 1 $NUM s, -j 2 $NUM s, speed-up ${NUM}x$'" \
	"has 'the perfect sharing' '^4 tests; 0 run alone, '" \
	"has 'the busy time' '^-j 2 run: 2 tests running $NUM s'"
check "scenario-speedup.sh: runs that leave no results are not timed: exit 1" \
	"bench 1 scenario-speedup.sh '$W/broken' 2 '$W/tiny'" \
	"has 'the reason' 'run left no results' '$W/err'" "! grep -q speed-up '$W/out'"
check "scenario-speedup.sh: JOBS 1 is refused (exit 2)" \
	"bench 2 scenario-speedup.sh '$O' 1 '$W/tiny'" "has 'the reason' 'JOBS must be at least 2' '$W/err'"

# ---- bench/fs-setup.sh (root: loop devices) -------------------------------------------------
if [ "$(id -u)" = 0 ] && command -v mkfs.ext2 > /dev/null; then
	check "fs-setup.sh: the cost of each filesystem's setup, once each" \
		"bench 0 fs-setup.sh '$O' 1" \
		"has 'ext2 at its minimal size' '^ext2 +[0-9]+MB( +$NUM){6} +1\.0$'" \
		"has 'the 300 MB table' '^through the library, 300 MB devices'" \
		"has 'mkfs alone' '^ext2 +[0-9]+ +[0-9]+ +-F -q'"
else
	ok "fs-setup.sh: SKIP (needs root and mkfs.ext2)"
fi
check "fs-setup.sh: REPEAT 0 is refused (exit 2)" \
	"bench 2 fs-setup.sh '$O' 0" "has 'the reason' 'REPEAT must be at least 1' '$W/err'"

# ---- bench/vm-boot.sh (QEMU and a kernel in /boot) ------------------------------------------
KERNEL=$(find /boot -maxdepth 1 -name "vmlinuz-*-amd64" 2> /dev/null | sort -V | tail -n 1)
if [ -n "$KERNEL" ] && [ -r "$KERNEL" ] && command -v qemu-system-x86_64 > /dev/null; then
	check "vm-boot.sh: a cold boot, a restored guest and a boot, one each" \
		"bench 0 vm-boot.sh '$O' '$KERNEL' 1" \
		"has 'the restored run' '^restored 1 +-> booted +$NUM s, -> first test +$NUM s'" \
		"has 'the booted run' '^booted 1 +-> booted +$NUM s, -> first test +$NUM s'" \
		"has 'the medians' '^median of 1 runs booting \(--no-snapshot\): QEMU start -> first test $NUM s$'"
else
	ok "vm-boot.sh: SKIP (needs qemu-system-x86_64 and a kernel in /boot)"
fi
check "vm-boot.sh: a build without ltk is refused (exit 2)" \
	"bench 2 vm-boot.sh '$W/nobuild' /dev/null 1" "has 'the reason' 'no ltk at' '$W/err'"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
