/* SPDX-License-Identifier: GPL-2.0-or-later */
/* ltk report: other formats from a results directory (report_cmd.c). */
#ifndef LTK_REPORT_CMD_H
#define LTK_REPORT_CMD_H

int report_cmd(int argc, char **argv);

#endif
