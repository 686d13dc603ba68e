// SPDX-License-Identifier: GPL-2.0-or-later
/* The raw rt_sigaction(2)/rt_sigprocmask(2) calls and their SAFE_* forms. */
#include <signal.h>
#include "safe_priv.h"
#include "lapi/safe_rt_signal.h"


/*
 * x86-64 has no kernel-provided way back from a handler: the SA_RESTORER trampoline must
 * call rt_sigreturn(2) with the signal frame as the kernel left it (no stack change).
 */
#if defined(__x86_64__) && defined(SA_RESTORER)
# define LTK_NEEDS_RESTORER 1
void ltk_rt_sigreturn_(void);
__asm__(
	"	.text\n"
	"	.align 16\n"
	"	.type ltk_rt_sigreturn_, @function\n"
	"ltk_rt_sigreturn_:\n"
	"	movq $15, %rax\n"	/* __NR_rt_sigreturn */
	"	syscall\n"
	"	.size ltk_rt_sigreturn_, .-ltk_rt_sigreturn_\n");
#endif

int ltk_rt_sigaction(int signum, const struct sigaction *act, struct sigaction *oact,
		     size_t sigsetsize)
{
	struct kernel_sigaction kact, koact;
	int rval;

	memset(&kact, 0, sizeof(kact));
	memset(&koact, 0, sizeof(koact));
	if (act) {
		kact.k_sa_handler = act->sa_handler;
		kact.sa_flags = act->sa_flags;
		memcpy(kact.sa_mask, &act->sa_mask, sizeof(kact.sa_mask));
#ifdef LTK_NEEDS_RESTORER
		kact.sa_flags |= SA_RESTORER;
		kact.sa_restorer = ltk_rt_sigreturn_;
#endif
	}
	rval = syscall(__NR_rt_sigaction, signum, act ? &kact : NULL, oact ? &koact : NULL,
		       sigsetsize);
	if (rval == 0 && oact) {
		memset(oact, 0, sizeof(*oact));
		oact->sa_handler = koact.k_sa_handler;
		oact->sa_flags = koact.sa_flags;
		memcpy(&oact->sa_mask, koact.sa_mask, sizeof(koact.sa_mask));
#if !defined(__mips__)
		oact->sa_restorer = koact.sa_restorer;
#endif
	}
	return rval;
}

static const char *rt_how_name(int how)
{
	switch (how) {
	case SIG_BLOCK: return "SIG_BLOCK";
	case SIG_UNBLOCK: return "SIG_UNBLOCK";
	case SIG_SETMASK: return "SIG_SETMASK";
	}
	return "???";
}

int safe_rt_sigaction(LTK_SAFE_LOC, int signum, const struct sigaction *act,
		      struct sigaction *oldact, size_t sigsetsize)
{
	int rval = ltk_rt_sigaction(signum, act, oldact, sigsetsize);

	if (rval == -1)
		safe_fail("rt_sigaction(%s,%p,%p,%zu)", tst_strsig(signum), act, oldact,
			  sigsetsize);
	else if (rval)
		safe_invalid(rval, "rt_sigaction(%s,%p,%p,%zu)", tst_strsig(signum), act, oldact,
			     sigsetsize);
	return rval;
}

int safe_rt_sigprocmask(LTK_SAFE_LOC, int how, const sigset_t *set, sigset_t *oldset,
			size_t sigsetsize)
{
	int rval = syscall(__NR_rt_sigprocmask, how, set, oldset, sigsetsize);

	if (rval == -1)
		safe_fail("rt_sigprocmask(%s(%d),%p,%p,%zu)", rt_how_name(how), how, set, oldset,
			  sigsetsize);
	else if (rval)
		safe_invalid(rval, "rt_sigprocmask(%s(%d),%p,%p,%zu)", rt_how_name(how), how, set,
			     oldset, sigsetsize);
	return rval;
}
