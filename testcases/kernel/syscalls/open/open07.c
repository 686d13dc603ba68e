// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * open(2) O_TMPFILE with linkat(2) AT_EMPTY_PATH, on every filesystem. From the man page:
 * - "Create an unnamed temporary regular file. The pathname argument specifies a
 *   directory": the directory gains no entry, the inode is a regular file with no link
 *   and the requested mode (less the umask), data written reads back;
 * - "If O_EXCL is not specified, then linkat(2) can be used to link the temporary file into
 *   the filesystem": both with AT_EMPTY_PATH and through /proc/self/fd with
 *   AT_SYMLINK_FOLLOW; the name then shows the data and the link count is 1;
 * - "If O_EXCL is specified, this prevents a temporary file from being linked into the
 *   filesystem" (linkat fails with ENOENT);
 * - the pathname must be a directory (ENOTDIR on a regular file).
 * O_TMPFILE exists since Linux 3.11 (.min_kver); vfat, exfat and ntfs have no tmpfile
 * operation and are skipped by name. Everywhere else an O_TMPFILE open that fails is a
 * failure: support is not decided by the call under test.
 */

#include <dirent.h>
#include <stdio.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "lapi/fcntl.h"

#define MNTPOINT "mntpoint"
#define TDIR MNTPOINT "/dir"

static int count_entries(const char *path)
{
	DIR *d = SAFE_OPENDIR(path);
	struct dirent *e;
	int n = 0;

	while ((e = readdir(d)))
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
			n++;
	SAFE_CLOSEDIR(d);
	return n;
}

static void check_named(const char *path, const char *exp)
{
	char buf[32] = "";
	struct stat st;
	int fd;

	if (stat(path, &st)) {
		tst_res(TFAIL | TERRNO, "%s does not exist after linkat()", path);
		return;
	}
	fd = SAFE_OPEN(path, O_RDONLY);
	SAFE_READ(0, fd, buf, sizeof(buf) - 1);
	SAFE_CLOSE(fd);
	if (!strcmp(buf, exp) && st.st_nlink == 1)
		tst_res(TPASS, "%s holds the temporary file's data, nlink 1", path);
	else
		tst_res(TFAIL, "%s holds '%s' nlink %lu, expected '%s' nlink 1", path, buf,
			(unsigned long)st.st_nlink, exp);
	SAFE_UNLINK(path);
}

static void run(void)
{
	char proc_path[64], buf[16] = "";
	struct stat st;
	mode_t old_umask;
	int fd;

	old_umask = umask(022);
	TST_EXP_FD(open(TDIR, O_TMPFILE | O_RDWR, 0666), "open(dir, O_TMPFILE|O_RDWR, 0666)");
	umask(old_umask);
	if (!TST_PASS)
		return;
	fd = TST_RET;

	TST_EXP_EQ_LI(count_entries(TDIR), 0);
	SAFE_FSTAT(fd, &st);
	if (S_ISREG(st.st_mode) && st.st_nlink == 0 && (st.st_mode & 0777) == 0644)
		tst_res(TPASS, "unnamed inode: regular, nlink 0, mode 0644");
	else
		tst_res(TFAIL, "unnamed inode: mode %o nlink %lu, expected regular 0644 nlink 0",
			st.st_mode, (unsigned long)st.st_nlink);

	SAFE_WRITE(SAFE_WRITE_ALL, fd, "tmpdata", 7);
	SAFE_LSEEK(fd, 0, SEEK_SET);
	SAFE_READ(1, fd, buf, 7);
	TST_EXP_EQ_STR(buf, "tmpdata");

	TST_EXP_PASS(linkat(fd, "", AT_FDCWD, TDIR "/named", AT_EMPTY_PATH),
		     "linkat(tmpfile, \"\", AT_EMPTY_PATH)");
	if (TST_PASS)
		check_named(TDIR "/named", "tmpdata");
	SAFE_CLOSE(fd);

	fd = SAFE_OPEN(TDIR, O_TMPFILE | O_WRONLY, 0600);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "proc", 4);
	snprintf(proc_path, sizeof(proc_path), "/proc/self/fd/%d", fd);
	TST_EXP_PASS(linkat(AT_FDCWD, proc_path, AT_FDCWD, TDIR "/viaproc", AT_SYMLINK_FOLLOW),
		     "linkat(/proc/self/fd/N, AT_SYMLINK_FOLLOW)");
	if (TST_PASS)
		check_named(TDIR "/viaproc", "proc");
	SAFE_CLOSE(fd);

	fd = SAFE_OPEN(TDIR, O_TMPFILE | O_EXCL | O_RDWR, 0600);
	TST_EXP_FAIL(linkat(fd, "", AT_FDCWD, TDIR "/excl", AT_EMPTY_PATH), ENOENT,
		     "linkat() of an O_TMPFILE|O_EXCL file");
	SAFE_CLOSE(fd);
	TST_EXP_EQ_LI(count_entries(TDIR), 0);

	fd = SAFE_OPEN(TDIR "/plain", O_CREAT | O_WRONLY, 0644);
	SAFE_CLOSE(fd);
	TST_EXP_FAIL2(open(TDIR "/plain", O_TMPFILE | O_RDWR, 0600), ENOTDIR,
		      "O_TMPFILE on a regular file");
	SAFE_UNLINK(TDIR "/plain");
}

static void setup(void)
{
	SAFE_MKDIR(TDIR, 0755);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.skip_filesystems = (const char *const []){"vfat", "exfat", "ntfs", NULL},
	.min_kver = "3.11",
	.mntpoint = MNTPOINT,
};
