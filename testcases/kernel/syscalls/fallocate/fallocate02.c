// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fallocate(2) FALLOC_FL_PUNCH_HOLE and FALLOC_FL_ZERO_RANGE on every filesystem. From the
 * man page:
 * - PUNCH_HOLE "deallocates space (i.e., creates a hole) in the byte range starting at
 *   offset and continuing for len bytes. Within the specified range, partial filesystem
 *   blocks are zeroed, and whole filesystem blocks are removed from the file. After a
 *   successful call, subsequent reads from this range will return zeros"; it "must be
 *   ORed with FALLOC_FL_KEEP_SIZE": the size does not change, st_blocks shrinks, the data
 *   around the range is untouched, and a partial block range only zeroes its bytes;
 * - ZERO_RANGE "zeroes space in the byte range starting at offset and continuing for len
 *   bytes ... subsequent reads from this range will return zeros"; "if FALLOC_FL_KEEP_SIZE
 *   ... the file size will not be changed", otherwise a range past the end grows the file.
 * A mode the filesystem does not support (EOPNOTSUPP) is TCONF for that mode.
 */

#include "fallocate.h"

#define MNTPOINT "mntpoint"
#define FNAME MNTPOINT "/file"
#define NBLOCKS 8

static int fd = -1;
static size_t bsize;
static int punch_ok, zero_ok;

static void fresh_file(void)
{
	SAFE_FTRUNCATE(fd, 0);
	falloc_write_blocks(fd, bsize, NBLOCKS);
	SAFE_FSYNC(fd);
}

/* Blocks other than [first, last] must still hold their pattern. */
static int others_intact(unsigned int first, unsigned int last, const char *desc)
{
	unsigned int i;

	for (i = 0; i < NBLOCKS; i++) {
		if (i >= first && i <= last)
			continue;
		if (falloc_expect_bytes(fd, i * bsize, bsize, falloc_block_char(i), desc))
			return 1;
	}
	return 0;
}

static void run_punch(void)
{
	blkcnt_t before;

	if (!punch_ok) {
		tst_res(TCONF, "%s does not support FALLOC_FL_PUNCH_HOLE", tst_device->fs_type);
		return;
	}

	fresh_file();
	before = falloc_blocks(fd);
	TST_EXP_PASS(fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, 2 * bsize,
				   3 * bsize), "PUNCH_HOLE | KEEP_SIZE over blocks 2-4");
	if (!TST_PASS)
		return;
	if (falloc_size(fd) != (off_t)(NBLOCKS * bsize))
		tst_res(TFAIL, "PUNCH_HOLE: size changed to %ld", (long)falloc_size(fd));
	else if (falloc_blocks(fd) > before - (blkcnt_t)(3 * bsize / 512))
		tst_res(TFAIL, "PUNCH_HOLE: st_blocks %ld -> %ld, expected %zu fewer",
			(long)before, (long)falloc_blocks(fd), 3 * bsize / 512);
	else if (!falloc_expect_bytes(fd, 2 * bsize, 3 * bsize, 0, "PUNCH_HOLE range") &&
		 !others_intact(2, 4, "PUNCH_HOLE, data around the hole"))
		tst_res(TPASS, "PUNCH_HOLE: range reads zeros, space freed, size and other "
			"data kept");

	/* Half a block in the middle of block 6: only those bytes become zero. */
	TST_EXP_PASS(fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE,
				   6 * bsize + bsize / 4, bsize / 2), "PUNCH_HOLE of half a block");
	if (!TST_PASS)
		return;
	if (!falloc_expect_bytes(fd, 6 * bsize, bsize / 4, falloc_block_char(6), "partial punch") &&
	    !falloc_expect_bytes(fd, 6 * bsize + bsize / 4, bsize / 2, 0, "partial punch") &&
	    !falloc_expect_bytes(fd, 6 * bsize + 3 * bsize / 4, bsize / 4, falloc_block_char(6),
				 "partial punch"))
		tst_res(TPASS, "PUNCH_HOLE of a partial block zeroes just those bytes");
}

static void run_zero(void)
{
	if (!zero_ok) {
		tst_res(TCONF, "%s does not support FALLOC_FL_ZERO_RANGE", tst_device->fs_type);
		return;
	}

	fresh_file();
	TST_EXP_PASS(fallocate(fd, FALLOC_FL_ZERO_RANGE, bsize + bsize / 2, 2 * bsize),
		     "ZERO_RANGE over blocks 1.5-3.5");
	if (!TST_PASS)
		return;
	if (falloc_size(fd) != (off_t)(NBLOCKS * bsize))
		tst_res(TFAIL, "ZERO_RANGE inside the file: size changed to %ld",
			(long)falloc_size(fd));
	else if (!falloc_expect_bytes(fd, bsize, bsize / 2, falloc_block_char(1), "ZERO_RANGE") &&
		 !falloc_expect_bytes(fd, bsize + bsize / 2, 2 * bsize, 0, "ZERO_RANGE") &&
		 !falloc_expect_bytes(fd, 3 * bsize + bsize / 2, bsize / 2, falloc_block_char(3),
				      "ZERO_RANGE") &&
		 !others_intact(1, 3, "ZERO_RANGE, data around the range"))
		tst_res(TPASS, "ZERO_RANGE: range reads zeros, data around it and size kept");

	TST_EXP_PASS(fallocate(fd, FALLOC_FL_ZERO_RANGE | FALLOC_FL_KEEP_SIZE,
			       (NBLOCKS - 1) * bsize, 4 * bsize),
		     "ZERO_RANGE | KEEP_SIZE past the end");
	if (TST_PASS && falloc_size(fd) != (off_t)(NBLOCKS * bsize))
		tst_res(TFAIL, "ZERO_RANGE | KEEP_SIZE: size changed to %ld",
			(long)falloc_size(fd));
	else if (TST_PASS && !falloc_expect_bytes(fd, (NBLOCKS - 1) * bsize, bsize, 0,
						 "ZERO_RANGE | KEEP_SIZE"))
		tst_res(TPASS, "ZERO_RANGE | KEEP_SIZE: last block zeroed, size kept");

	TST_EXP_PASS(fallocate(fd, FALLOC_FL_ZERO_RANGE, (NBLOCKS - 1) * bsize, 4 * bsize),
		     "ZERO_RANGE past the end");
	if (TST_PASS && falloc_size(fd) != (off_t)((NBLOCKS + 3) * bsize))
		tst_res(TFAIL, "ZERO_RANGE: size %ld, expected %zu", (long)falloc_size(fd),
			(NBLOCKS + 3) * bsize);
	else if (TST_PASS && !falloc_expect_bytes(fd, NBLOCKS * bsize, 3 * bsize, 0,
						 "ZERO_RANGE past the end"))
		tst_res(TPASS, "ZERO_RANGE past the end grows the file with zeros");
}

static void run(void)
{
	run_punch();
	run_zero();
}

static void setup(void)
{
	bsize = falloc_fs_block(MNTPOINT);
	punch_ok = !falloc_probe(MNTPOINT, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, bsize);
	zero_ok = !falloc_probe(MNTPOINT, FALLOC_FL_ZERO_RANGE, bsize);
	if (!punch_ok && !zero_ok)
		tst_brk(TCONF, "%s supports neither PUNCH_HOLE nor ZERO_RANGE",
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
