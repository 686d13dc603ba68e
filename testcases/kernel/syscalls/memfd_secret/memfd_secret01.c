// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * memfd_secret(2) (Linux 5.14) "creates an anonymous RAM-based file and returns a file
 * descriptor that refers to it. The file provides a way to create and access memory
 * regions with stronger protection than usual RAM-based files":
 * - after ftruncate() the file can be mapped MAP_SHARED and used: data stored through one
 *   mapping is read through a second mapping of the same descriptor;
 * - "the memory areas backing the file created with memfd_secret(2) are visible only to
 *   the processes that have access to the file descriptor": the kernel itself does not
 *   reach them for another interface, so a read of the address through /proc/self/mem
 *   fails, while the same read of ordinary memory works;
 * - O_CLOEXEC sets FD_CLOEXEC, without it the flag is clear;
 * - errors: EINVAL for an unknown flag; EMFILE at RLIMIT_NOFILE (in a child); no new
 *   descriptor is left after either.
 * The call is probed in setup: ENOSYS (not built, or secretmem.enable=0) is TCONF.
 *
 * Not provoked: EMFILE for the system-wide limit (the man page lists ENFILE's text under
 * EMFILE): the system file limit cannot be reached safely on a shared machine; ENOMEM:
 * memfd_secret02 (in a full memory cgroup); ENOSYS: the probe turns it into TCONF.
 */

#include <stdlib.h>
#include <sys/resource.h>
#include "tst_test.h"
#include "tst_safe_prw.h"
#include "lapi/syscalls.h"

static size_t ps;

static int sys_memfd_secret(unsigned int flags)
{
	return syscall(__NR_memfd_secret, flags);
}

static int peek_mem(void *addr)
{
	int fd = SAFE_OPEN("/proc/self/mem", O_RDONLY);
	char c;
	ssize_t ret = pread(fd, &c, 1, (off_t)(unsigned long)addr);

	SAFE_CLOSE(fd);
	return ret == 1 ? 0 : errno;
}

static int lowest_free_fd(void)
{
	int fd = SAFE_DUP(0), ret = fd;

	/* SAFE_CLOSE() sets its argument to -1 */
	SAFE_CLOSE(fd);
	return ret;
}

static void test_use(void)
{
	int fd, err, err_plain;
	char *p, *q, plain = 'n';

	fd = TST_EXP_FD(sys_memfd_secret(0), "memfd_secret(0)");
	if (!TST_PASS)
		return;
	SAFE_FTRUNCATE(fd, 2 * ps);
	p = SAFE_MMAP(NULL, 2 * ps, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	q = SAFE_MMAP(NULL, 2 * ps, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	p[ps + 5] = 'S';
	if (q[ps + 5] == 'S')
		tst_res(TPASS, "a store through one mapping is read through another");
	else
		tst_res(TFAIL, "the second mapping reads 0x%02x, expected 'S'", q[ps + 5]);

	err = peek_mem(p + ps + 5);
	err_plain = peek_mem(&plain);
	if (err_plain)
		tst_brk(TBROK, "reading ordinary memory through /proc/self/mem: %s",
			tst_strerrno(err_plain));
	if (err)
		tst_res(TPASS, "/proc/self/mem cannot read secret memory (%s), ordinary memory "
			"it can", tst_strerrno(err));
	else
		tst_res(TFAIL, "/proc/self/mem read the secret memory");
	SAFE_MUNMAP(p, 2 * ps);
	SAFE_MUNMAP(q, 2 * ps);
	SAFE_CLOSE(fd);
}

static void test_cloexec(void)
{
	int fd, fl;

	fd = TST_EXP_FD(sys_memfd_secret(O_CLOEXEC), "memfd_secret(O_CLOEXEC)");
	if (!TST_PASS)
		return;
	fl = SAFE_FCNTL(fd, F_GETFD);
	SAFE_CLOSE(fd);
	if (fl & FD_CLOEXEC)
		tst_res(TPASS, "O_CLOEXEC sets FD_CLOEXEC");
	else
		tst_res(TFAIL, "O_CLOEXEC: FD_CLOEXEC is clear");

	fd = sys_memfd_secret(0);
	if (fd < 0)
		tst_brk(TBROK | TERRNO, "memfd_secret(0)");
	fl = SAFE_FCNTL(fd, F_GETFD);
	SAFE_CLOSE(fd);
	if (fl & FD_CLOEXEC)
		tst_res(TFAIL, "flags 0: FD_CLOEXEC is set");
}

static void test_errors(void)
{
	int next = lowest_free_fd();

	TST_EXP_FAIL2(sys_memfd_secret(0x10), EINVAL, "memfd_secret(unknown flag)");
	if (lowest_free_fd() != next)
		tst_res(TFAIL, "the failed call left a descriptor");

	if (!SAFE_FORK()) {
		struct rlimit rl = {next, next};

		SAFE_SETRLIMIT(RLIMIT_NOFILE, &rl);
		TST_EXP_FAIL2(sys_memfd_secret(0), EMFILE, "memfd_secret() at RLIMIT_NOFILE");
		exit(0);
	}
	tst_reap_children();
}

static void run(void)
{
	test_use();
	test_cloexec();
	test_errors();
}

static void setup(void)
{
	int fd;

	ps = getpagesize();
	fd = sys_memfd_secret(0);
	if (fd < 0) {
		if (errno == ENOSYS)
			tst_brk(TCONF, "memfd_secret() not available (CONFIG_SECRETMEM, "
				"secretmem.enable)");
		tst_brk(TBROK | TERRNO, "memfd_secret(0) probe");
	}
	if (fd > 2)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.forks_child = 1,
};
