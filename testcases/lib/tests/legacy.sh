#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: the legacy test.sh face. MODE picks the case.
TCID=legacy01
TST_TOTAL=3
TST_CLEANUP=cleanup

cleanup()
{
	tst_resm TINFO "cleanup"
	tst_rmdir
}

. test.sh

tst_tmpdir
echo "$PWD" > "$MARK"
case "$MODE" in
results)
	tst_resm TPASS "first"
	tst_resm TINFO "info"
	tst_resm TWARN "warned"
	tst_resm TPASS "second"
	EXPECT_PASS true
	EXPECT_FAIL false
	ROD echo written \> file.txt
	EXPECT_PASS grep -q written file.txt
	tst_require_root
	;;
brk)
	tst_resm TPASS "before"
	tst_brkm TCONF "no more"
	tst_resm TPASS "not reached"
	;;
timeout)
	tst_timeout "sleep 10" 1
	rc=$?
	[ $rc -ge 128 ] && tst_resm TPASS "tst_timeout killed sleep: $rc"
	tst_timeout "true" 5 && tst_resm TPASS "tst_timeout let true finish"
	sh -c 'exit 3' &
	tst_record_childstatus $!
	;;
esac
tst_exit
