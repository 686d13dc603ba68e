// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fallocate(2) FALLOC_FL_COLLAPSE_RANGE and FALLOC_FL_INSERT_RANGE on every filesystem.
 * From the man page:
 * - COLLAPSE_RANGE "removes a byte range from a file, without leaving a hole. The byte
 *   range to be collapsed starts at offset and continues for len bytes. At the completion
 *   of the operation, the contents of the file starting at the location offset+len will be
 *   appended at the location offset, and the file will be len bytes smaller";
 * - INSERT_RANGE "increases the file space by inserting a hole within the file size
 *   without overwriting any existing data. The hole will start at offset and continue for
 *   len bytes. When inserting the hole inside file, the contents of the file starting at
 *   offset will be shifted upward (i.e., to a higher file offset) by len bytes", and the
 *   file grows by len; the hole reads as zeros;
 * - both need offset and len to be "a multiple of the filesystem logical block size"
 *   (checked here with a misaligned len: EINVAL, file unchanged).
 * A mode the filesystem does not support (EOPNOTSUPP) is TCONF for that mode.
 */

#include "fallocate.h"

#define MNTPOINT "mntpoint"
#define FNAME MNTPOINT "/file"
#define NBLOCKS 8

static int fd = -1;
static size_t bsize;
static int collapse_ok, insert_ok;

static void fresh_file(void)
{
	SAFE_FTRUNCATE(fd, 0);
	falloc_write_blocks(fd, bsize, NBLOCKS);
	SAFE_FSYNC(fd);
}

/* Block i of the file must hold the pattern of original block map[i] (-1: zeros). */
static int expect_layout(const int *map, unsigned int n, const char *desc)
{
	unsigned int i;

	if (falloc_size(fd) != (off_t)(n * bsize)) {
		tst_res(TFAIL, "%s: size %ld, expected %zu", desc, (long)falloc_size(fd),
			n * bsize);
		return 1;
	}
	for (i = 0; i < n; i++) {
		char c = map[i] < 0 ? 0 : falloc_block_char(map[i]);

		if (falloc_expect_bytes(fd, i * bsize, bsize, c, desc))
			return 1;
	}
	return 0;
}

static void run_collapse(void)
{
	static const int after[] = {0, 1, 4, 5, 6, 7};
	static const int orig[] = {0, 1, 2, 3, 4, 5, 6, 7};

	if (!collapse_ok) {
		tst_res(TCONF, "%s does not support FALLOC_FL_COLLAPSE_RANGE", tst_device->fs_type);
		return;
	}

	fresh_file();
	TST_EXP_FAIL(fallocate(fd, FALLOC_FL_COLLAPSE_RANGE, 2 * bsize, bsize + 1), EINVAL,
		     "COLLAPSE_RANGE with a len that is not a block multiple");
	if (!expect_layout(orig, NBLOCKS, "after the failed COLLAPSE_RANGE"))
		tst_res(TPASS, "failed COLLAPSE_RANGE left the file unchanged");

	TST_EXP_PASS(fallocate(fd, FALLOC_FL_COLLAPSE_RANGE, 2 * bsize, 2 * bsize),
		     "COLLAPSE_RANGE of blocks 2-3");
	if (TST_PASS && !expect_layout(after, ARRAY_SIZE(after), "COLLAPSE_RANGE"))
		tst_res(TPASS, "COLLAPSE_RANGE: later blocks moved down, file %zu bytes shorter",
			2 * bsize);
}

static void run_insert(void)
{
	static const int after[] = {0, 1, 2, -1, -1, 3, 4, 5, 6, 7};
	static const int orig[] = {0, 1, 2, 3, 4, 5, 6, 7};

	if (!insert_ok) {
		tst_res(TCONF, "%s does not support FALLOC_FL_INSERT_RANGE", tst_device->fs_type);
		return;
	}

	fresh_file();
	TST_EXP_FAIL(fallocate(fd, FALLOC_FL_INSERT_RANGE, 3 * bsize, bsize / 2), EINVAL,
		     "INSERT_RANGE with a len that is not a block multiple");
	if (!expect_layout(orig, NBLOCKS, "after the failed INSERT_RANGE"))
		tst_res(TPASS, "failed INSERT_RANGE left the file unchanged");

	TST_EXP_PASS(fallocate(fd, FALLOC_FL_INSERT_RANGE, 3 * bsize, 2 * bsize),
		     "INSERT_RANGE of 2 blocks at block 3");
	if (TST_PASS && !expect_layout(after, ARRAY_SIZE(after), "INSERT_RANGE"))
		tst_res(TPASS, "INSERT_RANGE: a zero-filled gap, later blocks moved up, file %zu "
			"bytes longer", 2 * bsize);
}

static void run(void)
{
	run_collapse();
	run_insert();
}

static void setup(void)
{
	bsize = falloc_fs_block(MNTPOINT);
	collapse_ok = !falloc_probe(MNTPOINT, FALLOC_FL_COLLAPSE_RANGE, bsize);
	insert_ok = !falloc_probe(MNTPOINT, FALLOC_FL_INSERT_RANGE, bsize);
	if (!collapse_ok && !insert_ok)
		tst_brk(TCONF, "%s supports neither COLLAPSE_RANGE nor INSERT_RANGE",
			tst_device->fs_type);
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
