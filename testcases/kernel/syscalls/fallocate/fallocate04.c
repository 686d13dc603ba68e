// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fallocate(2) FALLOC_FL_UNSHARE_RANGE on every filesystem. From the man page:
 * "Specifying the FALLOC_FL_UNSHARE_RANGE flag in mode unshares shared blocks within the
 * file size so as to guarantee that subsequent writes will not fail due to lack of
 * space", and the file's data and size do not change.
 * The file is made to share its blocks with a clone (ioctl FICLONE); FIEMAP must report
 * the extents FIEMAP_EXTENT_SHARED before the call and not after it, and the clone must
 * keep its data. Unsharing a file that shares nothing would show no effect (a call that
 * did nothing would pass), so the test needs a filesystem that can reflink.
 * TCONF, decided in setup: the filesystem cannot clone a file (FICLONE fails with
 * EOPNOTSUPP, EINVAL or EXDEV; probed first, so it does not depend on fallocate()), FIEMAP
 * does not show a clone's extents as shared, or fallocate() reports EOPNOTSUPP for the
 * mode.
 */

#include <stdlib.h>
#include <sys/ioctl.h>
#include <linux/fs.h>
#include <linux/fiemap.h>
#include "fallocate.h"

#define MNTPOINT "mntpoint"
#define FNAME MNTPOINT "/file"
#define CLONE MNTPOINT "/clone"
#define NBLOCKS 8
#define MAX_EXTENTS 32

static int fd = -1, clone_fd = -1;
static size_t bsize;
static struct fiemap *fm;

/* 1 if any extent of fd is shared, 0 if none, -1 if FIEMAP is not available. */
static int any_shared(int fdesc)
{
	unsigned int i;

	memset(fm, 0, sizeof(*fm) + MAX_EXTENTS * sizeof(struct fiemap_extent));
	fm->fm_length = FIEMAP_MAX_OFFSET;
	fm->fm_flags = FIEMAP_FLAG_SYNC;
	fm->fm_extent_count = MAX_EXTENTS;
	if (ioctl(fdesc, FS_IOC_FIEMAP, fm))
		return -1;
	for (i = 0; i < fm->fm_mapped_extents; i++) {
		if (fm->fm_extents[i].fe_flags & FIEMAP_EXTENT_SHARED)
			return 1;
	}
	return 0;
}

static void run(void)
{
	int cloned, shared;
	unsigned int i;

	SAFE_FTRUNCATE(fd, 0);
	falloc_write_blocks(fd, bsize, NBLOCKS);
	SAFE_FSYNC(fd);

	clone_fd = SAFE_OPEN(CLONE, O_CREAT | O_RDWR | O_TRUNC, 0644);
	cloned = !ioctl(clone_fd, FICLONE, fd);
	if (!cloned)
		tst_brk(TBROK | TERRNO, "ioctl(FICLONE) failed after the probe cloned");
	shared = any_shared(fd);
	if (shared != 1)
		tst_brk(TBROK, "FIEMAP shows no shared extent after FICLONE (%d)", shared);

	TST_EXP_PASS(fallocate(fd, FALLOC_FL_UNSHARE_RANGE, 0, NBLOCKS * bsize),
		     "fallocate(FALLOC_FL_UNSHARE_RANGE) of the whole file");
	if (!TST_PASS)
		goto out;

	if (falloc_size(fd) != (off_t)(NBLOCKS * bsize)) {
		tst_res(TFAIL, "UNSHARE_RANGE changed the size to %ld", (long)falloc_size(fd));
		goto out;
	}
	for (i = 0; i < NBLOCKS; i++) {
		if (falloc_expect_bytes(fd, i * bsize, bsize, falloc_block_char(i), "file") ||
		    (cloned && falloc_expect_bytes(clone_fd, i * bsize, bsize,
						   falloc_block_char(i), "clone")))
			goto out;
	}
	shared = any_shared(fd);
	if (shared != 0)
		tst_res(TFAIL, "FIEMAP after UNSHARE_RANGE: %s",
			shared > 0 ? "extents still shared" : "failed");
	else
		tst_res(TPASS, "UNSHARE_RANGE: shared extents now private, data and size unchanged");
out:
	SAFE_CLOSE(clone_fd);
	SAFE_UNLINK(CLONE);
}

/* Can this filesystem share blocks, and does FIEMAP show it? Not a fallocate() call. */
static void probe_reflink(void)
{
	int a, b, shared;

	a = SAFE_OPEN(MNTPOINT "/probe_a", O_CREAT | O_RDWR | O_TRUNC, 0644);
	b = SAFE_OPEN(MNTPOINT "/probe_b", O_CREAT | O_RDWR | O_TRUNC, 0644);
	falloc_write_blocks(a, bsize, 2);
	SAFE_FSYNC(a);
	if (ioctl(b, FICLONE, a)) {
		if (errno != EOPNOTSUPP && errno != EINVAL && errno != EXDEV && errno != ENOTTY)
			tst_brk(TBROK | TERRNO, "probing ioctl(FICLONE)");
		tst_brk(TCONF | TERRNO, "%s cannot clone a file (no reflink)",
			tst_device->fs_type);
	}
	shared = any_shared(a);
	SAFE_CLOSE(a);
	SAFE_CLOSE(b);
	SAFE_UNLINK(MNTPOINT "/probe_a");
	SAFE_UNLINK(MNTPOINT "/probe_b");
	if (shared != 1)
		tst_brk(TCONF, "FIEMAP on %s does not show a clone's extents as shared",
			tst_device->fs_type);
}

static void setup(void)
{
	bsize = falloc_fs_block(MNTPOINT);
	fm = SAFE_MALLOC(sizeof(*fm) + MAX_EXTENTS * sizeof(struct fiemap_extent));
	probe_reflink();
	if (falloc_probe(MNTPOINT, FALLOC_FL_UNSHARE_RANGE, bsize))
		tst_brk(TCONF, "%s does not support FALLOC_FL_UNSHARE_RANGE", tst_device->fs_type);
	fd = SAFE_OPEN(FNAME, O_CREAT | O_RDWR, 0644);
}

static void cleanup(void)
{
	if (clone_fd > -1)
		SAFE_CLOSE(clone_fd);
	if (fd > -1)
		SAFE_CLOSE(fd);
	free(fm);
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
