// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * lsm_get_self_attr(2) (Linux 6.8) copies the calling process's attribute attr from every
 * active security module that has it, as consecutive struct lsm_ctx entries, returns their
 * number and writes the bytes used to *size:
 * - when no active LSM has process attributes (only capability, Yama, Landlock, lockdown,
 *   BPF...), each of LSM_ATTR_CURRENT, EXEC, FSCREATE, KEYCREATE, PREV and SOCKCREATE
 *   fails with EOPNOTSUPP, *size becomes 0 and the buffer is untouched; with
 *   LSM_FLAG_SINGLE and the ID of each active LSM likewise;
 * - when SELinux, Smack or AppArmor is active, each answer is either EOPNOTSUPP or a
 *   count n >= 1 of entries, each 8-byte aligned, of an active LSM that has attributes,
 *   with ctx_len > 0 and len >= sizeof(struct lsm_ctx) + ctx_len, the entries' len adding
 *   up to *size; the LSM_ATTR_CURRENT entry of each LSM holds the text its
 *   /proc/self/attr file shows; one byte less than *size fails with E2BIG and writes the
 *   needed size back, and so does a NULL buffer with size 0; LSM_FLAG_SINGLE returns just
 *   the one entry of the LSM named in ctx->id.
 */

#include <stdio.h>
#include <string.h>
#include "lsm_common.h"

#define BUF_SIZE 4096
#define FILL 0xa5

static struct lsm_active act;
static uint8_t *buf;

static const struct {
	uint32_t attr;
	const char *name;
} attrs[] = {
	{LSM_ATTR_CURRENT, "LSM_ATTR_CURRENT"},
	{LSM_ATTR_EXEC, "LSM_ATTR_EXEC"},
	{LSM_ATTR_FSCREATE, "LSM_ATTR_FSCREATE"},
	{LSM_ATTR_KEYCREATE, "LSM_ATTR_KEYCREATE"},
	{LSM_ATTR_PREV, "LSM_ATTR_PREV"},
	{LSM_ATTR_SOCKCREATE, "LSM_ATTR_SOCKCREATE"},
};

static int untouched(const uint8_t *p, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++) {
		if (p[i] != FILL)
			return 0;
	}
	return 1;
}

static void expect_none(uint32_t attr, uint32_t flags, uint64_t id, const char *what)
{
	uint32_t size = BUF_SIZE;
	struct lsm_ctx *ctx = (struct lsm_ctx *)buf;

	memset(buf, FILL, BUF_SIZE);
	if (flags)
		ctx->id = id;
	TST_EXP_FAIL(lsm_get_raw(attr, buf, &size, flags), EOPNOTSUPP, "%s", what);
	if (size != 0)
		tst_res(TFAIL, "%s: size %u after EOPNOTSUPP, expected 0", what, size);
	if (!untouched(buf + (flags ? LSM_CTX_HDR : 0), BUF_SIZE - (flags ? LSM_CTX_HDR : 0)))
		tst_res(TFAIL, "%s: the buffer was written", what);
}

static void proc_attr(uint64_t id, char *out, size_t len)
{
	const char *path = id == LSM_ID_SELINUX ? "/proc/self/attr/current" :
			   id == LSM_ID_SMACK ? "/proc/self/attr/smack/current" :
			   "/proc/self/attr/apparmor/current";
	int fd = SAFE_OPEN(path, O_RDONLY);
	ssize_t n = SAFE_READ(0, fd, out, len - 1);

	SAFE_CLOSE(fd);
	while (n > 0 && (out[n - 1] == '\n' || out[n - 1] == '\0'))
		n--;
	out[n] = '\0';
}

