# SPDX-License-Identifier: GPL-2.0-or-later
# -h, -i, TST_OPTS/TST_PARSE_ARGS/TST_USAGE, TST_POS_ARGS, bad options.
sh_run options -h
expect_exit 0
expect_line '^usage: options.sh \[-a VAL\] \[-b\]$'
expect_line '^-h +Prints this help$'
expect_line '^-i n +Execute test n times$'
expect_no_line 'TINFO'

sh_run options -a hello -b -i 2
expect_exit 0
expect_count 2 'TPASS: a=hello b=1 iterations=2 args=-a hello -b -i 2$'

sh_run options -x
expect_exit 2
expect_line 'Invalid option -x'
expect_line '^usage: options.sh'

sh_run options -a
expect_exit 2
expect_line 'Option -a needs an argument'

sh_run options -i abc
expect_exit 2
expect_line "TBROK: Expected a number >= 0 after -i, got 'abc'"

sh_run options extra
expect_exit 2
expect_line 'TBROK: Unexpected positional argument\(s\): extra'

sh_run POS=2 options -b one two
expect_exit 0
expect_line 'TPASS: a= b=1'
sh_run POS=2 options one
expect_exit 2
expect_line 'TBROK: Expected 2 positional argument\(s\), got 1'
