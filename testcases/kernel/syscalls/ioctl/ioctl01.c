// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Generic ioctl(2) requests, each checked through another interface:
 * - FIONREAD (man 2 FIONREAD, ioctl_tty): the bytes a read would return: 5 written to a
 *   pipe, 3 sent to a stream socket, 6 left in a 10-byte file read from offset 4;
 * - FIOCLEX / FIONCLEX set and clear FD_CLOEXEC (fcntl F_GETFD);
 * - FIONBIO sets and clears O_NONBLOCK (F_GETFL; a read of the empty pipe then fails
 *   with EAGAIN);
 * - FIGETBSZ gives the filesystem's block size (statfs f_bsize);
 * - FS_IOC_SETFLAGS with FS_NODUMP_FL shows in FS_IOC_GETFLAGS and as STATX_ATTR_NODUMP
 *   in statx (man 2 ioctl_iflags), and clearing it removes both (when the test
 *   directory's filesystem supports inode flags);
 * - on a pty: TIOCSWINSZ on the master is what TIOCGWINSZ reads on the slave; TCGETS
 *   reads the termios that tcsetattr() set (ICANON cleared);
 * - nsfs (man 2 ioctl_ns): NS_GET_NSTYPE of /proc/self/ns/uts is CLONE_NEWUTS;
 *   NS_GET_USERNS of it is the user namespace of /proc/self/ns/user (same inode);
 *   NS_GET_OWNER_UID of a user namespace a child (uid 0) created is 0; NS_GET_PARENT of it
 *   is ours.
 */

#include <sched.h>
#include <stdlib.h>
#include <termios.h>
#include <linux/fs.h>
#include <linux/nsfs.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include "tst_test.h"
#include "tst_safe_net.h"

static int flags_supported;

static int do_ioctl(int fd, unsigned long req, void *arg)
{
	return tst_syscall(__NR_ioctl, fd, req, arg);
}

static void fionread(void)
{
	int p[2], sv[2], fd, n;
	char c[4];

	SAFE_PIPE(p);
	SAFE_WRITE(SAFE_WRITE_ALL, p[1], "12345", 5);
	n = -1;
	TST_EXP_PASS(do_ioctl(p[0], FIONREAD, &n), "FIONREAD(pipe)");
	TST_EXP_EQ_LI(n, 5);
	SAFE_SOCKETPAIR(AF_UNIX, SOCK_STREAM, 0, sv);
	SAFE_SEND(1, sv[1], "abc", 3, 0);
	n = -1;
	TST_EXP_PASS(do_ioctl(sv[0], FIONREAD, &n), "FIONREAD(socket)");
	TST_EXP_EQ_LI(n, 3);
	fd = SAFE_OPEN("ten", O_CREAT | O_RDWR, 0600);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "0123456789", 10);
	SAFE_LSEEK(fd, 0, SEEK_SET);
	SAFE_READ(1, fd, c, 4);
	n = -1;
	TST_EXP_PASS(do_ioctl(fd, FIONREAD, &n), "FIONREAD(file at offset 4)");
	TST_EXP_EQ_LI(n, 6);
	SAFE_CLOSE(fd);
	SAFE_CLOSE(sv[0]);
	SAFE_CLOSE(sv[1]);

	TST_EXP_PASS(do_ioctl(p[0], FIOCLEX, NULL), "FIOCLEX");
	TST_EXP_EQ_LI(SAFE_FCNTL(p[0], F_GETFD) & FD_CLOEXEC, FD_CLOEXEC);
	TST_EXP_PASS(do_ioctl(p[0], FIONCLEX, NULL), "FIONCLEX");
	TST_EXP_EQ_LI(SAFE_FCNTL(p[0], F_GETFD) & FD_CLOEXEC, 0);

	SAFE_READ(1, p[0], c, 4);
	SAFE_READ(1, p[0], c, 1);
	n = 1;
	TST_EXP_PASS(do_ioctl(p[0], FIONBIO, &n), "FIONBIO(1)");
	TST_EXP_EQ_LI(SAFE_FCNTL(p[0], F_GETFL) & O_NONBLOCK, O_NONBLOCK);
	TST_EXP_FAIL2(read(p[0], c, 1), EAGAIN, "read() of the empty nonblocking pipe");
	n = 0;
	TST_EXP_PASS(do_ioctl(p[0], FIONBIO, &n), "FIONBIO(0)");
	TST_EXP_EQ_LI(SAFE_FCNTL(p[0], F_GETFL) & O_NONBLOCK, 0);
	SAFE_CLOSE(p[0]);
	SAFE_CLOSE(p[1]);
}

