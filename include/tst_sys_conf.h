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

#endif
