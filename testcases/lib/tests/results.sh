#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: result types, counters, exit code rules. MODE picks the case.
TST_TESTFUNC=do_test

do_test()
{
	case "$MODE" in
	all)
		tst_res TPASS "pass msg"
		tst_res TFAIL "fail msg"
		tst_res TWARN "warn msg"
		tst_res TCONF "conf msg"
		tst_res TINFO "info msg"
		;;
	conf) tst_res TCONF "only conf" ;;
	pass_conf) tst_res TPASS "p"; tst_res TCONF "c" ;;
	fail_conf) tst_res TFAIL "f"; tst_res TCONF "c" ;;
	invalid) tst_res TFOO "bad type" ;;
	subshell)
		( tst_res TPASS "from a subshell" )
		echo x | while read -r _; do tst_res TFAIL "from a pipeline"; done
		n=$(tst_res TWARN "from a command substitution" 2>&1)
		tst_res TINFO "captured: $n"
		;;
	counters)
		tst_res TPASS "one"
		tst_res TPASS "two"
		tst_res TINFO "TST_PASS=$TST_PASS TST_COUNT=$TST_COUNT ID=$TST_ID"
		;;
	esac
}

. tst_test.sh
tst_run
