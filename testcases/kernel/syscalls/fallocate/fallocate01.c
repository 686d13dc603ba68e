// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fallocate(2) default mode and FALLOC_FL_KEEP_SIZE on every filesystem. From the man
 * page:
 * - mode 0 "allocates the disk space within the range specified by offset and len. The
 *   file size ... will be changed if offset+len is greater than the file size. Any
 *   subregion within the range specified by offset and len that did not contain data
 *   before the call will be initialized to zero";
 * - existing data inside the range is kept; after the call the space is allocated
 *   (st_blocks covers the range), so writing into it cannot fail with ENOSPC;
 * - FALLOC_FL_KEEP_SIZE: "the file size will not be changed ... even if offset+len is
 *   greater than the file size", but blocks beyond the end are allocated (st_blocks grows)
 *   and reading still stops at the old end of file.
 * Filesystems without fallocate() (EOPNOTSUPP) are TCONF; those that support mode 0 but
 * not KEEP_SIZE get TCONF for that part only.
 */

#include "fallocate.h"

#define MNTPOINT "mntpoint"
#define FNAME MNTPOINT "/file"
#define NBLOCKS 4

static int fd = -1;
static size_t bsize;
static int keep_size_ok;

/* The range [2, 16) blocks overlaps data blocks 2 and 3 and extends the file. */
static void run_default(void)
{
	off_t size;

	SAFE_FTRUNCATE(fd, 0);
	falloc_write_blocks(fd, bsize, NBLOCKS);
	TST_EXP_PASS(fallocate(fd, 0, 2 * bsize, 14 * bsize),
		     "fallocate(0, %zu, %zu)", 2 * bsize, 14 * bsize);
	if (!TST_PASS)
		return;

	size = falloc_size(fd);
	if (size != (off_t)(16 * bsize)) {
		tst_res(TFAIL, "mode 0: size %ld, expected %zu", (long)size, 16 * bsize);
		return;
	}
	if (falloc_blocks(fd) * 512 < (blkcnt_t)(16 * bsize)) {
		tst_res(TFAIL, "mode 0: %ld 512-byte blocks allocated, expected at least %zu",
			(long)falloc_blocks(fd), 16 * bsize / 512);
		return;
	}
	if (falloc_expect_bytes(fd, 2 * bsize, bsize, falloc_block_char(2), "mode 0, old data") ||
	    falloc_expect_bytes(fd, 3 * bsize, bsize, falloc_block_char(3), "mode 0, old data") ||
	    falloc_expect_bytes(fd, NBLOCKS * bsize, 12 * bsize, 0, "mode 0, new range"))
		return;
	tst_res(TPASS, "mode 0: size grew to offset+len, space allocated, old data kept, "
		"new range reads zeros");
}

static void run_keep_size(void)
{
	blkcnt_t before;
	char c;

	if (!keep_size_ok) {
		tst_res(TCONF, "%s does not support FALLOC_FL_KEEP_SIZE", tst_device->fs_type);
		return;
	}

	SAFE_FTRUNCATE(fd, 0);
	falloc_write_blocks(fd, bsize, NBLOCKS);
	SAFE_FSYNC(fd);
	before = falloc_blocks(fd);
	TST_EXP_PASS(fallocate(fd, FALLOC_FL_KEEP_SIZE, NBLOCKS * bsize, 16 * bsize),
		     "fallocate(FALLOC_FL_KEEP_SIZE) past the end");
	if (!TST_PASS)
		return;

	if (falloc_size(fd) != (off_t)(NBLOCKS * bsize))
		tst_res(TFAIL, "KEEP_SIZE: size changed to %ld", (long)falloc_size(fd));
	else if (falloc_blocks(fd) < before + (blkcnt_t)(16 * bsize / 512))
		tst_res(TFAIL, "KEEP_SIZE: st_blocks %ld -> %ld, expected %zu more",
			(long)before, (long)falloc_blocks(fd), 16 * bsize / 512);
	else if (pread(fd, &c, 1, NBLOCKS * bsize) != 0)
		tst_res(TFAIL, "KEEP_SIZE: a read at the old end of file returned data");
	else if (!falloc_expect_bytes(fd, 0, bsize, falloc_block_char(0), "KEEP_SIZE, old data"))
		tst_res(TPASS, "KEEP_SIZE: blocks allocated past the end, size and data unchanged");
}

static void run(void)
{
	run_default();
	run_keep_size();
}

static void setup(void)
{
	bsize = falloc_fs_block(MNTPOINT);
	if (falloc_probe(MNTPOINT, 0, bsize))
		tst_brk(TCONF, "%s does not support fallocate()", tst_device->fs_type);
	keep_size_ok = !falloc_probe(MNTPOINT, FALLOC_FL_KEEP_SIZE, bsize);
	fd = SAFE_OPEN(FNAME, O_CREAT | O_RDWR, 0644);
}

static void cleanup(void)
{
	if (fd > -1)
		SAFE_CLOSE(fd);
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
