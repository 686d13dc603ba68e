/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * .needs_kconfigs: kernel config checks. The config is read from $KCONFIG_PATH, else the
 * first of /proc/config.gz, /lib/modules/`uname -r`/build/.config,
 * /lib/modules/`uname -r`/config, /boot/config-`uname -r`, /lib/kernel/config-`uname -r`.
 */
#ifndef TST_KCONFIG_H__
#define TST_KCONFIG_H__

#include <stddef.h>

/* One config variable for tst_kconfig_read(). */
struct tst_kconfig_var {
	char id[64];		/* "CONFIG_FOO" */
	unsigned int id_len;
	/* 'y', 'm', 'v' (any other value, in val), 'n' ("is not set") or 0 (absent) */
	char choice;
	char *val;		/* the value as written in the config (malloc()ed), or NULL */
};

/* Fill choice and val of every variable from the config (TBROK when none is found). */
void tst_kconfig_read(struct tst_kconfig_var vars[], size_t vars_len);

/*
 * Check a NULL-terminated array of expressions (doc/features.md: CONFIG_FOO, CONFIG_FOO=y,
 * =m, ="string", =value, combined with !, &, | and parentheses). Returns 0 when all hold,
 * else non-zero after TINFO lines naming each failed expression and what the config holds.
 * A syntax error is TBROK. $KCONFIG_SKIP_CHECK set: nothing is checked, returns 0.
 */
int tst_kconfig_check(const char *const kconfigs[]);

/*
 * Value of one option: 'y', 'm', 'v' (another value: a number or a string), or 0 when it is
 * not set or there is no config. Runtime checks (namespaces, modules) apply.
 */
int tst_kconfig_get(const char *confname);

/* 1 when the kernel has debugging options that make it much slower (timeouts scale up). */
int tst_has_slow_kconfig(void);

#endif
