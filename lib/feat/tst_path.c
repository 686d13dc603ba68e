// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The legacy "high address" for EFAULT tests. (tst_get_path(), the other helper of the
 * 2015 tst_path.c, lives with the command helpers in lib/feat/tst_cmd.c.)
 */
#include <unistd.h>
#include "tst_get_bad_addr.h"


/* Pages right above the program break are not mapped until the heap grows into them. */
char *get_high_address(void)
{
	return (char *)sbrk(0) + 4 * getpagesize();
}
