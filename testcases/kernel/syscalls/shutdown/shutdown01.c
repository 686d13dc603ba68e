// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * shutdown(2) closes one or both directions of a full-duplex connection, observed from
 * both ends, over a TCP loopback connection and an AF_UNIX stream socket pair:
 *   - SHUT_WR: the peer reads the data already sent, then end of file; this end can still
 *     read what the peer sends; a send() here fails with EPIPE;
 *   - SHUT_RD: a read on this end returns end of file at once; over AF_UNIX the peer's
 *     writes then fail with EPIPE (TCP does not tell the peer);
 *   - SHUT_RDWR: both: the peer reads end of file, this end reads end of file and cannot
 *     send.
 */
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"

static struct tcase {
	int family;
	int how;
	const char *desc;
} tcases[] = {
	{AF_INET, SHUT_WR, "TCP SHUT_WR"},
	{AF_INET, SHUT_RD, "TCP SHUT_RD"},
	{AF_INET, SHUT_RDWR, "TCP SHUT_RDWR"},
	{AF_UNIX, SHUT_WR, "AF_UNIX SHUT_WR"},
	{AF_UNIX, SHUT_RD, "AF_UNIX SHUT_RD"},
	{AF_UNIX, SHUT_RDWR, "AF_UNIX SHUT_RDWR"},
};

static ssize_t read_some(int fd, char *buf, size_t len)
{
	ssize_t n = recv(fd, buf, len, MSG_DONTWAIT);

	/* Over TCP the FIN may still be on its way: wait for it, bounded. */
	if (n == -1 && errno == EAGAIN) {
		struct timeval tv = {.tv_sec = 10};

		SAFE_SETSOCKOPT(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
		n = recv(fd, buf, len, 0);
	}
	return n;
}

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	int sv[2], me, peer;
	char buf[8];
	ssize_t r;

	if (tc->family == AF_UNIX)
		SAFE_SOCKETPAIR(AF_UNIX, SOCK_STREAM, 0, sv);
	else
		TST_LOOPBACK_TCP_PAIR(AF_INET, sv);
	me = sv[0];
	peer = sv[1];

	SAFE_SEND(1, me, "ab", 2, 0);
	TST_EXP_PASS(shutdown(me, tc->how), "%s", tc->desc);

	if (tc->how != SHUT_RD) {
		memset(buf, 0, sizeof(buf));
		r = read_some(peer, buf, sizeof(buf));
		TST_EXP_EXPR(r == 2 && !memcmp(buf, "ab", 2), "%s: the peer reads the data sent "
			     "before (%zd bytes)", tc->desc, r);
		r = read_some(peer, buf, sizeof(buf));
		TST_EXP_EXPR(r == 0, "%s: then the peer reads end of file (got %zd)", tc->desc, r);
		TST_EXP_FAIL2(send(me, "c", 1, MSG_NOSIGNAL), EPIPE, "%s: send() here", tc->desc);
	}
	if (tc->how == SHUT_WR) {
		SAFE_SEND(1, peer, "p", 1, 0);
		r = read_some(me, buf, sizeof(buf));
		TST_EXP_EXPR(r == 1 && buf[0] == 'p', "%s: this end still reads the peer's data",
			     tc->desc);
	} else {
		r = recv(me, buf, sizeof(buf), MSG_DONTWAIT);
		TST_EXP_EXPR(r == 0, "%s: a read here returns end of file (got %zd)", tc->desc, r);
	}
	if (tc->how == SHUT_RD && tc->family == AF_UNIX)
		TST_EXP_FAIL2(send(peer, "p", 1, MSG_NOSIGNAL), EPIPE, "%s: the peer's send()",
			      tc->desc);
	SAFE_CLOSE(sv[0]);
	SAFE_CLOSE(sv[1]);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
};
