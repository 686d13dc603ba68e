/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Loopback sockets and private network namespaces for the socket tests: every address these
 * helpers hand out is 127.0.0.1 or ::1 with a port the kernel picked, so tests running in
 * parallel never collide and no packet leaves the machine.
 */
#ifndef TST_NETNS_H__
#define TST_NETNS_H__

#include <sys/socket.h>

/*
 * Move the calling process into a new network namespace and bring its only interface,
 * lo, up (SIOCSIFFLAGS). TCONF when the kernel has no network namespaces, TBROK on any
 * other failure, including an unshare() that left /proc/self/ns/net as it was (so that a
 * test may change the namespace's sysctls safely).
 */
void tst_netns_enter_(const char *file, int lineno);
#define TST_NETNS_ENTER() tst_netns_enter_(__FILE__, __LINE__)

/* Fill *addr with 127.0.0.1 (AF_INET) or ::1 (AF_INET6) and port (network byte order). */
socklen_t tst_loopback_addr(int family, unsigned short port, struct sockaddr_storage *addr);

/* The port (host byte order) of an AF_INET or AF_INET6 address, 0 for other families. */
unsigned short tst_sock_port(const struct sockaddr_storage *addr);

/*
 * A socket of the given family and type bound to the loopback address on a port the kernel
 * picked, listening when type is SOCK_STREAM; *addr and *len (may be NULL) receive its
 * address. TBROK on failure.
 */
int tst_loopback_socket_(const char *file, int lineno, int family, int type,
			 struct sockaddr_storage *addr, socklen_t *len);
#define TST_LOOPBACK_SOCKET(family, type, addr, len) \
	tst_loopback_socket_(__FILE__, __LINE__, (family), (type), (addr), (len))

/*
 * A connected TCP pair over loopback: fds[0] the connecting end, fds[1] the accepted end.
 * The listener is closed before return. TBROK on failure.
 */
void tst_loopback_tcp_pair_(const char *file, int lineno, int family, int fds[2]);
#define TST_LOOPBACK_TCP_PAIR(family, fds) \
	tst_loopback_tcp_pair_(__FILE__, __LINE__, (family), (fds))

#endif
