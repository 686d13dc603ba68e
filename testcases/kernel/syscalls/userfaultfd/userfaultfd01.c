// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * userfaultfd(2) "creates a new userfaultfd object that can be used for delegation of
 * page-fault handling to a user-space application": missing faults of private anonymous
 * memory registered with UFFDIO_REGISTER_MODE_MISSING, each access made by a thread that
 * blocks until the fault is resolved:
 * - a read of page 0 delivers a UFFD_EVENT_PAGEFAULT message for that page (no WP flag);
 *   UFFDIO_COPY fills it and the thread reads the copied data;
 * - a write to page 1 faults likewise (UFFD_PAGEFAULT_FLAG_WRITE); UFFDIO_ZEROPAGE maps
 *   zeros, and the thread's store lands;
 * - UFFDIO_COPY with UFFDIO_COPY_MODE_DONTWAKE leaves the thread of page 2 asleep until
 *   UFFDIO_WAKE wakes it, and it reads the data;
 * - page 3 filled by UFFDIO_COPY before any access is read without a message;
 * - UFFDIO_POISON (Linux 6.6, UFFD_FEATURE_POISON) makes an access to page 4 raise SIGBUS
 *   without a message;
 * - a descriptor made through /dev/userfaultfd (Linux 6.1, USERFAULTFD_IOC_NEW) handles a
 *   missing fault the same way.
 * The descriptors are made with O_CLOEXEC | O_NONBLOCK: FD_CLOEXEC is set and a read()
 * with no message pending fails with EAGAIN instead of blocking.
 */

#include <signal.h>
#include <sys/ioctl.h>
#include "tst_test.h"
#include "tst_vma.h"
#include "uffd_common.h"

#define NPAGES 5

static size_t ps;
static char *src;

static void copy_page(int fd, char *dst, __u64 mode, const char *what)
{
	struct uffdio_copy copy = {
		.dst = (unsigned long)dst, .src = (unsigned long)src, .len = ps, .mode = mode,
	};

	TST_EXP_PASS(ioctl(fd, UFFDIO_COPY, &copy), "UFFDIO_COPY (%s)", what);
	if (TST_PASS && copy.copy != (long long)ps)
		tst_res(TFAIL, "UFFDIO_COPY copied %lld, expected %zu", copy.copy, ps);
}

static void check_fd(int fd)
{
	char buf[sizeof(struct uffd_msg)];

	if (!(SAFE_FCNTL(fd, F_GETFD) & FD_CLOEXEC))
		tst_res(TFAIL, "O_CLOEXEC: FD_CLOEXEC is clear");
	TST_EXP_FAIL2(read(fd, buf, sizeof(buf)), EAGAIN, "read() with no fault pending");
}

static void missing_faults(int fd, char *p, int have_poison)
{
	struct uffdio_zeropage zero = {.range = {.start = (unsigned long)(p + ps), .len = ps}};
	struct uffdio_range wake = {.start = (unsigned long)(p + 2 * ps), .len = ps};
	struct uffdio_poison poison = {.range = {.start = (unsigned long)(p + 4 * ps), .len = ps}};
	struct toucher t;
	char c;

	toucher_start(&t, p, 0, 0);
	if (!uffd_expect_fault(fd, p, 0, "read of page 0"))
		copy_page(fd, p, 0, "page 0");
	toucher_join(&t);
	TST_EXP_EQ_LI(t.val, 'c');

	toucher_start(&t, p + ps + 1, 1, 'w');
	if (!uffd_expect_fault(fd, p + ps, 0, "write to page 1"))
		TST_EXP_PASS(ioctl(fd, UFFDIO_ZEROPAGE, &zero), "UFFDIO_ZEROPAGE");
	toucher_join(&t);
	if (p[ps] == 0 && p[ps + 1] == 'w' && p[2 * ps - 1] == 0)
		tst_res(TPASS, "page 1 is zero-filled and holds the thread's store");
	else
		tst_res(TFAIL, "page 1 reads %#x %#x", p[ps], p[ps + 1]);

	toucher_start(&t, p + 2 * ps, 0, 0);
	if (!uffd_expect_fault(fd, p + 2 * ps, 0, "read of page 2")) {
		copy_page(fd, p + 2 * ps, UFFDIO_COPY_MODE_DONTWAKE, "page 2, DONTWAKE");
		TST_EXP_PASS(ioctl(fd, UFFDIO_WAKE, &wake), "UFFDIO_WAKE");
	}
	toucher_join(&t);
	TST_EXP_EQ_LI(t.val, 'c');

	copy_page(fd, p + 3 * ps, 0, "page 3, before any access");
	if (!tst_vma_read(p + 3 * ps + 5, &c) && c == 'c')
		tst_res(TPASS, "page 3 reads the copied data without a fault message");
	else
		tst_res(TFAIL, "page 3 does not read the copied data");

	if (!have_poison) {
		tst_res(TCONF, "UFFDIO_POISON needs Linux 6.6");
		return;
	}
	TST_EXP_PASS(ioctl(fd, UFFDIO_POISON, &poison), "UFFDIO_POISON");
	TST_EXP_EQ_LI(tst_vma_read(p + 4 * ps, NULL), SIGBUS);
}

static void run(void)
{
	int have_poison = tst_kvercmp(6, 6, 0) >= 0;
	int fd, devfd;
	char *p = SAFE_MMAP(NULL, NPAGES * ps, PROT_READ | PROT_WRITE,
			    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	struct toucher t;

	fd = TST_EXP_FD(userfaultfd(O_CLOEXEC | O_NONBLOCK), "userfaultfd(O_CLOEXEC | O_NONBLOCK)");
	if (!TST_PASS) {
		SAFE_MUNMAP(p, NPAGES * ps);
		return;
	}
	uffd_api(fd, have_poison ? UFFD_FEATURE_POISON : 0);
	check_fd(fd);
	uffd_register(fd, p, NPAGES * ps, UFFDIO_REGISTER_MODE_MISSING);
	missing_faults(fd, p, have_poison);
	SAFE_CLOSE(fd);
	SAFE_MUNMAP(p, NPAGES * ps);

	if (tst_kvercmp(6, 1, 0) < 0 || access("/dev/userfaultfd", F_OK)) {
		tst_res(TCONF, "no /dev/userfaultfd (Linux 6.1)");
		return;
	}
	p = SAFE_MMAP(NULL, ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	devfd = SAFE_OPEN("/dev/userfaultfd", O_RDWR);
	fd = TST_EXP_FD(ioctl(devfd, USERFAULTFD_IOC_NEW, O_CLOEXEC | O_NONBLOCK),
			"/dev/userfaultfd: USERFAULTFD_IOC_NEW");
	SAFE_CLOSE(devfd);
	if (!TST_PASS) {
		SAFE_MUNMAP(p, ps);
		return;
	}
	uffd_api(fd, 0);
	uffd_register(fd, p, ps, UFFDIO_REGISTER_MODE_MISSING);
	toucher_start(&t, p, 0, 0);
	if (!uffd_expect_fault(fd, p, 0, "/dev/userfaultfd descriptor"))
		copy_page(fd, p, 0, "through /dev/userfaultfd");
	toucher_join(&t);
	TST_EXP_EQ_LI(t.val, 'c');
	SAFE_CLOSE(fd);
	SAFE_MUNMAP(p, ps);
}

static void setup(void)
{
	ps = getpagesize();
	src = SAFE_MMAP(NULL, ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	memset(src, 'c', ps);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_kconfigs = (const char *const []){"CONFIG_USERFAULTFD", NULL},
};
