// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The modern-face SAFE_* headers compile on their own (TST_TEST_H__ defined by hand, as
 * tst_test.h does) and drive the same shared functions. "safe_modern all" runs the success
 * path of every row; "safe_modern NAME fail" makes that row's call fail. Without tst_test.h
 * the break goes to the default (legacy) face, so the .t reads legacy result lines.
 */
#define TST_TEST_H__
#include <errno.h>
#include <ftw.h>
#include <poll.h>
#include <limits.h>
#include <pty.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/personality.h>
#include <sys/prctl.h>
#include <sys/sysinfo.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include "tst_common.h"
#include "tst_safe_macros.h"
#include "tst_safe_macros_inline.h"
#include "tst_safe_prw.h"
#include "tst_safe_stdio.h"
#include "tst_safe_file_ops.h"
#include "tst_safe_file_at.h"
#include "tst_safe_net.h"
#include "tst_safe_pthread.h"
#include "tst_safe_sysv_ipc.h"
#include "tst_safe_posix_ipc.h"
#include "tst_safe_timerfd.h"
#include "tst_safe_clocks.h"
#include "tst_epoll.h"
#include "lapi/splice.h"
#include "lapi/stat.h"

static char tmpdir[] = "/tmp/ltk-safe-modern.XXXXXX";
static int failures;

/* Announce the line of the call expected to break (the .t matches it in the TBROK line). */
#define AT(call) do { \
	printf("case line %d\n", __LINE__); \
	fflush(stdout); \
	call; \
} while (0)

#define CHECK(cond) do { \
	if (!(cond)) { \
		printf("CHECK FAILED %s:%d: %s\n", __FILE__, __LINE__, #cond); \
		failures++; \
	} \
} while (0)

static int rm_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	return remove(path);
}

static void remove_tmpdir(void)
{
	if (chdir("/") == 0)
		nftw(tmpdir, rm_one, 16, FTW_DEPTH | FTW_PHYS | FTW_MOUNT);
}

static void t_fd(int fail)
{
	struct iovec iov[2];
	char a[3], b[3];
	int fd, fd2, fd3, fds[2];

	if (fail)
		AT(SAFE_DUP2(-1, 100));
	fd = SAFE_OPEN("f", O_CREAT | O_RDWR, 0644);
	fd2 = SAFE_DUP(fd);
	fd3 = SAFE_DUP2(fd, 100);
	CHECK(fd3 == 100);
	SAFE_ACCESS("f", R_OK | W_OK);
	iov[0] = (struct iovec){ "abc", 3 };
	iov[1] = (struct iovec){ "def", 3 };
	CHECK(SAFE_WRITEV(1, fd, iov, 2) == 6);
	CHECK(SAFE_PWRITEV(1, fd, iov, 1, 6) == 3);
	iov[0] = (struct iovec){ a, 3 };
	iov[1] = (struct iovec){ b, 3 };
	CHECK(SAFE_PREADV(1, fd, iov, 2, 3) == 6 && !memcmp(a, "def", 3) && !memcmp(b, "abc", 3));
	SAFE_LSEEK(fd, 0, SEEK_SET);
	CHECK(SAFE_READV(1, fd, iov, 2) == 6 && !memcmp(a, "abc", 3));
	SAFE_FSYNC(fd);
	SAFE_POSIX_FADVISE(fd, 0, 0, POSIX_FADV_NORMAL);
	CHECK(SAFE_FCNTL(fd, F_GETFD) == 0);
	SAFE_FCNTL(fd, F_SETFD, FD_CLOEXEC);
	CHECK(SAFE_FCNTL(fd, F_GETFD) == FD_CLOEXEC);
	SAFE_PIPE2(fds, O_CLOEXEC);
	SAFE_CLOSE(fds[0]);
	SAFE_CLOSE(fds[1]);
	SAFE_CLOSE(fd3);
	SAFE_CLOSE(fd2);
	SAFE_CLOSE(fd);
}

static void t_fcntl(int fail)
{
	AT(SAFE_FCNTL(-1, F_GETFD));
}

