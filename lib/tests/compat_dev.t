# SPDX-License-Identifier: GPL-2.0-or-later
# LTP compatibility of .needs_device: 300 MB by default, .dev_min_size when the test sets it.
require_root
[ -e /dev/loop-control ] || skip "no loop devices"
mkdir -p "$T/tmp"
export TMPDIR="$T/tmp"
run compat_dev default
[ "$_status" = 32 ] && grep -q 'Failed to acquire device' "$T/all" && skip "no free loop device"
expect_exit 0
expect_line 'TPASS: device of 300 MB'
run compat_dev small
expect_exit 0
expect_line 'TPASS: device of 20 MB'
[ -z "$(ls "$T/tmp")" ] || fail "left behind in TMPDIR: $(ls "$T/tmp")"
finish
