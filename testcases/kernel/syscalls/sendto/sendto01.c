// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * sendto(2) sends a message to the given address, checked at the receiving end:
 *   - UDP over 127.0.0.1 and ::1: the datagram arrives whole, and recvfrom() reports the
 *     sender's own address; a zero-length datagram arrives as one (recv() returns 0 and
 *     the next datagram is still separate);
 *   - MSG_MORE on UDP: two sends with MSG_MORE and a last one without make one datagram;
 *   - AF_UNIX datagram to a path: arrives at the socket bound there;
 *   - a connected TCP socket with no address: the bytes arrive in order;
 *   - MSG_NOSIGNAL: sending on a socket shut down for writing fails with EPIPE and raises
 *     no SIGPIPE (nothing pending with SIGPIPE blocked).
 */
#include <signal.h>
#include <sys/un.h>
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"

#define SA(x) ((struct sockaddr *)&(x))

static void udp(int family, const char *desc)
{
	struct sockaddr_storage raddr, from, saddr;
	socklen_t rlen, flen = sizeof(from), slen = sizeof(saddr);
	int r = TST_LOOPBACK_SOCKET(family, SOCK_DGRAM, &raddr, &rlen);
	int s = TST_LOOPBACK_SOCKET(family, SOCK_DGRAM, &saddr, &slen);
	char buf[16] = "";
	ssize_t n;

	TST_EXP_VAL(sendto(s, "datagram", 8, 0, SA(raddr), rlen), 8, "%s: sendto()", desc);
	n = recvfrom(r, buf, sizeof(buf), MSG_DONTWAIT, SA(from), &flen);
	TST_EXP_EXPR(n == 8 && !memcmp(buf, "datagram", 8), "%s: the datagram arrived (%zd)",
		     desc, n);
	TST_EXP_EXPR(flen == slen && !memcmp(&from, &saddr, slen),
		     "%s: it comes from the sender's address", desc);

	TST_EXP_VAL(sendto(s, "", 0, 0, SA(raddr), rlen), 0, "%s: empty sendto()", desc);
	TST_EXP_VAL(sendto(s, "z", 1, 0, SA(raddr), rlen), 1, "%s: sendto() after it", desc);
	n = recv(r, buf, sizeof(buf), MSG_DONTWAIT);
	TST_EXP_EXPR(n == 0, "%s: an empty datagram arrived (%zd)", desc, n);
	n = recv(r, buf, sizeof(buf), MSG_DONTWAIT);
	TST_EXP_EXPR(n == 1 && buf[0] == 'z', "%s: the next datagram is separate (%zd)", desc,
		     n);
	SAFE_CLOSE(s);
	SAFE_CLOSE(r);
}

static void more(void)
{
	struct sockaddr_storage raddr;
	socklen_t rlen;
	int r = TST_LOOPBACK_SOCKET(AF_INET, SOCK_DGRAM, &raddr, &rlen);
	int s = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	char buf[16] = "";
	ssize_t n;

	TST_EXP_VAL(sendto(s, "ab", 2, MSG_MORE, SA(raddr), rlen), 2, "sendto(MSG_MORE)");
	TST_EXP_EXPR(recv(r, buf, sizeof(buf), MSG_DONTWAIT) == -1,
		     "MSG_MORE: nothing sent yet");
	TST_EXP_VAL(sendto(s, "cd", 2, MSG_MORE, SA(raddr), rlen), 2, "sendto(MSG_MORE)");
	TST_EXP_VAL(sendto(s, "ef", 2, 0, SA(raddr), rlen), 2, "sendto() ending it");
	n = recv(r, buf, sizeof(buf), MSG_DONTWAIT);
	TST_EXP_EXPR(n == 6 && !memcmp(buf, "abcdef", 6), "MSG_MORE: one datagram of %zd bytes",
		     n);
	SAFE_CLOSE(s);
	SAFE_CLOSE(r);
}

static void unix_dgram(void)
{
	struct sockaddr_un sun = {.sun_family = AF_UNIX, .sun_path = "sendto01.sock"};
	int r = SAFE_SOCKET(AF_UNIX, SOCK_DGRAM, 0), s = SAFE_SOCKET(AF_UNIX, SOCK_DGRAM, 0);
	char buf[8] = "";

	SAFE_BIND(r, SA(sun), sizeof(sun));
	TST_EXP_VAL(sendto(s, "unix", 4, 0, SA(sun), sizeof(sun)), 4, "AF_UNIX sendto()");
	TST_EXP_EXPR(recv(r, buf, sizeof(buf), MSG_DONTWAIT) == 4 && !memcmp(buf, "unix", 4),
		     "AF_UNIX: the datagram arrived at %s", sun.sun_path);
	SAFE_CLOSE(s);
	SAFE_CLOSE(r);
	SAFE_UNLINK(sun.sun_path);
}

static void tcp(void)
{
	struct timeval tv = {.tv_sec = 10};
	sigset_t set, pending;
	ssize_t n;
	int sv[2];
	char buf[8] = "";

	TST_LOOPBACK_TCP_PAIR(AF_INET, sv);
	TST_EXP_VAL(sendto(sv[0], "tc", 2, 0, NULL, 0), 2, "TCP sendto() without an address");
	TST_EXP_VAL(sendto(sv[0], "p!", 2, 0, NULL, 0), 2, "TCP sendto() again");
	/* Bounded: if nothing was sent, fail instead of blocking for ever. */
	SAFE_SETSOCKOPT(sv[1], SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
	n = recv(sv[1], buf, 4, MSG_WAITALL);
	TST_EXP_EXPR(n == 4 && !memcmp(buf, "tcp!", 4),
		     "TCP: the bytes arrived in order ('%.4s', %zd)", buf, n);

	sigemptyset(&set);
	sigaddset(&set, SIGPIPE);
	SAFE_SIGPROCMASK(SIG_BLOCK, &set, NULL);
	if (shutdown(sv[0], SHUT_WR))
		tst_brk(TBROK | TERRNO, "shutdown(SHUT_WR)");
	TST_EXP_FAIL2(sendto(sv[0], "x", 1, MSG_NOSIGNAL, NULL, 0), EPIPE,
		      "sendto(MSG_NOSIGNAL) after SHUT_WR");
	sigpending(&pending);
	TST_EXP_EXPR(!sigismember(&pending, SIGPIPE), "MSG_NOSIGNAL: no SIGPIPE pending");
	SAFE_SIGPROCMASK(SIG_UNBLOCK, &set, NULL);
	SAFE_CLOSE(sv[0]);
	SAFE_CLOSE(sv[1]);
}

static void run(void)
{
	udp(AF_INET, "AF_INET");
	udp(AF_INET6, "AF_INET6");
	more();
	unix_dgram();
	tcp();
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
};
