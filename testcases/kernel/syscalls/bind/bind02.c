// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * bind(2) errors, in the order of the man page's ERRORS section, in a network namespace of
 * the test's own, with CAP_NET_BIND_SERVICE, CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH
 * dropped after setup. After each failure the socket is still unbound (getsockname() gives
 * port 0, or the port of the earlier successful bind()) and no file was created at a unix
 * socket path:
 *   EACCES         port 80 without CAP_NET_BIND_SERVICE
 *   EADDRINUSE     the address and port of another socket
 *   EADDRINUSE     port 0 while the only ephemeral port (net.ipv4.ip_local_port_range of
 *                  the namespace set to one port) is taken
 *   EBADF          sockfd is not open
 *   EINVAL         the socket is already bound (by connect(), so that only the tested
 *                  bind() calls go through bind())
 *   EINVAL         addrlen too short for an AF_INET address
 *   EINVAL         an AF_UNIX socket given an AF_INET address
 *   ENOTSOCK       sockfd is a regular file
 *   EACCES         no search permission on the directory of a unix socket path
 *   EADDRNOTAVAIL  10.1.2.3, an address of no interface (none but lo exists here)
 *   EFAULT         addr on an unmapped page
 *   ELOOP          a symbolic link loop in the path
 *   ENAMETOOLONG   a path component longer than NAME_MAX (reached through a symlink, as
 *                  sun_path holds only 108 bytes)
 *   ENOENT         a directory of the path does not exist
 *   ENOTDIR        a component of the path is a regular file
 *   EROFS          the path is on a read-only filesystem
 * and beyond the list: EADDRINUSE for a unix path where a file exists, EAFNOSUPPORT for an
 * AF_INET socket given an AF_UNIX address.
 *
 * Not provoked:
 *   ENOMEM  exhausting kernel memory is not safe on a shared machine.
 */
#include <sys/stat.h>
#include <sys/un.h>
#include <netinet/in.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "tst_capability.h"
#include "tst_netns.h"

#define MNT "mntpoint"
#define EPH_PORT 50000

static int udp_fd, udp2_fd, busy_fd, eph_fd, bound_fd, unix_fd, file_fd, bad_fd = -1;
static struct sockaddr_storage lo_80, lo_busy, lo_0, lo_short, nonlocal;
static struct sockaddr_un un_inet, un_noperm, un_loop, un_long, un_noent, un_notdir, un_rofs;
static struct sockaddr_un un_exists, un_as_inet;
static struct sockaddr *bad_addr;

#define IN_LEN sizeof(struct sockaddr_in)
#define UN_LEN sizeof(struct sockaddr_un)
#define SA(x) ((struct sockaddr *)&(x))

static struct tcase {
	int *fd;
	struct sockaddr **addr;
	struct sockaddr *addr_buf;
	socklen_t len;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&udp_fd, NULL, SA(lo_80), IN_LEN, EACCES, "port 80 without CAP_NET_BIND_SERVICE"},
	{&udp_fd, NULL, SA(lo_busy), IN_LEN, EADDRINUSE, "a port in use"},
	{&eph_fd, NULL, SA(lo_0), IN_LEN, EADDRINUSE, "port 0, no free ephemeral port"},
	{&bad_fd, NULL, SA(lo_0), IN_LEN, EBADF, "sockfd -1"},
	{&bound_fd, NULL, SA(lo_0), IN_LEN, EINVAL, "an already bound socket"},
	{&udp_fd, NULL, SA(lo_short), IN_LEN - 1, EINVAL, "addrlen one byte short"},
	{&unix_fd, NULL, SA(un_inet), IN_LEN, EINVAL, "AF_UNIX socket, AF_INET address"},
	{&file_fd, NULL, SA(lo_0), IN_LEN, ENOTSOCK, "a regular file"},
	{&unix_fd, NULL, SA(un_noperm), UN_LEN, EACCES, "no search permission"},
	{&udp_fd, NULL, SA(nonlocal), IN_LEN, EADDRNOTAVAIL, "10.1.2.3, not local"},
	{&udp_fd, &bad_addr, NULL, IN_LEN, EFAULT, "addr on an unmapped page"},
	{&unix_fd, NULL, SA(un_loop), UN_LEN, ELOOP, "a symlink loop"},
	{&unix_fd, NULL, SA(un_long), UN_LEN, ENAMETOOLONG, "a component over NAME_MAX"},
	{&unix_fd, NULL, SA(un_noent), UN_LEN, ENOENT, "a missing directory"},
	{&unix_fd, NULL, SA(un_notdir), UN_LEN, ENOTDIR, "a file used as a directory"},
	{&unix_fd, NULL, SA(un_rofs), UN_LEN, EROFS, "a read-only filesystem"},
	{&unix_fd, NULL, SA(un_exists), UN_LEN, EADDRINUSE, "an existing file"},
	{&udp2_fd, NULL, SA(un_as_inet), UN_LEN, EAFNOSUPPORT, "AF_INET socket, AF_UNIX address"},
};

