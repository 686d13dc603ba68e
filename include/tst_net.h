/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Network helpers shared by both faces. */
#ifndef TST_NET_H__
#define TST_NET_H__

#include <stdint.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>

/*
 * A port of the given family (AF_INET, AF_INET6) and socket type that nothing is bound to
 * right now (network byte order, as bind() wants it). TBROK on failure.
 */
unsigned short tst_get_unused_port_(const char *file, const int lineno,
				    void (*cleanup_fn)(void), unsigned short family, int type);

#ifdef __TEST_H__
# define tst_get_unused_port(cleanup, family, type) \
	tst_get_unused_port_(__FILE__, __LINE__, cleanup, family, type)
#else
# define TST_GET_UNUSED_PORT(family, type) \
	tst_get_unused_port_(__FILE__, __LINE__, NULL, family, type)
#endif

/* Parse an IPv4/IPv6 address: TBROK when it is not one. */
void tst_get_in_addr(const char *ip_str, struct in_addr *ip);
void tst_get_in6_addr(const char *ip_str, struct in6_addr *ip6);

/*
 * The address a client connects to for a socket bound to addr: getsockname(), with the
 * wildcard address replaced by the loopback one. Returns its length.
 */
socklen_t tst_get_connect_address(int sock, struct sockaddr_storage *addr);

/* Fill a sockaddr: port in host byte order; the _bin forms take the address in host order. */
void tst_init_sockaddr_inet(struct sockaddr_in *sa, const char *ip_str, uint16_t port);
void tst_init_sockaddr_inet_bin(struct sockaddr_in *sa, uint32_t ip_val, uint16_t port);
void tst_init_sockaddr_inet6(struct sockaddr_in6 *sa, const char *ip_str, uint16_t port);
void tst_init_sockaddr_inet6_bin(struct sockaddr_in6 *sa, const struct in6_addr *ip_val,
				 uint16_t port);

/*
 * Move the process into new user and network namespaces where it is root (uid and gid
 * mapped to 0), so it can configure interfaces without touching the host's network. TCONF
 * when user namespaces are disabled.
 */
void tst_setup_netns(void);

#endif
