// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mincore(2) errors, in the order of the man page's ERRORS; the vector is filled with a
 * pattern first and checked to be untouched after each failure:
 * - EFAULT: vec points to an invalid address;
 * - EINVAL: addr not a multiple of the page size;
 * - ENOMEM: length greater than TASK_SIZE - addr (a "negative" length); a range with
 *   unmapped memory (starting at the hole: Linux fills the vector for the pages before a
 *   hole, then fails). The negative length is TCONF for a 32-bit program on a 64-bit
 *   kernel: addr + length then stays below the 64-bit TASK_SIZE, and the call fills the
 *   vector for the mapped pages before it meets the hole.
 *
 * Not provoked: EAGAIN "kernel is temporarily out of resources": it needs the kernel
 * unable to allocate a page for its bounce buffer.
 */

#include "tst_test.h"
#include "tst_kernel.h"

static size_t ps;
static char *map, *bad_vec;
static unsigned char *vec;

static struct tcase {
	const char *name;
	size_t off;
	size_t len;
	int bad;
	int exp_errno;
} tcases[] = {
	{"invalid vec", 0, 1, 1, EFAULT},
	{"unaligned addr", 1, 1, 0, EINVAL},
	{"length past the address space", 0, -4096, 0, ENOMEM},
	{"range starting at an unmapped page", 2, 1, 0, ENOMEM},
};

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	size_t len = tc->len == (size_t)-4096 ? tc->len : tc->len * ps;
	char *addr = map + tc->off * (tc->exp_errno == ENOMEM ? ps : 1);
	size_t j;

	if (tc->len == (size_t)-4096 && tst_is_compat_mode()) {
		tst_res(TCONF, "%s: no length goes past a 64-bit kernel's TASK_SIZE from a "
			"32-bit address", tc->name);
		return;
	}
	memset(vec, 0xaa, 4);
	TST_EXP_FAIL(mincore(addr, len, tc->bad ? (unsigned char *)bad_vec : vec),
		     tc->exp_errno, "mincore() %s", tc->name);
	for (j = 0; j < 4; j++) {
		if (vec[j] != 0xaa) {
			tst_res(TFAIL, "%s: the failed call wrote vec[%zu] = 0x%02x", tc->name, j,
				vec[j]);
			return;
		}
	}
}

static void setup(void)
{
	ps = getpagesize();
	bad_vec = tst_get_bad_addr(NULL);
	/* last, so that no later mapping fills its hole */
	map = SAFE_MMAP(NULL, 3 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1,
			0);
	memset(map, 1, 2 * ps);
	SAFE_MUNMAP(map + 2 * ps, ps);
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.bufs = (struct tst_buffers []) {
		{&vec, .size = 4},
		{}
	},
};
