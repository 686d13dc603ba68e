/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The errno table of recv(2) shared by recvfrom02 (recvfrom()) and recvmsg02 (recvmsg()).
 * The including file defines do_recv(fd, buf, len, flags) and, for recvmsg(), RECVMSG_ROWS
 * and raw_msg(tc). After a failure on a socket that holds data, the data is still there.
 */
#ifndef RECV_ERRORS_H__
#define RECV_ERRORS_H__

#include <poll.h>
#include <signal.h>
#include <sys/uio.h>
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"
#include "tst_interrupt.h"

static ssize_t do_recv(int fd, void *buf, size_t len, int flags);

static int empty_nb, timeo_fd, refused_fd, data[2], tcp_unconn, file_fd, bad_fd = -1;
static int blocked_fd;
static char *bad_buf;

enum pre { NONE, BLOCKED, RAW_MSG };

static struct tcase {
	int *fd;
	int holds_data;
	int bad;
	int flags;
	enum pre pre;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&empty_nb, 0, 0, 0, NONE, EAGAIN, "a nonblocking socket with nothing queued"},
	{&timeo_fd, 0, 0, 0, NONE, EAGAIN, "SO_RCVTIMEO expired"},
	{&bad_fd, 0, 0, 0, NONE, EBADF, "sockfd -1"},
	{&refused_fd, 0, 0, 0, NONE, ECONNREFUSED, "UDP connected to a closed port"},
	{&data[1], 1, 1, 0, NONE, EFAULT, "buf on an unmapped page"},
	{&blocked_fd, 0, 0, 0, BLOCKED, EINTR, "a signal while blocked"},
	{&data[1], 1, 0, MSG_OOB, NONE, EINVAL, "MSG_OOB without urgent data"},
	{&tcp_unconn, 0, 0, 0, NONE, ENOTCONN, "an unconnected TCP socket"},
	{&file_fd, 0, 0, 0, NONE, ENOTSOCK, "a regular file"},
#ifdef RECVMSG_ROWS
	RECVMSG_ROWS
#endif
};

static void blocked_recv(void *arg)
{
	const struct tcase *tc = arg;
	char c;

	TST_EXP_FAIL2(do_recv(*tc->fd, &c, 1, 0), tc->exp_errno, "%s", tc->desc);
}

#ifdef RECVMSG_ROWS
static void raw_msg(const struct tcase *tc);
#endif

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	char buf[8] = "";

	if (tc->fd == &refused_fd) {
		/* The ICMP port unreachable answering this datagram sets the error. */
		if (send(refused_fd, "x", 1, 0) != 1)
			tst_brk(TBROK | TERRNO, "send() on the connected UDP socket");
		if (poll(&(struct pollfd){.fd = refused_fd}, 1, 10000) != 1)
			tst_brk(TBROK, "no error reported on the socket within 10 s");
	}
	if (tc->pre == BLOCKED) {
		tst_interrupt_blocked(blocked_recv, (void *)tc);
		return;
	}
	if (tc->pre == RAW_MSG) {
#ifdef RECVMSG_ROWS
		raw_msg(tc);
#endif
	} else {
		TST_EXP_FAIL2(do_recv(*tc->fd, tc->bad ? bad_buf : buf, 1, tc->flags),
			      tc->exp_errno, "%s", tc->desc);
	}
	if (tc->holds_data && recv(*tc->fd, buf, sizeof(buf), MSG_PEEK | MSG_DONTWAIT) != 4)
		tst_res(TFAIL, "%s: the queued data was consumed", tc->desc);
}

static void setup(void)
{
	struct timeval tv = {.tv_usec = 10000};
	struct sockaddr_storage ss;
	socklen_t len;
	int closed;

	empty_nb = SAFE_SOCKET(AF_INET, SOCK_DGRAM | SOCK_NONBLOCK, 0);
	timeo_fd = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	SAFE_SETSOCKOPT(timeo_fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
	closed = TST_LOOPBACK_SOCKET(AF_INET, SOCK_DGRAM, &ss, &len);
	SAFE_CLOSE(closed);
	refused_fd = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	SAFE_CONNECT(refused_fd, (struct sockaddr *)&ss, len);
	TST_LOOPBACK_TCP_PAIR(AF_INET, data);
	SAFE_WRITE(SAFE_WRITE_ALL, data[0], "data", 4);
	if (poll(&(struct pollfd){.fd = data[1], .events = POLLIN}, 1, 10000) != 1)
		tst_brk(TBROK, "the data did not arrive within 10 s");
	blocked_fd = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	tcp_unconn = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	file_fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0644);
	bad_buf = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};

#endif
