/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Proof that file data reached a block device, read past every page cache.
 *
 * A test fills its write buffer with stamped 512-byte sectors (a magic, a tag unique to
 * this run, the sector's index in the file, and bytes derived from both), writes the file,
 * calls fsync() or the like, then reads the whole block device with O_DIRECT and counts the
 * distinct intact sectors of its tag it finds there. Filesystems place file data at least
 * 512-byte aligned and, without compression or encryption, verbatim, so every sector that
 * reached the device is found wherever the filesystem put it; a sector still only in the
 * page cache is not (an O_DIRECT read of a file's device never sees the file's pages).
 *
 *	tst_dev_stamp_tag(tag, sizeof(tag), "fsync01");
 *	tst_dev_stamp(buf, CHUNK, tag, i * CHUNK / 512);	(per chunk written)
 *	...
 *	TST_DEV_CHECK_STAMPED(tst_device->dev, tag, TOTAL / 512);
 *
 * The caveat: a FUSE filesystem (ntfs-3g) writes through the device's own page cache, which
 * an O_DIRECT read of the device flushes first; there the device's write counters
 * (tst_dev_bytes_written(), read before the scan) are the proof.
 */
#ifndef TST_DEV_STAMP_H__
#define TST_DEV_STAMP_H__

#include <stddef.h>

#define TST_DEV_STAMP_SECTOR 512
#define TST_DEV_STAMP_TAG_LEN 24

/* "<prefix>.<pid>.<n>": a tag no earlier run or iteration left on a device. */
void tst_dev_stamp_tag(char *tag, size_t size, const char *prefix);

/* Fill buf (len a multiple of 512) with the sectors first, first + 1, ... of tag. */
void tst_dev_stamp(void *buf, size_t len, const char *tag, unsigned long first);

/*
 * Read the device (or file) at path with O_DIRECT, start to end, and return how many of
 * the sectors 0 .. nsect - 1 of tag it holds intact (each counted once). TBROK on errors.
 */
unsigned long tst_dev_count_stamped(const char *path, const char *tag, unsigned long nsect);

/* TPASS when all nsect sectors of tag are on the device at path, else TFAIL with the count. */
#define TST_DEV_CHECK_STAMPED(path, tag, nsect) \
	tst_dev_check_stamped_(__FILE__, __LINE__, (path), (tag), (nsect))
int tst_dev_check_stamped_(const char *file, int line, const char *path, const char *tag,
			   unsigned long nsect);

#endif
