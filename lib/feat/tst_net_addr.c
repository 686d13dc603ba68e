// SPDX-License-Identifier: GPL-2.0-or-later
/* Socket addresses for tests, and a private network namespace (include/tst_net.h). */
#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "ltk_core.h"
#include "tst_net.h"

void tst_get_in_addr(const char *ip_str, struct in_addr *ip)
{
	if (inet_pton(AF_INET, ip_str, ip) <= 0)
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "Invalid IPv4 address '%s'",
			ip_str);
}

void tst_get_in6_addr(const char *ip_str, struct in6_addr *ip6)
{
	if (inet_pton(AF_INET6, ip_str, ip6) <= 0)
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "Invalid IPv6 address '%s'",
			ip_str);
}

socklen_t tst_get_connect_address(int sock, struct sockaddr_storage *addr)
{
	struct sockaddr_in *in = (struct sockaddr_in *)addr;
	struct sockaddr_in6 *in6 = (struct sockaddr_in6 *)addr;
	socklen_t len = sizeof(*addr);

	memset(addr, 0, sizeof(*addr));
	if (getsockname(sock, (struct sockaddr *)addr, &len)) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "getsockname(%d) failed", sock);
		return 0;
	}
	if (addr->ss_family == AF_INET && in->sin_addr.s_addr == htonl(INADDR_ANY))
		in->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	else if (addr->ss_family == AF_INET6 &&
		 !memcmp(&in6->sin6_addr, &in6addr_any, sizeof(in6addr_any)))
		in6->sin6_addr = in6addr_loopback;
	return len;
}

void tst_init_sockaddr_inet(struct sockaddr_in *sa, const char *ip_str, uint16_t port)
{
	memset(sa, 0, sizeof(*sa));
	sa->sin_family = AF_INET;
	sa->sin_port = htons(port);
	tst_get_in_addr(ip_str, &sa->sin_addr);
}

void tst_init_sockaddr_inet_bin(struct sockaddr_in *sa, uint32_t ip_val, uint16_t port)
{
	memset(sa, 0, sizeof(*sa));
	sa->sin_family = AF_INET;
	sa->sin_port = htons(port);
	sa->sin_addr.s_addr = htonl(ip_val);
}

void tst_init_sockaddr_inet6(struct sockaddr_in6 *sa, const char *ip_str, uint16_t port)
{
	memset(sa, 0, sizeof(*sa));
	sa->sin6_family = AF_INET6;
	sa->sin6_port = htons(port);
	tst_get_in6_addr(ip_str, &sa->sin6_addr);
}

void tst_init_sockaddr_inet6_bin(struct sockaddr_in6 *sa, const struct in6_addr *ip_val,
				 uint16_t port)
{
	memset(sa, 0, sizeof(*sa));
	sa->sin6_family = AF_INET6;
	sa->sin6_port = htons(port);
	sa->sin6_addr = *ip_val;
}

static void write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");
	int ok;

	if (!f) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "fopen(%s) failed", path);
		return;
	}
	ok = fputs(text, f) >= 0;
	if (fclose(f) || !ok)
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "writing %s failed", path);
}

void tst_setup_netns(void)
{
	uid_t uid = getuid();
	gid_t gid = getgid();
	FILE *f = fopen("/proc/sys/user/max_user_namespaces", "r");
	int max = 1;

	if (f) {
		if (fscanf(f, "%d", &max) != 1)
			max = 1;
		fclose(f);
	}
	if (!max) {
		ltk_brk(__FILE__, __LINE__, TCONF, NULL, "User namespaces are disabled");
		return;
	}
	if (unshare(CLONE_NEWUSER | CLONE_NEWNET)) {
		ltk_brk(__FILE__, __LINE__, errno == EINVAL || errno == EPERM ? TCONF | TERRNO :
			TBROK | TERRNO, NULL, "unshare(CLONE_NEWUSER | CLONE_NEWNET) failed");
		return;
	}
	char map[64];

	write_file("/proc/self/setgroups", "deny");
	snprintf(map, sizeof(map), "0 %u 1\n", (unsigned int)uid);
	write_file("/proc/self/uid_map", map);
	snprintf(map, sizeof(map), "0 %u 1\n", (unsigned int)gid);
	write_file("/proc/self/gid_map", map);
}
