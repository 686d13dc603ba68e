/* SPDX-License-Identifier: GPL-2.0-or-later */
/* .save_restore: /proc and /sys values saved before the test and restored after it. */
#ifndef TST_SYS_CONF_H__
#define TST_SYS_CONF_H__

struct tst_path_val {
	const char *path;
	const char *val;
	unsigned int flags;
};

#define TST_SR_TCONF_MISSING	0x0
#define TST_SR_TBROK_MISSING	0x1
#define TST_SR_SKIP_MISSING	0x2
#define TST_SR_TCONF_RO		0x0
#define TST_SR_TBROK_RO		0x4
#define TST_SR_SKIP_RO		0x8
#define TST_SR_IGNORE_ERR	0x10
#define TST_SR_TCONF		(TST_SR_TCONF_MISSING | TST_SR_TCONF_RO)
#define TST_SR_TBROK		(TST_SR_TBROK_MISSING | TST_SR_TBROK_RO)
#define TST_SR_SKIP		(TST_SR_SKIP_MISSING | TST_SR_SKIP_RO)

/*
 * Save every file of a {}-terminated array and write its .val when set. A missing or
 * read-only file is TCONF, TBROK or skipped (TINFO) as its flags say; a failed write of .val
 * is TBROK unless TST_SR_IGNORE_ERR.
 */
void tst_sys_conf_save(const struct tst_path_val *conf);

/* Remember that path must get value back at restore time. Returns 0. */
int tst_sys_conf_save_str(const char *path, const char *value);

/* Write every saved value back, last saved first; verbose prints each one (TINFO). */
void tst_sys_conf_restore(int verbose);

/* Print every saved path and value (TINFO). */
void tst_sys_conf_dump(void);

#endif
