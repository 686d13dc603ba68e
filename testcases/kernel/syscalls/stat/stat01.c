// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * stat(2) and lstat(2) on every filesystem, as the man page's description of struct stat
 * promises: st_mode holds the file type and the permission bits given at creation, st_size the
 * number of bytes written, st_nlink the hard link count (grows with link(2)), st_uid and
 * st_gid the owner set by chown(2), st_blocks at least enough 512-byte units for the data once
 * it is on disk, st_blksize a positive preferred I/O size, st_ino and st_dev identify the file
 * (a hard link has the same pair), st_mtime/st_ctime the time of the last write and status
 * change (each inside the window of tst_time_window.h around the write, and around the chown
 * and link: coarse clock before, fine clock after, start truncated to the filesystem's
 * measured granularity). lstat(2) on a symbolic link describes the link itself (S_IFLNK,
 * st_size = length of the target), stat(2) the file it points to.
 *
 * Variant 0 calls the C library, variant 1 the stat/lstat system calls themselves (glibc
 * implements stat() with newfstatat, so only the raw call reaches syscall 4/6). A 32-bit
 * program built with _FILE_OFFSET_BITS=64 has the C library's struct stat64 as struct stat;
 * its raw stat/lstat calls fill the kernel's older, narrower 32-bit struct stat, so there
 * variant 1 calls stat64/lstat64, whose struct is the one the program has.
 */

#include <stdlib.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_time_window.h"
#include "lapi/syscalls.h"

#if __NR_stat64 != __LTP__NR_INVALID_SYSCALL
# define RAW_STAT __NR_stat64
# define RAW_LSTAT __NR_lstat64
#else
# define RAW_STAT __NR_stat
# define RAW_LSTAT __NR_lstat
#endif

#define MNTPOINT "mntpoint"
#define FILE_PATH MNTPOINT "/file"
#define LINK_PATH MNTPOINT "/hardlink"
#define SYM_PATH MNTPOINT "/symlink"
#define DIR_PATH MNTPOINT "/dir"
#define DATA_SIZE (64 * 1024)
#define OWNER_UID 1234
#define OWNER_GID 5678

static char *data;
static struct tst_fs_time_gran gran;
/* Around the write (mtime) and around chown + link (ctime). */
static struct tst_time_window win_write, win_change;

static int do_stat(const char *path, struct stat *st)
{
	if (tst_variant)
		return tst_syscall(RAW_STAT, path, st);
	return stat(path, st);
}

static int do_lstat(const char *path, struct stat *st)
{
	if (tst_variant)
		return tst_syscall(RAW_LSTAT, path, st);
	return lstat(path, st);
}

static void check_regular(void)
{
	struct stat st, lst;

	TST_EXP_PASS(do_stat(FILE_PATH, &st), "stat(%s)", FILE_PATH);
	if (!TST_PASS)
		return;
	TST_EXP_EXPR(S_ISREG(st.st_mode), "S_ISREG(st_mode) (mode %o)", st.st_mode);
	TST_EXP_EQ_LI(st.st_mode & 07777, 0640);
	TST_EXP_EQ_LI(st.st_size, DATA_SIZE);
	TST_EXP_EQ_LI(st.st_nlink, 2);
	TST_EXP_EQ_LI(st.st_uid, OWNER_UID);
	TST_EXP_EQ_LI(st.st_gid, OWNER_GID);
	TST_EXP_EXPR(st.st_blocks * 512 >= DATA_SIZE,
		     "st_blocks (%lld) covers %d bytes", (long long)st.st_blocks, DATA_SIZE);
	TST_EXP_EXPR(st.st_blksize > 0, "st_blksize (%ld) > 0", (long)st.st_blksize);
	TST_TIME_WINDOW_CHECK(&win_write, "st_mtime (the write)", &st.st_mtim, gran.mtime_ns);
	TST_TIME_WINDOW_CHECK(&win_change, "st_ctime (chown, link)", &st.st_ctim,
			      gran.mtime_ns);

	TST_EXP_PASS(do_lstat(LINK_PATH, &lst), "lstat(%s)", LINK_PATH);
	TST_EXP_EXPR(lst.st_ino == st.st_ino && lst.st_dev == st.st_dev,
		     "hard link has the same st_ino/st_dev");
}

static void check_symlink(void)
{
	struct stat st, lst;

	TST_EXP_PASS(do_lstat(SYM_PATH, &lst), "lstat(%s)", SYM_PATH);
	if (TST_PASS) {
		TST_EXP_EXPR(S_ISLNK(lst.st_mode), "lstat: S_ISLNK (mode %o)", lst.st_mode);
		TST_EXP_EQ_LI(lst.st_size, strlen("file"));
	}
	TST_EXP_PASS(do_stat(SYM_PATH, &st), "stat(%s)", SYM_PATH);
	if (TST_PASS) {
		TST_EXP_EXPR(S_ISREG(st.st_mode), "stat follows the link: S_ISREG");
		TST_EXP_EQ_LI(st.st_size, DATA_SIZE);
	}
	TST_EXP_PASS(do_stat(DIR_PATH, &st), "stat(%s)", DIR_PATH);
	if (TST_PASS) {
		TST_EXP_EXPR(S_ISDIR(st.st_mode), "S_ISDIR (mode %o)", st.st_mode);
		TST_EXP_EQ_LI(st.st_mode & 07777, 0751);
	}
}

static void run(void)
{
	int fd;

	tst_time_window_start(&win_write);
	fd = SAFE_OPEN(FILE_PATH, O_CREAT | O_EXCL | O_WRONLY, 0640);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, data, DATA_SIZE);
	SAFE_FSYNC(fd);
	SAFE_CLOSE(fd);
	tst_time_window_end(&win_write);
	tst_time_window_start(&win_change);
	SAFE_CHOWN(FILE_PATH, OWNER_UID, OWNER_GID);
	SAFE_LINK(FILE_PATH, LINK_PATH);
	tst_time_window_end(&win_change);
	SAFE_SYMLINK("file", SYM_PATH);
	SAFE_MKDIR(DIR_PATH, 0751);

	check_regular();
	check_symlink();

	SAFE_UNLINK(SYM_PATH);
	SAFE_UNLINK(LINK_PATH);
	SAFE_UNLINK(FILE_PATH);
	SAFE_RMDIR(DIR_PATH);
}

static void setup(void)
{
	tst_res(TINFO, "Testing %s", tst_variant ? "the stat/lstat syscalls" : "libc stat/lstat");
	data = SAFE_MALLOC(DATA_SIZE);
	memset(data, 'x', DATA_SIZE);
	umask(0);
	tst_fs_time_gran(MNTPOINT, &gran);
}

static void cleanup(void)
{
	free(data);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.test_variants = 2,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
	/* These keep no POSIX owner or permission bits: every file is 0777 root:root. */
	.skip_filesystems = (const char *const []){"ntfs", "vfat", "exfat", NULL},
};
