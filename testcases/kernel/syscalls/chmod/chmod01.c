// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * chmod(2) on every filesystem: "change a file's mode bits" - the new mode is the 12 bits
 * given (permission bits plus S_ISUID, S_ISGID, S_ISVTX) for a regular file and for a
 * directory, read back with stat(); the file type is kept; through a symbolic link the
 * target changes and the link does not; and the man page's "the file's last status change
 * timestamp is updated" - the ctime after chmod() is later than before it (waiting first
 * for the filesystem's timestamp granularity, measured in setup, to pass) and inside the
 * window of tst_time_window.h around the call.
 *
 * Variant 0 calls the C library, variant 1 the chmod system call itself.
 */

#include <sys/stat.h>
#include <time.h>
#include "tst_test.h"
#include "tst_time_window.h"
#include "lapi/syscalls.h"

#define MNTPOINT "mntpoint"
#define FILE_PATH MNTPOINT "/file"
#define DIR_PATH MNTPOINT "/dir"
#define LINK_PATH MNTPOINT "/link"

static const mode_t modes[] = {
	0000, 0001, 0002, 0004, 0010, 0020, 0040, 0100, 0200, 0400, 0777, 0644,
	04755, 02755, 01777, 07777, 06000,
};

static struct tst_fs_time_gran gran;

static int do_chmod(const char *path, mode_t mode)
{
	if (tst_variant)
		return tst_syscall(__NR_chmod, path, mode);
	return chmod(path, mode);
}

static void check_modes(const char *path, mode_t type)
{
	struct stat st;
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(modes); i++) {
		TST_EXP_PASS_SILENT(do_chmod(path, modes[i]));
		SAFE_STAT(path, &st);
		if (!TST_PASS || st.st_mode != (type | modes[i])) {
			tst_res(TFAIL, "chmod(%s, %04o): st_mode %06o, expected %06o", path,
				modes[i], st.st_mode, type | modes[i]);
			return;
		}
	}
	tst_res(TPASS, "chmod(%s) set each of %zu modes exactly", path, ARRAY_SIZE(modes));
}

static int ts_after(const struct timespec *a, const struct timespec *b)
{
	return a->tv_sec > b->tv_sec || (a->tv_sec == b->tv_sec && a->tv_nsec > b->tv_nsec);
}

static void check_ctime(void)
{
	struct tst_time_window win;
	struct stat before, after;

	SAFE_CHMOD(FILE_PATH, 0600);
	SAFE_STAT(FILE_PATH, &before);
	/* Let the clock pass a granularity step, so that the change can show. */
	tst_time_window_wait_past(&before.st_ctim, gran.mtime_ns);
	tst_time_window_start(&win);
	TST_EXP_PASS(do_chmod(FILE_PATH, 0640), "chmod(%s, 0640)", FILE_PATH);
	tst_time_window_end(&win);
	SAFE_STAT(FILE_PATH, &after);
	TST_EXP_EXPR(ts_after(&after.st_ctim, &before.st_ctim),
		     "ctime moved from %lld.%09ld to %lld.%09ld",
		     (long long)before.st_ctim.tv_sec, before.st_ctim.tv_nsec,
		     (long long)after.st_ctim.tv_sec, after.st_ctim.tv_nsec);
	TST_TIME_WINDOW_CHECK(&win, "ctime", &after.st_ctim, gran.mtime_ns);
}

static void check_symlink(void)
{
	struct stat st, lst_before, lst;

	SAFE_LSTAT(LINK_PATH, &lst_before);
	TST_EXP_PASS(do_chmod(LINK_PATH, 0604), "chmod(%s, 0604) through a symlink", LINK_PATH);
	SAFE_STAT(FILE_PATH, &st);
	SAFE_LSTAT(LINK_PATH, &lst);
	TST_EXP_EQ_LI(st.st_mode, S_IFREG | 0604);
	TST_EXP_EQ_LI(lst.st_mode, lst_before.st_mode);
}

static void run(void)
{
	check_modes(FILE_PATH, S_IFREG);
	check_modes(DIR_PATH, S_IFDIR);
	check_symlink();
	check_ctime();
}

static void setup(void)
{
	tst_res(TINFO, "Testing %s", tst_variant ? "the chmod syscall" : "libc chmod");
	SAFE_TOUCH(FILE_PATH, 0644, NULL);
	SAFE_MKDIR(DIR_PATH, 0755);
	SAFE_SYMLINK("file", LINK_PATH);
	tst_fs_time_gran(MNTPOINT, &gran);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.test_variants = 2,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
	/* 128-byte ext2 inodes keep whole seconds and no btime: a coarse filesystem in the set. */
	.filesystems = (struct tst_fs []){
		{.type = "ext2", .mkfs_opts = (const char *const []){"-I", "128", NULL}},
		{}
	},
	/* These keep no POSIX permission bits: every file is 0777. */
	.skip_filesystems = (const char *const []){"ntfs", "vfat", "exfat", NULL},
};
