// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * openat(2) ERRORS. The man page shares its ERRORS section with open(2) (covered entry by
 * entry in open02); this table checks, in the man page's order, the entries specific to
 * openat() and those whose path is resolved relative to dirfd:
 * EACCES (search permission on dirfd's subdirectory, as nobody), EBADF (relative pathname,
 * dirfd neither AT_FDCWD nor valid: a closed descriptor, -1), EEXIST, EFAULT, EISDIR,
 * ELOOP, ENAMETOOLONG, ENOENT (also: dirfd's directory was removed, so O_CREAT cannot add
 * a name), ENOTDIR (component; dirfd refers to a file).
 * A failed openat() takes no descriptor (the lowest free one stays free), creates nothing
 * and changes nothing: "dir", "dir/file" and the missing name "dir/missing" are lstat()ed
 * before and after each row.
 * Not provoked here: see open02's header.
 */

#include <limits.h>
#include <pwd.h>
#include "tst_test.h"
#include "tst_fd_state.h"
#include "tst_path_errors.h"
#include "lapi/fcntl.h"

static const char *const watched[] = {"dir", "dir/file", "dir/missing"};

static int dir_fd = -1, filefd = -1, gonefd = -1, closedfd = -1;
static char *bad_addr;
static char long_name[NAME_MAX + 2];
static uid_t nobody_uid;

static struct tcase {
	int *dirfd;
	const char *path;
	int flags;
	int as_nobody;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&dir_fd, "nosearch/file", O_RDONLY, 1, EACCES, "no search permission below dirfd"},
	{&closedfd, "file", O_RDONLY, 0, EBADF, "dirfd is a closed descriptor"},
	{NULL, "file", O_RDONLY, 0, EBADF, "dirfd is -1"},
	{&dir_fd, "file", O_CREAT | O_EXCL | O_RDWR, 0, EEXIST, "O_CREAT|O_EXCL, file exists"},
	{&dir_fd, (char *)-1, O_RDONLY, 0, EFAULT, "pathname outside the address space"},
	{&dir_fd, ".", O_RDWR, 0, EISDIR, "dirfd's directory opened for writing"},
	{&dir_fd, "link", O_RDONLY | O_NOFOLLOW, 0, ELOOP, "O_NOFOLLOW on a symlink"},
	{&dir_fd, long_name, O_RDONLY, 0, ENAMETOOLONG, "component longer than NAME_MAX"},
	{&dir_fd, "missing", O_RDONLY, 0, ENOENT, "file missing in dirfd's directory"},
	{&gonefd, "new", O_CREAT | O_WRONLY, 0, ENOENT, "O_CREAT in a removed directory"},
	{&dir_fd, "file/x", O_RDONLY, 0, ENOTDIR, "file used as a directory"},
	{&filefd, "file", O_RDONLY, 0, ENOTDIR, "dirfd refers to a regular file"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	int fd = tc->dirfd ? *tc->dirfd : -1;
	const char *path = tc->path == (char *)-1 ? bad_addr : tc->path;
	struct tst_path_state before[ARRAY_SIZE(watched)];
	unsigned int i;
	int next = tst_fd_lowest_free();

	for (i = 0; i < ARRAY_SIZE(watched); i++)
		tst_path_state_get(watched[i], &before[i]);
	if (tc->as_nobody)
		SAFE_SETEUID(nobody_uid);
	TST_EXP_FAIL2(openat(fd, path, tc->flags, 0644), tc->exp_errno, "%s", tc->desc);
	if (tc->as_nobody)
		SAFE_SETEUID(0);
	if (TST_RET >= 0)
		SAFE_CLOSE(TST_RET);
	if (!TST_FD_STILL_FREE(next))
		tst_res(TPASS, "%s: no descriptor taken", tc->desc);
	for (i = 0; i < ARRAY_SIZE(watched); i++)
		TST_PATH_UNCHANGED(watched[i], &before[i]);
}

static void setup(void)
{
	int fd;

	nobody_uid = SAFE_GETPWNAM("nobody")->pw_uid;
	bad_addr = tst_get_bad_addr(NULL);
	memset(long_name, 'a', sizeof(long_name) - 1);

	SAFE_MKDIR("dir", 0755);
	SAFE_MKDIR("dir/nosearch", 0700);
	fd = SAFE_OPEN("dir/nosearch/file", O_CREAT | O_WRONLY, 0644);
	SAFE_CLOSE(fd);
	fd = SAFE_OPEN("dir/file", O_CREAT | O_WRONLY, 0644);
	SAFE_CLOSE(fd);
	SAFE_SYMLINK("file", "dir/link");
	dir_fd = SAFE_OPEN("dir", O_RDONLY | O_DIRECTORY);
	filefd = SAFE_OPEN("dir/file", O_RDONLY);

	/* A high number that nothing below will reuse, opened then closed. */
	fd = SAFE_DUP2(dir_fd, 1000);
	closedfd = fd;
	SAFE_CLOSE(fd);

	SAFE_MKDIR("gone", 0755);
	gonefd = SAFE_OPEN("gone", O_RDONLY | O_DIRECTORY);
	SAFE_RMDIR("gone");
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	if (filefd > -1)
		SAFE_CLOSE(filefd);
	if (gonefd > -1)
		SAFE_CLOSE(gonefd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
