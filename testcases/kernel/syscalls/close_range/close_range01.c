// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * close_range(2), from the man page's DESCRIPTION: "The close_range() system call closes
 * all open file descriptors from first to last (included)." Checked:
 * - descriptors 103..107 are closed (fcntl F_GETFD fails with EBADF) while 100..102 and
 *   108..110 stay open; the range may contain descriptors that are not open;
 * - "Errors closing a given file descriptor are currently ignored": a range with no open
 *   descriptor at all returns 0;
 * - with last = ~0U every descriptor from first up is closed (in a child, so that the
 *   library's own descriptors survive);
 * - first == last closes exactly one descriptor.
 */

#include "tst_test.h"
#include "lapi/close_range.h"

#define BASE 100

static int base_fd = -1;

static int is_open(int fd)
{
	return fcntl(fd, F_GETFD) != -1;
}

static void check_open(int from, int to, int exp, const char *when)
{
	int fd, bad = 0;

	for (fd = from; fd <= to; fd++) {
		if (is_open(fd) != exp) {
			tst_res(TFAIL, "%s: fd %d is %s", when, fd, exp ? "closed" : "still open");
			bad = 1;
		}
	}
	if (!bad)
		tst_res(TPASS, "%s: fds %d..%d %s", when, from, to, exp ? "open" : "closed");
}

static void open_fds(int from, int to)
{
	int fd;

	for (fd = from; fd <= to; fd++)
		SAFE_DUP2(base_fd, fd);
}

static void run(void)
{
	open_fds(BASE, BASE + 10);
	/* A hole in the range: closing what is not open is not an error. */
	close(BASE + 5);
	TST_EXP_PASS(ltk_close_range(BASE + 3, BASE + 7, 0), "close_range(103, 107, 0)");
	check_open(BASE + 3, BASE + 7, 0, "inside the range");
	check_open(BASE, BASE + 2, 1, "below the range");
	check_open(BASE + 8, BASE + 10, 1, "above the range");

	TST_EXP_PASS(ltk_close_range(BASE + 3, BASE + 7, 0), "close_range() of closed fds only");

	TST_EXP_PASS(ltk_close_range(BASE + 9, BASE + 9, 0), "close_range(109, 109, 0)");
	check_open(BASE + 9, BASE + 9, 0, "first == last");
	check_open(BASE + 8, BASE + 8, 1, "next to first == last");
	check_open(BASE + 10, BASE + 10, 1, "next to first == last");

	/* ~0U would also close the library's own descriptors: do it in a child. */
	if (!SAFE_FORK()) {
		open_fds(BASE, BASE + 10);
		TST_EXP_PASS(ltk_close_range(BASE, ~0U, 0), "close_range(100, ~0U, 0)");
		check_open(BASE, BASE + 10, 0, "up to ~0U");
		exit(0);
	}
	tst_reap_children();
	ltk_close_range(BASE, BASE + 10, 0);
}

static void setup(void)
{
	if (ltk_close_range(~0U, ~0U, 0) && errno == ENOSYS)
		tst_brk(TCONF, "close_range() is not supported by this kernel");
	base_fd = SAFE_OPEN(".", O_RDONLY);
}

static void cleanup(void)
{
	if (base_fd > -1)
		SAFE_CLOSE(base_fd);
	ltk_close_range(BASE, BASE + 10, 0);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
