// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * open(2) ERRORS, one row per entry of the man page in its order:
 * EACCES (read permission, search permission, write permission on the parent for
 * O_CREAT; as nobody), EBUSY (O_EXCL on a block device in use: a loop device the test
 * holds open with O_EXCL), EEXIST, EFAULT, EINTR
 * (blocked opening a FIFO, interrupted by a signal handler), EINVAL (invalid flags:
 * O_CREAT|O_DIRECTORY; O_TMPFILE without O_WRONLY/O_RDWR), EISDIR, ELOOP (symlink loop;
 * O_NOFOLLOW on a symlink), EMFILE, ENAMETOOLONG, ENOENT (missing file, missing directory
 * component, dangling symlink component), ENOSPC (tmpfs without free inodes), ENOTDIR
 * (file used as a directory; O_DIRECTORY on a file), ENXIO (O_NONBLOCK|O_WRONLY FIFO without
 * reader; device node without a device; UNIX socket), EPERM (O_NOATIME on another user's
 * file; a file seal), EROFS, ETXTBSY (write access to a copy of sleep(1) that a child
 * executes), EWOULDBLOCK (O_NONBLOCK and a conflicting lease). EROFS: on the library's
 * read-only filesystem (.needs_rofs). After each failure the name is as it was
 * (tst_path_errors.h: a missing name stays missing, an existing file keeps its inode, mode,
 * owner, size, mtime and ctime: an O_TRUNC that failed truncated nothing) and the sealed
 * memfd keeps its size.
 *
 * Entries not provoked here:
 * - EACCES for protected_fifos/protected_regular: needs changing a system-wide sysctl
 *   that other tests running in parallel would see;
 * - EDQUOT: open11's (a quota on nobody's inodes, on kernels with CONFIG_QFMT_V2);
 * - EFBIG/EOVERFLOW: only reachable by 32-bit programs without large file support;
 * - EINVAL for O_DIRECT: every filesystem this kernel supports implements O_DIRECT;
 * - EINVAL for an invalid basename: needs a filesystem with restricted names (vfat),
 *   which this kernel lacks;
 * - EISDIR/ENOENT for O_TMPFILE on kernels without it, and EOPNOTSUPP: every kernel and
 *   filesystem here supports O_TMPFILE (open07 reports TCONF where not);
 * - ENFILE and ENOMEM: exhausting system-wide resources would disturb other tests;
 * - ENODEV: the kernel returns ENXIO for device nodes without a driver (checked);
 * - ETXTBSY for an active swap file (swapon would touch system state).
 */

#include <pwd.h>
#include <sys/mount.h>
#include <sys/socket.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include "tst_test.h"
#include "tst_path_errors.h"
#include "tst_device.h"
#include "tst_safe_net.h"
#include "open_errors.h"

#define SECRET "secret"
#define NOSEARCH "nosearch"
#define RODIR "rodir"
#define LOOP1 "loop1"
#define DANGLING "dangling"
#define FIFO "fifo"
#define NO_DEVICE "nodev"
#define SOCK "sock"
#define FULL "full"
#define ROFS "rofs"
#define LEASED "leased"
#define EXE OPEN_ERRORS_EXE

static char *bad_addr;
static char long_name[PATH_MAX + 2];
static int lease_fd = -1, sock_fd = -1;
static int full_mounted, busy_fd = -1;
static const char *busy_dev;
static uid_t nobody_uid;
static gid_t nobody_gid;

static void take_lease(void)
{
	lease_fd = SAFE_OPEN(LEASED, O_RDONLY);
	SAFE_FCNTL(lease_fd, F_SETLEASE, F_RDLCK);
}

static void drop_lease(void)
{
	SAFE_FCNTL(lease_fd, F_SETLEASE, F_UNLCK);
	SAFE_CLOSE(lease_fd);
}

