// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fsconfig(2) value types other than strings and flags, oversized values and misused
 * FSCONFIG_CMD_RECONFIGURE (no man page here; reference:
 * Documentation/filesystems/mount_api.rst, include/uapi/linux/mount.h).
 * Every call below must fail cleanly and leave the context as it was.
 *
 * On a tmpfs context, whose parameters all take strings or flags (after each call the
 * superblock is created and mounted detached, and must be that of an untouched context):
 *   EINVAL  FSCONFIG_SET_BINARY of "size"; with aux 0; with aux above 1 MiB
 *   EINVAL  FSCONFIG_SET_PATH of "size"; of "source" (a source must be a string); with a
 *           negative aux that is not AT_FDCWD
 *   EINVAL  FSCONFIG_SET_PATH_EMPTY of "size" relative to a directory descriptor
 *   EINVAL  FSCONFIG_SET_FD of "size"; with a value; EBADF with a closed descriptor
 *   EINVAL  FSCONFIG_SET_STRING whose value, or whose key, is 4 KiB long (both are copied
 *           from user space with a 256-byte limit)
 *   EINVAL  FSCONFIG_CMD_RECONFIGURE with a key (commands take none)
 *   EBUSY   FSCONFIG_CMD_RECONFIGURE of an fsopen() context: only a context from fspick()
 *           reconfigures (fspick01 checks that it does)
 *
 * On a filesystem that still goes through the legacy parameter path (found in setup: it
 * takes an unknown flag but refuses a value with a comma, which only the legacy path
 * does), whose parameters are joined into one page of "key=value,..." text:
 * - SET_BINARY, SET_PATH, SET_PATH_EMPTY and SET_FD are refused with EOPNOTSUPP (the
 *   system call turns these commands away for a legacy context before looking at them)
 *   and add nothing to the text;
 * - CVE-2022-0185: the length check was "len > PAGE_SIZE - 2 - size" with unsigned
 *   arithmetic, so once the text was exactly PAGE_SIZE - 1 bytes long the bound wrapped
 *   and every further parameter was copied past the end of the page (a heap overflow
 *   that gave root to unprivileged users with user namespaces). Fixed by 722d94847de2,
 *   "vfs: fs_context: fix up param length parsing in legacy_parse_param". The test fills
 *   the page to exactly PAGE_SIZE - 1 bytes (every step must be taken, which also proves
 *   the refused calls above added nothing) and then every further parameter must fail
 *   with EINVAL. Where no such filesystem exists (most were converted to the new API),
 *   this part is TCONF.
 */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tst_test.h"
#include "tst_safe_stdio.h"
#include "../fsopen/newmount_ctx.h"
#include "fsconfig_ctx.h"

#define LONG_LEN 4096
/* Keys and values are copied with strndup_user(..., 256): at most 255 characters. */
#define MAX_STR 255

static int file_fd = -1, dir_fd = -1, bad_fd;
static char blob[] = {1, 2, 3, 4};
static char *long_str;
static struct ctx_result ref;
static char legacy_fs[64];
/* Stands for long_str in the table */
static const char long_marker[1];
static long page_size;

