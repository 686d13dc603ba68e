// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * recvfrom(2) and its flags, checked against what was sent:
 *   - src_addr receives the UDP sender's address;
 *   - MSG_PEEK returns the data and leaves it queued;
 *   - MSG_DONTWAIT on an empty blocking socket fails at once with EAGAIN;
 *   - MSG_TRUNC on UDP returns the datagram's real length, larger than the buffer; on TCP
 *     it discards the bytes asked for without copying them;
 *   - MSG_WAITALL waits for the whole request although the peer sends it in two parts,
 *     the second only once the receiver sleeps;
 *   - MSG_OOB reads the TCP urgent byte, which is then absent from the normal data.
 */
#include <poll.h>
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"

#define SA(x) ((struct sockaddr *)&(x))

static void udp(void)
{
	struct sockaddr_storage raddr, saddr, from;
	socklen_t rlen, slen, flen = sizeof(from);
	int r = TST_LOOPBACK_SOCKET(AF_INET, SOCK_DGRAM, &raddr, &rlen);
	int s = TST_LOOPBACK_SOCKET(AF_INET, SOCK_DGRAM, &saddr, &slen);
	char buf[16] = "";

	SAFE_SENDTO(1, s, "from", 4, 0, SA(raddr), rlen);
	SAFE_SENDTO(1, s, "truncated", 9, 0, SA(raddr), rlen);
	TST_EXP_VAL(recvfrom(r, buf, sizeof(buf), MSG_DONTWAIT, SA(from), &flen), 4,
		    "recvfrom() with src_addr");
	TST_EXP_EXPR(!memcmp(buf, "from", 4) && flen == slen && !memcmp(&from, &saddr, slen),
		     "the data and the sender's address (port %u)", tst_sock_port(&from));
	TST_EXP_VAL(recvfrom(r, buf, 2, MSG_TRUNC | MSG_DONTWAIT, NULL, NULL), 9,
		    "UDP recvfrom(MSG_TRUNC) into 2 bytes returns the real length");
	TST_EXP_FAIL2(recvfrom(r, buf, sizeof(buf), MSG_DONTWAIT, NULL, NULL), EAGAIN,
		      "MSG_DONTWAIT on the empty socket");
	SAFE_CLOSE(s);
	SAFE_CLOSE(r);
}

static void tcp_flags(void)
{
	int sv[2];
	char a[8] = "", b[8] = "";

	TST_LOOPBACK_TCP_PAIR(AF_INET, sv);
	SAFE_WRITE(SAFE_WRITE_ALL, sv[0], "peekrest", 8);
	TST_EXP_VAL(recvfrom(sv[1], a, 4, MSG_PEEK | MSG_WAITALL, NULL, NULL), 4,
		    "recvfrom(MSG_PEEK)");
	TST_EXP_VAL(recvfrom(sv[1], b, 4, 0, NULL, NULL), 4, "recvfrom() after the peek");
	TST_EXP_EXPR(!memcmp(a, "peek", 4) && !memcmp(b, "peek", 4),
		     "MSG_PEEK left the data queued");
	TST_EXP_VAL(recvfrom(sv[1], NULL, 2, MSG_TRUNC, NULL, NULL), 2,
		    "TCP recvfrom(MSG_TRUNC) discards 2 bytes");
	memset(b, 0, sizeof(b));
	TST_EXP_VAL(recvfrom(sv[1], b, 2, 0, NULL, NULL), 2, "recvfrom() after the discard");
	TST_EXP_EXPR(!memcmp(b, "st", 2), "the discarded bytes were skipped ('%.2s')", b);

	SAFE_SEND(1, sv[0], "xy!", 3, MSG_OOB);
	if (poll(&(struct pollfd){.fd = sv[1], .events = POLLPRI}, 1, 10000) != 1)
		tst_brk(TBROK, "no urgent data announced within 10 s");
	TST_EXP_VAL(recvfrom(sv[1], a, 1, MSG_OOB, NULL, NULL), 1, "recvfrom(MSG_OOB)");
	TST_EXP_EXPR(a[0] == '!', "the urgent byte is '!' (got '%c')", a[0]);
	memset(b, 0, sizeof(b));
	TST_EXP_VAL(recvfrom(sv[1], b, sizeof(b), 0, NULL, NULL), 2,
		    "recvfrom() of the normal data");
	TST_EXP_EXPR(!memcmp(b, "xy", 2), "the normal data is 'xy' without the urgent byte");
	SAFE_CLOSE(sv[0]);
	SAFE_CLOSE(sv[1]);
}

static void waitall(void)
{
	int sv[2];
	char buf[8] = "";
	pid_t pid;

	TST_LOOPBACK_TCP_PAIR(AF_INET, sv);
	pid = SAFE_FORK();
	if (!pid) {
		SAFE_WRITE(SAFE_WRITE_ALL, sv[0], "ab", 2);
		TST_CHECKPOINT_WAKE(0);
		TST_PROCESS_STATE_WAIT(getppid(), 'S', 10000);
		SAFE_WRITE(SAFE_WRITE_ALL, sv[0], "cd", 2);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	TST_EXP_VAL(recvfrom(sv[1], buf, 4, MSG_WAITALL, NULL, NULL), 4,
		    "recvfrom(MSG_WAITALL) of 4 bytes sent as 2 + 2");
	TST_EXP_EXPR(!memcmp(buf, "abcd", 4), "got '%.4s'", buf);
	tst_reap_children();
	SAFE_CLOSE(sv[0]);
	SAFE_CLOSE(sv[1]);
}

static void run(void)
{
	udp();
	tcp_flags();
	waitall();
}

static struct tst_test test = {
	.test_all = run,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
