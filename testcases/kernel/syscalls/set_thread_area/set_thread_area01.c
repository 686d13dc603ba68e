// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * set_thread_area(2) and get_thread_area(2) on x86_64.
 *
 * As 64-bit system calls: the man page's ERRORS give ENOSYS ("get_thread_area() or
 * set_thread_area() was invoked as a 64-bit system call"; 64-bit code sets its TLS base
 * with arch_prctl(ARCH_SET_FS)). For each call: -1 with ENOSYS, and the struct user_desc
 * passed in is left unchanged (a set_thread_area() with entry_number -1 would write back
 * the entry it chose).
 *
 * Through the 32-bit entry points (int $0x80, numbers 243 and 244 of the i386 table), which
 * a 64-bit process may use where the kernel has IA-32 emulation (ia32_int80.h: probed in
 * setup with the i386 getpid(); TCONF for this part without it), with every struct
 * user_desc in a page mapped below 4 GiB (MAP_32BIT), in a child process (its three TLS
 * slots start free, as 64-bit glibc does not use them):
 * - set_thread_area() with entry_number -1 allocates a slot, writes its number (12 to 14
 *   on x86_64) into entry_number and returns 0; get_thread_area() of that number reads back
 *   the base address, limit and flags; loading the slot's selector into %gs and reading
 *   %gs:0 reads the word at the base address (the descriptor is in the GDT);
 * - EINVAL: entry_number 100 and 11 (outside the TLS slots) for both calls; a 16-bit data
 *   segment (seg_32bit 0) and a code segment (contents 2), which a TLS slot cannot hold;
 * - EFAULT: u_info pointing to an unmapped page below 4 GiB, for both calls;
 * - ESRCH: entry_number -1 once the three slots are taken.
 * After each failed set_thread_area() the slots read back as before (get_thread_area()).
 * Note for the mutation checks: a seccomp filter written for the x86_64 table does not see
 * the i386 entry points; the 64-bit rows are the ones such a mutation changes.
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "lapi/ldt.h"
#include "ia32_int80.h"

#ifdef __x86_64__

#define NR32_SET_THREAD_AREA 243
#define NR32_GET_THREAD_AREA 244
#define TLS_MIN 12
#define TLS_MAX 14
#define TLS_SLOTS (TLS_MAX - TLS_MIN + 1)
#define MAGIC 0x5eb0c0deU

static int have_ia32;
static uint8_t *low;		/* a page below 4 GiB: user_desc and the data segment */
static uint32_t bad_low;	/* an unmapped address below 4 GiB */

static void check_64bit(void)
{
	static const struct {
		long nr;
		const char *name;
	} calls[] = {
		{__NR_set_thread_area, "set_thread_area"},
		{__NR_get_thread_area, "get_thread_area"},
	};
	struct user_desc d, orig;
	size_t i;

	for (i = 0; i < ARRAY_SIZE(calls); i++) {
		memset(&d, 0, sizeof(d));
		d.entry_number = -1;
		d.base_addr = 0x1000;
		d.limit = 0xfff;
		d.seg_32bit = 1;
		d.useable = 1;
		orig = d;
		TST_EXP_FAIL(syscall(calls[i].nr, &d), ENOSYS, "%s() as a 64-bit call",
			     calls[i].name);
		if (memcmp(&d, &orig, sizeof(d)))
			tst_res(TFAIL, "%s() changed the user_desc (entry_number %d)",
				calls[i].name, (int)d.entry_number);
	}
}

static void fill_desc(struct user_desc *d, int entry)
{
	memset(d, 0, sizeof(*d));
	d->entry_number = entry;
	d->base_addr = ia32_addr(low + 2048);
	d->limit = 0xff;
	d->seg_32bit = 1;
	d->useable = 1;
}

/* get_thread_area() of slot entry, through a scratch user_desc in the low page */
static long get32(struct user_desc *out, int entry)
{
	struct user_desc *d = (struct user_desc *)(low + 1024);
	long ret;

	memset(d, 0, sizeof(*d));
	d->entry_number = entry;
	ret = ia32_syscall1(NR32_GET_THREAD_AREA, ia32_addr(d));
	*out = *d;
	return ret;
}

/* The three slots as get_thread_area() shows them, to compare after a failed call. */
static void snapshot(struct user_desc *d, struct user_desc out[TLS_SLOTS])
{
	int i;

	for (i = 0; i < TLS_SLOTS; i++) {
		if (get32(d, TLS_MIN + i))
			tst_brk(TBROK, "get_thread_area(%d) failed", TLS_MIN + i);
		out[i] = *d;
	}
}

static void check_fail(const char *what, long nr, uint32_t arg, int exp)
{
	struct user_desc before[TLS_SLOTS], after[TLS_SLOTS], probe;
	long ret;

	snapshot(&probe, before);
	ret = ia32_syscall1(nr, arg);
	if (ret == -exp)
		tst_res(TPASS, "%s: -1 %s", what, tst_strerrno(exp));
	else
		tst_res(TFAIL, "%s: returned %ld (%s), expected -1 %s", what, ret,
			ret < 0 ? tst_strerrno(-ret) : "success", tst_strerrno(exp));
	snapshot(&probe, after);
	if (memcmp(before, after, sizeof(before)))
		tst_res(TFAIL, "%s: the TLS slots changed", what);
}

