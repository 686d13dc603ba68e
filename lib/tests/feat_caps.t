# SPDX-License-Identifier: GPL-2.0-or-later
# .caps: REQ raises a permitted capability, TCONF when not permitted; DROP removes it.
require_root
grep -q '^CapEff:.*fff' /proc/self/status || skip "not a full-capability root"

# CAP_CHOWN (0) is lowered from the effective set, REQ brings it back
run feat_caps lower 0 req:0
expect_exit 0
expect_line 'CapEff:\s+[0-9a-f]*[02468ace]$'
expect_line 'TINFO  :  Adding CAP_0 to the effective capability set$'
expect_line 'CapEff:\s+[0-9a-f]*[13579bdf]$'

# already effective: nothing to do, nothing printed
run feat_caps req:0
expect_exit 0
expect_no_line 'Adding'

# DROP removes CAP_NET_RAW (13, bit 0x2000) from both sets; a later REQ cannot get it back
run feat_caps drop:13 req:13
expect_exit 32
expect_line 'TINFO  :  Dropping CAP_13 from the effective and permitted capability sets$'
expect_line 'CapEff:\s+[0-9a-f]*[014589cd][0-9a-f]{3}$'
expect_line 'CapPrm:\s+[0-9a-f]*[014589cd][0-9a-f]{3}$'
expect_line 'TCONF  :  .*Need CAP_13, which is not in the permitted capability set$'

# CAP_SYS_RESOURCE (24) is outside this machine's bounding set, so not permitted to root
if ! grep -q '^CapPrm:.*[13579bdf]......$' /proc/self/status; then
	run feat_caps req:24
	expect_exit 32
	expect_line 'TCONF  :  .*Need CAP_24, which is not in the permitted capability set$'
fi
finish
