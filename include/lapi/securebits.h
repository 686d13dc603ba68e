/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The securebits of capabilities(7) (prctl PR_SET_SECUREBITS).
 */
#ifndef LAPI_SECUREBITS_H__
#define LAPI_SECUREBITS_H__

#ifndef SECUREBITS_DEFAULT
# define SECUREBITS_DEFAULT 0x00000000
#endif
#ifndef SECURE_NOROOT
# define SECURE_NOROOT 0
#endif
#ifndef SECURE_NOROOT_LOCKED
# define SECURE_NOROOT_LOCKED 1
#endif
#ifndef SECURE_NO_SETUID_FIXUP
# define SECURE_NO_SETUID_FIXUP 2
#endif
#ifndef SECURE_NO_SETUID_FIXUP_LOCKED
# define SECURE_NO_SETUID_FIXUP_LOCKED 3
#endif
#ifndef SECURE_KEEP_CAPS
# define SECURE_KEEP_CAPS 4
#endif
#ifndef SECURE_KEEP_CAPS_LOCKED
# define SECURE_KEEP_CAPS_LOCKED 5
#endif
#ifndef SECURE_NO_CAP_AMBIENT_RAISE
# define SECURE_NO_CAP_AMBIENT_RAISE 6
#endif
#ifndef SECURE_NO_CAP_AMBIENT_RAISE_LOCKED
# define SECURE_NO_CAP_AMBIENT_RAISE_LOCKED 7
#endif
#ifndef issecure_mask
# define issecure_mask(X) (1 << (X))
#endif

#endif
