// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * .needs_device sizes as in LTP: without .dev_min_size the device has 300 MB (a test that
 * needs room for a swap file or a large file gets it); a test declaring a smaller size gets
 * that (not below what mkfs of its filesystem needs). argv[1]: "default" or "small".
 */
#define TST_NO_DEFAULT_MAIN
#include "tst_test.h"

static unsigned int expected;

static void run(void)
{
	int64_t have = tst_get_device_size(tst_device->dev);

	if (tst_device->size == expected && have == expected)
		tst_res(TPASS, "device of %u MB", expected);
	else
		tst_res(TFAIL, "tst_device->size %llu MB, device has %lld MB, expected %u MB",
			(unsigned long long)tst_device->size, (long long)have, expected);
}

static struct tst_test test = {
	.test_all = run,
	.needs_root = 1,
	.needs_device = 1,
};

int main(int argc, char *argv[])
{
	if (argc > 1 && !strcmp(argv[1], "small")) {
		test.dev_min_size = 20;
		expected = 20;
	} else {
		expected = 300;
	}
	argv[1] = argv[0];
	tst_run_tcases(argc - 1, argv + 1, &test);
}
