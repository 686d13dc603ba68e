# SPDX-License-Identifier: GPL-2.0-or-later
# Two threads calling tst_brk() at once: one cleanup, no tst_brk() returning.
for i in 1 2 3 4 5; do
	run_merged modern_cleanup_once
	expect_exit 2
	expect_count 1 'TINFO: cleanup run 1$'
	expect_no_line 'cleanup run 2'
	expect_no_line 'TFAIL'
	expect_line 'TBROK: thread [12] breaks$'
done
