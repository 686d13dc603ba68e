#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# insmod/rmmod of LTK's test module (ltk_test_mod.ko, "make modules KERNEL_SRC=..."): insmod
# passes a parameter that /sys/module shows, /proc/modules lists the module while it is
# loaded and not after rmmod. TCONF on kernels without module support or without the
# module built.
TST_DESCRIPTION="insmod loads a module with a parameter and rmmod unloads it"
TST_TESTFUNC=do_test
TST_SETUP=setup
TST_CLEANUP=cleanup
TST_NEEDS_ROOT=1
TST_NEEDS_CMDS="insmod rmmod"
TST_RUNS_ALONE=1

MOD=ltk_test_mod
LOADED=

setup()
{
	[ -f /proc/modules ] || tst_brk TCONF "the kernel has no module support"
	tst_require_module "$MOD.ko"
	grep -q "^$MOD " /proc/modules && tst_brk TCONF "$MOD is already loaded"
}

cleanup()
{
	[ -n "$LOADED" ] && rmmod "$MOD"
}

do_test()
{
	ROD insmod "$TST_MODPATH" ltk_value=42
	LOADED=1
	EXPECT_PASS grep -q "^$MOD " /proc/modules
	EXPECT_PASS test "$(cat "/sys/module/$MOD/parameters/ltk_value")" = 42
	ROD rmmod "$MOD"
	LOADED=
	EXPECT_FAIL grep -q "^$MOD " /proc/modules
	EXPECT_FAIL test -d "/sys/module/$MOD"
	EXPECT_FAIL insmod "$TST_MODPATH" no_such_param=1
}

. tst_test.sh
tst_run
