// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fcntl(2) errors, in the order of the man page's ERRORS section:
 *   EACCES/EAGAIN  F_SETLK prohibited by a lock another process holds
 *   EBADF   fd is not an open file descriptor
 *   EBADF   F_SETLK whose lock type does not match the open mode (write lock on an
 *           O_RDONLY descriptor, read lock on an O_WRONLY one)
 *   EBUSY   F_SETPIPE_SZ below the data held in the pipe
 *   EBUSY   F_ADD_SEALS(F_SEAL_WRITE) with a writable shared mapping
 *   EDEADLK F_SETLKW that would deadlock with a child waiting for our lock
 *   EFAULT  lock outside the address space (F_SETLK, F_GETLK)
 *   EINTR   F_SETLKW and F_OFD_SETLKW interrupted by a signal
 *   EINVAL  cmd not recognised
 *   EINVAL  F_ADD_SEALS with an unknown seal bit
 *   EINVAL  F_ADD_SEALS / F_GET_SEALS on a file whose filesystem has no sealing: the
 *           tmpdir's file, unless the tmpdir is on tmpfs, whose every file supports
 *           sealing (created sealed with F_SEAL_SEAL, so F_GET_SEALS succeeds there);
 *           then the write end of a pipe, whose filesystem has no sealing
 *   EINVAL  F_DUPFD with arg negative, and above the RLIMIT_NOFILE limit
 *   EINVAL  F_SETSIG with a number that is not a signal
 *   EINVAL  F_OFD_SETLK / F_OFD_GETLK with l_pid not zero
 *   EMFILE  F_DUPFD with no descriptor left under RLIMIT_NOFILE
 *   ENOTDIR F_NOTIFY on a regular file
 *   EPERM   F_SETPIPE_SZ above fs.pipe-max-size without CAP_SYS_RESOURCE
 *   EPERM   F_SETFL clearing O_APPEND on an append-only file
 *   EPERM   F_ADD_SEALS on a descriptor not open for writing, and after F_SEAL_SEAL
 * Not provoked:
 *   EAGAIN  "the file has been memory-mapped by another process": that was mandatory
 *           locking, removed in Linux 5.15.
 *   EINTR   for F_GETLK/F_SETLK/F_OFD_*: "Most likely when locking a remote file", local
 *           locks do not sleep there.
 *   ENOLCK  the lock table cannot be filled without disturbing the machine.
 * The lock tests run on the tmpdir's filesystem; fcntl03 and fcntl04 cover every one.
 *
 * A failed call changes nothing: around each call the test reads the descriptor's status
 * flags (F_GETFL), descriptor flags (F_GETFD), signal (F_GETSIG), owner (F_GETOWN), lease
 * (F_GETLEASE), seals (F_GET_SEALS), pipe capacity (F_GETPIPE_SZ), the locks on the file
 * (F_OFD_GETLK from a description of its own, which conflicts with every other lock) and
 * the number of open descriptors, and each must be the same afterwards.
 */

#include <signal.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <linux/fs.h>
#include "tst_test.h"
#include "tst_capability.h"
#include "lapi/syscalls.h"
#include "lapi/memfd.h"

static int fd_rw = -1, fd_ro = -1, fd_wo = -1, fd_bad = -1, pipe_fds[2] = {-1, -1};
static int fd_memfd = -1, fd_memfd_ro = -1, fd_sealed = -1, fd_append = -1;
/* A descriptor open for writing on a filesystem without sealing, chosen in setup(). */
static int fd_noseal = -1;
/* Its own open file description of "file": F_OFD_GETLK through it sees every lock. */
static int fd_probe = -1;
static void *map = MAP_FAILED, *bad_addr;
static struct rlimit nofile;
static int lowered;

static struct flock wrlock = {.l_type = F_WRLCK, .l_whence = SEEK_SET, .l_len = 10};
static struct flock rdlock = {.l_type = F_RDLCK, .l_whence = SEEK_SET, .l_len = 10};
static struct flock ofd_pid = {.l_type = F_RDLCK, .l_whence = SEEK_SET, .l_len = 10,
			       .l_pid = 1};

