// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The block-sharing ioctls of man 2 ioctl_ficlone and man 2 ioctl_fideduperange, and
 * FIBMAP (linux/fs.h), on a loop device made and mounted with each filesystem that has
 * reflinks (btrfs, xfs); TCONF where a FICLONE probe in setup says the filesystem cannot
 * share blocks. With B = FIGETBSZ's block size, files of 4 blocks:
 * - FICLONE: the destination then holds the source's bytes and size (read back); a write
 *   to the clone leaves the source unchanged (the blocks are copied on write);
 * - FICLONERANGE: blocks 1..2 of the source cloned to block 0 of an empty file: it holds
 *   those 2 B bytes and is 2 B long;
 * - FIDEDUPERANGE: two files written with the same bytes: status FILE_DEDUPE_RANGE_SAME,
 *   bytes_deduped 4 B, both files unchanged; files that differ: status
 *   FILE_DEDUPE_RANGE_DIFFERS, nothing deduplicated;
 * - FIBMAP (xfs; btrfs has no bmap): the physical block number of block 0 of a plain file;
 *   reading the device there (O_DIRECT) gives the file's first block.
 */

#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_device.h"
#include "tst_safe_prw.h"
#include "lapi/ficlone.h"
#include "lapi/fs.h"

#define MNT "mntpoint"
#define BLOCKS 4

static int blk;
static char *data, *other, *back;

static int make(const char *name, const char *bytes, size_t len)
{
	int fd = SAFE_OPEN(name, O_CREAT | O_RDWR | O_TRUNC, 0600);

	if (len)
		SAFE_PWRITE(1, fd, bytes, len, 0);
	SAFE_FSYNC(fd);
	return fd;
}

static void same(int fd, const char *exp, size_t len, const char *what)
{
	struct stat st;

	SAFE_FSTAT(fd, &st);
	memset(back, 0, BLOCKS * blk);
	SAFE_PREAD(0, fd, back, len, 0);
	if (st.st_size == (off_t)len && !memcmp(back, exp, len))
		tst_res(TPASS, "%s: %zu bytes as expected", what, len);
	else
		tst_res(TFAIL, "%s: size %lld (expected %zu), bytes %s", what,
			(long long)st.st_size, len, memcmp(back, exp, len) ? "differ" : "equal");
}

static void clone(void)
{
	int src = make(MNT "/src", data, BLOCKS * blk), dst = make(MNT "/dst", NULL, 0);
	struct file_clone_range r = {.src_fd = src, .src_offset = blk, .src_length = 2 * blk};
	int part = make(MNT "/part", NULL, 0);

	TST_EXP_PASS(ioctl(dst, FICLONE, src), "ioctl(FICLONE)");
	same(dst, data, BLOCKS * blk, "the clone");
	SAFE_PWRITE(1, dst, other, blk, 0);
	same(src, data, BLOCKS * blk, "the source after a write to the clone");
	TST_EXP_PASS(ioctl(part, FICLONERANGE, &r), "ioctl(FICLONERANGE, blocks 1..2)");
	same(part, data + blk, 2 * blk, "the range clone");
	SAFE_CLOSE(src);
	SAFE_CLOSE(dst);
	SAFE_CLOSE(part);
}