static void t_ioctl(int fail)
{
	int fds[2], n = -1;

	if (fail)
		AT(SAFE_IOCTL(0, FIONREAD, &n));
	SAFE_PIPE(fds);
	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "xy", 2);
	SAFE_IOCTL(fds[0], FIONREAD, &n);
	CHECK(n == 2);
	SAFE_CLOSE(fds[0]);
	SAFE_CLOSE(fds[1]);
}

static void t_paths(int fail)
{
	char buf[PATH_MAX];
	struct statvfs sv;
	struct statfs sf;
	int dfd;

	if (fail)
		AT(SAFE_READLINK("/nonexistent", buf, sizeof(buf)));
	SAFE_TOUCH("p", 0600, NULL);
	SAFE_SYMLINK("p", "sl");
	CHECK(SAFE_READLINK("sl", buf, 2) == 1 && !strcmp(buf, "p"));
	dfd = SAFE_OPEN(".", O_DIRECTORY);
	SAFE_SYMLINKAT("p", dfd, "sl2");
	SAFE_LINKAT(dfd, "p", dfd, "hl", 0);
	SAFE_LCHOWN("sl", getuid(), getgid());
	SAFE_MKNOD("node", S_IFIFO | 0600, 0);
	SAFE_STATVFS(".", &sv);
	SAFE_STATFS(".", &sf);
	SAFE_CLOSE(dfd);
}

static void t_mem(int fail)
{
	unsigned char vec[1];
	char *p;

	if (fail)
		AT(SAFE_MPROTECT((void *)1, 4096, PROT_READ));
	p = SAFE_CALLOC(4, 4);
	CHECK(!p[15]);
	p = SAFE_REALLOC(p, 64);
	free(p);
	p = SAFE_MMAP(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	p[0] = 1;
	SAFE_MSYNC(p, 4096, MS_SYNC);
	SAFE_MLOCK(p, 4096);
	SAFE_MINCORE(p, 4096, vec);
	CHECK(vec[0] & 1);
	SAFE_MUNLOCK(p, 4096);
	SAFE_MPROTECT(p, 4096, PROT_READ);
	SAFE_MUNMAP(p, 4096);
}

static void t_ids(int fail)
{
	gid_t groups[64];
	int n;

	if (fail)
		AT(SAFE_GETGRNAM("ltk_no_such_group"));
	SAFE_SETREUID(-1, geteuid());
	SAFE_SETREGID(-1, getegid());
	SAFE_SETRESUID(-1, -1, -1);
	SAFE_SETRESGID(-1, -1, -1);
	n = SAFE_GETGROUPS(64, groups);
	if (!geteuid())
		SAFE_SETGROUPS(n, groups);
	CHECK(SAFE_GETGRGID(0)->gr_gid == 0);
	CHECK(SAFE_GETGRNAM("root")->gr_gid == 0);
	CHECK(SAFE_GETGRNAM_FALLBACK("ltk_no_such_group", "root")->gr_gid == 0);
	CHECK(SAFE_GETPGID(0) == getpgrp());
}

static void t_proc(int fail)
{
	struct sysinfo si;
	int status, pfd;
	pid_t pid;

	if (fail)
		AT(SAFE_SETPGID(-1, 0));
	SAFE_SYSINFO(&si);
	CHECK(si.totalram > 0);
	SAFE_GETPRIORITY(PRIO_PROCESS, 0);
	CHECK(SAFE_PRCTL(PR_GET_DUMPABLE, 0, 0, 0, 0) >= 0);
	CHECK(SAFE_PERSONALITY(0xffffffff) >= 0);
	SAFE_SETENV("LTK_SAFE_ENV", "v", 1);
	CHECK(!strcmp(getenv("LTK_SAFE_ENV"), "v"));

	pid = fork();
	if (!pid) {
		SAFE_SETSID();
		if (!geteuid())
			SAFE_UNSHARE(CLONE_NEWUTS);
		SAFE_EXECLP("sh", "sh", "-c", "exit 7", NULL);
	}
	pfd = SAFE_PIDFD_OPEN(pid, 0);
	SAFE_WAITPID(pid, &status, 0);
	CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 7);
	SAFE_CLOSE(pfd);

	pid = fork();
	if (!pid) {
		char *argv[] = { "true", NULL };

		SAFE_EXECVP("true", argv);
	}
	SAFE_WAITPID(pid, &status, 0);
	CHECK(WIFEXITED(status) && !WEXITSTATUS(status));
}

