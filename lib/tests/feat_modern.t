# SPDX-License-Identifier: GPL-2.0-or-later
# The feature modules through struct tst_test fields: .needs_kconfigs, .bufs, .save_restore,
# .caps, .hugepages, .taint_check, .skip_in_lockdown/.skip_in_secureboot.
require_root
cfg=$T/config
printf 'CONFIG_YES=y\nCONFIG_MOD=m\n# CONFIG_OFF is not set\n' > "$cfg"

KCONFIG_PATH=$cfg run feat_modern kconfig
expect_exit 0
expect_line "TINFO: Parsing kernel config '$cfg'\$"
expect_line 'TPASS: kernel config accepted'
KCONFIG_PATH=$cfg run feat_modern kconfig_bad
expect_exit 32
expect_line "TINFO: Constraint 'CONFIG_OFF' not satisfied!\$"
expect_line 'TINFO: CONFIG_OFF is not set$'
expect_line 'TCONF: Aborting due to unsuitable kernel config, see above!$'
expect_no_line 'TPASS'
KCONFIG_PATH=$cfg run feat_modern kconfig_syntax
expect_exit 2
expect_line "TBROK: Syntax error in kconfig expression 'CONFIG_YES &' at offset 12: "
expect_no_line 'TPASS'

run feat_modern bufs
expect_exit 0
expect_count 1 'TINFO: Test is using guarded buffers$'
expect_line "TINFO: str 'guarded', iov lengths 3 5\$"
run feat_modern overrun
expect_exit 2
expect_line 'TBROK: Test killed by SIGSEGV!$'
expect_no_line 'TFAIL'
run feat_modern underrun
expect_exit 4
expect_line 'TWARN: pid [0-9]+: buffer modified address 0x[0-9a-f]+\[-1\]$'

P=/proc/sys/kernel/printk_ratelimit_burst
orig=$(cat $P)
run feat_modern save_restore
expect_exit 0
expect_line "TINFO: Path '/proc/sys/kernel/ltk_no_such_file' does not exist, skipping\$"
expect_line "TPASS: $P is 17 during the test\$"
[ "$(cat $P)" = "$orig" ] || fail "$P is $(cat $P), was $orig before the test"

run feat_modern caps
expect_exit 0
expect_line 'TINFO: Dropping CAP_NET_RAW from the effective and permitted capability sets$'
expect_line 'TPASS: CAP_NET_RAW dropped, CAP_CHOWN kept'
if ! grep -q '^CapPrm:.*[13579bdf]......$' /proc/self/status; then
	run feat_modern caps_sysres
	expect_exit 32
	expect_line 'TCONF: Need CAP_SYS_RESOURCE, which is not in the permitted capability set$'
fi

if [ -d /sys/kernel/mm/hugepages ]; then
	H=/proc/sys/vm/nr_hugepages
	horig=$(cat $H)
	run feat_modern hugepages
	expect_exit 0
	expect_line 'TPASS: tst_hugepages 1, nr_hugepages [1-9]'
	[ "$(cat $H)" = "$horig" ] || fail "$H is $(cat $H), was $horig before the test"
fi

if [ "$(cat /proc/sys/kernel/tainted)" = 0 ]; then
	run feat_modern taint
	expect_exit 0
	expect_no_line 'tainted'
fi

if ! grep -qs '\[integrity\]\|\[confidentiality\]' /sys/kernel/security/lockdown; then
	run feat_modern lockdown
	expect_exit 0
	expect_line 'TPASS: scenario lockdown ran'
fi
finish
