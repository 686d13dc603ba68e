# SPDX-License-Identifier: GPL-2.0-or-later
# TST_ALL_FILESYSTEMS: every supported filesystem gets its own mkfs, mount, setup, test
# and cleanup; TCONF in one skips only that one, TBROK stops the loop; LTP_SINGLE_FS_TYPE.
require_root
[ -c /dev/loop-control ] || skip "no loop devices"

sh_run SKIP_FS="xfs,btrfs,ntfs" allfs
expect_exit 0
for fs in ext2 ext3 ext4 tmpfs; do
	expect_line "TINFO: === Testing on $fs ===$"
	expect_count 1 "TINFO: setup on $fs$"
	expect_count 1 "TINFO: cleanup on $fs$"
	expect_line "TPASS: test $fs = $fs passed as expected"
done
expect_line 'TINFO: Skipping xfs as requested by the test'
expect_no_line 'Testing on xfs'
expect_order 'Testing on ext2' 'Testing on ext3'
expect_order 'cleanup on ext2' 'Testing on ext3'
expect_line '^passed   8$'
no_leftovers

sh_run SKIP_FS="xfs,btrfs,ntfs" CONF_ON=ext3 allfs
expect_exit 0
expect_line 'TCONF: not on ext3'
expect_count 1 'cleanup on ext3'
expect_line 'TPASS: test ext4 = ext4'
expect_line '^skipped  1$'
no_leftovers

sh_run SKIP_FS="xfs,btrfs,ntfs" BROK_ON=ext3 allfs
expect_exit 2
expect_line 'TBROK: broken on ext3'
expect_count 1 'cleanup on ext3'
expect_no_line 'Testing on ext4'
no_leftovers

sh_run LTP_SINGLE_FS_TYPE=ext4 allfs
expect_exit 0
expect_count 1 'TINFO: === Testing on'
expect_line 'Testing on ext4'
no_leftovers

# a timeout inside one filesystem's round: TBROK, that round's cleanup and umount, no
# further filesystems
sh_run SKIP_FS="xfs,btrfs,ntfs" SLEEP_ON=ext3 SECS=3 allfs
expect_exit 2
expect_line 'TBROK: Test timed out after 3s'
expect_count 1 'cleanup on ext3'
expect_no_line 'Testing on ext4'
expect_count 1 'TBROK'
no_leftovers
