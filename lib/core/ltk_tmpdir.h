/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Internal tmpdir entry points shared by the faces. */
#ifndef LTK_TMPDIR_H
#define LTK_TMPDIR_H

/* Create <TMPDIR>/<prefix><3 chars of TCID>XXXXXX, mode 0777, and chdir into it. */
int ltk_tmpdir_create(const char *prefix, void (*cleanup)(void));
/* chdir back to the start directory and remove the tmpdir; 0 or -1. */
int ltk_tmpdir_remove(void);
/* Remove everything inside path without following symlinks or crossing mounts. */
int ltk_purge_dir(const char *path);

#endif
