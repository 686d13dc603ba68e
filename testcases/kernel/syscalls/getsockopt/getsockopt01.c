// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getsockopt(2) reads the state of a socket, compared with what made that state:
 *   - SO_PEERCRED of an accepted AF_UNIX connection names the connecting process: the pid
 *     of a child and the uid and gid (65534) it switched to before connect(); the client's
 *     SO_PEERCRED names the listening process;
 *   - SO_ERROR after a nonblocking connect() to a closed port is ECONNREFUSED, and reading
 *     it clears it (0 the second time);
 *   - SO_TYPE, SO_DOMAIN, SO_PROTOCOL of a TCP socket; SO_ACCEPTCONN before and after
 *     listen(); SO_RCVBUF after setting it (doubled);
 *   - TCP_INFO: tcpi_state is TCP_ESTABLISHED on a connected socket and TCP_CLOSE_WAIT
 *     once the peer has closed;
 *   - optlen: a larger buffer gets optlen set to sizeof(int); a 2-byte one gets 2 bytes.
 */
#include <poll.h>
#include <sys/un.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_netns.h"

#define SA(x) ((struct sockaddr *)&(x))

static int get_int(int fd, int level, int opt, const char *name)
{
	int val = -1;
	socklen_t len = sizeof(val);

	TST_EXP_PASS_SILENT(getsockopt(fd, level, opt, &val, &len), "getsockopt(%s)", name);
	if (TST_PASS && len != sizeof(val))
		tst_res(TFAIL, "getsockopt(%s): optlen %u, expected %zu", name, len, sizeof(val));
	return val;
}

static void peercred(void)
{
	struct sockaddr_un sun = {.sun_family = AF_UNIX, .sun_path = "gso.sock"};
	struct ucred cred = {0};
	socklen_t len = sizeof(cred);
	int l = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0), a;
	struct pollfd pfd;
	pid_t pid;

	SAFE_BIND(l, SA(sun), sizeof(sun));
	SAFE_CHMOD(sun.sun_path, 0777);
	SAFE_LISTEN(l, 1);
	pid = SAFE_FORK();
	if (!pid) {
		int c = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);
		struct ucred mine = {0};
		socklen_t mlen = sizeof(mine);

		SAFE_SETGID(65534);
		SAFE_SETUID(65534);
		SAFE_CONNECT(c, SA(sun), sizeof(sun));
		TST_EXP_PASS(getsockopt(c, SOL_SOCKET, SO_PEERCRED, &mine, &mlen),
			     "client: getsockopt(SO_PEERCRED)");
		TST_EXP_EXPR(mine.pid == getppid() && mine.uid == 0 && mine.gid == 0,
			     "client: SO_PEERCRED is the listener {pid %d, uid %d, gid %d}",
			     mine.pid, mine.uid, mine.gid);
		SAFE_WRITE(SAFE_WRITE_ALL, c, "x", 1);
		SAFE_CLOSE(c);
		exit(0);
	}
	pfd = (struct pollfd){.fd = l, .events = POLLIN};
	if (poll(&pfd, 1, 10000) != 1)
		tst_brk(TBROK, "the child did not connect within 10 s");
	a = SAFE_ACCEPT(l, NULL, NULL);
	TST_EXP_PASS(getsockopt(a, SOL_SOCKET, SO_PEERCRED, &cred, &len),
		     "getsockopt(SO_PEERCRED)");
	TST_EXP_EXPR(cred.pid == pid && cred.uid == 65534 && cred.gid == 65534,
		     "SO_PEERCRED {pid %d, uid %d, gid %d}, the child is %d as 65534", cred.pid,
		     cred.uid, cred.gid, pid);
	tst_reap_children();
	SAFE_CLOSE(a);
	SAFE_CLOSE(l);
	SAFE_UNLINK(sun.sun_path);
}

