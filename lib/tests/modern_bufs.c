// SPDX-License-Identifier: GPL-2.0-or-later
/* Guarded buffers: in-bounds use passes, one byte past the end faults (-o). */
#include "tst_test.h"

static char *buf, *str, *overrun;
static struct iovec *iov;

static void run(void)
{
	memset(buf, 'x', 16);
	TST_EXP_EQ_STR(str, "guarded");
	TST_EXP_EQ_LU(iov[1].iov_len, 2);
	if (overrun) {
		tst_res(TINFO, "writing one byte past the end");
		buf[16] = 'y';
		tst_res(TFAIL, "the overrun was not caught");
		return;
	}
	tst_res(TPASS, "wrote 16 bytes into a 16 byte buffer");
}

static struct tst_test test = {
	.test_all = run,
	.options = (struct tst_option[]) {
		{"o", &overrun, "Overrun the buffer"},
		{}
	},
	.bufs = (struct tst_buffers []) {
		{&buf, .size = 16},
		{&str, .str = "guarded"},
		{&iov, .iov_sizes = (int []){1, 2, -1}},
		{}
	},
};
