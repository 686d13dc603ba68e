#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: the watchdog and signals. MODE picks the case.
TST_TESTFUNC=do_test
TST_SETUP=setup
TST_CLEANUP=cleanup
TST_NEEDS_TMPDIR=1
TST_TIMEOUT=${SECS:-2}

setup()
{
	sleep 1000 &
	echo $! > "$MARK.bg"
}

cleanup()
{
	tst_res TINFO "cleanup ran"
	echo cleanup >> "$MARK.cleanup"
}

do_test()
{
	case "$MODE" in
	sleep) echo started > "$MARK"; sleep 100 ;;
	loop) echo started > "$MARK"; while :; do :; done ;;
	set) tst_set_timeout 1; sleep 30 ;;
	quick)
		kill "$(cat "$MARK.bg")"
		tst_res TPASS "done in time"
		return
		;;
	esac
	tst_res TFAIL "not reached"
}

. tst_test.sh
tst_run
