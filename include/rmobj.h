/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * rmobj(): remove a file, or a directory with everything under it (symbolic links are
 * removed, not followed). 0, or -1 with a malloc()ed message in *errmsg (if not NULL).
 */
#ifndef RMOBJ_H__
#define RMOBJ_H__

int rmobj(const char *obj, char **errmsg);

#endif
