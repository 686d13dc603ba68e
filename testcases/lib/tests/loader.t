# SPDX-License-Identifier: GPL-2.0-or-later
# The shell loader: tst_run_shell parses the env block, the C library runs the script once
# per case with setup and cleanup around it, results land in the shared page.
sh_run loader
expect_exit 0
expect_count 3 'TPASS: case [0-2] in the tmpdir$'
expect_line '^loader.sh:[-0-9]+: TPASS: case 0 in the tmpdir$'
expect_line '^loader.sh:[-0-9]+: TINFO: setup of case 2$'
expect_count 3 'TINFO: cleanup of case'
expect_order 'setup of case 0' 'case 0 in the tmpdir' 'cleanup of case 0' 'setup of case 1'
expect_line 'Using .* as tmpdir'
expect_line '^passed   3$'
no_leftovers

# --metadata: the env block's keys, LTK's exclusive among them
sh_run loader --metadata
expect_exit 0
expect_line '"exclusive": \["loader-selftest"\]'
expect_line '"tcnt": 3'

# tst_brk TBROK: cleanup runs, the rest of the test is not run
sh_run MODE=brk loader
expect_exit 2
expect_line '^loader.sh:[-0-9]+: TBROK: stop here$'
expect_order 'TBROK: stop here' 'cleanup of case 1'
expect_no_line 'case 2'
expect_line '^broken   1$'
no_leftovers

# tst_brk TCONF: this case is skipped, the others run
sh_run MODE=conf loader
expect_exit 0
expect_line 'TCONF: skip this case$'
expect_count 2 'TPASS: case'
expect_line '^skipped  1$'
no_leftovers

# a script that exits by itself with another code: TBROK naming the code
sh_run MODE=exit loader
expect_exit 2
expect_line 'TBROK: loader.sh exited with 7$'
expect_line 'TINFO: cleanup of case 1$'
no_leftovers

sh_run MODE=bad_type loader
expect_exit 2
expect_line "TBROK: Invalid res type 'TBAD': what"

# -i 2: every case twice
sh_run loader -i 2
expect_exit 0
expect_count 6 'TPASS: case'

# requirements are the C library's
sh_run loader_conf
expect_exit 32
expect_line "TCONF: Couldn't find 'no_such_cmd_ltk' in \\\$PATH"
expect_no_line 'must not run'
no_leftovers

# malformed blocks: TBROK with the script line
sh_run loader_bad
expect_exit 2
expect_line "^tst_run_shell: loader_bad.sh:8: expected ',' or '}'$"
expect_no_line 'must not run'
sh_run loader_key
expect_exit 2
expect_line '^tst_run_shell: loader_key.sh:8: unknown or unsupported key "no_such_key" in the env block$'
sh_run loader_type
expect_exit 2
expect_line '^tst_run_shell: loader_type.sh:8: "tcnt" must be an integer in 1..1000$'
no_leftovers
