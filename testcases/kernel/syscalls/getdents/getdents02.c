// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getdents64(2) errors, in the order of the man page's (getdents(2)) ERRORS section:
 *
 *   EBADF   invalid file descriptor fd
 *   EFAULT  argument points outside the calling process's address space
 *   EINVAL  result buffer is too small (1 byte)
 *   ENOENT  no such directory (the directory was removed while open)
 *   ENOTDIR file descriptor does not refer to a directory
 */

#include "tst_test.h"
#include "lapi/dirent64.h"

static int dir_fd = -1, gone_fd = -1, file_fd = -1, bad_fd = -1;
static char *bad_addr;
static char buf[4096];

static struct tcase {
	int *fd;
	char **buf;
	size_t size;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{&bad_fd, NULL, sizeof(buf), EBADF, "invalid fd"},
	{&dir_fd, &bad_addr, sizeof(buf), EFAULT, "buffer outside the address space"},
	{&dir_fd, NULL, 1, EINVAL, "1-byte buffer"},
	{&gone_fd, NULL, sizeof(buf), ENOENT, "removed directory"},
	{&file_fd, NULL, sizeof(buf), ENOTDIR, "regular file"},
};

static void run(unsigned int n)
{
	struct tcase *tc = &tcases[n];
	void *p = tc->buf ? *tc->buf : buf;

	/* start from the beginning each time so the EINVAL/EFAULT rows have an entry to copy */
	SAFE_LSEEK(dir_fd, 0, SEEK_SET);
	TST_EXP_FAIL2(tst_syscall(__NR_getdents64, *tc->fd, p, tc->size), tc->exp_errno,
		      "getdents64() %s", tc->desc);
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
	SAFE_MKDIR("dir", 0755);
	SAFE_MKDIR("gone", 0755);
	SAFE_FILE_PRINTF("file", "x");
	dir_fd = SAFE_OPEN("dir", O_RDONLY | O_DIRECTORY);
	gone_fd = SAFE_OPEN("gone", O_RDONLY | O_DIRECTORY);
	SAFE_RMDIR("gone");
	file_fd = SAFE_OPEN("file", O_RDONLY);
	bad_fd = 1000;
	while (fcntl(bad_fd, F_GETFD) != -1)
		bad_fd++;
}

static void cleanup(void)
{
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	if (gone_fd > -1)
		SAFE_CLOSE(gone_fd);
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_tmpdir = 1,
};