static void lock_in_parent(void)
{
	SAFE_FCNTL(fd_rw, F_SETLK, &wrlock);
}

static void unlock_in_parent(void)
{
	struct flock un = {.l_type = F_UNLCK, .l_whence = SEEK_SET};

	SAFE_FCNTL(fd_rw, F_SETLK, &un);
}

/* Three pages of data occupy three pipe buffers: more than a one-page pipe has. */
static char pipe_data[3 * 4096];

static void fill_pipe(void)
{
	SAFE_WRITE(SAFE_WRITE_ALL, pipe_fds[1], pipe_data, sizeof(pipe_data));
}

static void drain_pipe(void)
{
	SAFE_READ(1, pipe_fds[0], pipe_data, sizeof(pipe_data));
}

static void map_memfd(void)
{
	map = SAFE_MMAP(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd_memfd, 0);
}

static void unmap_memfd(void)
{
	SAFE_MUNMAP(map, 4096);
	map = MAP_FAILED;
}

static void lower_nofile(void)
{
	struct rlimit rl = nofile;
	int fd = SAFE_OPEN("/dev/null", O_RDONLY);

	rl.rlim_cur = fd;
	SAFE_CLOSE(fd);
	SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
	lowered = 1;
}

static void restore_nofile(void)
{
	if (lowered)
		SAFE_SETRLIMIT(RLIMIT_NOFILE, &nofile);
	lowered = 0;
}

/*
 * The append-only attribute is set only around the case that needs it: a child's tst_brk()
 * kills this process without its cleanup, and an attribute left set would keep the library
 * from removing the tmpdir.
 */
static int append_only;

static int set_append_only(int on)
{
	int attr;

	if (ioctl(fd_append, FS_IOC_GETFLAGS, &attr))
		return -1;
	attr = on ? attr | FS_APPEND_FL : attr & ~FS_APPEND_FL;
	if (ioctl(fd_append, FS_IOC_SETFLAGS, &attr))
		return -1;
	append_only = on;
	return 0;
}

static void make_append_only(void)
{
	if (set_append_only(1))
		tst_brk(TBROK | TERRNO, "setting the append-only attribute");
}

static void clear_append_only(void)
{
	if (set_append_only(0))
		tst_brk(TBROK | TERRNO, "clearing the append-only attribute");
}

static void drop_sys_resource(void)
{
	struct tst_cap drop = TST_CAP(TST_CAP_DROP, CAP_SYS_RESOURCE);

	tst_cap_action(&drop);
}

/* ARG_NOFILE: the RLIMIT_NOFILE limit; ARG_PIPE_MAX: twice fs.pipe-max-size. */
enum arg_kind { ARG_NONE, ARG_LONG, ARG_PTR, ARG_NOFILE, ARG_PIPE_MAX };

