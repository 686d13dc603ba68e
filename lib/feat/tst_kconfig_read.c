// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Finding and reading the kernel config. /proc/config.gz is decompressed by running
 * "gzip -dc": the library depends on libc only, and gzip is on every system that has
 * such a file.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <unistd.h>
#include "tst_kconfig.h"
#include "ltk_core.h"
#include "ltk_kconfig.h"

#define MAX_CONFIG_SIZE (64 << 20)

static struct ltk_kconfig_entry *entries;
static size_t entry_cnt;
static int loaded;	/* 1 loaded, -1 tried and failed */
static int not_found;	/* no config file anywhere (and no KCONFIG_PATH) */
static int have_modules;

/* Read all of fd into a malloc()ed, terminated buffer; NULL with errno set on failure. */
static char *slurp_fd(int fd)
{
	size_t len = 0, size = 65536;
	char *buf = malloc(size), *nbuf;
	ssize_t ret;

	while (buf) {
		if (len + 1 >= size) {
			if (size >= MAX_CONFIG_SIZE) {
				errno = EFBIG;
				break;
			}
			size *= 2;
			nbuf = realloc(buf, size);
			if (!nbuf)
				break;
			buf = nbuf;
		}
		ret = read(fd, buf + len, size - 1 - len);
		if (ret < 0 && errno == EINTR)
			continue;
		if (ret < 0)
			break;
		if (!ret) {
			buf[len] = 0;
			return buf;
		}
		len += ret;
	}
	free(buf);
	return NULL;
}

/*
 * gzip -dc path into a memfd, with SIGCHLD at its default so that waitpid() sees the
 * status. Not a pipe: reading to its end would depend on our close() of the write end,
 * and a close() that does nothing (a mutated kernel, doc/canfail.md) would hang here.
 * A fork() that returned 0 in this process, or a waitpid() that did not return the child,
 * is an error too (errno ECHILD), never a config read from nothing.
 */
static char *read_gzip(const char *path)
{
	struct sigaction dfl = {.sa_handler = SIG_DFL}, old;
	int fd, status = 0, nul;
	pid_t pid, ret, parent = getpid();
	char *buf = NULL;

	fd = memfd_create("ltk-kconfig", MFD_CLOEXEC);
	if (fd < 0)
		return NULL;
	sigaction(SIGCHLD, &dfl, &old);
	pid = fork();
	if (!pid && (parent <= 0 || getpid() != parent)) {
		nul = open("/dev/null", O_RDWR);
		dup2(fd, STDOUT_FILENO);
		if (nul >= 0)
			dup2(nul, STDIN_FILENO);
		execlp("gzip", "gzip", "-dc", path, (char *)NULL);
		execlp("zcat", "zcat", path, (char *)NULL);
		_exit(127);
	}
	if (pid <= 0) {
		if (!pid)
			errno = ECHILD;
		goto out;
	}
	while ((ret = waitpid(pid, &status, 0)) < 0 && errno == EINTR)
		;
	if (ret != pid) {
		if (ret >= 0)
			errno = ECHILD;
		goto out;
	}
	if (!WIFEXITED(status) || WEXITSTATUS(status)) {
		errno = WIFEXITED(status) && WEXITSTATUS(status) == 127 ? ENOEXEC : EIO;
		goto out;
	}
	if (lseek(fd, 0, SEEK_SET) == 0)
		buf = slurp_fd(fd);
	else if (!errno)
		errno = EIO;
out:
	close(fd);
	sigaction(SIGCHLD, &old, NULL);
	return buf;
}

static char *read_config(const char *path)
{
	size_t len = strlen(path);
	char *buf;
	int fd;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return NULL;
	if (len > 3 && !strcmp(path + len - 3, ".gz")) {
		close(fd);
		return read_gzip(path);
	}
	buf = slurp_fd(fd);
	close(fd);
	return buf;
}

