/* SPDX-License-Identifier: GPL-2.0-or-later */
/* An address that faults, for EFAULT tests. */
#ifndef TST_GET_BAD_ADDR_H__
#define TST_GET_BAD_ADDR_H__

/*
 * The start of a page mapped PROT_NONE (kept for the life of the process), so the kernel
 * answers EFAULT when a syscall reads or writes it. TBROK through cleanup_fn (legacy) or
 * the modern face (NULL) if the page cannot be mapped.
 */
void *tst_get_bad_addr(void (*cleanup_fn)(void));

/* An address above the program break (test.h declares it too): EFAULT for a read into it. */
char *get_high_address(void);

#endif