static struct tcase {
	unsigned int cmd;
	const char *key;
	const char *value;
	/* AUX_FILE, AUX_DIR, AUX_BAD: the descriptors; else the number itself */
	int aux;
	int exp_errno;
	const char *desc;
} tcases[] = {
#define AUX_FILE -100000
#define AUX_DIR -100001
#define AUX_BAD -100002
#define LONG long_marker
	{FSCONFIG_SET_BINARY, "size", blob, sizeof(blob), EINVAL, "SET_BINARY of \"size\""},
	{FSCONFIG_SET_BINARY, "size", blob, 0, EINVAL, "SET_BINARY with aux 0"},
	{FSCONFIG_SET_BINARY, "size", blob, 1024 * 1024 + 1, EINVAL,
		"SET_BINARY with aux 1 MiB + 1"},
	{FSCONFIG_SET_PATH, "size", "file", AT_FDCWD, EINVAL, "SET_PATH of \"size\""},
	{FSCONFIG_SET_PATH, "source", "file", AT_FDCWD, EINVAL, "SET_PATH of \"source\""},
	{FSCONFIG_SET_PATH, "size", "file", -2, EINVAL, "SET_PATH with aux -2"},
	{FSCONFIG_SET_PATH_EMPTY, "size", "", AUX_DIR, EINVAL, "SET_PATH_EMPTY of \"size\""},
	{FSCONFIG_SET_FD, "size", NULL, AUX_FILE, EINVAL, "SET_FD of \"size\""},
	{FSCONFIG_SET_FD, "size", "x", AUX_FILE, EINVAL, "SET_FD with a value"},
	{FSCONFIG_SET_FD, "size", NULL, AUX_BAD, EBADF, "SET_FD of a closed descriptor"},
	{FSCONFIG_SET_STRING, "size", LONG, 0, EINVAL, "SET_STRING with a 4 KiB value"},
	{FSCONFIG_SET_STRING, LONG, "1", 0, EINVAL, "SET_STRING with a 4 KiB key"},
	{FSCONFIG_CMD_RECONFIGURE, "size", NULL, 0, EINVAL, "CMD_RECONFIGURE with a key"},
	{FSCONFIG_CMD_RECONFIGURE, NULL, NULL, 0, EBUSY,
		"CMD_RECONFIGURE of a context for a new superblock"},
};

static int resolve_aux(int aux)
{
	switch (aux) {
	case AUX_FILE:
		return file_fd;
	case AUX_DIR:
		return dir_fd;
	case AUX_BAD:
		return bad_fd;
	}
	return aux;
}

static const char *resolve_str(const char *s)
{
	return s == long_marker ? long_str : s;
}

static void run_tmpfs(const struct tcase *tc)
{
	int fd = newmount_ctx_open("tmpfs");

	TST_EXP_FAIL(tst_syscall(__NR_fsconfig, fd, tc->cmd, resolve_str(tc->key),
				 resolve_str(tc->value), resolve_aux(tc->aux)),
		     tc->exp_errno, "tmpfs: fsconfig() %s", tc->desc);
	ctx_check_unchanged(tc->desc, fd, 0, &ref);
	SAFE_CLOSE(fd);
}

/* Adds "key" (a flag) or "key=value": 0 or -1, errno set */
static int add(int fd, const char *key, const char *value)
{
	if (value)
		return tst_syscall(__NR_fsconfig, fd, FSCONFIG_SET_STRING, key, value, 0);
	return tst_syscall(__NR_fsconfig, fd, FSCONFIG_SET_FLAG, key, NULL, 0);
}

/* The legacy path's text after a parameter of length len ("key=value") is taken */
static long grown(long size, long len)
{
	return size + (size ? 1 : 0) + len;
}

