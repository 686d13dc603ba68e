# SPDX-License-Identifier: GPL-2.0-or-later
# TST_NEEDS_CHECKPOINTS: wait/wake between the test and a background process.
sh_run checkpoint
expect_exit 0
expect_count 3 'TPASS'
expect_no_line 'TBROK'
ls /dev/shm/ltp_checkpoint_* > /dev/null 2>&1 && fail "checkpoint file left in /dev/shm"
no_leftovers
