# SPDX-License-Identifier: GPL-2.0-or-later
# EXPECT_PASS/FAIL(_BRK), ROD, ROD_SILENT with redirections, TST_RETRY_*.
sh_run MODE=expect expect
expect_exit 1
expect_line 'TPASS: true passed as expected'
expect_line 'TFAIL: false failed unexpectedly'
expect_line 'TPASS: false failed as expected'
expect_no_line '^hidden$'
expect_line 'TPASS: echo redirected > out.txt passed as expected'
expect_line 'TPASS: grep -q redirected out.txt passed as expected'
expect_line 'TPASS: test 2 -eq 2 passed as expected'
expect_line 'TPASS: grep -q appended < out.txt passed as expected'
expect_line '^passed   8$'
expect_line '^failed   1$'

sh_run MODE=pass_brk expect
expect_exit 1
expect_line 'TFAIL: false failed unexpectedly'
expect_no_line 'not reached'
sh_run MODE=fail_brk expect
expect_exit 1
expect_line 'TFAIL: true passed unexpectedly'
expect_no_line 'not reached'

sh_run MODE=rod expect
expect_exit 2
expect_line 'TPASS: ROD passed'
expect_no_line '^silent$'
expect_line 'TBROK: false failed'
expect_no_line 'not reached'

sh_run MODE=rod_silent expect
expect_exit 2
expect_line '^shown-on-failure$'
expect_line 'TBROK: sh -c echo shown-on-failure; exit 3 failed'

sh_run MODE=retry expect
expect_exit 2
expect_line 'TPASS: retried 3 times'
expect_line 'TBROK: "false" timed out'
no_leftovers
