// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The Linux AIO system calls, raw, fail with the errors of their man pages, each in order:
 * - io_setup(): EAGAIN: nr_events above /proc/sys/fs/aio-max-nr (the limit left to
 *   take); EFAULT: ctx_idp outside the address space; EINVAL: *ctx_idp not 0; nr_events 0;
 *   ENOMEM: a child's RLIMIT_AS lowered to its VmSize leaves no address space for the
 *   ring (no "[aio]" mapping appears, *ctx_idp stays 0);
 * - io_submit(): EBADF: the iocb's descriptor is closed; EFAULT: the iocb array, and an
 *   iocb's buffer, outside the address space; EINVAL: an unknown context; nr -1; an
 *   unknown opcode; EPERM: nobody (neither CAP_SYS_ADMIN nor CAP_SYS_NICE) asks for
 *   IOPRIO_CLASS_RT in aio_reqprio (IOCB_FLAG_IOPRIO);
 * - io_getevents(): EFAULT: events outside the address space; EINTR: a signal while
 *   waiting; EINVAL: an unknown context; min_nr > nr; nr -1;
 * - io_destroy(): EINVAL: an unknown context (also the one just destroyed);
 * - io_cancel(): EFAULT: the iocb outside the address space; EINVAL: an unknown context;
 *   an iocb never submitted;
 * - io_pgetevents(): EINVAL: a signal mask of the wrong size.
 * The failed submissions leave the file empty and queue no event.
 *
 * Not provoked: io_setup() EINVAL for nr_events above the kernel's own cap needs more
 * than aio-max-nr allows; ENOSYS needs an architecture without AIO; io_submit() EAGAIN
 * needs the ring full of in-flight requests, which regular-file I/O completes at once;
 * io_destroy() EFAULT: the context id is
 * a number, not a pointer the caller passes; io_cancel() EAGAIN: regular-file requests
 * complete before they can be canceled.
 */

#include <stdlib.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include "tst_safe_file_ops.h"
#include "tst_safe_stdio.h"
#include "lapi/ioprio.h"
#include "aio.h"

static int fd = -1, closed_fd;
static aio_context_t ctx;
static void *bad;

static void handler(int sig)
{
	(void)sig;
}

static int aio_maps(void)
{
	char line[512];
	int n = 0;
	FILE *f = SAFE_FOPEN("/proc/self/maps", "r");

	while (fgets(line, sizeof(line), f))
		n += !!strstr(line, "[aio]");
	SAFE_FCLOSE(f);
	return n;
}

/* In a child: nothing is allocated between the two setrlimit() calls. */
static void no_address_space(void)
{
	struct rlimit old, low;
	aio_context_t c = 0;
	unsigned long kb;
	int rings = aio_maps();

	SAFE_GETRLIMIT(RLIMIT_AS, &old);
	SAFE_FILE_LINES_SCANF("/proc/self/status", "VmSize: %lu", &kb);
	low = (struct rlimit){kb * 1024, old.rlim_max};
	SAFE_SETRLIMIT(RLIMIT_AS, &low);
	TEST(tst_syscall(__NR_io_setup, 1024, &c));
	SAFE_SETRLIMIT(RLIMIT_AS, &old);
	if (TST_RET == -1 && TST_ERR == ENOMEM)
		tst_res(TPASS | TTERRNO, "io_setup() beyond RLIMIT_AS %lu kB", kb);
	else
		tst_res(TFAIL | TTERRNO, "io_setup() beyond RLIMIT_AS returned %ld, not ENOMEM",
			TST_RET);
	if (c || aio_maps() != rings)
		tst_res(TFAIL, "the failed io_setup() left context %llu, %d rings (%d before)",
			(unsigned long long)c, aio_maps(), rings);
}

