/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Creating processes with clone flags.
 *
 * Modern: SAFE_CLONE(&args) forks like SAFE_FORK() but with clone3(2) arguments (new
 * namespaces, pidfd, exit signal ...): it returns 0 in the child and the pid in the parent,
 * using clone3 and falling back to clone(2) on kernels without it.
 *
 * Legacy (test.h forbids calling clone() directly): ltp_clone*() run fn(arg) in the child on
 * its own stack; the child exits with fn's return value. The stacks of ltp_clone_malloc()
 * and ltp_clone_quick() are mapped by the library.
 */
#ifndef TST_CLONE_H__
#define TST_CLONE_H__

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* The fields and order of the kernel's struct clone_args (clone3(2)). */
struct tst_clone_args {
	uint64_t flags;
	uint64_t pidfd;
	uint64_t child_tid;
	uint64_t parent_tid;
	uint64_t exit_signal;
	uint64_t stack;
	uint64_t stack_size;
	uint64_t tls;
	uint64_t set_tid;
	uint64_t set_tid_size;
	uint64_t cgroup;
};

/*
 * clone3(), or clone() when the kernel lacks clone3 and the arguments allow it. No stack
 * (args->stack must be 0): the child continues from the call like after fork(). Returns
 * the pid, 0 in the child, -1 with errno on failure.
 */
pid_t tst_clone(const struct tst_clone_args *args);

/*
 * As tst_clone(), but a failure is TBROK|TERRNO at file:lineno. Before cloning it flushes
 * stdio and calls the hook tst_clone_check_(file, lineno) if the program defines one (the
 * modern face checks .forks_child there); in the child it calls tst_clone_child_() if
 * defined. Both hooks are optional: without them SAFE_CLONE just clones.
 */
pid_t safe_clone(const char *file, const int lineno, const struct tst_clone_args *args);
#define SAFE_CLONE(args) safe_clone(__FILE__, __LINE__, (args))

void tst_clone_check_(const char *file, const int lineno);
void tst_clone_child_(void);

/* Legacy clone wrappers: stack must not be NULL (EINVAL, as glibc's clone()). */
int ltp_clone(unsigned long flags, int (*fn)(void *arg), void *arg, size_t stack_size,
	      void *stack);
/* ... followed by pid_t *parent_tid, void *tls, pid_t *child_tid, as for clone(2). */
int ltp_clone7(unsigned long flags, int (*fn)(void *arg), void *arg, size_t stack_size,
	       void *stack, ...);
int ltp_clone_malloc(unsigned long clone_flags, int (*fn)(void *arg), void *arg,
		     size_t stacksize);
int ltp_clone_quick(unsigned long clone_flags, int (*fn)(void *arg), void *arg);

/* A stack for ltp_clone() from malloc (free() it when the child is gone); NULL on ENOMEM. */
void *ltp_alloc_stack(size_t size);

/* Stack size of ltp_clone_quick(), enough for a sanitizer build too. */
#define LTP_CLONE_QUICK_STACK (256 * 1024)

#endif
