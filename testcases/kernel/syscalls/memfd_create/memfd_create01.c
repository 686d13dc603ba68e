// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * memfd_create(2) flags and the file it creates:
 * - "creates an anonymous file and returns a file descriptor that refers to it. The file
 *   behaves like a regular file": it starts empty, data written is read back, the size
 *   follows writes; "the file descriptor is opened for both reading and writing (O_RDWR)"
 *   (O_LARGEFILE is set too, but its bit is per architecture and 64-bit C libraries
 *   define it as 0, so it is not checked);
 * - "The name supplied in name is used as a filename and will be displayed as the target
 *   of the corresponding symbolic link in the directory /proc/self/fd/. The displayed name
 *   is always prefixed with memfd: and serves only for debugging purposes";
 * - MFD_CLOEXEC "Set the close-on-exec (FD_CLOEXEC) flag on the new file descriptor", and
 *   without it the flag is clear;
 * - "If [MFD_ALLOW_SEALING] is not set, the initial set of seals will be F_SEAL_SEAL,
 *   meaning that no other seals can be set on the file" (F_ADD_SEALS: EPERM); with it the
 *   file starts with no seals and accepts them;
 * - Linux 6.3 (Documentation/userspace-api/mfd_noexec.rst): MFD_NOEXEC_SEAL creates a file
 *   without execute bits, sealed with F_SEAL_EXEC and sealable (MFD_ALLOW_SEALING implied);
 *   MFD_EXEC creates an executable file (mode 0777) with the seals of the flags above.
 * The file mode checks need the vm.memfd_noexec sysctl at 0 (its default), else TCONF.
 */

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "lapi/syscalls.h"
#include "lapi/memfd.h"

#define SIZE 4096
#define NOEXEC_SYSCTL "/proc/sys/vm/memfd_noexec"

static char wbuf[SIZE], rbuf[SIZE];
static int fd = -1, noexec_kernel;

static struct tcase {
	unsigned int flags;
	const char *name;
	int cloexec;
	int seals;
	int mode;
	int needs_noexec_kernel;
} tcases[] = {
	{0, "no flags", 0, F_SEAL_SEAL, 0777, 0},
	{MFD_CLOEXEC, "MFD_CLOEXEC", 1, F_SEAL_SEAL, 0777, 0},
	{MFD_ALLOW_SEALING, "MFD_ALLOW_SEALING", 0, 0, 0777, 0},
	{MFD_CLOEXEC | MFD_ALLOW_SEALING, "MFD_CLOEXEC | MFD_ALLOW_SEALING", 1, 0, 0777, 0},
	{MFD_NOEXEC_SEAL, "MFD_NOEXEC_SEAL", 0, F_SEAL_EXEC, 0666, 1},
	{MFD_NOEXEC_SEAL | MFD_CLOEXEC, "MFD_NOEXEC_SEAL | MFD_CLOEXEC", 1, F_SEAL_EXEC, 0666, 1},
	{MFD_EXEC, "MFD_EXEC", 0, F_SEAL_SEAL, 0777, 1},
	{MFD_EXEC | MFD_ALLOW_SEALING, "MFD_EXEC | MFD_ALLOW_SEALING", 0, 0, 0777, 1},
};

static int check_name(const char *name)
{
	char path[64], target[256], expected[256];
	ssize_t len;

	snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	len = SAFE_READLINK(path, target, sizeof(target) - 1);
	target[len] = 0;
	snprintf(expected, sizeof(expected), "/memfd:%s (deleted)", name);
	if (strcmp(target, expected)) {
		tst_res(TFAIL, "%s links to '%s', expected '%s'", path, target, expected);
		return 1;
	}
	return 0;
}

