/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Network helpers shared by both faces. */
#ifndef TST_NET_H__
#define TST_NET_H__

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

#endif