static struct tcase {
	const char *path;
	int flags;
	int as_nobody;
	int exp_errno;
	const char *desc;
	void (*pre)(void);
	void (*post)(void);
} tcases[] = {
	{SECRET, O_RDONLY, 1, EACCES, "no read permission", NULL, NULL},
	{NOSEARCH "/file", O_RDONLY, 1, EACCES, "no search permission on a directory", NULL, NULL},
	{RODIR "/new", O_CREAT | O_WRONLY, 1, EACCES, "O_CREAT, parent not writable", NULL, NULL},
	{NULL, O_RDONLY | O_EXCL, 0, EBUSY, "O_EXCL on a block device in use", NULL, NULL},
	{SECRET, O_CREAT | O_EXCL | O_WRONLY, 0, EEXIST, "O_CREAT|O_EXCL, file exists", NULL, NULL},
	{(char *)-1, O_RDONLY, 0, EFAULT, "pathname outside the address space", NULL, NULL},
	{FIFO, O_RDONLY, 0, EINTR, "FIFO open interrupted by a signal", interrupt_soon,
	 no_interrupt},
	{"newdir", O_CREAT | O_DIRECTORY | O_RDONLY, 0, EINVAL, "O_CREAT|O_DIRECTORY", NULL, NULL},
	{".", O_TMPFILE | O_RDONLY, 0, EINVAL, "O_TMPFILE without write access", NULL, NULL},
	{".", O_WRONLY, 0, EISDIR, "directory opened for writing", NULL, NULL},
	{LOOP1 "/file", O_RDONLY, 0, ELOOP, "symlink loop", NULL, NULL},
	{LOOP1, O_RDONLY | O_NOFOLLOW, 0, ELOOP, "O_NOFOLLOW on a symlink", NULL, NULL},
	{SECRET, O_RDONLY, 0, EMFILE, "RLIMIT_NOFILE reached", lower_nofile, restore_nofile},
	{long_name, O_RDONLY, 0, ENAMETOOLONG, "pathname longer than PATH_MAX", NULL, NULL},
	{"missing", O_RDONLY, 0, ENOENT, "file missing without O_CREAT", NULL, NULL},
	{"missing/file", O_CREAT | O_WRONLY, 0, ENOENT, "missing directory component", NULL,
	 NULL},
	{DANGLING "/file", O_CREAT | O_WRONLY, 0, ENOENT, "dangling symlink component", NULL,
	 NULL},
	{FULL "/new", O_CREAT | O_WRONLY, 0, ENOSPC, "no free inode for the new file", NULL,
	 NULL},
	{SECRET "/file", O_RDONLY, 0, ENOTDIR, "file used as a directory", NULL, NULL},
	{SECRET, O_RDONLY | O_DIRECTORY, 0, ENOTDIR, "O_DIRECTORY on a file", NULL, NULL},
	{FIFO, O_WRONLY | O_NONBLOCK, 0, ENXIO, "O_NONBLOCK|O_WRONLY FIFO without reader", NULL,
	 NULL},
	{NO_DEVICE, O_RDONLY, 0, ENXIO, "device node without a device", NULL, NULL},
	{SOCK, O_RDONLY, 0, ENXIO, "UNIX domain socket", NULL, NULL},
	{"public", O_RDONLY | O_NOATIME, 1, EPERM, "O_NOATIME on another user's file", NULL,
	 NULL},
	{memfd_path, O_RDWR | O_TRUNC, 0, EPERM, "O_TRUNC on a memfd sealed against shrinking",
	 NULL, NULL},
	{ROFS "/file", O_WRONLY, 0, EROFS, "write access on a read-only filesystem", NULL, NULL},
	{EXE, O_WRONLY, 0, ETXTBSY, "write access to a running executable", start_exe, stop_exe},
	{LEASED, O_WRONLY | O_NONBLOCK, 0, EWOULDBLOCK, "O_NONBLOCK and a read lease", take_lease,
	 drop_lease},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	const char *path = tc->path;
	struct tst_path_state before;
	int witness;

	if (tc->exp_errno == EBUSY)
		path = busy_dev;
	if (path == (char *)-1)
		path = bad_addr;
	/* A name to stat before and after: not the bad address, the device, the memfd link. */
	witness = path != bad_addr && path != busy_dev && path != memfd_path;
	if (witness)
		tst_path_state_get(path, &before);

	if (tc->pre)
		tc->pre();
	if (tc->as_nobody) {
		SAFE_SETEGID(nobody_gid);
		SAFE_SETEUID(nobody_uid);
	}
	TST_EXP_FAIL2(open(path, tc->flags, 0644), tc->exp_errno, "%s", tc->desc);
	if (tc->as_nobody) {
		SAFE_SETEUID(0);
		SAFE_SETEGID(0);
	}
	open_errors_after(tc->post, path, witness, &before);
}

static void setup(void)
{
	struct sockaddr_un addr = {.sun_family = AF_UNIX};
	struct passwd *pw = SAFE_GETPWNAM("nobody");
	int fd;

	nobody_uid = pw->pw_uid;
	nobody_gid = pw->pw_gid;
	bad_addr = tst_get_bad_addr(NULL);
	memset(long_name, 'a', sizeof(long_name) - 1);
	open_errors_setup();
	/* Breaking our own lease notifies us with SIGIO, which would kill us. */
	SAFE_SIGNAL(SIGIO, SIG_IGN);

	fd = SAFE_OPEN(SECRET, O_CREAT | O_WRONLY, 0600);
	SAFE_CLOSE(fd);
	fd = SAFE_OPEN("public", O_CREAT | O_WRONLY, 0644);
	SAFE_CLOSE(fd);
	fd = SAFE_OPEN(LEASED, O_CREAT | O_WRONLY, 0644);
	SAFE_CLOSE(fd);
	SAFE_MKDIR(NOSEARCH, 0700);
	fd = SAFE_OPEN(NOSEARCH "/file", O_CREAT | O_WRONLY, 0644);
	SAFE_CLOSE(fd);
	SAFE_MKDIR(RODIR, 0555);
	SAFE_SYMLINK("loop2", LOOP1);
	SAFE_SYMLINK(LOOP1, "loop2");
	SAFE_SYMLINK("nowhere", DANGLING);
	SAFE_MKFIFO(FIFO, 0644);
	/* Major 241 is in the range reserved for local/experimental use and unassigned. */
	SAFE_MKNOD(NO_DEVICE, S_IFCHR | 0644, makedev(241, 0));

	sock_fd = SAFE_SOCKET(AF_UNIX, SOCK_STREAM, 0);
	strcpy(addr.sun_path, SOCK);
	SAFE_BIND(sock_fd, (struct sockaddr *)&addr, sizeof(addr));

	SAFE_MKDIR(FULL, 0755);
	/* The root directory takes the only inode. */
	SAFE_MOUNT("tmpfs", FULL, "tmpfs", 0, "nr_inodes=1");
	full_mounted = 1;

	busy_dev = tst_acquire_device__(16);
	if (!busy_dev)
		tst_brk(TCONF, "no loop device for the EBUSY case");
	busy_fd = SAFE_OPEN(busy_dev, O_RDONLY | O_EXCL);
	open_errors_memfd("open02");
}

static void cleanup(void)
{
	open_errors_cleanup();
	if (sock_fd > -1)
		SAFE_CLOSE(sock_fd);
	if (full_mounted)
		SAFE_UMOUNT(FULL);
	if (busy_fd > -1)
		SAFE_CLOSE(busy_fd);
	if (busy_dev)
		tst_release_device_(busy_dev);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
	.needs_rofs = 1,
	.mntpoint = ROFS,
};
