/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Terminal line disciplines (N_*).
 */
#ifndef LAPI_TTY_H__
#define LAPI_TTY_H__

#ifndef N_TTY
# define N_TTY 0
#endif
#ifndef N_SLIP
# define N_SLIP 1
#endif
#ifndef N_PPP
# define N_PPP 3
#endif
#ifndef N_HDLC
# define N_HDLC 13
#endif
#ifndef N_GSM0710
# define N_GSM0710 21
#endif

#endif
