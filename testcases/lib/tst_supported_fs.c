// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_supported_fs: the C library's filesystem list for shell tests, so TST_ALL_FILESYSTEMS
 * covers exactly what .all_filesystems covers.
 *
 *   tst_supported_fs [-s SKIP,LIST]     print the supported filesystems, one a line
 *   tst_supported_fs [-s SKIP,LIST] FS  exit 0 when FS is supported and not skipped, 32 else
 *
 * Reasons for skipping go to stderr as TINFO lines.
 */
#include <string.h>
#include <unistd.h>
#include "tst_fs.h"
#include "tst_shell_face.h"

#define MAX_SKIP 32

static int usage(void)
{
	fprintf(stderr, "usage: tst_supported_fs [-s skip,list] [fs_type]\n");
	return 2;
}

int main(int argc, char *argv[])
{
	const char *skip[MAX_SKIP + 1] = { NULL };
	char *list = NULL, *tok, *save;
	const char **types;
	int opt, n = 0;

	shell_face_install();
	while ((opt = getopt(argc, argv, "s:")) != -1) {
		if (opt != 's')
			return usage();
		list = optarg;
	}
	if (argc - optind > 1)
		return usage();
	for (tok = list ? strtok_r(list, ", ", &save) : NULL; tok && n < MAX_SKIP;
	     tok = strtok_r(NULL, ", ", &save))
		skip[n++] = tok;

	if (optind < argc) {
		const char *fs = argv[optind];

		if (tst_fs_in_skiplist(fs, skip)) {
			ltk_res(__FILE__, __LINE__, TINFO, "%s is skipped by the test", fs);
			return 32;
		}
		return tst_fs_is_supported(fs) ? 0 : 32;
	}
	types = tst_get_supported_fs_types(skip);
	for (int i = 0; types[i]; i++)
		printf("%s\n", types[i]);
	return 0;
}
