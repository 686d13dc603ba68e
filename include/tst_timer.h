/* SPDX-License-Identifier: GPL-2.0-or-later */
#ifndef TST_TIMER_H
#define TST_TIMER_H
/* placeholder: filled by the issue that owns this header */
#endif