static void t_execl(int fail)
{
	AT(SAFE_EXECL("/nonexistent/prog", "prog", "arg", NULL));
}

static void t_setns(int fail)
{
	AT(SAFE_SETNS(-1, 0));
}

static volatile int got_sig;

static void on_sig(int sig)
{
	got_sig = sig;
}

static void t_signals(int fail)
{
	struct sigaction sa = { .sa_handler = on_sig };
	sigset_t set, old;
	int sig = 0;

	if (fail)
		AT(SAFE_SIGACTION(SIGKILL, &sa, NULL));
	SAFE_SIGNAL(SIGUSR1, on_sig);
	raise(SIGUSR1);
	CHECK(got_sig == SIGUSR1);
	SAFE_SIGACTION(SIGUSR2, &sa, NULL);
	SAFE_SIGEMPTYSET(&set);
	SAFE_SIGFILLSET(&set);
	SAFE_SIGDELSET(&set, SIGUSR2);
	SAFE_SIGEMPTYSET(&set);
	SAFE_SIGADDSET(&set, SIGUSR2);
	SAFE_SIGPROCMASK(SIG_BLOCK, &set, &old);
	raise(SIGUSR2);
	SAFE_SIGWAIT(&set, &sig);
	CHECK(sig == SIGUSR2);
	SAFE_SIGPROCMASK(SIG_SETMASK, &old, NULL);
}

static void t_xattr(int fail)
{
	char val[8] = "";
	int fd;

	if (fail)
		AT(SAFE_GETXATTR("x", "user.ltk_missing", val, sizeof(val)));
	SAFE_TOUCH("x", 0644, NULL);
	SAFE_SETXATTR("x", "user.a", "1", 1, 0);
	CHECK(SAFE_GETXATTR("x", "user.a", val, sizeof(val)) == 1 && val[0] == '1');
	SAFE_LSETXATTR("x", "user.b", "2", 1, 0);
	fd = SAFE_OPEN("x", O_RDONLY);
	SAFE_FSETXATTR(fd, "user.c", "3", 1, 0);
	SAFE_FREMOVEXATTR(fd, "user.c");
	SAFE_CLOSE(fd);
	SAFE_LREMOVEXATTR("x", "user.b");
	SAFE_REMOVEXATTR("x", "user.a");
}

static void t_strings(int fail)
{
	char f[] = "2.5", bad[] = "2.5x";
	int a = 0, b = 0;

	if (fail)
		AT(SAFE_SSCANF("1 x", "%d %d", &a, &b));
	CHECK(SAFE_STRTOF(f, 0, 3) == 2.5f);
	CHECK(SAFE_SSCANF("3 4", "%d %d", &a, &b) == 2 && a == 3 && b == 4);
	(void)bad;
}

static void t_strtof(int fail)
{
	char bad[] = "2.5x";

	AT(SAFE_STRTOF(bad, 0, 3));
}

static void t_pty(int fail)
{
	struct pollfd pfd;
	int m;

	if (fail)
		AT(SAFE_PTSNAME(-1));
	m = SAFE_OPEN("/dev/ptmx", O_RDWR | O_NOCTTY);
	CHECK(!strncmp(SAFE_PTSNAME(m), "/dev/pts/", 9));
	pfd = (struct pollfd){ .fd = m, .events = POLLOUT };
	CHECK(SAFE_POLL(&pfd, 1, 0) >= 0);
	SAFE_CLOSE(m);
}

