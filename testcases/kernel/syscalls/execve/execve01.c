// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * execve(2) replaces the program of the calling process. The test binary executes itself
 * (by the path /proc/self/exe links to) with the argument "child";
 * the new program checks its state and writes one line per check into a pipe that the
 * old program left open, which the test turns into results:
 * - argv and envp arrive exactly as given (argc, each string, only the given variable);
 * - the pid is unchanged;
 * - "File descriptors that are marked close-on-exec are closed", the others stay open;
 * - "The dispositions of any signals that are being caught are reset to the default",
 *   ignored ones stay ignored, the signal mask is preserved;
 * - "Memory mappings are not preserved": a file mapped before execve is not in the new
 *   program's /proc/self/maps (its address alone proves nothing: the new program may map
 *   something else there, as a 32-bit one's libraries do at the top of its address space);
 * - "The process name, as set by prctl(2) PR_SET_NAME ... is reset to the name of the new
 *   executable file";
 * - an interpreter script "#!interpreter optional-arg" runs the interpreter with
 *   "interpreter [optional-arg] pathname arg...".
 * A successful execve() does not return: reaching the line after it is a failure.
 */

#define TST_NO_DEFAULT_MAIN
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include "tst_test.h"

#define TCID_NAME "execve01"
#define SCRIPT "execve01_script"
#define REPORT_FD 100
#define CLOEXEC_FD 101
#define KEPT_FD 102
#define MAPPED_FILE "execve01_map"

static char prog_path[PATH_MAX];
static void *mapping;

/* Whether /proc/self/maps lists a mapping of MAPPED_FILE. */
static int maps_has_file(void)
{
	char line[PATH_MAX + 128];
	FILE *f = fopen("/proc/self/maps", "r");
	int found = 0;

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f))
		if (strstr(line, "/" MAPPED_FILE "\n"))
			found = 1;
	fclose(f);
	return found;
}

static void report(int ok, const char *fmt, ...)
{
	char buf[256];
	va_list ap;
	int len;

	va_start(ap, fmt);
	len = vsnprintf(buf + 2, sizeof(buf) - 3, fmt, ap);
	va_end(ap);
	buf[0] = ok ? 'P' : 'F';
	buf[1] = ' ';
	len = strlen(buf);
	buf[len] = '\n';
	if (write(REPORT_FD, buf, len + 1) != len + 1)
		exit(3);
}

/* Runs in the new program: argv = {name, "child", mapping address, "arg two"[, ...]}. */
static int child_main(int argc, char *argv[], int script)
{
	extern char **environ;
	struct sigaction sa;
	sigset_t mask;
	char comm[17] = "";
	int n_env = 0;

	while (environ[n_env])
		n_env++;
	if (script) {
		/* interpreter, optional-arg, pathname, argv[1] */
		report(argc == 4 && !strcmp(argv[2], SCRIPT) && !strcmp(argv[3], "arg two"),
		       "script: argc %d, argv[2] '%s' (the script), argv[3] '%s'", argc,
		       argc > 2 ? argv[2] : "", argc > 3 ? argv[3] : "");
		return 0;
	}
	report(argc == 4 && !strcmp(argv[3], "arg two"), "argc %d, argv[3] '%s'", argc,
	       argc > 3 ? argv[3] : "");
	report(n_env == 1 && !strcmp(environ[0], "EXECVE01=value"),
	       "environment: %d variables, first '%s'", n_env, n_env ? environ[0] : "");
	report(fcntl(CLOEXEC_FD, F_GETFD) == -1 && errno == EBADF,
	       "close-on-exec descriptor closed");
	report(fcntl(KEPT_FD, F_GETFD) == 0, "descriptor without FD_CLOEXEC still open");

	sigaction(SIGUSR1, NULL, &sa);
	report(sa.sa_handler == SIG_DFL, "caught SIGUSR1 reset to SIG_DFL");
	sigaction(SIGUSR2, NULL, &sa);
	report(sa.sa_handler == SIG_IGN, "ignored SIGUSR2 still ignored");
	sigprocmask(SIG_SETMASK, NULL, &mask);
	report(sigismember(&mask, SIGTERM) == 1, "signal mask (SIGTERM blocked) preserved");

	report(maps_has_file() == 0, "mapping of %s (at %s) not preserved", MAPPED_FILE, argv[2]);

	prctl(PR_GET_NAME, comm);
	report(!strcmp(comm, TCID_NAME), "process name '%s' (expected '%s')", comm, TCID_NAME);

	write(REPORT_FD, "pid ", 4);
	dprintf(REPORT_FD, "%d\n", getpid());
	return 0;
}

static void handler(int sig)
{
	(void)sig;
}

