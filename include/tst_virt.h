/* SPDX-License-Identifier: GPL-2.0-or-later */
/* LTP's header of tst_is_virt() and the VIRT_* kinds, which tst_cpu.h declares. */
#ifndef TST_VIRT_H__
#define TST_VIRT_H__

#include "tst_cpu.h"

#endif
