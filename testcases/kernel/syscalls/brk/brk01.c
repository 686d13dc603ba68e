// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * brk(2) "change[s] the location of the program break ... Increasing the program break has
 * the effect of allocating memory to the process; decreasing the break deallocates
 * memory". Checked with the raw system call, which returns the new break on success and
 * the unchanged break on failure (man 2 brk, NOTES), in a child that allocates nothing
 * from the heap meanwhile:
 * - growing by three pages and a bit: the call returns the new break, the new memory is
 *   zero and writable up to the page holding the break, [heap] in /proc/self/maps ends
 *   there, and the page after it faults;
 * - shrinking by two pages: the released pages fault (SIGSEGV), the rest keeps its data,
 *   [heap] shrinks;
 * - "when that value is reasonable ... and the process does not exceed its maximum data
 *   size": a break beyond RLIMIT_DATA and a break below the end of the data segment are
 *   refused: the call returns the old break and [heap] does not change; the C library's
 *   brk() reports the first as -1 with ENOMEM.
 */

#include <signal.h>
#include <stdlib.h>
#include <sys/resource.h>
#include "tst_test.h"
#include "tst_vma.h"
#include "lapi/syscalls.h"

static size_t ps;
static char maps[1 << 16];

static unsigned long sys_brk(unsigned long addr)
{
	return syscall(__NR_brk, addr);
}

/* End of [heap], read without malloc(); 0 when there is no [heap] line. */
static unsigned long heap_end(void)
{
	int fd = SAFE_OPEN("/proc/self/maps", O_RDONLY);
	ssize_t n, len = 0;
	char *line;
	unsigned long start, end = 0;

	while ((n = SAFE_READ(0, fd, maps + len, sizeof(maps) - 1 - len)) > 0)
		len += n;
	SAFE_CLOSE(fd);
	maps[len] = 0;
	/* the heap may be more than one mapping, each named [heap]: take the last */
	for (line = strstr(maps, "[heap]"); line && strstr(line + 1, "[heap]");)
		line = strstr(line + 1, "[heap]");
	if (!line)
		return 0;
	while (line > maps && line[-1] != '\n')
		line--;
	sscanf(line, "%lx-%lx", &start, &end);
	return end;
}

static unsigned long page_up(unsigned long a)
{
	return (a + ps - 1) & ~(ps - 1);
}

static void stat_fields(unsigned long *start_data, unsigned long *end_data,
			unsigned long *start_brk)
{
	int fd = SAFE_OPEN("/proc/self/stat", O_RDONLY), i;
	char buf[1024], *p;
	ssize_t n = SAFE_READ(0, fd, buf, sizeof(buf) - 1);

	SAFE_CLOSE(fd);
	buf[n] = 0;
	/* fields 45, 46, 47 are start_data, end_data, start_brk; count after the ")" */
	p = strrchr(buf, ')') + 2;
	for (i = 3; i < 45; i++)
		p = strchr(p, ' ') + 1;
	if (sscanf(p, "%lu %lu %lu", start_data, end_data, start_brk) != 3)
		tst_brk(TBROK, "parsing /proc/self/stat");
}

static void test_grow_shrink(unsigned long cur)
{
	unsigned long want = cur + 3 * ps + 17, got, end;
	char *old_top;

	got = sys_brk(want);
	end = heap_end();
	if (got != want) {
		tst_res(TFAIL, "brk(cur + 3 pages + 17) returned %#lx, expected %#lx", got, want);
		return;
	}
	if (end != page_up(want))
		tst_res(TFAIL, "[heap] ends at %#lx, expected %#lx", end, page_up(want));
	else if (tst_vma_write((char *)want - 1, 'b') || ((char *)want)[-2] ||
		 tst_vma_read((char *)page_up(want), NULL) != SIGSEGV)
		tst_res(TFAIL, "grown heap: not zero and writable, or the page after it is mapped");
	else
		tst_res(TPASS, "brk() grew the heap: returned the new break, zero-filled memory, "
			"[heap] ends at %#lx", end);

	old_top = (char *)page_up(want) - 1;
	got = sys_brk(want - 2 * ps);
	end = heap_end();
	if (got != want - 2 * ps)
		tst_res(TFAIL, "brk(shrink by 2 pages) returned %#lx, expected %#lx", got,
			want - 2 * ps);
	else if (end != page_up(want - 2 * ps) || tst_vma_read(old_top, NULL) != SIGSEGV)
		tst_res(TFAIL, "after shrinking [heap] ends at %#lx (expected %#lx) or the "
			"released page is still mapped", end, page_up(want - 2 * ps));
	else
		tst_res(TPASS, "brk() shrank the heap: released pages fault, [heap] ends at %#lx",
			end);
	sys_brk(cur);
}

static void test_refused(unsigned long cur)
{
	unsigned long start_data, end_data, start_brk, got, end = heap_end();
	struct rlimit rl;

	stat_fields(&start_data, &end_data, &start_brk);

	got = sys_brk(end_data - ps);
	if (got != cur || heap_end() != end)
		tst_res(TFAIL, "brk(below the data segment) returned %#lx (old break %#lx), "
			"[heap] end %#lx (was %#lx)", got, cur, heap_end(), end);
	else
		tst_res(TPASS, "brk(below the data segment) refused: the old break returned");

	rl.rlim_cur = rl.rlim_max = (cur - start_brk) + (end_data - start_data) + (1 << 20);
	SAFE_SETRLIMIT(RLIMIT_DATA, &rl);
	got = sys_brk(cur + (16 << 20));
	if (got != cur || heap_end() != end)
		tst_res(TFAIL, "brk(beyond RLIMIT_DATA) returned %#lx (old break %#lx), [heap] "
			"end %#lx (was %#lx)", got, cur, heap_end(), end);
	else
		tst_res(TPASS, "brk(beyond RLIMIT_DATA) refused: the old break returned");
	TST_EXP_FAIL(brk((void *)(cur + (16 << 20))), ENOMEM, "libc brk(beyond RLIMIT_DATA)");
}

static void run(void)
{
	if (!SAFE_FORK()) {
		unsigned long cur = sys_brk(0);

		if (!cur || cur != (unsigned long)sbrk(0) ||
		    (heap_end() && page_up(cur) != heap_end())) {
			tst_res(TFAIL, "brk(0) gives %#lx; sbrk(0) %p, [heap] ends at %#lx", cur,
				sbrk(0), heap_end());
			exit(0);
		}
		test_grow_shrink(cur);
		test_refused(cur);
		exit(0);
	}
}

static void setup(void)
{
	ps = getpagesize();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
};
