// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * epoll_ctl(2)'s EPOLLEXCLUSIVE and EPOLLWAKEUP flags, as man 2 epoll_ctl describes them:
 * - EPOLLEXCLUSIVE: four epoll instances each hold one eventfd, and a child blocks in
 *   epoll_wait() on each (checked through /proc/PID/stat and /proc/PID/syscall). One
 *   write to the eventfd gives the event to one or more, but fewer than all, of the
 *   instances added with EPOLLEXCLUSIVE (each instance's ready list is read with a
 *   zero-timeout epoll_wait() right after the write), and to all four when they were added
 *   without it;
 * - EPOLLWAKEUP: accepted (the eventfd is then reported); kept in the registration, as
 *   /proc/self/fdinfo of the instance shows, only for a caller with CAP_BLOCK_SUSPEND on a
 *   kernel with CONFIG_PM_SLEEP; silently dropped otherwise, here for nobody (no
 *   capabilities) always.
 */

#include <stdlib.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include "tst_test.h"
#include "tst_epoll.h"
#include "tst_kconfig.h"
#include "tst_safe_file_ops.h"
#include "tst_safe_stdio.h"

#define WAITERS 4

static int efd = -1, pm_sleep;

static int ctl(int ep, int op, int fd, uint32_t events)
{
	struct epoll_event ev = {.events = events, .data.u64 = 0x5a};

	return tst_syscall(__NR_epoll_ctl, ep, op, fd, &ev);
}

/* Wait until pid sleeps inside epoll_wait(). */
static void wait_blocked(pid_t pid)
{
	char path[64], buf[64];
	long nr = -1;

	snprintf(path, sizeof(path), "/proc/%d/syscall", pid);
	for (;;) {
		TST_PROCESS_STATE_WAIT(pid, 'S', 0);
		SAFE_FILE_SCANF(path, "%63s", buf);
		if (sscanf(buf, "%ld", &nr) == 1 && nr == __NR_epoll_wait)
			return;
		usleep(1000);
	}
}

/* How many of WAITERS instances holding the eventfd get the event of one write. */
static int woken(uint32_t flags)
{
	struct epoll_event ev;
	pid_t pids[WAITERS];
	int ep[WAITERS], i, n = 0;
	uint64_t val;

	for (i = 0; i < WAITERS; i++) {
		ep[i] = SAFE_EPOLL_CREATE1(0);
		if (ctl(ep[i], EPOLL_CTL_ADD, efd, EPOLLIN | flags))
			tst_res(TFAIL | TERRNO, "epoll_ctl(ADD, eventfd, 0x%x)", EPOLLIN | flags);
	}
	for (i = 0; i < WAITERS; i++) {
		pids[i] = SAFE_FORK();
		if (!pids[i]) {
			tst_syscall(__NR_epoll_wait, ep[i], &ev, 1, -1);
			exit(0);
		}
	}
	for (i = 0; i < WAITERS; i++)
		wait_blocked(pids[i]);
	SAFE_WRITE(SAFE_WRITE_ALL, efd, &(uint64_t){1}, sizeof(uint64_t));
	for (i = 0; i < WAITERS; i++)
		n += SAFE_EPOLL_WAIT(ep[i], &ev, 1, 0);
	for (i = 0; i < WAITERS; i++) {
		kill(pids[i], SIGKILL);
		SAFE_WAITPID(pids[i], NULL, 0);
		SAFE_CLOSE(ep[i]);
	}
	SAFE_READ(1, efd, &val, sizeof(val));
	return n;
}

static void exclusive(void)
{
	int n = woken(EPOLLEXCLUSIVE);

	if (n >= 1 && n < WAITERS)
		tst_res(TPASS, "EPOLLEXCLUSIVE: %d of %d waiting instances got the event", n,
			WAITERS);
	else
		tst_res(TFAIL, "EPOLLEXCLUSIVE: %d of %d waiting instances got the event, expected "
			"1 to %d", n, WAITERS, WAITERS - 1);
	TST_EXP_EQ_LI(woken(0), WAITERS);
}

/* The events of fd's registration in instance ep, from /proc/self/fdinfo. */
static unsigned int registered(int ep, int fd)
{
	char path[64], line[256];
	unsigned int events;
	int tfd;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/self/fdinfo/%d", ep);
	f = SAFE_FOPEN(path, "r");
	while (fgets(line, sizeof(line), f)) {
		if (sscanf(line, "tfd: %d events: %x", &tfd, &events) == 2 && tfd == fd) {
			SAFE_FCLOSE(f);
			return events;
		}
	}
	SAFE_FCLOSE(f);
	tst_res(TFAIL, "no registration of fd %d in %s", fd, path);
	return 0;
}

static void wakeup(int kept, const char *who)
{
	struct epoll_event ev;
	int ep = SAFE_EPOLL_CREATE1(0);
	unsigned int events;

	TST_EXP_PASS(ctl(ep, EPOLL_CTL_ADD, efd, EPOLLIN | EPOLLWAKEUP),
		     "%s: epoll_ctl(ADD, EPOLLIN | EPOLLWAKEUP)", who);
	events = registered(ep, efd);
	if (!!(events & EPOLLWAKEUP) == kept && (events & EPOLLIN))
		tst_res(TPASS, "%s: registered events 0x%x, EPOLLWAKEUP %s", who, events,
			kept ? "kept" : "dropped");
	else
		tst_res(TFAIL, "%s: registered events 0x%x, expected EPOLLIN%s", who, events,
			kept ? " | EPOLLWAKEUP" : " without EPOLLWAKEUP");
	SAFE_WRITE(SAFE_WRITE_ALL, efd, &(uint64_t){1}, sizeof(uint64_t));
	TST_EXP_EQ_LI(SAFE_EPOLL_WAIT(ep, &ev, 1, 0), 1);
	SAFE_READ(1, efd, &(uint64_t){0}, sizeof(uint64_t));
	SAFE_CLOSE(ep);
}

static void run(void)
{
	exclusive();
	wakeup(pm_sleep, "root (CAP_BLOCK_SUSPEND)");
	if (!SAFE_FORK()) {
		tst_become_nobody();
		wakeup(0, "nobody");
		exit(0);
	}
	tst_reap_children();
}

static void setup(void)
{
	pm_sleep = tst_kconfig_get("CONFIG_PM_SLEEP") == 'y';
	tst_res(TINFO, "CONFIG_PM_SLEEP %s: root's EPOLLWAKEUP is %s", pm_sleep ? "set" : "unset",
		pm_sleep ? "kept" : "dropped");
	efd = eventfd(0, EFD_NONBLOCK);
	if (efd < 0)
		tst_brk(TBROK | TERRNO, "eventfd()");
}

static void cleanup(void)
{
	if (efd > 0)
		SAFE_CLOSE(efd);
}

static struct tst_test test = {
	.test_all = run,
	.setup = setup,
	.cleanup = cleanup,
	.needs_root = 1,
	.forks_child = 1,
};
