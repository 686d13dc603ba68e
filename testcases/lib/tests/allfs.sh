#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: TST_ALL_FILESYSTEMS. MODE picks the case.
TST_TESTFUNC=do_test
TST_SETUP=setup
TST_CLEANUP=cleanup
TST_NEEDS_ROOT=1
TST_ALL_FILESYSTEMS=1
TST_MOUNT_DEVICE=1
TST_SKIP_FILESYSTEMS="$SKIP_FS"
TST_TIMEOUT=${SECS:-300}

setup()
{
	tst_res TINFO "setup on $TST_FS_TYPE"
	[ "$TST_FS_TYPE" = "$CONF_ON" ] && tst_brk TCONF "not on $TST_FS_TYPE"
	[ "$TST_FS_TYPE" = "$BROK_ON" ] && tst_brk TBROK "broken on $TST_FS_TYPE"
	return 0
}

cleanup()
{
	tst_res TINFO "cleanup on $TST_FS_TYPE"
}

do_test()
{
	[ "$TST_FS_TYPE" = "$SLEEP_ON" ] && sleep 100
	echo data > "$TST_MNTPOINT/file"
	EXPECT_PASS grep -q "^data$" "$TST_MNTPOINT/file"
	EXPECT_PASS test "$(awk -v m="$TST_MNTPOINT" '$2 == m { print $3 }' /proc/mounts)" = \
		"$TST_FS_TYPE"
}

. tst_test.sh
tst_run
