// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * execveat(2) "executes the program referred to by the combination of dirfd and
 * pathname"; each case runs in a child whose standard output is a pipe, and the program
 * is a copy of echo(1) in the directory "dir", so what the test reads proves which
 * program ran with which arguments:
 * - a relative pathname is looked up from dirfd (the test's cwd is elsewhere);
 * - AT_FDCWD: relative to the current directory;
 * - an absolute pathname ignores dirfd (given as -1);
 * - AT_EMPTY_PATH with an empty pathname executes the file dirfd refers to (an O_PATH
 *   descriptor), and so does a descriptor opened O_RDONLY;
 * - a script executed through an O_PATH descriptor without O_CLOEXEC works: the
 *   interpreter gets /dev/fd/N.
 * Errors, in the order of the man page's ERRORS (with execve(2)'s): EBADF (dirfd not a
 * descriptor, relative pathname), EINVAL (flags 0x1), ELOOP (AT_SYMLINK_NOFOLLOW on a
 * symbolic link), ENOENT (a script through a descriptor opened with O_CLOEXEC: the
 * interpreter could not open /dev/fd/N), ENOTDIR (relative pathname, dirfd a file). A
 * failed call leaves the child running (it exits 0, where echo would print).
 */

#include <stdlib.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "tst_test.h"

static char echo_abs[PATH_MAX + 16];

static long do_execveat(int dirfd, const char *path, char *const argv[], int flags)
{
	char *envp[] = {NULL};

	return syscall(__NR_execveat, dirfd, path, argv, envp, flags);
}

/*
 * Runs execveat() in a child and checks what it printed: exp (word when NULL), or nothing
 * when exp_errno says the call must fail.
 */
static void run_case(int dirfd, const char *path, int flags, const char *word, const char *exp,
		     int exp_errno, const char *why)
{
	char *argv[] = {"echo", (char *)word, NULL};
	char buf[256] = "";
	int fds[2], status;
	ssize_t len, total = 0;
	pid_t pid;

	SAFE_PIPE(fds);
	pid = SAFE_FORK();
	if (!pid) {
		SAFE_DUP2(fds[1], 1);
		TEST(do_execveat(dirfd, path, argv, flags));
		if (exp_errno)
			TST_EXP_EXPR(TST_RET == -1 && TST_ERR == exp_errno, "%s: %s (expected %s)",
				     why, tst_strerrno(TST_ERR), tst_strerrno(exp_errno));
		else
			tst_res(TFAIL | TTERRNO, "%s: execveat() returned %ld", why, TST_RET);
		exit(0);
	}
	SAFE_CLOSE(fds[1]);
	while ((len = read(fds[0], buf + total, sizeof(buf) - 1 - total)) > 0)
		total += len;
	buf[total] = '\0';
	SAFE_CLOSE(fds[0]);
	SAFE_WAITPID(pid, &status, 0);
	if (exp_errno) {
		TST_EXP_EXPR(!total, "%s: nothing was executed", why);
		return;
	}
	buf[strcspn(buf, "\n")] = '\0';
	if (!exp)
		exp = word;
	TST_EXP_EXPR(!strcmp(buf, exp), "%s: the program printed '%s' (expected '%s')", why,
		     buf, exp);
}

static void run(void)
{
	int dirfd, pathfd, rdfd, cloexec_script, script, file;
	char script_out[64];

	dirfd = SAFE_OPEN("dir", O_DIRECTORY | O_RDONLY);
	pathfd = SAFE_OPEN("dir/echo", O_PATH);
	rdfd = SAFE_OPEN("dir/echo", O_RDONLY);
	script = SAFE_OPEN("dir/script", O_PATH);
	cloexec_script = SAFE_OPEN("dir/script", O_PATH | O_CLOEXEC);
	file = SAFE_OPEN("dir/echo", O_RDONLY);

	run_case(dirfd, "echo", 0, "from-dirfd", NULL, 0, "relative to dirfd");
	run_case(AT_FDCWD, "dir/echo", 0, "from-cwd", NULL, 0, "AT_FDCWD");
	run_case(-1, echo_abs, 0, "absolute", NULL, 0, "absolute pathname, dirfd -1");
	run_case(pathfd, "", AT_EMPTY_PATH, "empty-path", NULL, 0,
		 "AT_EMPTY_PATH, O_PATH descriptor");
	run_case(rdfd, "", AT_EMPTY_PATH, "rdonly", NULL, 0, "AT_EMPTY_PATH, O_RDONLY descriptor");
	/* the interpreter (echo) gets the script as /dev/fd/N, then the arguments */
	snprintf(script_out, sizeof(script_out), "/dev/fd/%d script", script);
	run_case(script, "", AT_EMPTY_PATH, "script", script_out, 0, "AT_EMPTY_PATH, script");

	run_case(9999, "echo", 0, "x", NULL, EBADF, "EBADF: dirfd 9999");
	run_case(dirfd, "echo", 0x1, "x", NULL, EINVAL, "EINVAL: flags 0x1");
	run_case(dirfd, "link", AT_SYMLINK_NOFOLLOW, "x", NULL, ELOOP,
		 "ELOOP: AT_SYMLINK_NOFOLLOW on a symbolic link");
	run_case(cloexec_script, "", AT_EMPTY_PATH, "x", NULL, ENOENT,
		 "ENOENT: script through an O_CLOEXEC descriptor");
	run_case(file, "echo", 0, "x", NULL, ENOTDIR, "ENOTDIR: dirfd is a file");

	SAFE_CLOSE(dirfd);
	SAFE_CLOSE(pathfd);
	SAFE_CLOSE(rdfd);
	SAFE_CLOSE(script);
	SAFE_CLOSE(cloexec_script);
	SAFE_CLOSE(file);
}

static void setup(void)
{
	char cwd[PATH_MAX], buf[PATH_MAX + 32];
	int fd;

	SAFE_MKDIR("dir", 0755);
	SAFE_CP("/bin/echo", "dir/echo");
	SAFE_CHMOD("dir/echo", 0755);
	SAFE_SYMLINK("echo", "dir/link");
	SAFE_GETCWD(cwd, sizeof(cwd));
	snprintf(echo_abs, sizeof(echo_abs), "%s/dir/echo", cwd);
	/* the script is run by echo itself, which prints its argument list */
	fd = SAFE_OPEN("dir/script", O_WRONLY | O_CREAT, 0755);
	snprintf(buf, sizeof(buf), "#!%s\n", echo_abs);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, buf, strlen(buf));
	SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.description = "execveat(): dirfd-relative, AT_FDCWD, AT_EMPTY_PATH, scripts; EBADF, "
		       "EINVAL, ELOOP, ENOENT, ENOTDIR",
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.min_kver = "3.19",
};
