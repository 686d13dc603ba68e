// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_* for sockets. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <string.h>
#include <sys/un.h>
#include <unistd.h>
#include "safe_priv.h"
#include "safe_net_fn.h"

const char *tst_sock_addr(const struct sockaddr *sa, socklen_t len, char *buf, size_t size)
{
	char ip[INET6_ADDRSTRLEN];
	int saved = errno;

	if (!sa) {
		snprintf(buf, size, "NULL");
	} else if (sa->sa_family == AF_INET && len >= sizeof(struct sockaddr_in)) {
		const struct sockaddr_in *in = (const void *)sa;

		inet_ntop(AF_INET, &in->sin_addr, ip, sizeof(ip));
		snprintf(buf, size, "%s:%u", ip, ntohs(in->sin_port));
	} else if (sa->sa_family == AF_INET6 && len >= sizeof(struct sockaddr_in6)) {
		const struct sockaddr_in6 *in6 = (const void *)sa;

		inet_ntop(AF_INET6, &in6->sin6_addr, ip, sizeof(ip));
		snprintf(buf, size, "[%s]:%u", ip, ntohs(in6->sin6_port));
	} else if (sa->sa_family == AF_UNIX && len > offsetof(struct sockaddr_un, sun_path)) {
		const struct sockaddr_un *un = (const void *)sa;
		size_t n = len - offsetof(struct sockaddr_un, sun_path);

		if (un->sun_path[0])
			snprintf(buf, size, "%.*s", (int)strnlen(un->sun_path, n), un->sun_path);
		else
			snprintf(buf, size, "@%.*s", (int)(n - 1), un->sun_path + 1);
	} else {
		snprintf(buf, size, "(family %d, %u bytes)", sa->sa_family, (unsigned int)len);
	}
	errno = saved;
	return buf;
}

/* The family, type or protocol is missing from this kernel: TCONF. */
static int socket_unsupported(int err)
{
	return err == EAFNOSUPPORT || err == EPROTONOSUPPORT || err == ESOCKTNOSUPPORT ||
	       err == EPFNOSUPPORT;
}

int safe_socket(LTK_SAFE_LOC, int domain, int type, int protocol)
{
	int rval = socket(domain, type, protocol);

	if (rval == -1 && socket_unsupported(errno))
		ltk_brk(file, lineno, TCONF | TERRNO, cleanup_fn,
			"socket(%d,%d,%d) not supported", domain, type, protocol);
	else if (rval == -1)
		safe_fail("socket(%d,%d,%d)", domain, type, protocol);
	else if (rval < 0)
		safe_invalid(rval, "socket(%d,%d,%d)", domain, type, protocol);
	return rval;
}

int safe_socketpair(LTK_SAFE_LOC, int domain, int type, int protocol, int sv[])
{
	int rval = socketpair(domain, type, protocol, sv);

	if (rval == -1 && socket_unsupported(errno))
		ltk_brk(file, lineno, TCONF | TERRNO, cleanup_fn,
			"socketpair(%d,%d,%d) not supported", domain, type, protocol);
	else if (rval == -1)
		safe_fail("socketpair(%d,%d,%d,%p)", domain, type, protocol, sv);
	else if (rval)
		safe_invalid(rval, "socketpair(%d,%d,%d,%p)", domain, type, protocol, sv);
	return rval;
}

int safe_getsockopt(LTK_SAFE_LOC, int fd, int level, int optname, void *optval,
		    socklen_t *optlen)
{
	int rval = getsockopt(fd, level, optname, optval, optlen);

	if (rval == -1)
		safe_fail("getsockopt(%d,%d,%d,%p,%p)", fd, level, optname, optval, optlen);
	else if (rval)
		safe_invalid(rval, "getsockopt(%d,%d,%d,%p,%p)", fd, level, optname, optval,
			     optlen);
	return rval;
}

int safe_setsockopt(LTK_SAFE_LOC, int fd, int level, int optname, const void *optval,
		    socklen_t optlen)
{
	int rval = setsockopt(fd, level, optname, optval, optlen);

	if (rval == -1)
		safe_fail("setsockopt(%d,%d,%d,%p,%u)", fd, level, optname, optval,
			  (unsigned int)optlen);
	else if (rval)
		safe_invalid(rval, "setsockopt(%d,%d,%d,%p,%u)", fd, level, optname, optval,
			     (unsigned int)optlen);
	return rval;
}

ssize_t safe_send(LTK_SAFE_LOC, char len_strict, int sockfd, const void *buf, size_t len,
		  int flags)
{
	ssize_t rval;

	errno = 0;
	rval = send(sockfd, buf, len, flags);
	if (rval == -1)
		safe_fail("send(%d,%p,%zu,%d)", sockfd, buf, len, flags);
	else if (rval < -1 || (len_strict && (size_t)rval != len))
		safe_invalid(rval, "send(%d,%p,%zu,%d)", sockfd, buf, len, flags);
	return rval;
}

ssize_t safe_sendto(LTK_SAFE_LOC, char len_strict, int fd, const void *buf, size_t len,
		    int flags, const struct sockaddr *dest_addr, socklen_t addrlen)
{
	char addr[128];
	ssize_t rval;

	errno = 0;
	rval = sendto(fd, buf, len, flags, dest_addr, addrlen);
	if (rval == -1)
		safe_fail("sendto(%d,%p,%zu,%d,%s,%u)", fd, buf, len, flags,
			  tst_sock_addr(dest_addr, addrlen, addr, sizeof(addr)),
			  (unsigned int)addrlen);
	else if (rval < -1 || (len_strict && (size_t)rval != len))
		safe_invalid(rval, "sendto(%d,%p,%zu,%d,%s,%u)", fd, buf, len, flags,
			     tst_sock_addr(dest_addr, addrlen, addr, sizeof(addr)),
			     (unsigned int)addrlen);
	return rval;
}

