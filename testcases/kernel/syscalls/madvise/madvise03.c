// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * madvise(2) errors, in the order of the man page's ERRORS. After each failure the
 * mapping is checked to be unchanged: its data still there (so a DONTNEED or REMOVE that
 * failed dropped nothing) and its VmFlags without "wf".
 * - EACCES: MADV_REMOVE on a shared mapping of a file opened read-only (recent kernels,
 *   6.18 among them, accept a read-only mapping of a file opened for writing);
 * - EAGAIN: MADV_COLLAPSE (Linux 6.1) of a huge-page-sized, aligned anonymous range one of
 *   whose pages is held by a pipe (vmsplice()): the page cannot be taken now, "trying
 *   again might succeed"; afterwards the range is still in small pages (smaps
 *   AnonHugePages 0) with its data (TCONF without transparent huge pages);
 * - EFAULT: MADV_POPULATE_READ of a file page past EOF, where an access would raise SIGBUS
 *   (Linux 5.14);
 * - EINVAL: addr not page-aligned; an unknown advice; MADV_COLD, MADV_PAGEOUT,
 *   MADV_DONTNEED and MADV_REMOVE on locked memory; MADV_FREE on a shared mapping and on a
 *   file mapping; MADV_WIPEONFORK on a shared mapping; MADV_POPULATE_WRITE on a read-only
 *   mapping (insufficient permissions, Linux 5.14);
 * - ENOMEM: a range starting at an unmapped page (Linux applies the advice to the mapped
 *   part of a range before reporting a hole, so the hole comes first);
 * - EPERM: MADV_HWPOISON without CAP_SYS_ADMIN (a child that dropped it; kernels with
 *   CONFIG_MEMORY_FAILURE, seen as /proc/sys/vm/memory_failure_early_kill);
 * - EHWPOISON: MADV_POPULATE_READ of a page poisoned with userfaultfd's UFFDIO_POISON
 *   (Linux 6.6), which the kernel treats like a hardware-poisoned page, without losing
 *   any memory; afterwards the page is still not present (mincore()). The page itself is
 *   never touched: a fault there would log a machine-check kill.
 *
 * Not provoked: EBADF "the area maps something that isn't a file": with CONFIG_SWAP,
 * MADV_WILLNEED of anonymous memory reads swap ahead instead of failing; EBUSY of
 * MADV_COLLAPSE: needs a memory cgroup at its limit, checked by madvise05; EINVAL for
 * MADV_MERGEABLE without CONFIG_KSM: only on such kernels; EIO of MADV_WILLNEED: RLIMIT_RSS is not enforced by
 * Linux; the ENOMEM entries for lack of memory (WILLNEED, COLLAPSE, POPULATE): exhausting
 * memory is unsafe on a shared machine; EHWPOISON of a real hardware-poisoned page:
 * MADV_HWPOISON makes real ones only by losing the page to the machine for good (an
 * emulated one from UFFDIO_POISON is checked instead).
 */

#include <stdint.h>
#include <stdlib.h>
#include <sys/uio.h>
#include "tst_test.h"
#include "tst_capability.h"
#include "tst_safe_prw.h"
#include "tst_vma.h"
#include "lapi/syscalls.h"
#include "lapi/userfaultfd.h"
#include "madvise_lapi.h"

#ifndef MADV_HWPOISON
# define MADV_HWPOISON 100
#endif
#ifndef MADV_COLLAPSE
# define MADV_COLLAPSE 25
#endif

#define THP_SIZE "/sys/kernel/mm/transparent_hugepage/hpage_pmd_size"

static size_t ps;
static char *priv, *shared_ro, *locked, *shared, *file_priv, *past_eof, *hole, *rdonly;
static char *poisoned;
static int fd = -1, memfd = -1, uffd = -1, have_hwpoison;
/* a huge-page-sized aligned range of small pages, one held by pin_pipe */
static char *huge;
static size_t hpage;
static int pin_pipe[2] = {-1, -1};

static void drop_sys_admin(void)
{
	struct tst_cap c = {TST_CAP_DROP, CAP_SYS_ADMIN, "CAP_SYS_ADMIN"};

	tst_cap_action(&c);
}

