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
/* Read the new kernel log records; call found() for each that looks like a kernel problem. */
void observe_kmsg(void (*found)(const char *msg, void *ctx), void *ctx);

unsigned long observe_taint(void);
/* A finding on r when the taint grew; returns 1 when it did. */
int observe_taint_check(struct result *r, unsigned long before, unsigned long after);

/* Mounts and loop devices under tmpdir, files left in it: report on r, then clean up. */
int observe_leaks(struct result *r, const char *tmpdir);

#endif
