// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * openat2(2) basics, from the man page's DESCRIPTION:
 * - "The openat2() system call is an extension of openat(2)": with how.resolve 0 it opens
 *   relative to dirfd (and AT_FDCWD) like openat(), returning a new file descriptor;
 * - how.flags "specifies the file creation and file status flags": O_CREAT|O_EXCL creates,
 *   O_WRONLY|O_APPEND is reported by F_GETFL, O_CLOEXEC sets FD_CLOEXEC;
 * - how.mode sets the mode of a created file (less the umask);
 * - Extensibility: a larger `size` whose extra bytes are zero is accepted (NOTES: "any
 *   trailing bytes ... must be zeroed").
 */

#include <sys/stat.h>
#include "tst_test.h"
#include "lapi/openat2.h"

static int dir_fd = -1;

static void check_content(int fd, const char *exp)
{
	char buf[16] = "";

	SAFE_READ(0, fd, buf, sizeof(buf) - 1);
	if (strcmp(buf, exp))
		tst_res(TFAIL, "descriptor reads '%s', expected '%s'", buf, exp);
	else
		tst_res(TPASS, "descriptor reads '%s'", exp);
}

static void run(void)
{
	struct open_how how = {.flags = O_RDONLY};
	struct {
		struct open_how how;
		uint64_t extra[2];
	} big = {.how = {.flags = O_RDONLY}};
	struct stat st;
	mode_t old_umask;
	int fd, fl;

	fd = TST_EXP_FD(openat2(dir_fd, "file", &how, sizeof(how)), "openat2(dirfd, \"file\")");
	if (fd >= 0) {
		check_content(fd, "dir");
		SAFE_CLOSE(fd);
	}
	fd = TST_EXP_FD(openat2(AT_FDCWD, "file", &how, sizeof(how)),
			"openat2(AT_FDCWD, \"file\")");
	if (fd >= 0) {
		check_content(fd, "cwd");
		SAFE_CLOSE(fd);
	}

	fd = TST_EXP_FD(openat2(dir_fd, "file", &big.how, sizeof(big)),
			"openat2() with a larger zero-padded struct");
	if (fd >= 0)
		SAFE_CLOSE(fd);

	how = (struct open_how){.flags = O_CREAT | O_EXCL | O_WRONLY | O_APPEND | O_CLOEXEC,
				.mode = 0666};
	old_umask = umask(027);
	fd = TST_EXP_FD(openat2(dir_fd, "new", &how, sizeof(how)), "openat2(O_CREAT, mode 0666)");
	umask(old_umask);
	if (fd < 0)
		return;
	SAFE_FSTAT(fd, &st);
	TST_EXP_EQ_LI(st.st_mode & 07777, 0640);
	fl = SAFE_FCNTL(fd, F_GETFL);
	TST_EXP_EXPR((fl & O_ACCMODE) == O_WRONLY && (fl & O_APPEND),
		     "F_GETFL has O_WRONLY|O_APPEND");
	fl = SAFE_FCNTL(fd, F_GETFD);
	TST_EXP_EXPR(fl & FD_CLOEXEC, "O_CLOEXEC in how.flags sets FD_CLOEXEC");
	SAFE_CLOSE(fd);
	SAFE_UNLINK("dir/new");
}

static void setup(void)
{
	int fd;

	openat2_require(0);
	SAFE_MKDIR("dir", 0755);
	fd = SAFE_OPEN("dir/file", O_CREAT | O_WRONLY, 0644);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "dir", 3);
	SAFE_CLOSE(fd);
	fd = SAFE_OPEN("file", O_CREAT | O_WRONLY, 0644);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "cwd", 3);
	SAFE_CLOSE(fd);
	dir_fd = SAFE_OPEN("dir", O_RDONLY | O_DIRECTORY);
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
