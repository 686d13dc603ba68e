# SPDX-License-Identifier: GPL-2.0-or-later
# tst_res types, counters and the exit code rule (1|2|4, 32 only without a TPASS).
sh_run MODE=all results
expect_exit 5
for ty in TPASS:pass TFAIL:fail TWARN:warn TCONF:conf TINFO:info; do
	expect_line "^results 1 ${ty%%:*}: ${ty#*:} msg$"
done
expect_line '^passed   1$'
expect_line '^skipped  1$'

sh_run MODE=conf results
expect_exit 32
sh_run MODE=pass_conf results
expect_exit 0
sh_run MODE=fail_conf results
expect_exit 33

sh_run MODE=invalid results
expect_exit 2
expect_line "TBROK: Invalid res type 'TFOO'"

# results reported in subshells count too
sh_run MODE=subshell results
expect_exit 5
expect_line 'TPASS: from a subshell'
expect_line 'TFAIL: from a pipeline'
expect_line '^passed   1$'
expect_line '^failed   1$'
expect_line '^warnings 1$'

sh_run MODE=counters results
expect_exit 0
expect_line 'TINFO: TST_PASS=2 TST_COUNT=1 ID=results$'
no_leftovers
