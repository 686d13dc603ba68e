# SPDX-License-Identifier: GPL-2.0-or-later
# Devices: acquire/release, LTP_DEV checks, missing tmpdir, mkfs errors, supported
# filesystems and the single-fs variables, umount of nothing, filling a filesystem.
require_root
mkdir -p "$T/tmp"
export TMPDIR="$T/tmp"

leftovers() {
	if losetup -a | grep -q "$T"; then fail "a loop device still uses a file in $T"; fi
	if grep -q "$T" /proc/mounts; then fail "something is still mounted in $T"; fi
	[ -z "$(ls -A "$T/tmp")" ] || fail "files left in TMPDIR: $(ls -A "$T/tmp")"
}

run device_err acquire
expect_exit 0
expect_line "TINFO  :  Found free device [0-9]+ '/dev/loop[0-9]+'"
expect_line 'TPASS  :  acquired /dev/loop[0-9]+ \(20 MB\)'
leftovers
# The image is memory named after the file it replaces, or that file: LTK_DEV_IMAGE, or by
# default memory when MemAvailable holds four times the device.
LTK_DEV_IMAGE=memory run device_err acquire
expect_exit 0
expect_line 'TINFO  :  /dev/loop[0-9]+ is backed by 20 MB of memory'
expect_line "backing: /memfd:$T/tmp/[^/]+/test_dev\.img \(deleted\)"
leftovers
LTK_DEV_IMAGE=file run device_err acquire
expect_exit 0
expect_no_line 'of memory'
expect_line "backing: $T/tmp/[^/]+/test_dev\.img$"
leftovers
avail_mb=$(($(awk '$1 == "MemAvailable:" { print $2 }' /proc/meminfo) / 1024))
run device_err acquire
if [ "$avail_mb" -ge 100 ]; then
	expect_line 'backing: /memfd:'
elif [ "$avail_mb" -lt 60 ]; then
	expect_no_line 'backing: /memfd:'
fi
# memfd_create() failing: auto takes the file, memory is a TBROK
run_cmd "$O/bin/ltk-mutate" -m eio -c memfd_create -- "$BIN/device_err" acquire
expect_exit 0
expect_line "backing: $T/tmp/[^/]+/test_dev\\.img$"
run_cmd env LTK_DEV_IMAGE=memory "$O/bin/ltk-mutate" -m eio -c memfd_create -- "$BIN/device_err" acquire
expect_exit 2
expect_line 'TBROK  :  tst_device\.c:[0-9]+: Failed to create .*/test_dev\.img \(20 MB of memory, LTK_DEV_IMAGE=memory\): errno=EIO'
leftovers
LTK_DEV_IMAGE=ram run device_err acquire
expect_exit 2
expect_line "TBROK  :  tst_device\.c:[0-9]+: LTK_DEV_IMAGE='ram': expected memory, file or auto"
leftovers
# The legacy device fits the filesystem tst_mkfs will be asked for.
LTP_DEV_FS_TYPE=xfs run device_err acquire
expect_line 'TPASS  :  acquired /dev/loop[0-9]+ \(300 MB\)'
LTP_DEV_FS_TYPE=btrfs run device_err acquire
expect_line 'TPASS  :  acquired /dev/loop[0-9]+ \(109 MB\)'
leftovers

# A loop driver that answers EIO is a broken kernel (TBROK), not a machine without loop
# devices (TCONF): ltk-mutate makes every ioctl() fail with EIO.
run_cmd "$O/bin/ltk-mutate" -m eio -c ioctl -- "$BIN/device_err" acquire
expect_exit 2
expect_line 'TBROK  :  tst_device\.c:[0-9]+: The loop driver failed unexpectedly: errno=EIO'
expect_no_line 'TCONF'
leftovers

run device_err acquire_twice
expect_exit 2
expect_line 'TBROK  :  tst_device\.c:[0-9]+: Device already acquired'
leftovers

run device_err no_tmpdir
expect_exit 2
expect_line 'TBROK  :  .*without a temporary directory'
expect_no_line TFAIL

# LTP_DEV must be a block device: a regular file or a missing path is a clear TBROK.
: > "$T/notblock"
LTP_DEV="$T/notblock" run device_err acquire
expect_exit 2
expect_line "TINFO  :  Using test device LTP_DEV='$T/notblock'"
expect_line "TBROK  :  tst_device\.c:[0-9]+: LTP_DEV='$T/notblock' is not a block device"
leftovers
LTP_DEV="$T/missing" run device_err acquire
expect_exit 2
expect_line "TBROK  :  .*stat\(LTP_DEV='$T/missing'\) failed: errno=ENOENT"
# A real block device given as LTP_DEV is used as is and never detached.
lo=$(losetup -f --show "$T/notblock" 2>/dev/null) || lo=
if [ -n "$lo" ]; then
	truncate -s 0 "$T/notblock"
	LTP_DEV=$lo run device_err acquire
	expect_line "Using test device LTP_DEV='$lo'"
	losetup "$lo" >/dev/null 2>&1 || fail "LTP_DEV $lo was detached by the library"
	losetup -d "$lo"
