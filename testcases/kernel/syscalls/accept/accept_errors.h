/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The errno table shared by accept02 (accept()) and accept402 (accept4()), which share a
 * man page. The including file defines do_accept(fd, addr, addrlen, flags) and, for
 * accept4(), ACCEPT4_ROWS. After each failure no descriptor is left allocated, and where
 * the failure comes before the connection is taken (EMFILE), it is still pending.
 */
#ifndef ACCEPT_ERRORS_H__
#define ACCEPT_ERRORS_H__

#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"
#include "tst_interrupt.h"

static int do_accept(int fd, struct sockaddr *addr, socklen_t *addrlen, int flags);

static int listen_fd, nb_listen_fd, unlistened_fd, udp_fd, file_fd, bad_fd = -1;
static int client_fd = -1;
static struct sockaddr_storage listen_addr;
static socklen_t listen_len;
static struct rlimit orig_nofile;
static struct sockaddr_storage addr_buf;
static socklen_t good_len = sizeof(addr_buf), neg_len = (socklen_t)-1;
static struct sockaddr *bad_addr;

enum pre { NONE, PENDING, PENDING_NO_SLOT, BLOCKED };

static struct tcase {
	int *fd;
	struct sockaddr **addr;
	socklen_t *len;
	int flags;
	enum pre pre;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&nb_listen_fd, NULL, NULL, 0, NONE, EAGAIN, "nonblocking, nothing pending"},
	{&bad_fd, NULL, NULL, 0, NONE, EBADF, "sockfd -1"},
	{&listen_fd, &bad_addr, &good_len, 0, PENDING, EFAULT, "addr on an unmapped page"},
	{&listen_fd, NULL, NULL, 0, BLOCKED, EINTR, "a signal while blocked"},
	{&unlistened_fd, NULL, NULL, 0, NONE, EINVAL, "a socket not listening"},
	{&listen_fd, NULL, &neg_len, 0, PENDING, EINVAL, "addrlen -1"},
#ifdef ACCEPT4_ROWS
	{&listen_fd, NULL, NULL, 0x1000, PENDING, EINVAL, "flags 0x1000"},
#endif
	{&listen_fd, NULL, NULL, 0, PENDING_NO_SLOT, EMFILE, "no descriptor slot left"},
	{&file_fd, NULL, NULL, 0, NONE, ENOTSOCK, "a regular file"},
	{&udp_fd, NULL, NULL, 0, NONE, EOPNOTSUPP, "a UDP socket"},
};

static int lowest_free_fd(void)
{
	int fd = SAFE_OPEN("/dev/null", O_RDONLY), lowest = fd;

	SAFE_CLOSE(fd);
	return lowest;
}

/* Accept a connection if one is queued, without blocking: -1 when none is. */
static int take_pending(int timeout_ms)
{
	struct pollfd pfd = {.fd = listen_fd, .events = POLLIN};

	if (poll(&pfd, 1, timeout_ms) != 1)
		return -1;
	return accept(listen_fd, NULL, NULL);
}

static void blocked_accept(void *arg)
{
	const struct tcase *tc = arg;

	TST_EXP_FAIL2(do_accept(*tc->fd, NULL, NULL, tc->flags), tc->exp_errno, "%s", tc->desc);
}

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	struct sockaddr *addr = tc->addr ? *tc->addr : (tc->len ? (void *)&addr_buf : NULL);
	struct rlimit rl = orig_nofile;
	int before, after, fd;

	if (tc->pre == BLOCKED) {
		tst_interrupt_blocked(blocked_accept, (void *)tc);
		return;
	}
	if (tc->pre != NONE) {
		client_fd = SAFE_SOCKET(listen_addr.ss_family, SOCK_STREAM, 0);
		SAFE_CONNECT(client_fd, (struct sockaddr *)&listen_addr, listen_len);
	}
	before = lowest_free_fd();
	if (tc->pre == PENDING_NO_SLOT) {
		rl.rlim_cur = before;
		SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
	}
	TST_EXP_FAIL2(do_accept(*tc->fd, addr, tc->len, tc->flags), tc->exp_errno, "%s",
		      tc->desc);
	if (tc->pre == PENDING_NO_SLOT)
		SAFE_SETRLIMIT(RLIMIT_NOFILE, &orig_nofile);
	if (TST_RET >= 0)
		SAFE_CLOSE(TST_RET);
	after = lowest_free_fd();
	if (after != before)
		tst_res(TFAIL, "%s: lowest free descriptor moved from %d to %d", tc->desc, before,
			after);
	if (tc->pre == PENDING_NO_SLOT) {
		fd = take_pending(0);
		if (fd < 0)
			tst_res(TFAIL | TERRNO, "%s: the connection is no longer pending",
				tc->desc);
		else
			SAFE_CLOSE(fd);
	}
	if (client_fd >= 0)
		SAFE_CLOSE(client_fd);
	client_fd = -1;
	/* Nothing may stay queued for the next row. */
	while ((fd = take_pending(0)) >= 0)
		SAFE_CLOSE(fd);
}

static void setup(void)
{
	struct sockaddr_storage ss;
	socklen_t len = tst_loopback_addr(AF_INET, 0, &ss);

	SAFE_GETRLIMIT(RLIMIT_NOFILE, &orig_nofile);
	listen_fd = TST_LOOPBACK_SOCKET(AF_INET, SOCK_STREAM, &listen_addr, &listen_len);
	nb_listen_fd = TST_LOOPBACK_SOCKET(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, NULL, NULL);
	unlistened_fd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	SAFE_BIND(unlistened_fd, (struct sockaddr *)&ss, len);
	udp_fd = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	file_fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0644);
	bad_addr = tst_get_bad_addr(NULL);
}

static void cleanup(void)
{
	int *fds[] = {&listen_fd, &nb_listen_fd, &unlistened_fd, &udp_fd, &file_fd, &client_fd};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(fds); i++)
		if (*fds[i] > 0)
			SAFE_CLOSE(*fds[i]);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};

#endif
