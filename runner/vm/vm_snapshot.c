// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A booted guest saved once and restored at every later start (doc/vm.md, *The saved guest*).
 * Booting the kernel under emulation takes seconds; loading a saved machine a fraction of
 * one. The guest's /init stops at one point when `ltk.snapshot` is on its command line: all
 * modules loaded, no 9p share mounted yet (QEMU cannot migrate a mounted share). The host
 * then saves the stopped machine through QEMU's monitor (QMP: the migration stream into a
 * file), lets it go on and sends it the go-line; a restored machine wakes up at the same
 * point and gets the same line. The QEMU vmgenid device gives each restored machine a new
 * generation ID, on which the kernel reseeds its random number generator; the go-line
 * carries the host's time, which the guest sets.
 *
 * QMP speaks one JSON object per line; json-c reads it.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <json-c/json.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>
#include "util.h"
#include "vm.h"

struct qmp {
	int fd;
	char buf[65536];
	size_t len;
};

/* One line from QEMU before the deadline (now_mono()), as JSON; NULL on timeout or EOF. */
static json_object *qmp_read(struct qmp *q, double deadline)
{
	for (;;) {
		char *nl = memchr(q->buf, '\n', q->len);

		if (nl) {
			json_object *o;

			*nl = 0;
			o = json_tokener_parse(q->buf);
			q->len -= nl + 1 - q->buf;
			memmove(q->buf, nl + 1, q->len);
			if (o)
				return o;
			continue;
		}
		if (q->len == sizeof(q->buf))
			q->len = 0;	/* a line longer than we care for: dropped */
		double left = deadline - now_mono();
		struct pollfd p = { q->fd, POLLIN, 0 };

		if (left <= 0 || poll(&p, 1, (int)(left * 1000) + 1) <= 0)
			return NULL;
		ssize_t n = read(q->fd, q->buf + q->len, sizeof(q->buf) - q->len);

		if (n <= 0)
			return NULL;
		q->len += n;
	}
}

/* Run one command; its "return" value (a new reference) or NULL on an error or timeout. */
static json_object *qmp_do(struct qmp *q, const char *cmd, double timeout)
{
	double deadline = now_mono() + timeout;
	size_t n = strlen(cmd);

	if (write(q->fd, cmd, n) != (ssize_t)n || write(q->fd, "\n", 1) != 1)
		return NULL;
	for (;;) {
		json_object *o = qmp_read(q, deadline), *v;

		if (!o)
			return NULL;
		if (json_object_object_get_ex(o, "return", &v)) {
			json_object_get(v);
			json_object_put(o);
			return v;
		}
		if (json_object_object_get_ex(o, "error", &v)) {
			warnx_("QEMU refused %s: %s", cmd, json_object_to_json_string(v));
			json_object_put(o);
			return NULL;
		}
		json_object_put(o);	/* an event */
	}
}

static int qmp_ok(struct qmp *q, const char *cmd, double timeout)
{
	json_object *r = qmp_do(q, cmd, timeout);

	json_object_put(r);
	return r ? 0 : -1;
}

/* The "status" string of a query (query-status, query-migrate) into buf; "" when absent. */
static void qmp_status(struct qmp *q, const char *cmd, char *buf, size_t len)
{
	json_object *r = qmp_do(q, cmd, 10), *v;

	snprintf(buf, len, "%s", r && json_object_object_get_ex(r, "status", &v) ?
		 json_object_get_string(v) : "");
	json_object_put(r);
}

struct qmp *vm_qmp_open(const char *sock, double timeout)
{
	struct sockaddr_un a = { .sun_family = AF_UNIX };
	double deadline = now_mono() + timeout;
	struct qmp *q;
	json_object *greeting;
	int fd;

	if (strlen(sock) >= sizeof(a.sun_path))
		return NULL;
	strcpy(a.sun_path, sock);
	fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd < 0)
		return NULL;
	/* QEMU makes the socket soon after it starts */
	while (connect(fd, (struct sockaddr *)&a, sizeof(a))) {
		struct timespec ts = { 0, 10 * 1000 * 1000 };

		if (now_mono() > deadline || (errno != ENOENT && errno != ECONNREFUSED)) {
			close(fd);
			return NULL;
		}
		nanosleep(&ts, NULL);
	}
	q = xcalloc(1, sizeof(*q));
	q->fd = fd;
	greeting = qmp_read(q, deadline);
	if (!greeting || qmp_ok(q, "{\"execute\": \"qmp_capabilities\"}", 10)) {
		json_object_put(greeting);
		vm_qmp_close(q);
		return NULL;
	}
	json_object_put(greeting);
	return q;
}

