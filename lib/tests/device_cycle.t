# SPDX-License-Identifier: GPL-2.0-or-later
# Every supported filesystem, on a file image and on memory: acquire a loop device, mkfs,
# mount, statfs f_type matches, umount, release; nothing may be left behind. Also: a
# poisoned SIGCHLD (legacy tst_sig NOFORK) does not break mkfs, and -s picks the device size.
require_root
mkdir -p "$T/tmp"
export TMPDIR="$T/tmp"

n_fs=$("$BIN/device_err" supported 2>/dev/null | grep -c 'fs: ')
# every filesystem on a file image too (the default here is memory: LTK_DEV_IMAGE)
LTK_DEV_IMAGE=file run device_cycle all
expect_exit 0
expect_count "$n_fs" 'TPASS  :  .*: statfs says'
expect_no_line 'of memory'
LTK_DEV_IMAGE=memory run device_cycle all
expect_exit 0
expect_line 'is backed by 16 MB of memory'
expect_count "$n_fs" 'TPASS  :  .*: statfs says'
expect_no_line TFAIL
expect_line 'TPASS  :  ext2: statfs says EXT2/EXT3/EXT4'
expect_line 'TPASS  :  tmpfs: statfs says TMPFS'
expect_line 'time ext2 size=16MB'
if grep -qw xfs /proc/filesystems && command -v mkfs.xfs >/dev/null; then
	expect_line 'TPASS  :  xfs: statfs says XFS'
	expect_line 'time xfs size=300MB'
fi
if grep -qw btrfs /proc/filesystems && command -v mkfs.btrfs >/dev/null; then
	expect_line 'TPASS  :  btrfs: statfs says BTRFS'
fi
if losetup -a | grep -q "$T"; then fail "loop device left attached"; fi
if grep -q "$T" /proc/mounts; then fail "mount left behind"; fi
[ -z "$(ls -A "$T/tmp")" ] || fail "files left in TMPDIR"

run device_cycle -s 32 -r 2 ext4
expect_exit 0
expect_count 2 'time ext4 size=32MB'

# Parallel tests race for the same free loop device: every one must still get one.
for i in 1 2 3 4; do
	("$BIN/device_cycle" -r 3 ext2 ext4 > "$T/par$i" 2>&1; echo "exit $?" >> "$T/par$i") &
done
wait
for i in 1 2 3 4; do
	grep -q '^exit 0$' "$T/par$i" || { fail "parallel run $i failed"; sed 's/^/  | /' "$T/par$i"; }
	[ "$(grep -c TPASS "$T/par$i")" = 6 ] || fail "parallel run $i: expected 6 TPASS"
done
if losetup -a | grep -q "$T"; then fail "loop device left attached after the parallel runs"; fi

# Every installed mkfs accepts the library's options, mountable here or not (exfatprogs 1.2.0
# has no -q: the 6.1 guest, which can mount exfat, went TBROK on it).
for fs in ext2 ext3 ext4 xfs btrfs vfat exfat ntfs; do
	command -v "mkfs.$fs" >/dev/null || continue
	run device_cycle -m 1 "$fs"
	expect_exit 0
	expect_line "TPASS  :  $fs: mkfs.$fs formatted"
done
if losetup -a | grep -q "$T"; then fail "loop device left attached after mkfs only"; fi

run device_cycle nosuchfs
expect_exit 32
expect_line 'TCONF  :  .*nosuchfs is not supported here'

finish
