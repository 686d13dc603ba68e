// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * connect(2) errors, in the order of the man page's ERRORS section, in a network namespace
 * of the test's own with CAP_DAC_OVERRIDE dropped after setup. "The full listener" is a TCP
 * socket listening with backlog 0 that already holds one connection nobody accepts: the
 * SYNs of further clients are dropped, so their connections stay in progress. After each
 * failure that should leave the socket unconnected, getpeername() fails with ENOTCONN.
 *   EACCES         AF_UNIX: no write permission on the socket file
 *   EADDRNOTAVAIL  no free ephemeral port for the automatic bind
 *                  (net.ipv4.ip_local_port_range of the namespace holds one port, taken)
 *   EAFNOSUPPORT   an AF_INET socket given an AF_UNIX address
 *   EAGAIN         AF_UNIX nonblocking stream socket, the listener's backlog is full
 *   EALREADY       a second connect() while a nonblocking one is in progress
 *   EBADF          sockfd is not open
 *   ECONNREFUSED   nothing listens on the loopback port
 *   EFAULT         addr on an unmapped page
 *   EINPROGRESS    a nonblocking TCP connect() that cannot complete at once
 *   EINTR          a signal caught while a blocking connect() waits on the full listener
 *   EISCONN        the TCP socket is already connected
 *   ENETUNREACH    10.1.2.3: no route in a namespace that has only lo
 *   ENOTSOCK       sockfd is a regular file
 *   EPROTOTYPE     an AF_UNIX stream socket connecting to a datagram socket
 *   ETIMEDOUT      TCP_SYNCNT 1 towards the full listener: gives up after ~3 s
 *
 * Not provoked:
 *   EPERM       needs a firewall rule or a broadcast route, neither available in a
 *               namespace holding only lo without external tools.
 *   EADDRINUSE  Linux reports a taken local address and port as EADDRNOTAVAIL at connect
 *               time.
 */
#include <signal.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_capability.h"
#include "tst_netns.h"
#include "tst_interrupt.h"

#define EPH_PORT 50000

enum kind { TCP, TCP_NB, TCP_INPROGRESS, TCP_CONNECTED, TCP_SYNCNT1, TCP_BLOCKED, UNIX_ST,
	    UNIX_ST_NB, FILE_FD, BAD_FD, ONE_PORT };

static int full_fd, filler_fd, open_fd, unix_full_fd, unix_filler_fd, unix_dgram_fd;
static struct sockaddr_storage full_addr, open_addr, closed_addr, nonlocal_addr;
static socklen_t full_len, open_len, closed_len, nonlocal_len;
static struct sockaddr_un ro_un, full_un, dgram_un, inet_as_un;
static struct sockaddr *bad_addr;

#define SA(x) ((struct sockaddr *)&(x))
#define UN_LEN sizeof(struct sockaddr_un)

static struct tcase {
	enum kind kind;
	struct sockaddr *addr;
	socklen_t *lenp;
	socklen_t len;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{UNIX_ST, SA(ro_un), NULL, UN_LEN, EACCES, "no write permission on the socket file"},
	{ONE_PORT, SA(open_addr), &open_len, 0, EADDRNOTAVAIL, "no free ephemeral port"},
	{TCP, SA(inet_as_un), NULL, UN_LEN, EAFNOSUPPORT, "AF_INET socket, AF_UNIX address"},
	{UNIX_ST_NB, SA(full_un), NULL, UN_LEN, EAGAIN, "nonblocking, unix backlog full"},
	{TCP_INPROGRESS, SA(full_addr), &full_len, 0, EALREADY, "a connect() in progress"},
	{BAD_FD, SA(open_addr), &open_len, 0, EBADF, "sockfd -1"},
	{TCP, SA(closed_addr), &closed_len, 0, ECONNREFUSED, "nothing listens"},
	{TCP, NULL, NULL, sizeof(struct sockaddr_in), EFAULT, "addr on an unmapped page"},
	{TCP_NB, SA(full_addr), &full_len, 0, EINPROGRESS, "nonblocking, full listener"},
	{TCP_BLOCKED, SA(full_addr), &full_len, 0, EINTR, "a signal while blocked"},
	{TCP_CONNECTED, SA(open_addr), &open_len, 0, EISCONN, "already connected"},
	{TCP, SA(nonlocal_addr), &nonlocal_len, 0, ENETUNREACH, "10.1.2.3, no route"},
	{FILE_FD, SA(open_addr), &open_len, 0, ENOTSOCK, "a regular file"},
	{UNIX_ST, SA(dgram_un), NULL, UN_LEN, EPROTOTYPE, "stream socket to a dgram socket"},
	{TCP_SYNCNT1, SA(full_addr), &full_len, 0, ETIMEDOUT, "TCP_SYNCNT 1, SYNs dropped"},
};

