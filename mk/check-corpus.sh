#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# make check, last part: run the default scenario's runtest files with the ltk runner on
# this machine and accept no FAIL, BROK, WARN or TIMEOUT. Prints "N passed, N failed"
# (passed = tests that passed or were not applicable here, failed = the rest).
#   mk/check-corpus.sh BUILD_DIR
set -u
O=${1:-build}
ltk=$O/bin/ltk
if [ ! -x "$ltk" ]; then
	echo "check-corpus: $ltk is not built"
	echo "0 passed, 1 failed"
	exit 1
fi
if [ "$(id -u)" != 0 ]; then
	echo "check-corpus: the corpus needs root; skipped"
	echo "0 passed, 0 failed"
	exit 0
fi
res=$(mktemp -d "${TMPDIR:-/tmp}/ltk-corpus.XXXXXX") || exit 1
"$ltk" run --results "$res/run" --exit-zero > "$res/out" 2>&1
rc=$?
tail -n 30 "$res/out"
if [ $rc != 0 ] || [ ! -f "$res/run/results.json" ]; then
	echo "check-corpus: ltk run exited $rc without results"
	echo "0 passed, 1 failed"
	rm -rf "$res"
	exit 1
fi
python3 - "$res/run/results.json" <<'PY'
import json, sys
doc = json.load(open(sys.argv[1]))
ok = bad = 0
for r in doc["results"]:
    r["status"] = r.get("ltk_status", r["status"])   # LTK's word: timeout is not brok
    if r["status"] in ("pass", "conf", "skip"):
        ok += 1
    else:
        bad += 1
        print("FAIL corpus %s %s" % (r["test_fqn"], r["status"].upper()))
        lines = [l for l in (r["test"].get("log") or "").splitlines()
                 if any(t in l for t in ("TFAIL", "TBROK", "TWARN"))]
        for line in (r.get("findings") or []) + lines[:8]:
            print("    " + line)
print("%d passed, %d failed" % (ok, bad))
sys.exit(1 if bad else 0)
PY
rc=$?
# The quiet results, for mk/check-load.sh's comparison with a loaded run.
cp "$res/run/results.json" "$O/check-corpus-results.json" 2> /dev/null
rm -rf "$res"
exit $rc
