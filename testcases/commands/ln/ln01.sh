#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# ln: hard links share the inode and raise the link count, symbolic links point at their
# target (even a missing one), -f replaces, existing names and directories are refused.
TST_DESCRIPTION="ln makes hard and symbolic links with the documented semantics"
TST_TESTFUNC=do_test
TST_CNT=4
TST_NEEDS_TMPDIR=1
TST_NEEDS_CMDS="ln stat readlink"

do_test1()
{
	echo data > file
	ROD ln file hard
	EXPECT_PASS test "$(stat -c %i file)" = "$(stat -c %i hard)"
	EXPECT_PASS test "$(stat -c %h file)" -eq 2
	echo more >> hard
	EXPECT_PASS test "$(cat file)" = "$(printf 'data\nmore')"
	ROD rm hard
	EXPECT_PASS test "$(stat -c %h file)" -eq 1
}

do_test2()
{
	ROD ln -s file soft
	EXPECT_PASS test -L soft
	EXPECT_PASS test "$(readlink soft)" = file
	EXPECT_PASS test "$(cat soft)" = "$(cat file)"
	ROD ln -s /ltk/no/such/target dangling
	EXPECT_PASS test -L dangling
	EXPECT_FAIL test -e dangling
	rm -f soft dangling
}

do_test3()
{
	echo other > other
	EXPECT_FAIL ln file other
	EXPECT_PASS test "$(cat other)" = other
	ROD ln -f file other
	EXPECT_PASS test "$(stat -c %i file)" = "$(stat -c %i other)"
	rm -f other
}

do_test4()
{
	ROD mkdir dir
	EXPECT_FAIL ln dir dirlink
	ROD ln -s dir dirlink
	ROD ln file dirlink/
	EXPECT_PASS test "$(stat -c %i dir/file)" = "$(stat -c %i file)"
	rm -rf dir dirlink
}

. tst_test.sh
tst_run
