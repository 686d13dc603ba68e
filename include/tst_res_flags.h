/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Result types shared by both API faces; the exit value of a test is built from them. */
#ifndef TST_RES_FLAGS_H
#define TST_RES_FLAGS_H

enum tst_res_flags {
	TPASS = 0,
	TFAIL = 1,
	TBROK = 2,
	TWARN = 4,
	TDEBUG = 8,
	TINFO = 16,
	TCONF = 32,
	TERRNO = 0x100,		/* append errno */
	TTERRNO = 0x200,	/* append TEST_ERRNO / TST_ERR */
	TRERRNO = 0x400,	/* append TEST_RETURN / TST_RET read as an errno */
};

#define TTYPE_MASK 0x3f
#define TTYPE_RESULT(ttype) ((ttype) & TTYPE_MASK)

#endif
