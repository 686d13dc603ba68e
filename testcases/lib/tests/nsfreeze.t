# SPDX-License-Identifier: GPL-2.0-or-later
# tst_ns_create/tst_ns_exec/tst_ns_ifmove and tst_fsfreeze; no namespace process or veth
# left behind.
sh_run nsfreeze
expect_exit 0
expect_no_line 'TFAIL'
expect_no_line 'TBROK'
expect_count 12 'TPASS'
expect_line 'TPASS: hostname set in the new uts namespace only$'
expect_line 'TPASS: tst_ns_ifmove ltkn[0-9]+ [0-9]+ passed as expected$'
expect_line 'TPASS: tst_fsfreeze .* passed as expected$'
no_leftovers
ip link | grep -q ' ltk[nm][0-9]' && fail "veth left behind"
