// SPDX-License-Identifier: GPL-2.0-or-later
/* SAFE_* for signals: handlers, signal sets, masks, sigwait. */
#include <signal.h>
#include "safe_priv.h"


void (*safe_signal(LTK_SAFE_LOC, int signum, void (*handler)(int)))(int)
{
	void (*rval)(int) = signal(signum, handler);

	if (rval == SIG_ERR)
		safe_fail("signal(%s,%p)", tst_strsig(signum), handler);
	return rval;
}

int safe_sigaction(LTK_SAFE_LOC, int signum, const struct sigaction *act,
		   struct sigaction *oldact)
{
	int rval = sigaction(signum, act, oldact);

	if (rval == -1)
		safe_fail("sigaction(%s,%p,%p)", tst_strsig(signum), act, oldact);
	else if (rval)
		safe_invalid(rval, "sigaction(%s,%p,%p)", tst_strsig(signum), act, oldact);
	return rval;
}

void safe_sigaddset(LTK_SAFE_LOC, sigset_t *sigs, int signo)
{
	int rval = sigaddset(sigs, signo);

	if (rval == -1)
		safe_fail("sigaddset(%p,%d)", sigs, signo);
	else if (rval)
		safe_invalid(rval, "sigaddset(%p,%d)", sigs, signo);
}

void safe_sigdelset(LTK_SAFE_LOC, sigset_t *sigs, int signo)
{
	int rval = sigdelset(sigs, signo);

	if (rval == -1)
		safe_fail("sigdelset(%p,%d)", sigs, signo);
	else if (rval)
		safe_invalid(rval, "sigdelset(%p,%d)", sigs, signo);
}

void safe_sigemptyset(LTK_SAFE_LOC, sigset_t *sigs)
{
	int rval = sigemptyset(sigs);

	if (rval == -1)
		safe_fail("sigemptyset(%p)", sigs);
	else if (rval)
		safe_invalid(rval, "sigemptyset(%p)", sigs);
}

void safe_sigfillset(LTK_SAFE_LOC, sigset_t *sigs)
{
	int rval = sigfillset(sigs);

	if (rval == -1)
		safe_fail("sigfillset(%p)", sigs);
	else if (rval)
		safe_invalid(rval, "sigfillset(%p)", sigs);
}

static const char *how_name(int how)
{
	switch (how) {
	case SIG_BLOCK: return "SIG_BLOCK";
	case SIG_UNBLOCK: return "SIG_UNBLOCK";
	case SIG_SETMASK: return "SIG_SETMASK";
	default: return "???";
	}
}

int safe_sigprocmask(LTK_SAFE_LOC, int how, const sigset_t *set, sigset_t *oldset)
{
	int rval = sigprocmask(how, set, oldset);

	if (rval == -1)
		safe_fail("sigprocmask(%s(%d),%p,%p)", how_name(how), how, set, oldset);
	else if (rval)
		safe_invalid(rval, "sigprocmask(%s(%d),%p,%p)", how_name(how), how, set, oldset);
	return rval;
}

/* sigwait() returns the error number. */
int safe_sigwait(LTK_SAFE_LOC, const sigset_t *set, int *sig)
{
	int rval = sigwait(set, sig);

	if (rval > 0)
		safe_fail_err(rval, "sigwait(%p,%p)", set, sig);
	else if (rval)
		safe_invalid(rval, "sigwait(%p,%p)", set, sig);
	return rval;
}
