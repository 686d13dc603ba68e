/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The LSM system calls (lsm_get_self_attr, lsm_set_self_attr, lsm_list_modules,
 * Linux 6.8): struct lsm_ctx, the LSM_ATTR_* and LSM_ID_* constants, raw wrappers, and
 * verify_enabled_lsm() which TCONFs unless the named LSM is active.
 */
#ifndef LAPI_LSM_H__
#define LAPI_LSM_H__

#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "config.h"
#include "lapi/syscalls.h"

#ifndef HAVE_STRUCT_LSM_CTX
struct lsm_ctx {
	uint64_t id;
	uint64_t flags;
	uint64_t len;
	uint64_t ctx_len;
	uint8_t ctx[];
};
#endif

#ifndef __NR_lsm_get_self_attr
# define __NR_lsm_get_self_attr LTK_NR_UNIFIED_(459)
#endif
#ifndef __NR_lsm_set_self_attr
# define __NR_lsm_set_self_attr LTK_NR_UNIFIED_(460)
#endif
#ifndef __NR_lsm_list_modules
# define __NR_lsm_list_modules LTK_NR_UNIFIED_(461)
#endif
#ifndef LSM_ID_UNDEF
# define LSM_ID_UNDEF 0
#endif
#ifndef LSM_ID_CAPABILITY
# define LSM_ID_CAPABILITY 100
#endif
#ifndef LSM_ID_SELINUX
# define LSM_ID_SELINUX 101
#endif
#ifndef LSM_ID_SMACK
# define LSM_ID_SMACK 102
#endif
#ifndef LSM_ID_TOMOYO
# define LSM_ID_TOMOYO 103
#endif
#ifndef LSM_ID_APPARMOR
# define LSM_ID_APPARMOR 104
#endif
#ifndef LSM_ID_YAMA
# define LSM_ID_YAMA 105
#endif
#ifndef LSM_ID_LOADPIN
# define LSM_ID_LOADPIN 106
#endif
#ifndef LSM_ID_SAFESETID
# define LSM_ID_SAFESETID 107
#endif
#ifndef LSM_ID_LOCKDOWN
# define LSM_ID_LOCKDOWN 108
#endif
#ifndef LSM_ID_BPF
# define LSM_ID_BPF 109
#endif
#ifndef LSM_ID_LANDLOCK
# define LSM_ID_LANDLOCK 110
#endif
#ifndef LSM_ID_IMA
# define LSM_ID_IMA 111
#endif
#ifndef LSM_ID_EVM
# define LSM_ID_EVM 112
#endif
#ifndef LSM_ID_IPE
# define LSM_ID_IPE 113
#endif
#ifndef LSM_ATTR_UNDEF
# define LSM_ATTR_UNDEF 0
#endif
#ifndef LSM_ATTR_CURRENT
# define LSM_ATTR_CURRENT 100
#endif
#ifndef LSM_ATTR_EXEC
# define LSM_ATTR_EXEC 101
#endif
#ifndef LSM_ATTR_FSCREATE
# define LSM_ATTR_FSCREATE 102
#endif
#ifndef LSM_ATTR_KEYCREATE
# define LSM_ATTR_KEYCREATE 103
#endif
#ifndef LSM_ATTR_PREV
# define LSM_ATTR_PREV 104
#endif
#ifndef LSM_ATTR_SOCKCREATE
# define LSM_ATTR_SOCKCREATE 105
#endif
#ifndef LSM_FLAG_SINGLE
# define LSM_FLAG_SINGLE 0x0001
#endif

static inline int lsm_get_self_attr(uint32_t attr, struct lsm_ctx *ctx, uint32_t *size,
				    uint32_t flags)
{
	return tst_syscall(__NR_lsm_get_self_attr, attr, ctx, size, flags);
}

static inline int lsm_set_self_attr(uint32_t attr, struct lsm_ctx *ctx, uint32_t size,
				    uint32_t flags)
{
	return tst_syscall(__NR_lsm_set_self_attr, attr, ctx, size, flags);
}

static inline int lsm_list_modules(uint64_t *ids, uint32_t *size, uint32_t flags)
{
	return tst_syscall(__NR_lsm_list_modules, ids, size, flags);
}

/* 1 when name is in the kernel's list of active LSMs (/sys/kernel/security/lsm). */
static inline int ltk_lsm_enabled_(const char *name)
{
	char buf[512], *tok, *save = NULL;
	FILE *f = fopen("/sys/kernel/security/lsm", "r");
	size_t n;

	if (!f)
		return 0;
	n = fread(buf, 1, sizeof(buf) - 1, f);
	fclose(f);
	buf[n] = '\0';
	for (tok = strtok_r(buf, ",\n", &save); tok; tok = strtok_r(NULL, ",\n", &save)) {
		if (!strcmp(tok, name))
			return 1;
	}
	return 0;
}

#ifdef TST_TEST_H__
static inline void verify_enabled_lsm(const char *name)
{
	if (!ltk_lsm_enabled_(name))
		tst_brk(TCONF, "%s is not running", name);
}
#endif

#endif
