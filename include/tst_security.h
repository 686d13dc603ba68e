/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Security state of the system: lockdown, SecureBoot, SELinux, FIPS, active LSMs. */
#ifndef TST_SECURITY_H__
#define TST_SECURITY_H__

/* 1 when /sys/kernel/security/lockdown selects integrity or confidentiality. */
int tst_lockdown_enabled(void);

/* 1 when the SecureBoot EFI variable is set, 0 when clear or there are no efivars. */
int tst_secureboot_enabled(void);

/* 1 when SELinux is enforcing (/sys/fs/selinux/enforce). */
int tst_selinux_enforcing(void);

/* 1 when the kernel runs in FIPS mode (/proc/sys/crypto/fips_enabled). */
int tst_fips_enabled(void);

/* 1 when the LSM name is in /sys/kernel/security/lsm. */
int tst_lsm_enabled(const char *name);

#endif
