# SPDX-License-Identifier: GPL-2.0-or-later
# tst_is_int/num, tst_kvcmp, tst_random, tst_get_unused_port, tst_sleep, commands,
# environment, tst_require_kconfigs.
printf 'CONFIG_A=y\n' > "$T/config"
sh_run KCONFIG_PATH="$T/config" helpers
expect_exit 0
expect_no_line 'TFAIL'
expect_no_line 'TBROK'
expect_count 38 'TPASS'
expect_line "Constraint 'CONFIG_Z' not satisfied"
expect_line 'TCONF: Aborting due to unsuitable kernel config'
no_leftovers
