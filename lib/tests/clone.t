# SPDX-License-Identifier: GPL-2.0-or-later
# Legacy ltp_clone* wrappers and the modern SAFE_CLONE with its face hooks.
run clone
expect_exit 0
expect_count 9 'TPASS'
expect_no_line 'TFAIL'
expect_line 'TPASS  :  ltp_clone_quick\(CLONE_VM\): child exited with 16'
expect_line "TPASS  :  ltp_clone without a stack: EINVAL"
expect_line "TPASS  :  ltp_clone7 without a stack: EINVAL"

run clone_safe
expect_exit 0
expect_count 1 '^before clone$'
expect_no_line '^not ok'
expect_line '^ok child ran and exited with 5'
expect_line '^ok CLONE_PIDFD gave a pidfd'
[ "$(id -u)" = 0 ] && expect_line '^ok child is pid 1 of a new pid namespace'

run clone_safe fail
expect_exit 2
expect_line 'TBROK  :  clone_safe\.c:[0-9]+: clone3\(flags=0x10000, exit_signal=17\) failed: errno=EINVAL'
expect_no_line 'not reached'
run clone_safe stack
expect_exit 2
expect_line 'TBROK  :  clone_safe\.c:[0-9]+: SAFE_CLONE\(\) cannot run the child on a stack'

run clone_hook
expect_exit 0
expect_line '^check hook at .*clone_hook\.c:[0-9]+$'
expect_count 1 '^child hook in the child: yes$'
expect_line '^child exit 3$'
finish
