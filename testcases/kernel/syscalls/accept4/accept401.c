// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * accept4(2) with flags 0 is accept(): the new socket is connected to the client (its
 * getpeername() is the client's address, written to addr too). SOCK_NONBLOCK sets
 * O_NONBLOCK on the new file (a read with no data fails with EAGAIN instead of blocking)
 * and SOCK_CLOEXEC sets FD_CLOEXEC; with flags 0 neither is set, even when the listening
 * socket itself is nonblocking, and the flags of the listening socket are left as they
 * were.
 */
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"

static int lfd = -1;
static struct sockaddr_storage laddr;
static socklen_t llen;

static struct tcase {
	int flags;
	int listener_nonblock;
	const char *desc;
} tcases[] = {
	{0, 0, "flags 0"},
	{0, 1, "flags 0, nonblocking listener"},
	{SOCK_NONBLOCK, 0, "SOCK_NONBLOCK"},
	{SOCK_CLOEXEC, 0, "SOCK_CLOEXEC"},
	{SOCK_NONBLOCK | SOCK_CLOEXEC, 1, "SOCK_NONBLOCK | SOCK_CLOEXEC"},
};

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	struct sockaddr_storage peer, cl;
	socklen_t plen = sizeof(peer), clen = sizeof(cl);
	int c = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0), a, fl, fdfl, lfl;
	char buf;

	SAFE_CONNECT(c, (struct sockaddr *)&laddr, llen);
	SAFE_GETSOCKNAME(c, (struct sockaddr *)&cl, &clen);
	SAFE_FCNTL(lfd, F_SETFL, tc->listener_nonblock ? O_NONBLOCK : 0);
	a = TST_EXP_FD(accept4(lfd, (struct sockaddr *)&peer, &plen, tc->flags), "%s",
		       tc->desc);
	lfl = SAFE_FCNTL(lfd, F_GETFL);
	if (!!(lfl & O_NONBLOCK) != tc->listener_nonblock)
		tst_res(TFAIL, "%s: the listener's O_NONBLOCK changed", tc->desc);
	SAFE_FCNTL(lfd, F_SETFL, 0);
	if (a < 0)
		goto out;
	TST_EXP_EXPR(plen == clen && !memcmp(&peer, &cl, clen), "%s: addr is the client's",
		     tc->desc);
	fl = SAFE_FCNTL(a, F_GETFL);
	fdfl = SAFE_FCNTL(a, F_GETFD);
	TST_EXP_EXPR(!!(fl & O_NONBLOCK) == !!(tc->flags & SOCK_NONBLOCK),
		     "%s: O_NONBLOCK %s", tc->desc, fl & O_NONBLOCK ? "set" : "clear");
	TST_EXP_EXPR(!!(fdfl & FD_CLOEXEC) == !!(tc->flags & SOCK_CLOEXEC),
		     "%s: FD_CLOEXEC %s", tc->desc, fdfl & FD_CLOEXEC ? "set" : "clear");
	if (tc->flags & SOCK_NONBLOCK)
		TST_EXP_FAIL2(read(a, &buf, 1), EAGAIN, "%s: read() with no data", tc->desc);
	SAFE_WRITE(SAFE_WRITE_ALL, c, "x", 1);
	buf = 0;
	SAFE_READ(1, a, &buf, 1);
	TST_EXP_EXPR(buf == 'x', "%s: the new socket receives the client's data", tc->desc);
	SAFE_CLOSE(a);
out:
	SAFE_CLOSE(c);
}

static void setup(void)
{
	lfd = TST_LOOPBACK_SOCKET(AF_INET, SOCK_STREAM, &laddr, &llen);
}

static void cleanup(void)
{
	if (lfd > 0)
		SAFE_CLOSE(lfd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
};
