/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Checkpoints: parent/child (or thread) synchronisation over an array of futexes in memory
 * shared by the processes. One implementation under both faces; see doc/synchronisation.md.
 *
 * Where the futexes live:
 *   legacy  TST_CHECKPOINT_INIT(cleanup) maps "checkpoint_futex_base_file" in the cwd (the
 *           tmpdir) shared, one page: 1024 ids on 4 KiB pages.
 *   modern  the face calls tst_checkpoint_use_results() for .needs_checkpoints: the ids are
 *           the futexes after the header of the shared result page (ltk_results->futexes).
 *           An exec()ed child attaches that page (LTP_IPC_PATH) and calls it again.
 *   custom  tst_checkpoint_setup(array, count) for any array in shared memory.
 *
 * Every wait and wake has a timeout, so a lost wake-up ends in TBROK, never in a hang.
 * The TST_*CHECKPOINT* macros use 10 s (or the given msec) scaled by LTP_TIMEOUT_MUL.
 */
#ifndef TST_CHECKPOINT_H
#define TST_CHECKPOINT_H

#include <stdint.h>

#define TST_CHECKPOINT_DEFAULT_MSEC 10000

/*
 * Wait on checkpoint id until woken or msec_timeout ms passed. Returns 0, or -1 with errno
 * ETIMEDOUT, EOVERFLOW (id out of range) or EINVAL (checkpoints not set up).
 * A signal interrupting the wait does not end it early.
 */
int tst_checkpoint_wait(unsigned int id, unsigned int msec_timeout);

/*
 * Wake nr_wake waiters of checkpoint id, retrying every 1 ms until that many were woken
 * (a waiter may not be waiting yet). Returns 0, or -1 with errno ETIMEDOUT after
 * msec_timeout ms, EOVERFLOW or EINVAL.
 */
int tst_checkpoint_wake(unsigned int id, unsigned int nr_wake, unsigned int msec_timeout);

/* Number of usable checkpoint ids, 0 when checkpoints are not set up. */
unsigned int tst_checkpoint_count(void);

/* Use count futexes at futexes (shared memory for processes); NULL/0 disables checkpoints. */
void tst_checkpoint_setup(uint32_t *futexes, unsigned int count);

/*
 * Use the futexes of the shared result page (modern face, .needs_checkpoints; and an exec()ed
 * child after attaching LTP_IPC_PATH). Follows the page if it is remapped.
 */
void tst_checkpoint_use_results(void);

/* Legacy: create and map the futex file in the cwd. A second call is TBROK. */
void tst_checkpoint_init(const char *file, const int lineno, void (*cleanup_fn)(void));

/*
 * The January 2015 checkpoints: a FIFO in the cwd (the tmpdir) per struct tst_checkpoint.
 * TST_CHECKPOINT_INIT(&cp) names it (retval 1, timeout 5000 ms), TST_CHECKPOINT_CREATE(&cp)
 * also makes it. The parent waits for the child's 'c' and sends 'p'; the child waits for
 * 'p' and sends 'c'. The parent's side is TBROK (with cleanup) on an error or timeout; the
 * child's exits with cp->retval. Use one checkpoint per direction: with a reader on each
 * side of one FIFO either could take the byte.
 */
struct tst_checkpoint {
	char file[30];
	int retval;
	unsigned int timeout;
};

void tst_checkpoint_fifo_init(struct tst_checkpoint *cp);
void tst_checkpoint_create(const char *file, const int lineno, struct tst_checkpoint *cp);
void tst_checkpoint_parent_wait(const char *file, const int lineno, void (*cleanup_fn)(void),
				struct tst_checkpoint *cp);
void tst_checkpoint_child_wait(const char *file, const int lineno, struct tst_checkpoint *cp);
void tst_checkpoint_signal_parent(const char *file, const int lineno,
				  struct tst_checkpoint *cp);
void tst_checkpoint_signal_child(const char *file, const int lineno, void (*cleanup_fn)(void),
				 struct tst_checkpoint *cp);

