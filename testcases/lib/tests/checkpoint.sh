#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: checkpoints between the test and a background process.
TST_TESTFUNC=do_test
TST_NEEDS_CHECKPOINTS=1

do_test()
{
	local pid

	( TST_CHECKPOINT_WAIT 0; echo woken > child.txt; TST_CHECKPOINT_WAKE 1 ) &
	pid=$!
	TST_CHECKPOINT_WAKE 0
	TST_CHECKPOINT_WAIT 1
	wait $pid
	EXPECT_PASS grep -q woken child.txt
	EXPECT_PASS test -f "$LTP_IPC_PATH"
	EXPECT_FAIL tst_checkpoint wait 100 5
}

. tst_test.sh
tst_run
