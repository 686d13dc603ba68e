# SPDX-License-Identifier: GPL-2.0-or-later
# .save_restore: values written, restored in reverse order, flags for missing/read-only paths.
require_root
P=/proc/sys/kernel/printk_ratelimit_burst
orig=$(cat $P)
new=$((orig + 3))

run feat_sys_conf -d $P $new 0
expect_exit 0
expect_line "during: $P = $new\$"
expect_line "TINFO  :  '$P' = '$orig'\$"
expect_line "TINFO  :  Restoring '$P' to '$orig'\$"
expect_line "after: $P = $orig\$"
[ "$(cat $P)" = "$orig" ] || fail "$P is $(cat $P), not restored to $orig"

# save only, no value written
run feat_sys_conf $P - 0
expect_exit 0
expect_line "during: $P = $orig\$"

M=/proc/sys/kernel/ltk_no_such_file
run feat_sys_conf $M 1 0
expect_exit 32
expect_line "TCONF  :  .*Path '$M' does not exist\$"
run feat_sys_conf $M 1 1
expect_exit 2
expect_line "TBROK  :  .*Path '$M' does not exist\$"
run feat_sys_conf $M 1 2 $P $new 0
expect_exit 0
expect_line "TINFO  :  Path '$M' does not exist, skipping\$"
expect_line "during: $P = $new\$"
expect_line "after: $P = $orig\$"

R=/proc/sys/kernel/osrelease
run feat_sys_conf $R 1 0
expect_exit 32
expect_line "TCONF  :  .*Path '$R' is not writable\$"
run feat_sys_conf $R 1 4
expect_exit 2
expect_line "TBROK  :  .*Path '$R' is not writable\$"
run feat_sys_conf $R 1 8
expect_exit 0
expect_line "TINFO  :  Path '$R' is not writable, skipping\$"

# a value the kernel rejects: TBROK, or TINFO with TST_SR_IGNORE_ERR
run feat_sys_conf $P abc 0
expect_exit 2
expect_line "TBROK  :  .*Failed to write 'abc' to '$P': errno=EINVAL"
run feat_sys_conf $P abc 16
expect_exit 0
expect_line "TINFO  :  Failed to write 'abc' to '$P', ignored: errno=EINVAL"
[ "$(cat $P)" = "$orig" ] || fail "$P is $(cat $P), not $orig"
finish
