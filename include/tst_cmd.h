/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Running external commands, and .needs_cmds. */
#ifndef TST_CMD_H__
#define TST_CMD_H__

struct tst_cmd {
	const char *cmd;	/* "mkfs.ext4" or "mkfs.ext4 >= 1.43.0" */
	unsigned int optional:1;
	unsigned int present:1;
};

#endif
