// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Library functions as LTP declares them: tst_cmd() with a compound-literal argv,
 * tse_count_swaps(), tst_fill_fd(), TST_PTR_TO_UINT() and tst_bitmap.h.
 */
#include "tst_test.h"
#include "tse_swap.h"
#include "tst_bitmap.h"

static void run(void)
{
	unsigned long map[TST_BITMAP_LONGS(130)] = {};
	struct stat st;
	int fd;

	TST_EXP_VAL(tst_cmd((const char *const []){"sh", "-c", "exit 5", NULL}, NULL, NULL,
			    TST_CMD_PASS_RETVAL), 5);
	TST_EXP_EXPR(tse_count_swaps() >= 0, "tse_count_swaps() = %d", tse_count_swaps());
	fd = SAFE_OPEN("fill", O_CREAT | O_RDWR, 0600);
	TST_EXP_PASS(tst_fill_fd(fd, 'x', 1024, 8));
	SAFE_FSTAT(fd, &st);
	TST_EXP_EQ_LI(st.st_size, 8192);
	SAFE_CLOSE(fd);
	fd = tst_creat_unlinked(".", 0, 0600);
	TST_EXP_PASS(tst_prealloc_size_fd(fd, 4096, 4));
	SAFE_FSTAT(fd, &st);
	TST_EXP_EXPR(st.st_size == 16384 && st.st_nlink == 0, "unlinked file of %ld bytes",
		     (long)st.st_size);
	SAFE_CLOSE(fd);
	TST_EXP_EQ_LI(tst_mapping_in_range((unsigned long)map, (unsigned long)map + 1), 1);
	TST_EXP_EQ_LU(TST_PTR_TO_UINT(map), (uintptr_t)map);
	tst_bitmap_set(map, 129);
	TST_EXP_EQ_LI(tst_bitmap_test(map, 129) + tst_bitmap_weight(map, 130), 2);
}

static struct tst_test test = {
	.test_all = run,
	.needs_tmpdir = 1,
	.needs_cmds = (struct tst_cmd []) {
		{.cmd = "sh"},
		{}
	},
};
