// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * bind(2) gives a socket the asked address, checked through getsockname() and through
 * traffic that reaches the socket at that address. The test runs in a network namespace of
 * its own, so it may take fixed ports:
 *   - AF_INET and AF_INET6 datagram sockets bound to the loopback address with port 0 get
 *     a port picked by the kernel, and a datagram sent there arrives;
 *   - a privileged port (80) can be bound with CAP_NET_BIND_SERVICE;
 *   - a unix socket bound to a path creates a socket file there, and a datagram sent to the
 *     path arrives; an abstract name (a leading NUL) creates no file, is listed in
 *     /proc/net/unix as "@name" and is reachable by that name;
 *   - SO_REUSEADDR lets two TCP sockets bind the same address and port while neither
 *     listens; SO_REUSEPORT lets two UDP sockets bind the same port, and the datagrams sent
 *     there are received by the two of them together.
 */
#include <sys/stat.h>
#include <sys/un.h>
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_safe_stdio.h"
#include "tst_netns.h"

#define SOCK_PATH "bind01.sock"

static char abstract_name[64];

static int bound_port(int fd, const char *desc)
{
	struct sockaddr_storage ss;
	socklen_t len = sizeof(ss);

	if (getsockname(fd, (struct sockaddr *)&ss, &len)) {
		tst_res(TFAIL | TERRNO, "%s: getsockname()", desc);
		return -1;
	}
	return tst_sock_port(&ss);
}

/* A datagram sent to addr arrives on fd. */
static void check_arrives(int fd, int family, const struct sockaddr *addr, socklen_t len,
			  const char *desc)
{
	int tx = SAFE_SOCKET(family, SOCK_DGRAM, 0);
	char buf[16] = "";
	ssize_t n;

	SAFE_SENDTO(1, tx, "hello", 5, 0, addr, len);
	n = recv(fd, buf, sizeof(buf), MSG_DONTWAIT);
	if (n == 5 && !memcmp(buf, "hello", 5))
		tst_res(TPASS, "%s: a datagram sent to the bound address arrived", desc);
	else
		tst_res(TFAIL | TERRNO, "%s: recv() returned %zd", desc, n);
	SAFE_CLOSE(tx);
}

static void inet_port0(int family, const char *desc)
{
	struct sockaddr_storage ss;
	socklen_t len = tst_loopback_addr(family, 0, &ss);
	int fd = SAFE_SOCKET(family, SOCK_DGRAM, 0), port;

	TST_EXP_PASS(bind(fd, (struct sockaddr *)&ss, len), "%s: bind() to port 0", desc);
	port = bound_port(fd, desc);
	if (port > 0) {
		tst_res(TPASS, "%s: the kernel picked port %d", desc, port);
		tst_loopback_addr(family, htons(port), &ss);
		check_arrives(fd, family, (struct sockaddr *)&ss, len, desc);
	} else if (port == 0) {
		tst_res(TFAIL, "%s: still no port after bind()", desc);
	}
	SAFE_CLOSE(fd);
}

static void privileged_port(void)
{
	struct sockaddr_storage ss;
	socklen_t len = tst_loopback_addr(AF_INET, htons(80), &ss);
	int fd = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);

	TST_EXP_PASS(bind(fd, (struct sockaddr *)&ss, len), "bind() to port 80 as root");
	if (TST_PASS) {
		TST_EXP_EXPR(bound_port(fd, "port 80") == 80, "the socket is bound to port 80");
		check_arrives(fd, AF_INET, (struct sockaddr *)&ss, len, "port 80");
	}
	SAFE_CLOSE(fd);
}

static void unix_path(void)
{
	struct sockaddr_un sun = {.sun_family = AF_UNIX, .sun_path = SOCK_PATH};
	struct sockaddr_un got;
	socklen_t len = sizeof(got);
	struct stat st;
	int fd = SAFE_SOCKET(AF_UNIX, SOCK_DGRAM, 0);

	TST_EXP_PASS(bind(fd, (struct sockaddr *)&sun, sizeof(sun)), "bind() to %s", SOCK_PATH);
	if (stat(SOCK_PATH, &st))
		tst_res(TFAIL | TERRNO, "no file at %s after bind()", SOCK_PATH);
	else
		TST_EXP_EXPR(S_ISSOCK(st.st_mode), "%s is a socket file (mode 0%o)", SOCK_PATH,
			     st.st_mode);
	SAFE_GETSOCKNAME(fd, (struct sockaddr *)&got, &len);
	TST_EXP_EXPR(len > offsetof(struct sockaddr_un, sun_path) &&
		     !strcmp(got.sun_path, SOCK_PATH), "getsockname() names %s", SOCK_PATH);
	check_arrives(fd, AF_UNIX, (struct sockaddr *)&sun, sizeof(sun), "unix path");
	SAFE_CLOSE(fd);
	if (!access(SOCK_PATH, F_OK))
		SAFE_UNLINK(SOCK_PATH);
}

