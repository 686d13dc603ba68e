// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * open(2) O_PATH, from the man page's DESCRIPTION:
 * - "The file itself is not opened, and other file operations (e.g., read(2), write(2),
 *   fchmod(2), fchown(2), fgetxattr(2), ioctl(2), mmap(2)) fail with the error EBADF";
 * - allowed: close, fchdir on a directory, fstat, dup, fcntl F_GETFL (which includes
 *   O_PATH), and use as the dirfd of the *at() calls;
 * - "flag bits other than O_CLOEXEC, O_DIRECTORY, and O_NOFOLLOW are ignored" (O_TRUNC
 *   leaves the data alone, O_CREAT does not create);
 * - "Opening a file or directory with the O_PATH flag requires no permissions on the object
 *   itself" (checked as nobody on a mode 0000 file);
 * - with O_NOFOLLOW on a symlink, the descriptor refers to the link itself.
 */

#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include "tst_test.h"
#include "lapi/fcntl.h"

static void check_ebadf_ops(int fd)
{
	char buf[4];
	struct stat before, after;

	SAFE_FSTAT(fd, &before);
	TST_EXP_FAIL2(read(fd, buf, 1), EBADF, "read() on an O_PATH fd");
	TST_EXP_FAIL2(write(fd, "x", 1), EBADF, "write() on an O_PATH fd");
	TST_EXP_FAIL(fchmod(fd, 0600), EBADF, "fchmod() on an O_PATH fd");
	TST_EXP_FAIL(fchown(fd, 1001, 1001), EBADF, "fchown() on an O_PATH fd");
	SAFE_FSTAT(fd, &after);
	if (after.st_size != before.st_size || after.st_mode != before.st_mode ||
	    after.st_uid != before.st_uid || after.st_gid != before.st_gid)
		tst_res(TFAIL, "the failed calls changed the file: size %lld mode 0%o owner %u:%u, "
			"was %lld 0%o %u:%u", (long long)after.st_size, after.st_mode,
			after.st_uid, after.st_gid, (long long)before.st_size, before.st_mode,
			before.st_uid, before.st_gid);
	else
		tst_res(TPASS, "the failed calls left size, mode and owner alone");
	TESTPTR(mmap(NULL, 4096, PROT_READ, MAP_PRIVATE, fd, 0));
	if (TST_RET_PTR == MAP_FAILED && TST_ERR == EBADF)
		tst_res(TPASS, "mmap() on an O_PATH fd fails with EBADF");
	else if (TST_RET_PTR == MAP_FAILED)
		tst_res(TFAIL | TTERRNO, "mmap() on an O_PATH fd, expected EBADF");
	else
		tst_res(TFAIL, "mmap() on an O_PATH fd succeeded");
}

static void run(void)
{
	struct stat st;
	char buf[8] = "";
	int fd, fd2, fl, dfd;

	TST_EXP_FD(open("file", O_PATH | O_TRUNC | O_RDWR));
	if (!TST_PASS)
		return;
	fd = TST_RET;
	check_ebadf_ops(fd);

	fl = SAFE_FCNTL(fd, F_GETFL);
	TST_EXP_EXPR(fl & O_PATH, "F_GETFL of an O_PATH fd includes O_PATH");
	SAFE_FSTAT(fd, &st);
	TST_EXP_EQ_LI(st.st_size, 5);
	fd2 = SAFE_DUP(fd);
	SAFE_CLOSE(fd2);
	SAFE_CLOSE(fd);

	TST_EXP_FAIL2(open("absent", O_PATH | O_CREAT, 0644), ENOENT, "O_PATH ignores O_CREAT");

	dfd = SAFE_OPEN("dir", O_PATH | O_DIRECTORY);
	fd = TST_EXP_FD(openat(dfd, "inner", O_RDONLY), "openat() relative to an O_PATH dir");
	if (fd >= 0) {
		SAFE_READ(0, fd, buf, sizeof(buf) - 1);
		TST_EXP_EQ_STR(buf, "in");
		SAFE_CLOSE(fd);
	}
	SAFE_CLOSE(dfd);

	fd = TST_EXP_FD(open("link", O_PATH | O_NOFOLLOW), "O_PATH|O_NOFOLLOW on a symlink");
	if (fd >= 0) {
		SAFE_FSTAT(fd, &st);
		TST_EXP_EXPR(S_ISLNK(st.st_mode), "O_PATH|O_NOFOLLOW fd refers to the link itself");
		SAFE_CLOSE(fd);
	}

	if (!SAFE_FORK()) {
		tst_become_nobody();
		TST_EXP_FAIL2(open("noperm", O_RDONLY), EACCES, "O_RDONLY on mode 0000 as nobody");
		TST_EXP_FD(open("noperm", O_PATH), "O_PATH on mode 0000 as nobody");
		if (TST_PASS)
			SAFE_CLOSE(TST_RET);
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	int fd;

	fd = SAFE_OPEN("file", O_CREAT | O_WRONLY, 0644);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "hello", 5);
	SAFE_CLOSE(fd);
	SAFE_MKDIR("dir", 0755);
	fd = SAFE_OPEN("dir/inner", O_CREAT | O_WRONLY, 0644);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "in", 2);
	SAFE_CLOSE(fd);
	SAFE_SYMLINK("file", "link");
	fd = SAFE_OPEN("noperm", O_CREAT | O_WRONLY, 0000);
	SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
	.needs_root = 1,
	.forks_child = 1,
};
