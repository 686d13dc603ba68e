#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: device, mkfs and mount. MODE picks the case.
TST_TESTFUNC=do_test
TST_CLEANUP=cleanup
TST_NEEDS_ROOT=1
case "$MODE" in
needs) TST_NEEDS_DEVICE=1; TST_DEVICE_SIZE=310 ;;
format) TST_FORMAT_DEVICE=1; TST_FS_TYPE=ext4; TST_DEV_FS_OPTS="-b 1024"; TST_DEV_EXTRA_OPTS="10240" ;;
mount) TST_MOUNT_DEVICE=1; TST_FS_TYPE=ext3; TST_MNTPOINT=mnt; TST_MNT_PARAMS="-o ro" ;;
esac

cleanup()
{
	echo "$TST_DEVICE" > "$MARK"
}

do_test()
{
	case "$MODE" in
	needs)
		EXPECT_PASS test -b "$TST_DEVICE"
		tst_res TINFO "size $(tst_get_device_size)"
		EXPECT_PASS test "$(tst_get_device_size)" -ge 310
		EXPECT_PASS test "$TST_FS_TYPE" = "${LTP_DEV_FS_TYPE:-ext2}"
		tst_mkfs ext2
		EXPECT_PASS test "$(blkid -o value -s TYPE "$TST_DEVICE")" = ext2
		tst_umount relative/path
		;;
	format)
		EXPECT_PASS test "$(blkid -o value -s TYPE "$TST_DEVICE")" = ext4
		EXPECT_PASS test "$(dumpe2fs -h "$TST_DEVICE" 2>/dev/null |
			awk '/^Block size:/ { print $3 }')" = 1024
		EXPECT_PASS test "$(dumpe2fs -h "$TST_DEVICE" 2>/dev/null |
			awk '/^Block count:/ { print $3 }')" = 10240
		# tst_mkfs gave mkfs the C library's options: lazy_itable_init=0 zeroes both groups.
		EXPECT_PASS test "$(dumpe2fs "$TST_DEVICE" 2>/dev/null |
			grep -c '^Group [0-9].*ITABLE_ZEROED')" = 2
		;;
	mount)
		EXPECT_PASS test "$TST_MNTPOINT" = "$PWD/mnt"
		EXPECT_PASS grep -q "^$TST_DEVICE $TST_MNTPOINT ext3 ro" /proc/mounts
		EXPECT_FAIL touch "$TST_MNTPOINT/file"
		tst_umount
		EXPECT_FAIL grep -q " $TST_MNTPOINT " /proc/mounts
		tst_mount
		EXPECT_PASS grep -q " $TST_MNTPOINT " /proc/mounts
		;;
	esac
}

. tst_test.sh
tst_run
