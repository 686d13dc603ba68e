#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# The runner under faults (doc/running.md, "What a run guarantees"): two runners on one
# results directory, bytes that are not UTF-8, a torn or malformed journal, a full disk,
# a process that escapes its test, SIGINT, list files that are no files or have endless
# lines, a read-only results directory, ltk.log rebuilt on resume.
# Ends with "N passed, N failed".
#   mk/check-runner-faults.sh [BUILD_DIR]
set -u
O=${1:-build}
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
LTK=$O/bin/ltk
passed=0
failed=0

W=$(mktemp -d "${TMPDIR:-/tmp}/ltk-check-faults.XXXXXX") || exit 1
cleanup() {
	pkill -KILL -f "$W/bin/fake" 2>/dev/null
	grep -q " $W/full " /proc/self/mountinfo && umount "$W/full"
	grep -q " $W/ro " /proc/self/mountinfo && umount "$W/ro"
	rm -rf "$W"
}
trap cleanup EXIT
trap "exit 1" INT TERM HUP
export XDG_CACHE_HOME="$W/cache"

. "$SRC/mk/lib-checks.sh"
json_ok() {	# every file parses as JSON (results.json) or JSON lines (results.jsonl)
	python3 - "$@" <<'X'
import json, sys
for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as f:
        if path.endswith(".jsonl"):
            [json.loads(line) for line in f]
        else:
            json.load(f)
X
}
tags() { python3 -c "import json,sys; print(' '.join(sorted(r['test_fqn'] for r in \
json.load(open(sys.argv[1]))['results'])))" "$1"; }

[ -x "$LTK" ] || { bad "no $LTK (make runner)"; echo "$passed passed, $failed failed"; exit 1; }
mkdir -p "$W/bin" "$W/rt" "$W/tmp"
export TMPDIR="$W/tmp"
if ! cc -O2 -Wall -Wextra -o "$W/bin/fake" "$SRC/runner/tests/fake.c" 2> "$W/out"; then
	bad "building runner/tests/fake.c"
	echo "$passed passed, $failed failed"
	exit 1
fi
export PATH="$W/bin:$PATH"
cd "$W" || exit 1

# ---- 1. one run per results directory --------------------------------------------------------
printf 'slow1 fake sleep 2\nq1 fake pass\n' > rt/slow
"$LTK" run -q -j 1 -f rt/slow --results res/busy > /dev/null 2>&1 &
pid=$!
i=0
while [ $i -lt 50 ] && [ ! -s res/busy/ltk-lock ]; do sleep 0.1; i=$((i + 1)); done
ltk_run 64 run -q -f rt/slow --results res/busy &&
	check "a second runner on the same --results: exit 64, says who holds it" \
		out_has "in use by another ltk run (pid $pid)"
ltk_run 64 run -q --resume res/busy &&
	check "--resume of a directory whose run is alive: exit 64" out_has "in use by another"
wait $pid
check "the owning run was not disturbed" sh -c "test \$(grep -c . res/busy/results.jsonl) = 2"
ltk_run 64 run -q -f rt/slow --results res/busy &&
	check "a finished run's directory is still refused without --resume" out_has "--resume"

# ---- 2. valid UTF-8 JSON whatever the test prints, and whatever the tag --------------------
printf 'bad\377tag fake badutf8\n' > rt/utf8
ltk_run 1 run -q -f rt/utf8 --results res/utf8 &&
	check "non-UTF-8 output, tag and command: results.json and .jsonl parse as UTF-8" \
		json_ok res/utf8/results.json res/utf8/results.jsonl
check "the TFAIL line is kept, its bad bytes replaced" \
	grep -q 'TFAIL: bytes .* and ? control' res/utf8/results.json

# ---- 3. a torn last journal line, a malformed record ------------------------------------------
printf 'j1 fake pass\nj2 fake pass\nj3 fake pass\n' > rt/journal
"$LTK" run -q -j 1 -f rt/journal --results res/torn > /dev/null 2>&1
head -c -25 res/torn/results.jsonl > t && cat t > res/torn/results.jsonl
ltk_run 0 run -q --resume res/torn &&
	check "a torn last line is dropped with a message, and its test runs again" sh -c \
		"grep -q 'dropping a record cut short' out && test \$(grep -c . res/torn/results.jsonl) = 3"
check "the resumed journal and results.json parse" \
	json_ok res/torn/results.jsonl res/torn/results.json
check "every test exactly once after the torn resume" \
	test "$(tags res/torn/results.json)" = "j1 j2 j3"
