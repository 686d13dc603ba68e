/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Legacy name of tst_common.h. */
#ifndef LTP_COMPILER_H
#define LTP_COMPILER_H
#include "tst_common.h"
#endif
