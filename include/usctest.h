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

#endif
