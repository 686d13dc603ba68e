// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Timeouts: the per-run limit tst_multiply_timeout(30 + .timeout) + runtime, a watchdog
 * timer in the library process that kills the whole test process group when the limit
 * passes, and the heartbeat: the test process stamps the time into the shared watch page
 * before every test function call, and a timer that finds a stamp newer than the limit
 * re-arms for the rest instead of killing (no signal and no wakeup of the library process
 * per call). tst_set_timeout() and tst_set_runtime() change the limit: they re-arm at once
 * with SIGUSR1. Also .runtime and tst_remaining_runtime().
 *
 * A kernel with debug options (tst_has_slow_kconfig()) gets 4 times the limit. Finding out
 * costs a read of the compressed kernel config, most of a short test's time, so it is done
 * only when something needs the answer: tst_multiply_timeout(), or the watchdog expiring
 * (the timer first fires at the plain limit; on a debug kernel it is re-armed for the rest).
 */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>
#include "tst_test_priv.h"
#include "tst_kconfig.h"

#define BASE_TIMEOUT 30

static struct ltk_watch private_watch;
struct ltk_watch *ltk_watch = &private_watch;

static volatile pid_t watched_pgid;
static volatile sig_atomic_t interrupted;
static int slow_kernel;		/* 4 with a debug kernel config, 1 without, 0 not known yet */
static volatile sig_atomic_t expired;	/* the timer fired before slow_kernel was known */

static void install_handlers(void);

static double parse_mul(const char *name, double min, double max, double *cache)
{
	const char *env;
	float v;

	if (*cache > 0)
		return *cache;
	env = getenv(name);
	*cache = 1;
	if (!env || !*env)
		return *cache;
	if (tst_parse_float(env, &v, min, max))
		tst_brk(TBROK, "Invalid %s '%s' (expected a number %g .. %g)", name, env, min, max);
	*cache = v;
	return *cache;
}

double ltk_timeout_mul(void)
{
	static double mul;

	return parse_mul("LTP_TIMEOUT_MUL", 0.099, 10000, &mul);
}

double ltk_runtime_mul(void)
{
	static double mul;

	return parse_mul("LTP_RUNTIME_MUL", 0.0099, 100, &mul);
}

static int slow_factor(void)
{
	if (!slow_kernel)
		slow_kernel = !getenv("KCONFIG_SKIP_CHECK") && tst_has_slow_kconfig() ? 4 : 1;
	return slow_kernel;
}

unsigned int tst_multiply_timeout(unsigned int timeout)
{
	double t = timeout * ltk_timeout_mul() * slow_factor();

	if (t < 1)
		return timeout ? 1 : 0;
	if (t > (double)0xffffffffu)
		return 0xffffffffu;
	return (unsigned int)(t + 0.5);
}

/*
 * A system call, not the vDSO: the vDSO's first use costs three page faults in each
 * process (its code and two data pages), more than the call itself on a virtual machine.
 */
long long ltk_now_ms(void)
{
#ifdef __NR_clock_gettime
	struct { long tv_sec, tv_nsec; } ts;

	if (!syscall(__NR_clock_gettime, CLOCK_MONOTONIC, &ts))
		return ts.tv_sec * 1000LL + ts.tv_nsec / 1000000;
#endif
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec * 1000LL + t.tv_nsec / 1000000;
}

static int scale_runtime(int runtime, int min_runtime)
{
	double rt = runtime * ltk_runtime_mul();

	if (!min_runtime)
		min_runtime = 1;
	if (rt < min_runtime)
		rt = min_runtime;
	if (rt > 0x7fffffff)
		rt = 0x7fffffff;
	return (int)rt;
}

/* Before the options are parsed (-h prints the timeout): the values of the struct. */
void ltk_watch_defaults(void)
{
	private_watch.timeout = tst_test->timeout;
	if (tst_test->runtime || tst_test->min_runtime)
		private_watch.runtime = scale_runtime(tst_test->runtime, tst_test->min_runtime);
}

