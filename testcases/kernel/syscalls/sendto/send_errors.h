/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The errno table of send(2) shared by sendto02 (sendto()) and sendmsg02 (sendmsg()). The
 * including file defines do_send(fd, buf, len, flags, addr, addrlen) and, for sendmsg(),
 * SENDMSG_ROWS and do_sendmsg_raw(fd, msg). After each failure nothing arrived at the
 * receiving end (where there is one).
 */
#ifndef SEND_ERRORS_H__
#define SEND_ERRORS_H__

#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_capability.h"
#include "tst_netns.h"
#include "tst_interrupt.h"

static ssize_t do_send(int fd, const void *buf, size_t len, int flags,
		       const struct sockaddr *addr, socklen_t addrlen);

#define SA(x) ((struct sockaddr *)&(x))

static int ro_fd, full[2], reset[2], udp_fd, udp_rx, unconn_fd, ustream[2], stream_full[2];
static int shut[2], udg_fd, file_fd, bad_fd = -1;
static struct sockaddr_un ro_un, udp_like_un;
static struct sockaddr_storage udp_addr;
static socklen_t udp_len;
static char *big, *bad_buf;

enum pre { NONE, BLOCKED, RAW_MSG, RESET };

static struct tcase {
	int *fd;
	int *rx;
	char **buf;
	size_t len;
	int flags;
	struct sockaddr *addr;
	socklen_t *addrlenp;
	socklen_t addrlen;
	enum pre pre;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&udg_fd, &ro_fd, NULL, 1, 0, SA(ro_un), NULL, sizeof(ro_un), NONE, EACCES,
		"a unix socket file without write permission"},
	{&full[0], NULL, NULL, 1, MSG_DONTWAIT, NULL, NULL, 0, NONE, EAGAIN,
		"MSG_DONTWAIT, the receiver is full"},
	{&bad_fd, NULL, NULL, 1, 0, NULL, NULL, 0, NONE, EBADF, "sockfd -1"},
	{&reset[0], NULL, NULL, 1, MSG_NOSIGNAL, NULL, NULL, 0, RESET, ECONNRESET,
		"the peer reset the connection"},
	{&udp_fd, &udp_rx, NULL, 1, 0, NULL, NULL, 0, NONE, EDESTADDRREQ,
		"an unconnected UDP socket, no address"},
	{&udp_fd, &udp_rx, &bad_buf, 1, 0, SA(udp_addr), &udp_len, 0, NONE, EFAULT,
		"buf on an unmapped page"},
	{&stream_full[0], NULL, NULL, 1, 0, NULL, NULL, 0, BLOCKED, EINTR,
		"a signal while blocked on a full socket"},
	{&udp_fd, &udp_rx, NULL, 1, 0, SA(udp_addr), NULL, 3, NONE, EINVAL, "addrlen 3"},
	{&ustream[0], &ustream[1], NULL, 1, 0, SA(udp_like_un), NULL, sizeof(udp_like_un), NONE,
		EISCONN, "a connected unix stream socket given an address"},
	{&udp_fd, &udp_rx, &big, 70000, 0, SA(udp_addr), &udp_len, 0, NONE, EMSGSIZE,
		"a 70000-byte UDP datagram"},
	{&unconn_fd, NULL, NULL, 1, 0, NULL, NULL, 0, NONE, ENOTCONN,
		"an unconnected unix stream socket"},
	{&file_fd, NULL, NULL, 1, 0, NULL, NULL, 0, NONE, ENOTSOCK, "a regular file"},
	{&udp_fd, &udp_rx, NULL, 1, MSG_OOB, SA(udp_addr), &udp_len, 0, NONE, EOPNOTSUPP,
		"MSG_OOB on UDP"},
	{&shut[0], &shut[1], NULL, 1, MSG_NOSIGNAL, NULL, NULL, 0, NONE, EPIPE,
		"a socket shut down for writing"},
#ifdef SENDMSG_ROWS
	SENDMSG_ROWS
#endif
};

static void nothing_arrived(const struct tcase *tc)
{
	char c;

	if (!tc->rx)
		return;
	if (recv(*tc->rx, &c, 1, MSG_DONTWAIT) > 0)
		tst_res(TFAIL, "%s: something arrived at the receiver", tc->desc);
}

