/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * renameat(2)/renameat2(2) and their flags.
 */
#ifndef LAPI_RENAMEAT_H__
#define LAPI_RENAMEAT_H__

#include <fcntl.h>
#include <stdio.h>
#include "lapi/fcntl.h"
#include "lapi/rename.h"

#endif
