#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# gzip/gunzip: a round trip restores the exact bytes, the original is replaced (or kept
# with -c/-k), -t verifies, -9 compresses text better than -1, corrupt data is refused.
TST_DESCRIPTION="gzip compresses and restores data byte for byte"
TST_TESTFUNC=do_test
TST_CNT=4
TST_SETUP=setup
TST_NEEDS_TMPDIR=1
TST_NEEDS_CMDS="gzip gunzip cmp"

setup()
{
	local i=0

	while [ $i -lt 2000 ]; do
		echo "line $i of a compressible text $((i % 7))"
		i=$((i + 1))
	done > text
	ROD dd if=/dev/urandom of=random bs=1k count=256 2> /dev/null
	ROD cp text text.ref
	ROD cp random random.ref
}

do_test1()
{
	ROD gzip text
	EXPECT_PASS test -f text.gz
	EXPECT_FAIL test -e text
	EXPECT_PASS gzip -t text.gz
	ROD gunzip text.gz
	EXPECT_PASS cmp text text.ref
}

do_test2()
{
	ROD gzip -c random \> random.gz
	EXPECT_PASS test -f random
	ROD gzip -d -c random.gz \> random.out
	EXPECT_PASS cmp random.out random.ref
	ROD gzip -k -f random
	EXPECT_PASS test -f random
}

do_test3()
{
	local fast best

	fast=$(gzip -1 -c text | wc -c)
	best=$(gzip -9 -c text | wc -c)
	EXPECT_PASS test "$best" -le "$fast"
	EXPECT_PASS test "$best" -lt $(($(wc -c < text) / 4))
}

do_test4()
{
	ROD gzip -c text \> bad.gz
	# flip bytes in the middle of the stream
	printf 'XXXXXXXX' | dd of=bad.gz bs=1 seek=40 conv=notrunc 2> /dev/null
	EXPECT_FAIL gzip -t bad.gz
	echo "not gzip" > plain.gz
	EXPECT_FAIL gunzip plain.gz
}

. tst_test.sh
tst_run
