/* SPDX-License-Identifier: GPL-2.0-or-later */
/* LTP's older name for the lockdown and SecureBoot checks: they live in tst_security.h. */
#ifndef TST_LOCKDOWN_H__
#define TST_LOCKDOWN_H__

#include "tst_security.h"

#endif
