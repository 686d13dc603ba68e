#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: TST_TESTFUNC names a function that does not exist.
TST_TESTFUNC=do_tset

do_test()
{
	tst_res TPASS "wrong function"
}

. tst_test.sh
tst_run
