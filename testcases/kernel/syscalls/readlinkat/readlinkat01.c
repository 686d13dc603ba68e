// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * readlinkat(2): a relative pathname "is interpreted relative to the directory referred to
 * by the file descriptor dirfd"; AT_FDCWD means the working directory; an absolute pathname
 * ignores dirfd; "If pathname is an empty string ... the call operates on the symbolic link
 * referred to by dirfd (which should have been obtained using open(2) with the O_PATH and
 * O_NOFOLLOW flags)" (since Linux 2.6.39). Truncation without a NUL holds here too.
 * Two errors beyond readlink()'s (the full ERRORS table is readlinkat02):
 *
 *   EBADF   pathname is relative and dirfd is not a valid file descriptor
 *   ENOTDIR pathname is relative and dirfd refers to a regular file
 */

#include "tst_test.h"

static int dir_fd = -1, file_fd = -1, link_fd = -1, bad_fd = -1;
static char abs_path[PATH_MAX];

static void expect(int fd, const char *path, const char *want, const char *desc)
{
	char buf[32];
	ssize_t len = (ssize_t)strlen(want);

	memset(buf, '#', sizeof(buf));
	TST_EXP_VAL(readlinkat(fd, path, buf, sizeof(buf)), len, "readlinkat() %s", desc);
	TST_EXP_EXPR(!memcmp(buf, want, len) && buf[len] == '#',
		     "%s: contents %s without NUL", desc, want);
}

static void run(void)
{
	char buf[32];

	expect(dir_fd, "link", "inner", "relative to dirfd");
	expect(AT_FDCWD, "link", "outer", "relative to the cwd");
	expect(bad_fd, abs_path, "inner", "absolute path, invalid dirfd");
	expect(link_fd, "", "inner", "empty path on an O_PATH|O_NOFOLLOW symlink");

	memset(buf, '#', sizeof(buf));
	TST_EXP_VAL(readlinkat(dir_fd, "link", buf, 2), 2, "readlinkat() into 2 bytes");
	TST_EXP_EXPR(!memcmp(buf, "in", 2) && buf[2] == '#', "truncated, no NUL");

	TST_EXP_FAIL2(readlinkat(bad_fd, "link", buf, sizeof(buf)), EBADF,
		      "readlinkat() relative, invalid dirfd");
	TST_EXP_FAIL2(readlinkat(file_fd, "link", buf, sizeof(buf)), ENOTDIR,
		      "readlinkat() dirfd is a file");
}

static void setup(void)
{
	char cwd[PATH_MAX / 2];

	SAFE_MKDIR("base", 0755);
	SAFE_SYMLINK("inner", "base/link");
	SAFE_SYMLINK("outer", "link");
	SAFE_FILE_PRINTF("file", "x");
	dir_fd = SAFE_OPEN("base", O_RDONLY | O_DIRECTORY);
	file_fd = SAFE_OPEN("file", O_RDONLY);
	link_fd = SAFE_OPEN("base/link", O_PATH | O_NOFOLLOW);
	SAFE_GETCWD(cwd, sizeof(cwd));
	snprintf(abs_path, sizeof(abs_path), "%s/base/link", cwd);
	bad_fd = 1000;
	while (fcntl(bad_fd, F_GETFD) != -1)
		bad_fd++;
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
	if (link_fd > -1)
		SAFE_CLOSE(link_fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
