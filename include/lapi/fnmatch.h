/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * fnmatch(3) flags some libcs lack.
 */
#ifndef LAPI_FNMATCH_H__
#define LAPI_FNMATCH_H__

#include <fnmatch.h>

#ifndef FNM_EXTMATCH
# define FNM_EXTMATCH 0
#endif

#endif
