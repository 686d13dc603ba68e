#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# cp: contents, -r trees, -p mode and times, -a symbolic links, sparse files stay sparse,
# copying a file onto itself or a missing source fails.
TST_DESCRIPTION="cp copies contents, trees, attributes and links"
TST_TESTFUNC=do_test
TST_CNT=4
TST_NEEDS_TMPDIR=1
TST_NEEDS_CMDS="cp cmp stat diff truncate"

do_test1()
{
	ROD dd if=/dev/urandom of=src bs=1k count=300 2> /dev/null
	ROD cp src dst
	EXPECT_PASS cmp src dst
	EXPECT_FAIL cp src src
	EXPECT_FAIL cp /ltk/no/such/file dst2
}

do_test2()
{
	ROD rm -rf tree copy
	ROD mkdir -p tree/a/b tree/c
	echo 1 > tree/a/one
	echo 2 > tree/a/b/two
	: > tree/c/empty
	ROD cp -r tree copy
	EXPECT_PASS diff -r tree copy
}

do_test3()
{
	ROD rm -f kept link linkcopy
	ROD chmod 604 src
	ROD touch -d "2001-02-03 04:05:06" src
	ROD cp -p src kept
	EXPECT_PASS test "$(stat -c %a kept)" = 604
	EXPECT_PASS test "$(stat -c %Y kept)" = "$(stat -c %Y src)"
	ROD ln -s src link
	ROD cp -a link linkcopy
	EXPECT_PASS test -L linkcopy
	EXPECT_PASS test "$(readlink linkcopy)" = src
}

do_test4()
{
	: > empty
	if ! cp --sparse=always empty empty.copy 2> /dev/null; then
		tst_res TCONF "this cp has no --sparse=always (GNU coreutils has; busybox has not)"
		return
	fi
	ROD truncate -s 64M sparse
	ROD cp --sparse=always sparse sparsecopy
	EXPECT_PASS cmp sparse sparsecopy
	EXPECT_PASS test "$(stat -c %b sparsecopy)" -lt 1024
}

. tst_test.sh
tst_run
