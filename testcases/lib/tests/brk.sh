#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: tst_brk and cleanup. MODE picks the case.
TST_TESTFUNC=do_test
TST_CNT=2
TST_SETUP=setup
TST_CLEANUP=cleanup
TST_NEEDS_TMPDIR=1

setup()
{
	[ "$MODE" = setup_conf ] && tst_brk TCONF "nothing to test here"
	tst_res TINFO "setup done"
}

cleanup()
{
	tst_res TINFO "cleanup runs"
	[ "$MODE" = in_cleanup ] && tst_brk TBROK "broken in cleanup"
	tst_res TINFO "cleanup goes on"
}

do_test()
{
	case "$MODE/$1" in
	brok/1) tst_brk TBROK "stop here" ;;
	conf/1) tst_brk TCONF "skip the rest" ;;
	fail/1) tst_brk TFAIL "fail type" ;;
	subshell/1) x=$(tst_brk TBROK "broken in a subshell"); echo "$x" ;;
	exit/1) exit 0 ;;
	esac
	tst_res TPASS "case $1 ran"
}

. tst_test.sh
tst_run
