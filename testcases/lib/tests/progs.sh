#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: the helper programs of spec 1.6 (run with `command`, past the
# tst_test.sh functions of the same name).
TST_TESTFUNC=do_test
TST_CNT=6
TST_NEEDS_TMPDIR=1

check()
{
	if [ "$2" = "$3" ]; then
		tst_res TPASS "$1: '$2'"
	else
		tst_res TFAIL "$1: '$2', expected '$3'"
	fi
}

do_test1()
{
	local r

	r=$(command tst_random 5 7)
	case "$r" in 5|6|7) tst_res TPASS "tst_random 5 7: $r" ;; *) tst_res TFAIL "got '$r'" ;; esac
	check "tst_random 4 4" "$(command tst_random 4 4)" 4
	EXPECT_FAIL command tst_random 7 5
	EXPECT_FAIL command tst_random x
	EXPECT_PASS command tst_sleep 20ms
	EXPECT_PASS command tst_sleep 1us
	EXPECT_FAIL command tst_sleep 3h
}

do_test2()
{
	check "tst_getconf PAGESIZE" "$(command tst_getconf PAGESIZE)" "$(getconf PAGESIZE)"
	check "tst_getconf _NPROCESSORS_ONLN" "$(command tst_getconf _NPROCESSORS_ONLN)" \
		"$(getconf _NPROCESSORS_ONLN)"
	EXPECT_FAIL command tst_getconf NO_SUCH_NAME
	check "tst_hexdump" "$(printf 'ab\n' | command tst_hexdump)" "00000000  61 62 0a"
	printf '0123456789abcdefXY' > hex
	check "tst_hexdump 2 lines" "$(command tst_hexdump < hex | tail -n 1)" "00000010  58 59"
}

do_test3()
{
	check "tst_get_median 5 1 3" "$(tst_get_median 5 1 3)" 3
	check "tst_get_median 10 2 4 6" "$(tst_get_median 10 2 4 6)" 5
	check "tst_get_median -3" "$(tst_get_median -3)" -3
	EXPECT_FAIL tst_get_median
	EXPECT_FAIL tst_get_median 1 x
}

do_test4()
{
	local n p

	n=$(tst_get_free_pids)
	EXPECT_PASS test "$n" -gt 0
	p=$(command tst_get_unused_port ipv4 stream)
	EXPECT_PASS test "$p" -gt 0 -a "$p" -le 65535
	p=$(command tst_get_unused_port ipv6 dgram)
	EXPECT_PASS test "$p" -gt 0 -a "$p" -le 65535
	EXPECT_FAIL command tst_get_unused_port ipv5 stream
}

do_test5()
{
	check "tst_runas id -u" "$(tst_runas id -u)" 65534
	check "tst_runas id -G" "$(tst_runas id -G)" 65534
	check "LTP_USR_UID=1234 tst_runas" "$(LTP_USR_UID=1234 LTP_USR_GID=4321 tst_runas id -u -r)" 1234
	EXPECT_FAIL env LTP_USR_UID=-1 tst_runas true
	EXPECT_FAIL tst_runas no_such_cmd_ltk
	EXPECT_PASS tst_runas true
}

do_test6()
{
	local rc=0

	printf 'data\n' > readable
	mkdir dir
	mkfifo fifo
	printf '%s\n' "$PWD/readable" /proc/self/status | tst_read_files > out || rc=$?
	check "tst_read_files, all readable: exit status" "$rc" 0
	check "tst_read_files, all readable: output" "$(cat out)" ""
	rc=0
	printf '%s\n' "$PWD/readable" "$PWD/dir" "$PWD/missing" "$PWD/fifo" |
		tst_read_files -t 0.2 > out || rc=$?
	check "tst_read_files, 3 unreadable: exit status" "$rc" 1
	check "tst_read_files, 3 unreadable: output" "$(cat out)" "$PWD/dir: Is a directory
$PWD/missing: No such file or directory
$PWD/fifo: timed out after 0.2 s"
	rc=0
	printf '%s\n' "$PWD/missing" "$PWD/dir" | tst_read_files -s > out || rc=$?
	check "tst_read_files -s, a missing file and a directory: output" "$(cat out)" \
		"$PWD/dir: Is a directory"
	rc=0
	tst_read_files -t 0 < /dev/null 2> err || rc=$?
	check "tst_read_files -t 0: exit status" "$rc" 2
	rc=0
	tst_read_files extra < /dev/null 2> err || rc=$?
	check "tst_read_files extra: exit status" "$rc" 2
	check "tst_read_files extra: message" "$(cat err)" \
		"usage: tst_read_files [-s] [-t SECONDS] < LIST_OF_PATHS"
}

. tst_test.sh
tst_run
