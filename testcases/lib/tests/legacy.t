# SPDX-License-Identifier: GPL-2.0-or-later
# The legacy test.sh face: "TCID N TTYPE : msg" on stdout, OR'ed exit code, tst_brkm runs
# the cleanup, tst_tmpdir/tst_rmdir, tst_timeout, tst_record_childstatus.
sh_run MODE=results legacy
expect_exit 4
grep -q '^legacy01 1 TPASS : first$' "$T/out" || fail "TPASS line not on stdout"
expect_line '^legacy01 2 TINFO : info$'
expect_line '^legacy01 2 TWARN : warned$'
expect_line '^legacy01 2 TPASS : second$'
expect_line '^legacy01 3 TPASS : true passed as expected$'
expect_line '^legacy01 4 TPASS : false failed as expected$'
expect_line '^legacy01 5 TPASS : grep -q written file.txt passed as expected$'
expect_line '^legacy01 6 TINFO : cleanup$'
[ -d "$(cat "$MARK")" ] && fail "tst_rmdir did not remove the tmpdir"
no_leftovers

sh_run MODE=brk legacy
expect_exit 32
expect_line '^legacy01 2 TCONF : no more$'
expect_no_line 'not reached'
expect_count 1 'TINFO : cleanup'
no_leftovers

sh_run MODE=timeout legacy
expect_exit 3
expect_line 'TPASS : tst_timeout killed sleep: 1[0-9][0-9]$'
expect_line 'TPASS : tst_timeout let true finish'
no_leftovers

run_cmd env PATH="$BINDIR:$PATH" "$SH" -c '. test.sh'
expect_exit 2
expect_line 'TBROK : TCID is not defined'
