// SPDX-License-Identifier: GPL-2.0-or-later
/* Kernel taint flags before and after the test (/proc/sys/kernel/tainted). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "tst_taint.h"
#include "ltk_core.h"
#include "ltk_sysfile.h"
#include "ltk_feat_paths.h"

const char *ltk_taint_path = "/proc/sys/kernel/tainted";

static unsigned int taint_mask;

static int read_taint(unsigned long *val)
{
	if (!ltk_read_ulong(ltk_taint_path, val))
		return 0;
	ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "Failed to read '%s'", ltk_taint_path);
	return -1;
}

static void print_flags(unsigned long flags)
{
	static const char letters[] = "GFSRMBUDAWCIOELKXTN";
	char buf[sizeof(letters)];
	size_t i, n = 0;

	for (i = 0; i < sizeof(letters) - 1; i++) {
		if (flags & (1ul << i))
			buf[n++] = letters[i];
	}
	buf[n] = 0;
	ltk_res(__FILE__, __LINE__, TINFO, "Kernel taint flags already set: %s (%lu)", buf, flags);
}

void tst_taint_init(unsigned int mask)
{
	unsigned long taint;

	if (!mask) {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL, "tst_taint_init(): empty taint mask");
		return;
	}
	if (read_taint(&taint))
		return;
	if (taint & mask) {
		print_flags(taint);
		ltk_brk(__FILE__, __LINE__, TCONF, NULL,
			"Kernel is already tainted with a checked flag (0x%lx of mask 0x%x)",
			taint & mask, mask);
		return;
	}
	taint_mask = mask;
}

unsigned int tst_taint_check(void)
{
	unsigned long taint;

	if (!taint_mask) {
		ltk_brk(__FILE__, __LINE__, TBROK, NULL,
			"tst_taint_check() before tst_taint_init()");
		return 0;
	}
	if (read_taint(&taint))
		return 0;
	return taint & taint_mask;
}
