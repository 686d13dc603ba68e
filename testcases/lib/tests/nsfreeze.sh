#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: tst_ns_create, tst_ns_exec, tst_ns_ifmove (a veth moved into a new
# network namespace) and tst_fsfreeze on a mounted loop device.
TST_TESTFUNC=do_test
TST_CNT=3
TST_NEEDS_ROOT=1
TST_MOUNT_DEVICE=1
TST_SETUP=setup
TST_CLEANUP=cleanup

NS_PID=
IF0="ltkn$$"
IF1="ltkm$$"

setup()
{
	NS_PID=$(tst_ns_create net,uts) || tst_brk TBROK "tst_ns_create failed"
	tst_res TINFO "namespaces of pid $NS_PID"
}

cleanup()
{
	[ -n "$NS_PID" ] && kill -KILL "$NS_PID" 2>/dev/null
	ip link del "$IF0" 2>/dev/null
	ip link del "$IF1" 2>/dev/null
}

do_test1()
{
	EXPECT_PASS tst_ns_exec "$NS_PID" uts hostname ltk-ns-test
	if [ "$(hostname)" != ltk-ns-test ] &&
	   [ "$(tst_ns_exec "$NS_PID" uts hostname)" = ltk-ns-test ]; then
		tst_res TPASS "hostname set in the new uts namespace only"
	else
		tst_res TFAIL "uts namespace not separate"
	fi
	EXPECT_FAIL tst_ns_exec "$NS_PID" nosuchns true
	EXPECT_FAIL tst_ns_create nosuchns
	EXPECT_FAIL tst_ns_exec 0 net true
}

do_test2()
{
	ROD ip link add "$IF0" type veth peer name "$IF1"
	EXPECT_PASS tst_ns_ifmove "$IF0" "$NS_PID"
	EXPECT_FAIL ip link show "$IF0"
	EXPECT_PASS tst_ns_exec "$NS_PID" net ip link show "$IF0"
	EXPECT_FAIL tst_ns_ifmove no_such_if_ltk "$NS_PID"
}

do_test3()
{
	echo data > "$TST_MNTPOINT/file"
	EXPECT_PASS tst_fsfreeze "$TST_MNTPOINT"
	EXPECT_PASS test "$(cat "$TST_MNTPOINT/file")" = data
	EXPECT_FAIL tst_fsfreeze /nonexistent/ltk
}

. tst_test.sh
tst_run
