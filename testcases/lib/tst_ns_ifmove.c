// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_ns_ifmove IFNAME PID: move network interface IFNAME into the network namespace of
 * process PID (RTM_NEWLINK with IFLA_NET_NS_PID over rtnetlink).
 * Exit 0, or 2 with a message.
 */
#include <errno.h>
#include <linux/if_link.h>
#include <linux/netlink.h>
#include <linux/rtnetlink.h>
#include <net/if.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int main(int argc, char *argv[])
{
	struct {
		struct nlmsghdr nh;
		struct ifinfomsg ifi;
		struct rtattr rta;
		unsigned int pid;
	} req;
	struct {
		struct nlmsghdr nh;
		struct nlmsgerr err;
	} ack;
	unsigned int ifindex;
	char *end;
	long pid;
	int fd;

	if (argc != 3) {
		fprintf(stderr, "usage: tst_ns_ifmove IFNAME PID\n");
		return 2;
	}
	ifindex = if_nametoindex(argv[1]);
	pid = strtol(argv[2], &end, 10);
	if (!ifindex || *end || end == argv[2] || pid < 1) {
		fprintf(stderr, "tst_ns_ifmove: no interface '%s' or bad pid '%s'\n", argv[1],
			argv[2]);
		return 2;
	}
	memset(&req, 0, sizeof(req));
	req.nh.nlmsg_len = sizeof(req);
	req.nh.nlmsg_type = RTM_NEWLINK;
	req.nh.nlmsg_flags = NLM_F_REQUEST | NLM_F_ACK;
	req.ifi.ifi_family = AF_UNSPEC;
	req.ifi.ifi_index = ifindex;
	req.rta.rta_type = IFLA_NET_NS_PID;
	req.rta.rta_len = RTA_LENGTH(sizeof(req.pid));
	req.pid = pid;
	fd = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
	if (fd < 0 || send(fd, &req, sizeof(req), 0) < 0 ||
	    recv(fd, &ack, sizeof(ack), 0) < (ssize_t)sizeof(ack)) {
		fprintf(stderr, "tst_ns_ifmove: rtnetlink: %s\n", strerror(errno));
		return 2;
	}
	close(fd);
	if (ack.nh.nlmsg_type == NLMSG_ERROR && ack.err.error) {
		fprintf(stderr, "tst_ns_ifmove: moving %s to pid %li: %s\n", argv[1], pid,
			strerror(-ack.err.error));
		return 2;
	}
	return 0;
}
