// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * recvmmsg(2) receives several messages in one call, checked against what was sent:
 *   - three queued UDP datagrams, vlen 4, MSG_DONTWAIT: returns 3 with each msg_len and
 *     each buffer holding its datagram in order;
 *   - vlen 2: returns 2, and the third datagram is left for the next call;
 *   - MSG_WAITFORONE on a blocking socket with one datagram queued: returns 1 instead of
 *     waiting for vlen messages;
 *   - timeout: it is checked after each datagram (see BUGS in the man page): with 1 ns,
 *     two queued datagrams give a return of 1 and the timeout is written back as 0; with
 *     10 s, both are received and the time left, written back, is below 10 s.
 */
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"

#define VLEN 4

static int rx, tx;
static char bufs[VLEN][8];
static struct iovec iov[VLEN];
static struct mmsghdr msgs[VLEN];

static void reset_msgs(void)
{
	int i;

	memset(bufs, 0, sizeof(bufs));
	memset(msgs, 0, sizeof(msgs));
	for (i = 0; i < VLEN; i++) {
		iov[i] = (struct iovec){bufs[i], sizeof(bufs[i])};
		msgs[i].msg_hdr.msg_iov = &iov[i];
		msgs[i].msg_hdr.msg_iovlen = 1;
	}
}

static void send_n(int n)
{
	static const char *const data[] = {"d1", "dd2", "ddd3"};
	int i;

	for (i = 0; i < n; i++)
		SAFE_SEND(1, tx, data[i], strlen(data[i]), 0);
}

static void run(void)
{
	struct timespec ts;
	char c;

	reset_msgs();
	send_n(3);
	TST_EXP_VAL(recvmmsg(rx, msgs, VLEN, MSG_DONTWAIT, NULL), 3,
		    "recvmmsg() of 3 queued datagrams, vlen 4");
	TST_EXP_EXPR(msgs[0].msg_len == 2 && msgs[1].msg_len == 3 && msgs[2].msg_len == 4 &&
		     !strcmp(bufs[0], "d1") && !strcmp(bufs[1], "dd2") && !strcmp(bufs[2], "ddd3"),
		     "msg_len 2, 3, 4 and the data in order (%u, %u, %u)", msgs[0].msg_len,
		     msgs[1].msg_len, msgs[2].msg_len);

	reset_msgs();
	send_n(3);
	TST_EXP_VAL(recvmmsg(rx, msgs, 2, MSG_DONTWAIT, NULL), 2, "recvmmsg() with vlen 2");
	TST_EXP_EXPR(recv(rx, &c, 1, MSG_DONTWAIT | MSG_TRUNC) == 4,
		     "the third datagram is left queued");

	reset_msgs();
	send_n(1);
	TST_EXP_VAL(recvmmsg(rx, msgs, VLEN, MSG_WAITFORONE, NULL), 1,
		    "recvmmsg(MSG_WAITFORONE) with one datagram queued");

	reset_msgs();
	send_n(2);
	ts = (struct timespec){0, 1};
	TST_EXP_VAL(recvmmsg(rx, msgs, VLEN, 0, &ts), 1, "recvmmsg() with a 1 ns timeout");
	TST_EXP_EXPR(ts.tv_sec == 0 && ts.tv_nsec == 0, "the timeout is written back as 0 "
		     "(%ld.%09ld)", (long)ts.tv_sec, ts.tv_nsec);
	while (recv(rx, &c, 1, MSG_DONTWAIT) >= 0)
		;

	reset_msgs();
	send_n(2);
	ts = (struct timespec){10, 0};
	TST_EXP_VAL(recvmmsg(rx, msgs, 2, 0, &ts), 2, "recvmmsg() with a 10 s timeout");
	TST_EXP_EXPR(ts.tv_sec < 10 && ts.tv_sec >= 0 && (ts.tv_sec || ts.tv_nsec),
		     "the time left is written back (%ld.%09ld s)", (long)ts.tv_sec, ts.tv_nsec);
}

static void setup(void)
{
	struct sockaddr_storage addr;
	socklen_t len;

	rx = TST_LOOPBACK_SOCKET(AF_INET, SOCK_DGRAM, &addr, &len);
	tx = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	SAFE_CONNECT(tx, (struct sockaddr *)&addr, len);
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
