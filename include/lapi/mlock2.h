/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * mlock2(2) and MLOCK_ONFAULT (lapi/mman.h).
 */
#ifndef LAPI_MLOCK2_H__
#define LAPI_MLOCK2_H__

#include "lapi/mman.h"

#endif
