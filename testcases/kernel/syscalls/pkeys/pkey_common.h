/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Shared by the memory protection key tests: the raw calls and the hardware probe. */
#ifndef PKEY_COMMON_H__
#define PKEY_COMMON_H__

#include <sys/mman.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"
#include "lapi/syscalls.h"

#ifndef PKEY_DISABLE_ACCESS
# define PKEY_DISABLE_ACCESS 0x1
#endif
#ifndef PKEY_DISABLE_WRITE
# define PKEY_DISABLE_WRITE 0x2
#endif

static inline int sys_pkey_alloc(unsigned int flags, unsigned int rights)
{
	return tst_syscall(__NR_pkey_alloc, flags, rights);
}

static inline int sys_pkey_free(int pkey)
{
	return tst_syscall(__NR_pkey_free, pkey);
}

static inline int sys_pkey_mprotect(void *addr, size_t len, int prot, int pkey)
{
	return tst_syscall(__NR_pkey_mprotect, addr, len, prot, pkey);
}

/* Whether the first "flags" line of /proc/cpuinfo has this word. */
static inline int cpu_flag(const char *word)
{
	char line[8192], *tok, *save;
	FILE *f = SAFE_FOPEN("/proc/cpuinfo", "r");
	int found = 0;

	while (fgets(line, sizeof(line), f)) {
		if (strncmp(line, "flags", 5))
			continue;
		for (tok = strtok_r(strchr(line, ':') + 1, " \n", &save); tok;
		     tok = strtok_r(NULL, " \n", &save))
			found |= !strcmp(tok, word);
		break;
	}
	SAFE_FCLOSE(f);
	return found;
}

/*
 * TCONF unless the CPU has protection keys and the kernel enabled them ("pku" and "ospke"
 * in /proc/cpuinfo); then a probe key is allocated and freed, which must work.
 */
static inline void pkey_probe(void)
{
	int key;

	if (tst_kvercmp(4, 9, 0) < 0)
		tst_brk(TCONF, "protection keys need Linux 4.9");
	if (!cpu_flag("pku") || !cpu_flag("ospke"))
		tst_brk(TCONF, "no memory protection keys (pku, ospke in /proc/cpuinfo)");
	key = sys_pkey_alloc(0, 0);
	if (key < 0)
		tst_brk(TBROK | TERRNO, "pkey_alloc() probe");
	if (sys_pkey_free(key))
		tst_brk(TBROK | TERRNO, "pkey_free() probe");
}

#endif
