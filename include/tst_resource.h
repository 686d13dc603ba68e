/* SPDX-License-Identifier: GPL-2.0-or-later */
#ifndef TST_RESOURCE_H
#define TST_RESOURCE_H
/* placeholder: filled by the issue that owns this header */
#endif