static void t_stdio(int fail)
{
	char buf[8] = "";
	FILE *f;

	if (fail)
		AT(SAFE_FREAD(buf, 1, 8, SAFE_FOPEN("/dev/null", "r")));
	f = SAFE_FOPEN("s", "w+");
	CHECK(SAFE_FWRITE("hello", 1, 5, f) == 5);
	SAFE_FFLUSH(f);
	CHECK(SAFE_FTELL(f) == 5);
	SAFE_FSEEK(f, 1, SEEK_SET);
	CHECK(SAFE_FREAD(buf, 1, 4, f) == 4 && !strcmp(buf, "ello"));
	CHECK(SAFE_FILENO(f) >= 0);
	f = SAFE_FREOPEN("s", "r", f);
	SAFE_FCLOSE(f);
}

static void t_file_ops(int fail)
{
	char buf[64];
	long v;

	if (fail)
		AT(SAFE_READ_MEMINFO("LtkNoSuchField:"));
	SAFE_FILE_PRINTF("fo", "line1\nKey: 17\n");
	CHECK(SAFE_FILE_READ_STR("fo", buf, sizeof(buf)) == 14 && !strcmp(buf, "line1\nKey: 17\n"));
	CHECK(SAFE_FILE_READ_STR("fo", buf, 4) == 3 && !strcmp(buf, "lin"));
	SAFE_FILE_LINES_SCANF("fo", "Key: %ld", &v);
	CHECK(v == 17);
	CHECK(FILE_LINES_SCANF("fo", "Nope: %ld", &v) == 1);
	CHECK(SAFE_READ_MEMINFO("MemTotal:") > 0);
	CHECK(SAFE_READ_PROC_STATUS(getpid(), "Pid:") == getpid());
	SAFE_TRY_FILE_PRINTF("/nonexistent/ltk", "%d", 1);
	SAFE_TRY_FILE_PRINTF("fo", "%d", 2);
	SAFE_FILE_SCANF("fo", "%ld", &v);
	CHECK(v == 2);
	SAFE_CP("fo", "fo2");
}

static void t_overlay(int fail)
{
	if (geteuid()) {
		printf("overlay needs root\n");
		return;
	}
	SAFE_MOUNT_OVERLAY();
	SAFE_FILE_PRINTF(OVL_MNT "/new", "x");
	SAFE_ACCESS(OVL_UPPER "/new", F_OK);
	SAFE_UMOUNT(OVL_MNT);
}

static void t_mount2(int fail)
{
	AT(SAFE_MOUNT2("none", ".", "tmpfs", MS_REMOUNT, NULL, 0, 1));
}

static void t_file_at(int fail)
{
	char buf[16];
	struct stat st;
	int dfd, fd;

	SAFE_MKDIR("at", 0755);
	dfd = SAFE_OPEN("at", O_DIRECTORY);
	if (fail)
		AT(SAFE_OPENAT(dfd, "missing", O_RDONLY));
	fd = SAFE_OPENAT(dfd, "k", O_CREAT | O_WRONLY, 0644);
	SAFE_CLOSE(fd);
	CHECK(fd == -1);
	CHECK(SAFE_FILE_PRINTFAT(dfd, "k", "%d", 42) == 2);
	CHECK(SAFE_FILE_READAT(dfd, "k", buf, sizeof(buf)) == 2 && !strcmp(buf, "42"));
	SAFE_FSTATAT(dfd, "k", &st, 0);
	CHECK(st.st_size == 2);
	SAFE_FCHOWNAT(dfd, "k", getuid(), getgid(), 0);
	SAFE_UNLINKAT(dfd, "k", 0);
	SAFE_CLOSE(dfd);
}

