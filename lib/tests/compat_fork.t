# SPDX-License-Identifier: GPL-2.0-or-later
# LTP compatibility of the process model: SAFE_FORK children that return from the test
# function end there; an unsupported architecture is TCONF before anything else.
run compat_fork fork -i 2
expect_exit 0
expect_count 6 'TPASS: child of case'
expect_count 6 'TPASS: parent of case'
expect_count 1 'TINFO: cleanup in pid'
expect_line '^passed +12$'

run compat_fork arch
expect_exit 32
expect_line "TCONF: This arch '.*' is not supported for test!"
expect_no_line 'No test function specified'
finish
