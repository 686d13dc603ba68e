# SPDX-License-Identifier: GPL-2.0-or-later
# Security state: answers agree with the real /sys, and with trees written here.
run feat_security
expect_exit 0
if [ -r /sys/kernel/security/lockdown ] && ! grep -q '\[none\]' /sys/kernel/security/lockdown; then
	expect_line 'lockdown 1$'
else
	expect_line 'lockdown 0$'
fi
sb=/sys/firmware/efi/efivars/SecureBoot-8be4df61-93ca-11d2-aa0d-00e098032b8c
if [ -r $sb ] && [ "$(od -An -tu1 -j4 -N1 $sb | tr -d ' ')" = 1 ]; then
	expect_line 'secureboot 1$'
else
	expect_line 'secureboot 0$'
fi
if [ -r /sys/fs/selinux/enforce ] && [ "$(cat /sys/fs/selinux/enforce)" = 1 ]; then
	expect_line 'selinux 1$'
else
	expect_line 'selinux 0$'
fi

R=$T/root
mkdir -p $R/sys/kernel/security $R/sys/firmware/efi/efivars $R/sys/fs/selinux $R/proc/sys/crypto
echo 'none [integrity] confidentiality' > $R/sys/kernel/security/lockdown
printf '\006\000\000\000\001' > $R$sb
echo 1 > $R/sys/fs/selinux/enforce
echo 1 > $R/proc/sys/crypto/fips_enabled
printf 'capability,landlock,yama,selinux' > $R/sys/kernel/security/lsm
run feat_security $R selinux yama apparmor land
expect_exit 0
expect_line 'lockdown 1$'
expect_line 'secureboot 1$'
expect_line 'TINFO  :  SecureBoot enabled$'
expect_line 'selinux 1$'
expect_line 'fips 1$'
expect_line 'lsm selinux 1$'
expect_line 'lsm yama 1$'
expect_line 'lsm apparmor 0$'
expect_line 'lsm land 0$'

echo '[none] integrity confidentiality' > $R/sys/kernel/security/lockdown
printf '\006\000\000\000\000' > $R$sb
echo 0 > $R/sys/fs/selinux/enforce
run feat_security $R
expect_line 'lockdown 0$'
expect_line 'secureboot 0$'
expect_line 'selinux 0$'

rm -rf $R/sys
run feat_security $R
expect_exit 0
expect_line 'TINFO  :  No /sys/kernel/security/lockdown, the kernel is not locked down$'
expect_line 'lockdown 0$'
expect_line 'TINFO  :  No SecureBoot EFI variable, SecureBoot is off$'
expect_line 'secureboot 0$'
finish
