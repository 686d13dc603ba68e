// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_* for POSIX message queues. A kernel without them (ENOSYS) is TCONF. */
#include <stdarg.h>
#include "safe_priv.h"
#include "tst_safe_posix_ipc.h"

#define MQ_CHECK(rval, fmt, ...) do { \
	if ((rval) == -1 && errno == ENOSYS) \
		safe_conf("POSIX message queues are not supported by this kernel"); \
	else if ((rval) == -1) \
		safe_fail(fmt, ##__VA_ARGS__); \
	else if ((rval) < 0) \
		safe_invalid(rval, fmt, ##__VA_ARGS__); \
} while (0)

mqd_t safe_mq_open(LTK_SAFE_LOC, const char *pathname, int oflags, ...)
{
	struct mq_attr *attr = NULL;
	mode_t mode = 0;
	va_list va;
	mqd_t rval;

	if (oflags & O_CREAT) {
		va_start(va, oflags);
		mode = va_arg(va, int);
		attr = va_arg(va, struct mq_attr *);
		va_end(va);
		rval = mq_open(pathname, oflags, mode, attr);
	} else {
		rval = mq_open(pathname, oflags);
	}
	MQ_CHECK(rval, "mq_open(%s,%d,%04o,%p)", pathname, oflags, (unsigned int)mode, attr);
	return rval;
}

int safe_mq_close(LTK_SAFE_LOC, mqd_t mqdes)
{
	int rval = mq_close(mqdes);

	MQ_CHECK(rval, "mq_close(%d)", (int)mqdes);
	if (rval > 0)
		safe_invalid(rval, "mq_close(%d)", (int)mqdes);
	return rval;
}

int safe_mq_notify(LTK_SAFE_LOC, mqd_t mqdes, const struct sigevent *sevp)
{
	int rval = mq_notify(mqdes, sevp);

	MQ_CHECK(rval, "mq_notify(%d,%p)", (int)mqdes, sevp);
	if (rval > 0)
		safe_invalid(rval, "mq_notify(%d,%p)", (int)mqdes, sevp);
	return rval;
}

int safe_mq_send(LTK_SAFE_LOC, mqd_t mqdes, const char *msg_ptr, size_t msg_len,
		 unsigned int msg_prio)
{
	int rval = mq_send(mqdes, msg_ptr, msg_len, msg_prio);

	MQ_CHECK(rval, "mq_send(%d,%p,%zu,%u)", (int)mqdes, msg_ptr, msg_len, msg_prio);
	if (rval > 0)
		safe_invalid(rval, "mq_send(%d,%p,%zu,%u)", (int)mqdes, msg_ptr, msg_len,
			     msg_prio);
	return rval;
}

int safe_mq_unlink(LTK_SAFE_LOC, const char *name)
{
	int rval = mq_unlink(name);

	MQ_CHECK(rval, "mq_unlink(%s)", name);
	if (rval > 0)
		safe_invalid(rval, "mq_unlink(%s)", name);
	return rval;
}
