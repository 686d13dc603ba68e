/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Socket SAFE_* macros of the modern face; see tst_safe_macros.h and safe_net_fn.h. */
#ifndef TST_SAFE_NET_H__
#define TST_SAFE_NET_H__

#ifdef __TEST_H__
# error "tst_safe_net.h is for tst_test.h tests; test.h tests use safe_*.h"
#endif
#ifdef LTK_LEGACY_SAFE_H
# error "tst_safe_net.h is for tst_test.h tests; legacy safe_*.h already included"
#endif
#ifndef LTK_MODERN_SAFE_H
# define LTK_MODERN_SAFE_H 1
#endif

#include <arpa/inet.h>
#include <netinet/in.h>
#include <stddef.h>
#include <sys/un.h>
#include "safe_net_fn.h"

#define SAFE_SOCKET(domain, type, protocol) \
	safe_socket(__FILE__, __LINE__, NULL, (domain), (type), (protocol))
#define SAFE_SOCKETPAIR(domain, type, protocol, sv) \
	safe_socketpair(__FILE__, __LINE__, NULL, (domain), (type), (protocol), (sv))
#define SAFE_GETSOCKOPT(fd, level, optname, optval, optlen) \
	safe_getsockopt(__FILE__, __LINE__, NULL, (fd), (level), (optname), (optval), (optlen))
#define SAFE_SETSOCKOPT(fd, level, optname, optval, optlen) \
	safe_setsockopt(__FILE__, __LINE__, NULL, (fd), (level), (optname), (optval), (optlen))
#define SAFE_SEND(strict, sockfd, buf, len, flags) \
	safe_send(__FILE__, __LINE__, NULL, (strict), (sockfd), (buf), (len), (flags))
#define SAFE_SENDTO(strict, fd, buf, len, flags, dest_addr, addrlen) \
	safe_sendto(__FILE__, __LINE__, NULL, (strict), (fd), (buf), (len), (flags), (dest_addr), \
		    (addrlen))
#define SAFE_SENDMSG(msg_len, fd, msg, flags) \
	safe_sendmsg(__FILE__, __LINE__, NULL, (msg_len), (fd), (msg), (flags))
#define SAFE_RECV(msg_len, fd, buf, size, flags) \
	safe_recv(__FILE__, __LINE__, NULL, (msg_len), (fd), (buf), (size), (flags))
#define SAFE_RECVMSG(msg_len, fd, msg, flags) \
	safe_recvmsg(__FILE__, __LINE__, NULL, (msg_len), (fd), (msg), (flags))
#define SAFE_BIND(socket, address, address_len) \
	safe_bind(__FILE__, __LINE__, NULL, (socket), (address), (address_len))
#define SAFE_LISTEN(socket, backlog) safe_listen(__FILE__, __LINE__, NULL, (socket), (backlog))
#define SAFE_ACCEPT(sockfd, addr, addrlen) \
	safe_accept(__FILE__, __LINE__, NULL, (sockfd), (addr), (addrlen))
#define SAFE_CONNECT(sockfd, addr, addrlen) \
	safe_connect(__FILE__, __LINE__, NULL, (sockfd), (addr), (addrlen))
#define SAFE_GETSOCKNAME(sockfd, addr, addrlen) \
	safe_getsockname(__FILE__, __LINE__, NULL, (sockfd), (addr), (addrlen))
#define SAFE_GETHOSTNAME(name, size) safe_gethostname(__FILE__, __LINE__, NULL, (name), (size))
#define SAFE_SETHOSTNAME(name, size) safe_sethostname(__FILE__, __LINE__, NULL, (name), (size))
#define SAFE_GETADDRINFO(src_addr, port, hints, addr_info) \
	safe_getaddrinfo(__FILE__, __LINE__, NULL, (src_addr), (port), (hints), (addr_info))
#define SAFE_SETSOCKOPT_INT(fd, l, n, val) ({ \
	int ltk_val_ = (val); \
	safe_setsockopt(__FILE__, __LINE__, NULL, (fd), (l), (n), &ltk_val_, sizeof(ltk_val_)); \
})

#endif
