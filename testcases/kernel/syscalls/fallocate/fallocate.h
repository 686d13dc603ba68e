/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Helpers shared by the fallocate tests: a file of numbered blocks whose contents say
 * where they came from, so a test can tell which block ended up where after a mode that
 * moves data (collapse, insert), and which ranges read back as zeros.
 */
#ifndef FALLOCATE_TEST_H__
#define FALLOCATE_TEST_H__

#include <string.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "lapi/falloc.h"

/* Block n of the pattern: every byte is 'A' + n % 26, so moved blocks are recognisable. */
static inline char falloc_block_char(unsigned int n)
{
	return 'A' + n % 26;
}

static inline void falloc_write_blocks(int fd, size_t bsize, unsigned int nblocks)
{
	char *buf = SAFE_MALLOC(bsize);
	unsigned int i;

	for (i = 0; i < nblocks; i++) {
		memset(buf, falloc_block_char(i), bsize);
		SAFE_PWRITE(1, fd, buf, bsize, (off_t)i * bsize);
	}
	free(buf);
}

/*
 * Check that [off, off + len) holds only byte c. Returns 0, or 1 after a TFAIL naming the
 * first byte that differs.
 */
static inline int falloc_expect_bytes(int fd, off_t off, size_t len, char c, const char *desc)
{
	char *buf = SAFE_MALLOC(len);
	size_t i;

	SAFE_PREAD(1, fd, buf, len, off);
	for (i = 0; i < len && buf[i] == c; i++)
		;
	if (i < len) {
		tst_res(TFAIL, "%s: byte %lld is 0x%02x, expected 0x%02x", desc,
			(long long)(off + i), (unsigned char)buf[i], (unsigned char)c);
		free(buf);
		return 1;
	}
	free(buf);
	return 0;
}

static inline off_t falloc_size(int fd)
{
	struct stat st;

	SAFE_FSTAT(fd, &st);
	return st.st_size;
}

static inline blkcnt_t falloc_blocks(int fd)
{
	struct stat st;

	SAFE_FSTAT(fd, &st);
	return st.st_blocks;
}

/* The filesystem's block size: what COLLAPSE_RANGE and INSERT_RANGE must be aligned to. */
static inline size_t falloc_fs_block(const char *path)
{
	struct statvfs sv;

	SAFE_STATVFS(path, &sv);
	return sv.f_bsize;
}

/*
 * Whether this filesystem supports mode: try it on a scratch file and return the errno
 * (0 when supported). EOPNOTSUPP means the mode is not there; ENOSYS (no fallocate() in
 * the kernel) is TCONF; anything else is TBROK.
 */
static inline int falloc_probe(const char *dir, int mode, size_t bsize)
{
	char path[PATH_MAX];
	int fd, err = 0;

	snprintf(path, sizeof(path), "%s/probe", dir);
	fd = SAFE_OPEN(path, O_CREAT | O_RDWR | O_TRUNC, 0644);
	falloc_write_blocks(fd, bsize, 4);
	if (fallocate(fd, mode, bsize, bsize)) {
		err = errno;
		if (err == ENOSYS)
			tst_brk(TCONF, "the kernel has no fallocate()");
		if (err != EOPNOTSUPP)
			tst_brk(TBROK | TERRNO, "probing fallocate() mode 0x%x", mode);
	}
	SAFE_CLOSE(fd);
	SAFE_UNLINK(path);
	return err;
}

#endif /* FALLOCATE_TEST_H__ */