static void run_legacy(void)
{
	static const unsigned int types[] = {
		FSCONFIG_SET_BINARY, FSCONFIG_SET_PATH, FSCONFIG_SET_PATH_EMPTY, FSCONFIG_SET_FD
	};
	static const char *const type_names[] = {"SET_BINARY", "SET_PATH", "SET_PATH_EMPTY",
						 "SET_FD"};
	static const char *const values[] = {blob, "file", "", NULL};
	char key[MAX_STR + 1], value[MAX_STR + 1];
	long size = 0, room, len, i;
	int fd, aux;

	if (!legacy_fs[0]) {
		tst_res(TCONF, "no filesystem here uses the legacy parameter path");
		return;
	}
	fd = newmount_ctx_open(legacy_fs);
	for (i = 0; i < (long)ARRAY_SIZE(types); i++) {
		aux = types[i] == FSCONFIG_SET_BINARY ? (int)sizeof(blob) :
		      types[i] == FSCONFIG_SET_PATH ? AT_FDCWD : types[i] == FSCONFIG_SET_FD ?
		      file_fd : dir_fd;
		TST_EXP_FAIL(tst_syscall(__NR_fsconfig, fd, types[i], "ltk", values[i], aux),
			     EOPNOTSUPP, "%s: fsconfig(%s)", legacy_fs, type_names[i]);
	}

	/* Fill the page to PAGE_SIZE - 1 bytes of text: room is the longest len taken */
	while ((room = page_size - 2 - size) > 0) {
		len = MIN(room, (long)MAX_STR + 2);
		/* ending at PAGE_SIZE - 2 would leave no room for the last, overflowing step */
		if (grown(size, len) == page_size - 2)
			len--;
		if (len >= 3) {
			/* "a=" and len - 2 characters of value */
			memset(value, 'v', len - 2);
			value[len - 2] = 0;
			TEST(add(fd, "a", value));
		} else {
			memset(key, 'k', len);
			key[len] = 0;
			TEST(add(fd, key, NULL));
		}
		if (TST_RET) {
			tst_res(TFAIL | TTERRNO, "%s: a %ld-byte parameter at %ld bytes of text "
				"(of %ld) was refused", legacy_fs, len, size, page_size);
			goto out;
		}
		size = grown(size, len);
	}
	tst_res(TPASS, "%s: parameters filled the text to %ld bytes", legacy_fs, size);
	for (i = 0; i < 4; i++) {
		TST_EXP_FAIL(add(fd, "b", i % 2 ? NULL : "c"), EINVAL,
			     "%s: fsconfig() past %ld bytes of text (attempt %ld)", legacy_fs,
			     size, i + 1);
	}
out:
	SAFE_CLOSE(fd);
}

static void run(unsigned int n)
{
	if (n < ARRAY_SIZE(tcases))
		run_tmpfs(&tcases[n]);
	else
		run_legacy();
}

/* Legacy: an unknown flag is taken (new-API filesystems refuse or ignore it), a value
 * with a comma is refused (a new-API filesystem that ignores unknown options takes it). */
static int is_legacy(const char *fs)
{
	int fd = tst_syscall(__NR_fsopen, fs, FSOPEN_CLOEXEC);
	int ret;

	if (fd < 0)
		return 0;
	ret = !add(fd, "ltk_probe", NULL) && add(fd, "ltk_probe", "a,b") && errno == EINVAL;
	SAFE_CLOSE(fd);
	return ret;
}

static void find_legacy_fs(void)
{
	FILE *f = SAFE_FOPEN("/proc/filesystems", "r");
	char line[128], name[64];

	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "nodev %63s", name) != 1 && sscanf(line, "%63s", name) != 1)
			continue;
		if (is_legacy(name)) {
			strcpy(legacy_fs, name);
			tst_res(TINFO, "%s uses the legacy parameter path", name);
			break;
		}
	}
	SAFE_FCLOSE(f);
}

static void setup(void)
{
	int fd;

	page_size = getpagesize();
	long_str = SAFE_MALLOC(LONG_LEN + 1);
	memset(long_str, 'x', LONG_LEN);
	long_str[LONG_LEN] = 0;
	SAFE_FILE_PRINTF("file", "x");
	file_fd = SAFE_OPEN("file", O_RDONLY);
	dir_fd = SAFE_OPEN(".", O_RDONLY | O_DIRECTORY);
	/* high: the contexts opened later take the lowest free numbers */
	bad_fd = newmount_unused_fd();

	fd = newmount_ctx_open("tmpfs");
	if (ctx_describe(fd, 0, &ref))
		tst_brk(TBROK, "a tmpfs context with nothing set cannot be created");
	SAFE_CLOSE(fd);
	find_legacy_fs();
}

static void cleanup(void)
{
	if (file_fd > -1)
		SAFE_CLOSE(file_fd);
	if (dir_fd > -1)
		SAFE_CLOSE(dir_fd);
	free(long_str);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases) + 1,
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.tags = (const struct tst_tag[]) {
		{"linux-git", "722d94847de2"},
		{"CVE", "2022-0185"},
		{}
	},
};