/* A kernel config is never empty: an empty read is a failure, not "nothing is set". */
static char *read_config_checked(const char *path)
{
	char *buf = read_config(path);

	if (buf && !*buf) {
		free(buf);
		errno = ENODATA;
		return NULL;
	}
	return buf;
}

static int entry_cmp(const void *a, const void *b)
{
	const struct ltk_kconfig_entry *ea = a, *eb = b;
	int ret = strcmp(ea->name, eb->name);

	if (ret)
		return ret;
	return ea->line < eb->line ? -1 : ea->line > eb->line;
}

static int valid_name(const char *s, size_t len)
{
	size_t i;

	if (len < 8 || strncmp(s, "CONFIG_", 7))
		return 0;
	for (i = 7; i < len; i++) {
		if (!(s[i] == '_' || (s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= 'a' && s[i] <= 'z') ||
		      (s[i] >= '0' && s[i] <= '9')))
			return 0;
	}
	return 1;
}

static void add_entry(const char *name, size_t name_len, const char *val, size_t line)
{
	struct ltk_kconfig_entry *e, *n;

	if (!valid_name(name, name_len))
		return;
	if (!(entry_cnt & (entry_cnt + 1))) {
		n = realloc(entries, (2 * entry_cnt + 2) * sizeof(*entries));
		if (!n)
			return;
		entries = n;
	}
	e = &entries[entry_cnt];
	memset(e, 0, sizeof(*e));
	e->name = strndup(name, name_len);
	e->val = val ? strdup(val) : NULL;
	e->line = line;
	if (e->name && (!val || e->val))
		entry_cnt++;
}