void ltk_watch_init(void)
{
	if (tst_test->timeout < TST_UNLIMITED_TIMEOUT)
		tst_brk(TBROK, "Invalid timeout value %i", tst_test->timeout);
	ltk_watch_defaults();
	ltk_timeout_mul();
	ltk_runtime_mul();
	install_handlers();
}

_Static_assert(sizeof(struct ltk_watch) <= LTK_RESULTS_TAIL, "the watch fits the page's tail");

/* Once the results page is shared: the watch moves into its tail, before the fork. */
void ltk_watch_share(void)
{
	struct ltk_watch *w = ltk_results_tail();

	if (!w)
		tst_brk(TBROK, "The results page is not shared");
	*w = private_watch;
	ltk_watch = w;
}

/*
 * The per-run limit ltk_run_timeout_ms() will enforce, computed from the struct alone, for
 * --metadata (which runs before the watchdog exists).
 */
unsigned long long ltk_declared_timeout_ms(void)
{
	int runtime = 0;

	if (tst_test->timeout == TST_UNLIMITED_TIMEOUT)
		return 0;
	if (tst_test->runtime || tst_test->min_runtime)
		runtime = scale_runtime(tst_test->runtime, tst_test->min_runtime);
	return (unsigned long long)((BASE_TIMEOUT + tst_test->timeout) * ltk_timeout_mul() *
				    slow_factor() * 1000) + runtime * 1000ULL;
}

int ltk_watch_interrupted(void)
{
	return interrupted;
}

unsigned long long ltk_run_timeout_ms(void)
{
	const struct ltk_watch *w = ltk_watch;
	unsigned long long ms;

	if (w->timeout == TST_UNLIMITED_TIMEOUT)
		return 0;
	ms = (unsigned long long)((BASE_TIMEOUT + w->timeout) * ltk_timeout_mul() *
				  (slow_kernel ? slow_kernel : 1) * 1000);
	return ms + w->runtime * 1000ULL;
}

void ltk_print_timeout(void)
{
	unsigned long long ms = ltk_run_timeout_ms(), s = (ms + 999) / 1000;

	if (!ms) {
		ltk_info("Test timeout is not limited");
		return;
	}
	ltk_info("Overall timeout per run is %lluh %02llum %02llus", s / 3600, s / 60 % 60,
		 s % 60);
}

static void arm_ms(unsigned long long ms)
{
	struct itimerval it = { 0 };

	it.it_value.tv_sec = ms / 1000;
	it.it_value.tv_usec = ms % 1000 * 1000;
	setitimer(ITIMER_REAL, &it, NULL);
}

static void arm(void)
{
	arm_ms(ltk_run_timeout_ms());
}

/* The test process beat after the timer was armed: the limit counts from that beat. */
static int rearm_after_beat(void)
{
	long long limit = ltk_run_timeout_ms();
	long long left = __atomic_load_n(&ltk_watch->beat_ms, __ATOMIC_SEQ_CST) + limit -
			 ltk_now_ms();

	if (!limit || left <= 0)
		return 0;
	arm_ms(left);
	return 1;
}

#define STR_(x) #x
#define STR(x) STR_(x)

/*
 * A signal handler: only async-signal-safe calls (tst_res() formats with snprintf and takes
 * locks), so the TINFO line is a constant written with write(); same layout as tst_res().
 */
static void on_alarm(int sig)
{
	static const char msg[] = "tst_test_watchdog.c:" STR(__LINE__)
		": TINFO: Test timeouted, sending SIGKILL!\n";

	if (!watched_pgid || rearm_after_beat())
		return;
	if (!slow_kernel) {
		expired = 1;	/* ltk_watchdog_expired() decides, outside the handler */
		return;
	}
	ltk_watch->timed_out = 1;
	ltk_write_all(STDERR_FILENO, msg, sizeof(msg) - 1);
	kill(-watched_pgid, SIGKILL);
}

static void on_heartbeat(int sig)
{
	if (watched_pgid) {
		expired = 0;
		arm();
	}
}