static void t_net(int fail)
{
	struct sockaddr_in addr = {
		.sin_family = AF_INET,
		.sin_addr.s_addr = htonl(INADDR_LOOPBACK),
	};
	socklen_t len = sizeof(addr);
	struct addrinfo *ai;
	char host[256], buf[8];
	int srv, cli, acc, sv[2], val = 0;
	struct msghdr msg = { 0 };
	struct iovec iov;

	if (fail)
		AT(SAFE_CONNECT(SAFE_SOCKET(AF_INET, SOCK_STREAM, 0), (struct sockaddr *)&addr,
				sizeof(addr)));
	srv = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	SAFE_SETSOCKOPT_INT(srv, SOL_SOCKET, SO_REUSEADDR, 1);
	len = sizeof(val);
	SAFE_GETSOCKOPT(srv, SOL_SOCKET, SO_REUSEADDR, &val, &len);
	CHECK(val == 1);
	SAFE_BIND(srv, (struct sockaddr *)&addr, sizeof(addr));
	SAFE_LISTEN(srv, 1);
	len = sizeof(addr);
	SAFE_GETSOCKNAME(srv, (struct sockaddr *)&addr, &len);
	cli = SAFE_SOCKET(AF_INET, SOCK_STREAM, 0);
	SAFE_CONNECT(cli, (struct sockaddr *)&addr, sizeof(addr));
	acc = SAFE_ACCEPT(srv, NULL, NULL);
	SAFE_SEND(1, cli, "ping", 4, 0);
	CHECK(SAFE_RECV(4, acc, buf, sizeof(buf), 0) == 4);
	SAFE_SENDTO(1, acc, "pong", 4, 0, NULL, 0);
	iov = (struct iovec){ buf, sizeof(buf) };
	msg.msg_iov = &iov;
	msg.msg_iovlen = 1;
	CHECK(SAFE_RECVMSG(4, cli, &msg, 0) == 4 && !memcmp(buf, "pong", 4));
	iov = (struct iovec){ "abc", 3 };
	SAFE_SENDMSG(3, cli, &msg, 0);
	SAFE_CLOSE(acc);
	SAFE_CLOSE(cli);
	SAFE_CLOSE(srv);
	SAFE_SOCKETPAIR(AF_UNIX, SOCK_STREAM, 0, sv);
	SAFE_CLOSE(sv[0]);
	SAFE_CLOSE(sv[1]);
	SAFE_GETHOSTNAME(host, sizeof(host));
	SAFE_GETADDRINFO("127.0.0.1", "80", NULL, &ai);
	freeaddrinfo(ai);
}

/* A protocol family that the kernel lacks is TCONF, not TBROK. */
static void t_socket_conf(int fail)
{
	AT(SAFE_SOCKET(AF_MAX - 1 > 45 ? 45 : AF_MAX - 1, SOCK_STREAM, 0));
}

static void *thread_fn(void *arg)
{
	return arg;
}

static void t_pthread(int fail)
{
	pthread_mutexattr_t attr;
	pthread_mutex_t mutex;
	pthread_barrier_t barrier;
	struct timespec ts;
	pthread_t th;
	void *ret;

	if (fail)
		AT(SAFE_PTHREAD_BARRIER_INIT(&barrier, NULL, 0));
	SAFE_PTHREAD_CREATE(&th, NULL, thread_fn, (void *)7);
	SAFE_PTHREAD_JOIN(th, &ret);
	CHECK(ret == (void *)7);
	SAFE_PTHREAD_MUTEXATTR_INIT(&attr);
	SAFE_PTHREAD_MUTEXATTR_SETTYPE(&attr, PTHREAD_MUTEX_NORMAL);
	SAFE_PTHREAD_MUTEX_INIT(&mutex, &attr);
	SAFE_PTHREAD_MUTEX_LOCK(&mutex);
	CHECK(SAFE_PTHREAD_MUTEX_TRYLOCK(&mutex) == EBUSY);
	SAFE_CLOCK_GETTIME(CLOCK_REALTIME, &ts);
	CHECK(SAFE_PTHREAD_MUTEX_TIMEDLOCK(&mutex, &ts) == ETIMEDOUT);
	SAFE_PTHREAD_MUTEX_UNLOCK(&mutex);
	SAFE_PTHREAD_MUTEX_DESTROY(&mutex);
	SAFE_PTHREAD_MUTEXATTR_DESTROY(&attr);
	SAFE_PTHREAD_BARRIER_INIT(&barrier, NULL, 1);
	SAFE_PTHREAD_BARRIER_WAIT(&barrier);
	SAFE_PTHREAD_BARRIER_DESTROY(&barrier);
	SAFE_PTHREAD_KILL(pthread_self(), 0);
	SAFE_PTHREAD_CREATE(&th, NULL, thread_fn, NULL);
	SAFE_PTHREAD_JOIN(th, NULL);
}

