#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# /proc describes processes and the system consistently: /proc/self is the reader,
# /proc/PID/status and cmdline match a known child, /proc/meminfo and /proc/uptime are
# sane, /proc/mounts shows a mount as it happens.
TST_DESCRIPTION="/proc reports processes, memory, uptime and mounts consistently"
TST_TESTFUNC=do_test
TST_CNT=4
TST_MOUNT_DEVICE=1
TST_FS_TYPE=ext2
TST_NEEDS_ROOT=1
TST_CLEANUP=cleanup

CHILD=

cleanup()
{
	[ -n "$CHILD" ] && kill "$CHILD" 2> /dev/null
	[ -n "$CHILD" ] && wait "$CHILD" 2> /dev/null
}

do_test1()
{
	local pid sleep_exe

	# the program the shell runs for sleep: a file in PATH, or (busybox) the shell itself
	sleep_exe=$(command -v sleep)
	case $sleep_exe in
	/*) sleep_exe=$(readlink -f "$sleep_exe") ;;
	*) sleep_exe=$(readlink "/proc/$$/exe") ;;
	esac
	sleep 60 &
	CHILD=$!
	pid=$CHILD
	# the forked shell becomes sleep when it execs: wait for that
	TST_RETRY_FUNC "grep -q '^Name:[[:space:]]*sleep$' /proc/$pid/status" 0
	tst_res TPASS "/proc/$pid/status names the child sleep"
	EXPECT_PASS test "$(awk '/^PPid:/ { print $2 }' "/proc/$pid/status")" = "$$"
	EXPECT_PASS test "$(tr '\0' ' ' < "/proc/$pid/cmdline")" = "sleep 60 "
	EXPECT_PASS test "$(readlink "/proc/$pid/exe")" = "$sleep_exe"
	kill "$pid"
	wait "$pid" 2> /dev/null
	CHILD=
	EXPECT_FAIL test -d "/proc/$pid/fd"
}

do_test2()
{
	local ids

	# a shell that execs readlink: /proc/self is the same pid the shell printed
	ids=$(sh -c 'echo $$; exec readlink /proc/self' | sort -u | wc -l)
	EXPECT_PASS test "$ids" = 1
	EXPECT_PASS test "$(awk '/^Name:/ { print $2 }' /proc/self/status)" = awk
}

do_test3()
{
	local total free up1 up2

	total=$(awk '/^MemTotal:/ { print $2 }' /proc/meminfo)
	free=$(awk '/^MemFree:/ { print $2 }' /proc/meminfo)
	EXPECT_PASS test "$total" -gt 0 -a "$free" -le "$total"
	up1=$(cut -d' ' -f1 /proc/uptime)
	tst_sleep 200ms
	up2=$(cut -d' ' -f1 /proc/uptime)
	EXPECT_PASS awk -v a="$up1" -v b="$up2" 'BEGIN { exit !(b > a) }'
}

do_test4()
{
	EXPECT_PASS grep -q "^$TST_DEVICE $TST_MNTPOINT ext2 " /proc/mounts
	EXPECT_PASS grep -q " $TST_MNTPOINT " /proc/self/mountinfo
	tst_umount "$TST_MNTPOINT"
	EXPECT_FAIL grep -q " $TST_MNTPOINT " /proc/mounts
	tst_mount
	EXPECT_PASS grep -q " $TST_MNTPOINT " /proc/mounts
}

. tst_test.sh
tst_run
