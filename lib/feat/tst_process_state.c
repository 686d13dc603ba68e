// SPDX-License-Identifier: GPL-2.0-or-later
/* Waiting for a process or thread to reach a scheduler state, read from /proc. */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "ltk_core.h"
#include "tst_process_state.h"

/*
 * The state letter of a /proc/.../stat file, or 0 with errno set. The command name in
 * parentheses may hold spaces and ')', so the state is found after the last ')'.
 */
static char read_state(const char *path)
{
	char buf[512], *p;
	ssize_t len;
	int fd;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 0;
	len = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (len <= 0) {
		if (!len)
			errno = ENODATA;
		return 0;
	}
	buf[len] = '\0';
	p = strrchr(buf, ')');
	if (!p || p[1] != ' ' || !p[2]) {
		errno = EINVAL;
		return 0;
	}
	return p[2];
}

static int wait_state(const char *file, int lineno, void (*cleanup_fn)(void),
		      const char *path, char state, unsigned int msec_timeout)
{
	unsigned int waited = 0;
	char cur;

	for (;;) {
		cur = read_state(path);
		if (!cur) {
			ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn,
				"Failed to read the state in %s", path);
			return -1;
		}
		if (cur == state)
			return 0;
		if (msec_timeout && waited >= msec_timeout) {
			errno = ETIMEDOUT;
			return -1;
		}
		usleep(10000);
		waited += 10;
	}
}

int tst_process_state_wait(const char *file, const int lineno, void (*cleanup_fn)(void),
			   pid_t pid, const char state, unsigned int msec_timeout)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	return wait_state(file, lineno, cleanup_fn, path, state, msec_timeout);
}

int tst_thread_state_wait(const char *file, const int lineno, pid_t tid, const char state,
			  unsigned int msec_timeout)
{
	char path[64];

	snprintf(path, sizeof(path), "/proc/self/task/%d/stat", (int)tid);
	return wait_state(file, lineno, NULL, path, state, msec_timeout);
}

int tst_process_state_wait2(pid_t pid, const char state)
{
	char path[64], cur;

	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	for (;;) {
		cur = read_state(path);
		if (!cur) {
			fprintf(stderr, "Failed to read the state in %s: %s\n", path,
				strerror(errno));
			return 1;
		}
		if (cur == state)
			return 0;
		usleep(10000);
	}
}

int tst_process_exit_wait(pid_t pid, unsigned int msec_timeout)
{
	unsigned int waited = 0;
	char path[64], cur;

	/* A child stays a zombie until reaped: for the waiter it has exited all the same. */
	snprintf(path, sizeof(path), "/proc/%d/stat", (int)pid);
	for (;;) {
		if (kill(pid, 0) && errno == ESRCH)
			return 1;
		cur = read_state(path);
		if (cur == 'Z' || cur == 'X' || (!cur && errno == ENOENT))
			return 1;
		if (msec_timeout && waited >= msec_timeout) {
			errno = ETIMEDOUT;
			return 0;
		}
		usleep(1000);
		waited++;
	}
}
