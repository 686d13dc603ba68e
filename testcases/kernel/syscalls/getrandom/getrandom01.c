// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * getrandom(2) fills the buffer, for every flag combination the man page allows:
 * - "On success, getrandom() returns the number of bytes that were copied to the buffer
 *   buf"; once the urandom source is initialised "reads of up to 256 bytes will always
 *   return as many bytes as requested", with no flags, GRND_NONBLOCK, GRND_INSECURE and
 *   GRND_RANDOM (since Linux 5.6 the random source no longer runs dry);
 * - the bytes are random: two 256-byte reads differ, and each byte value appears in a
 *   64 KiB read no more often than a fair source would plausibly allow;
 * - a zero-length request returns 0 and touches nothing;
 * - "When reading from the urandom source, a maximum of 33554431 bytes is returned by a
 *   single call": a 32 MiB request returns 33554431 bytes on kernels before 5.18; since
 *   5.18 the limit is the generic MAX_RW_COUNT, and the whole 32 MiB is returned. Either
 *   way the last bytes returned must have been written (not all left at zero).
 */

#include <stdlib.h>
#include <string.h>
#include "tst_test.h"
#include "lapi/syscalls.h"
#include "lapi/getrandom.h"

#define SMALL 256
#define STAT_SIZE (64 * 1024)
#define URANDOM_MAX 33554431L

static unsigned char *big;

static struct tcase {
	unsigned int flags;
	const char *name;
} tcases[] = {
	{0, "no flags"},
	{GRND_NONBLOCK, "GRND_NONBLOCK"},
	{GRND_RANDOM, "GRND_RANDOM"},
	{GRND_RANDOM | GRND_NONBLOCK, "GRND_RANDOM | GRND_NONBLOCK"},
	{GRND_INSECURE, "GRND_INSECURE"},
	{GRND_INSECURE | GRND_NONBLOCK, "GRND_INSECURE | GRND_NONBLOCK"},
};

/* A fair byte source gives 256 bytes per value on average here; 400 is > 9 sigma away. */
static int looks_random(const unsigned char *buf, size_t len)
{
	unsigned int count[256] = {0};
	size_t i;

	for (i = 0; i < len; i++)
		count[buf[i]]++;
	for (i = 0; i < 256; i++) {
		if (count[i] > 400) {
			tst_res(TINFO, "byte 0x%02zx appears %u times in %zu bytes", i, count[i],
				len);
			return 0;
		}
	}
	return 1;
}

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	unsigned char a[SMALL], b[SMALL];

	memset(a, 0, sizeof(a));
	memset(b, 0, sizeof(b));
	TEST(tst_syscall(__NR_getrandom, a, sizeof(a), tc->flags));
	if (TST_RET != SMALL) {
		tst_res(TFAIL | TTERRNO, "%s: getrandom(%d) returned %ld", tc->name, SMALL,
			TST_RET);
		return;
	}
	TEST(tst_syscall(__NR_getrandom, b, sizeof(b), tc->flags));
	if (TST_RET != SMALL) {
		tst_res(TFAIL | TTERRNO, "%s: second getrandom(%d) returned %ld", tc->name, SMALL,
			TST_RET);
		return;
	}
	if (!memcmp(a, b, SMALL)) {
		tst_res(TFAIL, "%s: two reads returned the same %d bytes", tc->name, SMALL);
		return;
	}

	memset(big, 0, STAT_SIZE);
	TEST(tst_syscall(__NR_getrandom, big, STAT_SIZE, tc->flags));
	if (TST_RET <= 0 || TST_RET > STAT_SIZE) {
		tst_res(TFAIL | TTERRNO, "%s: getrandom(%d) returned %ld", tc->name, STAT_SIZE,
			TST_RET);
		return;
	}
	if (TST_RET < 4096 || !looks_random(big, TST_RET)) {
		tst_res(TFAIL, "%s: %ld bytes do not look random", tc->name, TST_RET);
		return;
	}
	tst_res(TPASS, "%s: full 256-byte reads that differ, %ld random-looking bytes", tc->name,
		TST_RET);

	TST_EXP_VAL(tst_syscall(__NR_getrandom, a, 0, tc->flags), 0, "%s: getrandom(buf, 0)",
		    tc->name);
}

static void run_limits(void)
{
	unsigned char *buf;
	size_t want = URANDOM_MAX + 1;

	buf = SAFE_MALLOC(want);
	memset(buf, 0, want);
	TEST(tst_syscall(__NR_getrandom, buf, want, 0));
	if (TST_RET != URANDOM_MAX && TST_RET != (long)want)
		tst_res(TFAIL | TTERRNO, "getrandom(%zu) returned %ld, expected %ld or %zu", want,
			TST_RET, URANDOM_MAX, want);
	else if (!looks_random(buf + TST_RET - STAT_SIZE, STAT_SIZE))
		tst_res(TFAIL, "the last 64 KiB of %ld bytes returned do not look random", TST_RET);
	else
		tst_res(TPASS, "getrandom(%zu) returned %ld random bytes", want, TST_RET);
	free(buf);
}

static void run_all(unsigned int n)
{
	if (n < ARRAY_SIZE(tcases))
		run(n);
	else
		run_limits();
}

static void setup(void)
{
	big = SAFE_MALLOC(STAT_SIZE);
}

static void cleanup(void)
{
	free(big);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases) + 1,
	.test = run_all,
	.setup = setup,
	.cleanup = cleanup,
	.min_kver = "5.6",
};