static void check_entries(uint32_t attr, const char *name, long cnt, uint32_t size)
{
	uint32_t off = 0;
	long i;
	int j, known;

	for (i = 0; i < cnt; i++) {
		struct lsm_ctx *ctx = (struct lsm_ctx *)(buf + off);

		if (off + LSM_CTX_HDR > size || ctx->len < LSM_CTX_HDR + ctx->ctx_len ||
		    ctx->len % 8 || !ctx->ctx_len || off + ctx->len > size) {
			tst_res(TFAIL, "%s: entry %ld at %u: len %llu, ctx_len %llu, size %u",
				name, i, off, (unsigned long long)ctx->len,
				(unsigned long long)ctx->ctx_len, size);
			return;
		}
		for (known = 0, j = 0; j < act.cnt; j++)
			known |= act.ids[j] == ctx->id;
		if (!known || !lsm_provides(ctx->id))
			tst_res(TFAIL, "%s: entry %ld of LSM %llu: not active or no attributes",
				name, i, (unsigned long long)ctx->id);
		if (attr == LSM_ATTR_CURRENT) {
			char text[BUF_SIZE];
			size_t n = strnlen((char *)ctx->ctx, ctx->ctx_len);

			proc_attr(ctx->id, text, sizeof(text));
			if (n == strlen(text) && !memcmp(text, ctx->ctx, n))
				tst_res(TPASS, "LSM %llu: current is '%s' as in /proc",
					(unsigned long long)ctx->id, text);
			else
				tst_res(TFAIL, "LSM %llu: current is '%.*s', /proc says '%s'",
					(unsigned long long)ctx->id, (int)n, ctx->ctx, text);
		}
		off += ctx->len;
	}
	if (off != size)
		tst_res(TFAIL, "%s: entries take %u bytes, size says %u", name, off, size);
}

static void check_sizes(uint32_t attr, const char *name, uint32_t need)
{
	uint32_t size = need - 1;

	TST_EXP_FAIL(lsm_get_raw(attr, buf, &size, 0), E2BIG, "%s, size %u", name, need - 1);
	if (size != need)
		tst_res(TFAIL, "%s: size %u after E2BIG, expected %u", name, size, need);
	size = 0;
	TST_EXP_FAIL(lsm_get_raw(attr, NULL, &size, 0), E2BIG, "%s, NULL buffer", name);
	if (size != need)
		tst_res(TFAIL, "%s: size %u after E2BIG, expected %u", name, size, need);
}

static void check_single(void)
{
	uint32_t size;
	struct lsm_ctx *ctx = (struct lsm_ctx *)buf;
	int i;

	for (i = 0; i < act.cnt; i++) {
		if (!lsm_provides(act.ids[i]))
			continue;
		size = BUF_SIZE;
		memset(buf, FILL, BUF_SIZE);
		ctx->id = act.ids[i];
		TEST(lsm_get_raw(LSM_ATTR_CURRENT, buf, &size, LSM_FLAG_SINGLE));
		if (TST_RET == 1 && ctx->id == act.ids[i] && size == ctx->len)
			tst_res(TPASS, "LSM_FLAG_SINGLE: one entry of LSM %llu",
				(unsigned long long)act.ids[i]);
		else
			tst_res(TFAIL | TTERRNO, "LSM_FLAG_SINGLE for LSM %llu: returned %ld, "
				"entry of %llu, size %u", (unsigned long long)act.ids[i], TST_RET,
				(unsigned long long)ctx->id, size);
	}
}

static void run_with_providers(void)
{
	size_t i;
	uint32_t size;

	for (i = 0; i < ARRAY_SIZE(attrs); i++) {
		size = BUF_SIZE;
		memset(buf, FILL, BUF_SIZE);
		TEST(lsm_get_raw(attrs[i].attr, buf, &size, 0));
		if (TST_RET == -1 && TST_ERR == EOPNOTSUPP && size == 0) {
			tst_res(TPASS, "%s: no active LSM has it", attrs[i].name);
			continue;
		}
		if (TST_RET < 1 || TST_RET > act.providers || size > BUF_SIZE) {
			tst_res(TFAIL | TTERRNO, "%s: returned %ld, size %u", attrs[i].name,
				TST_RET, size);
			continue;
		}
		tst_res(TPASS, "%s: %ld entries in %u bytes", attrs[i].name, TST_RET, size);
		if (!untouched(buf + size, BUF_SIZE - size))
			tst_res(TFAIL, "%s: bytes past size were written", attrs[i].name);
		check_entries(attrs[i].attr, attrs[i].name, TST_RET, size);
		check_sizes(attrs[i].attr, attrs[i].name, size);
	}
	check_single();
}

static void run(void)
{
	size_t i;
	int j;
	char what[64];

	if (act.providers) {
		run_with_providers();
		return;
	}
	for (i = 0; i < ARRAY_SIZE(attrs); i++)
		expect_none(attrs[i].attr, 0, 0, attrs[i].name);
	for (j = 0; j < act.cnt; j++) {
		snprintf(what, sizeof(what), "LSM_FLAG_SINGLE, LSM %llu",
			 (unsigned long long)act.ids[j]);
		expect_none(LSM_ATTR_CURRENT, LSM_FLAG_SINGLE, act.ids[j], what);
	}
}

static void setup(void)
{
	lsm_probe(&act);
	buf = tst_alloc(BUF_SIZE);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
};
