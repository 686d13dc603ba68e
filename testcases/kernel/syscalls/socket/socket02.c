// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * socket(2) errors, in the order of the man page's ERRORS section, each leaving the
 * descriptor table as it was (the lowest free descriptor does not move):
 *   EACCES           an ICMP datagram ("ping") socket for a group outside
 *                    net.ipv4.ping_group_range, which is empty ("1 0") in the new network
 *                    namespace the test runs in
 *   EAFNOSUPPORT     domain 1000, beyond every address family
 *   EINVAL           an unknown flag bit in type; a type beyond the known ones
 *   EMFILE           the per-process descriptor limit reached
 *   EPROTONOSUPPORT  AF_UNIX with protocol 2 (1 is PF_UNIX, accepted); AF_INET
 *                    SOCK_STREAM with IPPROTO_UDP
 * and beyond the list: ESOCKTNOSUPPORT for AF_UNIX SOCK_RDM, EPERM for SOCK_RAW and
 * AF_PACKET without CAP_NET_RAW.
 *
 * Not provoked:
 *   ENFILE           the system-wide file limit is a global setting shared with the tests
 *                    running in parallel.
 *   ENOBUFS, ENOMEM  exhausting kernel memory is not safe on a shared machine.
 */
#include <sched.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_capability.h"

static struct rlimit orig_nofile;
static int lowered;

static void no_slot(void)
{
	struct rlimit rl = orig_nofile;
	int fd = SAFE_OPEN("/dev/null", O_RDONLY);

	rl.rlim_cur = fd;
	SAFE_CLOSE(fd);
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
	int exp_errno;
	const char *desc;
	void (*pre)(void);
} tcases[] = {
	{AF_INET, SOCK_DGRAM, IPPROTO_ICMP, EACCES, "ping socket, no group allowed", NULL},
	{1000, SOCK_STREAM, 0, EAFNOSUPPORT, "domain 1000", NULL},
	{AF_UNIX, SOCK_STREAM | 0x100000, 0, EINVAL, "unknown flag 0x100000 in type", NULL},
	{AF_UNIX, 100, 0, EINVAL, "type 100", NULL},
	{AF_UNIX, SOCK_STREAM, 0, EMFILE, "no descriptor slot left", no_slot},
	{AF_UNIX, SOCK_STREAM, 2, EPROTONOSUPPORT, "AF_UNIX protocol 2", NULL},
	{AF_INET, SOCK_STREAM, IPPROTO_UDP, EPROTONOSUPPORT, "SOCK_STREAM IPPROTO_UDP", NULL},
	{AF_UNIX, SOCK_RDM, 0, ESOCKTNOSUPPORT, "AF_UNIX SOCK_RDM", NULL},
	{AF_INET, SOCK_RAW, IPPROTO_ICMP, EPERM, "SOCK_RAW without CAP_NET_RAW", NULL},
	{AF_PACKET, SOCK_DGRAM, 0, EPERM, "AF_PACKET without CAP_NET_RAW", NULL},
};

static int lowest_free_fd(void)
{
	int fd = SAFE_OPEN("/dev/null", O_RDONLY), lowest = fd;

	SAFE_CLOSE(fd);
	return lowest;
}

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	int before = lowest_free_fd(), after;

	if (tc->pre)
		tc->pre();
	TST_EXP_FAIL2(socket(tc->domain, tc->type, tc->protocol), tc->exp_errno, "%s",
		      tc->desc);
	restore();
	if (TST_RET >= 0)
		SAFE_CLOSE(TST_RET);
	after = lowest_free_fd();
	if (after != before)
		tst_res(TFAIL, "%s: lowest free descriptor moved from %d to %d", tc->desc, before,
			after);
}

static void setup(void)
{
	struct stat before, after;

	SAFE_GETRLIMIT(RLIMIT_NOFILE, &orig_nofile);
	SAFE_STAT("/proc/self/ns/net", &before);
	SAFE_UNSHARE(CLONE_NEWNET);
	SAFE_STAT("/proc/self/ns/net", &after);
	/* The sysctl below must be the new namespace's. */
	if (before.st_ino == after.st_ino)
		tst_brk(TBROK, "unshare(CLONE_NEWNET) left the network namespace as it was");
	SAFE_FILE_PRINTF("/proc/sys/net/ipv4/ping_group_range", "1 0");
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = restore,
	.needs_root = 1,
	.caps = (struct tst_cap []) {
		TST_CAP(TST_CAP_DROP, CAP_NET_RAW),
		{}
	},
};
