/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by the ioprio tests: raw calls, the encoding of man 2 ioprio_set's NOTES
 * (class << 13 | level), and a parked child to act upon.
 */
#ifndef IOPRIO_UTIL_H__
#define IOPRIO_UTIL_H__

#include <sys/syscall.h>
#include "tst_test.h"

#define IOPRIO_CLASS_SHIFT 13
#define IOPRIO_VAL(class, data) (((class) << IOPRIO_CLASS_SHIFT) | (data))
#define IOPRIO_CLASS(v) ((v) >> IOPRIO_CLASS_SHIFT)
#define IOPRIO_DATA(v) ((v) & ((1 << IOPRIO_CLASS_SHIFT) - 1))

enum { IOPRIO_CLASS_NONE, IOPRIO_CLASS_RT, IOPRIO_CLASS_BE, IOPRIO_CLASS_IDLE };
enum { IOPRIO_WHO_PROCESS = 1, IOPRIO_WHO_PGRP, IOPRIO_WHO_USER };

static inline long sys_ioprio_set(int which, int who, int ioprio)
{
	return syscall(__NR_ioprio_set, which, who, ioprio);
}

static inline long sys_ioprio_get(int which, int who)
{
	return syscall(__NR_ioprio_get, which, who);
}

/* A child asleep in pause(), optionally as uid (uid >= 0), until killed. */
static inline pid_t ioprio_child(int uid)
{
	pid_t pid = SAFE_FORK();

	if (!pid) {
		if (uid >= 0 && (setgroups(0, NULL) || setgid(uid) || setuid(uid)))
			exit(1);
		for (;;)
			pause();
	}
	TST_PROCESS_STATE_WAIT(pid, 'S', 0);
	return pid;
}

static inline void ioprio_kill(pid_t pid)
{
	SAFE_KILL(pid, SIGKILL);
	SAFE_WAITPID(pid, NULL, 0);
}

#endif
