/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The implementation behind the socket SAFE_* macros of tst_safe_net.h; same conventions as
 * safe_macros_fn.h (the legacy face may pass its cleanup). A socket family or type that the
 * kernel lacks is TCONF. Addresses are printed readably ("127.0.0.1:80", "[::1]:80", paths).
 */
#ifndef SAFE_NET_FN_H__
#define SAFE_NET_FN_H__

#include <netdb.h>
#include <stddef.h>
#include <sys/socket.h>
#include <sys/types.h>

#ifndef LTK_SAFE_LOC
# define LTK_SAFE_LOC const char *file, const int lineno, void (*cleanup_fn)(void)
#endif

/* "addr:port" of sa into buf (a caller's buffer: safe from threads). */
const char *tst_sock_addr(const struct sockaddr *sa, socklen_t len, char *buf, size_t size);

int safe_socket(LTK_SAFE_LOC, int domain, int type, int protocol);
int safe_socketpair(LTK_SAFE_LOC, int domain, int type, int protocol, int sv[]);
int safe_getsockopt(LTK_SAFE_LOC, int fd, int level, int optname, void *optval,
		    socklen_t *optlen);
int safe_setsockopt(LTK_SAFE_LOC, int fd, int level, int optname, const void *optval,
		    socklen_t optlen);
/* strict / msg_len: a count other than the expected one is TBROK (0 = any count). */
ssize_t safe_send(LTK_SAFE_LOC, char len_strict, int sockfd, const void *buf, size_t len,
		  int flags);
ssize_t safe_sendto(LTK_SAFE_LOC, char len_strict, int fd, const void *buf, size_t len,
		    int flags, const struct sockaddr *dest_addr, socklen_t addrlen);
ssize_t safe_sendmsg(LTK_SAFE_LOC, size_t msg_len, int fd, const struct msghdr *msg, int flags);
ssize_t safe_recv(LTK_SAFE_LOC, size_t msg_len, int fd, void *buf, size_t size, int flags);
ssize_t safe_recvmsg(LTK_SAFE_LOC, size_t msg_len, int fd, struct msghdr *msg, int flags);
int safe_bind(LTK_SAFE_LOC, int socket, const struct sockaddr *address, socklen_t address_len);
int safe_listen(LTK_SAFE_LOC, int socket, int backlog);
int safe_accept(LTK_SAFE_LOC, int sockfd, struct sockaddr *addr, socklen_t *addrlen);
int safe_connect(LTK_SAFE_LOC, int sockfd, const struct sockaddr *addr, socklen_t addrlen);
int safe_getsockname(LTK_SAFE_LOC, int sockfd, struct sockaddr *addr, socklen_t *addrlen);
int safe_gethostname(LTK_SAFE_LOC, char *name, size_t size);
int safe_sethostname(LTK_SAFE_LOC, const char *name, size_t size);
int safe_getaddrinfo(LTK_SAFE_LOC, const char *src_addr, const char *port,
		     const struct addrinfo *hints, struct addrinfo **addr_info);

#endif
