/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * pthread SAFE_* macros of the modern face. pthread calls return an error number; it is
 * reported like errno ("...failed: EINVAL (22)"). SAFE_PTHREAD_MUTEX_TRYLOCK and
 * SAFE_PTHREAD_MUTEX_TIMEDLOCK return EBUSY / ETIMEDOUT as answers, not failures.
 */
#ifndef TST_SAFE_PTHREAD_H__
#define TST_SAFE_PTHREAD_H__

#ifdef __TEST_H__
# error "tst_safe_pthread.h is for tst_test.h tests; test.h tests use safe_*.h"
#endif
#ifdef LTK_LEGACY_SAFE_H
# error "tst_safe_pthread.h is for tst_test.h tests; legacy safe_*.h already included"
#endif
#ifndef LTK_MODERN_SAFE_H
# define LTK_MODERN_SAFE_H 1
#endif

#include <errno.h>
#include <pthread.h>
#include <stddef.h>
#include <time.h>

#ifndef LTK_SAFE_LOC
# define LTK_SAFE_LOC const char *file, const int lineno, void (*cleanup_fn)(void)
#endif

int safe_pthread_create(LTK_SAFE_LOC, pthread_t *thread_id, const pthread_attr_t *attr,
			void *(*thread_fn)(void *), void *arg);
int safe_pthread_join(LTK_SAFE_LOC, pthread_t thread_id, void **retval);
int safe_pthread_barrier_wait(LTK_SAFE_LOC, pthread_barrier_t *barrier);
int safe_pthread_barrier_destroy(LTK_SAFE_LOC, pthread_barrier_t *barrier);
int safe_pthread_barrier_init(LTK_SAFE_LOC, pthread_barrier_t *barrier,
			      const pthread_barrierattr_t *attr, unsigned int count);
int safe_pthread_cancel(LTK_SAFE_LOC, pthread_t thread_id);
int safe_pthread_mutexattr_init(LTK_SAFE_LOC, pthread_mutexattr_t *attr);
int safe_pthread_mutexattr_destroy(LTK_SAFE_LOC, pthread_mutexattr_t *attr);
int safe_pthread_mutexattr_settype(LTK_SAFE_LOC, pthread_mutexattr_t *attr, int type);
int safe_pthread_mutex_init(LTK_SAFE_LOC, pthread_mutex_t *mutex,
			    const pthread_mutexattr_t *attr);
int safe_pthread_mutex_destroy(LTK_SAFE_LOC, pthread_mutex_t *mutex);
int safe_pthread_mutex_lock(LTK_SAFE_LOC, pthread_mutex_t *mutex);
int safe_pthread_mutex_trylock(LTK_SAFE_LOC, pthread_mutex_t *mutex);
int safe_pthread_mutex_timedlock(LTK_SAFE_LOC, pthread_mutex_t *mutex,
				 const struct timespec *abstime);
int safe_pthread_mutex_unlock(LTK_SAFE_LOC, pthread_mutex_t *mutex);
int safe_pthread_kill(LTK_SAFE_LOC, pthread_t thread, int sig);

#define SAFE_PTHREAD_CREATE(thread_id, attr, thread_fn, arg) \
	safe_pthread_create(__FILE__, __LINE__, NULL, (thread_id), (attr), (thread_fn), (arg))
#define SAFE_PTHREAD_JOIN(thread_id, retval) \
	safe_pthread_join(__FILE__, __LINE__, NULL, (thread_id), (retval))
#define SAFE_PTHREAD_BARRIER_WAIT(barrier) \
	safe_pthread_barrier_wait(__FILE__, __LINE__, NULL, (barrier))
#define SAFE_PTHREAD_BARRIER_DESTROY(barrier) \
	safe_pthread_barrier_destroy(__FILE__, __LINE__, NULL, (barrier))
#define SAFE_PTHREAD_BARRIER_INIT(barrier, attr, count) \
	safe_pthread_barrier_init(__FILE__, __LINE__, NULL, (barrier), (attr), (count))
#define SAFE_PTHREAD_CANCEL(thread_id) safe_pthread_cancel(__FILE__, __LINE__, NULL, (thread_id))
#define SAFE_PTHREAD_MUTEXATTR_INIT(attr) \
	safe_pthread_mutexattr_init(__FILE__, __LINE__, NULL, (attr))
#define SAFE_PTHREAD_MUTEXATTR_DESTROY(attr) \
	safe_pthread_mutexattr_destroy(__FILE__, __LINE__, NULL, (attr))
#define SAFE_PTHREAD_MUTEXATTR_SETTYPE(attr, type) \
	safe_pthread_mutexattr_settype(__FILE__, __LINE__, NULL, (attr), (type))
#define SAFE_PTHREAD_MUTEX_INIT(mutex, attr) \
	safe_pthread_mutex_init(__FILE__, __LINE__, NULL, (mutex), (attr))
#define SAFE_PTHREAD_MUTEX_DESTROY(mutex) \
	safe_pthread_mutex_destroy(__FILE__, __LINE__, NULL, (mutex))
#define SAFE_PTHREAD_MUTEX_LOCK(mutex) safe_pthread_mutex_lock(__FILE__, __LINE__, NULL, (mutex))
#define SAFE_PTHREAD_MUTEX_TRYLOCK(mutex) \
	safe_pthread_mutex_trylock(__FILE__, __LINE__, NULL, (mutex))
#define SAFE_PTHREAD_MUTEX_TIMEDLOCK(mutex, abstime) \
	safe_pthread_mutex_timedlock(__FILE__, __LINE__, NULL, (mutex), (abstime))
#define SAFE_PTHREAD_MUTEX_UNLOCK(mutex) \
	safe_pthread_mutex_unlock(__FILE__, __LINE__, NULL, (mutex))
#define SAFE_PTHREAD_KILL(thread, sig) safe_pthread_kill(__FILE__, __LINE__, NULL, (thread), (sig))

#endif
