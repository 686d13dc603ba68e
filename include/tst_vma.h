/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The caller's own address space as tests of the memory system calls check it: whether
 * touching an address faults and with which signal (the access runs under temporary
 * SIGSEGV/SIGBUS handlers, so a fault is a return value, not a crash), what
 * /proc/self/maps and /proc/self/smaps say of the mapping holding an address, and how
 * many pages of a range are resident (mincore(2)).
 */
#ifndef TST_VMA_H__
#define TST_VMA_H__

#include <stddef.h>

struct tst_vma {
	unsigned long start;	/* first byte */
	unsigned long end;	/* one past the last byte */
	char perms[5];		/* "rw-p" as in /proc/self/maps */
	unsigned long offset;	/* file offset of start */
	char name[256];		/* path or [heap], [stack], ...; "" when anonymous */
};

/*
 * Read one byte at addr into *val (val may be NULL). Returns 0 when the read worked,
 * SIGSEGV or SIGBUS when it faulted.
 */
int tst_vma_read(const void *addr, char *val);

/* Write val at addr. Returns 0, SIGSEGV or SIGBUS as tst_vma_read(). */
int tst_vma_write(void *addr, char val);

/*
 * Call addr as a function taking and returning nothing (the caller put a return
 * instruction there). Returns 0 when the call came back, SIGSEGV or SIGBUS when it
 * faulted (for example on memory without PROT_EXEC).
 */
int tst_vma_exec(void *addr);

/*
 * Fill *vma with the /proc/self/maps line of the mapping holding addr. Returns 1 when one
 * holds it, 0 when addr is not mapped.
 */
int tst_vma_find(const void *addr, struct tst_vma *vma);

/*
 * The value of a "Name:  N kB" field (Rss, Locked, Swap, AnonHugePages...) of the
 * /proc/self/smaps entry holding addr, in kB. TBROK when no mapping holds addr or the
 * entry has no such field.
 */
long tst_vma_smaps_kb(const void *addr, const char *field);

/*
 * Whether the two-letter flag (lo, dc, wf, mg, hg, nh, sl...) is in the VmFlags line of
 * the /proc/self/smaps entry holding addr: 1 or 0. TBROK when no mapping holds addr.
 */
int tst_vma_has_flag(const void *addr, const char *flag);

/*
 * The number of resident pages among the pages of [addr, addr + len) (addr page-aligned),
 * by mincore(2); TBROK when mincore() fails.
 */
size_t tst_vma_resident(void *addr, size_t len);

/*
 * The residency of each page of [addr, addr + len) as a string of '0' and '1' in buf
 * (one byte per page and a terminating NUL), by mincore(2); TBROK when mincore() fails.
 */
void tst_vma_residency(void *addr, size_t len, char *buf);

/*
 * Poll tst_vma_residency() until it matches pattern ('0', '1', or '?' for either) or
 * timeout_ms passed: for pages read in asynchronously (readahead, POSIX_FADV_WILLNEED),
 * which mincore() counts once their read has completed. Returns 1 on a match, 0 on
 * timeout; buf holds the residency last seen.
 */
int tst_vma_residency_wait(void *addr, size_t len, const char *pattern, int timeout_ms,
			   char *buf);

/*
 * Create (or truncate) path as a file of pages pages, page i filled with the byte fill
 * (fill + i when per_page is set), and fsync() it so that its page cache pages are clean.
 * Returns a descriptor open O_RDWR; TBROK on failure.
 */
int tst_vma_file(const char *path, size_t pages, char fill, int per_page);

/*
 * TPASS when the residency of [addr, addr + len) matches pattern (as for
 * tst_vma_residency_wait(), within timeout_ms), TFAIL naming what was seen otherwise.
 */
void tst_vma_expect_residency(void *addr, size_t len, const char *pattern, int timeout_ms,
			      const char *what);

#endif
