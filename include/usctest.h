/* SPDX-License-Identifier: GPL-2.0-or-later */
/* TEST() and the iteration loop of the legacy API. */
#ifndef __USCTEST_H__
#define __USCTEST_H__

/* TEST_RETURN/TEST_ERRNO are the same variables as the modern TST_RET/TST_ERR. */
extern long TST_RET;
extern int TST_ERR;
#define TEST_RETURN TST_RET
#define TEST_ERRNO TST_ERR

#define TEST(SCALL) \
	do { \
		errno = 0; \
		TEST_RETURN = (long)(SCALL); \
		TEST_ERRNO = errno; \
	} while (0)

#define TEST_VOID(SCALL) \
	do { \
		errno = 0; \
		SCALL; \
		TEST_ERRNO = errno; \
	} while (0)

/* Set by -i (default 1). */
extern int STD_LOOP_COUNT;

int usc_test_looping(int counter);
void usc_global_setup_hook(void);

#define TEST_LOOPING usc_test_looping
#define TEST_PAUSE usc_global_setup_hook()

/*
 * Errno logging of January 2015 (the -e option, gone since): tests still call
 * TEST_EXP_ENOS(exp_enos) in setup, TEST_ERROR_LOG(errno) after a call and TEST_CLEANUP in
 * cleanup. The expected errnos are recorded in TEST_VALID_ENO[]; with no -e option
 * nothing is logged, so TEST_CLEANUP prints nothing, as it did without -e.
 */
#define USC_MAX_ERRNO 2000

struct usc_errno_t {
	int flag;
};

extern struct usc_errno_t TEST_VALID_ENO[USC_MAX_ERRNO];
extern int STD_TIMING_ON;
extern int STD_ERRNO_LOG;
extern int STD_ERRNO_LIST[USC_MAX_ERRNO];

#define TEST_EXP_ENOS(array) \
	do { \
		int ltk_i_; \
		for (ltk_i_ = 0; (array)[ltk_i_]; ltk_i_++) { \
			if ((array)[ltk_i_] > 0 && (array)[ltk_i_] < USC_MAX_ERRNO) \
				TEST_VALID_ENO[(array)[ltk_i_]].flag = 1; \
		} \
	} while (0)

#define TEST_ERROR_LOG(eno) \
	do { \
		int ltk_eno_ = (eno); \
		if (STD_ERRNO_LOG && ltk_eno_ > 0 && ltk_eno_ < USC_MAX_ERRNO) \
			STD_ERRNO_LIST[ltk_eno_]++; \
	} while (0)

#define TEST_CLEANUP do { } while (0)

#endif
