/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Watching the kernel and the host around each test: taint, the kernel log, and what a test
 * leaves behind (mounts, loop devices, files); leftovers are cleaned up after reporting.
 */
#ifndef LTK_OBSERVE_H
#define LTK_OBSERVE_H

#include "ltk.h"

/* Open /dev/kmsg (reading from now on, and for the markers). Returns the fd to poll or -1. */
int observe_init(int markers);
void observe_fini(void);
/* "LTK: starting TAG" / "LTK: finished TAG" in the kernel log. */
void observe_marker(const char *what, const char *tag);
/*
 * Read the new kernel log records (not the LTK markers); call found() for each, trouble
 * set when it looks like a kernel problem.
 */
void observe_kmsg(void (*found)(const char *msg, int trouble, void *ctx), void *ctx);

unsigned long observe_taint(void);
/*
 * Taint flags that say nothing of the kernel's health, so they are no finding: those that only
 * say a module of some origin was loaded, P (proprietary), C (staging), O (out of tree), E
 * (unsigned), which a test loading LTK's own test module sets (O and E); and X, the flag the
 * kernel leaves to distributions, which Debian's kernel sets when a program uses fanotify
 * permission events (as the fanotify tests do) and SUSE's when an externally supported
 * module is loaded.
 */
#define TAINT_NO_FINDING	((1UL << 0) | (1UL << 10) | (1UL << 12) | (1UL << 13) | (1UL << 16))

/* A finding on r when the taint grew; returns 1 when it did. */
int observe_taint_check(struct result *r, unsigned long before, unsigned long after);

/* fn(name "loopN", backing file) for each attached loop device. */
void observe_each_loop(void (*fn)(const char *name, const char *backing, void *ctx),
		       void *ctx);
/*
 * The checkpoint pages (LTP_IPC_PATH) of a test that could not remove them, killed at its
 * timeout say: dir/ltp_NAME_PID, named after the process that made it. That is the process
 * the runner started (pid, reaped) when the command is the test itself; one started
 * through a shell has another pid, so with since > 0 (the test ran alone, since is its
 * start, seconds since the epoch) any such file made after since counts too. Only files
 * whose process is gone are removed; each is a finding on r. Returns how many.
 */
int observe_shm_leftovers(struct result *r, pid_t pid, double since, const char *dir);

struct host_snap;
/*
 * Mounts and loop devices under tmpdir, files left in it: report on r, then clean up (the
 * directory itself stays). now: the host after the test (observe_host_snapshot()), which
 * says whether there is a mount or a loop device to look for; NULL: look.
 */
int observe_leaks(struct result *r, const char *tmpdir, const struct host_snap *now);

/*
 * Mounts, attached loop devices and sysctl values outside the run's tmp root, before and
 * after a test (observe_host.c): changes are findings on r; a changed sysctl is put back
 * when the test ran alone; beside names the tests that ran at the same time. after is the
 * snapshot taken when the test ended; it ends in *now, the host as it is afterwards (the
 * next test's "before" when nothing runs in between), taken again when something was put
 * back.
 */
struct host_snap *observe_host_snapshot(void);
int observe_host_check(struct result *r, const struct host_snap *before, const char *tmproot,
		       int alone, const char *beside, struct host_snap *after,
		       struct host_snap **now);
/* Is a mount point or a loop device's backing file of s under dir? */
int observe_host_under(const struct host_snap *s, const char *dir);
void observe_host_free(struct host_snap *s);
/* Close the sysctl files the snapshots keep open. */
void observe_host_fini(void);

#endif
