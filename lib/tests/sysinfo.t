# SPDX-License-Identifier: GPL-2.0-or-later
# System information helpers, the hypervisor override, kernel modules.
run sysinfo info
expect_exit 0
expect_no_line TFAIL
expect_count 12 TPASS

LTP_VIRT_OVERRIDE=kvm run sysinfo virt 2
expect_line 'is_virt\(2\) = 1'
LTP_VIRT_OVERRIDE=kvm run sysinfo virt 1
expect_line 'is_virt\(1\) = 0'
LTP_VIRT_OVERRIDE=kvm run sysinfo virt 0
expect_line 'is_virt\(0\) = 1'
LTP_VIRT_OVERRIDE='' run sysinfo virt 0
expect_line 'is_virt\(0\) = 0'
LTP_VIRT_OVERRIDE=zvm run sysinfo virt 3
expect_line 'is_virt\(3\) = 1'
LTP_VIRT_OVERRIDE=vmware run sysinfo virt 0
expect_exit 2
expect_line "TBROK  :  .*Invalid LTP_VIRT_OVERRIDE='vmware'"
run sysinfo virt 77
expect_exit 2
expect_line 'invalid virt_type flag: 77'

# Modules: a missing module is TCONF; without /proc/modules loading is TCONF too.
run sysinfo module ltk_no_such_mod.ko
expect_exit 32
if [ -e /proc/modules ]; then
	expect_line "TCONF  :  .*Failed to find module 'ltk_no_such_mod\.ko'"
else
	expect_line 'TCONF  :  .*kernel has no module support'
fi
run sysinfo exists ltk_no_such_mod.ko
expect_exit 32
expect_line "TCONF  :  .*Failed to find module 'ltk_no_such_mod\.ko'"
mkdir -p "$T/root/testcases/bin"
: > "$T/root/testcases/bin/ltk_fake.ko"
LTPROOT=$T/root run sysinfo exists ltk_fake.ko
expect_exit 0
expect_line "found $T/root/testcases/bin/ltk_fake\.ko"
finish
