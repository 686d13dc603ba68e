#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# df on a freshly mounted filesystem: it names the device, type and mount point, its
# used/available numbers follow a file being written and removed, -i counts inodes.
TST_DESCRIPTION="df reports the device, type, space and inodes of a mounted filesystem"
TST_TESTFUNC=do_test
TST_CNT=4
TST_MOUNT_DEVICE=1
TST_FS_TYPE=ext4
TST_NEEDS_ROOT=1
TST_NEEDS_CMDS="df dd sync"

# field N of df -P's line for the mount point
df_field()
{
	df -P -k "$TST_MNTPOINT" | awk -v n="$1" 'NR == 2 { print $n }'
}

do_test1()
{
	EXPECT_PASS test "$(df_field 1)" = "$TST_DEVICE"
	EXPECT_PASS test "$(df_field 6)" = "$TST_MNTPOINT"
	EXPECT_PASS test "$(df -T -P "$TST_MNTPOINT" | awk 'NR == 2 { print $2 }')" = ext4
}

do_test2()
{
	local total used avail dev_kb

	total=$(df_field 2)
	used=$(df_field 3)
	avail=$(df_field 4)
	dev_kb=$(($(tst_get_device_size) * 1024))
	# ext4 keeps some blocks for itself and root: total within the device, used + avail
	# not above it.
	if [ "$total" -le "$dev_kb" ] && [ "$total" -gt $((dev_kb * 8 / 10)) ] &&
	   [ $((used + avail)) -le "$total" ]; then
		tst_res TPASS "sizes consistent: device ${dev_kb}k total ${total}k used ${used}k avail ${avail}k"
	else
		tst_res TFAIL "sizes inconsistent: device ${dev_kb}k total ${total}k used ${used}k avail ${avail}k"
	fi
}

do_test3()
{
	local before after removed

	before=$(df_field 3)
	ROD dd if=/dev/zero of="$TST_MNTPOINT/file" bs=1M count=20 2> /dev/null
	ROD sync
	after=$(df_field 3)
	if [ $((after - before)) -ge 20000 ] && [ $((after - before)) -le 22000 ]; then
		tst_res TPASS "used grew by $((after - before))k after writing 20 MiB"
	else
		tst_res TFAIL "used grew by $((after - before))k after writing 20 MiB"
	fi
	ROD rm "$TST_MNTPOINT/file"
	ROD sync
	removed=$(df_field 3)
	if [ $((after - removed)) -ge 20000 ]; then
		tst_res TPASS "used shrank by $((after - removed))k after removing it"
	else
		tst_res TFAIL "used shrank by $((after - removed))k after removing it"
	fi
}

do_test4()
{
	local before after

	ROD rm -f "$TST_MNTPOINT/a" "$TST_MNTPOINT/b" "$TST_MNTPOINT/c"
	before=$(df -P -i "$TST_MNTPOINT" | awk 'NR == 2 { print $3 }')
	ROD touch "$TST_MNTPOINT/a" "$TST_MNTPOINT/b" "$TST_MNTPOINT/c"
	after=$(df -P -i "$TST_MNTPOINT" | awk 'NR == 2 { print $3 }')
	EXPECT_PASS test $((after - before)) -eq 3
	EXPECT_FAIL df /ltk/no/such/path
}

. tst_test.sh
tst_run