static void so_error(void)
{
	struct sockaddr_storage addr;
	socklen_t len;
	int fd = TST_LOOPBACK_SOCKET(AF_INET, SOCK_STREAM, &addr, &len), err;
	struct pollfd pfd;

	SAFE_CLOSE(fd);
	fd = SAFE_SOCKET(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
	pfd = (struct pollfd){.fd = fd, .events = POLLOUT};
	if (connect(fd, SA(addr), len) == 0 || errno != EINPROGRESS)
		tst_brk(TBROK | TERRNO, "nonblocking connect() to a closed port");
	poll(&pfd, 1, 10000);
	err = get_int(fd, SOL_SOCKET, SO_ERROR, "SO_ERROR");
	TST_EXP_EXPR(err == ECONNREFUSED, "SO_ERROR is %s, expected ECONNREFUSED",
		     tst_strerrno(err));
	err = get_int(fd, SOL_SOCKET, SO_ERROR, "SO_ERROR");
	TST_EXP_EXPR(err == 0, "SO_ERROR is cleared by reading it (%s)", tst_strerrno(err));
	SAFE_CLOSE(fd);
}

static void kind(void)
{
	int fd = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0), val = 4096;
	struct sockaddr_storage addr;
	socklen_t len = tst_loopback_addr(AF_INET, 0, &addr);

	TST_EXP_EXPR(get_int(fd, SOL_SOCKET, SO_TYPE, "SO_TYPE") == SOCK_STREAM,
		     "SO_TYPE is SOCK_STREAM");
	TST_EXP_EXPR(get_int(fd, SOL_SOCKET, SO_DOMAIN, "SO_DOMAIN") == AF_INET,
		     "SO_DOMAIN is AF_INET");
	TST_EXP_EXPR(get_int(fd, SOL_SOCKET, SO_PROTOCOL, "SO_PROTOCOL") == IPPROTO_TCP,
		     "SO_PROTOCOL is IPPROTO_TCP");
	TST_EXP_EXPR(get_int(fd, SOL_SOCKET, SO_ACCEPTCONN, "SO_ACCEPTCONN") == 0,
		     "SO_ACCEPTCONN is 0 before listen()");
	SAFE_BIND(fd, SA(addr), len);
	SAFE_LISTEN(fd, 1);
	TST_EXP_EXPR(get_int(fd, SOL_SOCKET, SO_ACCEPTCONN, "SO_ACCEPTCONN") == 1,
		     "SO_ACCEPTCONN is 1 after listen()");
	SAFE_SETSOCKOPT(fd, SOL_SOCKET, SO_RCVBUF, &val, sizeof(val));
	TST_EXP_EXPR(get_int(fd, SOL_SOCKET, SO_RCVBUF, "SO_RCVBUF") == 2 * val,
		     "SO_RCVBUF reads %d after setting %d", 2 * val, val);
	SAFE_CLOSE(fd);
}

static int tcp_state(int fd)
{
	struct tcp_info ti;
	socklen_t len = sizeof(ti);

	memset(&ti, 0, sizeof(ti));
	TST_EXP_PASS_SILENT(getsockopt(fd, IPPROTO_TCP, TCP_INFO, &ti, &len), "TCP_INFO");
	return TST_PASS ? ti.tcpi_state : -1;
}

static void tcp_info(void)
{
	int sv[2], st;
	char c;

	TST_LOOPBACK_TCP_PAIR(AF_INET, sv);
	st = tcp_state(sv[0]);
	TST_EXP_EXPR(st == TCP_ESTABLISHED, "TCP_INFO: state %d, TCP_ESTABLISHED is %d", st,
		     TCP_ESTABLISHED);
	SAFE_CLOSE(sv[1]);
	/* The FIN is in once a read sees end of file. */
	SAFE_READ(0, sv[0], &c, 1);
	st = tcp_state(sv[0]);
	TST_EXP_EXPR(st == TCP_CLOSE_WAIT, "TCP_INFO after the peer closed: state %d, "
		     "TCP_CLOSE_WAIT is %d", st, TCP_CLOSE_WAIT);
	SAFE_CLOSE(sv[0]);
}

static void optlen(void)
{
	int fd = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	long long big = -1;
	int first;
	unsigned char small[4] = {0xaa, 0xaa, 0xaa, 0xaa};
	socklen_t len = sizeof(big);
	int exp = SOCK_DGRAM;

	TST_EXP_PASS(getsockopt(fd, SOL_SOCKET, SO_TYPE, &big, &len), "SO_TYPE into 8 bytes");
	memcpy(&first, &big, sizeof(first));
	TST_EXP_EXPR(len == sizeof(int) && first == SOCK_DGRAM,
		     "optlen set to %zu (got %u), value SOCK_DGRAM", sizeof(int), len);
	len = 2;
	TST_EXP_PASS(getsockopt(fd, SOL_SOCKET, SO_TYPE, small, &len), "SO_TYPE into 2 bytes");
	TST_EXP_EXPR(len == 2 && !memcmp(small, &exp, 2) && small[2] == 0xaa,
		     "2 bytes written, optlen 2 (got %u)", len);
	SAFE_CLOSE(fd);
}

static void run(void)
{
	peercred();
	so_error();
	kind();
	tcp_info();
	optlen();
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
