#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: command line options.
TST_TESTFUNC=do_test
TST_OPTS="a:b"
TST_PARSE_ARGS=parse_args
TST_USAGE=usage
[ -n "$POS" ] && TST_POS_ARGS=$POS

A_VAL=
B_SET=

usage()
{
	echo "usage: options.sh [-a VAL] [-b]"
}

parse_args()
{
	case "$1" in
	a) A_VAL=$2 ;;
	b) B_SET=1 ;;
	esac
}

do_test()
{
	tst_res TPASS "a=$A_VAL b=$B_SET iterations=$TST_ITERATIONS args=$TST_ARGS"
}

. tst_test.sh
tst_run
