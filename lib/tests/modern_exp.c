// SPDX-License-Identifier: GPL-2.0-or-later
/* Every TST_EXP_* macro, in a passing and a failing use; the .t checks each message. */
#include <sys/mman.h>
#include "tst_test.h"

static int ret_val(long v, int err)
{
	errno = err;
	return v;
}

static void *ret_ptr(void *p, int err)
{
	errno = err;
	return p;
}

static void run(void)
{
	const int errs[] = { EACCES, ENOENT };
	long r;

	r = TST_EXP_POSITIVE(ret_val(5, 0));
	TST_EXP_EQ_LI(r, 5);
	TST_EXP_POSITIVE(ret_val(-1, EPERM));
	TST_EXP_POSITIVE(ret_val(-3, 0), "custom %s", "desc");
	TST_EXP_FD(open("/", O_RDONLY));
	TST_EXP_FD_SILENT(ret_val(4, 0));
	TST_EXP_FD(ret_val(-1, EBADF));
	TST_EXP_FD_OR_FAIL(ret_val(3, 0), 0);
	TST_EXP_FD_OR_FAIL(ret_val(-1, EMFILE), EMFILE);
	TST_EXP_PID(ret_val(42, 0));
	TST_EXP_PID_SILENT(ret_val(43, 0));
	TST_EXP_VAL(ret_val(7, 0), 7);
	TST_EXP_VAL(ret_val(8, 0), 7);
	TST_EXP_VAL_SILENT(ret_val(9, 0), 9);
	TST_EXP_PASS(access("/", R_OK));
	TST_EXP_PASS(ret_val(-1, ENOENT));
	TST_EXP_PASS(ret_val(2, 0));
	TST_EXP_PASS_SILENT(ret_val(0, 0));
	TST_EXP_PASS_OR_FAIL(ret_val(0, 0), 0);
	TST_EXP_PASS_OR_FAIL(ret_val(-1, EINVAL), EINVAL);
	TST_EXP_PASS_PTR_VOID(ret_ptr((void *)16, 0));
	TST_EXP_PASS_PTR_VOID(ret_ptr(MAP_FAILED, ENOMEM));
	TST_EXP_PASS_PTR_NULL(ret_ptr((void *)16, 0));
	TST_EXP_PASS_PTR_NULL(ret_ptr(NULL, ENOMEM));
	TST_EXP_FAIL(open("/nonexistent", O_RDONLY), ENOENT);
	TST_EXP_FAIL(open("/nonexistent", O_RDONLY), EACCES);
	TST_EXP_FAIL(open("/nonexistent", O_RDONLY), ENOENT, "open(%s)", "/nonexistent");
	TST_EXP_FAIL(ret_val(0, 0), EINVAL);
	TST_EXP_FAIL(ret_val(5, 0), EINVAL);
	TST_EXP_FAIL_SILENT(ret_val(-1, EINVAL), EINVAL);
	TST_EXP_FAIL_ARR(ret_val(-1, ENOENT), errs, ARRAY_SIZE(errs));
	TST_EXP_FAIL_ARR(ret_val(-1, EPERM), errs, ARRAY_SIZE(errs));
	TST_EXP_FAIL_ARR_SILENT(ret_val(-1, EACCES), errs, ARRAY_SIZE(errs));
	TST_EXP_FAIL2(ret_val(-1, EBADF), EBADF);
	TST_EXP_FAIL2(ret_val(3, 0), EBADF);
	TST_EXP_FAIL2_SILENT(ret_val(-1, EBADF), EBADF);
	TST_EXP_FAIL2_ARR(ret_val(-1, EACCES), errs, ARRAY_SIZE(errs));
	TST_EXP_FAIL2_ARR_SILENT(ret_val(-1, EACCES), errs, ARRAY_SIZE(errs));
	TST_EXP_FAIL_PTR_NULL(ret_ptr(NULL, ENOMEM), ENOMEM);
	TST_EXP_FAIL_PTR_NULL(ret_ptr((void *)16, 0), ENOMEM);
	TST_EXP_FAIL_PTR_NULL_ARR(ret_ptr(NULL, ENOENT), errs, ARRAY_SIZE(errs));
	TST_EXP_FAIL_PTR_VOID(ret_ptr(MAP_FAILED, EINVAL), EINVAL);
	TST_EXP_FAIL_PTR_VOID_ARR(ret_ptr(MAP_FAILED, EPERM), errs, ARRAY_SIZE(errs));
	TST_EXP_EXPR(1 + 1 == 2);
	TST_EXP_EXPR(1 == 2, "one is %s", "two");
	TST_EXP_EQ_LI(1, 2);
	TST_EXP_EQ_LI_SILENT(-4, -4);
	TST_EXP_EQ_LU(10UL, 10UL);
	TST_EXP_EQ_LU_SILENT(11UL, 12UL);
	TST_EXP_EQ_SZ(sizeof(int), (size_t)4);
	TST_EXP_EQ_SZ_SILENT((size_t)1, (size_t)1);
	TST_EXP_EQ_SSZ((ssize_t)-1, (ssize_t)-1);
	TST_EXP_EQ_SSZ_SILENT((ssize_t)-1, (ssize_t)-2);
	TST_EXP_LE_LU(3, 4);
	TST_EXP_LE_LU(5, 4);
	TST_EXP_LE_LU_SILENT(1, 1);
	TST_EXP_EQ_STR("a", "a");
	TST_EXP_EQ_STR("a", "b");
	TST_EXP_EQ_STRN("abc", "abd", 2);
	TST_EXP_EQ_STRN("abc", "abd", 3);
	tst_res(TINFO, "TST_PASS=%d", TST_PASS);
	tst_res(TINFO, "retry=%d", TST_RETRY_FUNC(ret_val(0, 0), TST_RETVAL_EQ0));
	TST_EXP_PASS(tst_errno_in_set(ENOENT, errs, 2) ? 0 : -1);
}

static struct tst_test test = {
	.test_all = run,
};
