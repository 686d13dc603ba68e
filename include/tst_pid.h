/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Process ids. */
#ifndef TST_PID_H__
#define TST_PID_H__

#include <sys/types.h>

/* A pid no process has right now (that of a reaped child). TBROK on failure. */
pid_t tst_get_unused_pid_(void (*cleanup_fn)(void));
/* How many more processes can be created: pid_max (and threads-max) minus tasks. */
int tst_get_free_pids_(void (*cleanup_fn)(void));

/* getpid()/gettid() by system call, not cached by libc. */
pid_t tst_getpid(void);
pid_t tst_gettid(void);

#ifdef __TEST_H__
# define tst_get_unused_pid(cleanup) tst_get_unused_pid_(cleanup)
# define tst_get_free_pids(cleanup) tst_get_free_pids_(cleanup)
#else
# define tst_get_unused_pid() tst_get_unused_pid_(NULL)
# define tst_get_free_pids() tst_get_free_pids_(NULL)
#endif

#endif
