/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * readlinkat(2) and AT_FDCWD.
 */
#ifndef LAPI_READLINKAT_H__
#define LAPI_READLINKAT_H__

#include <fcntl.h>
#include <unistd.h>
#include "lapi/fcntl.h"

#endif
