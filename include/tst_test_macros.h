/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * TEST() and the TST_EXP_* family: run a call, compare with what the test expects, print
 * one TPASS or TFAIL line that says what was expected and what happened.
 *
 * Every TST_EXP_* macro takes an optional printf-style description after its arguments;
 * it replaces the stringified call in the message. They set TST_PASS to 1 or 0 and
 * evaluate to TST_RET (TST_EXP_EXPR and the comparisons evaluate to TST_PASS).
 */
#ifndef TST_TEST_MACROS_H__
#define TST_TEST_MACROS_H__

#include <errno.h>
#include <stdbool.h>
#include <stddef.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>
#include "tst_res_flags.h"

extern long TST_RET;
extern void *TST_RET_PTR;
extern int TST_ERR;
extern int TST_PASS;

#define TEST(SCALL) \
	do { \
		errno = 0; \
		TST_RET = SCALL; \
		TST_ERR = errno; \
	} while (0)

#define TESTPTR(SCALL) \
	do { \
		errno = 0; \
		TST_RET_PTR = (void *)(SCALL); \
		TST_ERR = errno; \
	} while (0)

/* Is err one of the cnt values of exp_errs? */
bool tst_errno_in_set(int err, const int *exp_errs, int cnt);
/* "EINVAL, ENOENT" into buf (at least 20 * cnt bytes); returns buf. */
const char *tst_errno_names(char *buf, const int *exp_errs, int cnt);

/* ---- internals of the macros below ------------------------------------------------ */

enum ltk_exp_kind {
	LTK_EXP_POSITIVE,	/* ret >= 0: "returned %ld" */
	LTK_EXP_FD,		/* ret >= 0: "returned fd %ld" */
	LTK_EXP_PID,		/* ret >= 0: "returned pid %ld" */
	LTK_EXP_PASS,		/* ret == 0 */
	LTK_EXP_PTR_VOID,	/* TST_RET_PTR != (void *)-1 */
	LTK_EXP_PTR_NULL,	/* TST_RET_PTR != NULL */
	LTK_EXP_FAIL,		/* ret == -1 (0 is success) */
	LTK_EXP_FAIL2,		/* ret == -1 (>= 0 is success) */
};

#define LTK_EXP_DESC_SIZE 256

