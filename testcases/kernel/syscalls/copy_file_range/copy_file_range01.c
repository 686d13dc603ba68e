// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * copy_file_range01: what man 2 copy_file_range's DESCRIPTION and RETURN VALUE promise,
 * on every filesystem (xfs and btrfs may share the blocks as a reflink, the others copy):
 *
 *   - off_in/off_out NULL: "bytes are read from fd_in starting from the file offset, and
 *     the file offset is adjusted by the number of bytes copied" (and so for fd_out).
 *   - off_in/off_out given: the file offsets are not changed, *off_in and *off_out are
 *     advanced, and the copy "overwrit[es] any data that exists within the requested
 *     range of the target file" while the bytes around that range stay as they were.
 *   - len beyond the end of fd_in: the return value is the (smaller) number of bytes
 *     copied; at or past the end of file "no bytes are copied, and copy_file_range()
 *     returns zero".
 *   - fd_in and fd_out "can refer to the same file" when the ranges do not overlap.
 *   - target offset past the end of fd_out: the file grows and the gap reads as zeros.
 *   - a 1 MB block-aligned copy (which xfs/btrfs turn into a reflink) is an independent
 *     copy: changing the target afterwards leaves the source untouched and vice versa.
 *     Whether the blocks are shared is reported (FIEMAP_EXTENT_SHARED), not required.
 */
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include "tst_test.h"
#include "tst_safe_prw.h"

#define MNTPOINT "mntpoint"
#define IN_NAME MNTPOINT "/copy_file_range01_in"
#define OUT_NAME MNTPOINT "/copy_file_range01_out"
#define IN_SIZE (1024 * 1024)

static char *pattern, *rbuf;
static int in_fd = -1, out_fd = -1;

static int bytes_equal(const char *what, const char *got, const char *exp, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++) {
		if (got[i] != exp[i]) {
			tst_res(TFAIL, "%s: byte %zu is 0x%02x, expected 0x%02x", what, i,
				(unsigned char)got[i], (unsigned char)exp[i]);
			return 0;
		}
	}
	return 1;
}

static void check_out(const char *what, off_t out_off, off_t in_off, size_t len)
{
	SAFE_PREAD(1, out_fd, rbuf, len, out_off);
	if (bytes_equal(what, rbuf, pattern + in_off, len))
		tst_res(TPASS, "%s: out[%lld..%lld] == in[%lld..%lld]", what, (long long)out_off,
			(long long)(out_off + len), (long long)in_off, (long long)(in_off + len));
}

static void check_pos(const char *what, int fd, off_t exp)
{
	TST_EXP_EQ_LI(SAFE_LSEEK(fd, 0, SEEK_CUR), exp);
	if (!TST_PASS)
		tst_res(TINFO, "(file offset of %s)", what);
}

static void open_out(char fill, size_t size)
{
	out_fd = SAFE_OPEN(OUT_NAME, O_RDWR | O_CREAT | O_TRUNC, 0644);
	if (size) {
		memset(rbuf, fill, size);
		SAFE_WRITE(1, out_fd, rbuf, size);
		SAFE_LSEEK(out_fd, 0, SEEK_SET);
	}
}

static void close_out(void)
{
	SAFE_CLOSE(out_fd);
	SAFE_UNLINK(OUT_NAME);
}

static void offsets_null(void)
{
	open_out(0, 0);
	SAFE_LSEEK(in_fd, 100, SEEK_SET);
	TST_EXP_VAL(copy_file_range(in_fd, NULL, out_fd, NULL, 5000, 0), 5000);
	check_pos("fd_in", in_fd, 5100);
	check_pos("fd_out", out_fd, 5000);
	check_out("offsets NULL", 0, 100, 5000);
	close_out();
}

static void offsets_given(void)
{
	loff_t off_in = 3000, off_out = 1000;
	char fill[1000];

	open_out('Z', 8000);
	SAFE_LSEEK(in_fd, 7, SEEK_SET);
	SAFE_LSEEK(out_fd, 11, SEEK_SET);
	TST_EXP_VAL(copy_file_range(in_fd, &off_in, out_fd, &off_out, 4000, 0), 4000);
	TST_EXP_EQ_LI(off_in, 7000);
	TST_EXP_EQ_LI(off_out, 5000);
	check_pos("fd_in", in_fd, 7);
	check_pos("fd_out", out_fd, 11);
	check_out("offsets given", 1000, 3000, 4000);

	memset(fill, 'Z', sizeof(fill));
	SAFE_PREAD(1, out_fd, rbuf, 1000, 0);
	if (bytes_equal("bytes before the target range", rbuf, fill, 1000)) {
		SAFE_PREAD(1, out_fd, rbuf, 1000, 5000);
		if (bytes_equal("bytes after the target range", rbuf, fill, 1000))
			tst_res(TPASS, "bytes around the target range unchanged");
	}
	close_out();
}

