#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# Self-test fixture: requirements (TST_NEEDS_*, TST_MIN_KVER ...). MODE picks the case.
TST_TESTFUNC=do_test
case "$MODE" in
cmds) TST_NEEDS_CMDS="sh no_such_command_ltk" ;;
root) TST_NEEDS_ROOT=1 ;;
kver_old) TST_MIN_KVER="2.6.32" ;;
kver_new) TST_MIN_KVER="99.0" ;;
kconfig) TST_NEEDS_KCONFIGS="CONFIG_A,CONFIG_B=m,CONFIG_C | CONFIG_D" ;;
kconfig_missing) TST_NEEDS_KCONFIGS="CONFIG_A;CONFIG_X"; TST_NEEDS_KCONFIGS_IFS=";" ;;
module) TST_NEEDS_MODULE=ltk_no_such_module.ko ;;
drivers) TST_NEEDS_DRIVERS="ltk_no_such_driver" ;;
skip_fs) TST_SKIP_FILESYSTEMS="$SKIP_FS"; TST_NEEDS_TMPDIR=1 ;;
secure) TST_SKIP_IN_LOCKDOWN=1; TST_SKIP_IN_SECUREBOOT=1 ;;
esac

do_test()
{
	tst_res TPASS "requirements met"
}

. tst_test.sh
tst_run
