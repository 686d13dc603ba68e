// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * userfaultfd(2) write-protect and minor faults, each access made by a thread that blocks
 * until the fault is resolved:
 * - UFFDIO_REGISTER_MODE_WP (Linux 5.7) on populated private anonymous memory, then
 *   UFFDIO_WRITEPROTECT with UFFDIO_WRITEPROTECT_MODE_WP: a load still works without a
 *   message, a store delivers a page fault with UFFD_PAGEFAULT_FLAG_WP, and
 *   UFFDIO_WRITEPROTECT without the WP mode removes the protection and wakes the thread,
 *   whose store lands;
 * - UFFDIO_REGISTER_MODE_MINOR on a shared memfd mapping (Linux 5.14,
 *   UFFD_FEATURE_MINOR_SHMEM) whose page is in the page cache but not mapped: a load
 *   delivers a page fault with UFFD_PAGEFAULT_FLAG_MINOR, and UFFDIO_CONTINUE maps the
 *   page cache page, so the thread reads what pwrite() put in the file.
 */

#include <sys/ioctl.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "tst_vma.h"
#include "lapi/syscalls.h"
#include "uffd_common.h"

static size_t ps;

static int no_message(int fd)
{
	struct pollfd pfd = {.fd = fd, .events = POLLIN};

	return poll(&pfd, 1, 0) == 0;
}

static void write_protect(void)
{
	char *p = SAFE_MMAP(NULL, ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			    -1, 0);
	struct uffdio_writeprotect wp = {.range = {.start = (unsigned long)p, .len = ps}};
	struct toucher t;
	char c = 0;
	int fd;

	memset(p, 'o', ps);
	fd = TST_EXP_FD(userfaultfd(O_CLOEXEC | O_NONBLOCK), "userfaultfd()");
	if (!TST_PASS)
		goto out;
	uffd_api(fd, 0);
	uffd_register(fd, p, ps, UFFDIO_REGISTER_MODE_WP);
	wp.mode = UFFDIO_WRITEPROTECT_MODE_WP;
	TST_EXP_PASS(ioctl(fd, UFFDIO_WRITEPROTECT, &wp), "UFFDIO_WRITEPROTECT(MODE_WP)");
	if (tst_vma_read(p, &c) || c != 'o' || !no_message(fd))
		tst_res(TFAIL, "a load from the write-protected page faulted or sent a message");
	toucher_start(&t, p + 3, 1, 'W');
	if (!uffd_expect_fault(fd, p, UFFD_PAGEFAULT_FLAG_WP, "store to a WP page")) {
		wp.mode = 0;
		TST_EXP_PASS(ioctl(fd, UFFDIO_WRITEPROTECT, &wp), "UFFDIO_WRITEPROTECT(0)");
	}
	toucher_join(&t);
	if (p[3] == 'W' && p[0] == 'o')
		tst_res(TPASS, "write-protect fault resolved, the store landed");
	else
		tst_res(TFAIL, "after the WP fault the page reads '%c%c'", p[0], p[3]);
	SAFE_CLOSE(fd);
out:
	SAFE_MUNMAP(p, ps);
}

static void minor_fault(void)
{
	struct uffdio_continue cont = {.range = {.len = 0}};
	struct toucher t;
	int fd, mfd;
	char *p;

	if (tst_kvercmp(5, 14, 0) < 0) {
		tst_res(TCONF, "minor faults on shmem need Linux 5.14");
		return;
	}
	mfd = tst_syscall(__NR_memfd_create, "uffd_minor", 0);
	if (mfd < 0)
		tst_brk(TBROK | TERRNO, "memfd_create()");
	SAFE_FTRUNCATE(mfd, ps);
	SAFE_PWRITE(1, mfd, "minor", 5, 0);
	p = SAFE_MMAP(NULL, ps, PROT_READ | PROT_WRITE, MAP_SHARED, mfd, 0);
	fd = TST_EXP_FD(userfaultfd(O_CLOEXEC | O_NONBLOCK), "userfaultfd()");
	if (!TST_PASS)
		goto out;
	uffd_api(fd, UFFD_FEATURE_MINOR_SHMEM);
	uffd_register(fd, p, ps, UFFDIO_REGISTER_MODE_MINOR);
	toucher_start(&t, p + 1, 0, 0);
	if (!uffd_expect_fault(fd, p, UFFD_PAGEFAULT_FLAG_MINOR, "load of a cached shmem page")) {
		cont.range.start = (unsigned long)p;
		cont.range.len = ps;
		TST_EXP_PASS(ioctl(fd, UFFDIO_CONTINUE, &cont), "UFFDIO_CONTINUE");
	}
	toucher_join(&t);
	if (t.val == 'i')
		tst_res(TPASS, "minor fault resolved: the thread reads the page cache's data");
	else
		tst_res(TFAIL, "after UFFDIO_CONTINUE the thread read 0x%02x, expected 'i'", t.val);
	SAFE_CLOSE(fd);
out:
	SAFE_MUNMAP(p, ps);
	SAFE_CLOSE(mfd);
}

static void run(void)
{
	write_protect();
	minor_fault();
}

static void setup(void)
{
	ps = getpagesize();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.min_kver = "5.7",
	.needs_kconfigs = (const char *const []){"CONFIG_USERFAULTFD", NULL},
};
