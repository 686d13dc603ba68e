// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Checkpoints over an array of futexes in shared memory. Each id is one futex whose value
 * stays 0: a waiter sleeps in FUTEX_WAIT(0), a waker calls FUTEX_WAKE and counts the
 * waiters it woke. Because the kernel reports how many it woke, a wake that comes before
 * the waiter is retried (every 1 ms) instead of being lost, and both sides give up after
 * their timeout, so a missing partner is a TBROK and never a hang.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <linux/futex.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include "ltk_core.h"
#include "tst_checkpoint.h"
#include "tst_tmpdir.h"

#define FUTEX_FILE "checkpoint_futex_base_file"


/* Explicit array (legacy file, tst_checkpoint_setup) or the result page. */
static uint32_t *futexes;
static unsigned int nfutexes;
static int use_results;
static int legacy_initialized;

static uint32_t *futex_base(unsigned int *count)
{
	if (use_results) {
		size_t start = offsetof(struct ltk_results, futexes);

		if (!ltk_results_tail() || ltk_results_size < start + LTK_RESULTS_TAIL) {
			*count = 0;
			return NULL;
		}
		*count = (ltk_results_size - start - LTK_RESULTS_TAIL) / sizeof(uint32_t);
		return ltk_results->futexes;
	}
	*count = nfutexes;
	return futexes;
}

unsigned int tst_checkpoint_count(void)
{
	unsigned int count;

	futex_base(&count);
	return count;
}

void tst_checkpoint_setup(uint32_t *array, unsigned int count)
{
	futexes = array;
	nfutexes = array ? count : 0;
	use_results = 0;
}

void tst_checkpoint_use_results(void)
{
	use_results = 1;
}

static uint32_t *futex_of(unsigned int id)
{
	unsigned int count;
	uint32_t *base = futex_base(&count);

	if (!base || !count) {
		errno = EINVAL;
		return NULL;
	}
	if (id >= count) {
		errno = EOVERFLOW;
		return NULL;
	}
	return &base[id];
}

static long long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000LL + ts.tv_nsec / 1000000;
}

static long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

int tst_checkpoint_wait(unsigned int id, unsigned int msec_timeout)
{
	uint32_t *f = futex_of(id);
	long long deadline, left;
	struct timespec ts;

	if (!f)
		return -1;

	deadline = now_ns() + msec_timeout * 1000000LL;
	for (;;) {
		left = deadline - now_ns();
		if (left < 0)
			left = 0;
		ts.tv_sec = left / 1000000000LL;
		ts.tv_nsec = left % 1000000000LL;
		if (!syscall(SYS_futex, f, FUTEX_WAIT, 0, &ts, NULL, 0))
			return 0;
		/* A signal handler ran: keep waiting for the rest of the time. */
		if (errno != EINTR)
			return -1;
	}
}

int tst_checkpoint_wake(unsigned int id, unsigned int nr_wake, unsigned int msec_timeout)
{
	uint32_t *f = futex_of(id);
	long long start = now_ms();
	unsigned int woken = 0;
	unsigned int want;
	long ret;

	if (!f)
		return -1;

	/* FUTEX_WAKE with 0 still wakes one waiter, so 0 must not reach the kernel. */
	while (woken < nr_wake) {
		want = nr_wake - woken;
		ret = syscall(SYS_futex, f, FUTEX_WAKE, want > INT_MAX ? INT_MAX : (int)want,
			      NULL, NULL, 0);
		if (ret < 0)
			return -1;
		woken += ret;
		if (woken >= nr_wake)
			break;
		if (now_ms() - start >= msec_timeout) {
			errno = ETIMEDOUT;
			return -1;
		}
		usleep(1000);
	}
	return 0;
}

/*
 * LTP_TIMEOUT_MUL as a factor in 0.099..10000 (default 1). A value that is not a plain
 * number in range is a TBROK: a silently ignored multiplier would make slow machines fail.
 */
