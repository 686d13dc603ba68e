#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# LTK's reports read by the tools labs run (doc/running.md, "Reports and their consumers"):
# junit.xml validated by xmllint against doc/junit.xsd and read by junitparser,
# results.json validated by jsonschema and queried with jq, KTAP read by perl's
# TAP::Parser. Each check feeds ltk's real output to the consumer.
# Ends with "N passed, N failed".
#   mk/check-lab.sh [BUILD_DIR]      (KEEP=1: keep the work directory, to look at it)
set -u
O=${1:-build}
SRC=$(cd "$(dirname "$0")/.." && pwd)
case $O in /*) ;; *) O=$SRC/$O ;; esac
LTK=$O/bin/ltk
# Debian's python3 with Debian's python3-junitparser and python3-jsonschema (mk/deps.sh),
# whatever python3 comes first in PATH.
PY=/usr/bin/python3
passed=0
failed=0

W=$(mktemp -d "${TMPDIR:-/tmp}/ltk-check-lab.XXXXXX") || exit 1
trap '[ -n "${KEEP:-}" ] || rm -rf "$W"' EXIT
trap "exit 1" INT TERM HUP
export XDG_CACHE_HOME="$W/cache"

. "$SRC/mk/lib-checks.sh"

for tool in xmllint jq perl "$PY"; do
	command -v "$tool" > /dev/null || { bad "no $tool (sh mk/deps.sh)"; }
done
[ -x "$LTK" ] || bad "no $LTK (make runner)"
if [ $failed != 0 ]; then echo "$passed passed, $failed failed"; exit 1; fi
mkdir -p "$W/bin" "$W/rt" "$W/tmp"
export TMPDIR="$W/tmp"
cc -O2 -o "$W/bin/fake" "$SRC/runner/tests/fake.c" || { bad "building fake.c"; exit 1; }
export PATH="$W/bin:$PATH"
cd "$W" || exit 1

printf 'p1 fake pass\nf1 fake fail\nc1 fake conf\n' > rt/alpha
printf 'b1 fake brok\nt1 fake hang\nw1 fake warn\n' > rt/beta
"$LTK" run -f rt/alpha,rt/beta -j 2 --timeout 1 --grace 1 --ktap --results res > ktap.out \
	2> /dev/null
R=$W/res

# ---- JUnit ----------------------------------------------------------------------------------
check "junit.xml valid against doc/junit.xsd (xmllint)" \
	xmllint --noout --schema "$SRC/doc/junit.xsd" "$R/junit.xml"
check "junitparser: one testsuite per runtest file, classname = the file, real messages" \
	"$PY" - "$R/junit.xml" <<'X'
import sys
from junitparser import JUnitXml, Failure, Error, Skipped
xml = JUnitXml.fromfile(sys.argv[1])
suites = {s.name: s for s in xml}
assert sorted(suites) == ["alpha", "beta"], sorted(suites)
cases = {c.name: c for s in xml for c in s}
for name, case in cases.items():
    want = "alpha" if name in ("p1", "f1", "c1") else "beta"
    assert case.classname == want, (name, case.classname)
def outcome(name, kind):
    r = [x for x in cases[name].result if isinstance(x, kind)]
    assert r, (name, kind, cases[name].result)
    return r[0]
assert outcome("c1", Skipped).message == "not supported here", outcome("c1", Skipped).message
assert "TFAIL: expected 1, got 2" in outcome("f1", Failure).message
assert "TBROK: setup failed" in outcome("b1", Error).message
assert outcome("t1", Error).message == "timed out"
assert not cases["p1"].result
assert suites["alpha"].tests == 3 and suites["beta"].tests == 3
X

# ---- results.json -------------------------------------------------------------------------
check "results.json valid against doc/results-schema.json (jsonschema)" \
	"$PY" - "$R/results.json" "$SRC/doc/results-schema.json" <<'X'
import json, sys, jsonschema
jsonschema.validate(json.load(open(sys.argv[1])), json.load(open(sys.argv[2])))
X
check "status in kirk's words only (jq)" sh -c \
	"test \"\$(jq -r '[.results[].status] | unique | join(\" \")' '$R/results.json')\" = \
	 'brok conf fail pass warn'"
check "LTK's finer status kept in ltk_status: timeout (jq)" sh -c \
	"test \"\$(jq -r '.results[] | select(.test_fqn == \"t1\") | .ltk_status + \" \" + .status' \
	 '$R/results.json')\" = 'timeout brok'"
check "the TCONF reason in results.json (jq)" sh -c \
	"test \"\$(jq -r '.results[] | select(.test_fqn == \"c1\") | .reason' \
	 '$R/results.json')\" = 'not supported here'"
check "each result names its runtest file (jq)" sh -c \
	"test \"\$(jq -r '[.results[] | .test_fqn + \":\" + (.runtest | split(\"/\") | last)] |
	 sort | join(\" \")' \
	 '$R/results.json')\" = 'b1:beta c1:alpha f1:alpha p1:alpha t1:beta w1:beta'"

# ---- KTAP ---------------------------------------------------------------------------------
# shellcheck disable=SC2016 # a perl program
check "KTAP (TAP::Parser): diagnostics come before their result, SKIP has the reason" \
	perl -MTAP::Parser -e '
	open(my $fh, "<", $ARGV[0]) or die "$ARGV[0]: $!\n";
	my $p = TAP::Parser->new({ tap => do { local $/; <$fh> } });
	my (@comments, %before, %skip);
	while (my $r = $p->next) {
		if ($r->is_comment) { push @comments, $r->as_string; next }
		next unless $r->is_test;
		my ($name) = $r->description =~ /^(?:- )?(\S+)/;
		$before{$name} = join("\n", @comments);
		$skip{$name} = $r->explanation if $r->has_skip;
		@comments = ();
	}
	die "f1: no TFAIL line before its result\n"
		unless $before{f1} =~ /TFAIL: expected 1, got 2/;
	die "b1: no TBROK line before its result\n" unless $before{b1} =~ /TBROK: setup failed/;
	die "c1: SKIP reason \"$skip{c1}\"\n" unless $skip{c1} eq "not supported here";
	die "p1 has diagnostics\n" if $before{p1} ne "";
	' ktap.out

# ---- the HTML page, in a real browser ----------------------------------------------------------
if command -v chromium > /dev/null; then
	browse() {	# browse ARGS...: headless chromium, without any network use
		timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-quic \
			--no-first-run --disable-background-networking --disable-component-update \
			--disable-sync --user-data-dir="$W/chromium" "$@" 2> /dev/null
	}
	browse --dump-dom "file://$R/index.html" > dom.html
	check "index.html rendered by chromium: counts, failures open with their TFAIL line" \
		"$PY" - dom.html <<'X'
import re, sys
dom = open(sys.argv[1]).read()
counts = dict(re.findall(r'id="count-(\w+)">(\d+)<', dom))
assert counts == {"pass": "1", "skip": "0", "conf": "1", "warn": "1", "fail": "1",
                  "brok": "1", "timeout": "1"}, counts
assert re.search(r'<details class="fail" open="">.*?TFAIL: expected 1, got 2', dom, re.S)
assert re.search(r'<details class="conf">.*?not supported here', dom, re.S)
assert dom.count("<rect") == 6, dom.count("<rect")
X
	browse --window-size=1000,1400 --screenshot="$W/shot.png" "file://$R/index.html" > /dev/null
	check "index.html screenshot: the page and its chart are drawn (pass, fail colours)" \
		"$PY" - "$W/shot.png" <<'X'
import sys
from PIL import Image
img = Image.open(sys.argv[1]).convert("RGB")
assert img.size == (1000, 1400), img.size
colours = img.getcolors(maxcolors=1 << 20)
count = {c: n for n, c in colours}
near = lambda rgb: sum(n for c, n in count.items() if all(abs(a - b) < 12 for a, b in zip(c, rgb)))
assert near((34, 170, 34)) > 50, "no green"           # .pass: its count, its bar
assert near((204, 34, 34)) > 2000, "no red bar"      # .timeout: the longest bar
assert 1000 * 1400 - near((255, 255, 255)) > 5000, "a blank page"   # text, table, chart
X
else
	bad "no chromium (sh mk/deps.sh)"
fi

# ---- runltp and kirk callers, run from an install ----------------------------------------------
if sh "$SRC/mk/install.sh" "$O" "$W/inst" "$W/inst" > /dev/null 2>&1; then
	I=$W/inst
	"$I/runltp" --help > out 2>&1
	check "runltp --help exits 0" sh -c "test $? = 0 && grep -q -- '-r ROOT' out"
	(cd / && "$I/runltp" -r "$I" -f "$W/rt/alpha" -o "$W/pan.out" -l "$W/pretty.log" -p \
		> "$W/runltp.out" 2>&1)
	check "\$PREFIX/runltp: exit 1 and LTP's last line" sh -c "test $? = 1 &&
		test \"\$(tail -n 1 runltp.out)\" = 'INFO: ltp-pan reported some tests FAIL'"
	check "runltp -o: ltp-pan's blocks in order, with the output" "$PY" - pan.out <<'X'
import re, sys
text = open(sys.argv[1]).read()
blocks = re.findall(r"<<<test_start>>>\ntag=(\S+) stime=\d+\ncmdline=\"[^\n]*\"\ncontacts=\"\"\n"
                    r"analysis=exit\n<<<test_output>>>\n(.*?)<<<execution_status>>>\n"
                    r"initiation_status=\"ok\"\nduration=\d+ termination_type=exited "
                    r"termination_id=(\d+) corefile=no\ncutime=\d+ cstime=\d+\n<<<test_end>>>\n",
                    text, re.S)
assert [(b[0], b[2]) for b in blocks] == [("p1", "0"), ("f1", "1"), ("c1", "32")], blocks
assert "TFAIL: expected 1, got 2" in blocks[1][1]
X
	check "runltp -p: the pretty log's footer" sh -c "
		grep -q '^Total Tests: 3$' pretty.log && grep -q '^Total Skipped Tests: 1$' pretty.log &&
		grep -q '^Total Failures: 1$' pretty.log && grep -q '^Kernel Version: ' pretty.log &&
		grep -q '^Machine Architecture: ' pretty.log && grep -q '^Hostname: ' pretty.log"
	"$I/bin/kirk" --run-suite "$W/rt/alpha" "$W/rt/beta" --skip-tests '^[tw]1' \
		--exec-timeout 1 --workers 2 --json-report "$W/kirk.json" > out 2>&1
	check "kirk: its options with its meanings (-s skips), --json-report in kirk's words" \
		sh -c "test \"\$(jq -r '[.results[] | .test_fqn + \"=\" + .status] | sort | join(\" \")' \
		       kirk.json)\" = 'b1=brok c1=conf f1=fail p1=pass t1=conf w1=conf'"
	"$I/bin/kirk" --sut ssh -f "$W/rt/alpha" > out 2>&1
	check "kirk: what it cannot do is refused (exit 64)" sh -c "test $? = 64 &&
		grep -q 'not supported' out"
	check "kirk -V names ltk's version" sh -c "'$I/bin/kirk' -V | grep -q '^kirk (ltk) ltk '"
else
	bad "mk/install.sh into $W/inst"
fi

# ---- shards merged ------------------------------------------------------------------------------
for k in 1 2; do
	"$LTK" run -q -f rt/alpha,rt/beta --timeout 1 --grace 1 --shard $k/2 --results sh$k \
		> /dev/null 2>&1
done
"$LTK" merge merged sh1 sh2 > out 2>&1
check "ltk merge: exit 0, every test exactly once, in results.json and the journal" sh -c "
	test $? = 0 &&
	test \"\$(jq -r '[.results[].test_fqn] | sort | join(\" \")' merged/results.json)\" = \
	     'b1 c1 f1 p1 t1 w1' &&
	test \$(grep -c . merged/results.jsonl) = 6 && test \$(grep -c '^tag=' merged/ltk.log) = 6"
check "ltk merge: junit.xml valid, results.json valid, KTAP plan 1..6" sh -c "
	xmllint --noout --schema '$SRC/doc/junit.xsd' merged/junit.xml &&
	'$PY' -c 'import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[1])),
		  json.load(open(sys.argv[2])))' merged/results.json '$SRC/doc/results-schema.json' &&
	grep -q '^1\.\.6$' merged/results.ktap && test \$(grep -c '^\(not \)\?ok ' merged/results.ktap) = 6"
check "ltk merge: the logs come along" sh -c "test \$(ls merged/logs/*.log | wc -l) = 6"
"$LTK" merge merged2 sh1 sh1 > out 2>&1
check "ltk merge: a test in two shards is a conflict, reported, exit 1" sh -c "
	test $? = 1 && grep -q 'conflict: .* is in two shards' out"

# ---- KCIDB, dmesg per test, --rerun-failed ---------------------------------------------------
"$LTK" report --kcidb kcidb.json --origin ltkcheck "$R" > out 2>&1
check "KCIDB v5 export: version 5, a test per result, path ltk.FILE.TAG, statuses (jq)" sh -c "
	test \"\$(jq -r '.version.major' kcidb.json)\" = 5 &&
	test \"\$(jq -r '[.tests[] | .path + \"=\" + .status] | sort | join(\" \")' kcidb.json)\" = \
	     'ltk.alpha.c1=SKIP ltk.alpha.f1=FAIL ltk.alpha.p1=PASS ltk.beta.b1=ERROR ltk.beta.t1=ERROR ltk.beta.w1=FAIL' &&
	test \"\$(jq -r '[.tests[] | select((.id | startswith(\"ltkcheck:\")) and .origin == \"ltkcheck\"
	     and .build_id == \"ltkcheck:ltk\" and (.start_time | test(\"^[0-9-]+T[0-9:.]+[+]00:00$\"))
	     and (.duration >= 0))] | length' kcidb.json)\" = 6"
"$LTK" report --kcidb kcidb.json "$R" > out 2>&1
check "KCIDB export without --origin: a usage error" sh -c "test $? = 64"
printf 'k1 fake kmsg\n' > rt/kmsg
"$LTK" run -q -f rt/kmsg --results res-kmsg -Q > /dev/null 2>&1
check "a per-test dmesg file in logs/ with the kernel's records of the test" \
	grep -q 'WARNING: CPU: 0 PID: 1 at ltk-fake' res-kmsg/logs/k1.dmesg
"$LTK" run -q --rerun-failed "$R" --results rerun > /dev/null 2>&1
check "--rerun-failed: exactly the tests that did not pass, from their runtest files" sh -c "
	test \"\$(jq -r '[.results[].test_fqn] | sort | join(\" \")' rerun/results.json)\" = \
	     'b1 f1 t1 w1' && test \"\$(jq -r '.results[] | select(.test_fqn == \"t1\") |
	     .runtest' rerun/results.json)\" = rt/beta"

# ---- the test catalogue (make metadata) --------------------------------------------------------
python3 "$SRC/mk/metadata.py" "$O" "$SRC" > catalogue.json 2> out
check "catalogue: every runtest test, each with a one-paragraph doc and its source" \
	"$PY" - catalogue.json "$SRC/runtest" <<'X'
import json, os, sys
cat = json.load(open(sys.argv[1]))
names = set()
for f in os.listdir(sys.argv[2]):
    for line in open(os.path.join(sys.argv[2], f)):
        w = line.split()
        if len(w) >= 2 and line[0] not in "# \t":
            names.add(os.path.basename(w[1]))
missing = names - set(cat["tests"])
assert not missing, missing
for name, t in cat["tests"].items():
    assert t["doc"] and all(t["doc"]), name + ": no description"
    assert os.path.exists(os.path.join(os.path.dirname(sys.argv[2]), t["fname"])), name
    for k, v in t.items():      # kirk tests keys for presence: nothing unset may be there
        assert v not in (False, 0, "", [], {}, "0"), (name, k, v)
X
check "catalogue: kirk's serial keys where the test needs them (chmod03: needs_root)" sh -c "
	test \"\$(jq -r '.tests.chmod03.needs_root' catalogue.json)\" = 1 &&
	test \"\$(jq -r '.tests.chmod03 | has(\"needs_device\")' catalogue.json)\" = false"

# ---- a selection without tests ------------------------------------------------------------
"$LTK" run -f rt/alpha -s '^nothing$' -q > out 2>&1
check "a selection that selects nothing: exit 64, said" sh -c \
	"test $? = 64 && grep -q 'has no test' out"
"$LTK" run -f rt/alpha -s '^nothing$' -q --allow-empty --results res-empty > out 2>&1
check "--allow-empty: exit 0" test $? = 0

echo
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