sed -i '1s/"retval":\[[^]]*\]/"retval":5/' res/torn/results.jsonl
ltk_run 0 run -q --resume res/torn &&
	check "a malformed record is rejected with a message, not an abort" \
		out_has 'results.jsonl:1: malformed record'

# ---- 4. a full disk ----------------------------------------------------------------------------
mkdir -p full
if mount -t tmpfs -o size=1m ltk-check-full full 2> /dev/null; then
	head -c 1000k /dev/zero > full/filler	# leave a few KiB: room for a few results
	: > rt/full
	for i in $(seq 1 30); do echo "f$i fake pass" >> rt/full; done
	ltk_run 32 run -j 1 -f rt/full --results full/R &&
		check "full disk: ENOSPC said once, exit 32" sh -c \
			"test \$(grep -c 'No space left on device' out) = 1"
	check "full disk: the summary says the reports are incomplete" \
		out_has "are incomplete: the disk is full"
	rm full/filler
	ltk_run 0 run -q --resume "$W/full/R" &&
		check "after space is freed, resume completes the reports" sh -c \
			"test \$(grep -c . full/R/results.jsonl) = 30"
	check "resumed reports: every test once, ltk.log without duplicates" sh -c \
		"test \$(grep -c '^tag=' full/R/ltk.log) = 30 &&
		 test \$(grep '^tag=' full/R/ltk.log | cut -d' ' -f1 | sort -u | wc -l) = 30"
	check "resumed results.json parses" json_ok full/R/results.json
	umount full
else
	echo "skip full-disk checks: cannot mount a tmpfs"
fi

# ---- 5. no process outlives its test ------------------------------------------------------------
printf 'esc1 fake escape\n' > rt/escape
for mode in cgroup nocgroup; do
	if [ $mode = nocgroup ]; then export LTK_NO_CGROUP=1; fi
	ltk_run 0 run -q -f rt/escape --results res/esc-$mode &&
		check "$mode: a process that left its cgroup and session is found and killed" \
			sh -c "! pgrep -f '$W/bin/[f]ake escape' && grep -q 'left running' \
			       res/esc-$mode/results.json"
	unset LTK_NO_CGROUP
done
printf 'o1 fake orphan\no2 fake pass\n' > rt/orph
LTK_NO_CGROUP=1 ltk_run 0 run -q -j 2 -f rt/orph --results res/orph &&
	check "no cgroup, in parallel: the orphan is charged to its own test" python3 -c "
import json, sys
r = {x['test_fqn']: x['findings'] for x in json.load(open('res/orph/results.json'))['results']}
sys.exit(not (r['o1'] and not r['o2']))"

# ---- 6. an interrupted run says so: in mk/check-runner.sh, with its SIGINT checks

# ---- 7. input limits ----------------------------------------------------------------------------
ltk_run 64 run -f "$W/rt" && check "-f DIRECTORY: exit 64, says it is a directory" \
	out_has "is a directory"
ltk_run 64 run -f /dev/zero && check "-f /dev/zero: exit 64 at once" out_has "device"
head -c 100000 /dev/zero | tr '\0' a > rt/long
ltk_run 64 run -f rt/long && check "a line over 64 KiB: exit 64 naming FILE:LINE" \
	out_has "rt/long:1: line longer than"
ltk_run 64 run -f rt/journal -S /dev/zero && check "-S /dev/zero: exit 64" out_has "skip file"
"$LTK" run -q -f rt/journal --results res/ro > /dev/null 2>&1
mkdir -p ro
if mount --bind res/ro ro 2> /dev/null && mount -o remount,bind,ro ro 2> /dev/null; then
	ltk_run 64 run -q --resume "$W/ro" && check "--resume into a read-only directory: exit 64" \
		out_has "Read-only file system"
	umount ro
fi

# ---- 8. ltk.log complete after a crash between the journal and the log ------------------------
"$LTK" run -q -j 1 -f rt/journal --results res/log > /dev/null 2>&1
sed -i '$d' res/log/ltk.log
echo 'tag=j1 stime=1 dur=0 exit=exited stat=0 core=no cu=0 cs=0' >> res/log/ltk.log
ltk_run 0 run -q --resume res/log &&
	check "resume rebuilds ltk.log from the journal: each test once" sh -c \
		"test \$(grep -c '^tag=' res/log/ltk.log) = 3 && head -n 1 res/log/ltk.log |
		 grep -q '^startup='"