static void dedupe(const char *with, uint16_t exp_status, uint64_t exp_bytes)
{
	struct file_dedupe_range *r = SAFE_MALLOC(sizeof(*r) + sizeof(r->info[0]));
	int a = make(MNT "/a", data, BLOCKS * blk), b = make(MNT "/b", with, BLOCKS * blk);

	memset(r, 0, sizeof(*r));
	r->src_length = BLOCKS * blk;
	r->dest_count = 1;
	r->info[0] = (struct file_dedupe_range_info){.dest_fd = b, .status = 0x7777,
						    .bytes_deduped = 0x7777};
	TST_EXP_PASS(ioctl(a, FIDEDUPERANGE, r), "ioctl(FIDEDUPERANGE, %s bytes)",
		     with == data ? "same" : "other");
	if (r->info[0].status == exp_status && r->info[0].bytes_deduped == exp_bytes)
		tst_res(TPASS, "status %d, %llu bytes deduplicated", r->info[0].status,
			(unsigned long long)exp_bytes);
	else
		tst_res(TFAIL, "status %d, %llu bytes deduplicated; expected %d, %llu",
			r->info[0].status, (unsigned long long)r->info[0].bytes_deduped,
			exp_status, (unsigned long long)exp_bytes);
	same(a, data, BLOCKS * blk, "the deduplication source");
	same(b, with, BLOCKS * blk, "the deduplication destination");
	SAFE_CLOSE(a);
	SAFE_CLOSE(b);
	free(r);
}

static void bmap(void)
{
	int fd = make(MNT "/plain", data, BLOCKS * blk), dev, nr = 0;
	char *raw;

	if (!strcmp(tst_device->fs_type, "btrfs")) {
		tst_res(TCONF, "btrfs has no bmap: no FIBMAP row");
		SAFE_CLOSE(fd);
		return;
	}
	TST_EXP_PASS(ioctl(fd, FIBMAP, &nr), "ioctl(FIBMAP, block 0)");
	SAFE_CLOSE(fd);
	if (nr <= 0) {
		tst_res(TFAIL, "FIBMAP gave block %d", nr);
		return;
	}
	raw = aligned_alloc(blk, blk);
	if (!raw)
		tst_brk(TBROK, "aligned_alloc(%d)", blk);
	dev = SAFE_OPEN(tst_device->dev, O_RDONLY | O_DIRECT);
	SAFE_PREAD(1, dev, raw, blk, (off_t)nr * blk);
	SAFE_CLOSE(dev);
	TST_EXP_EXPR(!memcmp(raw, data, blk), "the device's block %d holds the file's block 0",
		     nr);
	free(raw);
}

static void run(void)
{
	clone();
	dedupe(data, FILE_DEDUPE_RANGE_SAME, BLOCKS * blk);
	dedupe(other, FILE_DEDUPE_RANGE_DIFFERS, 0);
	bmap();
}

static void setup(void)
{
	int a, b, i;

	a = SAFE_OPEN(MNT "/probe", O_CREAT | O_RDWR, 0600);
	SAFE_IOCTL(a, FIGETBSZ, &blk);
	if (blk <= 0 || blk > 65536)
		tst_brk(TBROK, "FIGETBSZ gave %d", blk);
	data = SAFE_MALLOC(BLOCKS * blk);
	other = SAFE_MALLOC(BLOCKS * blk);
	back = SAFE_MALLOC(BLOCKS * blk);
	for (i = 0; i < BLOCKS * blk; i++) {
		data[i] = 'a' + i % 23;
		other[i] = 'A' + i % 19;
	}
	SAFE_PWRITE(1, a, data, blk, 0);
	b = SAFE_OPEN(MNT "/probe2", O_CREAT | O_RDWR, 0600);
	if (ioctl(b, FICLONE, a)) {
		if (errno == EOPNOTSUPP || errno == EINVAL || errno == EXDEV || errno == ENOTTY)
			tst_brk(TCONF | TERRNO, "%s cannot share blocks", tst_device->fs_type);
		tst_brk(TBROK | TERRNO, "ioctl(FICLONE) probe");
	}
	SAFE_CLOSE(a);
	SAFE_CLOSE(b);
	tst_res(TINFO, "%s, block size %d", tst_device->fs_type, blk);
}

static void cleanup(void)
{
	free(data);
	free(other);
	free(back);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.dev_min_size = 16,
	.mntpoint = MNT,
	.filesystems = (struct tst_fs []) {
		{.type = "btrfs"},
		{.type = "xfs"},
		{}
	},
};
