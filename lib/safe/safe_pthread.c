// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_* for pthreads: the return value is the error number. */
#include <signal.h>
#include "safe_priv.h"
#include "tst_safe_pthread.h"


/* Report a non-zero return (an error number) of call as a failure. */
#define CHECK_ERR(rval, fmt, ...) do { \
	if ((rval) > 0) \
		safe_fail_err(rval, fmt, ##__VA_ARGS__); \
	else if (rval) \
		safe_invalid(rval, fmt, ##__VA_ARGS__); \
} while (0)

int safe_pthread_create(LTK_SAFE_LOC, pthread_t *thread_id, const pthread_attr_t *attr,
			void *(*thread_fn)(void *), void *arg)
{
	int rval = pthread_create(thread_id, attr, thread_fn, arg);

	CHECK_ERR(rval, "pthread_create(%p,%p,%p,%p)", thread_id, attr, thread_fn, arg);
	return rval;
}

int safe_pthread_join(LTK_SAFE_LOC, pthread_t thread_id, void **retval)
{
	int rval = pthread_join(thread_id, retval);

	CHECK_ERR(rval, "pthread_join(%lu,%p)", (unsigned long)thread_id, retval);
	return rval;
}

int safe_pthread_barrier_wait(LTK_SAFE_LOC, pthread_barrier_t *barrier)
{
	int rval = pthread_barrier_wait(barrier);

	if (rval != PTHREAD_BARRIER_SERIAL_THREAD)
		CHECK_ERR(rval, "pthread_barrier_wait(%p)", barrier);
	return rval;
}

int safe_pthread_barrier_destroy(LTK_SAFE_LOC, pthread_barrier_t *barrier)
{
	int rval = pthread_barrier_destroy(barrier);

	CHECK_ERR(rval, "pthread_barrier_destroy(%p)", barrier);
	return rval;
}

int safe_pthread_barrier_init(LTK_SAFE_LOC, pthread_barrier_t *barrier,
			      const pthread_barrierattr_t *attr, unsigned int count)
{
	int rval = pthread_barrier_init(barrier, attr, count);

	CHECK_ERR(rval, "pthread_barrier_init(%p,%p,%u)", barrier, attr, count);
	return rval;
}

int safe_pthread_cancel(LTK_SAFE_LOC, pthread_t thread_id)
{
	int rval = pthread_cancel(thread_id);

	CHECK_ERR(rval, "pthread_cancel(%lu)", (unsigned long)thread_id);
	return rval;
}

int safe_pthread_mutexattr_init(LTK_SAFE_LOC, pthread_mutexattr_t *attr)
{
	int rval = pthread_mutexattr_init(attr);

	CHECK_ERR(rval, "pthread_mutexattr_init(%p)", attr);
	return rval;
}

int safe_pthread_mutexattr_destroy(LTK_SAFE_LOC, pthread_mutexattr_t *attr)
{
	int rval = pthread_mutexattr_destroy(attr);

	CHECK_ERR(rval, "pthread_mutexattr_destroy(%p)", attr);
	return rval;
}

int safe_pthread_mutexattr_settype(LTK_SAFE_LOC, pthread_mutexattr_t *attr, int type)
{
	int rval = pthread_mutexattr_settype(attr, type);

	CHECK_ERR(rval, "pthread_mutexattr_settype(%p,%d)", attr, type);
	return rval;
}

int safe_pthread_mutex_init(LTK_SAFE_LOC, pthread_mutex_t *mutex,
			    const pthread_mutexattr_t *attr)
{
	int rval = pthread_mutex_init(mutex, attr);

	CHECK_ERR(rval, "pthread_mutex_init(%p,%p)", mutex, attr);
	return rval;
}

int safe_pthread_mutex_destroy(LTK_SAFE_LOC, pthread_mutex_t *mutex)
{
	int rval = pthread_mutex_destroy(mutex);

	CHECK_ERR(rval, "pthread_mutex_destroy(%p)", mutex);
	return rval;
}

int safe_pthread_mutex_lock(LTK_SAFE_LOC, pthread_mutex_t *mutex)
{
	int rval = pthread_mutex_lock(mutex);

	CHECK_ERR(rval, "pthread_mutex_lock(%p)", mutex);
	return rval;
}

int safe_pthread_mutex_trylock(LTK_SAFE_LOC, pthread_mutex_t *mutex)
{
	int rval = pthread_mutex_trylock(mutex);

	if (rval != EBUSY)
		CHECK_ERR(rval, "pthread_mutex_trylock(%p)", mutex);
	return rval;
}

int safe_pthread_mutex_timedlock(LTK_SAFE_LOC, pthread_mutex_t *mutex,
				 const struct timespec *abstime)
{
	int rval = pthread_mutex_timedlock(mutex, abstime);

	if (rval != ETIMEDOUT)
		CHECK_ERR(rval, "pthread_mutex_timedlock(%p,%p)", mutex, abstime);
	return rval;
}

int safe_pthread_mutex_unlock(LTK_SAFE_LOC, pthread_mutex_t *mutex)
{
	int rval = pthread_mutex_unlock(mutex);

	CHECK_ERR(rval, "pthread_mutex_unlock(%p)", mutex);
	return rval;
}

int safe_pthread_kill(LTK_SAFE_LOC, pthread_t thread, int sig)
{
	int rval = pthread_kill(thread, sig);

	CHECK_ERR(rval, "pthread_kill(%lu,%s)", (unsigned long)thread, tst_strsig(sig));
	return rval;
}