static struct tcase {
	const char *name;
	char **addr;
	size_t off;
	int advice;
	int exp_errno;
	int min_kver[2];
	void (*child)(void);
} tcases[] = {
	{"MADV_REMOVE, shared read-only mapping", &shared_ro, 0, MADV_REMOVE, EACCES},
	{"MADV_COLLAPSE, a page held by a pipe", &huge, 0, MADV_COLLAPSE, EAGAIN, {6, 1}},
	{"MADV_POPULATE_READ past EOF", &past_eof, 0, MADV_POPULATE_READ, EFAULT, {5, 14}},
	{"unaligned addr", &priv, 1, MADV_DONTNEED, EINVAL},
	{"unknown advice", &priv, 0, 999, EINVAL},
	{"MADV_COLD, locked", &locked, 0, MADV_COLD, EINVAL, {5, 4}},
	{"MADV_PAGEOUT, locked", &locked, 0, MADV_PAGEOUT, EINVAL, {5, 4}},
	{"MADV_DONTNEED, locked", &locked, 0, MADV_DONTNEED, EINVAL},
	{"MADV_REMOVE, locked", &locked, 0, MADV_REMOVE, EINVAL},
	{"MADV_FREE, shared mapping", &shared, 0, MADV_FREE, EINVAL},
	{"MADV_FREE, file mapping", &file_priv, 0, MADV_FREE, EINVAL},
	{"MADV_WIPEONFORK, shared mapping", &shared, 0, MADV_WIPEONFORK, EINVAL},
	{"MADV_POPULATE_WRITE, read-only", &rdonly, 0, MADV_POPULATE_WRITE, EINVAL, {5, 14}},
	{"range starting at an unmapped page", &hole, 1, MADV_DONTNEED, ENOMEM},
	{"MADV_HWPOISON without CAP_SYS_ADMIN", &priv, 0, MADV_HWPOISON, EPERM, {0, 0},
		drop_sys_admin},
	{"MADV_POPULATE_READ, page poisoned (UFFDIO_POISON)", &poisoned, 0, MADV_POPULATE_READ,
		EHWPOISON, {6, 6}},
};

static void expect_data(char *p, char c, const char *what, const char *name)
{
	char v = 0;

	if (tst_vma_read(p, &v) || v != c)
		tst_res(TFAIL, "%s: %s reads 0x%02x, expected '%c'", name, what, v, c);
}

static int poisoned_present(void)
{
	unsigned char vec = 0;

	if (mincore(poisoned, ps, &vec))
		tst_brk(TBROK | TERRNO, "mincore()");
	return vec & 1;
}

static void check(struct tcase *tc)
{
	size_t off = tc->exp_errno == ENOMEM ? tc->off * ps : tc->off;
	size_t len = tc->advice == MADV_COLLAPSE ? hpage : ps;
	long kb;

	TST_EXP_FAIL(madvise(*tc->addr + off, len, tc->advice), tc->exp_errno, "madvise() %s",
		     tc->name);
	if (huge) {
		expect_data(huge + ps, 'c', "page held by the pipe", tc->name);
		expect_data(huge + hpage - 1, 'c', "last small page", tc->name);
		kb = tst_vma_smaps_kb(huge, "AnonHugePages");
		if (kb)
			tst_res(TFAIL, "%s: the range has AnonHugePages %ld kB", tc->name, kb);
	}
	expect_data(priv, 'p', "private page", tc->name);
	expect_data(locked, 'l', "locked page", tc->name);
	expect_data(shared, 's', "shared page", tc->name);
	expect_data(shared_ro, 'm', "shared read-only page", tc->name);
	expect_data(hole, 'h', "page before the hole", tc->name);
	if (tst_vma_has_flag(shared, "wf"))
		tst_res(TFAIL, "%s: the shared mapping got VmFlags 'wf'", tc->name);
	if (poisoned && poisoned_present())
		tst_res(TFAIL, "%s: the poisoned page is now present", tc->name);
}

static void run(unsigned int i)
{
	struct tcase *tc = &tcases[i];

	if (tc->min_kver[0] && tst_kvercmp(tc->min_kver[0], tc->min_kver[1], 0) < 0) {
		tst_res(TCONF, "%s needs Linux %d.%d", tc->name, tc->min_kver[0],
			tc->min_kver[1]);
		return;
	}
	if (tc->advice == MADV_COLLAPSE && !huge) {
		tst_res(TCONF, "%s: no transparent huge pages (%s)", tc->name, THP_SIZE);
		return;
	}
	if (tc->exp_errno == EHWPOISON && !poisoned) {
		tst_res(TCONF, "%s: no UFFD_FEATURE_POISON", tc->name);
		return;
	}
	if (tc->advice == MADV_HWPOISON && !have_hwpoison) {
		tst_res(TCONF, "%s: no CONFIG_MEMORY_FAILURE", tc->name);
		return;
	}
	if (!tc->child) {
		check(tc);
	} else if (!SAFE_FORK()) {
		tc->child();
		check(tc);
		exit(0);
	}
}

static char *map(int prot, int flags, int f, char c)
{
	char *p = SAFE_MMAP(NULL, ps, prot, flags, f, 0);

	if (c)
		memset(p, c, ps);
	return p;
}

/*
 * Filled with MADV_NOHUGEPAGE (so that no fault maps a huge page), then MADV_HUGEPAGE
 * (MADV_COLLAPSE refuses VM_NOHUGEPAGE), and one page held by the pipe before that, so that
 * khugepaged cannot collapse the range either.
 */
