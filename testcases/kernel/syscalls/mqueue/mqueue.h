// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * What the POSIX message queue tests share. Each test runs in a new IPC namespace
 * (mq_ns_setup() in setup), which has its own mqueue filesystem and its own
 * /proc/sys/fs/mqueue limits: queue names cannot collide with anybody else's, lowering a
 * limit does not touch the host, and a queue a broken run leaves behind goes away with the
 * namespace. The tests still unlink every queue they create.
 */
#ifndef MQUEUE_H
#define MQUEUE_H

#include <mqueue.h>
#include <sched.h>
#include <time.h>
#include "tst_test.h"
#include "tst_safe_clocks.h"
#include "tst_safe_posix_ipc.h"

#define QNAME "/ltk_mq"

static inline void mq_ns_setup(void)
{
	if (unshare(CLONE_NEWIPC)) {
		if (errno == EINVAL)
			tst_brk(TCONF, "IPC namespaces are not supported (CONFIG_IPC_NS)");
		tst_brk(TBROK | TERRNO, "unshare(CLONE_NEWIPC)");
	}
}

static inline void mq_write_limit(const char *name, const char *val)
{
	char path[128];
	int fd;

	snprintf(path, sizeof(path), "/proc/sys/fs/mqueue/%s", name);
	fd = SAFE_OPEN(path, O_WRONLY);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, val, strlen(val));
	SAFE_CLOSE(fd);
}

static inline void mq_become_nobody(void)
{
	tst_become_nobody();
}

/* A queue of maxmsg messages of msgsize bytes, opened with flags (O_CREAT added). */
static inline mqd_t mq_make(const char *name, int flags, long maxmsg, long msgsize)
{
	struct mq_attr attr = {.mq_maxmsg = maxmsg, .mq_msgsize = msgsize};
	mqd_t q = mq_open(name, flags | O_CREAT, 0600, &attr);

	if (q == (mqd_t)-1)
		tst_brk(TBROK | TERRNO, "mq_open(%s, O_CREAT)", name);
	return q;
}

/* An absolute CLOCK_REALTIME timeout ms milliseconds from now. */
static inline struct timespec mq_deadline(long ms)
{
	struct timespec ts;

	SAFE_CLOCK_GETTIME(CLOCK_REALTIME, &ts);
	ts.tv_sec += ms / 1000;
	ts.tv_nsec += (ms % 1000) * 1000000L;
	if (ts.tv_nsec >= 1000000000L) {
		ts.tv_sec++;
		ts.tv_nsec -= 1000000000L;
	}
	return ts;
}

static inline int do_send(mqd_t q, const char *msg, size_t len, unsigned int prio,
			  const struct timespec *ts)
{
	return tst_syscall(__NR_mq_timedsend, q, msg, len, prio, ts);
}

static inline ssize_t do_receive(mqd_t q, char *buf, size_t len, unsigned int *prio,
				 const struct timespec *ts)
{
	return tst_syscall(__NR_mq_timedreceive, q, buf, len, prio, ts);
}

static inline long mq_curmsgs(mqd_t q)
{
	struct mq_attr attr;

	if (mq_getattr(q, &attr))
		tst_brk(TBROK | TERRNO, "mq_getattr()");
	return attr.mq_curmsgs;
}

#endif
