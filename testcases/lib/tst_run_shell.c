// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_run_shell SCRIPT [OPTIONS]: the C side of the shell loader (tst_loader.sh).
 *
 * Reads the "env" JSON block from SCRIPT's comments:
 *
 *   # ---
 *   # env
 *   # { "needs_root": true, "tcnt": 2 }
 *   # ---
 *
 * turns it into a struct tst_test and lets the C library run the test: options, setup
 * (tmpdir, device, checks), timeout, all_filesystems and cleanup are the library's. The test
 * function re-executes SCRIPT (tst_run_script) with LTP_IPC_PATH set; the script then
 * reports through tst_res_ into the shared result page. With tcnt the script gets the case
 * index (0 .. tcnt - 1) as its only argument.
 *
 * A malformed block or an unknown key is a TBROK naming the script line.
 */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#define TST_NO_DEFAULT_MAIN
#include "tst_test.h"
#include "tst_shell_json.h"

static struct tst_test test;
static struct json_val *env;	/* kept for the strings test points at */
static char *script;
static char *script_name;

#define die(line, fmt, ...) do { \
	fprintf(stderr, "tst_run_shell: %s:%i: " fmt "\n", script_name, line, ##__VA_ARGS__); \
	exit(TBROK); \
} while (0)

/*
 * SCRIPT [INDEX] run by the shell that started the loader (tst_loader.sh passes the path of
 * its executable). A multi-call binary (busybox) picks its program by the name it is run
 * as, which is its own path here: it is asked for "sh" as its first argument instead.
 */
static void run_script(const char *index)
{
	const char *sh = getenv("LTK_SHELL");
	const char *base;
	char *const params[] = {script, (char *)index, NULL};
	char *const multicall_params[] = {"sh", script, (char *)index, NULL};
	int status;
	pid_t pid;

	if (!sh || sh[0] != '/')
		sh = "/bin/sh";
	base = strrchr(sh, '/') + 1;
	pid = tst_run_script(sh, strncmp(base, "busybox", 7) ? params : multicall_params);
	if (waitpid(pid, &status, 0) < 0)
		tst_brk(TBROK | TERRNO, "waitpid() failed");
	/* 2: the script called tst_brk TBROK, reported and aborting the test (tst_res_). */
	if (WIFEXITED(status) && (!WEXITSTATUS(status) || WEXITSTATUS(status) == 2))
		return;
	/* tst_res() refuses TBROK at compile time; a broken script is not a break here */
	if (WIFSIGNALED(status))
		tst_res_(__FILE__, __LINE__, TBROK, "%s killed by signal %s", script_name,
			 tst_strsig(WTERMSIG(status)));
	else
		tst_res_(__FILE__, __LINE__, TBROK, "%s exited with %i", script_name, WEXITSTATUS(status));
}

static void run_all(void)
{
	run_script(NULL);
}

static void run_one(unsigned int n)
{
	char buf[16];

	snprintf(buf, sizeof(buf), "%u", n);
	run_script(buf);
}

/* The text of the "# env" block (comment markers removed) and the line it starts on. */
static char *read_env_block(FILE *f, int *first_line)
{
	char line[4096];
	char *text = NULL, *tmp;
	size_t len = 0, add;
	int lineno = 0, state = 0;	/* 0 before, 1 after "# ---", 2 inside the env block */
	const char *p;

	while (fgets(line, sizeof(line), f)) {
		lineno++;
		line[strcspn(line, "\n")] = '\0';
		if (line[0] != '#') {
			if (state == 2)
				die(lineno, "env block not closed by '# ---'");
			state = 0;
			continue;
		}
		p = line + 1;
		if (*p == ' ')
			p++;
		if (state == 2) {
			if (!strcmp(p, "---"))
				return text;
			add = strlen(p);
			tmp = realloc(text, len + add + 2);
			if (!tmp)
				die(lineno, "out of memory");
			text = tmp;
			memcpy(text + len, p, add);
			len += add;
			text[len++] = '\n';
			text[len] = '\0';
			continue;
		}
		if (!strcmp(p, "---")) {
			state = 1;
		} else if (state == 1 && !strcmp(p, "env")) {
			state = 2;
			*first_line = lineno + 1;
			text = strdup("");
			if (!text)
				die(lineno, "out of memory");
		} else {
			state = 0;
		}
	}
	if (state == 2)
		die(lineno, "env block not closed by '# ---'");
	die(lineno, "no '# env' JSON block in the comments (it may be '{}')");
}

