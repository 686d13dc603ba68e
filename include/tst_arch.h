/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The architecture the tests were built for. */
#ifndef TST_ARCH_H__
#define TST_ARCH_H__

enum tst_arch_type {
	TST_UNKNOWN,
	TST_X86,
	TST_X86_64,
	TST_IA64,
	TST_PPC,
	TST_PPC64,
	TST_S390,
	TST_S390X,
	TST_ARM,
	TST_AARCH64,
	TST_SPARC,
	TST_MIPS,
	TST_RISCV,
	TST_LOONGARCH,
};

struct tst_arch {
	const char name[16];	/* "x86_64", "aarch64", ... as .supported_archs spells them */
	enum tst_arch_type type;
};

extern const struct tst_arch tst_arch;

/* 1 if tst_arch.name is in the NULL-terminated archlist (or archlist is NULL), else 0. */
int tst_is_on_arch(const char *const *archlist);

#endif
