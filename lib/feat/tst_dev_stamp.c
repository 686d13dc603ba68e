// SPDX-License-Identifier: GPL-2.0-or-later
/* Stamped sectors, and counting them on a device with O_DIRECT reads. */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "ltk_core.h"
#include "tst_dev_stamp.h"

#define MAGIC "LTKSTAMP"
#define MAGIC_LEN 8
#define HDR_LEN (MAGIC_LEN + TST_DEV_STAMP_TAG_LEN + 8)
#define READ_SIZE (1024 * 1024)

void tst_dev_stamp_tag(char *tag, size_t size, const char *prefix)
{
	static unsigned int n;
	char suffix[TST_DEV_STAMP_TAG_LEN];
	size_t room, plen = strlen(prefix), slen;

	/* The unique suffix (at most 22 characters) is kept whole; a long prefix is cut. */
	slen = snprintf(suffix, sizeof(suffix), ".%d.%u", (int)getpid(), n++);
	if (size > TST_DEV_STAMP_TAG_LEN)
		size = TST_DEV_STAMP_TAG_LEN;
	if (size < slen + 1) {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL, "a stamp tag needs %zu bytes", slen + 1);
		return;
	}
	room = size - 1 - slen;
	if (plen > room)
		plen = room;
	memcpy(tag, prefix, plen);
	memcpy(tag + plen, suffix, slen + 1);
}

/* The tag field: the tag, zero-padded (not terminated when it fills the field). */
static void put_tag(unsigned char *dst, const char *tag)
{
	memset(dst, 0, TST_DEV_STAMP_TAG_LEN);
	memcpy(dst, tag, strnlen(tag, TST_DEV_STAMP_TAG_LEN));
}

/* Byte j of sector idx of tag: cheap, and different for every sector and tag. */
static void fill(unsigned char *sect, const char *tag, uint64_t idx)
{
	uint32_t x = 2166136261u;
	size_t i;

	for (i = 0; tag[i]; i++)
		x = (x ^ (unsigned char)tag[i]) * 16777619u;
	x ^= (uint32_t)idx * 2654435761u;
	memset(sect, 0, HDR_LEN);
	memcpy(sect, MAGIC, MAGIC_LEN);
	put_tag(sect + MAGIC_LEN, tag);
	memcpy(sect + MAGIC_LEN + TST_DEV_STAMP_TAG_LEN, &idx, 8);
	for (i = HDR_LEN; i < TST_DEV_STAMP_SECTOR; i++) {
		x ^= x << 13;
		x ^= x >> 17;
		x ^= x << 5;
		sect[i] = x;
	}
}

void tst_dev_stamp(void *buf, size_t len, const char *tag, unsigned long first)
{
	unsigned char *p = buf;
	size_t i;

	for (i = 0; i + TST_DEV_STAMP_SECTOR <= len; i += TST_DEV_STAMP_SECTOR)
		fill(p + i, tag, first + i / TST_DEV_STAMP_SECTOR);
}

static unsigned long scan(int fd, const char *path, const char *tag, unsigned long nsect,
			  unsigned char *buf, unsigned char *seen)
{
	unsigned char hdr[MAGIC_LEN + TST_DEV_STAMP_TAG_LEN] = MAGIC;
	unsigned char want[TST_DEV_STAMP_SECTOR];
	unsigned long found = 0;
	uint64_t idx;
	ssize_t got, i;

	put_tag(hdr + MAGIC_LEN, tag);
	for (;;) {
		got = read(fd, buf, READ_SIZE);
		if (got < 0) {
			ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL,
				"read(%s, O_DIRECT) failed", path);
			return 0;
		}
		if (!got)
			return found;
		for (i = 0; i + TST_DEV_STAMP_SECTOR <= got; i += TST_DEV_STAMP_SECTOR) {
			if (memcmp(buf + i, hdr, sizeof(hdr)))
				continue;
			memcpy(&idx, buf + i + sizeof(hdr), 8);
			if (idx >= nsect || seen[idx / 8] & (1 << idx % 8))
				continue;
			fill(want, tag, idx);
			if (memcmp(buf + i, want, TST_DEV_STAMP_SECTOR))
				continue;
			seen[idx / 8] |= 1 << idx % 8;
			found++;
		}
	}
}

unsigned long tst_dev_count_stamped(const char *path, const char *tag, unsigned long nsect)
{
	unsigned char *buf = NULL, *seen;
	unsigned long found = 0;
	int fd;

	seen = calloc(nsect / 8 + 1, 1);
	if (!seen || posix_memalign((void **)&buf, 4096, READ_SIZE)) {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL, "out of memory for a %lu-sector scan",
			nsect);
		goto out;
	}
	fd = open(path, O_RDONLY | O_DIRECT);
	if (fd < 0) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "open(%s, O_DIRECT) failed",
			path);
		goto out;
	}
	found = scan(fd, path, tag, nsect, buf, seen);
	close(fd);
out:
	free(buf);
	free(seen);
	return found;
}

int tst_dev_check_stamped_(const char *file, int line, const char *path, const char *tag,
			   unsigned long nsect)
{
	unsigned long found = tst_dev_count_stamped(path, tag, nsect);

	if (found == nsect)
		ltk_res(file, line, TPASS, "all %lu sectors of the file read back from %s with "
			"O_DIRECT", nsect, path);
	else
		ltk_res(file, line, TFAIL, "%lu of the file's %lu sectors read back from %s "
			"with O_DIRECT", found, nsect, path);
	return found == nsect;
}
