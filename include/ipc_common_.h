/* SPDX-License-Identifier: GPL-2.0-or-later */
/* What ipcmsg.h, ipcsem.h and ipcshm.h share (the 2015 face's libipc). Not for tests. */
#ifndef IPC_COMMON__H__
#define IPC_COMMON__H__

#include <pwd.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/ipc.h>
#include "test.h"

/* Defined by the test. */
void cleanup(void);

/* ftok() of the current directory with the next project ID 'a'..'z'. */
static inline int getipckey(void)
{
	static int count;
	char dir[4096];
	key_t key;

	if (!getcwd(dir, sizeof(dir)))
		tst_brkm(TBROK | TERRNO, cleanup, "Can't get current directory in getipckey()");
	key = ftok(dir, 'a' + count++ % 26);
	if (key == -1)
		tst_brkm(TBROK | TERRNO, cleanup, "Can't get msgkey from ftok()");
	return key;
}

/* The uid of a user name. */
static inline int getuserid(char *user)
{
	struct passwd *ent = getpwnam(user);

	if (!ent)
		tst_brkm(TBROK, cleanup, "Couldn't get password entry for %s", user);
	return ent ? (int)ent->pw_uid : -1;
}

static inline int ltk_ipc_count_(const char *path)
{
	char line[BUFSIZ];
	int n = -1;
	FILE *f = fopen(path, "r");

	if (!f)
		tst_brkm(TBROK | TERRNO, cleanup, "fopen(%s) failed", path);
	while (f && fgets(line, sizeof(line), f)) {
		if (strchr(line, '\n'))
			n++;
	}
	if (f)
		fclose(f);
	return n;
}

#endif
