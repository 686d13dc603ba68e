#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Run on the device by lava/ltk-shard.yaml (the parameters come as environment variables):
# ltk run --shard, then one lava-test-case per test of the shard, read from the run's
# results.jsonl (one JSON object per line, fields in a fixed order). POSIX sh and busybox
# awk are enough: no python or jq on the device.
#   pass -> pass; conf (TCONF) and skip -> skip; fail, brok, warn, timeout -> fail
# The duration is the measurement (seconds); the TCONF reason or the first failure line is
# printed before the test's result, so it stands next to it in the job log.
# The results directory goes back as a tar.gz: to the lab's artefact store when UPLOAD is set,
# else base64 in the job log between "LTK-RESULTS BEGIN K/N" and "LTK-RESULTS END K/N".
# Exit status 0 when the results were reported (the tests' own outcome is in the results).
LTK_ROOT=${LTK_ROOT:-/opt/ltk}
SHARD=${SHARD:-1/1}
RUNTEST=${RUNTEST:-syscalls}
RESULTS=${RESULTS:-/tmp/ltk-results}
LTK=$LTK_ROOT/bin/ltk

# a board's root filesystem without LTK: fetch and unpack the install tree's tar
if [ ! -x "$LTK" ] && [ -n "${LTK_URL:-}" ]; then
	echo "ltk-shard: fetching $LTK_URL"
	if command -v curl > /dev/null; then
		curl -fsSL -o /tmp/ltk.tar.gz "$LTK_URL"
	else
		wget -q -O /tmp/ltk.tar.gz "$LTK_URL"
	fi && tar -C / -xzf /tmp/ltk.tar.gz && rm -f /tmp/ltk.tar.gz
fi
if [ ! -x "$LTK" ]; then
	echo "ltk-shard: $LTK is missing: is LTK installed (or overlaid) at LTK_ROOT=$LTK_ROOT?"
	lava-test-case ltk-install --result fail
	exit 1
fi
"$LTK" version

set -- run --shard "$SHARD" --results "$RESULTS" -f "$RUNTEST" --allow-empty
[ -n "${SELECT:-}" ] && set -- "$@" -s "$SELECT"
[ -n "${SKIPFILE:-}" ] && set -- "$@" -S "$SKIPFILE"
[ -n "${DURATIONS:-}" ] && set -- "$@" --durations "$DURATIONS"
rm -rf "$RESULTS" "$RESULTS.cases" "$RESULTS.tar.gz"
echo "ltk-shard: $LTK $* ${LTK_ARGS:-}"
# shellcheck disable=SC2086 # LTK_ARGS is a list of options
"$LTK" "$@" ${LTK_ARGS:-}
rc=$?
echo "ltk-shard: ltk run exited $rc"

if [ ! -f "$RESULTS/results.jsonl" ]; then
	echo "ltk-shard: no $RESULTS/results.jsonl"
	lava-test-case ltk-run --result fail
	exit 1
fi

# one line per test: TAG RESULT DURATION NOTE (NOTE: the reason or first failure, may be empty)
awk '
function field(name,    re) {
	re = "\"" name "\":\"([^\"\\\\]|\\\\.)*\""
	if (!match($0, re))
		return ""
	return substr($0, RSTART + length(name) + 4, RLENGTH - length(name) - 5)
}
function number(name) {
	if (!match($0, "\"" name "\":[-0-9.eE+]+"))
		return "0"
	return substr($0, RSTART + length(name) + 3, RLENGTH - length(name) - 3)
}
{
	tag = field("test_fqn")
	st = field("ltk_status")
	if (st == "")
		st = field("status")
	res = st == "pass" ? "pass" : (st == "conf" || st == "skip") ? "skip" : "fail"
	note = field("reason")
	if (note == "")
		note = field("first_failures")
	sub(/\\n.*/, "", note)
	gsub(/\\"/, "\"", note)
	printf "%s %s %s %s %s\n", tag, res, number("duration"), st, note
}' "$RESULTS/results.jsonl" > "$RESULTS.cases"

while read -r tag res dur st note; do
	[ -n "$tag" ] || continue
	[ -n "$note" ] && echo "ltk-shard: $tag: $st: $note"
	lava-test-case "$tag" --result "$res" --measurement "$dur" --units s
done < "$RESULTS.cases"

# the results directory (results.json, results.jsonl, ltk.log, junit.xml, logs/) as an artefact
tar -C "$RESULTS" -czf "$RESULTS.tar.gz" .
if [ -n "${UPLOAD:-}" ]; then
	if url=$($UPLOAD "$RESULTS.tar.gz") && [ -n "$url" ]; then
		lava-test-reference ltk-results --result pass --reference "$url"
	else
		echo "ltk-shard: the upload ($UPLOAD) failed"
		lava-test-case ltk-results --result fail
	fi
else
	echo "LTK-RESULTS BEGIN $SHARD"
	base64 < "$RESULTS.tar.gz"
	echo "LTK-RESULTS END $SHARD"
fi
exit 0
