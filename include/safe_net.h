/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Legacy forms (cleanup callback first) of the socket SAFE_* macros, for test.h tests; the
 * same functions as tst_safe_net.h. The 2015 library had none; LTP's include/old keeps a few.
 */
#ifndef SAFE_NET_H__
#define SAFE_NET_H__

#include "test.h"

#ifdef LTK_MODERN_SAFE_H
# error "safe_net.h is the legacy (test.h) face; tst_safe_*.h headers are already included"
#endif
#define LTK_LEGACY_SAFE_H 1

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/un.h>
#include "safe_net_fn.h"

#define SAFE_SOCKET(cleanup_fn, domain, type, protocol) \
	safe_socket(__FILE__, __LINE__, (cleanup_fn), (domain), (type), (protocol))
#define SAFE_SOCKETPAIR(cleanup_fn, domain, type, protocol, sv) \
	safe_socketpair(__FILE__, __LINE__, (cleanup_fn), (domain), (type), (protocol), (sv))
#define SAFE_GETSOCKOPT(cleanup_fn, fd, level, optname, optval, optlen) \
	safe_getsockopt(__FILE__, __LINE__, (cleanup_fn), (fd), (level), (optname), (optval), \
			(optlen))
#define SAFE_SETSOCKOPT(cleanup_fn, fd, level, optname, optval, optlen) \
	safe_setsockopt(__FILE__, __LINE__, (cleanup_fn), (fd), (level), (optname), (optval), \
			(optlen))
#define SAFE_SEND(cleanup_fn, strict, sockfd, buf, len, flags) \
	safe_send(__FILE__, __LINE__, (cleanup_fn), (strict), (sockfd), (buf), (len), (flags))
#define SAFE_SENDTO(cleanup_fn, strict, fd, buf, len, flags, dest_addr, addrlen) \
	safe_sendto(__FILE__, __LINE__, (cleanup_fn), (strict), (fd), (buf), (len), (flags), \
		    (dest_addr), (addrlen))
#define SAFE_SENDMSG(cleanup_fn, msg_len, fd, msg, flags) \
	safe_sendmsg(__FILE__, __LINE__, (cleanup_fn), (msg_len), (fd), (msg), (flags))
#define SAFE_RECV(cleanup_fn, msg_len, fd, buf, size, flags) \
	safe_recv(__FILE__, __LINE__, (cleanup_fn), (msg_len), (fd), (buf), (size), (flags))
#define SAFE_RECVMSG(cleanup_fn, msg_len, fd, msg, flags) \
	safe_recvmsg(__FILE__, __LINE__, (cleanup_fn), (msg_len), (fd), (msg), (flags))
#define SAFE_BIND(cleanup_fn, socket, address, address_len) \
	safe_bind(__FILE__, __LINE__, (cleanup_fn), (socket), (address), (address_len))
#define SAFE_LISTEN(cleanup_fn, socket, backlog) \
	safe_listen(__FILE__, __LINE__, (cleanup_fn), (socket), (backlog))
#define SAFE_ACCEPT(cleanup_fn, sockfd, addr, addrlen) \
	safe_accept(__FILE__, __LINE__, (cleanup_fn), (sockfd), (addr), (addrlen))
#define SAFE_CONNECT(cleanup_fn, sockfd, addr, addrlen) \
	safe_connect(__FILE__, __LINE__, (cleanup_fn), (sockfd), (addr), (addrlen))
#define SAFE_GETSOCKNAME(cleanup_fn, sockfd, addr, addrlen) \
	safe_getsockname(__FILE__, __LINE__, (cleanup_fn), (sockfd), (addr), (addrlen))
#define SAFE_GETHOSTNAME(cleanup_fn, name, size) \
	safe_gethostname(__FILE__, __LINE__, (cleanup_fn), (name), (size))
#define SAFE_SETHOSTNAME(cleanup_fn, name, size) \
	safe_sethostname(__FILE__, __LINE__, (cleanup_fn), (name), (size))
#define SAFE_GETADDRINFO(cleanup_fn, src_addr, port, hints, addr_info) \
	safe_getaddrinfo(__FILE__, __LINE__, (cleanup_fn), (src_addr), (port), (hints), (addr_info))

#endif
