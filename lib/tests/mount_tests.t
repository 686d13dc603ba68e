# SPDX-License-Identifier: GPL-2.0-or-later
# The article's mount tests (testcases/kernel/syscalls/mount): the output of mount02
# matches the article line by line, all three pass with -i 3, and leave nothing behind.
require_root
[ -x "$O/testcases/bin/mount02" ] || skip "mount tests not built"
mkdir -p "$T/tmp"
export TMPDIR="$T/tmp"

leftovers() {
	if losetup -a | grep -q "$T"; then fail "a loop device still uses a file in $T"; fi
	if grep -q "$T" /proc/mounts; then fail "something is still mounted in $T"; fi
	[ -z "$(ls -A "$T/tmp")" ] || fail "files left in TMPDIR: $(ls -A "$T/tmp")"
}

run_cmd "$O/testcases/bin/mount02"
expect_exit 0
expect_line "^mount02     0  TINFO  :  Found free device [0-9]+ '/dev/loop[0-9]+'$"
expect_line "^mount02     0  TINFO  :  Formatting /dev/loop[0-9]+ with ext2 opts='' extra opts=''$"
i=1
for e in 'ENODEV\(19\): No such device' 'ENOTBLK\(15\): Block device required' \
	 'EBUSY\(16\): Device or resource busy' 'EBUSY\(16\): Device or resource busy' \
	 'EINVAL\(22\): Invalid argument' 'EINVAL\(22\): Invalid argument' \
	 'EINVAL\(22\): Invalid argument' 'EFAULT\(14\): Bad address' 'EFAULT\(14\): Bad address' \
	 'ENAMETOOLONG\(36\): File name too long' 'ENOENT\(2\): No such file or directory' \
	 'ENOTDIR\(20\): Not a directory' \
	 'ELOOP\(40\): Too many levels of symbolic links' \
	 'ELOOP\(40\): Too many levels of symbolic links' \
	 'ENXIO\(6\): No such device or address' 'EPERM\(1\): Operation not permitted'; do
	expect_line "^mount02 +$i  TPASS  :  mount\\(\\) failed expectedly: TEST_ERRNO=$e\$"
	i=$((i + 1))
done
# The article's twelve cases first, in its order; then the rest of the man page's ERRORS.
expect_count 16 TPASS
leftovers

for t in mount01 mount02 mount03; do
	run_cmd "$O/testcases/bin/$t" -i 3
	expect_exit 0
	expect_no_line 'TFAIL|TBROK|TWARN'
	leftovers
done
run_cmd "$O/testcases/bin/mount03" -i 3
expect_count 36 TPASS

# No tmpdir base that works: TBROK, and still nothing left.
TMPDIR=relative/path run_cmd "$O/testcases/bin/mount01"
expect_exit 2
leftovers

# A filesystem whose mkfs is missing: TCONF, cleanup ran.
LTP_DEV_FS_TYPE=ltknofs run_cmd "$O/testcases/bin/mount01"
expect_exit 32
expect_line 'TCONF  :  mount01\.c:[0-9]+: mkfs\.ltknofs does not exist'
leftovers
# No device to be had (here: LTP_DEV smaller than the test needs): TCONF as in the article.
truncate -s 1M "$T/small.img"
if lo=$(losetup -f --show "$T/small.img" 2>/dev/null); then
	LTP_DEV=$lo run_cmd "$O/testcases/bin/mount02"
	expect_exit 32
	expect_line "LTP_DEV '$lo' has 1 MB, the test needs 20 MB"
	expect_line '^mount02     1  TCONF  :  mount02\.c:[0-9]+: Failed to obtain block device$'
	expect_line '^mount02     2  TCONF  :  mount02\.c:[0-9]+: Remaining cases not appropriate for configuration$'
	losetup -d "$lo"
fi
rm -f "$T/small.img"
leftovers
finish