static void file_requests(void)
{
	struct statfs sf;
	struct statx sx;
	int fd = SAFE_OPEN("ten", O_RDONLY), bsz = -1, fl = -1;

	if (fstatfs(fd, &sf))
		tst_brk(TBROK | TERRNO, "fstatfs()");
	TST_EXP_PASS(do_ioctl(fd, FIGETBSZ, &bsz), "FIGETBSZ");
	TST_EXP_EQ_LI(bsz, sf.f_bsize);
	if (!flags_supported) {
		tst_res(TCONF, "the test directory's filesystem has no inode flags");
		SAFE_CLOSE(fd);
		return;
	}
	TST_EXP_PASS(do_ioctl(fd, FS_IOC_GETFLAGS, &fl), "FS_IOC_GETFLAGS");
	fl |= FS_NODUMP_FL;
	TST_EXP_PASS(do_ioctl(fd, FS_IOC_SETFLAGS, &fl), "FS_IOC_SETFLAGS(+FS_NODUMP_FL)");
	fl = 0;
	SAFE_IOCTL(fd, FS_IOC_GETFLAGS, &fl);
	TST_EXP_EQ_LI(fl & FS_NODUMP_FL, FS_NODUMP_FL);
	if (statx(AT_FDCWD, "ten", 0, STATX_BASIC_STATS, &sx))
		tst_brk(TBROK | TERRNO, "statx()");
	TST_EXP_EQ_LI(sx.stx_attributes & STATX_ATTR_NODUMP, STATX_ATTR_NODUMP);
	fl &= ~FS_NODUMP_FL;
	TST_EXP_PASS(do_ioctl(fd, FS_IOC_SETFLAGS, &fl), "FS_IOC_SETFLAGS(-FS_NODUMP_FL)");
	if (statx(AT_FDCWD, "ten", 0, STATX_BASIC_STATS, &sx))
		tst_brk(TBROK | TERRNO, "statx()");
	TST_EXP_EQ_LI(sx.stx_attributes & STATX_ATTR_NODUMP, 0);
	SAFE_CLOSE(fd);
}

static void pty(void)
{
	struct winsize ws = {.ws_row = 33, .ws_col = 77}, got = {0};
	struct termios t, g;
	int m = SAFE_OPEN("/dev/ptmx", O_RDWR | O_NOCTTY), s;

	if (grantpt(m) || unlockpt(m))
		tst_brk(TBROK | TERRNO, "unlocking the pty");
	s = SAFE_OPEN(ptsname(m), O_RDWR | O_NOCTTY);
	TST_EXP_PASS(do_ioctl(m, TIOCSWINSZ, &ws), "TIOCSWINSZ(33x77) on the master");
	TST_EXP_PASS(do_ioctl(s, TIOCGWINSZ, &got), "TIOCGWINSZ on the slave");
	TST_EXP_EXPR(got.ws_row == 33 && got.ws_col == 77, "the slave's size is %ux%u",
		     got.ws_row, got.ws_col);
	if (tcgetattr(s, &t))
		tst_brk(TBROK | TERRNO, "tcgetattr()");
	t.c_lflag &= ~ICANON;
	if (tcsetattr(s, TCSANOW, &t))
		tst_brk(TBROK | TERRNO, "tcsetattr()");
	memset(&g, 0xff, sizeof(g));
	TST_EXP_PASS(do_ioctl(s, TCGETS, &g), "TCGETS");
	TST_EXP_EQ_LI(g.c_lflag & ICANON, 0);
	TST_EXP_EQ_LI(g.c_lflag & ECHO, t.c_lflag & ECHO);
	SAFE_CLOSE(s);
	SAFE_CLOSE(m);
}

static void nsfs(void)
{
	struct stat a, b;
	int uts = SAFE_OPEN("/proc/self/ns/uts", O_RDONLY), user, child_ns, parent;
	uid_t uid = 12345;
	char path[64];
	pid_t pid;

	SAFE_STAT("/proc/self/ns/user", &b);
	TST_EXP_EQ_LI(do_ioctl(uts, NS_GET_NSTYPE, NULL), CLONE_NEWUTS);
	user = TST_EXP_FD(do_ioctl(uts, NS_GET_USERNS, NULL), "NS_GET_USERNS");
	if (user >= 0) {
		SAFE_FSTAT(user, &a);
		TST_EXP_EXPR(a.st_ino == b.st_ino, "NS_GET_USERNS is /proc/self/ns/user");
		SAFE_CLOSE(user);
	}
	SAFE_CLOSE(uts);
	pid = SAFE_FORK();
	if (!pid) {
		SAFE_UNSHARE(CLONE_NEWUSER);
		TST_CHECKPOINT_WAKE_AND_WAIT(0);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	snprintf(path, sizeof(path), "/proc/%d/ns/user", pid);
	child_ns = SAFE_OPEN(path, O_RDONLY);
	TST_EXP_PASS(do_ioctl(child_ns, NS_GET_OWNER_UID, &uid),
		     "NS_GET_OWNER_UID of a child's new user namespace");
	TST_EXP_EQ_LI(uid, 0);
	parent = TST_EXP_FD(do_ioctl(child_ns, NS_GET_PARENT, NULL), "NS_GET_PARENT");
	if (parent >= 0) {
		SAFE_FSTAT(parent, &a);
		TST_EXP_EXPR(a.st_ino == b.st_ino, "NS_GET_PARENT is the creator's namespace");
		SAFE_CLOSE(parent);
	}
	SAFE_CLOSE(child_ns);
	TST_CHECKPOINT_WAKE(0);
	tst_reap_children();
}

static void run(void)
{
	fionread();
	file_requests();
	pty();
	nsfs();
}

static void setup(void)
{
	int fd = SAFE_OPEN("probe", O_CREAT | O_RDWR, 0600), fl;

	flags_supported = !ioctl(fd, FS_IOC_GETFLAGS, &fl);
	if (!flags_supported && errno != ENOTTY && errno != EOPNOTSUPP && errno != EINVAL)
		tst_brk(TBROK | TERRNO, "FS_IOC_GETFLAGS probe");
	SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
