/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Keeping a test that crashes on purpose from leaving a core file. */
#ifndef TST_COREDUMP_H__
#define TST_COREDUMP_H__

/*
 * Lower this process's RLIMIT_CORE so it dumps no core. When core_pattern pipes to a
 * helper (starts with '|') the limit becomes 1, which the kernel reads as "do not dump"
 * for pipes (0 would still invoke the helper). verbose prints a TINFO saying so.
 */
void tst_no_corefile(int verbose);

#endif
