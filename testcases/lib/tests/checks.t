# SPDX-License-Identifier: GPL-2.0-or-later
# Requirements: commands, root, kernel version, kconfig, module, drivers, reserved names,
# TST_SKIP_FILESYSTEMS, "must call tst_run", missing TST_TESTFUNC.
sh_run MODE=cmds checks
expect_exit 32
expect_line "TCONF: 'no_such_command_ltk' not found"
expect_no_line 'requirements met'

sh_run MODE=root checks
if [ "$(id -u)" = 0 ]; then expect_exit 0; else expect_exit 32; fi

sh_run MODE=kver_old checks
expect_exit 0
sh_run MODE=kver_new checks
expect_exit 32
expect_line 'TCONF: test requires kernel 99.0\+$'

printf 'CONFIG_A=y\nCONFIG_B=m\n# CONFIG_C is not set\nCONFIG_D=y\n# CONFIG_E is not set\n' > "$T/config"
sh_run MODE=kconfig KCONFIG_PATH="$T/config" checks
expect_exit 0
expect_line 'TPASS: requirements met'
sh_run MODE=kconfig_missing KCONFIG_PATH="$T/config" checks
expect_exit 32
expect_line "TINFO: Constraint 'CONFIG_X' not satisfied"
expect_no_line "Constraint 'CONFIG_A'"
expect_line 'TCONF: Aborting due to unsuitable kernel config, see above!'
gzip -c "$T/config" > "$T/config.gz"
sh_run MODE=kconfig KCONFIG_PATH="$T/config.gz" checks
expect_exit 0
sh_run MODE=kconfig KCONFIG_PATH="$T/no_such_config" checks
expect_exit 2
expect_line '^checks 1 TBROK: .*config'
expect_line '^broken   1$'

sh_run MODE=module checks
expect_exit 32
expect_line "TCONF: Failed to find module 'ltk_no_such_module.ko'"
sh_run MODE=drivers checks
expect_exit 32
expect_line 'TCONF: ltk_no_such_driver driver not available'

sh_run reserved
expect_exit 4
expect_line 'TWARN: Reserved variable TST_NO_SUCH_THING used!'
expect_line 'TPASS: requirements met'

fs=$(stat -f -c %T "$T")
[ "$fs" = ext2/ext3 ] && fs=ext2
sh_run MODE=skip_fs SKIP_FS="vfat,$fs" checks
expect_exit 32
expect_line "TCONF: $fs filesystem is not supported by the test"
sh_run MODE=skip_fs SKIP_FS="vfat" checks
expect_exit 0

sh_run norun
expect_exit 2
expect_line 'TBROK: Test .*norun.sh must call tst_run!'
sh_run nofunc
expect_exit 2
expect_line 'TBROK: TST_TESTFUNC is not defined'
no_leftovers

# a module next to the test is found and TST_MODPATH set
mkdir -p "$T/mod"
: > "$T/mod/ltk_no_such_module.ko"
cd "$T/mod" || fail "cd $T/mod"
sh_run MODE=module checks
cd "$SRC" || fail "cd $SRC"
expect_exit 0
expect_line "TINFO: Found module at '$T/mod/ltk_no_such_module.ko'"

# LTP_NO_CLEANUP keeps the tmpdir (and says so)
sh_run MODE=skip_fs SKIP_FS=vfat LTP_NO_CLEANUP=1 checks
expect_exit 0
expect_line "TINFO: LTP_NO_CLEANUP set: keeping $T/tmp/LTP_checks\."
[ -n "$(ls -A "$T/tmp")" ] || fail "LTP_NO_CLEANUP did not keep the tmpdir"
rm -rf "$T/tmp"/LTP_checks.*
no_leftovers

# lockdown / secure boot: skipped only where they are on
sh_run MODE=secure checks
if grep -q '\[none\]' /sys/kernel/security/lockdown 2>/dev/null ||
   [ ! -r /sys/kernel/security/lockdown ]; then
	if ls /sys/firmware/efi/efivars/SecureBoot-* > /dev/null 2>&1; then
		: # a secure boot machine may skip: nothing to assert
	else
		expect_exit 0
		expect_line 'TPASS: requirements met'
	fi
else
	expect_exit 32
	expect_line 'TCONF: Kernel is locked down'
fi

sh_run nodef
expect_exit 2
expect_line "TBROK: Test function 'do_tset' is not defined"
expect_no_line 'wrong function'
no_leftovers