static struct tcase {
	int *fd;
	int cmd;
	enum arg_kind kind;
	long arg;
	void *ptr;
	int exp_errno;
	const char *desc;
	int in_child;
	void (*pre)(void);
	void (*post)(void);
} tcases[] = {
	{&fd_rw, F_SETLK, ARG_PTR, 0, &rdlock, EAGAIN, "F_SETLK against another process's lock",
	 1, lock_in_parent, unlock_in_parent},
	{&fd_bad, F_GETFD, ARG_NONE, 0, NULL, EBADF, "fd -1"},
	{&fd_ro, F_SETLK, ARG_PTR, 0, &wrlock, EBADF, "F_SETLK write lock on O_RDONLY fd"},
	{&fd_wo, F_SETLK, ARG_PTR, 0, &rdlock, EBADF, "F_SETLK read lock on O_WRONLY fd"},
	{&pipe_fds[1], F_SETPIPE_SZ, ARG_LONG, 1, NULL, EBUSY,
	 "F_SETPIPE_SZ below the data held", 0, fill_pipe, drain_pipe},
	{&fd_memfd, F_ADD_SEALS, ARG_LONG, F_SEAL_WRITE, NULL, EBUSY,
	 "F_SEAL_WRITE with a shared writable mapping", 0, map_memfd, unmap_memfd},
	{NULL, 0, ARG_NONE, 0, NULL, EDEADLK, "F_SETLKW deadlock"},
	{&fd_rw, F_SETLK, ARG_PTR, 0, NULL, EFAULT, "F_SETLK with lock unmapped"},
	{&fd_rw, F_GETLK, ARG_PTR, 0, NULL, EFAULT, "F_GETLK with lock unmapped"},
	{&fd_rw, F_SETLKW, ARG_PTR, 0, &wrlock, EINTR, "F_SETLKW interrupted by SIGALRM", 1,
	 lock_in_parent, unlock_in_parent},
	{&fd_rw, F_OFD_SETLKW, ARG_PTR, 0, &wrlock, EINTR,
	 "F_OFD_SETLKW interrupted by SIGALRM", 1, lock_in_parent, unlock_in_parent},
	{&fd_rw, 99999, ARG_LONG, 0, NULL, EINVAL, "unknown cmd 99999"},
	{&fd_memfd, F_ADD_SEALS, ARG_LONG, 0x1000, NULL, EINVAL, "unknown seal bit 0x1000"},
	{&fd_noseal, F_ADD_SEALS, ARG_LONG, F_SEAL_GROW, NULL, EINVAL,
	 "F_ADD_SEALS on a file without sealing"},
	{&fd_noseal, F_GET_SEALS, ARG_NONE, 0, NULL, EINVAL,
	 "F_GET_SEALS on a file without sealing"},
	{&fd_rw, F_DUPFD, ARG_LONG, -1, NULL, EINVAL, "F_DUPFD with arg -1"},
	{&fd_rw, F_DUPFD, ARG_NOFILE, 0, NULL, EINVAL, "F_DUPFD with arg at RLIMIT_NOFILE"},
	{&fd_rw, F_SETSIG, ARG_LONG, 1000, NULL, EINVAL, "F_SETSIG(1000)"},
	{&fd_rw, F_OFD_SETLK, ARG_PTR, 0, &ofd_pid, EINVAL, "F_OFD_SETLK with l_pid 1"},
	{&fd_rw, F_OFD_GETLK, ARG_PTR, 0, &ofd_pid, EINVAL, "F_OFD_GETLK with l_pid 1"},
	{&fd_rw, F_DUPFD, ARG_LONG, 0, NULL, EMFILE, "F_DUPFD with no descriptor left", 0,
	 lower_nofile, restore_nofile},
	{&fd_rw, F_NOTIFY, ARG_LONG, DN_CREATE, NULL, ENOTDIR, "F_NOTIFY on a regular file"},
	{&pipe_fds[1], F_SETPIPE_SZ, ARG_PIPE_MAX, 0, NULL, EPERM,
	 "F_SETPIPE_SZ above pipe-max-size without CAP_SYS_RESOURCE", 1, NULL, NULL},
	{&fd_append, F_SETFL, ARG_LONG, 0, NULL, EPERM, "clearing O_APPEND on an append-only file",
	 0, make_append_only, clear_append_only},
	{&fd_memfd_ro, F_ADD_SEALS, ARG_LONG, F_SEAL_GROW, NULL, EPERM,
	 "F_ADD_SEALS on a read-only descriptor"},
	{&fd_sealed, F_ADD_SEALS, ARG_LONG, F_SEAL_GROW, NULL, EPERM,
	 "F_ADD_SEALS after F_SEAL_SEAL"},
};

static void on_alarm(int sig LTP_ATTRIBUTE_UNUSED)
{
}

static long resolve_arg(const struct tcase *tc)
{
	int max;

	switch (tc->kind) {
	case ARG_PTR:
		return (long)(tc->ptr ? tc->ptr : bad_addr);
	case ARG_NOFILE:
		return nofile.rlim_cur;
	case ARG_PIPE_MAX:
		SAFE_FILE_SCANF("/proc/sys/fs/pipe-max-size", "%d", &max);
		return 2L * max;
	default:
		return tc->arg;
	}
}

/* What a fcntl() command could change; each value or -errno of the command reading it. */
enum { ST_FL, ST_FD, ST_SIG, ST_OWN, ST_LEASE, ST_SEALS, ST_PIPE, ST_LOCK, ST_NFDS, ST_MAX };
static const char *const st_names[ST_MAX] = {
	"F_GETFL", "F_GETFD", "F_GETSIG", "F_GETOWN", "F_GETLEASE", "F_GET_SEALS",
	"F_GETPIPE_SZ", "lock type on the file", "open descriptors",
};

