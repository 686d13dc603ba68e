// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_runas CMD [ARGS...]: run CMD as the unprivileged test user, LTP_USR_UID/LTP_USR_GID
 * (default 65534, nobody/nogroup), with no supplementary groups.
 * Exit: CMD's exit code; 2 with a message when the ids are bad or cannot be set, 127 when
 * CMD cannot be run.
 */
#include <errno.h>
#include <grp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static int id_from_env(const char *name, unsigned long *id)
{
	const char *s = getenv(name);
	char *end;

	*id = 65534;
	if (!s || !*s)
		return 0;
	errno = 0;
	*id = strtoul(s, &end, 10);
	if (errno || *end || s[0] == '-' || *id > 0x7fffffff) {
		fprintf(stderr, "tst_runas: %s='%s' is not a valid id\n", name, s);
		return -1;
	}
	return 0;
}

int main(int argc, char *argv[])
{
	unsigned long uid, gid;

	if (argc < 2) {
		fprintf(stderr, "usage: tst_runas CMD [ARGS...]\n");
		return 2;
	}
	if (id_from_env("LTP_USR_UID", &uid) || id_from_env("LTP_USR_GID", &gid))
		return 2;
	if (setgroups(0, NULL) || setgid(gid) || setuid(uid)) {
		fprintf(stderr, "tst_runas: cannot switch to uid %lu gid %lu: %s\n", uid, gid,
			strerror(errno));
		return 2;
	}
	execvp(argv[1], argv + 1);
	fprintf(stderr, "tst_runas: cannot run %s: %s\n", argv[1], strerror(errno));
	return 127;
}
