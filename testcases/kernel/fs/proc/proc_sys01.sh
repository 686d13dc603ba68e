#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Every file under /proc/sys whose mode has a read bit can be read without an error, each
# within 10 seconds. stable_secret is the one documented exception: it answers EIO until
# a secret has been set (Documentation/networking/ip-sysctl.rst).
TST_DESCRIPTION="every readable /proc/sys file reads without error"
TST_TESTFUNC=do_test
TST_NEEDS_TMPDIR=1
TST_NEEDS_CMDS="find timeout"
TST_TIMEOUT=300

do_test()
{
	local f n=0 bad=0 skipped=0

	find /proc/sys -type f -perm -0400 > files 2> /dev/null
	while read -r f; do
		case "$f" in
		*/stable_secret)
			skipped=$((skipped + 1))
			continue
			;;
		esac
		n=$((n + 1))
		if ! timeout 10 cat "$f" > /dev/null 2> err; then
			# a file may vanish (a network interface going away): not an error
			[ -e "$f" ] || continue
			tst_res TFAIL "reading $f failed: $(cat err)"
			bad=$((bad + 1))
		fi
	done < files
	if [ $n -lt 100 ]; then
		tst_res TFAIL "only $n readable files found under /proc/sys"
	elif [ $bad = 0 ]; then
		tst_res TPASS "read $n files under /proc/sys ($skipped stable_secret skipped)"
	fi
}

. tst_test.sh
tst_run
