#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# insmod/rmmod of the LTK test module: lsmod and /sys/module list it while loaded and not
# after removal. TCONF on kernels without module support or without the module built.
TST_DESCRIPTION="insmod loads and rmmod unloads a kernel module"
TST_TESTFUNC=do_test
TST_SETUP=setup
TST_CLEANUP=cleanup
TST_NEEDS_ROOT=1
TST_NEEDS_CMDS="insmod rmmod lsmod"
TST_RUNS_ALONE=1

MOD=ltp_insmod01
LOADED=

setup()
{
	[ -f /proc/modules ] || tst_brk TCONF "the kernel has no module support"
	tst_require_module "$MOD.ko"
}

cleanup()
{
	[ -n "$LOADED" ] && rmmod "$MOD"
}

do_test()
{
	ROD insmod "$TST_MODPATH"
	LOADED=1
	EXPECT_PASS grep -q "^$MOD " /proc/modules
	EXPECT_PASS test -d "/sys/module/$MOD"
	ROD rmmod "$MOD"
	LOADED=
	EXPECT_FAIL grep -q "^$MOD " /proc/modules
}

. tst_test.sh
tst_run