static void t_sysv(int fail)
{
	struct { long type; char text[4]; } msg = { 1, "abc" };
	union { int val; struct semid_ds *buf; } arg = { .val = 1 };
	struct sembuf op = { 0, -1, 0 };
	int q, shm, sem;
	char *p;

	if (fail)
		AT(SAFE_MSGCTL(-1, IPC_STAT, NULL));
	q = SAFE_MSGGET(IPC_PRIVATE, IPC_CREAT | 0600);
	SAFE_MSGSND(q, &msg, 4, 0);
	CHECK(SAFE_MSGRCV(q, &msg, 4, 1, 0) == 4);
	SAFE_MSGCTL(q, IPC_RMID, NULL);
	shm = SAFE_SHMGET(IPC_PRIVATE, 4096, IPC_CREAT | 0600);
	p = SAFE_SHMAT(shm, NULL, 0);
	p[0] = 1;
	SAFE_SHMDT(p);
	SAFE_SHMCTL(shm, IPC_RMID, NULL);
	sem = SAFE_SEMGET(IPC_PRIVATE, 1, IPC_CREAT | 0600);
	SAFE_SEMCTL(sem, 0, SETVAL, arg);
	SAFE_SEMOP(sem, &op, 1);
	CHECK(SAFE_SEMCTL(sem, 0, GETVAL) == 0);
	SAFE_SEMCTL(sem, 0, IPC_RMID);
}

static void t_mq(int fail)
{
	struct mq_attr attr = { .mq_maxmsg = 1, .mq_msgsize = 8 };
	char name[64];
	mqd_t q;

	if (fail)
		AT(SAFE_MQ_UNLINK("/ltk_no_such_queue"));
	snprintf(name, sizeof(name), "/ltk_safe_%d", getpid());
	q = SAFE_MQ_OPEN(name, O_CREAT | O_RDWR, 0600, &attr);
	SAFE_MQ_SEND(q, "m", 1, 0);
	SAFE_MQ_NOTIFY(q, NULL);
	SAFE_MQ_CLOSE(q);
	SAFE_MQ_UNLINK(name);
}

static void t_clocks(int fail)
{
	struct itimerspec its = { .it_value = { 100, 0 } }, cur;
	struct timespec ts = { 0, 1000 };
	timer_t timer;
	int fd;

	if (fail)
		AT(SAFE_CLOCK_GETRES((clockid_t)-100, &ts));
	SAFE_CLOCK_GETRES(CLOCK_MONOTONIC, &ts);
	SAFE_CLOCK_NANOSLEEP(CLOCK_MONOTONIC, 0, &ts, NULL);
	SAFE_TIMER_CREATE(CLOCK_MONOTONIC, NULL, &timer);
	SAFE_TIMER_SETTIME(timer, 0, &its, NULL);
	SAFE_TIMER_GETTIME(timer, &cur);
	CHECK(cur.it_value.tv_sec > 0);
	SAFE_TIMER_DELETE(timer);
	fd = SAFE_TIMERFD_CREATE(CLOCK_MONOTONIC, TFD_CLOEXEC);
	SAFE_TIMERFD_SETTIME(fd, 0, &its, NULL);
	SAFE_TIMERFD_GETTIME(fd, &cur);
	CHECK(cur.it_value.tv_sec > 0);
	SAFE_CLOSE(fd);
}

static void t_settime(int fail)
{
	struct timespec ts = { 0, 0 };

	AT(SAFE_CLOCK_SETTIME(CLOCK_MONOTONIC, &ts));
}

/* CLOCK_PROCESS_CPUTIME_ID has no timerfd: TCONF. */
static void t_timerfd_conf(int fail)
{
	AT(SAFE_TIMERFD_CREATE(CLOCK_PROCESS_CPUTIME_ID, 0));
}

