# SPDX-License-Identifier: GPL-2.0-or-later
# A private network namespace with lo up, loopback sockets on kernel-picked ports.
run netns
expect_exit 0
expect_line 'TPASS: a new network namespace$'
expect_line 'TPASS: lo is up$'
expect_line 'TPASS: bound to 127\.0\.0\.1:[0-9]+$'
expect_line 'TPASS: family 2: the pair carries data$'
expect_line 'TPASS: family 10: the pair carries data$'
finish
