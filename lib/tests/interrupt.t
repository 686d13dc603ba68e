# SPDX-License-Identifier: GPL-2.0-or-later
# tst_interrupt_blocked(): a blocked call in the child gets EINTR; a call that does not
# block is a TBROK, not a hang.
run interrupt
expect_exit 0
expect_line 'TPASS: read\(\) of an empty pipe : EINTR \(4\)$'
run interrupt -n
expect_exit 2
expect_line 'TBROK: the child did not block within 10 s$'
finish
