// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * lsm_get_self_attr(2) errors:
 * - EINVAL: attr LSM_ATTR_UNDEF; size NULL; flags with a bit other than LSM_FLAG_SINGLE;
 *   LSM_FLAG_SINGLE with a NULL ctx; LSM_FLAG_SINGLE with ctx->id LSM_ID_UNDEF;
 * - EFAULT: size outside the address space; LSM_FLAG_SINGLE with ctx outside the address
 *   space;
 * - EOPNOTSUPP: an attribute number (999) that no security module has;
 * - E2BIG: a size of 8 bytes for LSM_ATTR_CURRENT, when an active LSM (SELinux, Smack,
 *   AppArmor) has that attribute (TCONF for this row otherwise, decided in setup by
 *   lsm_list_modules()).
 * The failed calls that return before looking at the modules leave *size as it was; the
 * EOPNOTSUPP one sets it to 0; no call writes the buffer.
 *
 * Not provoked: ENOMEM (needs a module's allocation of its attribute text to fail).
 */

#include <string.h>
#include "lsm_common.h"

#define BUF_SIZE 256
#define FILL 0xa5
#define SIZE_IN 200

static struct lsm_active act;
static uint8_t *buf;
static void *bad_addr;

static struct tcase {
	const char *name;
	uint32_t attr;
	int null_ctx, bad_ctx, null_size, bad_size;
	uint32_t size_in, flags;
	uint64_t id;
	int exp_errno;
	int size_out;	/* -1: unchanged */
} tcases[] = {
	{"attr LSM_ATTR_UNDEF", LSM_ATTR_UNDEF, 0, 0, 0, 0, SIZE_IN, 0, 0, EINVAL, -1},
	{"size NULL", LSM_ATTR_CURRENT, 0, 0, 1, 0, SIZE_IN, 0, 0, EINVAL, -1},
	{"flags 2", LSM_ATTR_CURRENT, 0, 0, 0, 0, SIZE_IN, 2, 0, EINVAL, -1},
	{"LSM_FLAG_SINGLE, ctx NULL", LSM_ATTR_CURRENT, 1, 0, 0, 0, SIZE_IN,
	 LSM_FLAG_SINGLE, 0, EINVAL, -1},
	{"LSM_FLAG_SINGLE, ctx->id LSM_ID_UNDEF", LSM_ATTR_CURRENT, 0, 0, 0, 0, SIZE_IN,
	 LSM_FLAG_SINGLE, LSM_ID_UNDEF, EINVAL, -1},
	{"size outside the address space", LSM_ATTR_CURRENT, 0, 0, 0, 1, SIZE_IN, 0, 0,
	 EFAULT, -1},
	{"LSM_FLAG_SINGLE, ctx outside the address space", LSM_ATTR_CURRENT, 0, 1, 0, 0,
	 SIZE_IN, LSM_FLAG_SINGLE, 0, EFAULT, -1},
	{"attr 999", 999, 0, 0, 0, 0, SIZE_IN, 0, 0, EOPNOTSUPP, 0},
	{"LSM_ATTR_CURRENT, size 8", LSM_ATTR_CURRENT, 0, 0, 0, 0, 8, 0, 0, E2BIG, -2},
};

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	uint32_t size = tc->size_in;
	void *ctx = tc->null_ctx ? NULL : tc->bad_ctx ? bad_addr : buf;
	uint32_t *sizep = tc->null_size ? NULL : tc->bad_size ? bad_addr : &size;
	size_t j, from = tc->flags ? sizeof(struct lsm_ctx) : 0;

	if (tc->exp_errno == E2BIG && !act.providers) {
		tst_res(TCONF, "%s: no active LSM has process attributes", tc->name);
		return;
	}
	memset(buf, FILL, BUF_SIZE);
	if (tc->flags)
		((struct lsm_ctx *)buf)->id = tc->id;
	TST_EXP_FAIL(lsm_get_raw(tc->attr, ctx, sizep, tc->flags), tc->exp_errno, "%s",
		     tc->name);
	if (tc->size_out == -1 && size != tc->size_in)
		tst_res(TFAIL, "%s: size %u, expected it unchanged (%u)", tc->name, size,
			tc->size_in);
	if (tc->size_out == 0 && size != 0)
		tst_res(TFAIL, "%s: size %u, expected 0", tc->name, size);
	if (tc->size_out == -2 && size <= tc->size_in)
		tst_res(TFAIL, "%s: size %u, expected the needed size, above %u", tc->name,
			size, tc->size_in);
	for (j = from; j < BUF_SIZE; j++) {
		if (buf[j] != FILL) {
			tst_res(TFAIL, "%s: buffer byte %zu was written", tc->name, j);
			break;
		}
	}
}

static void setup(void)
{
	lsm_probe(&act);
	buf = tst_alloc(BUF_SIZE);
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
};