fi

run device_err mkfs nosuchfs
expect_exit 32
expect_line 'TCONF  :  device_err\.c:[0-9]+: mkfs\.nosuchfs does not exist'
run device_err mkfs ext2 /nonexistent/ltk-dev
expect_exit 2
expect_line "TINFO  :  Formatting /nonexistent/ltk-dev with ext2 opts='' extra opts=''"
expect_line 'TINFO  :  mkfs: .*nonexistent/ltk-dev'
expect_line 'TBROK  :  device_err\.c:[0-9]+: mkfs\.ext2 failed with exit code [0-9]+'
if command -v mkfs.xfs >/dev/null; then
	run device_err mkfs_small xfs 100
	expect_exit 2
	expect_line 'TBROK  :  device_err\.c:[0-9]+: /dev/loop[0-9]+ has 100 MB, mkfs\.xfs needs at least 300 MB'
	leftovers
fi
run device_err mkfs_small ext2 4
expect_exit 0
expect_line 'TPASS  :  formatted 4 MB with ext2'
leftovers
run device_err mkfs tmpfs
expect_exit 0
expect_line 'Skipping mkfs for tmpfs'

# Supported filesystems: the whitelist order, skip lists, the single-fs variables.
run device_err supported
expect_exit 0
expect_order 'fs: ext2' 'fs: ext4'
expect_order 'fs: ext4' 'fs: tmpfs'
expect_line 'TINFO  :  Kernel supports ext2'
expect_line 'TINFO  :  mkfs\.ext2 does exist'
expect_line 'fs: tmpfs'
if grep -q vfat /proc/filesystems; then :; else
	expect_line 'TINFO  :  Filesystem vfat is not supported'
	expect_no_line 'fs: vfat'
fi
run device_err supported ext2 tmpfs
expect_line 'Skipping ext2 as requested by the test'
expect_no_line 'fs: ext2$'
expect_no_line 'fs: tmpfs'
expect_line 'fs: ext3'
LTP_SINGLE_FS_TYPE=ext4 run device_err supported
expect_line 'WARNING: testing only ext4'
expect_count 1 'fs: '
expect_line 'fs: ext4'
LTP_SINGLE_FS_TYPE=ext4 run device_err supported ext4
expect_count 0 'fs: '
expect_line 'Skipping ext4 as requested by the test'
LTP_FORCE_SINGLE_FS_TYPE=ext4 run device_err supported ext4
expect_count 1 'fs: ext4'
LTP_SINGLE_FS_TYPE=ext4 LTP_FORCE_SINGLE_FS_TYPE=ext3 run device_err supported
expect_exit 2
expect_line 'TBROK  :  .*mutually exclusive'
LTP_SINGLE_FS_TYPE=nosuchfs run device_err supported
expect_count 0 'fs: '
expect_line 'Filesystem nosuchfs is not supported'
if command -v ntfs-3g >/dev/null && ! grep -qw ntfs /proc/filesystems && ! grep -qw ntfs3 /proc/filesystems; then
	run device_err is_supported ntfs
	expect_line 'FUSE does support ntfs'
	expect_line 'is_supported ntfs = 2'
	run device_err supported fuse
	expect_no_line 'fs: ntfs'
fi
run device_err is_supported ext2
expect_line 'is_supported ext2 = 1'
run device_err is_supported ../../etc
expect_line 'is_supported \.\./\.\./etc = 0'

run device_err min_size xfs
expect_line 'min_size xfs = 300'
run device_err min_size btrfs
expect_line 'min_size btrfs = 109'
run device_err dev_fs_type
expect_line 'dev_fs_type = ext2'
LTP_DEV_FS_TYPE=xfs run device_err dev_fs_type
expect_line 'dev_fs_type = xfs'

mkdir -p "$T/notmounted"
run device_err umount "$T/notmounted"
expect_line 'tst_umount = -1: TEST_ERRNO=EINVAL'
expect_no_line 'try'
expect_line "No device is mounted at $T/notmounted"
expect_line 'is_mounted = 0'

run device_err fill
expect_exit 0
expect_no_line TFAIL
expect_count 16 TPASS
expect_line 'no space left after making [0-9]+ subdirectories'
leftovers

# A detach while someone else still has the device open returns only once the backing file
# is let go: its filesystem unmounts right away.
run device_err detach_busy
expect_exit 0
expect_line 'TPASS  :  the backing file was let go when tst_detach_device'
leftovers

finish
