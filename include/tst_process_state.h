/* SPDX-License-Identifier: GPL-2.0-or-later */
#ifndef TST_PROCESS_STATE_H
#define TST_PROCESS_STATE_H
/* placeholder: filled by the issue that owns this header */
#endif
