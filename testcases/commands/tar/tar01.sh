#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# tar: create, list and extract plain and gzip archives of a tree with a symbolic link and
# modes; the extracted tree equals the original; a corrupt archive is refused.
TST_DESCRIPTION="tar archives and restores trees, plain and compressed"
TST_TESTFUNC=do_test
TST_TEST_DATA="tar tgz"
TST_SETUP=setup
TST_NEEDS_TMPDIR=1
TST_NEEDS_CMDS="tar gzip diff"

setup()
{
	ROD mkdir -p tree/dir/sub
	ROD dd if=/dev/urandom of=tree/dir/blob bs=1k count=100 2> /dev/null
	echo text > tree/dir/sub/text
	ROD ln -s dir/sub/text tree/link
	ROD chmod 751 tree/dir/sub
}

do_test()
{
	local ext="$1" create=cf list=tf extract=xf

	# the compression named, not guessed: busybox tar lists only what it is told
	[ "$ext" = tgz ] && { create=czf; list=tzf; extract=xzf; }
	ROD rm -rf out "a.$ext"
	ROD tar "$create" "a.$ext" tree
	EXPECT_PASS test "$(tar "$list" "a.$ext" | grep -c .)" -eq 6
	[ "$ext" = tgz ] && EXPECT_PASS gzip -t "a.$ext"
	ROD mkdir out
	ROD tar "$extract" "a.$ext" -C out
	# contents through the link (busybox diff has no --no-dereference), the link itself here
	EXPECT_PASS diff -r tree out/tree
	EXPECT_PASS test -L out/tree/link
	EXPECT_PASS test "$(readlink out/tree/link)" = dir/sub/text
	EXPECT_PASS test "$(stat -c %a out/tree/dir/sub)" = 751
	head -c 2000 "a.$ext" > broken
	EXPECT_FAIL tar "$extract" broken -C out
}

. tst_test.sh
tst_run
