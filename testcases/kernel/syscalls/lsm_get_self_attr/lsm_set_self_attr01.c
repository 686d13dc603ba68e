// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * lsm_set_self_attr(2) (Linux 6.8) sets a process attribute of the one security module
 * named in ctx->id. Errors:
 * - EINVAL: flags 1 (no flag is defined); size smaller than struct lsm_ctx; ctx->len
 *   larger than size; ctx->len smaller than sizeof(struct lsm_ctx) + ctx->ctx_len;
 * - E2BIG: size larger than a page;
 * - EFAULT: ctx outside the address space;
 * - EOPNOTSUPP: ctx->id of an active module without settable attributes
 *   (LSM_ID_CAPABILITY, always active), and ctx->id LSM_ID_UNDEF.
 * After each failed call the process's attributes are as before: lsm_get_self_attr() of
 * LSM_ATTR_CURRENT and LSM_ATTR_EXEC answers as it did in setup (the same error and size,
 * or the same bytes).
 *
 * Not provoked: EPERM or EACCES (what SELinux, Smack or AppArmor refuse to let a process
 * set is policy; none of them is assumed active); ENOMEM (needs the kernel's allocation of
 * the copy of ctx, at most a page, to fail).
 */

#include <string.h>
#include "lsm_common.h"

#define GET_SIZE 4096

static struct lsm_active act;
static struct lsm_ctx *ctx;
static size_t ctx_alloc;
static void *bad_addr;
static uint8_t *before[2], *after;
static uint32_t before_size[2];
static long before_ret[2];
static const uint32_t watched[2] = {LSM_ATTR_CURRENT, LSM_ATTR_EXEC};

static struct tcase {
	const char *name;
	uint64_t id;
	uint64_t len_delta;	/* added to the honest ctx->len */
	int bad_ctx;
	long size_delta;	/* added to the honest size */
	uint32_t flags;
	int exp_errno;
} tcases[] = {
	{"flags 1", LSM_ID_CAPABILITY, 0, 0, 0, 1, EINVAL},
	{"size below sizeof(struct lsm_ctx)", LSM_ID_CAPABILITY, 0, 0, -17, 0, EINVAL},
	{"ctx->len above size", LSM_ID_CAPABILITY, 8, 0, 0, 0, EINVAL},
	{"ctx->len below the header plus ctx_len", LSM_ID_CAPABILITY, -8, 0, 0, 0, EINVAL},
	{"size above a page", LSM_ID_CAPABILITY, 0, 0, 1, 0, E2BIG},
	{"ctx outside the address space", LSM_ID_CAPABILITY, 0, 1, 0, 0, EFAULT},
	{"ctx->id LSM_ID_CAPABILITY", LSM_ID_CAPABILITY, 0, 0, 0, 0, EOPNOTSUPP},
	{"ctx->id LSM_ID_UNDEF", LSM_ID_UNDEF, 0, 0, 0, 0, EOPNOTSUPP},
};

static long snapshot(uint32_t attr, uint8_t *out, uint32_t *size)
{
	*size = GET_SIZE;
	memset(out, 0, GET_SIZE);
	if (lsm_get_raw(attr, out, size, 0) < 0)
		return -errno;
	return 0;
}

static void check_unchanged(const char *name)
{
	uint32_t size;
	long ret;
	int k;

	for (k = 0; k < 2; k++) {
		ret = snapshot(watched[k], after, &size);
		if (ret != before_ret[k] || size != before_size[k] ||
		    memcmp(after, before[k], GET_SIZE))
			tst_res(TFAIL, "%s: attribute %u changed: %s, size %u, was %s, %u", name,
				watched[k], tst_strerrno(-ret), size, tst_strerrno(-before_ret[k]),
				before_size[k]);
	}
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];
	static const char text[] = "unconfined";
	uint32_t honest = sizeof(*ctx) + 16;
	uint32_t size = tc->size_delta == 1 ? (uint32_t)getpagesize() + 8 :
			(uint32_t)(honest + tc->size_delta);

	memset(ctx, 0, ctx_alloc);
	ctx->id = tc->id;
	ctx->ctx_len = sizeof(text);
	ctx->len = honest + tc->len_delta;
	memcpy(ctx->ctx, text, sizeof(text));
	TST_EXP_FAIL(lsm_set_raw(LSM_ATTR_CURRENT, tc->bad_ctx ? bad_addr : ctx, size,
				 tc->flags), tc->exp_errno, "%s", tc->name);
	check_unchanged(tc->name);
}

static void setup(void)
{
	int k;

	lsm_probe(&act);
	ctx_alloc = getpagesize() + 16;
	ctx = tst_alloc(ctx_alloc);
	bad_addr = tst_get_bad_addr(NULL);
	after = tst_alloc(GET_SIZE);
	for (k = 0; k < 2; k++) {
		before[k] = tst_alloc(GET_SIZE);
		before_ret[k] = snapshot(watched[k], before[k], &before_size[k]);
		if (before_ret[k] && before_ret[k] != -EOPNOTSUPP)
			tst_brk(TBROK, "lsm_get_self_attr(%u): %s", watched[k],
				tst_strerrno(-before_ret[k]));
	}
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
};