/* The description: the test's own format and arguments, or the stringified call. */
const char *ltk_exp_desc_(char *buf, size_t size, const char *scall, const char *fmt, ...);
#define LTK_EXP_DESC_(buf, SSCALL, ...) \
	ltk_exp_desc_(buf, sizeof(buf), SSCALL, ##__VA_ARGS__, NULL)

void ltk_exp_ok_(const char *file, int lineno, enum ltk_exp_kind kind, int silent,
		 const char *desc);
void ltk_exp_val_(const char *file, int lineno, long val, int silent, const char *desc);
void ltk_exp_fail_(const char *file, int lineno, enum ltk_exp_kind kind, int silent,
		   const int *exp_errs, int cnt, const char *desc);
void ltk_exp_expr_(const char *file, int lineno, int ok, const char *desc);
void ltk_exp_eq_ll_(const char *file, int lineno, int silent, const char *sa, long long a,
		    const char *sb, long long b);
void ltk_exp_eq_ull_(const char *file, int lineno, int silent, const char *sa,
		     unsigned long long a, const char *sb, unsigned long long b);
void ltk_exp_le_ull_(const char *file, int lineno, int silent, const char *sa,
		     unsigned long long a, const char *sb, unsigned long long b);
void ltk_exp_eq_str_(const char *file, int lineno, const char *sa, const char *a,
		     const char *sb, const char *b, size_t len);

#define LTK_EXP_OK_(KIND, SILENT, SCALL, SSCALL, ...) \
	({ \
		char ltk_desc_[LTK_EXP_DESC_SIZE]; \
		TEST(SCALL); \
		ltk_exp_ok_(__FILE__, __LINE__, KIND, SILENT, \
			    LTK_EXP_DESC_(ltk_desc_, SSCALL, ##__VA_ARGS__)); \
		TST_RET; \
	})

#define LTK_EXP_OK_PTR_(KIND, SCALL, SSCALL, ...) \
	({ \
		char ltk_desc_[LTK_EXP_DESC_SIZE]; \
		TESTPTR(SCALL); \
		ltk_exp_ok_(__FILE__, __LINE__, KIND, 0, \
			    LTK_EXP_DESC_(ltk_desc_, SSCALL, ##__VA_ARGS__)); \
		TST_RET; \
	})

#define LTK_EXP_FAIL_ARR_(KIND, SILENT, SCALL, SSCALL, ERRS, CNT, ...) \
	LTK_EXP_FAIL_WITH_(TEST, KIND, SILENT, SCALL, SSCALL, ERRS, CNT, ##__VA_ARGS__)
#define LTK_EXP_FAIL_PTR_(KIND, SCALL, SSCALL, ERRS, CNT, ...) \
	LTK_EXP_FAIL_WITH_(TESTPTR, KIND, 0, SCALL, SSCALL, ERRS, CNT, ##__VA_ARGS__)

#define LTK_EXP_FAIL_WITH_(TESTER, KIND, SILENT, SCALL, SSCALL, ERRS, CNT, ...) \
	({ \
		char ltk_desc_[LTK_EXP_DESC_SIZE]; \
		TESTER(SCALL); \
		ltk_exp_fail_(__FILE__, __LINE__, KIND, SILENT, ERRS, CNT, \
			      LTK_EXP_DESC_(ltk_desc_, SSCALL, ##__VA_ARGS__)); \
		TST_RET; \
	})

#define LTK_EXP_FAIL_ONE_(KIND, SILENT, SCALL, SSCALL, ERR, ...) \
	({ \
		const int ltk_errs_[] = { ERR }; \
		LTK_EXP_FAIL_ARR_(KIND, SILENT, SCALL, SSCALL, ltk_errs_, 1, ##__VA_ARGS__); \
	})
#define LTK_EXP_FAIL_PTR_ONE_(KIND, SCALL, SSCALL, ERR, ...) \
	({ \
		const int ltk_errs_[] = { ERR }; \
		LTK_EXP_FAIL_PTR_(KIND, SCALL, SSCALL, ltk_errs_, 1, ##__VA_ARGS__); \
	})

/* ---- calls that should succeed ------------------------------------------------------ */

#define TST_EXP_POSITIVE(SCALL, ...) LTK_EXP_OK_(LTK_EXP_POSITIVE, 0, SCALL, #SCALL, ##__VA_ARGS__)
#define TST_EXP_FD(SCALL, ...) LTK_EXP_OK_(LTK_EXP_FD, 0, SCALL, #SCALL, ##__VA_ARGS__)
#define TST_EXP_FD_SILENT(SCALL, ...) LTK_EXP_OK_(LTK_EXP_FD, 1, SCALL, #SCALL, ##__VA_ARGS__)
#define TST_EXP_PID(SCALL, ...) LTK_EXP_OK_(LTK_EXP_PID, 0, SCALL, #SCALL, ##__VA_ARGS__)
#define TST_EXP_PID_SILENT(SCALL, ...) LTK_EXP_OK_(LTK_EXP_PID, 1, SCALL, #SCALL, ##__VA_ARGS__)
#define TST_EXP_PASS(SCALL, ...) LTK_EXP_OK_(LTK_EXP_PASS, 0, SCALL, #SCALL, ##__VA_ARGS__)
#define TST_EXP_PASS_SILENT(SCALL, ...) LTK_EXP_OK_(LTK_EXP_PASS, 1, SCALL, #SCALL, ##__VA_ARGS__)
#define TST_EXP_PASS_PTR_VOID(SCALL, ...) \
	LTK_EXP_OK_PTR_(LTK_EXP_PTR_VOID, SCALL, #SCALL, ##__VA_ARGS__)
#define TST_EXP_PASS_PTR_NULL(SCALL, ...) \
	LTK_EXP_OK_PTR_(LTK_EXP_PTR_NULL, SCALL, #SCALL, ##__VA_ARGS__)

#define LTK_EXP_VAL_(SILENT, SCALL, SSCALL, VAL, ...) \
	({ \
		char ltk_desc_[LTK_EXP_DESC_SIZE]; \
		TEST(SCALL); \
		ltk_exp_val_(__FILE__, __LINE__, (long)(VAL), SILENT, \
			     LTK_EXP_DESC_(ltk_desc_, SSCALL, ##__VA_ARGS__)); \
		TST_RET; \
	})
#define TST_EXP_VAL(SCALL, VAL, ...) LTK_EXP_VAL_(0, SCALL, #SCALL, VAL, ##__VA_ARGS__)
#define TST_EXP_VAL_SILENT(SCALL, VAL, ...) LTK_EXP_VAL_(1, SCALL, #SCALL, VAL, ##__VA_ARGS__)

/* ERRNO == 0: the call must succeed; otherwise it must fail with ERRNO. */
#define TST_EXP_FD_OR_FAIL(SCALL, ERRNO, ...) \
	({ \
		if (ERRNO) \
			LTK_EXP_FAIL_ONE_(LTK_EXP_FAIL2, 0, SCALL, #SCALL, ERRNO, ##__VA_ARGS__); \
		else \
			LTK_EXP_OK_(LTK_EXP_FD, 0, SCALL, #SCALL, ##__VA_ARGS__); \
		TST_RET; \
	})
#define TST_EXP_PASS_OR_FAIL(SCALL, ERRNO, ...) \
	({ \
		if (ERRNO) \
			LTK_EXP_FAIL_ONE_(LTK_EXP_FAIL, 0, SCALL, #SCALL, ERRNO, ##__VA_ARGS__); \
		else \
			LTK_EXP_OK_(LTK_EXP_PASS, 0, SCALL, #SCALL, ##__VA_ARGS__); \
		TST_RET; \
	})

/* ---- calls that should fail with an errno ------------------------------------------ */

/* For calls returning 0 on success. */
#define TST_EXP_FAIL(SCALL, EXP_ERR, ...) \
	LTK_EXP_FAIL_ONE_(LTK_EXP_FAIL, 0, SCALL, #SCALL, EXP_ERR, ##__VA_ARGS__)
#define TST_EXP_FAIL_SILENT(SCALL, EXP_ERR, ...) \
	LTK_EXP_FAIL_ONE_(LTK_EXP_FAIL, 1, SCALL, #SCALL, EXP_ERR, ##__VA_ARGS__)
#define TST_EXP_FAIL_ARR(SCALL, EXP_ERRS, CNT, ...) \
	LTK_EXP_FAIL_ARR_(LTK_EXP_FAIL, 0, SCALL, #SCALL, EXP_ERRS, CNT, ##__VA_ARGS__)
#define TST_EXP_FAIL_ARR_SILENT(SCALL, EXP_ERRS, CNT, ...) \
	LTK_EXP_FAIL_ARR_(LTK_EXP_FAIL, 1, SCALL, #SCALL, EXP_ERRS, CNT, ##__VA_ARGS__)

/* For calls returning a value >= 0 on success (fd, pid, size). */
#define TST_EXP_FAIL2(SCALL, EXP_ERR, ...) \
	LTK_EXP_FAIL_ONE_(LTK_EXP_FAIL2, 0, SCALL, #SCALL, EXP_ERR, ##__VA_ARGS__)
#define TST_EXP_FAIL2_SILENT(SCALL, EXP_ERR, ...) \
	LTK_EXP_FAIL_ONE_(LTK_EXP_FAIL2, 1, SCALL, #SCALL, EXP_ERR, ##__VA_ARGS__)
#define TST_EXP_FAIL2_ARR(SCALL, EXP_ERRS, CNT, ...) \
	LTK_EXP_FAIL_ARR_(LTK_EXP_FAIL2, 0, SCALL, #SCALL, EXP_ERRS, CNT, ##__VA_ARGS__)
#define TST_EXP_FAIL2_ARR_SILENT(SCALL, EXP_ERRS, CNT, ...) \
	LTK_EXP_FAIL_ARR_(LTK_EXP_FAIL2, 1, SCALL, #SCALL, EXP_ERRS, CNT, ##__VA_ARGS__)

/* For calls returning a pointer: NULL or (void *)-1 on failure. */
#define TST_EXP_FAIL_PTR_NULL(SCALL, EXP_ERR, ...) \
	LTK_EXP_FAIL_PTR_ONE_(LTK_EXP_PTR_NULL, SCALL, #SCALL, EXP_ERR, ##__VA_ARGS__)
#define TST_EXP_FAIL_PTR_NULL_ARR(SCALL, EXP_ERRS, CNT, ...) \
	LTK_EXP_FAIL_PTR_(LTK_EXP_PTR_NULL, SCALL, #SCALL, EXP_ERRS, CNT, ##__VA_ARGS__)
#define TST_EXP_FAIL_PTR_VOID(SCALL, EXP_ERR, ...) \
	LTK_EXP_FAIL_PTR_ONE_(LTK_EXP_PTR_VOID, SCALL, #SCALL, EXP_ERR, ##__VA_ARGS__)
#define TST_EXP_FAIL_PTR_VOID_ARR(SCALL, EXP_ERRS, CNT, ...) \
	LTK_EXP_FAIL_PTR_(LTK_EXP_PTR_VOID, SCALL, #SCALL, EXP_ERRS, CNT, ##__VA_ARGS__)

/* ---- expressions and values ------------------------------------------------------- */

#define TST_EXP_EXPR(EXPR, ...) \
	({ \
		char ltk_desc_[LTK_EXP_DESC_SIZE]; \
		int ltk_ok_ = !!(EXPR); \
		ltk_exp_expr_(__FILE__, __LINE__, ltk_ok_, \
			      LTK_EXP_DESC_(ltk_desc_, #EXPR, ##__VA_ARGS__)); \
		TST_PASS; \
	})

#define LTK_EXP_CMP_(FN, TYPE, SILENT, VAL_A, VAL_B, SA, SB) \
	({ \
		TYPE ltk_a_ = (TYPE)(VAL_A), ltk_b_ = (TYPE)(VAL_B); \
		FN(__FILE__, __LINE__, SILENT, SA, ltk_a_, SB, ltk_b_); \
		TST_PASS; \
	})

#define TST_EXP_EQ_LI(A, B) LTK_EXP_CMP_(ltk_exp_eq_ll_, long long, 0, A, B, #A, #B)
#define TST_EXP_EQ_LI_SILENT(A, B) LTK_EXP_CMP_(ltk_exp_eq_ll_, long long, 1, A, B, #A, #B)
#define TST_EXP_EQ_SSZ(A, B) LTK_EXP_CMP_(ltk_exp_eq_ll_, long long, 0, A, B, #A, #B)
#define TST_EXP_EQ_SSZ_SILENT(A, B) LTK_EXP_CMP_(ltk_exp_eq_ll_, long long, 1, A, B, #A, #B)
#define TST_EXP_EQ_LU(A, B) LTK_EXP_CMP_(ltk_exp_eq_ull_, unsigned long long, 0, A, B, #A, #B)
#define TST_EXP_EQ_LU_SILENT(A, B) \
	LTK_EXP_CMP_(ltk_exp_eq_ull_, unsigned long long, 1, A, B, #A, #B)
#define TST_EXP_EQ_SZ(A, B) LTK_EXP_CMP_(ltk_exp_eq_ull_, unsigned long long, 0, A, B, #A, #B)
#define TST_EXP_EQ_SZ_SILENT(A, B) \
	LTK_EXP_CMP_(ltk_exp_eq_ull_, unsigned long long, 1, A, B, #A, #B)
#define TST_EXP_LE_LU(A, B) LTK_EXP_CMP_(ltk_exp_le_ull_, unsigned long long, 0, A, B, #A, #B)
#define TST_EXP_LE_LU_SILENT(A, B) \
	LTK_EXP_CMP_(ltk_exp_le_ull_, unsigned long long, 1, A, B, #A, #B)

#define TST_EXP_EQ_STR(STR_A, STR_B) \
	({ \
		ltk_exp_eq_str_(__FILE__, __LINE__, #STR_A, (STR_A), #STR_B, (STR_B), \
				(size_t)-1); \
		TST_PASS; \
	})
#define TST_EXP_EQ_STRN(STR_A, STR_B, LEN) \
	({ \
		ltk_exp_eq_str_(__FILE__, __LINE__, #STR_A, (STR_A), #STR_B, (STR_B), (LEN)); \
		TST_PASS; \
	})

/* ---- retrying ------------------------------------------------------------------- */

unsigned int tst_multiply_timeout(unsigned int timeout);
void tst_brk_(const char *file, const int lineno, int ttype, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

#define TST_RETVAL_EQ0(x) ((x) == 0)
#define TST_RETVAL_NOTNULL(x) ((x) != NULL)
#define TST_RETVAL_GE0(x) ((x) >= 0)

/*
 * Call FUNC until ECHCK(result) holds, sleeping 1 us, 2 us, 4 us ... in between; TBROK
 * when the delays pass MAX_DELAY seconds (scaled by LTP_TIMEOUT_MUL). Evaluates to the
 * last result.
 */
#define TST_RETRY_FN_EXP_BACKOFF(FUNC, ECHCK, MAX_DELAY) \
	({ \
		unsigned long long ltk_delay_ = 1, ltk_max_ = \
			(unsigned long long)tst_multiply_timeout(MAX_DELAY) * 1000000ULL; \
		__typeof__(FUNC) ltk_ret_; \
		for (;;) { \
			ltk_ret_ = FUNC; \
			if (ECHCK(ltk_ret_)) \
				break; \
			if (ltk_delay_ >= ltk_max_) { \
				tst_brk_(__FILE__, __LINE__, TBROK, "%s timed out", #FUNC); \
				break; \
			} \
			usleep(ltk_delay_); \
			ltk_delay_ *= 2; \
		} \
		ltk_ret_; \
	})

#define TST_RETRY_FUNC(FUNC, ECHCK) TST_RETRY_FN_EXP_BACKOFF(FUNC, ECHCK, 1)

#endif
