// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Seals on a memfd (memfd_create(2) MFD_ALLOW_SEALING, fcntl(2) "File Sealing") are
 * enforced. From fcntl(2):
 * - F_SEAL_SEAL: "the set of seals is now fixed": F_ADD_SEALS fails with EPERM;
 * - F_SEAL_SHRINK: "the file in question cannot be reduced in size": ftruncate() to a
 *   smaller size fails with EPERM, growing still works;
 * - F_SEAL_GROW: "the size of the file in question cannot be increased": ftruncate() to a
 *   larger size, write() past the end and fallocate() past the end fail with EPERM;
 *   writes inside the file and shrinking still work;
 * - F_SEAL_WRITE: "you cannot modify the contents of the file": write() fails with EPERM,
 *   as does mmap(PROT_WRITE, MAP_SHARED); a MAP_PRIVATE writable mapping stays allowed and
 *   does not change the file; and F_ADD_SEALS(F_SEAL_WRITE) "fails with the error EBUSY
 *   if any writable, shared mapping exists";
 * - F_SEAL_FUTURE_WRITE (Linux 5.1): "the contents of the file can be modified only from
 *   existing writable, shared mappings": write() and new shared writable mappings fail
 *   with EPERM while a mapping made before the seal still changes the file;
 * - F_SEAL_EXEC (Linux 6.3, mfd_noexec.rst): the execute bits of the mode can no longer
 *   change (fchmod() EPERM) while the other bits can; on a file that is executable the
 *   kernel also adds F_SEAL_SHRINK, F_SEAL_GROW, F_SEAL_WRITE and F_SEAL_FUTURE_WRITE
 *   (memfd_add_seals(): an executable memfd must not stay writable), so those are expected.
 * Every case also checks that F_GET_SEALS reports the seal and the file is unchanged.
 */

#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "lapi/syscalls.h"
#include "lapi/memfd.h"
#include "lapi/falloc.h"

#define SIZE 4096

static int fd = -1;
static char buf[SIZE];
static void *map = MAP_FAILED;

static off_t file_size(void)
{
	struct stat st;

	SAFE_FSTAT(fd, &st);
	return st.st_size;
}

/* The file must still hold SIZE bytes of 'a'. */
static void expect_unchanged(const char *seal)
{
	char rbuf[SIZE];
	off_t size = file_size();
	int i;

	SAFE_PREAD(1, fd, rbuf, SIZE, 0);
	for (i = 0; i < SIZE && rbuf[i] == 'a'; i++)
		;
	if (size != SIZE || i != SIZE)
		tst_res(TFAIL, "%s: file changed (size %ld, first changed byte at %d)", seal,
			(long)size, i);
	else
		tst_res(TPASS, "%s: file contents and size unchanged", seal);
}

static void check_seal(void)
{
	TST_EXP_FAIL(fcntl(fd, F_ADD_SEALS, F_SEAL_WRITE), EPERM, "F_SEAL_SEAL: add F_SEAL_WRITE");
	TST_EXP_FAIL(fcntl(fd, F_ADD_SEALS, F_SEAL_SEAL), EPERM, "F_SEAL_SEAL: add F_SEAL_SEAL");
	TST_EXP_EQ_LI(fcntl(fd, F_GET_SEALS), F_SEAL_SEAL);
	expect_unchanged("F_SEAL_SEAL");
}

static void check_shrink(void)
{
	TST_EXP_FAIL(ftruncate(fd, SIZE / 2), EPERM, "F_SEAL_SHRINK: ftruncate(%d)", SIZE / 2);
	TST_EXP_FAIL(ftruncate(fd, 0), EPERM, "F_SEAL_SHRINK: ftruncate(0)");
	expect_unchanged("F_SEAL_SHRINK");
	TST_EXP_PASS(ftruncate(fd, 2 * SIZE), "F_SEAL_SHRINK: ftruncate(%d) grows", 2 * SIZE);
	TST_EXP_EQ_LI(file_size(), 2 * SIZE);
}

static void check_grow(void)
{
	TST_EXP_FAIL(ftruncate(fd, SIZE + 1), EPERM, "F_SEAL_GROW: ftruncate(%d)", SIZE + 1);
	TST_EXP_FAIL2(pwrite(fd, "b", 1, SIZE), EPERM, "F_SEAL_GROW: pwrite() at the end");
	TST_EXP_FAIL(fallocate(fd, 0, SIZE, SIZE), EPERM, "F_SEAL_GROW: fallocate() past the end");
	expect_unchanged("F_SEAL_GROW");
	TST_EXP_VAL(pwrite(fd, "b", 1, 0), 1, "F_SEAL_GROW: pwrite() inside the file");
	TST_EXP_PASS(ftruncate(fd, SIZE / 2), "F_SEAL_GROW: ftruncate(%d) shrinks", SIZE / 2);
	TST_EXP_EQ_LI(file_size(), SIZE / 2);
}