static int make_fd(const struct tcase *tc)
{
	int fd;

	switch (tc->kind) {
	case BAD_FD:
		return -1;
	case FILE_FD:
		return SAFE_OPEN("file", O_RDWR | O_CREAT, 0644);
	case UNIX_ST:
		return SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);
	case UNIX_ST_NB:
		return SAFE_SOCKET(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0);
	case TCP_NB:
		return SAFE_SOCKET(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
	case TCP_INPROGRESS:
		fd = SAFE_SOCKET(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
		TST_EXP_FAIL(connect(fd, SA(full_addr), full_len), EINPROGRESS,
			     "first nonblocking connect() to the full listener");
		return fd;
	case TCP_CONNECTED:
		fd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
		TST_EXP_PASS(connect(fd, SA(open_addr), open_len), "first connect()");
		return fd;
	case TCP_SYNCNT1:
		fd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
		SAFE_SETSOCKOPT_INT(fd, IPPROTO_TCP, TCP_SYNCNT, 1);
		return fd;
	default:
		return SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	}
}

static int blocked_fd;

static void blocked_connect(void *arg)
{
	const struct tcase *tc = arg;

	TST_EXP_FAIL(connect(blocked_fd, tc->addr, *tc->lenp), tc->exp_errno, "%s", tc->desc);
}

static void one_port(const struct tcase *tc)
{
	struct linger abort_close = {.l_onoff = 1, .l_linger = 0};
	int first = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	int second = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);

	SAFE_FILE_PRINTF("/proc/sys/net/ipv4/ip_local_port_range", "%d %d", EPH_PORT, EPH_PORT);
	TST_EXP_PASS(connect(first, tc->addr, *tc->lenp), "connect() takes the only port");
	TST_EXP_FAIL(connect(second, tc->addr, *tc->lenp), tc->exp_errno, "%s", tc->desc);
	SAFE_FILE_PRINTF("/proc/sys/net/ipv4/ip_local_port_range", "32768 60999");
	/* Reset rather than close, so that no TIME_WAIT keeps the port from the next run. */
	SAFE_SETSOCKOPT(first, SOL_SOCKET, SO_LINGER, &abort_close, sizeof(abort_close));
	SAFE_CLOSE(first);
	SAFE_CLOSE(second);
}

/* The connections that fill both listeners are made here, checked like the rest. */
static void fill_listeners(void)
{
	static int filled;

	if (filled)
		return;
	TST_EXP_PASS(connect(filler_fd, SA(full_addr), full_len), "filling the TCP listener");
	TST_EXP_PASS(connect(unix_filler_fd, SA(full_un), UN_LEN), "filling the unix listener");
	filled = 1;
}

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	struct sockaddr *addr = tc->addr ? tc->addr : bad_addr;
	socklen_t len = tc->lenp ? *tc->lenp : tc->len;
	struct sockaddr_storage peer;
	socklen_t plen = sizeof(peer);
	int fd;

	fill_listeners();
	if (tc->kind == ONE_PORT) {
		one_port(tc);
		return;
	}
	fd = make_fd(tc);
	if (tc->kind == TCP_BLOCKED) {
		blocked_fd = fd;
		tst_interrupt_blocked(blocked_connect, (void *)tc);
	} else {
		TST_EXP_FAIL(connect(fd, addr, len), tc->exp_errno, "%s", tc->desc);
		if (fd >= 0 && tc->kind != FILE_FD && tc->kind != TCP_CONNECTED &&
		    tc->kind != TCP_INPROGRESS && tc->kind != TCP_NB &&
		    getpeername(fd, SA(peer), &plen) != -1)
			tst_res(TFAIL, "%s: the socket has a peer after the failure", tc->desc);
	}
	if (fd >= 0)
		SAFE_CLOSE(fd);
	if (tc->kind == FILE_FD)
		SAFE_UNLINK("file");
}

static void set_un(struct sockaddr_un *un, const char *path)
{
	un->sun_family = AF_UNIX;
	strncpy(un->sun_path, path, sizeof(un->sun_path) - 1);
}

static void setup(void)
{
	int ro_fd, closed_fd;

	TST_NETNS_ENTER();

	full_fd = TST_LOOPBACK_SOCKET(AF_INET, SOCK_STREAM, &full_addr, &full_len);
	SAFE_LISTEN(full_fd, 0);
	filler_fd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	open_fd = TST_LOOPBACK_SOCKET(AF_INET, SOCK_STREAM, &open_addr, &open_len);
	closed_fd = TST_LOOPBACK_SOCKET(AF_INET, SOCK_DGRAM, &closed_addr, &closed_len);
	SAFE_CLOSE(closed_fd);
	nonlocal_len = tst_loopback_addr(AF_INET, htons(9), &nonlocal_addr);
	((struct sockaddr_in *)&nonlocal_addr)->sin_addr.s_addr = htonl(0x0a010203);

	set_un(&ro_un, "ro.sock");
	ro_fd = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);
	SAFE_BIND(ro_fd, SA(ro_un), UN_LEN);
	SAFE_LISTEN(ro_fd, 1);
	SAFE_CHMOD("ro.sock", 0555);
	unix_full_fd = ro_fd;

	set_un(&full_un, "full.sock");
	ro_fd = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);
	SAFE_BIND(ro_fd, SA(full_un), UN_LEN);
	SAFE_LISTEN(ro_fd, 0);
	unix_filler_fd = SAFE_SOCKET(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK, 0);

	set_un(&dgram_un, "dgram.sock");
	unix_dgram_fd = SAFE_SOCKET(AF_UNIX, SOCK_DGRAM, 0);
	SAFE_BIND(unix_dgram_fd, SA(dgram_un), UN_LEN);

	set_un(&inet_as_un, "inet");
	bad_addr = tst_get_bad_addr(NULL);
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
