#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: the layout of spec 1.1 (numbered functions, setup, cleanup, tmpdir).
TST_TESTFUNC=do_test
TST_CNT=3
TST_SETUP=setup
TST_CLEANUP=cleanup
TST_NEEDS_TMPDIR=1

setup()
{
	tst_res TINFO "setup in $PWD"
	echo "$PWD" > "$MARK"
}

cleanup()
{
	tst_res TINFO "cleanup"
}

do_test1()
{
	EXPECT_PASS true
}

do_test2()
{
	EXPECT_FAIL false
	tst_res TWARN "a warning"
}

do_test3()
{
	tst_res TCONF "not configured"
}

. tst_test.sh
tst_run
