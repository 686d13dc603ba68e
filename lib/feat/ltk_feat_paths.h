/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Where some feature modules read the system state. Self-tests point these at files they
 * write, to check the parsing against states this machine cannot produce (a tainted
 * kernel, a locked-down or SecureBoot system). Internal to lib/ and lib/tests/.
 */
#ifndef LTK_FEAT_PATHS_H
#define LTK_FEAT_PATHS_H

/* /proc/sys/kernel/tainted */
extern const char *ltk_taint_path;

/* Prefix of every path tst_security.c reads ("" on a real system). */
extern const char *ltk_security_root;

#endif
