// SPDX-License-Identifier: GPL-2.0-or-later
/* A port nothing listens on: let the kernel pick one for a bound socket, then free it. */
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include "ltk_core.h"
#include "tst_net.h"

unsigned short tst_get_unused_port_(const char *file, const int lineno,
				    void (*cleanup_fn)(void), unsigned short family, int type)
{
	struct sockaddr_storage addr;
	socklen_t len;
	int fd;

	memset(&addr, 0, sizeof(addr));
	switch (family) {
	case AF_INET:
		((struct sockaddr_in *)&addr)->sin_family = AF_INET;
		((struct sockaddr_in *)&addr)->sin_addr.s_addr = htonl(INADDR_ANY);
		len = sizeof(struct sockaddr_in);
		break;
	case AF_INET6:
		((struct sockaddr_in6 *)&addr)->sin6_family = AF_INET6;
		((struct sockaddr_in6 *)&addr)->sin6_addr = in6addr_any;
		len = sizeof(struct sockaddr_in6);
		break;
	default:
		ltk_brk(file, lineno, TBROK, cleanup_fn,
			"tst_get_unused_port(): unknown address family %u", family);
		return 0;
	}

	fd = socket(family, type, 0);
	if (fd < 0) {
		ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn, "socket(%u, %d, 0) failed",
			family, type);
		return 0;
	}
	if (bind(fd, (struct sockaddr *)&addr, len) ||
	    getsockname(fd, (struct sockaddr *)&addr, &len)) {
		int err = errno;

		close(fd);
		errno = err;
		ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn, "bind()/getsockname() failed");
		return 0;
	}
	close(fd);
	if (family == AF_INET)
		return ((struct sockaddr_in *)&addr)->sin_port;
	return ((struct sockaddr_in6 *)&addr)->sin6_port;
}
