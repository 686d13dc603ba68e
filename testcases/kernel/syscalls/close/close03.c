// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * close(2) of the last descriptor of an unlinked file, from the man page: "If fd is the
 * last file descriptor referring to the underlying open file description, the resources
 * associated with the open file description are freed; if the file descriptor was the
 * last reference to a file which has been removed using unlink(2), the file is deleted."
 * On a private 4 MiB tmpfs, a 1 MiB file is written and unlinked while two descriptors
 * (dup) refer to it: its blocks stay in use after the unlink and after closing the first
 * descriptor, and are given back when the last one is closed (statvfs free blocks).
 */

#include <sys/mount.h>
#include <sys/statvfs.h>
#include "tst_test.h"

#define MNT "mnt"
#define SIZE (1024 * 1024)

static int mounted;

static unsigned long free_kb(void)
{
	struct statvfs sv;

	if (statvfs(MNT, &sv))
		tst_brk(TBROK | TERRNO, "statvfs(%s)", MNT);
	return sv.f_bfree * sv.f_frsize / 1024;
}

static void run(void)
{
	static char buf[SIZE];
	unsigned long before, used, after_first;
	int fd, fd2;

	memset(buf, 'x', sizeof(buf));
	before = free_kb();
	fd = SAFE_OPEN(MNT "/file", O_CREAT | O_RDWR, 0644);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, buf, SIZE);
	fd2 = SAFE_DUP(fd);
	SAFE_UNLINK(MNT "/file");
	used = free_kb();
	if (before - used < SIZE / 1024)
		tst_brk(TBROK, "the 1 MiB file uses only %lu KiB", before - used);

	TST_EXP_PASS(close(fd), "close() of the first of two descriptors");
	after_first = free_kb();
	if (after_first == used)
		tst_res(TPASS, "the unlinked file's blocks stay in use while a descriptor is open");
	else
		tst_res(TFAIL, "free space went from %lu to %lu KiB with a descriptor still open",
			used, after_first);

	TST_EXP_PASS(close(fd2), "close() of the last descriptor");
	if (free_kb() == before)
		tst_res(TPASS, "closing the last descriptor freed the unlinked file");
	else
		tst_res(TFAIL, "free space is %lu KiB after the last close, %lu before the file",
			free_kb(), before);
}

static void setup(void)
{
	SAFE_MKDIR(MNT, 0755);
	SAFE_MOUNT("tmpfs", MNT, "tmpfs", 0, "size=4m");
	mounted = 1;
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
