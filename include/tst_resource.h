/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Data files a test ships with (input images, helper scripts ...) and copies into its
 * temporary directory. A resource "name" is looked up, in this order, in:
 *   1. $LTPROOT/testcases/data/$TCID/        (when LTPROOT is set)
 *   2. <dir of the test binary>/../data/$TCID/ (an installed tree without LTPROOT)
 *   3. <start cwd>/datafiles/                (running from the build/source tree)
 *   4. $LTPROOT/testcases/bin/
 *   5. <start cwd>/
 * A relative LTPROOT is taken relative to the start cwd.
 */
#ifndef TST_RESOURCE_H
#define TST_RESOURCE_H

/* Directory of the test's data files: 1. if LTPROOT is set, else 3. (static storage). */
const char *tst_dataroot(void);

/*
 * Copy resource filename into dest (NULL = the tmpdir itself; a directory = keep the name;
 * otherwise the new file's path), keeping its permission bits. TBROK when there is no
 * tmpdir or the file is found nowhere.
 */
void tst_resource_copy(const char *file, const int lineno, void (*cleanup_fn)(void),
		       const char *filename, const char *dest);

/* Both faces: legacy passes its cleanup, the modern face (.resource_files) NULL. */
#define TST_RESOURCE_COPY(cleanup_fn, filename, dest) \
	tst_resource_copy(__FILE__, __LINE__, (cleanup_fn), (filename), (dest))

#endif
