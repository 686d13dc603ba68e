/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Lengths of the fields of the kernel's struct new_utsname and old_utsname.
 */
#ifndef LAPI_UTSNAME_H__
#define LAPI_UTSNAME_H__

#include <sys/utsname.h>

#ifndef __OLD_UTS_LEN
# define __OLD_UTS_LEN 8
#endif
#ifndef __NEW_UTS_LEN
# define __NEW_UTS_LEN 64
#endif

#endif
