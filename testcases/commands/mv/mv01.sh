#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# mv: rename in place (same inode), into a directory, a whole tree, across filesystems
# (copy and remove, content and mode kept), -n keeps the target, a missing source fails.
TST_DESCRIPTION="mv renames and moves files and trees, also across filesystems"
TST_TESTFUNC=do_test
TST_CNT=4
TST_MOUNT_DEVICE=1
TST_FS_TYPE=ext2
TST_NEEDS_ROOT=1
TST_NEEDS_CMDS="mv cmp stat"

do_test1()
{
	local ino

	ROD dd if=/dev/urandom of=src bs=4k count=8 2> /dev/null
	ROD cp src ref
	ino=$(stat -c %i src)
	ROD mv src dst
	EXPECT_FAIL test -e src
	EXPECT_PASS cmp ref dst
	EXPECT_PASS test "$(stat -c %i dst)" = "$ino"
}

do_test2()
{
	ROD mkdir -p dir tree/a/b
	echo leaf > tree/a/b/leaf
	ROD mv dst dir/
	EXPECT_PASS cmp ref dir/dst
	ROD mv tree moved
	EXPECT_PASS test "$(cat moved/a/b/leaf)" = leaf
	EXPECT_FAIL test -d tree
}

do_test3()
{
	ROD rm -rf "$TST_MNTPOINT/moved"
	ROD chmod 640 dir/dst
	ROD mv dir/dst "$TST_MNTPOINT/cross"
	EXPECT_FAIL test -e dir/dst
	EXPECT_PASS cmp ref "$TST_MNTPOINT/cross"
	EXPECT_PASS test "$(stat -c %a "$TST_MNTPOINT/cross")" = 640
	ROD mv moved "$TST_MNTPOINT/"
	EXPECT_PASS test "$(cat "$TST_MNTPOINT/moved/a/b/leaf")" = leaf
}

do_test4()
{
	echo keep > keep
	echo new > new
	ROD mv -n new keep
	EXPECT_PASS test "$(cat keep)" = keep
	EXPECT_FAIL mv /ltk/no/such/file here
}

. tst_test.sh
tst_run
