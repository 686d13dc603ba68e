/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * mkdirat(2) and AT_FDCWD.
 */
#ifndef LAPI_MKDIRAT_H__
#define LAPI_MKDIRAT_H__

#include <fcntl.h>
#include <sys/stat.h>
#include "lapi/fcntl.h"

#endif