static void beyond_eof(void)
{
	loff_t off_in = IN_SIZE - 300, off_out = 0;

	open_out(0, 0);
	TST_EXP_VAL(copy_file_range(in_fd, &off_in, out_fd, &off_out, 1000, 0), 300,
		    "copy_file_range() of 1000 bytes with 300 left");
	TST_EXP_EQ_LI(off_in, IN_SIZE);
	check_out("len beyond EOF", 0, IN_SIZE - 300, 300);
	TST_EXP_VAL(copy_file_range(in_fd, &off_in, out_fd, &off_out, 1000, 0), 0,
		    "copy_file_range() at EOF");
	off_in = IN_SIZE + 4096;
	TST_EXP_VAL(copy_file_range(in_fd, &off_in, out_fd, &off_out, 1000, 0), 0,
		    "copy_file_range() past EOF");
	close_out();
}

static void same_file(void)
{
	loff_t off_in = 0, off_out = 8192;

	open_out(0, 0);
	SAFE_WRITE(1, out_fd, pattern, 4096);
	TST_EXP_VAL(copy_file_range(out_fd, &off_in, out_fd, &off_out, 4096, 0), 4096,
		    "copy_file_range() within one file, ranges apart");
	check_out("same file", 8192, 0, 4096);
	close_out();
}

static void past_out_eof(void)
{
	loff_t off_in = 0, off_out = 65536;
	char zeros[4096] = {0};
	struct stat st;

	open_out('Z', 4096);
	TST_EXP_VAL(copy_file_range(in_fd, &off_in, out_fd, &off_out, 4096, 0), 4096,
		    "copy_file_range() to 60 KB past the end of fd_out");
	SAFE_FSTAT(out_fd, &st);
	TST_EXP_EQ_LI(st.st_size, 65536 + 4096);
	check_out("past fd_out EOF", 65536, 0, 4096);
	SAFE_PREAD(1, out_fd, rbuf, 4096, 32768);
	if (bytes_equal("the gap", rbuf, zeros, 4096))
		tst_res(TPASS, "the gap before the copied range reads as zeros");
	close_out();
}

static int shared_extents(int fd)
{
	struct {
		struct fiemap fm;
		struct fiemap_extent ext[32];
	} req;
	unsigned int i;

	memset(&req, 0, sizeof(req));
	req.fm.fm_length = FIEMAP_MAX_OFFSET;
	req.fm.fm_flags = FIEMAP_FLAG_SYNC;
	req.fm.fm_extent_count = ARRAY_SIZE(req.ext);
	if (ioctl(fd, FS_IOC_FIEMAP, &req.fm))
		return -1;
	for (i = 0; i < req.fm.fm_mapped_extents; i++) {
		if (req.ext[i].fe_flags & FIEMAP_EXTENT_SHARED)
			return 1;
	}
	return 0;
}

static void independent_copy(void)
{
	loff_t off_in = 0, off_out = 0;
	int shared;

	open_out(0, 0);
	TST_EXP_VAL(copy_file_range(in_fd, &off_in, out_fd, &off_out, IN_SIZE, 0), IN_SIZE,
		    "copy_file_range() of 1 MB, block aligned");
	shared = shared_extents(out_fd);
	tst_res(TINFO, "after the copy the target %s", shared < 0 ? "has no FIEMAP" :
		shared ? "shares blocks with the source (reflink)" : "has blocks of its own");

	SAFE_PWRITE(1, out_fd, "NEW", 3, 4096);
	SAFE_PREAD(1, in_fd, rbuf, 8192, 0);
	if (bytes_equal("source after writing to the target", rbuf, pattern, 8192))
		tst_res(TPASS, "writing to the target left the source unchanged");
	SAFE_PREAD(1, out_fd, rbuf, 3, 4096);
	if (bytes_equal("target after writing to it", rbuf, "NEW", 3))
		check_out("target after writing to it, rest", 8192, 8192, 8192);

	SAFE_PWRITE(1, in_fd, "OLD", 3, 12288);
	check_out("target after writing to the source", 12288, 12288, 4096);
	/* restore the source */
	SAFE_PWRITE(1, in_fd, pattern + 12288, 3, 12288);
	SAFE_FSYNC(in_fd);
	close_out();
}

static void (*const cases[])(void) = {
	offsets_null, offsets_given, beyond_eof, same_file, past_out_eof, independent_copy,
};

static void run(unsigned int n)
{
	cases[n]();
}

static void setup(void)
{
	int i;

	for (i = 0; i < IN_SIZE; i++)
		pattern[i] = i * 13 + i / 509 + 1;
	in_fd = SAFE_OPEN(IN_NAME, O_RDWR | O_CREAT | O_TRUNC, 0644);
	SAFE_WRITE(1, in_fd, pattern, IN_SIZE);
	SAFE_FSYNC(in_fd);
	/* Linux 4.5 and glibc 2.27 brought copy_file_range(). */
	if (copy_file_range(in_fd, NULL, in_fd, NULL, 0, 0) && errno == ENOSYS)
		tst_brk(TCONF, "copy_file_range() is not supported");
}

static void cleanup(void)
{
	if (out_fd >= 0)
		SAFE_CLOSE(out_fd);
	if (in_fd >= 0)
		SAFE_CLOSE(in_fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(cases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.mount_device = 1,
	.all_filesystems = 1,
	.dev_min_size = 16,
	.mntpoint = MNTPOINT,
	.bufs = (struct tst_buffers []) {
		{&pattern, .size = IN_SIZE},
		{&rbuf, .size = IN_SIZE},
		{}
	},
};
