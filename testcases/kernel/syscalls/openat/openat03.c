// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * openat(2) with O_TMPFILE relative to a directory descriptor, and linkat(2) with
 * AT_EMPTY_PATH relative to that descriptor too, on every filesystem. From open(2):
 * "O_TMPFILE ... The pathname argument specifies a directory"; for openat() a relative
 * pathname "is interpreted relative to the directory referred to by the file descriptor
 * dirfd" (here "." of the dirfd), and linkat(fd, "", dirfd, name, AT_EMPTY_PATH) gives the
 * file a name in that directory. Checked: the name appears in dirfd's directory (not in
 * the cwd) with the data written before linking, and a second tmpfile opened and closed
 * without a link leaves the directory with only that one entry.
 * A filesystem without O_TMPFILE (EOPNOTSUPP at setup) is reported as TCONF.
 */

#include <dirent.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_file_at.h"
#include "lapi/fcntl.h"

#define MNTPOINT "mntpoint"

static int dir_fd = -1;

static int entries(void)
{
	DIR *d = SAFE_OPENDIR(MNTPOINT "/sub");
	struct dirent *e;
	int n = 0;

	while ((e = readdir(d)))
		n += strcmp(e->d_name, ".") && strcmp(e->d_name, "..");
	SAFE_CLOSEDIR(d);
	return n;
}

static void run(void)
{
	char buf[8] = "";
	int fd, fd2;

	fd = TST_EXP_FD(openat(dir_fd, ".", O_TMPFILE | O_RDWR, 0600),
			"openat(dirfd, \".\", O_TMPFILE|O_RDWR)");
	if (fd < 0)
		return;
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "tmp", 3);
	TST_EXP_PASS(linkat(fd, "", dir_fd, "linked", AT_EMPTY_PATH),
		     "linkat(fd, \"\", dirfd, \"linked\", AT_EMPTY_PATH)");
	SAFE_CLOSE(fd);

	fd2 = SAFE_OPENAT(dir_fd, ".", O_TMPFILE | O_WRONLY, 0600);
	SAFE_CLOSE(fd2);

	TST_EXP_EQ_LI(entries(), 1);
	TST_EXP_EXPR(access("linked", F_OK) == -1, "nothing was linked into the cwd");
	fd = SAFE_OPENAT(dir_fd, "linked", O_RDONLY);
	SAFE_READ(0, fd, buf, sizeof(buf) - 1);
	SAFE_CLOSE(fd);
	TST_EXP_EQ_STR(buf, "tmp");
	SAFE_UNLINKAT(dir_fd, "linked", 0);
}

static void setup(void)
{
	int fd;

	SAFE_MKDIR(MNTPOINT "/sub", 0755);
	dir_fd = SAFE_OPEN(MNTPOINT "/sub", O_RDONLY | O_DIRECTORY);
	fd = openat(dir_fd, ".", O_TMPFILE | O_RDWR, 0600);
	if (fd < 0 && errno == EOPNOTSUPP)
		tst_brk(TCONF, "%s does not support O_TMPFILE", tst_device->fs_type);
	if (fd < 0)
		tst_brk(TBROK | TERRNO, "openat(O_TMPFILE)");
	SAFE_CLOSE(fd);
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
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
};
