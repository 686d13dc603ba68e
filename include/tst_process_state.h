/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Wait until a process or thread reaches a scheduler state (the third field of
 * /proc/<pid>/stat: 'R' running, 'S' sleeping, 'D' disk sleep, 'T' stopped, 'Z' zombie ...).
 * Typical use: wait until a child sleeps in the syscall under test before signalling it.
 *
 * Same macro name, different arity in the two faces:
 *   test.h       TST_PROCESS_STATE_WAIT(cleanup, pid, state)          polls without a limit
 *   tst_test.h   TST_PROCESS_STATE_WAIT(pid, state, msec_timeout)     0 or -1/ETIMEDOUT
 */
#ifndef TST_PROCESS_STATE_H
#define TST_PROCESS_STATE_H

#include <sys/types.h>

/*
 * Poll /proc/<pid>/stat every 10 ms until its state is state. msec_timeout 0 = no limit.
 * Returns 0, or -1 with errno ETIMEDOUT. A process that cannot be read (gone, bad pid) is
 * TBROK at file:lineno (and -1 if the break returns).
 */
int tst_process_state_wait(const char *file, const int lineno, void (*cleanup_fn)(void),
			   pid_t pid, const char state, unsigned int msec_timeout);

/* Non-aborting, no limit: 0 when the state is reached, 1 if the process cannot be read. */
int tst_process_state_wait2(pid_t pid, const char state);

/* A thread of this process (/proc/self/task/<tid>/stat); as tst_process_state_wait. */
int tst_thread_state_wait(const char *file, const int lineno, pid_t tid, const char state,
			  unsigned int msec_timeout);

/*
 * Wait until pid is gone or a zombie, polling every 1 ms. Returns 1 when it exited, 0 with
 * errno ETIMEDOUT after msec_timeout ms (0 = no limit).
 */
int tst_process_exit_wait(pid_t pid, unsigned int msec_timeout);

#ifdef __TEST_H__
# define TST_PROCESS_STATE_WAIT(cleanup_fn, pid, state) \
	tst_process_state_wait(__FILE__, __LINE__, (cleanup_fn), (pid), (state), 0)
#else
# define TST_PROCESS_STATE_WAIT(pid, state, msec_timeout) \
	tst_process_state_wait(__FILE__, __LINE__, NULL, (pid), (state), (msec_timeout))
#endif

#define TST_PROCESS_EXIT_WAIT(pid, msec_timeout) \
	tst_process_exit_wait((pid), (msec_timeout))

#define TST_THREAD_STATE_WAIT(tid, state, msec_timeout) \
	tst_thread_state_wait(__FILE__, __LINE__, (tid), (state), (msec_timeout))

#endif
