# SPDX-License-Identifier: GPL-2.0-or-later
# .taint_check: init refuses an already tainted kernel; check reports new flags of the mask.
if [ "$(cat /proc/sys/kernel/tainted)" = 0 ]; then
	run feat_taint 0x7ffff
	expect_exit 0
	expect_line 'taint check: 0x0$'
fi

f=$T/tainted
echo 0 > "$f"
# W (0x200) and D (0x80) appear: only those in the mask count
run feat_taint 0x280 "$f" 641
expect_exit 0
expect_line 'taint check: 0x280$'
echo 0 > "$f"
run feat_taint 0x200 "$f" 1
expect_line 'taint check: 0x0$'

echo 513 > "$f"
run feat_taint 0x200 "$f"
expect_exit 32
expect_line 'TINFO  :  Kernel taint flags already set: GW \(513\)$'
expect_line 'TCONF  :  .*Kernel is already tainted with a checked flag \(0x200 of mask 0x200\)$'
run feat_taint 0x80 "$f"
expect_exit 0
expect_line 'taint check: 0x0$'

run feat_taint 0x80 "$T/missing"
expect_exit 2
expect_line "TBROK  :  .*Failed to read '$T/missing': errno=ENOENT"
echo garbage > "$f"
run feat_taint 0x80 "$f"
expect_exit 2
expect_line "TBROK  :  .*Failed to read '$f': errno=EINVAL"
run feat_taint 0
expect_exit 2
expect_line 'TBROK  :  .*empty taint mask'
finish
