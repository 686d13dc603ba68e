#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Every file under /proc/sys whose mode has a read bit can be read without an error, each
# within 10 seconds. stable_secret is the one documented exception: it answers EIO until
# a secret has been set (Documentation/networking/ip-sysctl.rst).
TST_DESCRIPTION="every readable /proc/sys file reads without error"
TST_TESTFUNC=do_test
TST_NEEDS_TMPDIR=1
TST_NEEDS_CMDS="find"
TST_TIMEOUT=300

do_test()
{
	local line f n bad=0 skipped rc=0

	find /proc/sys -type f -perm -0400 > all 2> /dev/null
	grep -v '/stable_secret$' all > files
	n=$(wc -l < files)
	skipped=$(($(wc -l < all) - n))
	# a file may vanish (a network interface going away): not an error
	tst_read_files -s < files > errors || rc=$?
	[ $rc -le 1 ] || tst_brk TBROK "tst_read_files failed with exit status $rc"
	while IFS= read -r line; do
		f=${line%: *}
		tst_res TFAIL "reading $f failed: ${line##*: }"
		bad=$((bad + 1))
	done < errors
	if [ "$n" -lt 100 ]; then
		tst_res TFAIL "only $n readable files found under /proc/sys"
	elif [ $bad = 0 ]; then
		tst_res TPASS "read $n files under /proc/sys ($skipped stable_secret skipped)"
	fi
}

. tst_test.sh
tst_run
