// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Other ltk runs executing tests on this host: each holds a shared flock() on
 * /run/lock/ltk-runs.lock (/tmp/ltk-runs.lock without /run/lock) while it runs, and
 * /proc/locks lists the holders. The lock file stays (empty): removing it would let the
 * next run lock a new file that the runs still holding the old one never see. Anything else
 * under that name (a link, a FIFO someone put in /tmp) is not used: others are then unknown.
 *
 * A run uses this before putting back a sysctl its test changed: when another run is
 * executing tests, the new value may be that run's test at work (sysctl01 checking what it
 * just wrote), and writing the old value back would make that test fail.
 */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include "host_runs.h"

static int lock_fd = -1;

void host_runs_join(void)
{
	struct stat st;
	const char *path = !stat("/run/lock", &st) && S_ISDIR(st.st_mode) ?
			   "/run/lock/ltk-runs.lock" : "/tmp/ltk-runs.lock";

	if (lock_fd >= 0)
		return;
	lock_fd = open(path, O_RDONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0644);
	if (lock_fd < 0)
		return;
	if (fstat(lock_fd, &st) || !S_ISREG(st.st_mode) || flock(lock_fd, LOCK_SH | LOCK_NB)) {
		close(lock_fd);
		lock_fd = -1;
	}
}

void host_runs_leave(void)
{
	if (lock_fd >= 0)
		close(lock_fd);
	lock_fd = -1;
}

int host_runs_others(pid_t *pid)
{
	struct stat st;
	char line[256], type[16];
	unsigned int maj, min;
	unsigned long ino;
	int holder, n = 0;
	FILE *f;

	*pid = 0;
	if (lock_fd < 0 || fstat(lock_fd, &st))
		return 0;
	f = fopen("/proc/locks", "re");
	if (!f)
		return 0;
	/* "1: FLOCK  ADVISORY  READ 1234 00:1a:5678 0 EOF"; waiters are "1: -> FLOCK ..." */
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "%*d: %15s %*s %*s %d %x:%x:%lu", type, &holder, &maj, &min,
			   &ino) != 5 || strcmp(type, "FLOCK") || ino != st.st_ino ||
		    maj != major(st.st_dev) || min != minor(st.st_dev) || holder == getpid())
			continue;
		if (!n++ && holder > 0)
			*pid = holder;
	}
	fclose(f);
	return n;
}