static void setup_errors(void)
{
	aio_context_t c = 0, nonzero = 1;
	long max, nr;

	SAFE_FILE_SCANF("/proc/sys/fs/aio-max-nr", "%ld", &max);
	SAFE_FILE_SCANF("/proc/sys/fs/aio-nr", "%ld", &nr);
	if (max - nr < 0x7fffffffL)
		TST_EXP_FAIL(tst_syscall(__NR_io_setup, max - nr + 1, &c), EAGAIN,
			     "io_setup(nr_events above aio-max-nr - aio-nr)");
	TST_EXP_FAIL(tst_syscall(__NR_io_setup, 1, bad), EFAULT,
		     "io_setup(ctx_idp at a bad address)");
	TST_EXP_FAIL(tst_syscall(__NR_io_setup, 1, &nonzero), EINVAL, "io_setup(*ctx_idp = 1)");
	TST_EXP_FAIL(tst_syscall(__NR_io_setup, 0, &c), EINVAL, "io_setup(nr_events 0)");
	if (!SAFE_FORK()) {
		no_address_space();
		exit(0);
	}
	tst_reap_children();
}

/* In a child, as nobody, on its own context: the descriptor is the parent's. */
static void rt_priority(void)
{
	struct iocb cb, *list[1] = {&cb};
	aio_context_t c = 0;

	tst_become_nobody();
	if (tst_syscall(__NR_io_setup, 1, &c))
		tst_brk(TBROK | TERRNO, "nobody: io_setup()");
	aio_prep(&cb, fd, IOCB_CMD_PWRITE, "x", 1, 0, 1);
	cb.aio_flags = IOCB_FLAG_IOPRIO;
	cb.aio_reqprio = IOPRIO_PRIO_VALUE(IOPRIO_CLASS_RT, 4);
	TST_EXP_FAIL(tst_syscall(__NR_io_submit, c, (long)1, list), EPERM,
		     "nobody: io_submit(IOPRIO_CLASS_RT)");
	tst_syscall(__NR_io_destroy, c);
}

static void submit_errors(void)
{
	struct iocb cb, *list[1] = {&cb};
	struct stat st;

	aio_prep(&cb, closed_fd, IOCB_CMD_PWRITE, "x", 1, 0, 1);
	TST_EXP_FAIL(tst_syscall(__NR_io_submit, ctx, (long)1, list), EBADF, "io_submit(closed fd)");
	TST_EXP_FAIL(tst_syscall(__NR_io_submit, ctx, (long)1, bad), EFAULT,
		     "io_submit(iocbs at a bad address)");
	aio_prep(&cb, fd, IOCB_CMD_PWRITE, bad, 1, 0, 1);
	TEST(tst_syscall(__NR_io_submit, ctx, (long)1, list));
	if (TST_RET == 1) {
		struct io_event ev;

		tst_syscall(__NR_io_getevents, ctx, (long)1, (long)1, &ev, NULL);
		TST_EXP_EQ_LI(ev.res, -EFAULT);
	} else {
		TST_EXP_FAIL(TST_RET, EFAULT, "io_submit(write from a bad buffer)");
	}
	aio_prep(&cb, fd, IOCB_CMD_PWRITE, "x", 1, 0, 1);
	TST_EXP_FAIL(tst_syscall(__NR_io_submit, (aio_context_t)12345, (long)1, list), EINVAL,
		     "io_submit(unknown context)");
	TST_EXP_FAIL(tst_syscall(__NR_io_submit, ctx, (long)-1, list), EINVAL, "io_submit(nr -1)");
	aio_prep(&cb, fd, 99, "x", 1, 0, 1);
	TST_EXP_FAIL(tst_syscall(__NR_io_submit, ctx, (long)1, list), EINVAL, "io_submit(opcode 99)");
	if (!SAFE_FORK()) {
		rt_priority();
		exit(0);
	}
	tst_reap_children();
	SAFE_FSTAT(fd, &st);
	TST_EXP_EQ_LI(st.st_size, 0);
}

