// SPDX-License-Identifier: GPL-2.0-or-later
/* Helpers of LTP's System V IPC tests (include/libnewipc.h). */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "ltk_core.h"
#include "libnewipc.h"

key_t getipckey(const char *file, const int lineno)
{
	static int proj_id;
	char cwd[PATH_MAX];
	key_t key;
	int id;

	if (!getcwd(cwd, sizeof(cwd))) {
		ltk_brk(file, lineno, TBROK | TERRNO, NULL, "getcwd() failed");
		return -1;
	}
	/* The pid spreads the project IDs of tests that run in the same directory. */
	if (!proj_id)
		proj_id = getpid();
	id = (proj_id++ & 0xff) ? : (proj_id++ & 0xff);
	key = ftok(cwd, id);
	if (key == -1)
		ltk_brk(file, lineno, TBROK | TERRNO, NULL, "ftok(%s, %d) failed", cwd, id);
	return key;
}

int get_used_sysvipc(const char *file, const int lineno, const char *sysvipc_file)
{
	char line[BUFSIZ];
	int used = -1;
	FILE *f = fopen(sysvipc_file, "r");

	if (!f) {
		ltk_brk(file, lineno, TBROK | TERRNO, NULL, "fopen(%s) failed", sysvipc_file);
		return -1;
	}
	while (fgets(line, sizeof(line), f)) {
		if (strchr(line, '\n'))
			used++;
	}
	fclose(f);
	if (used < 0) {
		ltk_brk(file, lineno, TBROK, NULL, "%s has no header line", sysvipc_file);
		return -1;
	}
	return used;
}

void *probe_free_addr(const char *file, const int lineno)
{
	unsigned long align = SHMLBA;
	void *addr;
	int id;

	id = shmget(IPC_PRIVATE, align, IPC_CREAT | 0600);
	if (id == -1) {
		ltk_brk(file, lineno, TBROK | TERRNO, NULL, "shmget() of a probe segment failed");
		return NULL;
	}
	addr = shmat(id, NULL, 0);
	shmctl(id, IPC_RMID, NULL);
	if (addr == (void *)-1) {
		ltk_brk(file, lineno, TBROK | TERRNO, NULL, "shmat() of a probe segment failed");
		return NULL;
	}
	shmdt(addr);
	return (void *)(((unsigned long)addr + align - 1) & ~(align - 1));
}

time_t get_ipc_timestamp(void)
{
	struct timespec ts;

	/* ktime_get_real_seconds(): the coarse real-time clock. */
	if (clock_gettime(CLOCK_REALTIME_COARSE, &ts))
		clock_gettime(CLOCK_REALTIME, &ts);
	return ts.tv_sec;
}
