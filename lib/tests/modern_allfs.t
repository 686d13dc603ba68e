# SPDX-License-Identifier: GPL-2.0-or-later
# .all_filesystems + .mount_device really mounts each filesystem (statfs inside the test).
require_root
# Our own TMPDIR, so what is left behind can be told from other users' tests.
mkdir -p "$T/tmp"
export TMPDIR="$T/tmp"
run modern_allfs
expect_exit 0
for fs in ext2 ext3 ext4 xfs btrfs tmpfs; do
	if grep -q "^$fs\$\|	$fs\$" /proc/filesystems; then
		expect_line "TINFO: === Testing on $fs ===\$"
		expect_line "TPASS: $fs is mounted at mntpoint\$"
	fi
done
expect_no_line 'Testing on vfat'
expect_no_line 'TFAIL'
expect_order 'Testing on ext2' 'Testing on ext3'
# A FUSE filesystem's daemon (ntfs-3g) has ended by the time the test has.
if grep -q 'Testing on ntfs' "$T/all" && pgrep -f "ntfs-3g .*$T/" > /dev/null; then
	fail "the ntfs-3g daemon outlived the test: $(pgrep -af "ntfs-3g .*$T/")"
fi

LTP_SINGLE_FS_TYPE=ext4 run modern_allfs
expect_exit 0
expect_count 1 'TINFO: === Testing on'
expect_line 'TPASS: ext4 is mounted at mntpoint$'

# A TCONF in setup skips only that filesystem; a TBROK ends the remaining ones.
LTK_CONF_FS=ext3 run modern_allfs
expect_exit 0
expect_line 'TCONF: no ext3 for this test$'
expect_line 'TPASS: ext4 is mounted at mntpoint$'
LTK_BRK_FS=ext3 run modern_allfs
expect_exit 2
expect_line 'TPASS: ext2 is mounted at mntpoint$'
expect_no_line 'Testing on ext4'

losetup -a | grep -q "$T/tmp" && fail "loop devices left: $(losetup -a | grep "$T/tmp")"
grep -q "$T/tmp" /proc/mounts && fail "mounts left: $(grep "$T/tmp" /proc/mounts)"
[ -z "$(ls -A "$T/tmp")" ] || fail "left in TMPDIR: $(ls "$T/tmp")"
finish
