#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-tests of the runner (build/bin/ltk) with the fake tests of runner/tests/fake.c:
# statuses, every report format, timeouts, leaks, parallel scheduling, bad input, a run
# killed with SIGKILL and resumed, the runltp wrapper. Ends with "N passed, N failed".
#   mk/check-runner.sh [BUILD_DIR]
set -u
O=${1:-build}
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
LTK=$O/bin/ltk
CHK="python3 $SRC/runner/tests/check_reports.py"
SCHEMA=$SRC/doc/results-schema.json
passed=0
failed=0

W=$(mktemp -d "${TMPDIR:-/tmp}/ltk-check-runner.XXXXXX") || exit 1
fake_pids() {	# running fake tests (their binary is in this script's directory), by pid
	for p in /proc/[0-9]*; do
		case $(readlink "$p/exe" 2>/dev/null) in "$W/bin/"*) echo "${p#/proc/}" ;; esac
	done
}
cleanup() {
	for p in $(fake_pids); do kill -KILL "$p" 2>/dev/null; done
	rm -rf "$W"
}
trap cleanup EXIT
trap "exit 1" INT TERM HUP
export XDG_CACHE_HOME="$W/cache"
unset LTP_TIMEOUT_MUL

. "$SRC/mk/lib-checks.sh"
R=
is() { $CHK status "$R" "$@"; }		# is TAG=STATUS...
finding() { $CHK finding "$R" "$@"; }	# finding TAG REGEX
match() { $CHK match "$R" "$@"; }	# match TAG PATH REGEX
between() { $CHK between "$R" "$@"; }	# between TAG PATH MIN MAX
overlap() { $CHK overlap "$R" "$1" "$2"; }
no_fakes_left() {
	[ -z "$(fake_pids)" ] && return 0
	echo "processes left:"
	ps -o pid,args -p "$(fake_pids | tr '\n' ',' | sed 's/,$//')"
	return 1
}
host_clean() {	# nothing of a run (its tmp root is /tmp/ltk-XXXXXX) left on the host
	if grep -E " $W/tmp/ltk-[^/ ]*/" /proc/self/mountinfo; then return 1; fi
	for f in /sys/block/loop*/loop/backing_file; do
		[ -f "$f" ] || continue
		if grep -qE "^(/memfd:)?$W/tmp/" "$f"; then echo "loop left: $f"; return 1; fi
	done
	# the run cgroups our runs recorded (other users' runs may have their own)
	sed -n 's/^cgroup=//p' "$W"/res/*/ltk-state > "$W/cgroups" 2>/dev/null
	while read -r d; do
		[ -d "$d" ] && [ ! -d "/proc/${d##*ltk-}" ] && { echo "cgroup left: $d"; return 1; }
	done < "$W/cgroups"
	[ -z "$(ls "$W/tmp")" ] || { echo "left in the tmp base:"; ls "$W/tmp"; return 1; }
}

[ -x "$LTK" ] || { bad "no $LTK (make runner)"; echo "$passed passed, $failed failed"; exit 1; }

# ---- the fake tests -----------------------------------------------------------------------
mkdir -p "$W/bin" "$W/rt" "$W/tmp"
export TMPDIR="$W/tmp"	# the runs' temporary roots go there: host_clean looks there
if ! cc -O2 -Wall -Wextra -o "$W/bin/fake" "$SRC/runner/tests/fake.c" 2> "$W/out"; then
	bad "building runner/tests/fake.c"
	echo "$passed passed, $failed failed"
	exit 1
fi
# ---- the shared-memory spawn (runner/spawn.c) on its own ------------------------------------
if cc -O2 -Wall -Wextra -D_GNU_SOURCE -I"$SRC/runner" -o "$W/bin/spawn_test" \
	"$SRC/runner/tests/spawn_test.c" "$SRC/runner/spawn.c" 2> "$W/out"; then
	cg_root=$(awk '$3 == "cgroup2" { print $2; exit }' /proc/self/mounts)
	cg_own=$(sed -n 's/^0:://p' /proc/self/cgroup)
	cg=$cg_root${cg_own%/}/ltk-spawn-test-$$
	[ -n "$cg_root" ] && [ -n "$cg_own" ] && mkdir "$cg" 2> /dev/null || cg=
	"$W/bin/spawn_test" ${cg:+"$cg"} > "$W/spawn.out" 2>&1
	rc=$?
	[ -n "$cg" ] && rmdir "$cg"
	if [ $rc = 0 ] && ! grep -q '^FAIL' "$W/spawn.out"; then
		ok "spawn_shared: $(grep -c '^ok' "$W/spawn.out") checks$(grep '^skip' "$W/spawn.out" | sed 's/^/, /')"
	else
		bad "spawn_shared (exit $rc)"
		sed 's/^/    /' "$W/spawn.out"
	fi
else
	bad "building runner/tests/spawn_test.c"
	sed 's/^/    /' "$W/out"
fi

for n in fake_alone fake_dev fake_t1 fake_legacy fake_kconf fake_x_swap fake_x_swap_net fake_x_net; do ln -f "$W/bin/fake" "$W/bin/$n"; done
# a script on the shell loader, whose tst_loader.sh answers --metadata (a stand-in next to
# it here: the tree's own comes first in the PATH ltk gives its tests)
# shellcheck disable=SC2016 # expanded by the script written
printf '#!/bin/sh\n. "${0%%/*}/tst_loader.sh"\n' > "$W/bin/fake_loader.sh"
cat > "$W/bin/tst_loader.sh" <<'X'
if [ "${1:-}" = --metadata ]; then
	echo '{"ltk_metadata": 1, "name": "fake_loader.sh", "api": "tst_test", "timeout": 30,'
	echo '"runtime": 0, "runs_alone": false, "needs_device": false, "needs_root": false}'
	exit 0
fi
exec fake "$@"
X
chmod +x "$W/bin/fake_loader.sh"
export PATH="$W/bin:$PATH"
cd "$W" || exit 1

cat > rt/basic <<'X'
#DESCRIPTION: statuses
pass01 fake pass
env01 fake env
fail01 fake fail
brok01 fake brok
conf01 fake conf
warn01 fake warn
mixed01 fake mixed
silent01 fake_legacy silent
segv01 fake segv
hang01 fake_t1 hang
#ltk: timeout=1
ignterm01 fake ignterm
exit255 fake exit255
closeout fake closeout
orphan01 fake orphan
files01 fake files
shell01 echo from a shell; exit 32
 indented lines are ignored
skipme fake fail
X
echo 'skipme known to fail here' > rt/skip

# the leftover detector detects
(exec "$W/bin/fake" sleep 5) &
sleep 0.2
if no_fakes_left > /dev/null; then bad "no_fakes_left misses a running fake test"; else
	ok "no_fakes_left sees a running fake test"; fi
kill -KILL $! 2>/dev/null
wait $! 2>/dev/null

# ---- statuses and every report format -------------------------------------------------------
t0=$(date +%s)
R=res/basic
if ltk_run 7 run -f rt/basic -S rt/skip -j 2 --grace 1 --results $R; then
	check "statuses" is pass01=pass env01=pass fail01=fail brok01=brok conf01=conf warn01=warn \
		mixed01=fail silent01=pass segv01=brok hang01=timeout ignterm01=timeout \
		exit255=brok closeout=pass orphan01=warn files01=warn shell01=conf skipme=skip
	# shellcheck disable=SC2086 # $CHK is a command and its script
	check "results.json matches doc/results-schema.json" $CHK schema $R "$SCHEMA"
	# shellcheck disable=SC2086 # $CHK is a command and its script
	check "counts agree in results.json, results.jsonl, junit.xml, ltk.log" $CHK counts $R
	check "segfault is brok with the signal name" match segv01 reason "SIGSEGV"
	check "exit 255 is brok" match exit255 reason "exit code 255"
	check "skip carries the skip file's reason" match skipme reason "^known to fail here$"
	check "Summary block counts are reported" sh -c \
		"$CHK match $R mixed01 test.passed '^2$' && $CHK match $R mixed01 test.skipped '^1$'"
	check "orphan reported as a leak" finding orphan01 "process.*left running"
	check "files left in TMPDIR reported" finding files01 "file left in TMPDIR"
	check "health lists the tests with findings" python3 -c "import json, sys
h = json.load(open('$R/results.json'))['health']
sys.exit(sorted(h['tests_with_findings']) != ['files01', 'orphan01'])"
	check "first failing lines kept" match fail01 first_failures "TFAIL: expected 1"
	check "summary lists failures with their lines" out_has "| fake.c:2: TFAIL: expected 1"
	check "summary lists the slowest tests" out_has "^Slowest:"
	check "log per test" grep -q "TPASS: all good" $R/logs/pass01.log
	check "ltk.log in pan format for a signal" grep -q \
		"^tag=segv01 stime=[0-9]* dur=[0-9]* exit=signaled stat=11 core=no cu=" $R/ltk.log
	check "hang killed at its metadata timeout (1 s + 3 s)" between hang01 test.duration 3.5 8
	check "SIGTERM-ignoring test killed after the grace" between ignterm01 test.duration 1.5 5
fi
check "no test process left behind" no_fakes_left
[ $(($(date +%s) - t0)) -lt 30 ] || bad "basic run took $(($(date +%s) - t0)) s"

# ---- KTAP through a TAP consumer ------------------------------------------------------------
"$LTK" run -f rt/basic -S rt/skip -j 2 --grace 1 --ktap --results res/ktap > ktap.out 2> out
# shellcheck disable=SC2016 # a perl program
check "KTAP read by TAP::Parser: 17 tests, 7 ok (3 skipped), 10 not ok" perl -MTAP::Parser -e '
	open(my $f, "<", $ARGV[0]) or die "$ARGV[0]: $!\n";
	my $p = TAP::Parser->new({ tap => do { local $/; <$f> } });
	while (my $r = $p->next) { }
	die "parse errors: " . join(",", $p->parse_errors) . "\n" if $p->parse_errors;
	die "tests " . $p->tests_run . "\n" unless $p->tests_run == 17;
	die "passed " . scalar($p->passed) . "\n" unless scalar($p->passed) == 7;
	die "skipped " . scalar($p->skipped) . "\n" unless scalar($p->skipped) == 3;
	die "failed " . scalar($p->failed) . "\n" unless scalar($p->failed) == 10;' ktap.out
printf 'p1 fake pass\np2 fake conf\n' > rt/good
"$LTK" run -f rt/good --ktap --results res/ktap2 > ktap2.out 2> out
check "prove accepts an all-passing KTAP stream" prove -Q -e cat ktap2.out

# ---- big output ------------------------------------------------------------------------------
printf 'big01 fake bigout\n' > rt/big
R=res/big
if ltk_run 0 run -f rt/big --log-limit 1M --results $R; then
	check "100 MB of output: log capped at 1 MiB" \
		test "$(stat -c %s $R/logs/big01.log)" -lt 1100000
	check "truncation noted in the log" grep -q "output truncated" $R/logs/big01.log
	check "truncation noted in results.json" match big01 test.log_truncated True
	check "Summary read after the truncation" match big01 test.passed "^1$"
fi

# ---- leaks a test leaves (root) -------------------------------------------------------------
if [ "$(id -u)" = 0 ] && [ -e /dev/loop-control ]; then
	printf 'leak01 fake leak\nleak02 fake leak-memory\nkmsg01 fake kmsg\norphan02 fake orphan-setsid\n' > rt/leak
	R=res/leak
	if ltk_run 0 run -f rt/leak -j 1 --results $R; then
		check "leaked mount reported" finding leak01 "mount left behind"
		check "leaked loop device reported" finding leak01 "loop device left attached"
		check "leaked loop device over memory reported by the name of its memory" \
			finding leak02 "loop device left attached: /dev/loop[0-9]+ \(backing file $W/tmp/ltk-[^/]+/[0-9]+/img\)"
		check "kernel log warning attached to the test" finding kmsg01 "kernel log: WARNING"
		check "setsid orphan caught" finding orphan02 "left running"
		# found in the test's cgroup, a leftover is named with its pid and state
		grep -q '^cgroup=/' $R/ltk-state && check "the leftover is named" \
			finding orphan02 "left running after the test ended \(killed\): fake\[[0-9]+\] [A-Za-z]"
		check "leaking tests are warn" is leak01=warn leak02=warn kmsg01=warn orphan02=warn
	fi
	R=res/nocg
	printf 'orphan03 fake orphan-setsid\n' > rt/nocg
	LTK_NO_CGROUP=1 ltk_run 0 run -f rt/nocg -j 1 --results $R &&
		check "without cgroup: setsid orphan caught as a stray" finding orphan03 "left running"
	check "host clean: no mount, loop device, cgroup or TMPDIR left" host_clean
	check "no test process left behind (setsid)" no_fakes_left
else
	echo "skip leak checks: not root or no loop devices"
fi

# ---- checkpoint pages a killed test left in /dev/shm ------------------------------------------
if [ -d /dev/shm ] && [ -w /dev/shm ]; then
	sleep 300 &
	live=$!
	: > "/dev/shm/ltp_live_$live"		# its process runs: not a leftover
	# shellcheck disable=SC2016 # $$ is the inner shell's
	old=$(sh -c ': > /dev/shm/ltp_old_$$; echo /dev/shm/ltp_old_$$')	# before the run
	printf 'shm01 fake shm\nsleep01 fake sleep 1\n' > rt/shm
	R=res/shm
	ltk_run 2 run -f rt/shm -j 2 --results $R &&
		check "a test's page left in /dev/shm is a finding, removed (-j 2, by its pid)" \
			finding shm01 "/dev/shm/ltp_fake_[0-9]+ left \(removed\)"
	# shellcheck disable=SC2016 # $$ is the inner shell's
	printf '%s\n' 'shm02 sh -c ": > /dev/shm/ltp_shm02_$$; kill -KILL $$"' > rt/shm2
	R=res/shm2
	ltk_run 2 run -f rt/shm2 -j 1 --results $R &&
		check "a page made by a shell under the test is a finding, removed (alone)" \
			finding shm02 "/dev/shm/ltp_shm02_[0-9]+ left \(removed\)"
	check "no page of the tests left in /dev/shm" \
		sh -c '! ls /dev/shm/ltp_fake_* /dev/shm/ltp_shm02_* 2>/dev/null'
	check "the page of a live process and an older page are not touched" \
		test -f "/dev/shm/ltp_live_$live" -a -f "$old"
	kill "$live"
	wait "$live" 2>/dev/null
	rm -f "/dev/shm/ltp_live_$live" "$old"
fi

# ---- a kernel tainted during a test -----------------------------------------------------------
# The taint flags are read from LTK_TAINTED_FILE, so a test can "taint" without harm.
echo 0 > "$W/tainted"
# shellcheck disable=SC2016 # expanded by the shell running the runtest line
printf 'clean01 true\ntaint01 echo 512 > "$LTK_TAINTED_FILE"\nafter01 true\n' > rt/taint
R=res/taint
if LTK_TAINTED_FILE="$W/tainted" ltk_run 8 run -f rt/taint -j 1 --results $R; then
	check "taint reported on the test that tainted, with the flag" \
		finding taint01 "kernel tainted during the test: 0 -> 512 \\(new flags W\\)"
	check "tainting test is warn, the others pass" is clean01=pass taint01=warn after01=pass
	check "results.json environment marks the kernel tainted" \
		python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(0 if d["health"]["tainted"] else 1)' "$R/results.json"
fi
LTK_TAINTED_FILE="$W/tainted" ltk_run 0 run -f rt/taint -j 1 --exit-zero --results res/taint2 &&
	ok "--exit-zero: a tainted kernel exits 0"
# no_finding TAG VALUE FLAGS WHY: a test that sets taint flags that say nothing of the
# kernel's health passes, and results.json does not call the kernel tainted
no_finding() {
	echo 0 > "$W/tainted"
	# shellcheck disable=SC2016 # expanded by the shell running the runtest line
	printf '%s echo %s > "$LTK_TAINTED_FILE"\n' "$1" "$2" > "rt/taint-$1"
	R=res/taint-$1
	if LTK_TAINTED_FILE="$W/tainted" ltk_run 0 run -f "rt/taint-$1" -j 1 --results "$R"; then
		check "$4 taint flags $3 are no finding: the test passes" is "$1=pass"
		check "results.json does not mark the kernel tainted for $3" \
			python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); sys.exit(1 if d["health"]["tainted"] else 0)' "$R/results.json"
	fi
}
# O and E (4096 + 8192): an unsigned out-of-tree module was loaded, e.g. LTK's test module
no_finding modload01 12288 "O and E" "a module's"
# X (65536): the distributions' flag; Debian's kernel sets it for fanotify permission events
no_finding fanotify01 65536 X "the distributions'"
echo 8192 > "$W/tainted"
# shellcheck disable=SC2016 # expanded by the shell running the runtest line
printf 'warn01 echo 8704 > "$LTK_TAINTED_FILE"\n' > rt/taint-mod2
R=res/taint-mod2
LTK_TAINTED_FILE="$W/tainted" ltk_run 8 run -f rt/taint-mod2 -j 1 --results $R &&
	check "W beside an E already set is still a finding" \
		finding warn01 "kernel tainted during the test: 8192 -> 8704 \\(new flags W\\)"

# ---- bad input --------------------------------------------------------------------------------
printf 'good01 fake pass\nbad01\n' > rt/malformed
ltk_run 64 run -f rt/malformed --results res/x &&
	check "tag without command names file:line" out_has "rt/malformed:2: test 'bad01' has no"
printf '#ltk: fast\ngood01 fake pass\n' > rt/baddir
ltk_run 64 run -f rt/baddir --results res/x &&
	check "unknown directive names file:line" out_has "rt/baddir:1: unknown directive 'fast'"
ltk_run 64 run -f rt/nonexistent &&
	check "missing runtest file" out_has "'rt/nonexistent' not found"
ltk_run 64 run --bogus && check "unknown option" out_has "unknown option '--bogus'"
LTP_TIMEOUT_MUL=abc ltk_run 64 run -f rt/good && check "hostile LTP_TIMEOUT_MUL" out_has "='abc'"
LTP_TIMEOUT_MUL=-2 ltk_run 64 run -f rt/good && check "negative LTP_TIMEOUT_MUL" out_has "='-2'"
ltk_run 64 run -j abc -f rt/good && check "bad -j" out_has "-j: 'abc'"
ltk_run 64 run --shard 3/2 -f rt/good && check "bad --shard" out_has "--shard: '3/2'"
ltk_run 64 run -t 5x -f rt/good && check "bad -t" out_has "-t: '5x'"
ltk_run 64 run -f && check "option without its argument" out_has "needs an argument"
printf '[bad\n' > rt/badskip
ltk_run 64 run -S rt/badskip -f rt/good &&
	check "bad skip regex names file:line" out_has "rt/badskip:1: bad regular expression"
ltk_run 64 run --resume res/nothing-here && check "resume of a missing run" out_has "nothing-here"
ltk_run 64 bogus && check "unknown command" out_has "unknown command 'bogus'"
ltk_run 64 run -f rt/good --results res/basic &&
	check "--results of an earlier run is refused" out_has "already holds a run"
# shellcheck disable=SC2016 # expanded by the inner sh
ltk_run 0 run --help && check "run --help lists every option" sh -c '
	for o in -f -s -S -I --shuffle --shard --list -t --suite-timeout --timeout --grace -j \
		 --devices --durations --results --resume --ktap --log-limit --quiet --no-kmsg \
		 -d --exit-zero; do
		grep -q -- "$o" out || { echo "missing $o"; exit 1; }
	done'
check "a rejected run created no results" test ! -e res/x

# ---- selection: -s, -I, --list, --shuffle, --shard, order, --exit-zero --------------------------
printf 'a1 fake pass\na2 fake pass\nb1 fake pass\nb2 fake pass\nc1 fake pass\nc2 fake pass\n' \
	> rt/sel
ltk_run 0 run -f rt/sel -n && check "--list prints and runs nothing" \
	sh -c "[ \$(grep -c 'fake pass' out) = 6 ] && [ ! -d results ]"
ltk_run 0 run -f rt/sel -s '^b' -n && check "-s keeps matching lines" \
	sh -c "[ \$(grep -c 'fake pass' out) = 2 ] && grep -q '^b1' out"
ltk_run 0 run -f rt/sel -I 2 -s a1 -n && check "-I repeats with iteration tags" \
	sh -c "grep -q '^1_ITERATION_a1' out && grep -q '^2_ITERATION_a1' out"
"$LTK" run -f rt/sel --shuffle 7 -n > s1 2>&1
"$LTK" run -f rt/sel --shuffle 7 -n > s2 2>&1
"$LTK" run -f rt/sel -n > s0 2>&1
check "--shuffle: same seed, same order; not file order" sh -c "cmp -s s1 s2 && ! cmp -s s0 s1"
printf '5 a1\n4 a2\n3 b1\n2 b2\n1 c1\n1 c2\n' > dur
"$LTK" run -f rt/sel --shard 1/2 --durations dur -n > sh1 2>&1
"$LTK" run -f rt/sel --shard 2/2 --durations dur -n > sh2 2>&1
# shellcheck disable=SC2016 # expanded by the inner sh
check "--shard: parts disjoint, covering all, balanced" sh -c '
	[ $(cat sh1 sh2 | cut -f1 | sort -u | wc -l) = 6 ] &&
	[ $(wc -l < sh1) = 3 ] && [ $(wc -l < sh2) = 3 ] && grep -q "^a1" sh1 && grep -q "^a2" sh2'
ltk_run 0 run -f rt/basic -S rt/skip --grace 1 -q --exit-zero --results res/ez &&
	ok "--exit-zero exits 0 with failures"

# ---- parallel scheduling ----------------------------------------------------------------------
cat > rt/par <<'X'
s1 fake sleep 1
s2 fake sleep 1
s3 fake sleep 1
s4 fake sleep 1
alone1 fake_alone sleep 0.5
legacy1 fake_legacy sleep 0.5
legacy2 fake_legacy sleep 0.5
#ltk: parallel
legacy3 fake_legacy sleep 0.5
dev1 fake_dev sleep 0.5
dev2 fake_dev sleep 0.5
loader1 fake_loader.sh sleep 0.5
X
t0=$(date +%s.%N)
R=res/par
if ltk_run 0 run -f rt/par -j 4 --devices 1 -q --results $R; then
	t1=$(date +%s.%N)
	check "-j 4: four 1 s sleepers overlap" overlap s1 s4
	check "runs_alone test overlaps nothing" sh -c \
		"! $CHK overlap $R alone1 s1 && ! $CHK overlap $R alone1 legacy3 &&
		 ! $CHK overlap $R alone1 dev1"
	check "lines without metadata (legacy tests: devices, modules?) run serially" sh -c \
		"! $CHK overlap $R legacy1 legacy2 && ! $CHK overlap $R legacy1 s2"
	check "a script on tst_loader.sh has metadata: it shares the machine" sh -c \
		"$CHK overlap $R loader1 s1 || $CHK overlap $R loader1 dev1 ||
		 $CHK overlap $R loader1 s4 || $CHK overlap $R loader1 legacy3"
	check "#ltk: parallel lets a legacy test share the machine" sh -c \
		"$CHK overlap $R legacy3 s1 || $CHK overlap $R legacy3 dev1 ||
		 $CHK overlap $R legacy3 s4"
	check "device budget: one device test at a time" sh -c "! $CHK overlap $R dev1 dev2"
	check "-j 4 run well under the serial time (7 s)" \
		python3 -c "import sys; sys.exit(not $t1 - $t0 < 5.5)"
fi
cat > rt/excl <<'X'
x1 fake_x_swap sleep 0.5
x2 fake_x_swap sleep 0.5
x3 fake_x_swap_net sleep 0.5
n1 fake_x_net sleep 0.5
p1 fake sleep 0.5
X
R=res/excl
if ltk_run 0 run -f rt/excl -j 4 -q --results $R; then
	check "exclusive: two tests holding swap never overlap" sh -c \
		"! $CHK overlap $R x1 x2 && ! $CHK overlap $R x1 x3 && ! $CHK overlap $R x2 x3"
	check "exclusive: tests holding swap and net wait for both" sh -c "! $CHK overlap $R x3 n1"
	check "exclusive: a test holding swap runs beside the others" sh -c \
		"$CHK overlap $R x1 p1 && $CHK overlap $R x1 n1"
fi
ltk_run 0 show -f rt/excl x3 &&
	check "ltk show names what a test holds" out_has "never beside another test holding: swap net"
printf 'd1 fake_dev sleep 0.5\nd2 fake_dev sleep 0.5\n' > rt/dev
R=res/ltpdev
LTP_DEV=/dev/null ltk_run 0 run -f rt/dev -j 4 -q --results $R &&
	check "LTP_DEV set: device tests take turns on it" sh -c "! $CHK overlap $R d1 d2"
check "durations of the run recorded for the next, with the CPU time" \
	grep -q '^1\.[0-9]* s1 0\.0[0-9]*$' "$XDG_CACHE_HOME/ltk/durations"
printf '0.1 s1\n9 s4 nan\n5 s3 -1\nnan s2\ninf s2\n' > dur2
"$LTK" run -f rt/par -j 4 --durations dur2 -n > lf 2>&1
check "-j > 1 starts the longest (recorded) tests first; NaN, infinite, negative ignored" \
	sh -c "head -n 3 lf | cut -f1 | tr '\n' ' ' | grep -qx 's4 s3 s2 '"
# b1 and b2 are the longest (recorded), but both busy: each runs beside a test that waits.
# The waiting ones take longer than the busy ones, so that b2 follows b1 beside w1 even when
# b1 gets its 0.4 s of CPU slowly on a loaded machine.
printf 'b1 fake busy 0.4\nb2 fake busy 0.4\nw1 fake sleep 1.2\nw2 fake sleep 1.2\n' > rt/mix
printf '0.5 b1 0.5\n0.5 b2 0.5\n0.4 w1 0.001\n0.4 w2\n' > dur3
R=res/mix
if ltk_run 0 run -f rt/mix -j 2 -q --durations dur3 --results $R; then
	check "-j 2: a busy test runs beside one that waits, not beside another busy one" \
		sh -c "$CHK overlap $R b1 w1 && ! $CHK overlap $R b1 b2"
	check "CPU time recorded: busy 0.4 s, sleeping 1.2 s about 0" sh -c \
		"grep -q '^0\.[4-9][0-9]* b1 0\.[3-9]' dur3 && grep -q '^1\.[2-9][0-9]* w2 0\.0' dur3"
fi
mkdir -p xdg3/ltk && cp dur3 xdg3/ltk/durations
XDG_CACHE_HOME=$PWD/xdg3 ltk_run 0 show -f rt/mix w1 &&
	check "ltk show: recorded duration and CPU time, and the kind" out_has "CPU 0\.0[0-9]s: mostly waits"

# ---- a worker's TMPDIR -------------------------------------------------------------------------
cat > rt/tmp <<'X'
tu1 sh -c 'pwd; chmod 700 .'
tu2 sh -c 'pwd; [ "$(stat -c %a .)" = 777 ] && [ -z "$(ls -A)" ]'
tu3 sh -c 'pwd; touch left'
tu4 sh -c 'pwd; [ -z "$(ls -A)" ] && [ "$PWD" = "$TMPDIR" ]'
tu5 pwd
X
R=res/tmp
if ltk_run 0 run -f rt/tmp -j 1 --exit-zero -q --results $R; then
	check "TMPDIR: each test finds it empty, mode 0777" is tu1=pass tu2=pass tu3=warn tu4=pass
	check "TMPDIR: a changed or dirty one is not handed on, a clean one is" sh -c "
		[ \"\$(cat $R/logs/tu1.log)\" != \"\$(cat $R/logs/tu2.log)\" ] &&
		[ \"\$(cat $R/logs/tu3.log)\" != \"\$(cat $R/logs/tu4.log)\" ] &&
		[ \"\$(cat $R/logs/tu4.log)\" = \"\$(cat $R/logs/tu5.log)\" ]"
fi

# ---- suite timeout, run for a time --------------------------------------------------------------
printf 'h1 fake hang\nn1 fake pass\n' > rt/suite
R=res/suite
ltk_run 4 run -f rt/suite -j 1 -T 1 --grace 1 -q --results $R &&
	check "suite timeout: running test timeout, the rest skipped" is h1=timeout n1=skip
printf 'q1 fake sleep 0.2\n' > rt/quick
mkdir -p reltmp
R=res/reltmp
ltk_run 0 run -f rt/basic -s files01 -d reltmp -q --results $R &&
	check "-d with a relative directory" is files01=warn
check "-d: the run's tmp root removed" test -z "$(ls reltmp)"
ltk_run 0 run -f rt/quick -t 1 -q --results res/for &&
	check "-t: the list runs again until the time is up" \
		grep -q '^tag=3_ITERATION_q1' res/for/ltk.log

# ---- killed with SIGKILL halfway, then resumed (from another directory) -------------------------
: > rt/resume
for i in 1 2 3 4 5 6; do echo "r$i fake sleep 0.4" >> rt/resume; done
"$LTK" run -f rt/resume -j 1 -q --results res/resume > /dev/null 2>&1 &
pid=$!
i=0
while [ $i -lt 100 ]; do
	[ -f res/resume/results.jsonl ] && [ "$(wc -l < res/resume/results.jsonl)" -ge 2 ] && break
	sleep 0.1
	i=$((i + 1))
done
kill -KILL $pid
wait $pid 2>/dev/null
n=$(wc -l < res/resume/results.jsonl)
R=res/resume
# shellcheck disable=SC2086 # $CHK is a command and its script
check "results.json valid after the crash" $CHK schema $R "$SCHEMA"
sleep 0.2
check "no test process survives the killed runner" no_fakes_left
if (cd / && ltk_run 0 run --resume "$W/res/resume" -q); then
	check "resumed run has every test exactly once" \
		is r1=pass r2=pass r3=pass r4=pass r5=pass r6=pass
	check "resume skipped the $n finished tests" \
		test "$(grep -c . $R/results.jsonl)" = 6
	# shellcheck disable=SC2086 # $CHK is a command and its script
	check "resumed reports agree" $CHK counts $R
	check "resumed results.json says complete" python3 -c \
		"import json, sys; sys.exit(not json.load(open('$R/results.json'))['ltk']['complete'])"
fi
check "host clean after the resume" host_clean

# ---- interrupted with SIGINT: running tests killed and not recorded, exit 130 -----------------
printf 'i1 fake pass\ni2 fake hang\ni3 fake pass\n' > rt/intr
"$LTK" run -f rt/intr -j 1 --grace 1 --results res/intr > intr.out 2>&1 &
pid=$!
i=0
while [ $i -lt 100 ] && ! grep -q '"i1"' res/intr/results.jsonl 2>/dev/null; do
	sleep 0.1
	i=$((i + 1))
done
sleep 0.3
kill -INT $pid
wait $pid
rc=$?
check "SIGINT: ltk exits 130" test $rc = 130
check "SIGINT: the killed test is not recorded" sh -c \
	"grep -q '\"i1\"' res/intr/results.jsonl && ! grep -q '\"i2\"' res/intr/results.jsonl"
check "SIGINT: results.json valid, marked incomplete" python3 -c \
	"import json, sys; sys.exit(json.load(open('res/intr/results.json'))['ltk']['complete'])"
check "SIGINT: no test process left" no_fakes_left
check "SIGINT: the summary says interrupted, how many did not run, how to resume" sh -c "
	grep -q 'Interrupted: this run is incomplete, 2 of 3 tests did not run' intr.out &&
	grep -q 'ltk run --resume res/intr' intr.out"

# ---- list, show, help ---------------------------------------------------------------------------
ltk_run 0 list -f rt/par && check "ltk list shows metadata" sh -c "
	grep -q '^alone1 .*tst_test *serial' out && grep -q '^legacy1 .* - *serial' out &&
	grep -q '^dev1 .*parallel device' out && grep -q '^loader1 .*tst_test *parallel' out"
echo "kc1 fake_kconf pass" > rt/kconf
ltk_run 0 list -f rt/kconf && check "ltk list marks a test that names kernel config options" \
	sh -c "grep -q '^TAG .* DEV  *KCONFIG  *ROOT ' out && grep -q '^kc1 .*parallel - *kconfig ' out"
ltk_run 0 list -f rt/par && check "ltk list: no kconfig mark without needs_kconfigs" \
	sh -c "grep -q '^dev1 .*parallel device - ' out"
ltk_run 0 show -f rt/par legacy1 &&
	check "ltk show says why a test is serial" out_has "serial (no metadata)"
ltk_run 0 show -f rt/par alone1 && check "ltk show: file:line, binary, schedule, metadata" sh -c "
	grep -q 'runtest: *rt/par:5' out && grep -q 'binary: *$W/bin/fake_alone' out &&
	grep -q 'serial' out && grep -q '\"runs_alone\": true' out"
cp "$W/bin/fake_alone" "$W/bin/fake_gone"
echo "gone1 fake_gone pass" > rt/gone
"$LTK" list -f rt/gone > /dev/null 2>&1
cache_of() {	# cache_of ROOT: the metadata cache file of the tree rooted at ROOT
	python3 -c 'import os, sys
h = 0xcbf29ce484222325
for b in os.fsencode(os.path.realpath(sys.argv[1])):
	h = (h ^ b) * 0x100000001b3 % 2**64
print("%s/ltk/metadata-%016x.json" % (sys.argv[2], h))' "$1" "$XDG_CACHE_HOME"
}
CACHE_A=$(cache_of "$O")
in_cache() {	# in_cache BINARY [FILE]: the metadata cache (this tree's) holds an answer for it
	python3 -c 'import json, sys
sys.exit(0 if sys.argv[2] in json.load(open(sys.argv[1])) else 1)' \
		"${2:-$CACHE_A}" "$1" 2> /dev/null
}
in_cache "$W/bin/fake_gone" || bad "metadata of fake_gone not cached"
rm -f "$W/bin/fake_gone"
if ltk_run 0 list -f rt/par; then
	if ! in_cache "$W/bin/fake_gone" && in_cache "$W/bin/fake_alone"; then
		ok "the metadata cache drops a binary that is gone, keeps the others"
	else
		bad "the metadata cache kept fake_gone or lost fake_alone"
	fi
fi
cp "$W/bin/fake_alone" "$W/bin/fake_gone2"
echo "gone2 fake_gone2 pass" > rt/gone2
"$LTK" list -f rt/gone2 > /dev/null 2>&1
rm -f "$W/bin/fake_gone2"
echo "alone1 fake_alone pass" > rt/alone
if ltk_run 0 run -f rt/alone --results res/gone2 && in_cache "$W/bin/fake_alone"; then
	if in_cache "$W/bin/fake_gone2"; then
		bad "ltk run left the answer of a binary that is gone in the metadata cache"
	else
		ok "ltk run drops a binary that is gone from the metadata cache (after its tests)"
	fi
fi
# one cache file per tree: tree B, an install tree of its own with a copy of ltk
mkdir -p "$W/treeB/bin" "$W/treeB/runtest" "$W/treeB/testcases/bin"
cp "$LTK" "$W/treeB/bin/ltk"
cp "$W/bin/fake" "$W/treeB/testcases/bin/fake_b"
printf 'b1 fake_b pass\nb2 fake_alone pass\n' > "$W/treeB/runtest/b"
CACHE_B=$(cache_of "$W/treeB")
ltk_b() {	# ltk_b ARGS...: tree B's ltk, which must exit 0; output in $W/out
	"$W/treeB/bin/ltk" "$@" > "$W/out" 2>&1 || { bad "tree B's ltk $* exited $?"; return 1; }
}
if ltk_b list -f b; then
	check "metadata cache: each tree has its own file" sh -c "
		[ -f '$CACHE_A' ] && [ -f '$CACHE_B' ] && [ '$CACHE_A' != '$CACHE_B' ]"
	if in_cache "$W/treeB/testcases/bin/fake_b" "$CACHE_B" &&
	   ! in_cache "$W/treeB/testcases/bin/fake_b" &&
	   in_cache "$W/bin/fake_alone" "$CACHE_B"; then
		ok "metadata cache: a tree's binaries and those it ran from PATH are in its file only"
	else
		bad "metadata cache: fake_b not in tree B's file, or in tree A's, or fake_alone missing"
	fi
fi
# a forged answer in tree B's file is believed while the binary is unchanged, then re-asked
python3 -c 'import json, sys
c = json.load(open(sys.argv[1]))
c[sys.argv[2]]["metadata"]["runs_alone"] = True
json.dump(c, open(sys.argv[1], "w"))' "$CACHE_B" "$W/treeB/testcases/bin/fake_b"
ltk_b list -f b && check "metadata cache: tree B reads its own file" grep -q '^b1 .*serial' out
touch -d '1 minute ago' "$W/treeB/testcases/bin/fake_b"
ltk_b list -f b && check "metadata cache: a changed binary is asked again" \
	grep -q '^b1 .*tst_test *parallel' out
# the shared metadata.json of older ltk versions is neither read nor removed
cp "$CACHE_B" "$XDG_CACHE_HOME/ltk/metadata.json"
python3 -c 'import json, sys
c = json.load(open(sys.argv[1]))
c[sys.argv[2]]["metadata"]["runs_alone"] = True
json.dump(c, open(sys.argv[1], "w"))' "$XDG_CACHE_HOME/ltk/metadata.json" \
	"$W/treeB/testcases/bin/fake_b"
ltk_b list -f b && check "metadata cache: the old shared metadata.json is ignored and left" \
	sh -c "grep -q '^b1 .*parallel' out && [ -f '$XDG_CACHE_HOME/ltk/metadata.json' ]"
rm -f "$XDG_CACHE_HOME/ltk/metadata.json"
# a hostile cache file counts as empty: not json, then a FIFO (which must not block)
echo '{"x": [' > "$CACHE_B"
ltk_b list -f b && check "metadata cache: a file that is not json counts as empty" \
	grep -q '^b1 .*tst_test *parallel' out
rm -f "$CACHE_B"
mkfifo "$CACHE_B"
timeout 30 "$W/treeB/bin/ltk" list -f b > out 2>&1
check "metadata cache: a FIFO in its place neither blocks nor fails, and is replaced" sh -c "
	grep -q '^b1 .*tst_test *parallel' out && [ -f '$CACHE_B' ] && [ ! -p '$CACHE_B' ]"
ltk_run 64 show -f rt/par nosuchtest &&
	check "ltk show of an unknown test" out_has "no test 'nosuchtest'"
ltk_run 0 help && check "ltk help" out_has "run .*run tests"
printf 'x1 fake pass\nx2 fake fail\nx3 fake pass\nx4 fake conf\n' > rt/cmp1
printf 'x1 fake fail\nx2 fake pass\nx4 fake pass\nx5 fake pass\n' > rt/cmp2
"$LTK" run -f rt/cmp1 -q --results res/cmp1 > /dev/null 2>&1
"$LTK" run -f rt/cmp2 -q --results res/cmp2 > /dev/null 2>&1
ltk_run 1 compare res/cmp1 res/cmp2 && check "ltk compare: regressions, fixes, changes, new, gone" \
	sh -c "grep -q '^REGRESSION  *x1  *pass -> fail' out && grep -q '^FIXED  *x2  *fail -> pass' out &&
	       grep -q '^CHANGED  *x4  *conf -> pass' out && grep -q '^NEW  *x5' out &&
	       grep -q '^GONE  *x3' out && grep -q '^1 regressed, 1 fixed, 1 changed, 1 new, 1 gone' out"
ltk_run 0 compare res/cmp2 res/cmp2 &&
	check "ltk compare of a run with itself" out_has "^0 regressed"
ltk_run 64 compare res/cmp1 res/none && check "ltk compare of a missing run" out_has "res/none"

# ---- runltp -------------------------------------------------------------------------------------
LTK_BIN=$LTK sh "$SRC/runner/runltp" -f "$W/rt/basic" -S "$W/rt/skip" -l "$W/pan.log" \
	-C "$W/failed" -T "$W/tconf" -o "$W/output" -x 2 -q > out 2>&1
rc=$?
check "runltp exits 1 when tests fail" test $rc = 1
check "runltp -l writes the pan log" grep -q "^tag=fail01 stime=" "$W/pan.log"
check "runltp -C lists failed tests" sh -c \
	"grep -q '^fail01 fake fail' '$W/failed' && ! grep -q '^pass01' '$W/failed'"
check "runltp -T lists TCONF tests" grep -q "^conf01 fake conf" "$W/tconf"
check "runltp -o collects the output" grep -q "TPASS: all good" "$W/output"
LTK_BIN=$LTK sh "$SRC/runner/runltp" -f "$W/rt/good" -l "$W/pretty.log" -p -q > out 2>&1
rc=$?
check "runltp exits 0 when all pass" test $rc = 0
check "runltp -p: the pretty log" sh -c \
	"grep -q '^p1  *PASS  *0' '$W/pretty.log' && grep -q '^p2  *CONF  *32' '$W/pretty.log'"

# ---- the runner itself under AddressSanitizer + UBSan ------------------------------------------
if [ -f "$O/asan/lib/libltk.a" ]; then
	A=$W/asan
	mkdir -p "$A/bin"
	cp "$O/config.mk" "$A/"	# so the sanitized ltk sees a build tree, as the real one does
	jsonc=$(sed -n 's/^JSONC_LIBS := *//p' "$O/config.mk")
	if (
		cd "$SRC" || exit
		# shellcheck disable=SC2086 # $jsonc is a list of linker options
		cc -std=gnu11 -O1 -g -D_GNU_SOURCE -Iinclude -I"$O/include" -Irunner -Irunner/vm \
			-DLTK_SRC_DIR="\"$SRC\"" -fsanitize=address,undefined \
			-fno-omit-frame-pointer -fno-sanitize-recover=undefined \
			-o "$A/bin/ltk" runner/*.c runner/vm/*.c \
			"$O/asan/lib/libltk.a" $jsonc -lpthread
	) > out 2>&1; then
		export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
		LTK=$A/bin/ltk
		: > san.log
		san() {	# san EXIT ARGS...
			want=$1
			shift
			"$LTK" "$@" > out 2>&1
			rc=$?
			cat out >> san.log
			[ $rc = "$want" ] || echo "ltk $* exited $rc, expected $want" >> san.fail
		}
		san 7 run -f rt/basic -S rt/skip -j 2 --grace 1 --ktap --results res/asan
		san 0 run -f rt/big --log-limit 1M -q --results res/asan-big
		san 0 run -f rt/par -j 4 --devices 1 --results res/asan-par
		san 4 run -f rt/suite -j 1 -T 1 --grace 1 -q --results res/asan-suite
		san 0 run -f rt/quick -t 0.5 -q --results res/asan-for
		san 0 run --resume "$W/res/asan-par" -q
		san 0 run -f rt/sel --shard 1/2 --durations dur --shuffle 3 -I 2 -s a -n
		san 0 list -f rt/par
		san 0 show -f rt/par alone1
		san 1 compare res/cmp1 res/cmp2
		san 64 run -f rt/malformed
		san 64 run -S rt/badskip -f rt/good
		san 64 run --bogus
		san 64 bogus
		check "ASan+UBSan ltk: exit codes as the plain build" test ! -e san.fail
		check "ASan+UBSan ltk: no sanitizer report" sh -c \
			"! grep -E 'ERROR: (Address|Leak)Sanitizer|runtime error:' san.log"
		[ -e san.fail ] && cat san.fail
		LTK=$O/bin/ltk
	else
		bad "building ltk with ASan+UBSan"
	fi
else
	echo "skip sanitizer run: no $O/asan/lib/libltk.a (make selftests-asan)"
fi
check "no test process left behind at the end" no_fakes_left
check "host clean at the end" host_clean

echo
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
