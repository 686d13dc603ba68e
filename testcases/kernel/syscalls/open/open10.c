// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * open(2) O_NOATIME, from the man page: "Do not update the file last access time (st_atime
 * in the inode) when the file is read(2)." The test mounts a tmpfs with strictatime (so
 * that every read updates st_atime otherwise), sets the file's atime far in the past, and
 * checks that a read through an O_NOATIME descriptor leaves it there while a read through
 * a plain descriptor moves it to now (inside the window of tst_time_window.h around the
 * read; the control case: without it the test could not fail). F_GETFL must also report
 * the flag.
 */

#include <sys/mount.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_time_window.h"

#define MNT "mnt"
#define FNAME MNT "/file"

static int mounted;
static struct tst_fs_time_gran gran;

static void read_and_get_atime(int flags, struct tst_time_window *win, struct timespec *atime)
{
	struct timespec times[2] = {{.tv_sec = 1000}, {.tv_nsec = UTIME_OMIT}};
	struct stat st;
	char c;
	int fd;

	if (utimensat(AT_FDCWD, FNAME, times, 0))
		tst_brk(TBROK | TERRNO, "utimensat(%s)", FNAME);
	fd = SAFE_OPEN(FNAME, O_RDONLY | flags);
	tst_time_window_start(win);
	SAFE_READ(1, fd, &c, 1);
	tst_time_window_end(win);
	SAFE_CLOSE(fd);
	SAFE_STAT(FNAME, &st);
	*atime = st.st_atim;
}

static void run(void)
{
	struct tst_time_window win;
	struct timespec atime;
	int fd, fl;

	fd = SAFE_OPEN(FNAME, O_RDONLY | O_NOATIME);
	fl = SAFE_FCNTL(fd, F_GETFL);
	TST_EXP_EXPR(fl & O_NOATIME, "F_GETFL reports O_NOATIME");
	SAFE_CLOSE(fd);

	read_and_get_atime(O_NOATIME, &win, &atime);
	if (atime.tv_sec == 1000 && atime.tv_nsec == 0)
		tst_res(TPASS, "read() through an O_NOATIME descriptor kept st_atime");
	else
		tst_res(TFAIL, "read() through an O_NOATIME descriptor set st_atime to %lld.%09ld",
			(long long)atime.tv_sec, atime.tv_nsec);

	read_and_get_atime(0, &win, &atime);
	TST_TIME_WINDOW_CHECK(&win, "read() through a plain descriptor: st_atime", &atime,
			      gran.atime_ns);
}

static void setup(void)
{
	SAFE_MKDIR(MNT, 0755);
	SAFE_MOUNT("tmpfs", MNT, "tmpfs", MS_STRICTATIME, "size=1m");
	mounted = 1;
	tst_fs_time_gran(MNT, &gran);
	SAFE_FILE_PRINTF(FNAME, "data");
}

static void cleanup(void)
{
	if (mounted)
		SAFE_UMOUNT(MNT);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
};
