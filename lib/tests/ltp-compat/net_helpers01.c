// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_test.h alone brings the socket headers and the net SAFE_* macros; the address
 * helpers of tst_net.h fill sockaddrs and find where to connect on loopback.
 */
#include "tst_test.h"

static void run(void)
{
	struct sockaddr_in addr, a2;
	struct sockaddr_storage conn;
	socklen_t len;
	int srv, cli, acc;
	char buf[4] = "";

	tst_init_sockaddr_inet(&a2, "10.1.2.3", 8080);
	TST_EXP_EQ_LU(a2.sin_port, htons(8080));
	TST_EXP_EQ_LU(a2.sin_addr.s_addr, htonl(0x0a010203));

	tst_init_sockaddr_inet_bin(&addr, INADDR_ANY, 0);
	srv = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	SAFE_BIND(srv, (struct sockaddr *)&addr, sizeof(addr));
	SAFE_LISTEN(srv, 1);
	len = tst_get_connect_address(srv, &conn);
	TST_EXP_EQ_LU(((struct sockaddr_in *)&conn)->sin_addr.s_addr, htonl(INADDR_LOOPBACK));

	cli = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	SAFE_CONNECT(cli, (struct sockaddr *)&conn, len);
	acc = SAFE_ACCEPT(srv, NULL, NULL);
	SAFE_SEND(1, cli, "abc", 3, 0);
	SAFE_RECV(3, acc, buf, 3, 0);
	TST_EXP_EQ_STR(buf, "abc");
	SAFE_CLOSE(acc);
	SAFE_CLOSE(cli);
	SAFE_CLOSE(srv);
}

static struct tst_test test = {
	.test_all = run,
};