# ---- shards do not depend on what an earlier run on this machine recorded -----------------------
: > rt/shard
for i in $(seq 1 20); do echo "s$i fake sleep 0.0$((i % 7))" >> rt/shard; done
"$LTK" run -q -f rt/shard --shard 1/2 -n > shard1.before 2>&1
"$LTK" run -q -f rt/shard --shard 1/2 --results res/shard1 > /dev/null 2>&1	# records durations
"$LTK" run -q -f rt/shard --shard 2/2 -n > shard2 2>&1
check "--shard after a recorded run: the parts still split the list exactly" sh -c "
	cut -f1 shard1.before shard2 | sort | uniq -d | grep -q . && exit 1
	test \$(cut -f1 shard1.before shard2 | sort -u | wc -l) = 20 &&
	test \$(wc -l < shard1.before) -ge 8 && test \$(wc -l < shard2) -ge 8"

# ---- 9. leftovers outside TMPDIR ----------------------------------------------------------------
cat > bin/findings <<'X'
#!/usr/bin/env python3
import json, sys
print("\n".join(f for r in json.load(open(sys.argv[1]))["results"] for f in r["findings"]))
X
chmod +x bin/findings
before=$(cat /proc/sys/fs/lease-break-time)
printf 's1 fake sysctl\n' > rt/sysctl
ltk_run 0 run -q -f rt/sysctl --results res/sysctl &&
	check "a changed sysctl is a finding, put back when the test ran alone" sh -c "
		findings res/sysctl/results.json | grep -qF \"sysctl fs/lease-break-time changed: '$before' -> '$((before + 1))' (put back)\" &&
		test \$(cat /proc/sys/fs/lease-break-time) = $before"
printf 's1 fake sysctl\np1 fake sleep 0.5\n' > rt/sysctl2
ltk_run 0 run -q -j 2 -f rt/sysctl2 --results res/sysctl2 &&
	check "in parallel: the finding names the test that ran beside it" sh -c \
		"findings res/sysctl2/results.json | grep -q 'tests running beside it: p1'"
echo "$before" > /proc/sys/fs/lease-break-time
# Another run executing tests on this host (here a process holding the runs' lock as a run
# does): the value may be its test at work, so it is not put back.
lock=/tmp/ltk-runs.lock
[ -d /run/lock ] && lock=/run/lock/ltk-runs.lock
python3 -c 'import fcntl, sys, time; f = open(sys.argv[1]); fcntl.flock(f, fcntl.LOCK_SH); time.sleep(60)' "$lock" &
holder=$!
i=0
while ! grep -q "FLOCK .* $holder " /proc/locks && [ $i -lt 100 ]; do
	sleep 0.1
	i=$((i + 1))
done
ltk_run 0 run -q -f rt/sysctl --results res/sysctl3 &&
	check "another run on this host: a changed sysctl is reported, not put back" sh -c "
		findings res/sysctl3/results.json | grep -qF \"sysctl fs/lease-break-time changed: '$before' -> '$((before + 1))' (not put back: another ltk run is executing tests on this host, pid \" &&
		test \$(cat /proc/sys/fs/lease-break-time) = $((before + 1))"
kill "$holder"
wait "$holder" 2> /dev/null
echo "$before" > /proc/sys/fs/lease-break-time
mkdir -p outside
printf 'o1 fake leak-outside %s\n' "$W/outside" > rt/outside
ltk_run 0 run -q -f rt/outside --results res/outside &&
	check "a mount and a loop device left outside TMPDIR are reported" sh -c \
		"findings res/outside/results.json | grep -q 'mount left outside TMPDIR: $W/outside/mnt' &&
		 findings res/outside/results.json | grep -q 'loop device left attached: .*$W/outside/img'"
umount "$W/outside/mnt" 2> /dev/null
for f in /sys/block/loop*/loop/backing_file; do
	grep -q "^$W/outside/img" "$f" 2> /dev/null || continue
	d=${f#/sys/block/}
	losetup -d "/dev/${d%%/*}"
done
printf 'i1 fake immutable\n' > rt/immutable
if "$LTK" run -q -f rt/immutable --results res/immutable > out 2>&1; then
	check "an immutable file left in TMPDIR is reported, unpinned and removed" sh -c \
		"findings res/immutable/results.json |
		 grep -qF 'immutable file left in TMPDIR: pinned (flag cleared, removed)' &&
		 test -z \"\$(ls $W/tmp)\""
else
	echo "skip immutable-file check: TMPDIR's filesystem has no immutable flag"
fi

echo
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
