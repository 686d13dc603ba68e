/* SPDX-License-Identifier: GPL-2.0-or-later */
#ifndef SAFE_FILE_OPS_H
#define SAFE_FILE_OPS_H
/* placeholder: filled by the issue that owns this header */
#endif
