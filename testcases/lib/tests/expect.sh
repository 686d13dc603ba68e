#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: EXPECT_*, ROD, ROD_SILENT, TST_RETRY_*. MODE picks the case.
TST_TESTFUNC=do_test
TST_NEEDS_TMPDIR=1

do_test()
{
	case "$MODE" in
	expect)
		EXPECT_PASS true
		EXPECT_PASS false
		EXPECT_FAIL false
		EXPECT_FAIL sh -c 'echo hidden >&2; false'
		EXPECT_PASS echo redirected \> out.txt
		EXPECT_PASS grep -q redirected out.txt
		EXPECT_PASS echo appended \>\> out.txt
		EXPECT_PASS test "$(wc -l < out.txt)" -eq 2
		EXPECT_PASS grep -q appended \< out.txt
		;;
	pass_brk) EXPECT_PASS_BRK false; tst_res TINFO "not reached" ;;
	fail_brk) EXPECT_FAIL_BRK true; tst_res TINFO "not reached" ;;
	rod)
		ROD echo ok \> rod.txt
		ROD_SILENT echo silent
		ROD test -s rod.txt
		tst_res TPASS "ROD passed"
		ROD false
		tst_res TFAIL "not reached"
		;;
	rod_silent) ROD_SILENT sh -c 'echo shown-on-failure; exit 3' ;;
	retry)
		: > count
		TST_RETRY_FUNC "echo x >> count; [ \$(wc -l < count) -ge 3 ]" 0
		tst_res TPASS "retried $(wc -l < count) times"
		TST_RETRY_FN_EXP_BACKOFF "false" 0 1
		;;
	esac
}

. tst_test.sh
tst_run
