/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * LTK_COLD: for a big static buffer that a short test never or barely uses. The buffer goes
 * to a section after .bss, so the library's small variables, which every run writes, share
 * a few pages instead of being spread between buffers. Each page written costs a page fault
 * before the test process is forked and another after, in either process: on a virtual
 * machine a fault costs as much as a dozen system calls.
 */
#ifndef LTK_COLD_H
#define LTK_COLD_H

#if defined(__x86_64__) && defined(__ELF__)
/* The x86_64 linker scripts place .lbss (zero-filled, as .bss) after .bss. */
# define LTK_COLD __attribute__((section(".lbss")))
#else
# define LTK_COLD
#endif

#endif