void vm_qmp_close(struct qmp *q)
{
	if (!q)
		return;
	close(q->fd);
	free(q);
}

/* "exec:VERB 'path'": QEMU runs it with /bin/sh. */
static char *exec_uri(const char *verb, const char *path)
{
	char *q = shell_quote(path), *uri = xasprintf("exec:%s %s", verb, q);

	free(q);
	return uri;
}

char *vm_snapshot_incoming(const char *path)
{
	return exec_uri("cat", path);
}

void vm_snapshot_prune(const char *path)
{
	char *dir = xstrdup(path), *base = strrchr(dir, '/'), *stem;
	DIR *d;
	struct dirent *e;

	if (!base) {
		free(dir);
		return;
	}
	*base++ = 0;
	/* snapshot-RELEASE-KEY.state: the same up to the key's dash */
	stem = xstrdup(base);
	if (strrchr(stem, '-'))
		strrchr(stem, '-')[1] = 0;
	d = opendir(dir);
	while (d && (e = readdir(d))) {
		size_t n = strlen(e->d_name);
		struct stat st;

		if (strncmp(e->d_name, stem, strlen(stem)) || !strncmp(e->d_name, base, strlen(base)))
			continue;
		char *old = xasprintf("%s/%s", dir, e->d_name);

		/* another VM's save in progress (.tmp) is left alone unless it is an hour old */
		if (!(n > 4 && !strcmp(e->d_name + n - 4, ".tmp")) ||
		    (!stat(old, &st) && st.st_mtime < time(NULL) - 3600))
			unlink(old);
		free(old);
	}
	if (d)
		closedir(d);
	free(stem);
	free(dir);
}

int vm_snapshot_save(struct qmp *q, const char *path)
{
	char *tmp = xasprintf("%s.%d.tmp", path, (int)getpid()), *uri = exec_uri("cat >", tmp);
	json_object *juri = json_object_new_string(uri);
	char *cmd = xasprintf("{\"execute\": \"migrate\", \"arguments\": {\"uri\": %s}}",
			      json_object_to_json_string_ext(juri, JSON_C_TO_STRING_PLAIN));
	char status[64] = "";
	double deadline = now_mono() + 300;
	int ret = -1;

	if (qmp_ok(q, "{\"execute\": \"stop\"}", 30) || qmp_ok(q, cmd, 30))
		goto out;
	while (now_mono() < deadline) {
		struct timespec ts = { 0, 50 * 1000 * 1000 };

		qmp_status(q, "{\"execute\": \"query-migrate\"}", status, sizeof(status));
		if (strcmp(status, "setup") && strcmp(status, "active") &&
		    strcmp(status, "device") && strcmp(status, "pre-switchover"))
			break;
		nanosleep(&ts, NULL);
	}
	if (!strcmp(status, "completed") && !rename(tmp, path))
		ret = 0;
	else
		warnx_("saving the booted guest to %s failed (migration %s)", path,
		       *status ? status : "did not answer");
out:
	unlink(tmp);
	if (qmp_ok(q, "{\"execute\": \"cont\"}", 30))
		ret = -1;
	json_object_put(juri);
	free(cmd);
	free(uri);
	free(tmp);
	return ret;
}

int vm_snapshot_resume(struct qmp *q, double timeout)
{
	double deadline = now_mono() + timeout;
	char status[64] = "";

	while (now_mono() < deadline) {
		struct timespec ts = { 0, 20 * 1000 * 1000 };

		qmp_status(q, "{\"execute\": \"query-status\"}", status, sizeof(status));
		if (strcmp(status, "inmigrate"))
			break;
		nanosleep(&ts, NULL);
	}
	if (!strcmp(status, "running"))
		return 0;
	if (!strcmp(status, "paused") || !strcmp(status, "postmigrate"))
		return qmp_ok(q, "{\"execute\": \"cont\"}", 30);
	return -1;
}

int vm_send_go(int fd)
{
	char line[64];
	time_t now = time(NULL);
	struct tm tm;
	int n;

	gmtime_r(&now, &tm);
	n = strftime(line, sizeof(line), "go %Y-%m-%d %H:%M:%S\n", &tm);
	return write(fd, line, n) == n ? 0 : -1;
}
