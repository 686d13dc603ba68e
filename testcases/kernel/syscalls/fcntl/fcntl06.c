// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fcntl(2) F_GETPIPE_SZ and F_SETPIPE_SZ (Linux 2.6.35). From the man page:
 * - F_SETPIPE_SZ: "Change the capacity of the pipe referred to by fd to be at least arg
 *   bytes ... Attempts to set the pipe capacity below the page size are silently rounded
 *   up to the page size ... the kernel may use a capacity larger than arg, if that is
 *   convenient for the implementation" (Linux rounds to a power-of-two number of pages),
 *   and "The actual capacity that is set is returned as the function result";
 * - F_GETPIPE_SZ: "Return (as the function result) the capacity of the pipe", the same
 *   through either end; the default is 16 pages (pipe(7));
 * - the capacity is real: a non-blocking writer fits exactly that many bytes;
 * - "Attempting to set the pipe capacity smaller than the amount of buffer space currently
 *   used to store data produces the error EBUSY";
 * - "Attempts by an unprivileged process to set the pipe capacity above the limit in
 *   /proc/sys/fs/pipe-max-size yield the error EPERM; a privileged process
 *   (CAP_SYS_RESOURCE) can override the limit": checked with CAP_SYS_RESOURCE dropped,
 *   where the limit itself is still accepted.
 */

#include <stdlib.h>
#include <string.h>
#include "tst_test.h"
#include "tst_capability.h"

static int fds[2] = {-1, -1};
static long page;
static int max_size;

static void close_fds(void)
{
	if (fds[0] > -1)
		SAFE_CLOSE(fds[0]);
	if (fds[1] > -1)
		SAFE_CLOSE(fds[1]);
}

/* Bytes a non-blocking writer can put into the empty pipe. */
static long fill(void)
{
	static char buf[4096];
	long total = 0;
	ssize_t ret;
	int flags = SAFE_FCNTL(fds[1], F_GETFL);

	SAFE_FCNTL(fds[1], F_SETFL, flags | O_NONBLOCK);
	while ((ret = write(fds[1], buf, sizeof(buf))) > 0)
		total += ret;
	if (errno != EAGAIN)
		tst_brk(TBROK | TERRNO, "write() to the pipe");
	SAFE_FCNTL(fds[1], F_SETFL, flags);
	return total;
}

static void check_size(int arg, long expected, const char *desc)
{
	SAFE_PIPE(fds);
	TST_EXP_VAL(fcntl(fds[1], F_SETPIPE_SZ, arg), expected, "F_SETPIPE_SZ(%d): %s", arg,
		    desc);
	TST_EXP_EQ_LI(fcntl(fds[0], F_GETPIPE_SZ), expected);
	TST_EXP_EQ_LI(fill(), expected);
	close_fds();
}

static void check_default(void)
{
	SAFE_PIPE(fds);
	TST_EXP_VAL(fcntl(fds[0], F_GETPIPE_SZ), 16 * page, "F_GETPIPE_SZ of a new pipe");
	close_fds();
}

static void check_busy(void)
{
	char buf[4096];

	memset(buf, 'b', sizeof(buf));
	SAFE_PIPE(fds);
	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], buf, sizeof(buf));
	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], buf, sizeof(buf));
	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], buf, sizeof(buf));
	TST_EXP_FAIL2(fcntl(fds[1], F_SETPIPE_SZ, page), EBUSY,
		      "F_SETPIPE_SZ(one page) with three pages of data");
	TST_EXP_EQ_LI(fcntl(fds[1], F_GETPIPE_SZ), 16 * page);
	close_fds();
}

static void check_limit(void)
{
	if (!SAFE_FORK()) {
		struct tst_cap drop = TST_CAP(TST_CAP_DROP, CAP_SYS_RESOURCE);

		tst_cap_action(&drop);
		SAFE_PIPE(fds);
		TST_EXP_FAIL2(fcntl(fds[1], F_SETPIPE_SZ, 2 * max_size), EPERM,
			      "F_SETPIPE_SZ(2 * pipe-max-size) without CAP_SYS_RESOURCE");
		TST_EXP_VAL(fcntl(fds[1], F_SETPIPE_SZ, max_size), max_size,
			    "F_SETPIPE_SZ(pipe-max-size) without CAP_SYS_RESOURCE");
		close_fds();
		exit(0);
	}
	tst_reap_children();
}

static void run(void)
{
	check_default();
	check_size(1, page, "below a page rounds up to a page");
	check_size(page, page, "one page");
	check_size(3 * page + 1, 4 * page, "3 pages + 1 byte rounds up to 4 pages");
	check_size(64 * page, 64 * page, "64 pages");
	check_busy();
	check_limit();
}

static void setup(void)
{
	page = SAFE_SYSCONF(_SC_PAGESIZE);
	SAFE_FILE_SCANF("/proc/sys/fs/pipe-max-size", "%d", &max_size);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = close_fds,
	.forks_child = 1,
	.needs_root = 1,
};