static void getevents_errors(void)
{
	struct io_event ev[2];
	struct iocb cb, *list[1] = {&cb};
	struct timespec ts = {20, 0};
	pid_t me = getpid();

	aio_prep(&cb, fd, IOCB_CMD_FSYNC, NULL, 0, 0, 7);
	if (tst_syscall(__NR_io_submit, ctx, (long)1, list) != 1)
		tst_brk(TBROK | TERRNO, "io_submit(fsync)");
	TST_EXP_FAIL(tst_syscall(__NR_io_getevents, ctx, (long)1, (long)1, bad, NULL), EFAULT,
		     "io_getevents(events at a bad address)");
	tst_syscall(__NR_io_getevents, ctx, (long)0, (long)2, ev, &(struct timespec){0, 0});
	if (!SAFE_FORK()) {
		TST_PROCESS_STATE_WAIT(me, 'S', 0);
		SAFE_KILL(me, SIGUSR1);
		exit(0);
	}
	TST_EXP_FAIL(tst_syscall(__NR_io_getevents, ctx, (long)1, (long)1, ev, &ts), EINTR,
		     "io_getevents() interrupted");
	tst_reap_children();
	TST_EXP_FAIL(tst_syscall(__NR_io_getevents, (aio_context_t)12345, (long)1, (long)1, ev,
				 NULL), EINVAL,
		     "io_getevents(unknown context)");
	TST_EXP_FAIL(tst_syscall(__NR_io_getevents, ctx, (long)2, (long)1, ev, NULL), EINVAL,
		     "io_getevents(min 2 > nr 1)");
	TST_EXP_FAIL(tst_syscall(__NR_io_getevents, ctx, (long)0, (long)-1, ev, NULL), EINVAL,
		     "io_getevents(nr -1)");
}

static void other_errors(void)
{
	struct iocb cb;
	struct io_event ev;
	struct aio_sigset sig;
	sigset_t mask;
	aio_context_t c = 0;

	TST_EXP_FAIL(tst_syscall(__NR_io_destroy, (aio_context_t)12345), EINVAL,
		     "io_destroy(unknown context)");
	if (tst_syscall(__NR_io_setup, 1, &c))
		tst_brk(TBROK | TERRNO, "io_setup()");
	if (tst_syscall(__NR_io_destroy, c))
		tst_brk(TBROK | TERRNO, "io_destroy()");
	TST_EXP_FAIL(tst_syscall(__NR_io_destroy, c), EINVAL, "io_destroy(the destroyed context)");
	TST_EXP_FAIL(tst_syscall(__NR_io_cancel, ctx, bad, &ev), EFAULT,
		     "io_cancel(iocb at a bad address)");
	aio_prep(&cb, fd, IOCB_CMD_PREAD, &ev, 1, 0, 9);
	TST_EXP_FAIL(tst_syscall(__NR_io_cancel, (aio_context_t)12345, &cb, &ev), EINVAL,
		     "io_cancel(unknown context)");
	TST_EXP_FAIL(tst_syscall(__NR_io_cancel, ctx, &cb, &ev), EINVAL,
		     "io_cancel(iocb never submitted)");
	sigemptyset(&mask);
	sig = (struct aio_sigset){&mask, 4};
	TST_EXP_FAIL(tst_syscall(__NR_io_pgetevents, ctx, (long)0, (long)1, &ev, NULL, &sig), EINVAL,
		     "io_pgetevents(sigsetsize 4)");
}

static void run(void)
{
	setup_errors();
	submit_errors();
	getevents_errors();
	other_errors();
}

static void setup(void)
{
	struct sigaction sa = {.sa_handler = handler};
	int tmp;

	SAFE_SIGACTION(SIGUSR1, &sa, NULL);
	bad = tst_get_bad_addr(NULL);
	fd = SAFE_OPEN("file", O_CREAT | O_RDWR | O_TRUNC, 0600);
	tmp = SAFE_OPEN("file", O_RDONLY);
	closed_fd = tmp;
	SAFE_CLOSE(tmp);
	if (tst_syscall(__NR_io_setup, 8, &ctx))
		tst_brk(TBROK | TERRNO, "io_setup()");
}

static void cleanup(void)
{
	if (ctx)
		tst_syscall(__NR_io_destroy, ctx);
	if (fd > 0)
		SAFE_CLOSE(fd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.needs_tmpdir = 1,
	.forks_child = 1,
};
