// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * TEST --metadata: the test describes itself as one JSON object on stdout, built from its
 * struct tst_test, without running or touching anything (doc/metadata.md is the contract
 * the runner relies on).
 */
#include <stdio.h>
#include <string.h>
#include "tst_test_priv.h"
#include "ltk_fs.h"

static void json_str(const char *s)
{
	putchar('"');
	for (; s && *s; s++) {
		unsigned char c = *s;

		if (c == '"' || c == '\\')
			printf("\\%c", c);
		else if (c == '\n')
			fputs("\\n", stdout);
		else if (c == '\t')
			fputs("\\t", stdout);
		else if (c < 0x20)
			printf("\\u%04x", c);
		else
			putchar(c);
	}
	putchar('"');
}

static void key(const char *name)
{
	printf(",\n  ");
	json_str(name);
	fputs(": ", stdout);
}

static void key_str(const char *name, const char *val)
{
	key(name);
	json_str(val ? val : "");
}

static void key_bool(const char *name, int val)
{
	key(name);
	fputs(val ? "true" : "false", stdout);
}

static void key_int(const char *name, long long val)
{
	key(name);
	printf("%lld", val);
}

static void key_strv(const char *name, const char *const *list)
{
	const char *sep = "";

	key(name);
	putchar('[');
	for (; list && *list; list++) {
		fputs(sep, stdout);
		json_str(*list);
		sep = ", ";
	}
	putchar(']');
}

static void key_fs_types(void)
{
	const struct tst_fs *fs;
	const char *sep = "";

	key("filesystems");
	putchar('[');
	for (fs = tst_test->filesystems; fs && fs->type; fs++) {
		fputs(sep, stdout);
		json_str(fs->type);
		sep = ", ";
	}
	putchar(']');
}

static void key_cmds(void)
{
	const struct tst_cmd *c;
	const char *sep = "";

	key("needs_cmds");
	putchar('[');
	for (c = tst_test->needs_cmds; c && c->cmd; c++) {
		fputs(sep, stdout);
		json_str(c->cmd);
		sep = ", ";
	}
	putchar(']');
}

static void key_caps(void)
{
	const struct tst_cap *c;
	const char *sep = "";

	key("caps");
	putchar('[');
	for (c = tst_test->caps; c && c->action; c++) {
		printf("%s{\"action\": \"%s\", \"name\": ", sep,
		       c->action == TST_CAP_DROP ? "drop" : "req");
		json_str(c->name);
		putchar('}');
		sep = ", ";
	}
	putchar(']');
}

/* Upper bound of the test processes one run of the binary starts: variants x filesystems. */
static unsigned int max_runs(void)
{
	const struct tst_test *t = tst_test;
	unsigned int fs = 1, typed = 0, i;

	if (t->all_filesystems) {
		fs = 0;
		for (i = 0; ltk_fs_whitelist[i]; i++)
			fs += !tst_fs_in_skiplist(ltk_fs_whitelist[i], t->skip_filesystems);
	} else if (t->filesystems) {
		for (i = 0; t->filesystems[i].type; i++)
			typed++;
		if (typed > 1)
			fs = typed;
	}
	return (fs ? fs : 1) * (t->test_variants ? t->test_variants : 1);
}

/* What the library's own watchdogs allow the whole binary, in seconds; -1 = unlimited. */
static long long total_timeout_s(void)
{
	unsigned long long ms = ltk_declared_timeout_ms();

	if (!ms)
		return -1;
	return (long long)((ms * max_runs() + 999) / 1000);
}

static void key_tags(void)
{
	const struct tst_tag *t;
	const char *sep = "";

	key("tags");
	putchar('[');
	for (t = tst_test->tags; t && t->name; t++) {
		printf("%s{\"name\": ", sep);
		json_str(t->name);
		fputs(", \"value\": ", stdout);
		json_str(t->value);
		putchar('}');
		sep = ", ";
	}
	putchar(']');
}

static void key_save_restore(void)
{
	const struct tst_path_val *p;
	const char *sep = "";

	key("save_restore");
	putchar('[');
	for (p = tst_test->save_restore; p && p->path; p++) {
		fputs(sep, stdout);
		json_str(p->path);
		sep = ", ";
	}
	putchar(']');
}

int ltk_runs_alone(void)
{
	const struct tst_test *t = tst_test;

	return t->runs_alone || t->save_restore || t->restore_wallclock ||
	       t->hugepages.number || t->needs_cgroup_ctrls || t->ulimit;
}

void ltk_print_metadata(void)
{
	const struct tst_test *t = tst_test;
	int needs_device = t->needs_device || t->format_device || t->mount_device ||
			   t->all_filesystems;
	int needs_tmpdir = t->needs_tmpdir || needs_device || t->mntpoint || t->resource_files ||
			   t->needs_checkpoints || t->child_needs_reinit || t->runs_script;

	printf("{\n  \"ltk_metadata\": 1");
	key_str("name", TCID);
	key_str("description", t->description);
	key_str("api", "tst_test");
	key_bool("needs_root", t->needs_root);
	key_bool("needs_tmpdir", needs_tmpdir);
	key_bool("needs_device", needs_device);
	key_bool("format_device", t->format_device || t->mount_device);
	key_bool("mount_device", t->mount_device);
	key_bool("all_filesystems", t->all_filesystems);
	key_fs_types();
	key_strv("skip_filesystems", t->skip_filesystems);
	key_int("dev_min_size", t->dev_min_size);
	key_strv("needs_kconfigs", t->needs_kconfigs);
	key_cmds();
	key_caps();
	key_str("min_kver", t->min_kver);
	key_strv("supported_archs", t->supported_archs);
	key_bool("forks_child", t->forks_child || t->runs_script);
	key_bool("needs_checkpoints", t->needs_checkpoints);
	key_int("timeout", t->timeout == TST_UNLIMITED_TIMEOUT ? -1 : 30LL + t->timeout);
	key_int("runtime", t->runtime);
	key_int("timeout_total", total_timeout_s());
	key_int("test_variants", t->test_variants ? t->test_variants : 1);
	key_int("tcnt", t->test ? t->tcnt : 1);
	key_tags();
	key_save_restore();
	key_bool("runs_alone", ltk_runs_alone());
	key_strv("exclusive", t->exclusive);
	printf("\n}\n");
	fflush(stdout);
}
