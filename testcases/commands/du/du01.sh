#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# du on files of known sizes: totals, apparent sizes, sparse files, -a, -s, -c, -k/-m.
TST_DESCRIPTION="du counts the blocks and bytes of files, trees and sparse files"
TST_TESTFUNC=do_test
TST_CNT=4
TST_SETUP=setup
TST_NEEDS_TMPDIR=1
TST_NEEDS_CMDS="du dd truncate"

setup()
{
	ROD mkdir -p tree/sub
	ROD dd if=/dev/urandom of=tree/one bs=1024 count=1024 2> /dev/null
	ROD dd if=/dev/urandom of=tree/sub/two bs=1024 count=2048 2> /dev/null
	ROD truncate -s 100M sparse
}

do_test1()
{
	local kb

	kb=$(du -s -k tree | cut -f1)
	# 3 MiB of data plus the directories' own blocks
	if [ "$kb" -ge 3072 ] && [ "$kb" -le 3200 ]; then
		tst_res TPASS "du -sk tree = $kb"
	else
		tst_res TFAIL "du -sk tree = $kb, expected 3072..3200"
	fi
	EXPECT_PASS test "$(du -m tree/sub/two | cut -f1)" -eq 2
}

do_test2()
{
	EXPECT_PASS test "$(du -b tree/one | cut -f1)" -eq 1048576
	# -b: apparent size in bytes (GNU: --apparent-size --block-size=1; busybox has it too)
	EXPECT_PASS test "$(du -b sparse | cut -f1)" -eq 104857600
	EXPECT_PASS test "$(du -k sparse | cut -f1)" -lt 100
}

do_test3()
{
	EXPECT_PASS test "$(du -a tree | grep -c 'tree/sub/two$')" -eq 1
	EXPECT_PASS test "$(du tree | wc -l)" -eq 2
	EXPECT_PASS test "$(du -c -b tree/one tree/sub/two | awk '$2 == "total" { print $1 }')" \
		-eq 3145728
}

do_test4()
{
	EXPECT_FAIL du /ltk/no/such/file
}

. tst_test.sh
tst_run
