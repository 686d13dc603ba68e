// SPDX-License-Identifier: GPL-2.0-or-later
/* Standard options of legacy tests (-h -i -I -p -P) and the TEST_LOOPING() state. */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "test.h"
#include "ltk_core.h"

int STD_LOOP_COUNT = 1;

static double loop_duration = -1;	/* -I: seconds, 0 = forever, < 0 = unset */
static double loop_delay;		/* -P: seconds between iterations */
static int pause_for_usr1;		/* -p */
static struct timespec loop_start;

static const char std_optstring[] = "hi:I:pP:C:";

/* -C ARGS: run as a child re-executed by self_exec() (lib/core/tst_self_exec.c). */

static void std_help(void)
{
	printf("  -h      Show this help screen\n"
	       "  -i n    Execute test n times\n"
	       "  -I x    Execute test for x seconds\n"
	       "  -p      Pause for SIGUSR1 before starting\n"
	       "  -P x    Pause for x seconds between iterations\n");
}

static int parse_count(const char *s, int *out)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || end == s || *end || v < 0 || v > 0x7fffffff)
		return -1;
	*out = v;
	return 0;
}

static int parse_seconds(const char *s, double *out)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(s, &end);
	if (errno || end == s || *end || v < 0 || !isfinite(v))
		return -1;
	*out = v;
	return 0;
}

static void env_defaults(void)
{
	const char *env;

	if ((env = getenv("USC_ITERATIONS")))
		parse_count(env, &STD_LOOP_COUNT);
	if ((env = getenv("USC_LOOP_WALLTIME")) || (env = getenv("USC_DURATION")))
		parse_seconds(env, &loop_duration);
	if ((env = getenv("USC_LOOP_DELAY")))
		parse_seconds(env, &loop_delay);
}

const char *parse_opts(int ac, char **av, const option_t *user_optarr, void (*uhf)(void))
{
	static char errbuf[128];
	char optstring[256];
	const option_t *o;
	int c;

	env_defaults();
	snprintf(optstring, sizeof(optstring), ":%s", std_optstring);
	for (o = user_optarr; o && o->option; o++) {
		if (strlen(o->option) > 2 || (o->option[1] && o->option[1] != ':') ||
		    o->option[0] == '-')
			return "parse_opts: ERROR - Only short options are allowed";
		if (!strchr(optstring, o->option[0]) &&
		    strlen(optstring) + strlen(o->option) < sizeof(optstring))
			strcat(optstring, o->option);
	}

	optind = 1;
	while ((c = getopt(ac, av, optstring)) != -1) {
		switch (c) {
		case 'h':
			std_help();
			if (uhf)
				uhf();
			exit(0);
		case 'i':
			if (parse_count(optarg, &STD_LOOP_COUNT))
				return "Invalid argument of -i (need a non-negative integer)";
			break;
		case 'I':
			if (parse_seconds(optarg, &loop_duration))
				return "Invalid argument of -I (need seconds >= 0)";
			break;
		case 'p':
			pause_for_usr1 = 1;
			break;
		case 'P':
			if (parse_seconds(optarg, &loop_delay))
				return "Invalid argument of -P (need seconds >= 0)";
			break;
		case 'C':
			child_args = optarg;
			break;
		case ':':
			snprintf(errbuf, sizeof(errbuf), "Missing argument of -%c", optopt);
			return errbuf;
		case '?':
			snprintf(errbuf, sizeof(errbuf), "Unknown option -%c", optopt);
			return errbuf;
		default:
			for (o = user_optarr; o && o->option; o++) {
				if (o->option[0] != c)
					continue;
				if (o->flag)
					*o->flag = 1;
				if (o->arg && o->option[1] == ':')
					*o->arg = optarg;
			}
		}
	}
	if (optind < ac) {
		snprintf(errbuf, sizeof(errbuf), "Unexpected argument '%s'", av[optind]);
		return errbuf;
	}
	return NULL;
}

void tst_parse_opts_(const char *file, const int lineno, int argc, char *argv[],
		     const option_t *user_optarg, void (*user_help)(void))
{
	const char *msg = parse_opts(argc, argv, user_optarg, user_help);

	if (msg)
		tst_brkm_(file, lineno, TBROK, NULL, "OPTION PARSING ERROR - %s", msg);
}

static double elapsed(void)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (now.tv_sec - loop_start.tv_sec) + (now.tv_nsec - loop_start.tv_nsec) / 1e9;
}

int usc_test_looping(int counter)
{
	if (counter == 0)
		clock_gettime(CLOCK_MONOTONIC, &loop_start);
	else if (loop_delay > 0) {
		struct timespec ts = {
			.tv_sec = (time_t)loop_delay,
			.tv_nsec = (long)((loop_delay - (time_t)loop_delay) * 1e9),
		};
		while (nanosleep(&ts, &ts) && errno == EINTR)
			;
	}

	if (loop_duration >= 0)
		return loop_duration == 0 || elapsed() < loop_duration;
	if (STD_LOOP_COUNT == 0)
		return 1;
	return counter < STD_LOOP_COUNT;
}

static volatile sig_atomic_t got_usr1;

static void on_usr1(int sig)
{
	(void)sig;
	got_usr1 = 1;
}

void usc_global_setup_hook(void)
{
	struct sigaction sa = { .sa_handler = on_usr1 }, old;
	sigset_t mask, oldmask, waitmask;

	if (!pause_for_usr1)
		return;
	sigemptyset(&mask);
	sigaddset(&mask, SIGUSR1);
	sigprocmask(SIG_BLOCK, &mask, &oldmask);
	sigaction(SIGUSR1, &sa, &old);
	waitmask = oldmask;
	sigdelset(&waitmask, SIGUSR1);
	while (!got_usr1)
		sigsuspend(&waitmask);
	sigaction(SIGUSR1, &old, NULL);
	sigprocmask(SIG_SETMASK, &oldmask, NULL);
}
