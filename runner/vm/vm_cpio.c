// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The "newc" cpio format the kernel unpacks as its initramfs: per entry a 110-byte ASCII
 * header (magic 070701 and thirteen 8-digit hex fields), the name with its NUL padded to 4
 * bytes, the data padded to 4 bytes; a "TRAILER!!!" entry ends the archive. Writing it here
 * takes forty lines and spares `ltk vm` a dependency on the cpio program and its options.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "util.h"
#include "vm.h"

struct cpio {
	FILE *f;
	unsigned ino;
	struct pathset dirs;
	int err;
};

int pathset_add(struct pathset *s, const char *path)
{
	for (int i = 0; i < s->n; i++)
		if (!strcmp(s->v[i], path))
			return 0;
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 64;
		s->v = xrealloc(s->v, s->cap * sizeof(*s->v));
	}
	s->v[s->n++] = xstrdup(path);
	return 1;
}

void pathset_free(struct pathset *s)
{
	for (int i = 0; i < s->n; i++)
		free(s->v[i]);
	free(s->v);
	memset(s, 0, sizeof(*s));
}

static void pad4(struct cpio *c)
{
	static const char zero[4];
	long pos = ftell(c->f);

	if (pos % 4)
		fwrite(zero, 1, 4 - pos % 4, c->f);
}

static void entry(struct cpio *c, const char *path, unsigned mode, const void *data, size_t len,
		  unsigned rmaj, unsigned rmin)
{
	const char *name = path[0] == '/' ? path + 1 : path;
	size_t nlen = strlen(name) + 1;

	fprintf(c->f, "070701%08X%08X%08X%08X%08X%08X%08zX%08X%08X%08X%08X%08zX%08X",
		++c->ino, mode, 0, 0, S_ISDIR(mode) ? 2 : 1, 0, len, 0, 0, rmaj, rmin, nlen, 0);
	fwrite(name, 1, nlen, c->f);
	pad4(c);
	if (len && fwrite(data, 1, len, c->f) != len)
		c->err = 1;
	pad4(c);
}

struct cpio *cpio_open(const char *path)
{
	struct cpio *c = xcalloc(1, sizeof(*c));

	c->f = fopen(path, "we");
	if (!c->f) {
		free(c);
		return NULL;
	}
	return c;
}

/* Parents first: the kernel does not create missing directories. */
static void parents(struct cpio *c, const char *path)
{
	char *p = xstrdup(path);

	for (char *s = strchr(p + 1, '/'); s; s = strchr(s + 1, '/')) {
		*s = 0;
		if (pathset_add(&c->dirs, p))
			entry(c, p, S_IFDIR | 0755, NULL, 0, 0, 0);
		*s = '/';
	}
	free(p);
}

void cpio_file(struct cpio *c, const char *path, int mode, const void *data, size_t len)
{
	parents(c, path);
	entry(c, path, S_IFREG | (mode & 07777), data, len, 0, 0);
}

void cpio_symlink(struct cpio *c, const char *path, const char *target)
{
	parents(c, path);
	entry(c, path, S_IFLNK | 0777, target, strlen(target), 0, 0);
}

void cpio_dir(struct cpio *c, const char *path)
{
	parents(c, path);
	if (pathset_add(&c->dirs, path))
		entry(c, path, S_IFDIR | 0755, NULL, 0, 0, 0);
}

void cpio_node(struct cpio *c, const char *path, int mode, int major, int minor)
{
	parents(c, path);
	entry(c, path, mode, NULL, 0, major, minor);
}

int cpio_close(struct cpio *c)
{
	int err;

	entry(c, "TRAILER!!!", 0, NULL, 0, 0, 0);
	err = c->err | ferror(c->f);
	err |= fclose(c->f) != 0;
	pathset_free(&c->dirs);
	free(c);
	return err ? -1 : 0;
}
