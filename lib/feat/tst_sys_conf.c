// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Saving and restoring /proc and /sys values. Entries are kept in a stack: restoring in
 * reverse order makes a path saved twice end with its oldest value, the one found before
 * the test.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "tst_sys_conf.h"
#include "ltk_core.h"
#include "ltk_sysfile.h"

struct saved_val {
	struct saved_val *prev;
	char *path;
	char *value;
	unsigned int flags;
};

static struct saved_val *saved;

static int push(const char *path, const char *value, unsigned int flags)
{
	struct saved_val *s = malloc(sizeof(*s));

	if (s) {
		s->path = strdup(path);
		s->value = strdup(value);
	}
	if (!s || !s->path || !s->value) {
		if (s) {
			free(s->path);
			free(s->value);
			free(s);
		}
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "malloc() failed");
		return -1;
	}
	s->flags = flags;
	s->prev = saved;
	saved = s;
	return 0;
}

int tst_sys_conf_save_str(const char *path, const char *value)
{
	push(path, value, 0);
	return 0;
}

/* TCONF, TBROK or skip (returns 1) as the flags choose for a missing or read-only path. */
static int refuse(const struct tst_path_val *c, unsigned int tbrok, unsigned int skip,
		  const char *why)
{
	if (c->flags & skip) {
		ltk_res(__FILE__, __LINE__, TINFO, "Path '%s' %s, skipping", c->path, why);
		return 1;
	}
	ltk_brk(__FILE__, __LINE__, (c->flags & tbrok) ? TBROK : TCONF, NULL,
		"Path '%s' %s", c->path, why);
	return -1;
}

static int save_one(const struct tst_path_val *c)
{
	char buf[4096];
	ssize_t len;

	if (access(c->path, F_OK))
		return refuse(c, TST_SR_TBROK_MISSING, TST_SR_SKIP_MISSING, "does not exist");
	if (access(c->path, W_OK))
		return refuse(c, TST_SR_TBROK_RO, TST_SR_SKIP_RO, "is not writable");

	len = ltk_read_file(c->path, buf, sizeof(buf));
	if (len < 0) {
		ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "Failed to read '%s'", c->path);
		return -1;
	}
	while (len > 0 && buf[len - 1] == '\n')
		buf[--len] = 0;
	if (push(c->path, buf, c->flags))
		return -1;

	if (!c->val || !ltk_write_file(c->path, c->val))
		return 0;
	if (c->flags & TST_SR_IGNORE_ERR) {
		ltk_res(__FILE__, __LINE__, TINFO | TERRNO, "Failed to write '%s' to '%s', ignored",
			c->val, c->path);
		return 0;
	}
	ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL, "Failed to write '%s' to '%s'",
		c->val, c->path);
	return -1;
}

void tst_sys_conf_save(const struct tst_path_val *conf)
{
	for (; conf->path; conf++) {
		if (save_one(conf) < 0)
			return;
	}
}

void tst_sys_conf_restore(int verbose)
{
	struct saved_val *s;

	while ((s = saved)) {
		saved = s->prev;
		if (verbose)
			ltk_res(__FILE__, __LINE__, TINFO, "Restoring '%s' to '%s'", s->path,
				s->value);
		if (ltk_write_file(s->path, s->value)) {
			ltk_res(__FILE__, __LINE__,
				((s->flags & TST_SR_IGNORE_ERR) ? TINFO : TWARN) | TERRNO,
				"Failed to restore '%s' to '%s'", s->path, s->value);
		}
		free(s->path);
		free(s->value);
		free(s);
	}
}

void tst_sys_conf_dump(void)
{
	struct saved_val *s;

	for (s = saved; s; s = s->prev)
		ltk_res(__FILE__, __LINE__, TINFO, "'%s' = '%s'", s->path, s->value);
}
