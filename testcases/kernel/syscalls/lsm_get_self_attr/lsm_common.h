/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * For the lsm_get_self_attr / lsm_set_self_attr tests: lsm_probe() in setup lists the
 * active security modules with lsm_list_modules() (TCONF on ENOSYS: the LSM syscalls came
 * in Linux 6.8) and lsm_provides() says which of them implement the attribute calls
 * (SELinux, Smack and AppArmor; capability, Yama, Landlock, lockdown, BPF and the others
 * have no process attributes). The raw calls go through syscall(), so that an ENOSYS in a
 * test's run() is a failure, not a TCONF.
 */
#ifndef LSM_COMMON_H__
#define LSM_COMMON_H__

#include <stdint.h>
#include <unistd.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "lapi/lsm.h"

#define LSM_MAX_IDS 32
#define LSM_CTX_HDR ((uint32_t)sizeof(struct lsm_ctx))

struct lsm_active {
	uint64_t ids[LSM_MAX_IDS];
	int cnt;
	int providers;
};

static inline long lsm_get_raw(uint32_t attr, void *ctx, uint32_t *size, uint32_t flags)
{
	return syscall(__NR_lsm_get_self_attr, attr, ctx, size, flags);
}

static inline long lsm_set_raw(uint32_t attr, void *ctx, uint32_t size, uint32_t flags)
{
	return syscall(__NR_lsm_set_self_attr, attr, ctx, size, flags);
}

static inline int lsm_provides(uint64_t id)
{
	return id == LSM_ID_SELINUX || id == LSM_ID_SMACK || id == LSM_ID_APPARMOR;
}

static inline void lsm_probe(struct lsm_active *act)
{
	uint32_t size = sizeof(act->ids);
	long n = syscall(__NR_lsm_list_modules, act->ids, &size, 0);
	int i;

	if (n < 0 && errno == ENOSYS)
		tst_brk(TCONF, "the LSM syscalls are not implemented (Linux 6.8+)");
	if (n < 1 || n > LSM_MAX_IDS)
		tst_brk(TBROK | TERRNO, "probe: lsm_list_modules() returned %ld", n);
	act->cnt = n;
	act->providers = 0;
	for (i = 0; i < n; i++)
		act->providers += lsm_provides(act->ids[i]);
	tst_res(TINFO, "%d active LSMs, %d of them with process attributes", act->cnt,
		act->providers);
}

#endif
