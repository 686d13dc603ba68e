// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getrandom(2) errors, in the order of the man page's ERRORS section:
 *   EFAULT  "The address referred to by buf is outside the accessible address space."
 *           (a buffer on a PROT_NONE page; a buffer that only runs into such a page is a
 *           short read, not an error, since Linux 5.18 copies what it can)
 *   EINVAL  "An invalid flag was specified in flags." (an unknown bit, every unknown bit,
 *           and GRND_INSECURE with GRND_RANDOM, which the kernel rejects together)
 * Not provoked:
 *   EAGAIN  needs an uninitialised entropy pool with GRND_NONBLOCK: the pool is ready long
 *           before a test can run.
 *   EINTR   needs a blocking read, which only happens before the pool is initialised.
 *   ENOSYS  the kernel has the call (a kernel without it gives TCONF).
 */

#include "tst_test.h"
#include "lapi/syscalls.h"
#include "lapi/getrandom.h"

static unsigned char *buf;
static void *bad_addr;

static struct tcase {
	void **addr;
	size_t len;
	unsigned int flags;
	int exp_errno;
	const char *name;
} tcases[] = {
	{&bad_addr, 16, 0, EFAULT, "buffer on a PROT_NONE page"},
	{(void **)&buf, 16, 0x100, EINVAL, "unknown flag 0x100"},
	{(void **)&buf, 16, ~0U, EINVAL, "every flag bit set"},
	{(void **)&buf, 16, GRND_INSECURE | GRND_RANDOM, EINVAL, "GRND_INSECURE | GRND_RANDOM"},
};

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];

	TST_EXP_FAIL2(tst_syscall(__NR_getrandom, *tc->addr, tc->len, tc->flags), tc->exp_errno,
		      "%s", tc->name);
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.min_kver = "5.6",
	.bufs = (struct tst_buffers []) {
		{&buf, .size = 16},
		{},
	},
};