static long get_or_errno(int fd, int cmd)
{
	long ret = fcntl(fd, cmd);

	return ret < 0 ? -errno : ret;
}

/*
 * Open descriptors below the limit (at most 4096), counted with F_GETFD: listing
 * /proc/self/fd needs a descriptor of its own, which the EMFILE row has none left for.
 */
static long count_fds(void)
{
	long n = 0, fd, max = nofile.rlim_cur < 4096 ? (long)nofile.rlim_cur : 4096;

	for (fd = 0; fd < max; fd++)
		n += fcntl(fd, F_GETFD) >= 0;
	return n;
}

static void snapshot(int fd, long *st)
{
	struct flock fl = {.l_type = F_WRLCK, .l_whence = SEEK_SET};

	st[ST_FL] = get_or_errno(fd, F_GETFL);
	st[ST_FD] = get_or_errno(fd, F_GETFD);
	st[ST_SIG] = get_or_errno(fd, F_GETSIG);
	st[ST_OWN] = get_or_errno(fd, F_GETOWN);
	st[ST_LEASE] = get_or_errno(fd, F_GETLEASE);
	st[ST_SEALS] = get_or_errno(fd, F_GET_SEALS);
	st[ST_PIPE] = get_or_errno(fd, F_GETPIPE_SZ);
	st[ST_LOCK] = fcntl(fd_probe, F_OFD_GETLK, &fl) ? -errno : fl.l_type;
	st[ST_NFDS] = count_fds();
}

static void check_unchanged(const struct tcase *tc, const long *before, const long *after)
{
	int i, changed = 0;

	for (i = 0; i < ST_MAX; i++) {
		if (before[i] == after[i])
			continue;
		tst_res(TFAIL, "%s: %s was %ld before the failed call, %ld after", tc->desc,
			st_names[i], before[i], after[i]);
		changed = 1;
	}
	if (!changed)
		tst_res(TPASS, "%s: descriptor, file and descriptor table unchanged", tc->desc);
}

static void do_call(const struct tcase *tc)
{
	long arg = resolve_arg(tc);
	long before[ST_MAX], after[ST_MAX];

	snapshot(*tc->fd, before);
	if (tc->kind == ARG_NONE)
		TEST(fcntl(*tc->fd, tc->cmd));
	else
		TEST(fcntl(*tc->fd, tc->cmd, arg));
	snapshot(*tc->fd, after);

	if (TST_RET != -1)
		tst_res(TFAIL, "%s: fcntl() returned %ld", tc->desc, TST_RET);
	else if (TST_ERR == tc->exp_errno || (tc->exp_errno == EAGAIN && TST_ERR == EACCES))
		tst_res(TPASS | TTERRNO, "%s", tc->desc);
	else
		tst_res(TFAIL | TTERRNO, "%s: expected %s", tc->desc, tst_strerrno(tc->exp_errno));
	check_unchanged(tc, before, after);
	if (tc->cmd == F_DUPFD && TST_RET >= 0)
		SAFE_CLOSE(TST_RET);
}

static void child_call(const struct tcase *tc)
{
	struct sigaction sa = {.sa_handler = on_alarm};
	/* Periodic, so a signal that comes before the call blocks cannot hang the test. */
	struct itimerval it = {.it_value = {0, 200000}, .it_interval = {0, 200000}};

	if (tc->exp_errno == EINTR) {
		/* No SA_RESTART: the blocked call must come back with EINTR. */
		SAFE_SIGACTION(SIGALRM, &sa, NULL);
		setitimer(ITIMER_REAL, &it, NULL);
	}
	if (tc->exp_errno == EPERM)
		drop_sys_resource();
	do_call(tc);
}

