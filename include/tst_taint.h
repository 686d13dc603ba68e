/* SPDX-License-Identifier: GPL-2.0-or-later */
/* .taint_check: fail the test when the kernel gets tainted with one of these flags. */
#ifndef TST_TAINT_H__
#define TST_TAINT_H__

#define TST_TAINT_G (1 << 0)	/* proprietary module loaded */
#define TST_TAINT_F (1 << 1)	/* module force loaded */
#define TST_TAINT_S (1 << 2)	/* running on an out-of-spec system */
#define TST_TAINT_R (1 << 3)	/* module force unloaded */
#define TST_TAINT_M (1 << 4)	/* machine check error */
#define TST_TAINT_B (1 << 5)	/* bad page referenced */
#define TST_TAINT_U (1 << 6)	/* user request */
#define TST_TAINT_D (1 << 7)	/* kernel died recently (OOPS or BUG) */
#define TST_TAINT_A (1 << 8)	/* ACPI table overridden */
#define TST_TAINT_W (1 << 9)	/* WARN_ON() happened */
#define TST_TAINT_C (1 << 10)	/* staging driver loaded */
#define TST_TAINT_I (1 << 11)	/* firmware workaround */
#define TST_TAINT_O (1 << 12)	/* out-of-tree module loaded */
#define TST_TAINT_E (1 << 13)	/* unsigned module loaded */
#define TST_TAINT_L (1 << 14)	/* soft lockup */
#define TST_TAINT_K (1 << 15)	/* kernel live patched */
#define TST_TAINT_X (1 << 16)	/* auxiliary taint */
#define TST_TAINT_T (1 << 17)	/* built with struct randomization */
#define TST_TAINT_N (1 << 18)	/* in-kernel test run */

/*
 * Remember the taint flags before the test. TCONF when a flag of mask is already set (the
 * test could not tell its own taint from an older one), TBROK when mask is 0 or
 * /proc/sys/kernel/tainted cannot be read.
 */
void tst_taint_init(unsigned int mask);

/* The flags of the init mask that got set since tst_taint_init(); 0 when none. */
unsigned int tst_taint_check(void);

#endif
