// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Scheduling needs to know what each test does to the machine; tests built on tst_test.h
 * say so when run with --metadata (doc/metadata.md). Running a binary is only safe when it
 * is known to understand the option (a legacy test or a plain script might just run), so a
 * binary is asked only if it carries the library's "ltk_metadata" marker, or, for a script,
 * names one of the shell libraries that answer (tst_test.sh, tst_net.sh, tst_loader.sh).
 * Answers are cached by path, mtime and size, in one file per tree (named by a hash of the
 * tree's root): a command only ever asks about its own tree's binaries (and those it finds on
 * PATH), so it reads and rewrites only the answers it can use, not those of every checkout,
 * CI clone and worktree on the machine. An answer whose file is gone or changed is dropped
 * when the cache is saved, so that the file holds only what its tree can use.
 */
#include <errno.h>
#include <fcntl.h>
#include <json-c/json.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "metadata.h"
#include "util.h"

#define METADATA_TIMEOUT 10.0

static json_object *cache;
static char *cache_path;
static int cache_dirty;

/* FNV-1a, 64 bits: names a tree's cache file after its root. */
static unsigned long long path_hash(const char *s)
{
	unsigned long long h = 0xcbf29ce484222325ULL;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 0x100000001b3ULL;
	return h;
}

/*
 * The cache as json, or an empty object: a file that is missing, unreadable, not a regular
 * file (a FIFO would block the command, a device never end) or not a json object counts as
 * empty and is replaced at the next save.
 */
static json_object *load(const char *path)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	json_object *o = NULL;
	struct stat st;

	if (fd >= 0 && !fstat(fd, &st) && S_ISREG(st.st_mode))
		o = json_object_from_fd(fd);
	if (fd >= 0)
		close(fd);
	if (!o || !json_object_is_type(o, json_type_object)) {
		json_object_put(o);
		o = json_object_new_object();
	}
	return o;
}

void metadata_cache_open(const char *tree_root, const char *fallback_dir)
{
	const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");
	char *dir = NULL, *root = tree_root ? realpath(tree_root, NULL) : NULL;

	if (xdg && *xdg == '/')
		dir = xasprintf("%s/ltk", xdg);
	else if (home && *home == '/')
		dir = xasprintf("%s/.cache/ltk", home);
	if (!dir || mkdir_p(dir, 0755) || access(dir, W_OK)) {
		free(dir);
		dir = fallback_dir ? xstrdup(fallback_dir) : NULL;
	}
	if (dir)
		cache_path = xasprintf("%s/metadata-%016llx.json", dir,
				       path_hash(root ? root : tree_root ? tree_root : ""));
	free(root);
	free(dir);
	cache = cache_path ? load(cache_path) : json_object_new_object();
}

/* "2:": answers cached before tst_net.sh and tst_loader.sh scripts were asked are stale. */
static char *stamp(const struct stat *st)
{
	return xasprintf("2:%ld.%09ld:%lld", (long)st->st_mtim.tv_sec, st->st_mtim.tv_nsec,
			 (long long)st->st_size);
}

static int entry_current(const char *bin, json_object *entry)
{
	struct stat st;
	json_object *v;
	char *key;
	int ok;

	if (stat(bin, &st) || !json_object_object_get_ex(entry, "stamp", &v))
		return 0;
	key = stamp(&st);
	ok = !strcmp(json_object_get_string(v), key);
	free(key);
	return ok;
}

/* Returns whether something was dropped. */
static int drop_stale(void)
{
	struct sbuf gone = {0};
	int dropped;

	json_object_object_foreach(cache, bin, entry) {
		if (!entry_current(bin, entry))
			sb_add(&gone, bin, strlen(bin) + 1);
	}
	dropped = gone.len > 0;
	for (size_t at = 0; at < gone.len; at += strlen(gone.s + at) + 1)
		json_object_object_del(cache, gone.s + at);
	free(gone.s);
	return dropped;
}

