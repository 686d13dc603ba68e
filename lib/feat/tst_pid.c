// SPDX-License-Identifier: GPL-2.0-or-later
/* Process ids: one nobody uses, and how many more processes the system allows. */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "ltk_core.h"
#include "tst_pid.h"

pid_t tst_get_unused_pid_(void (*cleanup_fn)(void))
{
	pid_t pid;

	/* The pid of a child that exited and was reaped is free (until pids wrap). */
	pid = fork();
	if (pid < 0) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup_fn, "fork() failed");
		return -1;
	}
	if (pid == 0)
		_exit(0);
	while (waitpid(pid, NULL, 0) < 0 && errno == EINTR)
		;
	return pid;
}

static long read_long(const char *path)
{
	long val = -1;
	FILE *f;

	f = fopen(path, "r");
	if (!f)
		return -1;
	if (fscanf(f, "%ld", &val) != 1)
		val = -1;
	fclose(f);
	return val;
}

/* Tasks (threads) of every process visible in /proc. */
static int count_tasks(void)
{
	struct dirent *ent;
	char path[300];
	DIR *proc, *task;
	int n = 0;

	proc = opendir("/proc");
	if (!proc)
		return -1;
	while ((ent = readdir(proc))) {
		if (ent->d_name[0] < '0' || ent->d_name[0] > '9')
			continue;
		snprintf(path, sizeof(path), "/proc/%s/task", ent->d_name);
		task = opendir(path);
		if (!task)
			continue;
		while ((ent = readdir(task))) {
			if (ent->d_name[0] != '.')
				n++;
		}
		closedir(task);
	}
	closedir(proc);
	return n;
}

int tst_get_free_pids_(void (*cleanup_fn)(void))
{
	long max = read_long("/proc/sys/kernel/pid_max");
	long threads = read_long("/proc/sys/kernel/threads-max");
	int used = count_tasks();

	if (max < 0 || used < 0) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, cleanup_fn,
			"Cannot read pid_max or count the tasks");
		return -1;
	}
	if (threads > 0 && threads < max)
		max = threads;
	return max > used ? (int)(max - used) : 0;
}

pid_t tst_getpid(void)
{
	return syscall(SYS_getpid);
}

pid_t tst_gettid(void)
{
	return syscall(SYS_gettid);
}
