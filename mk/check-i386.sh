#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# make check, i386 part: build the library, the tests and the self-tests with `gcc -m32`
# (Debian's gcc-multilib) into BUILD_DIR/i386, then run the default scenario's tests as 32-bit
# programs on this 64-bit kernel (its compat system call layer) under the 64-bit ltk. The
# runner itself is not built for i386 (it links json-c, which has no i386 package here): a
# copy of BUILD_DIR/bin/ltk in BUILD_DIR/i386/bin finds the 32-bit tests there (an ltk in
# a build directory runs that directory's testcases/bin; doc/running.md, "Which tree").
# No test may end FAIL, BROK or timeout; TCONF (a test or case that has no meaning on this
# ABI says so) and WARN (host state left by tests running beside it) are accepted. What fails
# runs again alone, and what still fails is run as a 64-bit program: failing both ways, it
# is not about the ABI and is only listed.
# To stay within CI's time, the run is one deterministic shard of the scenario:
# LTK_I386_SHARD (default 1/3; "all" runs everything).
# Prints "N passed, N failed"; a machine without a 32-bit C library counts as skipped, and
# so does the run on a kernel that does not run 32-bit programs.
#   check-i386.sh BUILD_DIR
set -u
O=${1:-build}
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
B=$O/i386
SHARD=${LTK_I386_SHARD:-1/3}
passed=0
failed=0

if ! echo 'int main(void) { return 0; }' | gcc -m32 -x c -o /dev/null - 2>/dev/null; then
	echo "skip i386: gcc -m32 cannot link (apt-get install gcc-multilib, see mk/deps.sh)"
	echo "0 passed, 0 failed"
	exit 0
fi
if [ ! -x "$O/bin/ltk" ]; then
	echo "FAIL i386: $O/bin/ltk not built (run make)"
	echo "0 passed, 1 failed"
	exit 1
fi

mkdir -p "$B/bin"
if ! nice make -C "$SRC" -j2 O="$B" CC="gcc -m32" lib tests selftests > "$B/build.log" 2>&1
then
	echo "FAIL i386 build (make lib tests selftests with gcc -m32):"
	grep -E 'error|Error' "$B/build.log" | head -n 30 | sed 's/^/    /'
	echo "0 passed, 1 failed"
	exit 1
fi
# the compiler's warnings (not make's own, e.g. "-j2 forced in submake" under make check)
if grep 'warning:' "$B/build.log" | grep -qv '^make'; then
	failed=$((failed + 1))
	echo "FAIL i386 build has warnings:"
	grep 'warning:' "$B/build.log" | grep -v '^make' | head -n 20 | sed 's/^/    /'
else
	passed=$((passed + 1))
	echo "ok   i386 build of the library, the tests and the self-tests"
fi
cp "$O/bin/ltk" "$B/bin/ltk"
# A 64-bit kernel runs 32-bit programs only with IA32 emulation on: not built in, turned off
# (ia32_emulation=0), or a hypervisor without a 32-bit user mode (exec fails with ENOEXEC).
echo 'int main(void) { return 0; }' | gcc -m32 -x c -o "$B/probe32" - 2>/dev/null
if ! "$B/probe32" 2> /dev/null; then
	echo "skip i386 run: this kernel does not run 32-bit programs (IA32 emulation off or unsupported)"
	echo "$passed passed, $failed failed"
	[ "$failed" = 0 ]
	exit
fi

res=$B/results
rm -rf "$res"
shard_opt="--shard $SHARD"
[ "$SHARD" = all ] && shard_opt=""
# shellcheck disable=SC2086
nice "$B/bin/ltk" run -j 2 $shard_opt --results "$res" > "$B/run.log" 2>&1
if [ ! -f "$res/results.jsonl" ]; then
	failed=$((failed + 1))
	echo "FAIL i386 run produced no results:"
	tail -n 20 "$B/run.log" | sed 's/^/    /'
	echo "$passed passed, $failed failed"
	exit 1
fi
total=$(grep -c '"test_fqn"' "$res/results.jsonl")
bad_in() {	# bad_in RESULTS_DIR: "test (status)" for every FAIL, BROK and timeout
	grep -E '"status":"(fail|brok|broken|timeout)"' "$1/results.jsonl" |
		sed 's/^{"test_fqn":"\([^"]*\)".*"status":"\([^"]*\)".*/\1 (\2)/'
}
bad=$(bad_in "$res")
# Timing and I/O-counting tests can lose to a loaded machine in a parallel run: what failed
# runs once more, alone (-j 1); only what fails again counts.
if [ -n "$bad" ]; then
	echo "     rerunning alone: $(echo "$bad" | tr '\n' ' ')"
	rm -rf "$res.rerun"
	nice "$B/bin/ltk" run -j 1 --rerun-failed "$res" --results "$res.rerun" \
		>> "$B/run.log" 2>&1
	if [ -f "$res.rerun/results.jsonl" ]; then
		bad=$(bad_in "$res.rerun")
		res=$res.rerun
	fi
fi
# What still fails and fails as a 64-bit program too (same runner, same test) is not about the
# 32-bit ABI: it is listed, and left to the checks of the 64-bit corpus.
if [ -n "$bad" ]; then
	names=$(echo "$bad" | sed 's/ (.*//' | tr '\n' '|')
	rm -rf "$res.64"
	nice "$O/bin/ltk" run -j 1 -s "^(${names%|})( |\$)" --results "$res.64" >> "$B/run.log" 2>&1
	if [ -f "$res.64/results.jsonl" ]; then
		also=$(bad_in "$res.64" | sed 's/ (.*//')
		for t in $also; do
			echo "     $t fails as a 64-bit program too: not counted here"
			bad=$(echo "$bad" | grep -v "^$t (")
		done
	fi
fi
# Known 32-bit failures (mk/i386-known-failures.txt): named, not counted.
while read -r t; do
	case $t in ''|'#'*) continue ;; esac
	if echo "$bad" | grep -q "^$t ("; then
		echo "     $t: a known 32-bit failure (mk/i386-known-failures.txt)"
		bad=$(echo "$bad" | grep -v "^$t (")
	fi
done < "$SRC/mk/i386-known-failures.txt"
if [ -n "$bad" ]; then
	failed=$((failed + 1))
	echo "FAIL i386 run (shard $SHARD of the default scenario, $total tests):"
	echo "$bad" | sed 's/^/    /'
	echo "    results: $res"
else
	passed=$((passed + 1))
	echo "ok   i386 run: shard $SHARD of the default scenario, $total tests, no FAIL/BROK"
fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
