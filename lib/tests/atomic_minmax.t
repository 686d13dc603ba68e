# SPDX-License-Identifier: GPL-2.0-or-later
# Atomic counters (threads, shared memory across fork) and MIN/MAX.
run atomic_minmax
expect_exit 0
expect_count 6 '^ok '
expect_no_line '^not ok'
finish