static int listed_in_proc(const char *name)
{
	FILE *f = SAFE_FOPEN("/proc/net/unix", "r");
	char line[512];
	size_t nl = strlen(name);
	int found = 0;

	while (fgets(line, sizeof(line), f)) {
		char *at = strchr(line, '@');

		if (at && !strncmp(at + 1, name, nl) && (at[nl + 1] == '\n' || !at[nl + 1]))
			found = 1;
	}
	SAFE_FCLOSE(f);
	return found;
}

static void unix_abstract(void)
{
	struct sockaddr_un sun = {.sun_family = AF_UNIX};
	socklen_t len = offsetof(struct sockaddr_un, sun_path) + 1 + strlen(abstract_name);
	int fd = SAFE_SOCKET(AF_UNIX, SOCK_DGRAM, 0);

	memcpy(sun.sun_path + 1, abstract_name, strlen(abstract_name));
	TST_EXP_PASS(bind(fd, (struct sockaddr *)&sun, len), "bind() to @%s", abstract_name);
	TST_EXP_EXPR(access(abstract_name, F_OK) && errno == ENOENT,
		     "no file named %s was created", abstract_name);
	TST_EXP_EXPR(listed_in_proc(abstract_name), "/proc/net/unix lists @%s", abstract_name);
	check_arrives(fd, AF_UNIX, (struct sockaddr *)&sun, len, "abstract name");
	SAFE_CLOSE(fd);
	TST_EXP_EXPR(!listed_in_proc(abstract_name), "@%s is gone after close()",
		     abstract_name);
}

static void reuseaddr(void)
{
	struct sockaddr_storage ss;
	socklen_t len;
	int a = TST_LOOPBACK_SOCKET(AF_INET, SOCK_DGRAM, &ss, &len);
	int b = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0), c = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);

	SAFE_CLOSE(a);
	SAFE_SETSOCKOPT_INT(b, SOL_SOCKET, SO_REUSEADDR, 1);
	SAFE_SETSOCKOPT_INT(c, SOL_SOCKET, SO_REUSEADDR, 1);
	TST_EXP_PASS(bind(b, (struct sockaddr *)&ss, len), "SO_REUSEADDR: first TCP bind()");
	TST_EXP_PASS(bind(c, (struct sockaddr *)&ss, len), "SO_REUSEADDR: second TCP bind()");
	TST_EXP_EXPR(bound_port(b, "first") == tst_sock_port(&ss) &&
		     bound_port(c, "second") == tst_sock_port(&ss),
		     "SO_REUSEADDR: both sockets bound to port %u", tst_sock_port(&ss));
	SAFE_CLOSE(b);
	SAFE_CLOSE(c);
}

static void reuseport(void)
{
	struct sockaddr_storage ss;
	socklen_t len = tst_loopback_addr(AF_INET, 0, &ss);
	int a = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0), b = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	int i, got = 0, tx;
	char c;

	SAFE_SETSOCKOPT_INT(a, SOL_SOCKET, SO_REUSEPORT, 1);
	SAFE_SETSOCKOPT_INT(b, SOL_SOCKET, SO_REUSEPORT, 1);
	TST_EXP_PASS(bind(a, (struct sockaddr *)&ss, len), "SO_REUSEPORT: first UDP bind()");
	SAFE_GETSOCKNAME(a, (struct sockaddr *)&ss, &len);
	TST_EXP_PASS(bind(b, (struct sockaddr *)&ss, len), "SO_REUSEPORT: second UDP bind()");
	TST_EXP_EXPR(bound_port(b, "second") == tst_sock_port(&ss),
		     "SO_REUSEPORT: the second socket is on port %u too", tst_sock_port(&ss));
	for (i = 0; i < 16; i++) {
		tx = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
		SAFE_SENDTO(1, tx, "x", 1, 0, (struct sockaddr *)&ss, len);
		SAFE_CLOSE(tx);
	}
	while (recv(a, &c, 1, MSG_DONTWAIT) == 1)
		got++;
	while (recv(b, &c, 1, MSG_DONTWAIT) == 1)
		got++;
	TST_EXP_EXPR(got == 16, "SO_REUSEPORT: the two sockets received the 16 datagrams (%d)",
		     got);
	SAFE_CLOSE(a);
	SAFE_CLOSE(b);
}

static void run(void)
{
	inet_port0(AF_INET, "AF_INET");
	inet_port0(AF_INET6, "AF_INET6");
	privileged_port();
	unix_path();
	unix_abstract();
	reuseaddr();
	reuseport();
}

static void setup(void)
{
	TST_NETNS_ENTER();
	snprintf(abstract_name, sizeof(abstract_name), "ltk-bind01-%d", getpid());
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
