// SPDX-License-Identifier: GPL-2.0-or-later
/* The result store: counters every face and every descendant process report into. */
#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "ltk_core.h"

static struct ltk_results private_store = { .magic = LTK_RESULTS_MAGIC };

struct ltk_results *ltk_results = &private_store;
size_t ltk_results_size = sizeof(private_store);

long TST_RET;
int TST_ERR;
void *TST_RET_PTR;
int TST_PASS;

void ltk_result_count(int ttype)
{
	struct ltk_results *r = ltk_results;

	switch (TTYPE_RESULT(ttype)) {
	case TPASS:
		__atomic_add_fetch(&r->passed, 1, __ATOMIC_SEQ_CST);
		break;
	case TFAIL:
		__atomic_add_fetch(&r->failed, 1, __ATOMIC_SEQ_CST);
		break;
	case TBROK:
		__atomic_add_fetch(&r->broken, 1, __ATOMIC_SEQ_CST);
		break;
	case TWARN:
		__atomic_add_fetch(&r->warnings, 1, __ATOMIC_SEQ_CST);
		break;
	case TCONF:
		__atomic_add_fetch(&r->skipped, 1, __ATOMIC_SEQ_CST);
		break;
	default:
		return;
	}
	__atomic_or_fetch(&r->exitbits, TTYPE_RESULT(ttype), __ATOMIC_SEQ_CST);
}

void *ltk_results_tail(void)
{
	if (ltk_results == &private_store)
		return NULL;
	return (char *)ltk_results + ltk_results_size - LTK_RESULTS_TAIL;
}

static int map_store(int fd, int copy)
{
	size_t size = getpagesize();
	struct ltk_results *r;

	r = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED | (fd < 0 ? MAP_ANONYMOUS : 0),
		 fd, 0);
	if (r == MAP_FAILED)
		return -1;
	if (copy)
		memcpy(r, ltk_results, sizeof(*r));
	else if (r->magic != LTK_RESULTS_MAGIC) {
		munmap(r, size);
		errno = EINVAL;
		return -1;
	}
	if (ltk_results != &private_store)
		munmap(ltk_results, ltk_results_size);
	ltk_results = r;
	ltk_results_size = size;
	return 0;
}

int ltk_results_share(const char *path)
{
	int fd, ret, saved;

	if (!path)
		return map_store(-1, 1);

	fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
	if (fd < 0)
		return -1;
	if (ftruncate(fd, getpagesize())) {
		saved = errno;
		close(fd);
		unlink(path);
		errno = saved;
		return -1;
	}
	ret = map_store(fd, 1);
	saved = errno;
	close(fd);
	errno = saved;
	return ret;
}

int ltk_results_attach(const char *path)
{
	int fd, ret, saved;

	fd = open(path, O_RDWR | O_CLOEXEC);
	if (fd < 0)
		return -1;
	ret = map_store(fd, 0);
	saved = errno;
	close(fd);
	errno = saved;
	return ret;
}
