/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The checks LTP's sigwait(3), sigwaitinfo(2) and sigtimedwait(2) tests share. A test wraps
 * its call as a swi_func (timeout is a struct of the given tst_ts_type, NULL for none, and
 * is ignored by calls without one) and runs a table of (check, signal):
 *
 *	static struct sigwait_test_desc tests[] = {
 *		{ test_masked_matching, SIGUSR1 },
 *		{ test_timeout, 0 },
 *	};
 *	setup: sigwait_setup();	(.forks_child = 1: the checks fork a signalling child)
 */
#ifndef LIBSIGWAIT_H__
#define LIBSIGWAIT_H__

#include <signal.h>
#include "tst_timer.h"

typedef int (*swi_func)(const sigset_t *set, siginfo_t *info, void *timeout);
typedef void (*test_func)(swi_func, int, enum tst_ts_type type);

struct sigwait_test_desc {
	test_func tf;
	int signo;
};

/* TPASS when the last TEST() returned what the check expected; the message says which. */
void report_success(int ret);

/* Nothing to wait for: a signal handled meanwhile interrupts the call (EINTR). */
void test_empty_set(swi_func sigwaitinfo, int signo, enum tst_ts_type type);
/* Nothing arrives: EAGAIN after the 1 s timeout. */
void test_timeout(swi_func sigwaitinfo, int signo, enum tst_ts_type type);
/* signo not blocked but waited for: it is returned, with its siginfo (or without). */
void test_unmasked_matching(swi_func sigwaitinfo, int signo, enum tst_ts_type type);
void test_unmasked_matching_noinfo(swi_func sigwaitinfo, int signo, enum tst_ts_type type);
/* signo blocked and waited for: returned, and still blocked after. */
void test_masked_matching(swi_func sigwaitinfo, int signo, enum tst_ts_type type);
/* Two real-time signals pending: the lower number comes first. */
void test_masked_matching_rt(swi_func sigwaitinfo, int signo, enum tst_ts_type type);
void test_masked_matching_noinfo(swi_func sigwaitinfo, int signo, enum tst_ts_type type);
/* A bad info, set or timeout pointer: EFAULT (or a SIGSEGV in a libc wrapper). */
void test_bad_address(swi_func sigwaitinfo, int signo, enum tst_ts_type type);
void test_bad_address2(swi_func sigwaitinfo, int signo, enum tst_ts_type type);
void test_bad_address3(swi_func sigwaitinfo, int signo, enum tst_ts_type type);

/* Handlers that do nothing for the signals the checks send (so none kills the test). */
void sigwait_setup(void);

#endif
