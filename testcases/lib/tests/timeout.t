# SPDX-License-Identifier: GPL-2.0-or-later
# The watchdog kills the test body and its children, reports TBROK, runs the cleanup once;
# SIGTERM/SIGINT do the same.
start=$(date +%s)
sh_run MODE=sleep SECS=1 timeout
took=$(($(date +%s) - start))
expect_exit 2
expect_line 'TINFO: timeout per run is 0h 0m 1s'
expect_line 'TBROK: Test timed out after 1s'
expect_no_line 'not reached'
expect_count 1 'TINFO: cleanup ran'
[ "$took" -le 10 ] || fail "timeout took ${took}s"
bg=$(cat "$MARK.bg")
sleep 0.2
kill -0 "$bg" 2>/dev/null && { fail "background child $bg still alive"; kill "$bg"; }
[ "$(wc -l < "$MARK.cleanup")" = 1 ] || fail "cleanup did not run exactly once"
no_leftovers

# a busy loop of builtins is stopped too
sh_run MODE=loop SECS=1 timeout
expect_exit 2
expect_line 'TBROK: Test timed out after 1s'
expect_count 1 'TINFO: cleanup ran'
no_leftovers

# LTP_TIMEOUT_MUL scales (rounded up), bad values are refused
sh_run MODE=quick SECS=10 LTP_TIMEOUT_MUL=1.25 timeout
expect_exit 0
expect_line 'timeout per run is 0h 0m 13s'
sh_run MODE=quick LTP_TIMEOUT_MUL=0.5 timeout
expect_exit 2
expect_line 'TBROK: LTP_TIMEOUT_MUL must be >= 1'
sh_run MODE=quick SECS=abc timeout
expect_exit 2
expect_line "TBROK: TST_TIMEOUT must be an integer > 0 or -1, got 'abc'"
sh_run MODE=quick SECS=-1 timeout
expect_exit 0
expect_line 'Timeout per run is disabled'

# tst_set_timeout restarts the watchdog with a new limit
sh_run MODE=set SECS=100 timeout
expect_exit 2
expect_line 'TBROK: Test timed out after 1s'
no_leftovers

# a signal: TBROK, cleanup once, children gone
for sig in TERM INT; do
	rm -rf "$T/tmp" "$MARK" "$MARK".*
	mkdir -p "$T/tmp"
	# --default-signal: a background job starts with SIGINT ignored, which no trap undoes
	env --default-signal=INT TMPDIR="$T/tmp" MARK="$MARK" MODE=sleep SECS=60 LTP_COLORIZE_OUTPUT=n \
		PATH="$BINDIR:$PATH" "$SH" "$FIX/timeout.sh" > "$T/all" 2>&1 &
	pid=$!
	i=0
	while [ ! -f "$MARK" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
	# the shell gets the signal; its foreground sleep is killed as by the terminal
	kill -$sig "$pid"
	pkill -P "$pid" -f '^sleep 100$'
	wait "$pid"
	_status=$?
	_last="timeout.sh killed by SIG$sig"
	expect_exit 2
	expect_line "TBROK: Test interrupted by signal $sig"
	expect_count 1 'TINFO: cleanup ran'
	# background children are the test's cleanup's business, not killed on a signal
	kill "$(cat "$MARK.bg")" 2>/dev/null
	no_leftovers
done
