#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Shell loader, part 3: the last line of a loader script. Runs $TST_SETUP, then
# tst_test "$@" (with "tcnt" the case index 0..tcnt-1 is $1), with $TST_CLEANUP as the EXIT
# trap so it runs however the script ends. The C library runs this once per test call.

if [ -n "${TST_CLEANUP:-}" ]; then
	command -v "$TST_CLEANUP" > /dev/null 2>&1 || \
		tst_brk TBROK "TST_CLEANUP=$TST_CLEANUP is not a function"
	trap '$TST_CLEANUP' EXIT
fi

if [ -n "${TST_SETUP:-}" ]; then
	command -v "$TST_SETUP" > /dev/null 2>&1 || \
		tst_brk TBROK "TST_SETUP=$TST_SETUP is not a function"
	$TST_SETUP
fi

command -v tst_test > /dev/null 2>&1 || tst_brk TBROK "tst_test() is not defined"
tst_test "$@"