static int want_bool(const char *key, struct json_val *v)
{
	if (v->type != JSON_BOOL)
		die(v->line, "\"%s\" must be true or false", key);
	return v->num;
}

static long long want_num(const char *key, struct json_val *v, long long min, long long max)
{
	if (v->type != JSON_NUM || v->num < min || v->num > max)
		die(v->line, "\"%s\" must be an integer in %lli..%lli", key, min, max);
	return v->num;
}

static const char *want_str(const char *key, struct json_val *v)
{
	if (v->type != JSON_STR)
		die(v->line, "\"%s\" must be a string", key);
	return v->str;
}

/* A NULL-terminated array of strings (the JSON array's own strings). */
static const char *const *want_strs(const char *key, struct json_val *v)
{
	const char **out;
	unsigned int i;

	if (v->type != JSON_ARR)
		die(v->line, "\"%s\" must be an array of strings", key);
	out = calloc(v->cnt + 1, sizeof(*out));
	if (!out)
		die(v->line, "out of memory");
	for (i = 0; i < v->cnt; i++)
		out[i] = want_str(key, v->items[i]);
	return out;
}

/* "needs_cmds": strings, or objects {"cmd": "name", "optional": bool}. */
static struct tst_cmd *want_cmds(struct json_val *v)
{
	struct tst_cmd *out;
	unsigned int i, j;
	struct json_val *c;

	if (v->type != JSON_ARR)
		die(v->line, "\"needs_cmds\" must be an array");
	out = calloc(v->cnt + 1, sizeof(*out));
	if (!out)
		die(v->line, "out of memory");
	for (i = 0; i < v->cnt; i++) {
		c = v->items[i];
		if (c->type == JSON_STR) {
			out[i].cmd = c->str;
			continue;
		}
		if (c->type != JSON_OBJ)
			die(c->line, "\"needs_cmds\" items must be strings or objects");
		for (j = 0; j < c->cnt; j++) {
			if (!strcmp(c->keys[j], "cmd"))
				out[i].cmd = want_str("cmd", c->items[j]);
			else if (!strcmp(c->keys[j], "optional"))
				out[i].optional = want_bool("optional", c->items[j]);
			else
				die(c->items[j]->line, "unknown key \"%s\" in needs_cmds", c->keys[j]);
		}
		if (!out[i].cmd)
			die(c->line, "needs_cmds item without \"cmd\"");
	}
	return out;
}

/* "tags": [["name", "value"], ...] */
static struct tst_tag *want_tags(struct json_val *v)
{
	struct tst_tag *out;
	unsigned int i;
	struct json_val *t;

	if (v->type != JSON_ARR)
		die(v->line, "\"tags\" must be an array of [name, value] pairs");
	out = calloc(v->cnt + 1, sizeof(*out));
	if (!out)
		die(v->line, "out of memory");
	for (i = 0; i < v->cnt; i++) {
		t = v->items[i];
		if (t->type != JSON_ARR || t->cnt != 2)
			die(t->line, "a tag must be a [name, value] pair");
		out[i].name = want_str("tags", t->items[0]);
		out[i].value = want_str("tags", t->items[1]);
	}
	return out;
}