static int timeout_mul(const char *file, int lineno, void (*cleanup_fn)(void), double *mul)
{
	const char *env = getenv("LTP_TIMEOUT_MUL");
	char *end;
	double v;

	*mul = 1;
	if (!env || !*env)
		return 0;
	errno = 0;
	v = strtod(env, &end);
	while (*end == ' ' || *end == '\n' || *end == '\t')
		end++;
	if (errno || end == env || *end || !isfinite(v) || v < 0.099 || v > 10000) {
		ltk_brk(file, lineno, TBROK, cleanup_fn,
			"LTP_TIMEOUT_MUL='%.40s' is invalid: need a number in 0.099..10000", env);
		return -1;
	}
	*mul = v;
	return 0;
}

static int scaled_timeout(const char *file, int lineno, void (*cleanup_fn)(void),
			  unsigned int msec, unsigned int *out)
{
	double mul, v;

	if (timeout_mul(file, lineno, cleanup_fn, &mul))
		return -1;
	v = (msec ? msec : TST_CHECKPOINT_DEFAULT_MSEC) * mul;
	if (v >= UINT_MAX)
		*out = UINT_MAX;
	else
		*out = v > (unsigned int)v ? (unsigned int)v + 1 : (unsigned int)v;
	return 0;
}

static int check_ready(const char *file, int lineno, void (*cleanup_fn)(void))
{
	if (tst_checkpoint_count())
		return 0;
	ltk_brk(file, lineno, TBROK, cleanup_fn,
		"Checkpoints are not initialized: call TST_CHECKPOINT_INIT() (legacy API) or "
		"set .needs_checkpoints = 1 (tst_test.h)");
	return -1;
}

void tst_safe_checkpoint_wait(const char *file, const int lineno, void (*cleanup_fn)(void),
			      unsigned int id, unsigned int msec_timeout)
{
	unsigned int msec;

	if (check_ready(file, lineno, cleanup_fn) ||
	    scaled_timeout(file, lineno, cleanup_fn, msec_timeout, &msec))
		return;
	if (tst_checkpoint_wait(id, msec))
		ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn,
			"tst_checkpoint_wait(%u, %i) failed", id, (int)msec);
}

void tst_safe_checkpoint_wake(const char *file, const int lineno, void (*cleanup_fn)(void),
			      unsigned int id, unsigned int nr_wake)
{
	unsigned int msec;

	if (check_ready(file, lineno, cleanup_fn) ||
	    scaled_timeout(file, lineno, cleanup_fn, 0, &msec))
		return;
	if (tst_checkpoint_wake(id, nr_wake, msec))
		ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn,
			"tst_checkpoint_wake(%u, %u, %i) failed", id, nr_wake, (int)msec);
}

void tst_checkpoint_init(const char *file, const int lineno, void (*cleanup_fn)(void))
{
	size_t page = getpagesize();
	struct stat st;
	void *map;
	int fd;

	if (legacy_initialized) {
		ltk_brk(file, lineno, TBROK, cleanup_fn, "Checkpoints already initialized");
		return;
	}
	/* The file must go into the test's own directory, where tst_rmdir() removes it. */
	if (cleanup_fn && !tst_tmpdir_created()) {
		ltk_brk(file, lineno, TBROK, cleanup_fn,
			"TST_CHECKPOINT_INIT() needs the temporary directory: call tst_tmpdir() first");
		return;
	}
	fd = open(FUTEX_FILE, O_RDWR | O_CREAT | O_CLOEXEC, 0666);
	if (fd < 0) {
		ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn, "open(%s) failed", FUTEX_FILE);
		return;
	}
	/* An exec()ed child opens the parent's file: never shrink or clear it under it. */
	if (fstat(fd, &st) || ((size_t)st.st_size < page && ftruncate(fd, page))) {
		ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn, "sizing %s failed", FUTEX_FILE);
		close(fd);
		return;
	}
	map = mmap(NULL, page, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	close(fd);
	if (map == MAP_FAILED) {
		ltk_brk(file, lineno, TBROK | TERRNO, cleanup_fn, "mmap(%s) failed", FUTEX_FILE);
		return;
	}
	legacy_initialized = 1;
	tst_checkpoint_setup(map, page / sizeof(uint32_t));
}