/* A TCP connection whose peer has reset it: the error waits for the next send(). */
static void make_reset(void)
{
	int peer;

	if (reset[0] > 0)
		SAFE_CLOSE(reset[0]);
	TST_LOOPBACK_TCP_PAIR(AF_INET, reset);
	SAFE_WRITE(SAFE_WRITE_ALL, reset[0], "unread", 6);
	/* Closing with unread data sends a reset to reset[0]. */
	peer = reset[1];
	SAFE_CLOSE(peer);
	/* Wait for the reset without reading the error that send() is to report. */
	if (poll(&(struct pollfd){.fd = reset[0], .events = POLLIN}, 1, 10000) != 1)
		tst_brk(TBROK, "no reset from the peer within 10 s");
}

static void blocked_send(void *arg)
{
	const struct tcase *tc = arg;

	TST_EXP_FAIL2(do_send(*tc->fd, "x", 1, tc->flags, NULL, 0), tc->exp_errno, "%s",
		      tc->desc);
}

#ifdef SENDMSG_ROWS
static void raw_msg(const struct tcase *tc);
#endif

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	const char *buf = tc->buf ? *tc->buf : "x";

	switch (tc->pre) {
	case RESET:
		make_reset();
		break;
	case BLOCKED:
		tst_interrupt_blocked(blocked_send, (void *)tc);
		return;
	case RAW_MSG:
#ifdef SENDMSG_ROWS
		raw_msg(tc);
		nothing_arrived(tc);
#endif
		return;
	default:
		break;
	}
	TST_EXP_FAIL2(do_send(*tc->fd, buf, tc->len, tc->flags, tc->addr,
			      tc->addrlenp ? *tc->addrlenp : tc->addrlen), tc->exp_errno, "%s",
		      tc->desc);
	nothing_arrived(tc);
}

static void fill(int fd)
{
	char buf[4096] = "";
	int fl = SAFE_FCNTL(fd, F_GETFL);

	SAFE_FCNTL(fd, F_SETFL, fl | O_NONBLOCK);
	while (write(fd, buf, sizeof(buf)) > 0 || errno == EINTR)
		;
	if (errno != EAGAIN)
		tst_brk(TBROK | TERRNO, "filling a socket");
	SAFE_FCNTL(fd, F_SETFL, fl);
}

static void setup(void)
{
	struct sockaddr_un sun = {.sun_family = AF_UNIX, .sun_path = "ro.sock"};
	ro_un = sun;
	ro_fd = SAFE_SOCKET(AF_UNIX, SOCK_DGRAM, 0);
	SAFE_BIND(ro_fd, SA(ro_un), sizeof(ro_un));
	SAFE_CHMOD(ro_un.sun_path, 0555);
	strcpy(udp_like_un.sun_path, "elsewhere.sock");
	udp_like_un.sun_family = AF_UNIX;

	SAFE_SOCKETPAIR(AF_UNIX, SOCK_DGRAM, 0, full);
	fill(full[0]);
	SAFE_SOCKETPAIR(AF_UNIX, SOCK_STREAM, 0, stream_full);
	fill(stream_full[0]);

	udp_fd = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	udp_rx = TST_LOOPBACK_SOCKET(AF_INET, SOCK_DGRAM, &udp_addr, &udp_len);
	unconn_fd = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);
	udg_fd = SAFE_SOCKET(AF_UNIX, SOCK_DGRAM, 0);
	SAFE_SOCKETPAIR(AF_UNIX, SOCK_STREAM, 0, ustream);
	SAFE_SOCKETPAIR(AF_UNIX, SOCK_STREAM, 0, shut);
	if (shutdown(shut[0], SHUT_WR))
		tst_brk(TBROK | TERRNO, "shutdown(SHUT_WR)");
	file_fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0644);
	big = SAFE_MALLOC(70000);
	memset(big, 'b', 70000);
	bad_buf = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
	.caps = (struct tst_cap []) {
		TST_CAP(TST_CAP_DROP, CAP_DAC_OVERRIDE),
		{}
	},
};

#endif