void ltk_watchdog_expired(void)
{
	unsigned long long ms;
	struct itimerval it = { 0 };

	if (!expired || !watched_pgid)
		return;
	expired = 0;
	if (rearm_after_beat())
		return;
	if (slow_factor() == 1) {
		on_alarm(SIGALRM);
		return;
	}
	ltk_info("Debug kernel config detected: timeouts are multiplied by 4");
	ms = ltk_run_timeout_ms() / 4 * 3;
	it.it_value.tv_sec = ms / 1000;
	it.it_value.tv_usec = ms % 1000 * 1000;
	setitimer(ITIMER_REAL, &it, NULL);
}

/* Interrupted while a test runs: kill it, then clean up and report as usual. */
static void on_interrupt(int sig)
{
	if (!watched_pgid) {
		signal(sig, SIG_DFL);
		raise(sig);
		return;
	}
	interrupted = sig;
	__atomic_store_n(&ltk_results->aborted, 1, __ATOMIC_SEQ_CST);
	kill(-watched_pgid, SIGKILL);
}

static void set_handler(int sig, void (*fn)(int))
{
	struct sigaction sa;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = fn;
	/* the parent's waitpid() returns EINTR on SIGALRM: ltk_watchdog_expired() runs then */
	sa.sa_flags = sig == SIGALRM ? 0 : SA_RESTART;
	sigemptyset(&sa.sa_mask);
	sigaddset(&sa.sa_mask, SIGALRM);
	sigaddset(&sa.sa_mask, SIGUSR1);
	sigaction(sig, &sa, NULL);
}

/* Installed before the first fork: a heartbeat may come before the parent is ready. */
static void install_handlers(void)
{
	set_handler(SIGALRM, on_alarm);
	set_handler(SIGUSR1, on_heartbeat);
	set_handler(SIGINT, on_interrupt);
	set_handler(SIGTERM, on_interrupt);
}

void ltk_watchdog_start(pid_t test_pid)
{
	__atomic_store_n(&ltk_watch->beat_ms, ltk_now_ms(), __ATOMIC_SEQ_CST);
	watched_pgid = test_pid;
	ltk_watch->timed_out = 0;
	arm();
}

void ltk_watchdog_stop(void)
{
	struct itimerval it = { 0 };

	setitimer(ITIMER_REAL, &it, NULL);
	watched_pgid = 0;
	expired = 0;
}

void ltk_heartbeat(void)
{
	__atomic_store_n(&ltk_watch->beat_ms, ltk_now_ms(), __ATOMIC_SEQ_CST);
}

/* The limit changed: the library process re-arms its timer now, not at the old expiry. */
static void rearm_now(void)
{
	ltk_heartbeat();
	if (ltk_run.lib_pid && getpid() != ltk_run.lib_pid)
		kill(ltk_run.lib_pid, SIGUSR1);
}

unsigned int tst_remaining_runtime(void)
{
	long long elapsed;

	if (!ltk_watch->runtime)
		tst_brk(TBROK, "Runtime not set!");
	if (!ltk_watch->run_start_ms)
		return ltk_watch->runtime;
	elapsed = ltk_now_ms() - ltk_watch->run_start_ms;
	if (elapsed >= ltk_watch->runtime * 1000LL)
		return 0;
	return ltk_watch->runtime - elapsed / 1000;
}

void tst_set_runtime(int runtime)
{
	if (runtime < 0)
		tst_brk(TBROK, "Invalid runtime %i", runtime);
	ltk_watch->runtime = scale_runtime(runtime, tst_test ? tst_test->min_runtime : 0);
	ltk_info("Updating runtime to %uh %02um %02us", ltk_watch->runtime / 3600,
		 ltk_watch->runtime / 60 % 60, ltk_watch->runtime % 60);
	ltk_print_timeout();
	rearm_now();
}

void tst_set_timeout(int timeout)
{
	if (timeout < TST_UNLIMITED_TIMEOUT)
		tst_brk(TBROK, "Invalid timeout value %i", timeout);
	ltk_watch->timeout = timeout;
	ltk_print_timeout();
	rearm_now();
}
