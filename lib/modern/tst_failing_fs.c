// SPDX-License-Identifier: GPL-2.0-or-later
/* A filesystem whose write-back fails (tst_failing_fs.h). */
#include <string.h>
#include <sys/mount.h>
#define TST_NO_DEFAULT_MAIN
#include "tst_test.h"
#include "tst_device.h"
#include "tst_failing_fs.h"

#define SMALL "small"
#define BACKING SMALL "/backing"
#define DATA TST_FAILING_FS "/data"

static char loopdev[64];
static int small_mounted, loop_attached, over_mounted;

void tst_failing_fs_setup(void)
{
	static const char *const opts[] = {"-N", "64", NULL};
	int fd, i;

	SAFE_MKDIR(SMALL, 0755);
	SAFE_MOUNT("tmpfs", SMALL, "tmpfs", 0, "size=4m");
	small_mounted = 1;
	fd = SAFE_OPEN(BACKING, O_CREAT | O_RDWR, 0600);
	SAFE_FTRUNCATE(fd, 64 << 20);
	SAFE_CLOSE(fd);
	/* Another test may take the free device between the lookup and the attach. */
	for (i = 0; i < 5 && !loop_attached; i++) {
		if (tst_find_free_loopdev(loopdev, sizeof(loopdev)) < 0)
			tst_brk(TCONF, "no free loop device");
		loop_attached = !tst_attach_device(loopdev, BACKING);
	}
	if (!loop_attached)
		tst_brk(TBROK, "could not attach a loop device to %s", BACKING);
	SAFE_MKFS(loopdev, "ext2", opts, NULL);
	SAFE_MKDIR(TST_FAILING_FS, 0755);
	SAFE_MOUNT(loopdev, TST_FAILING_FS, "ext2", 0, NULL);
	over_mounted = 1;
}

int tst_failing_fs_fill(void)
{
	static char buf[1 << 20];
	int fd, i;

	memset(buf, 'x', sizeof(buf));
	fd = SAFE_OPEN(DATA, O_CREAT | O_WRONLY | O_TRUNC, 0644);
	for (i = 0; i < 8; i++)
		SAFE_WRITE(SAFE_WRITE_ALL, fd, buf, sizeof(buf));
	return fd;
}

void tst_failing_fs_drop(int *fd)
{
	if (*fd > -1)
		SAFE_CLOSE(*fd);
	SAFE_UNLINK(DATA);
}

void tst_failing_fs_cleanup(void)
{
	if (over_mounted)
		SAFE_UMOUNT(TST_FAILING_FS);
	over_mounted = 0;
	if (loop_attached)
		tst_detach_device(loopdev);
	loop_attached = 0;
	/*
	 * The detached loop device may still hold its backing file for a moment (the
	 * kernel drops it from a worker, slow on a loaded machine): the tmpfs is this
	 * test's alone, so it may go lazily, when that last reference does.
	 */
	if (small_mounted && umount(SMALL) && umount2(SMALL, MNT_DETACH))
		tst_res(TWARN | TERRNO, "umount2(%s, MNT_DETACH) failed", SMALL);
	small_mounted = 0;
}
