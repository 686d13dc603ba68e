/* SPDX-License-Identifier: GPL-2.0-or-later */
#ifndef TST_SYSINFO_H
#define TST_SYSINFO_H
/* placeholder: filled by the issue that owns this header */
#endif
