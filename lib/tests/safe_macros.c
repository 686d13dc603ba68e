// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Legacy SAFE_* macros of safe_macros.h, safe_stdio.h and safe_file_ops.h, one table row
 * per macro: "safe_macros NAME fail" makes the call fail (the .t checks the TBROK line,
 * the caller's file:line, the errno name and that cleanup ran once); "safe_macros all"
 * runs every row's success path. Extra rows exercise len_strict, SAFE_WRITE options,
 * SAFE_STRTOL rules, file scanf/printf, SAFE_TOUCH and a break inside cleanup.
 */
#include <limits.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include "test.h"
#include "safe_macros.h"
#include "safe_stdio.h"
#include "safe_net.h"

char *TCID = "safe_macros";
int TST_TOTAL = 1;

static int case_line;		/* line of the failing call, printed by cleanup */
static int nested;		/* cleanup runs a failing SAFE_* itself */
static struct rlimit saved_nofile;
static int nofile_lowered;

/* Remember the line of the call that is expected to break. */
#define AT(call) do { case_line = __LINE__; call; } while (0)

#define CHECK(cond) do { \
	if (!(cond)) \
		tst_resm(TFAIL, "%s:%d: check failed: %s", __FILE__, __LINE__, #cond); \
} while (0)

static void cleanup(void)
{
	if (nofile_lowered)
		setrlimit(RLIMIT_NOFILE, &saved_nofile);
	tst_resm(TINFO, "cleanup ran, case line %d", case_line);
	if (nested) {
		SAFE_UNLINK(NULL, "/nonexistent/ltk-nested");
		tst_resm(TINFO, "cleanup continued after nested break");
	}
	tst_rmdir();
}

static void make_file(const char *path, const char *text)
{
	int fd = SAFE_OPEN(cleanup, path, O_CREAT | O_WRONLY | O_TRUNC, 0644);

	SAFE_WRITE(cleanup, 1, fd, text, strlen(text));
	SAFE_CLOSE(cleanup, fd);
}

static void t_basename(int fail)
{
	char path[] = "/a/b/c";

	CHECK(!strcmp(SAFE_BASENAME(cleanup, path), "c"));
}

static void t_dirname(int fail)
{
	char path[] = "/a/b/c";

	CHECK(!strcmp(SAFE_DIRNAME(cleanup, path), "/a/b"));
}

static void t_chdir(int fail)
{
	if (fail)
		AT(SAFE_CHDIR(cleanup, "/nonexistent"));
	SAFE_MKDIR(cleanup, "cd", 0755);
	SAFE_CHDIR(cleanup, "cd");
	SAFE_CHDIR(cleanup, "..");
	SAFE_RMDIR(cleanup, "cd");
}

static void t_close(int fail)
{
	if (fail)
		AT(SAFE_CLOSE(cleanup, -1));
	SAFE_CLOSE(cleanup, SAFE_OPEN(cleanup, ".", O_RDONLY));
}

static void t_creat(int fail)
{
	if (fail)
		AT(SAFE_CREAT(cleanup, "/nonexistent/f", 0644));
	SAFE_CLOSE(cleanup, SAFE_CREAT(cleanup, "creat", 0644));
	SAFE_UNLINK(cleanup, "creat");
}

static void t_getcwd(int fail)
{
	char buf[PATH_MAX];

	if (fail)
		AT(SAFE_GETCWD(cleanup, buf, 1));
	CHECK(SAFE_GETCWD(cleanup, buf, sizeof(buf)) == buf);
}

static void t_getpwnam(int fail)
{
	if (fail)
		AT(SAFE_GETPWNAM(cleanup, "ltk_no_such_user"));
	CHECK(SAFE_GETPWNAM(cleanup, "root")->pw_uid == 0);
}

static void t_getrusage(int fail)
{
	struct rusage ru;

	if (fail)
		AT(SAFE_GETRUSAGE(cleanup, 12345, &ru));
	SAFE_GETRUSAGE(cleanup, RUSAGE_SELF, &ru);
}

static void t_malloc(int fail)
{
	if (fail)
		AT(SAFE_MALLOC(cleanup, SIZE_MAX / 2));
	free(SAFE_MALLOC(cleanup, 16));
}

static void t_mkdir(int fail)
{
	if (fail)
		AT(SAFE_MKDIR(cleanup, "/nonexistent/d", 0755));
	SAFE_MKDIR(cleanup, "d", 0755);
	SAFE_RMDIR(cleanup, "d");
}

static void t_rmdir(int fail)
{
	if (fail)
		AT(SAFE_RMDIR(cleanup, "/nonexistent"));
	SAFE_MKDIR(cleanup, "d", 0755);
	SAFE_RMDIR(cleanup, "d");
}

static void t_munmap(int fail)
{
	void *p;

	if (fail)
		AT(SAFE_MUNMAP(cleanup, (void *)1, 4096));
	p = SAFE_MMAP(cleanup, NULL, 4096, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	SAFE_MUNMAP(cleanup, p, 4096);
}

static void t_mmap(int fail)
{
	if (fail)
		AT(SAFE_MMAP(cleanup, NULL, 0, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0));
	t_munmap(0);
}

static void t_open(int fail)
{
	if (fail)
		AT(SAFE_OPEN(cleanup, "/nonexistent", O_RDONLY));
	SAFE_CLOSE(cleanup, SAFE_OPEN(cleanup, "o", O_CREAT | O_RDWR, 0600));
	SAFE_UNLINK(cleanup, "o");
}

static void t_pipe(int fail)
{
	struct rlimit low;
	int fds[2];

	if (fail) {
		SAFE_GETRLIMIT(cleanup, RLIMIT_NOFILE, &saved_nofile);
		low = saved_nofile;
		low.rlim_cur = 3;
		nofile_lowered = 1;
		SAFE_SETRLIMIT(cleanup, RLIMIT_NOFILE, &low);
		AT(SAFE_PIPE(cleanup, fds));
	}
	SAFE_PIPE(cleanup, fds);
	SAFE_CLOSE(cleanup, fds[0]);
	SAFE_CLOSE(cleanup, fds[1]);
}

static void t_read(int fail)
{
	char buf[16];
	int fd;

	if (fail)
		AT(SAFE_READ(cleanup, 0, -1, buf, sizeof(buf)));
	make_file("r", "abcd");
	fd = SAFE_OPEN(cleanup, "r", O_RDONLY);
	CHECK(SAFE_READ(cleanup, 0, fd, buf, sizeof(buf)) == 4);
	SAFE_CLOSE(cleanup, fd);
}

/* len_strict: a short read is a failure. */
static void t_read_short(int fail)
{
	char buf[16];
	int fd;

	make_file("r", "abcd");
	fd = SAFE_OPEN(cleanup, "r", O_RDONLY);
	if (fail)
		AT(SAFE_READ(cleanup, 1, fd, buf, 10));
	CHECK(SAFE_READ(cleanup, 1, fd, buf, 4) == 4);
	SAFE_CLOSE(cleanup, fd);
}

static void t_pread(int fail)
{
	char buf[4];
	int fd;

	if (fail)
		AT(SAFE_PREAD(cleanup, 1, -1, buf, 2, 0));
	make_file("r", "abcd");
	fd = SAFE_OPEN(cleanup, "r", O_RDONLY);
	CHECK(SAFE_PREAD(cleanup, 1, fd, buf, 2, 2) == 2 && buf[0] == 'c');
	SAFE_CLOSE(cleanup, fd);
}

static void t_write(int fail)
{
	int fd;

	if (fail)
		AT(SAFE_WRITE(cleanup, 1, -1, "x", 1));
	fd = SAFE_OPEN(cleanup, "w", O_CREAT | O_WRONLY, 0644);
	CHECK(SAFE_WRITE(cleanup, 1, fd, "xyz", 3) == 3);
	CHECK(SAFE_WRITE(cleanup, SAFE_WRITE_RETRY, fd, "xyz", 3) == 3);
	SAFE_CLOSE(cleanup, fd);
}

/* A non-blocking pipe of one page takes only part of two pages. */
static int small_pipe(int fds[2])
{
	SAFE_PIPE(cleanup, fds);
	fcntl(fds[1], F_SETPIPE_SZ, 4096);
	fcntl(fds[1], F_SETFL, O_NONBLOCK);
	return fcntl(fds[1], F_GETPIPE_SZ);
}

static char big[8192];

static void t_write_any(int fail)
{
	int fds[2];
	int size = small_pipe(fds);

	CHECK(SAFE_WRITE(cleanup, SAFE_WRITE_ANY, fds[1], big, sizeof(big)) == size);
}

static void t_write_all(int fail)
{
	int fds[2];

	small_pipe(fds);
	AT(SAFE_WRITE(cleanup, SAFE_WRITE_ALL, fds[1], big, sizeof(big)));
}

/* RETRY writes on after the short write, and so meets EAGAIN on the full pipe. */
static void t_write_retry(int fail)
{
	int fds[2];

	small_pipe(fds);
	AT(SAFE_WRITE(cleanup, SAFE_WRITE_RETRY, fds[1], big, sizeof(big)));
}

static void t_pwrite(int fail)
{
	int fd;

	if (fail)
		AT(SAFE_PWRITE(cleanup, 1, -1, "x", 1, 0));
	fd = SAFE_OPEN(cleanup, "w", O_CREAT | O_WRONLY, 0644);
	CHECK(SAFE_PWRITE(cleanup, 1, fd, "xyz", 3, 10) == 3);
	SAFE_CLOSE(cleanup, fd);
}

static void t_setegid(int fail)
{
	if (fail)
		AT(SAFE_SETEGID(cleanup, (gid_t)-1));
	SAFE_SETEGID(cleanup, getegid());
}

static void t_seteuid(int fail)
{
	if (fail)
		AT(SAFE_SETEUID(cleanup, (uid_t)-1));
	SAFE_SETEUID(cleanup, geteuid());
}

static void t_setgid(int fail)
{
	if (fail)
		AT(SAFE_SETGID(cleanup, (gid_t)-1));
	SAFE_SETGID(cleanup, getgid());
}

static void t_setuid(int fail)
{
	if (fail)
		AT(SAFE_SETUID(cleanup, (uid_t)-1));
	SAFE_SETUID(cleanup, getuid());
}

static void t_getresuid(int fail)
{
	uid_t r, e, s;

	if (fail)
		AT(SAFE_GETRESUID(cleanup, (uid_t *)1, &e, &s));
	SAFE_GETRESUID(cleanup, &r, &e, &s);
	CHECK(r == getuid() && e == geteuid());
}

static void t_getresgid(int fail)
{
	gid_t r, e, s;

	if (fail)
		AT(SAFE_GETRESGID(cleanup, (gid_t *)1, &e, &s));
	SAFE_GETRESGID(cleanup, &r, &e, &s);
	CHECK(r == getgid() && e == getegid());
}

static void t_unlink(int fail)
{
	if (fail)
		AT(SAFE_UNLINK(cleanup, "/nonexistent"));
	make_file("u", "");
	SAFE_UNLINK(cleanup, "u");
}

static void t_link(int fail)
{
	if (fail)
		AT(SAFE_LINK(cleanup, "/nonexistent", "l"));
	make_file("u", "");
	SAFE_LINK(cleanup, "u", "l");
	SAFE_UNLINK(cleanup, "l");
}

static void t_symlink(int fail)
{
	struct stat st;

	if (fail)
		AT(SAFE_SYMLINK(cleanup, "u", "/nonexistent/s"));
	SAFE_SYMLINK(cleanup, "u", "s");
	SAFE_LSTAT(cleanup, "s", &st);
	CHECK(S_ISLNK(st.st_mode));
	SAFE_UNLINK(cleanup, "s");
}

static void t_strtol(int fail)
{
	char ok[] = "12", nl[] = "-7\n", bad[] = "12abc";

	if (fail)
		AT(SAFE_STRTOL(cleanup, bad, 0, 100));
	CHECK(SAFE_STRTOL(cleanup, ok, 0, 100) == 12);
	CHECK(SAFE_STRTOL(cleanup, nl, -10, 10) == -7);
}

static void t_strtol_range(int fail)
{
	char big_str[] = "1000";

	AT(SAFE_STRTOL(cleanup, big_str, 0, 100));
}

static void t_strtol_overflow(int fail)
{
	char huge[] = "99999999999999999999999";

	AT(SAFE_STRTOL(cleanup, huge, LONG_MIN, LONG_MAX));
}

static void t_strtoul(int fail)
{
	char ok[] = "42", neg[] = "-1";

	if (fail)
		AT(SAFE_STRTOUL(cleanup, neg, 0, ULONG_MAX));
	CHECK(SAFE_STRTOUL(cleanup, ok, 0, 100) == 42);
}

static void t_strtoul_range(int fail)
{
	char s[] = "5";

	AT(SAFE_STRTOUL(cleanup, s, 10, 20));
}

static void t_sysconf(int fail)
{
	if (fail)
		AT(SAFE_SYSCONF(cleanup, -1));
	CHECK(SAFE_SYSCONF(cleanup, _SC_PAGESIZE) > 0);
}

static void t_chmod(int fail)
{
	struct stat st;

	if (fail)
		AT(SAFE_CHMOD(cleanup, "/nonexistent", 0644));
	make_file("m", "");
	SAFE_CHMOD(cleanup, "m", 0604);
	SAFE_STAT(cleanup, "m", &st);
	CHECK((st.st_mode & 07777) == 0604);
}

static void t_fchmod(int fail)
{
	int fd;

	if (fail)
		AT(SAFE_FCHMOD(cleanup, -1, 0644));
	fd = SAFE_OPEN(cleanup, "m", O_CREAT | O_RDONLY, 0644);
	SAFE_FCHMOD(cleanup, fd, 0600);
	SAFE_CLOSE(cleanup, fd);
}

static void t_chown(int fail)
{
	if (fail)
		AT(SAFE_CHOWN(cleanup, "/nonexistent", 0, 0));
	make_file("o", "");
	SAFE_CHOWN(cleanup, "o", getuid(), getgid());
}

static void t_fchown(int fail)
{
	int fd;

	if (fail)
		AT(SAFE_FCHOWN(cleanup, -1, 0, 0));
	fd = SAFE_OPEN(cleanup, "o", O_CREAT | O_RDONLY, 0644);
	SAFE_FCHOWN(cleanup, fd, getuid(), getgid());
	SAFE_CLOSE(cleanup, fd);
}

static void t_wait(int fail)
{
	int status;
	pid_t pid;

	if (fail)
		AT(SAFE_WAIT(cleanup, &status));
	pid = tst_fork();
	if (!pid)
		_exit(3);
	CHECK(SAFE_WAIT(cleanup, &status) == pid && WEXITSTATUS(status) == 3);
}

static void t_waitpid(int fail)
{
	int status;
	pid_t pid;

	if (fail)
		AT(SAFE_WAITPID(cleanup, -1, &status, 0));
	pid = tst_fork();
	if (!pid)
		_exit(4);
	CHECK(SAFE_WAITPID(cleanup, pid, &status, 0) == pid && WEXITSTATUS(status) == 4);
}

static void t_kill(int fail)
{
	if (fail)
		AT(SAFE_KILL(cleanup, INT_MAX - 1, SIGTERM));
	SAFE_KILL(cleanup, getpid(), 0);
}

static void t_memalign(int fail)
{
	void *p;

	if (fail)
		AT(SAFE_MEMALIGN(cleanup, 64, SIZE_MAX / 2));
	p = SAFE_MEMALIGN(cleanup, 64, 128);
	CHECK(((uintptr_t)p & 63) == 0);
	free(p);
}

static void t_mkfifo(int fail)
{
	if (fail)
		AT(SAFE_MKFIFO(cleanup, "/nonexistent/f", 0644));
	SAFE_MKFIFO(cleanup, "fifo", 0644);
	SAFE_UNLINK(cleanup, "fifo");
}

static void t_rename(int fail)
{
	if (fail)
		AT(SAFE_RENAME(cleanup, "/nonexistent", "x"));
	make_file("a", "");
	SAFE_RENAME(cleanup, "a", "b");
	SAFE_UNLINK(cleanup, "b");
}

static void t_mount(int fail)
{
	if (fail)
		AT(SAFE_MOUNT(cleanup, "none", "/nonexistent", "tmpfs", 0, NULL));
	if (geteuid()) {
		tst_resm(TINFO, "mount needs root, success path skipped");
		return;
	}
	SAFE_MKDIR(cleanup, "mnt", 0755);
	SAFE_MOUNT(cleanup, "none", "mnt", "tmpfs", 0, "size=1m");
	SAFE_UMOUNT(cleanup, "mnt");
	SAFE_RMDIR(cleanup, "mnt");
}

/* A filesystem type nobody provides: TCONF, not TBROK. */
static void t_mount_nofs(int fail)
{
	SAFE_MKDIR(cleanup, "mnt", 0755);
	AT(SAFE_MOUNT(cleanup, "none", "mnt", "ltknofs", 0, NULL));
}

static void t_umount(int fail)
{
	if (fail) {
		SAFE_MKDIR(cleanup, "notmnt", 0755);
		AT(SAFE_UMOUNT(cleanup, "notmnt"));
	}
	t_mount(0);
}

static void t_ftruncate(int fail)
{
	struct stat st;
	int fd;

	if (fail)
		AT(SAFE_FTRUNCATE(cleanup, -1, 0));
	fd = SAFE_OPEN(cleanup, "t", O_CREAT | O_RDWR, 0644);
	SAFE_FTRUNCATE(cleanup, fd, 100);
	SAFE_FSTAT(cleanup, fd, &st);
	CHECK(st.st_size == 100);
	SAFE_CLOSE(cleanup, fd);
}

static void t_truncate(int fail)
{
	struct stat st;

	if (fail)
		AT(SAFE_TRUNCATE(cleanup, "/nonexistent", 0));
	make_file("t", "");
	SAFE_TRUNCATE(cleanup, "t", 200);
	SAFE_STAT(cleanup, "t", &st);
	CHECK(st.st_size == 200);
}

static void t_stat(int fail)
{
	struct stat st;

	if (fail)
		AT(SAFE_STAT(cleanup, "/nonexistent", &st));
	SAFE_STAT(cleanup, ".", &st);
	CHECK(S_ISDIR(st.st_mode));
}

static void t_fstat(int fail)
{
	struct stat st;

	if (fail)
		AT(SAFE_FSTAT(cleanup, -1, &st));
	SAFE_FSTAT(cleanup, 0, &st);
}

static void t_lstat(int fail)
{
	struct stat st;

	if (fail)
		AT(SAFE_LSTAT(cleanup, "/nonexistent", &st));
	SAFE_LSTAT(cleanup, ".", &st);
}

static void t_lseek(int fail)
{
	int fd;

	if (fail)
		AT(SAFE_LSEEK(cleanup, -1, 0, SEEK_SET));
	make_file("s", "0123456789");
	fd = SAFE_OPEN(cleanup, "s", O_RDONLY);
	CHECK(SAFE_LSEEK(cleanup, fd, 0, SEEK_END) == 10);
	SAFE_CLOSE(cleanup, fd);
}

static void t_getrlimit(int fail)
{
	struct rlimit rl;

	if (fail)
		AT(SAFE_GETRLIMIT(cleanup, 12345, &rl));
	SAFE_GETRLIMIT(cleanup, RLIMIT_NOFILE, &rl);
}

static void t_setrlimit(int fail)
{
	struct rlimit rl = { 1, 1 };

	if (fail)
		AT(SAFE_SETRLIMIT(cleanup, 12345, &rl));
	SAFE_GETRLIMIT(cleanup, RLIMIT_CORE, &rl);
	SAFE_SETRLIMIT(cleanup, RLIMIT_CORE, &rl);
}

static void t_opendir(int fail)
{
	if (fail)
		AT(SAFE_OPENDIR(cleanup, "/nonexistent"));
	SAFE_CLOSEDIR(cleanup, SAFE_OPENDIR(cleanup, "."));
}

/* Closing the descriptor under a DIR makes closedir()/readdir() fail with EBADF. */
static void t_closedir(int fail)
{
	DIR *d = SAFE_OPENDIR(cleanup, ".");

	if (fail) {
		close(dirfd(d));
		AT(SAFE_CLOSEDIR(cleanup, d));
	}
	SAFE_CLOSEDIR(cleanup, d);
}

static void t_readdir(int fail)
{
	DIR *d = SAFE_OPENDIR(cleanup, ".");
	int n = 0;

	if (fail) {
		close(dirfd(d));
		AT(SAFE_READDIR(cleanup, d));
	}
	while (SAFE_READDIR(cleanup, d))
		n++;
	CHECK(n >= 2);
	SAFE_CLOSEDIR(cleanup, d);
}

/* safe_stdio.h */
static void t_fopen(int fail)
{
	if (fail)
		AT(SAFE_FOPEN(cleanup, "/nonexistent", "r"));
	SAFE_FCLOSE(cleanup, SAFE_FOPEN(cleanup, "fo", "w"));
}

static void t_fclose(int fail)
{
	FILE *f = SAFE_FOPEN(cleanup, "fo", "r");

	if (fail) {
		close(fileno(f));
		AT(SAFE_FCLOSE(cleanup, f));
	}
	SAFE_FCLOSE(cleanup, f);
}

static void t_asprintf(int fail)
{
	char *s;

	CHECK(SAFE_ASPRINTF(cleanup, &s, "%d-%s", 7, "x") == 3 && !strcmp(s, "7-x"));
	free(s);
}

static void t_popen(int fail)
{
	char buf[8] = "";
	FILE *f;

	if (fail)
		AT(SAFE_POPEN(cleanup, "true", "x"));
	f = SAFE_POPEN(cleanup, "echo hi", "r");
	CHECK(fgets(buf, sizeof(buf), f) && !strcmp(buf, "hi\n"));
	pclose(f);
}

/* safe_file_ops.h */
static void t_file_scanf(int fail)
{
	int a = 0;
	char word[16];

	if (fail)
		AT(SAFE_FILE_SCANF(cleanup, "/nonexistent", "%d", &a));
	SAFE_FILE_PRINTF(cleanup, "sc", "%d %s\n", 42, "answer");
	SAFE_FILE_SCANF(cleanup, "sc", "%d %15s", &a, word);
	CHECK(a == 42 && !strcmp(word, "answer"));
	CHECK(FILE_SCANF("sc", "%d", &a) == 0);
}

static void t_file_scanf_mismatch(int fail)
{
	int a, b;

	SAFE_FILE_PRINTF(cleanup, "sc", "7 words");
	AT(SAFE_FILE_SCANF(cleanup, "sc", "%d %d", &a, &b));
}

static void t_file_printf(int fail)
{
	char buf[8];

	if (fail)
		AT(SAFE_FILE_PRINTF(cleanup, "/nonexistent/f", "%d", 1));
	SAFE_FILE_PRINTF(cleanup, "pr", "%s", "abc");
	SAFE_FILE_PRINTF(cleanup, "pr", "%s", "z");
	CHECK(SAFE_READ(cleanup, 0, SAFE_OPEN(cleanup, "pr", O_RDONLY), buf, 8) == 1);
}

/* The non-aborting forms warn and return 1. */
static void t_file_nonfatal(int fail)
{
	int a;

	CHECK(FILE_SCANF("/nonexistent", "%d", &a) == 1);
	CHECK(FILE_PRINTF("/nonexistent/f", "%d", 1) == 1);
	CHECK(FILE_PRINTF("np", "%d", 5) == 0);
	CHECK(FILE_LINES_SCANF(cleanup, "np", "nomatch %d", &a) == 1);
}

static void t_file_lines_scanf(int fail)
{
	long v = 0;

	SAFE_FILE_PRINTF(cleanup, "ls", "Alpha: 1\nBeta: 22 kB\nGamma: 3\n");
	if (fail)
		AT(SAFE_FILE_LINES_SCANF(cleanup, "ls", "Delta: %ld", &v));
	SAFE_FILE_LINES_SCANF(cleanup, "ls", "Beta: %ld", &v);
	CHECK(v == 22);
	CHECK(FILE_LINES_SCANF(cleanup, "ls", "Gamma: %ld", &v) == 0 && v == 3);
}

static void t_cp(int fail)
{
	char buf[16] = "";

	if (fail)
		AT(SAFE_CP(cleanup, "/nonexistent", "dst"));
	SAFE_FILE_PRINTF(cleanup, "src", "copied");
	SAFE_CP(cleanup, "src", "dst");
	SAFE_FILE_SCANF(cleanup, "dst", "%15s", buf);
	CHECK(!strcmp(buf, "copied"));
}

static void t_touch(int fail)
{
	struct timespec times[2] = { { 1000000000, 0 }, { 1200000000, 500 } };
	struct stat st;

	if (fail)
		AT(SAFE_TOUCH(cleanup, "/nonexistent/t", 0, NULL));
	umask(077);
	SAFE_TOUCH(cleanup, "touched", 0644, times);
	SAFE_STAT(cleanup, "touched", &st);
	CHECK((st.st_mode & 07777) == 0644);
	CHECK(st.st_atim.tv_sec == 1000000000 && st.st_mtim.tv_sec == 1200000000);
	CHECK(st.st_mtim.tv_nsec == 500);
	SAFE_TOUCH(cleanup, "touched", 0, NULL);
	SAFE_STAT(cleanup, "touched", &st);
	CHECK(st.st_mtim.tv_sec > 1200000000);
}

/* safe_net.h */
static void t_socket(int fail)
{
	if (fail)
		AT(SAFE_SOCKET(cleanup, AF_INET, 12345, 0));
	SAFE_CLOSE(cleanup, SAFE_SOCKET(cleanup, AF_INET, SOCK_DGRAM, 0));
}

static void t_net(int fail)
{
	struct sockaddr_in addr = { .sin_family = AF_INET };
	socklen_t len = sizeof(addr);
	int srv, cli, acc;
	char buf[4];

	addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	srv = SAFE_SOCKET(cleanup, AF_INET, SOCK_STREAM, 0);
	SAFE_BIND(cleanup, srv, (struct sockaddr *)&addr, sizeof(addr));
	SAFE_LISTEN(cleanup, srv, 1);
	SAFE_GETSOCKNAME(cleanup, srv, (struct sockaddr *)&addr, &len);
	if (fail)
		AT(SAFE_BIND(cleanup, SAFE_SOCKET(cleanup, AF_INET, SOCK_STREAM, 0),
			     (struct sockaddr *)&addr, sizeof(addr)));
	cli = SAFE_SOCKET(cleanup, AF_INET, SOCK_STREAM, 0);
	SAFE_CONNECT(cleanup, cli, (struct sockaddr *)&addr, sizeof(addr));
	acc = SAFE_ACCEPT(cleanup, srv, NULL, NULL);
	SAFE_SEND(cleanup, 1, cli, "abc", 3, 0);
	CHECK(SAFE_RECV(cleanup, 3, acc, buf, sizeof(buf), 0) == 3);
	SAFE_CLOSE(cleanup, acc);
	SAFE_CLOSE(cleanup, cli);
	SAFE_CLOSE(cleanup, srv);
}

/* A SAFE_* failing inside cleanup reports, returns, and the cleanup goes on. */
static void t_nested(int fail)
{
	nested = 1;
	AT(SAFE_OPEN(cleanup, "/nonexistent", O_RDONLY));
}

static const struct tcase {
	const char *name;
	void (*fn)(int fail);
	int ok_only;		/* no failure to provoke (or the row only fails) */
} tcases[] = {
	{"basename", t_basename, 1}, {"dirname", t_dirname, 1}, {"chdir", t_chdir, 0},
	{"close", t_close, 0}, {"creat", t_creat, 0}, {"getcwd", t_getcwd, 0},
	{"getpwnam", t_getpwnam, 0}, {"getrusage", t_getrusage, 0}, {"malloc", t_malloc, 0},
	{"mkdir", t_mkdir, 0}, {"rmdir", t_rmdir, 0}, {"munmap", t_munmap, 0},
	{"mmap", t_mmap, 0}, {"open", t_open, 0}, {"pipe", t_pipe, 0}, {"read", t_read, 0},
	{"read_short", t_read_short, 0}, {"pread", t_pread, 0}, {"write", t_write, 0},
	{"write_any", t_write_any, 1}, {"write_all", t_write_all, -1},
	{"write_retry", t_write_retry, -1}, {"pwrite", t_pwrite, 0},
	{"setegid", t_setegid, 0}, {"seteuid", t_seteuid, 0}, {"setgid", t_setgid, 0},
	{"setuid", t_setuid, 0}, {"getresuid", t_getresuid, 0}, {"getresgid", t_getresgid, 0},
	{"unlink", t_unlink, 0}, {"link", t_link, 0}, {"symlink", t_symlink, 0},
	{"strtol", t_strtol, 0}, {"strtol_range", t_strtol_range, -1},
	{"strtol_overflow", t_strtol_overflow, -1}, {"strtoul", t_strtoul, 0},
	{"strtoul_range", t_strtoul_range, -1}, {"sysconf", t_sysconf, 0},
	{"chmod", t_chmod, 0}, {"fchmod", t_fchmod, 0}, {"chown", t_chown, 0},
	{"fchown", t_fchown, 0}, {"wait", t_wait, 0}, {"waitpid", t_waitpid, 0},
	{"kill", t_kill, 0}, {"memalign", t_memalign, 0}, {"mkfifo", t_mkfifo, 0},
	{"rename", t_rename, 0}, {"mount", t_mount, 0}, {"mount_nofs", t_mount_nofs, -1},
	{"umount", t_umount, 0}, {"ftruncate", t_ftruncate, 0}, {"truncate", t_truncate, 0},
	{"stat", t_stat, 0}, {"fstat", t_fstat, 0}, {"lstat", t_lstat, 0},
	{"lseek", t_lseek, 0}, {"getrlimit", t_getrlimit, 0}, {"setrlimit", t_setrlimit, 0},
	{"opendir", t_opendir, 0}, {"closedir", t_closedir, 0}, {"readdir", t_readdir, 0},
	{"fopen", t_fopen, 0}, {"fclose", t_fclose, 0}, {"asprintf", t_asprintf, 1},
	{"popen", t_popen, 0}, {"file_scanf", t_file_scanf, 0},
	{"file_scanf_mismatch", t_file_scanf_mismatch, -1}, {"file_printf", t_file_printf, 0},
	{"file_nonfatal", t_file_nonfatal, 1}, {"file_lines_scanf", t_file_lines_scanf, 0},
	{"cp", t_cp, 0}, {"touch", t_touch, 0}, {"socket", t_socket, 0}, {"net", t_net, 0},
	{"nested", t_nested, -1},
};

int main(int argc, char *argv[])
{
	size_t i;

	if (argc < 2) {
		fprintf(stderr, "usage: %s all | NAME fail\n", argv[0]);
		return 1;
	}
	tst_tmpdir();

	if (!strcmp(argv[1], "all")) {
		/* fclose's success path needs the file that fopen's creates */
		for (i = 0; i < ARRAY_SIZE(tcases); i++) {
			if (tcases[i].ok_only < 0)
				continue;
			tcases[i].fn(0);
			tst_resm(TPASS, "%s ok", tcases[i].name);
		}
		cleanup();
		tst_exit();
	}

	for (i = 0; i < ARRAY_SIZE(tcases); i++) {
		if (strcmp(argv[1], tcases[i].name))
			continue;
		if (tcases[i].ok_only > 0) {
			tcases[i].fn(0);
			tst_resm(TPASS, "%s ok", tcases[i].name);
			cleanup();
			tst_exit();
		}
		if (!strcmp(tcases[i].name, "fclose"))
			SAFE_FCLOSE(cleanup, SAFE_FOPEN(cleanup, "fo", "w"));
		tcases[i].fn(1);
		tst_resm(TFAIL, "%s did not break", tcases[i].name);
		cleanup();
		tst_exit();
	}
	tst_brkm(TBROK, cleanup, "unknown case '%s'", argv[1]);
}
