/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * tst_fd_limit_reached(): lower the calling process's RLIMIT_NOFILE soft limit to its lowest
 * free descriptor number, so that the next call creating a descriptor fails with EMFILE.
 * Nothing is opened and the hard limit stays: call it in a child (SAFE_FORK()) that ends
 * after the EMFILE check. Returns the new soft limit.
 */
#ifndef TST_FD_LIMIT_H
#define TST_FD_LIMIT_H

int tst_fd_limit_reached(void);

/*
 * tst_lowest_free_fd(): the number the next new descriptor would get. Compare it before
 * and after a call that failed to show that the call left no descriptor behind.
 */
int tst_lowest_free_fd(void);

#endif