static int check_io(void)
{
	struct stat st;

	SAFE_FSTAT(fd, &st);
	if (st.st_size != 0 || !S_ISREG(st.st_mode)) {
		tst_res(TFAIL, "new memfd: size %ld, mode %o; expected an empty regular file",
			(long)st.st_size, st.st_mode);
		return 1;
	}
	SAFE_WRITE(SAFE_WRITE_ALL, fd, wbuf, SIZE);
	SAFE_FSTAT(fd, &st);
	memset(rbuf, 0, SIZE);
	SAFE_PREAD(1, fd, rbuf, SIZE, 0);
	if (st.st_size != SIZE || memcmp(wbuf, rbuf, SIZE)) {
		tst_res(TFAIL, "after writing %d bytes: size %ld, data %s", SIZE,
			(long)st.st_size, memcmp(wbuf, rbuf, SIZE) ? "differs" : "matches");
		return 1;
	}
	return 0;
}

static void run(unsigned int n)
{
	const struct tcase *tc = &tcases[n];
	int fdflags, flflags, seals, mode;
	struct stat st;

	if (tc->needs_noexec_kernel && !noexec_kernel) {
		tst_res(TCONF, "%s needs Linux 6.3", tc->name);
		return;
	}

	TST_EXP_FD_SILENT(tst_syscall(__NR_memfd_create, tc->name, tc->flags),
			  "memfd_create(%s)", tc->name);
	if (!TST_PASS)
		return;
	fd = TST_RET;

	if (check_name(tc->name) || check_io())
		goto out;

	fdflags = SAFE_FCNTL(fd, F_GETFD);
	flflags = SAFE_FCNTL(fd, F_GETFL);
	seals = SAFE_FCNTL(fd, F_GET_SEALS);
	SAFE_FSTAT(fd, &st);
	mode = st.st_mode & 07777;

	if (!!(fdflags & FD_CLOEXEC) != tc->cloexec) {
		tst_res(TFAIL, "%s: FD_CLOEXEC is %s", tc->name, tc->cloexec ? "clear" : "set");
	} else if ((flflags & O_ACCMODE) != O_RDWR) {
		tst_res(TFAIL, "%s: status flags 0%o, expected O_RDWR", tc->name, flflags);
	} else if (seals != tc->seals) {
		tst_res(TFAIL, "%s: seals 0x%x, expected 0x%x", tc->name, seals, tc->seals);
	} else if (mode != tc->mode) {
		tst_res(TFAIL, "%s: mode 0%o, expected 0%o", tc->name, mode, tc->mode);
	} else {
		tst_res(TPASS, "%s: named, readable and writable, FD_CLOEXEC %s, seals 0x%x, "
			"mode 0%o", tc->name, tc->cloexec ? "set" : "clear", seals, mode);
	}

	/* F_SEAL_SEAL forbids any further seal; without it a new seal must stick. */
	if (seals & F_SEAL_SEAL) {
		TST_EXP_FAIL(fcntl(fd, F_ADD_SEALS, F_SEAL_WRITE), EPERM,
			     "%s: F_ADD_SEALS(F_SEAL_WRITE)", tc->name);
	} else {
		TST_EXP_PASS_SILENT(fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK),
				    "%s: F_ADD_SEALS(F_SEAL_SHRINK)", tc->name);
		TST_EXP_EQ_LI(fcntl(fd, F_GET_SEALS), seals | F_SEAL_SHRINK);
	}
out:
	SAFE_CLOSE(fd);
}

static void setup(void)
{
	int noexec = 0;
	size_t i;

	for (i = 0; i < SIZE; i++)
		wbuf[i] = 'a' + i % 23;

	noexec_kernel = tst_kvercmp(6, 3, 0) >= 0;
	if (noexec_kernel && !access(NOEXEC_SYSCTL, F_OK))
		SAFE_FILE_SCANF(NOEXEC_SYSCTL, "%d", &noexec);
	if (noexec)
		tst_brk(TCONF, "vm.memfd_noexec is %d: the default modes do not apply", noexec);
}

static void cleanup(void)
{
	if (fd > -1)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.tcnt = ARRAY_SIZE(tcases),
	.test = run,
	.setup = setup,
	.cleanup = cleanup,
};
