// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * lseek(2) SEEK_DATA and SEEK_HOLE on every filesystem. From the man page:
 * - SEEK_DATA: "Adjust the file offset to the next location in the file greater than or
 *   equal to offset containing data. If offset points to data, then the file offset is set
 *   to offset."
 * - SEEK_HOLE: "Adjust the file offset to the next hole in the file greater than or equal
 *   to offset. If offset points into the middle of a hole, then the file offset is set to
 *   offset. If there is no hole past offset, then the file offset is adjusted to the end
 *   of the file (i.e., there is an implicit hole at the end of any file)."
 * - "lseek() fails if offset points past the end of the file" (ENXIO), and SEEK_DATA fails
 *   with ENXIO when offset is "within a hole at the end of the file";
 * - "Filesystems that do not support these operations ... the simplest implementation is
 *   to make SEEK_HOLE always return the offset of the end of the file, and to make SEEK_DATA
 *   always return offset (i.e., even if the location referred to by offset is a hole, it can
 *   be considered to consist of data that is a sequence of zeros)."
 * The file: data [0, 64K), hole [64K, 1M), data [1M, 1M+64K), hole up to 3M (its size).
 * The filesystems whose lseek() is known to report real holes (ext3 and ext4, xfs, btrfs,
 * tmpfs, f2fs, bcachefs, gfs2, ocfs2; SEEK_DATA/SEEK_HOLE exist since Linux 3.1) are
 * checked against the real holes (allowing hole boundaries rounded to the filesystem
 * block); on any other, a SEEK_HOLE from 0 that gives the end of file selects the simplest
 * implementation. Every call that fails, on any filesystem, is a failure (no TCONF), and
 * every successful call must also leave the file offset there.
 */

#include "tst_test.h"
#include "tst_safe_prw.h"
#include "lapi/fcntl.h"

#define MNTPOINT "mntpoint"
#define FNAME MNTPOINT "/sparse"
#define K 1024L
#define M (1024L * 1024)
#define SIZE (3 * M)
#define CHUNK (64 * K)

static int fd = -1, known_holes;

static const char *const hole_fs[] = {
	"ext3", "ext4", "xfs", "btrfs", "tmpfs", "f2fs", "bcachefs", "gfs2", "ocfs2", NULL
};

static void expect_at(off_t offset, int whence, off_t lo, off_t hi, const char *desc)
{
	off_t pos;

	TEST(lseek(fd, offset, whence));
	if (TST_RET == -1) {
		tst_res(TFAIL | TTERRNO, "%s: lseek(%ld, %s) failed", desc, (long)offset,
			whence == SEEK_DATA ? "SEEK_DATA" : "SEEK_HOLE");
		return;
	}
	pos = SAFE_LSEEK(fd, 0, SEEK_CUR);
	if (TST_RET < lo || TST_RET > hi || pos != TST_RET)
		tst_res(TFAIL, "%s: returned %ld (file offset %ld), expected %ld..%ld", desc,
			TST_RET, (long)pos, (long)lo, (long)hi);
	else
		tst_res(TPASS, "%s: returned %ld", desc, TST_RET);
}

static void run(void)
{
	int reports_holes;

	TEST(lseek(fd, 0, SEEK_HOLE));
	if (TST_RET == -1) {
		tst_res(TFAIL | TTERRNO, "lseek(0, SEEK_HOLE) failed");
		return;
	}
	reports_holes = TST_RET != SIZE;
	if (known_holes && !reports_holes) {
		tst_res(TFAIL, "%s reports holes, but SEEK_HOLE from 0 returned the end of file",
			tst_device->fs_type);
		return;
	}
	SAFE_LSEEK(fd, 0, SEEK_SET);
	expect_at(0, SEEK_DATA, 0, 0, "SEEK_DATA from data");
	expect_at(CHUNK / 2, SEEK_DATA, CHUNK / 2, CHUNK / 2, "SEEK_DATA from the middle of data");

	if (reports_holes) {
		expect_at(0, SEEK_HOLE, CHUNK, M - 1, "SEEK_HOLE from data");
		expect_at(M / 2, SEEK_HOLE, M / 2, M / 2, "SEEK_HOLE from inside a hole");
		expect_at(M / 2, SEEK_DATA, M, M, "SEEK_DATA from inside a hole");
		expect_at(M, SEEK_HOLE, M + CHUNK, SIZE - 1, "SEEK_HOLE from the second data");
		TST_EXP_FAIL2(lseek(fd, 2 * M, SEEK_DATA), ENXIO, "SEEK_DATA in the final hole");
	} else {
		tst_res(TINFO, "%s reports no holes: checking the simplest implementation",
			tst_device->fs_type);
		expect_at(0, SEEK_HOLE, SIZE, SIZE, "SEEK_HOLE gives the end of file");
		expect_at(M / 2, SEEK_HOLE, SIZE, SIZE, "SEEK_HOLE from a hole gives end of file");
		expect_at(M / 2, SEEK_DATA, M / 2, M / 2, "SEEK_DATA gives offset");
		expect_at(2 * M, SEEK_DATA, 2 * M, 2 * M, "SEEK_DATA near the end gives offset");
	}

	expect_at(SIZE - 1, SEEK_HOLE, SIZE - 1, SIZE, "SEEK_HOLE from the last byte");
	SAFE_LSEEK(fd, 5, SEEK_SET);
	TST_EXP_FAIL2(lseek(fd, SIZE + 1, SEEK_DATA), ENXIO, "SEEK_DATA past the end of file");
	TST_EXP_FAIL2(lseek(fd, SIZE + 1, SEEK_HOLE), ENXIO, "SEEK_HOLE past the end of file");
	TST_EXP_EQ_LI(lseek(fd, 0, SEEK_CUR), 5);
}

static void setup(void)
{
	char *buf = SAFE_MALLOC(CHUNK);
	int i;

	memset(buf, 'd', CHUNK);
	fd = SAFE_OPEN(FNAME, O_CREAT | O_RDWR | O_TRUNC, 0644);
	SAFE_FTRUNCATE(fd, SIZE);
	SAFE_PWRITE(1, fd, buf, CHUNK, 0);
	SAFE_PWRITE(1, fd, buf, CHUNK, M);
	SAFE_FSYNC(fd);
	free(buf);

	for (i = 0; hole_fs[i]; i++)
		known_holes |= !strcmp(tst_device->fs_type, hole_fs[i]);
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
	.min_kver = "3.1",
	.mntpoint = MNTPOINT,
};
