// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * modify_ldt(2) on x86, in a child (the LDT belongs to the memory map: the parent's stays
 * empty):
 * - func 0 (read) of a process without an LDT returns 0 bytes;
 * - func 0x11 (write) of entry 3 (base 0x12345, limit 0xabc, 32-bit data, usable): a read
 *   of 256 bytes then returns 256 (past the LDT the buffer is zero-filled), every other
 *   entry is zero and entry 3 decodes to that base and limit with the present bit set;
 * - writing an empty entry (base 0, limit 0, read_exec_only and seg_not_present set)
 *   clears it: entry 3 reads back as zero bytes.
 * ERRORS, in the man page's order:
 * - EFAULT: func 0x11 with ptr outside the address space;
 * - EINVAL: func 0x11 with bytecount 4 (not sizeof(struct user_desc)); entry_number
 *   8192 (past LDT_ENTRIES);
 * - ENOSYS: func 5.
 * After the failed calls the LDT still reads 0 bytes (the rows run before any write).
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "tst_test.h"
#include "lapi/ldt.h"

#if defined(__i386__) || defined(__x86_64__)

static char *bad_addr;

static void desc(struct user_desc *d, unsigned int entry, unsigned int base,
		 unsigned int limit)
{
	memset(d, 0, sizeof(*d));
	d->entry_number = entry;
	d->base_addr = base;
	d->limit = limit;
	d->seg_32bit = 1;
	d->contents = MODIFY_LDT_CONTENTS_DATA;
	d->useable = 1;
}

static void check_empty(const char *when)
{
	uint32_t buf[64];
	long n = modify_ldt(0, buf, sizeof(buf));

	if (n == 0)
		tst_res(TPASS, "%s: the LDT reads 0 bytes", when);
	else
		tst_res(TFAIL | TERRNO, "%s: reading the LDT returned %ld, expected 0", when, n);
}

static void in_child(void)
{
	struct user_desc d;
	uint32_t buf[64], base, limit;
	long n;
	int i, zero = 1;

	check_empty("at start");

	desc(&d, 0, 0, 0);
	TST_EXP_FAIL(modify_ldt(0x11, bad_addr, sizeof(d)), EFAULT, "write, ptr bad");
	TST_EXP_FAIL(modify_ldt(0x11, &d, 4), EINVAL, "write, bytecount 4");
	desc(&d, LDT_ENTRIES, 0, 0);
	TST_EXP_FAIL(modify_ldt(0x11, &d, sizeof(d)), EINVAL, "write, entry %d", LDT_ENTRIES);
	TST_EXP_FAIL(modify_ldt(5, &d, sizeof(d)), ENOSYS, "func 5");
	check_empty("after the failed calls");

	desc(&d, 3, 0x12345, 0xabc);
	TST_EXP_PASS(modify_ldt(0x11, &d, sizeof(d)), "write entry 3");
	memset(buf, 0xff, sizeof(buf));
	n = modify_ldt(0, buf, sizeof(buf));
	if (n != sizeof(buf)) {
		tst_res(TFAIL | TERRNO, "read returned %ld, expected %zu", n, sizeof(buf));
		exit(0);
	}
	for (i = 0; i < 64; i++)
		zero &= i == 6 || i == 7 || !buf[i];
	base = (buf[6] >> 16) | ((buf[7] & 0xff) << 16) | (buf[7] & 0xff000000);
	limit = (buf[6] & 0xffff) | (buf[7] & 0xf0000);
	if (zero && base == 0x12345 && limit == 0xabc && (buf[7] & (1 << 15)))
		tst_res(TPASS, "entry 3: base 0x%x limit 0x%x present, the rest zero", base,
			limit);
	else
		tst_res(TFAIL, "entry 3: base 0x%x limit 0x%x words %08x %08x, rest zero: %d", base,
			limit, buf[6], buf[7], zero);

	memset(&d, 0, sizeof(d));
	d.entry_number = 3;
	d.read_exec_only = 1;
	d.seg_not_present = 1;
	TST_EXP_PASS(modify_ldt(0x11, &d, sizeof(d)), "write an empty entry 3");
	memset(buf, 0xff, sizeof(buf));
	n = modify_ldt(0, buf, sizeof(buf));
	if (n == sizeof(buf) && !buf[6] && !buf[7])
		tst_res(TPASS, "entry 3 reads back as zero");
	else
		tst_res(TFAIL | TERRNO, "after clearing: read %ld, entry 3 %08x %08x", n, buf[6],
			buf[7]);
	exit(0);
}

static void run(void)
{
	if (!SAFE_FORK())
		in_child();
	tst_reap_children();
}

static void setup(void)
{
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
	.needs_kconfigs = (const char *const []) {
		"CONFIG_MODIFY_LDT_SYSCALL=y",
		NULL
	},
};

#else
TST_TEST_TCONF("modify_ldt() exists on x86 only");
#endif
