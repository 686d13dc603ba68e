// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * CVE-2016-4486: rtnetlink copied struct rtnl_link_ifmap (the IFLA_MAP attribute of an
 * RTM_NEWLINK message) to user space from the kernel stack without clearing its 4 bytes of
 * trailing padding, leaking kernel stack contents to any process. Fixed by zeroing the
 * structure first. The test dumps the links of a network namespace of its own (only lo)
 * with RTM_GETLINK, receives the answer with recvmsg() and checks that the IFLA_MAP
 * attribute of every link is there, has the structure's size and ends in zero bytes.
 */
#include <sched.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <linux/if_link.h>
#include "tst_test.h"
#include "tst_safe_net.h"

#define BUF_SIZE 32768

static char *buf;

/*
 * struct rtnl_link_ifmap is 28 bytes of fields; where __u64 is 8-byte aligned (every 64-bit
 * ABI) 4 bytes of padding follow, 32 bytes in all. On i386 __u64 is 4-byte aligned, so a
 * 32-bit program's struct has 28 bytes while a 64-bit kernel still sends 32 (netlink has no
 * compat translation): the size expected is the kernel's, 32 or, from a 32-bit kernel, 28.
 */
#define IFMAP_FIELDS (3 * sizeof(__u64) + sizeof(__u16) + 2 * sizeof(__u8))
#define IFMAP_PADDED ((IFMAP_FIELDS + 7) & ~7UL)

static int check_link(struct nlmsghdr *nh)
{
	struct ifinfomsg *ifi = NLMSG_DATA(nh);
	struct rtattr *rta = IFLA_RTA(ifi);
	int len = IFLA_PAYLOAD(nh);
	unsigned int i;
	const unsigned char *map;

	for (; RTA_OK(rta, len); rta = RTA_NEXT(rta, len)) {
		if (rta->rta_type != IFLA_MAP)
			continue;
		if (RTA_PAYLOAD(rta) != IFMAP_PADDED &&
		    (sizeof(long) == 8 || RTA_PAYLOAD(rta) != IFMAP_FIELDS)) {
			tst_res(TFAIL, "link %d: IFLA_MAP of %zu bytes, expected %zu",
				ifi->ifi_index, (size_t)RTA_PAYLOAD(rta), (size_t)IFMAP_PADDED);
			return 1;
		}
		map = RTA_DATA(rta);
		for (i = IFMAP_FIELDS; i < RTA_PAYLOAD(rta); i++) {
			if (map[i]) {
				tst_res(TFAIL, "link %d: IFLA_MAP padding byte %u is 0x%02x",
					ifi->ifi_index, i, map[i]);
				return 1;
			}
		}
		tst_res(TPASS, "link %d: the IFLA_MAP padding is zero", ifi->ifi_index);
		return 1;
	}
	tst_res(TFAIL, "link %d: no IFLA_MAP attribute", ifi->ifi_index);
	return 1;
}

static void run(void)
{
	struct {
		struct nlmsghdr nh;
		struct ifinfomsg ifi;
	} req = {
		.nh = {
			.nlmsg_len = NLMSG_LENGTH(sizeof(struct ifinfomsg)),
			.nlmsg_type = RTM_GETLINK,
			.nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP,
			.nlmsg_seq = 1,
		},
		.ifi = {.ifi_family = AF_UNSPEC},
	};
	struct sockaddr_nl kernel = {.nl_family = AF_NETLINK};
	struct iovec iov = {.iov_base = buf, .iov_len = BUF_SIZE};
	struct msghdr msg = {.msg_name = &kernel, .msg_namelen = sizeof(kernel),
			     .msg_iov = &iov, .msg_iovlen = 1};
	int fd = SAFE_SOCKET(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE), links = 0, done = 0;
	struct nlmsghdr *nh;
	ssize_t n;

	SAFE_SENDTO(1, fd, &req, req.nh.nlmsg_len, 0, (struct sockaddr *)&kernel,
		    sizeof(kernel));
	while (!done) {
		n = recvmsg(fd, &msg, 0);
		if (n <= 0) {
			tst_res(TFAIL | TERRNO, "recvmsg() of the link dump returned %zd", n);
			break;
		}
		for (nh = (struct nlmsghdr *)buf; NLMSG_OK(nh, (size_t)n); nh = NLMSG_NEXT(nh, n)) {
			if (nh->nlmsg_type == NLMSG_DONE || nh->nlmsg_type == NLMSG_ERROR) {
				done = 1;
				break;
			}
			if (nh->nlmsg_type == RTM_NEWLINK)
				links += check_link(nh);
		}
	}
	if (!links)
		tst_res(TFAIL, "the dump listed no link");
	SAFE_CLOSE(fd);
}

static void setup(void)
{
	buf = SAFE_MALLOC(BUF_SIZE);
	SAFE_UNSHARE(CLONE_NEWNET);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.tags = (const struct tst_tag[]) {
		{"linux-git", "5f8e44741f9f"},
		{"CVE", "2016-4486"},
		{}
	},
};
