// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * tst_check_kconfigs EXPR...: the C library's kernel config check for shell tests
 * (TST_NEEDS_KCONFIGS). Each argument is one expression (CONFIG_A, CONFIG_B=y,
 * "CONFIG_C | CONFIG_D" ...). Exit 0 when all hold, 32 when one does not (TINFO lines on
 * stderr say which), 2 when the config cannot be read or an expression is malformed.
 */
#include "tst_kconfig.h"
#include "tst_shell_face.h"

int main(int argc, char *argv[])
{
	shell_face_install();
	if (argc < 2) {
		fprintf(stderr, "usage: tst_check_kconfigs CONFIG_EXPR...\n");
		return 2;
	}
	return tst_kconfig_check((const char *const *)argv + 1) ? 32 : 0;
}
