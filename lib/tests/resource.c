// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * TST_RESOURCE_COPY: each argument NAME[=DEST] is copied into the tmpdir (or DEST there);
 * the copy's first line and permission bits are printed.
 */
#include <sys/stat.h>
#include "test.h"

char *TCID = "resource";
int TST_TOTAL = 1;

static void cleanup(void)
{
	tst_rmdir();
}

int main(int argc, char *argv[])
{
	char line[256], *eq, *dest, *copy;
	struct stat st;
	FILE *f;
	int i;

	printf("dataroot %s\n", tst_dataroot());
	if (argc > 1 && !strcmp(argv[1], "no-tmpdir")) {
		TST_RESOURCE_COPY(NULL, "a.txt", NULL);
		tst_exit();
	}
	tst_tmpdir();
	if (mkdir("sub", 0755))
		tst_brkm(TBROK | TERRNO, cleanup, "mkdir(sub)");
	for (i = 1; i < argc; i++) {
		eq = strchr(argv[i], '=');
		dest = NULL;
		if (eq) {
			*eq = '\0';
			dest = eq + 1;
		}
		TST_RESOURCE_COPY(cleanup, argv[i], dest);
		copy = dest ? dest : strrchr(argv[i], '/') ? strrchr(argv[i], '/') + 1 : argv[i];
		if (dest && !stat(dest, &st) && S_ISDIR(st.st_mode)) {
			snprintf(line, sizeof(line), "%s/%s", dest, argv[i]);
			copy = line;
		}
		if (stat(copy, &st))
			tst_brkm(TBROK | TERRNO, cleanup, "no copy at %s", copy);
		f = fopen(copy, "r");
		if (!f || !fgets(line, sizeof(line), f))
			tst_brkm(TBROK | TERRNO, cleanup, "reading %s", copy);
		fclose(f);
		line[strcspn(line, "\n")] = '\0';
		tst_resm(TPASS, "copied %s: '%s' mode %04o", argv[i], line, st.st_mode & 07777);
	}
	cleanup();
	tst_exit();
}