void metadata_cache_save(int prune)
{
	const char *s;

	if (!cache || !cache_path)
		return;
	if (prune && drop_stale())
		cache_dirty = 1;
	if (!cache_dirty)
		return;
	s = json_object_to_json_string_ext(cache, JSON_C_TO_STRING_PLAIN);
	write_file_atomic(cache_path, s, strlen(s));
	cache_dirty = 0;
}

void metadata_cache_close(void)
{
	json_object_put(cache);
	cache = NULL;
	free(cache_path);
	cache_path = NULL;
}

static int is_plain_word(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-+/",
			    s[i]))
			return 0;
	return n > 0;
}

char *command_binary(const char *cmd)
{
	size_t n = strcspn(cmd, " \t");
	char *word, *path, *save = NULL, *dir;

	/* More than one command: no single binary speaks for the line. */
	if (strpbrk(cmd, ";|&`\n") || strstr(cmd, "$(") || !is_plain_word(cmd, n))
		return NULL;
	word = strndup(cmd, n);
	if (strchr(word, '/'))
		return word;
	path = xstrdup(getenv("PATH") ? getenv("PATH") : "");
	for (dir = strtok_r(path, ":", &save); dir; dir = strtok_r(NULL, ":", &save)) {
		char *cand = xasprintf("%s/%s", dir, word);
		struct stat st;

		if (!stat(cand, &st) && S_ISREG(st.st_mode) && !access(cand, X_OK)) {
			free(path);
			free(word);
			return cand;
		}
		free(cand);
	}
	free(path);
	free(word);
	return NULL;
}

/*
 * The shell libraries a script is run on that answer --metadata: tst_test.sh itself,
 * tst_net.sh (which sources it) and tst_loader.sh (whose tst_run_shell answers for the
 * script).
 */
static const char *const shell_libraries[] = {
	"tst_test.sh", "tst_net.sh", "tst_loader.sh", NULL
};

static int speaks_metadata(const char *path, const struct stat *st)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC), found = 0;
	void *m;

	if (fd < 0 || !st->st_size) {
		if (fd >= 0)
			close(fd);
		return 0;
	}
	m = mmap(NULL, st->st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	close(fd);
	if (m == MAP_FAILED)
		return 0;
	if (st->st_size > 4 && !memcmp(m, "\177ELF", 4))
		found = memmem(m, st->st_size, "ltk_metadata", 12) != NULL;
	else if (st->st_size > 2 && !memcmp(m, "#!", 2))
		for (int i = 0; shell_libraries[i] && !found; i++)
			found = memmem(m, st->st_size, shell_libraries[i],
				       strlen(shell_libraries[i])) != NULL;
	munmap(m, st->st_size);
	return found;
}

/* Run `path --metadata` with a time limit; its stdout, or NULL. */
static char *ask(const char *path)
{
	int pfd[2];
	pid_t pid;
	struct sbuf sb = {0};
	double end = now_mono() + METADATA_TIMEOUT;
	int status;

	if (pipe2(pfd, O_CLOEXEC))
		return NULL;
	pid = fork();
	if (pid < 0) {
		close(pfd[0]);
		close(pfd[1]);
		return NULL;
	}
	if (!pid) {
		int null = open("/dev/null", O_RDWR);

		setpgid(0, 0);
		dup2(null, 0);
		dup2(pfd[1], 1);
		dup2(null, 2);
		execl(path, path, "--metadata", (char *)NULL);
		_exit(127);
	}
	close(pfd[1]);
	for (;;) {
		struct pollfd p = { .fd = pfd[0], .events = POLLIN };
		int left = (int)((end - now_mono()) * 1000);
		char buf[4096];
		ssize_t n;

		if (left <= 0 || sb.len > (1 << 20)) {
			kill(-pid, SIGKILL);
			kill(pid, SIGKILL);
			break;
		}
		if (poll(&p, 1, left) <= 0)
			continue;
		n = read(pfd[0], buf, sizeof(buf));
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		sb_add(&sb, buf, n);
	}
	close(pfd[0]);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	if (!WIFEXITED(status) || WEXITSTATUS(status)) {
		free(sb.s);
		return NULL;
	}
	return sb.s;
}

