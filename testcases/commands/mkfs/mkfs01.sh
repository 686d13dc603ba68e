#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# mkfs.<fs> for every filesystem the kernel and the tools support: the new filesystem has
# the right signature and label (blkid), passes its checker, mounts, keeps a file across a
# remount; mkfs on a missing device fails.
TST_DESCRIPTION="mkfs makes a valid, mountable filesystem of each supported type"
TST_TESTFUNC=do_test
TST_CNT=4
TST_ALL_FILESYSTEMS=1
TST_SKIP_FILESYSTEMS=tmpfs
TST_NEEDS_ROOT=1
TST_NEEDS_CMDS="blkid mount umount"
TST_CLEANUP=cleanup

LABEL=ltkmkfs

cleanup()
{
	tst_umount "$TST_MNTPOINT"
}

label_opt()
{
	case "$TST_FS_TYPE" in
	vfat) printf '%s\n' -n ;;
	*) echo -L ;;
	esac
}

# The read-only checker of TST_FS_TYPE, as a command line.
fs_checker()
{
	case "$TST_FS_TYPE" in
	ext2|ext3|ext4) echo "e2fsck -fn" ;;
	xfs) echo "xfs_repair -n" ;;
	btrfs) echo "btrfs check" ;;
	ntfs) echo "ntfsfix -n" ;;
	vfat) echo "fsck.vfat -n" ;;
	exfat) echo "fsck.exfat -n" ;;
	esac
}

# The type blkid reports for TST_FS_TYPE.
blkid_type()
{
	case "$TST_FS_TYPE" in
	ntfs) echo ntfs ;;
	*) echo "$TST_FS_TYPE" ;;
	esac
}

do_test1()
{
	local quiet=-q

	case "$TST_FS_TYPE" in
	vfat|exfat) quiet= ;;	# quiet by default, and without -q (dosfstools, exfatprogs)
	ntfs) quiet="-Q -q" ;;
	btrfs) quiet=-f ;;
	xfs) quiet="-f -q" ;;
	ext*) quiet="-F -q" ;;
	esac
	# shellcheck disable=SC2086 # option words
	EXPECT_PASS "mkfs.$TST_FS_TYPE" $quiet "$(label_opt)" "$LABEL" "$TST_DEVICE" \> /dev/null
	EXPECT_PASS test "$(blkid -p -o value -s TYPE "$TST_DEVICE")" = "$(blkid_type)"
	EXPECT_PASS test "$(blkid -p -o value -s LABEL "$TST_DEVICE")" = "$LABEL"
}

do_test2()
{
	local checker

	checker=$(fs_checker)
	if [ -z "$checker" ] || ! tst_cmd_available "${checker%% *}"; then
		tst_res TCONF "no checker for $TST_FS_TYPE here (${checker:-none known})"
		return
	fi
	# shellcheck disable=SC2086 # the checker's command line
	if ! $checker "$TST_DEVICE" > check.log 2>&1; then
		tst_res TFAIL "$checker found errors on a fresh $TST_FS_TYPE"
		cat check.log >&2
		return
	fi
	tst_res TPASS "$checker found no error"
}

do_test3()
{
	tst_mount
	ROD dd if=/dev/urandom of=data bs=64k count=4 2> /dev/null
	ROD cp data "$TST_MNTPOINT/data"
	tst_umount "$TST_MNTPOINT"
	tst_mount
	EXPECT_PASS cmp data "$TST_MNTPOINT/data"
	tst_umount "$TST_MNTPOINT"
}

do_test4()
{
	EXPECT_FAIL "mkfs.$TST_FS_TYPE" /dev/ltk_no_such_device \> /dev/null
}

. tst_test.sh
tst_run
