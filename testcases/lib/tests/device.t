# SPDX-License-Identifier: GPL-2.0-or-later
# TST_NEEDS_DEVICE, TST_FORMAT_DEVICE (+ mkfs options), TST_MOUNT_DEVICE (+ params),
# tst_mkfs, tst_mount, tst_umount, tst_get_device_size; the device is released after.
require_root
[ -c /dev/loop-control ] || skip "no loop devices"

# Is loop device $1 still backed by a file of ours? (Other tests on the machine may
# attach the same /dev/loopN right after we release it.)
ours()
{
	losetup -n -O BACK-FILE "$1" 2> /dev/null | grep -qF "$T/"
}

sh_run MODE=needs device
expect_exit 0
expect_line 'TPASS: test -b /dev/loop[0-9]+ passed'
expect_line 'TPASS: test [0-9]+ -ge 310 passed'
expect_line "TINFO: Formatting ext2 with opts='/dev/loop[0-9]+'"
expect_line 'TPASS: test ext2 = ext2 passed'
expect_line "TCONF: The 'relative/path' is not an absolute path"
dev=$(cat "$MARK")
ours "$dev" && fail "$dev still attached"
no_leftovers

sh_run MODE=format device
expect_exit 0
expect_line "TINFO: Formatting ext4 with opts='-b 1024 /dev/loop[0-9]+ 10240'"
expect_line 'TPASS: test 2 = 2 passed'
expect_count 4 'TPASS'
no_leftovers

sh_run MODE=mount device
expect_exit 0
expect_line 'TINFO: Mounting device: mount -t ext3 /dev/loop[0-9]+ .*/mnt -o ro'
expect_line 'TPASS: touch .* failed as expected'
expect_count 5 'TPASS'
no_leftovers

# the device helper on its own
mkdir -p "$T/dev"
dev=$(cd "$T/dev" && "$BINDIR/tst_device" acquire 1 img)
case "$dev" in /dev/loop*) ;; *) fail "tst_device acquire printed '$dev'" ;; esac
[ "$("$BINDIR/tst_device" size "$dev")" = 300 ] || fail "default minimum size is not 300 MiB"
"$BINDIR/tst_device" clear "$dev" || fail "tst_device clear failed"
"$BINDIR/tst_device" release "$dev" || fail "tst_device release failed"
ours "$dev" && fail "$dev still attached"
# the default image: memory named after $PWD/test_dev.img, or that file (LTK_DEV_IMAGE);
# a FILE the caller names is always a file
backing() { cat "/sys/block/${1#/dev/}/loop/backing_file"; }
dev=$(cd "$T/dev" && LTK_DEV_IMAGE=memory "$BINDIR/tst_device" acquire)
[ "$(backing "$dev")" = "/memfd:$T/dev/test_dev.img (deleted)" ] ||
	fail "LTK_DEV_IMAGE=memory: backing file '$(backing "$dev")'"
[ ! -e "$T/dev/test_dev.img" ] || fail "LTK_DEV_IMAGE=memory created test_dev.img"
"$BINDIR/tst_device" release "$dev" || fail "tst_device release (memory) failed"
ours "$dev" && fail "$dev (memory) still attached"
dev=$(cd "$T/dev" && LTK_DEV_IMAGE=file "$BINDIR/tst_device" acquire)
[ "$(backing "$dev")" = "$T/dev/test_dev.img" ] ||
	fail "LTK_DEV_IMAGE=file: backing file '$(backing "$dev")'"
"$BINDIR/tst_device" release "$dev" || fail "tst_device release (file) failed"
dev=$(cd "$T/dev" && LTK_DEV_IMAGE=memory "$BINDIR/tst_device" acquire 1 named.img)
[ "$(backing "$dev")" = "$T/dev/named.img" ] ||
	fail "a named image is not that file: '$(backing "$dev")'"
"$BINDIR/tst_device" release "$dev" || fail "tst_device release (named) failed"
run_cmd env LTK_DEV_IMAGE=ram "$BINDIR/tst_device" acquire
expect_exit 2
expect_line "tst_device: LTK_DEV_IMAGE='ram': expected memory, file or auto"
run_cmd "$BINDIR/tst_device" acquire -5
expect_exit 2
expect_line "tst_device: invalid size '-5'"
run_cmd "$BINDIR/tst_device" release /dev/null
expect_exit 2
run_cmd env LTP_DEV=/dev/null "$BINDIR/tst_device" acquire
expect_exit 2
expect_line 'LTP_DEV=/dev/null is not a block device'
run_cmd "$BINDIR/tst_device" mkfs-opts ntfs
expect_exit 0
expect_line '^-f -F -q$'
run_cmd "$BINDIR/tst_device" mkfs-opts nosuchfs
expect_exit 0
[ -z "$(cat "$T/out")" ] || fail "mkfs-opts of an unknown filesystem printed something"
run_cmd "$BINDIR/tst_device" bogus
expect_exit 2
expect_line 'usage: tst_device'

# LTP_DEV: the given device is used and not detached at the end
mkdir -p "$T/ltpdev"
ltpdev=$(cd "$T/ltpdev" && "$BINDIR/tst_device" acquire 300 img 2>/dev/null)
sh_run MODE=format LTP_DEV="$ltpdev" device
expect_exit 0
expect_line "TINFO: Formatting ext4 with opts='-b 1024 $ltpdev 10240'"
[ "$(cat "$MARK")" = "$ltpdev" ] || fail "TST_DEVICE was not LTP_DEV"
ours "$ltpdev" || fail "LTP_DEV $ltpdev was detached by the test"
"$BINDIR/tst_device" release "$ltpdev" 2>/dev/null || fail "releasing $ltpdev failed"
rm -rf "$T/ltpdev"
no_leftovers
