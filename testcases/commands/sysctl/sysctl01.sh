#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# sysctl: reads agree with /proc/sys, a write of a harmless value reads back (and is
# restored), read-only and unknown keys are refused.
TST_DESCRIPTION="sysctl reads and writes kernel parameters through /proc/sys"
TST_TESTFUNC=do_test
TST_CNT=3
TST_SETUP=setup
TST_CLEANUP=cleanup
TST_NEEDS_ROOT=1
TST_NEEDS_CMDS="sysctl"
TST_RUNS_ALONE=1

# printk's rate limit burst: only how many messages may pass in a burst.
KEY=kernel.printk_ratelimit_burst
FILE=/proc/sys/kernel/printk_ratelimit_burst
SAVED=

setup()
{
	[ -w "$FILE" ] || tst_brk TCONF "$FILE is not writable here"
	SAVED=$(cat "$FILE")
}

cleanup()
{
	[ -n "$SAVED" ] && echo "$SAVED" > "$FILE"
}

do_test1()
{
	EXPECT_PASS test "$(sysctl -n kernel.ostype)" = "$(cat /proc/sys/kernel/ostype)"
	EXPECT_PASS test "$(sysctl -n kernel.ostype)" = Linux
	EXPECT_PASS test "$(sysctl kernel.osrelease)" = "kernel.osrelease = $(uname -r)"
	EXPECT_PASS test "$(sysctl -a 2>/dev/null | grep -c '^kernel.ostype = Linux$')" = 1
}

do_test2()
{
	local new=$((SAVED + 1))

	ROD_SILENT sysctl -w "$KEY=$new"
	EXPECT_PASS test "$(cat "$FILE")" = "$new"
	EXPECT_PASS test "$(sysctl -n "$KEY")" = "$new"
	ROD_SILENT sysctl -w "$KEY=$SAVED"
	EXPECT_PASS test "$(cat "$FILE")" = "$SAVED"
}

do_test3()
{
	local err

	# procps' exit status for a refused write varies between versions: check the message
	# and that nothing changed.
	err=$(sysctl -w kernel.ostype=Other 2>&1 > /dev/null)
	if [ -n "$err" ]; then
		tst_res TPASS "writing read-only kernel.ostype refused: $err"
	else
		tst_res TFAIL "writing read-only kernel.ostype gave no error"
	fi
	EXPECT_PASS test "$(sysctl -n kernel.ostype)" = Linux
	EXPECT_FAIL sysctl -n kernel.ltk_no_such_key
	EXPECT_FAIL sysctl -w "$KEY=not_a_number"
	EXPECT_PASS test "$(cat "$FILE")" = "$SAVED"
}

. tst_test.sh
tst_run
