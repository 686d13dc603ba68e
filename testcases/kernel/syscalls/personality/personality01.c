// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * personality(2) sets the execution domain "If persona is not 0xffffffff", and returns
 * the previous persona; 0xffffffff only reads it. Checked, in a child, through
 * /proc/self/personality and through the behaviour the flags change:
 * - 0xffffffff returns the current persona (PER_LINUX, 0) and changes nothing;
 * - UNAME26: "Have uname(2) report a 2.6.(40+x) version number": uname()'s release
 *   starts with "2.6.";
 * - PER_LINUX32 (on x86-64): uname()'s machine reads "i686";
 * - ADDR_NO_RANDOMIZE: the stack of two children executed after it (cat of
 *   /proc/self/maps) starts at the same address; the persona is inherited across fork()
 *   and execve();
 * - each call returns the persona set by the call before.
 * Errors: EINVAL "The kernel was unable to change the personality" is not provoked: every
 * value is stored (unknown domains fall back to PER_LINUX only for execution).
 */

#include <stdlib.h>
#include <sys/personality.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include "tst_test.h"

static unsigned int proc_persona(void)
{
	unsigned int p = 0xdead;

	SAFE_FILE_SCANF("/proc/self/personality", "%x", &p);
	return p;
}

/* The start of the [stack] mapping of a new program run with the current persona. */
static unsigned long exec_stack_start(void)
{
	int fds[2], status;
	char buf[65536], *line;
	unsigned long start = 0;
	ssize_t len, total = 0;
	pid_t pid;

	SAFE_PIPE(fds);
	pid = SAFE_FORK();
	if (!pid) {
		SAFE_DUP2(fds[1], 1);
		execl("/bin/cat", "cat", "/proc/self/maps", NULL);
		exit(1);
	}
	SAFE_CLOSE(fds[1]);
	while ((len = read(fds[0], buf + total, sizeof(buf) - 1 - total)) > 0)
		total += len;
	buf[total] = '\0';
	SAFE_CLOSE(fds[0]);
	SAFE_WAITPID(pid, &status, 0);
	for (line = strtok(buf, "\n"); line; line = strtok(NULL, "\n")) {
		if (strstr(line, "[stack]"))
			start = strtoul(line, NULL, 16);
	}
	if (!start)
		tst_brk(TBROK, "no [stack] in the child's maps");
	return start;
}

static void child(void)
{
	struct utsname u;

	TST_EXP_VAL(personality(0xffffffff), PER_LINUX, "personality(0xffffffff)");
	TST_EXP_EQ_LU(proc_persona(), PER_LINUX);

	TST_EXP_VAL(personality(PER_LINUX | UNAME26), PER_LINUX, "personality(UNAME26)");
	if (uname(&u))
		tst_brk(TBROK | TERRNO, "uname()");
	TST_EXP_EXPR(!strncmp(u.release, "2.6.", 4), "UNAME26: release '%s'", u.release);

#ifdef __x86_64__
	TST_EXP_VAL(personality(PER_LINUX32), PER_LINUX | UNAME26, "personality(PER_LINUX32)");
	if (uname(&u))
		tst_brk(TBROK | TERRNO, "uname()");
	TST_EXP_EQ_STR(u.machine, "i686");
#endif

	TEST(personality(ADDR_NO_RANDOMIZE));
	TST_EXP_EXPR(TST_RET != -1, "personality(ADDR_NO_RANDOMIZE) returned 0x%lx", TST_RET);
	TST_EXP_EQ_LU(proc_persona(), ADDR_NO_RANDOMIZE);
	TST_EXP_EXPR(exec_stack_start() == exec_stack_start(),
		     "ADDR_NO_RANDOMIZE, inherited through fork() and execve(): the same stack "
		     "address twice");
	TST_EXP_VAL(personality(0xffffffff), ADDR_NO_RANDOMIZE, "reading it back");
}

static void run(void)
{
	if (!SAFE_FORK()) {
		child();
		exit(0);
	}
	tst_reap_children();
}

static struct tst_test test = {
	.description = "personality(): reading, UNAME26, PER_LINUX32, ADDR_NO_RANDOMIZE",
	.test_all = run,
	.forks_child = 1,
};
