// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * socketpair(2) errors, in the order of the man page's ERRORS section; after each failure
 * no descriptor is left allocated. (The man page also says sv is left unchanged, but the
 * kernel reserves both descriptors and stores them in sv before it creates the sockets, so
 * sv does change; only the descriptors' release is checked.)
 *   EAFNOSUPPORT     domain 1000, beyond every address family
 *   EFAULT           sv points to an unmapped page
 *   EMFILE           only one descriptor slot left below the limit
 *   EOPNOTSUPP       AF_INET and AF_INET6 do not support socket pairs
 *   EPROTONOSUPPORT  AF_UNIX with protocol 2 (1 is PF_UNIX, accepted)
 * and beyond the list: EINVAL for an unknown flag bit in type, ESOCKTNOSUPPORT for
 * AF_UNIX SOCK_RDM.
 *
 * Not provoked:
 *   ENFILE  the system-wide file limit is a global setting shared with the tests running in
 *           parallel.
 */
#include <sys/resource.h>
#include "tst_test.h"
#include "tst_safe_net.h"

static struct rlimit orig_nofile;
static int lowered, *bad_sv;

static int lowest_free_fd(void)
{
	int fd = SAFE_OPEN("/dev/null", O_RDONLY), lowest = fd;

	SAFE_CLOSE(fd);
	return lowest;
}

static void one_slot(void)
{
	struct rlimit rl = orig_nofile;

	rl.rlim_cur = lowest_free_fd() + 1;
	SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
	lowered = 1;
}

static void restore(void)
{
	if (lowered)
		SAFE_SETRLIMIT(RLIMIT_NOFILE, &orig_nofile);
	lowered = 0;
}

static struct tcase {
	int domain;
	int type;
	int protocol;
	int bad_addr;
	int exp_errno;
	const char *desc;
	void (*pre)(void);
} tcases[] = {
	{1000, SOCK_STREAM, 0, 0, EAFNOSUPPORT, "domain 1000", NULL},
	{AF_UNIX, SOCK_STREAM, 0, 1, EFAULT, "sv on an unmapped page", NULL},
	{AF_UNIX, SOCK_STREAM, 0, 0, EMFILE, "one descriptor slot left", one_slot},
	{AF_INET, SOCK_STREAM, 0, 0, EOPNOTSUPP, "AF_INET SOCK_STREAM", NULL},
	{AF_INET6, SOCK_DGRAM, 0, 0, EOPNOTSUPP, "AF_INET6 SOCK_DGRAM", NULL},
	{AF_UNIX, SOCK_STREAM, 2, 0, EPROTONOSUPPORT, "AF_UNIX protocol 2", NULL},
	{AF_UNIX, SOCK_STREAM | 0x100000, 0, 0, EINVAL, "unknown flag 0x100000", NULL},
	{AF_UNIX, SOCK_RDM, 0, 0, ESOCKTNOSUPPORT, "AF_UNIX SOCK_RDM", NULL},
};

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	int sv[2] = {-1, -1}, before = lowest_free_fd(), after;

	if (tc->pre)
		tc->pre();
	TST_EXP_FAIL(socketpair(tc->domain, tc->type, tc->protocol, tc->bad_addr ? bad_sv : sv),
		     tc->exp_errno, "%s", tc->desc);
	restore();
	if (!TST_RET && !tc->bad_addr) {
		if (sv[0] >= 0)
			SAFE_CLOSE(sv[0]);
		if (sv[1] >= 0)
			SAFE_CLOSE(sv[1]);
	}
	after = lowest_free_fd();
	if (after != before)
		tst_res(TFAIL, "%s: lowest free descriptor moved from %d to %d", tc->desc, before,
			after);
}

static void setup(void)
{
	SAFE_GETRLIMIT(RLIMIT_NOFILE, &orig_nofile);
	bad_sv = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = restore,
};