ssize_t safe_sendmsg(LTK_SAFE_LOC, size_t msg_len, int fd, const struct msghdr *msg, int flags)
{
	ssize_t rval;

	errno = 0;
	rval = sendmsg(fd, msg, flags);
	if (rval == -1)
		safe_fail("sendmsg(%d,%p,%d)", fd, msg, flags);
	else if (rval < -1 || (msg_len && (size_t)rval != msg_len))
		safe_invalid(rval, "sendmsg(%d,%p,%d) expecting %zu,", fd, msg, flags, msg_len);
	return rval;
}

ssize_t safe_recv(LTK_SAFE_LOC, size_t msg_len, int fd, void *buf, size_t size, int flags)
{
	ssize_t rval;

	errno = 0;
	rval = recv(fd, buf, size, flags);
	if (rval == -1)
		safe_fail("recv(%d,%p,%zu,%d)", fd, buf, size, flags);
	else if (rval < -1 || (msg_len && (size_t)rval != msg_len))
		safe_invalid(rval, "recv(%d,%p,%zu,%d) expecting %zu,", fd, buf, size, flags,
			     msg_len);
	return rval;
}

ssize_t safe_recvmsg(LTK_SAFE_LOC, size_t msg_len, int fd, struct msghdr *msg, int flags)
{
	ssize_t rval;

	errno = 0;
	rval = recvmsg(fd, msg, flags);
	if (rval == -1)
		safe_fail("recvmsg(%d,%p,%d)", fd, msg, flags);
	else if (rval < -1 || (msg_len && (size_t)rval != msg_len))
		safe_invalid(rval, "recvmsg(%d,%p,%d) expecting %zu,", fd, msg, flags, msg_len);
	return rval;
}

int safe_bind(LTK_SAFE_LOC, int socket, const struct sockaddr *address, socklen_t address_len)
{
	char addr[128];
	int rval = bind(socket, address, address_len);

	if (rval == -1)
		safe_fail("bind(%d,%s,%u)", socket,
			  tst_sock_addr(address, address_len, addr, sizeof(addr)),
			  (unsigned int)address_len);
	else if (rval)
		safe_invalid(rval, "bind(%d,%s,%u)", socket,
			     tst_sock_addr(address, address_len, addr, sizeof(addr)),
			     (unsigned int)address_len);
	return rval;
}

int safe_listen(LTK_SAFE_LOC, int socket, int backlog)
{
	int rval = listen(socket, backlog);

	if (rval == -1)
		safe_fail("listen(%d,%d)", socket, backlog);
	else if (rval)
		safe_invalid(rval, "listen(%d,%d)", socket, backlog);
	return rval;
}

int safe_accept(LTK_SAFE_LOC, int sockfd, struct sockaddr *addr, socklen_t *addrlen)
{
	int rval = accept(sockfd, addr, addrlen);

	if (rval == -1)
		safe_fail("accept(%d,%p,%p)", sockfd, addr, addrlen);
	else if (rval < 0)
		safe_invalid(rval, "accept(%d,%p,%p)", sockfd, addr, addrlen);
	return rval;
}

int safe_connect(LTK_SAFE_LOC, int sockfd, const struct sockaddr *addr, socklen_t addrlen)
{
	char buf[128];
	int rval = connect(sockfd, addr, addrlen);

	if (rval == -1)
		safe_fail("connect(%d,%s,%u)", sockfd,
			  tst_sock_addr(addr, addrlen, buf, sizeof(buf)), (unsigned int)addrlen);
	else if (rval)
		safe_invalid(rval, "connect(%d,%s,%u)", sockfd,
			     tst_sock_addr(addr, addrlen, buf, sizeof(buf)), (unsigned int)addrlen);
	return rval;
}

int safe_getsockname(LTK_SAFE_LOC, int sockfd, struct sockaddr *addr, socklen_t *addrlen)
{
	int rval = getsockname(sockfd, addr, addrlen);

	if (rval == -1)
		safe_fail("getsockname(%d,%p,%p)", sockfd, addr, addrlen);
	else if (rval)
		safe_invalid(rval, "getsockname(%d,%p,%p)", sockfd, addr, addrlen);
	return rval;
}

int safe_gethostname(LTK_SAFE_LOC, char *name, size_t size)
{
	int rval = gethostname(name, size);

	if (rval == -1)
		safe_fail("gethostname(%p,%zu)", name, size);
	else if (rval)
		safe_invalid(rval, "gethostname(%p,%zu)", name, size);
	return rval;
}

int safe_sethostname(LTK_SAFE_LOC, const char *name, size_t size)
{
	int rval = sethostname(name, size);

	if (rval == -1)
		safe_fail("sethostname(%.*s,%zu)", (int)size, name, size);
	else if (rval)
		safe_invalid(rval, "sethostname(%.*s,%zu)", (int)size, name, size);
	return rval;
}

/* getaddrinfo() has its own error codes (EAI_*); EAI_SYSTEM means errno. */
int safe_getaddrinfo(LTK_SAFE_LOC, const char *src_addr, const char *port,
		     const struct addrinfo *hints, struct addrinfo **addr_info)
{
	int rval = getaddrinfo(src_addr, port, hints, addr_info);

	if (rval == EAI_SYSTEM)
		safe_fail("getaddrinfo(%s,%s)", safe_str(src_addr), safe_str(port));
	else if (rval)
		ltk_brk(file, lineno, TBROK, cleanup_fn, "getaddrinfo(%s,%s) failed: %s",
			safe_str(src_addr), safe_str(port), gai_strerror(rval));
	return rval;
}
