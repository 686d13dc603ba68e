// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * close_range(2) ERRORS, in the man page's order: EINVAL ("flags is not valid": an unknown
 * bit; "or first is greater than last"). No descriptor may be closed when the call fails.
 * Not provoked: EMFILE (needs lowering the system-wide /proc/sys/fs/nr_open, which other
 * tests running in parallel would see) and ENOMEM.
 */

#include "tst_test.h"
#include "lapi/close_range.h"

#define FD 100

static struct tcase {
	unsigned int first, last, flags;
	const char *desc;
} tcases[] = {
	{FD, FD, 1U << 0, "unknown flag bit 0"},
	{FD, FD, 1U << 31, "unknown flag bit 31"},
	{FD + 1, FD, 0, "first greater than last"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	int fd = SAFE_OPEN(".", O_RDONLY);

	SAFE_DUP2(fd, FD);
	SAFE_CLOSE(fd);
	TST_EXP_FAIL(ltk_close_range(tc->first, tc->last, tc->flags), EINVAL, "%s", tc->desc);
	if (fcntl(FD, F_GETFD) == -1)
		tst_res(TFAIL, "the failed close_range() closed fd %d", FD);
	close(FD);
}

static void setup(void)
{
	if (ltk_close_range(~0U, ~0U, 0) && errno == ENOSYS)
		tst_brk(TCONF, "close_range() is not supported by this kernel");
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.needs_tmpdir = 1,
};
