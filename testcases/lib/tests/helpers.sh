#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: small helper functions; each assertion is one EXPECT_*.
TST_TESTFUNC=do_test
TST_CNT=7
TST_NEEDS_TMPDIR=1

do_test1()
{
	EXPECT_PASS tst_is_int 42
	EXPECT_PASS tst_is_int -7
	EXPECT_FAIL tst_is_int 4x
	EXPECT_FAIL tst_is_int ""
	EXPECT_FAIL tst_is_int 1-2
	EXPECT_PASS tst_is_num 3.14
	EXPECT_PASS tst_is_num -0.5
	EXPECT_PASS tst_is_num 10
	EXPECT_FAIL tst_is_num 1.2.3
	EXPECT_FAIL tst_is_num abc
}

do_test2()
{
	EXPECT_PASS tst_kvcmp -ge 2.6
	EXPECT_FAIL tst_kvcmp -lt 2.6.32
	EXPECT_PASS tst_kvcmp -lt 99.1
	EXPECT_PASS tst_kvcmp -eq "$(uname -r)"
	EXPECT_PASS tst_kvcmp -ne 2.4.0
	EXPECT_PASS tst_kvcmp -gt 99 -o -ge 3.0
	EXPECT_FAIL tst_kvcmp -ge 3.0 -a -gt 99
	EXPECT_PASS tst_kvcmp -ge 3.0 -a -le 99
}

do_test3()
{
	local i=0 r ok=1

	while [ $i -lt 50 ]; do
		r=$(tst_random 5 7)
		case "$r" in 5|6|7) ;; *) ok=0 ;; esac
		i=$((i + 1))
	done
	EXPECT_PASS test $ok = 1
	r=$(tst_random 3)
	EXPECT_PASS test "$r" -ge 0 -a "$r" -le 3
	r=$(tst_get_unused_port ipv4 stream)
	EXPECT_PASS test "$r" -ge 1024 -a "$r" -le 65535
	EXPECT_FAIL tst_virt_hyperv
}

do_test4()
{
	local start end

	# /proc/uptime (10 ms steps): busybox's date has no %N
	start=$(cut -d' ' -f1 /proc/uptime)
	tst_sleep 300ms
	end=$(cut -d' ' -f1 /proc/uptime)
	EXPECT_PASS awk -v a="$start" -v b="$end" 'BEGIN { exit !(b - a >= 0.29) }'
	EXPECT_PASS tst_sleep 1000us
	EXPECT_PASS tst_sleep 0s
}

do_test5()
{
	EXPECT_PASS tst_cmd_available sh
	EXPECT_FAIL tst_cmd_available no_such_command_ltk
	EXPECT_PASS tst_check_cmds sh cat
	EXPECT_FAIL tst_check_cmds no_such_command_ltk
	EXPECT_PASS tst_require_cmds sh
	EXPECT_PASS tst_require_root
}

do_test6()
{
	EXPECT_PASS test "$TST_DATAROOT" = "$LTPROOT/testcases/data/helpers"
	EXPECT_PASS test -d "$TST_TMPDIR"
	EXPECT_PASS test "$PWD" = "$TST_TMPDIR"
	EXPECT_PASS test "$LC_ALL" = C
	EXPECT_PASS test "$TST_LIB_LOADED" = 1
	EXPECT_PASS test "$TST_USR_UID" = 65534
	EXPECT_PASS test "$(tst_getconf PAGESIZE)" -gt 0
}

do_test7()
{
	tst_require_kconfigs "CONFIG_A,CONFIG_Z"
	tst_res TFAIL "not reached"
}

. tst_test.sh
tst_run
