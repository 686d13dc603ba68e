#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: TST_CNT forms, TST_TEST_DATA, iterations. MODE picks the case.
TST_TESTFUNC=do_test
case "$MODE" in
numbered) TST_CNT=2 ;;
single) TST_CNT=3 ;;
data) TST_TEST_DATA="a b c" ;;
data_ifs) TST_TEST_DATA="x y:z"; TST_TEST_DATA_IFS=":" ;;
cnt_data) TST_CNT=2; TST_TEST_DATA="d1 d2" ;;
bad_cnt) TST_CNT=0 ;;
esac

do_test()
{
	tst_res TPASS "do_test args: $* count=$TST_COUNT"
}

if [ "$MODE" = numbered ]; then
	do_test1() { tst_res TPASS "first args: $*"; }
	do_test2() { tst_res TPASS "second args: $*"; }
fi

. tst_test.sh
tst_run
