// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * close_range(2) flags, from the man page:
 * - CLOSE_RANGE_CLOEXEC: "Set the close-on-exec flag on the specified file descriptors,
 *   rather than immediately closing them": the descriptors stay open with FD_CLOEXEC set,
 *   the ones outside the range keep it clear;
 * - CLOSE_RANGE_UNSHARE: "Unshare the specified file descriptors from any other processes
 *   before closing them, avoiding races with other threads sharing the file descriptor
 *   table": a thread sharing the table calls it; the descriptor is closed for that thread
 *   only and stays open for the main thread. Without the flag, the same call in a thread
 *   closes the descriptor for the main thread as well (the table is shared).
 */

#include <pthread.h>
#include "tst_test.h"
#include "lapi/close_range.h"

#define BASE 100

static int base_fd = -1;

struct thread_arg {
	unsigned int flags;
	int open_in_thread;
};

static void *thread_fn(void *arg)
{
	struct thread_arg *ta = arg;

	if (ltk_close_range(BASE, BASE, ta->flags))
		tst_res(TFAIL | TERRNO, "close_range(100, 100, 0x%x) in a thread", ta->flags);
	ta->open_in_thread = fcntl(BASE, F_GETFD) != -1;
	return NULL;
}

static void run_in_thread(unsigned int flags, int exp_open_in_main, const char *name)
{
	struct thread_arg ta = {.flags = flags};
	pthread_t t;
	int open_in_main;

	SAFE_DUP2(base_fd, BASE);
	if (pthread_create(&t, NULL, thread_fn, &ta))
		tst_brk(TBROK, "pthread_create()");
	pthread_join(t, NULL);
	open_in_main = fcntl(BASE, F_GETFD) != -1;
	if (!ta.open_in_thread && open_in_main == exp_open_in_main)
		tst_res(TPASS, "%s: closed in the thread, %s in the main thread", name,
			open_in_main ? "still open" : "closed too");
	else
		tst_res(TFAIL, "%s: %s in the thread, %s in the main thread", name,
			ta.open_in_thread ? "open" : "closed", open_in_main ? "open" : "closed");
	close(BASE);
}

static void run(void)
{
	int fd, ok = 1;

	for (fd = BASE; fd <= BASE + 4; fd++)
		SAFE_DUP2(base_fd, fd);
	TST_EXP_PASS(ltk_close_range(BASE + 1, BASE + 3, CLOSE_RANGE_CLOEXEC),
		     "close_range(101, 103, CLOSE_RANGE_CLOEXEC)");
	for (fd = BASE; fd <= BASE + 4; fd++) {
		int exp = fd >= BASE + 1 && fd <= BASE + 3 ? FD_CLOEXEC : 0;
		int got = fcntl(fd, F_GETFD);

		if (got != exp) {
			tst_res(TFAIL, "fd %d: F_GETFD = %d, expected %d", fd, got, exp);
			ok = 0;
		}
	}
	if (ok)
		tst_res(TPASS, "CLOSE_RANGE_CLOEXEC set FD_CLOEXEC on 101..103 only, all open");
	ltk_close_range(BASE, BASE + 4, 0);

	run_in_thread(CLOSE_RANGE_UNSHARE, 1, "CLOSE_RANGE_UNSHARE");
	run_in_thread(0, 0, "no flag (shared table)");
}

static void setup(void)
{
	if (ltk_close_range(~0U, ~0U, 0) && errno == ENOSYS)
		tst_brk(TCONF, "close_range() is not supported by this kernel");
	if (ltk_close_range(~0U, ~0U, CLOSE_RANGE_CLOEXEC) && errno == EINVAL)
		tst_brk(TCONF, "CLOSE_RANGE_CLOEXEC is not supported by this kernel");
	base_fd = SAFE_OPEN(".", O_RDONLY);
}

static void cleanup(void)
{
	if (base_fd > -1)
		SAFE_CLOSE(base_fd);
	ltk_close_range(BASE, BASE + 4, 0);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
