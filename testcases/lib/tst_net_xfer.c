// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_net_xfer server|client ADDR PORT BYTES: a bounded TCP transfer for tst_netload.
 *   server: listen on ADDR:PORT (PORT 0: a free port), print the port once it listens,
 *           accept one connection, read until EOF, print the bytes received; exit 0 if
 *           they are BYTES, 1 if not;
 *   client: connect to ADDR:PORT (retrying while the server is not up yet), send BYTES.
 * ADDR is numeric (IPv4 or IPv6), BYTES at most 64 MiB; both sides give up after 30 s
 * (SIGALRM). Exit 2 with a message on bad arguments or a socket error.
 */
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#define MAX_BYTES (64LL << 20)
#define TIME_LIMIT 30

static int fail(const char *what)
{
	fprintf(stderr, "tst_net_xfer: %s: %s\n", what, strerror(errno));
	return 2;
}

static int server(struct addrinfo *ai, long long bytes)
{
	char buf[65536];
	struct sockaddr_storage me;
	socklen_t len = sizeof(me);
	long long got = 0;
	int one = 1, fd, conn;
	ssize_t n;

	fd = socket(ai->ai_family, SOCK_STREAM, 0);
	if (fd < 0)
		return fail("socket");
	setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
	if (bind(fd, ai->ai_addr, ai->ai_addrlen) || listen(fd, 1))
		return fail("bind/listen");
	if (getsockname(fd, (struct sockaddr *)&me, &len))
		return fail("getsockname");
	printf("%u\n", ntohs(me.ss_family == AF_INET6 ? ((struct sockaddr_in6 *)&me)->sin6_port :
					      ((struct sockaddr_in *)&me)->sin_port));
	fflush(stdout);
	conn = accept(fd, NULL, NULL);
	if (conn < 0)
		return fail("accept");
	while ((n = read(conn, buf, sizeof(buf))) > 0)
		got += n;
	if (n < 0)
		return fail("read");
	close(conn);
	close(fd);
	printf("%lld\n", got);
	return got != bytes;
}

static int client(struct addrinfo *ai, long long bytes)
{
	static char buf[65536];
	struct timespec ts = {0, 10 * 1000 * 1000};
	ssize_t n;
	int fd;

	for (;;) {
		fd = socket(ai->ai_family, SOCK_STREAM, 0);
		if (fd < 0)
			return fail("socket");
		if (!connect(fd, ai->ai_addr, ai->ai_addrlen))
			break;
		if (errno != ECONNREFUSED)
			return fail("connect");
		close(fd);
		nanosleep(&ts, NULL);
	}
	memset(buf, 'x', sizeof(buf));
	while (bytes > 0) {
		n = write(fd, buf, bytes < (long long)sizeof(buf) ? (size_t)bytes : sizeof(buf));
		if (n < 0)
			return fail("write");
		bytes -= n;
	}
	close(fd);
	return 0;
}

int main(int argc, char *argv[])
{
	struct addrinfo hints = {.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV,
				 .ai_socktype = SOCK_STREAM};
	struct addrinfo *ai;
	long long bytes;
	char *end;
	int is_server, rc;

	if (argc != 5 || (strcmp(argv[1], "server") && strcmp(argv[1], "client")))
		goto usage;
	is_server = !strcmp(argv[1], "server");
	errno = 0;
	bytes = strtoll(argv[4], &end, 10);
	if (errno || *end || end == argv[4] || bytes < 0 || bytes > MAX_BYTES)
		goto usage;
	if (getaddrinfo(argv[2], argv[3], &hints, &ai)) {
		fprintf(stderr, "tst_net_xfer: bad numeric address or port '%s' '%s'\n",
			argv[2], argv[3]);
		return 2;
	}
	alarm(TIME_LIMIT);
	rc = is_server ? server(ai, bytes) : client(ai, bytes);
	freeaddrinfo(ai);
	return rc;
usage:
	fprintf(stderr, "usage: tst_net_xfer server|client ADDR PORT BYTES (BYTES <= %lld)\n",
		MAX_BYTES);
	return 2;
}
