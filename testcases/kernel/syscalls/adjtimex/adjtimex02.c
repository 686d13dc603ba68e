// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * adjtimex(2) errors, in the order of man 2 adjtimex, as nobody (so that no row can
 * change the host's clock even if its check regressed; the raw system call):
 * - EFAULT: buf outside the address space (modes 0 is then unknowable: the call fails
 *   reading it);
 * - EINVAL: ADJ_ADJTIME (0x8000) without the rest of ADJ_OFFSET_SINGLESHOT, which the
 *   kernel rejects before any permission check;
 * - EPERM: ADJ_FREQUENCY (with the current frequency), ADJ_OFFSET_SINGLESHOT, ADJ_STATUS
 *   (with the current status) and ADJ_TICK (with the current tick) by an unprivileged
 *   caller.
 * After the rows, a modes 0 read (through clock_adjtime(2)) shows the same tick, frequency
 * and status as before.
 *
 * Not provoked: EINVAL for freq and offset out of range apply before Linux 2.6.26; EINVAL
 * for a bad status and for tick out of range, checked after the permission check, need a
 * caller allowed to set the clock (a regression would change the host's clock); EINVAL
 * for clk_id, ENODEV and EOPNOTSUPP concern clock_adjtime() (clock_adjtime/).
 */

#include <pwd.h>
#include <sys/syscall.h>
#include "tst_test.h"
#include "timex_check.h"

static void *bad_addr;
static struct passwd *nobody;
static struct timex now;

static struct tcase {
	unsigned int modes;
	int bad;
	int exp_errno;
	const char *desc;
} tcases[] = {
	{0, 1, EFAULT, "buf outside the address space"},
	{0x8000, 0, EINVAL, "ADJ_ADJTIME alone"},
	{ADJ_FREQUENCY, 0, EPERM, "ADJ_FREQUENCY, the current frequency"},
	{ADJ_OFFSET_SINGLESHOT, 0, EPERM, "ADJ_OFFSET_SINGLESHOT, offset 0"},
	{ADJ_STATUS, 0, EPERM, "ADJ_STATUS, the current status"},
	{ADJ_TICK, 0, EPERM, "ADJ_TICK, the current tick"},
};

static void read_now(struct timex *tx)
{
	timex_fill(tx, 0);
	/* Through the other call, so that the one under test is only in the rows. */
	if (syscall(__NR_clock_adjtime, CLOCK_REALTIME, tx) == -1)
		tst_brk(TBROK | TERRNO, "clock_adjtime(CLOCK_REALTIME, modes 0)");
}

static void run(void)
{
	struct timex after, tx;
	unsigned int i;

	read_now(&now);
	if (!SAFE_FORK()) {
		tst_become_nobody();
		for (i = 0; i < ARRAY_SIZE(tcases); i++) {
			tx = now;
			tx.modes = tcases[i].modes;
			tx.offset = 0;
			TST_EXP_FAIL(syscall(__NR_adjtimex, tcases[i].bad ? bad_addr : &tx),
				     tcases[i].exp_errno, "adjtimex(%s)", tcases[i].desc);
		}
		exit(0);
	}
	tst_reap_children();
	read_now(&after);
	if (after.tick != now.tick || after.freq != now.freq || after.status != now.status)
		tst_res(TFAIL, "tick %ld -> %ld, freq %ld -> %ld, status %#x -> %#x", now.tick,
			after.tick, now.freq, after.freq, now.status, after.status);
	else
		tst_res(TPASS, "tick, freq and status unchanged");
}

static void setup(void)
{
	nobody = SAFE_GETPWNAM("nobody");
	bad_addr = tst_get_bad_addr(NULL);
}

static struct tst_test test = {
	.setup = setup,
	.test_all = run,
	.needs_root = 1,
	.forks_child = 1,
};