/* "CONFIG_FOO=val" and "# CONFIG_FOO is not set"; everything else is a comment. */
static void parse_config(char *buf)
{
	char *line, *save = NULL, *eq, *end;
	size_t n = 0;

	for (line = strtok_r(buf, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		n++;
		end = line + strlen(line);
		while (end > line && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
			*--end = 0;
		if (!strncmp(line, "CONFIG_", 7)) {
			eq = strchr(line, '=');
			if (eq)
				add_entry(line, eq - line, eq + 1, n);
		} else if (!strncmp(line, "# CONFIG_", 9) && end - line > 13 &&
			   !strcmp(end - 11, " is not set")) {
			add_entry(line + 2, end - 11 - line - 2, NULL, n);
		}
	}
	qsort(entries, entry_cnt, sizeof(*entries), entry_cmp);
}

static const char *find_config(char *buf, size_t size)
{
	static const char *const fmts[] = {
		"/lib/modules/%s/build/.config",
		"/lib/modules/%s/config",
		"/boot/config-%s",
		"/lib/kernel/config-%s",
	};
	struct utsname u;
	size_t i;

	if (!access("/proc/config.gz", F_OK))
		return "/proc/config.gz";
	if (uname(&u))
		return NULL;
	for (i = 0; i < ARRAY_SIZE(fmts); i++) {
		snprintf(buf, size, fmts[i], u.release);
		if (!access(buf, F_OK))
			return buf;
	}
	return NULL;
}

int ltk_kconfig_load(int must)
{
	const char *path = getenv("KCONFIG_PATH");
	char pbuf[512], *buf;
	struct ltk_kconfig_entry *e;

	if (loaded)
		goto out;
	loaded = -1;

	if (!path || !*path) {
		path = find_config(pbuf, sizeof(pbuf));
		if (!path) {
			not_found = 1;
			goto out;
		}
	}
	ltk_res(__FILE__, __LINE__, TINFO, "Parsing kernel config '%s'", path);
	buf = read_config_checked(path);
	if (!buf) {
		if (must && errno == ENOEXEC)
			ltk_brk(__FILE__, __LINE__, TBROK, NULL,
				"Cannot read kernel config '%s': neither gzip nor zcat could be run",
				path);
		else if (must)
			ltk_brk(__FILE__, __LINE__, TBROK | TERRNO, NULL,
				"Cannot read kernel config '%s'", path);
		return -1;
	}
	parse_config(buf);
	free(buf);
	loaded = 1;
	e = ltk_kconfig_lookup("CONFIG_MODULES", 14);
	have_modules = e && e->val && !strcmp(e->val, "y");
out:
	/* Not a broken test: the system simply does not ship its kernel config. */
	if (loaded < 0 && must && not_found)
		ltk_brk(__FILE__, __LINE__, TCONF, NULL,
			"kernel config not found, cannot check the kernel config options "
			"(set KCONFIG_PATH to the kernel's config file)");
	if (loaded < 0 && must)
		ltk_brk(__FILE__, __LINE__, TBROK, NULL, "The kernel config could not be read");
	return loaded > 0 ? 0 : -1;
}

struct ltk_kconfig_entry *ltk_kconfig_lookup(const char *name, size_t len)
{
	size_t lo = 0, hi = entry_cnt, mid;
	struct ltk_kconfig_entry *e;
	int cmp;

	while (lo < hi) {
		mid = (lo + hi) / 2;
		cmp = strncmp(entries[mid].name, name, len);
		if (!cmp && entries[mid].name[len])
			cmp = 1;
		if (cmp < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo >= entry_cnt || strncmp(entries[lo].name, name, len) || entries[lo].name[len])
		return NULL;
	/* the last of equal names is the one that counts */
	while (lo + 1 < entry_cnt && !strcmp(entries[lo + 1].name, entries[lo].name))
		lo++;
	e = &entries[lo];
	if (!e->rt_checked) {
		e->rt_checked = 1;
		if (e->val)
			ltk_kconfig_runtime_check(e, have_modules);
	}
	return e;
}

void tst_kconfig_read(struct tst_kconfig_var vars[], size_t vars_len)
{
	struct ltk_kconfig_entry *e;
	size_t i;

	if (ltk_kconfig_load(1))
		return;
	for (i = 0; i < vars_len; i++) {
		vars[i].choice = 0;
		vars[i].val = NULL;
		e = ltk_kconfig_lookup(vars[i].id, vars[i].id_len ? vars[i].id_len :
				       strnlen(vars[i].id, sizeof(vars[i].id)));
		if (!e)
			continue;
		if (!e->val || e->why_off) {
			vars[i].choice = 'n';
			continue;
		}
		vars[i].val = strdup(e->val);
		if (!strcmp(e->val, "y") || !strcmp(e->val, "m"))
			vars[i].choice = e->val[0];
		else
			vars[i].choice = 'v';
	}
}

int tst_kconfig_get(const char *confname)
{
	struct ltk_kconfig_entry *e;

	if (ltk_kconfig_load(0))
		return 0;
	e = ltk_kconfig_lookup(confname, strlen(confname));
	if (!e || !e->val || e->why_off)
		return 0;
	if (!strcmp(e->val, "y") || !strcmp(e->val, "m"))
		return e->val[0];
	return 'v';
}

int tst_has_slow_kconfig(void)
{
	static const char *const slow[] = {
		"CONFIG_PROVE_LOCKING", "CONFIG_LOCKDEP", "CONFIG_DEBUG_SPINLOCK",
		"CONFIG_DEBUG_RT_MUTEXES", "CONFIG_DEBUG_MUTEXES", "CONFIG_KASAN",
		"CONFIG_SLUB_RCU_DEBUG", "CONFIG_TRACE_IRQFLAGS", "CONFIG_DEBUG_NET",
		"CONFIG_EXT4_DEBUG", "CONFIG_QUOTA_DEBUG", "CONFIG_FAULT_INJECTION",
		"CONFIG_DEBUG_OBJECTS",
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE(slow); i++) {
		if (tst_kconfig_get(slow[i]) == 'y')
			return 1;
	}
	return 0;
}
