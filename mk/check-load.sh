#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# make check: run the default scenario's syscalls file once with "ltk run -j 2" beside a load
# generator (stress-ng: CPU, memory and disk writeback, bounded in time and size) and
# compare each test's result with the quiet run's. The quiet results are those
# mk/check-corpus.sh left in BUILD_DIR/check-corpus-results.json (make check runs it just
# before); without them (or when they are older than 6 hours) a quiet run of the syscalls
# file is made here first. Prints
# "N passed, N failed": tests with the same result loaded and quiet, and the others.
#   mk/check-load.sh BUILD_DIR
# Environment: LTK_LOAD_SECONDS bounds the load (default 900 s; it stops when the run ends).
set -u
O=${1:-build}
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
ltk=$O/bin/ltk
limit=${LTK_LOAD_SECONDS:-900}
if [ ! -x "$ltk" ]; then
	echo "check-load: $ltk is not built"
	echo "0 passed, 1 failed"
	exit 1
fi
if [ "$(id -u)" != 0 ]; then
	echo "check-load: the corpus needs root; skipped"
	echo "0 passed, 0 failed"
	exit 0
fi
if ! command -v stress-ng > /dev/null; then
	echo "check-load: stress-ng is not installed (mk/deps.sh); skipped"
	echo "0 passed, 0 failed"
	exit 0
fi
res=$(mktemp -d "${TMPDIR:-/tmp}/ltk-load.XXXXXX") || exit 1
load_pid=
stop_load() {
	if [ -n "$load_pid" ]; then
		kill -INT "$load_pid" 2> /dev/null
		wait "$load_pid" 2> /dev/null
		load_pid=
	fi
}
trap 'stop_load; rm -rf "$res"' EXIT
trap 'exit 130' INT TERM

# Fresh quiet results only (make check wrote them minutes ago).
quiet=$O/check-corpus-results.json
if [ -z "$(find "$quiet" -mmin -360 2> /dev/null)" ]; then
	echo "check-load: no results of check-corpus.sh; a quiet run of the syscalls file first"
	"$ltk" run -f syscalls -j 2 --results "$res/quiet" --exit-zero -q > "$res/quiet.out" 2>&1
	quiet=$res/quiet/results.json
fi

# CPU on both cores, 256 MB of memory dirtied over and over, and a writer that keeps the
# block layer's writeback busy (its files are 128 MB at most, in our own directory).
mkdir "$res/hdd"
stress-ng --cpu 2 --vm 1 --vm-bytes 256M --hdd 1 --hdd-bytes 128M --temp-path "$res/hdd" \
	--timeout "${limit}s" > "$res/stress.out" 2>&1 &
load_pid=$!
start=$(date +%s)
"$ltk" run -f syscalls -j 2 -T "${limit}s" --results "$res/loaded" --exit-zero -q \
	> "$res/loaded.out" 2>&1
rc=$?
stop_load
echo "check-load: the loaded run took $(($(date +%s) - start)) s"
if [ $rc != 0 ] || [ ! -f "$res/loaded/results.json" ] || [ ! -f "$quiet" ]; then
	tail -n 20 "$res/loaded.out"
	echo "check-load: ltk run exited $rc without results"
	echo "0 passed, 1 failed"
	exit 1
fi
python3 - "$quiet" "$res/loaded/results.json" <<'PY'
import json, sys
quiet = {r["test_fqn"]: r for r in json.load(open(sys.argv[1]))["results"]}
same = differ = 0
for r in json.load(open(sys.argv[2]))["results"]:
    q = quiet.get(r["test_fqn"])
    # A test the quiet run did not have must not fail either.
    want = q["status"] if q else r["status"] if r["status"] in ("pass", "conf", "skip") else "pass"
    if r["status"] == want:
        same += 1
        continue
    differ += 1
    print("FAIL load %s %s under load, %s quiet" % (r["test_fqn"], r["status"].upper(),
                                                 want.upper()))
    for line in r.get("findings") or []:
        print("    " + line)
    for line in (r["test"].get("log") or "").splitlines():
        if any(t in line for t in ("TFAIL", "TBROK", "TWARN", "TCONF")):
            print("    " + line)
print("%d passed, %d failed" % (same, differ))
sys.exit(1 if differ else 0)
PY
