# .all_filesystems + .mount_device really mounts each filesystem (statfs inside the test).
require_root
loops=$(losetup -a | wc -l)
mounts=$(wc -l < /proc/mounts)
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

LTP_SINGLE_FS_TYPE=ext4 run modern_allfs
expect_exit 0
expect_count 1 'TINFO: === Testing on'
expect_line 'TPASS: ext4 is mounted at mntpoint$'

[ "$(losetup -a | wc -l)" = "$loops" ] || fail "loop devices left: $(losetup -a)"
[ "$(wc -l < /proc/mounts)" = "$mounts" ] || fail "mounts left: $(grep LTP_ /proc/mounts)"
finish
