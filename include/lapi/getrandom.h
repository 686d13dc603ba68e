/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * getrandom(2) flags for C libraries before glibc 2.25. Tests call the syscall as
 * tst_syscall(__NR_getrandom, ...), so ENOSYS becomes TCONF.
 */
#ifndef LAPI_GETRANDOM_H__
#define LAPI_GETRANDOM_H__

#ifndef GRND_NONBLOCK
# define GRND_NONBLOCK 0x0001
#endif
#ifndef GRND_RANDOM
# define GRND_RANDOM 0x0002
#endif
/* Linux 5.6. */
#ifndef GRND_INSECURE
# define GRND_INSECURE 0x0004
#endif

#endif /* LAPI_GETRANDOM_H__ */
