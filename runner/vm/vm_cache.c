// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The cache of `ltk vm` ($XDG_CACHE_HOME/ltk/vm) grows by an initramfs (about 25 MB), an
 * uncompressed kernel (about 65 MB) and a saved guest (about 150 MB) for every kernel and
 * change of the tools. A file is marked used (its mtime) whenever a run uses it; one unused
 * for CACHE_DAYS is removed. A file another run may still be about to use is at least that
 * old only if no run has wanted it for as long.
 */
#include <dirent.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "util.h"
#include "vm.h"

#define CACHE_DAYS	14

static const char *const cached_kinds[] = { "initramfs-", "vmlinux-", "snapshot-" };

void vm_cache_used(const char *path)
{
	if (path)
		utimensat(AT_FDCWD, path, NULL, 0);
}

int vm_cache_prune(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	time_t old = time(NULL) - CACHE_DAYS * 24 * 3600;
	int removed = 0;

	while (d && (e = readdir(d))) {
		int ours = 0;
		struct stat st;
		char *path;

		for (size_t i = 0; i < sizeof(cached_kinds) / sizeof(*cached_kinds); i++)
			ours |= !strncmp(e->d_name, cached_kinds[i], strlen(cached_kinds[i]));
		if (!ours)
			continue;
		path = xasprintf("%s/%s", dir, e->d_name);
		if (!lstat(path, &st) && S_ISREG(st.st_mode) && st.st_mtime < old && !unlink(path))
			removed++;
		free(path);
	}
	if (d)
		closedir(d);
	return removed;
}