static void set_key(const char *key, struct json_val *v)
{
#define BOOL_KEY(name) if (!strcmp(key, #name)) { test.name = want_bool(key, v); return; }
	BOOL_KEY(all_filesystems);
	BOOL_KEY(format_device);
	BOOL_KEY(mount_device);
	BOOL_KEY(needs_devfs);
	BOOL_KEY(needs_device);
	BOOL_KEY(needs_hugetlbfs);
	BOOL_KEY(needs_rofs);
	BOOL_KEY(needs_root);
	BOOL_KEY(needs_tmpdir);
	BOOL_KEY(needs_checkpoints);
	BOOL_KEY(restore_wallclock);
	BOOL_KEY(skip_in_compat);
	BOOL_KEY(skip_in_lockdown);
	BOOL_KEY(skip_in_secureboot);
	BOOL_KEY(runs_alone);
#undef BOOL_KEY
#define NUM_KEY(name, min, max) \
	if (!strcmp(key, #name)) { test.name = want_num(key, v, min, max); return; }
	NUM_KEY(tcnt, 1, 1000);
	NUM_KEY(dev_min_size, 0, 1 << 20);
	NUM_KEY(min_cpus, 0, 1 << 20);
	NUM_KEY(min_mem_avail, 0, 1LL << 40);
	NUM_KEY(min_swap_avail, 0, 1LL << 40);
	NUM_KEY(min_runtime, 0, INT_MAX);
	NUM_KEY(runtime, 0, INT_MAX);
	NUM_KEY(needs_abi_bits, 0, 64);
	NUM_KEY(taint_check, 0, INT_MAX);
	NUM_KEY(timeout, -1, INT_MAX);
#undef NUM_KEY
#define STR_KEY(name) if (!strcmp(key, #name)) { test.name = want_str(key, v); return; }
	STR_KEY(min_kver);
	STR_KEY(mntpoint);
	STR_KEY(description);
#undef STR_KEY
#define STRS_KEY(name) if (!strcmp(key, #name)) { test.name = want_strs(key, v); return; }
	STRS_KEY(needs_kconfigs);
	STRS_KEY(skip_filesystems);
	STRS_KEY(exclusive);
	STRS_KEY(supported_archs);
#undef STRS_KEY
	if (!strcmp(key, "needs_cmds")) {
		test.needs_cmds = want_cmds(v);
		return;
	}
	if (!strcmp(key, "tags")) {
		test.tags = want_tags(v);
		return;
	}
	die(v->line, "unknown or unsupported key \"%s\" in the env block", key);
}

static void load_env(void)
{
	struct json_in in;
	unsigned int i;
	char *text;
	int first = 0;
	FILE *f;

	f = fopen(script, "r");
	if (!f) {
		fprintf(stderr, "tst_run_shell: cannot open %s: %s\n", script, strerror(errno));
		exit(TBROK);
	}
	text = read_env_block(f, &first);
	fclose(f);
	env = json_parse(&in, text, first);
	free(text);
	if (!env) {
		fprintf(stderr, "tst_run_shell: %s:%s\n", script_name, in.err);
		exit(TBROK);
	}
	if (env->type != JSON_OBJ)
		die(env->line, "the env block must be a JSON object");
	for (i = 0; i < env->cnt; i++)
		set_key(env->keys[i], env->items[i]);
}

int main(int argc, char *argv[])
{
	if (argc < 2) {
		fprintf(stderr, "usage: tst_run_shell SCRIPT [OPTIONS]\n");
		return TBROK;
	}
	/* Absolute: the library may chdir to the tmpdir before running it. */
	script = realpath(argv[1], NULL);
	if (!script) {
		fprintf(stderr, "tst_run_shell: %s: %s\n", argv[1], strerror(errno));
		return TBROK;
	}
	script_name = strrchr(script, '/') ? strrchr(script, '/') + 1 : script;
	load_env();
	test.runs_script = 1;
	if (test.tcnt)
		test.test = run_one;
	else
		test.test_all = run_all;
	/* Tells tst_loader.sh that it runs under tst_run_shell, not stand-alone. */
	if (setenv("LTK_SHELL_LOADER", "1", 1)) {
		perror("tst_run_shell: setenv");
		return TBROK;
	}
	tst_run_tcases(argc - 1, argv + 1, &test);
}