static double get_num(json_object *o, const char *key, double def)
{
	json_object *v;

	if (!json_object_object_get_ex(o, key, &v))
		return def;
	return json_object_get_double(v);
}

static int get_bool(json_object *o, const char *key)
{
	json_object *v;

	return json_object_object_get_ex(o, key, &v) && json_object_get_boolean(v);
}

static int nonempty_array(json_object *o, const char *key)
{
	json_object *v;

	return json_object_object_get_ex(o, key, &v) && json_object_is_type(v, json_type_array) &&
	       json_object_array_length(v) > 0;
}

/* The "exclusive" names, space-separated; names that are not plain words are left out. */
static char *get_names(json_object *o, const char *key)
{
	struct sbuf sb = {0};
	json_object *v;

	if (!json_object_object_get_ex(o, key, &v) || !json_object_is_type(v, json_type_array))
		return NULL;
	for (size_t i = 0; i < json_object_array_length(v); i++) {
		const char *name = json_object_get_string(json_object_array_get_idx(v, i));

		if (name && *name && !name[strcspn(name, " \t\n")])
			sb_printf(&sb, "%s%s", sb.len ? " " : "", name);
	}
	return sb.s;
}

static void fill(struct metadata *m, json_object *o)
{
	m->known = 1;
	m->runs_alone = get_bool(o, "runs_alone");
	m->exclusive = get_names(o, "exclusive");
	m->needs_device = get_bool(o, "needs_device") || get_bool(o, "format_device") ||
			  get_bool(o, "mount_device") || get_bool(o, "all_filesystems");
	m->needs_root = get_bool(o, "needs_root");
	m->needs_kconfig = nonempty_array(o, "needs_kconfigs") || nonempty_array(o, "needs_drivers");
	m->timeout = get_num(o, "timeout", 0);
	m->runtime = get_num(o, "runtime", 0);
	m->timeout_total = get_num(o, "timeout_total", 0);
	m->json = xstrdup(json_object_to_json_string_ext(o, JSON_C_TO_STRING_PRETTY |
							  JSON_C_TO_STRING_SPACED));
}

void metadata_get(struct test *t)
{
	char *bin = command_binary(t->cmd), *key, *answer;
	struct stat st;
	json_object *entry, *o = NULL, *v;

	memset(&t->meta, 0, sizeof(t->meta));
	if (!bin)
		return;
	if (stat(bin, &st)) {
		free(bin);
		return;
	}
	key = stamp(&st);
	if (cache && json_object_object_get_ex(cache, bin, &entry) &&
	    json_object_object_get_ex(entry, "stamp", &v) &&
	    !strcmp(json_object_get_string(v), key)) {
		if (json_object_object_get_ex(entry, "metadata", &o) &&
		    json_object_is_type(o, json_type_object))
			fill(&t->meta, o);
		goto out;
	}
	entry = json_object_new_object();
	json_object_object_add(entry, "stamp", json_object_new_string(key));
	if (speaks_metadata(bin, &st) && (answer = ask(bin))) {
		o = json_tokener_parse(answer);
		free(answer);
		if (o && json_object_is_type(o, json_type_object) &&
		    json_object_object_get_ex(o, "ltk_metadata", NULL)) {
			fill(&t->meta, o);
			json_object_object_add(entry, "metadata", o);
		} else {
			json_object_put(o);
		}
	}
	if (cache) {
		json_object_object_add(cache, bin, entry);
		cache_dirty = 1;
	} else {
		json_object_put(entry);
	}
out:
	free(key);
	free(bin);
}
