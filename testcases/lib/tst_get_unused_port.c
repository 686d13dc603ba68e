// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_get_unused_port ipv4|ipv6 stream|dgram: print a port that no socket of that kind is
 * bound to now (the C library's tst_get_unused_port()). Exit 0, or 2 with a message.
 */
#include <arpa/inet.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include "test.h"
#include "tst_net.h"

int main(int argc, char *argv[])
{
	unsigned short family;
	int type;

	if (argc == 3 && !strcmp(argv[1], "ipv4"))
		family = AF_INET;
	else if (argc == 3 && !strcmp(argv[1], "ipv6"))
		family = AF_INET6;
	else
		goto usage;
	if (!strcmp(argv[2], "stream"))
		type = SOCK_STREAM;
	else if (!strcmp(argv[2], "dgram"))
		type = SOCK_DGRAM;
	else
		goto usage;
	printf("%u\n", ntohs(tst_get_unused_port(NULL, family, type)));
	return 0;
usage:
	fprintf(stderr, "usage: tst_get_unused_port ipv4|ipv6 stream|dgram\n");
	return 2;
}
