// SPDX-License-Identifier: GPL-2.0-or-later
/* The errno-logging state of the January 2015 usctest.h (see include/usctest.h). */
#include "usctest.h"

struct usc_errno_t TEST_VALID_ENO[USC_MAX_ERRNO];
int STD_TIMING_ON;
int STD_ERRNO_LOG;
int STD_ERRNO_LIST[USC_MAX_ERRNO];