static void setup_huge(void)
{
	struct iovec iov;
	char *m;

	if (access(THP_SIZE, F_OK))
		return;
	SAFE_FILE_SCANF(THP_SIZE, "%zu", &hpage);
	m = SAFE_MMAP(NULL, 2 * hpage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1,
		      0);
	huge = (char *)(((uintptr_t)m + hpage - 1) & ~(uintptr_t)(hpage - 1));
	if (madvise(huge, hpage, MADV_NOHUGEPAGE))
		tst_brk(TBROK | TERRNO, "madvise(MADV_NOHUGEPAGE)");
	memset(huge, 'c', hpage);
	SAFE_PIPE(pin_pipe);
	iov.iov_base = huge + ps;
	iov.iov_len = ps;
	if (vmsplice(pin_pipe[1], &iov, 1, 0) != (ssize_t)ps)
		tst_brk(TBROK | TERRNO, "vmsplice()");
	if (madvise(huge, hpage, MADV_HUGEPAGE))
		tst_brk(TBROK | TERRNO, "madvise(MADV_HUGEPAGE)");
}

/*
 * A private anonymous page registered with a userfaultfd and poisoned with UFFDIO_POISON;
 * left NULL when the kernel lacks the feature (UFFDIO_API refuses it). With
 * UFFD_FEATURE_SIGBUS a missing-page fault there fails (EFAULT) instead of waiting for a
 * handler, should the poison be gone.
 */
static void setup_poison(void)
{
	struct uffdio_api api = {
		.api = UFFD_API,
		.features = UFFD_FEATURE_POISON | UFFD_FEATURE_SIGBUS,
	};
	struct uffdio_register reg = {.mode = UFFDIO_REGISTER_MODE_MISSING};
	struct uffdio_poison poison = {0};
	char *p;

	if (tst_kvercmp(6, 6, 0) < 0)
		return;
	uffd = tst_syscall(__NR_userfaultfd, O_CLOEXEC);
	if (uffd < 0)
		tst_brk(TBROK | TERRNO, "userfaultfd()");
	if (ioctl(uffd, UFFDIO_API, &api)) {
		if (errno != EINVAL)
			tst_brk(TBROK | TERRNO, "ioctl(UFFDIO_API)");
		return;
	}
	p = map(PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	reg.range.start = (unsigned long)p;
	reg.range.len = ps;
	SAFE_IOCTL(uffd, UFFDIO_REGISTER, &reg);
	poison.range = reg.range;
	SAFE_IOCTL(uffd, UFFDIO_POISON, &poison);
	if (poison.updated != (long long)ps)
		tst_brk(TBROK, "UFFDIO_POISON updated %lld bytes, expected %zu",
			(long long)poison.updated, ps);
	poisoned = p;
}

static void setup(void)
{
	char path[64];
	int rofd;

	ps = getpagesize();
	have_hwpoison = !access("/proc/sys/vm/memory_failure_early_kill", F_OK);

	memfd = tst_syscall(__NR_memfd_create, "madvise03", 0);
	if (memfd < 0)
		tst_brk(TBROK | TERRNO, "memfd_create()");
	SAFE_FTRUNCATE(memfd, 2 * ps);
	fd = SAFE_OPEN("file", O_RDWR | O_CREAT, 0600);
	SAFE_FTRUNCATE(fd, ps);

	priv = map(PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 'p');
	locked = map(PROT_READ | PROT_WRITE, MAP_SHARED, memfd, 'l');
	SAFE_MLOCK(locked, ps);
	shared = map(PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 's');
	/* through an fd opened read-only: VM_MAYWRITE is clear, not only VM_WRITE */
	snprintf(path, sizeof(path), "/proc/self/fd/%d", memfd);
	rofd = SAFE_OPEN(path, O_RDONLY);
	shared_ro = SAFE_MMAP(NULL, ps, PROT_READ, MAP_SHARED, rofd, ps);
	SAFE_CLOSE(rofd);
	SAFE_PWRITE(1, memfd, "m", 1, ps);
	file_priv = map(PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 'f');
	rdonly = map(PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	past_eof = SAFE_MMAP(NULL, 2 * ps, PROT_READ, MAP_SHARED, fd, 0) + ps;
	setup_poison();
	/* last, so that no later mapping fills its hole */
	hole = SAFE_MMAP(NULL, 2 * ps, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1,
			 0);
	memset(hole, 'h', ps);
	SAFE_MUNMAP(hole + ps, ps);
	setup_huge();
}

static void cleanup(void)
{
	if (fd >= 0)
		SAFE_CLOSE(fd);
	if (memfd >= 0)
		SAFE_CLOSE(memfd);
	if (uffd >= 0)
		SAFE_CLOSE(uffd);
	if (pin_pipe[0] >= 0) {
		SAFE_CLOSE(pin_pipe[0]);
		SAFE_CLOSE(pin_pipe[1]);
	}
}

static struct tst_test test = {
	.test = run,
	.tcnt = ARRAY_SIZE(tcases),
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
