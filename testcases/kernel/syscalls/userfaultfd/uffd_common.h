/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Shared by the userfaultfd tests: a descriptor after the UFFDIO_API handshake, a thread
 * that touches one address (and blocks there until the fault is resolved), and reading
 * the fault message with a bounded wait.
 */
#ifndef UFFD_COMMON_H__
#define UFFD_COMMON_H__

#include <poll.h>
#include <pthread.h>
#include "tst_test.h"
#include "tst_safe_pthread.h"
#include "lapi/userfaultfd.h"

struct toucher {
	pthread_t thread;
	volatile char *addr;
	int write;
	char val;	/* written, or read back */
};

static void *touch_fn(void *arg)
{
	struct toucher *t = arg;

	if (t->write)
		*t->addr = t->val;
	else
		t->val = *t->addr;
	return NULL;
}

static inline void toucher_start(struct toucher *t, void *addr, int write, char val)
{
	t->addr = addr;
	t->write = write;
	t->val = val;
	SAFE_PTHREAD_CREATE(&t->thread, NULL, touch_fn, t);
}

static inline void toucher_join(struct toucher *t)
{
	SAFE_PTHREAD_JOIN(t->thread, NULL);
}

/* The UFFDIO_API handshake asking for features; TBROK when it fails. */
static inline void uffd_api(int fd, __u64 features)
{
	struct uffdio_api api = {.api = UFFD_API, .features = features};

	SAFE_IOCTL(fd, UFFDIO_API, &api);
}

static inline void uffd_register(int fd, void *addr, size_t len, __u64 mode)
{
	struct uffdio_register reg = {
		.range = {.start = (unsigned long)addr, .len = len},
		.mode = mode,
	};

	SAFE_IOCTL(fd, UFFDIO_REGISTER, &reg);
}

/*
 * Wait (at most 10 s) for one message and read it. Returns 0, or -1 with a TFAIL when no
 * message came.
 */
static inline int uffd_wait_msg(int fd, struct uffd_msg *msg, const char *what)
{
	struct pollfd pfd = {.fd = fd, .events = POLLIN};
	int ret = poll(&pfd, 1, 10000);

	if (ret < 0)
		tst_brk(TBROK | TERRNO, "poll(userfaultfd)");
	if (!ret) {
		tst_res(TFAIL, "%s: no fault message within 10 s", what);
		return -1;
	}
	SAFE_READ(1, fd, msg, sizeof(*msg));
	return 0;
}

/* Read a fault message and check that it is a page fault at addr with these flags. */
static inline int uffd_expect_fault(int fd, void *addr, __u64 flags, const char *what)
{
	struct uffd_msg msg;
	unsigned long page = (unsigned long)addr & ~((unsigned long)getpagesize() - 1);

	if (uffd_wait_msg(fd, &msg, what))
		return -1;
	if (msg.event != UFFD_EVENT_PAGEFAULT ||
	    (msg.arg.pagefault.address & ~((unsigned long long)getpagesize() - 1)) != page ||
	    (msg.arg.pagefault.flags & (UFFD_PAGEFAULT_FLAG_WP | UFFD_PAGEFAULT_FLAG_MINOR)) !=
	    flags) {
		tst_res(TFAIL, "%s: event %#x at %#llx flags %#llx; expected a page fault at "
			"%#lx flags %#llx", what, msg.event,
			(unsigned long long)msg.arg.pagefault.address,
			(unsigned long long)msg.arg.pagefault.flags, page,
			(unsigned long long)flags);
		return -1;
	}
	return 0;
}

#endif