static void check_unbound(const struct tcase *tc)
{
	struct sockaddr_storage ss;
	socklen_t len = sizeof(ss);
	int exp_port = *tc->fd == bound_fd ? -1 : 0;

	if (*tc->fd == bad_fd || *tc->fd == file_fd)
		return;
	SAFE_GETSOCKNAME(*tc->fd, SA(ss), &len);
	if (ss.ss_family == AF_UNIX) {
		if (len > offsetof(struct sockaddr_un, sun_path))
			tst_res(TFAIL, "%s: the unix socket got an address", tc->desc);
	} else if (exp_port == 0 && tst_sock_port(&ss)) {
		tst_res(TFAIL, "%s: the socket got port %u", tc->desc, tst_sock_port(&ss));
	} else if (exp_port && !tst_sock_port(&ss)) {
		tst_res(TFAIL, "%s: the socket lost its port", tc->desc);
	}
	if (tc->addr_buf && tc->addr_buf->sa_family == AF_UNIX &&
	    *tc->fd == unix_fd && tc->exp_errno != EADDRINUSE) {
		struct stat st;
		const char *path = ((struct sockaddr_un *)tc->addr_buf)->sun_path;

		if (!lstat(path, &st) && S_ISSOCK(st.st_mode))
			tst_res(TFAIL, "%s: a socket file appeared at %s", tc->desc, path);
	}
}

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	struct sockaddr *addr = tc->addr ? *tc->addr : tc->addr_buf;

	TST_EXP_FAIL(bind(*tc->fd, addr, tc->len), tc->exp_errno, "%s", tc->desc);
	check_unbound(tc);
}

static void set_un(struct sockaddr_un *un, const char *path)
{
	un->sun_family = AF_UNIX;
	strncpy(un->sun_path, path, sizeof(un->sun_path) - 1);
}

static int autobound_socket(struct sockaddr_storage *local)
{
	struct sockaddr_storage peer, ss;
	socklen_t len = sizeof(ss);
	int fd = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);

	SAFE_CONNECT(fd, SA(peer), tst_loopback_addr(AF_INET, htons(9), &peer));
	SAFE_GETSOCKNAME(fd, SA(ss), &len);
	if (local)
		*local = ss;
	return fd;
}

static void setup(void)
{
	char long_name[NAME_MAX + 20];

	TST_NETNS_ENTER();
	/* Bound without bind(): connect() of a UDP socket picks a local port. */
	bound_fd = autobound_socket(NULL);
	SAFE_FILE_PRINTF("/proc/sys/net/ipv4/ip_local_port_range", "%d %d", EPH_PORT, EPH_PORT);
	busy_fd = autobound_socket(&lo_busy);
	if (tst_sock_port(&lo_busy) != EPH_PORT)
		tst_brk(TBROK, "connect() picked port %u, outside the range %d-%d",
			tst_sock_port(&lo_busy), EPH_PORT, EPH_PORT);

	udp_fd = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	udp2_fd = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	eph_fd = SAFE_SOCKET(AF_INET, SOCK_DGRAM, 0);
	unix_fd = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);
	file_fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0644);

	tst_loopback_addr(AF_INET, htons(80), &lo_80);
	tst_loopback_addr(AF_INET, 0, &lo_0);
	tst_loopback_addr(AF_INET, 0, &lo_short);
	tst_loopback_addr(AF_INET, 0, &nonlocal);
	((struct sockaddr_in *)&nonlocal)->sin_addr.s_addr = htonl(0x0a010203);

	un_inet.sun_family = AF_INET;
	SAFE_MKDIR("noperm", 0);
	set_un(&un_noperm, "noperm/sock");
	SAFE_SYMLINK("loop1", "loop2");
	SAFE_SYMLINK("loop2", "loop1");
	set_un(&un_loop, "loop1/sock");
	memset(long_name, 'n', NAME_MAX + 1);
	long_name[NAME_MAX + 1] = '\0';
	SAFE_SYMLINK(long_name, "longlink");
	set_un(&un_long, "longlink/sock");
	set_un(&un_noent, "nodir/sock");
	set_un(&un_notdir, "file/sock");
	set_un(&un_rofs, MNT "/sock");
	SAFE_TOUCH("exists", 0644, NULL);
	set_un(&un_exists, "exists");
	set_un(&un_as_inet, "inet");
	bad_addr = tst_get_bad_addr(NULL);
}

static void cleanup(void)
{
	int *fds[] = {&udp_fd, &udp2_fd, &busy_fd, &eph_fd, &bound_fd, &unix_fd, &file_fd};
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(fds); i++)
		if (*fds[i] > 0)
			SAFE_CLOSE(*fds[i]);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_rofs = 1,
	.mntpoint = MNT,
	.caps = (struct tst_cap []) {
		TST_CAP(TST_CAP_DROP, CAP_NET_BIND_SERVICE),
		TST_CAP(TST_CAP_DROP, CAP_DAC_OVERRIDE),
		TST_CAP(TST_CAP_DROP, CAP_DAC_READ_SEARCH),
		{}
	},
};
