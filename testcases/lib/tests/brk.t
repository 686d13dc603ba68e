# SPDX-License-Identifier: GPL-2.0-or-later
# tst_brk ends the test, cleanup runs exactly once, nothing is left behind.
sh_run MODE=brok brk
expect_exit 2
expect_line '^brk 1 TBROK: stop here$'
expect_no_line 'case 1 ran'
expect_no_line 'case 2 ran'
expect_count 1 'TINFO: cleanup runs'
expect_order 'TBROK: stop here' 'cleanup runs'
expect_line '^broken   1$'
no_leftovers

sh_run MODE=conf brk
expect_exit 32
expect_line 'TCONF: skip the rest$'
expect_count 1 'TINFO: cleanup runs'
no_leftovers

sh_run MODE=setup_conf brk
expect_exit 32
expect_line 'TCONF: nothing to test here'
expect_count 1 'cleanup runs'
expect_no_line 'case . ran'

sh_run MODE=fail brk
expect_exit 2
expect_line 'TBROK: tst_brk can be called only with TBROK or TCONF \(TFAIL\)'

# from a subshell: the subshell ends and then the whole test
sh_run MODE=subshell brk
expect_exit 2
expect_line 'TBROK: broken in a subshell'
expect_no_line 'case 1 ran'
expect_no_line 'case 2 ran'
expect_count 1 'cleanup runs'
no_leftovers

# in cleanup: TWARN and the cleanup goes on
sh_run MODE=in_cleanup brk
expect_exit 4
expect_line 'TWARN: broken in cleanup'
expect_line 'TINFO: cleanup goes on'
expect_line 'TPASS: case 2 ran'
no_leftovers

# an exit in the middle of a test function still cleans up
sh_run MODE=exit brk
expect_exit 2
expect_line 'TBROK: Test exited before the end of tst_run'
expect_count 1 'cleanup runs'
no_leftovers

# tst_brk before tst_run (bad TST_CNT) exits without running anything
sh_run MODE=bad_cnt cnt
expect_exit 2
expect_line "TBROK: TST_CNT must be integer > 0, got '0'"