/* The futex form takes the cleanup function, the FIFO form of January 2015 a checkpoint. */
#define TST_CHECKPOINT_INIT(arg) \
	_Generic((arg), \
		struct tst_checkpoint *: \
			tst_checkpoint_fifo_init((struct tst_checkpoint *)(void *)(arg)), \
		default: \
			tst_checkpoint_init(__FILE__, __LINE__, \
					    (void (*)(void))(uintptr_t)(arg)))
#define TST_CHECKPOINT_CREATE(cp) tst_checkpoint_create(__FILE__, __LINE__, (cp))
#define TST_CHECKPOINT_PARENT_WAIT(cleanup_fn, cp) \
	tst_checkpoint_parent_wait(__FILE__, __LINE__, (cleanup_fn), (cp))
#define TST_CHECKPOINT_CHILD_WAIT(cp) tst_checkpoint_child_wait(__FILE__, __LINE__, (cp))
#define TST_CHECKPOINT_SIGNAL_PARENT(cp) tst_checkpoint_signal_parent(__FILE__, __LINE__, (cp))
#define TST_CHECKPOINT_SIGNAL_CHILD(cleanup_fn, cp) \
	tst_checkpoint_signal_child(__FILE__, __LINE__, (cleanup_fn), (cp))

/*
 * Aborting forms: TBROK|TERRNO "tst_checkpoint_wait(id, msec) failed" at the caller's
 * file:line through the active face. msec_timeout 0 means TST_CHECKPOINT_DEFAULT_MSEC.
 */
void tst_safe_checkpoint_wait(const char *file, const int lineno, void (*cleanup_fn)(void),
			      unsigned int id, unsigned int msec_timeout);
void tst_safe_checkpoint_wake(const char *file, const int lineno, void (*cleanup_fn)(void),
			      unsigned int id, unsigned int nr_wake);

/* Legacy forms (cleanup first). */
#define TST_SAFE_CHECKPOINT_WAIT(cleanup_fn, id) \
	tst_safe_checkpoint_wait(__FILE__, __LINE__, (cleanup_fn), (id), 0)
#define TST_SAFE_CHECKPOINT_WAKE(cleanup_fn, id) \
	tst_safe_checkpoint_wake(__FILE__, __LINE__, (cleanup_fn), (id), 1)
#define TST_SAFE_CHECKPOINT_WAKE2(cleanup_fn, id, nr_wake) \
	tst_safe_checkpoint_wake(__FILE__, __LINE__, (cleanup_fn), (id), (nr_wake))
#define TST_SAFE_CHECKPOINT_WAKE_AND_WAIT(cleanup_fn, id) do { \
	tst_safe_checkpoint_wake(__FILE__, __LINE__, (cleanup_fn), (id), 1); \
	tst_safe_checkpoint_wait(__FILE__, __LINE__, (cleanup_fn), (id), 0); \
} while (0)

/* Modern forms. */
#define TST_CHECKPOINT_WAIT(id) \
	tst_safe_checkpoint_wait(__FILE__, __LINE__, NULL, (id), 0)
#define TST_CHECKPOINT_WAIT2(id, msec_timeout) \
	tst_safe_checkpoint_wait(__FILE__, __LINE__, NULL, (id), (msec_timeout))
#define TST_CHECKPOINT_WAKE(id) \
	tst_safe_checkpoint_wake(__FILE__, __LINE__, NULL, (id), 1)
#define TST_CHECKPOINT_WAKE2(id, nr_wake) \
	tst_safe_checkpoint_wake(__FILE__, __LINE__, NULL, (id), (nr_wake))
#define TST_CHECKPOINT_WAKE_AND_WAIT(id) do { \
	tst_safe_checkpoint_wake(__FILE__, __LINE__, NULL, (id), 1); \
	tst_safe_checkpoint_wait(__FILE__, __LINE__, NULL, (id), 0); \
} while (0)

#endif