/* Parent holds [0, 10) and wants [20, 30); the child holds [20, 30) and waits for [0, 10). */
static void check_deadlock(void)
{
	struct flock mine = {.l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 0, .l_len = 10};
	struct flock theirs = {.l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 20,
			       .l_len = 10};
	pid_t pid;

	SAFE_FCNTL(fd_rw, F_SETLK, &mine);
	pid = SAFE_FORK();
	if (!pid) {
		int cfd = SAFE_OPEN("file", O_RDWR);

		SAFE_FCNTL(cfd, F_SETLK, &theirs);
		TST_CHECKPOINT_WAKE(0);
		SAFE_FCNTL(cfd, F_SETLKW, &mine);
		exit(0);
	}
	TST_CHECKPOINT_WAIT(0);
	if (TST_PROCESS_STATE_WAIT(pid, 'S', 5000))
		tst_res(TFAIL, "the child's F_SETLKW did not block on our lock");
	else
		TST_EXP_FAIL(fcntl(fd_rw, F_SETLKW, &theirs), EDEADLK, "F_SETLKW deadlock");
	unlock_in_parent();
	tst_reap_children();
}

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];

	if (tc->exp_errno == EDEADLK) {
		check_deadlock();
		return;
	}
	if (tc->pre)
		tc->pre();
	if (tc->in_child) {
		if (!SAFE_FORK()) {
			if (tc->fd == &fd_rw)
				fd_rw = SAFE_OPEN("file", O_RDWR);
			child_call(tc);
			exit(0);
		}
		tst_reap_children();
	} else {
		do_call(tc);
	}
	if (tc->post)
		tc->post();
}

static void setup(void)
{
	char path[64];

	fd_rw = SAFE_OPEN("file", O_RDWR | O_CREAT, 0644);
	SAFE_WRITE(SAFE_WRITE_ALL, fd_rw, "0123456789abcdefghijklmnopqrstuvwxyz", 36);
	fd_ro = SAFE_OPEN("file", O_RDONLY);
	fd_wo = SAFE_OPEN("file", O_WRONLY);
	fd_probe = SAFE_OPEN("file", O_RDWR);
	SAFE_PIPE(pipe_fds);
	fd_noseal = fd_rw;
	if (fcntl(fd_rw, F_GET_SEALS) >= 0) {
		tst_res(TINFO, "the tmpdir's filesystem supports sealing (tmpfs): "
			"using a pipe for the no-sealing cases");
		fd_noseal = pipe_fds[1];
	}
	bad_addr = tst_get_bad_addr(NULL);
	SAFE_GETRLIMIT(RLIMIT_NOFILE, &nofile);

	fd_memfd = tst_syscall(__NR_memfd_create, "fcntl09", MFD_ALLOW_SEALING);
	fd_sealed = tst_syscall(__NR_memfd_create, "fcntl09 sealed", MFD_ALLOW_SEALING);
	if (fd_memfd < 0 || fd_sealed < 0)
		tst_brk(TBROK | TERRNO, "memfd_create()");
	SAFE_FTRUNCATE(fd_memfd, 4096);
	SAFE_FCNTL(fd_sealed, F_ADD_SEALS, F_SEAL_SEAL);
	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd_memfd);
	fd_memfd_ro = SAFE_OPEN(path, O_RDONLY);

	fd_append = SAFE_OPEN("append", O_WRONLY | O_CREAT | O_APPEND, 0644);
	if (set_append_only(1))
		tst_brk(TCONF | TERRNO, "the tmpdir's filesystem has no append-only attribute");
	clear_append_only();
}

static void close_fd(int *fd)
{
	if (*fd > -1)
		SAFE_CLOSE(*fd);
}

static void cleanup(void)
{
	restore_nofile();
	if (map != MAP_FAILED)
		SAFE_MUNMAP(map, 4096);
	if (append_only && set_append_only(0))
		tst_res(TWARN | TERRNO, "clearing the append-only attribute");
	close_fd(&fd_append);
	close_fd(&fd_rw);
	close_fd(&fd_ro);
	close_fd(&fd_wo);
	close_fd(&fd_probe);
	close_fd(&pipe_fds[0]);
	close_fd(&pipe_fds[1]);
	close_fd(&fd_memfd_ro);
	close_fd(&fd_memfd);
	close_fd(&fd_sealed);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.needs_checkpoints = 1,
};
