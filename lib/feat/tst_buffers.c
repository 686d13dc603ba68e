// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Guarded buffers. A buffer of size bytes gets ceil(size / page) readable pages followed by
 * one PROT_NONE page, and is placed so that its last byte is the last byte before the
 * guard: an overrun faults on the first byte. The slack at the start of the first page
 * cannot be protected (protection is per page), so it is filled with canary bytes and
 * checked when the buffers are freed.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "tst_buffers.h"
#include "ltk_core.h"

struct guarded_map {
	struct guarded_map *next;
	unsigned char *base;	/* start of the mapping */
	size_t map_len;		/* readable pages + the guard page */
	unsigned char *buf;	/* what the test got */
};

static struct guarded_map *maps;

/* Depends on the position, so a shifted copy of the slack does not pass the check. */
static unsigned char canary_byte(const unsigned char *where)
{
	uintptr_t a = (uintptr_t)where;

	return 0xa5 ^ (a & 0xff) ^ ((a >> 8) & 0xff);
}

void *tst_alloc(size_t size)
{
	size_t page = getpagesize();
	size_t pages = (size + page - 1) / page;
	struct guarded_map *map;
	unsigned char *p;

	if (!maps)
		ltk_res(__FILE__, __LINE__, TINFO, "Test is using guarded buffers");

	map = malloc(sizeof(*map));
	if (!map) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "malloc(%zu) failed",
			sizeof(*map));
		return NULL;
	}
	map->map_len = (pages + 1) * page;
	map->base = mmap(NULL, map->map_len, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (map->base == MAP_FAILED) {
		free(map);
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL,
			"mmap(NULL, %zu, PROT_READ | PROT_WRITE, MAP_ANONYMOUS) failed",
			(pages + 1) * page);
		return NULL;
	}
	if (mprotect(map->base + pages * page, page, PROT_NONE)) {
		munmap(map->base, map->map_len);
		free(map);
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "mprotect(PROT_NONE) failed");
		return NULL;
	}

	map->buf = map->base + pages * page - size;
	for (p = map->base; p < map->buf; p++)
		*p = canary_byte(p);

	map->next = maps;
	maps = map;
	return map->buf;
}

char *tst_strdup(const char *str)
{
	size_t len = strlen(str) + 1;
	char *ret = tst_alloc(len);

	if (ret)
		memcpy(ret, str, len);
	return ret;
}

char *tst_aprintf(const char *fmt, ...)
{
	va_list va;
	int len;
	char *ret;

	va_start(va, fmt);
	len = vsnprintf(NULL, 0, fmt, va);
	va_end(va);
	if (len < 0) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "vsnprintf(%s) failed", fmt);
		return NULL;
	}

	ret = tst_alloc(len + 1);
	if (!ret)
		return NULL;
	va_start(va, fmt);
	vsnprintf(ret, len + 1, fmt, va);
	va_end(va);
	return ret;
}

struct iovec *tst_iovec_alloc(int sizes[])
{
	struct iovec *iov;
	size_t i, cnt = 0;

	while (sizes[cnt] != -1) {
		if (sizes[cnt] < 0) {
			ltk_brk(__FILE__, __LINE__, TBROK, NULL,
				"tst_iovec_alloc(): negative size %d at index %zu", sizes[cnt],
				cnt);
			return NULL;
		}
		cnt++;
	}

	iov = tst_alloc(sizeof(*iov) * cnt);
	if (!iov)
		return NULL;
	for (i = 0; i < cnt; i++) {
		iov[i].iov_base = tst_alloc(sizes[i]);
		if (!iov[i].iov_base)
			return NULL;
		iov[i].iov_len = sizes[i];
	}
	return iov;
}

void tst_buffers_alloc(struct tst_buffers bufs[])
{
	struct tst_buffers *b;
	void *ret;

	for (b = bufs; b->ptr; b++) {
		if (b->iov_sizes)
			ret = tst_iovec_alloc(b->iov_sizes);
		else if (b->str)
			ret = tst_strdup(b->str);
		else
			ret = tst_alloc(b->size);
		*(void **)b->ptr = ret;
	}
}

/* Report the modified canary byte nearest the buffer: an underrun writes there first. */
static void check_canary(const struct guarded_map *map)
{
	const unsigned char *p;

	for (p = map->buf; p-- > map->base; ) {
		if (*p != canary_byte(p)) {
			ltk_res(__FILE__, __LINE__, TWARN,
				"pid %i: buffer modified address %p[%zi]", getpid(),
				(void *)map->buf, (ssize_t)(p - map->buf));
			return;
		}
	}
}

void tst_free_all(void)
{
	struct guarded_map *map, *next;

	for (map = maps; map; map = next) {
		next = map->next;
		check_canary(map);
		munmap(map->base, map->map_len);
		free(map);
	}
	maps = NULL;
}
