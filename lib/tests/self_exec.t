# SPDX-License-Identifier: GPL-2.0-or-later
# self_exec()/maybe_run_child() round trip through -C, and malformed -C arguments.
run self_exec
expect_exit 0
expect_line "^child one: num=-42 big=1234567890123 str='a:b%c'$"
expect_line "^child two: str=''$"
expect_line 'TINFO  :  child 1: exited with 0'
expect_line 'TINFO  :  child 2: exited with 3'
expect_count 1 'TPASS  :  parent done'

# -C with a value that does not fit the format: TBROK naming both.
run self_exec -C 1:x:2:s
expect_exit 2
expect_line "TBROK  :  .*maybe_run_child\(\): -C '1:x:2:s' does not match the format 'ndls'"
# -C naming no known child number falls through to the last, 'd' format child.
run self_exec -C 7
expect_exit 0
expect_line "^child one: num=7 "
finish