static void t_epoll(int fail)
{
	struct epoll_event ev = { .events = EPOLLIN }, out;
	int ep, fds[2];

	if (fail)
		AT(SAFE_EPOLL_CTL(-1, EPOLL_CTL_ADD, 0, &ev));
	SAFE_PIPE(fds);
	ep = SAFE_EPOLL_CREATE1(EPOLL_CLOEXEC);
	SAFE_EPOLL_CTL(ep, EPOLL_CTL_ADD, fds[0], &ev);
	SAFE_WRITE(SAFE_WRITE_ALL, fds[1], "e", 1);
	CHECK(SAFE_EPOLL_WAIT(ep, &out, 1, 1000) == 1);
	SAFE_CLOSE(ep);
	SAFE_CLOSE(fds[0]);
	SAFE_CLOSE(fds[1]);
}

static void t_lapi(int fail)
{
	struct statx stx;
	int fds[2], fd;

	if (fail)
		AT(SAFE_STATX(AT_FDCWD, "/nonexistent", 0, STATX_BASIC_STATS, &stx));
	SAFE_FILE_PRINTF("sp", "splice");
	fd = SAFE_OPEN("sp", O_RDONLY);
	SAFE_PIPE(fds);
	CHECK(SAFE_SPLICE(fd, NULL, fds[1], NULL, 6, 0) == 6);
	SAFE_STATX(AT_FDCWD, "sp", 0, STATX_BASIC_STATS, &stx);
	CHECK(stx.stx_size == 6);
	SAFE_FCHMODAT2(AT_FDCWD, "sp", 0600, 0);
	SAFE_CLOSE(fd);
	SAFE_CLOSE(fds[0]);
	SAFE_CLOSE(fds[1]);
}

static const struct tcase {
	const char *name;
	void (*fn)(int fail);
	int fail_only;
} tcases[] = {
	{"fd", t_fd, 0}, {"fcntl", t_fcntl, 1}, {"ioctl", t_ioctl, 0}, {"paths", t_paths, 0},
	{"mem", t_mem, 0}, {"ids", t_ids, 0}, {"proc", t_proc, 0}, {"execl", t_execl, 1},
	{"setns", t_setns, 1}, {"signals", t_signals, 0}, {"xattr", t_xattr, 0},
	{"strings", t_strings, 0}, {"strtof", t_strtof, 1}, {"pty", t_pty, 0},
	{"stdio", t_stdio, 0}, {"file_ops", t_file_ops, 0}, {"overlay", t_overlay, 0},
	{"mount2", t_mount2, 1}, {"file_at", t_file_at, 0}, {"net", t_net, 0},
	{"socket_conf", t_socket_conf, 1}, {"pthread", t_pthread, 0}, {"sysv", t_sysv, 0},
	{"mq", t_mq, 0}, {"clocks", t_clocks, 0}, {"settime", t_settime, 1},
	{"timerfd_conf", t_timerfd_conf, 1}, {"epoll", t_epoll, 0}, {"lapi", t_lapi, 0},
};

int main(int argc, char *argv[])
{
	size_t i;

	if (argc < 2) {
		fprintf(stderr, "usage: %s all | NAME fail\n", argv[0]);
		return 1;
	}
	if (!mkdtemp(tmpdir) || chdir(tmpdir)) {
		perror(tmpdir);
		return 1;
	}
	/* Breaks exit through exit(), so the scratch directory goes either way. */
	atexit(remove_tmpdir);

	for (i = 0; i < ARRAY_SIZE(tcases); i++) {
		if (strcmp(argv[1], "all") && strcmp(argv[1], tcases[i].name))
			continue;
		if (!strcmp(argv[1], "all")) {
			if (tcases[i].fail_only)
				continue;
			tcases[i].fn(0);
			printf("%s ok\n", tcases[i].name);
			continue;
		}
		tcases[i].fn(1);
		printf("%s did not break\n", tcases[i].name);
		return 1;
	}
	printf("%d check(s) failed\n", failures);
	return failures ? 1 : 0;
}
