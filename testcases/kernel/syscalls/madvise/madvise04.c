// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Regression test for CVE-2016-5195 ("Dirty COW", fixed by commit 19be0eaffa3a, "mm:
 * remove gup_flags FOLL_WRITE games from __get_user_pages()"): a race between writes
 * through /proc/self/mem into a private read-only file mapping (which force a
 * copy-on-write of the page) and madvise(MADV_DONTNEED) of that page let the write land
 * in the page cache page of the file itself, so that an unprivileged user could change a
 * file it may only read.
 * A child running as nobody maps root's read-only file (mode 0444) MAP_PRIVATE and, for a
 * few seconds, one thread writes "pwned" through /proc/self/mem at the mapping while
 * another drops the page with MADV_DONTNEED. Afterwards the file must still hold its
 * data, and the child's writes must have gone to its private copies only: after the race
 * one more write lands in the private copy, and MADV_DONTNEED drops that copy so that the
 * mapping reads the file's data again.
 */

#include <pthread.h>
#include <pwd.h>
#include <sys/prctl.h>
#include <stdlib.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "tst_safe_pthread.h"

#define FNAME "victim"
#define STR "pwned"

static size_t ps;
static uid_t nobody_uid;
static volatile int stop;
static char *map;

static void *dontneed(void *arg)
{
	(void)arg;
	while (!stop)
		madvise(map, ps, MADV_DONTNEED);
	return NULL;
}

static void *writer(void *arg)
{
	int fd = SAFE_OPEN("/proc/self/mem", O_RDWR);

	(void)arg;
	while (!stop)
		pwrite(fd, STR, sizeof(STR) - 1, (off_t)(unsigned long)map);
	SAFE_CLOSE(fd);
	return NULL;
}

static void child(void)
{
	pthread_t t1, t2;
	int fd, memfd;

	SAFE_SETUID(nobody_uid);
	/* changing uid made the process undumpable, which closes /proc/self/mem to it */
	SAFE_PRCTL(PR_SET_DUMPABLE, 1, 0, 0, 0);
	fd = SAFE_OPEN(FNAME, O_RDONLY);
	map = SAFE_MMAP(NULL, ps, PROT_READ, MAP_PRIVATE, fd, 0);
	SAFE_PTHREAD_CREATE(&t1, NULL, dontneed, NULL);
	SAFE_PTHREAD_CREATE(&t2, NULL, writer, NULL);
	while (tst_remaining_runtime())
		usleep(100000);
	stop = 1;
	SAFE_PTHREAD_JOIN(t1, NULL);
	SAFE_PTHREAD_JOIN(t2, NULL);

	/* the two halves of the race, each on its own, do what they should */
	memfd = SAFE_OPEN("/proc/self/mem", O_RDWR);
	SAFE_PWRITE(1, memfd, STR, sizeof(STR) - 1, (off_t)(unsigned long)map);
	SAFE_CLOSE(memfd);
	if (memcmp(map, STR, sizeof(STR) - 1))
		tst_res(TFAIL, "a write through /proc/self/mem did not reach the private copy");
	TST_EXP_PASS(madvise(map, ps, MADV_DONTNEED), "madvise(MADV_DONTNEED)");
	if (map[0] != 'A')
		tst_res(TFAIL, "after MADV_DONTNEED the mapping reads '%.5s', not the file", map);
	else
		tst_res(TPASS, "the private copy took the write, MADV_DONTNEED dropped it");
	SAFE_CLOSE(fd);
	exit(0);
}

static void run(void)
{
	char buf[sizeof(STR)] = "";
	int fd;

	if (!SAFE_FORK())
		child();
	tst_reap_children();
	fd = SAFE_OPEN(FNAME, O_RDONLY);
	SAFE_PREAD(1, fd, buf, sizeof(STR) - 1, 0);
	SAFE_CLOSE(fd);
	if (!strcmp(buf, STR))
		tst_res(TFAIL, "nobody wrote '%s' into root's read-only file", buf);
	else if (buf[0] != 'A')
		tst_res(TFAIL, "the file changed: it starts with '%.5s'", buf);
	else
		tst_res(TPASS, "the read-only file is unchanged after the race");
}

static void setup(void)
{
	struct passwd *pw = SAFE_GETPWNAM("nobody");
	char *page;
	int fd;

	nobody_uid = pw->pw_uid;
	ps = getpagesize();
	page = SAFE_MALLOC(ps);
	memset(page, 'A', ps);
	fd = SAFE_OPEN(FNAME, O_WRONLY | O_CREAT | O_TRUNC, 0444);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, page, ps);
	SAFE_CLOSE(fd);
	free(page);
	/* nobody must reach the file through the test directory */
	SAFE_CHMOD(".", 0755);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
	.runtime = 4,
	.tags = (const struct tst_tag[]) {
		{"linux-git", "19be0eaffa3a"},
		{"CVE", "2016-5195"},
		{}
	},
};
