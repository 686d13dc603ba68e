/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Process accounting records (acct(5)), version 3.
 */
#ifndef LAPI_ACCT_H__
#define LAPI_ACCT_H__

#include <sys/types.h>
#include <sys/acct.h>

#ifndef ACCT_COMM
# define ACCT_COMM 16
#endif
#ifndef ACCT_VERSION
# define ACCT_VERSION 3
#endif
#ifndef AFORK
# define AFORK 0x01
#endif
#ifndef ASU
# define ASU 0x02
#endif
#ifndef ACORE
# define ACORE 0x08
#endif
#ifndef AXSIG
# define AXSIG 0x10
#endif

#endif
