# SPDX-License-Identifier: GPL-2.0-or-later
# Filesystem names and helpers that need no block device.
run fs_helpers names
expect_exit 0
expect_no_line TFAIL
expect_line 'TPASS  :  0x9123683e is BTRFS'
expect_line 'TPASS  :  0xef53 is EXT2/EXT3/EXT4'
expect_line 'is Unknown$'

run fs_helpers type /proc
expect_line '/proc is on PROC'
run fs_helpers type /sys
expect_line '/sys is on SYSFS'
run fs_helpers type /nonexistent/ltk
expect_exit 2
expect_line 'TBROK  :  tst_fs_type\.c:[0-9]+: statfs\(/nonexistent/ltk\) failed: errno=ENOENT'

run fs_helpers files
expect_exit 0
expect_count 6 TPASS

run fs_helpers mntflags /nonexistent/ltk nodev
expect_exit 2

# Mount flags of a tmpfs of our own, and of a directory inside it.
if [ "$(id -u)" = 0 ] && mkdir -p "$T/m" && mount -t tmpfs -o nodev,noexec,size=1M ltk "$T/m"; then
	mkdir "$T/m/sub"
	run fs_helpers mntflags "$T/m" nosuid nodev noexec ltk-bogus
	expect_line 'has 2 of the flags'
	run fs_helpers mntflags "$T/m/sub" nodev
	expect_line 'sub has 1 of the flags'
	run fs_helpers mntflags "$T" nodev noexec
	expect_line "$T has 0 of the flags"
	run fs_helpers type "$T/m"
	expect_line 'is on TMPFS'
	run fs_helpers mounted "$T/m"
	expect_line 'mounted 1 rw 1'
	umount "$T/m"
fi

run fs_helpers mounted /proc
expect_line 'mounted 1 rw 1'
run fs_helpers mounted /proc/self
expect_line 'No device is mounted at /proc/self'
expect_line 'mounted 0 rw 0'
finish
