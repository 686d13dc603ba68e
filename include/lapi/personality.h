/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * personality(2) and its flags (<sys/personality.h>).
 */
#ifndef LAPI_PERSONALITY_H__
#define LAPI_PERSONALITY_H__

#include <sys/personality.h>

#endif
