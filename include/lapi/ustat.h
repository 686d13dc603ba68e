/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * struct ustat of ustat(2), which new libcs no longer declare.
 */
#ifndef LAPI_USTAT_H__
#define LAPI_USTAT_H__

#include <sys/types.h>
#include "config.h"

#ifdef HAVE_SYS_USTAT_H
# include <sys/ustat.h>
#else
struct ustat {
	long f_tfree;
	ino_t f_tinode;
	char f_fname[6];
	char f_fpack[6];
};
#endif

#endif
