/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * System information for the legacy face (test.h includes this): CPUs, pids, ports,
 * commands, architecture and kernel word size. Each lives in its own header, which the
 * modern face includes directly.
 */
#ifndef TST_SYSINFO_H
#define TST_SYSINFO_H

#include <stddef.h>
#include "tst_cpu.h"
#include "tst_pid.h"
#include "tst_net.h"
#include "tst_cmd.h"
#include "tst_arch.h"
#include "tst_kernel.h"

#endif