static void check_write(void)
{
	char *priv;

	TST_EXP_FAIL2(pwrite(fd, "b", 1, 0), EPERM, "F_SEAL_WRITE: pwrite()");
	TST_EXP_FAIL_PTR_VOID(mmap(NULL, SIZE, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), EPERM,
			      "F_SEAL_WRITE: mmap(PROT_WRITE, MAP_SHARED)");
	if (TST_RET_PTR != MAP_FAILED)
		SAFE_MUNMAP(TST_RET_PTR, SIZE);
	priv = SAFE_MMAP(NULL, SIZE, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
	priv[0] = 'p';
	SAFE_MUNMAP(priv, SIZE);
	tst_res(TPASS, "F_SEAL_WRITE: MAP_PRIVATE writable mapping allowed");
	expect_unchanged("F_SEAL_WRITE");
}

static void check_future_write(void)
{
	char c;

	TST_EXP_FAIL2(pwrite(fd, "b", 1, 0), EPERM, "F_SEAL_FUTURE_WRITE: pwrite()");
	TST_EXP_FAIL_PTR_VOID(mmap(NULL, SIZE, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0), EPERM,
			      "F_SEAL_FUTURE_WRITE: new mmap(PROT_WRITE, MAP_SHARED)");
	if (TST_RET_PTR != MAP_FAILED)
		SAFE_MUNMAP(TST_RET_PTR, SIZE);
	expect_unchanged("F_SEAL_FUTURE_WRITE");

	((char *)map)[0] = 'm';
	SAFE_PREAD(1, fd, &c, 1, 0);
	if (c == 'm')
		tst_res(TPASS, "F_SEAL_FUTURE_WRITE: the earlier shared mapping still writes");
	else
		tst_res(TFAIL, "F_SEAL_FUTURE_WRITE: write through the earlier mapping lost ('%c')",
			c);
}

static void check_exec(void)
{
	struct stat st;

	TST_EXP_FAIL(fchmod(fd, 0666), EPERM, "F_SEAL_EXEC: fchmod(0666) clears x bits");
	TST_EXP_PASS(fchmod(fd, 0755), "F_SEAL_EXEC: fchmod(0755) keeps the x bits");
	SAFE_FSTAT(fd, &st);
	TST_EXP_EQ_LI(st.st_mode & 07777, 0755);
}

#define WRITE_SEALS (F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_FUTURE_WRITE)

static struct tcase {
	int seal;
	const char *name;
	void (*check)(void);
	int kver[2];
	unsigned int extra_flags;
	int premap;
	int exp_seals;
} tcases[] = {
	{F_SEAL_SEAL, "F_SEAL_SEAL", check_seal, {3, 17}, 0, 0, F_SEAL_SEAL},
	{F_SEAL_SHRINK, "F_SEAL_SHRINK", check_shrink, {3, 17}, 0, 0, F_SEAL_SHRINK},
	{F_SEAL_GROW, "F_SEAL_GROW", check_grow, {3, 17}, 0, 0, F_SEAL_GROW},
	{F_SEAL_WRITE, "F_SEAL_WRITE", check_write, {3, 17}, 0, 0, F_SEAL_WRITE},
	{F_SEAL_WRITE, "F_SEAL_WRITE with a shared writable mapping", NULL, {3, 17}, 0, 1, 0},
	{F_SEAL_FUTURE_WRITE, "F_SEAL_FUTURE_WRITE", check_future_write, {5, 1}, 0, 1,
	 F_SEAL_FUTURE_WRITE},
	{F_SEAL_EXEC, "F_SEAL_EXEC", check_exec, {6, 3}, MFD_EXEC, 0, F_SEAL_EXEC | WRITE_SEALS},
};

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];

	if (tst_kvercmp(tc->kver[0], tc->kver[1], 0) < 0) {
		tst_res(TCONF, "%s needs Linux %d.%d", tc->name, tc->kver[0], tc->kver[1]);
		return;
	}

	fd = tst_syscall(__NR_memfd_create, tc->name, MFD_ALLOW_SEALING | tc->extra_flags);
	if (fd < 0)
		tst_brk(TBROK | TERRNO, "memfd_create(%s)", tc->name);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, buf, SIZE);
	if (tc->premap)
		map = SAFE_MMAP(NULL, SIZE, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);

	if (!tc->check) {
		TST_EXP_FAIL(fcntl(fd, F_ADD_SEALS, tc->seal), EBUSY, "F_ADD_SEALS(%s)", tc->name);
		TST_EXP_EQ_LI(fcntl(fd, F_GET_SEALS), tc->exp_seals);
		expect_unchanged(tc->name);
	} else {
		TST_EXP_PASS(fcntl(fd, F_ADD_SEALS, tc->seal), "F_ADD_SEALS(%s)", tc->name);
		if (TST_PASS) {
			TST_EXP_EQ_LI(fcntl(fd, F_GET_SEALS), tc->exp_seals);
			tc->check();
		}
	}

	if (map != MAP_FAILED)
		SAFE_MUNMAP(map, SIZE);
	map = MAP_FAILED;
	SAFE_CLOSE(fd);
}

static void setup(void)
{
	memset(buf, 'a', SIZE);
}

static void cleanup(void)
{
	if (map != MAP_FAILED)
		SAFE_MUNMAP(map, SIZE);
	if (fd > -1)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
};