static void check_set_get(struct user_desc *d, int *entry)
{
	struct user_desc got;
	uint32_t word;
	uint16_t sel, old_gs;
	long ret;

	fill_desc(d, -1);
	*(volatile uint32_t *)(low + 2048) = MAGIC;
	ret = ia32_syscall1(NR32_SET_THREAD_AREA, ia32_addr(d));
	if (ret || (int)d->entry_number < TLS_MIN || (int)d->entry_number > TLS_MAX) {
		tst_res(TFAIL, "set_thread_area(-1): returned %ld, entry_number %d", ret,
			(int)d->entry_number);
		return;
	}
	*entry = d->entry_number;
	tst_res(TPASS, "set_thread_area(-1) took slot %d", *entry);

	ret = get32(&got, *entry);
	if (ret || got.base_addr != d->base_addr || got.limit != d->limit || !got.seg_32bit ||
	    !got.useable || got.contents || got.seg_not_present)
		tst_res(TFAIL, "get_thread_area(%d): returned %ld, base 0x%x limit 0x%x, "
			"expected base 0x%x limit 0x%x", *entry, ret, got.base_addr, got.limit,
			d->base_addr, d->limit);
	else
		tst_res(TPASS, "get_thread_area(%d): base 0x%x, limit 0x%x as set", *entry,
			got.base_addr, got.limit);

	sel = (uint16_t)((*entry << 3) | 3);
	asm volatile("mov %%gs, %0" : "=r"(old_gs));
	asm volatile("mov %1, %%gs\n\tmovl %%gs:0, %0\n\tmov %2, %%gs"
		     : "=&r"(word) : "r"(sel), "r"(old_gs) : "memory");
	if (word == MAGIC)
		tst_res(TPASS, "%%gs:0 through selector 0x%x reads 0x%x", sel, word);
	else
		tst_res(TFAIL, "%%gs:0 through selector 0x%x reads 0x%x, expected 0x%x", sel,
			word, MAGIC);
}

static void check_errors(struct user_desc *d, int entry)
{
	uint32_t arg = ia32_addr(d);
	int i, taken = 1;

	fill_desc(d, 100);
	check_fail("set_thread_area(), entry_number 100", NR32_SET_THREAD_AREA, arg, EINVAL);
	fill_desc(d, TLS_MIN - 1);
	check_fail("set_thread_area(), entry_number 11", NR32_SET_THREAD_AREA, arg, EINVAL);
	fill_desc(d, entry);
	d->seg_32bit = 0;
	check_fail("set_thread_area(), 16-bit segment", NR32_SET_THREAD_AREA, arg, EINVAL);
	fill_desc(d, entry);
	d->contents = MODIFY_LDT_CONTENTS_CODE;
	check_fail("set_thread_area(), code segment", NR32_SET_THREAD_AREA, arg, EINVAL);
	check_fail("set_thread_area(), u_info unmapped", NR32_SET_THREAD_AREA, bad_low,
		   EFAULT);

	fill_desc(d, 100);
	check_fail("get_thread_area(), entry_number 100", NR32_GET_THREAD_AREA, arg, EINVAL);
	fill_desc(d, TLS_MIN - 1);
	check_fail("get_thread_area(), entry_number 11", NR32_GET_THREAD_AREA, arg, EINVAL);
	check_fail("get_thread_area(), u_info unmapped", NR32_GET_THREAD_AREA, bad_low,
		   EFAULT);

	for (i = 0; i < TLS_SLOTS && taken < TLS_SLOTS; i++) {
		fill_desc(d, -1);
		if (ia32_syscall1(NR32_SET_THREAD_AREA, arg)) {
			tst_res(TFAIL, "set_thread_area(-1) with %d slots taken failed", taken);
			return;
		}
		taken++;
	}
	fill_desc(d, -1);
	check_fail("set_thread_area(-1), all three slots taken", NR32_SET_THREAD_AREA, arg,
		   ESRCH);
	if ((int)d->entry_number != -1)
		tst_res(TFAIL, "ESRCH: entry_number became %d", (int)d->entry_number);
}

static void check_32bit(void)
{
	struct user_desc *d = (struct user_desc *)low;
	int entry = -1;

	if (!SAFE_FORK()) {
		check_set_get(d, &entry);
		if (entry != -1)
			check_errors(d, entry);
		exit(0);
	}
	tst_reap_children();
}

static void run(void)
{
	check_64bit();
	if (have_ia32)
		check_32bit();
	else
		tst_res(TCONF, "no IA-32 emulation: the 32-bit entry points are not checked");
}

static void setup(void)
{
	low = ia32_low_page();
	bad_low = ia32_unmapped();
	have_ia32 = ia32_probe();
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
};

#else
TST_TEST_TCONF("set/get_thread_area are checked on x86_64 only");
#endif
