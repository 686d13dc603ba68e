// SPDX-License-Identifier: GPL-2.0-or-later
/* The architecture, fixed at build time, spelled as .supported_archs lists it. */
#include <string.h>
#include "tst_arch.h"

const struct tst_arch tst_arch = {
#if defined(__x86_64__)
	.name = "x86_64", .type = TST_X86_64,
#elif defined(__i386__)
	.name = "x86", .type = TST_X86,
#elif defined(__ia64__)
	.name = "ia64", .type = TST_IA64,
#elif defined(__powerpc64__)
	.name = "ppc64", .type = TST_PPC64,
#elif defined(__powerpc__)
	.name = "ppc", .type = TST_PPC,
#elif defined(__s390x__)
	.name = "s390x", .type = TST_S390X,
#elif defined(__s390__)
	.name = "s390", .type = TST_S390,
#elif defined(__aarch64__)
	.name = "aarch64", .type = TST_AARCH64,
#elif defined(__arm__)
	.name = "arm", .type = TST_ARM,
#elif defined(__sparc__)
	.name = "sparc", .type = TST_SPARC,
#elif defined(__mips__)
	.name = "mips", .type = TST_MIPS,
#elif defined(__riscv)
	.name = "riscv", .type = TST_RISCV,
#elif defined(__loongarch__)
	.name = "loongarch", .type = TST_LOONGARCH,
#else
	.name = "unknown", .type = TST_UNKNOWN,
#endif
};

int tst_is_on_arch(const char *const *archlist)
{
	int i;

	if (!archlist)
		return 1;
	for (i = 0; archlist[i]; i++) {
		if (!strcmp(tst_arch.name, archlist[i]))
			return 1;
	}
	return 0;
}
