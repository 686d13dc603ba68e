/* SPDX-License-Identifier: GPL-2.0-or-later */
#ifndef TST_CHECKPOINT_H
#define TST_CHECKPOINT_H
/* placeholder: filled by the issue that owns this header */
#endif
