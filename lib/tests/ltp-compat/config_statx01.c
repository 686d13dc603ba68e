// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * config.h as LTP's tests read it: with HAVE_STRUCT_STATX the statx() branch is built;
 * struct ltp_statx (lapi/stat.h) gets the mount ID that libc's struct may lack. With
 * HAVE_LIBAIO the libaio branch is built and links.
 */
#define _GNU_SOURCE
#include "config.h"
#include "tst_test.h"
#include "lapi/stat.h"

#if defined(HAVE_STRUCT_STATX) && defined(HAVE_LIBAIO)
#include <libaio.h>

static void run(void)
{
	struct ltp_statx buf;
	io_context_t ctx = 0;

	memset(&buf, 0, sizeof(buf));
	SAFE_STATX(AT_FDCWD, "/", 0, STATX_BASIC_STATS | STATX_MNT_ID, &buf);
	TST_EXP_EXPR(buf.stx_mask & STATX_MNT_ID, "statx() filled stx_mnt_id (%llu)",
		     (unsigned long long)buf.stx_mnt_id);
	TST_EXP_EQ_LU(buf.stx_mode & S_IFMT, S_IFDIR);

	TEST(io_setup(1, &ctx));
	if (TST_RET)
		tst_brk(TBROK, "io_setup() failed: %ld", TST_RET);
	io_destroy(ctx);
	tst_res(TPASS, "libaio linked through pkg-config");
}

static struct tst_test test = {
	.test_all = run,
};
#else
TST_TEST_TCONF("config.h says statx or libaio is missing");
#endif
