#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: an unknown TST_ name set by the test is reported.
TST_TESTFUNC=do_test
# shellcheck disable=SC2034 # an unknown name is what this fixture is about
TST_NO_SUCH_THING=1

do_test()
{
	tst_res TPASS "requirements met, TST_COUNT=$TST_COUNT"
}

. tst_test.sh
tst_run
