// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Which shared libraries a program needs, read from its ELF headers instead of running ldd
 * (which executes the loader once per file: too slow over a thousand test binaries). The
 * .dynamic section's DT_NEEDED entries name the libraries, its linked string table holds the
 * names, PT_INTERP names the loader. Names are looked up in the host's usual library
 * directories, like the loader does without an ld.so.cache; each library's own needs follow.
 */
#include <elf.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include "util.h"
#include "vm.h"

static const char *const lib_dirs[] = {
	"/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu", "/lib64", "/usr/lib64",
	"/lib", "/usr/lib", "/usr/local/lib",
};

static char *find_lib(const char *name)
{
	for (size_t i = 0; i < sizeof(lib_dirs) / sizeof(lib_dirs[0]); i++) {
		char *p = xasprintf("%s/%s", lib_dirs[i], name);

		if (!access(p, R_OK))
			return p;
		free(p);
	}
	return NULL;
}

/* The names needed by one mapped 64-bit ELF file; 0, or -1 when it is not one we read. */
static int needed(const unsigned char *m, size_t size, struct pathset *names, char **interp)
{
	const Elf64_Ehdr *eh = (const void *)m;

	if (size < sizeof(*eh) || memcmp(m, ELFMAG, SELFMAG) || m[EI_CLASS] != ELFCLASS64)
		return -1;
	if (eh->e_phoff + (size_t)eh->e_phnum * sizeof(Elf64_Phdr) > size ||
	    eh->e_shoff + (size_t)eh->e_shnum * sizeof(Elf64_Shdr) > size)
		return -1;
	const Elf64_Phdr *ph = (const void *)(m + eh->e_phoff);

	for (int i = 0; i < eh->e_phnum; i++)
		if (ph[i].p_type == PT_INTERP && ph[i].p_offset + ph[i].p_filesz <= size &&
		    ph[i].p_filesz > 1)
			*interp = strndup((const char *)m + ph[i].p_offset, ph[i].p_filesz - 1);
	const Elf64_Shdr *sh = (const void *)(m + eh->e_shoff);

	for (int i = 0; i < eh->e_shnum; i++) {
		if (sh[i].sh_type != SHT_DYNAMIC || sh[i].sh_link >= eh->e_shnum)
			continue;
		const Elf64_Shdr *str = &sh[sh[i].sh_link];

		if (sh[i].sh_offset + sh[i].sh_size > size || str->sh_offset + str->sh_size > size)
			return -1;
		const Elf64_Dyn *d = (const void *)(m + sh[i].sh_offset);

		for (size_t k = 0; k < sh[i].sh_size / sizeof(*d) && d[k].d_tag != DT_NULL; k++)
			if (d[k].d_tag == DT_NEEDED && d[k].d_un.d_val < str->sh_size)
				pathset_add(names, (const char *)m + str->sh_offset + d[k].d_un.d_val);
	}
	return 0;
}

static int scan(const char *path, struct pathset *libs)
{
	struct pathset names = {0};
	char *interp = NULL;
	struct stat st;
	int fd = open(path, O_RDONLY | O_CLOEXEC), ret = 0;
	void *m;

	if (fd < 0)
		return 0;
	if (fstat(fd, &st) || !S_ISREG(st.st_mode) || st.st_size < (off_t)sizeof(Elf64_Ehdr)) {
		close(fd);
		return 0;
	}
	m = mmap(NULL, st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	close(fd);
	if (m == MAP_FAILED)
		return 0;
	needed(m, st.st_size, &names, &interp);
	munmap(m, st.st_size);
	if (interp)
		pathset_add(libs, interp);
	free(interp);
	for (int i = 0; i < names.n; i++) {
		char *lib = find_lib(names.v[i]);

		if (!lib) {
			warnx_("%s needs %s, which is not in the host's library directories",
			       path, names.v[i]);
			ret = -1;
			continue;
		}
		if (pathset_add(libs, lib) && scan(lib, libs))
			ret = -1;
		free(lib);
	}
	pathset_free(&names);
	return ret;
}

int elf_needed_libs(const char *path, struct pathset *libs)
{
	return scan(path, libs);
}
