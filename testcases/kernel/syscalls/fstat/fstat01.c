// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * fstat(2) "is identical to stat(), except that the file about which information is to be
 * retrieved is specified by the file descriptor fd". Checked: for a regular file fstat()
 * gives the same st_dev/st_ino/st_mode/st_size/st_nlink as stat() of its name, and follows
 * writes and ftruncate() made through the descriptor; after unlink() the open file reports
 * st_nlink 0; a descriptor opened with O_PATH works too (open(2): fstat() is allowed on
 * O_PATH descriptors); descriptors that have no name report their type: a pipe is S_IFIFO,
 * a socket S_IFSOCK.
 *
 * Variant 0 calls the C library, variant 1 the fstat system call itself. A 32-bit program built
 * with _FILE_OFFSET_BITS=64 has the C library's struct stat64 as struct stat; its raw fstat
 * call fills the kernel's older, narrower 32-bit struct stat, so there variant 1 calls
 * fstat64, whose struct is the one the program has.
 */

#include <sys/socket.h>
#include <sys/stat.h>
#include "tst_test.h"
#include "tst_safe_net.h"
#include "lapi/syscalls.h"

#if __NR_fstat64 != __LTP__NR_INVALID_SYSCALL
# define RAW_FSTAT __NR_fstat64
#else
# define RAW_FSTAT __NR_fstat
#endif

static int do_fstat(int fd, struct stat *st)
{
	if (tst_variant)
		return tst_syscall(RAW_FSTAT, fd, st);
	return fstat(fd, st);
}

static void check_file(void)
{
	struct stat fst, st;
	int fd;

	fd = SAFE_OPEN("file", O_CREAT | O_RDWR | O_TRUNC, 0604);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, "0123456789", 10);
	TST_EXP_PASS(do_fstat(fd, &fst), "fstat(file)");
	SAFE_STAT("file", &st);
	TST_EXP_EXPR(fst.st_dev == st.st_dev && fst.st_ino == st.st_ino,
		     "fstat() and stat() name the same st_dev/st_ino");
	TST_EXP_EQ_LI(fst.st_mode, S_IFREG | 0604);
	TST_EXP_EQ_LI(fst.st_size, 10);
	TST_EXP_EQ_LI(fst.st_nlink, 1);

	SAFE_FTRUNCATE(fd, 4096);
	TST_EXP_PASS_SILENT(do_fstat(fd, &fst));
	TST_EXP_EQ_LI(fst.st_size, 4096);

	SAFE_UNLINK("file");
	TST_EXP_PASS_SILENT(do_fstat(fd, &fst));
	TST_EXP_EQ_LI(fst.st_nlink, 0);
	SAFE_CLOSE(fd);
}

static void check_o_path(void)
{
	struct stat fst, st;
	int fd;

	SAFE_MKDIR("dir", 0710);
	fd = SAFE_OPEN("dir", O_PATH);
	TST_EXP_PASS(do_fstat(fd, &fst), "fstat(O_PATH descriptor)");
	SAFE_STAT("dir", &st);
	TST_EXP_EQ_LI(fst.st_ino, st.st_ino);
	TST_EXP_EQ_LI(fst.st_mode, S_IFDIR | 0710);
	SAFE_CLOSE(fd);
	SAFE_RMDIR("dir");
}

static void check_nameless(void)
{
	struct stat st;
	int fds[2];

	SAFE_PIPE(fds);
	TST_EXP_PASS(do_fstat(fds[0], &st), "fstat(pipe)");
	TST_EXP_EXPR(S_ISFIFO(st.st_mode), "pipe is S_IFIFO (mode %o)", st.st_mode);
	SAFE_CLOSE(fds[0]);
	SAFE_CLOSE(fds[1]);

	SAFE_SOCKETPAIR(AF_UNIX, SOCK_STREAM, 0, fds);
	TST_EXP_PASS(do_fstat(fds[0], &st), "fstat(socket)");
	TST_EXP_EXPR(S_ISSOCK(st.st_mode), "socket is S_IFSOCK (mode %o)", st.st_mode);
	SAFE_CLOSE(fds[0]);
	SAFE_CLOSE(fds[1]);
}

static void run(void)
{
	check_file();
	check_o_path();
	check_nameless();
}

static void setup(void)
{
	tst_res(TINFO, "Testing %s", tst_variant ? "the fstat syscall" : "libc fstat");
	umask(0);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.test_variants = 2,
	.needs_tmpdir = 1,
};
