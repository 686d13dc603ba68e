// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_* for memory: allocation, mappings, protection, locking. */
#include <malloc.h>
#include <stdlib.h>
#include <sys/mman.h>
#include "safe_priv.h"

void *safe_malloc(LTK_SAFE_LOC, size_t size)
{
	void *rval = malloc(size);

	if (!rval)
		safe_fail("malloc(%zu)", size);
	return rval;
}

void *safe_calloc(LTK_SAFE_LOC, size_t nmemb, size_t size)
{
	void *rval = calloc(nmemb, size);

	if (!rval)
		safe_fail("calloc(%zu,%zu)", nmemb, size);
	return rval;
}

void *safe_realloc(LTK_SAFE_LOC, void *ptr, size_t size)
{
	void *rval = realloc(ptr, size);

	if (!rval)
		safe_fail("realloc(%p,%zu)", ptr, size);
	return rval;
}

void *safe_memalign(LTK_SAFE_LOC, size_t alignment, size_t size)
{
	void *rval = memalign(alignment, size);

	if (!rval)
		safe_fail("memalign(%zu,%zu)", alignment, size);
	return rval;
}

void *safe_mmap(LTK_SAFE_LOC, void *addr, size_t length, int prot, int flags, int fd,
		off_t offset)
{
	void *rval = mmap(addr, length, prot, flags, fd, offset);

	if (rval == MAP_FAILED)
		safe_fail("mmap(%p,%zu,%d,%d,%d,%lld)", addr, length, prot, flags, fd,
			  (long long)offset);
	return rval;
}

int safe_munmap(LTK_SAFE_LOC, void *addr, size_t length)
{
	int rval = munmap(addr, length);

	if (rval == -1)
		safe_fail("munmap(%p,%zu)", addr, length);
	else if (rval)
		safe_invalid(rval, "munmap(%p,%zu)", addr, length);
	return rval;
}

int safe_msync(LTK_SAFE_LOC, void *addr, size_t length, int flags)
{
	int rval = msync(addr, length, flags);

	if (rval == -1)
		safe_fail("msync(%p,%zu,%d)", addr, length, flags);
	else if (rval)
		safe_invalid(rval, "msync(%p,%zu,%d)", addr, length, flags);
	return rval;
}

int safe_mprotect(LTK_SAFE_LOC, void *addr, size_t len, int prot)
{
	int rval = mprotect(addr, len, prot);

	if (rval == -1)
		safe_fail("mprotect(%p,%zu,%d)", addr, len, prot);
	else if (rval)
		safe_invalid(rval, "mprotect(%p,%zu,%d)", addr, len, prot);
	return rval;
}

int safe_mlock(LTK_SAFE_LOC, const void *addr, size_t len)
{
	int rval = mlock(addr, len);

	if (rval == -1)
		safe_fail("mlock(%p,%zu)", addr, len);
	else if (rval)
		safe_invalid(rval, "mlock(%p,%zu)", addr, len);
	return rval;
}

int safe_munlock(LTK_SAFE_LOC, const void *addr, size_t len)
{
	int rval = munlock(addr, len);

	if (rval == -1)
		safe_fail("munlock(%p,%zu)", addr, len);
	else if (rval)
		safe_invalid(rval, "munlock(%p,%zu)", addr, len);
	return rval;
}

int safe_mincore(LTK_SAFE_LOC, void *start, size_t length, unsigned char *vec)
{
	int rval = mincore(start, length, vec);

	if (rval == -1)
		safe_fail("mincore(%p,%zu,%p)", start, length, vec);
	else if (rval)
		safe_invalid(rval, "mincore(%p,%zu,%p)", start, length, vec);
	return rval;
}
