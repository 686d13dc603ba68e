// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sendmmsg(2) sends several messages in one call, checked at the receiving end:
 *   - three UDP datagrams: the call returns 3, each msg_len holds the bytes sent, and the
 *     receiver gets three separate datagrams in order;
 *   - vlen limits the messages sent: vlen 2 of the same three sends two;
 *   - when a later message fails (a 70000-byte datagram second), the call returns the
 *     number sent before it (1), and only that datagram arrives.
 */
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"

static int rx, tx;
static char *big;

static int count_received(const char *first)
{
	char buf[16];
	ssize_t n;
	int got = 0;

	while ((n = recv(rx, buf, sizeof(buf), MSG_DONTWAIT)) >= 0) {
		if (!got && first && (n != (ssize_t)strlen(first) || memcmp(buf, first, n)))
			tst_res(TFAIL, "the first datagram is '%.*s', expected '%s'", (int)n, buf,
				first);
		got++;
	}
	return got;
}

static void run(void)
{
	struct iovec iov[3] = {{"one", 3}, {"two!", 4}, {"three", 5}};
	struct mmsghdr msgs[3];
	unsigned int i;

	memset(msgs, 0, sizeof(msgs));
	for (i = 0; i < 3; i++) {
		msgs[i].msg_hdr.msg_iov = &iov[i];
		msgs[i].msg_hdr.msg_iovlen = 1;
	}
	TST_EXP_VAL(sendmmsg(tx, msgs, 3, 0), 3, "sendmmsg() of 3 datagrams");
	TST_EXP_EXPR(msgs[0].msg_len == 3 && msgs[1].msg_len == 4 && msgs[2].msg_len == 5,
		     "msg_len 3, 4, 5 (got %u, %u, %u)", msgs[0].msg_len, msgs[1].msg_len,
		     msgs[2].msg_len);
	TST_EXP_EXPR(count_received("one") == 3, "three separate datagrams arrived");

	TST_EXP_VAL(sendmmsg(tx, msgs, 2, 0), 2, "sendmmsg() with vlen 2");
	TST_EXP_EXPR(count_received("one") == 2, "two datagrams arrived");

	iov[1] = (struct iovec){big, 70000};
	TST_EXP_VAL(sendmmsg(tx, msgs, 3, 0), 1, "sendmmsg() whose second datagram is too big");
	TST_EXP_EXPR(count_received("one") == 1, "only the first datagram arrived");
}

static void setup(void)
{
	struct sockaddr_storage addr;
	socklen_t len;

	rx = TST_LOOPBACK_SOCKET(AF_INET, SOCK_DGRAM, &addr, &len);
	tx = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	SAFE_CONNECT(tx, (struct sockaddr *)&addr, len);
	big = SAFE_MALLOC(70000);
	memset(big, 'b', 70000);
}

static void cleanup(void)
{
	if (tx > 0)
		SAFE_CLOSE(tx);
	if (rx > 0)
		SAFE_CLOSE(rx);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
};
