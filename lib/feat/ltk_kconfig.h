/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The kernel config as read by tst_kconfig_read.c, shared by the kconfig files. Internal. */
#ifndef LTK_KCONFIG_H
#define LTK_KCONFIG_H

#include <stddef.h>

struct ltk_kconfig_entry {
	char *name;		/* "CONFIG_FOO" */
	char *val;		/* as written after '=', NULL for "is not set" */
	const char *why_off;	/* set when a runtime check found a set option unusable */
	size_t line;		/* later lines override earlier ones */
	int rt_checked;
};

/*
 * Read the config once per process (TINFO "Parsing kernel config '%s'"). must: TBROK when
 * it cannot be found or read; otherwise return -1 quietly. 0 when the config is loaded.
 */
int ltk_kconfig_load(int must);

/*
 * The entry of name[0..len) with the runtime checks applied: the option counts as set when
 * val is not NULL and why_off is NULL. NULL when the config does not mention it.
 */
struct ltk_kconfig_entry *ltk_kconfig_lookup(const char *name, size_t len);

/* Runtime check of one entry whose value is set (tst_kconfig_runtime.c). */
void ltk_kconfig_runtime_check(struct ltk_kconfig_entry *e, int have_modules);

#endif