static void read_report(int fd, pid_t pid, int expect_pid_line)
{
	char buf[4096], *line, *save;
	ssize_t len, total = 0;
	int got_pid = 0, status;

	while ((len = read(fd, buf + total, sizeof(buf) - 1 - total)) > 0)
		total += len;
	buf[total] = '\0';
	SAFE_WAITPID(pid, &status, 0);
	if (!total) {
		tst_res(TFAIL, "the new program reported nothing (child %s)",
			tst_strstatus(status));
		return;
	}
	for (line = strtok_r(buf, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		if (!strncmp(line, "pid ", 4)) {
			got_pid = atoi(line + 4);
			continue;
		}
		tst_res(line[0] == 'P' ? TPASS : TFAIL, "new program: %s", line + 2);
	}
	if (expect_pid_line)
		TST_EXP_EXPR(got_pid == pid, "pid %d unchanged by execve() (new program: %d)",
			     pid, got_pid);
	if (!WIFEXITED(status) || WEXITSTATUS(status))
		tst_res(TFAIL, "new program %s", tst_strstatus(status));
}

static void exec_prog(void)
{
	char addr[32];
	char *argv[] = {prog_path, "child", addr, "arg two", NULL};
	char *envp[] = {"EXECVE01=value", NULL};
	struct sigaction sa = {.sa_handler = handler};
	sigset_t mask;
	int fds[2], fd;
	pid_t pid;

	SAFE_PIPE(fds);
	pid = SAFE_FORK();
	if (!pid) {
		SAFE_CLOSE(fds[0]);
		SAFE_DUP2(fds[1], REPORT_FD);
		fd = SAFE_OPEN("file", O_RDONLY | O_CREAT | O_CLOEXEC, 0644);
		SAFE_DUP2(fd, KEPT_FD);
		if (dup3(fd, CLOEXEC_FD, O_CLOEXEC) != CLOEXEC_FD)
			tst_brk(TBROK | TERRNO, "dup3()");
		SAFE_SIGACTION(SIGUSR1, &sa, NULL);
		SAFE_SIGNAL(SIGUSR2, SIG_IGN);
		SAFE_SIGEMPTYSET(&mask);
		SAFE_SIGADDSET(&mask, SIGTERM);
		SAFE_SIGPROCMASK(SIG_BLOCK, &mask, NULL);
		snprintf(addr, sizeof(addr), "%p", mapping);
		SAFE_PRCTL(PR_SET_NAME, (unsigned long)"before-exec", 0, 0, 0);
		execve(prog_path, argv, envp);
		tst_res(TFAIL | TERRNO, "execve(%s) returned", prog_path);
		exit(0);
	}
	SAFE_CLOSE(fds[1]);
	read_report(fds[0], pid, 1);
	SAFE_CLOSE(fds[0]);
}

static void exec_script(void)
{
	char *argv[] = {SCRIPT, "arg two", NULL};
	char *envp[] = {NULL};
	int fds[2];
	pid_t pid;

	SAFE_PIPE(fds);
	pid = SAFE_FORK();
	if (!pid) {
		SAFE_CLOSE(fds[0]);
		SAFE_DUP2(fds[1], REPORT_FD);
		execve(SCRIPT, argv, envp);
		tst_res(TFAIL | TERRNO, "execve(%s) returned", SCRIPT);
		exit(0);
	}
	SAFE_CLOSE(fds[1]);
	read_report(fds[0], pid, 0);
	SAFE_CLOSE(fds[0]);
}

static void run(void)
{
	exec_prog();
	exec_script();
}

static void setup(void)
{
	char buf[PATH_MAX + 64];
	int fd;

	SAFE_READLINK("/proc/self/exe", prog_path, sizeof(prog_path) - 1);
	/* The interpreter is the test binary, its optional argument "script-child". */
	fd = SAFE_OPEN(SCRIPT, O_WRONLY | O_CREAT | O_TRUNC, 0755);
	snprintf(buf, sizeof(buf), "#!%s script-child\n", prog_path);
	SAFE_WRITE(SAFE_WRITE_ALL, fd, buf, strlen(buf));
	SAFE_CLOSE(fd);
	fd = SAFE_OPEN(MAPPED_FILE, O_RDWR | O_CREAT | O_TRUNC, 0644);
	SAFE_FTRUNCATE(fd, getpagesize());
	mapping = SAFE_MMAP(NULL, getpagesize(), PROT_READ, MAP_SHARED, fd, 0);
	SAFE_CLOSE(fd);
	if (maps_has_file() != 1)
		tst_brk(TBROK, "/proc/self/maps does not show the mapping of %s", MAPPED_FILE);
}

static struct tst_test test = {
	.description = "execve(): argv, envp, descriptors, signals, mappings, name, scripts",
	.test_all = run,
	.setup = setup,
	.needs_tmpdir = 1,
	.forks_child = 1,
};

int main(int argc, char *argv[])
{
	if (argc > 1 && !strcmp(argv[1], "child"))
		return child_main(argc, argv, 0);
	if (argc > 1 && !strcmp(argv[1], "script-child"))
		return child_main(argc, argv, 1);
	tst_run_tcases(argc, argv, &test);
}
